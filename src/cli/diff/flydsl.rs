//! `wavebed diff flydsl`: FlyDSL 0.4.2's `fly-layout-lowering` as a live peer
//! of the `new` rule set. The peer and the campaign are
//! `wavebed_oracle::peers::flydsl`; this module parses the arguments and
//! prints what they return.

use std::io::Write;
use std::path::PathBuf;

use wavebed_oracle::peers::flydsl::campaign::{
    generated_chains, load_known, ChainVerdict, FlyCampaign,
};
use wavebed_oracle::peers::flydsl::FlyDslPeer;

use crate::cli::out::Out;
use crate::cli::{CliError, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Generates --cases chains (the `diff offsets` generator), canonicalizes each \
with the `new` rule set and runs it through FlyDSL's fly-layout-lowering in one Python process \
per batch; FlyDSL reads both results with its own parser and they are compared per access (the \
chain of offsets from the root pointer) and by distinct runtime sums. A disagreement or a chain \
FlyDSL cannot take is matched against --known (docs/flydsl-peer-known.txt); an unmatched one is \
printed as DISAGREEMENT. The last line: `chains=N agree=A identical_text=I known=K \
unexplained=U seconds=S chains_per_s=R`.\n\nExit codes: 0 no unexplained disagreement, 1 \
unexplained disagreements, 2 errors (no Python with flydsl==0.4.2, a bad --known file)."
)]
pub struct Args {
    /// A Python interpreter with flydsl==0.4.2 (scripts/flydsl-peer makes a venv).
    #[arg(long)]
    pub python: PathBuf,
    /// The known FlyDSL behaviours.
    #[arg(long, default_value = "docs/flydsl-peer-known.txt")]
    pub known: PathBuf,
    /// Number of generated chains.
    #[arg(long, default_value_t = 500)]
    pub cases: u64,
    /// Campaign seed (same seed, same chains as `diff offsets --seed`).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Chains per Python process.
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    pub batch: u64,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let started = std::time::Instant::now();
    let text = std::fs::read_to_string(&args.known).map_err(|e| CliError::input(&args.known, e))?;
    let known = load_known(&text).map_err(|e| CliError::input(&args.known, e))?;
    let peer = FlyDslPeer::new(&args.python).map_err(|e| CliError::Input(Box::new(e)))?;
    let mut campaign = FlyCampaign::new(peer, known);
    let chains = generated_chains(args.seed, args.cases);
    for batch in chains.chunks(args.batch as usize) {
        let verdicts = campaign
            .run(batch)
            .map_err(|e| CliError::Input(Box::new(e)))?;
        for (c, v) in batch.iter().zip(verdicts) {
            if let ChainVerdict::Unexplained { problem } = v {
                writeln!(
                    out,
                    "DISAGREEMENT {}\n{problem}\ninput:\n{}",
                    c.name, c.text
                )?;
            }
        }
    }
    let t = &campaign.tally;
    for (id, n) in &t.known_hits {
        writeln!(out, "known {id}: {n}")?;
    }
    let seconds = started.elapsed().as_secs_f64();
    writeln!(
        out,
        "chains={} agree={} identical_text={} known={} unexplained={} seconds={seconds:.2} chains_per_s={:.1}",
        t.chains,
        t.agree,
        t.identical_text,
        t.known,
        t.unexplained,
        t.chains as f64 / seconds.max(1e-9)
    )?;
    out.flush()?;
    Ok(if t.unexplained > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}
