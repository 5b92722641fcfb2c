//! External validation (docs/external.md): `corpus/external/<source>/*.s` are
//! minimal listings of the shapes other projects' tests and LLVM's AMDGPU wait
//! tests pin down, each written for wavebed with the fact it follows in its
//! header. Every `; expect[ARGS]: VERDICT [TOKEN...]` line is run as `wavebed
//! check ARGS FILE` (the listing, and for the default line also the code object
//! llvm-mc-22 assembles from it): the exit code must match the verdict and
//! every TOKEN (`type=LDS`, `access=write`) must appear on one `RACE` line.
//! The header's `; truth:` is what the source says; where wavebed's default
//! verdict differs, a `; class:` line must name the disagreement, and a race
//! the source reports must be found under some named reading unless its class
//! is an open miss.

use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};

/// One `; expect` line: the extra `check` arguments, the verdict, the tokens.
struct Expect {
    args: Vec<String>,
    race: bool,
    tokens: Vec<String>,
}

struct Shape {
    path: PathBuf,
    arch: String,
    truth_race: bool,
    class: Option<String>,
    expects: Vec<Expect>,
}

fn verdict_word(w: &str, file: &Path) -> bool {
    match w {
        "race" => true,
        "clean" => false,
        other => panic!(
            "{}: verdict `{other}` is neither race nor clean",
            file.display()
        ),
    }
}

fn header<'a>(src: &'a str, key: &str) -> Option<&'a str> {
    src.lines()
        .filter_map(|l| l.strip_prefix("; "))
        .find_map(|l| l.strip_prefix(key).and_then(|r| r.strip_prefix(": ")))
}

fn parse(path: &Path) -> Shape {
    let src = std::fs::read_to_string(path).unwrap();
    let name = path.display();
    assert!(
        header(&src, "source").is_some_and(|s| !s.trim().is_empty()),
        "{name}: no `; source:` line"
    );
    assert!(header(&src, "fact").is_some(), "{name}: no `; fact:` line");
    let truth = header(&src, "truth").unwrap_or_else(|| panic!("{name}: no `; truth:`"));
    let arch = src
        .lines()
        .find_map(|l| l.split("amdhsa--").nth(1))
        .and_then(|r| r.split('"').next())
        .unwrap_or_else(|| panic!("{name}: no .amdgcn_target"))
        .to_string();
    let mut expects = Vec::new();
    for line in src.lines() {
        let Some(rest) = line.strip_prefix("; expect") else {
            continue;
        };
        let (args, verdict) = if let Some(r) = rest.strip_prefix('[') {
            let (a, v) = r.split_once("]: ").expect("`; expect[ARGS]: VERDICT`");
            (a.split_whitespace().map(str::to_string).collect(), v)
        } else {
            let v = rest.strip_prefix(": ").expect("`; expect: VERDICT`");
            (Vec::new(), v)
        };
        let mut words = verdict.split_whitespace();
        let race = verdict_word(words.next().expect("a verdict"), path);
        expects.push(Expect {
            args,
            race,
            tokens: words.map(str::to_string).collect(),
        });
    }
    Shape {
        path: path.to_path_buf(),
        arch,
        truth_race: verdict_word(truth.trim(), path),
        class: header(&src, "class").map(str::to_string),
        expects,
    }
}

fn shapes() -> Vec<Shape> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/external");
    let mut files = Vec::new();
    for source in std::fs::read_dir(&root).unwrap() {
        let dir = source.unwrap().path();
        assert!(dir.is_dir(), "{}: sources are folders", dir.display());
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_some_and(|e| e == "s") {
                files.push(f);
            }
        }
    }
    files.sort();
    files.iter().map(|f| parse(f)).collect()
}

/// Runs `check ARGS path` and asserts the verdict and tokens of `e`.
fn assert_verdict(path: &Path, e: &Expect) {
    let o = Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .arg("check")
        .args(&e.args)
        .arg(path)
        .output()
        .expect("wavebed runs");
    let out = String::from_utf8(o.stdout).unwrap();
    let races: Vec<&str> = out.lines().filter(|l| l.starts_with("RACE ")).collect();
    let what = format!(
        "{} {:?}: {out}{}",
        path.display(),
        e.args,
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(
        o.status.code(),
        Some(i32::from(e.race)),
        "exit code, {what}"
    );
    assert_eq!(!races.is_empty(), e.race, "verdict, {what}");
    for t in &e.tokens {
        assert!(
            races.iter().any(|r| r.split(' ').any(|w| w == t)),
            "no RACE line with `{t}`, {what}"
        );
    }
}

#[test]
fn every_external_shape_states_its_source_truth_and_class() {
    let all = shapes();
    assert!(all.len() >= 30, "only {} external shapes", all.len());
    for s in &all {
        let name = s.path.display();
        let default = s
            .expects
            .iter()
            .find(|e| e.args.is_empty())
            .unwrap_or_else(|| panic!("{name}: no default `; expect:` line"));
        if default.race != s.truth_race {
            assert!(
                s.class.is_some(),
                "{name}: the default verdict differs from the source's and no `; class:` names why"
            );
        }
        let open_miss = s
            .class
            .as_deref()
            .is_some_and(|c| c.starts_with("MISS (open)"));
        if s.truth_race && !open_miss {
            assert!(
                s.expects.iter().any(|e| e.race),
                "{name}: a race the source reports is found under no reading"
            );
        }
    }
}

#[test]
fn every_external_listing_gives_its_expected_verdicts() {
    for s in shapes() {
        for e in &s.expects {
            assert_verdict(&s.path, e);
        }
    }
}

/// The default verdict of each listing holds for the code object llvm-mc-22
/// assembles from it too (the objdump front end, not the listing reader).
#[test]
fn every_external_code_object_gives_the_default_verdict() {
    let (Some(mc), Some(_)) = (find_llvm_tool("llvm-mc"), find_llvm_tool("llvm-objdump")) else {
        assert!(
            !llvm_required(),
            "llvm-mc/llvm-objdump not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: LLVM 22 not found; external code objects not checked");
        return;
    };
    let dir = std::env::temp_dir().join(format!("wavebed-external-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for s in shapes() {
        let co = dir.join(s.path.with_extension("co").file_name().unwrap());
        let o = Command::new(&mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", s.arch),
                "-filetype=obj",
            ])
            .arg(&s.path)
            .arg("-o")
            .arg(&co)
            .output()
            .unwrap();
        assert!(
            o.status.success(),
            "{}: {}",
            s.path.display(),
            String::from_utf8_lossy(&o.stderr)
        );
        for e in s.expects.iter().filter(|e| e.args.is_empty()) {
            assert_verdict(&co, e);
        }
    }
    std::fs::remove_dir_all(&dir).ok();
}
