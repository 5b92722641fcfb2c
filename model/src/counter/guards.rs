//! The registers gfx1250's pending translations guard (docs/counters.md
//! section 10), kept exact so that a write is checked against the
//! translations only when it really meets a guarded register.
//!
//! One bit per register slot: a translation's issue sets the bits of its
//! sources (a few word operations), and dropping drained translations
//! rebuilds the set from those left, which happens only when a write met it.
//! (A one-word summary of 8 slots per bit, modulo 64, let nearly every VALU
//! write of a low VGPR through to the full check while any load was pending.)

use crate::instr::Instr;
use crate::reg::RegRange;

use super::writers::{words, Touch, WORDS};

/// A set of guarded register slots.
#[derive(Clone, Debug, Default)]
pub(super) struct Guards {
    bits: [u64; WORDS],
    /// Bit `w` set: `bits[w]` may be non-zero. A drain clears the few words
    /// a loop's translations set, not the whole set.
    used: u32,
}

// `Guards::used` holds a bit per word.
const _: () = assert!(WORDS <= 32);

impl Guards {
    /// Adds every slot of the registers `ranges` yields, whose touch
    /// (`Touch::of`, not indexed) is `touch`: a few word operations, and
    /// the ranges are looked at only when the touch is spread.
    #[inline(always)]
    pub(super) fn add<'a, I>(&mut self, touch: &Touch, ranges: impl FnOnce() -> I)
    where
        I: Iterator<Item = &'a RegRange>,
    {
        if touch.set_in(&mut self.bits) {
            // Not spread: its filter is its words, all below `WORDS`.
            self.used |= touch.filter() as u32;
        } else {
            self.add_ranges(ranges());
        }
    }

    /// [`Self::add`] of a spread touch.
    #[cold]
    #[inline(never)]
    fn add_ranges<'a>(&mut self, ranges: impl Iterator<Item = &'a RegRange>) {
        for r in ranges {
            for (w, mask) in words(r.slots()) {
                self.bits[w] |= mask;
                self.used |= 1 << w;
            }
        }
    }

    pub(super) fn clear(&mut self) {
        let mut used = self.used;
        while used != 0 {
            self.bits[used.trailing_zeros() as usize] = 0;
            used &= used - 1;
        }
        self.used = 0;
    }

    /// Whether some slot of `ranges` is guarded.
    #[inline]
    pub(super) fn meets(&self, ranges: &[RegRange]) -> bool {
        ranges
            .iter()
            .any(|r| words(r.slots()).any(|(w, mask)| self.bits[w] & mask != 0))
    }

    /// Whether some slot an instruction with `written` writes may be
    /// guarded (surely, when its writes are spread).
    #[inline(always)]
    pub(super) fn meets_written(&self, written: &Written) -> bool {
        let met = (self.bits[written.words[0] as usize] & written.masks[0])
            | (self.bits[written.words[1] as usize] & written.masks[1]);
        written.spread || met != 0
    }
}

/// Guard words an instruction's writes may meet.
const WRITTEN_WORDS: usize = 2;

/// The guard words (and masks within them) of the registers an instruction
/// writes, computed once per instruction of a kernel: the test every step
/// pays while a translation may be in flight, two word ANDs. Nearly every
/// instruction's writes lie in two words (a VGPR range and VCC, an SGPR and
/// SCC); wider ones, and an instruction in `s_set_gpr_idx_on` mode (which
/// may write any VGPR), are *spread*: they always meet, and the exact test
/// on the instruction's ranges decides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Written {
    /// Unused entries have mask 0.
    words: [u8; WRITTEN_WORDS],
    masks: [u64; WRITTEN_WORDS],
    spread: bool,
}

impl Written {
    pub(super) fn of(instr: &Instr) -> Written {
        let mut t = Written {
            spread: instr.indexed,
            ..Written::default()
        };
        let mut n = 0;
        for r in instr.writes.as_slice() {
            for (w, mask) in words(r.slots()) {
                match t.words[..n].iter().position(|&x| x as usize == w) {
                    Some(k) => t.masks[k] |= mask,
                    None if n < WRITTEN_WORDS => {
                        t.words[n] = w as u8;
                        t.masks[n] = mask;
                        n += 1;
                    }
                    None => t.spread = true,
                }
            }
        }
        t
    }
}
