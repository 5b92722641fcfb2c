//! Integer and character literals as llvm-mc's lexer reads them, for every
//! place a number is written: operands, register indices (`v[010]` is v8),
//! wait fields and raw wait immediates, directive arguments.
//!
//! Facts checked against `llvm-mc-22` (LLVM's `AsmLexer::LexDigit` and
//! `LexSingleQuote`): `0x`/`0X` hexadecimal, `0b`/`0B` binary, a leading `0`
//! octal (`0177` is 127, `08` an error), otherwise decimal; a value wider than
//! 64 bits is an error ("literal value out of range"; decimal up to
//! 18446744073709551615 is accepted and wraps to -1). A character literal is
//! `'c'` or `'\c'`, where `\t \n \r \b \f \'` are the C escapes and any other
//! escaped character stands for itself (`'\0'` is 48, `'\z'` 122). The cases
//! are in the llvm-mc differential (`model/tests/directive_support/`).

/// Why a literal has no value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiteralError {
    /// Wider than 64 bits.
    OutOfRange,
    /// A digit the radix does not have, or no digits after `0x`/`0b`.
    BadDigit,
}

impl std::fmt::Display for LiteralError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LiteralError::OutOfRange => "literal value out of range",
            LiteralError::BadDigit => "invalid digit in integer literal",
        })
    }
}

/// The value of an integer literal `t` (the whole of it: letters and digits).
pub fn int_literal(t: &str) -> Result<u64, LiteralError> {
    let (digits, radix) = if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        (h, 16)
    } else if let Some(b) = t.strip_prefix("0b").or_else(|| t.strip_prefix("0B")) {
        (b, 2)
    } else if t.len() > 1 && t.starts_with('0') {
        (&t[1..], 8)
    } else {
        (t, 10)
    };
    if digits.is_empty() {
        return Err(LiteralError::BadDigit);
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix).ok_or(LiteralError::BadDigit)?;
        v = v
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
            .ok_or(LiteralError::OutOfRange)?;
    }
    Ok(v)
}

/// A character literal at the start of `s` (which starts with `'`): its value
/// and its length in bytes, or `None` when it is not closed one character on.
pub fn char_literal(s: &[u8]) -> Option<(u64, usize)> {
    match s {
        [b'\'', b'\\', c, b'\'', ..] => Some((
            match c {
                b't' => 9,
                b'n' => 10,
                b'r' => 13,
                b'b' => 8,
                b'f' => 12,
                other => *other as u64,
            },
            4,
        )),
        [b'\'', c, b'\'', ..] if *c != b'\\' => Some((*c as u64, 3)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn radixes_as_llvm_mc_reads_them() {
        assert_eq!(int_literal("0177"), Ok(127));
        assert_eq!(int_literal("017"), Ok(15));
        assert_eq!(int_literal("010"), Ok(8));
        assert_eq!(int_literal("00"), Ok(0));
        assert_eq!(int_literal("0"), Ok(0));
        assert_eq!(int_literal("0b101"), Ok(5));
        assert_eq!(int_literal("0B11"), Ok(3));
        assert_eq!(int_literal("0X1f"), Ok(31));
        assert_eq!(int_literal("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(int_literal("0xffffffffffffffff"), Ok(u64::MAX));
        assert_eq!(
            int_literal("18446744073709551616"),
            Err(LiteralError::OutOfRange)
        );
        assert_eq!(
            int_literal("99999999999999999999"),
            Err(LiteralError::OutOfRange)
        );
        assert_eq!(
            int_literal("0x1ffffffffffffffff"),
            Err(LiteralError::OutOfRange)
        );
        for bad in ["08", "0b", "0x", "0b102", "1f", "017h"] {
            assert_eq!(int_literal(bad), Err(LiteralError::BadDigit), "{bad}");
        }
    }

    #[test]
    fn character_literals() {
        assert_eq!(char_literal(b"'a'"), Some((97, 3)));
        assert_eq!(char_literal(b"';' rest"), Some((59, 3)));
        assert_eq!(char_literal(b"'\\n'"), Some((10, 4)));
        assert_eq!(char_literal(b"'\\0'"), Some((48, 4)));
        assert_eq!(char_literal(b"'\\''"), Some((39, 4)));
        assert_eq!(char_literal(b"'\\z'"), Some((122, 4)));
        assert_eq!(char_literal(b"'ab'"), None);
        assert_eq!(char_literal(b"'a"), None);
    }
}
