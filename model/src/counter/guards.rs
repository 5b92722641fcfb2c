//! The registers gfx1250's pending translations guard (docs/counters.md
//! section 10), kept exact so that a write is checked against the
//! translations only when it really meets a guarded register.
//!
//! One bit per register slot: a translation's issue sets the bits of its
//! sources (a few word operations), and dropping drained translations
//! rebuilds the set from those left, which happens only when a write met it.
//! (A one-word summary of 8 slots per bit, modulo 64, let nearly every VALU
//! write of a low VGPR through to the full check while any load was pending.)

use crate::reg::RegRange;

use super::writers::{words, Touch, WORDS};

/// A set of guarded register slots.
#[derive(Clone, Debug, Default)]
pub(super) struct Guards {
    bits: [u64; WORDS],
}

impl Guards {
    /// Adds every slot of `ranges`, whose touch (`Touch::of`, not indexed)
    /// is `touch`: a few word operations unless the touch is spread.
    #[inline]
    pub(super) fn add<'a>(&mut self, touch: &Touch, ranges: impl Iterator<Item = &'a RegRange>) {
        if touch.set_in(&mut self.bits) {
            return;
        }
        for r in ranges {
            for (w, mask) in words(r.slots()) {
                self.bits[w] |= mask;
            }
        }
    }

    pub(super) fn clear(&mut self) {
        self.bits = [0; WORDS];
    }

    /// Whether some slot of `ranges` is guarded.
    #[inline]
    pub(super) fn meets(&self, ranges: &[RegRange]) -> bool {
        ranges
            .iter()
            .any(|r| words(r.slots()).any(|(w, mask)| self.bits[w] & mask != 0))
    }

    /// Whether some slot of the registers `touch` was built from may be
    /// guarded (every one when the touch is spread).
    #[inline(always)]
    pub(super) fn meets_touch(&self, touch: &Touch) -> bool {
        touch.meets(&self.bits)
    }
}
