//! `wavebed diff offsets`: a deterministic campaign of generated offset
//! chains, one rule set against the chain evaluator, with the cost of both
//! rule sets; `--emit DIR` writes the chains as Fly MLIR instead (for the
//! FlyDSL peer).

use std::io::Write;
use std::path::{Path, PathBuf};

use wavebed_model::chain::{self, Rule};
use wavebed_oracle::offsets::record::{CaseRecord, ExampleRecord, SummaryRecord};
use wavebed_oracle::offsets::{campaign, gen, run_case, Campaign};

use crate::cli::canon::RuleArg;
use crate::cli::out::{json_text, Out};
use crate::cli::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Each case is a generated chain (sharing, multi-use inner ops, recast_iter \
barriers, zero/negative/near-limit constants, every address space, swizzles, divisibility, depth \
up to 8), rewritten by the rule set, lowered, and compared with the evaluator by exact linear \
forms and random and extreme i32 assignments. Verdicts: agree, wrong_address (a difference with \
no overflow anywhere), overflow_sensitive (differs only where an i32 sum overflows on a 64-bit \
pointer), not_canonical, nonterminating. The last line is \
`cases=N agree=A wrong_address=W overflow_sensitive=O not_canonical=C nonterminating=T`.\n\n\
Exit codes: 0 clean, 1 if wrong_address > 0 or nonterminating > 0, 2 errors."
)]
pub struct Args {
    /// Rule set under test.
    #[arg(long, value_enum, default_value_t = RuleArg::New)]
    pub rule: RuleArg,
    /// Number of generated cases.
    #[arg(long, default_value_t = 1000)]
    pub cases: u64,
    /// Campaign seed (same seed, same cases, same report).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Output format (json: one object per case, then examples and a summary).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Write the cases as DIR/case-NNNNN.mlir (Fly MLIR) and exit.
    #[arg(long, value_name = "DIR")]
    pub emit: Option<PathBuf>,
}

fn emit(dir: &Path, seed: u64, cases: u64) -> Outcome {
    std::fs::create_dir_all(dir).map_err(|e| CliError::input(dir, e))?;
    for i in 0..cases {
        let text = chain::print(&gen::case_module(seed, i));
        let path = dir.join(format!("case-{i:05}.mlir"));
        let tmp = path.with_extension("mlir.tmp");
        std::fs::write(&tmp, text)
            .and_then(|_| std::fs::rename(&tmp, &path))
            .map_err(|e| CliError::input(&path, e))?;
    }
    eprintln!("wrote {cases} chains to {}", dir.display());
    Ok(EXIT_CLEAN)
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    if let Some(dir) = &args.emit {
        return emit(dir, args.seed, args.cases);
    }
    let rule: Rule = args.rule.into();
    let other = campaign::baseline_rule(rule);
    let mut campaign = Campaign::new(rule, args.seed);
    let bar = crate::cli::progress(args.cases, "cases");
    for i in 0..args.cases {
        let r = run_case(args.seed, i, rule);
        if args.format == Format::Json {
            writeln!(out, "{}", json_text(&CaseRecord::of(i, rule, &r))?)?;
        }
        campaign.add(r);
        bar.inc(1);
    }
    bar.finish_and_clear();
    let examples = campaign.minimized();
    match args.format {
        Format::Text => {
            writeln!(out, "rule={} seed={}", rule.name(), args.seed)?;
            writeln!(out, "cost rule={}: {}", rule.name(), campaign.stats)?;
            writeln!(out, "cost rule={}: {}", other.name(), campaign.baseline)?;
            if rule == Rule::Peel {
                writeln!(
                    out,
                    "cases where peel needs fewer address registers than new: {}",
                    campaign.fewer_address_regs
                )?;
            } else {
                writeln!(
                    out,
                    "runtime+constant merges by rule {}: {}; cases where old needs more distinct bases than new: {}",
                    rule.name(),
                    campaign.mixed_fusions,
                    campaign.old_more_bases
                )?;
            }
            for (v, m, detail) in &examples {
                write!(out, "{}", ExampleRecord::of(*v, m, detail).text())?;
            }
            writeln!(out, "{}", campaign.summary())?;
        }
        Format::Json => {
            for (v, m, detail) in &examples {
                writeln!(out, "{}", json_text(&ExampleRecord::of(*v, m, detail))?)?;
            }
            writeln!(out, "{}", json_text(&SummaryRecord::of(&campaign))?)?;
        }
    }
    out.flush()?;
    Ok(if campaign.failed() {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}
