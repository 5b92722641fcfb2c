//! FlyDSL 0.4.2's `fly-layout-lowering` as a live peer of wavebed's `new`
//! rule set (docs/offsets.md; the known behaviours in
//! docs/flydsl-peer-known.txt).
//!
//! A case is a Fly MLIR module and wavebed's canonicalization of it. FlyDSL
//! is a Python package, so [`FlyDslPeer`] runs one Python process per batch
//! with the worker embedded here (`worker.py`): FlyDSL lowers the input and
//! reads both results with its own parser into [`Summary`]s - per access, the
//! chain of offsets from its root pointer, and the distinct runtime sums.
//! [`campaign`] compares the summaries and matches disagreements against the
//! known behaviours.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use serde::{Deserialize, Serialize};

use super::{Answers, Peer, PeerError};

pub mod campaign;

/// The worker the Python process runs (`python -c`).
const WORKER: &str = include_str!("worker.py");

/// One case: a module and wavebed's result for it (`None` when wavebed's
/// canonicalization failed; FlyDSL still answers for the input).
#[derive(Clone, Debug, Serialize)]
pub struct FlyCase {
    pub input: String,
    pub wavebed: Option<String>,
}

/// One layer of an access's chain: `static` offset, `dyn` offset (its sum
/// of arguments and its type), or a `recast` barrier.
pub type Layer = (String, String);

/// An access: the op, its root pointer, the layers from the root out, the
/// accessed pointer type.
pub type Access = (String, String, Vec<Layer>, String);

/// What FlyDSL reads in a module: every access's chain, and the distinct
/// runtime sums (root, layers through the last dynamic one), sorted.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Summary {
    pub accesses: Vec<Access>,
    pub sums: Vec<(String, Vec<Layer>)>,
}

/// FlyDSL's reading of wavebed's output.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum WavebedReading {
    Read(Summary),
    /// FlyDSL's parser rejects wavebed's output.
    Unreadable {
        unreadable: String,
    },
}

/// FlyDSL's answer for one case.
#[derive(Clone, Debug, Deserialize)]
pub struct FlyAnswer {
    /// FlyDSL's own output after the pass.
    pub lowered: String,
    pub flydsl: Summary,
    /// `None` when the case had no wavebed output.
    pub wavebed: Option<WavebedReading>,
}

/// FlyDSL rejects a case: its parser rejects the input, or the pass fails.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FlyRejection {
    #[error("FlyDSL rejects the generated input: {0}")]
    Input(String),
    #[error("FlyDSL fly-layout-lowering fails: {0}")]
    Pass(String),
}

/// One worker line: an answer or a rejection.
#[derive(Deserialize)]
#[serde(untagged)]
enum Line {
    Rejected { rejected: String, message: String },
    Answered(FlyAnswer),
}

/// FlyDSL through one Python interpreter that has `flydsl==0.4.2`.
pub struct FlyDslPeer {
    pub python: PathBuf,
}

impl FlyDslPeer {
    /// The peer on `python`; checks that it imports FlyDSL 0.4.2 (a missing
    /// interpreter or package is a [`PeerError`]).
    pub fn new(python: &Path) -> Result<FlyDslPeer, PeerError> {
        let probe = "import flydsl, importlib.metadata as m; \
                     assert m.version('flydsl') == '0.4.2', m.version('flydsl')";
        let out = Command::new(python)
            .args(["-c", probe])
            .output()
            .map_err(|error| PeerError::Spawn {
                path: python.to_path_buf(),
                error,
            })?;
        if !out.status.success() {
            let reason = String::from_utf8_lossy(&out.stderr);
            let last = reason.lines().last().unwrap_or("no message").to_string();
            return Err(PeerError::Unusable {
                path: python.to_path_buf(),
                what: "flydsl==0.4.2".to_string(),
                reason: last.into(),
            });
        }
        Ok(FlyDslPeer {
            python: python.to_path_buf(),
        })
    }

    fn io(&self, error: std::io::Error) -> PeerError {
        PeerError::Io {
            path: self.python.clone(),
            error,
        }
    }
}

impl Peer for FlyDslPeer {
    type Case = FlyCase;
    type Answer = FlyAnswer;
    type Rejection = FlyRejection;

    fn name(&self) -> &'static str {
        "flydsl"
    }

    /// One Python process for the batch: the cases as JSON lines in, one
    /// answer line per case out, in order.
    fn run_batch(
        &mut self,
        cases: &[FlyCase],
    ) -> Result<Answers<FlyAnswer, FlyRejection>, PeerError> {
        let mut child = Command::new(&self.python)
            .args(["-c", WORKER])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|error| PeerError::Spawn {
                path: self.python.clone(),
                error,
            })?;
        let mut input = Vec::new();
        for c in cases {
            serde_json::to_writer(&mut input, c).map_err(|e| self.io(e.into()))?;
            input.push(b'\n');
        }
        // Written from a thread: the worker answers while it reads, and a
        // batch may not fit in the pipes' buffers.
        let stdin = child.stdin.take();
        let writer = std::thread::spawn(move || -> std::io::Result<()> {
            let mut stdin = stdin.ok_or_else(|| std::io::Error::other("no stdin"))?;
            stdin.write_all(&input)
        });
        let stdout = child
            .stdout
            .take()
            .ok_or_else(|| self.io(std::io::Error::other("no stdout")))?;
        let mut answers = Vec::with_capacity(cases.len());
        for line in BufReader::new(stdout).lines() {
            let line = line.map_err(|e| self.io(e))?;
            let parsed: Line = serde_json::from_str(&line).map_err(|e| self.io(e.into()))?;
            answers.push(match parsed {
                Line::Answered(a) => Ok(a),
                Line::Rejected { rejected, message } if rejected == "input" => {
                    Err(FlyRejection::Input(message))
                }
                Line::Rejected { message, .. } => Err(FlyRejection::Pass(message)),
            });
        }
        let written = writer
            .join()
            .map_err(|_| self.io(std::io::Error::other("the writer thread panicked")))?;
        written.map_err(|e| self.io(e))?;
        let status = child.wait().map_err(|e| self.io(e))?;
        if !status.success() || answers.len() != cases.len() {
            return Err(PeerError::Unusable {
                path: self.python.clone(),
                what: "the FlyDSL worker".to_string(),
                reason: format!(
                    "{status}, {} answers for {} cases",
                    answers.len(),
                    cases.len()
                )
                .into(),
            });
        }
        Ok(answers)
    }
}
