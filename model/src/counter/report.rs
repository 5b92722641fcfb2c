//! Race reports in rocJITsu's race-detector text shape (docs/counters.md
//! section 6) and as JSON
//! records, plus the per-kernel summary line.
//!
//! Text shape (runtime addresses omitted, as in the reports quoted by rocJITsu's
//! capacity fix):
//!
//! ```text
//! RACE kernel=K symbol=S dispatch=D type=VGPR access=read reg=2 wave=0 lane=0 wg=0,0,0 conflict=unknown
//! Race on VGPR v2 [workgroup (0, 0, 0), wave 0, lane 0]
//!   ==> producer
//!       instructions executed in between (long runs elided)
//!   ==> consumer
//! END_RACE
//! ```

use std::fmt::{self, Write};

use serde::Serialize;

use crate::instr::{Instr, Kernel};
use crate::profile::Arch;
use crate::reg::{self, special, RegFile};

use super::{ModelKind, RaceHit};

/// In-between runs longer than this are elided to their first and last
/// [`ELIDED_KEEP`] instructions around a `... N instructions ...` line.
pub const MAX_BETWEEN: usize = 12;
/// Instructions kept on each side of an elision.
pub const ELIDED_KEEP: usize = 4;

/// What a report says about where and how the race was seen. A static check
/// knows no runtime ids: wave, lane and workgroup are 0, dispatch is 0 unless
/// the caller knows one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportContext {
    pub arch: Arch,
    pub model: ModelKind,
    pub dispatch: u64,
    pub wave: u32,
    pub lane: u32,
    pub workgroup: [u32; 3],
    /// Where the code object is when a container holds it
    /// (`lib.so!bundle[0]!gfx942`; docs/architecture.md, "Code objects in
    /// containers"): reports then name each kernel's origin, this and the
    /// kernel's symbol (`origin=lib.so!bundle[0]!gfx942!_Z3fooPf`).
    pub origin: Option<std::sync::Arc<str>>,
}

impl ReportContext {
    /// A context with every runtime id 0.
    pub fn new(arch: Arch, model: ModelKind) -> ReportContext {
        ReportContext {
            arch,
            model,
            dispatch: 0,
            wave: 0,
            lane: 0,
            workgroup: [0; 3],
            origin: None,
        }
    }

    /// A kernel's origin in a container (see `origin`).
    pub fn kernel_origin(&self, kernel: &Kernel) -> Option<String> {
        self.origin
            .as_ref()
            .map(|o| format!("{o}!{}", kernel.symbol))
    }
}

/// A register's assembly name from its dense slot (`v2`, `a[..]`, `s106`, `m0`).
pub fn reg_name(slot: u16) -> String {
    let (file, n) = reg::slot_reg(slot as usize);
    match file {
        RegFile::Vgpr => format!("v{n}"),
        RegFile::Agpr => format!("a{n}"),
        RegFile::Sgpr => format!("s{n}"),
        RegFile::Ttmp => format!("ttmp{n}"),
        RegFile::Special => special_name(n).to_string(),
    }
}

fn special_name(n: u16) -> &'static str {
    match n {
        special::EXEC_LO => "exec_lo",
        special::EXEC_HI => "exec_hi",
        special::M0 => "m0",
        special::SCC => "scc",
        special::FLAT_SCRATCH_LO => "flat_scratch_lo",
        special::FLAT_SCRATCH_HI => "flat_scratch_hi",
        special::XNACK_MASK_LO => "xnack_mask_lo",
        special::XNACK_MASK_HI => "xnack_mask_hi",
        special::VCCZ => "vccz",
        special::EXECZ => "execz",
        special::SRC_MISC => "src_misc",
        _ => "special",
    }
}

/// Number of instructions executed strictly between producer and consumer.
fn between_count(hit: &RaceHit) -> u64 {
    hit.consumer_pos
        .saturating_sub(hit.producer_pos)
        .saturating_sub(1)
}

/// Writes one race in the race detector's text shape. `stream` is the executed stream
/// the hit's positions refer to; when it does not hold them (a replay that
/// kept only a window) the in-between run is printed as a count.
pub fn write_race_text(
    out: &mut impl Write,
    kernel: &Kernel,
    stream: &[u32],
    hit: &RaceHit,
    ctx: &ReportContext,
) -> fmt::Result {
    write_race_text_with_witness(out, kernel, stream, hit, ctx, None)
}

/// [`write_race_text`] with a witness line before `END_RACE`: the blocks of the
/// path the all-paths analysis found the race on (docs/paths.md section 4).
pub fn write_race_text_with_witness(
    out: &mut impl Write,
    kernel: &Kernel,
    stream: &[u32],
    hit: &RaceHit,
    ctx: &ReportContext,
    witness: Option<&[String]>,
) -> fmt::Result {
    let (file, n) = reg::slot_reg(hit.slot as usize);
    let ty = file.report_type();
    let [x, y, z] = ctx.workgroup;
    writeln!(
        out,
        "RACE kernel={} symbol={} dispatch={} type={ty} access={} reg={n} wave={} lane={} wg={x},{y},{z} conflict=unknown{}",
        kernel.name,
        kernel.symbol,
        ctx.dispatch,
        hit.access.name(),
        ctx.wave,
        ctx.lane,
        ctx.kernel_origin(kernel)
            .map(|o| format!(" origin={o}"))
            .unwrap_or_default(),
    )?;
    writeln!(
        out,
        "Race on {ty} {} [workgroup ({x}, {y}, {z}), wave {}, lane {}]",
        reg_name(hit.slot),
        ctx.wave,
        ctx.lane
    )?;
    let producer = &kernel.instrs[hit.producer as usize];
    let consumer = &kernel.instrs[hit.consumer as usize];
    writeln!(out, "  ==> {}", producer.text)?;
    let count = between_count(hit);
    let first = hit.producer_pos + 1;
    let in_stream = hit.consumer_pos as usize <= stream.len();
    if count > 0 && !in_stream {
        writeln!(out, "      ... {count} instructions ...")?;
    } else if count > 0 {
        let run = &stream[first as usize..hit.consumer_pos as usize];
        let line = |out: &mut dyn Write, id: &u32| {
            writeln!(out, "      {}", kernel.instrs[*id as usize].text)
        };
        if run.len() <= MAX_BETWEEN {
            for id in run {
                line(out, id)?;
            }
        } else {
            for id in &run[..ELIDED_KEEP] {
                line(out, id)?;
            }
            writeln!(
                out,
                "      ... {} instructions ...",
                run.len() - 2 * ELIDED_KEEP
            )?;
            for id in &run[run.len() - ELIDED_KEEP..] {
                line(out, id)?;
            }
        }
    }
    writeln!(out, "  ==> {}", consumer.text)?;
    if consumer.indexed && file == RegFile::Vgpr {
        writeln!(
            out,
            "  note: the consumer runs in s_set_gpr_idx mode; any VGPR may be accessed"
        )?;
    }
    if let Some(blocks) = witness {
        writeln!(out, "  witness: {}", blocks.join(" -> "))?;
    }
    writeln!(out, "END_RACE")
}

/// Races grouped by their producer's and consumer's source places (listing
/// line, or code-object address), register and access, plus the caller's
/// `extra` key (the census's verdict): (index of the first, how many), in the
/// order found. Instructions expanded from one `.rept` body share a line, so
/// a hostile `.rept` is one report with a count, not millions of lines;
/// where no two races share their places every group is one race and the
/// output is as before (`check` and `census --races` print a group as its
/// first race with `count: N races at these producer and consumer lines`).
pub fn group_by_place<K: std::hash::Hash + Eq>(
    kernel: &Kernel,
    hits: impl IntoIterator<Item = (RaceHit, K)>,
) -> Vec<(usize, u64)> {
    let place = |i: u32| source_place(kernel, i);
    let mut groups: Vec<(usize, u64)> = Vec::new();
    let mut index: std::collections::HashMap<_, usize> = std::collections::HashMap::new();
    for (k, (hit, extra)) in hits.into_iter().enumerate() {
        let key = (
            place(hit.producer),
            place(hit.consumer),
            hit.slot,
            hit.access,
            extra,
        );
        match index.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => groups[*e.get()].1 += 1,
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(groups.len());
                groups.push((k, 1));
            }
        }
    }
    groups
}

/// Where instruction `i` of `kernel` comes from, as a grouping key: its
/// code-object address, else its listing line, else (generated code) its
/// index. Instructions expanded from one `.rept` body share a line.
pub fn source_place(kernel: &Kernel, i: u32) -> (u8, u64) {
    let ins = &kernel.instrs[i as usize];
    match (ins.addr, ins.line) {
        (Some(a), _) => (0, a),
        (None, 0) => (1, u64::from(i)),
        (None, line) => (2, u64::from(line)),
    }
}

/// The line a grouped race report carries before `END_RACE`.
pub fn group_count_line(count: u64) -> String {
    format!("  count: {count} races at these producer and consumer lines\n")
}

/// One race as a text report.
#[allow(
    clippy::expect_used,
    reason = "an invariant: writing to a String cannot fail"
)]
pub fn race_text(kernel: &Kernel, stream: &[u32], hit: &RaceHit, ctx: &ReportContext) -> String {
    let mut s = String::new();
    write_race_text(&mut s, kernel, stream, hit, ctx).expect("writing to a String cannot fail");
    s
}

/// An instruction as a JSON record names it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct InstrRecord<'a> {
    /// Index into the kernel's instructions.
    pub index: u32,
    /// Position in the executed stream.
    pub pos: u64,
    /// 1-based source line (0 when generated).
    pub line: u32,
    /// Address llvm-objdump printed, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub addr: Option<u64>,
    pub text: &'a str,
}

impl<'a> InstrRecord<'a> {
    fn new(index: u32, pos: u64, instr: &'a Instr) -> Self {
        InstrRecord {
            index,
            pos,
            line: instr.line,
            addr: instr.addr,
            text: &instr.text,
        }
    }
}

/// One race as a JSON record (`"record": "race"`), with the text report's
/// fields under the same names.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct RaceRecord<'a> {
    pub record: &'static str,
    pub kernel: &'a str,
    pub symbol: &'a str,
    pub arch: &'static str,
    pub model: &'static str,
    pub dispatch: u64,
    /// `VGPR`, `AGPR` or `SGPR`.
    #[serde(rename = "type")]
    pub reg_type: &'static str,
    /// `read` (RAW), `write` (WAW) or `overwrite` (gfx1250 xcnt: WAR on a
    /// memory instruction's sources).
    pub access: &'static str,
    /// Lowest overlapping register number.
    pub reg: u16,
    /// Its assembly name (`v2`).
    pub reg_name: String,
    pub wave: u32,
    pub lane: u32,
    pub wg: [u32; 3],
    pub conflict: &'static str,
    pub producer: InstrRecord<'a>,
    pub consumer: InstrRecord<'a>,
    /// Instructions executed between producer and consumer.
    pub between: u64,
    /// The consumer runs in `s_set_gpr_idx` mode (any VGPR may be accessed).
    pub indexed: bool,
    /// With `--paths all`: the blocks of the witness path (docs/paths.md
    /// section 4), producer's block first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<Vec<String>>,
    /// With `--paths all`: how many races share this one's producer and
    /// consumer source lines (a `.rept` body), when more than one; they are
    /// reported once (docs/paths.md section 9).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u64>,
    /// The kernel's origin in a container ([`ReportContext::kernel_origin`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
}

impl<'a> RaceRecord<'a> {
    pub fn new(kernel: &'a Kernel, hit: &RaceHit, ctx: &ReportContext) -> Self {
        let (file, n) = reg::slot_reg(hit.slot as usize);
        let consumer = &kernel.instrs[hit.consumer as usize];
        RaceRecord {
            record: "race",
            kernel: &kernel.name,
            symbol: &kernel.symbol,
            arch: ctx.arch.name(),
            model: ctx.model.name(),
            dispatch: ctx.dispatch,
            reg_type: file.report_type(),
            access: hit.access.name(),
            reg: n,
            reg_name: reg_name(hit.slot),
            wave: ctx.wave,
            lane: ctx.lane,
            wg: ctx.workgroup,
            conflict: "unknown",
            producer: InstrRecord::new(
                hit.producer,
                hit.producer_pos,
                &kernel.instrs[hit.producer as usize],
            ),
            consumer: InstrRecord::new(hit.consumer, hit.consumer_pos, consumer),
            between: between_count(hit),
            indexed: consumer.indexed && file == RegFile::Vgpr,
            witness: None,
            count: None,
            origin: ctx.kernel_origin(kernel),
        }
    }
}

/// The per-kernel summary: `kernel=NAME arch=gfx950 model=exact
/// instructions=N races=R completed=1` as text, `"record": "summary"` as JSON.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct KernelSummary<'a> {
    pub record: &'static str,
    /// The kernel's name (`None` for a device function).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kernel: Option<&'a str>,
    /// A device function's name, in place of `kernel` (docs/paths.md
    /// section 3): text `function=NAME`, JSON `"function": NAME`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub function: Option<&'a str>,
    pub symbol: &'a str,
    pub arch: &'static str,
    pub model: &'static str,
    pub instructions: u64,
    pub races: usize,
    /// LDS races (docs/lds.md section 6), printed only when there are any:
    /// text ` lds_races=N` before the origin.
    #[serde(skip_serializing_if = "is_zero")]
    pub lds_races: usize,
    /// Whether the whole path ran (false when a bound cut it).
    pub completed: bool,
    /// Coverage of an all-paths analysis (`paths=all`; docs/paths.md section 5).
    #[serde(flatten)]
    pub coverage: Option<Coverage>,
    /// The kernel's origin in a container ([`ReportContext::kernel_origin`]):
    /// text ` origin=...` at the end of the line.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// What an all-paths analysis reached (docs/paths.md section 5).
#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
pub struct Coverage {
    /// Always `all`.
    pub paths: &'static str,
    /// Instructions no path reaches.
    pub unreached: u64,
    /// Waits among the reached instructions.
    pub waits: u64,
    /// Distinct (block, model state) pairs explored.
    pub states: u64,
    /// The most states one block was explored in.
    pub max_block_states: u32,
}

impl<'a> KernelSummary<'a> {
    pub fn new(
        kernel: &'a Kernel,
        ctx: &ReportContext,
        instructions: u64,
        races: usize,
        completed: bool,
    ) -> Self {
        KernelSummary {
            record: "summary",
            kernel: Some(&kernel.name),
            function: None,
            symbol: &kernel.symbol,
            arch: ctx.arch.name(),
            model: ctx.model.name(),
            instructions,
            races,
            lds_races: 0,
            completed,
            coverage: None,
            origin: ctx.kernel_origin(kernel),
        }
    }

    /// The same summary for a device function: named `function=`.
    pub fn device_function(mut self) -> Self {
        self.function = self.kernel.take();
        self
    }
}

impl fmt::Display for KernelSummary<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.kernel, self.function) {
            (_, Some(name)) => write!(f, "function={name}")?,
            (name, None) => write!(f, "kernel={}", name.unwrap_or_default())?,
        }
        write!(
            f,
            " arch={} model={} instructions={} races={} completed={}",
            self.arch, self.model, self.instructions, self.races, self.completed as u8
        )?;
        if let Some(c) = &self.coverage {
            write!(f, " paths={} unreached={}", c.paths, c.unreached)?;
        }
        if self.lds_races > 0 {
            write!(f, " lds_races={}", self.lds_races)?;
        }
        if let Some(o) = &self.origin {
            write!(f, " origin={o}")?;
        }
        Ok(())
    }
}
