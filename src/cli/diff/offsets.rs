//! `wavebed diff offsets`.

use crate::cli::{CliError, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Outcome {
    Err(CliError("`diff offsets` is not built yet".into()))
}
