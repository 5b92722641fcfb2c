//! `wavebed waitcnt`.

use super::{CliError, Outcome};

#[derive(clap::Args)]
pub struct Args {}

pub fn run(_args: Args) -> Outcome {
    Err(CliError("`waitcnt` is not built yet".into()))
}
