//! Errors shared by the model's front ends.

/// A syntax or semantic error at a 1-based line and column of some text:
/// assembly (the [`crate::isa`] front end) or Fly MLIR ([`crate::chain`]).
/// Readers that know the file put its path in front (`FILE:LINE:COL: ...`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
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
