//! The census's output records, one typed value each: a kernel (or device
//! function), a race, a file that could not be read, a family, the total.
//! JSON is the record serialized by serde (keys sorted, as serde_json's map
//! keeps them); the text line of a kernel is rendered from the same record
//! ([`KernelRecord::text_line`]), so the two cannot drift apart.
//!
//! Per-model and per-reading keys (`exact_races`, `readings.flat`) are
//! computed from `ModelKind::ALL` and `READINGS`, never spelled out here.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use wavebed_model::assume::{Assumptions, READINGS};
use wavebed_model::counter::report::RaceRecord;
use wavebed_model::counter::ModelKind;
use wavebed_model::paths::Entry;
use wavebed_model::pipeline::{PathsCoverage, WavesEnd};

use super::explain::Cause;
use super::lds::LdsRecord;
use super::render;
use super::tally::{Counts, MutationCounts};

/// One model's race verdicts in a kernel record (`"exact": {...}`).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ModelVerdicts {
    pub races: u64,
    pub false_positive: u64,
    pub missed: u64,
}

/// The races that depend on one contested reading: `gone` under its other
/// value, `new` only under it.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct ReadingDependence {
    pub gone: u64,
    pub new: u64,
}

/// Per reading key, the races that depend on it.
pub fn readings(c: &Counts) -> BTreeMap<&'static str, ReadingDependence> {
    READINGS
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let d = ReadingDependence {
                gone: c.reading_gone[i],
                new: c.reading_new[i],
            };
            (r.key, d)
        })
        .collect()
}

/// The wait-mutation counts as a record (`"mutation": {...}`).
#[derive(Clone, Debug, Serialize)]
pub struct MutationRecord {
    pub waits: u64,
    pub unreached_waits: u64,
    pub redundant_waits: u64,
    pub mutants: u64,
    pub effective_mutants: u64,
    /// `legacy_detected` ... per model.
    #[serde(flatten)]
    pub detected: BTreeMap<String, u64>,
    /// `legacy_rate` ... per model, in percent.
    #[serde(flatten)]
    pub rate: BTreeMap<String, f64>,
}

impl MutationRecord {
    pub fn of(m: &MutationCounts) -> MutationRecord {
        let per_model =
            |suffix: &'static str| ModelKind::ALL.iter().map(move |k| format!("{k}_{suffix}"));
        MutationRecord {
            waits: m.waits,
            unreached_waits: m.unreached,
            redundant_waits: m.redundant,
            mutants: m.mutants,
            effective_mutants: m.effective,
            detected: per_model("detected").zip(m.detected).collect(),
            rate: per_model("rate")
                .enumerate()
                .map(|(i, k)| (k, m.rate(i)))
                .collect(),
        }
    }
}

/// A wait the mutation found redundant, by its line and text.
#[derive(Clone, Debug, Serialize)]
pub struct WaitLine<'a> {
    pub line: u32,
    pub text: &'a str,
}

/// A kernel's coverage with `--paths all` (flattened into its record).
#[derive(Clone, Copy, Debug, Serialize)]
pub struct PathsFields {
    /// Always `all`.
    pub paths: &'static str,
    pub waits: u64,
    pub unreached_waits: u64,
    pub unreached: u64,
    pub enumerated: bool,
}

/// One censused kernel or device function (`"record": "kernel"`).
#[derive(Clone, Debug, Serialize)]
pub struct KernelRecord<'a> {
    pub record: &'static str,
    /// The kernel's name (a kernel)...
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kernel: Option<&'a str>,
    /// ...or the device function's (docs/paths.md section 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub function: Option<&'a str>,
    pub symbol: &'a str,
    pub file: &'a str,
    pub family: &'a str,
    pub arch: &'static str,
    pub waves: usize,
    pub instructions: u64,
    pub completed: bool,
    pub end: &'a WavesEnd,
    pub oracle_races: u64,
    /// Instructions in `s_set_gpr_idx` mode.
    pub indexed: usize,
    pub notices: &'a [String],
    pub seconds: f64,
    /// `legacy`, `seed`, `exact`: each model's verdicts.
    #[serde(flatten)]
    pub models: BTreeMap<&'static str, ModelVerdicts>,
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub paths: Option<PathsFields>,
    pub readings: BTreeMap<&'static str, ReadingDependence>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutation: Option<MutationRecord>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redundant_waits: Option<Vec<WaitLine<'a>>>,
    /// The LDS column, when the kernel has LDS races.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds: Option<LdsRecord>,
    /// The counts the fields come from (the text line's race fields).
    #[serde(skip)]
    pub counts: Counts,
    #[serde(skip)]
    pub coverage: Option<PathsCoverage>,
    #[serde(skip)]
    pub mutation_counts: Option<MutationCounts>,
}

/// What a kernel record is made of.
pub struct KernelParts<'a> {
    pub name: &'a str,
    pub symbol: &'a str,
    pub file: &'a str,
    pub family: &'a str,
    pub arch: wavebed_model::profile::Arch,
    pub waves: usize,
    pub completed: bool,
    pub end: &'a WavesEnd,
    pub indexed: usize,
    pub notices: &'a [String],
    pub seconds: f64,
    pub counts: Counts,
    pub coverage: Option<PathsCoverage>,
    pub mutation: Option<MutationCounts>,
    pub redundant_waits: Option<Vec<WaitLine<'a>>>,
}

impl<'a> KernelRecord<'a> {
    pub fn new(p: KernelParts<'a>) -> KernelRecord<'a> {
        let c = &p.counts;
        let function = p.coverage.is_some_and(|v| v.entry == Entry::DeviceFunction);
        KernelRecord {
            record: "kernel",
            kernel: (!function).then_some(p.name),
            function: function.then_some(p.name),
            symbol: p.symbol,
            file: p.file,
            family: p.family,
            arch: p.arch.name(),
            waves: p.waves,
            instructions: c.instructions,
            completed: p.completed,
            end: p.end,
            oracle_races: c.oracle_races,
            indexed: p.indexed,
            notices: p.notices,
            seconds: c.seconds,
            models: ModelKind::ALL
                .iter()
                .enumerate()
                .map(|(i, m)| {
                    let v = ModelVerdicts {
                        races: c.races[i],
                        false_positive: c.false_positive[i],
                        missed: c.missed[i],
                    };
                    (m.name(), v)
                })
                .collect(),
            paths: p.coverage.map(|v| PathsFields {
                paths: "all",
                waits: v.waits,
                unreached_waits: v.unreached_waits,
                unreached: v.unreached,
                enumerated: v.enumerated,
            }),
            readings: readings(c),
            mutation: p.mutation.as_ref().map(MutationRecord::of),
            redundant_waits: p.redundant_waits,
            lds: p.counts.lds.record(),
            counts: p.counts,
            coverage: p.coverage,
            mutation_counts: p.mutation,
        }
    }

    /// `kernel` or `function`: the entry's kind (docs/paths.md section 3).
    pub fn entry_key(&self) -> &'static str {
        if self.function.is_some() {
            "function"
        } else {
            "kernel"
        }
    }

    /// The text line: `kernel=NAME symbol=... file=... family=... arch=...
    /// waves=N <race fields> end=... indexed=I`, then the coverage
    /// and the mutation fields when there are any.
    pub fn text_line(&self) -> String {
        let name = self.kernel.or(self.function).unwrap_or_default();
        let mut line = format!(
            "{}={name} symbol={} file={} family={} arch={} waves={} {} end={} indexed={}",
            self.entry_key(),
            self.symbol,
            self.file,
            self.family,
            self.arch,
            self.waves,
            render::kernel_fields(&self.counts),
            self.end,
            self.indexed,
        );
        if let Some(p) = &self.coverage {
            let _ = write!(line, " {}", coverage_fields(p));
        }
        if let Some(m) = &self.mutation_counts {
            let _ = write!(line, " {}", render::mutation_fields(m));
        }
        line.push_str(&self.counts.lds.fields());
        line
    }
}

/// A kernel line's coverage with `--paths all`: `paths=all waits=W
/// unreached_waits=UW unreached=U enumerated=0|1`.
pub fn coverage_fields(p: &PathsCoverage) -> String {
    format!(
        "paths=all waits={} unreached_waits={} unreached={} enumerated={}",
        p.waits,
        p.unreached_waits,
        p.unreached,
        u8::from(p.enumerated)
    )
}

/// One race of a chosen model in the census (`--races`): the race record
/// with the census's verdict and cause.
#[derive(Clone, Debug, Serialize)]
pub struct CensusRace<'a> {
    #[serde(flatten)]
    pub race: RaceRecord<'a>,
    /// `race`, `false_positive` or `missed`.
    pub verdict: &'static str,
    /// The path's cause, or `reading:KEY`.
    pub cause: String,
    pub loop_carried: bool,
    pub file: &'a str,
}

/// A file that could not be read (`"record": "error"`).
#[derive(Clone, Debug, Serialize)]
pub struct ErrorRecord<'a> {
    pub record: &'static str,
    pub file: &'a str,
    pub family: &'a str,
    pub message: &'a str,
}

impl<'a> ErrorRecord<'a> {
    pub fn new(file: &'a str, family: &'a str, message: &'a str) -> ErrorRecord<'a> {
        ErrorRecord {
            record: "error",
            file,
            family,
            message,
        }
    }
}

/// The coverage of `--paths all` summed over kernels and device functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct CoverageSum {
    pub entries: u64,
    pub enumerated: u64,
    pub waits: u64,
    pub unreached_waits: u64,
    pub unreached: u64,
}

impl CoverageSum {
    pub fn add(&mut self, p: &PathsCoverage) {
        self.entries += 1;
        self.enumerated += u64::from(p.enumerated);
        self.waits += p.waits;
        self.unreached_waits += p.unreached_waits;
        self.unreached += p.unreached;
    }

    /// `paths=all waits=W unreached_waits=UW unreached=U enumerated=E/N`.
    pub fn fields(&self) -> String {
        format!(
            "paths=all waits={} unreached_waits={} unreached={} enumerated={}/{}",
            self.waits, self.unreached_waits, self.unreached, self.enumerated, self.entries
        )
    }
}

/// The counts a family and the total share.
#[derive(Clone, Debug, Serialize)]
pub struct CountsRecord {
    pub record: &'static str,
    pub kernels: u64,
    pub instructions: u64,
    pub oracle_races: u64,
    pub incomplete: u64,
    /// `legacy_races`, `legacy_false_positive`, `legacy_missed`, ... per model.
    #[serde(flatten)]
    pub models: BTreeMap<String, u64>,
    pub readings: BTreeMap<&'static str, ReadingDependence>,
    pub seconds: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mutation: Option<MutationRecord>,
    /// The LDS column, when there are LDS races.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds: Option<LdsRecord>,
}

impl CountsRecord {
    fn new(record: &'static str, c: &Counts, m: Option<&MutationCounts>, seconds: f64) -> Self {
        let mut models = BTreeMap::new();
        for (i, k) in ModelKind::ALL.iter().enumerate() {
            models.insert(format!("{k}_races"), c.races[i]);
            models.insert(format!("{k}_false_positive"), c.false_positive[i]);
            models.insert(format!("{k}_missed"), c.missed[i]);
        }
        CountsRecord {
            record,
            kernels: c.kernels,
            instructions: c.instructions,
            oracle_races: c.oracle_races,
            incomplete: c.incomplete,
            models,
            readings: readings(c),
            seconds,
            mutation: m.map(MutationRecord::of),
            lds: c.lds.record(),
        }
    }
}

/// One family's record (`"record": "family"`; `seconds` is the work spent on
/// its files).
#[derive(Clone, Debug, Serialize)]
pub struct FamilyRecord<'a> {
    #[serde(flatten)]
    pub counts: CountsRecord,
    pub family: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coverage: Option<CoverageSum>,
}

impl<'a> FamilyRecord<'a> {
    pub fn new(
        name: &'a str,
        c: &Counts,
        m: Option<&MutationCounts>,
        coverage: Option<CoverageSum>,
    ) -> FamilyRecord<'a> {
        FamilyRecord {
            counts: CountsRecord::new("family", c, m, c.seconds),
            family: name,
            coverage,
        }
    }
}

/// The exact model's races of one cause.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct CauseCount {
    pub races: u64,
    pub loop_carried: u64,
}

/// The total record (`"record": "total"`): the text total line's fields,
/// the errors, the exact model's races per cause, the assumption set.
#[derive(Clone, Debug, Serialize)]
pub struct TotalRecord<L: Serialize> {
    #[serde(flatten)]
    pub counts: CountsRecord,
    pub errors: usize,
    pub exact_causes: BTreeMap<&'static str, CauseCount>,
    pub assume: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coverage: Option<CoverageSum>,
    /// The LLVM column's total (`--llvm`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub llvm: Option<L>,
}

/// What the total record is made of.
pub struct TotalParts<'a, L> {
    pub counts: &'a Counts,
    pub mutation: Option<&'a MutationCounts>,
    pub seconds: f64,
    pub errors: usize,
    /// The exact model's races and loop-carried races per cause, in
    /// `Cause::ALL` order.
    pub causes: &'a [(u64, u64); Cause::ALL.len()],
    pub assume: &'a Assumptions,
    pub coverage: Option<CoverageSum>,
    pub llvm: Option<L>,
}

impl<L: Serialize> TotalRecord<L> {
    pub fn new(p: TotalParts<'_, L>) -> TotalRecord<L> {
        TotalRecord {
            counts: CountsRecord::new("total", p.counts, p.mutation, p.seconds),
            errors: p.errors,
            exact_causes: Cause::ALL
                .iter()
                .zip(p.causes)
                .map(|(c, &(races, loop_carried))| {
                    (
                        c.name(),
                        CauseCount {
                            races,
                            loop_carried,
                        },
                    )
                })
                .collect(),
            assume: p.assume.pairs().collect(),
            coverage: p.coverage,
            llvm: p.llvm,
        }
    }
}
