//! The gfx9 encoding families: which bits select a family, its opcode (and
//! the variant bits that change an instruction's operand list), and where its
//! operand fields are. Facts of the ISA (AMD "AMD Instinct MI300" CDNA3 ISA
//! reference guide, chapter 13 "Microcode Formats"; the CDNA4 guide for
//! gfx950 keeps these layouts); `scripts/gen-native-tables.py` probes
//! llvm-mc-22 with the same layouts, so the two must change together.

/// An encoding family. The order is the generated table's sort order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Family {
    Sop2,
    Sopk,
    Sop1,
    Sopc,
    Sopp,
    Smem,
    Vop1,
    Vop2,
    /// VOP1 with src0 = 0xfa: the DPP word follows.
    Vop1Dpp,
    /// VOP2 with src0 = 0xfa.
    Vop2Dpp,
    Vopc,
    Vop3,
    Vop3p,
    Ds,
    Mubuf,
    Flat,
}

/// What a field's value means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A VALU source: SGPR 0..=101, constants 102..=254, literal 255, VGPR 256+.
    Src9,
    /// A SALU source: SGPR 0..=101, constants 102..=254, literal 255.
    Ssrc8,
    /// A SALU destination: SGPR 0..=101, special registers 102..=127.
    Sdst7,
    /// A register number: VGPR or AGPR (by the form), or an SGPR destination
    /// (`v_readfirstlane_b32`, VOP3 compares).
    Reg8,
    /// VOP3b's SGPR destination (carry out).
    Sgpr7,
    /// A buffer resource: SGPR quad number (value x 4).
    Srsrc5,
    /// A global/scratch SGPR base pair (0x7f = `off` is a variant, not a value).
    Saddr7,
    /// MUBUF's SGPR offset: SGPR 0..=101 or a constant.
    Soff8,
    /// SMEM's base: SGPR pair number (value x 2).
    Sbase6,
    /// An unsigned offset printed `0x..` (SMEM's immediate offset).
    Hex,
}

/// One operand field: letter (as in the templates), word, shift, width, kind.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub letter: u8,
    pub word: u8,
    pub shift: u8,
    pub bits: u8,
    pub kind: Kind,
}

const fn fd(letter: u8, word: u8, shift: u8, bits: u8, kind: Kind) -> Field {
    Field {
        letter,
        word,
        shift,
        bits,
        kind,
    }
}

impl Field {
    /// The field's value in `words`.
    pub fn get(&self, words: &[u32; 3]) -> u32 {
        (words[self.word as usize] >> self.shift) & ((1u32 << self.bits) - 1)
    }
}

use Kind::*;

const VOP3_SRC: [Field; 3] = [
    fd(b'A', 1, 0, 9, Src9),
    fd(b'B', 1, 9, 9, Src9),
    fd(b'C', 1, 18, 9, Src9),
];

/// The operand fields of `family`.
pub fn fields(family: Family) -> &'static [Field] {
    const SOP2: &[Field] = &[
        fd(b'D', 0, 16, 7, Sdst7),
        fd(b'A', 0, 0, 8, Ssrc8),
        fd(b'B', 0, 8, 8, Ssrc8),
    ];
    const SOPK: &[Field] = &[fd(b'D', 0, 16, 7, Sdst7)];
    const SOP1: &[Field] = &[fd(b'D', 0, 16, 7, Sdst7), fd(b'A', 0, 0, 8, Ssrc8)];
    const SOPC: &[Field] = &[fd(b'A', 0, 0, 8, Ssrc8), fd(b'B', 0, 8, 8, Ssrc8)];
    const SMEM: &[Field] = &[
        fd(b'D', 0, 6, 7, Sdst7),
        fd(b'S', 0, 0, 6, Sbase6),
        fd(b'K', 1, 0, 20, Hex),
    ];
    const VOP1: &[Field] = &[fd(b'D', 0, 17, 8, Reg8), fd(b'A', 0, 0, 9, Src9)];
    const VOP2: &[Field] = &[
        fd(b'D', 0, 17, 8, Reg8),
        fd(b'A', 0, 0, 9, Src9),
        fd(b'B', 0, 9, 8, Reg8),
    ];
    // DPP: src0 is a VGPR in the DPP word's [7:0].
    const VOP1_DPP: &[Field] = &[fd(b'D', 0, 17, 8, Reg8), fd(b'A', 1, 0, 8, Reg8)];
    const VOP2_DPP: &[Field] = &[
        fd(b'D', 0, 17, 8, Reg8),
        fd(b'A', 1, 0, 8, Reg8),
        fd(b'B', 0, 9, 8, Reg8),
    ];
    const VOPC: &[Field] = &[fd(b'A', 0, 0, 9, Src9), fd(b'B', 0, 9, 8, Reg8)];
    const VOP3: &[Field] = &[
        fd(b'D', 0, 0, 8, Reg8),
        fd(b'E', 0, 8, 7, Sgpr7),
        VOP3_SRC[0],
        VOP3_SRC[1],
        VOP3_SRC[2],
    ];
    const DS: &[Field] = &[
        fd(b'A', 1, 0, 8, Reg8),
        fd(b'B', 1, 8, 8, Reg8),
        fd(b'C', 1, 16, 8, Reg8),
        fd(b'D', 1, 24, 8, Reg8),
    ];
    const MUBUF: &[Field] = &[
        fd(b'A', 1, 0, 8, Reg8),
        fd(b'D', 1, 8, 8, Reg8),
        fd(b'S', 1, 16, 5, Srsrc5),
        fd(b'O', 1, 24, 8, Soff8),
    ];
    const FLAT: &[Field] = &[
        fd(b'A', 1, 0, 8, Reg8),
        fd(b'B', 1, 8, 8, Reg8),
        fd(b'D', 1, 24, 8, Reg8),
        fd(b'S', 1, 16, 7, Saddr7),
    ];
    match family {
        Family::Sop2 => SOP2,
        Family::Sopk => SOPK,
        Family::Sop1 => SOP1,
        Family::Sopc => SOPC,
        Family::Sopp => &[],
        Family::Smem => SMEM,
        Family::Vop1 => VOP1,
        Family::Vop2 => VOP2,
        Family::Vop1Dpp => VOP1_DPP,
        Family::Vop2Dpp => VOP2_DPP,
        Family::Vopc => VOPC,
        Family::Vop3 | Family::Vop3p => VOP3,
        Family::Ds => DS,
        Family::Mubuf => MUBUF,
        Family::Flat => FLAT,
    }
}

/// The family of an instruction's first word and whether it has a second
/// word (64-bit encodings); `None` for families the decoder does not know
/// (MIMG, MTBUF, export, interpolation).
pub fn family(w0: u32) -> Option<(Family, bool)> {
    let f = match w0 >> 23 {
        0x17d => return Some((Family::Sop1, false)),
        0x17e => return Some((Family::Sopc, false)),
        0x17f => return Some((Family::Sopp, false)),
        _ if w0 >> 28 == 0xb => return Some((Family::Sopk, false)),
        _ if w0 >> 30 == 0b10 => return Some((Family::Sop2, false)),
        _ if w0 >> 31 == 0 => {
            let dpp = w0 & 0x1ff == 0xfa;
            return Some(match w0 >> 25 {
                0x3f if dpp => (Family::Vop1Dpp, true),
                0x3f => (Family::Vop1, false),
                0x3e => (Family::Vopc, false),
                _ if dpp => (Family::Vop2Dpp, true),
                _ => (Family::Vop2, false),
            });
        }
        0x1a7 => Family::Vop3p,
        _ => match w0 >> 26 {
            0x30 => Family::Smem,
            0x34 => Family::Vop3,
            0x36 => Family::Ds,
            0x38 => Family::Mubuf,
            0x37 => Family::Flat,
            _ => return None,
        },
    };
    Some((f, true))
}

/// The table key of an instruction: its opcode plus the variant bits the
/// generator enumerated (AGPR selects, addressing forms). VOP3's second key
/// (`| 1 << 10`) is its VOP3b form, tried after the first.
pub fn key(family: Family, w0: u32, w1: u32) -> u32 {
    let bit = |w: u32, b: u32| (w >> b) & 1;
    match family {
        Family::Sop2 => (w0 >> 23) & 0x7f,
        Family::Sopk => (w0 >> 23) & 0x1f,
        Family::Sop1 => (w0 >> 8) & 0xff,
        Family::Sopc | Family::Sopp => (w0 >> 16) & 0x7f,
        // Only the immediate-offset form (imm [17] set) is in the table.
        Family::Smem => (w0 >> 18) & 0xff,
        Family::Vop1 | Family::Vop1Dpp => (w0 >> 9) & 0xff,
        Family::Vop2 | Family::Vop2Dpp => (w0 >> 25) & 0x3f,
        Family::Vopc => (w0 >> 17) & 0xff,
        Family::Vop3 => (w0 >> 16) & 0x3ff,
        Family::Vop3p => {
            let op = (w0 >> 16) & 0x7f;
            if op < 0x40 {
                op
            } else {
                // MAI: acc_cd [15] and the sources' AGPR bits [28:27] of word 1.
                op | bit(w0, 15) << 7 | ((w1 >> 27) & 3) << 8
            }
        }
        Family::Ds => (w0 >> 17) & 0xff | bit(w0, 25) << 8,
        Family::Mubuf => {
            (w0 >> 18) & 0x7f | (bit(w0, 12) | bit(w0, 13) << 1 | bit(w1, 23) << 2) << 7
        }
        Family::Flat => {
            let off = u32::from((w1 >> 16) & 0x7f == 0x7f);
            (w0 >> 18) & 0x7f | ((w0 >> 14) & 3 | off << 2 | bit(w1, 23) << 3) << 7
        }
    }
}
