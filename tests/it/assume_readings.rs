//! The non-default reading of every `--assume` switch (docs/assumptions.md),
//! each shown by a listing whose verdict under `wavebed check` differs from
//! the default's, and a graphics shader part (a non-kernel shader entry)
//! checked through `check` at its return to the epilog.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "wavebed-assume-readings-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Register races (LDS hazards left out: they are docs/lds.md's subject)
/// `check --format json` reports on `path` under `assume`.
fn register_races(path: &Path, assume: &[&str]) -> usize {
    let mut args = vec!["check", "--format", "json"];
    for a in assume {
        args.extend(["--assume", a]);
    }
    let p = path.to_str().unwrap();
    args.push(p);
    let o = wavebed(&args);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(
        matches!(o.status.code(), Some(0 | 1)),
        "{p} {assume:?}: {out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    out.lines()
        .filter(|l| l.starts_with("{\"record\":\"race\"") && !l.contains("\"type\":\"LDS\""))
        .count()
}

fn listing(dir: &Path, name: &str, arch: &str, lines: &[String]) -> PathBuf {
    let p = dir.join(format!("{name}.s"));
    let mut text = format!(".amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text.push_str("s_endpgm\n");
    std::fs::write(&p, text).unwrap();
    p
}

/// `n` LDS reads into v10.., after `ds_read_b32 v1, v0` (the oldest).
fn lds_reads(n: usize) -> Vec<String> {
    let mut v = vec!["ds_read_b32 v1, v0".to_string()];
    v.extend((0..n).map(|i| format!("ds_read_b32 v{}, v0", 10 + i)));
    v
}

fn with(mut lines: Vec<String>, tail: &[&str]) -> Vec<String> {
    lines.extend(tail.iter().map(|s| s.to_string()));
    lines
}

fn lines(l: &[&str]) -> Vec<String> {
    l.iter().map(|s| s.to_string()).collect()
}

/// (name, arch, listing, readings, races by default, races under the readings)
type Case = (
    &'static str,
    &'static str,
    Vec<String>,
    Vec<&'static str>,
    bool,
    bool,
);

#[test]
fn every_non_default_reading_changes_a_verdict() {
    let dir = scratch_dir("readings");
    let cases: Vec<Case> = vec![
        // A FLAT after 15 LDS reads finds gfx950's lgkmcnt (15) full:
        // stalling on it (flat=both) proves the oldest LDS read complete.
        (
            "flat_both",
            "gfx950",
            with(
                lds_reads(14),
                &["flat_load_dword v4, v[2:3]", "v_mov_b32_e32 v5, v1"],
            ),
            vec!["flat=both"],
            true,
            false,
        ),
        // A wide scalar fetch needing two of lgkmcnt's 15 slots behind 14 LDS
        // reads stalls until the oldest completes.
        (
            "smem_wide_two",
            "gfx942",
            with(
                lds_reads(13),
                &["s_load_dwordx2 s[0:1], s[2:3], 0x0", "v_mov_b32_e32 v5, v1"],
            ),
            vec!["smem-wide-tokens=2"],
            true,
            false,
        ),
        // The 16th LDS read stalls on a full lgkmcnt on gfx942 (back-pressure
        // on by default): without the stall the oldest may be pending.
        (
            "backpressure_off",
            "gfx942",
            with(lds_reads(15), &["v_mov_b32_e32 v5, v1"]),
            vec!["backpressure=off"],
            false,
            true,
        ),
        (
            "backpressure_on",
            "gfx90a",
            with(lds_reads(15), &["v_mov_b32_e32 v5, v1"]),
            vec!["backpressure=on"],
            true,
            false,
        ),
        // The direct-to-LDS load's extra lgkmcnt token fills the counter, so
        // the scalar load after it stalls until the oldest LDS read is done.
        (
            "lds_dma_lgkm_on",
            "gfx942",
            with(
                lds_reads(13),
                &[
                    "buffer_load_dword v2, s[4:7], 0 offen lds",
                    "s_load_dword s0, s[2:3], 0x0",
                    "v_mov_b32_e32 v5, v1",
                ],
            ),
            vec!["lds-dma-lgkm=on"],
            true,
            false,
        ),
        // LLVM's reading of FLAT order (needs flat=both: under flat=either a
        // FLAT's tokens stay unordered, docs/assumptions.md's table): the
        // combined wait completes the oldest of three FLAT loads.
        (
            "flat_order_in_order",
            "gfx1200",
            lines(&[
                "flat_load_b32 v1, v[10:11]",
                "flat_load_b32 v2, v[12:13]",
                "flat_load_b32 v3, v[14:15]",
                "s_wait_loadcnt_dscnt 0x101",
                "v_mov_b32 v5, v1",
            ]),
            vec!["flat=both", "flat-order=in-order"],
            true,
            false,
        ),
        // Under `implied`, a dscnt wait also drains address translations: the
        // load's address may then be overwritten.
        (
            "xcnt_implied",
            "gfx1250",
            lines(&[
                "global_load_b32 v3, v[0:1], off",
                "s_wait_dscnt 0x0",
                "v_mov_b32 v0, 0",
            ]),
            vec!["xcnt-waits=implied"],
            true,
            false,
        ),
        (
            "isfirst_none",
            "gfx1200",
            lines(&["s_barrier_signal_isfirst -1", "s_cselect_b32 s4, 1, 0"]),
            vec!["barrier-isfirst=none"],
            true,
            false,
        ),
        // Under `caller` a call reads every register: the pending load races.
        (
            "call_args_caller",
            "gfx942",
            lines(&[
                "global_load_dword v1, v[2:3], off",
                "s_swappc_b64 s[30:31], s[4:5]",
            ]),
            vec!["call-args=caller"],
            false,
            true,
        ),
    ];
    for (name, arch, src, assume, by_default, under) in &cases {
        let p = listing(&dir, name, arch, src);
        let d = register_races(&p, &[]);
        let a = register_races(&p, assume);
        assert_eq!(
            (d > 0, a > 0),
            (*by_default, *under),
            "{name}: {d} races by default, {a} under {assume:?}"
        );
    }
    // flat-order=in-order alone leaves the verdict as it is (a FLAT's
    // tokens stay unordered under flat=either): documented, and held.
    let p = dir.join("flat_order_in_order.s");
    assert_eq!(
        register_races(&p, &["flat-order=in-order"]),
        register_races(&p, &[])
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A graphics shader part (`amdgpu_ps` on amdpal, llc-22) returns to its
/// epilog part with a comment: the value it hands back must be waited for.
/// LLVM's own output is clean; with its `s_waitcnt` deleted it races.
#[test]
fn shader_part_checks_its_epilog_return() {
    let Some(llc) = wavebed_model::isa::tools::find_llvm_tool("llc") else {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llc not found and WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llc (LLVM 22) not found; skipping");
        return;
    };
    let dir = scratch_dir("shader");
    let ll = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/mutation/shader_part.ll");
    for arch in ["gfx942", "gfx1151", "gfx1200"] {
        let out = dir.join(format!("ps_{arch}.s"));
        let st = Command::new(&llc)
            .args(["-mtriple=amdgcn-amd-amdpal", &format!("-mcpu={arch}")])
            .arg(&ll)
            .arg("-o")
            .arg(&out)
            .status()
            .unwrap();
        assert!(st.success(), "llc builds the shader part for {arch}");
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(text.contains("; return to shader part epilog"), "{arch}");
        assert_eq!(register_races(&out, &[]), 0, "{arch}: LLVM's listing");
        let waits = |l: &str| {
            let t = l.trim_start();
            t.starts_with("s_waitcnt") || t.starts_with("s_wait_loadcnt")
        };
        assert!(text.lines().any(waits), "{arch}: a wait to delete");
        let mutant: String = text
            .lines()
            .filter(|l| !waits(l))
            .map(|l| format!("{l}\n"))
            .collect();
        let m = dir.join(format!("ps_{arch}_nowait.s"));
        std::fs::write(&m, mutant).unwrap();
        assert!(
            register_races(&m, &[]) >= 1,
            "{arch}: the value handed to the epilog is not waited for"
        );
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// `--assume xcnt-branch=none|taken` on `corpus/xcnt_branch/`: a taken
/// conditional edge and an `s_branch` drain xcnt under `taken` only; a
/// fall-through never does. On every path, on the walk (which falls
/// through), and with the census's oracle agreeing with the model.
#[test]
fn xcnt_branch_drains_on_taken_edges_only() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/xcnt_branch");
    let cases = [
        ("taken-edge.s", true, false),
        ("unconditional.s", true, false),
        ("fall-through.s", true, true),
    ];
    for (name, by_default, under) in cases {
        let p = dir.join(name);
        let d = register_races(&p, &[]);
        let t = register_races(&p, &["xcnt-branch=taken"]);
        assert_eq!(
            (d > 0, t > 0),
            (by_default, under),
            "{name}: {d} races by default, {t} under xcnt-branch=taken"
        );
        assert_eq!(register_races(&p, &["xcnt-branch=none"]), d, "{name}");
    }
    // The walk falls through the conditional branch: the taken edge's race
    // is not on it, the fall-through's is under both readings.
    for (name, races) in [("taken-edge.s", 0), ("fall-through.s", 1)] {
        for a in ["xcnt-branch=none", "xcnt-branch=taken"] {
            let p = dir.join(name);
            let o = wavebed(&[
                "check",
                "--paths",
                "walk",
                "--assume",
                a,
                p.to_str().unwrap(),
            ]);
            let out = String::from_utf8_lossy(&o.stdout);
            assert!(
                out.contains(&format!("races={races} ")),
                "{name} {a}: {out}"
            );
        }
    }
    for a in ["xcnt-branch=none", "xcnt-branch=taken"] {
        let o = wavebed(&["census", "--assume", a, dir.to_str().unwrap()]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(
            out.contains("exact_false_positive=0 exact_missed=0"),
            "{a}: {out}"
        );
        let column = if a.ends_with("none") {
            "reading:xcnt-branch=2/0"
        } else {
            "reading:xcnt-branch=0/2"
        };
        assert!(out.contains(column), "{a}: {out}");
    }
}
