//! Offset-chain oracle: the evaluator (exact linear forms and concrete
//! assignments with docs/offsets.md section 5's widths), verdicts, the generator
//! shared by bolero, libFuzzer and `wavebed diff offsets`, the minimizer, and
//! the campaign driver.

pub mod campaign;
pub mod check;
pub mod eval;
pub mod gen;
pub mod minimize;
pub mod record;

pub use campaign::{baseline_rule, lowering_for, run_case, run_case_lowered, Campaign, CaseResult};
pub use check::{check, check_lowered, shape, Checked, Lowering, Verdict};
