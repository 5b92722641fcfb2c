//! LDS races in the seed's report shape, as JSON records and as SARIF
//! results (docs/lds.md section 6): `type=LDS`, the first shared byte as
//! `reg=` (or `unknown`), then `cause=` and `address=`.
//!
//! Reports are grouped (docs/lds.md section 14): the races of one producer
//! place, cause, access and address kind print as one report - the first
//! race in full, then a `count` and one line per other consumer - since an
//! unknown address meets every later access and one DMA of a hand-written
//! kernel races with hundreds of reads, each of which would repeat the same
//! producer, witness and instructions between.

use std::borrow::Cow;
use std::fmt::{self, Write};

use serde::Serialize;

use crate::cfg::Cfg;
use crate::counter::report::{source_place, InstrRecord, ReportContext, ELIDED_KEEP, MAX_BETWEEN};
use crate::instr::{Instr, Kernel};
use crate::paths::block_name;

use super::footprint::{lds_op, LdsFootprint, LdsOp};
use super::LdsRace;

impl LdsRace {
    /// The instructions of the witness path from the producer to the
    /// consumer, both included (as `PathRace::stream`).
    pub fn stream(&self, cfg: &Cfg) -> Vec<u32> {
        let mut ids = Vec::new();
        let last = self.witness.len().saturating_sub(1);
        for (k, &b) in self.witness.iter().enumerate() {
            let blk = cfg.blocks[b as usize];
            let from = if k == 0 { self.producer } else { blk.start };
            let to = if k == last {
                self.consumer + 1
            } else {
                blk.end
            };
            ids.extend(from..to);
        }
        ids
    }

    /// The witness as a SARIF code flow: the producer, the first
    /// instruction of each later block of the witness, the consumer.
    pub fn flow(&self, cfg: &Cfg) -> Vec<u32> {
        let mut flow = vec![self.producer];
        flow.extend(
            self.witness
                .iter()
                .skip(1)
                .map(|&b| cfg.blocks[b as usize].start),
        );
        flow.push(self.consumer);
        flow
    }

    /// The witness blocks by name (docs/paths.md section 4).
    pub fn witness_names(&self, kernel: &Kernel, cfg: &Cfg) -> Vec<String> {
        self.witness
            .iter()
            .map(|&b| block_name(kernel, cfg, b))
            .collect()
    }

    /// What the consumer does to LDS (a read for an instruction that is no
    /// LDS access, which never happens for a race the engine found).
    fn consumer_op(&self, kernel: &Kernel) -> LdsOp {
        lds_op(&kernel.instrs[self.consumer as usize]).unwrap_or(LdsOp::DsRead)
    }

    /// `access=` of the report: `read`, `write` or `overwrite`.
    pub fn access_name(&self, kernel: &Kernel) -> &'static str {
        self.access(self.consumer_op(kernel)).name()
    }
}

/// LDS races reported as one (docs/lds.md section 14): indices into the
/// kernel's race list, the first shown in full.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LdsGroup {
    pub first: usize,
    /// The group's other races, in the order found.
    pub others: Vec<usize>,
}

impl LdsGroup {
    /// How many races the group reports.
    pub fn count(&self) -> u64 {
        1 + self.others.len() as u64
    }
}

/// `races` grouped by producer place (code-object address or listing
/// line), cause, access and whether the address is known, in the order
/// found. Every race is in exactly one group; a group of one prints as an
/// ungrouped race did.
pub fn group_lds_races(kernel: &Kernel, races: &[LdsRace]) -> Vec<LdsGroup> {
    let mut groups: Vec<LdsGroup> = Vec::new();
    // Looked up once per race (150 k on the 68-object aiter sample): a fast hasher,
    // the groups' order is the list's, never the map's.
    let mut index: rustc_hash::FxHashMap<_, usize> = rustc_hash::FxHashMap::default();
    for (k, r) in races.iter().enumerate() {
        let known = matches!(r.footprint(), LdsFootprint::Known { .. });
        let key = (
            source_place(kernel, r.producer),
            r.cause,
            r.access_name(kernel),
            known,
        );
        match index.entry(key) {
            std::collections::hash_map::Entry::Occupied(e) => {
                groups[*e.get()].others.push(k);
            }
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(groups.len());
                groups.push(LdsGroup {
                    first: k,
                    others: Vec::new(),
                });
            }
        }
    }
    groups
}

/// An instruction's place in reports: its address (`0x1a4`), listing line
/// (`L12`) or index (`#5`), as witness blocks are named.
fn place_name(kernel: &Kernel, i: u32) -> String {
    let ins: &Instr = &kernel.instrs[i as usize];
    match (ins.addr, ins.line) {
        (Some(a), _) => format!("{a:#x}"),
        (None, 0) => format!("#{i}"),
        (None, line) => format!("L{line}"),
    }
}

/// `reg=` of a report: the first shared byte, or `unknown`.
fn first_byte(f: LdsFootprint) -> String {
    match f {
        LdsFootprint::Known { lo, .. } => lo.to_string(),
        LdsFootprint::Within { .. } | LdsFootprint::Unknown => "unknown".to_string(),
    }
}

/// Writes a group of LDS races (docs/lds.md section 14) as text: the first
/// race in the seed's shape with `type=LDS`, the instructions between
/// producer and consumer on the witness path (long runs elided), the
/// barrier of an unpublished write, the witness blocks (`witness`, named as
/// docs/paths.md section 4 names them); then, for more than one, the count
/// and one line per other consumer - its place, `access=`, `address=`, the
/// barrier of an unpublished write and the instruction.
pub fn write_lds_group_text(
    out: &mut impl Write,
    kernel: &Kernel,
    cfg: &Cfg,
    races: &[LdsRace],
    group: &LdsGroup,
    ctx: &ReportContext,
) -> fmt::Result {
    let first = &races[group.first];
    write_lds_race_body(
        out,
        kernel,
        cfg,
        first,
        ctx,
        &first.witness_names(kernel, cfg),
    )?;
    if !group.others.is_empty() {
        writeln!(
            out,
            "  count: {} LDS races from this producer with this cause, access and address kind; the other consumers:",
            group.count()
        )?;
        for &k in &group.others {
            let r = &races[k];
            let barrier = r
                .barrier
                .map(|b| format!(" barrier={}", place_name(kernel, b)))
                .unwrap_or_default();
            writeln!(
                out,
                "    {} access={} address={}{barrier} {}",
                place_name(kernel, r.consumer),
                r.access_name(kernel),
                r.footprint(),
                kernel.instrs[r.consumer as usize].text
            )?;
        }
    }
    writeln!(out, "END_RACE")
}

/// The text report of one LDS race without its closing `END_RACE`.
fn write_lds_race_body(
    out: &mut impl Write,
    kernel: &Kernel,
    cfg: &Cfg,
    race: &LdsRace,
    ctx: &ReportContext,
    witness: &[String],
) -> fmt::Result {
    let f = race.footprint();
    let [x, y, z] = ctx.workgroup;
    writeln!(
        out,
        "RACE kernel={} symbol={} dispatch={} type=LDS access={} reg={} wave={} lane={} wg={x},{y},{z} conflict=unknown cause={} address={f}{}",
        kernel.name,
        kernel.symbol,
        ctx.dispatch,
        race.access_name(kernel),
        first_byte(f),
        ctx.wave,
        ctx.lane,
        race.cause,
        ctx.kernel_origin(kernel)
            .map(|o| format!(" origin={o}"))
            .unwrap_or_default(),
    )?;
    let what = match f {
        LdsFootprint::Known { .. } => format!("bytes {f}"),
        LdsFootprint::Within { .. } | LdsFootprint::Unknown => "address unknown".to_string(),
    };
    writeln!(
        out,
        "Race on LDS {what} [workgroup ({x}, {y}, {z}), wave {}, lane {}]",
        ctx.wave, ctx.lane
    )?;
    let stream = race.stream(cfg);
    let text = |id: u32| &kernel.instrs[id as usize].text;
    writeln!(out, "  ==> {}", text(race.producer))?;
    // One instruction in two waves (`same-instruction`): nothing between.
    let run = match stream.len() {
        0..=2 => &stream[..0],
        n => &stream[1..n - 1],
    };
    if run.len() <= MAX_BETWEEN {
        for &id in run {
            writeln!(out, "      {}", text(id))?;
        }
    } else {
        for &id in &run[..ELIDED_KEEP] {
            writeln!(out, "      {}", text(id))?;
        }
        writeln!(
            out,
            "      ... {} instructions ...",
            run.len() - 2 * ELIDED_KEEP
        )?;
        for &id in &run[run.len() - ELIDED_KEEP..] {
            writeln!(out, "      {}", text(id))?;
        }
    }
    writeln!(out, "  ==> {}", text(race.consumer))?;
    if let Some(b) = race.barrier {
        writeln!(out, "  barrier: {}", text(b))?;
    }
    writeln!(out, "  witness: {}", witness.join(" -> "))
}

/// One LDS race as a JSON record (`"record": "race"`, `"type": "LDS"`), with
/// the text report's fields under the same names.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct LdsRaceRecord<'a> {
    pub record: &'static str,
    pub kernel: &'a str,
    pub symbol: &'a str,
    pub arch: &'static str,
    pub model: &'static str,
    pub dispatch: u64,
    /// Always `LDS`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// `read`, `write` or `overwrite` (docs/lds.md section 4).
    pub access: &'static str,
    /// `same-wave-raw`, `same-wave-war`, `same-wave-waw`, `unpublished-at-barrier`.
    pub cause: &'static str,
    /// `0x48..0x4c` (half-open) or `unknown` ([`address`]).
    pub address: Cow<'static, str>,
    /// The shared bytes, when both addresses are known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds_lo: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds_hi: Option<u32>,
    pub wave: u32,
    pub lane: u32,
    pub wg: [u32; 3],
    pub conflict: &'static str,
    pub producer: InstrRecord<'a>,
    pub consumer: InstrRecord<'a>,
    /// The barrier an unpublished write was not complete at.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub barrier: Option<InstrRecord<'a>>,
    /// Instructions between producer and consumer on the witness path.
    pub between: u64,
    pub witness: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub origin: Option<String>,
    /// Races the record reports, when more than one (docs/lds.md section
    /// 14): this one and every entry of `consumers`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u64>,
    /// The group's other races: same producer place, cause, access and
    /// address kind.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub consumers: Vec<LdsConsumerRecord<'a>>,
}

/// An instruction a grouped record names beside its first race: where it
/// is and its text.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PlaceRecord<'a> {
    /// Index into the kernel's instructions.
    pub index: u32,
    /// 1-based source line (0 when generated).
    pub line: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub addr: Option<u64>,
    pub text: &'a str,
}

impl<'a> PlaceRecord<'a> {
    fn new(kernel: &'a Kernel, i: u32) -> Self {
        let ins = &kernel.instrs[i as usize];
        PlaceRecord {
            index: i,
            line: ins.line,
            addr: ins.addr,
            text: &ins.text,
        }
    }
}

/// One more race of a group: its consumer, what it does, the bytes, and
/// the barrier of an unpublished write.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct LdsConsumerRecord<'a> {
    pub consumer: PlaceRecord<'a>,
    pub access: &'static str,
    pub address: Cow<'static, str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds_lo: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lds_hi: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub barrier: Option<PlaceRecord<'a>>,
}

/// A footprint as records print it (its `Display`), without formatting or
/// allocating the common `unknown`: a grouped record names one per
/// consumer, tens of thousands per code object (issue 30).
fn address(f: LdsFootprint) -> Cow<'static, str> {
    match f {
        LdsFootprint::Known { .. } => Cow::Owned(f.to_string()),
        LdsFootprint::Within { .. } | LdsFootprint::Unknown => Cow::Borrowed("unknown"),
    }
}

/// `(lds_lo, lds_hi)` of a record: the shared bytes when known.
fn known_bytes(f: LdsFootprint) -> (Option<u32>, Option<u32>) {
    match f {
        LdsFootprint::Known { lo, hi } => (Some(lo), Some(hi)),
        LdsFootprint::Within { .. } | LdsFootprint::Unknown => (None, None),
    }
}

impl<'a> LdsRaceRecord<'a> {
    pub fn new(
        kernel: &'a Kernel,
        cfg: &Cfg,
        race: &LdsRace,
        ctx: &ReportContext,
        witness: Vec<String>,
    ) -> Self {
        let stream = race.stream(cfg);
        let at = |id: u32, pos: u64| {
            let i = &kernel.instrs[id as usize];
            InstrRecord {
                index: id,
                pos,
                line: i.line,
                addr: i.addr,
                text: &i.text,
            }
        };
        let f = race.footprint();
        let (lds_lo, lds_hi) = known_bytes(f);
        let last = stream.len().saturating_sub(1) as u64;
        LdsRaceRecord {
            record: "race",
            kernel: &kernel.name,
            symbol: &kernel.symbol,
            arch: ctx.arch.name(),
            model: ctx.model.name(),
            dispatch: ctx.dispatch,
            kind: "LDS",
            access: race.access_name(kernel),
            cause: race.cause.name(),
            address: address(f),
            lds_lo,
            lds_hi,
            wave: ctx.wave,
            lane: ctx.lane,
            wg: ctx.workgroup,
            conflict: "unknown",
            producer: at(race.producer, 0),
            consumer: at(race.consumer, last),
            barrier: race.barrier.map(|b| {
                let pos = stream.iter().position(|&i| i == b).unwrap_or(0) as u64;
                at(b, pos)
            }),
            between: last.saturating_sub(1),
            witness,
            origin: ctx.kernel_origin(kernel),
            count: None,
            consumers: Vec::new(),
        }
    }

    /// The record of a group (docs/lds.md section 14): its first race, the
    /// count, and the other races' consumers.
    pub fn of_group(
        kernel: &'a Kernel,
        cfg: &Cfg,
        races: &[LdsRace],
        group: &LdsGroup,
        ctx: &ReportContext,
    ) -> Self {
        let first = &races[group.first];
        let mut rec = LdsRaceRecord::new(kernel, cfg, first, ctx, first.witness_names(kernel, cfg));
        if !group.others.is_empty() {
            rec.count = Some(group.count());
            rec.consumers = group
                .others
                .iter()
                .map(|&k| {
                    let r = &races[k];
                    let f = r.footprint();
                    let (lds_lo, lds_hi) = known_bytes(f);
                    LdsConsumerRecord {
                        consumer: PlaceRecord::new(kernel, r.consumer),
                        access: r.access_name(kernel),
                        address: address(f),
                        lds_lo,
                        lds_hi,
                        barrier: r.barrier.map(|b| PlaceRecord::new(kernel, b)),
                    }
                })
                .collect();
        }
        rec
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record's address is the footprint's `Display`, on every variant.
    #[test]
    fn a_records_address_is_the_footprints_display() {
        for f in [
            LdsFootprint::Known { lo: 0x40, hi: 0x48 },
            LdsFootprint::Within {
                lo: 0,
                hi: 64,
                lane: None,
            },
            LdsFootprint::Unknown,
        ] {
            assert_eq!(address(f), f.to_string(), "{f:?}");
        }
    }
}
