//! Race sets of a kernel's waves, from a model and from the closed-form
//! oracle, keyed by (producer instruction, consumer instruction).
//!
//! Both accept a [`Patch`]: one instruction of the kernel replaced by another
//! (a weakened wait), without copying the kernel. Waits never change control
//! flow, so a mutant executes the same streams.

use std::collections::BTreeMap;

use wavebed_model::counter::{CounterModel, Model, ModelKind, RaceHit};
use wavebed_model::instr::Instr;
use wavebed_model::profile::Profile;

use super::{model_index, Subject};
use crate::counters::{closed, races};

/// One race: the wave it was first seen in (index into `Subject::waves`) and
/// its first hit there (positions are stream positions of that wave).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Found {
    pub wave: u32,
    pub hit: RaceHit,
}

/// Races keyed by (producer instruction, consumer instruction), first hit each.
pub type RaceMap = BTreeMap<(u32, u32), Found>;

/// Instruction `id` of the kernel is replaced by `instr`.
#[derive(Clone, Copy, Debug)]
pub struct Patch<'a> {
    pub id: u32,
    pub instr: &'a Instr,
}

/// The instruction at `id`, patched.
#[inline]
fn at<'a>(subject: &Subject<'a>, patch: Option<Patch<'a>>, id: u32) -> &'a Instr {
    match patch {
        Some(p) if p.id == id => p.instr,
        _ => &subject.kernel.instrs[id as usize],
    }
}

fn insert(map: &mut RaceMap, wave: usize, hit: RaceHit) {
    map.entry((hit.producer, hit.consumer)).or_insert(Found {
        wave: wave as u32,
        hit,
    });
}

/// The closed-form oracle's races over every wave of `subject`.
pub fn oracle_races(subject: &Subject<'_>, patch: Option<Patch<'_>>) -> RaceMap {
    let mut map = RaceMap::new();
    let mut refs: Vec<&Instr> = Vec::new();
    for (w, stream) in subject.waves.iter().enumerate() {
        refs.clear();
        refs.extend(stream.iter().map(|&id| at(subject, patch, id)));
        let lifetimes = closed::lifetimes(subject.profile, &refs);
        // Races come sorted by consumer position, so the first kept per pair
        // is its earliest hit in the first wave that has it.
        for r in races::races(subject.profile, &refs, &lifetimes) {
            let hit = RaceHit {
                producer: stream[r.producer as usize],
                producer_pos: r.producer as u64,
                consumer: stream[r.consumer as usize],
                consumer_pos: r.consumer as u64,
                slot: r.slot,
                access: r.access,
            };
            insert(&mut map, w, hit);
        }
    }
    map
}

/// The three models for one profile, built once and reset per wave.
pub struct ModelRunner {
    models: [Model; 3],
    hits: Vec<RaceHit>,
}

impl ModelRunner {
    pub fn new(profile: &Profile) -> ModelRunner {
        ModelRunner {
            models: ModelKind::ALL.map(|k| Model::new(k, profile)),
            hits: Vec::new(),
        }
    }

    /// Model `kind`'s races over every wave of `subject`.
    pub fn races(
        &mut self,
        kind: ModelKind,
        subject: &Subject<'_>,
        patch: Option<Patch<'_>>,
    ) -> RaceMap {
        let model = &mut self.models[model_index(kind)];
        let hits = &mut self.hits;
        let mut map = RaceMap::new();
        for (w, stream) in subject.waves.iter().enumerate() {
            model.reset();
            for (pos, &id) in stream.iter().enumerate() {
                model.step(pos as u64, id, at(subject, patch, id), hits);
                for hit in hits.drain(..) {
                    insert(&mut map, w, hit);
                }
            }
        }
        map
    }
}
