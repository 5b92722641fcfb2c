//! The exact model (docs/counters.md section 4): sound, and as precise as the
//! hardware model allows.

use crate::profile::{Class, Profile, Tokens};

use super::events::EventTable;
use super::ordered::{BackPressure, ClassModel, Stalls, TokenQueues};

/// Section 4's issue rule: an issue with k stalling tokens on counter c stalls
/// until `count(c) <= capacity(c) - k` (k is 1, or 2 for a wide scalar fetch
/// under `smem-wide-tokens=2`). Whatever mix of classes fills c, an ordered
/// FIFO holding more than `capacity(c) - k` tokens must have completed its
/// oldest ones for the count to drop, so every such FIFO on c pops - whatever
/// class issues. A token that may not exist (a FLAT under `flat=either`) does
/// not stall, so it proves nothing.
#[derive(Debug)]
pub struct ExactPressure;

impl BackPressure for ExactPressure {
    const NAME: &'static str = "exact";

    #[inline]
    fn make_room(
        q: &mut TokenQueues,
        events: &mut EventTable,
        profile: &Profile,
        _tokens: &Tokens,
        stalls: &Stalls,
    ) {
        for &(c, k) in stalls.as_slice() {
            let room = profile.capacity(c).saturating_sub(k) as usize;
            if room == 0 {
                // k tokens fill the counter alone: the stall waits for it to
                // drain, UNORDERED tokens included (only with test capacities
                // of k or less).
                q.wait(events, c, 0);
                continue;
            }
            for class in [Class::Vmem, Class::VmemStore, Class::Lds] {
                while q.len(c, class) > room {
                    q.pop(events, c, class);
                }
            }
        }
    }
}

/// The exact counter model.
pub type Exact = ClassModel<ExactPressure>;
