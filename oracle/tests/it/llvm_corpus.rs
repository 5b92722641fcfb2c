//! The LLVM peer's findings in corpus/llvm/ stay true: each report's listing
//! (with LLVM's waits) is judged again under the default assumption set and
//! keeps its verdict (the unsound reading, or the over-wait cause); the
//! report states that set, the verdict and the `--assume` switches it depends
//! on as a re-judgement finds them; its MIR is what the translation gives
//! today; and, with llc-22, the pass still places the same waits.

use std::path::PathBuf;

use wavebed_model::assume::Assumptions;
use wavebed_model::isa::tools::find_llvm_tool;
use wavebed_model::profile::Arch;
use wavebed_oracle::peers::llvm::campaign::{
    judge_compiled, llvm_wait_texts, parse_case, race_reading_note, reading_dependence, run_batch,
    verdict, Finding, Outcome,
};
use wavebed_oracle::peers::llvm::judge::{Cause, JudgeConfig};
use wavebed_oracle::peers::llvm::{FlatOperand, Llc, LlvmPeer};

struct Report {
    name: String,
    /// The `#` header lines before the listing.
    header: Vec<String>,
    finding: Finding,
    arch: Arch,
    flat: FlatOperand,
    listing: Vec<String>,
    mir: String,
}

fn reading(name: &str) -> Option<&'static str> {
    ["flat", "lds-dma-lgkm", "capacity"]
        .into_iter()
        .find(|r| *r == name)
}

fn parse(name: String, text: &str) -> Report {
    let lines: Vec<&str> = text.lines().collect();
    let head = lines[0];
    let finding = if let Some(class) = head.split(" class=").nth(1) {
        // One of LLVM's documented classes (docs/llvm-peer.md sections 7, 10).
        let class = class.trim_end_matches(')');
        Finding::Class(
            ["xcnt-vmem-dest", "xcnt-async", "xcnt-join-switch"]
                .into_iter()
                .find(|c| *c == class)
                .expect("a documented class"),
        )
    } else if let Some(rest) = head.split("reading=").nth(1) {
        Finding::Unsound(reading(rest.trim_end_matches(')')))
    } else {
        let cause = head
            .split("cause=")
            .nth(1)
            .and_then(|r| r.split_whitespace().next())
            .expect("cause");
        let c = Cause::ALL
            .into_iter()
            .find(|c| c.name() == cause)
            .expect("known cause");
        Finding::OverWait(c)
    };
    let field = |key: &str| {
        lines[1]
            .split_whitespace()
            .find_map(|w| w.strip_prefix(key))
            .expect("header field")
            .to_string()
    };
    let arch: Arch = field("arch=").parse().unwrap();
    let flat = match field("flat-memory-operand=").as_str() {
        "generic" => FlatOperand::Generic,
        _ => FlatOperand::Global,
    };
    let start = lines
        .iter()
        .position(|l| l.starts_with("# listing with LLVM's waits:"))
        .expect("listing")
        + 1;
    let listing = lines[start..]
        .iter()
        .take_while(|l| l.starts_with("#   "))
        .map(|l| l["#   ".len()..].to_string())
        .collect();
    let mir_at = text.find("\n---\n").expect("MIR document") + 1;
    let header = lines[..start].iter().map(|l| l.to_string()).collect();
    Report {
        name,
        header,
        finding,
        arch,
        flat,
        listing,
        mir: text[mir_at..].to_string(),
    }
}

fn reports() -> Vec<Report> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/llvm");
    let mut out: Vec<Report> = std::fs::read_dir(&dir)
        .expect("corpus/llvm exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mir"))
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            parse(name, &std::fs::read_to_string(&p).unwrap())
        })
        .collect();
    out.sort_by(|a, b| a.name.cmp(&b.name));
    out
}

#[test]
fn findings_keep_their_verdicts() {
    let all = reports();
    assert!(all.len() >= 5, "corpus/llvm holds the campaign's examples");
    for r in &all {
        let case = parse_case(r.arch, "t", &r.listing, r.flat).expect("listing parses");
        let cfg = JudgeConfig::new(Assumptions::new().profile(r.arch));
        let o = judge_compiled(&cfg, &case.kernel);
        assert!(
            r.finding.holds(&o),
            "{}: {:?} no longer holds",
            r.name,
            r.finding
        );
        // The header states the set, the verdict and its dependences.
        let has = |line: String| {
            assert!(
                r.header.contains(&line),
                "{}: no `{line}` in {:#?}",
                r.name,
                r.header
            )
        };
        assert!(
            r.header[1].ends_with(&format!("assumptions: {}", cfg.assumptions())),
            "{}: {}",
            r.name,
            r.header[1]
        );
        has(format!("# verdict: {}", verdict(&o)));
        let deps = reading_dependence(&cfg, &case.kernel);
        assert_eq!(
            deps.len(),
            wavebed_model::assume::NUM_READINGS
                - wavebed_model::assume::DECODE_TIME.len()
                - wavebed_model::assume::LDS_ONLY.len(),
            "one alternative per profile reading (decode-time readings are not flipped)"
        );
        for d in deps.iter().filter(|d| d.changes) {
            has(format!(
                "# depends on --assume {}: under {} it is {}",
                d.key, d.alternative, d.verdict
            ));
        }
        if deps.iter().all(|d| !d.changes) {
            has(
                "# no --assume switch changes the verdict (every single-switch alternative tried)"
                    .into(),
            );
        }
        if r.finding == Finding::Unsound(Some("lds-dma-lgkm")) {
            assert!(
                deps.iter().any(|d| d.key == "lds-dma-lgkm" && d.changes),
                "{}: {deps:?}",
                r.name
            );
        }
        if let Finding::Class(_) = r.finding {
            has(format!("# reading=none: {}", race_reading_note(None)));
        }
        if let Finding::Unsound(reading) = r.finding {
            has(format!(
                "# reading={}: {}",
                reading.unwrap_or("none"),
                race_reading_note(reading)
            ));
        }
        // The pass's input is today's translation of the listing.
        let name = r
            .mir
            .lines()
            .nth(1)
            .unwrap()
            .trim_start_matches("name:")
            .trim();
        let prepared = LlvmPeer::prepare(r.arch, name, &case.kernel, r.flat).expect("translates");
        assert_eq!(prepared.mir.text, r.mir, "{}", r.name);
    }
}

#[test]
fn the_pass_still_places_the_same_waits() {
    if find_llvm_tool("llc").is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "WAVEBED_REQUIRE_LLVM=1 but llc is missing"
        );
        return;
    }
    for r in reports() {
        let mut peer = LlvmPeer::new(Llc::new(None, r.arch).expect("llc runs"));
        let case = parse_case(r.arch, "t", &r.listing, r.flat).expect("listing parses");
        let cfg = JudgeConfig::new(r.arch.profile());
        let o = run_batch(&mut peer, &cfg, std::slice::from_ref(&case)).expect("runs");
        let Outcome::Judged(ans, _) = &o[0] else {
            panic!("{}: {:?}", r.name, o[0])
        };
        let recorded: Vec<String> = r
            .listing
            .iter()
            .filter(|l| l.starts_with("s_wait"))
            .cloned()
            .collect();
        assert_eq!(llvm_wait_texts(ans), recorded, "{}", r.name);
        assert!(r.finding.holds(&o[0]), "{}", r.name);
    }
}

/// One minimal over-wait example per cause. `barrier` has none: the pass
/// alone puts no wait before `s_barrier` on these targets (they have the
/// back-off barrier; the `lgkmcnt(0)` before a barrier in compiled code comes
/// from a fence, docs/llvm-peer.md section 5), so only the census's LLVM
/// column sees it.
#[test]
fn every_over_wait_cause_but_barrier_has_an_example() {
    let all = reports();
    for c in Cause::ALL {
        let has = all.iter().any(|r| r.finding == Finding::OverWait(c));
        assert_eq!(has, c != Cause::Barrier, "{c}: example in corpus/llvm");
    }
}
