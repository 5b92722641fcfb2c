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
use wavebed_model::instr::{Flow, Instr, Kernel, Unit};
use wavebed_model::isa::operand::{parse_value, Operands, Value};
use wavebed_model::reg::{special, RegFile, RegRange, VCC_LO};

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

/// How a kernel's instructions become MIR on one architecture: the FLAT
/// memory operand, and whether buffer instructions take gfx12's VBUFFER
/// opcodes (`BUFFER_LOAD_DWORD_VBUFFER_OFFEN`: llc-22 has no other buffer
/// opcodes on gfx1200/gfx1250, and the assembly alone cannot tell gfx11's
/// `null` soffset from gfx12's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lowering {
    pub flat: FlatOperand,
    pub vbuffer: bool,
}

impl Lowering {
    pub fn new(arch: wavebed_model::profile::Arch, flat: FlatOperand) -> Lowering {
        Lowering {
            flat,
            vbuffer: arch.profile().wait_gen == wavebed_model::profile::WaitGen::Gfx12,
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

/// The generator's vocabulary (docs/llvm-peer.md section 1): the MIR line of
/// one instruction the generator emits, `None` for any other. `target` names
/// the MIR block of a branch target.
fn generator_form(
    mnemonic: &str,
    operands: &str,
    target: Option<u32>,
    flat: FlatOperand,
) -> Result<Option<String>, String> {
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
        "flat_load_dword" | "flat_load_b32" if o.count() == 2 => format!(
            "{} = FLAT_LOAD_DWORD {}, 0, 0, {ex}, implicit $flat_scr :: {}",
            o.reg(0)?,
            o.reg(1)?,
            flat_mem("load", "s32")
        ),
        "flat_store_dword" | "flat_store_b32" if o.count() == 2 => format!(
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
        _ => return Ok(None),
    };
    Ok(Some(out))
}

/// A kernel (waits already stripped) as one MIR function document named
/// `name`. Returns the document; errors name the instruction index.
pub fn function(
    name: &str,
    kernel: &Kernel,
    cfg: &Cfg,
    lower: Lowering,
) -> Result<String, TranslateError> {
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
            let line = translate(instr, target, lower).map_err(|error| TranslateError {
                index: i as usize,
                error,
            })?;
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

/// Why an instruction has no MIR line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Untranslatable {
    /// A memory or control-flow instruction whose LLVM opcode the peer does
    /// not know: a stand-in would change what the pass decides (it counts
    /// memory events by opcode, and follows branches), so it is refused.
    #[error("`{0}` is outside the LLVM peer's vocabulary: memory and control-flow instructions need their LLVM opcode, and this one has none here (docs/llvm-peer.md section 9)")]
    NoOpcode(String),
    /// An operand the translation cannot read.
    #[error("`{text}`: {reason}")]
    Operand { text: String, reason: String },
    /// A register with no MIR name.
    #[error("`{text}`: {error}")]
    Register { text: String, error: NoMirRegister },
}

/// An instruction of a kernel that has no MIR line (`index` among the
/// kernel's instructions, waits stripped).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("instruction {index}: {error}")]
pub struct TranslateError {
    pub index: usize,
    pub error: Untranslatable,
}

/// Translates one instruction (not a wait) to its MIR line: the generator's
/// vocabulary first (its reports' MIR stays as it was), then the listing
/// forms with their LLVM opcodes ([`listing_form`]), then, for an
/// instruction that touches no memory and does not branch, a
/// register-faithful stand-in ([`stand_in`]). `target` names the MIR block
/// of a branch target.
pub fn translate(
    instr: &Instr,
    target: Option<u32>,
    lower: Lowering,
) -> Result<String, Untranslatable> {
    let (m, operands) = (instr.mnemonic(), instr.operands());
    let operand = |reason: String| Untranslatable::Operand {
        text: instr.text.to_string(),
        reason,
    };
    // A form whose operands do not fit (`v_mov_b32_e32 v1, 0`: an
    // immediate) is tried as the next kind; its reason is kept for the error.
    let mut unread = None;
    if lower.vbuffer && m.starts_with("buffer_") {
        match vbuffer_form(m, operands) {
            Ok(Some(line)) => return Ok(line),
            Ok(None) => {}
            Err(reason) => unread = Some(reason),
        }
    }
    for form in [generator_form, listing_form] {
        match form(m, operands, target, lower.flat) {
            Ok(Some(line)) => return Ok(line),
            Ok(None) => {}
            Err(reason) => unread = unread.or(Some(reason)),
        }
    }
    if instr.mem.is_none() && instr.flow == Flow::Next {
        return stand_in(instr);
    }
    Err(match unread {
        Some(reason) => operand(reason),
        None => Untranslatable::NoOpcode(instr.text.to_string()),
    })
}

/// A register-faithful stand-in for an instruction that touches no memory
/// and does not branch (a VALU, SALU or MFMA op, `s_setprio`...): `S_NOP 0`
/// with the instruction's definitions and uses as implicit operands, and
/// `implicit $exec` where a vector instruction reads EXEC. SIInsertWaitcnts
/// decides a wait before an instruction from the registers it uses and
/// defines and the memory events pending on them
/// (`generateWaitcntInstBefore`, LLVM 22 `SIInsertWaitcnts.cpp`), so the
/// stand-in gets exactly the waits the real instruction would; an S_NOP
/// itself raises no event. llc-22 verifies it with any implicit operands
/// (`-verify-machineinstrs` on gfx908, gfx942, gfx1151, gfx1200).
pub fn stand_in(instr: &Instr) -> Result<String, Untranslatable> {
    let mut line = String::from("S_NOP 0");
    let mut add = |kind: &str, r: &RegRange| -> Result<(), Untranslatable> {
        for n in r.first..r.first + r.count {
            let one = RegRange::new(r.file, n, 1);
            let name = mir_reg_one(one).map_err(|error| Untranslatable::Register {
                text: instr.text.to_string(),
                error,
            })?;
            if let Some(name) = name {
                let _ = write!(line, ", {kind} {name}");
            }
        }
        Ok(())
    };
    for r in instr.writes.as_slice() {
        add("implicit-def", r)?;
    }
    for r in instr.reads.as_slice() {
        add("implicit", r)?;
    }
    let vector = matches!(instr.unit, Unit::Valu | Unit::Mfma);
    if vector && !line.contains("implicit $exec") {
        line.push_str(", implicit $exec");
    }
    Ok(line)
}

/// One 32-bit register as MIR names it, for a stand-in's implicit operands:
/// `$vgpr3`, `$sgpr4`, `$vcc_lo`, `$m0`, `$exec_lo`. `None` for the
/// read-only sources (`vccz`, `execz`, `src_*`, `xnack_mask`): no memory
/// instruction writes them, so no wait can depend on them.
fn mir_reg_one(r: RegRange) -> Result<Option<String>, NoMirRegister> {
    let n = r.first;
    Ok(Some(match r.file {
        RegFile::Vgpr => format!("$vgpr{n}"),
        RegFile::Agpr => format!("$agpr{n}"),
        RegFile::Sgpr if n == VCC_LO => "$vcc_lo".to_string(),
        RegFile::Sgpr if n == VCC_LO + 1 => "$vcc_hi".to_string(),
        RegFile::Sgpr if n < VCC_LO => format!("$sgpr{n}"),
        RegFile::Sgpr => return Err(NoMirRegister(r)),
        RegFile::Ttmp => format!("$ttmp{n}"),
        RegFile::Special => match n {
            special::EXEC_LO => "$exec_lo".to_string(),
            special::EXEC_HI => "$exec_hi".to_string(),
            special::M0 => "$m0".to_string(),
            special::SCC => "$scc".to_string(),
            special::FLAT_SCRATCH_LO => "$flat_scr_lo".to_string(),
            special::FLAT_SCRATCH_HI => "$flat_scr_hi".to_string(),
            _ => return Ok(None),
        },
    }))
}

/// The immediate of a `offset:N` modifier (decimal or `0x` hex), 0 without.
fn offset(o: &Ops<'_>, key: &str) -> Result<i64, String> {
    let Some(v) = o
        .modifiers
        .split_whitespace()
        .find_map(|w| w.strip_prefix(key))
    else {
        return Ok(0);
    };
    let parsed = match v.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16),
        None => v.parse(),
    };
    parsed.map_err(|_| format!("cannot read `{key}{v}`"))
}

/// LLVM's name and memory size of a VMEM data form (`dwordx4`, `b128`,
/// `ubyte`, `u8`, `short_d16_hi`, ...), loads and stores alike.
fn vmem_form(form: &str) -> Option<(&'static str, &'static str)> {
    Some(match form {
        "dword" | "b32" => ("DWORD", "s32"),
        "dwordx2" | "b64" => ("DWORDX2", "s64"),
        "dwordx3" | "b96" => ("DWORDX3", "s96"),
        "dwordx4" | "b128" => ("DWORDX4", "s128"),
        "ubyte" | "u8" => ("UBYTE", "s8"),
        "sbyte" | "i8" => ("SBYTE", "s8"),
        "ushort" | "u16" => ("USHORT", "s16"),
        "sshort" | "i16" => ("SSHORT", "s16"),
        "byte" | "b8" => ("BYTE", "s8"),
        "short" | "b16" => ("SHORT", "s16"),
        "short_d16" | "d16_b16" => ("SHORT_D16", "s16"),
        "short_d16_hi" | "d16_hi_b16" => ("SHORT_D16_HI", "s16"),
        "ubyte_d16" | "d16_u8" => ("UBYTE_D16", "s8"),
        "ubyte_d16_hi" | "d16_hi_u8" => ("UBYTE_D16_HI", "s8"),
        "sbyte_d16" | "d16_i8" => ("SBYTE_D16", "s8"),
        "sbyte_d16_hi" | "d16_hi_i8" => ("SBYTE_D16_HI", "s8"),
        "byte_d16_hi" | "d16_hi_b8" => ("BYTE_D16_HI", "s8"),
        _ => return None,
    })
}

/// LLVM's name and memory size of an LDS data form, and whether the opcode
/// has the `_gfx9` (no M0) spelling.
fn lds_form(form: &str) -> Option<(&'static str, &'static str, bool)> {
    Some(match form {
        "b32" => ("B32", "s32", true),
        "b64" => ("B64", "s64", true),
        "b96" => ("B96", "s96", true),
        "b128" => ("B128", "s128", true),
        "u8" => ("U8", "s8", true),
        "i8" => ("I8", "s8", true),
        "u16" => ("U16", "s16", true),
        "i16" => ("I16", "s16", true),
        "b8" => ("B8", "s8", true),
        "b16" => ("B16", "s16", true),
        "u8_d16" => ("U8_D16", "s8", false),
        "u8_d16_hi" => ("U8_D16_HI", "s8", false),
        "i8_d16" => ("I8_D16", "s8", false),
        "i8_d16_hi" => ("I8_D16_HI", "s8", false),
        "u16_d16" => ("U16_D16", "s16", false),
        "u16_d16_hi" => ("U16_D16_HI", "s16", false),
        "b8_d16_hi" => ("B8_D16_HI", "s8", false),
        "b16_d16_hi" => ("B16_D16_HI", "s16", false),
        _ => return None,
    })
}

/// The transposing LDS loads (gfx950's `ds_read_b*_tr_b*`, gfx1250's
/// `ds_load_tr*_b*`): their LLVM opcode and memory size. The opcodes are
/// llc-22's for the `llvm.amdgcn.ds.read.tr*` / `ds.load.tr*` intrinsics
/// (`-stop-after=si-insert-waitcnts`, gfx950 and gfx1250); they take the
/// address, the offset and the cache policy, with no tied destination.
fn lds_transpose_form(m: &str) -> Option<(&'static str, &'static str)> {
    Some(match m {
        "ds_read_b64_tr_b4" => ("DS_READ_B64_TR_B4", "s64"),
        "ds_read_b64_tr_b8" => ("DS_READ_B64_TR_B8", "s64"),
        "ds_read_b64_tr_b16" => ("DS_READ_B64_TR_B16", "s64"),
        "ds_read_b96_tr_b6" => ("DS_READ_B96_TR_B6", "s96"),
        "ds_load_tr4_b64" => ("DS_LOAD_TR4_B64", "s64"),
        "ds_load_tr8_b64" => ("DS_LOAD_TR8_B64", "s64"),
        "ds_load_tr6_b96" => ("DS_LOAD_TR6_B96", "s96"),
        "ds_load_tr16_b128" => ("DS_LOAD_TR16_B128", "s128"),
        _ => return None,
    })
}

/// Listing forms beyond the generator's, with their LLVM opcodes (checked
/// with `llc-22 -verify-machineinstrs` on gfx908, gfx942, gfx1151, gfx1200):
/// global loads, stores and `atomic_add` with an SGPR base (`_SADDR`) or an
/// offset, loads and stores of every data width and D16 half, FLAT widths,
/// LDS widths, `read2st64`/`write2`, `ds_bpermute`/`ds_permute`, SMEM widths,
/// cache write-backs and invalidates that count, the remaining conditional
/// branches, calls and `s_setpc_b64`, gfx12 barriers. `None` for any other.
fn listing_form(
    m: &str,
    operands: &str,
    target: Option<u32>,
    flat: FlatOperand,
) -> Result<Option<String>, String> {
    let o = Ops::new(operands)?;
    if let Some(line) = named_form(m, &o, target)? {
        return Ok(Some(line));
    }
    let ex = "implicit $exec";
    let flat_mem = |kind: &str, size: &str| match flat {
        FlatOperand::Generic => format!("({kind} ({size}))"),
        FlatOperand::Global => format!("({kind} ({size}), addrspace 1)"),
    };
    let line = if let Some(form) = m.strip_prefix("global_load_") {
        let Some((name, size)) = vmem_form(form) else {
            return Ok(None);
        };
        let (d, off) = (o.reg(0)?, offset(&o, "offset:")?);
        // D16 loads keep the other half: the destination is tied as an input.
        let tied = if name.contains("D16") {
            format!(", {d}")
        } else {
            String::new()
        };
        let mem = format!(":: (load ({size}), addrspace 1)");
        if o.is(2, "off") {
            format!(
                "{d} = GLOBAL_LOAD_{name} {}, {off}, 0{tied}, {ex} {mem}",
                o.reg(1)?
            )
        } else {
            format!(
                "{d} = GLOBAL_LOAD_{name}_SADDR {}, {}, {off}, 0{tied}, {ex} {mem}",
                o.reg(2)?,
                o.reg(1)?
            )
        }
    } else if let Some(form) = m.strip_prefix("global_store_") {
        let Some((name, size)) = vmem_form(form) else {
            return Ok(None);
        };
        let off = offset(&o, "offset:")?;
        let mem = format!(":: (store ({size}), addrspace 1)");
        let (a, v) = (o.reg(0)?, o.reg(1)?);
        if o.is(2, "off") {
            format!("GLOBAL_STORE_{name} {a}, {v}, {off}, 0, {ex} {mem}")
        } else {
            let s = o.reg(2)?;
            format!("GLOBAL_STORE_{name}_SADDR {a}, {v}, {s}, {off}, 0, {ex} {mem}")
        }
    } else if matches!(m, "global_atomic_add" | "global_atomic_add_u32") {
        let off = offset(&o, "offset:")?;
        let mem = ":: (load store (s32), addrspace 1)";
        if o.returns() {
            let (d, a, v) = (o.reg(0)?, o.reg(1)?, o.reg(2)?);
            if o.is(3, "off") {
                format!("{d} = GLOBAL_ATOMIC_ADD_RTN {a}, {v}, {off}, 1, {ex} {mem}")
            } else {
                let s = o.reg(3)?;
                format!("{d} = GLOBAL_ATOMIC_ADD_SADDR_RTN {a}, {v}, {s}, {off}, 1, {ex} {mem}")
            }
        } else {
            let (a, v) = (o.reg(0)?, o.reg(1)?);
            if o.is(2, "off") {
                format!("GLOBAL_ATOMIC_ADD {a}, {v}, {off}, 0, {ex} {mem}")
            } else {
                let s = o.reg(2)?;
                format!("GLOBAL_ATOMIC_ADD_SADDR {a}, {v}, {s}, {off}, 0, {ex} {mem}")
            }
        }
    } else if let Some(form) = m.strip_prefix("flat_load_") {
        let Some((name, size)) = vmem_form(form).filter(|(n, _)| !n.contains("D16")) else {
            return Ok(None);
        };
        let (d, off) = (o.reg(0)?, offset(&o, "offset:")?);
        let mem = flat_mem("load", size);
        if o.count() == 3 && !o.is(2, "off") {
            // gfx1250's FLAT with an SGPR base.
            format!(
                "{d} = FLAT_LOAD_{name}_SADDR {}, {}, {off}, 0, {ex}, implicit $flat_scr :: {mem}",
                o.reg(2)?,
                o.reg(1)?
            )
        } else {
            format!(
                "{d} = FLAT_LOAD_{name} {}, {off}, 0, {ex}, implicit $flat_scr :: {mem}",
                o.reg(1)?
            )
        }
    } else if let Some(form) = m.strip_prefix("flat_store_") {
        let Some((name, size)) = vmem_form(form).filter(|(n, _)| !n.contains("D16")) else {
            return Ok(None);
        };
        let (a, v, off) = (o.reg(0)?, o.reg(1)?, offset(&o, "offset:")?);
        let mem = flat_mem("store", size);
        if o.count() == 3 && !o.is(2, "off") {
            let s = o.reg(2)?;
            format!("FLAT_STORE_{name}_SADDR {a}, {v}, {s}, {off}, 0, {ex}, implicit $flat_scr :: {mem}")
        } else {
            format!("FLAT_STORE_{name} {a}, {v}, {off}, 0, {ex}, implicit $flat_scr :: {mem}")
        }
    } else if let Some(form) = ["ds_read2st64_", "ds_load_2addr_stride64_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        lds_pair("DS_READ2ST64", form, &o, true)?
    } else if let Some(form) = ["ds_read2_", "ds_load_2addr_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        lds_pair("DS_READ2", form, &o, true)?
    } else if let Some(form) = ["ds_write2st64_", "ds_store_2addr_stride64_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        lds_pair("DS_WRITE2ST64", form, &o, false)?
    } else if let Some(form) = ["ds_write2_", "ds_store_2addr_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        lds_pair("DS_WRITE2", form, &o, false)?
    } else if let Some((name, size)) = lds_transpose_form(m) {
        format!(
            "{} = {name} {}, {}, 0, {ex} :: (load ({size}), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?,
            offset(&o, "offset:")?
        )
    } else if let Some(form) = ["ds_read_", "ds_load_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        let Some((name, size, gfx9)) = lds_form(form) else {
            return Ok(None);
        };
        let d = o.reg(0)?;
        let off = offset(&o, "offset:")?;
        let mem = format!(":: (load ({size}), addrspace 3)");
        if gfx9 {
            format!(
                "{d} = DS_READ_{name}_gfx9 {}, {off}, 0, {ex} {mem}",
                o.reg(1)?
            )
        } else {
            format!(
                "{d} = DS_READ_{name} {}, {off}, 0, {d}, {ex} {mem}",
                o.reg(1)?
            )
        }
    } else if let Some(form) = ["ds_write_", "ds_store_"]
        .iter()
        .find_map(|p| m.strip_prefix(p))
    {
        let Some((name, size, gfx9)) = lds_form(form) else {
            return Ok(None);
        };
        let suffix = if gfx9 { "_gfx9" } else { "" };
        format!(
            "DS_WRITE_{name}{suffix} {}, {}, {}, 0, {ex} :: (store ({size}), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?,
            offset(&o, "offset:")?
        )
    } else if matches!(m, "ds_bpermute_b32" | "ds_permute_b32") {
        // No memory operand: LLVM's permutes do not access LDS memory.
        format!(
            "{} = {} {}, {}, {}, {ex}",
            o.reg(0)?,
            m.to_ascii_uppercase(),
            o.reg(1)?,
            o.reg(2)?,
            offset(&o, "offset:")?
        )
    } else if let Some((op, form)) =
        m.strip_prefix("s_load_")
            .map(|f| ("S_LOAD", f))
            .or_else(|| {
                m.strip_prefix("s_buffer_load_")
                    .map(|f| ("S_BUFFER_LOAD", f))
            })
    {
        let (name, size) = match form {
            "dword" | "b32" => ("DWORD", "s32"),
            "dwordx2" | "b64" => ("DWORDX2", "s64"),
            "dwordx3" | "b96" => ("DWORDX3", "s96"),
            "dwordx4" | "b128" => ("DWORDX4", "s128"),
            "dwordx8" | "b256" => ("DWORDX8", "s256"),
            "dwordx16" | "b512" => ("DWORDX16", "s512"),
            _ => return Ok(None),
        };
        // An immediate offset only (an SGPR offset has its own opcode).
        let Some(imm) = o.text.get(2).and_then(|t| parse_imm(t)) else {
            return Ok(None);
        };
        // A buffer load's memory operand as llc prints it (a resource, no
        // address space).
        let mem = if op == "S_LOAD" {
            format!("(load ({size}), addrspace 4)")
        } else {
            format!("(dereferenceable invariant load ({size}))")
        };
        format!(
            "{} = {op}_{name}_IMM {}, {imm}, 0 :: {mem}",
            o.reg(0)?,
            o.reg(1)?
        )
    } else {
        return Ok(None);
    };
    Ok(Some(line))
}

/// The listing forms named one by one (before the width families, whose
/// prefixes they share): direct-to-LDS and async LDS copies, cache
/// write-backs, branches, calls, gfx12 barriers.
fn named_form(m: &str, o: &Ops<'_>, target: Option<u32>) -> Result<Option<String>, String> {
    let ex = "implicit $exec";
    let async_lds = "implicit-def $asynccnt, implicit $exec, implicit $asynccnt";
    Ok(Some(match m {
            "global_load_lds_dword" => format!(
                "GLOBAL_LOAD_LDS_DWORD_SADDR {}, {}, {}, 0, {ex}, implicit $m0 :: (load (s32), addrspace 1), (store (s32), addrspace 3)",
                o.reg(1)?,
                o.reg(0)?,
                offset(o, "offset:")?
            ),
            // gfx1250's asynchronous LDS copies (asynccnt), `off` form.
            "global_load_async_to_lds_b32" if o.is(2, "off") => format!(
                "GLOBAL_LOAD_ASYNC_TO_LDS_B32 {}, {}, {}, 0, {async_lds} :: (load (s32), addrspace 1), (store (s32), addrspace 3)",
                o.reg(0)?,
                o.reg(1)?,
                offset(o, "offset:")?
            ),
            "global_store_async_from_lds_b32" if o.is(2, "off") => format!(
                "GLOBAL_STORE_ASYNC_FROM_LDS_B32 {}, {}, {}, 0, {async_lds} :: (load (s32), addrspace 3), (store (s32), addrspace 1)",
                o.reg(0)?,
                o.reg(1)?,
                offset(o, "offset:")?
            ),
            "buffer_wbl2" => format!("BUFFER_WBL2 0, {ex}"),
            "global_inv" => format!("GLOBAL_INV 0, {ex}"),
            "global_wb" => format!("GLOBAL_WB 0, {ex}"),
            "s_barrier_signal" => format!(
                "S_BARRIER_SIGNAL_IMM {}",
                o.text.first().copied().unwrap_or("-1")
            ),
            "s_barrier_wait" => {
                format!("S_BARRIER_WAIT {}", o.text.first().copied().unwrap_or("-1"))
            }
            "s_cbranch_vccz" | "s_cbranch_vccnz" => format!(
                "S_CBRANCH_{} %bb.{}, implicit undef $vcc",
                m["s_cbranch_".len()..].to_ascii_uppercase(),
                target.ok_or("branch without target")?
            ),
            "s_cbranch_execz" | "s_cbranch_execnz" => format!(
                "S_CBRANCH_{} %bb.{}, {ex}",
                m["s_cbranch_".len()..].to_ascii_uppercase(),
                target.ok_or("branch without target")?
            ),
            // gfx1250 spells them `s_swap_pc_i64`, `s_set_pc_i64`: the same opcodes.
            "s_swappc_b64" | "s_swap_pc_i64" => {
                format!("{} = S_SWAPPC_B64 {}", o.reg(0)?, o.reg(1)?)
            }
            "s_setpc_b64" | "s_set_pc_i64" => format!("S_SETPC_B64 {}", o.reg(0)?),
            _ => return Ok(None),
    }))
}

/// An immediate operand (decimal or `0x` hex).
fn parse_imm(t: &str) -> Option<i64> {
    match t.strip_prefix("0x") {
        Some(h) => i64::from_str_radix(h, 16).ok(),
        None => t.parse().ok(),
    }
}

/// `ds_read2*` (`read`) or `ds_write2*` with both offsets: `DS_READ2_B32_gfx9`
/// `addr, off0, off1, 0`, `DS_WRITE2_B32_gfx9 addr, d0, d1, off0, off1, 0`.
fn lds_pair(op: &str, form: &str, o: &Ops<'_>, read: bool) -> Result<String, String> {
    let (name, size) = match form {
        "b32" => ("B32", "s64"),
        "b64" => ("B64", "s128"),
        _ => return Err(format!("no {op} form `{form}`")),
    };
    let (off0, off1) = (offset(o, "offset0:")?, offset(o, "offset1:")?);
    let ex = "implicit $exec";
    Ok(if read {
        format!(
            "{} = {op}_{name}_gfx9 {}, {off0}, {off1}, 0, {ex} :: (load ({size}), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?
        )
    } else {
        format!(
            "{op}_{name}_gfx9 {}, {}, {}, {off0}, {off1}, 0, {ex} :: (store ({size}), addrspace 3)",
            o.reg(0)?,
            o.reg(1)?,
            o.reg(2)?
        )
    })
}

/// gfx12's buffer instructions (`buffer_load_b32 v1, v6, s[8:11], null
/// offen`) as their VBUFFER opcodes: loads and stores of every non-D16 width
/// and `atomic_add_u32` with and without return, `offen` or without a VGPR
/// address (`off`), a null or SGPR soffset, an `offset:N`. Operand lists as
/// `llc-22 -mcpu=gfx1250 -stop-before=si-insert-waitcnts` prints them for the
/// raw buffer intrinsics, checked with `-verify-machineinstrs` on gfx1200 and
/// gfx1250. `None` for another buffer form (`idxen`, D16, other atomics).
fn vbuffer_form(m: &str, operands: &str) -> Result<Option<String>, String> {
    let o = Ops::new(operands)?;
    if o.has("idxen") || o.count() != 4 {
        return Ok(None);
    }
    let ex = "implicit $exec";
    let offen = o.has("offen");
    let (vaddr, kind) = if offen {
        (format!("{}, ", o.reg(1)?), "OFFEN")
    } else if o.is(1, "off") {
        (String::new(), "OFFSET")
    } else {
        return Ok(None);
    };
    let rsrc = o.reg(2)?;
    let soff = if o.is(3, "null") {
        "$sgpr_null".to_string()
    } else {
        o.reg(3)?
    };
    let off = offset(&o, "offset:")?;
    let tail = format!("{rsrc}, {soff}, {off}");
    let line = if let Some(form) = m.strip_prefix("buffer_load_") {
        let Some((name, size)) = vmem_form(form).filter(|(n, _)| !n.contains("D16")) else {
            return Ok(None);
        };
        format!(
            "{} = BUFFER_LOAD_{name}_VBUFFER_{kind} {vaddr}{tail}, 0, 0, {ex} :: (load ({size}), addrspace 8)",
            o.reg(0)?
        )
    } else if let Some(form) = m.strip_prefix("buffer_store_") {
        let Some((name, size)) = vmem_form(form).filter(|(n, _)| !n.contains("D16")) else {
            return Ok(None);
        };
        format!(
            "BUFFER_STORE_{name}_VBUFFER_{kind} {}, {vaddr}{tail}, 0, 0, {ex} :: (store ({size}), addrspace 8)",
            o.reg(0)?
        )
    } else if m == "buffer_atomic_add_u32" {
        let d = o.reg(0)?;
        let mem = ":: (load store (s32), addrspace 8)";
        if o.returns() {
            format!("{d} = BUFFER_ATOMIC_ADD_VBUFFER_{kind}_RTN {d}, {vaddr}{tail}, 1, {ex} {mem}")
        } else {
            format!("BUFFER_ATOMIC_ADD_VBUFFER_{kind} {d}, {vaddr}{tail}, 0, {ex} {mem}")
        }
    } else {
        return Ok(None);
    };
    Ok(Some(line))
}
