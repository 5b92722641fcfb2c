//! A kernel as a Machine IR function for `llc -run-pass=si-insert-waitcnts`
//! (docs/llvm-peer.md section 1): physical registers, LLVM's opcode
//! names, one MIR block per basic block, and memory operands chosen
//! deliberately.
//!
//! Every listing instruction becomes exactly one MIR instruction (waits are
//! not translated: the pass decides them), so the pass's output maps back
//! instruction by instruction. Opcodes and operand lists were checked with
//! `llc-22 -verify-machineinstrs` on gfx942, gfx950 and gfx1151.
//!
//! Memory operands: LDS as `addrspace 3`, global `1`, scratch `5`, buffer
//! resources `8`, constant (SMEM) `4`; direct-to-LDS loads carry both a global
//! (or buffer) load and an LDS store operand. A generic FLAT either has no
//! address space (the pass then assumes it may reach LDS and waits on both
//! counters) or `addrspace 1` (global only): [`FlatOperand`] says which, and
//! the campaign records it per case.

use std::fmt::Write;

use wavebed_model::cfg::Cfg;
use wavebed_model::instr::{Flow, Kernel, Unit};
use wavebed_model::isa::operand::{parse_value, Operands, Value};
use wavebed_model::reg::{RegFile, RegRange};

/// The memory operand a generic FLAT instruction carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlatOperand {
    /// `(load (s32))`: no address space, so the pass assumes any memory.
    Generic,
    /// `(load (s32), addrspace 1)`: the pass trusts that it reaches global only.
    Global,
}

impl FlatOperand {
    pub fn name(self) -> &'static str {
        match self {
            FlatOperand::Generic => "generic",
            FlatOperand::Global => "global",
        }
    }
}

/// A register with no MIR spelling in the peer (a special register).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("register {0} has no MIR translation")]
pub struct NoMirRegister(pub RegRange);

/// A register range as MIR names it: `$vgpr4_vgpr5`, `$sgpr8_sgpr9_sgpr10_sgpr11`.
pub fn mir_reg(r: RegRange) -> Result<String, NoMirRegister> {
    let prefix = match r.file {
        RegFile::Vgpr => "vgpr",
        RegFile::Sgpr => "sgpr",
        RegFile::Agpr => "agpr",
        _ => return Err(NoMirRegister(r)),
    };
    let names: Vec<String> = (r.first..r.first + r.count)
        .map(|n| format!("{prefix}{n}"))
        .collect();
    Ok(format!("${}", names.join("_")))
}

/// The operands of an instruction, split and read as registers.
struct Ops<'a> {
    text: Vec<&'a str>,
    modifiers: &'a str,
}

impl<'a> Ops<'a> {
    fn new(operands: &'a str) -> Result<Ops<'a>, String> {
        let ops = Operands::split(operands).map_err(|(_, m)| m)?;
        Ok(Ops {
            text: ops.as_slice().iter().map(|o| o.text).collect(),
            modifiers: ops.modifiers,
        })
    }

    /// Operand `i` as a MIR register.
    fn reg(&self, i: usize) -> Result<String, String> {
        let t = self
            .text
            .get(i)
            .ok_or_else(|| format!("missing operand {}", i + 1))?;
        match parse_value(t).map_err(|(_, m)| m)? {
            Value::Reg(r) => mir_reg(r).map_err(|e| e.to_string()),
            Value::Other => Err(format!("operand `{t}` is not a register")),
        }
    }

    /// Whether operand `i` is the literal `text` (`off`).
    fn is(&self, i: usize, text: &str) -> bool {
        self.text
            .get(i)
            .is_some_and(|t| t.eq_ignore_ascii_case(text))
    }

    fn has(&self, word: &str) -> bool {
        self.modifiers.split_whitespace().any(|w| w == word)
    }

    /// The atomic's "return the pre-op value" bit: `sc0` on gfx94x/gfx950,
    /// `glc` on gfx11, `th:TH_ATOMIC_RETURN` on gfx12 (docs/counters.md section 8).
    fn returns(&self) -> bool {
        self.has("sc0") || self.has("glc") || self.has("th:TH_ATOMIC_RETURN")
    }

    fn count(&self) -> usize {
        self.text.len()
    }
}

/// LLVM's width suffix and memory size for a mnemonic's data width.
fn width(m: &str) -> Option<(&'static str, &'static str)> {
    let table = [
        ("dwordx4", ("DWORDX4", "s128")),
        ("dwordx2", ("DWORDX2", "s64")),
        ("dword", ("DWORD", "s32")),
        ("b128", ("DWORDX4", "s128")),
        ("b64", ("DWORDX2", "s64")),
        ("b32", ("DWORD", "s32")),
    ];
    table
        .into_iter()
        .find(|(suffix, _)| m.ends_with(suffix))
        .map(|(_, w)| w)
}

/// Translates one instruction (not a wait) to its MIR line. `target` names
/// the MIR block of a branch target. Errors name what is outside the
/// vocabulary the peer translates.
pub fn translate(
    mnemonic: &str,
    operands: &str,
    target: Option<u32>,
    flat: FlatOperand,
) -> Result<String, String> {
    let o = Ops::new(operands)?;
    let ex = "implicit $exec";
    let vmode = "implicit $mode, implicit $exec";
    let flat_mem = |kind: &str, size: &str| match flat {
        FlatOperand::Generic => format!("({kind} ({size}))"),
        FlatOperand::Global => format!("({kind} ({size}), addrspace 1)"),
    };
    let out = match mnemonic {
        // Global (`off` form only: no SGPR base), scratch (`off` form), FLAT.
        m if (m.starts_with("global_load_dword") || m.starts_with("global_load_b"))
            && o.count() == 3
            && o.is(2, "off") =>
        {
            let (w, size) = width(m).ok_or("unknown width")?;
            format!(
                "{} = GLOBAL_LOAD_{w} {}, 0, 0, {ex} :: (load ({size}), addrspace 1)",
                o.reg(0)?,
                o.reg(1)?
            )
        }
        "global_load_short_d16" | "global_load_d16_b16" if o.is(2, "off") => {
            let d = o.reg(0)?;
            format!(
                "{d} = GLOBAL_LOAD_SHORT_D16 {}, 0, 0, {d}, {ex} :: (load (s16), addrspace 1)",
                o.reg(1)?
            )
        }
        "global_load_lds_dword" if o.is(1, "off") => format!(
            "GLOBAL_LOAD_LDS_DWORD {}, 0, 0, {ex}, implicit $m0 :: (load (s32), addrspace 1), (store (s32), addrspace 3)",
            o.reg(0)?
        ),
        m if (m.starts_with("global_store_dword") || m.starts_with("global_store_b"))
            && o.is(2, "off") =>
        {
            let (w, size) = width(m).ok_or("unknown width")?;
            format!(
                "GLOBAL_STORE_{w} {}, {}, 0, 0, {ex} :: (store ({size}), addrspace 1)",
                o.reg(0)?,
                o.reg(1)?
            )
        }
        "global_atomic_add" | "global_atomic_add_u32" if o.returns() && o.is(3, "off") => format!(
            "{} = GLOBAL_ATOMIC_ADD_RTN {}, {}, 0, 1, {ex} :: (load store (s32), addrspace 1)",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "global_atomic_add" | "global_atomic_add_u32" if o.is(2, "off") => format!(
            "GLOBAL_ATOMIC_ADD {}, {}, 0, 0, {ex} :: (load store (s32), addrspace 1)",
            o.reg(0)?,
            o.reg(1)?
        ),
        "scratch_load_dword" | "scratch_load_b32" if o.is(2, "off") => format!(
            "{} = SCRATCH_LOAD_DWORD {}, 0, 0, {ex}, implicit $flat_scr :: (load (s32), addrspace 5)",
            o.reg(0)?,
            o.reg(1)?
        ),
        "scratch_store_dword" | "scratch_store_b32" if o.is(2, "off") => format!(
            "SCRATCH_STORE_DWORD {}, {}, 0, 0, {ex}, implicit $flat_scr :: (store (s32), addrspace 5)",
            o.reg(1)?,
            o.reg(0)?
        ),
        "flat_load_dword" | "flat_load_b32" => format!(
            "{} = FLAT_LOAD_DWORD {}, 0, 0, {ex}, implicit $flat_scr :: {}",
            o.reg(0)?,
            o.reg(1)?,
            flat_mem("load", "s32")
        ),
        "flat_store_dword" | "flat_store_b32" => format!(
            "FLAT_STORE_DWORD {}, {}, 0, 0, {ex}, implicit $flat_scr :: {}",
            o.reg(0)?,
            o.reg(1)?,
            flat_mem("store", "s32")
        ),
        // Buffer (`offen` with a zero SGPR offset only).
        "buffer_load_dword" | "buffer_load_b32" if o.has("offen") && o.has("lds") => format!(
            "BUFFER_LOAD_DWORD_LDS_OFFEN {}, {}, 0, 0, 0, 0, {ex}, implicit $m0 :: (load (s32), addrspace 8), (store (s32), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?
        ),
        "buffer_load_dword" | "buffer_load_b32" if o.has("offen") && o.is(3, "0") => format!(
            "{} = BUFFER_LOAD_DWORD_OFFEN {}, {}, 0, 0, 0, 0, {ex} :: (load (s32), addrspace 8)",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "buffer_store_dword" | "buffer_store_b32" if o.has("offen") && o.is(3, "0") => format!(
            "BUFFER_STORE_DWORD_OFFEN {}, {}, {}, 0, 0, 0, 0, {ex} :: (store (s32), addrspace 8)",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "buffer_atomic_add" | "buffer_atomic_add_u32" if o.has("offen") && o.is(3, "0") => {
            let (d, v, r) = (o.reg(0)?, o.reg(1)?, o.reg(2)?);
            if o.returns() {
                format!("{d} = BUFFER_ATOMIC_ADD_OFFEN_RTN {d}, {v}, {r}, 0, 0, 1, {ex} :: (load store (s32), addrspace 8)")
            } else {
                format!("BUFFER_ATOMIC_ADD_OFFEN {d}, {v}, {r}, 0, 0, 0, {ex} :: (load store (s32), addrspace 8)")
            }
        }
        // LDS.
        "ds_read_b32" | "ds_load_b32" | "ds_read_b64" | "ds_load_b64" => {
            let (w, size) = if mnemonic.ends_with("64") {
                ("B64", "s64")
            } else {
                ("B32", "s32")
            };
            format!(
                "{} = DS_READ_{w}_gfx9 {}, 0, 0, {ex} :: (load ({size}), addrspace 3)",
                o.reg(0)?,
                o.reg(1)?
            )
        }
        "ds_read2_b32" | "ds_load_2addr_b32" => {
            let off1 = o
                .modifiers
                .split_whitespace()
                .find_map(|w| w.strip_prefix("offset1:"))
                .unwrap_or("0");
            format!(
                "{} = DS_READ2_B32_gfx9 {}, 0, {off1}, 0, {ex} :: (load (s64), addrspace 3)",
                o.reg(0)?,
                o.reg(1)?
            )
        }
        "ds_write_b32" | "ds_store_b32" => format!(
            "DS_WRITE_B32_gfx9 {}, {}, 0, 0, {ex} :: (store (s32), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?
        ),
        "ds_add_u32" => format!(
            "DS_ADD_U32_gfx9 {}, {}, 0, 0, {ex} :: (load store (s32), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?
        ),
        "ds_add_rtn_u32" => format!(
            "{} = DS_ADD_RTN_U32_gfx9 {}, {}, 0, 0, {ex} :: (load store (s32), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        // SMEM (immediate offset 0).
        "s_load_dword" | "s_load_b32" | "s_load_dwordx2" | "s_load_b64" if o.count() == 3 => {
            let (w, size) = if mnemonic.ends_with("x2") || mnemonic.ends_with("64") {
                ("DWORDX2", "s64")
            } else {
                ("DWORD", "s32")
            };
            format!(
                "{} = S_LOAD_{w}_IMM {}, 0, 0 :: (load ({size}), addrspace 4)",
                o.reg(0)?,
                o.reg(1)?
            )
        }
        // VALU, MFMA/AGPR, SALU.
        "v_add_u32_e32" | "v_add_nc_u32_e32" => format!(
            "{} = V_ADD_U32_e32 {}, {}, {ex}",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "v_add_f32_e32" => format!(
            "{} = V_ADD_F32_e32 {}, {}, {vmode}",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "v_mov_b32_e32" => format!("{} = V_MOV_B32_e32 {}, {ex}", o.reg(0)?, o.reg(1)?),
        "v_fmac_f32_e32" => {
            let d = o.reg(0)?;
            format!(
                "{d} = V_FMAC_F32_e32 {}, {}, {d}, {vmode}",
                o.reg(1)?,
                o.reg(2)?
            )
        }
        "v_add_f64" | "v_add_f64_e64" => format!(
            "{} = V_ADD_F64_e64 0, {}, 0, {}, 0, 0, {vmode}",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "v_readfirstlane_b32" => format!(
            "{} = V_READFIRSTLANE_B32 {}, {ex}",
            o.reg(0)?,
            o.reg(1)?
        ),
        "v_mfma_f32_4x4x1_16b_f32" | "v_mfma_f32_4x4x1f32" => format!(
            "{} = V_MFMA_F32_4X4X1F32_e64 {}, {}, {}, 0, 0, 0, {vmode}",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?,
            o.reg(3)?
        ),
        "v_accvgpr_read_b32" => format!(
            "{} = V_ACCVGPR_READ_B32_e64 {}, {ex}",
            o.reg(0)?,
            o.reg(1)?
        ),
        "v_accvgpr_write_b32" => format!(
            "{} = V_ACCVGPR_WRITE_B32_e64 {}, {ex}",
            o.reg(0)?,
            o.reg(1)?
        ),
        "s_add_u32" => format!(
            "{} = S_ADD_U32 {}, {}, implicit-def $scc",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        ),
        "s_barrier" => "S_BARRIER".to_string(),
        "s_nop" => format!("S_NOP {}", o.text.first().copied().unwrap_or("0")),
        // Control flow.
        "s_branch" => format!("S_BRANCH %bb.{}", target.ok_or("branch without target")?),
        "s_cbranch_scc0" | "s_cbranch_scc1" => format!(
            "S_CBRANCH_{} %bb.{}, implicit undef $scc",
            mnemonic["s_cbranch_".len()..].to_ascii_uppercase(),
            target.ok_or("branch without target")?
        ),
        "s_endpgm" => "S_ENDPGM 0".to_string(),
        _ => {
            return Err(format!(
                "`{mnemonic} {operands}` is outside the LLVM peer's vocabulary"
            ))
        }
    };
    Ok(out)
}

/// A kernel (waits already stripped) as one MIR function document named
/// `name`. Returns the document; errors name the instruction index.
pub fn function(
    name: &str,
    kernel: &Kernel,
    cfg: &Cfg,
    flat: FlatOperand,
) -> Result<String, (usize, String)> {
    let mut out = String::new();
    let _ = write!(
        out,
        "---\nname:            {name}\nmachineFunctionInfo:\n  isEntryFunction: true\nbody:             |\n"
    );
    if cfg.blocks.is_empty() {
        out.push_str("  bb.0:\n    S_ENDPGM 0\n...\n");
        return Ok(out);
    }
    for (b, block) in cfg.blocks.iter().enumerate() {
        let _ = writeln!(out, "  bb.{b}:");
        let succs = cfg.succs(b as u32);
        if !succs.is_empty() {
            let list: Vec<String> = succs.iter().map(|s| format!("%bb.{s}")).collect();
            let _ = writeln!(out, "    successors: {}", list.join(", "));
        }
        for i in block.start..block.end {
            let instr = &kernel.instrs[i as usize];
            debug_assert!(instr.unit != Unit::Wait, "waits are stripped first");
            let target = instr.target.map(|t| cfg.block_of(t));
            let line = translate(instr.mnemonic(), instr.operands(), target, flat)
                .map_err(|m| (i as usize, m))?;
            let _ = writeln!(out, "    {line}");
        }
        // The last block must end the program: a kernel that runs off its end
        // is given the `s_endpgm` every listing implies.
        let last = block.end.checked_sub(1).map(|i| &kernel.instrs[i as usize]);
        if b + 1 == cfg.blocks.len() && last.is_none_or(|l| l.flow != Flow::EndPgm) {
            out.push_str("    S_ENDPGM 0\n");
        }
    }
    out.push_str("...\n");
    Ok(out)
}
