//! Swizzle-aware tail peeling (docs/offsets.md section 6): which part of a
//! swizzled access's static byte tail can move outside the XOR and become the
//! access's immediate, and which part must stay inside.
//!
//! The split follows the section's theorem and nothing more: the **high**
//! part is a multiple of `2^(B+S+M)`, the top of the bits the XOR reads (no
//! condition on the base); the **low** part is `tail mod 2^min(k, B)`, where
//! `2^k` divides the runtime base (its known alignment), so adding it cannot
//! carry into the swizzled bits. What is left stays inside the swizzle.

use super::types::Swizzle;

/// A tail split by the theorem. `inside = tail - high - low` stays under the
/// swizzle; `high` and `low` may move outside it, together or one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// A multiple of `2^(B+S+M)`: invisible to the swizzle for every base.
    pub high: i64,
    /// In `[0, 2^min(k, B))`: invisible to the swizzle for a base aligned to `2^k`.
    pub low: i64,
}

/// A peeling rule: the swizzle, the base's known alignment as a power of two
/// (`align_log2 = k`: `2^k` divides the base address) and the byte tail give
/// the parts that may be peeled. [`split`] in production; the fuzzing crate
/// substitutes a wrong one to show the campaign catches it.
pub type PeelRule = fn(Swizzle, u32, i64) -> Split;

/// `B + S + M`: the bit above the highest bit the swizzle reads.
pub fn read_top(s: Swizzle) -> u32 {
    s.base as u32 + s.shift as u32 + s.bits as u32
}

/// `min(k, B)`: how many low bits of a tail may be peeled under `s` for a
/// base aligned to `2^align_log2`.
pub fn low_bits(s: Swizzle, align_log2: u32) -> u32 {
    align_log2.min(s.base as u32)
}

/// The theorem's split of `tail` (docs/offsets.md section 6): `high = tail -
/// (tail mod 2^H)`, `low = tail mod 2^L` with `H = B+S+M`, `L = min(k, B)`.
pub fn split(s: Swizzle, align_log2: u32, tail: i64) -> Split {
    split_at(read_top(s), low_bits(s, align_log2), tail)
}

/// The split with the high boundary at bit `high_bit` and `low_bits` low
/// bits (both below 63).
pub fn split_at(high_bit: u32, low_bits: u32, tail: i64) -> Split {
    let high = tail - tail.rem_euclid(1i64 << high_bit);
    let low = tail.rem_euclid(1i64 << low_bits);
    Split { high, low }
}

/// The number of trailing zero bits of a known alignment in bytes, capped at
/// the address width (`2^k` divides the address).
pub fn align_log2(align: u64, width: u32) -> u32 {
    if align == 0 {
        width
    } else {
        align.trailing_zeros().min(width)
    }
}

/// What the lowering peels out of the split: `high + low` when that fits the
/// immediate field `range`, else `low` alone when it fits, else nothing. Each
/// choice is one of the theorem's splits; a zero result peels nothing.
pub fn immediate_part(sp: Split, range: (i64, i64)) -> i64 {
    let fits = |v: i64| (range.0..=range.1).contains(&v);
    let both = sp.high + sp.low;
    if fits(both) {
        both
    } else if fits(sp.low) {
        sp.low
    } else {
        0
    }
}
