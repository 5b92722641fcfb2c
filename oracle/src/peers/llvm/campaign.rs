//! Campaigns of the LLVM peer: cases (generated, or kernels of listings) in
//! batches through llc, judged by the oracle, counted, and findings shrunk by
//! delta debugging over the listing's non-control lines (each candidate runs
//! the pass again).

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::choices::Choices;
use wavebed_model::assume::{alternatives, Assumptions, READINGS};
use wavebed_model::instr::{Flow, Kernel, Unit};
use wavebed_model::isa::{load_path, parse_text, LoadError, LoadOptions};
use wavebed_model::profile::{Arch, Counter, Profile};

use super::gen::{generate, LlvmGenConfig};
use super::judge::{judge, Cause, Fields, JudgeConfig, Judgement, PathRace};
use super::mir::Untranslatable;
use super::{Answer, FlatOperand, LlvmPeer, Prepared};
use crate::counters::campaign::case_bytes;
use crate::counters::minimize::ddmin;
use crate::peers::{Peer, PeerError};

/// One case: a name, the listing lines it came from, and its kernel.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    /// Listing lines (labels unindented), no header.
    pub lines: Vec<String>,
    pub kernel: Kernel,
    pub flat: FlatOperand,
    /// The listing file a kernel came from (`None` for generated cases).
    pub file: Option<PathBuf>,
}

impl Case {
    /// How reports name the case: `FILE:KERNEL`, or the generated name.
    pub fn place(&self) -> String {
        match &self.file {
            Some(f) => format!("{}:{}", f.display(), self.name),
            None => self.name.clone(),
        }
    }
}

/// A case's listing lines do not make a kernel.
#[derive(Debug, thiserror::Error)]
pub enum CaseError {
    #[error(transparent)]
    Parse(#[from] wavebed_model::error::ParseError),
    #[error("the listing holds no kernel")]
    NoKernel,
}

/// How a case went.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// llc rejected the MIR.
    LlvmError(super::AnswerError),
    /// More paths than the judge enumerates.
    TooManyPaths,
    Judged(Answer, Judgement),
}

/// Tallies of a campaign.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WaitTally {
    pub cases: u64,
    pub unsound: u64,
    pub waits: u64,
    pub over_wait: u64,
    pub tight: u64,
    pub llvm_error: u64,
    pub too_many_paths: u64,
    /// Over-waits per cause.
    pub causes: BTreeMap<Cause, u64>,
    /// Over-waits per (cause, counter name): how many fields could be weaker.
    pub fields: BTreeMap<(Cause, &'static str), u64>,
    /// Over-waits per cause that could go entirely (no field needed).
    pub removable: BTreeMap<Cause, u64>,
}

impl WaitTally {
    pub fn add(&mut self, profile: &Profile, outcome: &Outcome) {
        self.cases += 1;
        match outcome {
            Outcome::LlvmError(_) => self.llvm_error += 1,
            Outcome::TooManyPaths => self.too_many_paths += 1,
            Outcome::Judged(_, j) if !j.races.is_empty() => self.unsound += 1,
            Outcome::Judged(_, j) => {
                for w in &j.waits {
                    self.waits += 1;
                    match w.cause {
                        None => self.tight += 1,
                        Some(c) => {
                            self.over_wait += 1;
                            *self.causes.entry(c).or_default() += 1;
                            if w.weakest.iter().all(Option::is_none) {
                                *self.removable.entry(c).or_default() += 1;
                            }
                            for k in Counter::ALL {
                                if w.llvm[k.index()] != w.weakest[k.index()] {
                                    *self
                                        .fields
                                        .entry((c, profile.counter_name(k)))
                                        .or_default() += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Adds another tally's counts (a kernel's into its family's, a
    /// family's into the total).
    pub fn merge(&mut self, other: &WaitTally) {
        self.cases += other.cases;
        self.unsound += other.unsound;
        self.waits += other.waits;
        self.over_wait += other.over_wait;
        self.tight += other.tight;
        self.llvm_error += other.llvm_error;
        self.too_many_paths += other.too_many_paths;
        for (c, n) in &other.causes {
            *self.causes.entry(*c).or_default() += n;
        }
        for (k, n) in &other.fields {
            *self.fields.entry(*k).or_default() += n;
        }
        for (c, n) in &other.removable {
            *self.removable.entry(*c).or_default() += n;
        }
    }

    /// The over-waits per cause as one field: `barrier:13,lds-dma:1`
    /// (`-` when there are none).
    pub fn causes_field(&self) -> String {
        if self.causes.is_empty() {
            return "-".to_string();
        }
        self.causes
            .iter()
            .map(|(c, n)| format!("{c}:{n}"))
            .collect::<Vec<_>>()
            .join(",")
    }

    /// One line per over-wait cause: how many waits, how many could go.
    pub fn cause_lines(&self) -> Vec<String> {
        self.causes
            .iter()
            .map(|(c, n)| {
                let r = self.removable.get(c).copied().unwrap_or(0);
                format!("over_wait cause={c}: {n} (removable {r})")
            })
            .collect()
    }

    /// The summary line, last in every report.
    pub fn summary(&self) -> String {
        format!(
            "cases={} unsound={} waits={} over_wait={} tight={} too_many_paths={} llvm_error={}",
            self.cases,
            self.unsound,
            self.waits,
            self.over_wait,
            self.tight,
            self.too_many_paths,
            self.llvm_error
        )
    }
}

/// A listing (labels unindented, instructions indented) for `arch`.
pub fn listing(arch: Arch, header: &[String], lines: &[String]) -> String {
    let mut out = String::new();
    for h in header {
        out.push_str("; ");
        out.push_str(h);
        out.push('\n');
    }
    out.push_str(&format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n"));
    for l in lines {
        if !l.ends_with(':') {
            out.push('\t');
        }
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// Parses `lines` as one kernel named `name`.
pub fn parse_case(
    arch: Arch,
    name: &str,
    lines: &[String],
    flat: FlatOperand,
) -> Result<Case, CaseError> {
    let text = listing(arch, &[], lines);
    let p = parse_text(&text, name, Some(arch))?;
    let kernel = p.kernels.into_iter().next().ok_or(CaseError::NoKernel)?;
    Ok(Case {
        name: name.to_string(),
        lines: lines.to_vec(),
        kernel,
        flat,
        file: None,
    })
}

/// The cases of listing (or code object) inputs: every kernel of every file,
/// for `arch`, each with the FLAT memory operand `flat`.
pub fn listing_cases(
    files: &[PathBuf],
    arch: Arch,
    flat: FlatOperand,
) -> Result<Vec<Case>, LoadError> {
    let opts = LoadOptions {
        arch: Some(arch),
        objdump: None,
        ..Default::default()
    };
    let mut out = Vec::new();
    for path in files {
        for kernel in load_path(path, &opts)?.kernels {
            out.push(Case {
                name: kernel.name.clone(),
                lines: kernel_lines(&kernel),
                kernel,
                flat,
                file: Some(path.clone()),
            });
        }
    }
    Ok(out)
}

/// The `count` cases of a generated campaign; `flat`, when given, replaces
/// every case's alternating FLAT memory operand.
pub fn generated_cases(
    arch: Arch,
    seed: u64,
    count: u64,
    gen: &LlvmGenConfig,
    flat: Option<FlatOperand>,
) -> Vec<Case> {
    (0..count)
        .map(|i| {
            let mut c = generated_case(arch, seed, i, gen);
            if let Some(f) = flat {
                c.flat = f;
            }
            c
        })
        .collect()
}

/// A kernel's instructions as listing lines, with a label at every branch
/// target (the name its branches use).
pub fn kernel_lines(kernel: &Kernel) -> Vec<String> {
    let mut labels: BTreeMap<u32, String> = BTreeMap::new();
    for i in &kernel.instrs {
        if let (Some(t), Flow::Branch | Flow::CondBranch) = (i.target, i.flow) {
            labels.insert(t, i.operands().to_string());
        }
    }
    let mut out = Vec::new();
    for (k, i) in kernel.instrs.iter().enumerate() {
        if let Some(l) = labels.get(&(k as u32)) {
            out.push(format!("{l}:"));
        }
        out.push(i.text.to_string());
    }
    if let Some(l) = labels.get(&(kernel.instrs.len() as u32)) {
        out.push(format!("{l}:"));
        out.push("s_endpgm".to_string());
    }
    out
}

/// Case `index` of a generated campaign: the generated listing, its FLAT
/// memory operand alternating generic / global by case.
#[allow(
    clippy::expect_used,
    reason = "an invariant: generation stops at exhausted input"
)]
pub fn generated_case(arch: Arch, seed: u64, index: u64, gen: &LlvmGenConfig) -> Case {
    let bytes = case_bytes(seed, index, 64 + (index as usize % 32) * 64);
    let mut u = Choices::new(&bytes);
    let lines = generate(&mut u, arch, gen).expect("generation stops at exhausted input");
    let flat = if index.is_multiple_of(2) {
        FlatOperand::Generic
    } else {
        FlatOperand::Global
    };
    parse_case(arch, &format!("c{index}"), &lines, flat)
        .unwrap_or_else(|e| panic!("generated case {index} does not parse: {e}"))
}

/// Runs `cases` through the peer in one llc process and judges each.
/// Translation failures are errors naming the case and line.
pub fn run_batch(
    peer: &mut LlvmPeer,
    judge_cfg: &JudgeConfig,
    cases: &[Case],
) -> Result<Vec<Outcome>, CampaignError> {
    let mut prepared: Vec<Prepared> = Vec::with_capacity(cases.len());
    for c in cases {
        let p = LlvmPeer::prepare(peer.llc.arch, &c.name, &c.kernel, c.flat).map_err(|e| {
            let line = super::strip_waits(&c.kernel)
                .instrs
                .get(e.index)
                .map_or(0, |x| x.line);
            CampaignError::Translate {
                case: c.place(),
                file: c.file.clone(),
                line,
                error: e.error,
            }
        })?;
        prepared.push(p);
    }
    let answers = peer.run_batch(&prepared).map_err(CampaignError::Peer)?;
    Ok(answers
        .into_iter()
        .map(|a| match a {
            Err(m) => Outcome::LlvmError(m),
            Ok(ans) => match judge(judge_cfg, &ans.kernel, &ans.waits) {
                Ok(j) => Outcome::Judged(ans, j),
                Err(_) => Outcome::TooManyPaths,
            },
        })
        .collect())
}

/// Judges a kernel LLVM already compiled (clang-22 output): its own waits
/// are LLVM's, so no llc run is needed.
pub fn judge_compiled(judge_cfg: &JudgeConfig, kernel: &Kernel) -> Outcome {
    let waits: Vec<usize> = (0..kernel.instrs.len())
        .filter(|&i| kernel.instrs[i].unit == Unit::Wait)
        .collect();
    let answer = Answer {
        kernel: kernel.clone(),
        waits,
    };
    match judge(judge_cfg, &answer.kernel, &answer.waits) {
        Ok(j) => Outcome::Judged(answer, j),
        Err(_) => Outcome::TooManyPaths,
    }
}

/// Why a campaign stopped.
#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    #[error(transparent)]
    Peer(PeerError),
    /// An instruction has no MIR translation (`line` in the case's listing;
    /// `FILE:LINE:1` when the case came from a file).
    #[error("{}:{line}:1: {error}", file.as_ref().map_or(case.clone(), |f| f.display().to_string()))]
    Translate {
        case: String,
        file: Option<PathBuf>,
        line: u32,
        error: Untranslatable,
    },
    /// A batch of one case came back without its answer.
    #[error("{0}: the peer gave no answer")]
    NoAnswer(String),
    /// A minimized candidate no longer makes a kernel (a minimizer bug).
    #[error("{case}: the minimized listing does not parse: {error}")]
    Minimized { case: String, error: CaseError },
}

/// Fields as `vmcnt(0) lgkmcnt(1)` (`none` when empty).
pub fn fields_text(profile: &Profile, f: &Fields) -> String {
    let parts: Vec<String> = Counter::ALL
        .into_iter()
        .filter_map(|c| f[c.index()].map(|n| format!("{}({n})", profile.counter_name(c))))
        .collect();
    if parts.is_empty() {
        "none".to_string()
    } else {
        parts.join(" ")
    }
}

/// The `WAIT` lines of a judged case: every wait that is not tight.
pub fn wait_lines(profile: &Profile, answer: &Answer, j: &Judgement) -> Vec<String> {
    j.waits
        .iter()
        .filter_map(|w| {
            let cause = w.cause?;
            let line = answer.kernel.instrs[w.index].line;
            Some(format!(
                "WAIT line={line} llvm={} weakest={} verdict=over_wait cause={cause}",
                fields_text(profile, &w.llvm),
                fields_text(profile, &w.weakest)
            ))
        })
        .collect()
}

/// The `UNSOUND` line of a race, with its producer, consumer and reading,
/// and ` class=NAME` when it is one of LLVM's documented bug classes
/// ([`llvm_bug_class`]).
pub fn race_line(answer: &Answer, r: &PathRace) -> String {
    let at = |p: u32| &answer.kernel.instrs[r.path[p as usize] as usize];
    let (prod, cons) = (at(r.race.producer), at(r.race.consumer));
    let (file, n) = wavebed_model::reg::slot_reg(r.race.slot as usize);
    let class = llvm_bug_class(answer, r).map_or(String::new(), |c| format!(" class={c}"));
    format!(
        "UNSOUND line={} producer_line={} reg={} access={} reading={}{class} consumer=`{}` producer=`{}`",
        cons.line,
        prod.line,
        wavebed_model::reg::RegRange::new(file, n, 1),
        r.race.access.name(),
        r.reading.unwrap_or("none"),
        cons.text,
        prod.text
    )
}

/// The documented LLVM 22 bug class a race belongs to, if any: gfx1250
/// `overwrite` races on no contested reading.
///
/// * `xcnt-async` (docs/llvm-peer.md section 10): the producer is an async
///   LDS copy (`global_load_async_to_lds_*`, `global_store_async_from_lds_*`):
///   SIInsertWaitcnts gives the copies no xcnt score at all, so an overwrite
///   of their address or LDS-address registers gets no `s_wait_xcnt`.
/// * `xcnt-vmem-dest` (section 7): between producer and consumer, a VMEM
///   instruction writes a source register of an older VMEM instruction still
///   translating (from the producer on). SIInsertWaitcnts then takes the older
///   translations as waited for without emitting a wait, and drops the
///   `s_wait_xcnt` the producer's other sources still need.
pub fn llvm_bug_class(answer: &Answer, r: &PathRace) -> Option<&'static str> {
    use wavebed_model::counter::Group;
    if r.race.access != wavebed_model::counter::Access::Overwrite || r.reading.is_some() {
        return None;
    }
    let at = |p: u32| &answer.kernel.instrs[r.path[p as usize] as usize];
    if at(r.race.producer).mnemonic().contains("_async_") {
        return Some("xcnt-async");
    }
    if join_switch(answer, r) {
        return Some("xcnt-join-switch");
    }
    let vmem = |i: &wavebed_model::instr::Instr| i.mem.and_then(Group::of) == Some(Group::Vmem);
    let hit = (r.race.producer + 1..r.race.consumer).any(|q| {
        let later = at(q);
        vmem(later)
            && (r.race.producer..q).any(|p| {
                let older = at(p);
                vmem(older)
                    && later
                        .writes
                        .as_slice()
                        .iter()
                        .any(|w| older.reads.as_slice().iter().any(|s| s.overlaps(w)))
            })
    });
    hit.then_some("xcnt-vmem-dest")
}

/// Whether a race looks like LLVM's misplaced switch drain at a join
/// (docs/llvm-peer.md section 10): between producer and consumer the path
/// enters a block with several predecessors and issues there a memory
/// instruction of the producer's group (VMEM or SMEM), while the kernel has
/// an instruction of the other group off this stretch of the path. Where a
/// join merges a predecessor with SMEM pending and one with VMEM pending,
/// SIInsertWaitcnts takes the next instruction of either group for a switch
/// (the hardware's implicit `s_wait_xcnt 0`, LLVM PR #160812) and drops the
/// other group's translations, though on the path that came through the
/// other predecessor no switch happens.
fn join_switch(answer: &Answer, r: &PathRace) -> bool {
    use wavebed_model::counter::Group;
    let group = |i: usize| answer.kernel.instrs[i].mem.and_then(Group::of);
    let window: Vec<usize> = (r.race.producer..=r.race.consumer)
        .map(|p| r.path[p as usize] as usize)
        .collect();
    let Some(own) = group(window[0]) else {
        return false;
    };
    let other = if own == Group::Vmem {
        Group::Smem
    } else {
        Group::Vmem
    };
    let elsewhere =
        (0..answer.kernel.instrs.len()).any(|i| group(i) == Some(other) && !window.contains(&i));
    if !elsewhere {
        return false;
    }
    let cfg = wavebed_model::cfg::Cfg::build(&answer.kernel);
    let preds = |b: u32| {
        (0..cfg.blocks.len() as u32)
            .filter(|&p| cfg.succs(p).contains(&b))
            .count()
    };
    let block = |i: usize| cfg.block_of(window[i] as u32);
    // Window position k enters its block (a branch, or a fall-through from
    // another block), after the producer.
    let enters = |k: usize| block(k - 1) != block(k) || window[k] != window[k - 1] + 1;
    (1..window.len() - 1).any(|q| {
        let b = block(q);
        group(window[q]) == Some(own)
            && preds(b) >= 2
            && (1..=q).any(|k| block(k) == b && enters(k))
    })
}

/// The witness of a race: the path's instructions from the producer to the
/// consumer, LLVM's waits included; along it no wait and no issue stall
/// forces the producer to complete (the oracle's closed form).
pub fn witness(answer: &Answer, r: &PathRace) -> Vec<String> {
    (r.race.producer..=r.race.consumer)
        .map(|p| {
            let i = &answer.kernel.instrs[r.path[p as usize] as usize];
            let mark = if p == r.race.producer || p == r.race.consumer {
                "==>"
            } else {
                "   "
            };
            format!("{mark} {}", i.text)
        })
        .collect()
}

/// A finding to shrink: a race depending on `reading` (`None`: on no
/// contested reading), or an over-wait with `cause`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finding {
    Unsound(Option<&'static str>),
    /// A race of one of LLVM's documented bug classes ([`llvm_bug_class`]).
    Class(&'static str),
    OverWait(Cause),
}

impl Finding {
    pub fn holds(self, outcome: &Outcome) -> bool {
        match (self, outcome) {
            (Finding::Unsound(r), Outcome::Judged(_, j)) => j.races.iter().any(|x| x.reading == r),
            (Finding::Class(c), Outcome::Judged(a, j)) => {
                j.races.iter().any(|x| llvm_bug_class(a, x) == Some(c))
            }
            (Finding::OverWait(c), Outcome::Judged(_, j)) => {
                j.races.is_empty() && j.waits.iter().any(|w| w.cause == Some(c))
            }
            _ => false,
        }
    }
}

/// Shrinks `case` to a 1-minimal listing that keeps `finding`: ddmin over
/// its non-control lines (labels, branches and `s_endpgm` stay), running the
/// pass on every candidate.
pub fn minimize(
    peer: &mut LlvmPeer,
    judge_cfg: &JudgeConfig,
    case: &Case,
    finding: Finding,
) -> Result<Case, CampaignError> {
    let arch = peer.llc.arch;
    let control = |l: &str| {
        l.ends_with(':')
            || l.starts_with("s_branch")
            || l.starts_with("s_cbranch")
            || l == "s_endpgm"
    };
    let lines: Vec<String> = case
        .lines
        .iter()
        .filter(|l| !l.starts_with("s_wait"))
        .cloned()
        .collect();
    let items: Vec<usize> = (0..lines.len()).filter(|&i| !control(&lines[i])).collect();
    // `keep` lists the lines kept; with `all_control`, every control line too
    // (`s_endpgm` always stays).
    let build = |keep: &[usize], all_control: bool| -> Vec<String> {
        lines
            .iter()
            .enumerate()
            .filter(|(i, l)| *l == "s_endpgm" || (all_control && control(l)) || keep.contains(i))
            .map(|(_, l)| l.clone())
            .collect()
    };
    let mut error = None;
    let mut check = |candidate: Vec<String>| {
        if error.is_some() {
            return false;
        }
        let Ok(c) = parse_case(arch, &case.name, &candidate, case.flat) else {
            return false;
        };
        match run_batch(peer, judge_cfg, std::slice::from_ref(&c)) {
            Ok(o) => o.first().is_some_and(|o| finding.holds(o)),
            Err(e) => {
                error = Some(e);
                false
            }
        }
    };
    // First the straight-line code with the control flow kept, then every
    // line (a branch goes with its label, or the candidate does not parse).
    let kept = ddmin(items, |keep| check(build(keep, true)));
    let mut all: Vec<usize> = (0..lines.len())
        .filter(|&i| kept.contains(&i) || (control(&lines[i]) && lines[i] != "s_endpgm"))
        .collect();
    if check(build(&all, false)) {
        all = ddmin(all, |keep| check(build(keep, false)));
    }
    if let Some(e) = error {
        return Err(e);
    }
    parse_case(arch, &case.name, &build(&all, false), case.flat).map_err(|error| {
        CampaignError::Minimized {
            case: case.name.clone(),
            error,
        }
    })
}

/// A finding written out as a ready report (a `.mir` file llc reads, the
/// rest as `#` comments): the listing, the MIR given to the
/// pass and what it printed, the listing with LLVM's waits, the oracle's
/// verdict (witness or weakest waits) and the assumption set.
pub fn report(
    peer: &LlvmPeer,
    judge_cfg: &JudgeConfig,
    case: &Case,
    outcome: &Outcome,
    title: &str,
) -> Result<String, CampaignError> {
    let arch = peer.llc.arch;
    let prepared = LlvmPeer::prepare(arch, &case.name, &case.kernel, case.flat).map_err(|e| {
        CampaignError::Translate {
            case: case.place(),
            file: case.file.clone(),
            line: 0,
            error: e.error,
        }
    })?;
    let out = peer.raw_output(&prepared).map_err(CampaignError::Peer)?;
    let mut r = String::new();
    r.push_str(&format!("# {title}\n"));
    r.push_str(&format!(
        "# arch={arch} flat-memory-operand={} assumptions: {}\n",
        case.flat.name(),
        judge_cfg.assumptions()
    ));
    r.push_str(&format!(
        "# reproduce: llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu={arch} -verify-machineinstrs -run-pass=si-insert-waitcnts -o - THIS.mir\n"
    ));
    if let Outcome::Judged(ans, _) = outcome {
        r.push_str(&format!("# verdict: {}\n", verdict(outcome)));
        let deps = reading_dependence(judge_cfg, &ans.kernel);
        let (depends, keeps): (Vec<_>, Vec<_>) = deps.iter().partition(|d| d.changes);
        if depends.is_empty() {
            r.push_str("# no --assume switch changes the verdict (every single-switch alternative tried)\n");
        } else {
            for d in &depends {
                r.push_str(&format!(
                    "# depends on --assume {}: under {} it is {}\n",
                    d.key, d.alternative, d.verdict
                ));
            }
        }
        if !keeps.is_empty() {
            let names: Vec<&str> = keeps.iter().map(|d| d.alternative.as_str()).collect();
            r.push_str(&format!("# unchanged under {}\n", names.join(", ")));
        }
        if let Outcome::Judged(_, j) = outcome {
            let mut labels: Vec<Option<&str>> = j.races.iter().map(|r| r.reading).collect();
            labels.sort_unstable();
            labels.dedup();
            for l in labels {
                r.push_str(&format!(
                    "# reading={}: {}\n",
                    l.unwrap_or("none"),
                    race_reading_note(l)
                ));
            }
        }
    }
    if let Outcome::Judged(ans, j) = outcome {
        r.push_str("#\n# listing with LLVM's waits:\n");
        for l in kernel_lines(&ans.kernel) {
            r.push_str(&format!("#   {l}\n"));
        }
        r.push_str("#\n# oracle:\n");
        for race in j.races.iter().take(3) {
            r.push_str(&format!("#   {}\n", race_line(ans, race)));
            for w in witness(ans, race) {
                r.push_str(&format!("#     {w}\n"));
            }
        }
        for w in wait_lines(&peer.profile, ans, j) {
            r.push_str(&format!("#   {w}\n"));
        }
    }
    r.push_str("#\n# llc's output:\n");
    for l in out
        .lines()
        .filter(|l| l.starts_with("    ") && !l.trim().is_empty())
    {
        r.push_str(&format!("#  {l}\n"));
    }
    r.push_str("#\n# the pass's input:\n");
    r.push_str(&prepared.mir.text);
    Ok(r)
}

/// A judged case in a few words: `unsound reading=flat`, `sound, tight`,
/// `sound, over_wait cause=capacity,flat` (causes in table order).
pub fn verdict(outcome: &Outcome) -> String {
    match outcome {
        Outcome::LlvmError(_) => "llvm_error".to_string(),
        Outcome::TooManyPaths => "too many paths".to_string(),
        Outcome::Judged(_, j) if !j.races.is_empty() => {
            let mut readings: Vec<&str> = j
                .races
                .iter()
                .map(|r| r.reading.unwrap_or("none"))
                .collect();
            readings.sort_unstable();
            readings.dedup();
            format!("unsound reading={}", readings.join(","))
        }
        Outcome::Judged(_, j) => {
            let mut causes: Vec<Cause> = j.waits.iter().filter_map(|w| w.cause).collect();
            causes.sort_unstable();
            causes.dedup();
            if causes.is_empty() {
                "sound, tight".to_string()
            } else {
                let names: Vec<&str> = causes.iter().map(|c| c.name()).collect();
                format!("sound, over_wait cause={}", names.join(","))
            }
        }
    }
}

/// What a race's reading label means for a report: which contested reading
/// the race depends on, and whether an `--assume` switch names it.
pub fn race_reading_note(label: Option<&str>) -> &'static str {
    match label {
        Some("flat") => {
            "a generic FLAT issues between producer and consumer. LLVM orders a FLAT with an \
             `addrspace 1` operand (from gfx10 on, any FLAT) among the loads of its counter; \
             the default set keeps FLAT completion unordered, so the race stands or falls \
             with FLAT's completion order (docs/counters.md section 7), not with an LLVM bug: \
             LLVM's reading is --assume flat=both --assume flat-order=in-order \
             (docs/assumptions.md)"
        }
        Some("capacity") => {
            "gone if a full counter stalls the issue (backpressure=on); contested past 63 \
             loads on gfx11 (LLVM #172932)"
        }
        Some("lds-dma-lgkm") => {
            "gone if direct-to-LDS loads also count on lgkmcnt (lds-dma-lgkm=on, as LLVM 22 \
             assumes; LLVM #179305)"
        }
        _ => {
            "on no contested reading: a candidate LLVM bug, or a translation error here \
             (check the MIR's opcodes and memory operands first)"
        }
    }
}

/// How a judged program fares under one single-switch alternative of the
/// assumption set (docs/assumptions.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadingDependence {
    /// The reading's key (`flat`, `backpressure`, ...).
    pub key: &'static str,
    /// The alternative as `KEY=VALUE`.
    pub alternative: String,
    /// The [`verdict`] under it.
    pub verdict: String,
    /// Whether it differs from the verdict under `cfg`'s own set: the
    /// finding depends on that contested reading.
    pub changes: bool,
}

/// Judges `kernel` (LLVM's waits in place) under `cfg` and under every
/// single-switch alternative of its assumption set: which contested readings
/// the verdict depends on.
pub fn reading_dependence(cfg: &JudgeConfig, kernel: &Kernel) -> Vec<ReadingDependence> {
    let here = verdict(&judge_compiled(cfg, kernel));
    alternatives(&cfg.profile)
        .into_iter()
        .map(|(i, profile)| {
            let r = &READINGS[i];
            let value = Assumptions::of(&profile)
                .pairs()
                .nth(i)
                .map_or("?", |(_, v)| v);
            let alt = JudgeConfig {
                profile,
                ..cfg.clone()
            };
            let v = verdict(&judge_compiled(&alt, kernel));
            ReadingDependence {
                key: r.key,
                alternative: format!("{}={value}", r.key),
                changes: v != here,
                verdict: v,
            }
        })
        .collect()
}

/// The texts of LLVM's waits in a kernel, in order.
pub fn llvm_wait_texts(answer: &Answer) -> Vec<String> {
    answer
        .waits
        .iter()
        .map(|&w| answer.kernel.instrs[w].text.to_string())
        .collect()
}

/// A minimized finding as a ready report: the name of its `.mir` file and
/// its text ([`report`]).
#[derive(Clone, Debug)]
pub struct FindingReport {
    pub name: String,
    pub text: String,
}

/// A campaign of the LLVM peer (docs/llvm-peer.md): cases in batches through
/// llc, each judged and counted, and the first case of each finding kept -
/// per (reading, FLAT operand) for unsound programs, per cause for
/// over-waits - to be minimized into reports once the cases are done. The
/// caller hands it the batches (and prints each batch's outcomes); the
/// library owns the loop's state.
pub struct LlvmCampaign {
    pub peer: LlvmPeer,
    pub judge: JudgeConfig,
    pub tally: WaitTally,
    first_unsound: Vec<(Option<&'static str>, Option<&'static str>, Case)>,
    first_cause: Vec<(Cause, Case)>,
}

impl LlvmCampaign {
    pub fn new(peer: LlvmPeer, judge: JudgeConfig) -> LlvmCampaign {
        LlvmCampaign {
            peer,
            judge,
            tally: WaitTally::default(),
            first_unsound: Vec::new(),
            first_cause: Vec::new(),
        }
    }

    /// Runs `cases` in one llc process, judges and counts each, and keeps
    /// the first case of every new finding. The outcomes are in case order.
    pub fn run(&mut self, cases: &[Case]) -> Result<Vec<Outcome>, CampaignError> {
        let outcomes = run_batch(&mut self.peer, &self.judge, cases)?;
        for (case, o) in cases.iter().zip(&outcomes) {
            self.tally.add(&self.judge.profile, o);
            let Outcome::Judged(a, j) = o else { continue };
            for r in &j.races {
                let class = llvm_bug_class(a, r);
                let seen = self
                    .first_unsound
                    .iter()
                    .any(|(rd, k, c)| *rd == r.reading && *k == class && c.flat == case.flat);
                if !seen {
                    self.first_unsound.push((r.reading, class, case.clone()));
                }
            }
            for c in j.waits.iter().filter_map(|w| w.cause) {
                if !self.first_cause.iter().any(|(k, _)| *k == c) {
                    self.first_cause.push((c, case.clone()));
                }
            }
        }
        Ok(outcomes)
    }

    /// The kept findings minimized (each candidate runs the pass again) into
    /// reports: every unsound finding, and with `over_waits` one example per
    /// over-wait cause, in the order they were first seen.
    pub fn reports(&mut self, over_waits: bool) -> Result<Vec<FindingReport>, CampaignError> {
        let arch = self.peer.llc.arch;
        let mut out = Vec::new();
        for (reading, class, case) in std::mem::take(&mut self.first_unsound) {
            // A documented class is kept apart: its report is minimized to
            // keep a race of that class.
            let (finding, label, tag) = match class {
                Some(c) => (Finding::Class(c), format!(" class={c}"), format!("-{c}")),
                None => (Finding::Unsound(reading), String::new(), String::new()),
            };
            let title = format!(
                "UNSOUND (minimized from {}; reading={}{label})",
                case.name,
                reading.unwrap_or("none")
            );
            let text = self.minimized(&case, finding, &title)?;
            out.push(FindingReport {
                name: format!(
                    "unsound-{arch}-{}{tag}-flat-{}",
                    reading.unwrap_or("none"),
                    case.flat.name()
                ),
                text,
            });
        }
        if over_waits {
            for (cause, case) in std::mem::take(&mut self.first_cause) {
                let title = format!("over_wait cause={cause} (minimized from {})", case.name);
                let text = self.minimized(&case, Finding::OverWait(cause), &title)?;
                out.push(FindingReport {
                    name: format!("over-wait-{arch}-{cause}"),
                    text,
                });
            }
        }
        Ok(out)
    }

    /// `case` shrunk to keep `finding`, run again and written as a report.
    fn minimized(
        &mut self,
        case: &Case,
        finding: Finding,
        title: &str,
    ) -> Result<String, CampaignError> {
        let small = minimize(&mut self.peer, &self.judge, case, finding)?;
        let o = run_batch(&mut self.peer, &self.judge, std::slice::from_ref(&small))?;
        let Some(o) = o.into_iter().next() else {
            return Err(CampaignError::NoAnswer(case.place()));
        };
        report(&self.peer, &self.judge, &small, &o, title)
    }
}

/// Judges every case's own waits as LLVM's (compiled code: no llc run):
/// the outcome and the one-case tally of each, in order.
pub fn judge_compiled_cases(judge_cfg: &JudgeConfig, cases: &[Case]) -> Vec<(Outcome, WaitTally)> {
    cases
        .iter()
        .map(|c| {
            let o = judge_compiled(judge_cfg, &c.kernel);
            let mut one = WaitTally::default();
            one.add(&judge_cfg.profile, &o);
            (o, one)
        })
        .collect()
}
