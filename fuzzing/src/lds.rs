//! The LDS property (`lds_oracles`; seeds in `corpus/lds_oracles/`): a
//! generated multi-wave LDS program (docs/lds-oracle.md) judged three ways.
//!
//! * The closed form agrees with the enumerator, race for race (the ground
//!   truth's fast counterpart is exact).
//! * The program's listing goes through the front end and the LDS model
//!   (`wavebed_model::lds`) without error, and every race the model reports
//!   that the oracle rules out carries `address=unknown` (no imprecision on a
//!   proven address).
//! * Within what the model claims (docs/lds-oracle.md section 6), judged
//!   under the model's reading that two gfx9 DMAs land in order, it misses
//!   nothing: no same-wave race, and on gfx9's whole `s_barrier` no RAW or
//!   WAW across a barrier that separates the two accesses. Its known gaps -
//!   cross-wave pairs no barrier separates, cross-wave WAR, gfx12's
//!   signal-to-wait window - are counted by `wavebed diff counters --lds`,
//!   not failed here.

use wavebed_model::profile::WaitGen;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::lds::compare::closed_against_enumerator;
use wavebed_oracle::lds::enumerate::DEFAULT_BUDGET;
use wavebed_oracle::lds::gen::LdsGenConfig;
use wavebed_oracle::lds::model::{barrier_between, judge, LdsOracle};
use wavebed_oracle::lds::{asm, Kind, LdsError, LdsProgram, LdsReadings, Scope};

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
    // The model's reading: two gfx9 DMAs land in issue order.
    let model_reading = LdsReadings { dma_in_order: true };
    let j = judge(&p, LdsOracle::Closed(model_reading)).map_err(|e| show(e.to_string()))?;
    if j.diff.imprecise.len() != j.imprecise_unknown.len() {
        return Err(show(format!(
            "imprecise on a known address: {:?} (unknown: {:?})",
            j.diff.imprecise, j.imprecise_unknown
        )));
    }
    let gfx9 = p.profile.wait_gen != WaitGen::Gfx12;
    let claimed = |r: &&wavebed_oracle::lds::Race| {
        r.scope == Scope::SameWave || (gfx9 && r.kind != Kind::War && barrier_between(&p, r))
    };
    let missed: Vec<_> = j.diff.missed.iter().filter(claimed).collect();
    if !missed.is_empty() {
        return Err(show(format!("the LDS model missed {missed:?}")));
    }
    Ok(())
}
