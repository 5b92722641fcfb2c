//! The exact model (docs/counters.md section 4): sound, and as precise as the
//! hardware model allows.

use crate::profile::{Class, Profile, Tokens};

use super::events::EventTable;
use super::ordered::{BackPressure, ClassModel, TokenQueues};

/// Section 4's issue rule: an issue counting on counter c stalls until
/// `count(c) < capacity(c)`. Whatever mix of classes fills c, an ordered FIFO
/// that alone holds `capacity(c)` tokens must have completed its oldest one for
/// the count to drop, so every such FIFO on c pops - whatever class issues.
#[derive(Debug)]
pub struct ExactPressure;

impl BackPressure for ExactPressure {
    const NAME: &'static str = "exact";

    #[inline]
    fn make_room(q: &mut TokenQueues, events: &mut EventTable, profile: &Profile, tokens: &Tokens) {
        for t in tokens.as_slice() {
            let cap = profile.capacity(t.counter) as usize;
            for class in [Class::Vmem, Class::VmemStore, Class::Lds] {
                while q.len(t.counter, class) >= cap {
                    q.pop(events, t.counter, class);
                }
            }
        }
    }
}

/// The exact counter model.
pub type Exact = ClassModel<ExactPressure>;
