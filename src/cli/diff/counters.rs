//! `wavebed diff counters`.

use crate::cli::{CliError, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Outcome {
    Err(CliError("`diff counters` is not built yet".into()))
}
