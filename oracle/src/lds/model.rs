//! The LDS model (`wavebed_model::lds::lds_races`, all paths) against the
//! LDS oracles on generated programs: the program is lowered to its listing,
//! read by the front end as any user's listing is, analysed by the model, and
//! the model's races are mapped back to the program's operations.
//!
//! The model names a race by cause; in the oracle's terms
//! (docs/lds-oracle.md section 3) `same-wave-raw/war/waw` are same-wave RAW,
//! WAR and WAW; every other cause is a cross-wave race whose kind is what its
//! earlier and later operation (by program order) do.

use wavebed_model::cfg::Cfg;
use wavebed_model::error::ParseError;
use wavebed_model::isa::parse_text;
use wavebed_model::kernel_info::WorkItemIds;
use wavebed_model::lds::{analyse, lds_races, LdsCause, LdsFootprint, LdsOptions, ValueAddresses};
use wavebed_model::paths::Entry;

use super::compare::{diff, RaceDiff};
use super::{asm, closed, enumerate, Kind, LdsError, LdsProgram, LdsReadings, Race, Scope};

/// Which oracle judges the model, under which readings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LdsOracle {
    Closed(LdsReadings),
    /// The enumerator with this configuration budget.
    Enumerate(usize, LdsReadings),
}

/// Why a program could not be judged.
#[derive(Debug, thiserror::Error)]
pub enum LdsDiffError {
    #[error(transparent)]
    Oracle(#[from] LdsError),
    /// The front end refused the generated listing: a generator bug.
    #[error("the front end refused the generated listing: {0}")]
    Parse(#[from] ParseError),
    /// The listing parsed to no kernel, or lost an operation's line.
    #[error("the generated listing lost operation {0}")]
    Lost(usize),
    /// The model reported a race on an instruction that is no LDS operation
    /// of the program (the address set-up): a model bug.
    #[error("the model reported an LDS race on instruction {0}, which accesses no LDS")]
    Stray(u32),
}

/// The model's LDS races on `program`, in the oracle's terms: every race,
/// and (sorted) those the model reports with an unknown address
/// (`address=unknown`: not proven).
///
/// The model decides under `readings` (set on the program's profile), the
/// readings the oracle judges it under: like with like.
pub fn model_races(
    program: &LdsProgram,
    readings: LdsReadings,
) -> Result<(Vec<Race>, Vec<Race>), LdsDiffError> {
    let m = races_from(program, readings, false)?;
    Ok((m.all, m.unknown))
}

/// The races `check` proves on `program` (docs/lds.md section 15): the
/// model with footprints from the value analysis, as `check` runs it, under
/// `readings`; only the races it names as proven cross-wave overlaps
/// (`LdsRace::proven`), in the oracle's terms. Each must be an oracle race
/// under `lds-cross-wave=all` - a proof of a race that is not one would be
/// a false claim.
pub fn proven_races(
    program: &LdsProgram,
    readings: LdsReadings,
) -> Result<Vec<Race>, LdsDiffError> {
    Ok(races_from(program, readings, true)?.proven)
}

/// The model's races on a program in the oracle's terms, each list sorted.
struct ModelRaces {
    all: Vec<Race>,
    /// Those with an unknown address (`address=unknown`: not proven).
    unknown: Vec<Race>,
    /// Those named as proven cross-wave overlaps (docs/lds.md section 15).
    proven: Vec<Race>,
}

/// The model's races from the model with local constants (`values` false:
/// the campaign's) or the value analysis (`check`'s).
fn races_from(
    program: &LdsProgram,
    readings: LdsReadings,
    values: bool,
) -> Result<ModelRaces, LdsDiffError> {
    let listing = asm::listing(program, &[]);
    let parsed = parse_text(&listing.text, "lds", Some(program.profile.arch))?;
    let mut kernel = parsed.kernels.first().ok_or(LdsDiffError::Lost(0))?.clone();
    if values {
        // What a code object of the program would state: its flat bound (the
        // oracle's `waves * lanes` work-items), the wave width and v0 = x -
        // no required size, so the model's proofs use the witness launch
        // `(waves * lanes, 1, 1)`, which is the oracle's own (docs/lds.md
        // section 17).
        let info = &mut kernel.info;
        info.max_flat_workgroup_size = Some(u32::from(program.waves) * program.lanes());
        info.wavefront_size = Some(program.lanes());
        info.workitem_ids = Some(WorkItemIds {
            dims: 1,
            packed: false,
        });
    }
    let kernel = &kernel;
    // Instruction index -> operation position.
    let mut op_of = vec![u32::MAX; kernel.instrs.len()];
    for (pos, &line) in listing.op_lines.iter().enumerate() {
        let idx = kernel
            .instrs
            .iter()
            .position(|i| i.line == line)
            .ok_or(LdsDiffError::Lost(pos))?;
        op_of[idx] = pos as u32;
    }
    let mut profile = program.profile.clone();
    profile.lds_dma_in_order = readings.dma_in_order;
    profile.lds_cross_wave_all = readings.cross_wave_all;
    let run = if values {
        let cfg = Cfg::build(kernel);
        let addrs = ValueAddresses::for_entry(kernel, &cfg, Entry::Kernel);
        analyse(
            kernel,
            &cfg,
            &profile,
            Entry::Kernel,
            &addrs,
            &LdsOptions::default(),
        )
    } else {
        lds_races(kernel, &profile)
    };
    let mut out = Vec::with_capacity(run.races.len());
    let mut unknown = Vec::new();
    let mut proven = Vec::new();
    for r in &run.races {
        let op = |i: u32| {
            op_of
                .get(i as usize)
                .copied()
                .filter(|&p| p != u32::MAX)
                .ok_or(LdsDiffError::Stray(i))
        };
        let (producer, consumer) = (op(r.producer)?, op(r.consumer)?);
        let (first, second) = (producer.min(consumer), producer.max(consumer));
        let (scope, kind) = match r.cause {
            LdsCause::SameWaveRaw => (Scope::SameWave, Kind::Raw),
            LdsCause::SameWaveWar => (Scope::SameWave, Kind::War),
            LdsCause::SameWaveWaw => (Scope::SameWave, Kind::Waw),
            // Across waves the oracle names a pair by program order
            // (docs/lds-oracle.md section 3): the kind is what the earlier
            // operation and the later one do, whichever the model found first.
            _ => {
                let access = |p: u32| {
                    program.ops[p as usize]
                        .access()
                        .ok_or(LdsDiffError::Stray(p))
                };
                let kind = Kind::of(&access(first)?, &access(second)?)
                    .ok_or(LdsDiffError::Stray(r.consumer))?;
                (Scope::CrossWave, kind)
            }
        };
        let race = Race {
            scope,
            kind,
            first,
            second,
        };
        out.push(race);
        if r.footprint() == LdsFootprint::Unknown {
            unknown.push(race);
        }
        if r.proven.is_some() {
            proven.push(race);
        }
    }
    for v in [&mut out, &mut unknown, &mut proven] {
        v.sort_unstable();
        v.dedup();
    }
    Ok(ModelRaces {
        all: out,
        unknown,
        proven,
    })
}

impl LdsOracle {
    /// The readings the oracle judges under.
    pub fn readings(self) -> LdsReadings {
        match self {
            LdsOracle::Closed(r) | LdsOracle::Enumerate(_, r) => r,
        }
    }
}

/// The oracle's races on `program`.
pub fn oracle_races(program: &LdsProgram, oracle: LdsOracle) -> Result<Vec<Race>, LdsError> {
    match oracle {
        LdsOracle::Closed(r) => closed::races_with(program, r),
        LdsOracle::Enumerate(budget, r) => {
            enumerate::explore_with(program, budget, enumerate::Completions::Lazy, r)
                .map(|(races, _)| races)
        }
    }
}

/// The model judged by `oracle` on one program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Judgement {
    pub truth: Vec<Race>,
    pub diff: RaceDiff,
    /// The imprecise races the model reported with an unknown address.
    pub imprecise_unknown: Vec<Race>,
}

/// The model judged by `oracle` on one program.
pub fn judge(program: &LdsProgram, oracle: LdsOracle) -> Result<Judgement, LdsDiffError> {
    let truth = oracle_races(program, oracle)?;
    let (judged, unknown) = model_races(program, oracle.readings())?;
    let diff = diff(&truth, &judged);
    let imprecise_unknown = diff
        .imprecise
        .iter()
        .filter(|r| unknown.binary_search(r).is_ok())
        .copied()
        .collect();
    Ok(Judgement {
        truth,
        diff,
        imprecise_unknown,
    })
}

/// Whether a barrier separates a cross-wave pair (docs/lds-oracle.md
/// section 3: some barrier k with `first <= s_k` and `t_k < second`); a
/// pair no barrier separates is a race whatever the waits.
pub fn barrier_between(program: &LdsProgram, race: &Race) -> bool {
    super::barriers(&program.ops)
        .is_ok_and(|b| b.iter().any(|&(s, t)| race.first <= s && t < race.second))
}
