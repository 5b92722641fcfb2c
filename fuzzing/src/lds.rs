//! The LDS property (`lds_oracles`; seeds in `corpus/lds_oracles/`): a
//! generated multi-wave LDS program (docs/lds-oracle.md) judged three ways.
//!
//! * The closed form agrees with the enumerator, race for race (the ground
//!   truth's fast counterpart is exact).
//! * The program's listing goes through the front end and the LDS model
//!   (`wavebed_model::lds`) without error, and every race the model reports
//!   that the oracle rules out carries `address=unknown` (no imprecision on a
//!   proven address).
//! * Judged under the same readings as the oracle - the default
//!   (`lds-dma-order=window`, `lds-cross-wave=barriers`) and
//!   `lds-cross-wave=all` - the model misses nothing (docs/lds-oracle.md
//!   section 6).

use wavebed_oracle::choices::Choices;
use wavebed_oracle::lds::compare::closed_against_enumerator;
use wavebed_oracle::lds::enumerate::DEFAULT_BUDGET;
use wavebed_oracle::lds::gen::LdsGenConfig;
use wavebed_oracle::lds::model::{judge, LdsOracle};
use wavebed_oracle::lds::{asm, LdsError, LdsProgram, LdsReadings};

pub fn lds_oracles(data: &[u8]) -> Result<(), String> {
    let Ok(p) = LdsProgram::any(&mut Choices::new(data), &LdsGenConfig::default()) else {
        return Ok(());
    };
    let show = |why: String| format!("{why}\n{}", asm::listing(&p, &[]).text);
    match closed_against_enumerator(&p, DEFAULT_BUDGET) {
        Ok(d) if d.is_empty() => {}
        Ok(d) => return Err(show(format!("closed form against the enumerator: {d:?}"))),
        Err(LdsError::TooLarge { .. }) => return Ok(()),
        Err(e) => return Err(show(e.to_string())),
    }
    // The model and the oracle under the same readings: the default
    // (lds-dma-order=window, lds-cross-wave=barriers) and every pair of two
    // waves' accesses (lds-cross-wave=all). The model misses nothing under
    // either, and is imprecise only where it did not know an address.
    for cross_wave_all in [false, true] {
        let readings = LdsReadings {
            cross_wave_all,
            ..LdsReadings::of(&p.profile)
        };
        let j = judge(&p, LdsOracle::Closed(readings)).map_err(|e| show(e.to_string()))?;
        if j.diff.imprecise.len() != j.imprecise_unknown.len() {
            return Err(show(format!(
                "imprecise on a known address: {:?} (unknown: {:?})",
                j.diff.imprecise, j.imprecise_unknown
            )));
        }
        if !j.diff.missed.is_empty() {
            return Err(show(format!(
                "the LDS model missed {:?} ({readings:?})",
                j.diff.missed
            )));
        }
    }
    Ok(())
}
