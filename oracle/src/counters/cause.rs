//! Cause labels for model/oracle disagreements, derived by analysing the
//! program between producer and consumer - never by asking the model why.
//!
//! A *missed race* means the model believed the producer complete (or exempt)
//! while some legal execution still has it outstanding; the label names the
//! program feature the model must have over-trusted, tried from the most
//! specific to the least. A *false positive* means the oracle proves the
//! producer complete; the label names what completed its last token (from the
//! closed form's per-token completion points): an issue stall of the same class
//! (no back-pressure), of another class (cross-class capacity), or a wait.

use std::fmt;

use wavebed_model::counter::Access;
use wavebed_model::instr::{Instr, WaitForm};
use wavebed_model::profile::{Class, Counter, Profile};

use super::closed::TokenLifetimes;
use super::Lifetimes;

/// Why a model and an oracle disagree on one (producer, consumer) pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// Another class filled the counter, so an issue stall completed the
    /// producer's ordered token (15 LDS reads, then an `s_load`).
    CrossClassCapacity,
    /// The producer's own class filled the counter (16 LDS reads on gfx9).
    NoBackPressure,
    /// A wait field at all ones ("do not wait") on the producer's counter.
    AllOnesWait,
    /// A nonzero partial wait on a counter holding several classes.
    PartialWaitAcrossClasses,
    /// A zero wait on the producer's counter.
    ZeroWait,
    /// FLAT counts on two counters; only one of its tokens is known complete.
    FlatToken,
    /// A gfx10/gfx11 single-counter wait on a counter the producer does not use.
    SingleCounterWait,
    /// Write-after-write between loads of one broad type but different
    /// completion-order classes (a FLAT and a VMEM load), or the exemption for
    /// one ordered class.
    WriteAfterWriteClass,
    /// A call (a full drain under LLVM's calling convention).
    CallDrain,
    /// None of the above.
    Other,
}

impl Cause {
    pub const ALL: [Cause; 10] = [
        Cause::CrossClassCapacity,
        Cause::NoBackPressure,
        Cause::AllOnesWait,
        Cause::PartialWaitAcrossClasses,
        Cause::ZeroWait,
        Cause::FlatToken,
        Cause::SingleCounterWait,
        Cause::WriteAfterWriteClass,
        Cause::CallDrain,
        Cause::Other,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cause::CrossClassCapacity => "cross-class capacity",
            Cause::NoBackPressure => "no back-pressure",
            Cause::AllOnesWait => "all-ones wait",
            Cause::PartialWaitAcrossClasses => "partial wait across classes",
            Cause::ZeroWait => "zero wait",
            Cause::FlatToken => "FLAT token",
            Cause::SingleCounterWait => "single-counter wait",
            Cause::WriteAfterWriteClass => "write-after-write class",
            Cause::CallDrain => "call drain",
            Cause::Other => "other",
        }
    }

    /// The label as a file-name stem (`cross_class_capacity`).
    pub fn slug(self) -> String {
        self.name().to_ascii_lowercase().replace(['-', ' '], "_")
    }

    /// Parses a label printed by [`Cause::name`] or [`Cause::slug`].
    pub fn parse(s: &str) -> Option<Cause> {
        Cause::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s) || c.slug() == s)
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

fn counters_of(profile: &Profile, instr: &Instr) -> Vec<Counter> {
    instr
        .mem
        .map(|k| {
            profile
                .tokens(k)
                .as_slice()
                .iter()
                .map(|t| t.counter)
                .collect()
        })
        .unwrap_or_default()
}

/// Labels a race the oracle finds and the model misses: `accesses` are the
/// oracle's accesses on the pair.
pub fn missed(
    profile: &Profile,
    stream: &[&Instr],
    tokens: &TokenLifetimes,
    producer: usize,
    consumer: usize,
    accesses: &[Access],
) -> Cause {
    let (e, p) = (stream[producer], stream[consumer]);
    let between = &stream[producer + 1..consumer];
    let mine = counters_of(profile, e);
    let same_type = match (e.mem, p.mem) {
        (Some(a), Some(b)) => a.legacy_type() == b.legacy_type(),
        _ => false,
    };
    if accesses.iter().all(|&a| a == Access::Write) && same_type {
        return Cause::WriteAfterWriteClass;
    }
    let single_elsewhere = between
        .iter()
        .any(|i| matches!(i.wait.map(|w| w.form), Some(WaitForm::Single(c)) if !mine.contains(&c)));
    if single_elsewhere {
        return Cause::SingleCounterWait;
    }
    if tokens.tokens(producer).len() > 1
        && tokens
            .tokens(producer)
            .iter()
            .any(|&d| (d as usize) <= consumer)
    {
        return Cause::FlatToken;
    }
    let field_on_mine = |pred: &dyn Fn(u16, u16) -> bool| {
        between.iter().filter_map(|i| i.wait).any(|w| {
            mine.iter()
                .any(|&c| w.field(c).is_some_and(|n| pred(n, profile.capacity(c))))
        })
    };
    if field_on_mine(&|n, cap| n >= cap) {
        return Cause::AllOnesWait;
    }
    if field_on_mine(&|n, cap| n > 0 && n < cap) {
        return Cause::PartialWaitAcrossClasses;
    }
    Cause::Other
}

/// Labels a race the model reports and the oracle rules out.
pub fn false_positive(
    profile: &Profile,
    stream: &[&Instr],
    tokens: &TokenLifetimes,
    lifetimes: &Lifetimes,
    producer: usize,
    consumer: usize,
) -> Cause {
    if producer >= consumer || stream[producer].mem.is_none() {
        return Cause::Other;
    }
    if lifetimes.may_be_outstanding(producer, consumer) {
        // Outstanding, yet no race: the write-after-write exemption.
        return Cause::WriteAfterWriteClass;
    }
    let Some(q) = lifetimes.done_at(producer) else {
        return Cause::Other;
    };
    let e = stream[producer];
    let at = stream[q as usize];
    let Some(kind) = e.mem else {
        return Cause::Other;
    };
    let completed: Vec<_> = profile
        .tokens(kind)
        .as_slice()
        .iter()
        .zip(tokens.tokens(producer))
        .filter(|(_, &d)| d == q)
        .map(|(t, _)| *t)
        .collect();
    let Some(t) = completed.first() else {
        return Cause::Other;
    };
    if let Some(k) = at.mem {
        let same_class = profile
            .tokens(k)
            .as_slice()
            .iter()
            .any(|u| u.counter == t.counter && u.class == t.class);
        return if same_class {
            Cause::NoBackPressure
        } else {
            Cause::CrossClassCapacity
        };
    }
    if at.wait.is_none() {
        return Cause::CallDrain;
    }
    match super::blocking_fields(profile, at)[t.counter.index()] {
        Some(0) => Cause::ZeroWait,
        Some(_) if t.class != Class::Unordered => Cause::PartialWaitAcrossClasses,
        _ => Cause::Other,
    }
}
