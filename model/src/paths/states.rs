//! The distinct model states of one analysis, each stored once and named by a
//! dense id, so a (block, state) pair is two integers.

use std::hash::BuildHasher;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::counter::snapshot::Snapshot;

/// Interned snapshots: hash buckets chaining into one vector of states.
#[derive(Debug, Default)]
pub struct StateTable {
    states: Vec<Snapshot>,
    /// Per state: the next state with the same hash (`u32::MAX`: none).
    chain: Vec<u32>,
    /// Hash -> first state with it (keyed by a hash already: Fx, not SipHash).
    first: FxHashMap<u64, u32>,
}

impl StateTable {
    /// The id of `snap`, adding a copy if it is new.
    pub fn intern(&mut self, snap: &Snapshot) -> u32 {
        let h = fx_hash(snap);
        let mut at = self.first.get(&h).copied().unwrap_or(u32::MAX);
        let mut last = u32::MAX;
        while at != u32::MAX {
            if self.states[at as usize] == *snap {
                return at;
            }
            last = at;
            at = self.chain[at as usize];
        }
        let id = self.states.len() as u32;
        self.states.push(snap.clone());
        self.chain.push(u32::MAX);
        if last == u32::MAX {
            self.first.insert(h, id);
        } else {
            self.chain[last as usize] = id;
        }
        id
    }

    pub fn get(&self, id: u32) -> &Snapshot {
        &self.states[id as usize]
    }
}

/// The explored (block, state) pairs. Most blocks are reached in one or two
/// states, so each block's first state is stored inline and only the others
/// go to a hash set: a 10^7-instruction kernel then does one array access per
/// edge instead of a hash-set probe into tens of megabytes.
#[derive(Debug)]
pub struct SeenPairs {
    /// Per block: the first state it was reached in (`u32::MAX`: none yet).
    first: Vec<u32>,
    more: FxHashSet<(u32, u32)>,
}

impl SeenPairs {
    pub fn new(blocks: usize) -> SeenPairs {
        SeenPairs {
            first: vec![u32::MAX; blocks],
            more: FxHashSet::default(),
        }
    }

    /// Records (block, state); returns whether it is new.
    pub fn insert(&mut self, block: u32, state: u32) -> bool {
        let first = &mut self.first[block as usize];
        if *first == u32::MAX {
            *first = state;
            true
        } else {
            *first != state && self.more.insert((block, state))
        }
    }
}

/// The Fx hash (rustc's, from `rustc-hash`): fast on the small integer
/// sequences snapshots are.
fn fx_hash(snap: &Snapshot) -> u64 {
    rustc_hash::FxBuildHasher.hash_one(snap)
}
