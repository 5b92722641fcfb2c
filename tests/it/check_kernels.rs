//! `wavebed check` on real kernels and directories: the compiled-kernel corpus,
//! the walker's options, bounds, errors that do not stop the run, and a sample
//! of the production aiter code objects.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn kernels(sub: &str) -> String {
    root()
        .join("corpus/kernels")
        .join(sub)
        .display()
        .to_string()
}

/// A scratch directory unique to this test process and `name`.
fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "wavebed-check-kernels-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, contents: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p.display().to_string()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

fn objdump_available() -> bool {
    if wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_some() {
        return true;
    }
    assert!(
        !wavebed_model::isa::tools::llvm_required(),
        "llvm-objdump not found and WAVEBED_REQUIRE_LLVM=1"
    );
    eprintln!("note: llvm-objdump (LLVM 22) not found; skipping");
    false
}

/// The `key=value` of the total line (the last line of text output).
fn total(o: &Output, key: &str) -> u64 {
    let out = stdout(o);
    let last = out.lines().last().expect("a total line");
    assert!(last.starts_with("kernels="), "{last}");
    last.split_whitespace()
        .find_map(|kv| kv.strip_prefix(key)?.strip_prefix('='))
        .unwrap_or_else(|| panic!("no {key} in {last}"))
        .parse()
        .unwrap()
}

#[test]
fn compiled_gfx9_kernels_are_clean_listings_and_code_objects() {
    if !objdump_available() {
        return;
    }
    let o = wavebed(&["check", &kernels("gfx942"), &kernels("gfx950")]);
    assert_eq!(o.status.code(), Some(0), "{}\n{}", stdout(&o), stderr(&o));
    // 11 kernels per set of listings and per set of code objects (the device
    // function `shade` is no kernel in either); two architectures.
    assert_eq!(total(&o, "kernels"), 44);
    assert_eq!(total(&o, "races"), 0);
    assert_eq!(total(&o, "errors"), 0);
    let out = stdout(&o);
    // Every kernel and the device function, once per listing and code object.
    assert_eq!(
        out.lines()
            .filter(|l| l.ends_with("completed=1 paths=all unreached=0"))
            .count(),
        48
    );
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("function=shade arch="))
            .count(),
        4
    );
    assert!(!out.contains("RACE"));
    // Parallel workers print in input order: one job gives the same output.
    let serial = wavebed(&["check", "-j", "1", &kernels("gfx942"), &kernels("gfx950")]);
    assert_eq!(stdout(&serial), out);
    assert_eq!(stderr(&serial), stderr(&o));
}

#[test]
fn compiled_gfx1151_kernels_are_clean_listings_and_code_objects() {
    if !objdump_available() {
        return;
    }
    let o = wavebed(&["check", &kernels("gfx1151")]);
    assert_eq!(total(&o, "kernels"), 22);
    assert_eq!(total(&o, "errors"), 0);
    // mfma_gemm's back-to-back `global_load_d16_b16 v14` and
    // `global_load_d16_hi_b16 v14` merge in order at write-back: no race.
    assert_eq!(total(&o, "races"), 0, "{}", stdout(&o));
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn directories_skip_other_files_and_errors_do_not_stop_the_run() {
    let dir = scratch_dir("mixed");
    write(&dir, "README.md", "not a kernel\n");
    write(&dir, "notes.txt", "ds_read_b32 v[3:, v0\n");
    let good = write(
        &dir,
        "a_good.s",
        "s_load_dword s0, s[0:1], 0x0\ns_waitcnt lgkmcnt(0)\ns_mov_b32 s1, s0\ns_endpgm\n",
    );
    let bad = write(&dir, "b_bad.s", "s_mov_b32 s1, s0\nds_read_b32 v[3:, v0\n");
    write(
        &dir,
        "c_race.amdgcn",
        "ds_read_b32 v1, v0\nv_add_f32_e32 v2, v1, v1\ns_endpgm\n",
    );
    let trace = write(&dir, "d.wbt", "WBT?");
    let o = wavebed(&["check", "--arch", "gfx950", dir.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(err.contains(&format!("{bad}:2:")), "{err}");
    assert!(err.contains(&format!("{trace}: a trace")), "{err}");
    assert!(
        !err.contains("README") && !err.contains("notes.txt"),
        "{err}"
    );
    let out = stdout(&o);
    assert!(
        out.contains(
            "kernel=a_good arch=gfx950 model=exact instructions=4 races=0 completed=1 paths=all unreached=0\n"
        ),
        "{out}"
    );
    assert!(out.contains("kernel=c_race "), "{out}");
    assert!(
        out.ends_with("kernels=2 instructions=7 races=1 errors=1\n"),
        "{out}"
    );
    // Named explicitly, a file is read whatever its extension; a trace is an error.
    let o = wavebed(&[
        "check",
        "--arch",
        "gfx950",
        &dir.join("notes.txt").display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("notes.txt:1:"), "{}", stderr(&o));
    let o = wavebed(&["check", &trace, &good, "--arch", "gfx950"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).ends_with("kernels=1 instructions=4 races=0 errors=1\n"));
    let o = wavebed(&["check", "/nonexistent/dir", &good, "--arch", "gfx950"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).ends_with("kernels=1 instructions=4 races=0 errors=1\n"));
}

/// A loop whose body uses a value loaded in the previous iteration: the wait
/// sits at the top of the loop, so every path is clean; after the loop, a
/// guarded use races on the fall-through path only.
const LOOP: &str = "\
.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"
looper:
  global_load_dword v1, v[2:3], off
.LBB0_1:
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v4, v1, v4
  global_load_dword v1, v[2:3], off
  s_add_u32 s0, s0, -1
  s_cbranch_scc1 .LBB0_1
  s_cbranch_execz .LBB0_3
  v_mov_b32_e32 v5, v1
.LBB0_3:
  s_endpgm
";

fn summary(o: &Output) -> String {
    stdout(o)
        .lines()
        .find(|l| l.starts_with("kernel="))
        .unwrap()
        .to_string()
}

#[test]
fn walker_options_shape_the_path() {
    let dir = scratch_dir("loop");
    let f = write(&dir, "looper.s", LOOP);
    // Default: 2 back-edge traversals (3 passes of 5 instructions), then the guard falls through.
    let o = wavebed(&["check", "--paths", "walk", &f]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        summary(&o),
        "kernel=looper arch=gfx950 model=exact instructions=19 races=1 completed=1"
    );
    assert!(stdout(&o).contains("  ==> v_mov_b32_e32 v5, v1\n"));
    let o = wavebed(&["check", "--paths", "walk", "--loop-iterations", "0", &f]);
    assert_eq!(
        summary(&o),
        "kernel=looper arch=gfx950 model=exact instructions=9 races=1 completed=1"
    );
    let o = wavebed(&[
        "check",
        "--paths",
        "walk",
        "--loop-iterations",
        "5",
        "--branch-policy",
        "taken",
        &f,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        summary(&o),
        "kernel=looper arch=gfx950 model=exact instructions=33 races=0 completed=1"
    );
    for seed in 0..8 {
        let policy = format!("seed:{seed}");
        let o = wavebed(&["check", "--paths", "walk", "--branch-policy", &policy, &f]);
        let s = summary(&o);
        let races = if s.contains("instructions=19 ") { 1 } else { 0 };
        assert!(
            s.contains("instructions=19 ") || s.contains("instructions=18 "),
            "{policy}: {s}"
        );
        assert_eq!(o.status.code(), Some(races), "{policy}: {s}");
        assert_eq!(
            stdout(&wavebed(&[
                "check",
                "--paths",
                "walk",
                "--branch-policy",
                &policy,
                &f
            ])),
            stdout(&o),
            "reproducible"
        );
    }
    for bad in [
        &["--branch-policy", "sometimes"][..],
        &["--branch-policy", "seed:x"],
        &["--loop-iterations", "-1"],
    ] {
        let mut args = vec!["check"];
        args.extend_from_slice(bad);
        args.push(&f);
        assert_eq!(wavebed(&args).status.code(), Some(2), "{bad:?}");
    }
}

#[test]
fn a_loop_without_exit_is_cut_with_completed_0() {
    let dir = scratch_dir("spin");
    let f = write(
        &dir,
        "spin.s",
        "v_mov_b32_e32 v0, 0\n.L:\n  v_add_u32_e32 v0, 1, v0\n  s_branch .L\n",
    );
    let o = wavebed(&[
        "check",
        "--paths",
        "walk",
        "--arch",
        "gfx942",
        "--max-instructions",
        "1001",
        &f,
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        summary(&o),
        "kernel=spin arch=gfx942 model=exact instructions=1001 races=0 completed=0"
    );
    assert!(
        stderr(&o).contains("--max-instructions 1001 (completed=0)"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).ends_with("kernels=1 instructions=1001 races=0 errors=0\n"));
}

#[test]
fn setpc_ends_the_path_with_a_note_and_calls_drain() {
    let dir = scratch_dir("calls");
    let src = "\
global_load_dword v1, v[2:3], off
s_swappc_b64 s[30:31], s[4:5]
v_mov_b32_e32 v5, v1
global_load_dword v6, v[2:3], off
s_setpc_b64 s[30:31]
v_mov_b32_e32 v7, v6
s_endpgm
";
    // (`s_endpgm` keeps it a kernel: code that only leaves through
    // `s_setpc_b64` is a device library's function, docs/paths.md section 3.)
    let f = write(&dir, "calls.s", src);
    let o = wavebed(&["check", "--paths", "walk", "--arch", "gfx1151", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_eq!(
        summary(&o),
        "kernel=calls arch=gfx1151 model=exact instructions=5 races=0 completed=1"
    );
    assert!(
        stderr(&o).contains(&format!(
            "{f}:5:1: kernel `calls`: the path ends at `s_setpc_b64 s[30:31]`"
        )),
        "{}",
        stderr(&o)
    );
}

/// The device function of `call_scale` (reached by `s_swappc_b64`) is an
/// entry of its own, analysed from an unknown entry state (docs/paths.md
/// section 9): clean as compiled, and
/// deleting the wait that protects its loads' results is a race reported in
/// the function, with the kernel still clean.
#[test]
fn device_functions_are_checked_from_an_unknown_entry_state() {
    if !objdump_available() {
        return;
    }
    for file in [
        "gfx950/call_scale.s",
        "gfx950/call_scale.co",
        "gfx1151/call_scale.s",
    ] {
        let o = wavebed(&["check", &kernels(file)]);
        assert_eq!(o.status.code(), Some(0), "{file}: {}", stdout(&o));
        assert!(
            stdout(&o).contains("\nfunction=shade arch="),
            "{file}: {}",
            stdout(&o)
        );
    }
    let text = std::fs::read_to_string(kernels("gfx950/call_scale.s")).unwrap();
    // The wait after shade's two flat loads, before `v_fmac_f32_e32 v0, v2, v1`.
    let wait = "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\tv_fmac_f32_e32 v0, v2, v1\n";
    assert_eq!(text.matches(wait).count(), 1, "the wait to delete");
    let dir = scratch_dir("device-function");
    let f = write(
        &dir,
        "call_scale.s",
        &text.replace(wait, "\tv_fmac_f32_e32 v0, v2, v1\n"),
    );
    let o = wavebed(&["check", &f]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let out = stdout(&o);
    assert!(
        out.contains("\nkernel=call_scale arch=gfx950 model=exact instructions=34 races=0 completed=1 paths=all unreached=0\n"),
        "{out}"
    );
    assert!(
        out.contains("\nfunction=shade arch=gfx950 model=exact instructions=35 races=4 completed=1 paths=all unreached=0\n"),
        "{out}"
    );
    assert!(out.contains("==> flat_load_dword v1, v[6:7]"), "{out}");
    assert!(out.contains("==> v_fmac_f32_e32 v0, v2, v1"), "{out}");
    // The return hands v0 and v1 back: both loads race with it too
    // (docs/paths.md section 10).
    assert!(out.contains("==> s_setpc_b64 s[30:31]"), "{out}");
    // The walk never enters device functions: it sees no race.
    let walk = wavebed(&["check", "--paths", "walk", &f]);
    assert_eq!(walk.status.code(), Some(0), "{}", stdout(&walk));
    // JSON names the function alike.
    let json = wavebed(&["check", "--format", "json", &f]);
    assert!(
        stdout(&json)
            .contains(r#"{"record":"summary","function":"shade","symbol":"_Z5shadePKffj","#),
        "{}",
        stdout(&json)
    );
}

/// `../shared/corpus/aiter` from the repository root or an ancestor (a
/// worktree sits deeper); env WAVEBED_AITER_CORPUS overrides.
fn aiter_corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return PathBuf::from(p);
    }
    root()
        .ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| root().join("../shared/corpus/aiter"))
}

#[test]
#[ignore = "production corpus (../shared/corpus/aiter or WAVEBED_AITER_CORPUS) and llvm-objdump 22: run with --ignored, as CI does"]
fn aiter_sample_checks_without_error() {
    let aiter = aiter_corpus();
    if !aiter.is_dir() {
        eprintln!("note: {} not present; skipping", aiter.display());
        return;
    }
    if !objdump_available() {
        return;
    }
    // One family per architecture keeps this quick; BENCHMARKS.md has the full run.
    let mut files: Vec<String> = ["gfx942/pa", "gfx950/pa"]
        .iter()
        .flat_map(|d| std::fs::read_dir(aiter.join(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "co"))
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    files.truncate(6);
    let mut args = vec!["check"];
    args.extend(files.iter().map(String::as_str));
    let o = wavebed(&args);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    assert_eq!(total(&o, "errors"), 0);
    assert_eq!(total(&o, "kernels"), files.len() as u64);
    assert!(stdout(&o)
        .lines()
        .filter(|l| l.starts_with("kernel="))
        .all(|l| l.contains(" completed=1 paths=all ")));
}

/// The rocJITsu-shaped FLAT listings of `corpus/flat_spaces` (issue 32): a
/// FLAT through the LDS or scratch aperture counts on that space's counter in
/// every `flat=` / `flat-order=` reading, so each listing's verdict is the
/// same under all four.
#[test]
fn flats_through_an_aperture_are_that_space_in_every_reading() {
    let dir = root().join("corpus/flat_spaces");
    for (file, races) in [
        ("flat_lds_aperture_clean.s", 0),
        ("flat_lds_aperture_race.s", 1),
        ("flat_scratch_aperture_clean.s", 0),
    ] {
        let path = dir.join(file).display().to_string();
        for flat in ["flat=either", "flat=both"] {
            for order in ["flat-order=unordered", "flat-order=in-order"] {
                let o = wavebed(&["check", &path, "--assume", flat, "--assume", order]);
                assert_eq!(
                    total(&o, "races"),
                    races,
                    "{file} {flat} {order}: {}",
                    stdout(&o)
                );
                assert_eq!(o.status.code(), Some(i32::from(races > 0)), "{file}");
            }
        }
    }
}

/// The feasibility listings of `corpus/feasible` (issue 32; docs/values.md
/// section 6): each pruning rule's listing checks clean, its twin (a similar
/// branch the value analysis cannot decide) keeps its race, and the census's
/// path-enumeration oracle reads the same pruned graph (it agrees with every
/// model: no false positive, no miss).
#[test]
fn infeasible_witnesses_are_pruned_for_models_and_oracle_alike() {
    let dir = root().join("corpus/feasible");
    for (file, races) in [
        ("repeated_condition_pruned.s", 0),
        ("repeated_condition_kept.s", 1),
        ("loop_exit_pruned.s", 0),
        ("loop_exit_kept.s", 1),
        ("constant_trip_pruned.s", 0),
        ("constant_trip_kept.s", 1),
        ("parity_exit_pruned.s", 0),
        ("parity_exit_kept.s", 1),
    ] {
        let path = dir.join(file).display().to_string();
        let o = wavebed(&["check", &path]);
        assert_eq!(total(&o, "races"), races, "{file}: {}", stdout(&o));
        assert_eq!(o.status.code(), Some(i32::from(races > 0)), "{file}");
        let c = wavebed(&["census", &path]);
        let line = stdout(&c)
            .lines()
            .find(|l| l.starts_with("kernel="))
            .map(str::to_string)
            .unwrap_or_default();
        assert!(
            line.contains(&format!(" oracle_races={races} ")),
            "{file}: {line}"
        );
        for model in ["legacy", "seed", "exact"] {
            assert!(
                line.contains(&format!(" {model}_races={races} ")),
                "{file}: {line}"
            );
            assert!(
                line.contains(&format!(" {model}_false_positive=0 {model}_missed=0 ")),
                "{file}: {line}"
            );
        }
    }
}
