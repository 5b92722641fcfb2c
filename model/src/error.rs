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

/// A message about text that is not a position in a file: a wait's operands
/// (`wavebed waitcnt --encode`), an immediate, an IR type.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct Invalid(pub String);
