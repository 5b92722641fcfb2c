//! Bounded replay: a trace's waves through a counter model, chunk by chunk,
//! stopping at `max_instructions` per wave or at a per-trace timeout, and
//! many traces in parallel on [`wavebed_model::parallel`].
//!
//! The hot loop steps the model over each decompressed chunk in place: no
//! stream is materialised and nothing is allocated per instruction. Race
//! reports need the instructions executed between producer and consumer; they
//! are printed by [`write_report`], which re-reads only the prefix of the one
//! wave a race was found in.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use wavebed_model::assume::Assumptions;
use wavebed_model::counter::report::{write_race_text, ReportContext};
use wavebed_model::counter::{CounterModel, Model, ModelKind, RaceHit, RaceSet, StepPlan};
use wavebed_model::inputs::{self, Input, InputError, InputKind};
use wavebed_model::instr::{Instr, Kernel};
use wavebed_model::parallel;
use wavebed_oracle::counters::compare::oracle_pairs;
use wavebed_oracle::counters::OracleKind;

use crate::error::TraceError;
use crate::format::{Header, TraceReader};
use crate::store::{self, Entry, Store};

/// How to replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayOptions {
    pub model: ModelKind,
    /// At most this many instructions of each wave (the bounded prefix).
    pub max_instructions: u64,
    /// Give up on a trace after this long (checked between chunks).
    pub timeout: Option<Duration>,
    /// Also run the closed-form oracle on the same streams and compare.
    pub oracle: bool,
    /// `--assume` overrides: readings set here replace the trace's recorded ones.
    pub assume: Assumptions,
}

impl Default for ReplayOptions {
    fn default() -> Self {
        ReplayOptions {
            model: ModelKind::Exact,
            max_instructions: u64::MAX,
            timeout: None,
            oracle: false,
            assume: Assumptions::new(),
        }
    }
}

/// Why a replay did not run a whole trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// A wave was longer than `max_instructions`.
    MaxInstructions,
    /// The per-trace timeout expired.
    Timeout,
}

impl Cut {
    pub fn name(self) -> &'static str {
        match self {
            Cut::MaxInstructions => "max-instructions",
            Cut::Timeout => "timeout",
        }
    }
}

/// A race and the wave it was first found in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaveRace {
    /// Position of the wave in the trace's directory.
    pub wave_index: usize,
    /// The wave's id (`wave=` in reports).
    pub wave_id: u32,
    pub hit: RaceHit,
}

/// Where the assumption set of a replay came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AssumeOrigin {
    /// The set recorded in the trace's header.
    Recorded,
    /// The recorded set with some readings overridden by `--assume`.
    RecordedOverridden,
    /// A version-1 trace records none: the default set (see docs/trace-format.md).
    Default,
    /// A version-1 trace under the default set overridden by `--assume`.
    DefaultOverridden,
}

impl AssumeOrigin {
    /// `trace`, `trace+assume`, `default` or `default+assume`.
    pub fn name(self) -> &'static str {
        match self {
            AssumeOrigin::Recorded => "trace",
            AssumeOrigin::RecordedOverridden => "trace+assume",
            AssumeOrigin::Default => "default",
            AssumeOrigin::DefaultOverridden => "default+assume",
        }
    }
}

/// The assumption set a trace with `header` replays under, given `--assume`
/// overrides, and where it came from.
pub fn replay_assumptions(header: &Header, overrides: &Assumptions) -> (Assumptions, AssumeOrigin) {
    let base = header.assumptions.unwrap_or_default();
    let set = base.overridden_by(overrides).resolved(header.arch);
    let origin = match (header.assumptions.is_some(), overrides.is_default()) {
        (true, true) => AssumeOrigin::Recorded,
        (true, false) => AssumeOrigin::RecordedOverridden,
        (false, true) => AssumeOrigin::Default,
        (false, false) => AssumeOrigin::DefaultOverridden,
    };
    (set, origin)
}

/// A trace that replayed (possibly cut by a bound).
#[derive(Clone, Debug)]
pub struct Replayed {
    pub header: Header,
    /// The assumption set the replay decided under (every reading resolved).
    pub assume: Assumptions,
    pub assume_origin: AssumeOrigin,
    /// The recorded kernel, rebuilt from the trace's table.
    pub kernel: Kernel,
    /// Distinct (producer, consumer) pairs over all waves, first wave first.
    pub races: Vec<WaveRace>,
    /// Instructions stepped through the model.
    pub instructions: u64,
    pub waves: usize,
    /// Whether every wave was recorded complete and replayed whole.
    pub completed: bool,
    pub cut: Option<Cut>,
    /// With `oracle`: how the model's race pairs compare with the oracle's.
    pub oracle: Option<OracleCheck>,
}

/// The closed-form oracle's verdict on the replayed streams, as (producer,
/// consumer) instruction pairs per kernel (the way `races=` counts).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OracleCheck {
    /// Pairs the oracle finds.
    pub oracle_races: usize,
    /// Pairs the oracle finds and the model does not (the model is unsound).
    pub missed: Vec<(u32, u32)>,
    /// Pairs the model reports and the oracle rules out (the model is imprecise).
    pub false_positives: Vec<(u32, u32)>,
}

/// Replays the trace at `path`.
pub fn replay_file(path: &Path, opts: &ReplayOptions) -> Result<Replayed, TraceError> {
    let start = Instant::now();
    let reader = TraceReader::open(path)?;
    replay_reader(reader, opts, start).map_err(|e| e.in_file(path))
}

/// Replays an open trace; `start` is when its timeout began.
pub fn replay_reader<R: std::io::Read + std::io::Seek>(
    mut reader: TraceReader<R>,
    opts: &ReplayOptions,
    start: Instant,
) -> Result<Replayed, TraceError> {
    let header = reader.header().clone();
    if !header.arch.profile().is_modelled() {
        return Err(TraceError::Invalid(format!(
            "{}: the counters of {} are not modelled yet; its traces record but do not replay",
            header.kernel, header.arch
        )));
    }
    if let Some(why) = opts.model.refusal(header.arch) {
        return Err(TraceError::Invalid(format!("{}: {why}", header.kernel)));
    }
    let (assume, assume_origin) = replay_assumptions(&header, &opts.assume);
    let profile = assume.profile(header.arch);
    let mut model = Model::new(opts.model, &profile);
    let plans = StepPlan::for_kernel(reader.instrs(), &profile);
    // With `oracle`: the wave's indices, and the oracle's pairs over all waves.
    let mut ids: Vec<u32> = Vec::new();
    let mut oracle_set: BTreeSet<(u32, u32)> = BTreeSet::new();
    let mut set = RaceSet::default();
    let mut races = Vec::new();
    let mut hits = Vec::new();
    let mut instructions = 0u64;
    let mut cut = None;
    let mut completed = true;
    let waves = reader.waves().to_vec();
    for (wi, wave) in waves.iter().enumerate() {
        if opts.timeout.is_some_and(|t| start.elapsed() >= t) {
            cut = Some(Cut::Timeout);
            break;
        }
        completed &= wave.completed;
        if wave.len > opts.max_instructions {
            cut = Some(Cut::MaxInstructions);
        }
        model.reset();
        let mut pos = 0u64;
        let mut timed_out = false;
        ids.clear();
        reader.for_each_chunk_with_table(wi, opts.max_instructions, |instrs, chunk| {
            if opts.oracle {
                ids.extend_from_slice(chunk);
            }
            // Indices were checked against the table when the chunk was read.
            model.step_run(pos, chunk, instrs, &plans, &mut hits);
            pos += chunk.len() as u64;
            for hit in hits.drain(..) {
                if set.insert(hit) {
                    races.push(WaveRace {
                        wave_index: wi,
                        wave_id: wave.id,
                        hit,
                    });
                }
            }
            if opts.timeout.is_some_and(|t| start.elapsed() >= t) {
                timed_out = true;
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        })?;
        instructions += pos;
        if opts.oracle {
            let stream: Vec<&Instr> = ids.iter().map(|&i| &reader.instrs()[i as usize]).collect();
            let pairs = oracle_pairs(OracleKind::Closed, &profile, &stream, &ids)
                .map_err(|e| TraceError::Invalid(format!("the oracle gave up: {e:?}")))?;
            oracle_set.extend(pairs);
        }
        if timed_out && pos < wave.len.min(opts.max_instructions) {
            cut = Some(Cut::Timeout);
            break;
        }
    }
    let oracle = opts.oracle.then(|| {
        let model_set: BTreeSet<(u32, u32)> = races
            .iter()
            .map(|r| (r.hit.producer, r.hit.consumer))
            .collect();
        OracleCheck {
            oracle_races: oracle_set.len(),
            missed: oracle_set.difference(&model_set).copied().collect(),
            false_positives: model_set.difference(&oracle_set).copied().collect(),
        }
    });
    let (_, instrs) = reader.into_parts();
    let kernel = Kernel {
        symbol: header.symbol.clone(),
        name: header.kernel.clone(),
        instrs,
        info: Default::default(),
        origin: Vec::new(),
    };
    Ok(Replayed {
        header,
        assume,
        assume_origin,
        kernel,
        races,
        instructions,
        waves: waves.len(),
        completed: completed && cut.is_none(),
        cut,
        oracle,
    })
}

/// The report context of a race found in wave `wave_id` of a trace.
pub fn report_context(header: &Header, model: ModelKind, wave_id: u32) -> ReportContext {
    ReportContext {
        dispatch: header.dispatch as u64,
        wave: wave_id,
        workgroup: header.workgroup,
        ..ReportContext::new(header.arch, model)
    }
}

/// Appends the text reports of `r`'s races to `out`, in the shape `wavebed
/// check` prints, re-reading from `path` the stream prefix each needs.
#[allow(
    clippy::expect_used,
    reason = "an invariant: writing to a String cannot fail"
)]
pub fn write_report(
    out: &mut String,
    path: &Path,
    r: &Replayed,
    model: ModelKind,
) -> Result<(), TraceError> {
    if r.races.is_empty() {
        return Ok(());
    }
    let mut reader = TraceReader::open(path)?;
    let mut stream = Vec::new();
    let mut loaded: Option<(usize, u64)> = None;
    for race in &r.races {
        let need = race.hit.consumer_pos + 1;
        if loaded.is_none_or(|(w, n)| w != race.wave_index || n < need) {
            stream = reader
                .read_wave(race.wave_index, need)
                .map_err(|e| e.in_file(path))?;
            loaded = Some((race.wave_index, need));
        }
        let ctx = report_context(&r.header, model, race.wave_id);
        write_race_text(out, &r.kernel, &stream, &race.hit, &ctx)
            .expect("writing to a String cannot fail");
    }
    Ok(())
}

/// Replays `traces` on `threads` threads (at least one), calling `done` on
/// the calling thread with each trace's index and result as it finishes. A
/// store entry's trace must be what its entry says ([`store::open_bound`]).
pub fn replay_all(
    traces: &Traces,
    opts: &ReplayOptions,
    threads: usize,
    done: impl FnMut(usize, Result<Replayed, TraceError>),
) {
    parallel::run_all(
        traces.inputs.len(),
        threads,
        |i| {
            let path = &traces.inputs[i].path;
            match &traces.entries[i] {
                Some(entry) => {
                    let start = Instant::now();
                    store::open_bound(path, entry)
                        .and_then(|r| replay_reader(r, opts, start).map_err(|e| e.in_file(path)))
                }
                None => replay_file(path, opts),
            }
        },
        done,
    );
}

/// The traces to replay, and the snapshots of the stores they come from,
/// held so that no writer removes a trace before it is replayed.
#[derive(Debug)]
pub struct Traces {
    pub inputs: Vec<Input>,
    /// The store entry of each input (`None` for a trace file named or
    /// found in an ordinary directory).
    entries: Vec<Option<Entry>>,
    /// The paths that could not be read, each with its path.
    pub errors: Vec<InputError>,
    _snapshots: Vec<Store>,
}

impl Traces {
    /// Trace files, each replayed as it is (no store entry to match).
    pub fn files(inputs: Vec<Input>) -> Traces {
        Traces {
            entries: vec![None; inputs.len()],
            inputs,
            errors: Vec::new(),
            _snapshots: Vec::new(),
        }
    }
}

/// The traces `paths` name: a file is itself whatever its extension; a
/// trace store gives its entries, named by its manifest; a directory its
/// `.wbt` files and stores, recursively, in path order. A path that cannot
/// be read (or a store that cannot be opened) is one of [`Traces::errors`],
/// and the other paths are still read.
pub fn traces(paths: &[PathBuf]) -> Traces {
    let snapshots: RefCell<Vec<Store>> = RefCell::new(Vec::new());
    // Object path -> entry, for the inputs a store gave.
    let bound: RefCell<HashMap<PathBuf, Entry>> = RefCell::new(HashMap::new());
    let container = |dir: &Path| -> Option<Result<Vec<Input>, InputError>> {
        if !Store::is_store(dir) {
            return None;
        }
        Some(
            Store::open(dir)
                .map(|store| {
                    let inputs = store
                        .entries()
                        .iter()
                        .map(|e| {
                            let path = store.object_path(e);
                            bound.borrow_mut().insert(path.clone(), e.clone());
                            Input {
                                path,
                                kind: InputKind::Trace,
                                name: e.name.clone(),
                                member: None,
                            }
                        })
                        .collect();
                    snapshots.borrow_mut().push(store);
                    inputs
                })
                .map_err(|e| InputError::Container(Box::new(e))),
        )
    };
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for p in paths {
        let found = match inputs::expand(p, &container) {
            Ok(found) => found,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        errors.extend(found.errors);
        if found.directory {
            out.extend(
                found
                    .inputs
                    .into_iter()
                    .filter(|i| i.kind == InputKind::Trace),
            );
        } else {
            out.extend(found.inputs);
        }
    }
    let bound = bound.into_inner();
    let entries = out.iter().map(|i| bound.get(&i.path).cloned()).collect();
    Traces {
        inputs: out,
        entries,
        errors,
        _snapshots: snapshots.into_inner(),
    }
}
