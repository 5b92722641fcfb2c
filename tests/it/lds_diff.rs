//! The LDS differential end to end (docs/lds-oracle.md section 6): the
//! `lds_oracles` property under bolero, `wavebed diff counters --lds` (its
//! report, exit code, JSON and refusals) and a minimized counterexample
//! through `wavebed check`.

use std::process::{Command, Output};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

#[test]
fn lds_property_holds() {
    bolero::check!().for_each(|bytes: &[u8]| {
        if let Err(e) = wavebed_fuzzing::lds_oracles(bytes) {
            panic!("{e}");
        }
    });
}

#[test]
fn diff_counters_lds_reports_the_models_misses() {
    let out = wavebed(&["diff", "counters", "--lds", "--cases", "300", "--seed", "5"]);
    let text = String::from_utf8_lossy(&out.stdout);
    // The model misses cross-wave races no barrier separates: exit 1.
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.starts_with("lds model=all-paths oracle=closed seed=5"),
        "{text}"
    );
    assert!(text.contains("\nassume: flat=either"), "{text}");
    assert!(
        text.contains("missed cross-wave-RAW-no-barrier: "),
        "{text}"
    );
    // The model's in-order DMA exemption is a same-wave WAW miss under the
    // default reading, and none under its own.
    assert!(text.contains("missed same-wave-WAW: "), "{text}");
    let own = wavebed(&[
        "diff",
        "counters",
        "--lds",
        "--cases",
        "300",
        "--seed",
        "5",
        "--lds-dma-in-order",
    ]);
    let own = String::from_utf8_lossy(&own.stdout);
    assert!(own.contains(" dma-order=in-order\n"), "{own}");
    assert!(!own.contains("missed same-wave"), "{own}");
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("cases=300 oracle_races="), "{last}");
    // The same seed, the enumerator: the same figures.
    let en = wavebed(&[
        "diff",
        "counters",
        "--lds",
        "--cases",
        "300",
        "--seed",
        "5",
        "--oracle",
        "enumerate",
    ]);
    let en_text = String::from_utf8_lossy(&en.stdout);
    assert_eq!(en_text.lines().last(), Some(last));
    // JSON: one summary object last.
    let js = wavebed(&[
        "diff", "counters", "--lds", "--cases", "50", "--format", "json",
    ]);
    let line = String::from_utf8_lossy(&js.stdout)
        .lines()
        .last()
        .unwrap()
        .to_string();
    let v: serde_json::Value = serde_json::from_str(&line).unwrap();
    assert_eq!(v["cases"], 50);
    assert!(v["missed_by_kind"].is_object(), "{line}");
    // Architectures without LDS programs are refused.
    let bad = wavebed(&["diff", "counters", "--lds", "--arch", "gfx1151"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn a_minimized_missed_race_is_a_listing_check_reads() {
    let out = wavebed(&[
        "diff", "counters", "--lds", "--cases", "100", "--arch", "gfx942",
    ]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let start = text
        .find("example missed cross-wave-RAW-no-barrier (minimized):\n")
        .unwrap_or_else(|| panic!("{text}"));
    let rest = &text[start..];
    let body_start = rest.find('\n').unwrap() + 1;
    let body_end = rest.find("s_endpgm\n").unwrap() + "s_endpgm\n".len();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lds.s");
    std::fs::write(&path, &rest[body_start..body_end]).unwrap();
    let check = wavebed(&["check", path.to_str().unwrap()]);
    // The front end reads it (no error exit); what `check` reports on it is
    // the model's business.
    assert_ne!(
        check.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
}
