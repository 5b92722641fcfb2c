//! `wavebed diff counters|flydsl|llvm|offsets|roles|values`: deterministic differential campaigns.

use super::out::Out;
use super::Outcome;

mod counters;
mod flydsl;
mod lds;
pub(crate) mod llvm;
mod offsets;
mod roles;
mod values;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Counter models against a reference oracle on generated programs.
    Counters(counters::Args),
    /// FlyDSL's fly-layout-lowering as a live peer of the `new` rule set.
    Flydsl(flydsl::Args),
    /// LLVM's si-insert-waitcnts pass as a live peer, judged by the oracle.
    Llvm(llvm::Args),
    /// A rule set against the chain evaluator on generated offset chains.
    Offsets(offsets::Args),
    /// Operand roles against llvm-mc-22 and llvm-mca-22 (docs/roles.md).
    Roles(roles::Args),
    /// The value analysis against the concrete interpreter (docs/values-oracle.md).
    Values(values::Args),
}

pub fn run(cmd: Command, out: &mut Out) -> Outcome {
    match cmd {
        Command::Counters(a) => counters::run(a, out),
        Command::Flydsl(a) => flydsl::run(a, out),
        Command::Llvm(a) => llvm::run(a, out),
        Command::Offsets(a) => offsets::run(a, out),
        Command::Roles(a) => roles::run(a, out),
        Command::Values(a) => values::run(a, out),
    }
}
