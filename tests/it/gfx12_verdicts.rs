//! Issue 17's expected verdicts on gfx1200 and gfx1250 (docs/counters.md
//! section 9), each for the listing and for the code object llvm-mc-22
//! assembles from it, through `wavebed check` on every path and on the walk:
//! split counters, kmcnt out of order, gfx12's out-of-order load writes
//! (against gfx1151's in-order ones) and gfx1250's xcnt write-after-read.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};

pub(crate) fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

pub(crate) fn scratch_dir() -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", "-");
    let d = std::env::temp_dir().join(format!("wavebed-gfx12-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A one-kernel listing for `arch` with `body` (one instruction a line).
fn listing(arch: &str, body: &[&str]) -> String {
    let mut s = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl\tk\n\t.p2align\t8\n\t.type\tk,@function\nk:\n"
    );
    for line in body {
        s.push_str(&format!("\t{line}\n"));
    }
    s.push_str("\ts_endpgm\n.Lfunc_end0:\n\t.size\tk, .Lfunc_end0-k\n");
    s
}

/// The listing's path and, when llvm-mc-22 is there, its code object's.
pub(crate) fn inputs(name: &str, arch: &str, body: &[&str]) -> Vec<PathBuf> {
    let dir = scratch_dir();
    let s = dir.join(format!("{name}-{arch}.s"));
    std::fs::write(&s, listing(arch, body)).unwrap();
    let mut out = vec![s.clone()];
    let Some(mc) = find_llvm_tool("llvm-mc") else {
        assert!(
            !llvm_required(),
            "llvm-mc not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llvm-mc (LLVM 22) not found; checking the listing only");
        return out;
    };
    let co = dir.join(format!("{name}-{arch}.co"));
    let o = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-filetype=obj",
        ])
        .arg(&s)
        .arg("-o")
        .arg(&co)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    if find_llvm_tool("llvm-objdump").is_some() {
        out.push(co);
    } else {
        assert!(
            !llvm_required(),
            "llvm-objdump not found but WAVEBED_REQUIRE_LLVM=1"
        );
    }
    out
}

/// The `access=` of every race `check` reports on `path` (both path modes
/// must agree), after asserting the exit code matches.
fn accesses(path: &Path) -> Vec<String> {
    let mut seen = None;
    for mode in ["all", "walk"] {
        let o = wavebed(&["check", "--paths", mode, path.to_str().unwrap()]);
        let out = String::from_utf8(o.stdout).unwrap();
        let mut acc: Vec<String> = out
            .lines()
            .filter(|l| l.starts_with("RACE "))
            .filter_map(|l| l.split(' ').find_map(|w| w.strip_prefix("access=")))
            .map(str::to_string)
            .collect();
        acc.sort();
        let code = if acc.is_empty() { 0 } else { 1 };
        assert_eq!(
            o.status.code(),
            Some(code),
            "{} --paths {mode}: {out}{}",
            path.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        if let Some(prev) = &seen {
            assert_eq!(prev, &acc, "{}: all paths vs walk", path.display());
        }
        seen = Some(acc);
    }
    seen.unwrap()
}

/// Asserts `body` on each arch gives exactly races with `expect` accesses.
pub(crate) fn verdict(name: &str, archs: &[&str], body: &[&str], expect: &[&str]) {
    for arch in archs {
        for path in inputs(name, arch, body) {
            assert_eq!(
                accesses(&path),
                expect,
                "{name} on {arch} ({})",
                path.display()
            );
        }
    }
}

const GFX12: [&str; 2] = ["gfx1200", "gfx1250"];

#[test]
fn loadcnt_orders_a_global_load_and_dscnt_does_not() {
    let load = "global_load_b32 v1, v[2:3], off";
    let read = "v_add_f32 v4, v1, v1";
    verdict("wait", &GFX12, &[load, "s_wait_loadcnt 0x0", read], &[]);
    verdict("nowait", &GFX12, &[load, read], &["read"]);
    verdict(
        "dscnt",
        &GFX12,
        &[load, "s_wait_dscnt 0x0", read],
        &["read"],
    );
}

#[test]
fn dscnt_partial_wait_completes_the_older_lds_load() {
    let loads = [
        "ds_load_b32 v1, v0",
        "ds_load_b32 v2, v0 offset:4",
        "s_wait_dscnt 0x1",
    ];
    let first = [loads[0], loads[1], loads[2], "v_add_f32 v4, v1, v1"];
    let second = [loads[0], loads[1], loads[2], "v_add_f32 v4, v2, v2"];
    verdict("first", &GFX12, &first, &[]);
    verdict("second", &GFX12, &second, &["read"]);
}

#[test]
fn kmcnt_is_out_of_order_only_zero_completes() {
    let loads = ["s_load_b32 s4, s[0:1], 0x0", "s_load_b32 s6, s[0:1], 0x4"];
    let partial = [
        loads[0],
        loads[1],
        "s_wait_kmcnt 0x1",
        "s_add_co_u32 s8, s4, 1",
    ];
    let zero = [
        loads[0],
        loads[1],
        "s_wait_kmcnt 0x0",
        "s_add_co_u32 s8, s4, 1",
    ];
    verdict("partial", &GFX12, &partial, &["read"]);
    verdict("zero", &GFX12, &zero, &[]);
}

/// LLVM #105549: gfx12 loads may write their registers out of order, so two
/// loads of one register race (write-after-write) unless a wait orders them;
/// gfx1151's in-order loads do not.
#[test]
fn gfx12_loads_write_out_of_order_unlike_gfx1151() {
    let two = [
        "global_load_b32 v1, v[2:3], off",
        "global_load_b32 v1, v[4:5], off",
    ];
    let read = "v_add_f32 v6, v1, v1";
    verdict(
        "partial",
        &GFX12,
        &[two[0], two[1], "s_wait_loadcnt 0x1", read],
        &["read", "write"],
    );
    verdict(
        "zero",
        &GFX12,
        &[two[0], two[1], "s_wait_loadcnt 0x0", read],
        &["write"],
    );
    verdict(
        "ordered",
        &GFX12,
        &[
            two[0],
            "s_wait_loadcnt 0x0",
            two[1],
            "s_wait_loadcnt 0x0",
            read,
        ],
        &[],
    );
    verdict(
        "gfx1151",
        &["gfx1151"],
        &[two[0], two[1], "s_waitcnt vmcnt(0)", read],
        &[],
    );
}

#[test]
fn xcnt_guards_address_registers_on_gfx1250_only() {
    let load = "global_load_b32 v1, v[2:3], off";
    let overwrite = "v_mov_b32 v2, 0";
    verdict("race", &["gfx1250"], &[load, overwrite], &["overwrite"]);
    verdict(
        "xcnt",
        &["gfx1250"],
        &[load, "s_wait_xcnt 0x0", overwrite],
        &[],
    );
    verdict("gfx1200", &["gfx1200"], &[load, overwrite], &[]);
    // A wait that completes the load drains its translation too.
    verdict(
        "loadcnt",
        &["gfx1250"],
        &[load, "s_wait_loadcnt 0x0", overwrite],
        &[],
    );
    // VMEM translations drain in order: xcnt 1 drains the older one.
    let two = [load, "global_load_b32 v4, v[6:7], off", "s_wait_xcnt 0x1"];
    verdict(
        "partial",
        &["gfx1250"],
        &[two[0], two[1], two[2], overwrite],
        &[],
    );
    verdict(
        "young",
        &["gfx1250"],
        &[two[0], two[1], two[2], "v_mov_b32 v6, 0"],
        &["overwrite"],
    );
    // SMEM translations drain in any order: xcnt 1 drains nothing.
    let smem = [
        "s_load_b32 s4, s[0:1], 0x0",
        "s_load_b32 s6, s[2:3], 0x0",
        "s_wait_xcnt 0x1",
    ];
    verdict(
        "smem",
        &["gfx1250"],
        &[smem[0], smem[1], smem[2], "s_mov_b32 s0, 0"],
        &["overwrite"],
    );
    // Switching from SMEM to VMEM drains every translation (the implicit xcnt 0).
    let switch = [
        smem[0],
        "global_load_b32 v1, v[2:3], off",
        "s_mov_b32 s0, 0",
    ];
    verdict("switch", &["gfx1250"], &switch, &[]);
}

/// Issue 25's xcnt rules (docs/counters.md section 10): a completed memory
/// instruction has translated (stores too), a younger VMEM completion drains
/// every older VMEM translation, and EXEC is a guarded source of every
/// vector memory instruction (issue 31: `v_cmpx` after a store).
#[test]
fn xcnt_completions_order_and_exec() {
    let store = "global_store_b32 v11, v2, s[2:3]";
    verdict(
        "storecnt",
        &["gfx1250"],
        &[store, "s_wait_storecnt 0x0", "v_mov_b32 v2, 0"],
        &[],
    );
    // The compiled kernels' shape: store, younger load over the store's data
    // register, wait for the load, overwrite.
    verdict(
        "younger-load",
        &["gfx1250"],
        &[
            store,
            "global_load_b32 v2, v9, s[2:3]",
            "s_wait_loadcnt 0x0",
            "v_mul_f32 v2, v2, v2",
        ],
        &[],
    );
    // An older load's completion proves nothing about a younger store.
    verdict(
        "older-load",
        &["gfx1250"],
        &[
            "global_load_b32 v5, v9, s[2:3]",
            store,
            "s_wait_loadcnt 0x0",
            "v_mov_b32 v2, 0",
        ],
        &["overwrite"],
    );
    verdict(
        "cmpx",
        &["gfx1250"],
        &[store, "v_cmpx_eq_u32 v1, v3"],
        &["overwrite"],
    );
    verdict(
        "cmpx-xcnt",
        &["gfx1250"],
        &[store, "s_wait_xcnt 0x0", "v_cmpx_eq_u32 v1, v3"],
        &[],
    );
    verdict(
        "exec-salu",
        &["gfx1250"],
        &[store, "s_mov_b32 exec_lo, s5"],
        &["overwrite"],
    );
    // A scalar load does not read EXEC.
    verdict(
        "smem-exec",
        &["gfx1250"],
        &["s_load_b32 s4, s[0:1], 0x0", "s_mov_b32 exec_lo, s5"],
        &[],
    );
    // Another counter's wait drains nothing by default; under AMDGPUUsage's
    // reading (`xcnt-waits=implied`) it is also an xcnt wait.
    let dscnt = [store, "s_wait_dscnt 0x0", "v_mov_b32 v2, 0"];
    verdict("dscnt", &["gfx1250"], &dscnt, &["overwrite"]);
    for path in inputs("implied", "gfx1250", &dscnt) {
        let o = wavebed(&[
            "check",
            "--assume",
            "xcnt-waits=implied",
            path.to_str().unwrap(),
        ]);
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{out}");
        assert!(out.contains("xcnt-waits=implied"), "{out}");
    }
}

#[test]
fn overwrite_races_in_json_and_sarif() {
    let body = ["global_load_b32 v1, v[2:3], off", "v_mov_b32 v2, 0"];
    let path = inputs("formats", "gfx1250", &body).remove(0);
    let o = wavebed(&["check", "--format", "json", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = String::from_utf8(o.stdout).unwrap();
    let race: serde_json::Value = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .find(|v| v["access"] == "overwrite")
        .unwrap_or_else(|| panic!("no overwrite record: {out}"));
    assert_eq!(race["type"], "VGPR", "{race}");
    let o = wavebed(&["check", "--format", "sarif", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let sarif: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let run = &sarif["runs"][0];
    let result = &run["results"][0];
    assert_eq!(result["ruleId"], "write-after-read", "{result}");
    let rules = run["tool"]["driver"]["rules"].as_array().unwrap();
    let index = result["ruleIndex"].as_u64().unwrap() as usize;
    assert_eq!(rules[index]["id"], "write-after-read");
}

#[test]
fn legacy_and_seed_refuse_gfx12() {
    let path = inputs("refuse", "gfx1200", &["s_nop 0"]).remove(0);
    for model in ["legacy", "seed"] {
        let o = wavebed(&["check", "--model", model, path.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(2), "{model}");
        let err = String::from_utf8(o.stderr).unwrap();
        assert!(
            err.contains("gfx9/gfx11") && err.contains("--model exact"),
            "{err}"
        );
        let o = wavebed(&[
            "diff", "counters", "--model", model, "--arch", "gfx1250", "--cases", "1",
        ]);
        assert_eq!(o.status.code(), Some(2), "diff counters --model {model}");
    }
}

/// `waitcnt --decode` takes a whole instruction word on gfx12 (whose waits
/// have no combined immediate) and prints the wait as llvm-mc does; a bare
/// 16-bit immediate there, or a word that is no wait, is a usage error.
#[test]
fn waitcnt_decodes_gfx12_instruction_words() {
    let run = |arch: &str, value: &str| {
        let o = wavebed(&["waitcnt", "--arch", arch, "--decode", value]);
        let out = String::from_utf8_lossy(&o.stdout).trim().to_string();
        (o.status.code(), out)
    };
    assert_eq!(
        run("gfx1250", "0xbfc80102"),
        (Some(0), "s_wait_loadcnt_dscnt 0x102".to_string())
    );
    assert_eq!(
        run("gfx1250", "0xbfc50000"),
        (Some(0), "s_wait_xcnt 0x0".to_string())
    );
    assert_eq!(
        run("gfx1200", "0xbfc00003"),
        (Some(0), "s_wait_loadcnt 0x3".to_string())
    );
    // samplecnt exists on gfx1200, not on gfx1250.
    assert_eq!(run("gfx1200", "0xbfc20001").0, Some(0));
    assert_eq!(run("gfx1250", "0xbfc20001").0, Some(2));
    assert_eq!(run("gfx1250", "0x102").0, Some(2));
}

/// `--assume flat-order=` on every generation (docs/assumptions.md): LLVM's
/// partial wait after two FLAT loads proves the older one complete only when
/// FLATs complete in order on both counters they surely count on.
#[test]
fn flat_order_in_order_orders_flat_loads() {
    let cases = [
        (
            "gfx1250",
            [
                "flat_load_b32 v1, v[4:5]",
                "flat_load_b32 v2, v[6:7]",
                "s_wait_loadcnt_dscnt 0x101",
                "v_mov_b32 v3, v1",
            ],
        ),
        (
            "gfx1151",
            [
                "flat_load_b32 v1, v[4:5]",
                "flat_load_b32 v2, v[6:7]",
                "s_waitcnt vmcnt(1) lgkmcnt(1)",
                "v_mov_b32 v3, v1",
            ],
        ),
        (
            "gfx950",
            [
                "flat_load_dword v1, v[4:5]",
                "flat_load_dword v2, v[6:7]",
                "s_waitcnt vmcnt(1) lgkmcnt(1)",
                "v_mov_b32 v3, v1",
            ],
        ),
    ];
    for (arch, body) in cases {
        for path in inputs("flat-order", arch, &body) {
            let p = path.to_str().unwrap();
            let code = |assume: &[&str]| {
                let mut args = vec!["check"];
                for a in assume {
                    args.extend(["--assume", a]);
                }
                args.push(p);
                wavebed(&args).status.code()
            };
            assert_eq!(code(&[]), Some(1), "{arch} default: {p}");
            assert_eq!(
                code(&["flat-order=in-order"]),
                Some(1),
                "{arch} either: {p}"
            );
            assert_eq!(code(&["flat=both"]), Some(1), "{arch} both, unordered: {p}");
            assert_eq!(
                code(&["flat=both", "flat-order=in-order"]),
                Some(0),
                "{arch} LLVM's readings: {p}"
            );
        }
    }
}
