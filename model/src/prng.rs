//! The one pseudo-random generator of wavebed: SplitMix64 (Steele, Lea and
//! Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014).
//!
//! Everything seeded goes through it: the walker's `--branch-policy seed:N`,
//! the campaigns' case bytes (`wavebed diff counters|offsets --seed N`), the
//! offsets oracle's concrete assignments and the tests' samples. Kept rather
//! than a crate's generator because every documented seed (README,
//! BENCHMARKS.md, corpus regressions) names its output: another algorithm
//! would change every campaign's cases and every seeded walk. It is eight
//! lines, needs no allocation, and its statistical quality is ample for
//! test-case generation.

/// A SplitMix64 stream.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// The stream whose state starts at `state` (the first output mixes
    /// `state + golden ratio`).
    pub const fn new(state: u64) -> Self {
        SplitMix64(state)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The next `n` bytes: successive outputs, little-endian, the last one
    /// cut short.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n + 8);
        while out.len() < n {
            out.extend_from_slice(&self.next_u64().to_le_bytes());
        }
        out.truncate(n);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::SplitMix64;

    /// The reference outputs of SplitMix64 seeded with 1234567 (the test
    /// vector of the authors' C reference implementation, splitmix64.c).
    #[test]
    fn matches_the_reference_stream() {
        let mut r = SplitMix64::new(1234567);
        assert_eq!(r.next_u64(), 6457827717110365317);
        assert_eq!(r.next_u64(), 3203168211198807973);
        assert_eq!(r.next_u64(), 9817491932198370423);
    }

    #[test]
    fn bytes_are_little_endian_outputs() {
        let first = SplitMix64::new(7).next_u64().to_le_bytes();
        assert_eq!(SplitMix64::new(7).bytes(5), first[..5]);
    }
}
