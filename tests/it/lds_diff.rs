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
fn diff_counters_lds_smoke_misses_nothing_under_either_reading() {
    let out = wavebed(&["diff", "counters", "--lds", "--cases", "300", "--seed", "5"]);
    let text = String::from_utf8_lossy(&out.stdout);
    // The model misses no race under the default readings: exit 0.
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.starts_with("lds model=all-paths oracle=closed seed=5"),
        "{text}"
    );
    assert!(
        text.contains(" dma-order=window cross-wave=barriers\n"),
        "{text}"
    );
    assert!(text.contains("\nassume: flat=either"), "{text}");
    assert!(!text.contains("\nmissed "), "{text}");
    assert!(text.contains(" missed=0 missed_programs=0 "), "{text}");
    // Nor under the other readings, model and oracle alike.
    for reading in [
        &["--assume", "lds-cross-wave=all"][..],
        &["--assume", "lds-dma-order=in-order"][..],
        &["--lds-dma-in-order"][..],
    ] {
        let mut args = vec!["diff", "counters", "--lds", "--cases", "300", "--seed", "5"];
        args.extend_from_slice(reading);
        let o = wavebed(&args);
        let t = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{reading:?}: {t}");
        assert!(t.contains(" missed=0 missed_programs=0 "), "{t}");
    }
    let all = wavebed(&[
        "diff",
        "counters",
        "--lds",
        "--cases",
        "300",
        "--seed",
        "5",
        "--assume",
        "lds-cross-wave=all",
    ]);
    let all = String::from_utf8_lossy(&all.stdout);
    assert!(all.contains(" cross-wave=all\n"), "{all}");
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
fn a_minimized_imprecise_race_is_a_listing_check_reads() {
    let out = wavebed(&[
        "diff", "counters", "--lds", "--cases", "100", "--arch", "gfx942",
    ]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let start = text
        .find("example imprecise cross-wave-RAW (minimized):\n")
        .unwrap_or_else(|| panic!("{text}"));
    let rest = &text[start..];
    let body_start = rest.find('\n').unwrap() + 1;
    let body_end = rest.find("s_endpgm\n").unwrap() + "s_endpgm\n".len();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lds.s");
    std::fs::write(&path, &rest[body_start..body_end]).unwrap();
    let check = wavebed(&["check", path.to_str().unwrap()]);
    // The front end reads it. The campaign's model judges footprints from
    // local constants only; `check` takes them from the value analysis
    // (docs/lds.md section 10), which may prove the campaign's unproven race
    // disjoint: then it is clean, else it is still reported as unproven.
    // Beside it `check` may prove another pair: a constant address every
    // wave writes between two barriers (docs/lds.md section 15), which the
    // campaign's default reading does not pair.
    let stdout = String::from_utf8_lossy(&check.stdout);
    let proven = |l: &str| {
        !l.contains(" address=unknown")
            && [
                "cause=same-instruction",
                "cause=no-barrier",
                "cause=split-barrier-window",
            ]
            .iter()
            .any(|c| l.contains(c))
    };
    let races: Vec<&str> = stdout.lines().filter(|l| l.starts_with("RACE ")).collect();
    match check.status.code() {
        Some(0) => assert!(races.is_empty(), "{stdout}"),
        Some(1) => assert!(
            races
                .iter()
                .all(|l| l.contains(" address=unknown") || proven(l)),
            "{stdout}"
        ),
        other => panic!("{other:?}: {}", String::from_utf8_lossy(&check.stderr)),
    }
}
