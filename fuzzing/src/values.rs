//! The values property: a generated kernel's value-analysis claims against
//! the concrete interpreter (docs/values-oracle.md section 5).

use wavebed_oracle::choices::Choices;
use wavebed_oracle::values::{diff, gen, Wave};

/// `values` (seeds in `corpus/values/`): on a generated kernel and two
/// random dispatches, every claim of the value analysis at every reached
/// point contains the interpreter's value, and no point the analysis calls
/// unreachable is reached.
pub fn values(data: &[u8]) -> Result<(), String> {
    let mut u = Choices::new(data);
    let seed = u.int::<u64>().unwrap_or(0);
    let case = gen::case(&mut u);
    let mut wave = Wave::new(case.entry.lanes);
    let o =
        diff::check_case(&case, seed, 2, &mut wave).map_err(|e| format!("{e}\n{}", case.text))?;
    match o.unsound.first() {
        Some(u) => Err(format!("{u}\n{}", case.text)),
        None => Ok(()),
    }
}
