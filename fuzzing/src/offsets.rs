//! The offsets property: generated chains under the new rule set against the
//! evaluator oracle.

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
    generated_case(&mut Choices::new(data), lower).unwrap_or(Ok(()))
}

/// Generates a chain and a seed for its concrete assignments, applies the
/// new rule and checks addresses, shape and termination. `Ok(Err(why))` is a
/// finding.
fn generated_case(u: &mut Choices<'_>, lower: Lowering) -> choices::Result<Result<(), String>> {
    let m = gen::module(u)?;
    let seed: u64 = u.int()?;
    let c = check_lowered(&m, Rule::New, seed, 6, lower);
    Ok(match c.verdict {
        Verdict::Agree | Verdict::OverflowSensitive => Ok(()),
        v => Err(format!("{v}: {}\n{}", c.detail, chain::print(&m))),
    })
}
