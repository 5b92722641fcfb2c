//! Operands as llvm-mc and llvm-objdump print them: splitting an operand list at
//! top-level commas, separating trailing modifiers (`offen`, `sc0`, `op_sel:[..]`)
//! and reading register operands (`v7`, `s[0:3]`, `a[0:15]`, `vcc`, `exec`, `m0`,
//! `ttmp[4:7]`...) into [`RegRange`]s.

use crate::error::excerpt;
use crate::isa::asm::literal::int_literal;
use crate::reg::{special, RegFile, RegRange, VCC_LO};

/// One operand: where it starts in the operand string (for error columns) and
/// its text with any trailing space-separated modifiers removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Operand<'a> {
    pub offset: usize,
    pub text: &'a str,
}

/// The operand list of one instruction, split once. At most [`Operands::MAX`]
/// operands are kept (MFMA-scale has 6; nothing prints more than 8).
#[derive(Debug)]
pub struct Operands<'a> {
    ops: [Operand<'a>; Operands::MAX],
    len: usize,
    /// Space-separated words after the last operand (`offen`, `lds`, `sc0`,
    /// `offset:256`, `row_mask:0xf`...).
    pub modifiers: &'a str,
}

impl<'a> Operands<'a> {
    pub const MAX: usize = 8;

    /// Splits `s` (no mnemonic, no comment) at top-level commas. The last
    /// operand's trailing words become [`Operands::modifiers`]. Returns the column
    /// offset and message of the first error.
    pub fn split(s: &'a str) -> Result<Operands<'a>, (usize, String)> {
        let empty = Operand {
            offset: 0,
            text: "",
        };
        let mut out = Operands {
            ops: [empty; Operands::MAX],
            len: 0,
            modifiers: "",
        };
        let mut depth = 0i32;
        let mut start = 0usize;
        for (i, &b) in s.as_bytes().iter().enumerate() {
            if !SPLIT_BYTE[usize::from(b)] {
                continue;
            }
            match b {
                b'[' | b'(' => depth += 1,
                b']' | b')' => {
                    depth -= 1;
                    if depth < 0 {
                        return Err((i, format!("unbalanced `{}`", b as char)));
                    }
                }
                _ if depth == 0 => {
                    out.push(&s[start..i], start, false)?;
                    start = i + 1;
                }
                _ => {}
            }
        }
        if depth != 0 {
            return Err((s.len(), "unbalanced brackets".to_string()));
        }
        out.push(&s[start..], start, true)?;
        // Trailing modifiers: the last operand's words after its first one,
        // split at top-level spaces (`op_sel:[0, 1]` keeps its inner spaces).
        if out.len > 0 {
            let last = out.ops[out.len - 1];
            if let Some(sp) = top_level_space(last.text) {
                out.ops[out.len - 1].text = &last.text[..sp];
                out.modifiers = trim_start(&last.text[sp..]);
            }
        }
        Ok(out)
    }

    /// Adds the operand `piece` (untrimmed, at column `start`); `last` says
    /// whether it ends the list, where an empty piece of an empty list means
    /// no operands rather than an empty one.
    #[inline(always)]
    fn push(&mut self, piece: &'a str, start: usize, last: bool) -> Result<(), (usize, String)> {
        let after_lead = trim_start(piece);
        let lead = piece.len() - after_lead.len();
        let text = trim_end(after_lead);
        if text.is_empty() {
            if last && self.len == 0 {
                return Ok(());
            }
            return Err((start + lead, "empty operand".to_string()));
        }
        if self.len == Operands::MAX {
            return Err((start + lead, "too many operands".to_string()));
        }
        self.ops[self.len] = Operand {
            offset: start + lead,
            text,
        };
        self.len += 1;
        Ok(())
    }

    #[inline]
    pub fn as_slice(&self) -> &[Operand<'a>] {
        &self.ops[..self.len]
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the modifier word `word` (exactly, or as `word:...`) is present.
    pub fn has_modifier(&self, word: &str) -> bool {
        words(self.modifiers)
            .any(|w| w == word || (w.starts_with(word) && w[word.len()..].starts_with(':')))
    }

    /// The value of a `key:value` modifier.
    pub fn modifier_value(&self, key: &str) -> Option<&'a str> {
        words(self.modifiers).find_map(|w| w.strip_prefix(key).and_then(|r| r.strip_prefix(':')))
    }
}

/// The bytes [`Operands::split`] acts on: brackets, parentheses and commas.
static SPLIT_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    while k < 5 {
        t[b"[](),"[k] as usize] = true;
        k += 1;
    }
    t
};

/// Words of a modifier string split at top-level whitespace.
fn words(s: &str) -> impl Iterator<Item = &str> {
    let mut rest = s;
    std::iter::from_fn(move || {
        rest = trim_start(rest);
        if rest.is_empty() {
            return None;
        }
        let end = top_level_space(rest).unwrap_or(rest.len());
        let (w, r) = rest.split_at(end);
        rest = r;
        Some(w)
    })
}

/// `s.trim_start()`, with the usual case read byte by byte: spaces and tabs,
/// then a printable ASCII byte (what llvm-objdump prints). Anything else
/// (other whitespace, non-ASCII) goes to `str::trim_start`, so the result is
/// always the same.
#[inline(always)]
pub(crate) fn trim_start(s: &str) -> &str {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
        i += 1;
    }
    let t = &s[i..];
    match t.as_bytes().first() {
        Some(c) if !c.is_ascii_graphic() => t.trim_start(),
        _ => t,
    }
}

/// Eight spaces, as one word: [`trim_end`] skips llvm-objdump's padding
/// before its comment column eight bytes at a time.
const SPACES: u64 = u64::from_ne_bytes([b' '; 8]);

/// `s.trim_end()`, read byte by byte in the usual case as [`trim_start`] is;
/// runs of spaces (llvm-objdump pads an instruction with up to 60 of them)
/// a word at a time.
#[inline(always)]
pub(crate) fn trim_end(s: &str) -> &str {
    if s.as_bytes().last().is_none_or(u8::is_ascii_graphic) {
        return s;
    }
    trim_end_blanks(s)
}

/// [`trim_end`] past its last byte.
#[inline(never)]
fn trim_end_blanks(s: &str) -> &str {
    let b = s.as_bytes();
    let mut end = b.len();
    while let Some(&word) = b[..end].last_chunk::<8>() {
        if u64::from_ne_bytes(word) != SPACES {
            break;
        }
        end -= 8;
    }
    while end > 0 && matches!(b[end - 1], b' ' | b'\t') {
        end -= 1;
    }
    let t = &s[..end];
    match t.as_bytes().last() {
        None => t,
        Some(b) if b.is_ascii_graphic() => t,
        Some(_) => t.trim_end(),
    }
}

/// `s.trim()`, read byte by byte in the usual case as [`trim_start`] is.
#[inline]
pub(crate) fn trim(s: &str) -> &str {
    trim_end(trim_start(s))
}

/// The byte index of the first whitespace outside brackets and parentheses.
fn top_level_space(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, b) in s.bytes().enumerate() {
        match b {
            b'[' | b'(' => depth += 1,
            b']' | b')' => depth -= 1,
            b' ' | b'\t' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// What an operand names, as far as register effects go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// A register range.
    Reg(RegRange),
    /// A constant, label, `off`, `null`, hwreg(...) or another non-register.
    Other,
}

/// Reads one operand (already split; modifiers removed). Source modifiers
/// (`-v1`, `|v1|`, `neg(v1)`, `abs(v1)`, `sext(v1)`) are looked through.
/// Errors (message, column offset within the operand) for malformed or
/// out-of-range register syntax.
pub fn parse_value(text: &str) -> Result<Value, (usize, String)> {
    if let Some(r) = plain_register(text.as_bytes()) {
        return Ok(Value::Reg(r));
    }
    let off = source_modifiers_len(text.as_bytes());
    let t = &text[off..];
    let closing = t
        .bytes()
        .rev()
        .take_while(|&b| b == b')' || b == b'|')
        .count();
    let t = &t[..t.len() - closing];
    // gfx11+ true16 halves (`v1.l`, `v2.h`) count as the whole register.
    let t = match t.as_bytes() {
        [.., b'.', b'l' | b'h'] => &t[..t.len() - 2],
        _ => t,
    };
    let b = t.as_bytes();
    if b.is_empty() {
        return Ok(Value::Other);
    }
    if b[0].is_ascii_digit() {
        return integer_constant(t)
            .map(|()| Value::Other)
            .map_err(|m| (off, m));
    }
    // Fast path on the first letter: most operands are v/s/a registers.
    let file = match b[0] {
        b'v' if t.len() > 1 && (b[1].is_ascii_digit() || b[1] == b'[') => Some((RegFile::Vgpr, 1)),
        b's' if t.len() > 1 && (b[1].is_ascii_digit() || b[1] == b'[') => Some((RegFile::Sgpr, 1)),
        b'a' if t.len() > 1 && (b[1].is_ascii_digit() || b[1] == b'[') => Some((RegFile::Agpr, 1)),
        b't' if t.starts_with("ttmp") && t.len() > 4 => Some((RegFile::Ttmp, 4)),
        _ => None,
    };
    if let Some((file, skip)) = file {
        return numbered(file, &t[skip..])
            .map(Value::Reg)
            .map_err(|m| (off, m));
    }
    // llvm-mc rejects upper-case registers (`V0`); so does wavebed rather than
    // reading them as symbols with no register effect.
    if matches!(b[0], b'V' | b'S' | b'A') && b.len() > 1 && (b[1].is_ascii_digit() || b[1] == b'[')
    {
        return Err((off, format!("register `{t}` must be lower case")));
    }
    Ok(named(t).map_or(Value::Other, Value::Reg))
}

/// Most operands in one pass: a VGPR, SGPR or AGPR with no source modifier,
/// `v7` or `s[0:3]`, its indices plain decimal. `None` for anything else
/// (left to [`parse_value`]'s general reading, which gives the errors too);
/// where both read an operand they agree.
#[inline]
fn plain_register(b: &[u8]) -> Option<RegRange> {
    let file = match b.first()? {
        b'v' => RegFile::Vgpr,
        b's' => RegFile::Sgpr,
        b'a' => RegFile::Agpr,
        _ => return None,
    };
    let (first, last) = match &b[1..] {
        [b'[', inner @ .., b']'] => {
            let colon = inner.iter().position(|&c| c == b':')?;
            (
                plain_index(&inner[..colon])?,
                plain_index(&inner[colon + 1..])?,
            )
        }
        digits @ [_, ..] if digits.len() <= 6 && digits.iter().all(u8::is_ascii_digit) => {
            let n = digits_value(digits);
            (n, n)
        }
        _ => return None,
    };
    if last < first || first > u32::from(u16::MAX) {
        return None;
    }
    let r = RegRange::new(file, first as u16, (last - first + 1) as u16);
    r.is_valid().then_some(r)
}

/// `0`, or plain decimal with no leading zero (so not octal) and at most
/// nine digits (no overflow): every register index llvm-objdump prints.
#[inline]
fn plain_index(d: &[u8]) -> Option<u32> {
    match d {
        [b'0'] => Some(0),
        [b'1'..=b'9', rest @ ..] if rest.len() < 9 && rest.iter().all(u8::is_ascii_digit) => {
            Some(digits_value(d))
        }
        _ => None,
    }
}

/// The length of the source modifiers in front of an operand: any sequence of
/// `-`, `|`, `!`, `~`, `neg(`, `abs(`, `sext(`, `lit(` and `lit64(` (no two
/// start alike, so reading them greedily finds the one way to split them).
fn source_modifiers_len(b: &[u8]) -> usize {
    let mut i = 0;
    loop {
        let rest = &b[i..];
        i += match rest {
            [b'-' | b'|' | b'!' | b'~', ..] => 1,
            [b'n', b'e', b'g', b'(', ..]
            | [b'a', b'b', b's', b'(', ..]
            | [b'l', b'i', b't', b'(', ..] => 4,
            [b's', b'e', b'x', b't', b'(', ..] => 5,
            [b'l', b'i', b't', b'6', b'4', b'(', ..] => 6,
            _ => return i,
        };
    }
}

/// An operand that starts with a digit: an integer literal must have a
/// value as llvm-mc reads it (`08` and `99999999999999999999` are errors
/// there); floats (`0.5`, `1e3`) and directional labels (`1f`, `2b`) are
/// other constants.
fn integer_constant(t: &str) -> Result<(), String> {
    let b = t.as_bytes();
    let digits = b.iter().take_while(|c| c.is_ascii_digit()).count();
    let float = matches!(b.get(digits), Some(b'.' | b'e' | b'E')) && !t.starts_with("0x");
    let directional = digits + 1 == b.len() && matches!(b[digits], b'f' | b'b');
    if float || directional || !b.iter().all(u8::is_ascii_alphanumeric) {
        return Ok(());
    }
    int_literal(t)
        .map(|_| ())
        .map_err(|e| format!("{e}: `{}`", excerpt(t)))
}

/// `7` or `[2:3]` or `[2]` after the file prefix.
fn numbered(file: RegFile, rest: &str) -> Result<RegRange, String> {
    let (first, last) = if let Some(inner) = rest.strip_prefix('[') {
        let inner = inner
            .strip_suffix(']')
            .ok_or_else(|| format!("missing `]` in register range `{rest}`"))?;
        match inner.bytes().position(|b| b == b':') {
            Some(colon) => (
                number(trim(&inner[..colon]))?,
                number(trim(&inner[colon + 1..]))?,
            ),
            None => {
                let n = number(trim(inner))?;
                (n, n)
            }
        }
    } else {
        let n = decimal(rest)?;
        (n, n)
    };
    if last < first {
        return Err(format!("register range `[{first}:{last}]` is reversed"));
    }
    let r = RegRange::new(file, first as u16, (last - first + 1) as u16);
    if first > u16::MAX as u32 || !r.is_valid() {
        return Err(format!(
            "register {} out of range",
            describe(file, first, last)
        ));
    }
    Ok(r)
}

fn describe(file: RegFile, first: u32, last: u32) -> String {
    let p = match file {
        RegFile::Vgpr => "v",
        RegFile::Agpr => "a",
        RegFile::Sgpr => "s",
        RegFile::Ttmp => "ttmp",
        RegFile::Special => "special",
    };
    if first == last {
        format!("{p}{first}")
    } else {
        format!("{p}[{first}:{last}]")
    }
}

/// A register index as llvm-mc reads it inside brackets: any integer
/// literal (`v[010]` is v8, `v[0x10]` v16). A bare `v010` is v10: llvm-mc
/// reads the digits of a register name as decimal ([`numbered`]'s caller
/// passes those through [`decimal`]).
#[inline]
fn number(s: &str) -> Result<u32, String> {
    // The plain indices without `int_literal`'s radix dispatch (a fifth of
    // parsing llvm-objdump's text, issue 30).
    plain_index(s.as_bytes()).map_or_else(|| number_literal(s), Ok)
}

/// The value of a run of at most nine decimal digits (no overflow).
#[inline]
fn digits_value(digits: &[u8]) -> u32 {
    digits.iter().fold(0, |v, &d| v * 10 + u32::from(d - b'0'))
}

/// A register index in any other spelling ([`number`]'s slow path).
#[cold]
fn number_literal(s: &str) -> Result<u32, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(format!("bad register number `{}`", excerpt(s)));
    }
    let v = int_literal(s).map_err(|e| format!("register number `{}`: {e}", excerpt(s)))?;
    u32::try_from(v).map_err(|_| format!("register number `{}` out of range", excerpt(s)))
}

/// The digits of a register name (`v010`): decimal, as llvm-mc reads them.
#[inline]
fn decimal(s: &str) -> Result<u32, String> {
    if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("bad register number `{}`", excerpt(s)));
    }
    Ok(digits_value(s.as_bytes()))
}

/// Named registers. `vcc` is s[106:107] on every modelled generation; `exec`,
/// `m0`, `scc` and friends live in [`RegFile::Special`]. Constants such as
/// `src_shared_base`, `null` and `off` are not registers.
fn named(t: &str) -> Option<RegRange> {
    use special::*;
    let sp = |n, c| Some(RegRange::new(RegFile::Special, n, c));
    let sg = |n, c| Some(RegRange::new(RegFile::Sgpr, n, c));
    match t {
        "vcc" => sg(VCC_LO, 2),
        "vcc_lo" => sg(VCC_LO, 1),
        "vcc_hi" => sg(VCC_LO + 1, 1),
        "exec" => sp(EXEC_LO, 2),
        "exec_lo" => sp(EXEC_LO, 1),
        "exec_hi" => sp(EXEC_HI, 1),
        "m0" => sp(M0, 1),
        "scc" | "src_scc" => sp(SCC, 1),
        "vccz" | "src_vccz" => sp(VCCZ, 1),
        "execz" | "src_execz" => sp(EXECZ, 1),
        "flat_scratch" => sp(FLAT_SCRATCH_LO, 2),
        "flat_scratch_lo" => sp(FLAT_SCRATCH_LO, 1),
        "flat_scratch_hi" => sp(FLAT_SCRATCH_HI, 1),
        "xnack_mask" => sp(XNACK_MASK_LO, 2),
        "xnack_mask_lo" => sp(XNACK_MASK_LO, 1),
        "xnack_mask_hi" => sp(XNACK_MASK_HI, 1),
        _ => None,
    }
}

/// Whether a branch operand is a plain integer (objdump prints an unsymbolised
/// branch's simm16 as an unsigned number).
pub fn parse_int(s: &str) -> Option<i64> {
    let (neg, t) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s),
    };
    if t.is_empty() || !t.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    let v = int_literal(t).ok()? as i64;
    Some(if neg { v.wrapping_neg() } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(s: &str) -> RegRange {
        match parse_value(s).unwrap() {
            Value::Reg(r) => r,
            Value::Other => panic!("{s} is not a register"),
        }
    }

    #[test]
    fn registers() {
        assert_eq!(reg("v7"), RegRange::new(RegFile::Vgpr, 7, 1));
        assert_eq!(reg("v[2:3]"), RegRange::new(RegFile::Vgpr, 2, 2));
        assert_eq!(reg("s[0:3]"), RegRange::new(RegFile::Sgpr, 0, 4));
        assert_eq!(reg("a[0:15]"), RegRange::new(RegFile::Agpr, 0, 16));
        assert_eq!(reg("ttmp[4:7]"), RegRange::new(RegFile::Ttmp, 4, 4));
        assert_eq!(reg("vcc"), RegRange::new(RegFile::Sgpr, 106, 2));
        assert_eq!(reg("vcc_hi"), RegRange::new(RegFile::Sgpr, 107, 1));
        assert_eq!(reg("-|v3|"), RegRange::new(RegFile::Vgpr, 3, 1));
        assert_eq!(reg("neg(s4)"), RegRange::new(RegFile::Sgpr, 4, 1));
        assert_eq!(
            reg("exec"),
            RegRange::new(RegFile::Special, special::EXEC_LO, 2)
        );
        for other in [
            "off",
            "null",
            "0x3f",
            "-1",
            "0.5",
            "src_shared_base",
            "label_00AE",
            "sc0",
        ] {
            assert_eq!(parse_value(other).unwrap(), Value::Other, "{other}");
        }
    }

    #[test]
    fn register_indices_as_llvm_mc_reads_them() {
        assert_eq!(reg("v[010]"), RegRange::new(RegFile::Vgpr, 8, 1));
        assert_eq!(reg("v[010:011]"), RegRange::new(RegFile::Vgpr, 8, 2));
        assert_eq!(reg("s[0b10:3]"), RegRange::new(RegFile::Sgpr, 2, 2));
        assert_eq!(reg("v[0x10]"), RegRange::new(RegFile::Vgpr, 16, 1));
        assert_eq!(reg("v010"), RegRange::new(RegFile::Vgpr, 10, 1));
        assert!(parse_value("v[08]").is_err());
        assert!(parse_value("08").is_err());
        assert!(parse_value("99999999999999999999").is_err());
        assert!(parse_value("0x1ffffffffffffffff").is_err());
        for constant in [
            "0177",
            "0b101",
            "1.0",
            "1e3",
            "0.5",
            "1f",
            "18446744073709551615",
        ] {
            assert_eq!(parse_value(constant), Ok(Value::Other), "{constant}");
        }
        assert!(parse_value("v[99999999999999999999]").is_err());
        // The decimal fast path and `int_literal` read the same indices.
        assert_eq!(number("123456789"), Ok(123_456_789));
        assert_eq!(number("4294967295"), Ok(u32::MAX));
        assert!(number("4294967296").is_err());
        assert_eq!(number("0"), Ok(0));
        assert_eq!(number("017"), Ok(15));
        assert_eq!(parse_int("0177"), Some(127));
        assert_eq!(parse_int("-0b11"), Some(-3));
        assert_eq!(parse_int("99999999999999999999"), None);
    }

    #[test]
    fn bad_registers() {
        // gfx1250 reaches v1023 (the front end renames operands under
        // `s_set_vgpr_msb` to them; docs/paths.md section 13).
        assert!(parse_value("v1024").is_err());
        assert!(parse_value("v[1022:1025]").is_err());
        assert_eq!(
            parse_value("v1023"),
            Ok(Value::Reg(RegRange::new(RegFile::Vgpr, 1023, 1)))
        );
        assert!(parse_value("v[3:2]").is_err());
        assert!(parse_value("s[0:3").is_err());
        assert!(parse_value("a256").is_err());
        assert!(parse_value("v[1:x]").is_err());
        assert!(parse_value("V0").is_err());
        assert!(parse_value("S[0:1]").is_err());
    }

    #[test]
    fn byte_trims_agree_with_str_trims() {
        for s in [
            "",
            " ",
            "v1",
            "  v[0:1] ",
            "\tv1\t",
            " \u{b}v1\u{b} ",
            "\u{a0}v1\u{2003}",
            " \u{1}v1",
            "  \u{e9}x ",
            "\ts_nop 0                                                    ",
            "v1        \t  ",
            "\u{2003}        ",
            "        ",
        ] {
            assert_eq!(trim_start(s), s.trim_start(), "{s:?}");
            assert_eq!(trim_end(s), s.trim_end(), "{s:?}");
            assert_eq!(trim(s), s.trim(), "{s:?}");
        }
    }

    #[test]
    fn source_modifiers_are_looked_through() {
        for (text, off) in [
            ("-|v3|", 2),
            ("abs(neg(v1))", 8),
            ("sext(v2)", 5),
            ("lit64(0x10)", 6),
            ("~!-lit(s1)", 7),
            ("litx(v1)", 0),
        ] {
            assert_eq!(source_modifiers_len(text.as_bytes()), off, "{text}");
        }
        assert_eq!(reg("abs(neg(v1))"), RegRange::new(RegFile::Vgpr, 1, 1));
        assert_eq!(reg("v5.h"), RegRange::new(RegFile::Vgpr, 5, 1));
        assert_eq!(reg("-v[2 : 3]"), RegRange::new(RegFile::Vgpr, 2, 2));
        assert_eq!(
            parse_value("-V1"),
            Err((1, "register `V1` must be lower case".into()))
        );
        // The one-pass reading and the general one agree where both apply.
        for text in [
            "v0",
            "v7",
            "s[0:3]",
            "a[10:25]",
            "v[255:255]",
            "v1023",
            "v010",
        ] {
            assert_eq!(
                plain_register(text.as_bytes()),
                Some(reg(&format!("|{text}|"))),
                "{text}"
            );
        }
        for text in [
            "v[010:011]",
            "v[2]",
            "v[0x10]",
            "v1024",
            "v[3:2]",
            "s[0:3",
            "sext(v1)",
        ] {
            assert_eq!(plain_register(text.as_bytes()), None, "{text}");
        }
    }

    #[test]
    fn split_operands_and_modifiers() {
        let o = Operands::split("v[56:57], v48, v[52:55], s[8:9] sc0 sc1").unwrap();
        let t: Vec<_> = o.as_slice().iter().map(|o| o.text).collect();
        assert_eq!(t, ["v[56:57]", "v48", "v[52:55]", "s[8:9]"]);
        assert_eq!(o.modifiers, "sc0 sc1");
        assert!(o.has_modifier("sc0") && !o.has_modifier("glc"));
        let o =
            Operands::split("a[0:3], v[72:75], v[8:11], a[0:3], v140, v136 op_sel:[0,1,0] cbsz:4")
                .unwrap();
        assert_eq!(o.len(), 6);
        assert_eq!(o.modifier_value("cbsz"), Some("4"));
        assert!(o.has_modifier("op_sel"));
        let o = Operands::split("v21, s[4:7], 0 offen lds").unwrap();
        assert!(o.has_modifier("lds") && o.has_modifier("offen"));
        assert_eq!(o.as_slice()[2].offset, 13);
        assert!(Operands::split("").unwrap().is_empty());
        assert!(Operands::split("v1,, v2").is_err());
        assert!(Operands::split("v[1:2").is_err());
    }
}
