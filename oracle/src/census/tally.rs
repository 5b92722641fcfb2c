//! Counts the census adds up per kernel, per family (directory) and in total.

use serde::Serialize;
use wavebed_model::assume::NUM_READINGS;

use super::{LdsCounts, MutationCensus};

/// Race counts of one or more kernels. Per-model arrays are in
/// `ModelKind::ALL` order (legacy, seed, exact).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Counts {
    pub kernels: u64,
    /// Kernels whose path a bound or an unfollowed jump cut.
    pub incomplete: u64,
    pub instructions: u64,
    pub oracle_races: u64,
    pub races: [u64; 3],
    pub false_positive: [u64; 3],
    pub missed: [u64; 3],
    /// Per reading (`wavebed_model::assume::READINGS` order): the oracle's
    /// races that disappear when that reading takes its other value - races
    /// that depend on a contested point, not settled by the hardware facts.
    pub reading_gone: [u64; NUM_READINGS],
    /// Per reading: races the oracle finds only under the other value.
    pub reading_new: [u64; NUM_READINGS],
    /// Seconds of work (loading included where the caller adds it).
    pub seconds: f64,
    /// LDS races per cause and address (docs/census.md, "The LDS column"),
    /// apart from the register races above.
    pub lds: LdsCounts,
}

impl Counts {
    pub fn add(&mut self, o: &Counts) {
        self.kernels += o.kernels;
        self.incomplete += o.incomplete;
        self.instructions += o.instructions;
        self.oracle_races += o.oracle_races;
        for i in 0..3 {
            self.races[i] += o.races[i];
            self.false_positive[i] += o.false_positive[i];
            self.missed[i] += o.missed[i];
        }
        for i in 0..NUM_READINGS {
            self.reading_gone[i] += o.reading_gone[i];
            self.reading_new[i] += o.reading_new[i];
        }
        self.seconds += o.seconds;
        self.lds.add(&o.lds);
    }

    /// Whether the census counts as failed: the seed or the exact model
    /// missed a race the oracle finds (the legacy model's misses are reported,
    /// not failures).
    pub fn failed(&self) -> bool {
        self.missed[1] > 0 || self.missed[2] > 0
    }
}

/// Wait-mutation counts of one or more kernels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MutationCounts {
    pub waits: u64,
    pub unreached: u64,
    pub redundant: u64,
    pub mutants: u64,
    pub effective: u64,
    pub detected: [u64; 3],
}

impl MutationCounts {
    pub fn of(m: &MutationCensus) -> MutationCounts {
        MutationCounts {
            waits: m.waits,
            unreached: m.unreached,
            redundant: m.redundant,
            mutants: m.mutants,
            effective: m.effective,
            detected: m.detected,
        }
    }

    pub fn add(&mut self, o: &MutationCounts) {
        self.waits += o.waits;
        self.unreached += o.unreached;
        self.redundant += o.redundant;
        self.mutants += o.mutants;
        self.effective += o.effective;
        for i in 0..3 {
            self.detected[i] += o.detected[i];
        }
    }

    /// Share of effective mutants model `i` detects, in percent (100 when
    /// there is nothing to detect).
    pub fn rate(&self, i: usize) -> f64 {
        if self.effective == 0 {
            100.0
        } else {
            100.0 * self.detected[i] as f64 / self.effective as f64
        }
    }
}
