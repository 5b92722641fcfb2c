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
use wavebed_model::profile::{Class, Counter, Profile, NUM_COUNTERS};

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
    /// A gfx10/gfx11 single-counter wait whose immediate, decoded as a
    /// combined `s_waitcnt`, waits on the producer's counters.
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

/// The counters an instruction's event counts on (none for non-memory ones).
pub(crate) fn counters_of(profile: &Profile, instr: &Instr) -> Vec<Counter> {
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
    // A single-counter wait whose immediate, read as a combined `s_waitcnt`,
    // waits harder on one of the producer's counters than the form itself.
    let single_misread = between.iter().filter_map(|i| i.wait).any(|w| {
        let WaitForm::Single(own) = w.form else {
            return false;
        };
        mine.iter().any(|&c| {
            let meant = if c == own { w.imm } else { profile.capacity(c) };
            profile.layout[c.index()].is_some_and(|l| l.extract(w.imm) < meant)
        })
    });
    if single_misread {
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
    // A wait field N on one of the producer's counters can only have retired
    // it (under any queue discipline) if more than N tokens counted there
    // since the producer issued.
    let mut issued = [0u32; NUM_COUNTERS];
    let (mut all_ones, mut partial) = (false, false);
    for i in &stream[producer..consumer] {
        if let Some(w) = i.wait {
            for &c in &mine {
                let (cap, n) = (profile.capacity(c), w.field(c));
                match n {
                    Some(n) if n >= cap && issued[c.index()] > cap as u32 => all_ones = true,
                    Some(n) if n > 0 && n < cap && issued[c.index()] > n as u32 => partial = true,
                    _ => {}
                }
            }
        }
        for c in counters_of(profile, i) {
            issued[c.index()] += 1;
        }
    }
    if all_ones {
        return Cause::AllOnesWait;
    }
    if partial {
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
