//! LLVM's si-insert-waitcnts as a live peer, through the real llc-22: the
//! three expected results of docs/llvm-peer.md section 5, the readback of branches, and a smoke
//! campaign of a few dozen generated cases per architecture.
//!
//! Needs llc (LLVM 22): skipped when absent, unless WAVEBED_REQUIRE_LLVM=1.

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};
use wavebed_model::profile::{Arch, NUM_COUNTERS};
use wavebed_oracle::peers::llvm::campaign::{
    fields_text, generated_case, llvm_bug_class, llvm_wait_texts, parse_case, run_batch, Case,
    Outcome, WaitTally,
};
use wavebed_oracle::peers::llvm::gen::LlvmGenConfig;
use wavebed_oracle::peers::llvm::judge::{Cause, JudgeConfig};
use wavebed_oracle::peers::llvm::{FlatOperand, Llc, LlvmPeer};

fn peer(arch: Arch) -> Option<LlvmPeer> {
    if find_llvm_tool("llc").is_none() {
        assert!(
            !llvm_required(),
            "WAVEBED_REQUIRE_LLVM=1 but llc is missing"
        );
        eprintln!("skipping: llc (LLVM 22) not found");
        return None;
    }
    Some(LlvmPeer::new(Llc::new(None, arch).expect("llc runs")))
}

fn case(arch: Arch, lines: &[&str]) -> Case {
    let lines: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
    parse_case(arch, "t", &lines, FlatOperand::Generic).expect("parses")
}

fn judged(arch: Arch, lines: &[&str]) -> Option<(Vec<String>, Outcome, WaitTally)> {
    let mut p = peer(arch)?;
    let cfg = JudgeConfig::new(arch.profile());
    let out = run_batch(&mut p, &cfg, &[case(arch, lines)]).expect("runs");
    let o = out.into_iter().next().unwrap();
    let mut t = WaitTally::default();
    t.add(&cfg.profile, &o);
    let Outcome::Judged(ans, _) = &o else {
        panic!("not judged: {o:?}")
    };
    Some((llvm_wait_texts(ans), o, t))
}

#[test]
fn mixed_class_lgkmcnt0_is_an_over_wait_on_gfx950() {
    let Some((waits, o, t)) = judged(
        Arch::Gfx950,
        &[
            "ds_read_b32 v1, v0",
            "ds_read_b32 v2, v0",
            "s_load_dword s4, s[0:1], 0x0",
            "v_add_f32_e32 v3, v1, v1",
        ],
    ) else {
        return;
    };
    assert_eq!(waits, ["s_waitcnt lgkmcnt(0)"]);
    let Outcome::Judged(_, j) = o else {
        unreachable!()
    };
    let w = &j.waits[0];
    let p = Arch::Gfx950.profile();
    assert_eq!(fields_text(&p, &w.weakest), "lgkmcnt(1)");
    assert_eq!(w.cause, Some(Cause::MixedClass));
    assert_eq!((t.unsound, t.waits, t.over_wait, t.tight), (0, 1, 1, 0));
}

#[test]
fn vmcnt62_past_capacity_is_unnecessary_under_back_pressure() {
    let mut lines: Vec<String> = (0..70)
        .map(|k| format!("global_load_dword v{}, v[100:101], off", 10 + k))
        .collect();
    lines.push("v_add_f32_e32 v3, v10, v10".to_string());
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    let Some((waits, o, t)) = judged(Arch::Gfx950, &refs) else {
        return;
    };
    assert_eq!(waits, ["s_waitcnt vmcnt(62)"]);
    let Outcome::Judged(_, j) = o else {
        unreachable!()
    };
    assert_eq!(j.waits[0].weakest, [None; NUM_COUNTERS], "no wait needed");
    assert_eq!(j.waits[0].cause, Some(Cause::Capacity));
    assert_eq!((t.unsound, t.over_wait), (0, 1));
}

#[test]
fn load_then_lds_read_then_use_is_sound_and_tight() {
    let Some((waits, _, t)) = judged(
        Arch::Gfx950,
        &[
            "global_load_dword v1, v[4:5], off",
            "ds_read_b32 v2, v0",
            "v_add_f32_e32 v3, v1, v2",
        ],
    ) else {
        return;
    };
    assert_eq!(waits, ["s_waitcnt vmcnt(0) lgkmcnt(0)"]);
    assert_eq!((t.unsound, t.waits, t.over_wait, t.tight), (0, 1, 0, 1));
}

/// A wait LLVM puts in a loop or after a join is read back in its block.
#[test]
fn waits_in_branches_and_loops_are_read_back_in_place() {
    let Some((waits, o, t)) = judged(
        Arch::Gfx942,
        &[
            "global_load_dword v1, v[4:5], off",
            "s_cbranch_scc1 L1",
            "ds_read_b32 v2, v6",
            "L1:",
            "v_add_u32_e32 v3, v1, v1",
            "L2:",
            "ds_read_b32 v2, v6",
            "v_add_u32_e32 v3, v2, v2",
            "s_cbranch_scc1 L2",
            "s_endpgm",
        ],
    ) else {
        return;
    };
    assert_eq!(t.unsound, 0, "{o:?}");
    assert!(waits.len() >= 2, "{waits:?}");
}

/// A few dozen generated cases per architecture through llc-22: llc accepts
/// every one, and each is judged.
#[test]
fn smoke_campaign_through_llc() {
    for arch in [Arch::Gfx942, Arch::Gfx950, Arch::Gfx1151] {
        let Some(mut p) = peer(arch) else { return };
        let cfg = JudgeConfig::new(arch.profile());
        let gen = LlvmGenConfig::default();
        let cases: Vec<Case> = (0..24).map(|i| generated_case(arch, 7, i, &gen)).collect();
        let out = run_batch(&mut p, &cfg, &cases).expect("runs");
        let mut t = WaitTally::default();
        for o in &out {
            t.add(&cfg.profile, o);
        }
        assert_eq!(t.cases, 24);
        assert_eq!(t.llvm_error, 0, "{arch}: {out:?}");
        assert!(t.waits > 0, "{arch}: {}", t.summary());
    }
}

/// gfx12 readiness: on gfx1250 the pass prints `S_WAIT_*` forms (no combined
/// `S_WAITCNT`); they are read back into the program where LLVM put them and
/// decoded by the front end (the combined `s_wait_loadcnt_dscnt` packs
/// loadcnt in [13:8], dscnt in [5:0]). The judge does not run: gfx12 is not
/// modelled yet, so only the translation and the readback are checked.
#[test]
fn gfx1250_split_waits_are_read_back_in_place() {
    use wavebed_model::profile::Counter;
    use wavebed_oracle::peers::Peer;
    let Some(mut p) = peer(Arch::Gfx1250) else {
        return;
    };
    let c = case(
        Arch::Gfx1250,
        &[
            "global_load_b32 v4, v[0:1], off",
            "ds_load_b32 v6, v2",
            "ds_load_b32 v9, v2 offset:4",
            "s_load_b32 s4, s[0:1], 0x0",
            "v_add_nc_u32_e32 v7, v4, v6",
            "v_add_nc_u32_e32 v8, s4, v7",
            "global_store_b32 v[0:1], v8, off",
            "v_mov_b32_e32 v0, v8",
            "s_endpgm",
        ],
    );
    let prepared = LlvmPeer::prepare(Arch::Gfx1250, "g", &c.kernel, c.flat).expect("translates");
    let answer = p
        .run_batch(&[prepared])
        .expect("llc runs")
        .remove(0)
        .expect("llc accepts the gfx1250 MIR");
    let texts = llvm_wait_texts(&answer);
    assert_eq!(
        texts,
        [
            "s_wait_loadcnt_dscnt 0x1",
            "s_wait_kmcnt 0x0",
            "s_wait_xcnt 0x0"
        ],
        "{:#?}",
        answer.kernel.instrs
    );
    let k = &answer.kernel.instrs;
    let fields = |i: usize| k[answer.waits[i]].wait.as_ref().unwrap().fields;
    assert_eq!(fields(0)[Counter::Vm.index()], 0, "loadcnt 0");
    assert_eq!(fields(0)[Counter::Lgkm.index()], 1, "dscnt 1");
    assert_eq!(fields(1)[Counter::Km.index()], 0);
    assert_eq!(fields(2)[Counter::X.index()], 0);
    // Each wait sits where LLVM put it: before the first add, before the
    // second, before the store's address register is overwritten.
    assert!(k[answer.waits[0] + 1]
        .text
        .starts_with("v_add_nc_u32_e32 v7"));
    assert!(k[answer.waits[1] + 1]
        .text
        .starts_with("v_add_nc_u32_e32 v8"));
    assert!(k[answer.waits[2] + 1].text.starts_with("v_mov_b32_e32 v0"));
}

/// An instruction outside the generator's vocabulary that touches no memory
/// becomes `S_NOP 0` with its registers as implicit operands; the pass then
/// waits before it exactly as before the real instruction.
#[test]
fn stand_ins_carry_the_registers_and_get_the_waits() {
    let c = case(
        Arch::Gfx950,
        &[
            "global_load_dword v1, v[4:5], off",
            "v_mul_f32_e32 v3, v1, v1",
        ],
    );
    let prepared = LlvmPeer::prepare(Arch::Gfx950, "s", &c.kernel, c.flat).expect("translates");
    let line = prepared
        .mir
        .text
        .lines()
        .find(|l| l.contains("S_NOP"))
        .expect("a stand-in");
    assert!(
        line.starts_with("    S_NOP 0, implicit-def $vgpr3, implicit $vgpr1")
            && line.ends_with("implicit $exec"),
        "{line}"
    );
    let Some((waits, _, t)) = judged(
        Arch::Gfx950,
        &[
            "global_load_dword v1, v[4:5], off",
            "v_mul_f32_e32 v3, v1, v1",
        ],
    ) else {
        return;
    };
    assert_eq!(waits, ["s_waitcnt vmcnt(0)"]);
    assert_eq!((t.unsound, t.tight), (0, 1));
}

/// A memory instruction with no LLVM opcode in the peer is refused, naming
/// itself: a stand-in would hide its memory event from the pass.
#[test]
fn memory_without_an_opcode_is_refused() {
    let c = case(Arch::Gfx950, &["scratch_load_dwordx2 v[1:2], v0, off"]);
    let e = LlvmPeer::prepare(Arch::Gfx950, "m", &c.kernel, c.flat).expect_err("refused");
    assert_eq!(e.index, 0);
    assert!(
        e.to_string().contains(
            "`scratch_load_dwordx2 v[1:2], v0, off` is outside the LLVM peer's vocabulary"
        ),
        "{e}"
    );
}

/// The generator's gfx12 vocabulary (docs/llvm-peer.md section 10): seeded
/// gfx1200 and gfx1250 programs draw every new form, llc-22 accepts every
/// one (`llvm_error=0`: the VBUFFER, SGPR-base, `s_buffer_load` and async
/// MIR is what the pass takes), and every race on no contested reading is
/// one of LLVM's documented classes (none at all on gfx1200).
#[test]
fn gfx12_forms_are_generated_and_accepted_by_llc() {
    let common = [
        "null offen",
        ", v6, s[2:3]",
        "global_store_b32 v6, ",
        "global_load_b128 v[0:3]",
        "buffer_load_b64 v[",
        ", off, s[8:11], s12 offset:16",
        "ds_load_b64 v[",
        "ds_store_b64 v6",
        "s_load_b128 s[0:3]",
        "s_buffer_load_b32 s",
        "v_add_nc_u32_e32 v6, ",
        "v_mov_b32_e32 v4, ",
        "s_add_u32 s2, s2, ",
        "v_cmpx_eq_u32_e32 ",
        "s_mov_b32 exec_lo, s20",
        "s_and_saveexec_b32 s21, s20",
    ];
    let own = [
        "flat_load_b32 v0, v6, s[2:3]",
        "flat_store_b32 v6, ",
        "global_load_async_to_lds_b32 v6, v[4:5], off",
        "global_store_async_from_lds_b32 v[4:5], v6, off",
    ];
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let gen = LlvmGenConfig::default();
        let cases: Vec<Case> = (0..160).map(|i| generated_case(arch, 7, i, &gen)).collect();
        let text = cases
            .iter()
            .flat_map(|c| c.lines.iter().cloned())
            .collect::<Vec<_>>()
            .join("\n");
        let forms: Vec<&str> = if arch == Arch::Gfx1250 {
            common.iter().chain(&own).copied().collect()
        } else {
            common.to_vec()
        };
        let missing: Vec<&str> = forms.into_iter().filter(|f| !text.contains(f)).collect();
        assert!(missing.is_empty(), "{arch}: not generated: {missing:?}");
        if arch == Arch::Gfx1200 {
            assert!(!text.contains("_async_"), "async copies are gfx1250's");
        }
        let Some(mut p) = peer(arch) else { return };
        let cfg = JudgeConfig::new(arch.profile());
        let out = run_batch(&mut p, &cfg, &cases).expect("runs");
        let mut t = WaitTally::default();
        for o in &out {
            t.add(&cfg.profile, o);
            let Outcome::Judged(a, j) = o else { continue };
            for r in j.races.iter().filter(|r| r.reading.is_none()) {
                assert!(
                    arch == Arch::Gfx1250 && llvm_bug_class(a, r).is_some(),
                    "{arch}: a race on no contested reading outside LLVM's documented classes: {:?}",
                    a.kernel.instrs.iter().map(|i| &i.text).collect::<Vec<_>>()
                );
            }
        }
        assert_eq!(t.llvm_error, 0, "{arch}: {}", t.summary());
        assert!(t.waits > 0, "{arch}: {}", t.summary());
    }
}

/// gfx12's VBUFFER forms get the waits of buffer memory: a loaded register's
/// use waits on loadcnt; on gfx1250 an EXEC write after a buffer store waits
/// for its translation (`s_wait_xcnt 0`); both sound and tight.
#[test]
fn vbuffer_loads_and_exec_writes_get_their_waits() {
    let Some((waits, _, t)) = judged(
        Arch::Gfx1200,
        &[
            "buffer_load_b32 v1, v6, s[8:11], null offen",
            "buffer_load_b64 v[2:3], off, s[8:11], s12 offset:16",
            "v_add_nc_u32_e32 v7, v1, v1",
        ],
    ) else {
        return;
    };
    assert_eq!(waits, ["s_wait_loadcnt 0x1"]);
    assert_eq!((t.unsound, t.tight), (0, 1));
    let Some((waits, _, t)) = judged(
        Arch::Gfx1250,
        &[
            "buffer_store_b32 v1, v6, s[8:11], null offen",
            "s_mov_b32 exec_lo, s20",
        ],
    ) else {
        return;
    };
    assert_eq!(waits, ["s_wait_xcnt 0x0"]);
    assert_eq!((t.unsound, t.tight), (0, 1));
}

/// The two gfx1250 classes of docs/llvm-peer.md section 10, as the peer
/// finds and labels them: an async LDS copy's address register overwritten
/// with no `s_wait_xcnt` (`xcnt-async`), and a store's data register
/// overwritten in a loop whose header joins a path with SMEM pending and one
/// with VMEM pending (`xcnt-join-switch`).
#[test]
fn gfx1250_xcnt_classes_are_found_and_labelled() {
    for (lines, class, reg) in [
        (
            &[
                "global_store_async_from_lds_b32 v[4:5], v6, off",
                "v_mov_b32_e32 v4, v1",
            ][..],
            "xcnt-async",
            "v4",
        ),
        (
            &[
                "s_buffer_load_b32 s1, s[8:11], 0x0",
                "L4:",
                "scratch_store_b32 v6, v1, off",
                "ds_load_b32 v0, v6",
                "global_store_b32 v[4:5], v0, off",
                "s_cbranch_scc1 L4",
            ][..],
            "xcnt-join-switch",
            "v0",
        ),
    ] {
        let Some((waits, o, t)) = judged(Arch::Gfx1250, lines) else {
            return;
        };
        assert_eq!(t.unsound, 1, "{class}: LLVM waits {waits:?} {o:?}");
        let Outcome::Judged(a, j) = &o else {
            unreachable!()
        };
        assert!(
            !waits.iter().any(|w| w.starts_with("s_wait_xcnt")),
            "{waits:?}"
        );
        assert!(
            j.races.iter().all(|r| r.reading.is_none()
                && llvm_bug_class(a, r) == Some(class)
                && wavebed_oracle::peers::llvm::campaign::race_line(a, r)
                    .contains(&format!("reg={reg} access=overwrite"))),
            "{class}: {:?}",
            j.races
                .iter()
                .map(|r| wavebed_oracle::peers::llvm::campaign::race_line(a, r))
                .collect::<Vec<_>>()
        );
    }
}
