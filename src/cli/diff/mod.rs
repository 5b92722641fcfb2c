//! `wavebed diff counters|offsets`: deterministic differential campaigns.

use super::Outcome;

mod counters;
mod offsets;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Counter models against a reference oracle on generated programs.
    Counters(counters::Args),
    /// A rule set against the chain evaluator on generated offset chains.
    Offsets(offsets::Args),
}

pub fn run(cmd: Command) -> Outcome {
    match cmd {
        Command::Counters(a) => counters::run(a),
        Command::Offsets(a) => offsets::run(a),
    }
}
