//! Wait instructions: parse every form llvm-mc 22 accepts, encode and decode the
//! combined `s_waitcnt` immediate per profile.
//!
//! Forms (docs/counters.md section 2, checked against `llvm-mc-22 -show-encoding`):
//! * `s_waitcnt` (gfx9, gfx10, gfx11): symbolic `vmcnt(N) expcnt(N) lgkmcnt(N)` in
//!   any subset and order, separated by spaces, `&` or `,`; `_sat` forms clamp to
//!   the field's maximum; a repeated counter keeps its last value; an omitted
//!   field is all ones. Or a raw integer, truncated to 16 bits as llvm-mc does.
//! * `s_waitcnt_vmcnt / _lgkmcnt / _expcnt / _vscnt null, imm` (gfx10/gfx11 only):
//!   one counter, imm in -32768..=65535. gfx10 and gfx11 give them different
//!   SOPK opcodes and a different `null` (docs/counters.md section 11).
//! * gfx12 `s_wait_loadcnt`, `_storecnt`, `_samplecnt`, `_bvhcnt`, `_expcnt`,
//!   `_dscnt`, `_kmcnt`, `_xcnt`, `_asynccnt`, `_tensorcnt` (SOPP words 0xBFC0
//!   to 0xBFCB in the high half, docs/counters.md section 9), each accepted on a
//!   profile exactly when it has that counter (llvm-mc-22: gfx1200/gfx1201 reject
//!   xcnt, asynccnt, tensorcnt; gfx1250 rejects samplecnt, bvhcnt, expcnt), and
//!   the combined `s_wait_loadcnt_dscnt` / `s_wait_storecnt_dscnt` (dscnt in
//!   [5:0], the other in [13:8]). The 16-bit immediate is not range-checked.
//! * gfx10, gfx11 and gfx12 `s_wait_idle` (no operand, word 0xBFA20000 on
//!   gfx10, 0xBF8A0000 after): waits until every counter is zero.
//!
//! Decoding reads the bits as hardware does: each field is masked out of the
//! immediate; bits outside every field are ignored (the CLI warns about them).

use crate::instr::{Wait, WaitForm};
use crate::profile::{Arch, Counter, Profile, WaitGen, NUM_COUNTERS};

/// Counters of the combined `s_waitcnt` operand, in LLVM's print order, with
/// the names `s_waitcnt` gives them on every generation.
const COMBINED: [Counter; 3] = [Counter::Vm, Counter::Exp, Counter::Lgkm];
const COMBINED_NAMES: [&str; 3] = ["vmcnt", "expcnt", "lgkmcnt"];

/// The profile whose field layout a combined `s_waitcnt` uses on `profile`:
/// its own before gfx12. llvm-mc-22 still assembles `s_waitcnt` for gfx1200
/// and gfx1201, with the gfx11 layout and word (0xBF89); gfx1250 rejects it.
fn combined_profile(profile: &Profile) -> Option<Profile> {
    match profile.arch {
        Arch::Gfx1200 | Arch::Gfx1201 => Some(Arch::Gfx1151.profile()),
        Arch::Gfx1250 => None,
        _ => Some(profile.clone()),
    }
}

/// Whether `mnemonic` is a wait on memory counters (and so goes through [`parse`]).
/// `s_waitcnt_depctr`, `s_wait_alu` and `s_wait_event` are not.
pub fn is_wait_mnemonic(mnemonic: &str) -> bool {
    lookup(mnemonic).is_some()
}

/// The shape of a wait mnemonic (which generations have it: [`exists`]).
#[derive(Clone, Copy)]
enum Shape {
    Combined,
    Single(Counter),
    Split(Counter),
    SplitPair(Counter),
    Idle,
}

fn lookup(mnemonic: &str) -> Option<Shape> {
    use Counter::*;
    Some(match mnemonic {
        "s_waitcnt" => Shape::Combined,
        "s_waitcnt_vmcnt" => Shape::Single(Vm),
        "s_waitcnt_lgkmcnt" => Shape::Single(Lgkm),
        "s_waitcnt_expcnt" => Shape::Single(Exp),
        "s_waitcnt_vscnt" => Shape::Single(Vs),
        "s_wait_loadcnt" => Shape::Split(Vm),
        "s_wait_storecnt" => Shape::Split(Vs),
        "s_wait_dscnt" => Shape::Split(Lgkm),
        "s_wait_kmcnt" => Shape::Split(Km),
        "s_wait_xcnt" => Shape::Split(X),
        "s_wait_samplecnt" => Shape::Split(Sample),
        "s_wait_bvhcnt" => Shape::Split(Bvh),
        "s_wait_expcnt" => Shape::Split(Exp),
        "s_wait_asynccnt" => Shape::Split(Async),
        "s_wait_tensorcnt" => Shape::Split(Tensor),
        "s_wait_loadcnt_dscnt" => Shape::SplitPair(Vm),
        "s_wait_storecnt_dscnt" => Shape::SplitPair(Vs),
        // gfx10 and gfx11 have it too (llvm-mc-22 accepts it for gfx1030 and
        // gfx1151, not gfx9).
        "s_wait_idle" => Shape::Idle,
        _ => return None,
    })
}

/// Whether a wait of `shape` exists on `profile` (llvm-mc-22 accepts it).
fn exists(shape: Shape, profile: &Profile) -> bool {
    match shape {
        // The combined form exists on every generation before gfx12.
        Shape::Combined => combined_profile(profile).is_some(),
        Shape::Single(_) => matches!(profile.wait_gen, WaitGen::Gfx10 | WaitGen::Gfx11),
        Shape::Idle => profile.wait_gen >= WaitGen::Gfx10,
        // A gfx12 single-counter wait exists where its counter does.
        Shape::Split(c) => profile.wait_gen == WaitGen::Gfx12 && profile.has_counter(c),
        Shape::SplitPair(_) => profile.wait_gen == WaitGen::Gfx12,
    }
}

/// Why a wait does not read, encode or decode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WaitError {
    /// The instruction's text does not read as a wait on the profile: the
    /// mnemonic, the operands or a counter value, in llvm-mc's words.
    #[error("{}", crate::error::bounded(.0))]
    Syntax(String),
    /// A 32-bit word that no wait instruction of the architecture encodes to.
    #[error("{word:#010x} is not a wait instruction on {arch}")]
    NotAWait {
        word: u32,
        arch: crate::profile::Arch,
    },
    /// A combined `s_waitcnt` immediate on an architecture without one.
    #[error("{arch} has no combined s_waitcnt; its waits are s_wait_*")]
    NoCombined { arch: crate::profile::Arch },
}

/// Parses a wait instruction's operands on `profile`. Errors read like llvm-mc's.
pub fn parse(mnemonic: &str, operands: &str, profile: &Profile) -> Result<Wait, WaitError> {
    parse_operands(mnemonic, operands, profile).map_err(WaitError::Syntax)
}

fn parse_operands(mnemonic: &str, operands: &str, profile: &Profile) -> Result<Wait, String> {
    let shape =
        lookup(mnemonic).ok_or_else(|| format!("`{mnemonic}` is not a wait instruction"))?;
    if !exists(shape, profile) {
        return Err(format!("`{mnemonic}` is not supported on {}", profile.arch));
    }
    let operands = operands.trim();
    match shape {
        Shape::Combined => parse_combined(operands, profile),
        Shape::Single(c) => {
            let rest = operands
                .strip_prefix("null")
                .and_then(|r| r.trim_start().strip_prefix(','))
                .ok_or_else(|| format!("`{mnemonic}` expects `null, imm` (src0 must be null)"))?;
            let imm = parse_simm16(rest)?;
            split_wait(WaitForm::Single(c), imm, &[(c, 0)], profile)
        }
        Shape::Split(c) => {
            let imm = parse_simm16(operands)?;
            split_wait(WaitForm::Split(c), imm, &[(c, 0)], profile)
        }
        Shape::SplitPair(c) => {
            let imm = parse_simm16(operands)?;
            let fields = [(Counter::Lgkm, 0), (c, 8)];
            split_wait(WaitForm::SplitPair(c, Counter::Lgkm), imm, &fields, profile)
        }
        Shape::Idle => {
            if !operands.is_empty() {
                return Err("invalid operand for instruction: `s_wait_idle` takes none".into());
            }
            let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
            for c in Counter::ALL.into_iter().filter(|&c| profile.has_counter(c)) {
                fields[c.index()] = 0;
            }
            Ok(Wait {
                form: WaitForm::Idle,
                imm: 0,
                fields,
            })
        }
    }
}

/// A one- or two-counter wait: each field is the counter's width of bits at `shift`.
fn split_wait(
    form: WaitForm,
    imm: u16,
    fields: &[(Counter, u8)],
    profile: &Profile,
) -> Result<Wait, String> {
    let mut wait = Wait {
        form,
        imm,
        fields: [Wait::NOT_ENCODED; NUM_COUNTERS],
    };
    for &(c, shift) in fields {
        let cap = profile.capacity(c);
        wait.fields[c.index()] = (imm >> shift) & cap;
    }
    Ok(wait)
}

/// The combined `s_waitcnt` operand: a raw integer or symbolic counters.
fn parse_combined(operands: &str, profile: &Profile) -> Result<Wait, String> {
    if operands.is_empty() {
        return Err("too few operands for instruction".into());
    }
    let imm = if starts_numeric(operands) {
        // llvm-mc truncates a raw operand to its 16 bits.
        parse_int_expr(operands)? as u16
    } else {
        let layout =
            combined_profile(profile).ok_or("s_waitcnt does not exist on this generation")?;
        encode_symbolic(operands, &layout)?
    };
    Ok(combined_wait(imm, profile))
}

/// The wait a combined `s_waitcnt` immediate encodes on `profile`. On gfx12
/// (where only llvm-mc still accepts it; LLVM emits `s_wait_*`) no public
/// source says which split counters it waits on, so it is read as waiting on
/// none: sound, it can only make a model report more.
pub fn combined_wait(imm: u16, profile: &Profile) -> Wait {
    let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
    for c in COMBINED
        .into_iter()
        .filter(|_| profile.wait_gen != WaitGen::Gfx12)
    {
        if let Some(l) = profile.layout[c.index()] {
            fields[c.index()] = l.extract(imm);
        }
    }
    Wait {
        form: WaitForm::Combined,
        imm,
        fields,
    }
}

fn starts_numeric(s: &str) -> bool {
    matches!(
        s.as_bytes().first(),
        Some(b'0'..=b'9' | b'-' | b'+' | b'(' | b'~' | b'\'')
    )
}

/// `vmcnt(N) & lgkmcnt(M), expcnt(K)` -> immediate, starting from "no wait".
fn encode_symbolic(text: &str, profile: &Profile) -> Result<u16, String> {
    let mut imm = profile
        .no_wait_imm()
        .ok_or("s_waitcnt does not exist on this generation")?;
    let mut rest = text;
    let mut first = true;
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            if first {
                return Err("too few operands for instruction".into());
            }
            return Ok(imm);
        }
        if !first {
            if let Some(r) = rest.strip_prefix('&').or_else(|| rest.strip_prefix(',')) {
                rest = r.trim_start();
                if rest.is_empty() {
                    return Err("expected a counter name".into());
                }
            }
        }
        first = false;
        let name_len = rest
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        if name_len == 0 {
            return Err(format!("expected a counter name at `{rest}`"));
        }
        let name = &rest[..name_len];
        let (base, sat) = match name.strip_suffix("_sat") {
            Some(b) => (b, true),
            None => (name, false),
        };
        let counter = match base {
            "vmcnt" => Counter::Vm,
            "expcnt" => Counter::Exp,
            "lgkmcnt" => Counter::Lgkm,
            _ => return Err(format!("invalid counter name {name}")),
        };
        let layout = profile.layout[counter.index()]
            .ok_or_else(|| format!("invalid counter name {name}"))?;
        rest = rest[name_len..].trim_start();
        let inner_end = rest
            .strip_prefix('(')
            .and_then(|r| r.find(')'))
            .ok_or_else(|| format!("expected `(value)` after {name}"))?;
        let value = parse_int_expr(&rest[1..inner_end + 1])?;
        rest = &rest[inner_end + 2..];
        let max = layout.max() as i64;
        let value = if sat {
            // llvm-mc clamps `_sat` values, treating negatives as huge.
            if !(0..=max).contains(&value) {
                max
            } else {
                value
            }
        } else if (0..=max).contains(&value) {
            value
        } else {
            return Err(format!("too large value for {name}"));
        };
        imm = layout.insert(imm, value as u16);
    }
}

/// A 16-bit immediate operand as llvm-mc accepts it: -32768..=65535.
fn parse_simm16(text: &str) -> Result<u16, String> {
    let v = parse_int_expr(text)?;
    if !(-32768..=65535).contains(&v) {
        return Err(format!(
            "invalid operand for instruction: {v} is not a 16-bit immediate"
        ));
    }
    Ok(v as u16)
}

/// An absolute expression of literals (no symbols) as llvm-mc evaluates it:
/// octal, hex, binary, character literals, operators; a literal wider than 64
/// bits is an error ([`crate::isa::asm::literal`]).
fn parse_int_expr(text: &str) -> Result<i64, String> {
    crate::isa::asm::expr::eval(text.trim(), &|_| crate::isa::asm::expr::Lookup::NotAbsolute)
        .map_err(|e| e.to_string())
}

/// Encodes a wait given as a whole instruction (`s_waitcnt vmcnt(62)`,
/// `s_waitcnt_vmcnt null, 3`) or as bare `s_waitcnt` operands (`vmcnt(62)`).
pub fn encode(text: &str, profile: &Profile) -> Result<Wait, WaitError> {
    let text = text.trim();
    let split = text.find(char::is_whitespace).unwrap_or(text.len());
    let (head, tail) = text.split_at(split);
    if is_wait_mnemonic(head) {
        parse(head, tail, profile)
    } else {
        parse("s_waitcnt", text, profile)
    }
}

/// The 32-bit instruction word llvm-mc-22 assembles for `wait` (its
/// `-show-encoding` bytes, little-endian): SOPP `s_waitcnt` (0xBF8C on gfx9
/// and gfx10, 0xBF89 from gfx11), SOPK `s_waitcnt_*cnt null, imm` (gfx10:
/// opcodes 0x17-0x1A with `null` = SGPR 0x7D; gfx11: 0x18-0x1B with 0x7C),
/// gfx12 SOPP `s_wait_*` (0xBFC0 + the counter's code) and `s_wait_idle`
/// (0xBFA2 on gfx10, 0xBF8A after).
pub fn encoding(wait: &Wait, profile: &Profile) -> u32 {
    use Counter::*;
    let gfx10 = profile.wait_gen <= WaitGen::Gfx10;
    let opcode: u32 = match wait.form {
        WaitForm::Combined if gfx10 => 0xBF8C,
        WaitForm::Combined => 0xBF89,
        WaitForm::Single(c) if gfx10 => match c {
            Vs => 0xBBFD,
            Vm => 0xBC7D,
            Exp => 0xBCFD,
            _ => 0xBD7D,
        },
        WaitForm::Single(c) => match c {
            Vm => 0xBCFC,
            Vs => 0xBC7C,
            Exp => 0xBD7C,
            _ => 0xBDFC,
        },
        WaitForm::Split(c) => {
            0xBFC0
                + match c {
                    Vm => 0,
                    Vs => 1,
                    Sample => 2,
                    Bvh => 3,
                    Exp => 4,
                    X => 5,
                    Lgkm => 6,
                    Km => 7,
                    Async => 0xA,
                    Tensor => 0xB,
                }
        }
        WaitForm::SplitPair(Vs, _) => 0xBFC9,
        WaitForm::SplitPair(..) => 0xBFC8,
        WaitForm::Idle if gfx10 => 0xBFA2,
        WaitForm::Idle => 0xBF8A,
    };
    (opcode << 16) | wait.imm as u32
}

/// Every wait mnemonic with an immediate operand, as [`lookup`] knows them.
const MNEMONICS: [&str; 18] = [
    "s_waitcnt",
    "s_waitcnt_vmcnt",
    "s_waitcnt_lgkmcnt",
    "s_waitcnt_expcnt",
    "s_waitcnt_vscnt",
    "s_wait_loadcnt",
    "s_wait_storecnt",
    "s_wait_dscnt",
    "s_wait_kmcnt",
    "s_wait_xcnt",
    "s_wait_samplecnt",
    "s_wait_bvhcnt",
    "s_wait_expcnt",
    "s_wait_asynccnt",
    "s_wait_tensorcnt",
    "s_wait_loadcnt_dscnt",
    "s_wait_storecnt_dscnt",
    "s_wait_idle",
];

/// Decodes a whole wait instruction word (what `llvm-objdump` shows as the
/// encoding) into the wait it is on `profile`: the one wait form whose
/// [`encoding`] is `word`. Found by assembling each candidate rather than by a
/// second table of opcodes, so decoding can never disagree with encoding.
pub fn decode_word(word: u32, profile: &Profile) -> Result<Wait, WaitError> {
    let imm = word & 0xFFFF;
    for m in MNEMONICS {
        let Some(shape) = lookup(m) else {
            continue;
        };
        let operands = match shape {
            Shape::Idle if imm != 0 => continue,
            Shape::Idle => String::new(),
            Shape::Single(_) => format!("null, {imm:#x}"),
            _ => format!("{imm:#x}"),
        };
        if let Ok(w) = parse(m, &operands, profile) {
            if encoding(&w, profile) == word {
                return Ok(w);
            }
        }
    }
    Err(WaitError::NotAWait {
        word,
        arch: profile.arch,
    })
}

/// A decoded combined immediate: every field printed, plus warnings for bits
/// outside every field (hardware ignores them).
pub struct Decoded {
    pub text: String,
    pub warnings: Vec<String>,
}

/// Decodes a combined `s_waitcnt` immediate as hardware reads it.
pub fn decode(imm: u16, profile: &Profile) -> Result<Decoded, WaitError> {
    let Some(layout) = combined_profile(profile) else {
        return Err(WaitError::NoCombined { arch: profile.arch });
    };
    let mut used = 0u16;
    let mut parts = Vec::new();
    for (c, name) in COMBINED.into_iter().zip(COMBINED_NAMES) {
        if let Some(l) = layout.layout[c.index()] {
            used |= l.mask();
            parts.push(format!("{name}({})", l.extract(imm)));
        }
    }
    let mut warnings = Vec::new();
    let stray = imm & !used;
    if stray != 0 {
        warnings.push(format!(
            "bits {stray:#06x} of {imm:#06x} lie outside every {} field and are ignored",
            profile.arch
        ));
    }
    Ok(Decoded {
        text: parts.join(" "),
        warnings,
    })
}

/// Prints a wait as llvm-mc 22 prints it (the instruction text), so generated
/// listings read like real compiler output.
pub fn to_asm(wait: &Wait, profile: &Profile) -> String {
    match wait.form {
        // gfx1200's leftover `s_waitcnt` encodes no modelled field: print it raw.
        WaitForm::Combined if profile.wait_gen == WaitGen::Gfx12 => {
            format!("s_waitcnt {:#x}", wait.imm)
        }
        WaitForm::Combined => {
            let mut parts = Vec::new();
            for c in COMBINED {
                if let Some(v) = wait.field(c) {
                    if v != profile.capacity(c) {
                        parts.push(format!("{}({v})", profile.counter_name(c)));
                    }
                }
            }
            if parts.is_empty() {
                // LLVM prints the all-ones wait in full.
                for c in COMBINED {
                    if profile.has_counter(c) {
                        parts.push(format!(
                            "{}({})",
                            profile.counter_name(c),
                            profile.capacity(c)
                        ));
                    }
                }
            }
            format!("s_waitcnt {}", parts.join(" "))
        }
        WaitForm::Single(c) => format!(
            "s_waitcnt_{} null, {:#x}",
            profile.counter_name(c),
            wait.imm
        ),
        WaitForm::Split(c) => format!("s_wait_{} {:#x}", profile.counter_name(c), wait.imm),
        WaitForm::SplitPair(c, _) => {
            format!("s_wait_{}_dscnt {:#x}", profile.counter_name(c), wait.imm)
        }
        WaitForm::Idle => "s_wait_idle".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::Arch;

    fn imm(text: &str, arch: Arch) -> u16 {
        encode(text, &arch.profile()).unwrap().imm
    }

    #[test]
    fn verified_immediates() {
        // docs/counters.md section 2, from llvm-mc 22.
        assert_eq!(imm("vmcnt(0)", Arch::Gfx950), 0x0F70);
        assert_eq!(imm("vmcnt(62)", Arch::Gfx950), 0xCF7E);
        assert_eq!(imm("lgkmcnt(0)", Arch::Gfx950), 0xC07F);
        assert_eq!(imm("lgkmcnt(14)", Arch::Gfx950), 0xCE7F);
        assert_eq!(imm("vmcnt(1) expcnt(2) lgkmcnt(3)", Arch::Gfx950), 0x0321);
        assert_eq!(
            imm("s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)", Arch::Gfx950),
            0xCF7F
        );
        // gfx10 (llvm-mc-22, docs/counters.md section 11).
        assert_eq!(imm("vmcnt(0)", Arch::Gfx1030), 0x3F70);
        assert_eq!(imm("lgkmcnt(0)", Arch::Gfx1036), 0xC07F);
        assert_eq!(imm("expcnt(0)", Arch::Gfx1030), 0xFF0F);
        assert_eq!(imm("lgkmcnt(62)", Arch::Gfx1030), 0xFE7F);
        let p = Arch::Gfx1030.profile();
        let w = encode("s_waitcnt_vscnt null, 0x0", &p).unwrap();
        assert_eq!(encoding(&w, &p), 0xBBFD_0000);
        let w = encode("s_wait_idle", &p).unwrap();
        assert_eq!(encoding(&w, &p), 0xBFA2_0000);
        assert_eq!(imm("vmcnt(0)", Arch::Gfx1151), 0x03F7);
        assert_eq!(imm("vmcnt(62)", Arch::Gfx1151), 0xFBF7);
        assert_eq!(imm("lgkmcnt(0)", Arch::Gfx1151), 0xFC07);
        assert_eq!(imm("vmcnt(1) expcnt(2) lgkmcnt(3)", Arch::Gfx1151), 0x0432);
    }

    #[test]
    fn separators_sat_and_raw() {
        let p = Arch::Gfx950.profile();
        assert_eq!(encode("vmcnt(0) & lgkmcnt(0)", &p).unwrap().imm, 0x0070);
        assert_eq!(encode("vmcnt(0),lgkmcnt(0)", &p).unwrap().imm, 0x0070);
        assert_eq!(encode("vmcnt (0)", &p).unwrap().imm, 0x0F70);
        assert_eq!(encode("vmcnt(1) vmcnt(2)", &p).unwrap().imm, 0x0F72);
        assert_eq!(encode("lgkmcnt_sat(20)", &p).unwrap().imm, 0xCF7F);
        assert_eq!(encode("vmcnt_sat(-1)", &p).unwrap().imm, 0xCF7F);
        assert_eq!(encode("0x1ffff", &p).unwrap().imm, 0xFFFF);
        assert_eq!(encode("-32769", &p).unwrap().imm, 0x7FFF);
        assert_eq!(encode("vmcnt(1+2)", &p).unwrap().imm, 0x0F73);
    }

    #[test]
    fn rejects_what_llvm_mc_rejects() {
        let p = Arch::Gfx950.profile();
        for bad in [
            "vmcnt(64)",
            "lgkmcnt(16)",
            "vmcnt(-1)",
            "vscnt(0)",
            "",
            "vmcnt(0) lgkmcnt(0),",
            "VMCNT(0)",
        ] {
            assert!(encode(bad, &p).is_err(), "{bad:?} must be rejected");
        }
        assert!(parse("s_waitcnt_vmcnt", "null, 0", &p).is_err());
        let g11 = Arch::Gfx1151.profile();
        assert!(parse("s_waitcnt_vmcnt", "s0, 0", &g11).is_err());
        assert!(parse("s_waitcnt_vmcnt", "null, 0x10000", &g11).is_err());
        assert!(parse("s_wait_loadcnt", "0", &g11).is_err());
        assert!(parse("s_waitcnt", "0", &Arch::Gfx1250.profile()).is_err());
    }

    #[test]
    fn single_and_split_forms_touch_their_counters_only() {
        let g11 = Arch::Gfx1151.profile();
        let w = parse("s_waitcnt_vmcnt", "null, 0", &g11).unwrap();
        assert_eq!(w.field(Counter::Vm), Some(0));
        assert_eq!(w.field(Counter::Lgkm), None);
        let w = parse("s_waitcnt_lgkmcnt", "null, -1", &g11).unwrap();
        assert_eq!((w.imm, w.field(Counter::Lgkm)), (0xFFFF, Some(63)));
        let g12 = Arch::Gfx1250.profile();
        let w = parse("s_wait_loadcnt_dscnt", "0x0102", &g12).unwrap();
        assert_eq!(
            (w.field(Counter::Vm), w.field(Counter::Lgkm)),
            (Some(1), Some(2))
        );
        assert_eq!(
            parse("s_wait_kmcnt", "0x1f", &g12)
                .unwrap()
                .field(Counter::Km),
            Some(31)
        );
        assert!(!is_wait_mnemonic("s_waitcnt_depctr"));
        assert!(!is_wait_mnemonic("s_wait_alu"));
    }

    #[test]
    fn decode_masks_and_warns() {
        let p = Arch::Gfx950.profile();
        let d = decode(0xCF7E, &p).unwrap();
        assert_eq!(d.text, "vmcnt(62) expcnt(7) lgkmcnt(15)");
        assert!(d.warnings.is_empty());
        let d = decode(0xFFFF, &p).unwrap();
        assert_eq!(d.text, "vmcnt(63) expcnt(7) lgkmcnt(15)");
        assert_eq!(d.warnings.len(), 1);
        assert!(decode(0, &Arch::Gfx1250.profile()).is_err());
    }

    #[test]
    fn to_asm_round_trips() {
        for arch in [Arch::Gfx942, Arch::Gfx950, Arch::Gfx1151] {
            let p = arch.profile();
            for text in [
                "vmcnt(0)",
                "lgkmcnt(3) vmcnt(5)",
                "expcnt(1)",
                "vmcnt(63) expcnt(7)",
            ] {
                let w = encode(text, &p).unwrap();
                let back = encode(&to_asm(&w, &p), &p).unwrap();
                assert_eq!(back, w, "{arch} {text}");
            }
        }
    }

    /// A hostile operand is quoted as a bounded excerpt (docs/paths.md
    /// section 9), never whole.
    #[test]
    fn syntax_errors_quote_bounded_excerpts() {
        let token = "x".repeat(10_000);
        let profile = Arch::Gfx942.profile();
        let e = parse("s_waitcnt", &token, &profile).unwrap_err();
        let shown = e.to_string();
        assert!(shown.len() < 4 * crate::error::EXCERPT_MAX, "{shown}");
    }
}
