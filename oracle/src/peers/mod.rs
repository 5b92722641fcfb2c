//! Live peers: outside implementations of what wavebed models, run on the
//! same generated cases and judged by the oracle (docs/architecture.md;
//! the shape of wasmtime's `oracles/diff_*.rs`).
//!
//! A peer takes a batch of cases and answers each, or rejects it; a peer that
//! cannot run at all (tool missing or broken) fails the whole batch, which a
//! campaign reports as an error (exit 2), never as a finding. One module per
//! engine: [`llvm`] is LLVM's `si-insert-waitcnts` pass, [`flydsl`] FlyDSL's
//! `fly-layout-lowering` (its Python process a detail of the module).

use std::path::PathBuf;

pub mod flydsl;
pub mod llvm;
pub mod roles;
pub mod roles_implicit;
pub mod roles_record;

/// One outside engine answering cases in batches (one process per batch:
/// starting the engine costs more than answering a case).
pub trait Peer {
    /// What the peer is given.
    type Case;
    /// What it answers for one case.
    type Answer;
    /// Why it rejects one case (the engine's own message, typed by kind).
    type Rejection: std::error::Error;

    /// Short name for reports (`llvm`).
    fn name(&self) -> &'static str;

    /// Answers every case of `cases`, in order: `Ok` per answered case, `Err`
    /// with the engine's rejection per rejected case. `Err` overall when the
    /// engine cannot run.
    fn run_batch(
        &mut self,
        cases: &[Self::Case],
    ) -> Result<Answers<Self::Answer, Self::Rejection>, PeerError>;
}

/// A batch's answers, one per case in order: the answer or the rejection.
pub type Answers<A, R> = Vec<Result<A, R>>;

/// The peer could not run at all: a missing or broken tool.
#[derive(Debug, thiserror::Error)]
pub enum PeerError {
    /// The engine's tool is not installed.
    #[error("{tool} not found ({hint})")]
    NotFound {
        tool: &'static str,
        hint: &'static str,
    },
    /// The tool could not be started.
    #[error("cannot run {}: {error}", path.display())]
    Spawn {
        path: PathBuf,
        error: std::io::Error,
    },
    /// Talking to the running tool failed.
    #[error("{}: {error}", path.display())]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The tool runs but rejects the trivial case it is probed with: it is not
    /// the engine the peer needs (`what`), for the reason it gave.
    #[error("{} does not run {what}: {reason}", path.display())]
    Unusable {
        path: PathBuf,
        what: String,
        reason: Box<dyn std::error::Error + Send + Sync>,
    },
}
