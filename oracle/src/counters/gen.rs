//! Structured instruction-sequence generators shared by the bolero properties,
//! the cargo-fuzz targets and `wavebed diff counters`.
//!
//! The shapes aim at the places counter models go wrong: few registers, so
//! producers and consumers meet often; ordered runs ending just below, at and
//! just past each capacity (14/15/16 LDS and 62/63/64 VMEM on gfx9); classes
//! mixed past capacity (LDS runs then SMEM or FLAT, SMEM runs then LDS); waits
//! of every kind (zero, partial, capacity - 1, explicit and implicit all ones,
//! raw immediates, gfx11's single-counter forms); stores; FLAT, which counts
//! on two counters; and a FLAT or a (wide) scalar fetch issued right after a
//! run at capacity, where the assumption set decides what the stall proves.

use crate::choices::{self, Choices};
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Arch, Counter, MemKind, Profile, WaitGen};

use super::asm::{in_vgpr_bank, AluOp, Asm, MemOp, Text};

/// Limits for one generated program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenConfig {
    /// Maximum number of instructions (the final `s_endpgm` not counted).
    pub max_len: usize,
    /// Maximum number of memory instructions (events).
    pub max_mem: usize,
}

impl Default for GenConfig {
    /// Long enough for a run past vmcnt's 63 plus its surroundings.
    fn default() -> Self {
        GenConfig {
            max_len: 160,
            max_mem: 160,
        }
    }
}

/// A generated program: the profile it targets and its instructions (one
/// straight-line kernel; stream position = instruction index).
#[derive(Clone, Debug)]
pub struct GenProgram {
    pub profile: Profile,
    pub instrs: Vec<Instr>,
}

/// The architectures whose counters are modelled, in the order `diff counters`
/// cycles through them.
pub const ARCHS: [Arch; 3] = [Arch::Gfx942, Arch::Gfx950, Arch::Gfx1151];

/// The gfx12 architectures (split counters; xcnt on gfx1250), which
/// `diff counters` runs when named with `--arch` and the gfx12 properties draw
/// from; kept apart from [`ARCHS`] so existing campaigns stay as they were.
pub const GFX12_ARCHS: [Arch; 3] = [Arch::Gfx1200, Arch::Gfx1201, Arch::Gfx1250];

impl GenProgram {
    /// A program for an architecture drawn first from `u`, with the default
    /// limits: what the `counters_*` fuzz targets generate.
    pub fn any(u: &mut Choices<'_>) -> choices::Result<GenProgram> {
        let arch = *u.choose(&ARCHS)?;
        GenProgram::generate(u, &arch.profile(), &GenConfig::default())
    }

    /// Generates a program for `profile` from `u`. Runs out of input gracefully:
    /// an exhausted `u` ends the program.
    pub fn generate(
        u: &mut Choices<'_>,
        profile: &Profile,
        cfg: &GenConfig,
    ) -> choices::Result<GenProgram> {
        GenProgram::generate_with(u, profile, cfg, Text::Render)
    }

    /// [`GenProgram::generate`], rendering the instructions' text or not: the
    /// same input gives the same instructions either way, so a fuzz property
    /// skips the text and generates a failing case again to print it.
    pub fn generate_with(
        u: &mut Choices<'_>,
        profile: &Profile,
        cfg: &GenConfig,
        text: Text,
    ) -> choices::Result<GenProgram> {
        let mut g = Gen {
            u,
            asm: Asm { profile },
            text,
            cfg: *cfg,
            instrs: Vec::new(),
            mem: 0,
            bank: 0,
        };
        while g.instrs.len() < cfg.max_len && !g.u.is_empty() {
            // gfx1250: sometimes switch the VGPR bank (`s_set_vgpr_msb`), so
            // the registers above v255 meet producers and consumers too.
            if g.high_vgprs() && g.u.ratio(1u8, 12)? {
                let bank = g.u.int_in_range(0u16..=3)?;
                g.set_bank(bank);
                continue;
            }
            match g.u.int_in_range(0u8..=99)? {
                0..=29 => g.single_mem()?,
                30..=39 => g.run()?,
                40..=61 => g.wait()?,
                _ => g.consumer()?,
            }
        }
        Ok(GenProgram {
            profile: profile.clone(),
            instrs: g.instrs,
        })
    }

    /// The stream a model or oracle consumes: every instruction in order.
    pub fn stream(&self) -> Vec<&Instr> {
        self.instrs.iter().collect()
    }

    /// Number of memory instructions (events).
    pub fn events(&self) -> usize {
        self.instrs.iter().filter(|i| i.mem.is_some()).count()
    }
}

/// Data registers: few, so dependencies are common. `v8..v11` are the fillers
/// runs write after their first (producer) element.
const VDATA: [u16; 4] = [0, 1, 2, 3];
const VFILL: [u16; 4] = [8, 9, 10, 11];
const SDATA: [u16; 4] = [0, 1, 2, 3];

struct Gen<'u, 'a, 'p> {
    u: &'u mut Choices<'a>,
    asm: Asm<'p>,
    text: Text,
    cfg: GenConfig,
    instrs: Vec<Instr>,
    mem: usize,
    /// gfx1250: the VGPR bank every field of the `s_set_vgpr_msb` state
    /// holds (0: v0..v255).
    bank: u16,
}

impl Gen<'_, '_, '_> {
    /// gfx1250 addresses 1024 VGPRs through `s_set_vgpr_msb` (docs/paths.md
    /// section 13); the choice is drawn there only, so other architectures'
    /// programs stay as they were.
    fn high_vgprs(&self) -> bool {
        self.asm.profile.arch == Arch::Gfx1250
    }

    /// Emits `s_set_vgpr_msb` putting every operand slot in `bank`.
    fn set_bank(&mut self, bank: u16) {
        if self.instrs.len() < self.cfg.max_len {
            let i = self.asm.set_vgpr_msb_with(self.text, bank);
            self.instrs.push(i);
            self.bank = bank;
        }
    }

    /// gfx10/gfx11: the single-counter `s_waitcnt_vmcnt null, N` forms exist.
    fn single_waits(&self) -> bool {
        matches!(self.asm.profile.wait_gen, WaitGen::Gfx10 | WaitGen::Gfx11)
    }

    /// Direct-to-LDS buffer loads exist up to gfx10 (llvm-mc-22 rejects
    /// `buffer_load_dword ... lds` from gfx11).
    fn lds_dma(&self) -> bool {
        self.asm.profile.wait_gen <= WaitGen::Gfx10
    }

    fn gfx12(&self) -> bool {
        self.asm.profile.wait_gen == WaitGen::Gfx12
    }

    /// Whether the architecture has exports (`Profile::has_exports`). The
    /// choices that draw exports are made only there, so other
    /// architectures' programs stay as they were.
    fn exports(&self) -> bool {
        self.asm.profile.has_exports()
    }

    fn room(&self) -> usize {
        (self.cfg.max_len - self.instrs.len()).min(self.cfg.max_mem - self.mem)
    }

    fn push(&mut self, i: Instr) {
        if i.mem.is_some() {
            self.mem += 1;
        }
        // An export's VGPR slots are not among those the front end renames
        // (docs/paths.md section 13): back to bank 0 first.
        let export = i.mem.is_some_and(|k| {
            matches!(
                k,
                MemKind::Export | MemKind::ExportPos | MemKind::ExportParam
            )
        });
        if export && self.bank != 0 {
            let reset = self.asm.set_vgpr_msb_with(self.text, 0);
            self.instrs.push(reset);
            self.bank = 0;
        }
        self.instrs.push(in_vgpr_bank(i, self.bank));
    }

    fn mem_op(&mut self) -> choices::Result<MemOp> {
        // gfx1250: sometimes an async copy into LDS (asynccnt; its LDS
        // address and global address are translating sources).
        if self.asm.profile.has_counter(Counter::Async) && self.u.ratio(1u8, 10)? {
            return Ok(MemOp::AsyncLoad);
        }
        // Sometimes an export, whose data register a consumer may overwrite.
        if self.exports() && self.u.ratio(1u8, 8)? {
            let pos = self.u.ratio(1u8, 3)?;
            return Ok(MemOp::Export { pos });
        }
        let wide = self.u.ratio(1u8, 5)?;
        Ok(match self.u.int_in_range(0u8..=14)? {
            // gfx12: a scalar fetch also comes right after vector memory
            // (SMEM/VMEM alternation, the implicit xcnt wait).
            0..=2 if self.gfx12() && self.u.ratio(1u8, 4)? => MemOp::ScalarLoad { wide },
            0..=2 => MemOp::GlobalLoad { wide },
            3 => MemOp::GlobalLoadD16,
            4 => MemOp::BufferLoad,
            5 if self.lds_dma() => MemOp::BufferLoadLds,
            5 | 6 => MemOp::GlobalStore,
            7 => MemOp::BufferStore,
            8 | 9 => MemOp::LdsRead { wide },
            10 => MemOp::LdsWrite,
            11 | 12 => MemOp::ScalarLoad { wide },
            13 => MemOp::FlatLoad,
            _ => MemOp::FlatStore,
        })
    }

    /// Address register for `op`: mostly a dedicated one, sometimes a data
    /// register (a load whose address another load produces).
    fn addr(&mut self, op: MemOp) -> choices::Result<u16> {
        let reuse = self.u.ratio(1u8, 6)?;
        Ok(match op {
            MemOp::ScalarLoad { .. } if reuse => 0,
            MemOp::ScalarLoad { .. } => 4,
            MemOp::GlobalLoad { .. }
            | MemOp::GlobalLoadD16
            | MemOp::GlobalStore
            | MemOp::FlatLoad
            | MemOp::FlatStore
            | MemOp::AsyncLoad => {
                if reuse {
                    2 * self.u.int_in_range(0u16..=1)?
                } else {
                    4
                }
            }
            _ if reuse => *self.u.choose(&VDATA)?,
            _ => 6,
        })
    }

    fn data(&mut self, op: MemOp) -> choices::Result<u16> {
        let r = if op.scalar() {
            *self.u.choose(&SDATA)?
        } else {
            *self.u.choose(&VDATA)?
        };
        Ok(if op.wide() { r & !1 } else { r })
    }

    fn single_mem(&mut self) -> choices::Result<()> {
        if self.room() == 0 {
            return Ok(());
        }
        let op = self.mem_op()?;
        let (data, addr) = (self.data(op)?, self.addr(op)?);
        let i = self.asm.mem_with(self.text, op, data, addr);
        self.push(i);
        Ok(())
    }

    /// An ordered (or SMEM/FLAT) run whose length sits around its counter's
    /// capacity, or a short one. The first element is the producer a later
    /// consumer may read; the rest write fillers (or, sometimes, the same
    /// register: the write-after-write exemption).
    fn run(&mut self) -> choices::Result<()> {
        let op = match self.u.int_in_range(0u8..=6)? {
            0 | 1 => MemOp::LdsRead { wide: false },
            2 => MemOp::LdsWrite,
            3 => MemOp::GlobalLoad { wide: false },
            4 => MemOp::GlobalStore,
            5 => MemOp::ScalarLoad {
                wide: self.u.ratio(1u8, 2)?,
            },
            _ => MemOp::FlatLoad,
        };
        let tokens = self.asm.profile.tokens(op.kind());
        let cap = tokens
            .as_slice()
            .iter()
            .map(|t| self.asm.profile.capacity(t.counter))
            .min();
        let cap = cap.unwrap_or(1) as usize;
        let len = match self.u.int_in_range(0u8..=5)? {
            0 => cap.saturating_sub(2),
            1 => cap.saturating_sub(1),
            2 => cap,
            3 => cap + 1,
            _ => self.u.int_in_range(2usize..=8)?,
        };
        let len = len.min(self.room());
        let data = self.data(op)?;
        let same = self.u.ratio(1u8, 4)?;
        let addr = self.addr(op)?;
        for k in 0..len {
            let d = if k == 0 || same {
                data
            } else if op.scalar() {
                // Pairs start at an even register (llvm-mc's alignment rule).
                let step = if op.wide() { 2 } else { 1 };
                16 + step * (k % 4) as u16
            } else {
                VFILL[k % VFILL.len()]
            };
            let i = self.asm.mem_with(self.text, op, d, addr);
            self.push(i);
        }
        // Sometimes another class issues right after the run, at or near the
        // counter's capacity: a FLAT or a wide scalar fetch there is where the
        // readings of docs/counters.md section 7 (`--assume flat=`,
        // `smem-wide-tokens=`) decide what the issue stall proves.
        if self.room() > 0 && self.u.ratio(1u8, 3)? {
            let tail = *self.u.choose(&[
                MemOp::FlatLoad,
                MemOp::FlatStore,
                MemOp::ScalarLoad { wide: true },
                MemOp::ScalarLoad { wide: false },
                MemOp::LdsRead { wide: false },
                MemOp::GlobalLoad { wide: false },
            ])?;
            let (d, a) = (self.data(tail)?, self.addr(tail)?);
            let i = self.asm.mem_with(self.text, tail, d, a);
            self.push(i);
        }
        Ok(())
    }

    /// A wait field for `c`: zero, one, small, capacity - 1, explicit all ones,
    /// or omitted.
    fn field(&mut self, c: Counter) -> choices::Result<Option<u16>> {
        let cap = self.asm.profile.capacity(c);
        Ok(match self.u.int_in_range(0u8..=9)? {
            0 | 1 => Some(0),
            2 => Some(1.min(cap)),
            3 => Some(self.u.int_in_range(2u16..=4)?.min(cap)),
            4 => Some(cap.saturating_sub(1)),
            5 => Some(cap),
            _ => None,
        })
    }

    /// A gfx12 wait: one counter the profile has (`s_wait_loadcnt`,
    /// `s_wait_kmcnt`, `s_wait_xcnt`...) or a combined
    /// `s_wait_loadcnt_dscnt` / `s_wait_storecnt_dscnt`.
    fn wait_gfx12(&mut self) -> choices::Result<()> {
        let p = self.asm.profile;
        let i = if self.u.ratio(1u8, 4)? {
            let first = *self.u.choose(&[Counter::Vm, Counter::Vs])?;
            let n = self.field(first)?.unwrap_or(p.capacity(first));
            let ds = self
                .field(Counter::Lgkm)?
                .unwrap_or(p.capacity(Counter::Lgkm));
            self.asm.wait_split_pair_with(self.text, first, n, ds)
        } else {
            let counters = [
                Counter::Vm,
                Counter::Vs,
                Counter::Lgkm,
                Counter::Km,
                Counter::X,
                Counter::Exp,
            ];
            let c = *self.u.choose(&counters)?;
            // A counter the profile lacks (xcnt on gfx1200, expcnt on
            // gfx1250) stands for the one most often waited on.
            let c = if p.has_counter(c) { c } else { Counter::Vm };
            let n = self.field(c)?.unwrap_or(p.capacity(c));
            self.asm.wait_split_with(self.text, c, n)
        };
        self.push(i);
        Ok(())
    }

    fn wait(&mut self) -> choices::Result<()> {
        if self.gfx12() {
            return self.wait_gfx12();
        }
        let single = self.single_waits() && self.u.ratio(1u8, 3)?;
        let i = if single {
            let c = *self
                .u
                .choose(&[Counter::Vm, Counter::Lgkm, Counter::Vs, Counter::Exp])?;
            let n = self.field(c)?.unwrap_or(self.asm.profile.capacity(c));
            self.asm.waitcnt_single_with(self.text, c, n)
        } else {
            let vm = self.field(Counter::Vm)?;
            let lgkm = self.field(Counter::Lgkm)?;
            let exp = if self.exports() {
                self.field(Counter::Exp)?
            } else if self.u.ratio(1u8, 8)? {
                Some(0)
            } else {
                None
            };
            let raw = self.u.ratio(1u8, 10)?;
            self.asm.waitcnt_with(self.text, [vm, lgkm, exp], raw)
        };
        self.push(i);
        Ok(())
    }

    fn consumer(&mut self) -> choices::Result<()> {
        // With xcnt or exports, sometimes write EXEC while vector memory may
        // translate or an export may still read it.
        let exec_readers = self.asm.profile.has_counter(Counter::X) || self.exports();
        if exec_readers && self.u.ratio(1u8, 8)? {
            let (a, b) = (*self.u.choose(&VDATA)?, *self.u.choose(&VFILL)?);
            let i = self.asm.alu_with(self.text, AluOp::VCmpx, 0, a, b);
            self.push(i);
            return Ok(());
        }
        let op = *self.u.choose(&[
            AluOp::VAdd,
            AluOp::VAdd,
            AluOp::VMov,
            AluOp::VFmac,
            AluOp::VAddF64,
            AluOp::SAdd,
            AluOp::ReadFirstLane,
        ])?;
        let (d, a, b) = match op {
            AluOp::SAdd => (
                *self.u.choose(&SDATA)?,
                *self.u.choose(&SDATA)?,
                *self.u.choose(&SDATA)?,
            ),
            AluOp::ReadFirstLane => (*self.u.choose(&SDATA)?, *self.u.choose(&VDATA)?, 0),
            _ => {
                // Mostly a fresh destination; sometimes a data register (a
                // write-after-write check against a pending load).
                let pool = [0, 1, 2, 3, 0, 1, 2, 3, 8, 9, 10, 11];
                let d = *self.u.choose(&VDATA)?;
                let d = if self.u.ratio(1u8, 3)? { d } else { 20 + d };
                (d, *self.u.choose(&pool)?, *self.u.choose(&pool)?)
            }
        };
        // With xcnt, sometimes overwrite an address register (`v4`..`v6`,
        // `s4`): the write-after-read check against in-flight translations.
        let d = if self.asm.profile.has_counter(Counter::X) && self.u.ratio(1u8, 4)? {
            match op {
                AluOp::SAdd | AluOp::ReadFirstLane => 4,
                AluOp::VAddF64 => 4,
                _ => *self.u.choose(&[4, 5, 6])?,
            }
        } else {
            d
        };
        let i = self.asm.alu_with(self.text, op, d, a, b);
        self.push(i);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counters::campaign::case_bytes;

    /// Skipping the text changes nothing else: same instructions, effects,
    /// memory kinds and waits, and the same input consumed.
    #[test]
    fn textless_generation_gives_the_same_program() {
        for case in 0..300 {
            let bytes = case_bytes(3, case, 64 + (case as usize % 40) * 48);
            let profile = ARCHS[case as usize % ARCHS.len()].profile();
            let generate = |text| {
                let mut u = Choices::new(&bytes);
                let p = GenProgram::generate_with(&mut u, &profile, &GenConfig::default(), text);
                (p.expect("generates").instrs, u.len())
            };
            let (rendered, left) = generate(Text::Render);
            let (mut skipped, left_skipped) = generate(Text::Skip);
            assert_eq!(left, left_skipped, "case {case}");
            assert!(skipped.iter().all(|i| i.text.is_empty()));
            for (s, r) in skipped.iter_mut().zip(&rendered) {
                s.text = r.text.clone();
                s.mnemonic_len = r.mnemonic_len;
            }
            assert_eq!(skipped, rendered, "case {case}");
        }
    }

    /// gfx1250 programs reach the VGPRs above v255 through `s_set_vgpr_msb`,
    /// and their listing reads back through the front end (which renames
    /// each operand by the state and checks the `/*vN*/` comments) to the
    /// same register effects; some races involve a high VGPR.
    #[test]
    fn gfx1250_programs_reach_high_vgprs_and_read_back() {
        use crate::counters::{closed, races::races};
        use wavebed_model::reg::RegFile;
        let profile = Arch::Gfx1250.profile();
        let (mut high, mut high_races) = (0, 0);
        for case in 0..150 {
            let bytes = case_bytes(7, case, 64 + (case as usize % 40) * 48);
            let mut u = Choices::new(&bytes);
            let p =
                GenProgram::generate(&mut u, &profile, &GenConfig::default()).expect("generates");
            let is_high = |i: &Instr| {
                i.reads
                    .as_slice()
                    .iter()
                    .chain(i.writes.as_slice())
                    .any(|r| r.file == RegFile::Vgpr && r.first >= 256)
            };
            high += p.instrs.iter().filter(|i| is_high(i)).count();
            let listing = super::super::asm::listing(Arch::Gfx1250, &[], &p.instrs);
            let back = wavebed_model::isa::parse_text(&listing, "gen", None).unwrap_or_else(|e| {
                panic!(
                    "case {case}: {}:{}: {}\n{listing}",
                    e.line, e.col, e.message
                )
            });
            let k = &back.kernels[0];
            assert_eq!(k.instrs.len(), p.instrs.len() + 1, "case {case}");
            // The generator models the registers races meet on; compare
            // the VGPRs, which the bank moves.
            let vgprs = |l: &wavebed_model::reg::RegList| -> Vec<_> {
                let mut v: Vec<(u16, u16)> = l
                    .as_slice()
                    .iter()
                    .filter(|r| r.file == RegFile::Vgpr)
                    .map(|r| (r.first, r.count))
                    .collect();
                v.sort_unstable();
                v
            };
            for (a, b) in p.instrs.iter().zip(&k.instrs) {
                assert_eq!(
                    (vgprs(&a.reads), vgprs(&a.writes)),
                    (vgprs(&b.reads), vgprs(&b.writes)),
                    "case {case}: {}",
                    a.text
                );
            }
            let stream = p.stream();
            let lifetimes = closed::lifetimes(&profile, &stream);
            high_races += races(&profile, &stream, &lifetimes)
                .iter()
                .filter(|r| {
                    is_high(stream[r.consumer as usize]) && is_high(stream[r.producer as usize])
                })
                .count();
        }
        assert!(high > 100 && high_races > 10, "{high} {high_races}");
    }

    /// The differential reaches exports: on the architectures that have
    /// them, generated programs hold exports whose sources a later write
    /// overwrites while the closed form says expcnt may not have retired
    /// them (docs/counters.md section 14).
    #[test]
    fn exports_are_generated_and_overwritten() {
        use crate::counters::{closed, races::races};
        use wavebed_model::counter::Access;
        for arch in [Arch::Gfx1151, Arch::Gfx1030, Arch::Gfx1200] {
            let profile = arch.profile();
            let (mut exports, mut overwritten) = (0, 0);
            for case in 0..200 {
                let bytes = case_bytes(5, case, 64 + (case as usize % 40) * 48);
                let mut u = Choices::new(&bytes);
                let p = GenProgram::generate(&mut u, &profile, &GenConfig::default())
                    .expect("generates");
                let stream = p.stream();
                let guards = |i: u32| stream[i as usize].mem.is_some_and(|k| k.guards_sources());
                exports += stream
                    .iter()
                    .filter(|i| i.mem.is_some_and(|k| k.guards_sources()))
                    .count();
                let lifetimes = closed::lifetimes(&profile, &stream);
                overwritten += races(&profile, &stream, &lifetimes)
                    .iter()
                    .filter(|r| r.access == Access::Overwrite && guards(r.producer))
                    .count();
            }
            assert!(
                exports > 0 && overwritten > 0,
                "{arch}: {exports} {overwritten}"
            );
        }
        // Architectures without exports draw none.
        let profile = Arch::Gfx942.profile();
        let bytes = case_bytes(5, 1, 2000);
        let p = GenProgram::generate(&mut Choices::new(&bytes), &profile, &GenConfig::default());
        let p = p.expect("generates");
        assert!(p
            .instrs
            .iter()
            .all(|i| !i.mem.is_some_and(|k| k.guards_sources())));
    }
}
