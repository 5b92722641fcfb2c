//! Live peers: outside implementations of what wavebed models, run on the
//! same generated cases and judged by the oracle (docs/architecture.md;
//! the shape of wasmtime's `oracles/diff_*.rs`).
//!
//! A peer takes a batch of cases and answers each, or rejects it; a peer that
//! cannot run at all (tool missing or broken) fails the whole batch, which a
//! campaign reports as an error (exit 2), never as a finding. One module per
//! engine: [`llvm`] is LLVM's `si-insert-waitcnts` pass. FlyDSL, the other
//! peer, is still driven by `scripts/flydsl_peer.py`.

use std::fmt;

pub mod llvm;
pub mod roles;

/// One outside engine answering cases in batches (one process per batch:
/// starting the engine costs more than answering a case).
pub trait Peer {
    /// What the peer is given.
    type Case;
    /// What it answers for one case.
    type Answer;

    /// Short name for reports (`llvm`).
    fn name(&self) -> &'static str;

    /// Answers every case of `cases`, in order: `Ok` per answered case, `Err`
    /// with the engine's message per rejected case. `Err` overall when the
    /// engine cannot run.
    fn run_batch(
        &mut self,
        cases: &[Self::Case],
    ) -> Result<Vec<Result<Self::Answer, String>>, PeerError>;
}

/// The peer could not run at all: a missing or broken tool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PeerError(pub String);

impl fmt::Display for PeerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PeerError {}
