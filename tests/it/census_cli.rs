//! `wavebed census` end to end: the total line, per-kernel and per-family
//! lines, exit codes, JSON and Markdown, wait mutation with answers known by
//! hand (tests/census/*.s), and code objects against their listings.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use wavebed_model::profile::Arch;

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn repo(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(rel)
        .display()
        .to_string()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// The last line of stdout with its `seconds=` field removed.
fn total(o: &Output) -> String {
    let out = stdout(o);
    let last = out.lines().last().expect("a total line").to_string();
    let (head, secs) = last.rsplit_once(" seconds=").expect("seconds= last");
    assert!(secs.parse::<f64>().is_ok(), "seconds={secs}");
    head.to_string()
}

/// The three seed listings of `corpus/listings`, named explicitly so that
/// listings added there later do not change these tests' totals.
fn seed_listings() -> Vec<String> {
    [
        "lds_capacity_clean.s",
        "lgkmcnt_no_wait_race_kernel.s",
        "vmcnt_no_wait_race_kernel.s",
    ]
    .iter()
    .map(|f| repo(&format!("corpus/listings/{f}")))
    .collect()
}

/// `census` with `args` then the seed listings.
fn census_listings(args: &[&str]) -> Output {
    let files = seed_listings();
    let mut all = vec!["census"];
    all.extend_from_slice(args);
    all.extend(files.iter().map(String::as_str));
    wavebed(&all)
}

/// The value of `key=` in a `key=value` line.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    line.split(' ')
        .find_map(|kv| kv.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
        .unwrap_or_else(|| panic!("no {key}= in {line}"))
}

fn line_starting<'a>(out: &'a str, prefix: &str) -> &'a str {
    out.lines()
        .find(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("no line starting {prefix:?} in\n{out}"))
}

/// A scratch directory unique to this test process and `name`.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("wavebed-census-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn bundled_listings_total_line_and_clean_exit() {
    let o = census_listings(&[]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // Two real races (the seed's kernels) every model finds; the capacity
    // listing is clean under back-pressure and a legacy false positive.
    assert_eq!(
        total(&o),
        "kernels=3 instructions=40 legacy_races=3 seed_races=2 exact_races=2 \
legacy_false_positive=1 legacy_missed=0 seed_false_positive=0 seed_missed=0 \
exact_false_positive=0 exact_missed=0"
    );
    let out = stdout(&o);
    let k = line_starting(&out, "kernel=lds_capacity_clean ");
    assert_eq!(field(k, "legacy_false_positive"), "1");
    assert_eq!(field(k, "oracle_races"), "0");
    assert_eq!(field(k, "completed"), "1");
    let f = out
        .lines()
        .find(|l| l.starts_with("family=") && l.contains("corpus/listings "))
        .unwrap();
    assert_eq!(field(f, "kernels"), "3");
    assert_eq!(field(f, "oracle_races"), "2");
}

#[test]
fn compiled_kernel_listings_match_their_oracle() {
    let mut args = vec!["census".to_string()];
    for arch in ["gfx942", "gfx950", "gfx1151", "gfx1200", "gfx1250"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("corpus/kernels")
            .join(arch);
        let mut listings: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "s"))
            .map(|p| p.display().to_string())
            .collect();
        listings.sort();
        args.extend(listings);
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = wavebed(&refs);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = total(&o);
    // Seed and exact agree with the oracle on every compiled kernel.
    for key in [
        "seed_false_positive",
        "seed_missed",
        "exact_false_positive",
        "exact_missed",
        "legacy_missed",
    ] {
        assert_eq!(field(&t, key), "0", "{t}");
    }
    // Seed does not run on gfx12 (it refuses it); the LLVM-built gfx12
    // kernels are clean under exact, so the totals still match.
    assert_eq!(field(&t, "seed_races"), field(&t, "exact_races"));
    let out = stdout(&o);
    assert_eq!(
        out.lines()
            .filter(|l| l.starts_with("kernel="))
            .count()
            .to_string(),
        field(&t, "kernels")
    );
    // Files named explicitly count in their directory's family.
    for arch in ["gfx942", "gfx950", "gfx1151", "gfx1200", "gfx1250"] {
        let tail = format!("corpus/kernels/{arch} ");
        assert!(
            out.lines()
                .any(|l| l.starts_with("family=") && l.contains(&tail)),
            "{out}"
        );
    }
}

#[test]
fn code_objects_census_like_their_listings() {
    if wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-objdump missing"
        );
        eprintln!("note: llvm-objdump (LLVM 22) not found; skipping");
        return;
    }
    for name in ["reduce_sum", "histogram", "stencil"] {
        let co = repo(&format!("corpus/kernels/gfx950/{name}.co"));
        let s = repo(&format!("corpus/kernels/gfx950/{name}.s"));
        let a = wavebed(&["census", &co]);
        let b = wavebed(&["census", &s]);
        assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
        assert_eq!(b.status.code(), Some(0), "{}", stderr(&b));
        assert_eq!(total(&a), total(&b), "{name}");
    }
}

#[test]
fn unreadable_input_exits_2_and_the_rest_is_still_counted() {
    let dir = scratch("bad");
    let bad = dir.join("bad.s");
    std::fs::write(
        &bad,
        ".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n  v_add_f32_e32 v1, v2,\n  s_endpgm\n",
    )
    .unwrap();
    let o = wavebed(&[
        "census",
        &bad.display().to_string(),
        &repo("corpus/listings/vmcnt_no_wait_race_kernel.s"),
    ]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("bad.s:2:"), "file and line: {err}");
    assert_eq!(field(&total(&o), "kernels"), "1");
    assert_eq!(field(&total(&o), "exact_races"), "1");

    let empty = scratch("empty");
    std::fs::write(empty.join("README.md"), "no inputs here").unwrap();
    let o = wavebed(&["census", &empty.display().to_string()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no inputs"), "{}", stderr(&o));
    let o = census_listings(&["--jobs", "0"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn json_records_carry_the_counts() {
    let o = census_listings(&["--format", "json", "--races", "legacy,exact"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let records: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect();
    let of = |kind: &str| -> Vec<&serde_json::Value> {
        records.iter().filter(|r| r["record"] == kind).collect()
    };
    assert_eq!(of("kernel").len(), 3);
    assert_eq!(of("family").len(), 1);
    let t = records.last().unwrap();
    assert_eq!(t["record"], "total");
    assert_eq!(t["kernels"], 3);
    assert_eq!(t["legacy_false_positive"], 1);
    assert_eq!(t["exact_races"], 2);
    assert_eq!(t["errors"], 0);
    let k = of("kernel")
        .into_iter()
        .find(|k| k["kernel"] == "lds_capacity_clean")
        .unwrap();
    assert_eq!(k["legacy"]["false_positive"], 1);
    assert_eq!(k["exact"]["races"], 0);
    // Races of the chosen models, labelled against the oracle.
    let races = of("race");
    assert_eq!(races.len(), 3 + 2);
    assert_eq!(
        races
            .iter()
            .filter(|r| r["verdict"] == "false_positive")
            .count(),
        1
    );
    assert!(races
        .iter()
        .filter(|r| r["model"] == "exact")
        .all(|r| r["verdict"] == "race"));
}

#[test]
fn markdown_report_has_family_table_and_total() {
    let o = census_listings(&["--format", "md", "--mutate"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("# wavebed census"), "{out}");
    assert!(out.contains("| family | kernels | instructions | oracle |"));
    assert!(out.contains("corpus/listings | 3 | 40 | 2 | 3 | 2 | 2 | 1 | 0 | 0 | 0 | 0 | 0 | 0 |"));
    assert!(out.contains("## Wait mutation"));
    assert!(out.contains("## Kernels with races or disagreements"));
    assert!(out.contains("`lds_capacity_clean`"));
    assert!(total(&o).starts_with("kernels=3 instructions=40 "));
}

#[test]
fn mutation_answers_known_by_hand() {
    let o = wavebed(&["census", "--mutate", &repo("tests/census/mutate_gfx950.s")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let m = line_starting(&out, "mutation ");
    assert_eq!(
        m,
        "mutation waits=3 unreached_waits=0 redundant_waits=1 mutants=7 effective_mutants=5 \
legacy_detected=5 legacy_rate=100.0 seed_detected=5 seed_rate=100.0 exact_detected=5 exact_rate=100.0"
    );
    assert!(
        out.contains("  redundant wait line=22 s_waitcnt vmcnt(0)\n"),
        "{out}"
    );

    let o = wavebed(&["census", "--mutate", &repo("tests/census/mutate_gfx1151.s")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        line_starting(&out, "mutation "),
        "mutation waits=2 unreached_waits=0 redundant_waits=0 mutants=4 effective_mutants=4 \
legacy_detected=0 legacy_rate=0.0 seed_detected=4 seed_rate=100.0 exact_detected=4 exact_rate=100.0"
    );
    assert_eq!(
        out.matches("  undetected model=legacy ").count(),
        4,
        "{out}"
    );
    assert!(out.contains("mutant=`s_waitcnt_vmcnt null, 0x1`"), "{out}");
}

/// A loop the value analysis peels (docs/values.md section 13) holds its wait
/// twice, the copy and the original; the mutation census counts and mutates
/// the wait of the program as written once. Here the original's copy inside
/// the loop is never executed (the constant trip count exits at once), which
/// once counted as an unreached wait of its own.
#[test]
fn mutation_counts_a_peeled_wait_once() {
    let listing = repo("corpus/feasible/constant_trip_pruned.s");
    let o = wavebed(&["census", "--mutate", &listing]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let written = std::fs::read_to_string(&listing)
        .unwrap()
        .lines()
        .filter(|l| l.trim_start().starts_with("s_waitcnt"))
        .count();
    let m = line_starting(&out, "mutation ");
    assert_eq!(field(m, "waits"), written.to_string(), "{out}");
    assert_eq!(field(m, "unreached_waits"), "0", "{out}");
    assert_eq!(field(m, "effective_mutants"), "2", "{out}");
}
#[test]
fn traces_are_inputs_too() {
    let o = wavebed(&["census", &repo("corpus/golden/synthetic-v1.wbt")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let k = line_starting(&out, "kernel=golden_kernel ");
    assert_eq!(field(k, "waves"), "3");
    // The recording cut one wave: the kernel is counted incomplete.
    assert_eq!(field(k, "completed"), "0");
    assert!(out.contains("  note: wave 1 was recorded incomplete"));
    // A tighter bound cuts every wave.
    let o = wavebed(&[
        "census",
        "--max-instructions",
        "5",
        &repo("corpus/golden/synthetic-v1.wbt"),
    ]);
    assert_eq!(field(&total(&o), "instructions"), "15");
}

#[test]
fn race_causes_on_reduced_production_listings() {
    // tests/census/causes/*.s: each reduced from an aiter kernel (or a
    // compiled one) whose exact-model race it reproduces.
    let o = wavebed(&[
        "census",
        "--format",
        "json",
        "--races",
        "exact",
        &repo("tests/census/causes"),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut got: Vec<(String, String, String)> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|r| r["record"] == "race")
        .map(|r| {
            (
                r["kernel"].as_str().unwrap().to_string(),
                r["cause"].as_str().unwrap().to_string(),
                r["verdict"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    got.sort();
    got.dedup();
    let want = [
        ("indexed_mode", "indexed-mode", "race"),
        ("no_wait", "no-wait", "race"),
        ("no_wait_across_barrier", "no-wait-across-barrier", "race"),
        ("overwrite", "no-wait", "race"),
        ("overwrite", "overwrite", "race"),
        ("weak_wait", "weak-wait", "race"),
    ];
    let want: Vec<(String, String, String)> = want
        .iter()
        .map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string()))
        .collect();
    assert_eq!(got, want);
    let t: serde_json::Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(t["exact_causes"]["weak-wait"]["races"], 4);
    assert_eq!(t["exact_causes"]["overwrite"]["races"], 2);
}

/// `../shared/corpus/aiter` from the workspace root, or from the nearest
/// ancestor with `shared/corpus/aiter` (a git worktree further down); env
/// WAVEBED_AITER_CORPUS overrides.
fn aiter_corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return PathBuf::from(p);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    root.ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| root.join("../shared/corpus/aiter"))
}

/// The aiter corpus, or `None` (with a note) when it or llvm-objdump is
/// missing and LLVM is not required.
fn aiter_or_skip() -> Option<PathBuf> {
    let aiter = aiter_corpus();
    let objdump = wavebed_model::isa::tools::find_llvm_tool("llvm-objdump");
    if objdump.is_none() || !aiter.is_dir() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-objdump (LLVM 22) and {} are required",
            aiter.display()
        );
        eprintln!(
            "note: skipped (needs {} and llvm-objdump of LLVM 22)",
            aiter.display()
        );
        return None;
    }
    Some(aiter)
}

#[test]
#[ignore = "production corpus (../shared/corpus/aiter or WAVEBED_AITER_CORPUS) and llvm-objdump 22: run with --ignored, as CI does"]
fn all_of_aiter_no_seed_or_exact_miss() {
    let Some(aiter) = aiter_or_skip() else { return };
    let o = wavebed(&["census", "--jobs", "2", &aiter.display().to_string()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = total(&o);
    assert_eq!(field(&t, "kernels"), "686", "{t}");
    assert_eq!(field(&t, "seed_missed"), "0");
    assert_eq!(field(&t, "exact_missed"), "0");
    // Legacy reports everything seed does and more (no back-pressure).
    let n = |k: &str| field(&t, k).parse::<u64>().unwrap();
    assert!(n("legacy_races") >= n("seed_races"), "{t}");
    assert_eq!(n("seed_races"), n("exact_races"), "{t}");
    let out = stdout(&o);
    // Every path of every kernel is analysed to its end under every model: the
    // legacy snapshots collapse what the next wait retires anyway, so no block
    // reaches the state cap (docs/paths.md section 8), and no note is printed.
    let notes: Vec<&str> = out.lines().filter(|l| l.starts_with("  note: ")).collect();
    assert!(notes.is_empty(), "{notes:?}");
    let incomplete: u64 = out
        .lines()
        .filter(|l| l.starts_with("family="))
        .map(|l| field(l, "incomplete").parse::<u64>().unwrap())
        .sum();
    assert_eq!(incomplete, 0, "{t}");
    // The walk reaches s_endpgm in every kernel.
    let w = wavebed(&[
        "census",
        "--paths",
        "walk",
        "--jobs",
        "2",
        &aiter.display().to_string(),
    ]);
    assert_eq!(w.status.code(), Some(0), "{}", stderr(&w));
    assert!(
        stdout(&w)
            .lines()
            .filter(|l| l.starts_with("family="))
            .all(|l| field(l, "incomplete") == "0"),
        "every walked path reaches s_endpgm"
    );
    // Every path holds at least the walked path's races.
    let tw = total(&w);
    for m in ["legacy_races", "seed_races", "exact_races"] {
        let (all, walk): (u64, u64) = (
            field(&t, m).parse().unwrap(),
            field(&tw, m).parse().unwrap(),
        );
        assert!(all >= walk, "{m}: {t}\n{tw}");
    }
}

#[test]
#[ignore = "production corpus (../shared/corpus/aiter or WAVEBED_AITER_CORPUS) and llvm-objdump 22: run with --ignored, as CI does"]
fn aiter_mutation_sample_exact_detects_every_mutant() {
    let Some(aiter) = aiter_or_skip() else { return };
    let files = [
        "gfx942/pa/pa_bf16_noquant_gqa16_1tg_4w.co",
        "gfx950/fmha_v3_fwd/fwd_hd128_fp8.co",
        "gfx942/topksoftmax/topksoftmax_4x128x8_bf16.co",
    ];
    let paths: Vec<String> = files
        .iter()
        .map(|f| aiter.join(f).display().to_string())
        .collect();
    let mut args = vec!["census", "--mutate", "--jobs", "2"];
    args.extend(paths.iter().map(String::as_str));
    let o = wavebed(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let m = line_starting(&out, "mutation ");
    let effective = field(m, "effective_mutants");
    assert_ne!(effective, "0", "{m}");
    assert_eq!(field(m, "exact_detected"), effective, "{m}");
    assert_eq!(field(m, "seed_detected"), effective, "{m}");
}

#[test]
fn help_explains_output_and_exit_codes() {
    let o = wavebed(&["census", "--help"]);
    assert_eq!(o.status.code(), Some(0));
    // clap wraps help to the terminal's width (100 columns without one): compare
    // with whitespace runs collapsed.
    let out = stdout(&o).split_whitespace().collect::<Vec<_>>().join(" ");
    for needle in [
        "false positives are races the oracle rules out",
        "kernels=K instructions=N legacy_races=A",
        "Exit codes: 0",
        "--mutate",
        "--branch-policy",
        "--paths all, the default",
        "enumerated=0|1",
    ] {
        assert!(out.contains(needle), "{needle}: {out}");
    }
}

#[test]
fn compiled_kernel_directory_with_code_objects_is_clean() {
    if wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-objdump missing"
        );
        eprintln!("note: llvm-objdump (LLVM 22) not found; skipping");
        return;
    }
    // Listings and code objects (ELF and HIP offload bundles) of the
    // architectures whose counters are modelled: seed and exact agree with the
    // oracle on every kernel.
    let dirs: Vec<String> = Arch::MODELLED
        .iter()
        .map(|a| repo(&format!("corpus/kernels/{a}")))
        .filter(|d| Path::new(d).is_dir()) // no gfx1201 build: gfx1200's is the same
        .collect();
    let mut args = vec!["census", "--mutate"];
    args.extend(dirs.iter().map(String::as_str));
    let o = wavebed(&args);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = total(&o);
    for key in [
        "seed_false_positive",
        "seed_missed",
        "exact_false_positive",
        "exact_missed",
    ] {
        assert_eq!(field(&t, key), "0", "{t}");
    }
    let out = stdout(&o);
    let m = line_starting(&out, "mutation ");
    assert_eq!(
        field(m, "exact_detected"),
        field(m, "effective_mutants"),
        "{m}"
    );
    assert_eq!(field(m, "exact_rate"), "100.0", "{m}");
}

/// A listing whose race depends on how a FLAT counts (docs/assumptions.md):
/// the census labels it `cause=reading:flat` and counts it on the readings
/// line; under `--assume flat=both` it is no race and the line says so.
#[test]
fn reading_dependent_races_are_labelled_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let mut src =
        String::from(".amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\nds_read_b32 v1, v0\n");
    for i in 0..14 {
        src += &format!("ds_read_b32 v{}, v0\n", 10 + i);
    }
    src += "flat_load_dword v4, v[2:3]\nv_mov_b32_e32 v5, v1\ns_endpgm\n";
    let file = dir.path().join("flat_full.s");
    std::fs::write(&file, src).unwrap();
    let file = file.to_str().unwrap();
    let o = wavebed(&["census", "--races", "exact", file]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("CENSUS model=exact verdict=race cause=reading:flat "),
        "{out}"
    );
    assert!(out.contains(
        "\nreadings model=oracle reading:flat=1/0 reading:smem-wide-tokens=0/0 reading:backpressure=0/0 reading:lds-dma-lgkm=0/0 reading:flat-order=0/0 reading:xcnt-waits=0/0 reading:barrier-isfirst=not-compared reading:call-args=not-compared reading:lds-dma-order=not-compared reading:lds-cross-wave=not-compared reading:kernarg-pointers=not-compared reading:xcnt-branch=0/0 reading:workgroup=not-compared\n\
         assume: flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any\n"
    ), "{out}");
    assert!(total(&o).contains(" exact_races=1 "));
    let o = wavebed(&["census", "--assume", "flat=both", file]);
    let out = stdout(&o);
    assert!(out.contains("reading:flat=0/1 "), "{out}");
    assert!(out.contains("\nassume: flat=both "), "{out}");
    assert!(total(&o).contains(" exact_races=0 "));
    let o = wavebed(&["census", "--format", "json", file]);
    let last: serde_json::Value = serde_json::from_str(stdout(&o).lines().last().unwrap()).unwrap();
    assert_eq!(last["readings"]["flat"]["gone"], 1);
    assert_eq!(last["assume"]["flat"], "either");
}

/// `--paths all` (the default) censuses every path: a wait that protects
/// only the fall-through of an `s_cbranch_execz` leaves a race on the taken
/// path, which the walk (branches not taken) never sees. The race prints its
/// witness, the oracle agrees on it, and every maximal path was enumerated.
#[test]
fn every_path_is_censused_with_witnesses_and_coverage() {
    let dir = scratch("paths-all");
    let f = dir.join("skip.s");
    std::fs::write(
        &f,
        "global_load_dword v1, v[2:3], off\ns_cbranch_execz .Lskip\ns_waitcnt vmcnt(0)\n\
         v_mov_b32_e32 v5, v1\n.Lskip:\nv_mov_b32_e32 v6, v1\ns_endpgm\n",
    )
    .unwrap();
    let f = f.display().to_string();
    let o = wavebed(&["census", "--arch", "gfx950", "--races", "exact", &f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let k = line_starting(&out, "kernel=skip ");
    for (key, want) in [
        ("exact_races", "1"),
        ("oracle_races", "1"),
        ("exact_missed", "0"),
        ("exact_false_positive", "0"),
        ("instructions", "6"),
        ("paths", "all"),
        ("waits", "1"),
        ("unreached", "0"),
        ("enumerated", "1"),
        ("end", "all"),
    ] {
        assert_eq!(field(k, key), want, "{key}: {k}");
    }
    assert!(
        out.contains("  ==> v_mov_b32_e32 v6, v1\n  witness: L1 -> L6\nEND_RACE\n"),
        "{out}"
    );
    assert_eq!(
        line_starting(&out, "coverage "),
        "coverage paths=all waits=1 unreached_waits=0 unreached=0 enumerated=1/1"
    );
    // The walk takes the fall-through only.
    let w = wavebed(&["census", "--paths", "walk", "--arch", "gfx950", &f]);
    let walked = stdout(&w);
    let k = line_starting(&walked, "kernel=skip ");
    assert_eq!(field(k, "exact_races"), "0", "{k}");
    assert_eq!(field(k, "oracle_races"), "0", "{k}");
    assert!(!walked.contains("coverage "), "{walked}");
    // JSON: the same coverage and the witness.
    let j = wavebed(&[
        "census", "--arch", "gfx950", "--races", "exact", "--format", "json", &f,
    ]);
    let recs: Vec<serde_json::Value> = stdout(&j)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let kernel = recs.iter().find(|r| r["record"] == "kernel").unwrap();
    assert_eq!(kernel["paths"], "all");
    assert_eq!(kernel["enumerated"], true);
    let race = recs.iter().find(|r| r["record"] == "race").unwrap();
    assert_eq!(race["witness"], serde_json::json!(["L1", "L6"]));
    let total = recs.iter().find(|r| r["record"] == "total").unwrap();
    assert_eq!(total["coverage"]["waits"], 1);
}

/// A device function is censused as an entry of its own (`function=`), from
/// an unknown entry state: deleting the wait inside `shade` that its loads' results
/// need is a race every model and the oracle find there.
#[test]
fn device_functions_are_censused() {
    let text = std::fs::read_to_string(repo("corpus/kernels/gfx950/call_scale.s")).unwrap();
    let wait = "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\tv_fmac_f32_e32 v0, v2, v1\n";
    assert_eq!(text.matches(wait).count(), 1);
    let dir = scratch("device-function");
    let f = dir.join("call_scale.s");
    std::fs::write(&f, text.replace(wait, "\tv_fmac_f32_e32 v0, v2, v1\n")).unwrap();
    let o = wavebed(&["census", &f.display().to_string()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let k = line_starting(&out, "kernel=call_scale ");
    assert_eq!(field(k, "oracle_races"), "0", "{k}");
    let d = line_starting(&out, "function=shade ");
    // Two loads race with `v_fmac` and, handed back, with the return
    // (docs/paths.md section 10).
    for key in ["legacy_races", "seed_races", "exact_races", "oracle_races"] {
        assert_eq!(field(d, key), "4", "{key}: {d}");
    }
    // Device functions are not counted as kernels.
    assert_eq!(field(&total(&o), "kernels"), "1");
}

/// The census mutation over the LLVM-built gfx1200 and gfx1250 kernels: the
/// kernels are clean under exact, every wait deletion or weakening the oracle
/// shows to matter makes exact report a race, and legacy and seed (gfx9/gfx11
/// models) are not run there.
#[test]
fn gfx12_kernels_are_clean_and_their_weakened_waits_race() {
    let mut args = vec!["census".to_string(), "--mutate".to_string()];
    for arch in ["gfx1200", "gfx1250"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("corpus/kernels")
            .join(arch);
        let mut listings: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "s"))
            .map(|p| p.display().to_string())
            .collect();
        listings.sort();
        args.extend(listings);
    }
    let refs: Vec<&str> = args.iter().map(String::as_str).collect();
    let o = wavebed(&refs);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let t = total(&o);
    for key in [
        "exact_races",
        "exact_missed",
        "exact_false_positive",
        "legacy_races",
        "seed_races",
    ] {
        assert_eq!(field(&t, key), "0", "{key}: {t}");
    }
    let out = stdout(&o);
    let m = line_starting(&out, "mutation ");
    let effective: u64 = field(m, "effective_mutants").parse().unwrap();
    assert!(effective > 50, "{m}");
    assert_eq!(field(m, "exact_detected"), effective.to_string(), "{m}");
    assert_eq!(field(m, "seed_detected"), "0", "{m}");
}

/// The census judges every race `check` prints (docs/paths.md section 16):
/// races the widened all-paths analysis reports after a joined state, which
/// the model does not reproduce on the path the exploration recorded, are
/// counted as the model's races; before, the census counted them nowhere.
/// `guarded_loads_after_loop.s` reported 14 false positives until the join
/// kept each event's fewest younger tokens (section 2), now none, as the
/// oracle. Its mutant has two real races past the widened blocks - `v11`
/// overwritten after a `vmcnt(15)` that retires it only on paths that issued
/// a guarded load, and the last guarded load's `v55` overwritten with no
/// wait - which `check` and the census must count alike.
#[test]
fn widened_races_check_prints_are_census_races() {
    let original = repo("corpus/widening/guarded_loads_after_loop.s");
    let text = std::fs::read_to_string(&original).unwrap();
    let mutant = text
        .replacen(
            "  s_waitcnt vmcnt(15)\n  v_mov_b32 v10, 0",
            "  v_mov_b32 v55, 0\n  s_waitcnt vmcnt(15)\n  v_mov_b32 v10, 0",
            1,
        )
        .replacen(
            "  s_waitcnt vmcnt(14)\n  v_mov_b32 v11, 0",
            "  s_waitcnt vmcnt(15)\n  v_mov_b32 v11, 0",
            1,
        );
    assert_eq!(mutant.len(), text.len() + "  v_mov_b32 v55, 0\n".len());
    assert_ne!(mutant, text);
    let mutant_file = scratch("widened-mutant").join("guarded_loads_real_races.s");
    std::fs::write(&mutant_file, &mutant).unwrap();
    for (file, races) in [(original, 0), (mutant_file.display().to_string(), 2)] {
        let check = wavebed(&["check", "--format", "json", &file]);
        assert!(
            stderr(&check).contains("more than"),
            "{file}: the blocks after the loop widen: {}",
            stderr(&check)
        );
        let total = |o: &Output| -> serde_json::Value {
            let out = stdout(o);
            let last = out.lines().last().expect("a total record");
            serde_json::from_str(last).expect("JSON")
        };
        let check_races = total(&check)["races"].as_u64().expect("races");
        let census = total(&wavebed(&["census", "--format", "json", &file]));
        assert_eq!(census["exact_races"].as_u64(), Some(check_races), "{file}");
        let oracle = census["oracle_races"].as_u64().expect("oracle_races");
        let fp = census["exact_false_positive"].as_u64().expect("fp");
        let missed = census["exact_missed"].as_u64().expect("missed");
        assert_eq!(oracle + fp - missed, check_races, "{file}");
        assert_eq!(missed, 0, "{file}");
        // The join keeps each loop load's fewest younger tokens over the
        // joined paths, so the in-order retirement every path gives it
        // survives widening (docs/paths.md section 2): exactly the races the
        // oracle finds, no more.
        assert_eq!(fp, 0, "{file}");
        assert_eq!(check_races, races, "{file}: {}", stdout(&check));
    }
}
