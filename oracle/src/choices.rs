//! Byte-driven choices for the generators: every decision a generator makes
//! (an integer in a range, an element of a slice, a biased coin) is read from
//! a byte string, so the same bytes give the same program whether they come
//! from a campaign's seeded stream (`wavebed diff`) or from libFuzzer.
//!
//! The reading is exactly that of `arbitrary::Unstructured` 1.x
//! (`int_in_range`, `choose`, `ratio`, integers and `bool` via
//! `Arbitrary`), so every seed corpus, minimized crash and documented
//! campaign seed keeps generating the program it always did; the fuzzing
//! crate's tests check the two agree draw for draw. It lives here rather
//! than as a dependency on `arbitrary` so that the product (`wavebed diff`
//! uses the generators) links no fuzzing crate.

use std::fmt;

/// A generator asked to choose from nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EmptyChoice;

impl fmt::Display for EmptyChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("`choose` or `choose_index` with an empty set of choices")
    }
}

impl std::error::Error for EmptyChoice {}

/// The result of a draw.
pub type Result<T> = std::result::Result<T, EmptyChoice>;

/// An integer type the choices can produce: its width and its two's
/// complement bits, zero-extended to 64.
pub trait Int: Copy + PartialOrd {
    const BYTES: usize;
    fn to_bits(self) -> u64;
    /// The value whose low `BYTES` bytes are `bits`.
    fn from_bits(bits: u64) -> Self;
}

macro_rules! int {
    ($($t:ty => $u:ty),* $(,)?) => {$(
        impl Int for $t {
            const BYTES: usize = std::mem::size_of::<$t>();
            fn to_bits(self) -> u64 {
                self as $u as u64
            }
            fn from_bits(bits: u64) -> Self {
                bits as $u as $t
            }
        }
    )*};
}

int!(u8 => u8, u16 => u16, u32 => u32, u64 => u64, usize => usize, i32 => u32);

/// The unread rest of a byte string. Exhausted bytes read as zeros.
#[derive(Clone, Debug)]
pub struct Choices<'a> {
    data: &'a [u8],
}

impl<'a> Choices<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Choices { data }
    }

    /// Bytes not yet read.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// An integer in `range`: at most `T::BYTES` bytes, only as many as the
    /// range's width needs, read big-endian and reduced modulo the range's
    /// size; none when the range holds one value.
    pub fn int_in_range<T: Int>(&mut self, range: std::ops::RangeInclusive<T>) -> Result<T> {
        let (start, end) = (*range.start(), *range.end());
        assert!(start <= end, "int_in_range needs a non-empty range");
        if start == end {
            return Ok(start);
        }
        let mask = if T::BYTES == 8 {
            u64::MAX
        } else {
            (1u64 << (8 * T::BYTES)) - 1
        };
        let start = start.to_bits();
        let delta = end.to_bits().wrapping_sub(start) & mask;
        let mut raw = 0u64;
        let mut used = 0;
        while used < T::BYTES && (delta >> (8 * used)) > 0 {
            let Some((&b, rest)) = self.data.split_first() else {
                break;
            };
            self.data = rest;
            used += 1;
            raw = (raw << 8) | u64::from(b);
        }
        let offset = if delta == mask {
            raw
        } else {
            raw % (delta + 1)
        };
        Ok(T::from_bits(start.wrapping_add(offset) & mask))
    }

    /// An index into a collection of `len` elements.
    pub fn choose_index(&mut self, len: usize) -> Result<usize> {
        if len == 0 {
            return Err(EmptyChoice);
        }
        self.int_in_range(0..=len - 1)
    }

    /// An element of `choices`.
    pub fn choose<'b, T>(&mut self, choices: &'b [T]) -> Result<&'b T> {
        Ok(&choices[self.choose_index(choices.len())?])
    }

    /// True with odds `numerator / denominator`.
    pub fn ratio<T: Int>(&mut self, numerator: T, denominator: T) -> Result<bool> {
        Ok(self.int_in_range(T::from_bits(1)..=denominator)? <= numerator)
    }

    /// Any value of `T`: its `T::BYTES` next bytes, little-endian, zeros past
    /// the end.
    pub fn int<T: Int>(&mut self) -> Result<T> {
        let n = T::BYTES.min(self.data.len());
        let (head, rest) = self.data.split_at(n);
        self.data = rest;
        let bits = head
            .iter()
            .rev()
            .fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
        Ok(T::from_bits(bits))
    }

    /// A coin: the low bit of the next byte.
    pub fn bool(&mut self) -> Result<bool> {
        Ok(self.int::<u8>()? & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_value_range_reads_nothing() {
        let mut c = Choices::new(&[9]);
        assert_eq!(c.int_in_range(5u8..=5), Ok(5));
        assert_eq!(c.len(), 1);
    }

    #[test]
    fn ranges_read_only_the_bytes_their_width_needs() {
        let mut c = Choices::new(&[1, 2, 3]);
        // Two bytes, big-endian: 0x0102 = 258, below the range size 301.
        assert_eq!(c.int_in_range(0u32..=300), Ok(258));
        assert_eq!(c.len(), 1);
        assert_eq!(c.int_in_range(-1i32..=1), Ok(-1));
        assert!(c.is_empty());
        assert_eq!(c.int_in_range(10u16..=20), Ok(10));
    }

    #[test]
    fn integers_are_little_endian_and_zero_padded() {
        let mut c = Choices::new(&[0x01, 0x02, 0x03]);
        assert_eq!(c.int::<u16>(), Ok(0x0201));
        assert_eq!(c.int::<i32>(), Ok(0x03));
        assert_eq!(c.bool(), Ok(false));
        assert_eq!(c.choose::<u8>(&[]), Err(EmptyChoice));
    }
}
