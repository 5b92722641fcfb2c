//! Line splitting and comments. AMDGPU assembly comments are `;` and `//` to the
//! end of the line and `/* ... */` blocks that may span lines. llvm-objdump puts
//! the address and encoding in a `//` comment and may glue it to the last
//! operand (`offset:256// 000000006610: ...`), so the comment is kept for the
//! objdump reader.

use std::borrow::Cow;

/// One source line with comments removed.
#[derive(Debug)]
pub struct SrcLine<'a> {
    /// 1-based line number.
    pub no: u32,
    /// The line's code with comments removed, from the start of the line (byte
    /// offsets into it are column offsets). Owned only when a `/* */` block sat
    /// in the middle of code.
    pub code: Cow<'a, str>,
    /// The text of the first `//` or `;` comment, without its marker.
    pub comment: &'a str,
    /// The code holds nothing an assembler expression could be made of: no
    /// operator byte (`+ * / % < > & ^ ~ ! = \`), no quote, no binary `-`,
    /// no name inside brackets. Found in the same pass that finds the
    /// comment, so the directive layer's fast path needs no pass of its own.
    pub plain: bool,
}

/// Byte classes for [`SrcLine::plain`]: most bytes are neither, so the
/// comment pass pays one table load per byte.
const OTHER: u8 = 0;
const OPERATOR: u8 = 1;
const MINUS: u8 = 2;
const OPEN: u8 = 3;

const CLASS: [u8; 256] = {
    let mut t = [OTHER; 256];
    let ops = b"+*%<>&^~!=\\";
    let mut i = 0;
    while i < ops.len() {
        t[ops[i] as usize] = OPERATOR;
        i += 1;
    }
    t[b'-' as usize] = MINUS;
    t[b'[' as usize] = OPEN;
    t
};

/// Whether the `-` at `at` is binary: the last byte before it that is not a
/// space ends an operand.
fn binary_minus(b: &[u8], at: usize) -> bool {
    let last = b[..at].iter().rev().find(|&&c| c != b' ' && c != b'\t');
    last.is_some_and(|&c| c.is_ascii_alphanumeric() || c == b')' || c == b']')
}

/// Whether the bracket opened at `at` holds more than digits, `:`, `,` and
/// spaces (`v[N]`, `s[.Lb + 1:...]`); returns that and the index of `]`.
fn bracket_has_names(b: &[u8], at: usize) -> (bool, usize) {
    let mut j = at + 1;
    while j < b.len() && b[j] != b']' {
        if !(b[j].is_ascii_digit() || matches!(b[j], b':' | b',' | b' ')) {
            return (true, j);
        }
        j += 1;
    }
    (false, j)
}

/// The length of a character literal (`'a'`, `'\n'`) starting at `at`.
fn char_literal_len(b: &[u8], at: usize) -> Option<usize> {
    if b[at] != b'\'' {
        return None;
    }
    crate::isa::asm::literal::char_literal(&b[at..]).map(|(_, len)| len)
}

/// Iterates over lines, tracking `/* */` blocks across lines.
pub struct Lines<'a> {
    rest: &'a str,
    no: u32,
    in_block: bool,
    /// Whether to find [`SrcLine::plain`] (off for llvm-objdump output,
    /// which has no expressions: `plain` is then false).
    classify: bool,
}

impl<'a> Lines<'a> {
    pub fn new(src: &'a str) -> Lines<'a> {
        Lines {
            rest: src,
            no: 0,
            in_block: false,
            classify: true,
        }
    }

    /// Stops finding [`SrcLine::plain`] (llvm-objdump output).
    pub fn skip_classification(&mut self) {
        self.classify = false;
    }

    /// Whether the input ended inside a `/* */` block (an error for the caller).
    pub fn in_block(&self) -> bool {
        self.in_block
    }

    /// Current line number (of the last line returned).
    pub fn line_no(&self) -> u32 {
        self.no
    }
}

impl<'a> Iterator for Lines<'a> {
    type Item = SrcLine<'a>;

    fn next(&mut self) -> Option<SrcLine<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        let (line, rest) = match memchr_nl(self.rest.as_bytes()) {
            Some(i) => (&self.rest[..i], &self.rest[i + 1..]),
            None => (self.rest, ""),
        };
        self.rest = rest;
        self.no += 1;
        let line = line.strip_suffix('\r').unwrap_or(line);
        Some(if self.classify {
            split_comment::<true>(self.no, line, &mut self.in_block)
        } else if let Some(l) = (!self.in_block)
            .then(|| split_plain_comment(self.no, line))
            .flatten()
        {
            l
        } else {
            split_comment::<false>(self.no, line, &mut self.in_block)
        })
    }
}

#[inline]
fn memchr_nl(b: &[u8]) -> Option<usize> {
    memchr::memchr(b'\n', b)
}

/// [`split_comment`] without classification for a line whose code has no
/// quote or character literal (llvm-objdump's lines): the first `;`, `//` or
/// `/*` found with a vectorised search instead of a byte loop, then the code
/// before it searched for quotes (a quote in the comment is comment text, as
/// the byte loop reads it too). None when the code has a quote, or a `/*`
/// starts (the general path handles both).
#[inline]
fn split_plain_comment<'a>(no: u32, line: &'a str) -> Option<SrcLine<'a>> {
    let b = line.as_bytes();
    let mut marker = None;
    for i in memchr::memchr2_iter(b';', b'/', b) {
        let skip = match (b[i], b.get(i + 1)) {
            (b';', _) => 1,
            (_, Some(b'/')) => 2,
            (_, Some(b'*')) => return None,
            _ => continue,
        };
        marker = Some((i, skip));
        break;
    }
    let code_end = marker.map_or(b.len(), |(i, _)| i);
    if memchr::memchr2(b'"', b'\'', &b[..code_end]).is_some() {
        return None;
    }
    Some(match marker {
        Some((i, skip)) => SrcLine {
            no,
            code: Cow::Borrowed(&line[..i]),
            comment: &line[i + skip..],
            plain: false,
        },
        None => SrcLine {
            no,
            code: Cow::Borrowed(line),
            comment: "",
            plain: false,
        },
    })
}

/// Removes comments from one line. Fast path: no comment marker or quote at all.
/// `CLASSIFY` also finds [`SrcLine::plain`] in the same pass.
fn split_comment<'a, const CLASSIFY: bool>(
    no: u32,
    line: &'a str,
    in_block: &mut bool,
) -> SrcLine<'a> {
    let b = line.as_bytes();
    if !*in_block {
        // Find the first marker outside quotes.
        let mut i = 0;
        let mut quoted = false;
        let mut special = false;
        while i < b.len() {
            let c = b[i];
            if quoted {
                if c == b'\\' {
                    i += 1;
                } else if c == b'"' {
                    quoted = false;
                }
            } else if c == b'"' {
                quoted = true;
                special = true;
            } else if let Some(len) = char_literal_len(b, i) {
                // `';'` is a number, not a comment (llvm-mc's lexer).
                special = true;
                i += len;
                continue;
            } else if c == b';' || (c == b'/' && b.get(i + 1) == Some(&b'/')) {
                let skip = if c == b';' { 1 } else { 2 };
                return SrcLine {
                    no,
                    code: Cow::Borrowed(&line[..i]),
                    comment: &line[i + skip..],
                    plain: CLASSIFY && !special,
                };
            } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
                return slow_path(no, line, in_block);
            } else if CLASSIFY && !special {
                match CLASS[c as usize] {
                    OTHER => special = c == b'/',
                    OPERATOR => special = true,
                    MINUS => special = binary_minus(b, i),
                    _ => {
                        // OPEN: skip to the `]` (a comment marker never sits
                        // inside a register range).
                        let (names, close) = bracket_has_names(b, i);
                        special = names;
                        if !names {
                            i = close;
                        }
                    }
                }
            }
            i += 1;
        }
        return SrcLine {
            no,
            code: Cow::Borrowed(line),
            comment: "",
            plain: CLASSIFY && !special && !quoted,
        };
    }
    slow_path(no, line, in_block)
}

/// Lines that open, close or contain a `/* */` block: comment text is blanked
/// to spaces so columns stay true.
fn slow_path<'a>(no: u32, line: &'a str, in_block: &mut bool) -> SrcLine<'a> {
    let b = line.as_bytes();
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    let mut comment = "";
    let mut quoted = false;
    while i < b.len() {
        if *in_block {
            if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                *in_block = false;
                out.push_str("  ");
                i += 2;
            } else {
                out.push(' ');
                i += 1;
            }
            continue;
        }
        let c = b[i];
        if quoted {
            if c == b'"' {
                quoted = false;
            }
        } else if c == b'"' {
            quoted = true;
        } else if let Some(len) = char_literal_len(b, i) {
            out.push_str(&line[i..i + len]);
            i += len;
            continue;
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            *in_block = true;
            out.push_str("  ");
            i += 2;
            continue;
        } else if c == b';' || (c == b'/' && b.get(i + 1) == Some(&b'/')) {
            let skip = if c == b';' { 1 } else { 2 };
            comment = &line[i + skip..];
            break;
        }
        // Copy one whole UTF-8 character.
        let len = utf8_len(c);
        out.push_str(&line[i..(i + len).min(line.len())]);
        i += len;
    }
    SrcLine {
        no,
        code: Cow::Owned(out),
        comment,
        plain: false,
    }
}

fn utf8_len(first: u8) -> usize {
    match first {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn codes(src: &str) -> Vec<(String, String)> {
        Lines::new(src)
            .map(|l| (l.code.trim_end().to_string(), l.comment.trim().to_string()))
            .collect()
    }

    #[test]
    fn comments() {
        let c = codes("s_nop 0 ; hi\n\tv_mov_b32 v0, v1 // x\n.ascii \"a;b\" ; c\r\n");
        assert_eq!(c[0], ("s_nop 0".into(), "hi".into()));
        assert_eq!(c[1], ("\tv_mov_b32 v0, v1".into(), "x".into()));
        assert_eq!(c[2], (".ascii \"a;b\"".into(), "c".into()));
        // A character literal is a number, even `';'` (llvm-mc: 59).
        let c = codes("s_waitcnt ';' ; c\ns_nop '\\'' /* x */ ; d\n");
        assert_eq!(c[0], ("s_waitcnt ';'".into(), "c".into()));
        assert_eq!(c[1], ("s_nop '\\''".into(), "d".into()));
    }

    #[test]
    fn plain_lines() {
        let plain = |s: &str| Lines::new(s).next().unwrap().plain;
        for p in [
            "v_add_u32 v[2:3], -1, v4 ; N+1",
            "global_load_dword v1, v[2:3], off offset:-16",
            "ds_read_b32 v1, v2 quad_perm:[0,1,2,3]",
            "v_fma_f32 v0, -v1, v2, v3",
        ] {
            assert!(plain(p), "{p}");
        }
        for p in [
            "v_mov_b32 v[N], 0",
            "s_mov_b32 s0, 1+2",
            "s_mov_b32 s0, 4 - 1",
            "s_mov_b32 s0, 4/2",
            "s_waitcnt vmcnt(0) & lgkmcnt(0)",
            "N = 5",
            "m \\r",
            "s_branch \"a-b\"",
        ] {
            assert!(!plain(p), "{p}");
        }
    }

    #[test]
    fn glued_objdump_comment() {
        let c = codes("\tbuffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256// 000000006610: E1341100");
        assert_eq!(
            c[0].0,
            "\tbuffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256"
        );
        assert!(c[0].1.starts_with("000000006610:"));
    }

    /// llvm-objdump's reading (no classification, a vectorised comment
    /// search) splits every line as the byte loop does.
    #[test]
    fn objdump_reading_agrees_with_the_byte_loop() {
        for line in [
            "\ts_nop 0                 // 000000001900: BF800000",
            "\ts_nop 0 // it's \"quoted\" here",
            "\ts_nop 0 ; a // b",
            "\t.ascii \"a;b\" ; c",
            "\ts_waitcnt ';' ; c",
            "\ts_mov_b32 s0, 4/2 // x",
            "\ts_nop 0 /* x */ ; y",
            "\ts_endpgm",
            "",
        ] {
            let mut objdump = Lines::new(line);
            objdump.skip_classification();
            let mut in_block = false;
            let general = split_comment::<false>(1, line, &mut in_block);
            let Some(plain) = objdump.next() else {
                assert!(line.is_empty());
                continue;
            };
            assert_eq!(
                (&*plain.code, plain.comment),
                (&*general.code, general.comment),
                "{line:?}"
            );
        }
    }

    #[test]
    fn block_comments_span_lines_and_keep_columns() {
        let mut l = Lines::new("s_nop /* a\nb */ 0\n/* x */ s_endpgm\n");
        let a = l.next().unwrap();
        assert_eq!(a.code.trim_end(), "s_nop");
        assert!(l.in_block());
        let b = l.next().unwrap();
        assert_eq!(b.code.trim(), "0");
        assert_eq!(b.code.find('0'), Some(5));
        let c = l.next().unwrap();
        assert_eq!(c.code.trim(), "s_endpgm");
        assert!(!l.in_block());
    }
}
