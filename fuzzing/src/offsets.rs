//! The offsets properties: generated chains under the new rule set, and
//! under `peel` (new's rewrites, swizzle-aware tail peeling in the lowering,
//! docs/offsets.md section 6), against the evaluator oracle.

use wavebed_model::chain::{self, Rule};
use wavebed_oracle::choices::{self, Choices};
use wavebed_oracle::offsets::{check_lowered, gen, Lowering, Verdict};

/// `offsets` (`corpus/offsets/` holds its seeds): a generated chain under the
/// new rule set agrees with the evaluator oracle on every address, ends in
/// canonical shape and terminates.
pub fn offsets_new_rule(data: &[u8]) -> Result<(), String> {
    new_rule(data, chain::lower)
}

/// The `offsets` property with rewritten chains lowered by `lower`.
pub(crate) fn new_rule(data: &[u8], lower: Lowering) -> Result<(), String> {
    generated_case(&mut Choices::new(data), Rule::New, lower).unwrap_or(Ok(()))
}

/// `offsets_peel` (seeds in `corpus/offsets_peel/`): a generated chain under
/// `peel` agrees with the evaluator on every address, swizzled accesses
/// included, bit for bit.
pub fn offsets_peel(data: &[u8]) -> Result<(), String> {
    peel_rule(data, chain::lower_peel)
}

/// The `offsets_peel` property with rewritten chains lowered by `lower`.
pub(crate) fn peel_rule(data: &[u8], lower: Lowering) -> Result<(), String> {
    generated_case(&mut Choices::new(data), Rule::Peel, lower).unwrap_or(Ok(()))
}

/// Generates a chain and a seed for its concrete assignments, applies
/// `rule` and checks addresses, shape and termination. `Ok(Err(why))` is a
/// finding.
fn generated_case(
    u: &mut Choices<'_>,
    rule: Rule,
    lower: Lowering,
) -> choices::Result<Result<(), String>> {
    let m = gen::module(u)?;
    let seed: u64 = u.int()?;
    let c = check_lowered(&m, rule, seed, 6, lower);
    Ok(match c.verdict {
        Verdict::Agree | Verdict::OverflowSensitive => Ok(()),
        v => Err(format!("{v}: {}\n{}", c.detail, chain::print(&m))),
    })
}
