//! `wavebed check` end to end: reports, summaries, formats and exit codes.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn listing(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/listings")
        .join(name)
        .display()
        .to_string()
}

/// A scratch file with `contents`, unique to this test process and `name`.
fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wavebed-check-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// The assumption line of a run under the default set.
const ASSUME: &str = "assume: flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any";

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn seed_kernel_report_and_summary() {
    let o = wavebed(&[
        "check",
        &listing("vmcnt_no_wait_race_kernel.s"),
        "--dispatch",
        "4",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "\
RACE kernel=vmcnt_no_wait_race_kernel symbol=_Z25vmcnt_no_wait_race_kernelPKfPf dispatch=4 type=VGPR access=read reg=2 wave=0 lane=0 wg=0,0,0 conflict=unknown
Race on VGPR v2 [workgroup (0, 0, 0), wave 0, lane 0]
  ==> global_load_dword v2, v[2:3]
      s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)
  ==> global_store_dword v[0:1], v2
  witness: L11
END_RACE
kernel=vmcnt_no_wait_race_kernel arch=gfx950 model=exact instructions=10 races=1 completed=1 paths=all unreached=0
assume: flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any
kernels=1 instructions=10 races=1 errors=0
"
    );
}

#[test]
fn models_disagree_on_the_capacity_listing() {
    let file = listing("lds_capacity_clean.s");
    let exact = wavebed(&["check", &file]);
    assert_eq!(exact.status.code(), Some(0), "{}", stderr(&exact));
    assert_eq!(
        stdout(&exact),
        format!(
            "kernel=lds_capacity_clean arch=gfx950 model=exact instructions=22 races=0 completed=1 paths=all unreached=0\n\
             {ASSUME}\nkernels=1 instructions=22 races=0 errors=0\n"
        )
    );
    let seed = wavebed(&["check", "--model", "seed", &file]);
    assert_eq!(seed.status.code(), Some(0));
    let legacy = wavebed(&["check", "--model", "legacy", &file]);
    assert_eq!(legacy.status.code(), Some(1));
    assert!(stdout(&legacy).ends_with(&format!(
        "model=legacy instructions=22 races=1 completed=1 paths=all unreached=0\n{ASSUME}\nkernels=1 instructions=22 races=1 errors=0\n"
    )));
}

#[test]
fn summaries_follow_all_reports() {
    let o = wavebed(&[
        "check",
        &listing("vmcnt_no_wait_race_kernel.s"),
        &listing("lgkmcnt_no_wait_race_kernel.s"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.iter().filter(|l| l.starts_with("RACE ")).count(), 2);
    assert!(lines[lines.len() - 4].starts_with("kernel=vmcnt_no_wait_race_kernel "));
    assert!(lines[lines.len() - 3].starts_with("kernel=lgkmcnt_no_wait_race_kernel "));
    assert_eq!(lines[lines.len() - 2], ASSUME);
    assert!(lines[lines.len() - 1].starts_with("kernels=2 "));
    assert_eq!(lines[lines.len() - 5], "END_RACE");
}

#[test]
fn json_lines() {
    let o = wavebed(&[
        "check",
        "--format",
        "json",
        &listing("lgkmcnt_no_wait_race_kernel.s"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let records: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    assert_eq!(records.len(), 3);
    assert_eq!(records[0]["record"], "race");
    assert_eq!(records[0]["reg_name"], "v1");
    assert_eq!(records[0]["producer"]["text"], "ds_read_b32 v1, v0");
    assert_eq!(records[1]["record"], "summary");
    assert_eq!(records[1]["races"], 1);
    assert_eq!(records[1]["completed"], true);
    assert_eq!(records[2]["record"], "total");
    assert_eq!(records[2]["races"], 1);
    assert_eq!(records[2]["assume"]["flat"], "either");
    assert_eq!(records[2]["assume"]["backpressure"], "profile");
}

#[test]
fn assume_flips_the_flat_verdict_and_names_the_set() {
    let mut src =
        String::from(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\nds_read_b32 v1, v0\n");
    for i in 0..14 {
        src += &format!("ds_read_b32 v{}, v0\n", 10 + i);
    }
    src += "flat_load_dword v4, v[2:3]\nv_mov_b32_e32 v5, v1\ns_endpgm\n";
    let file = scratch("flat_full.s", &src);
    let file = file.to_str().unwrap();
    let o = wavebed(&["check", file]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let o = wavebed(&["check", "--assume", "flat=both", file]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains(
        "\nassume: flat=both smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any\n"
    ));
    for bad in ["flat=sometimes", "nosuch=on", "flat"] {
        let o = wavebed(&["check", "--assume", bad, file]);
        assert_eq!(o.status.code(), Some(2), "{bad}");
        assert!(
            stderr(&o).contains("valid: flat=either|both, smem-wide-tokens=1|2, backpressure=on|off, lds-dma-lgkm=off|on, flat-order=unordered|in-order, xcnt-waits=own|implied, barrier-isfirst=kmcnt|none, call-args=callee|caller, lds-dma-order=window|in-order, lds-cross-wave=barriers|all, kernarg-pointers=unknown|global, xcnt-branch=none|taken, workgroup=any|1d"),
            "{}",
            stderr(&o)
        );
    }
}

#[test]
fn bare_listing_needs_an_arch_and_is_named_after_its_stem() {
    let file = scratch(
        "tiny_kernel.s",
        "ds_read_b32 v1, v0\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n",
    );
    let file = file.to_str().unwrap();
    let o = wavebed(&["check", file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--arch"), "{}", stderr(&o));
    let o = wavebed(&["check", "--arch", "gfx942", file]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stdout(&o).ends_with(&format!(
        "kernel=tiny_kernel arch=gfx942 model=exact instructions=3 races=1 completed=1 paths=all unreached=0\n\
         {ASSUME}\nkernels=1 instructions=3 races=1 errors=0\n"
    )));
}

#[test]
fn a_branch_is_walked() {
    // The path walker follows branches (tests/check_kernels.rs covers the rules).
    let src = "ds_read_b32 v1, v0\ns_cbranch_scc1 .LBB0_2\n.LBB0_2:\n  s_endpgm\n";
    let file = scratch("branchy.s", src);
    let o = wavebed(&["check", "--arch", "gfx950", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).ends_with(&format!(
        "instructions=3 races=0 completed=1 paths=all unreached=0\n{ASSUME}\nkernels=1 instructions=3 races=0 errors=0\n"
    )));
}

#[test]
fn every_path_is_checked_and_each_race_has_a_witness() {
    // The race needs the branch taken past the wait: the walk (fall-through)
    // does not see it, every path does, and the witness names both blocks.
    let src = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n\
               ds_read_b32 v1, v0\n\
               s_cbranch_scc1 .LBB0_2\n\
               s_waitcnt lgkmcnt(0)\n\
               .LBB0_2:\n\
               v_add_f32_e32 v2, v1, v1\n\
               s_endpgm\n";
    let file = scratch("skip_wait.s", src);
    let file = file.to_str().unwrap();
    let walk = wavebed(&["check", "--paths", "walk", file]);
    assert_eq!(walk.status.code(), Some(0), "{}", stdout(&walk));
    let all = wavebed(&["check", file]);
    assert_eq!(all.status.code(), Some(1), "{}", stderr(&all));
    let out = stdout(&all);
    assert!(out.contains("  witness: L2 -> L6\n"), "{out}");
    assert!(
        out.contains("races=1 completed=1 paths=all unreached=0\n"),
        "{out}"
    );
    let json = wavebed(&["check", "--format", "json", file]);
    let race: serde_json::Value =
        serde_json::from_str(stdout(&json).lines().next().unwrap()).unwrap();
    assert_eq!(race["witness"], serde_json::json!(["L2", "L6"]));
    let summary: serde_json::Value =
        serde_json::from_str(stdout(&json).lines().nth(1).unwrap()).unwrap();
    assert_eq!(summary["paths"], "all");
    assert_eq!(summary["unreached"], 0);
}

#[test]
fn an_indirect_jump_makes_the_analysis_incomplete() {
    let src = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n\
               s_getpc_b64 s[0:1]\n\
               s_setpc_b64 s[0:1]\n\
               s_endpgm\n";
    let file = scratch("setpc.s", src);
    let o = wavebed(&["check", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("completed=0 paths=all unreached=1\n"),
        "{}",
        stdout(&o)
    );
    assert!(
        stderr(&o).contains("s_setpc_b64 s[0:1]` is an indirect jump"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn errors_exit_2() {
    let o = wavebed(&["check", "/nonexistent/wavebed.s"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("/nonexistent/wavebed.s"));
    let file = scratch("gfx1250.s", "s_wait_loadcnt 0\ns_endpgm\n");
    // gfx1250 is modelled by exact only: the gfx9/gfx11 legacy model refuses it.
    let o = wavebed(&[
        "check",
        "--arch",
        "gfx1250",
        "--model",
        "legacy",
        file.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("gfx9/gfx11"), "{}", stderr(&o));
    let o = wavebed(&[
        "check",
        "--model",
        "bogus",
        &listing("lds_capacity_clean.s"),
    ]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn bad_instruction_reports_its_location() {
    let file = scratch("bad.s", "v_add_f32_e32 v2, v1, v1\nds_read_b32 v[3:, v0\n");
    let o = wavebed(&["check", "--arch", "gfx950", file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{}:2:", file.display())),
        "{}",
        stderr(&o)
    );
}
