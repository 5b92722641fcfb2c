//! Running a model over one wave's executed stream, and the per-kernel race set.
//! The path walker, `check`, replay, the census and the oracles' comparator all
//! go through [`run_stream`] / [`run_stream_into`].

use std::collections::HashSet;

use crate::instr::Kernel;

use super::{CounterModel, RaceHit};

/// A kernel's races, one per distinct (producer instruction, consumer
/// instruction) pair however often a loop or several waves repeat it
/// (docs/counters.md section 6). Keeps the first hit of each pair, in order found.
#[derive(Clone, Debug, Default)]
pub struct RaceSet {
    seen: HashSet<(u32, u32)>,
    races: Vec<RaceHit>,
}

impl RaceSet {
    /// Adds `hit` unless its pair is already known; returns whether it was new.
    pub fn insert(&mut self, hit: RaceHit) -> bool {
        let new = self.seen.insert((hit.producer, hit.consumer));
        if new {
            self.races.push(hit);
        }
        new
    }

    pub fn races(&self) -> &[RaceHit] {
        &self.races
    }

    pub fn len(&self) -> usize {
        self.races.len()
    }

    pub fn is_empty(&self) -> bool {
        self.races.is_empty()
    }

    pub fn into_vec(self) -> Vec<RaceHit> {
        self.races
    }
}

/// What one run of a model over a kernel's stream found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelRun {
    /// Deduplicated races, first occurrence of each pair, in stream order.
    pub races: Vec<RaceHit>,
    /// Instructions executed (the stream's length).
    pub instructions: u64,
}

/// Runs `model` from a fresh wave over `stream` (indices into `kernel.instrs`,
/// in execution order) and returns the kernel's deduplicated races.
///
/// Panics if an index is out of range: streams come from the walker or from a
/// trace that was validated when it was read.
pub fn run_stream<M: CounterModel + ?Sized>(
    model: &mut M,
    kernel: &Kernel,
    stream: &[u32],
) -> KernelRun {
    let mut races = RaceSet::default();
    let instructions = run_stream_into(model, kernel, stream, &mut races);
    KernelRun {
        races: races.into_vec(),
        instructions,
    }
}

/// Like [`run_stream`], adding to `races` (several waves of one kernel share a
/// set); returns the number of instructions executed.
pub fn run_stream_into<M: CounterModel + ?Sized>(
    model: &mut M,
    kernel: &Kernel,
    stream: &[u32],
    races: &mut RaceSet,
) -> u64 {
    model.reset();
    let mut hits = Vec::new();
    for (pos, &id) in stream.iter().enumerate() {
        model.step(pos as u64, id, &kernel.instrs[id as usize], &mut hits);
        if !hits.is_empty() {
            for hit in hits.drain(..) {
                races.insert(hit);
            }
        }
    }
    stream.len() as u64
}
