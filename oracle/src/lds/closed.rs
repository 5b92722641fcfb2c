//! The closed-form LDS oracle: docs/lds-oracle.md section 3's happens-before
//! over the register oracle's closed-form lifetimes.
//!
//! Every wave runs the same program and nothing another wave does completes or
//! holds a token, so one wave's `Lifetimes` (`counters::closed`, exact for one
//! wave: docs/counters.md section 4) answer every wave. Operations a at i and b
//! at j >= i then race iff their footprints overlap in some pair of waves, one
//! writes, and
//!
//! * same wave (i < j, not both DS): a may be outstanding at b's checks;
//! * different waves: no barrier k has `done(a) <= s_k` and `t_k < j` (a was
//!   complete when its wave arrived at a barrier b comes after). b, at j >= i,
//!   never happens before a: its completion point exceeds j.
//!
//! Quadratic in LDS operations and in waves; no search.

use super::{barriers, overlap, Kind, LdsError, LdsProgram, LdsReadings, Race, Scope, MAX_OPS};
use crate::counters::closed;

/// The program's races by the closed form.
pub fn races(program: &LdsProgram) -> Result<Vec<Race>, LdsError> {
    races_with(program, LdsReadings::EVERY_PAIR)
}

/// [`races`] under `readings`.
pub fn races_with(program: &LdsProgram, readings: LdsReadings) -> Result<Vec<Race>, LdsError> {
    if program.waves == 0 || program.waves > 4 {
        return Err(LdsError::Shape("waves outside 1..=4"));
    }
    if program.ops.len() > MAX_OPS {
        return Err(LdsError::Shape("more than MAX_OPS operations"));
    }
    let bars = barriers(&program.ops)?;
    let instrs = program.stream();
    let stream: Vec<_> = instrs.iter().collect();
    let life = closed::lifetimes(&program.profile, &stream);
    let lanes = program.lanes();
    let waves = program.waves as u32;
    let accesses: Vec<(u32, super::Access)> = program
        .ops
        .iter()
        .enumerate()
        .filter_map(|(p, op)| op.access().map(|a| (p as u32, a)))
        .collect();
    // a (at i) is published before j: complete at some barrier's signal
    // whose wait comes before j.
    let published = |i: u32, j: u32| {
        life.done_at(i as usize)
            .is_some_and(|d| bars.iter().any(|&(s, t)| d <= s && t < j))
    };
    let mut out = Vec::new();
    for (x, &(i, a)) in accesses.iter().enumerate() {
        for &(j, b) in &accesses[x..] {
            let Some(kind) = Kind::of(&a, &b) else {
                continue;
            };
            let same = i < j
                && !(a.ds && b.ds)
                && !readings.exempts(&program.profile, &a, &b)
                && life.may_be_outstanding(i as usize, j as usize)
                && (0..waves).any(|w| overlap(a.footprint(w, lanes), b.footprint(w, lanes)));
            if same {
                out.push(Race {
                    scope: Scope::SameWave,
                    kind,
                    first: i,
                    second: j,
                });
            }
            let cross = !published(i, j)
                && (0..waves).any(|w| {
                    (0..waves)
                        .any(|v| v != w && overlap(a.footprint(w, lanes), b.footprint(v, lanes)))
                });
            if cross {
                out.push(Race {
                    scope: Scope::CrossWave,
                    kind,
                    first: i,
                    second: j,
                });
            }
        }
    }
    out.sort_unstable();
    readings.retain(&program.ops, &mut out)?;
    Ok(out)
}
