//! The output records of `wavebed replay` and `wavebed store verify`, one
//! typed value each: a trace's line, a disagreement with the oracle, a race
//! with the trace it came from, the total. The CLI prints a record as JSON
//! (serialized by serde, keys sorted) or as its text line rendered from the
//! same value, so the two cannot drift apart.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;
use wavebed_model::assume::Assumptions;
use wavebed_model::counter::report::RaceRecord;
use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Kernel;

use crate::error::TraceError;
use crate::format::VerifyReport;
use crate::replay::{OracleCheck, Replayed};

/// An assumption set as a JSON object, one key per reading.
pub fn assume_map(set: &Assumptions) -> BTreeMap<&'static str, &'static str> {
    set.pairs().collect()
}

/// One trace of a replay: replayed (exit 0) or not readable (exit 2).
#[derive(Clone, Debug, Serialize)]
pub struct TraceLine<'a> {
    pub record: &'static str,
    pub name: &'a str,
    pub exit: u8,
    pub races: usize,
    pub completed: bool,
    /// Why the trace could not be replayed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(flatten)]
    pub replayed: Option<ReplayedFields<'a>>,
}

/// What a trace that replayed adds to its line.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayedFields<'a> {
    pub kernel: &'a str,
    pub symbol: &'a str,
    pub arch: &'static str,
    pub model: &'static str,
    pub instructions: u64,
    pub waves: usize,
    /// The bound that cut the replay (`max-instructions`, `timeout`...).
    pub cut: Option<&'static str>,
    pub assume: BTreeMap<&'static str, &'static str>,
    pub assume_from: &'static str,
    #[serde(flatten)]
    pub oracle: Option<OracleCounts>,
}

/// With `--oracle`: the oracle's pairs and the model's disagreements with it.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct OracleCounts {
    pub oracle_races: usize,
    pub missed: usize,
    pub false_positives: usize,
}

impl OracleCounts {
    fn of(c: &OracleCheck) -> OracleCounts {
        OracleCounts {
            oracle_races: c.oracle_races,
            missed: c.missed.len(),
            false_positives: c.false_positives.len(),
        }
    }
}

impl<'a> TraceLine<'a> {
    /// The line of a trace that replayed under `model`.
    pub fn replayed(name: &'a str, r: &'a Replayed, model: ModelKind) -> TraceLine<'a> {
        TraceLine {
            record: "trace",
            name,
            exit: 0,
            races: r.races.len(),
            completed: r.completed,
            error: None,
            replayed: Some(ReplayedFields {
                kernel: &r.kernel.name,
                symbol: &r.kernel.symbol,
                arch: r.header.arch.name(),
                model: model.name(),
                instructions: r.instructions,
                waves: r.waves,
                cut: r.cut.map(|c| c.name()),
                assume: assume_map(&r.assume),
                assume_from: r.assume_origin.name(),
                oracle: r.oracle.as_ref().map(OracleCounts::of),
            }),
        }
    }

    /// The line of a trace that could not be replayed.
    pub fn failed(name: &'a str, e: &TraceError) -> TraceLine<'a> {
        TraceLine {
            record: "trace",
            name,
            exit: 2,
            races: 0,
            completed: false,
            error: Some(e.to_string()),
            replayed: None,
        }
    }

    /// `NAME exit=E races=R completed=C[ oracle_races=O missed=M false_positives=F]`.
    pub fn text_line(&self) -> String {
        let mut s = format!(
            "{} exit={} races={} completed={}",
            self.name, self.exit, self.races, self.completed as u8
        );
        if let Some(c) = self.replayed.as_ref().and_then(|r| r.oracle) {
            let _ = write!(
                s,
                " oracle_races={} missed={} false_positives={}",
                c.oracle_races, c.missed, c.false_positives
            );
        }
        s
    }
}

/// An instruction of a disagreement.
#[derive(Clone, Debug, Serialize)]
pub struct InstrRef<'a> {
    pub index: u32,
    pub line: u32,
    pub addr: Option<u64>,
    pub text: &'a str,
}

impl<'a> InstrRef<'a> {
    fn of(kernel: &'a Kernel, i: u32) -> InstrRef<'a> {
        let ins = &kernel.instrs[i as usize];
        InstrRef {
            index: i,
            line: ins.line,
            addr: ins.addr,
            text: &ins.text,
        }
    }
}

/// A pair the model and the closed-form oracle disagree on.
#[derive(Clone, Debug, Serialize)]
pub struct DisagreementRecord<'a> {
    pub record: &'static str,
    pub trace: &'a str,
    /// `missed_race` (the oracle's, not the model's) or `false_positive`.
    pub kind: &'static str,
    pub model: &'static str,
    pub oracle: &'static str,
    pub producer: InstrRef<'a>,
    pub consumer: InstrRef<'a>,
}

impl<'a> DisagreementRecord<'a> {
    /// Every disagreement of a replay, missed races first.
    pub fn all(
        trace: &'a str,
        r: &'a Replayed,
        model: ModelKind,
    ) -> impl Iterator<Item = DisagreementRecord<'a>> + 'a {
        r.oracle.iter().flat_map(move |c| {
            let missed = c.missed.iter().map(|&p| ("missed_race", p));
            let fps = c.false_positives.iter().map(|&p| ("false_positive", p));
            missed
                .chain(fps)
                .map(move |(kind, (p, q))| DisagreementRecord {
                    record: "disagreement",
                    trace,
                    kind,
                    model: model.name(),
                    oracle: "closed",
                    producer: InstrRef::of(&r.kernel, p),
                    consumer: InstrRef::of(&r.kernel, q),
                })
        })
    }

    /// `DISAGREE trace=T kind=K producer="..." consumer="..."`.
    pub fn text_line(&self) -> String {
        format!(
            "DISAGREE trace={} kind={} producer=\"{}\" consumer=\"{}\"",
            self.trace, self.kind, self.producer.text, self.consumer.text
        )
    }
}

/// A race of a replayed trace: `check`'s race record and the trace's name.
#[derive(Clone, Debug, Serialize)]
pub struct TraceRace<'a> {
    #[serde(flatten)]
    pub race: RaceRecord<'a>,
    pub trace: &'a str,
}

/// The last line of a replay.
#[derive(Clone, Debug, Serialize)]
pub struct ReplayTotal {
    pub record: &'static str,
    pub traces: usize,
    pub races: usize,
    pub errors: usize,
    pub completed: usize,
    /// With `--oracle`.
    #[serde(flatten)]
    pub oracle: Option<OracleTotals>,
}

/// The oracle's disagreements over all traces.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct OracleTotals {
    pub missed: usize,
    pub false_positives: usize,
}

impl ReplayTotal {
    /// `total traces=N races=R errors=E completed=C[ missed=M false_positives=F]`.
    pub fn text_line(&self) -> String {
        let mut s = format!(
            "total traces={} races={} errors={} completed={}",
            self.traces, self.races, self.errors, self.completed
        );
        if let Some(o) = self.oracle {
            let _ = write!(
                s,
                " missed={} false_positives={}",
                o.missed, o.false_positives
            );
        }
        s
    }
}

/// One trace of `store verify`: every chunk read and checked, or damaged.
#[derive(Clone, Debug, Serialize)]
pub struct VerifiedTrace<'a> {
    pub record: &'static str,
    pub name: &'a str,
    pub ok: bool,
    #[serde(flatten)]
    pub report: Option<VerifyReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl<'a> VerifiedTrace<'a> {
    pub fn of(name: &'a str, result: &Result<VerifyReport, TraceError>) -> VerifiedTrace<'a> {
        VerifiedTrace {
            record: "trace",
            name,
            ok: result.is_ok(),
            report: result.as_ref().ok().copied(),
            error: result.as_ref().err().map(|e| e.to_string()),
        }
    }

    /// `NAME ok waves=W chunks=C instructions=I` or `NAME damaged`.
    pub fn text_line(&self) -> String {
        match &self.report {
            Some(r) => format!(
                "{} ok waves={} chunks={} instructions={}",
                self.name, r.waves, r.chunks, r.instructions
            ),
            None => format!("{} damaged", self.name),
        }
    }
}

/// The last line of `store verify`.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct VerifyTotal {
    pub record: &'static str,
    pub traces: usize,
    pub damaged: usize,
}

impl VerifyTotal {
    /// `verified traces=N damaged=D`.
    pub fn text_line(&self) -> String {
        format!("verified traces={} damaged={}", self.traces, self.damaged)
    }
}
