//! The FlyDSL campaign: generated chains (`wavebed diff offsets`' generator)
//! canonicalized by wavebed's `new` rule set in-process and by FlyDSL's
//! `fly-layout-lowering` through the peer, compared per access and by
//! distinct runtime sums. A disagreement, or a chain FlyDSL cannot take, is
//! matched against the known behaviours (docs/flydsl-peer-known.txt:
//! `[id]` blocks with a `match:` regex searched in the problem text and a
//! `reason:`); an unmatched one is unexplained, which fails the campaign.

use std::collections::BTreeMap;

use regex_lite::Regex;
use wavebed_model::chain::{self, Rule};

use super::{Access, FlyAnswer, FlyCase, FlyDslPeer, FlyRejection, WavebedReading};
use crate::peers::{Peer, PeerError};

/// One known FlyDSL behaviour.
#[derive(Clone, Debug)]
pub struct Known {
    pub id: String,
    /// Searched in the problem text (`.` matches newlines).
    pub pattern: Regex,
    pub reason: String,
}

/// A known-behaviours file that does not read.
#[derive(Debug, thiserror::Error)]
pub enum KnownError {
    #[error("line {line}: `match:` is not a regex: {error}")]
    Pattern {
        line: usize,
        error: regex_lite::Error,
    },
    #[error("entries without match/reason: {0:?}")]
    Incomplete(Vec<String>),
}

/// Parses the known-behaviours file: `[id]` blocks with `match: REGEX` and
/// `reason: TEXT` lines (everything else is commentary).
pub fn load_known(text: &str) -> Result<Vec<Known>, KnownError> {
    let mut entries: Vec<(String, Option<Regex>, Option<String>)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let id = line
            .strip_prefix('[')
            .and_then(|l| l.strip_suffix(']'))
            .filter(|id| {
                !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "_.-".contains(c))
            });
        if let Some(id) = id {
            entries.push((id.to_string(), None, None));
        } else if let Some(cur) = entries.last_mut() {
            if let Some(p) = line.strip_prefix("match: ") {
                let re = Regex::new(&format!("(?s){p}"))
                    .map_err(|error| KnownError::Pattern { line: n + 1, error })?;
                cur.1 = Some(re);
            } else if let Some(r) = line.strip_prefix("reason: ") {
                cur.2 = Some(r.to_string());
            }
        }
    }
    let bad: Vec<String> = entries
        .iter()
        .filter(|e| e.1.is_none() || e.2.is_none())
        .map(|e| e.0.clone())
        .collect();
    if !bad.is_empty() {
        return Err(KnownError::Incomplete(bad));
    }
    Ok(entries
        .into_iter()
        .filter_map(|(id, pattern, reason)| {
            Some(Known {
                id,
                pattern: pattern?,
                reason: reason?,
            })
        })
        .collect())
}

/// One generated chain: its name and Fly MLIR text.
#[derive(Clone, Debug)]
pub struct Chain {
    pub name: String,
    pub text: String,
}

/// Chains `0..count` of the offsets generator with `seed`, as
/// `wavebed diff offsets --emit` writes them.
pub fn generated_chains(seed: u64, count: u64) -> Vec<Chain> {
    (0..count)
        .map(|i| Chain {
            name: format!("case-{i:05}"),
            text: chain::print(&crate::offsets::gen::case_module(seed, i)),
        })
        .collect()
}

/// Why wavebed's canonicalization of a chain failed.
#[derive(Debug, thiserror::Error)]
pub enum CanonError {
    #[error(transparent)]
    Parse(#[from] chain::ParseError),
    #[error(transparent)]
    Rewrite(#[from] chain::RewriteError),
}

/// wavebed's `new` canonicalization of a chain's text, as `wavebed canon
/// --rule new` prints it.
pub fn canon_new(text: &str) -> Result<String, CanonError> {
    let module = chain::parse(text)?;
    let (rewritten, _) = chain::rewrite(&module, Rule::New)?;
    Ok(chain::print(&rewritten))
}

/// How a chain went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChainVerdict {
    /// Same accesses and runtime sums; `identical_text` when FlyDSL's output
    /// is wavebed's, text for text.
    Agree { identical_text: bool },
    /// A problem the known behaviour `id` explains.
    Known { id: String },
    /// A problem nothing explains: the campaign fails.
    Unexplained { problem: String },
}

/// The campaign's counts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FlyTally {
    pub chains: u64,
    pub agree: u64,
    pub identical_text: u64,
    pub known: u64,
    pub unexplained: u64,
    /// Problems per known behaviour.
    pub known_hits: BTreeMap<String, u64>,
}

impl FlyTally {
    fn add(&mut self, v: &ChainVerdict) {
        self.chains += 1;
        match v {
            ChainVerdict::Agree { identical_text } => {
                self.agree += 1;
                self.identical_text += u64::from(*identical_text);
            }
            ChainVerdict::Known { id } => {
                self.known += 1;
                *self.known_hits.entry(id.clone()).or_default() += 1;
            }
            ChainVerdict::Unexplained { .. } => self.unexplained += 1,
        }
    }
}

/// One access as the problem text shows it: `OP ROOT [kind:text ...] -> TYPE`.
fn access_text(a: &Access) -> String {
    let (name, root, layers, ty) = a;
    let body: Vec<String> = layers.iter().map(|(k, v)| format!("{k}:{v}")).collect();
    format!("{name} {root} [{}] -> {ty}", body.join(" "))
}

/// The problem of one chain, `None` when wavebed and FlyDSL agree (with
/// whether the texts are identical).
fn problem(
    answer: Result<&FlyAnswer, &FlyRejection>,
    wavebed: &Result<String, CanonError>,
) -> Result<bool, String> {
    let a = answer.map_err(ToString::to_string)?;
    let wb = wavebed
        .as_ref()
        .map_err(|e| format!("wavebed canon fails: {e}"))?;
    let ws = match &a.wavebed {
        Some(WavebedReading::Read(s)) => s,
        Some(WavebedReading::Unreadable { unreadable }) => {
            return Err(format!("FlyDSL rejects wavebed's output: {unreadable}"))
        }
        None => return Err("FlyDSL did not read wavebed's output".to_string()),
    };
    let (fa, wa) = (&a.flydsl.accesses, &ws.accesses);
    if fa == wa && a.flydsl.sums == ws.sums {
        return Ok(a.lowered.trim() == wb.trim());
    }
    let mut lines = vec!["per-access chains or runtime sums differ:".to_string()];
    for i in 0..fa.len().max(wa.len()) {
        let f = fa.get(i).map_or("-".to_string(), access_text);
        let w = wa.get(i).map_or("-".to_string(), access_text);
        let mark = if f == w { "  " } else { "!=" };
        lines.push(format!("  {mark} flydsl:  {f}\n     wavebed: {w}"));
    }
    lines.push(format!(
        "  distinct runtime sums: flydsl {} wavebed {}",
        a.flydsl.sums.len(),
        ws.sums.len()
    ));
    Err(lines.join("\n"))
}

/// A FlyDSL campaign: batches of chains through the peer, each judged and
/// counted.
pub struct FlyCampaign {
    pub peer: FlyDslPeer,
    pub known: Vec<Known>,
    pub tally: FlyTally,
}

impl FlyCampaign {
    pub fn new(peer: FlyDslPeer, known: Vec<Known>) -> FlyCampaign {
        FlyCampaign {
            peer,
            known,
            tally: FlyTally::default(),
        }
    }

    /// Canonicalizes `chains` with wavebed, runs them through FlyDSL in one
    /// process, and judges each; the verdicts are in chain order.
    pub fn run(&mut self, chains: &[Chain]) -> Result<Vec<ChainVerdict>, PeerError> {
        let ours: Vec<Result<String, CanonError>> =
            chains.iter().map(|c| canon_new(&c.text)).collect();
        let cases: Vec<FlyCase> = chains
            .iter()
            .zip(&ours)
            .map(|(c, w)| FlyCase {
                input: c.text.clone(),
                wavebed: w.as_ref().ok().cloned(),
            })
            .collect();
        let answers = self.peer.run_batch(&cases)?;
        let verdicts: Vec<ChainVerdict> = answers
            .iter()
            .zip(&ours)
            .map(|(a, w)| match problem(a.as_ref(), w) {
                Ok(identical_text) => ChainVerdict::Agree { identical_text },
                Err(p) => match self.known.iter().find(|k| k.pattern.is_match(&p)) {
                    Some(k) => ChainVerdict::Known { id: k.id.clone() },
                    None => ChainVerdict::Unexplained { problem: p },
                },
            })
            .collect();
        for v in &verdicts {
            self.tally.add(v);
        }
        Ok(verdicts)
    }
}
