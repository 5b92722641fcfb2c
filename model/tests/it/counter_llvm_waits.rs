//! LLVM's counter-overflow cases (the shapes of LLVM's `waitcnt-overflow.mir`,
//! written here as our own MIR) with the waits llc-22's `si-insert-waitcnts`
//! actually inserts: every model finds them clean, and weakening any one wait by
//! one makes them race - except 40 LDS reads on gfx942/gfx950, where back-pressure
//! has already retired the first read when `lgkmcnt(15)` waits for nothing.
//!
//! Needs llc (LLVM 22); skips with a note when it is missing, unless
//! `WAVEBED_REQUIRE_LLVM=1`.

use std::process::Command;

use crate::counter_support::races;
use wavebed_model::counter::ModelKind;
use wavebed_model::isa::{self, tools};
use wavebed_model::profile::Arch::{self, Gfx1151, Gfx942, Gfx950};

/// Runs `si-insert-waitcnts` and the rest of llc's pipeline on a one-block
/// kernel `k` with `body` (MIR instructions), returning the assembly.
fn llc(arch: Arch, liveins: &str, body: &[String]) -> Option<String> {
    let Some(llc) = tools::find_llvm_tool("llc") else {
        assert!(
            !tools::llvm_required(),
            "llc not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llc (LLVM 22) not found; skipping");
        return None;
    };
    let mir = format!(
        "--- |\n  define amdgpu_kernel void @k() {{ ret void }}\n...\n---\nname: k\nbody: |\n  bb.0:\n    liveins: {liveins}\n{}\n    S_ENDPGM 0\n...\n",
        body.iter().map(|l| format!("    {l}\n")).collect::<String>()
    );
    let dir = std::env::temp_dir().join(format!("wavebed-llvm-waits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("k-{arch}-{}.mir", body.len()));
    std::fs::write(&path, mir).unwrap();
    let out = Command::new(llc)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-start-before=si-insert-waitcnts",
            "-o",
            "-",
        ])
        .arg(&path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "llc failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

/// The straight-line instruction lines of kernel `k` in llc's output.
fn instructions(arch: Arch, asm: &str) -> Vec<String> {
    let program = isa::parse_text(asm, "k", Some(arch)).unwrap();
    let k = program
        .kernels
        .iter()
        .find(|k| k.symbol == "k")
        .expect("kernel k");
    k.instrs.iter().map(|i| i.text.to_string()).collect()
}

/// The listing with wait `i` (an index into `lines`) weakened by one: its only
/// counter field N becomes N + 1.
fn weaken(lines: &[String], i: usize) -> String {
    let mut lines = lines.to_vec();
    let w = &lines[i];
    let open = w.find("cnt(").expect("a counter field") + 4;
    let close = open + w[open..].find(')').unwrap();
    let n: u16 = w[open..close].parse().unwrap();
    assert!(!w[close..].contains("cnt("), "one field: {w}");
    lines[i] = format!("{}{}{}", &w[..open], n + 1, &w[close..]);
    lines.join("\n") + "\n"
}

/// Checks one case: clean with LLVM's waits; each wait after the first memory
/// instruction weakened by one gives `weak_races` races in every model.
fn check(arch: Arch, liveins: &str, body: Vec<String>, expected_waits: &[&str], weak_races: usize) {
    let Some(asm) = llc(arch, liveins, &body) else {
        return;
    };
    let lines = instructions(arch, &asm);
    let first_mem = lines
        .iter()
        .position(|l| !l.starts_with("s_waitcnt"))
        .unwrap();
    let waits: Vec<usize> = (first_mem..lines.len())
        .filter(|&i| lines[i].starts_with("s_waitcnt"))
        .collect();
    let texts: Vec<&str> = waits.iter().map(|&i| lines[i].as_str()).collect();
    assert_eq!(texts, expected_waits, "llc's waits on {arch}");
    let listing = lines.join("\n") + "\n";
    for model in ModelKind::ALL {
        assert_eq!(
            races(model, arch, &listing).len(),
            0,
            "{model} on {arch} with LLVM's waits:\n{listing}"
        );
        for &i in &waits {
            let weak = weaken(&lines, i);
            let n = races(model, arch, &weak).len();
            assert_eq!(
                n, weak_races,
                "{model} on {arch}, `{}` weakened by one:\n{weak}",
                lines[i]
            );
        }
    }
}

/// A consumer reading `a` and `b` into a fresh register.
fn consume(dst: u32, a: u32, b: u32) -> String {
    format!("$vgpr{dst} = V_ADD_F32_e32 $vgpr{a}, $vgpr{b}, implicit $mode, implicit $exec")
}

/// 18 `ds_read2_b32` into v[0:1]..v[34:35], then consumers of v[0:7].
fn ds_read2_body() -> Vec<String> {
    let mut b: Vec<String> = (0..18)
        .map(|i| {
            format!(
                "$vgpr{}_vgpr{} = DS_READ2_B32_gfx9 $vgpr99, {}, {}, 0, implicit $exec",
                2 * i,
                2 * i + 1,
                2 * i,
                2 * i + 1
            )
        })
        .collect();
    b.extend((0..4).map(|i| consume(100 + i, 2 * i, 2 * i + 1)));
    b
}

#[test]
fn ds_read2_overflow() {
    for arch in [Gfx942, Gfx950] {
        check(
            arch,
            "$vgpr99",
            ds_read2_body(),
            &["s_waitcnt lgkmcnt(14)"],
            1,
        );
    }
    let gfx11 = [
        "s_waitcnt lgkmcnt(17)",
        "s_waitcnt lgkmcnt(16)",
        "s_waitcnt lgkmcnt(15)",
        "s_waitcnt lgkmcnt(14)",
    ];
    check(Gfx1151, "$vgpr99", ds_read2_body(), &gfx11, 1);
}

#[test]
fn buffer_load_overflow() {
    let mut body: Vec<String> = (0..67)
        .map(|i| format!("$vgpr{i} = BUFFER_LOAD_DWORD_OFFSET $sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4, {}, 0, 0, implicit $exec", 4 * i))
        .collect();
    body.extend((0..4).map(|i| consume(100 + i, i, i + 1)));
    let liveins = "$sgpr0_sgpr1_sgpr2_sgpr3, $sgpr4";
    for arch in [Gfx942, Gfx950] {
        // Back-pressure retired loads 1-4: only load 5 (v4) may be pending.
        check(arch, liveins, body.clone(), &["s_waitcnt vmcnt(62)"], 1);
    }
    // No back-pressure: loads 1-5 may all be pending, read by all four consumers.
    // Legacy's all-ones wait retires 67 - 63 = 4 of them, so it sees one race;
    // the check below expects every model to agree, so gfx1151 is checked apart.
    let Some(asm) = llc(Gfx1151, liveins, &body) else {
        return;
    };
    let lines = instructions(Gfx1151, &asm);
    let i = lines
        .iter()
        .position(|l| l == "s_waitcnt vmcnt(62)")
        .expect("llc's vmcnt(62)");
    let weak = weaken(&lines, i);
    let got = ModelKind::ALL.map(|m| races(m, Gfx1151, &weak).len());
    assert_eq!(got, [1, 8, 8], "[legacy, seed, exact]:\n{weak}");
    let listing = lines.join("\n") + "\n";
    assert_eq!(
        ModelKind::ALL.map(|m| races(m, Gfx1151, &listing).len()),
        [0, 0, 0]
    );
}

#[test]
fn ds_read_40_overflow() {
    let mut body: Vec<String> = (0..40)
        .map(|i| {
            format!(
                "$vgpr{i} = DS_READ_B32_gfx9 $vgpr99, {}, 0, implicit $exec",
                4 * i
            )
        })
        .collect();
    body.push(consume(100, 0, 0));
    for arch in [Gfx942, Gfx950] {
        // lgkmcnt(15) is no wait, but back-pressure already retired the first read.
        check(arch, "$vgpr99", body.clone(), &["s_waitcnt lgkmcnt(14)"], 0);
    }
    check(Gfx1151, "$vgpr99", body, &["s_waitcnt lgkmcnt(39)"], 1);
}

/// The overflow shapes on the profiles without the seed's probes (gfx908 and
/// gfx90a: gfx9 counters, no back-pressure by default; gfx1030: gfx10's 6-bit
/// lgkmcnt): llc-22 clamps to capacity - 1 as on gfx942, and the waits it
/// inserts are clean in every model that runs there; weakened to all ones
/// they race in exact and seed, while legacy's all-ones retirement (the
/// seed's first bug) hides the race.
#[test]
fn overflow_waits_on_the_unprobed_profiles() {
    use wavebed_model::profile::Arch::{Gfx1030, Gfx908, Gfx90a};
    let reads: Vec<String> = (0..40)
        .map(|i| {
            format!(
                "$vgpr{i} = DS_READ_B32_gfx9 $vgpr99, {}, 0, implicit $exec",
                4 * i
            )
        })
        .chain([consume(100, 0, 0)])
        .collect();
    for (arch, wait) in [
        (Gfx908, "s_waitcnt lgkmcnt(14)"),
        (Gfx90a, "s_waitcnt lgkmcnt(14)"),
        (Gfx1030, "s_waitcnt lgkmcnt(39)"),
    ] {
        let Some(asm) = llc(arch, "$vgpr99", &reads) else {
            return;
        };
        let lines = instructions(arch, &asm);
        let first_mem = lines
            .iter()
            .position(|l| !l.starts_with("s_waitcnt"))
            .unwrap();
        let i = first_mem
            + lines[first_mem..]
                .iter()
                .position(|l| l.starts_with("s_waitcnt"))
                .expect("a wait after the reads");
        assert_eq!(lines[i], wait, "{arch}");
        let listing = lines.join("\n") + "\n";
        let weak = weaken(&lines, i);
        let runs = |m: ModelKind| m.refusal(arch).is_none();
        for model in ModelKind::ALL.into_iter().filter(|&m| runs(m)) {
            assert_eq!(races(model, arch, &listing).len(), 0, "{model} on {arch}");
            let want = usize::from(model != ModelKind::Legacy);
            assert_eq!(
                races(model, arch, &weak).len(),
                want,
                "{model} on {arch}:\n{weak}"
            );
        }
    }
}
