//! The census's LDS column (docs/census.md, "The LDS column"): a function's
//! LDS races on every path (docs/lds.md, footprints from the value analysis
//! of section 10), counted per cause and per address - `known` (both
//! footprints exact: a proven race) or `unknown`.
//!
//! LDS races are counted apart from register races, as `check` counts them:
//! no register figure of the census changes, and a kernel without LDS races
//! prints exactly what it printed before.

use std::collections::BTreeMap;

use serde::Serialize;
use wavebed_model::cfg::Cfg;
use wavebed_model::instr::Kernel;
use wavebed_model::lds::{analyse, LdsCause, LdsFootprint, LdsOptions, LdsRun, ValueAddresses};
use wavebed_model::paths::Entry;
use wavebed_model::profile::Profile;

/// LDS races per cause (in [`LdsCause::ALL`] order), address known and
/// unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LdsCounts {
    pub known: [u64; LdsCause::ALL.len()],
    pub unknown: [u64; LdsCause::ALL.len()],
}

/// One cause's races in a record (`"same-wave-raw": {"known": K, "unknown": U}`).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct LdsCauseCount {
    pub known: u64,
    pub unknown: u64,
}

/// The LDS column of a record (`"lds": {"races": N, "causes": {...}}`).
#[derive(Clone, Debug, Serialize)]
pub struct LdsRecord {
    pub races: u64,
    pub causes: BTreeMap<&'static str, LdsCauseCount>,
}

impl LdsCounts {
    /// The counts of one analysis's recorded races.
    pub fn of(run: &LdsRun) -> LdsCounts {
        let mut c = LdsCounts::default();
        for r in &run.races {
            let i = cause_index(r.cause);
            match r.footprint() {
                LdsFootprint::Known { .. } => c.known[i] += 1,
                LdsFootprint::Within { .. } | LdsFootprint::Unknown => c.unknown[i] += 1,
            }
        }
        c
    }

    pub fn add(&mut self, o: &LdsCounts) {
        for i in 0..LdsCause::ALL.len() {
            self.known[i] += o.known[i];
            self.unknown[i] += o.unknown[i];
        }
    }

    /// Every LDS race counted.
    pub fn races(&self) -> u64 {
        self.known.iter().chain(&self.unknown).sum()
    }

    /// The text fields, empty without LDS races: ` lds_races=N
    /// lds:same-wave-raw=K/U ...` (K races with a known address, U unknown;
    /// a leading space each, to append to a line).
    pub fn fields(&self) -> String {
        if self.races() == 0 {
            return String::new();
        }
        let mut s = format!(" lds_races={}", self.races());
        for (i, c) in LdsCause::ALL.iter().enumerate() {
            s.push_str(&format!(" lds:{c}={}/{}", self.known[i], self.unknown[i]));
        }
        s
    }

    /// The record's `lds` object, `None` without LDS races (the key is
    /// then left out).
    pub fn record(&self) -> Option<LdsRecord> {
        (self.races() > 0).then(|| LdsRecord {
            races: self.races(),
            causes: LdsCause::ALL
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let n = LdsCauseCount {
                        known: self.known[i],
                        unknown: self.unknown[i],
                    };
                    (c.name(), n)
                })
                .collect(),
        })
    }
}

/// Position of `cause` in [`LdsCause::ALL`] (and in [`LdsCounts`]' arrays).
pub fn cause_index(cause: LdsCause) -> usize {
    match cause {
        LdsCause::SameWaveRaw => 0,
        LdsCause::SameWaveWar => 1,
        LdsCause::SameWaveWaw => 2,
        LdsCause::UnpublishedAtBarrier => 3,
        LdsCause::ReadPendingAtBarrier => 4,
        LdsCause::NoBarrier => 5,
        LdsCause::SameInstruction => 6,
        LdsCause::SplitBarrierWindow => 7,
    }
}

/// The LDS races of `kernel` entered as `entry` under `profile`, on every
/// path, with footprints from the value analysis: what `check` reports.
pub fn census_lds(kernel: &Kernel, profile: &Profile, entry: Entry) -> LdsCounts {
    LdsCounts::of(&census_lds_run(kernel, profile, entry).1)
}

/// The races [`census_lds`] counts and the graph their witnesses name
/// (`census --races --format sarif` reports them, docs/census.md).
pub fn census_lds_run(kernel: &Kernel, profile: &Profile, entry: Entry) -> (Cfg, LdsRun) {
    let cfg = Cfg::build(kernel);
    let addrs = ValueAddresses::for_entry(kernel, &cfg, entry);
    let run = analyse(kernel, &cfg, profile, entry, &addrs, &LdsOptions::default());
    (cfg, run)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cause_index_is_the_position_in_all() {
        for (i, c) in LdsCause::ALL.iter().enumerate() {
            assert_eq!(cause_index(*c), i, "{c}");
        }
    }

    #[test]
    fn fields_and_record_appear_only_with_races() {
        let none = LdsCounts::default();
        assert_eq!(none.fields(), "");
        assert!(none.record().is_none());
        let mut c = LdsCounts::default();
        c.known[cause_index(LdsCause::UnpublishedAtBarrier)] = 2;
        c.unknown[cause_index(LdsCause::SameWaveRaw)] = 3;
        let mut sum = c;
        sum.add(&c);
        assert_eq!(sum.races(), 10);
        assert_eq!(
            c.fields(),
            " lds_races=5 lds:same-wave-raw=0/3 lds:same-wave-war=0/0 \
lds:same-wave-waw=0/0 lds:unpublished-at-barrier=2/0 lds:read-pending-at-barrier=0/0 \
lds:no-barrier=0/0 lds:same-instruction=0/0 lds:split-barrier-window=0/0"
        );
        let r = c.record().map(|r| serde_json::to_string(&r).ok());
        assert_eq!(
            r.flatten().as_deref(),
            Some(
                "{\"races\":5,\"causes\":{\"no-barrier\":{\"known\":0,\"unknown\":0},\
\"read-pending-at-barrier\":{\"known\":0,\"unknown\":0},\
\"same-instruction\":{\"known\":0,\"unknown\":0},\
\"same-wave-raw\":{\"known\":0,\"unknown\":3},\
\"same-wave-war\":{\"known\":0,\"unknown\":0},\"same-wave-waw\":{\"known\":0,\"unknown\":0},\
\"split-barrier-window\":{\"known\":0,\"unknown\":0},\
\"unpublished-at-barrier\":{\"known\":2,\"unknown\":0}}}"
            )
        );
    }
}
