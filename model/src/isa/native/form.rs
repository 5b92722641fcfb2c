//! One instruction form of the generated table and how it prints: the
//! template's placeholders filled from the word's fields, then the learned
//! modifiers. Anything the form did not learn is a refusal, never a guess.

use std::fmt::Write as _;

use super::tables::{CONSTS, DPP_CTRL};
use super::word::{fields, Family, Field, Kind};

/// How an SOPP/SOPK immediate prints (measured by the generator).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Imm {
    /// The form has no immediate (not SOPP/SOPK).
    None,
    /// `0x..` always.
    Hex,
    /// Decimal up to 64, else `0x..` (LLVM's unsigned 16-bit immediates).
    U16,
    /// `s_waitcnt`'s counters.
    Waitcnt,
    /// A branch: the target's symbol.
    Branch,
    /// DPP: the control (text by value from row N of `DPP_CTRL`), then
    /// `row_mask:0x.. bank_mask:0x..`.
    #[allow(
        dead_code,
        reason = "the checked-in table predates the generator's DPP family; a regenerated one has DPP forms"
    )]
    Dpp(u16),
    /// Must be zero (the `fixed` bits say so); not printed.
    Zero,
}

/// A modifier field: where it is and how it prints.
#[derive(Clone, Copy, Debug)]
pub struct Mod {
    pub word: u8,
    pub shift: u8,
    pub bits: u8,
    pub kind: ModKind,
}

/// How a modifier prints when its value is not zero.
#[derive(Clone, Copy, Debug)]
pub enum ModKind {
    /// ` TOKEN`.
    Flag(&'static str),
    /// ` NAME:N`.
    Num(&'static str),
    /// ` NAME:N`, N sign-extended from the field's width.
    SNum(&'static str),
    /// ` TOKENS[value - 1]`.
    Enum(&'static [&'static str]),
    /// `|x|` around the operand of the named field.
    Abs(u8),
    /// `-x` before the operand of the named field (outside `|x|`).
    Neg(u8),
}

/// One generated form.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    pub family: Family,
    pub key: u32,
    /// Bit 0: gfx942 prints it so; bit 1: gfx950.
    pub archs: u8,
    /// The text with placeholders `{Fwx}`: field letter, register count,
    /// register file (`v`, `s`, `a`) the probe printed.
    pub template: &'static str,
    /// The constants table of each field that has one.
    pub consts: &'static [(u8, u16)],
    /// Fields whose value 255 is a 32-bit literal printed `0x..`.
    pub lit: &'static str,
    /// Which of [`LIT_CANDIDATES`] print `lit(0x..)` (`[0]`, bit i for
    /// candidate i) and which print `0x..` (`[1]`) in this form, as
    /// measured; a candidate in neither is refused.
    pub lits: [u128; 2],
    pub mods: &'static [Mod],
    /// Bits that must equal `base` (everything no field or modifier covers).
    pub fixed: [u32; 2],
    pub base: [u32; 2],
    pub imm: Imm,
}

/// The generated table's constructor (keeps tables.rs short).
#[allow(clippy::too_many_arguments, reason = "one row of the generated table")]
pub(super) const fn f(
    family: Family,
    key: u32,
    archs: u8,
    template: &'static str,
    consts: &'static [(u8, u16)],
    lit: &'static str,
    lits: [u128; 2],
    mods: &'static [Mod],
    fixed: [u32; 2],
    base: [u32; 2],
    imm: Imm,
) -> Form {
    Form {
        family,
        key,
        archs,
        template,
        consts,
        lit,
        lits,
        mods,
        fixed,
        base,
        imm,
    }
}

/// The generated table's modifier constructor.
pub(super) const fn m(word: u8, shift: u8, bits: u8, kind: ModKind) -> Mod {
    Mod {
        word,
        shift,
        bits,
        kind,
    }
}

impl Mod {
    fn get(&self, words: &[u32; 3]) -> u32 {
        (words[self.word as usize] >> self.shift) & ((1u32 << self.bits) - 1)
    }
}

/// Why a word is not decoded: a short reason for the refusal message.
pub type Refusal = &'static str;

/// Literal values that may print `lit(0x..)`: an inline constant's bits in
/// some operand type (f32, f16, bf16, f64 high words, integers -16..=64). The
/// generator measured, per form, which of them do (`Form::lits`); the order
/// is the generator's `CANDIDATES`.
const LIT_CANDIDATES: [u32; 32] = [
    0x3f00_0000,
    0xbf00_0000,
    0x3f80_0000,
    0xbf80_0000,
    0x4000_0000,
    0xc000_0000,
    0x4080_0000,
    0xc080_0000,
    0x3e22_f983,
    0x3800,
    0xb800,
    0x3c00,
    0xbc00,
    0x4000,
    0xc000,
    0x4400,
    0xc400,
    0x3118,
    0x3f00,
    0xbf00,
    0x3f80,
    0xbf80,
    0x4080,
    0xc080,
    0x3e22,
    0x3fe0_0000,
    0xbfe0_0000,
    0x3ff0_0000,
    0xbff0_0000,
    0x4010_0000,
    0xc010_0000,
    0x3fc4_5f30,
];

/// The candidate index of literal `v` (the 32 patterns, then 0..=64, then
/// -16..=-1), or `None` for a literal that always prints `0x..`.
fn candidate(v: u32) -> Option<usize> {
    if let Some(i) = LIT_CANDIDATES.iter().position(|&c| c == v) {
        return Some(i);
    }
    match v {
        0..=64 => Some(32 + v as usize),
        0xffff_fff0.. => Some(32 + 65 + (v - 0xffff_fff0) as usize),
        _ => None,
    }
}

impl Form {
    /// Whether `w` (first two words) is this form on architecture bit `arch`.
    pub fn matches(&self, w: &[u32; 3], arch: u8) -> bool {
        self.archs & arch != 0
            && (w[0] & self.fixed[0]) == (self.base[0] & self.fixed[0])
            && (w[1] & self.fixed[1]) == (self.base[1] & self.fixed[1])
    }

    /// Words the instruction occupies: 1 or 2, plus one for a literal.
    pub fn size(&self, w: &[u32; 3]) -> usize {
        let base = if family_has_second(self.family) { 2 } else { 1 };
        base + usize::from(self.reads_literal(w))
    }

    fn reads_literal(&self, w: &[u32; 3]) -> bool {
        self.lit.bytes().any(|l| {
            fields(self.family)
                .iter()
                .any(|f| f.letter == l && f.get(w) == 255)
        })
    }

    /// Appends the instruction's text to `out`, up to the immediate of a
    /// branch (which the caller symbolizes: returned as `Some(simm16)`).
    pub fn render(&self, w: &[u32; 3], out: &mut String) -> Result<Option<i16>, Refusal> {
        let literal = if self.reads_literal(w) {
            let at = if family_has_second(self.family) { 2 } else { 1 };
            Some(w[at])
        } else {
            None
        };
        let t = self.template.as_bytes();
        let mut i = 0;
        while i < t.len() {
            if t[i] != b'{' {
                let next = t[i..]
                    .iter()
                    .position(|&b| b == b'{')
                    .map_or(t.len(), |p| i + p);
                out.push_str(&self.template[i..next]);
                i = next;
                continue;
            }
            // `{Fwx}`: letter, width digits, file, `}`.
            let letter = t[i + 1];
            let mut j = i + 2;
            let mut width = 0u32;
            while t[j].is_ascii_digit() {
                width = width * 10 + u32::from(t[j] - b'0');
                j += 1;
            }
            let file = t[j];
            i = j + 2;
            let field = fields(self.family)
                .iter()
                .find(|f| f.letter == letter)
                .ok_or("a template names an unknown field")?;
            self.operand(field, width, file, w, literal, out)?;
        }
        let mut branch = None;
        let imm = (w[0] & 0xffff) as u16;
        let sep = if self.family == Family::Sopk {
            ", "
        } else {
            " "
        };
        match self.imm {
            Imm::None | Imm::Zero => {}
            Imm::Hex => {
                let _ = write!(out, "{sep}0x{imm:x}");
            }
            Imm::U16 if imm <= 64 => {
                let _ = write!(out, "{sep}{imm}");
            }
            Imm::U16 => {
                let _ = write!(out, "{sep}0x{imm:x}");
            }
            Imm::Waitcnt => waitcnt(imm, out),
            Imm::Branch => branch = Some(imm as i16),
            Imm::Dpp(row) => {
                let ctrl = DPP_CTRL
                    .get(row as usize)
                    .and_then(|r| r.get(((w[1] >> 8) & 0x1ff) as usize))
                    .filter(|t| !t.is_empty())
                    .ok_or("a DPP control LLVM does not print here")?;
                let _ = write!(
                    out,
                    " {ctrl} row_mask:0x{:x} bank_mask:0x{:x}",
                    w[1] >> 28,
                    (w[1] >> 24) & 0xf
                );
            }
        }
        for m in self.mods {
            let v = m.get(w);
            if v == 0 {
                continue;
            }
            let _ = match m.kind {
                ModKind::Flag(t) => write!(out, " {t}"),
                ModKind::Num(n) => write!(out, " {n}:{v}"),
                ModKind::SNum(n) => {
                    let s = ((v << (32 - m.bits)) as i32) >> (32 - m.bits);
                    write!(out, " {n}:{s}")
                }
                ModKind::Enum(t) => {
                    out.push(' ');
                    out.push_str(t.get(v as usize - 1).ok_or("an unknown modifier value")?);
                    Ok(())
                }
                ModKind::Abs(_) | ModKind::Neg(_) => Ok(()),
            };
        }
        Ok(branch)
    }

    /// The abs/neg modifiers set on the operand of `letter`.
    fn source_mods(&self, letter: u8, w: &[u32; 3]) -> (bool, bool) {
        let (mut abs, mut neg) = (false, false);
        for m in self.mods {
            match m.kind {
                ModKind::Abs(l) if l == letter => abs |= m.get(w) != 0,
                ModKind::Neg(l) if l == letter => neg |= m.get(w) != 0,
                _ => {}
            }
        }
        (abs, neg)
    }

    fn operand(
        &self,
        field: &Field,
        width: u32,
        file: u8,
        w: &[u32; 3],
        literal: Option<u32>,
        out: &mut String,
    ) -> Result<(), Refusal> {
        let v = field.get(w);
        let (abs, neg) = self.source_mods(field.letter, w);
        let table = || {
            self.consts
                .iter()
                .find(|(l, _)| *l == field.letter)
                .map(|&(_, id)| &CONSTS[id as usize])
        };
        let special = |v: u32| -> Result<&'static str, Refusal> {
            let row = table().ok_or("a special register or constant the form did not learn")?;
            match row.get(v as usize - 102) {
                Some(s) if !s.is_empty() => Ok(s),
                _ => Err("a special register or constant LLVM does not print here"),
            }
        };
        let is_reg = match field.kind {
            Kind::Src9 => v >= 256 || v <= 101,
            Kind::Reg8 => file != b's' || v <= 101,
            _ => v <= 101,
        };
        if (abs || neg) && !is_reg {
            return Err("a source modifier on a constant");
        }
        if neg {
            out.push('-');
        }
        if abs {
            out.push('|');
        }
        match field.kind {
            Kind::Src9 if v >= 256 => reg(
                out,
                if file == b'a' { b'a' } else { b'v' },
                v - 256,
                width,
                256,
            )?,
            Kind::Src9 | Kind::Ssrc8 if file == b'a' => {
                return Err("an AGPR operand that is not a register")
            }
            Kind::Src9 | Kind::Ssrc8 if v == 255 => {
                let lit = literal.ok_or("a literal the form does not read")?;
                match candidate(lit) {
                    Some(i) if self.lits[0] >> i & 1 != 0 => {
                        let _ = write!(out, "lit(0x{lit:x})");
                    }
                    Some(i) if self.lits[1] >> i & 1 == 0 => {
                        return Err("a literal whose printing was not measured");
                    }
                    _ => {
                        let _ = write!(out, "0x{lit:x}");
                    }
                }
            }
            Kind::Src9 | Kind::Ssrc8 | Kind::Sdst7 | Kind::Sgpr7 | Kind::Soff8 if v > 101 => {
                out.push_str(special(v)?)
            }
            Kind::Src9 | Kind::Ssrc8 | Kind::Sdst7 | Kind::Sgpr7 | Kind::Soff8 => {
                reg(out, b's', v, width, 102)?
            }
            Kind::Reg8 if file == b's' && v > 101 => out.push_str(special(v)?),
            Kind::Reg8 => reg(out, file, v, width, if file == b's' { 102 } else { 256 })?,
            Kind::Srsrc5 => reg(out, b's', v * 4, width, 102)?,
            Kind::Sbase6 => reg(out, b's', v * 2, width, 102)?,
            Kind::Hex => {
                let _ = write!(out, "0x{v:x}");
            }
            Kind::Saddr7 => reg(out, b's', v, width, 102)?,
        }
        if abs {
            out.push('|');
        }
        Ok(())
    }
}

fn family_has_second(f: Family) -> bool {
    matches!(
        f,
        Family::Smem
            | Family::Vop1Dpp
            | Family::Vop2Dpp
            | Family::Vop3
            | Family::Vop3p
            | Family::Ds
            | Family::Mubuf
            | Family::Flat
    )
}

/// `s0`, `v[4:7]`: register `n` of `file`, `width` registers, within a file
/// of `limit` registers; tuples aligned as gfx90a+ requires (VGPR/AGPR pairs
/// even; SGPR pairs even, wider SGPR tuples at multiples of 4).
fn reg(out: &mut String, file: u8, n: u32, width: u32, limit: u32) -> Result<(), Refusal> {
    if width == 0 || n + width > limit {
        return Err("a register tuple past the end of its file");
    }
    let align = match (file, width) {
        (_, 1) => 1,
        (b's', 2) => 2,
        (b's', _) => 4,
        _ => 2,
    };
    if !n.is_multiple_of(align) {
        return Err("a misaligned register tuple");
    }
    out.push(file as char);
    let _ = if width == 1 {
        write!(out, "{n}")
    } else {
        write!(out, "[{n}:{}]", n + width - 1)
    };
    Ok(())
}

/// gfx9 `s_waitcnt`: vmcnt = [3:0] | [15:14] << 4, expcnt [6:4], lgkmcnt
/// [11:8] (CDNA3 ISA, "S_WAITCNT"); LLVM prints the counters not at their
/// maximum, or all three when every one is.
fn waitcnt(imm: u16, out: &mut String) {
    let imm = u32::from(imm);
    let vm = (imm & 0xf) | ((imm >> 14) & 3) << 4;
    let exp = (imm >> 4) & 7;
    let lgkm = (imm >> 8) & 0xf;
    let all = vm == 63 && exp == 7 && lgkm == 15;
    out.push(' ');
    let mut first = true;
    for (name, v, max) in [("vmcnt", vm, 63), ("expcnt", exp, 7), ("lgkmcnt", lgkm, 15)] {
        if all || v != max {
            if !first {
                out.push(' ');
            }
            first = false;
            let _ = write!(out, "{name}({v})");
        }
    }
}
