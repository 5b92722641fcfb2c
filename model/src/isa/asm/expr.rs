//! Absolute expressions as llvm-mc evaluates them: 64-bit integers, GNU
//! operator precedence, and the symbols `.set`/`.equ`/`=` define.
//!
//! Facts checked against `llvm-mc-22` (LLVM's `AsmParser::getGNUBinOpPrecedence`
//! and `MCExpr` evaluation): from loosest to tightest binding, `||`; `&&`;
//! `== != <> < <= > >=` (true is -1, false 0); `+ -`; `| & ^ !` (binary `!` is
//! or-not); `* / % << >>`. All are left-associative; `>>` is a logical shift;
//! `/` and `%` are signed and a zero divisor is an error. Unary `- + ~ !` bind
//! tighter than any binary operator. Numbers: decimal, `0x`, `0b`, octal
//! with a leading `0` and `'c'` characters ([`super::literal`]). The AMDGPU target adds `max(...)` and `or(...)` (clang
//! writes them in resource-usage `.set`s).

use super::literal::{char_literal, int_literal};
use crate::error::excerpt;

/// What a symbol name stands for when an expression reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// A `.set` symbol with an absolute value.
    Value(i64),
    /// Not an absolute value here: a label, an undefined name, a `.set` of a
    /// relocatable expression.
    NotAbsolute,
}

/// Why an expression has no absolute value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExprError {
    /// Malformed text, at a byte offset into the expression.
    Syntax(usize, String),
    /// The expression names something without an absolute value.
    NotAbsolute(String),
    /// A zero divisor.
    DivisionByZero,
}

impl std::fmt::Display for ExprError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExprError::Syntax(_, m) => f.write_str(m),
            ExprError::NotAbsolute(s) => {
                write!(f, "`{}` is not an absolute expression", excerpt(s))
            }
            ExprError::DivisionByZero => f.write_str("division by zero"),
        }
    }
}

/// Evaluates `text` (the whole of it) to an absolute value.
pub fn eval(text: &str, symbols: &dyn Fn(&str) -> Lookup) -> Result<i64, ExprError> {
    let mut p = Parser {
        s: text.as_bytes(),
        text,
        i: 0,
        symbols,
        depth: 0,
    };
    let v = p.binary(1)?;
    p.skip_ws();
    if p.i < p.s.len() {
        return Err(p.syntax(format!(
            "unexpected `{}` in expression",
            &text[p.i..].chars().next().unwrap_or(' ')
        )));
    }
    Ok(v)
}

/// Binary operators by their spelling: (spelling, precedence).
const BINARY: [(&str, u8); 20] = [
    ("||", 1),
    ("&&", 2),
    ("==", 3),
    ("!=", 3),
    ("<>", 3),
    ("<=", 3),
    (">=", 3),
    ("<<", 6),
    (">>", 6),
    ("<", 3),
    (">", 3),
    ("+", 4),
    ("-", 4),
    ("|", 5),
    ("&", 5),
    ("^", 5),
    ("!", 5),
    ("*", 6),
    ("/", 6),
    ("%", 6),
];

/// Nesting bound for parentheses and unary operators: hostile input must not
/// overflow the stack.
const MAX_DEPTH: u32 = 256;

struct Parser<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    symbols: &'a dyn Fn(&str) -> Lookup,
    depth: u32,
}

impl Parser<'_> {
    fn syntax(&self, m: String) -> ExprError {
        ExprError::Syntax(self.i, m)
    }

    fn skip_ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t') {
            self.i += 1;
        }
    }

    fn peek_binary(&mut self) -> Option<(&'static str, u8)> {
        self.skip_ws();
        let rest = &self.s[self.i..];
        BINARY
            .iter()
            .copied()
            .find(|(op, _)| rest.starts_with(op.as_bytes()))
    }

    /// Precedence climbing: operators binding at least as tight as `min`.
    fn binary(&mut self, min: u8) -> Result<i64, ExprError> {
        let mut lhs = self.unary()?;
        while let Some((op, prec)) = self.peek_binary() {
            if prec < min {
                break;
            }
            self.i += op.len();
            let rhs = self.binary(prec + 1)?;
            lhs = apply(op, lhs, rhs)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self) -> Result<i64, ExprError> {
        self.skip_ws();
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.syntax("expression nested too deeply".into()));
        }
        let v = match self.s.get(self.i) {
            Some(b'-') => {
                self.i += 1;
                self.unary()?.wrapping_neg()
            }
            Some(b'+') => {
                self.i += 1;
                self.unary()?
            }
            Some(b'~') => {
                self.i += 1;
                !self.unary()?
            }
            Some(b'!') => {
                self.i += 1;
                (self.unary()? == 0) as i64
            }
            Some(b'(') => {
                self.i += 1;
                let v = self.binary(1)?;
                self.expect(b')')?;
                v
            }
            _ => self.primary()?,
        };
        self.depth -= 1;
        Ok(v)
    }

    fn expect(&mut self, c: u8) -> Result<(), ExprError> {
        self.skip_ws();
        if self.s.get(self.i) != Some(&c) {
            return Err(self.syntax(format!("expected `{}` in expression", c as char)));
        }
        self.i += 1;
        Ok(())
    }

    fn primary(&mut self) -> Result<i64, ExprError> {
        let Some(&c) = self.s.get(self.i) else {
            return Err(self.syntax("missing expression".into()));
        };
        if c.is_ascii_digit() {
            return self.number();
        }
        if c == b'\'' {
            let (v, len) = char_literal(&self.s[self.i..])
                .ok_or_else(|| self.syntax("unterminated character literal".into()))?;
            self.i += len;
            return Ok(v as i64);
        }
        if c == b'"' {
            let end = self.s[self.i + 1..]
                .iter()
                .position(|&b| b == b'"')
                .ok_or_else(|| self.syntax("unterminated quoted symbol".into()))?;
            let name = &self.text[self.i + 1..self.i + 1 + end];
            self.i += end + 2;
            return self.symbol(name);
        }
        if !is_ident_start(c) {
            return Err(self.syntax(format!(
                "unexpected `{}` in expression",
                self.text[self.i..].chars().next().unwrap_or(' ')
            )));
        }
        let start = self.i;
        while self.i < self.s.len() && is_ident_char(self.s[self.i]) {
            self.i += 1;
        }
        let name = &self.text[start..self.i];
        let save = self.i;
        self.skip_ws();
        if self.s.get(self.i) == Some(&b'(') {
            return self.function(name, start);
        }
        self.i = save;
        self.symbol(name)
    }

    fn symbol(&self, name: &str) -> Result<i64, ExprError> {
        match (self.symbols)(name) {
            Lookup::Value(v) => Ok(v),
            Lookup::NotAbsolute => Err(ExprError::NotAbsolute(name.to_string())),
        }
    }

    /// AMDGPU's variadic `max(...)` and `or(...)`.
    fn function(&mut self, name: &str, at: usize) -> Result<i64, ExprError> {
        let fold: fn(i64, i64) -> i64 = match name {
            "max" => i64::max,
            "or" => |a, b| a | b,
            _ => return Err(ExprError::Syntax(at, format!("unknown function `{name}`"))),
        };
        self.i += 1; // `(`
        let mut acc = self.binary(1)?;
        loop {
            self.skip_ws();
            match self.s.get(self.i) {
                Some(b',') => {
                    self.i += 1;
                    acc = fold(acc, self.binary(1)?);
                }
                Some(b')') => {
                    self.i += 1;
                    return Ok(acc);
                }
                _ => return Err(self.syntax(format!("expected `,` or `)` in `{name}(...)`"))),
            }
        }
    }

    fn number(&mut self) -> Result<i64, ExprError> {
        let start = self.i;
        while self.i < self.s.len() && self.s[self.i].is_ascii_alphanumeric() {
            self.i += 1;
        }
        let t = &self.text[start..self.i];
        int_literal(t)
            .map(|v| v as i64)
            .map_err(|e| ExprError::Syntax(start, format!("{e}: `{}`", excerpt(t))))
    }
}

fn apply(op: &str, a: i64, b: i64) -> Result<i64, ExprError> {
    let truth = |c: bool| if c { -1 } else { 0 };
    Ok(match op {
        "||" => (a != 0 || b != 0) as i64,
        "&&" => (a != 0 && b != 0) as i64,
        "==" => truth(a == b),
        "!=" | "<>" => truth(a != b),
        "<" => truth(a < b),
        "<=" => truth(a <= b),
        ">" => truth(a > b),
        ">=" => truth(a >= b),
        "+" => a.wrapping_add(b),
        "-" => a.wrapping_sub(b),
        "|" => a | b,
        "&" => a & b,
        "^" => a ^ b,
        "!" => a | !b,
        "*" => a.wrapping_mul(b),
        "/" if b == 0 => return Err(ExprError::DivisionByZero),
        "%" if b == 0 => return Err(ExprError::DivisionByZero),
        "/" => a.wrapping_div(b),
        "%" => a.wrapping_rem(b),
        "<<" => (a as u64).wrapping_shl(b as u32) as i64,
        ">>" => (a as u64).wrapping_shr(b as u32) as i64,
        _ => unreachable!("operator table and apply agree"),
    })
}

/// A symbol's first character (llvm-mc: letters, `_`, `.`, `$`).
pub const fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || matches!(c, b'_' | b'.' | b'$')
}

/// A symbol's later characters (`@` joins relocation variants: `foo@rel32@lo`).
pub const fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'@')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev(s: &str) -> Result<i64, ExprError> {
        eval(s, &|n| match n {
            "b" => Lookup::Value(5),
            _ => Lookup::NotAbsolute,
        })
    }

    #[test]
    fn llvm_mc_precedence_and_values() {
        // Each value is what llvm-mc-22 assembled for the same text.
        assert_eq!(ev("1 + 2 & 6"), Ok(3));
        assert_eq!(ev("1 == 1"), Ok(-1));
        assert_eq!(ev("3 < 4"), Ok(-1));
        assert_eq!(ev("7 / 2 * 2"), Ok(6));
        assert_eq!(ev("7 % -3"), Ok(1));
        assert_eq!(ev("-7 / 2"), Ok(-3));
        assert_eq!(ev("~0 ^ 5"), Ok(-6));
        assert_eq!(ev("2 * 3 << 1"), Ok(12));
        assert_eq!(ev("1 || 0"), Ok(1));
        assert_eq!(ev("5 <> 4"), Ok(-1));
        assert_eq!(ev("0b101"), Ok(5));
        assert_eq!(ev("010"), Ok(8));
        assert_eq!(ev("1 ! 2"), Ok(-3));
        assert_eq!(ev("!0"), Ok(1));
        assert_eq!(ev("b*4"), Ok(20));
        assert_eq!(ev("max(1, b, 3)"), Ok(5));
        assert_eq!(ev("-8 >> 1"), Ok(0x7fff_ffff_ffff_fffc));
    }

    #[test]
    fn errors() {
        assert_eq!(ev("1/0"), Err(ExprError::DivisionByZero));
        assert_eq!(ev("x+1"), Err(ExprError::NotAbsolute("x".into())));
        assert!(matches!(ev("1 +"), Err(ExprError::Syntax(..))));
        assert!(matches!(ev("(1"), Err(ExprError::Syntax(..))));
        assert!(matches!(ev("foo(1)"), Err(ExprError::Syntax(..))));
        assert!(matches!(
            ev(&"(".repeat(10_000)),
            Err(ExprError::Syntax(..))
        ));
        assert!(matches!(
            ev(&"-".repeat(10_000)),
            Err(ExprError::Syntax(..))
        ));
    }
}
