//! The value oracle: a concrete interpreter for the scalar and vector integer
//! instructions the value analysis covers, run on one wave of a kernel with
//! concrete kernel inputs (docs/values-oracle.md). It reads only the front
//! end's public types ([`wavebed_model::instr::Instr`] and the operand
//! parser) and never the analysis it judges.

pub mod campaign;
pub mod diff;
mod entry;
mod exec;
pub mod gen;
mod lower;
pub mod record;
mod wave;

pub use campaign::Campaign;
pub use entry::{enter, Entry, Inputs};
pub use exec::{run, EndReason, Observer, Run};
pub use lower::{lower, lower_all, Cmp, Cond, Dst, Kind, Op, Src};
pub use wave::{Wave, EXEC_HI, EXEC_LO, M0, MAX_LANES, SCALARS, VGPRS};

/// The default step bound of a run (docs/values-oracle.md 3.2).
pub const STEPS: usize = 20_000;
