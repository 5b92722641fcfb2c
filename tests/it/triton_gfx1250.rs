//! Issue 25's Triton 3.9 gfx1250 findings, each as the rule it became:
//! prefetches raise no counter event and guard no source (docs/counters.md
//! section 13), checked against llc-22's own waits; real-true16 code
//! objects decode; a widened block's zero wait drains what it should; and
//! the Triton kernels in the corpus check clean under LLVM's readings.

use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};

use super::gfx12_verdicts::{scratch_dir, verdict, wavebed};

fn repo(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)
}

/// An LLVM 22 tool, or `None` (allowed only when LLVM is not required).
fn tool(name: &str) -> Option<PathBuf> {
    let t = find_llvm_tool(name);
    if t.is_none() {
        assert!(
            !llvm_required(),
            "{name} not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: {name} (LLVM 22) not found; skipped");
    }
    t
}

#[test]
fn a_prefetch_guards_no_source_and_counts_on_no_counter() {
    let arch = ["gfx1250"];
    // Its address VGPR and SGPRs may be overwritten at once.
    verdict(
        "prefetch-overwrite",
        &arch,
        &[
            "global_prefetch_b8 v0, s[0:1] scope:SCOPE_SE",
            "v_mov_b32 v0, 0",
            "s_mov_b32 s0, 0",
        ],
        &[],
    );
    // Not counted: a load behind it and one before it, `s_wait_loadcnt 1`
    // completes the older load (llc-22 emits exactly that wait).
    verdict(
        "prefetch-between",
        &arch,
        &[
            "global_load_b32 v1, v2, s[4:5]",
            "global_prefetch_b8 v2, s[0:1]",
            "global_load_b32 v3, v2, s[4:5]",
            "s_wait_loadcnt 0x1",
            "v_mov_b32 v4, v1",
        ],
        &[],
    );
    // ... and never stands in for a load: were it counted, this wait would
    // pass the younger load for complete.
    verdict(
        "prefetch-youngest",
        &arch,
        &[
            "global_load_b32 v1, v2, s[4:5]",
            "global_load_b32 v3, v2, s[4:5]",
            "global_prefetch_b8 v2, s[0:1]",
            "s_wait_loadcnt 0x1",
            "v_mov_b32 v4, v3",
        ],
        &["read"],
    );
    // Its sources are still read at issue.
    verdict(
        "prefetch-source",
        &arch,
        &[
            "global_load_b32 v0, v2, s[4:5]",
            "global_prefetch_b8 v0, s[0:1]",
        ],
        &["read"],
    );
}

/// The MIR function `name`'s body as llc-22's waitcnt pass leaves it.
fn llc_body<'a>(out: &'a str, name: &str) -> &'a str {
    let start = out
        .find(&format!("name:            {name}\n"))
        .unwrap_or_else(|| panic!("function {name} in llc's output"));
    let body = &out[start..];
    &body[..body.find("\n...").unwrap_or(body.len())]
}

#[test]
fn llc_22_counts_no_prefetch_on_loadcnt_and_guards_none_on_xcnt() {
    let Some(llc) = tool("llc") else { return };
    let mir = repo("corpus/llvm_facts/prefetch-gfx1250.mir");
    let o = Command::new(llc)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-run-pass=si-insert-waitcnts",
            "-o",
            "-",
        ])
        .arg(&mir)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8(o.stdout).unwrap();
    let lines: Vec<&str> = llc_body(&out, "loadcnt").lines().map(str::trim).collect();
    let first_read = lines
        .iter()
        .position(|l| l.starts_with("$vgpr3 = V_MOV_B32_e32 $vgpr1"))
        .unwrap();
    assert_eq!(lines[first_read - 1], "S_WAIT_LOADCNT 1", "{lines:#?}");
    let lines: Vec<&str> = llc_body(&out, "xcnt").lines().map(str::trim).collect();
    let at = |text: &str| lines.iter().position(|l| l.starts_with(text)).unwrap();
    let (prefetch, reuse, last) = (
        at("GLOBAL_PREFETCH_B8_SADDR"),
        at("$vgpr0 = V_MOV_B32_e32 0"),
        at("$vgpr0 = V_MOV_B32_e32 1"),
    );
    assert!(
        !lines[prefetch..reuse]
            .iter()
            .any(|l| l.starts_with("S_WAIT_XCNT")),
        "{lines:#?}"
    );
    assert_eq!(lines[last - 1], "S_WAIT_XCNT 0", "{lines:#?}");
}

#[test]
fn a_real_true16_code_object_decodes() {
    let (Some(mc), Some(_)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    let dir = scratch_dir();
    let s = dir.join("true16.s");
    std::fs::write(
        &s,
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1250\"\n\t.text\n\t.globl\tk\n\t.p2align\t8\n\
         \t.type\tk,@function\nk:\n\tglobal_load_u16 v1, v[2:3], off\n\ts_wait_loadcnt 0x0\n\
         \tv_mov_b16_e32 v4.l, v1.l\n\tv_mov_b16_e32 v1.l, 0\n\ts_endpgm\n.Lfunc_end0:\n\
         \t.size\tk, .Lfunc_end0-k\n",
    )
    .unwrap();
    let co = dir.join("true16.co");
    let o = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-mattr=+real-true16",
            "-filetype=obj",
        ])
        .arg(&s)
        .arg("-o")
        .arg(&co)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    for path in [&s, &co] {
        let o = wavebed(&["check", path.to_str().unwrap()]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{}: {out}{}",
            path.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(out.contains("instructions=5 races=0"), "{out}");
    }
    // Without the read, the move over the load's destination races (the
    // retried decoding names the registers the listing does).
    let racy = dir.join("true16-race.s");
    let text = std::fs::read_to_string(&s)
        .unwrap()
        .replace("\ts_wait_loadcnt 0x0\n", "");
    std::fs::write(&racy, text).unwrap();
    let co = dir.join("true16-race.co");
    let o = Command::new(tool("llvm-mc").unwrap())
        .args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-mattr=+real-true16",
            "-filetype=obj",
        ])
        .arg(&racy)
        .arg("-o")
        .arg(&co)
        .output()
        .unwrap();
    assert!(o.status.success());
    let o = wavebed(&["check", co.to_str().unwrap()]);
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

/// `n` masked loads (each behind its own branch, 2^n states at their join),
/// a zero wait, then a loop that loads and waits.
fn widened_then_loop(arch: &str, n: usize) -> String {
    let mut s = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl\tk\n\t.type\tk,@function\nk:\n"
    );
    for i in 0..n {
        s.push_str(&format!(
            "\ts_cmp_lg_u32 s2, {i}\n\ts_cbranch_scc1 .L{i}\n\tglobal_load_u16 v{}, v[40:41], off\n.L{i}:\n",
            i + 2
        ));
    }
    s.push_str("\ts_wait_loadcnt 0x0\n.Lloop:\n\tglobal_load_u16 v50, v[40:41], off\n");
    s.push_str("\ts_wait_loadcnt 0x0\n\ts_cbranch_scc1 .Lloop\n\ts_endpgm\n");
    s
}

#[test]
fn a_zero_wait_in_a_widened_block_drains_every_load() {
    let dir = scratch_dir();
    for arch in ["gfx1200", "gfx1250"] {
        // 11 masked loads pass the 1024-state cap at the wait's block.
        let path = dir.join(format!("widened-{arch}.s"));
        std::fs::write(&path, widened_then_loop(arch, 11)).unwrap();
        let o = wavebed(&["check", path.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("widened state"), "{err}");
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{arch}: {out}{err}");
    }
}

/// The Triton 3.9 kernels in corpus/kernels/gfx1250 (built by
/// corpus/kernels/src/gfx1250/triton_kernels.py), listing and object.
fn triton_kernels() -> Vec<PathBuf> {
    let dir = repo("corpus/kernels/gfx1250");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("triton_"))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_triton_kernels_check_clean_under_llvms_readings() {
    let kernels = triton_kernels();
    assert!(kernels.len() >= 4, "{kernels:?}");
    for path in kernels {
        if path.extension().is_some_and(|e| e == "co") && tool("llvm-objdump").is_none() {
            continue;
        }
        for readings in [
            &[][..],
            &["--assume", "flat=both", "--assume", "flat-order=in-order"][..],
        ] {
            let mut args = vec!["check"];
            args.extend_from_slice(readings);
            args.push(path.to_str().unwrap());
            let o = wavebed(&args);
            let out = String::from_utf8_lossy(&o.stdout);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{} {readings:?}: {out}{}",
                path.display(),
                String::from_utf8_lossy(&o.stderr)
            );
            assert!(out.contains(" races=0 errors=0"), "{out}");
        }
    }
}

/// The (access, register, producer text, consumer text) of each race `check`
/// reports on `path`, from its JSON records.
fn races(path: &Path) -> Vec<(String, String, String, String)> {
    let o = wavebed(&["check", "--format", "json", path.to_str().unwrap()]);
    let out = String::from_utf8(o.stdout).unwrap();
    out.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["record"] == "race")
        .map(|v| {
            let s = |x: &serde_json::Value| x.as_str().unwrap_or_default().to_string();
            (
                s(&v["access"]),
                s(&v["reg_name"]),
                s(&v["producer"]["text"]),
                s(&v["consumer"]["text"]),
            )
        })
        .collect()
}

#[test]
fn triton_llvm_drops_the_xcnt_wait_before_an_exec_restore_and_llc_22_does_not() {
    // docs/llvm-peer.md section 11: the one race is the EXEC restore over the
    // second masked load's translation.
    let tri = races(&repo("corpus/llvm_facts/xcnt-exec-gfx1250.triton.s"));
    assert_eq!(
        tri,
        [(
            "overwrite".to_string(),
            "exec_lo".to_string(),
            "global_load_b32 v3, v4, s[0:1] scale_offset".to_string(),
            "s_or_b32 exec_lo, exec_lo, s5".to_string()
        )]
    );
    assert!(races(&repo("corpus/llvm_facts/xcnt-exec-gfx1250.llc22.s")).is_empty());
    // llc-22 still compiles the IR to the listing kept beside it.
    let Some(llc) = tool("llc") else { return };
    let o = Command::new(llc)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1250",
            "-O3",
            "-o",
            "-",
        ])
        .arg(repo("corpus/llvm_facts/xcnt-exec-gfx1250.ll"))
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let kept =
        std::fs::read_to_string(repo("corpus/llvm_facts/xcnt-exec-gfx1250.llc22.s")).unwrap();
    assert_eq!(String::from_utf8_lossy(&o.stdout), kept);
}

/// docs/llvm-peer.md section 12: the two LLVM xcnt classes behind Triton's
/// 256x256 matmul races, each minimized to a MIR that Triton 3.9's LLVM
/// compiles without the wait (its listing races) and llc-22 with it (its
/// listing is clean); llc-22 still compiles the MIR to the kept listing.
#[test]
fn triton_llvm_drops_xcnt_waits_at_vgpr_msb_and_conditional_branches() {
    for (name, consumer) in [
        (
            "xcnt-vgpr-msb-gfx1250",
            "v_lshl_add_u64 v[10:11], v[2:3], 2, s[4:5]",
        ),
        ("xcnt-cond-branch-gfx1250", "v_mov_b32_e32 v10, 0"),
    ] {
        let facts = |ext: &str| repo(&format!("corpus/llvm_facts/{name}.{ext}"));
        assert_eq!(
            races(&facts("triton.s")),
            [(
                "overwrite".to_string(),
                "v10".to_string(),
                "global_load_u16 v9, v[10:11], off".to_string(),
                consumer.to_string()
            )],
            "{name}"
        );
        assert!(races(&facts("llc22.s")).is_empty(), "{name}");
        let Some(llc) = tool("llc") else { return };
        let o = Command::new(llc)
            .args([
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx1250",
                "-start-before=si-insert-waitcnts",
                "-o",
                "-",
            ])
            .arg(facts("mir"))
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let kept = std::fs::read_to_string(facts("llc22.s")).unwrap();
        assert_eq!(String::from_utf8_lossy(&o.stdout), kept, "{name}");
    }
}

/// docs/llvm-peer.md sections 11 and 12 under `--assume xcnt-branch=taken`
/// (a PC change drains xcnt, LLVM PRs #198823 and #219206): the EXEC
/// restore after `s_branch` (`xcnt-exec`) is clean, while the two LLVM bug
/// classes - the wait deleted at `s_set_vgpr_msb` and the fall-through of a
/// conditional branch - still race under it.
#[test]
fn a_taken_branch_drain_clears_xcnt_exec_but_not_the_bug_classes() {
    let count = |name: &str, reading: &str| {
        let p = repo(&format!("corpus/llvm_facts/{name}.triton.s"));
        let o = wavebed(&[
            "check",
            "--assume",
            "flat=both",
            "--assume",
            "flat-order=in-order",
            "--assume",
            reading,
            p.to_str().unwrap(),
        ]);
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        let tail = out.lines().last().unwrap_or_default().to_string();
        assert!(tail.starts_with("kernels=1 "), "{name}: {out}");
        tail
    };
    for (name, none, taken) in [
        ("xcnt-exec-gfx1250", 1, 0),
        ("xcnt-vgpr-msb-gfx1250", 1, 1),
        ("xcnt-cond-branch-gfx1250", 1, 1),
    ] {
        let d = count(name, "xcnt-branch=none");
        let t = count(name, "xcnt-branch=taken");
        assert!(d.contains(&format!(" races={none} ")), "{name}: {d}");
        assert!(t.contains(&format!(" races={taken} ")), "{name}: {t}");
    }
}
