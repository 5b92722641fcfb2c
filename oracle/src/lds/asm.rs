//! LDS programs as real assembly (docs/lds-oracle.md section 1): the address
//! arithmetic each footprint describes, on the work-item id `v0`, then one
//! line per operation (a direct-to-LDS load of gfx9 is preceded by the M0
//! write that holds its LDS base). llvm-mc-22 accepts every listing for
//! gfx942, gfx950, gfx1200/gfx1201 and gfx1250 (`oracle/tests/it/lds.rs`).
//!
//! Forms, checked with llvm-mc-22: gfx9 `ds_read_b32`/`ds_write_b32`,
//! `buffer_load_dword v4, s[8:11], 0 offen lds`, `global_load_lds_dwordx4`
//! (gfx950), `s_waitcnt`, `s_barrier`;
//! gfx12 `ds_load_b32`/`ds_store_b32`, `global_load_async_to_lds_b32` (gfx1250
//! only; gfx1200 has no LDS DMA and no `s_barrier`), `s_wait_*`,
//! `s_barrier_signal -1` / `s_barrier_wait -1`.

use std::fmt::Write as _;
use std::sync::Arc;

use wavebed_model::instr::{Instr, Shape, Unit};
use wavebed_model::profile::{Counter, WaitGen};

use super::{Addr, LdsOp, LdsProgram, Mode, WaitFields};
use crate::counters::asm::{Asm, Text};

/// A program as a listing: its text and the 1-based line of each operation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    pub text: String,
    pub op_lines: Vec<u32>,
}

/// First VGPR of the address registers, one per distinct (mode, base).
const ADDR_VGPR: usize = 10;
/// At most this many distinct addresses get a register of their own; the
/// generator draws bases from a few values.
const ADDR_SLOTS: usize = 24;
/// First VGPR of the DS read destinations (4 each, reused round robin).
const READ_VGPR: usize = 40;
const READ_SLOTS: usize = 48;

fn gfx12(p: &LdsProgram) -> bool {
    p.profile.wait_gen == WaitGen::Gfx12
}

/// The distinct addresses of the program's DS operations and async copies
/// (those whose LDS address is a VGPR), in first-use order.
fn vgpr_addrs(p: &LdsProgram) -> Vec<Addr> {
    let mut out: Vec<Addr> = Vec::new();
    for op in &p.ops {
        let Some(a) = op.access() else { continue };
        let in_vgpr = a.ds || gfx12(p);
        if in_vgpr && !out.contains(&a.addr) {
            out.push(a.addr);
        }
    }
    out
}

fn addr_vgpr(addrs: &[Addr], a: Addr) -> usize {
    ADDR_VGPR + addrs.iter().position(|&x| x == a).unwrap_or(0) % ADDR_SLOTS
}

fn regs(first: usize, width: u8) -> String {
    match width {
        4 => format!("v{first}"),
        w => format!("v[{first}:{}]", first + w as usize / 4 - 1),
    }
}

fn instr(text: Arc<str>, unit: Unit) -> Instr {
    Instr::new(Shape::plain(text, unit), 0, None, None)
}

fn wait_instr(p: &LdsProgram, text: Text, w: WaitFields) -> Instr {
    let asm = Asm {
        profile: &p.profile,
    };
    if !gfx12(p) {
        return asm.waitcnt_with(text, [w.vm, w.lgkm, None], false);
    }
    // gfx12 prints one counter (or loadcnt with dscnt) a wait: asynccnt
    // first, then the pair, then either alone - what is printed is what the
    // instruction waits for, for both oracles.
    match (w.asynccnt, w.vm, w.lgkm) {
        (Some(n), _, _) => asm.wait_split_with(text, Counter::Async, n),
        (None, Some(vm), Some(ds)) => asm.wait_split_pair_with(text, Counter::Vm, vm, ds),
        (None, Some(vm), None) => asm.wait_split_with(text, Counter::Vm, vm),
        (None, None, Some(ds)) => asm.wait_split_with(text, Counter::Lgkm, ds),
        (None, None, None) => asm.wait_split_with(text, Counter::Lgkm, 63),
    }
}

/// The operations as instructions (memory kind, wait fields and text), one
/// per operation, without the address set-up.
pub fn instrs(p: &LdsProgram, text: Text) -> Vec<Instr> {
    let addrs = vgpr_addrs(p);
    let mut reads = 0usize;
    let render = |s: String| text.render(|| s);
    let g12 = gfx12(p);
    let mut out = Vec::with_capacity(p.ops.len());
    for op in &p.ops {
        let i = match *op {
            LdsOp::DsRead { width, addr } => {
                let d = READ_VGPR + (reads % READ_SLOTS) * 4;
                reads += 1;
                let m = if g12 { "ds_load_b" } else { "ds_read_b" };
                let a = addr_vgpr(&addrs, addr);
                let mut i = instr(
                    render(format!("{m}{} {}, v{a}", width * 8, regs(d, width))),
                    Unit::Mem,
                );
                i.mem = op.kind(&p.profile);
                i
            }
            LdsOp::DsWrite { width, addr } => {
                let m = if g12 { "ds_store_b" } else { "ds_write_b" };
                let a = addr_vgpr(&addrs, addr);
                let mut i = instr(
                    render(format!("{m}{} v{a}, {}", width * 8, regs(30, width))),
                    Unit::Mem,
                );
                i.mem = op.kind(&p.profile);
                i
            }
            LdsOp::Dma { width, addr } => {
                let t = if g12 {
                    let a = addr_vgpr(&addrs, addr);
                    format!("global_load_async_to_lds_b32 v{a}, v[6:7], off")
                } else if width == 16 {
                    "global_load_lds_dwordx4 v[6:7], off".to_string()
                } else {
                    "buffer_load_dword v4, s[8:11], 0 offen lds".to_string()
                };
                let mut i = instr(render(t), Unit::Mem);
                i.mem = op.kind(&p.profile);
                i
            }
            LdsOp::Wait(w) => wait_instr(p, text, w),
            LdsOp::Barrier => instr(render("s_barrier".into()), Unit::Control),
            LdsOp::Signal => instr(render("s_barrier_signal -1".into()), Unit::Control),
            LdsOp::BarrierWait => instr(render("s_barrier_wait -1".into()), Unit::Control),
        };
        out.push(i);
    }
    out
}

/// The whole listing: a `;` header, `.amdgcn_target`, the address set-up,
/// the operations and `s_endpgm`.
pub fn listing(p: &LdsProgram, header: &[String]) -> Listing {
    let mut text = String::new();
    let mut line = 0u32;
    let mut push = |text: &mut String, s: &str| {
        text.push_str(s);
        text.push('\n');
        line += 1;
        line
    };
    for h in header {
        push(&mut text, &format!("; {h}"));
    }
    push(
        &mut text,
        &format!("\t.amdgcn_target \"amdgcn-amd-amdhsa--{}\"", p.profile.arch),
    );
    let lanes = p.lanes();
    let add = if gfx12(p) {
        "v_add_nc_u32_e32"
    } else {
        "v_add_u32_e32"
    };
    // v1 = 4 * work-item id, v2 = 4 * lane, s0 = 4 * the wave's first work-item id.
    push(&mut text, "\tv_lshlrev_b32_e32 v1, 2, v0");
    push(&mut text, &format!("\tv_and_b32_e32 v2, {}, v0", lanes - 1));
    push(&mut text, "\tv_lshlrev_b32_e32 v2, 2, v2");
    push(&mut text, "\tv_readfirstlane_b32 s0, v1");
    let addrs = vgpr_addrs(p);
    for (k, a) in addrs.iter().enumerate().take(ADDR_SLOTS) {
        let r = ADDR_VGPR + k;
        let s = match a.mode {
            Mode::PerWave => format!("\t{add} v{r}, {}, v1", a.base),
            Mode::Shared => format!("\t{add} v{r}, {}, v2", a.base),
            Mode::Uniform => format!("\tv_mov_b32_e32 v{r}, {}", a.base),
        };
        push(&mut text, &s);
    }
    let instrs = instrs(p, Text::Render);
    let mut op_lines = Vec::with_capacity(instrs.len());
    for (op, i) in p.ops.iter().zip(&instrs) {
        if let (LdsOp::Dma { addr, .. }, false) = (op, gfx12(p)) {
            let mut s = String::new();
            // The whole LDS base in M0 (the instruction offset is 0).
            match addr.mode {
                Mode::PerWave => {
                    let _ = write!(s, "\ts_add_u32 m0, s0, {}", addr.base);
                }
                Mode::Shared | Mode::Uniform => {
                    let _ = write!(s, "\ts_mov_b32 m0, {}", addr.base);
                }
            }
            push(&mut text, &s);
        }
        op_lines.push(push(&mut text, &format!("\t{}", i.text)));
    }
    push(&mut text, "\ts_endpgm");
    Listing { text, op_lines }
}
