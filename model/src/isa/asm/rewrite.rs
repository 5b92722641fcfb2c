//! Instruction operands with symbols and expressions -> the numbers llvm-mc
//! assembles: `v[.Lb + 3:.Lb + 4]` -> `v[8:9]`, `offset:N*4` -> `offset:28`,
//! `vmcnt(N-1)` -> `vmcnt(6)`, `s_mov_b32 s0, 1 + 2` -> `s_mov_b32 s0, 3`.
//!
//! Only lines that may hold one ([`needs_rewrite`]) go through here; plain
//! compiler output never does. An operand that does not evaluate (a label,
//! `off`, a float, `hwreg(HW_REG_MODE)`) is kept as written, except inside a
//! register's brackets, where llvm-mc requires an absolute expression.

use super::expr::{eval, is_ident_char, is_ident_start, Lookup};
use super::Symbols;

/// Whether the operand text of an instruction may hold an expression or a
/// defined symbol: an operator byte or a quote, a binary `-`, a register bracket with more
/// than digits, or a name the symbol table defines.
pub fn needs_rewrite(ops: &str, symbols: &Symbols) -> bool {
    let b = ops.as_bytes();
    let check_names = !symbols.is_empty();
    let mut prev = b' ';
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        match CLASS[c as usize] {
            PLAIN => {}
            OPERATOR => return true,
            MINUS if prev.is_ascii_alphanumeric() || prev == b')' || prev == b']' => return true,
            BRACKET => {
                let end = b[i..]
                    .iter()
                    .position(|&x| x == b']')
                    .map_or(b.len(), |e| i + e);
                if !b[i + 1..end]
                    .iter()
                    .all(|x| x.is_ascii_digit() || matches!(x, b':' | b',' | b' '))
                {
                    return true;
                }
                i = end + 1;
                prev = b']';
                continue;
            }
            NAME if check_names && !prev.is_ascii_alphanumeric() => {
                let start = i;
                while i < b.len() && is_ident_char(b[i]) {
                    i += 1;
                }
                if symbols.may_hold(&ops[start..i]) {
                    return true;
                }
                prev = b[i - 1];
                continue;
            }
            SPACE => {
                i += 1;
                continue;
            }
            _ => {}
        }
        prev = c;
        i += 1;
    }
    false
}

/// Whether `ops` names a defined symbol (the symbol table's filter first).
pub fn names_defined(ops: &str, symbols: &Symbols) -> bool {
    let b = ops.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if is_ident_start(b[i]) && (i == 0 || !b[i - 1].is_ascii_alphanumeric()) {
            let start = i;
            while i < b.len() && is_ident_char(b[i]) {
                i += 1;
            }
            if symbols.may_hold(&ops[start..i]) {
                return true;
            }
        } else {
            i += 1;
        }
    }
    false
}

const PLAIN: u8 = 0;
const OPERATOR: u8 = 1;
const MINUS: u8 = 2;
const BRACKET: u8 = 3;
const NAME: u8 = 4;
const SPACE: u8 = 5;

/// What each byte means to [`needs_rewrite`]'s scan.
const CLASS: [u8; 256] = {
    let mut t = [PLAIN; 256];
    let ops = b"+*/%<>&^~!=\"";
    let mut i = 0;
    while i < ops.len() {
        t[ops[i] as usize] = OPERATOR;
        i += 1;
    }
    let mut c = 0;
    while c < 256 {
        if is_ident_start(c as u8) {
            t[c] = NAME;
        }
        c += 1;
    }
    t[b'-' as usize] = MINUS;
    t[b'[' as usize] = BRACKET;
    t[b' ' as usize] = SPACE;
    t[b'\t' as usize] = SPACE;
    t
};

/// Rewrites an operand list; errors (byte offset into `ops`, message) name a
/// register whose number is not an absolute expression.
pub fn rewrite(ops: &str, symbols: &Symbols) -> Result<String, (usize, String)> {
    let at = |w: &str| w.as_ptr() as usize - ops.as_ptr() as usize;
    let look = |n: &str| symbols.lookup(n);
    let mut out = String::with_capacity(ops.len());
    for (k, piece) in split_top(ops, b',').into_iter().enumerate() {
        if k > 0 {
            out.push_str(", ");
        }
        let words = split_top(piece.trim(), b' ');
        let words: Vec<&str> = words.into_iter().filter(|w| !w.is_empty()).collect();
        let mut i = 0;
        let mut first = true;
        while i < words.len() {
            if !first {
                out.push(' ');
            }
            first = false;
            // The longest run of words that is one expression (`1 + 2`).
            if let Some((j, v)) = (i + 1..=words.len())
                .rev()
                .find_map(|j| value_of(join(piece, &words[i..j]), &look).map(|v| (j, v)))
            {
                out.push_str(&v);
                i = j;
                continue;
            }
            // `key:value...` modifiers, the value possibly spaced (`offset:N * 4`).
            if let Some((key, value)) = modifier(words[i]) {
                let found = (i + 1..=words.len()).rev().find_map(|j| {
                    let tail = join(piece, &words[i..j]);
                    let v = &tail[key.len() + 1..];
                    value_of(v, &look).map(|v| (j, v))
                });
                if let Some((j, v)) = found {
                    out.push_str(key);
                    out.push(':');
                    out.push_str(&v);
                    i = j;
                    continue;
                }
                out.push_str(key);
                out.push(':');
                out.push_str(&operand(value, &look).map_err(|m| (at(value), m))?);
                i += 1;
                continue;
            }
            out.push_str(&operand(words[i], &look).map_err(|m| (at(words[i]), m))?);
            i += 1;
        }
    }
    Ok(out)
}

/// The text from the first to the last of `words` (slices of `piece`).
fn join<'a>(piece: &'a str, words: &[&'a str]) -> &'a str {
    let base = piece.as_ptr() as usize;
    let start = words[0].as_ptr() as usize - base;
    let last = words[words.len() - 1];
    let end = last.as_ptr() as usize - base + last.len();
    &piece[start..end]
}

/// An expression's value as text, unless `text` is already a plain integer
/// (kept as written) or has no absolute value.
fn value_of(text: &str, look: &dyn Fn(&str) -> Lookup) -> Option<String> {
    let plain = text.bytes().all(|b| b.is_ascii_alphanumeric());
    if text.is_empty() || plain && text.as_bytes()[0].is_ascii_digit() {
        return None;
    }
    eval(text, look).ok().map(|v| v.to_string())
}

/// `key:value` with an identifier key (`offset:4`, `row_shr:N`), not a
/// register range or an `op_sel:[..]` list of digits only.
fn modifier(word: &str) -> Option<(&str, &str)> {
    let (key, value) = word.split_once(':')?;
    let kb = key.as_bytes();
    if kb.is_empty() || !kb[0].is_ascii_alphabetic() || !kb.iter().all(|&b| is_ident_char(b)) {
        return None;
    }
    (!value.is_empty()).then_some((key, value))
}

/// One operand word: a register range with expressions inside its brackets,
/// a function-like wrapper (`vmcnt(..)`, `neg(..)`, `hwreg(..)`) whose
/// arguments are rewritten, source modifiers (`-`, `|..|`), or kept as is.
fn operand(w: &str, look: &dyn Fn(&str) -> Lookup) -> Result<String, String> {
    if let Some(v) = value_of(w, look) {
        return Ok(v);
    }
    for prefix in ["ttmp", "v", "s", "a"] {
        if let Some(inner) = w
            .strip_prefix(prefix)
            .and_then(|r| r.strip_prefix('['))
            .and_then(|r| r.strip_suffix(']'))
        {
            let num = |t: &str| -> Result<i64, String> {
                let t = t.trim();
                eval(t, look).map_err(|e| format!("register `{w}`: {e}"))
            };
            let (lo, hi) = match split_top(inner, b':').as_slice() {
                [one] => (num(one)?, None),
                [lo, hi] => (num(lo)?, Some(num(hi)?)),
                _ => return Ok(w.to_string()),
            };
            return Ok(match hi {
                Some(hi) if hi != lo => format!("{prefix}[{lo}:{hi}]"),
                _ => format!("{prefix}{lo}"),
            });
        }
    }
    for (open, close) in [("-", ""), ("|", "|"), ("-|", "|")] {
        if let Some(inner) = w.strip_prefix(open).and_then(|r| r.strip_suffix(close)) {
            if !inner.is_empty() && (open != "-" || !inner.starts_with('|')) {
                return Ok(format!("{open}{}{close}", operand(inner, look)?));
            }
        }
    }
    let b = w.as_bytes();
    if let (Some(p), true) = (w.find('('), w.ends_with(')')) {
        let name = &w[..p];
        if !name.is_empty() && name.bytes().all(is_ident_char) && is_ident_start(b[0]) {
            let args = split_top(&w[p + 1..w.len() - 1], b',');
            let mut out = format!("{name}(");
            for (k, a) in args.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                out.push_str(&operand(a.trim(), look)?);
            }
            out.push(')');
            return Ok(out);
        }
    }
    Ok(w.to_string())
}

/// Splits at `sep` outside brackets, parentheses and quotes.
pub fn split_top(s: &str, sep: u8) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    for (i, b) in s.bytes().enumerate() {
        match b {
            b'"' => quoted = !quoted,
            b'[' | b'(' if !quoted => depth += 1,
            b']' | b')' if !quoted => depth -= 1,
            _ if b == sep && depth == 0 && !quoted => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            b'\t' if sep == b' ' && depth == 0 && !quoted => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn syms() -> Symbols {
        let mut s = Symbols::default();
        s.define("N", Some(7));
        s.define(".Lb", Some(5));
        s
    }

    #[test]
    fn rewrites_registers_offsets_waits_and_immediates() {
        let s = syms();
        let r = |t: &str| rewrite(t, &s).unwrap();
        assert_eq!(r("v[N], v[.Lb + 3:.Lb + 4]"), "v7, v[8:9]");
        assert_eq!(r("v1, v[2:3], off offset:N*4"), "v1, v[2:3], off offset:28");
        assert_eq!(
            r("v1, v[2:3], off offset:N * 4"),
            "v1, v[2:3], off offset:28"
        );
        assert_eq!(r("vmcnt(N-1) & lgkmcnt(0)"), "vmcnt(6) & lgkmcnt(0)");
        assert_eq!(r("s0, 1 + 2"), "s0, 3");
        assert_eq!(r("s[N:N+1], -v[N]"), "s[7:8], -v7");
        assert_eq!(
            r("v0, 0x10, hwreg(HW_REG_MODE)"),
            "v0, 0x10, hwreg(HW_REG_MODE)"
        );
        assert_eq!(r("vmcnt() & N"), "vmcnt() & 7");
        let e = rewrite("v0, v[x]", &s).unwrap_err();
        assert!(e.0 == 4 && e.1.contains("`x`"), "{e:?}");
        assert!(needs_rewrite("v[N]", &s) && needs_rewrite("s0, N", &s));
        assert!(!needs_rewrite("v[2:3], off offset:-16", &s));
        assert!(!needs_rewrite("v1, -v2, s[4:5] op_sel:[0,1]", &s));
        assert!(needs_rewrite("s0, 4-1", &Symbols::default()));
    }
}
