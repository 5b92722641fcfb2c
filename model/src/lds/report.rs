//! LDS races in the seed's report shape, as JSON records and as SARIF
//! results (docs/lds.md section 6): `type=LDS`, the first shared byte as
//! `reg=` (or `unknown`), then `cause=` and `address=`.

use std::fmt::{self, Write};

use serde::Serialize;

use crate::cfg::Cfg;
use crate::counter::report::{InstrRecord, ReportContext, ELIDED_KEEP, MAX_BETWEEN};
use crate::instr::Kernel;

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

    /// What the consumer does to LDS (a read for an instruction that is no
    /// LDS access, which never happens for a race the engine found).
    fn consumer_op(&self, kernel: &Kernel) -> LdsOp {
        lds_op(&kernel.instrs[self.consumer as usize]).unwrap_or(LdsOp::DsRead)
    }
}

/// `reg=` of a report: the first shared byte, or `unknown`.
fn first_byte(f: LdsFootprint) -> String {
    match f {
        LdsFootprint::Known { lo, .. } => lo.to_string(),
        LdsFootprint::Within { .. } | LdsFootprint::Unknown => "unknown".to_string(),
    }
}

/// Writes one LDS race as text: the seed's shape with `type=LDS`, the
/// instructions between producer and consumer on the witness path (long
/// runs elided), the barrier of an unpublished write, the witness blocks
/// (`witness`, named as docs/paths.md section 4 names them).
pub fn write_lds_race_text(
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
        race.access(race.consumer_op(kernel)).name(),
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
    writeln!(out, "  witness: {}", witness.join(" -> "))?;
    writeln!(out, "END_RACE")
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
    /// `0x48..0x4c` (half-open) or `unknown`.
    pub address: String,
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
        let (lds_lo, lds_hi) = match f {
            LdsFootprint::Known { lo, hi } => (Some(lo), Some(hi)),
            LdsFootprint::Within { .. } | LdsFootprint::Unknown => (None, None),
        };
        let last = stream.len().saturating_sub(1) as u64;
        LdsRaceRecord {
            record: "race",
            kernel: &kernel.name,
            symbol: &kernel.symbol,
            arch: ctx.arch.name(),
            model: ctx.model.name(),
            dispatch: ctx.dispatch,
            kind: "LDS",
            access: race.access(race.consumer_op(kernel)).name(),
            cause: race.cause.name(),
            address: f.to_string(),
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
        }
    }
}
