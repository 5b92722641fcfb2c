//! `wavebed record`, `wavebed store` and `wavebed replay` end to end: the
//! round trip against `wavebed check`, output lines and exit codes, damaged
//! and hostile traces (exit 2, the run going on, no panic), bounds, parallel
//! jobs, JSON, and recording plus replaying all of `../shared/corpus/aiter/`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crc32fast::hash as crc32;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(root())
        .output()
        .expect("wavebed runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    let err = stderr(o);
    assert!(!err.contains("panicked"), "wavebed panicked: {err}");
    o.status.code().expect("wavebed exits with a code")
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The `RACE ... END_RACE` blocks of an output.
fn race_blocks(out: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut cur: Option<String> = None;
    for line in out.lines() {
        if line.starts_with("RACE ") {
            cur = Some(String::new());
        }
        if let Some(b) = &mut cur {
            b.push_str(line);
            b.push('\n');
            if line == "END_RACE" {
                blocks.push(cur.take().unwrap());
            }
        }
    }
    blocks
}

#[test]
fn record_then_replay_prints_what_check_prints() {
    let tmp = tempfile::tempdir().unwrap();
    let listings = [
        "lgkmcnt_no_wait_race_kernel",
        "vmcnt_no_wait_race_kernel",
        "lds_capacity_clean",
    ];
    let mut races_seen = 0;
    for name in listings {
        let input = format!("corpus/listings/{name}.s");
        for model in ["exact", "seed", "legacy"] {
            let check = wavebed(&["check", "--paths", "walk", &input, "--model", model]);
            let trace = tmp.path().join(format!("{name}.wbt"));
            let rec = wavebed(&["record", &input, "-o", s(&trace)]);
            assert_eq!(code(&rec), 0, "{}", stderr(&rec));
            let rep = wavebed(&["replay", s(&trace), "--model", model]);
            let (c, r) = (stdout(&check), stdout(&rep));
            assert_eq!(race_blocks(&r), race_blocks(&c), "{name} {model}");
            assert_eq!(code(&rep), code(&check), "{name} {model}: exit codes");
            let races = race_blocks(&c).len();
            races_seen += races;
            assert!(
                r.contains(&format!("{name} exit=0 races={races} completed=1\n")),
                "{r}"
            );
            assert!(r.ends_with(&format!(
                "total traces=1 races={races} errors=0 completed=1\n"
            )));
            assert!(c.contains(&format!("races={races} completed=1")), "{c}");
        }
    }
    assert!(races_seen >= 4, "the race listings race under every model");
}

#[test]
fn a_wbt_output_takes_exactly_one_kernel_and_writes_nothing_otherwise() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("two.wbt");
    let o = wavebed(&[
        "record",
        "corpus/listings/vmcnt_no_wait_race_kernel.s",
        "corpus/listings/lds_capacity_clean.s",
        "-o",
        s(&out),
    ]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("more than one kernel"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists());
    assert_eq!(
        std::fs::read_dir(tmp.path()).unwrap().count(),
        0,
        "no temporary file left"
    );
    let o = wavebed(&["record", "corpus/listings/README.md", "-o", s(&out)]);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(!out.exists());
}

/// A store of the compiled listings, for the tests below.
fn record_store(dir: &Path) {
    let o = wavebed(&[
        "record",
        "corpus/kernels/gfx950",
        "-o",
        s(dir),
        "--waves",
        "2",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("recorded traces="), "{out}");
}

/// The last line of `out`.
fn last_line(out: &str) -> &str {
    out.lines().last().unwrap_or("")
}

#[test]
fn a_store_keeps_tables_in_a_dictionary_that_moved_traces_name_or_bring_along() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    record_store(&dir);
    let dicts: Vec<_> = std::fs::read_dir(dir.join("dicts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(dicts.len(), 1, "one dictionary for a small run");
    let dict_name = dicts[0].file_name().unwrap().to_str().unwrap().to_string();
    let store = wavebed_replay::Store::open(&dir).unwrap();
    let object = store.object_path(&store.entries()[0]);
    let bytes = std::fs::read(&object).unwrap();
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), 3, "linked");
    let whole = wavebed(&["replay", s(&dir)]);
    assert_eq!(code(&whole), 0, "{}", stderr(&whole));

    // Moved out of the store alone: exit 2, naming the dictionary.
    let moved = tmp.path().join("moved.wbt");
    std::fs::copy(&object, &moved).unwrap();
    let r = wavebed(&["replay", s(&moved)]);
    assert_eq!(code(&r), 2, "{}", stdout(&r));
    assert!(
        stderr(&r).contains(&dict_name) && stderr(&r).contains("moved.wbt"),
        "{}",
        stderr(&r)
    );

    // `store add` from the store's objects takes the dictionary along.
    let copy = tmp.path().join("copy");
    let a = wavebed(&["store", "add", s(&copy), s(&dir.join("objects"))]);
    assert_eq!(code(&a), 0, "{}", stderr(&a));
    assert!(copy.join("dicts").join(&dict_name).is_file());
    let v = wavebed(&["store", "verify", s(&copy)]);
    assert_eq!(code(&v), 0, "{}", stderr(&v));
    let r = wavebed(&["replay", s(&copy)]);
    assert_eq!(last_line(&stdout(&r)), last_line(&stdout(&whole)));
}

#[test]
fn store_ls_verify_and_replay_report_the_damaged_trace_and_go_on() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("store");
    record_store(&dir);
    let ls = stdout(&wavebed(&["store", "ls", s(&dir)]));
    let names: Vec<&str> = ls.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert!(
        names.contains(&"reduce_sum") && names.contains(&"mfma_gemm"),
        "{ls}"
    );
    let clean = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&clean), 0, "{}", stderr(&clean));
    let replay = wavebed(&["replay", s(&dir)]);
    assert_eq!(code(&replay), 0, "{}", stdout(&replay));
    let n = names.len();
    assert!(stdout(&replay).ends_with(&format!("errors=0 completed={n}\n")));

    // Damage reduce_sum's object: one flipped bit in its last chunk.
    let store = wavebed_replay::Store::open(&dir).unwrap();
    let entry = store
        .entries()
        .iter()
        .find(|e| e.name == "reduce_sum")
        .unwrap();
    let path = store.object_path(entry);
    let mut bytes = std::fs::read(&path).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 0x20;
    std::fs::write(&path, &bytes).unwrap();

    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 2);
    assert!(
        stdout(&v).contains("reduce_sum damaged\n"),
        "{}",
        stdout(&v)
    );
    assert_eq!(stdout(&v).matches(" ok ").count(), n - 1, "{}", stdout(&v));
    assert!(stdout(&v).ends_with(&format!("verified traces={n} damaged=1\n")));
    let r = wavebed(&["replay", s(&dir)]);
    assert_eq!(code(&r), 2);
    let out = stdout(&r);
    assert!(
        out.contains("reduce_sum exit=2 races=0 completed=0\n"),
        "{out}"
    );
    assert_eq!(
        out.matches(" exit=0 ").count(),
        n - 1,
        "the others still replay: {out}"
    );
    assert!(out.ends_with(&format!(
        "total traces={n} races=0 errors=1 completed={}\n",
        n - 1
    )));
    assert!(stderr(&r).contains("reduce_sum"), "{}", stderr(&r));
}

/// Writes `bytes` as `name.wbt` under `dir`.
fn put(dir: &Path, name: &str, bytes: &[u8]) {
    std::fs::write(dir.join(format!("{name}.wbt")), bytes).unwrap();
}

#[test]
fn hostile_traces_are_errors_with_messages_and_exit_2() {
    let tmp = tempfile::tempdir().unwrap();
    let good = std::fs::read(root().join("corpus/golden/synthetic-v1.wbt")).unwrap();
    put(tmp.path(), "a_good", &good);
    put(tmp.path(), "truncated", &good[..good.len() / 2]);
    let mut flipped = good.clone();
    flipped[60] ^= 1;
    put(tmp.path(), "flipped", &flipped);
    let mut magic = good.clone();
    magic[..4].copy_from_slice(b"ELF!");
    put(tmp.path(), "magic", &magic);
    let mut future = good.clone();
    future[8..10].copy_from_slice(&9u16.to_le_bytes());
    let c = crc32(&future[..12]);
    future[12..16].copy_from_slice(&c.to_le_bytes());
    put(tmp.path(), "future", &future);
    let mut absurd = good.clone();
    absurd[24..28].copy_from_slice(&u32::MAX.to_le_bytes());
    put(tmp.path(), "absurd", &absurd);

    let o = wavebed(&["replay", s(tmp.path())]);
    assert_eq!(code(&o), 2);
    let (out, err) = (stdout(&o), stderr(&o));
    for (name, msg) in [
        ("truncated", "truncated"),
        ("flipped", "checksum mismatch"),
        ("magic", "not a wavebed trace"),
        (
            "future",
            "format version 9 is newer than this wavebed reads",
        ),
        ("absurd", "beyond the limit"),
    ] {
        assert!(
            out.contains(&format!("{name} exit=2 races=0 completed=0\n")),
            "{out}"
        );
        let line = err
            .lines()
            .find(|l| l.contains(&format!("{name}.wbt")))
            .unwrap_or("");
        assert!(line.contains(msg), "{name}: `{line}` lacks `{msg}`\n{err}");
    }
    assert!(out.contains("a_good exit=0 races=1 completed=0\n"), "{out}");
    assert!(
        out.ends_with("total traces=6 races=1 errors=5 completed=0\n"),
        "{out}"
    );
}

#[test]
fn bounds_jobs_and_json() {
    let traces = "corpus/traces";
    let one = wavebed(&["replay", traces, "--jobs", "1"]);
    let two = wavebed(&["replay", traces, "--jobs", "2"]);
    assert_eq!(
        stdout(&one),
        stdout(&two),
        "--jobs 2 prints what --jobs 1 prints"
    );
    assert!(matches!(code(&one), 0 | 1), "{}", stderr(&one));

    let cut = wavebed(&["replay", traces, "--max-instructions", "10"]);
    let out = stdout(&cut);
    let n = out.lines().filter(|l| l.contains(" exit=0 ")).count();
    assert!(n >= 30);
    let cut_lines = out
        .lines()
        .filter(|l| l.contains(" exit=0 ") && l.ends_with(" completed=0"));
    assert_eq!(cut_lines.count(), n, "{out}");
    assert!(stderr(&cut).contains("replay cut by --max-instructions"));

    let t = wavebed(&["replay", traces, "--timeout", "0.000000001"]);
    assert!(stdout(&t).ends_with(" completed=0\n"), "{}", stdout(&t));
    assert!(stderr(&t).contains("replay cut by --timeout"));

    let j = wavebed(&["replay", traces, "--format", "json", "--model", "legacy"]);
    let mut records = 0;
    for line in stdout(&j).lines() {
        let v: serde_json::Value = serde_json::from_str(line).expect("each line is JSON");
        records += 1;
        if v["record"] == "trace" {
            assert_eq!(v["model"], "legacy");
            assert!(v["instructions"].as_u64().unwrap() > 0);
        }
        if v["record"] == "race" {
            assert!(v["trace"].is_string() && v["producer"]["text"].is_string());
        }
    }
    assert!(records > n);
    for bad in [
        &["--jobs", "0"][..],
        &["--timeout", "-1"][..],
        &["--model", "psychic"][..],
    ] {
        let mut args = vec!["replay", traces];
        args.extend_from_slice(bad);
        assert_eq!(code(&wavebed(&args)), 2, "{bad:?}");
    }
}

/// `../shared/corpus/aiter` from the workspace root, or from the nearest
/// ancestor with `shared/corpus/aiter` (a git worktree further down); env
/// WAVEBED_AITER_CORPUS overrides.
fn aiter_corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return PathBuf::from(p);
    }
    let workspace = root().canonicalize().unwrap_or_else(|_| root());
    workspace
        .ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| workspace.join("../shared/corpus/aiter"))
}

#[test]
#[ignore = "production corpus (../shared/corpus/aiter or WAVEBED_AITER_CORPUS) and llvm-objdump 22: run with --ignored, as CI does"]
fn all_of_aiter_records_verifies_and_replays() {
    let aiter = aiter_corpus();
    let objdump = wavebed_model::isa::tools::find_llvm_tool("llvm-objdump");
    if objdump.is_none() || !aiter.is_dir() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-objdump (LLVM 22) and {} are required",
            aiter.display()
        );
        eprintln!(
            "note: llvm-objdump or {} missing; skipping",
            aiter.display()
        );
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("aiter");
    let rec = wavebed(&["record", s(&aiter), "-o", s(&dir)]);
    assert_eq!(code(&rec), 0, "{}", stderr(&rec));
    let summary = stdout(&rec).lines().last().unwrap().to_string();
    let traces: usize = summary
        .split_whitespace()
        .find_map(|w| w.strip_prefix("traces="))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no trace count in `{summary}`"));
    assert!(
        traces >= 686,
        "{summary}: at least one kernel per code object"
    );
    assert!(summary.ends_with(" errors=0"), "{summary}");

    let v = wavebed(&["store", "verify", s(&dir)]);
    assert_eq!(code(&v), 0, "{}", stderr(&v));
    assert!(stdout(&v).ends_with(&format!("verified traces={traces} damaged=0\n")));
    let r = wavebed(&["replay", s(&dir), "--jobs", "2"]);
    assert!(matches!(code(&r), 0 | 1), "{}", stderr(&r));
    let last = stdout(&r).lines().last().unwrap().to_string();
    assert!(
        last.starts_with(&format!("total traces={traces} ")),
        "{last}"
    );
    assert!(last.contains(" errors=0 "), "{last}");
    eprintln!("aiter: {summary}; {last}");
}

#[test]
fn oracle_flags_the_legacy_false_positive() {
    let tmp = tempfile::tempdir().unwrap();
    let trace = tmp.path().join("clean.wbt");
    let rec = wavebed(&[
        "record",
        "corpus/listings/lds_capacity_clean.s",
        "-o",
        s(&trace),
    ]);
    assert_eq!(code(&rec), 0, "{}", stderr(&rec));
    let o = wavebed(&["replay", s(&trace), "--model", "legacy", "--oracle"]);
    assert_eq!(code(&o), 1, "legacy's race is a finding");
    let out = stdout(&o);
    assert!(
        out.contains("DISAGREE trace=clean kind=false_positive producer=\"ds_read_b32 v1, v0\""),
        "{out}"
    );
    assert!(
        out.contains(
            "clean exit=0 races=1 completed=1 oracle_races=0 missed=0 false_positives=1\n"
        ),
        "{out}"
    );
    assert!(out.ends_with("missed=0 false_positives=1\n"), "{out}");
    let exact = wavebed(&["replay", s(&trace), "--oracle"]);
    assert_eq!(code(&exact), 0);
    assert!(stdout(&exact).ends_with("races=0 errors=0 completed=1 missed=0 false_positives=0\n"));
}

#[test]
fn store_add_names_by_stem_and_deduplicates() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("s");
    let first = wavebed(&["store", "add", s(&dir), "corpus/traces"]);
    assert_eq!(code(&first), 0, "{}", stderr(&first));
    let added = stdout(&first)
        .lines()
        .filter(|l| l.starts_with("added "))
        .count();
    assert!(added >= 30, "{}", stdout(&first));
    assert!(stdout(&first).contains("added reduce_sum-gfx950 (new object)\n"));
    let again = wavebed(&[
        "store",
        "add",
        s(&dir),
        "corpus/traces/reduce_sum-gfx950.wbt",
    ]);
    assert_eq!(stdout(&again), "unchanged reduce_sum-gfx950\n");
    let ls = stdout(&wavebed(&["store", "ls", s(&dir), "--format", "json"]));
    assert_eq!(ls.lines().count(), added);
    let e: serde_json::Value = serde_json::from_str(ls.lines().next().unwrap()).unwrap();
    assert_eq!(e["provenance"], "compiler");
    assert_eq!(e["waves"], 4);
    let junk = tmp.path().join("junk.wbt");
    std::fs::write(&junk, b"not a trace").unwrap();
    let bad = wavebed(&["store", "add", s(&dir), s(&junk)]);
    assert_eq!(code(&bad), 2);
    assert!(
        stderr(&bad).contains("not a wavebed trace"),
        "{}",
        stderr(&bad)
    );
    assert_eq!(
        stdout(&wavebed(&["store", "ls", s(&dir)])).lines().count(),
        added
    );
}

/// `record --assume` stores the set in the trace; `replay` uses it, names it
/// and where it came from, and `--assume` overrides it.
#[test]
fn traces_replay_under_their_recorded_assumptions() {
    let tmp = tempfile::tempdir().unwrap();
    let mut src =
        String::from(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\nds_read_b32 v1, v0\n");
    for i in 0..14 {
        src += &format!("ds_read_b32 v{}, v0\n", 10 + i);
    }
    src += "flat_load_dword v4, v[2:3]\nv_mov_b32_e32 v5, v1\ns_endpgm\n";
    let listing = tmp.path().join("flat_full.s");
    std::fs::write(&listing, src).unwrap();
    let trace = tmp.path().join("flat_full.wbt");
    let rec = wavebed(&[
        "record",
        s(&listing),
        "-o",
        s(&trace),
        "--assume",
        "flat=both",
    ]);
    assert_eq!(code(&rec), 0, "{}", stderr(&rec));
    assert!(stdout(&rec).contains(
        "\nassume: flat=both smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any\n"
    ));
    let rep = wavebed(&["replay", s(&trace)]);
    assert_eq!(code(&rep), 0, "{}", stdout(&rep));
    assert!(stdout(&rep).contains(
        "\nassume: flat=both smem-wide-tokens=1 backpressure=on lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any (from trace: 1 traces)\n"
    ));
    let rep = wavebed(&["replay", s(&trace), "--assume", "flat=either"]);
    assert_eq!(code(&rep), 1);
    assert!(stdout(&rep).contains(
        "xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any (from trace+assume: 1 traces)\n"
    ));
    let rep = wavebed(&["replay", s(&trace), "--format", "json"]);
    let rec: serde_json::Value =
        serde_json::from_str(stdout(&rep).lines().next().unwrap()).unwrap();
    assert_eq!(
        (rec["assume"]["flat"].as_str(), rec["assume_from"].as_str()),
        (Some("both"), Some("trace"))
    );
    let rep = wavebed(&["replay", s(&trace), "--assume", "nosuch=1"]);
    assert_eq!(code(&rep), 2);
    assert!(stderr(&rep).contains("valid: flat=either|both"));
}
