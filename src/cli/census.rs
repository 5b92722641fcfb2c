//! `wavebed census`.

use super::{CliError, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Outcome {
    Err(CliError("`census` is not built yet".into()))
}
