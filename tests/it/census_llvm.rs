//! `wavebed census --llvm`: the LLVM column on compiled kernels. Each
//! kernel's own waits (clang-22 chose them) are judged as LLVM's; the numbers
//! must be those of `wavebed diff llvm --compiled` on the same files, in text,
//! JSON and Markdown. No llc run is needed (the waits are in the listings).

use std::path::Path;
use std::process::{Command, Output};

fn wavebed(args: &[String]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// The compiled listings of `arch` in corpus/kernels, sorted.
fn listings(arch: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/kernels")
        .join(arch);
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .map(|p| p.display().to_string())
        .collect();
    v.sort();
    v
}

fn args(head: &[&str], files: &[String]) -> Vec<String> {
    head.iter()
        .map(|s| s.to_string())
        .chain(files.iter().cloned())
        .collect()
}

/// The value of `key=` in a `key=value` line.
fn field<'a>(line: &'a str, key: &str) -> &'a str {
    line.split(' ')
        .find_map(|kv| kv.strip_prefix(key).and_then(|v| v.strip_prefix('=')))
        .unwrap_or_else(|| panic!("no {key}= in {line}"))
}

#[test]
fn census_llvm_column_matches_diff_llvm_compiled() {
    for arch in ["gfx942", "gfx950", "gfx1151"] {
        let files = listings(arch);
        assert!(files.len() >= 10, "{arch}: {files:?}");
        let diff = wavebed(&args(
            &["diff", "llvm", "--compiled", "--arch", arch],
            &files,
        ));
        assert_eq!(diff.status.code(), Some(0), "{diff:?}");
        let diff_out = stdout(&diff);
        let summary = diff_out.lines().last().unwrap();
        let census = wavebed(&args(&["census", "--llvm", "--arch", arch], &files));
        assert_eq!(census.status.code(), Some(0), "{census:?}");
        let out = stdout(&census);
        let total = out
            .lines()
            .find(|l| l.starts_with("llvm total "))
            .unwrap_or_else(|| panic!("no llvm total line:\n{out}"));
        assert_eq!(field(total, "kernels"), field(summary, "cases"), "{arch}");
        for key in ["unsound", "waits", "over_wait", "tight"] {
            assert_eq!(field(total, key), field(summary, key), "{arch} {key}");
        }
        assert!(
            field(total, "waits").parse::<u64>().unwrap() > 50,
            "{total}"
        );
        // Every over-wait line of diff llvm appears under its kernel.
        let waits = |s: &str| {
            let mut v: Vec<String> = s
                .lines()
                .filter_map(|l| l.split_once("WAIT ").map(|(_, w)| w.to_string()))
                .collect();
            v.sort();
            v
        };
        assert_eq!(waits(&out), waits(&diff_out), "{arch}");
        // One `  llvm paths=` line per kernel line.
        let kernels = out.lines().filter(|l| l.starts_with("kernel=")).count();
        let per_kernel = out
            .lines()
            .filter(|l| l.starts_with("  llvm paths="))
            .count();
        assert_eq!(kernels, per_kernel);
        // Every cause diff llvm counts is in the census's causes field.
        for l in diff_out
            .lines()
            .filter(|l| l.starts_with("over_wait cause="))
        {
            let (cause, n) = l["over_wait cause=".len()..].split_once(": ").unwrap();
            let n = n.split(' ').next().unwrap();
            assert!(
                field(total, "causes").contains(&format!("{cause}:{n}")),
                "{arch} {cause}:{n} in {total}"
            );
        }
    }
}

#[test]
fn census_llvm_json_and_markdown_carry_the_same_totals() {
    let files = listings("gfx942");
    let text = stdout(&wavebed(&args(&["census", "--llvm"], &files)));
    let total = text.lines().find(|l| l.starts_with("llvm total ")).unwrap();
    let json = stdout(&wavebed(&args(
        &["census", "--llvm", "--format", "json"],
        &files,
    )));
    let records: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Device functions (a `function` key) are censused but not judged as LLVM's.
    let kernels = records
        .iter()
        .filter(|r| r["record"] == "kernel" && r.get("function").is_none())
        .count();
    let llvm: Vec<_> = records.iter().filter(|r| r["record"] == "llvm").collect();
    assert_eq!(llvm.len(), kernels);
    let last = records.last().unwrap();
    assert_eq!(last["record"], "total");
    let t = &last["llvm"];
    for key in ["kernels", "unsound", "waits", "over_wait", "tight"] {
        assert_eq!(t[key].to_string(), field(total, key), "{key}");
    }
    let summed: u64 = llvm.iter().map(|r| r["over_wait"].as_u64().unwrap()).sum();
    assert_eq!(t["over_wait"].as_u64(), Some(summed));
    let listed: usize = llvm
        .iter()
        .map(|r| r["over_waits"].as_array().unwrap().len())
        .sum();
    assert_eq!(listed as u64, summed, "one over_waits entry per over-wait");
    let md = stdout(&wavebed(&args(
        &["census", "--llvm", "--format", "md"],
        &files,
    )));
    let row = md
        .lines()
        .find(|l| l.starts_with("| total | "))
        .unwrap_or_else(|| panic!("no LLVM total row:\n{md}"));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    assert_eq!(cells[2], field(total, "kernels"));
    assert_eq!(cells[3], field(total, "waits"));
    assert_eq!(cells[5], field(total, "over_wait"));
}

#[test]
fn census_llvm_judges_a_hand_made_over_wait_and_is_off_by_default() {
    let dir = std::env::temp_dir().join(format!("wavebed-census-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The gfx950 example with LLVM's wait in place: lgkmcnt(1) does.
    let f = dir.join("mixed.s");
    std::fs::write(
        &f,
        "\tds_read_b32 v1, v0\n\tds_read_b32 v2, v0\n\ts_load_dword s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n\tv_add_f32_e32 v3, v1, v1\n\ts_endpgm\n",
    )
    .unwrap();
    let f = f.display().to_string();
    let o = wavebed(&args(
        &["census", "--llvm", "--arch", "gfx950"],
        std::slice::from_ref(&f),
    ));
    let out = stdout(&o);
    assert!(
        out.contains(
            "  llvm WAIT line=4 llvm=lgkmcnt(0) weakest=lgkmcnt(1) verdict=over_wait cause=mixed-class"
        ),
        "{out}"
    );
    assert!(
        out.contains("llvm total kernels=1 unsound=0 waits=1 over_wait=1 tight=0"),
        "{out}"
    );
    let plain = stdout(&wavebed(&args(&["census", "--arch", "gfx950"], &[f])));
    assert!(
        !plain
            .lines()
            .any(|l| l.starts_with("llvm ") || l.starts_with("  llvm ")),
        "{plain}"
    );
}
