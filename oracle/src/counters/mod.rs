//! Counter oracles (docs/counters.md section 4), the races they imply, the
//! instruction-sequence generators, the model comparator and the minimizer.
//!
//! Both oracles answer one question for every check of every instruction: may
//! this earlier memory event still be outstanding here? The answer is monotone
//! (once every legal execution has completed an event, no later point can see it
//! outstanding), so an oracle's whole answer is one number per event: the first
//! stream position whose checks find it complete ([`Lifetimes`]).
//!
//! * [`enumerate`] explores every legal execution: the ground truth by definition.
//! * [`closed`] is section 4's linear-time characterisation.
//! * [`races`] turns answers and register effects into a race set.
//! * [`compare`] runs a model and an oracle side by side and labels disagreements.
//! * [`gen`] and [`asm`] generate programs (as `Instr`s and as listings).
//! * [`minimize`] shrinks a disagreeing program by delta debugging.
//! * [`campaign`] runs deterministic model-against-oracle campaigns.

use std::fmt;
use std::str::FromStr;

use wavebed_model::instr::{Flow, Instr};
use wavebed_model::profile::{Counter, Profile, NUM_COUNTERS};

pub mod asm;
pub mod campaign;
pub mod cause;
pub mod closed;
pub mod compare;
pub mod enumerate;
pub mod gen;
pub mod minimize;
pub mod paths;
pub mod races;
pub mod record;
pub mod xcnt;

/// "Never known complete": the event may be outstanding through the end.
pub const NEVER: u32 = u32::MAX;

/// An oracle's answers for one stream: per stream position of a memory event,
/// the first position whose checks find the event complete in every legal
/// execution ([`NEVER`] if none). Entries of non-memory positions are unused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Lifetimes {
    done: Vec<u32>,
}

impl Lifetimes {
    pub fn new(done: Vec<u32>) -> Lifetimes {
        Lifetimes { done }
    }

    /// Every position's answer ([`NEVER`] for positions that are no event).
    pub fn as_slice(&self) -> &[u32] {
        &self.done
    }

    /// The answers' buffer, for an oracle that refills it in place
    /// (`closed::ClosedForm::lifetimes_into`).
    pub(crate) fn buffer(&mut self) -> &mut Vec<u32> {
        &mut self.done
    }

    /// Whether the event issued at position `event` may still be outstanding at
    /// the checks of position `at` (which must come after the event).
    #[inline]
    pub fn may_be_outstanding(&self, event: usize, at: usize) -> bool {
        (at as u64) < self.done[event] as u64
    }

    /// The first position whose checks find `event` complete, if any.
    pub fn done_at(&self, event: usize) -> Option<u32> {
        let d = self.done[event];
        (d != NEVER).then_some(d)
    }

    pub fn len(&self) -> usize {
        self.done.len()
    }

    pub fn is_empty(&self) -> bool {
        self.done.is_empty()
    }
}

/// Which oracle `--oracle` selects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OracleKind {
    /// The closed form: linear time, always answers.
    Closed,
    /// The exhaustive enumerator: exponential, answers `too_large` past a budget.
    Enumerate,
}

impl OracleKind {
    pub const ALL: [OracleKind; 2] = [OracleKind::Closed, OracleKind::Enumerate];

    pub fn name(self) -> &'static str {
        match self {
            OracleKind::Closed => "closed",
            OracleKind::Enumerate => "enumerate",
        }
    }
}

impl fmt::Display for OracleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for OracleKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        OracleKind::ALL
            .into_iter()
            .find(|o| o.name() == s)
            .ok_or_else(|| format!("unknown oracle `{s}` (known: closed, enumerate)"))
    }
}

/// The enumerator gave up: exploring the stream needs more states than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// States explored before giving up.
    pub states: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "too_large: more than {} enumerated states", self.states)
    }
}

/// Runs oracle `kind` over `stream` (the enumerator with its default budget).
pub fn lifetimes(
    kind: OracleKind,
    profile: &Profile,
    stream: &[&Instr],
) -> Result<Lifetimes, TooLarge> {
    match kind {
        OracleKind::Closed => Ok(closed::lifetimes(profile, stream)),
        OracleKind::Enumerate => enumerate::lifetimes(profile, stream, enumerate::DEFAULT_BUDGET),
    }
}

/// The waits instruction `instr` performs, per counter: `Some(N)` blocks until
/// at most N tokens are outstanding on that counter. A field the instruction
/// does not encode, or one at or above the counter's capacity (all ones, "do not
/// wait", section 4 item 3), waits on nothing. A call drains every counter: the
/// callee starts with a full wait under LLVM's calling convention
/// (docs/architecture.md, "Path walker rules").
pub fn blocking_fields(profile: &Profile, instr: &Instr) -> [Option<u16>; NUM_COUNTERS] {
    let mut out = [None; NUM_COUNTERS];
    for c in Counter::ALL {
        let cap = profile.capacity(c);
        if cap == 0 {
            continue;
        }
        if instr.flow == Flow::Call {
            out[c.index()] = Some(0);
        } else if let Some(n) = instr.wait.and_then(|w| w.field(c)) {
            if n < cap {
                out[c.index()] = Some(n);
            }
        }
    }
    out
}
