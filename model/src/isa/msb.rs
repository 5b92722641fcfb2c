//! gfx1250's VGPRs above v255 (docs/paths.md section 13): an instruction
//! encodes eight bits of a VGPR number, and the wave's VGPR MSB state - four
//! two-bit fields, for the operands in the src0, src1, src2 and vdst slots -
//! adds 256 times its field. `s_set_vgpr_msb IMM` sets the state from the low
//! byte of IMM, and on gfx1250 `s_setreg_imm32_b32` of MODE sets it from its
//! immediate's bits 19:12 (LLVM's `SetregVGPRMSBFixup`).
//!
//! The state is a dataflow fact over the control-flow graph of each function,
//! zero at its entry and after a call returns (LLVM's calling convention). An
//! instruction's VGPR operands are renamed to the registers they reach where
//! the state is known along every path; where paths disagree on a field an
//! operand uses, or a setreg wrote the state from an SGPR, the instruction
//! is an error at its line, never a guess. A register comment the listing's
//! producer printed (`v1 /*v257*/`, clang's and llvm-objdump's form) must
//! name the register the state gives, else it is an error at the comment.

use super::decode::Decoder;
use super::operand::{parse_int, parse_value, Operands, Value};
use super::ParseError;
use crate::cfg::Cfg;
use crate::instr::{Flow, Instr, Kernel};
use crate::profile::Arch;
use crate::reg::{RegFile, RegRange};

/// Field index of each slot in `s_set_vgpr_msb`'s low byte: bits 1:0 src0,
/// 3:2 src1, 5:4 src2, 7:6 vdst.
const DST: usize = 3;

/// Instruction families whose VGPR slots were checked operand by operand
/// against llvm-objdump-22's register comments (`vgpr_msb_slots_agree_with_llvm_objdump`):
/// VALU (VOP1/2/3/3P/C, DPP, VOPD halves, WMMA), FLAT/GLOBAL/SCRATCH, DS and
/// VBUFFER. A VGPR operand of another instruction under a non-zero state is
/// an error.
const FAMILIES: [&str; 6] = ["v_", "global_", "flat_", "scratch_", "ds_", "buffer_"];

/// A register comment after a VGPR operand (`v1 /*v257*/`): the operand's
/// index among the instruction's VGPR operands (text order, as
/// [`vgpr_operands`] finds them), the register it names and its column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Claim {
    pub token: u8,
    pub reg: RegRange,
    pub col: u32,
}

/// The VGPR MSB state at a program point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The fields (as `s_set_vgpr_msb`'s low byte) and the line that set
    /// them (0: the function's entry).
    Known { msb: u8, line: u32 },
    /// Paths that meet here disagree: two of the settings and their lines.
    Split { a: (u8, u32), b: (u8, u32) },
    /// `s_setreg*` of MODE at `line` wrote the fields with a value the front
    /// end cannot read (an SGPR, a symbol).
    Unknown { line: u32 },
}

impl Mode {
    const ENTRY: Mode = Mode::Known { msb: 0, line: 0 };

    fn join(self, other: Mode) -> Mode {
        match (self, other) {
            (Mode::Known { msb: a, line: la }, Mode::Known { msb: b, line: lb }) if a != b => {
                Mode::Split {
                    a: (a, la),
                    b: (b, lb),
                }
            }
            (Mode::Known { .. }, o) => o.known_or(self),
            (s, _) => s,
        }
    }

    /// `self` unless it is a known state (then `fallback`, the older fact).
    fn known_or(self, fallback: Mode) -> Mode {
        match self {
            Mode::Known { .. } => fallback,
            m => m,
        }
    }

    /// The field of each slot, where every path agrees on it.
    fn fields(self) -> [Option<u8>; 4] {
        let of = |msb: u8| std::array::from_fn(|k| Some((msb >> (2 * k)) & 3));
        match self {
            Mode::Known { msb, .. } => of(msb),
            Mode::Split { a, b } => {
                let (x, y): ([Option<u8>; 4], [Option<u8>; 4]) = (of(a.0), of(b.0));
                std::array::from_fn(|k| x[k].filter(|_| x[k] == y[k]))
            }
            Mode::Unknown { .. } => [None; 4],
        }
    }

    fn describe(self) -> String {
        let set = |(msb, line): (u8, u32)| {
            if line == 0 {
                "zero at the function's entry".to_string()
            } else {
                format!("{msb:#x} (line {line})")
            }
        };
        match self {
            Mode::Known { msb, line } => format!("the setting {}", set((msb, line))),
            Mode::Split { a, b } => format!(
                "paths that meet here disagree on it: {} and {}",
                set(a),
                set(b)
            ),
            Mode::Unknown { line } => format!(
                "the `s_setreg*` of MODE at line {line} writes it with a value wavebed cannot read"
            ),
        }
    }
}

fn err(line: u32, col: u32, message: String) -> ParseError {
    ParseError { line, col, message }
}

/// Whether `instr` may change the state (the only instructions that make a
/// function need the dataflow).
fn sets_mode(instr: &Instr) -> bool {
    matches!(
        instr.mnemonic(),
        "s_set_vgpr_msb" | "s_setreg_imm32_b32" | "s_setreg_b32"
    )
}

/// The state after `instr`.
fn transfer(instr: &Instr, mode: Mode, arch: Arch) -> Result<Mode, ParseError> {
    let line = instr.line;
    Ok(match instr.mnemonic() {
        "s_set_vgpr_msb" => {
            let imm = parse_int(instr.operands().trim()).ok_or_else(|| {
                err(
                    line,
                    1,
                    format!(
                        "`s_set_vgpr_msb` expects an integer, found `{}`",
                        instr.operands()
                    ),
                )
            })?;
            // The high byte records the previous state for LLVM's own
            // bookkeeping (AMDGPULowerVGPREncoding.cpp); only the low byte sets it.
            Mode::Known {
                msb: imm as u8,
                line,
            }
        }
        "s_setreg_imm32_b32" | "s_setreg_b32" if arch == Arch::Gfx1250 => setreg(instr, mode),
        // LLVM's convention: a callee returns with the fields zero.
        _ if instr.flow == Flow::Call => Mode::Known { msb: 0, line },
        _ => mode,
    })
}

/// `s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, ...), IMM` on gfx1250 writes
/// the fields from IMM[19:12], MODE's order (vdst, src0, src1, src2 from bit
/// 12), whatever the hwreg's offset and size: LLVM 22 sets those bits in every
/// MODE write it emits and relies on them (llc-22's gfx1250 kernels start
/// with `hwreg(HW_REG_WAVE_MODE, 25, 1), 0x5001` and then name v256 with no
/// `s_set_vgpr_msb`); AMDGPU::convertSetRegImmToVgprMSBs and comgr's
/// mirror of it decode it so. `s_setreg_b32` of MODE writes it from an SGPR.
fn setreg(instr: &Instr, mode: Mode) -> Mode {
    let unknown = Mode::Unknown { line: instr.line };
    let Ok(ops) = Operands::split(instr.operands()) else {
        return unknown;
    };
    let Some(id) = ops.as_slice().first().and_then(|o| hwreg_id(o.text)) else {
        return unknown;
    };
    if id != HWREG_MODE {
        return mode;
    }
    if instr.mnemonic() == "s_setreg_b32" {
        return unknown;
    }
    match ops.as_slice().get(1).and_then(|o| parse_int(o.text)) {
        Some(imm) => Mode::Known {
            msb: ((imm >> 12) as u8).rotate_right(2),
            line: instr.line,
        },
        None => unknown,
    }
}

/// `hwreg(ID...)`'s ID: MODE is 1 (`HW_REG_MODE`, gfx12's `HW_REG_WAVE_MODE`).
const HWREG_MODE: i64 = 1;

/// The hwreg id of a setreg's first operand (`hwreg(HW_REG_WAVE_MODE, 25, 1)`,
/// `hwreg(1)`, or a raw simm16), or `None` when it cannot be read.
fn hwreg_id(text: &str) -> Option<i64> {
    let Some(inner) = text.strip_prefix("hwreg(") else {
        return parse_int(text).map(|v| v & 0x3f);
    };
    let id = inner.split([',', ')']).next()?.trim();
    match id {
        "HW_REG_MODE" | "HW_REG_WAVE_MODE" => Some(HWREG_MODE),
        _ if id.starts_with("HW_REG_") => Some(-1),
        _ => parse_int(id),
    }
}

/// One VGPR operand of an instruction: its register token's byte span in the
/// operand text, its position in its operand list (see [`slot`]), and the
/// mnemonic and operand list it belongs to (a VOPD half's own).
struct VgprOperand<'a> {
    start: usize,
    end: usize,
    pos: usize,
    mnemonic: &'a str,
    list: &'a str,
}

/// The VGPR operands of `mnemonic ops` in text order (both halves of a VOPD
/// pair), each at the first VGPR token of its operand.
fn vgpr_operands<'a>(mnemonic: &'a str, ops: &'a str) -> Vec<VgprOperand<'a>> {
    let mut out = Vec::new();
    let halves = match ops.find("::") {
        Some(i) if mnemonic.starts_with("v_dual_") => {
            let y = &ops[i + 2..];
            let lead = y.len() - y.trim_start().len();
            let y_mn_len = y
                .trim_start()
                .find([' ', '\t'])
                .unwrap_or(y.trim_start().len());
            let y_start = i + 2 + lead;
            [
                Some((mnemonic, 0, &ops[..i])),
                Some((
                    &ops[y_start..y_start + y_mn_len],
                    y_start + y_mn_len,
                    &ops[y_start + y_mn_len..],
                )),
            ]
        }
        _ => [Some((mnemonic, 0, ops)), None],
    };
    for (mn, base, text) in halves.into_iter().flatten() {
        let Ok(list) = Operands::split(text) else {
            continue;
        };
        for (pos, op) in list.as_slice().iter().enumerate() {
            if let Some((s, e)) = vgpr_token(op.text) {
                let at = base + op.offset + s;
                out.push(VgprOperand {
                    start: at,
                    end: at + (e - s),
                    pos,
                    mnemonic: mn,
                    list: text,
                });
            }
        }
    }
    out
}

/// The first VGPR token (`v7`, `v[2:3]`) of one operand: `-v2`, `|v2|`,
/// `neg(v2)` and `v2.l` name v2.
fn vgpr_token(op: &str) -> Option<(usize, usize)> {
    let b = op.as_bytes();
    let i = (0..b.len()).find(|&i| {
        b[i] == b'v'
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
            && b.get(i + 1)
                .is_some_and(|c| c.is_ascii_digit() || *c == b'[')
    })?;
    let end = if b[i + 1] == b'[' {
        i + op[i..].find(']')? + 1
    } else {
        i + 1 + b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count()
    };
    Some((i, end))
}

/// The slot of the operand at `pos` of a list that starts with `dests`
/// destinations: the first destination is vdst, the sources after the
/// destinations are src0, src1, src2 in order (what llvm-objdump-22 prints
/// for every family in [`FAMILIES`]; LLVM's getVGPRLoweringOperandTables).
/// VBUFFER puts vdata in the vdst slot and vaddr in src0 for loads and stores
/// alike; an async copy to LDS its LDS address in vdst.
fn slot(mnemonic: &str, dests: usize, pos: usize) -> Option<usize> {
    if !FAMILIES.iter().any(|f| mnemonic.starts_with(f)) {
        return None;
    }
    let dests = if mnemonic.starts_with("buffer_") || mnemonic.contains("_load_async_to_lds") {
        1
    } else {
        dests
    };
    if pos < dests {
        return (pos == 0).then_some(DST);
    }
    let k = pos - dests;
    (k < 3).then_some(k)
}

/// `instr` under `mode`: its VGPR operands' registers (text order) and, when
/// some operand reaches above v255, the text naming the registers reached.
/// Errors are (column within the operand text, message).
fn rename(
    instr: &Instr,
    mode: Mode,
    decoder: &mut Decoder,
) -> Result<(Vec<RegRange>, Option<String>), (usize, String)> {
    let fields = mode.fields();
    let ops = instr.operands();
    let mut regs = Vec::new();
    let mut text = String::new();
    let mut copied = 0;
    for op in vgpr_operands(instr.mnemonic(), ops) {
        let Ok(Value::Reg(r)) = parse_value(&ops[op.start..op.end]) else {
            continue;
        };
        if r.file != RegFile::Vgpr {
            continue;
        }
        let at = op.start;
        let dests = decoder
            .destinations(op.mnemonic, op.list)
            .map_err(|m| (at, m))?;
        let Some(slot) = slot(op.mnemonic, dests, op.pos) else {
            if fields.iter().all(|f| *f == Some(0)) {
                regs.push(r);
                continue;
            }
            return Err((
                at,
                format!(
                    "`{}` names `{}`, and wavebed does not know which `s_set_vgpr_msb` field \
                     applies to this operand ({} is in force)",
                    op.mnemonic,
                    &ops[op.start..op.end],
                    mode.describe()
                ),
            ));
        };
        let Some(field) = fields[slot] else {
            return Err((
                at,
                format!(
                    "which VGPR `{}` names depends on the `s_set_vgpr_msb` state, and {}",
                    &ops[op.start..op.end],
                    mode.describe()
                ),
            ));
        };
        let reached = RegRange {
            first: r.first + 256 * u16::from(field),
            ..r
        };
        regs.push(reached);
        if field != 0 {
            text.push_str(&ops[copied..op.start]);
            text.push_str(&reached.to_string());
            copied = op.end;
        }
    }
    if copied == 0 {
        return Ok((regs, None));
    }
    text.push_str(&ops[copied..]);
    Ok((regs, Some(format!("{} {}", instr.mnemonic(), tidy(&text)))))
}

/// Operand text with runs of blanks (a blanked `/* */` comment) made one
/// space, and no space before a comma.
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let c = if c == '\t' { ' ' } else { c };
        if c == ' ' && out.ends_with(' ') {
            continue;
        }
        if c == ',' && out.ends_with(' ') {
            out.pop();
        }
        out.push(c);
    }
    out.trim_end().to_string()
}

/// Whether `instr` names a VGPR (decoded reads or writes).
fn names_vgpr(instr: &Instr) -> bool {
    instr
        .reads
        .as_slice()
        .iter()
        .chain(instr.writes.as_slice())
        .any(|r| r.file == RegFile::Vgpr)
}

/// Renames the VGPR operands of `function` to the registers they reach
/// (module doc); `claims` are the register comments of its instructions, by
/// index into `function.instrs`, in order.
pub(super) fn resolve(
    function: &mut Kernel,
    arch: Arch,
    claims: &[(usize, Claim)],
    decoder: &mut Decoder,
) -> Result<(), ParseError> {
    if claims.is_empty() && !function.instrs.iter().any(sets_mode) {
        return Ok(());
    }
    let cfg = Cfg::build(function);
    let instrs = &function.instrs;
    let mut entry: Vec<Option<Mode>> = vec![None; cfg.blocks.len()];
    let mut work = Vec::new();
    if !cfg.blocks.is_empty() {
        entry[0] = Some(Mode::ENTRY);
        work.push(0u32);
    }
    while let Some(b) = work.pop() {
        let Some(mut mode) = entry[b as usize] else {
            continue;
        };
        let blk = cfg.blocks[b as usize];
        for instr in &instrs[blk.start as usize..blk.end as usize] {
            mode = transfer(instr, mode, arch)?;
        }
        for &t in cfg.succs(b) {
            let old = entry[t as usize];
            let new = Some(old.map_or(mode, |o| o.join(mode)));
            if new != old {
                entry[t as usize] = new;
                work.push(t);
            }
        }
    }
    let mut renamed: Vec<(usize, Instr)> = Vec::new();
    for (b, blk) in cfg.blocks.iter().enumerate() {
        let Some(mut mode) = entry[b] else {
            continue; // unreachable code runs under no state
        };
        let start = blk.start as usize;
        for (i, instr) in (start..).zip(&instrs[start..blk.end as usize]) {
            let lo = claims.partition_point(|c| c.0 < i);
            let hi = claims.partition_point(|c| c.0 <= i);
            let mine = &claims[lo..hi];
            if matches!(instr.flow, Flow::Call | Flow::SetPc) && mode.fields() != [Some(0); 4] {
                return Err(err(
                    instr.line,
                    1,
                    format!(
                        "`{}` is reached with a non-zero VGPR MSB state ({}): wavebed enters \
                         every function and returns from every call with it zero, as LLVM's \
                         calling convention has it (AMDGPULowerVGPREncoding.cpp)",
                        instr.mnemonic(),
                        mode.describe()
                    ),
                ));
            }
            if (mode != Mode::ENTRY || !mine.is_empty()) && (names_vgpr(instr) || !mine.is_empty())
            {
                let ops_col = (instr.text.len() - instr.operands().len()) as u32 + 1;
                let (regs, text) = rename(instr, mode, decoder)
                    .map_err(|(c, m)| err(instr.line, ops_col + c as u32, m))?;
                for (_, c) in mine {
                    let got = regs.get(c.token as usize);
                    if got != Some(&c.reg) {
                        let got = got.map_or("no such operand".to_string(), |r| r.to_string());
                        return Err(err(
                            instr.line,
                            c.col,
                            format!(
                                "the listing's register comment names {} where the VGPR MSB \
                                 state ({}) gives {got}: the listing's producer and wavebed \
                                 disagree on which register this is",
                                c.reg,
                                mode.describe()
                            ),
                        ));
                    }
                }
                if let Some(t) = text {
                    let (mut new, _) = decoder
                        .decode(&t, instr.indexed)
                        .map_err(|(_, m)| err(instr.line, 1, m))?;
                    new.line = instr.line;
                    new.addr = instr.addr;
                    new.target = instr.target;
                    new.indexed = instr.indexed;
                    renamed.push((i, new));
                }
            }
            mode = transfer(instr, mode, arch)?;
        }
    }
    for (i, new) in renamed {
        function.instrs[i] = new;
    }
    Ok(())
}

/// The register comments of one instruction line. `code` is the line as the
/// lexer left it (block comments blanked to spaces, columns kept), `original`
/// the source line, `ops_at` the byte offset of the operand text in both and
/// `ops` that text (as the decoded instruction's operands). A comment counts
/// only right after a VGPR operand (`v1 /*v257*/`); a line whose code does not
/// sit at the same columns in the source (an expanded macro line) gives none.
pub(super) fn claims(mnemonic: &str, ops: &str, ops_at: usize, original: &str) -> Vec<Claim> {
    let mut out = Vec::new();
    for (k, op) in vgpr_operands(mnemonic, ops).iter().enumerate() {
        let (s, e) = (ops_at + op.start, ops_at + op.end);
        if original.get(s..e) != Some(&ops[op.start..op.end]) {
            return Vec::new();
        }
        let after = &original[e..];
        let rest = after.trim_start_matches([' ', '\t']);
        let Some(body) = rest.strip_prefix("/*") else {
            continue;
        };
        let Some(close) = body.find("*/") else {
            continue;
        };
        if let (Ok(Value::Reg(reg)), Ok(token)) =
            (parse_value(body[..close].trim()), u8::try_from(k))
        {
            if reg.file == RegFile::Vgpr {
                let col = (e + (after.len() - rest.len())) as u32 + 1;
                out.push(Claim { token, reg, col });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setreg_mode_bits_rotate_into_msb_order() {
        // 0x5001: MODE[13:12] (vdst) = 1 and MODE[15:14] (src0) = 1.
        assert_eq!(((0x5001i64 >> 12) as u8).rotate_right(2), 0x41);
        assert_eq!(hwreg_id("hwreg(HW_REG_WAVE_MODE, 25, 1)"), Some(1));
        assert_eq!(hwreg_id("hwreg(HW_REG_WAVE_STATUS)"), Some(-1));
        assert_eq!(hwreg_id("0x641"), Some(1));
    }

    #[test]
    fn slots_follow_the_destinations() {
        assert_eq!(slot("v_add_co_u32", 2, 2), Some(0));
        assert_eq!(slot("v_add_co_u32", 2, 1), None);
        assert_eq!(slot("global_store_b32", 0, 1), Some(1));
        assert_eq!(slot("buffer_store_b32", 0, 0), Some(DST));
        assert_eq!(slot("s_mov_b32", 1, 0), None);
        assert_eq!(vgpr_token("neg(v[2:3])"), Some((4, 10)));
        assert_eq!(vgpr_token("vcc_lo"), None);
    }

    #[test]
    fn joins_keep_agreeing_fields() {
        let a = Mode::Known { msb: 0x41, line: 3 };
        let b = Mode::Known { msb: 0x40, line: 5 };
        assert_eq!(a.join(b).fields(), [None, Some(0), Some(0), Some(1)]);
        assert_eq!(a.join(a), a);
    }
}
