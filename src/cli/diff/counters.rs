//! `wavebed diff counters`: a deterministic campaign of generated programs, one
//! counter model against a reference oracle.

use std::io::Write;

use wavebed_model::counter::ModelKind;
use wavebed_model::profile::Arch;
use wavebed_oracle::counters::campaign::{Campaign, CampaignConfig};
use wavebed_oracle::counters::compare::Verdict;
use wavebed_oracle::counters::record::{CaseRecord, ExampleRecord, SummaryRecord};
use wavebed_oracle::counters::OracleKind;

use crate::cli::out::{json_text, Out};
use crate::cli::{AssumeArgs, Format, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Each case is one generated straight-line program (few registers; ordered runs \
around each capacity; LDS, SMEM, FLAT, VMEM loads and stores mixed past capacity; waits of every \
kind: zero, partial, capacity - 1, all ones, raw immediates, gfx11 single-counter forms; a FLAT or \
a wide scalar fetch right after a run at capacity), run through the model and the oracle, both \
under the same --assume set (the report's `assume:` line). Their race sets are compared per (producer, consumer) pair: \
missed_race = the oracle finds a race the model does not (unsound); false_positive = the model \
reports a race the oracle rules out. A case counts once, under its worst verdict (missed_race, \
then false_positive, then agree; too_large only with --oracle enumerate). The output lists the \
first minimized counterexample per verdict and cause, as a listing `wavebed check` accepts, and \
ends with `cases=N agree=A missed_race=U false_positive=F too_large=T`.\n\n\
Exit codes: 0 clean, 1 if missed_race > 0, 2 errors."
)]
pub struct Args {
    /// Counter model under test.
    #[arg(long, default_value = "exact", value_parser = parse_model)]
    pub model: ModelKind,
    /// Reference oracle: the linear closed form or the exhaustive enumerator.
    #[arg(long, default_value = "closed", value_parser = parse_oracle)]
    pub oracle: OracleKind,
    /// Run every case on this architecture (default: case i uses gfx942, gfx950, gfx1151 in
    /// turn; any other only when named; gfx103x and gfx12 with `--model exact`).
    #[arg(long, value_parser = parse_arch)]
    pub arch: Option<Arch>,
    /// Number of generated cases (the total, across architectures).
    #[arg(long, default_value_t = 1000)]
    pub cases: u64,
    /// Campaign seed (same seed, same cases, same report).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Maximum instructions per generated program.
    #[arg(long, default_value_t = 160, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub max_len: u64,
    /// Output format (json: one object per disagreeing case, then examples and a summary).
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub assume: AssumeArgs,
    /// LDS programs instead (2-4 waves of one workgroup: DS operations,
    /// direct-to-LDS loads, waits, barriers): the LDS model against the
    /// multi-wave LDS oracle (docs/lds-oracle.md section 6); --model is ignored,
    /// --max-len caps the operations (at most 14).
    #[arg(long)]
    pub lds: bool,
    /// With --lds: judge under the reading that two gfx9 direct-to-LDS loads
    /// land in issue order (the LDS model's exemption; off: they race).
    #[arg(long, requires = "lds")]
    pub lds_dma_in_order: bool,
}

fn parse_model(s: &str) -> Result<ModelKind, String> {
    s.parse()
}

fn parse_oracle(s: &str) -> Result<OracleKind, String> {
    s.parse()
}

fn parse_arch(s: &str) -> Result<Arch, String> {
    let a: Arch = s.parse()?;
    if a.profile().is_modelled() {
        Ok(a)
    } else {
        Err(format!(
            "{a}: counters are not modelled on {a} (modelled: {})",
            Arch::MODELLED.map(Arch::name).join(", ")
        ))
    }
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    if args.lds {
        return super::lds::run(&args, out);
    }
    if let Some(why) = args.arch.and_then(|a| args.model.refusal(a)) {
        return Err(crate::cli::CliError::Usage(format!(
            "--arch {}: {why}",
            args.arch.map_or("", |a| a.name())
        )));
    }
    let cfg = CampaignConfig {
        model: args.model,
        oracle: args.oracle,
        arch: args.arch,
        seed: args.seed,
        max_len: args.max_len as usize,
        assume: args.assume.set(),
    };
    let mut campaign = Campaign::new(cfg);
    let bar = crate::cli::progress(args.cases, "cases");
    for i in 0..args.cases {
        let r = campaign.run_case(i);
        if args.format == Format::Json && r.comparison.verdict != Verdict::Agree {
            writeln!(out, "{}", json_text(&CaseRecord::of(&r))?)?;
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    match args.format {
        Format::Text => {
            writeln!(
                out,
                "model={} oracle={} seed={} max_len={}",
                cfg.model, cfg.oracle, cfg.seed, cfg.max_len
            )?;
            writeln!(out, "assume: {}", cfg.assume)?;
            for ((v, c), n) in &campaign.pairs {
                writeln!(out, "pairs {v} cause=\"{c}\": {n}")?;
            }
            for e in campaign.examples() {
                write!(out, "{}", ExampleRecord::of(e, &campaign).text())?;
            }
            writeln!(out, "{}", campaign.summary())?;
        }
        Format::Json => {
            for e in campaign.examples() {
                writeln!(out, "{}", json_text(&ExampleRecord::of(e, &campaign))?)?;
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
