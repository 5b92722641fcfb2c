//! `wavebed diff values` through the real binary: the summary line, the
//! JSON summary, and the same report for the same seed.

use std::process::Command;

fn wavebed(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn diff_values_reports_a_clean_seeded_campaign() {
    let (code, out) = wavebed(&["diff", "values", "--cases", "40", "--seed", "2"]);
    assert_eq!(code, 0, "{out}");
    let last = out.lines().last().unwrap();
    assert!(last.starts_with("cases=40 runs=160 claims="), "{last}");
    assert!(last.contains(" unsound_cases=0 unsound=0 "), "{last}");
    let (_, again) = wavebed(&["diff", "values", "--cases", "40", "--seed", "2"]);
    assert_eq!(out, again, "same seed, same report");
    let (code, json) = wavebed(&[
        "diff", "values", "--cases", "10", "--start", "30", "--seed", "2", "--format", "json",
        "--draws", "1",
    ]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(json.lines().last().unwrap()).unwrap();
    assert_eq!(v["cases"], 10);
    assert_eq!(v["start"], 30);
    assert_eq!(v["unsound_cases"], 0);
    assert_eq!(
        v["ends"]["endpgm"].as_u64().unwrap() + v["ends"]["unknown_branch"].as_u64().unwrap(),
        10
    );
}
