//! `wavebed canon`.

use super::{CliError, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Outcome {
    Err(CliError("`canon` is not built yet".into()))
}
