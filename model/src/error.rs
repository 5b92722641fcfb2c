//! Errors shared by the model's front ends.

/// A syntax or semantic error at a 1-based line and column of some text:
/// assembly (the [`crate::isa`] front end) or Fly MLIR ([`crate::chain`]).
/// Readers that know the file put its path in front (`FILE:LINE:COL: ...`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {}", bounded(message))]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// Longest piece of input a message quotes ([`excerpt`]).
pub const EXCERPT_MAX: usize = 64;

/// `text` as a message quotes it: whole when short, else its first
/// [`EXCERPT_MAX`] bytes (cut at a character boundary) and how long it was,
/// so that a hostile 100 MB token is never echoed whole.
pub fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    if text.len() <= EXCERPT_MAX {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut end = EXCERPT_MAX;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    std::borrow::Cow::Owned(format!("{}... ({} bytes)", &text[..end], text.len()))
}

/// A message with every piece of input it may quote bounded: each
/// `` `quoted` `` span and each run without spaces longer than twice
/// [`EXCERPT_MAX`] becomes its [`excerpt`]. Applied when [`ParseError`] and
/// [`Invalid`] are shown, so that no message of the front ends echoes a
/// hostile token whole, whichever site built it.
pub fn bounded(message: &str) -> std::borrow::Cow<'_, str> {
    // Twice the excerpt's length: a piece a site already cut (its first
    // EXCERPT_MAX bytes and `... (N bytes)`) is left as it is.
    let long = |piece: &str| piece.len() > 2 * EXCERPT_MAX;
    if !message
        .split(|c: char| c == '`' || c.is_whitespace())
        .any(long)
    {
        return std::borrow::Cow::Borrowed(message);
    }
    let mut out = String::with_capacity(4 * EXCERPT_MAX);
    // Odd pieces of a split at backticks are quoted spans.
    for (i, piece) in message.split('`').enumerate() {
        if i > 0 {
            out.push('`');
        }
        if i % 2 == 1 {
            push_cut(&mut out, piece);
            continue;
        }
        let mut first = true;
        for word in piece.split(' ') {
            if !first {
                out.push(' ');
            }
            first = false;
            push_cut(&mut out, word);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// Appends `piece`, as its [`excerpt`] when longer than twice [`EXCERPT_MAX`].
fn push_cut(out: &mut String, piece: &str) {
    if piece.len() > 2 * EXCERPT_MAX {
        out.push_str(&excerpt(piece));
    } else {
        out.push_str(piece);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_quote_bounded_excerpts() {
        let token = "x".repeat(10_000);
        let e = ParseError {
            line: 1,
            col: 2,
            message: format!("unknown instruction `{token} v0` after {token}"),
        };
        let shown = e.to_string();
        assert!(shown.len() < 4 * EXCERPT_MAX, "{shown}");
        assert!(
            shown.starts_with("1:2: unknown instruction `xxx"),
            "{shown}"
        );
        assert_eq!(shown.matches("(10000 bytes)").count(), 1, "{shown}");
        assert!(shown.contains("(10003 bytes)"), "{shown}");
        let short = "bad `s_waitcnt 0x1` here";
        assert_eq!(bounded(short).to_string(), short);
    }
}
