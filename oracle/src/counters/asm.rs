//! Generated instructions as real assembly: each builder returns the decoded
//! [`Instr`] (register effects, memory kind, wait fields) together with the
//! text LLVM 22 prints for it on the profile's architecture, so a generated
//! program is a listing `wavebed check` and `llvm-mc` accept.
//!
//! Mnemonics: gfx9 (gfx942, gfx950) prints `global_load_dword`, `ds_read_b32`,
//! `s_load_dword`; gfx11 (gfx1151) prints `global_load_b32`, `ds_load_b32`,
//! `s_load_b32` and has the single-counter `s_waitcnt_vmcnt null, N` forms
//! (counters.md sections 2 and 8; checked with `llvm-mc -show-encoding`).

use wavebed_model::instr::{Flow, Instr, Unit, Wait, WaitForm};
use wavebed_model::profile::{Arch, Counter, MemKind, Profile, WaitGen, NUM_COUNTERS};
use wavebed_model::reg::{RegFile, RegList, RegRange};

/// A memory operation the generators emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemOp {
    /// `global_load_dword` / `global_load_b32` (or the x2 / b64 form).
    GlobalLoad {
        wide: bool,
    },
    /// `global_load_short_d16` / `global_load_d16_b16`: writes half the destination,
    /// merging the kept half when the data returns (no read at issue).
    GlobalLoadD16,
    /// `buffer_load_dword` / `buffer_load_b32 ... offen`.
    BufferLoad,
    /// `buffer_load_dword ... offen lds` (gfx9 only): no destination register.
    BufferLoadLds,
    GlobalStore,
    BufferStore,
    /// `ds_read_b32` / `ds_load_b32` (or the b64 form).
    LdsRead {
        wide: bool,
    },
    LdsWrite,
    /// `s_load_dword` / `s_load_b32` (or the x2 / b64 form).
    ScalarLoad {
        wide: bool,
    },
    FlatLoad,
    FlatStore,
}

impl MemOp {
    pub fn kind(self) -> MemKind {
        match self {
            MemOp::GlobalLoad { .. } | MemOp::GlobalLoadD16 | MemOp::BufferLoad => {
                MemKind::VmemLoad
            }
            MemOp::BufferLoadLds => MemKind::VmemLds,
            MemOp::GlobalStore | MemOp::BufferStore => MemKind::VmemStore,
            MemOp::LdsRead { .. } => MemKind::LdsRead,
            MemOp::LdsWrite => MemKind::LdsWrite,
            MemOp::ScalarLoad { .. } => MemKind::Smem,
            MemOp::FlatLoad => MemKind::FlatLoad,
            MemOp::FlatStore => MemKind::FlatStore,
        }
    }

    /// Whether the operation's data register is a destination (else a source).
    pub fn loads(self) -> bool {
        !matches!(
            self,
            MemOp::GlobalStore | MemOp::BufferStore | MemOp::LdsWrite | MemOp::FlatStore
        ) && self != MemOp::BufferLoadLds
    }

    /// Whether the data operand is a register pair.
    pub fn wide(self) -> bool {
        matches!(
            self,
            MemOp::GlobalLoad { wide: true }
                | MemOp::LdsRead { wide: true }
                | MemOp::ScalarLoad { wide: true }
        )
    }

    /// Whether the data register is an SGPR.
    pub fn scalar(self) -> bool {
        matches!(self, MemOp::ScalarLoad { .. })
    }
}

/// A VALU or SALU operation reading and writing the generators' few registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AluOp {
    /// `v_add_u32_e32 vD, vA, vB` (gfx11: `v_add_nc_u32_e32`).
    VAdd,
    /// `v_mov_b32_e32 vD, vA`.
    VMov,
    /// `v_fmac_f32_e32 vD, vA, vB`: the destination is read too.
    VFmac,
    /// `v_add_f64 v[D:D+1], v[A:A+1], v[B:B+1]`.
    VAddF64,
    /// `s_add_u32 sD, sA, sB`.
    SAdd,
    /// `v_readfirstlane_b32 sD, vA`.
    ReadFirstLane,
}

fn v(first: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Vgpr, first, count)
}

fn s(first: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Sgpr, first, count)
}

fn list(ranges: &[RegRange]) -> RegList {
    let mut l = RegList::default();
    for &r in ranges {
        let pushed = l.push(r);
        debug_assert!(pushed, "generated instructions have few operands");
    }
    l
}

/// Builds an [`Instr`] from its text and effects.
fn instr(text: String, unit: Unit, reads: &[RegRange], writes: &[RegRange]) -> Instr {
    let mnemonic_len = text.find(' ').unwrap_or(text.len()) as u16;
    Instr {
        text: text.into_boxed_str(),
        mnemonic_len,
        line: 0,
        addr: None,
        unit,
        mem: None,
        wait: None,
        flow: Flow::Next,
        target: None,
        reads: list(reads),
        writes: list(writes),
        indexed: false,
        generic: false,
    }
}

/// Instruction builders for one profile's architecture.
pub struct Asm<'p> {
    pub profile: &'p Profile,
}

impl Asm<'_> {
    fn gfx11(&self) -> bool {
        self.profile.wait_gen != WaitGen::Gfx9
    }

    /// A memory instruction. `data` is the first data register (VGPR, or SGPR
    /// for scalar loads), `addr` the first address register: a VGPR pair for
    /// global and flat, one VGPR for LDS and buffer, an SGPR pair for SMEM.
    pub fn mem(&self, op: MemOp, data: u16, addr: u16) -> Instr {
        let g11 = self.gfx11();
        let width = if op.wide() { 2 } else { 1 };
        let dreg = if op.scalar() {
            s(data, width)
        } else {
            v(data, width)
        };
        let rsrc = s(8, 4);
        let pick = |gfx9: &'static str, gfx11: &'static str| if g11 { gfx11 } else { gfx9 };
        let (mnemonic, operands, reads, writes): (&str, String, Vec<RegRange>, Vec<RegRange>) =
            match op {
                MemOp::GlobalLoad { wide } => (
                    match (g11, wide) {
                        (false, false) => "global_load_dword",
                        (false, true) => "global_load_dwordx2",
                        (true, false) => "global_load_b32",
                        (true, true) => "global_load_b64",
                    },
                    format!("{dreg}, {}, off", v(addr, 2)),
                    vec![v(addr, 2)],
                    vec![dreg],
                ),
                MemOp::GlobalLoadD16 => (
                    pick("global_load_short_d16", "global_load_d16_b16"),
                    format!("{dreg}, {}, off", v(addr, 2)),
                    vec![v(addr, 2)],
                    vec![dreg],
                ),
                MemOp::BufferLoad => (
                    pick("buffer_load_dword", "buffer_load_b32"),
                    format!("{dreg}, {}, {rsrc}, 0 offen", v(addr, 1)),
                    vec![v(addr, 1), rsrc],
                    vec![dreg],
                ),
                MemOp::BufferLoadLds => (
                    "buffer_load_dword",
                    format!("{}, {rsrc}, 0 offen lds", v(addr, 1)),
                    vec![v(addr, 1), rsrc],
                    vec![],
                ),
                MemOp::GlobalStore => (
                    pick("global_store_dword", "global_store_b32"),
                    format!("{}, {dreg}, off", v(addr, 2)),
                    vec![v(addr, 2), dreg],
                    vec![],
                ),
                MemOp::BufferStore => (
                    pick("buffer_store_dword", "buffer_store_b32"),
                    format!("{dreg}, {}, {rsrc}, 0 offen", v(addr, 1)),
                    vec![dreg, v(addr, 1), rsrc],
                    vec![],
                ),
                MemOp::LdsRead { wide } => (
                    match (g11, wide) {
                        (false, false) => "ds_read_b32",
                        (false, true) => "ds_read_b64",
                        (true, false) => "ds_load_b32",
                        (true, true) => "ds_load_b64",
                    },
                    format!("{dreg}, {}", v(addr, 1)),
                    vec![v(addr, 1)],
                    vec![dreg],
                ),
                MemOp::LdsWrite => (
                    pick("ds_write_b32", "ds_store_b32"),
                    format!("{}, {dreg}", v(addr, 1)),
                    vec![v(addr, 1), dreg],
                    vec![],
                ),
                MemOp::ScalarLoad { wide } => (
                    match (g11, wide) {
                        (false, false) => "s_load_dword",
                        (false, true) => "s_load_dwordx2",
                        (true, false) => "s_load_b32",
                        (true, true) => "s_load_b64",
                    },
                    format!("{dreg}, {}, 0x0", s(addr, 2)),
                    vec![s(addr, 2)],
                    vec![dreg],
                ),
                MemOp::FlatLoad => (
                    pick("flat_load_dword", "flat_load_b32"),
                    format!("{dreg}, {}", v(addr, 2)),
                    vec![v(addr, 2)],
                    vec![dreg],
                ),
                MemOp::FlatStore => (
                    pick("flat_store_dword", "flat_store_b32"),
                    format!("{}, {dreg}", v(addr, 2)),
                    vec![v(addr, 2), dreg],
                    vec![],
                ),
            };
        let mut i = instr(format!("{mnemonic} {operands}"), Unit::Mem, &reads, &writes);
        i.mem = Some(op.kind());
        i
    }

    /// A VALU or SALU instruction with destination `d` and sources `a`, `b`.
    pub fn alu(&self, op: AluOp, d: u16, a: u16, b: u16) -> Instr {
        match op {
            AluOp::VAdd => {
                let m = if self.gfx11() {
                    "v_add_nc_u32_e32"
                } else {
                    "v_add_u32_e32"
                };
                let (d, a, b) = (v(d, 1), v(a, 1), v(b, 1));
                instr(format!("{m} {d}, {a}, {b}"), Unit::Valu, &[a, b], &[d])
            }
            AluOp::VMov => {
                let (d, a) = (v(d, 1), v(a, 1));
                instr(format!("v_mov_b32_e32 {d}, {a}"), Unit::Valu, &[a], &[d])
            }
            AluOp::VFmac => {
                let (d, a, b) = (v(d, 1), v(a, 1), v(b, 1));
                instr(
                    format!("v_fmac_f32_e32 {d}, {a}, {b}"),
                    Unit::Valu,
                    &[a, b, d],
                    &[d],
                )
            }
            AluOp::VAddF64 => {
                let (d, a, b) = (v(d & !1, 2), v(a & !1, 2), v(b & !1, 2));
                instr(
                    format!("v_add_f64 {d}, {a}, {b}"),
                    Unit::Valu,
                    &[a, b],
                    &[d],
                )
            }
            AluOp::SAdd => {
                let (d, a, b) = (s(d, 1), s(a, 1), s(b, 1));
                instr(
                    format!("s_add_u32 {d}, {a}, {b}"),
                    Unit::Salu,
                    &[a, b],
                    &[d],
                )
            }
            AluOp::ReadFirstLane => {
                let (d, a) = (s(d, 1), v(a, 1));
                instr(
                    format!("v_readfirstlane_b32 {d}, {a}"),
                    Unit::Valu,
                    &[a],
                    &[d],
                )
            }
        }
    }

    fn wait_instr(
        &self,
        text: String,
        form: WaitForm,
        imm: u16,
        fields: [u16; NUM_COUNTERS],
    ) -> Instr {
        let mut i = instr(text, Unit::Wait, &[], &[]);
        i.wait = Some(Wait { form, imm, fields });
        i
    }

    /// The combined-wait counters this profile encodes, in LLVM's print order.
    fn combined_counters(&self) -> impl Iterator<Item = Counter> + '_ {
        [Counter::Vm, Counter::Exp, Counter::Lgkm]
            .into_iter()
            .filter(|c| self.profile.layout[c.index()].is_some())
    }

    /// `s_waitcnt` with the given fields (`None` omits a field: all ones). With
    /// `raw`, the immediate is printed as hex instead of named fields. A wait
    /// with every field omitted prints every field at all ones, as the seed does.
    pub fn waitcnt(
        &self,
        vm: Option<u16>,
        lgkm: Option<u16>,
        exp: Option<u16>,
        raw: bool,
    ) -> Instr {
        let mut imm = self.profile.no_wait_imm().unwrap_or(0xFFFF);
        let wanted = |c: Counter| match c {
            Counter::Vm => vm,
            Counter::Lgkm => lgkm,
            Counter::Exp => exp,
            _ => None,
        };
        let mut named = Vec::new();
        for c in self.combined_counters() {
            let layout = self.profile.layout[c.index()].expect("filtered on layout");
            if let Some(n) = wanted(c) {
                imm = layout.insert(imm, n.min(layout.max()));
                named.push(format!(
                    "{}({})",
                    self.profile.counter_name(c),
                    n.min(layout.max())
                ));
            }
        }
        if named.is_empty() {
            for c in self.combined_counters() {
                let max = self.profile.layout[c.index()]
                    .expect("filtered on layout")
                    .max();
                named.push(format!("{}({max})", self.profile.counter_name(c)));
            }
        }
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        for c in self.combined_counters() {
            fields[c.index()] = self.profile.layout[c.index()]
                .expect("filtered")
                .extract(imm);
        }
        let text = if raw {
            format!("s_waitcnt 0x{imm:x}")
        } else {
            format!("s_waitcnt {}", named.join(" "))
        };
        self.wait_instr(text, WaitForm::Combined, imm, fields)
    }

    /// gfx10/gfx11 `s_waitcnt_vmcnt null, N` (and `_lgkmcnt`, `_expcnt`,
    /// `_vscnt`): waits on `counter` only.
    pub fn waitcnt_single(&self, counter: Counter, n: u16) -> Instr {
        debug_assert!(
            self.gfx11(),
            "single-counter waits exist on gfx10/gfx11 only"
        );
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        fields[counter.index()] = n;
        let name = self.profile.counter_name(counter);
        self.wait_instr(
            format!("s_waitcnt_{name} null, 0x{n:x}"),
            WaitForm::Single(counter),
            n,
            fields,
        )
    }
}

/// Prints `instrs` as a listing for `arch`: a `;` comment header, the
/// `.amdgcn_target` directive (so `wavebed check` needs no `--arch`), one
/// instruction a line, and a final `s_endpgm`.
pub fn listing(arch: Arch, header: &[String], instrs: &[Instr]) -> String {
    let mut out = String::new();
    for h in header {
        out.push_str("; ");
        out.push_str(h);
        out.push('\n');
    }
    out.push_str(&format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n"));
    for i in instrs {
        out.push('\t');
        out.push_str(&i.text);
        out.push('\n');
    }
    out.push_str("\ts_endpgm\n");
    out
}
