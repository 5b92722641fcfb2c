//! The seed model: rocJITsu's race detector with its wait-counter capacity fix
//! (ROCm/rocm-systems PR #10925; docs/counters.md "Sources" and section 5),
//! with all four changes - all-ones waits are no-ops, own-class
//! back-pressure, completion-order classes for partial waits and WAW, and only
//! encoded wait fields applied.

use crate::profile::{Profile, Tokens};

use super::events::EventTable;
use super::ordered::{BackPressure, ClassModel, Stalls, TokenQueues};

/// The fix's issue rule: before an *ordered* instruction of class C issues, if
/// C's FIFO on its counter already holds capacity tokens, C's oldest retires.
/// Other classes filling the counter are ignored (sound but conservative: 15
/// LDS reads then an `s_load` leave the oldest read pending).
#[derive(Debug)]
pub struct SeedPressure;

impl BackPressure for SeedPressure {
    const NAME: &'static str = "seed";

    #[inline]
    fn make_room(
        q: &mut TokenQueues,
        events: &mut EventTable,
        profile: &Profile,
        tokens: &Tokens,
        _stalls: &Stalls,
    ) {
        for t in tokens
            .as_slice()
            .iter()
            .filter(|t| t.stalls && t.class.is_ordered())
        {
            let cap = profile.capacity(t.counter) as usize;
            while q.len(t.counter, t.class) >= cap {
                q.pop(events, t.counter, t.class);
            }
        }
    }
}

/// The seed counter model.
pub type Seed = ClassModel<SeedPressure>;
