//! `wavebed diff counters --lds`: the LDS model (all paths) against the
//! multi-wave LDS oracle on generated programs (docs/lds-oracle.md section 6).
//! Arguments in, report out: the campaign is `wavebed_oracle::lds::campaign`.

use std::io::Write;

use wavebed_oracle::counters::OracleKind;
use wavebed_oracle::lds::campaign::{run as run_campaign, LdsCampaign};
use wavebed_oracle::lds::enumerate::DEFAULT_BUDGET;
use wavebed_oracle::lds::gen::{LdsGenConfig, LDS_ARCHS};
use wavebed_oracle::lds::model::LdsOracle;
use wavebed_oracle::lds::record::{LdsExampleRecord, LdsSummaryRecord};
use wavebed_oracle::lds::{LdsReadings, MAX_OPS};

use super::counters::Args;
use crate::cli::out::{json_text, Out};
use crate::cli::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

pub fn run(args: &Args, out: &mut Out) -> Outcome {
    let archs = match args.arch {
        Some(a) if LDS_ARCHS.contains(&a) => vec![a],
        Some(a) => {
            return Err(CliError::Usage(format!(
                "--lds --arch {a}: LDS programs exist for {}",
                LDS_ARCHS.map(|a| a.name()).join(", ")
            )))
        }
        None => LDS_ARCHS.to_vec(),
    };
    let mut assume = args.assume.set();
    // `--lds-dma-in-order` is `--assume lds-dma-order=in-order`, for the
    // model and the oracle alike.
    if args.lds_dma_in_order {
        assume
            .set("lds-dma-order=in-order")
            .map_err(|e| CliError::Usage(e.0))?;
    }
    let readings = LdsReadings::of(&assume.profile(archs[0]));
    let oracle = match args.oracle {
        OracleKind::Closed => LdsOracle::Closed(readings),
        OracleKind::Enumerate => LdsOracle::Enumerate(DEFAULT_BUDGET, readings),
    };
    let max_ops = (args.max_len as usize).min(MAX_OPS);
    // The generator's default length unless --max-len asks for less.
    let gen = LdsGenConfig {
        max_ops: max_ops.min(LdsGenConfig::default().max_ops),
        ..LdsGenConfig::default()
    };
    let campaign = LdsCampaign {
        cases: args.cases,
        seed: args.seed,
        oracle,
        gen,
        profiles: archs.iter().map(|&a| assume.profile(a)).collect(),
        max_examples: 16,
    };
    let s = run_campaign(&campaign).map_err(|e| CliError::Input(Box::new(e)))?;
    match args.format {
        Format::Text => {
            writeln!(
                out,
                "lds model=all-paths oracle={} seed={} max_ops={} archs={} dma-order={} cross-wave={}",
                args.oracle,
                args.seed,
                gen.max_ops,
                archs.iter().map(|a| a.name()).collect::<Vec<_>>().join(","),
                if readings.dma_in_order {
                    "in-order"
                } else {
                    "window"
                },
                if readings.cross_wave_all {
                    "all"
                } else {
                    "barriers"
                }
            )?;
            writeln!(out, "assume: {assume}")?;
            for (k, n) in &s.missed_by_kind {
                writeln!(out, "missed {k}: {n}")?;
            }
            for (k, n) in &s.imprecise_by_kind {
                writeln!(out, "imprecise {k}: {n}")?;
            }
            for e in &s.examples {
                writeln!(out, "example {} {} (minimized):", e.verdict, e.kind)?;
                write!(out, "{}", e.listing)?;
            }
            writeln!(out, "{}", s.line())?;
        }
        Format::Json => {
            for e in &s.examples {
                writeln!(out, "{}", json_text(&LdsExampleRecord::of(e))?)?;
            }
            let summary =
                LdsSummaryRecord::of(&s, &campaign, args.oracle.name(), readings, &assume);
            writeln!(out, "{}", json_text(&summary)?)?;
        }
    }
    out.flush()?;
    Ok(if s.failed() {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}
