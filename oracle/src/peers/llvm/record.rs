//! The LLVM peer's output records, one typed value each: a judged case, a
//! compiled kernel, a minimized report, a campaign's summary, and the
//! census's LLVM column (a kernel, a family, the total). JSON is the record
//! serialized by serde (keys sorted, as serde_json's map keeps them).

use std::collections::BTreeMap;

use serde::Serialize;
use wavebed_model::profile::Profile;

use super::campaign::{fields_text, race_line, WaitTally};
use super::judge::Judgement;
use super::Answer;

/// The over-waits per cause name.
fn causes(t: &WaitTally) -> BTreeMap<&'static str, u64> {
    t.causes.iter().map(|(c, n)| (c.name(), *n)).collect()
}

/// One over-wait of a judged case: where, LLVM's fields, the weakest safe
/// fields, its cause.
#[derive(Clone, Debug, Serialize)]
pub struct OverWait {
    pub line: u32,
    pub llvm: String,
    pub weakest: String,
    /// Always `over_wait`.
    pub verdict: &'static str,
    pub cause: Option<&'static str>,
}

/// The over-waits of a judgement, in wait order.
pub fn over_waits(p: &Profile, ans: &Answer, j: &Judgement) -> Vec<OverWait> {
    j.waits
        .iter()
        .filter(|w| !w.tight())
        .map(|w| OverWait {
            line: ans.kernel.instrs[w.index].line,
            llvm: fields_text(p, &w.llvm),
            weakest: fields_text(p, &w.weakest),
            verdict: "over_wait",
            cause: w.cause.map(|c| c.name()),
        })
        .collect()
}

/// The `UNSOUND` lines of a judgement.
pub fn race_lines(ans: &Answer, j: &Judgement) -> Vec<String> {
    j.races.iter().map(|r| race_line(ans, r)).collect()
}

/// The counts the census's LLVM records share (`kernels` is the tally's
/// cases).
#[derive(Clone, Debug, Serialize)]
pub struct ColumnCounts {
    pub record: &'static str,
    pub kernels: u64,
    pub unsound: u64,
    pub waits: u64,
    pub over_wait: u64,
    pub tight: u64,
    pub too_many_paths: u64,
    pub causes: BTreeMap<&'static str, u64>,
}

impl ColumnCounts {
    pub fn new(record: &'static str, t: &WaitTally) -> ColumnCounts {
        ColumnCounts {
            record,
            kernels: t.cases,
            unsound: t.unsound,
            waits: t.waits,
            over_wait: t.over_wait,
            tight: t.tight,
            too_many_paths: t.too_many_paths,
            causes: causes(t),
        }
    }
}

/// One kernel of the census's LLVM column (`"record": "llvm"`).
#[derive(Clone, Debug, Serialize)]
pub struct ColumnKernel<'a> {
    #[serde(flatten)]
    pub counts: ColumnCounts,
    pub kernel: &'a str,
    pub file: &'a str,
    pub family: &'a str,
    pub arch: &'a str,
    pub paths: usize,
    pub races: Vec<String>,
    pub over_waits: Vec<OverWait>,
}

/// One family of the census's LLVM column (`"record": "llvm_family"`).
#[derive(Clone, Debug, Serialize)]
pub struct ColumnFamily<'a> {
    #[serde(flatten)]
    pub counts: ColumnCounts,
    pub family: &'a str,
}

/// The LLVM column's total, a key of the census's total record
/// (`"record": "llvm_total"`).
#[derive(Clone, Debug, Serialize)]
pub struct ColumnTotal {
    #[serde(flatten)]
    pub counts: ColumnCounts,
    pub loop_bound: u32,
}

/// One case of `diff llvm` with findings (`--format json`).
#[derive(Clone, Debug, Serialize)]
#[serde(untagged)]
pub enum CaseRecord<'a> {
    /// llc rejected the case.
    LlvmError { case: &'a str, llvm_error: String },
    /// More paths than the judge enumerates.
    TooManyPaths { case: &'a str, too_many_paths: bool },
    /// Unsound, or sound with over-waits.
    Judged {
        case: &'a str,
        flat: &'static str,
        paths: usize,
        unsound: bool,
        races: Vec<String>,
        waits: Vec<OverWait>,
    },
}

/// One compiled kernel of `diff llvm --compiled` (`--format json`).
#[derive(Clone, Debug, Serialize)]
pub struct CompiledKernel<'a> {
    pub kernel: &'a str,
    pub unsound: u64,
    pub waits: u64,
    pub over_wait: u64,
    pub tight: u64,
    pub too_many_paths: u64,
    pub causes: BTreeMap<&'static str, u64>,
}

impl<'a> CompiledKernel<'a> {
    pub fn new(kernel: &'a str, t: &WaitTally) -> CompiledKernel<'a> {
        CompiledKernel {
            kernel,
            unsound: t.unsound,
            waits: t.waits,
            over_wait: t.over_wait,
            tight: t.tight,
            too_many_paths: t.too_many_paths,
            causes: causes(t),
        }
    }
}

/// A minimized finding as a ready report: its file name and text.
#[derive(Clone, Debug, Serialize)]
pub struct ReportRecord<'a> {
    pub report: &'a str,
    pub text: &'a str,
}

/// The summary of a `diff llvm` campaign, last in its output.
#[derive(Clone, Debug, Serialize)]
pub struct SummaryRecord {
    /// The text summary line.
    pub summary: String,
    pub arch: &'static str,
    pub assumptions: String,
    pub cases: u64,
    pub unsound: u64,
    pub waits: u64,
    pub over_wait: u64,
    pub tight: u64,
    pub llvm_error: u64,
    pub too_many_paths: u64,
    pub causes: BTreeMap<&'static str, u64>,
}

impl SummaryRecord {
    pub fn new(
        arch: wavebed_model::profile::Arch,
        assumptions: String,
        t: &WaitTally,
    ) -> SummaryRecord {
        SummaryRecord {
            summary: t.summary(),
            arch: arch.name(),
            assumptions,
            cases: t.cases,
            unsound: t.unsound,
            waits: t.waits,
            over_wait: t.over_wait,
            tight: t.tight,
            llvm_error: t.llvm_error,
            too_many_paths: t.too_many_paths,
            causes: causes(t),
        }
    }
}
