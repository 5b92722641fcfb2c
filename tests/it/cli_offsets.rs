//! `wavebed canon` and `wavebed diff offsets` through the real binary.

use std::process::Command;

fn wavebed(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn canon_sliding_window_old_38_new_1() {
    let (code, out, _) = wavebed(&[
        "canon",
        "corpus/chains/sliding_window.mlir",
        "--rule",
        "old",
        "--stats",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().last().unwrap(),
        "accesses=38 distinct_bases=38 adds=38 immediates=0 address_regs=38 xors=0"
    );
    let (code, out, _) = wavebed(&[
        "canon",
        "corpus/chains/sliding_window.mlir",
        "--rule",
        "new",
        "--stats",
    ]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().last().unwrap(),
        "accesses=38 distinct_bases=1 adds=0 immediates=38 address_regs=1 xors=0"
    );
    assert!(out.starts_with("module {\n  func.func @swa_plain(%arg0: i32) -> bf16 {\n"));
}

#[test]
fn canon_prints_flydsl_syntax() {
    let (code, out, _) = wavebed(&["canon", "corpus/chains/transform/03_static_static.mlir"]);
    assert_eq!(code, 0);
    assert!(out.contains("%1 = fly.add_offset(%arg0, %0) : (!fly.ptr<f32, shared>, !fly.int_tuple<96>) -> !fly.ptr<f32, shared>"), "{out}");
}

#[test]
fn canon_bad_input_exits_2_with_position() {
    let dir = std::env::temp_dir().join(format!("wavebed-canon-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("bad.mlir");
    std::fs::write(&f, "func.func @f(%p: !fly.ptr<f32, shared>) {\n  %a = fly.ptr.load(%q) : (!fly.ptr<f32, shared>) -> f32\n  return\n}\n").unwrap();
    let (code, out, err) = wavebed(&["canon", f.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("bad.mlir:2:21: use of undefined value %q"),
        "{err}"
    );
    let (code, _, err) = wavebed(&["canon", "no/such/file.mlir"]);
    assert_eq!(code, 2);
    assert!(err.contains("no/such/file.mlir"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn diff_offsets_is_deterministic_and_clean() {
    let args = ["diff", "offsets", "--cases", "300", "--seed", "3"];
    let (code, out, _) = wavebed(&args);
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("cases=300 agree="), "{last}");
    assert!(
        last.contains(" wrong_address=0 ") && last.ends_with(" nonterminating=0"),
        "{last}"
    );
    let (_, again, _) = wavebed(&args);
    assert_eq!(out, again);
    let (code, out, _) = wavebed(&[
        "diff", "offsets", "--rule", "old", "--cases", "300", "--seed", "3",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("runtime+constant merges by rule old: "));
    let (code, json, _) = wavebed(&["diff", "offsets", "--cases", "20", "--format", "json"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = json.lines().collect();
    assert!(lines.len() >= 21);
    assert!(
        lines[0].starts_with("{\"") && lines[lines.len() - 1].contains("\"summary\":\"cases=20 ")
    );
}

#[test]
fn diff_offsets_emit_writes_parsable_chains() {
    let dir = std::env::temp_dir().join(format!("wavebed-emit-{}", std::process::id()));
    let (code, _, _) = wavebed(&[
        "diff",
        "offsets",
        "--emit",
        dir.to_str().unwrap(),
        "--cases",
        "5",
        "--seed",
        "9",
    ]);
    assert_eq!(code, 0);
    for i in 0..5 {
        let f = dir.join(format!("case-{i:05}.mlir"));
        let (code, out, err) = wavebed(&["canon", f.to_str().unwrap(), "--stats"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.lines().last().unwrap().starts_with("accesses="));
    }
    std::fs::remove_dir_all(dir).ok();
}

/// `canon --rule peel` on the swizzled sliding-window input: the module as
/// `new` prints it, a `// peel:` comment before each split access, and the
/// honest metric (4 address registers instead of 38; docs/offsets.md section 6).
#[test]
fn canon_peel_swizzled_sliding_window() {
    let f = "corpus/chains/swizzled/s343/sliding_window.mlir";
    let (code, out, _) = wavebed(&["canon", f, "--rule", "new", "--stats"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().last().unwrap(),
        "accesses=38 distinct_bases=1 adds=38 immediates=0 address_regs=38 xors=38"
    );
    let (code, out, _) = wavebed(&["canon", f, "--rule", "peel", "--stats"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.lines().last().unwrap(),
        "accesses=38 distinct_bases=1 adds=28 immediates=38 address_regs=4 xors=4"
    );
    assert_eq!(out.matches("// peel: S<3,4,3>(%").count(), 38, "{out}");
    assert!(
        out.contains("+ 256 B) + 8 B immediate (base aligned to 16 B)"),
        "{out}"
    );
}

#[test]
fn diff_offsets_peel_is_clean_against_new() {
    let (code, out, _) = wavebed(&[
        "diff", "offsets", "--rule", "peel", "--cases", "300", "--seed", "3",
    ]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("cost rule=peel: ") && out.contains("cost rule=new: "),
        "{out}"
    );
    assert!(out.contains("cases where peel needs fewer address registers than new: "));
    let last = out.lines().last().unwrap();
    assert!(
        last.contains(" wrong_address=0 ") && last.ends_with(" nonterminating=0"),
        "{last}"
    );
}
