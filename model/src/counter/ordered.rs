//! The token-FIFO machinery the seed and exact models share (docs/counters.md
//! sections 4 and 5): one FIFO of outstanding tokens per (ordered class,
//! counter), one unordered list per counter, waits that retire only a provably
//! complete oldest prefix of each ordered class, and section 4's
//! write-after-write exemption. The two models differ only in how an issue
//! makes room on a full counter: a [`BackPressure`] rule.

use crate::instr::{Flow, Instr, Unit, Wait};
use crate::profile::{Class, Counter, Profile, Tokens, NUM_COUNTERS};

use super::events::EventTable;
use super::ring::Ring;
use super::writers::Writers;
use super::{CounterModel, RaceHit};

/// Ordered classes are `Class::Vmem`, `Class::VmemStore`, `Class::Lds`.
const NUM_ORDERED: usize = 3;

/// FIFO entry of a token whose event has no destination register: it holds a
/// place in its class's order but completing it affects no register.
const NO_EVENT: u32 = u32::MAX;

/// The outstanding tokens of one wave.
#[derive(Debug)]
pub struct TokenQueues {
    /// Per counter, per ordered class: event indices in issue order.
    ordered: [[Ring<u32>; NUM_ORDERED]; NUM_COUNTERS],
    /// Per counter: events with an UNORDERED token there (destination events only).
    unordered: [Vec<u32>; NUM_COUNTERS],
}

impl TokenQueues {
    fn new(profile: &Profile) -> TokenQueues {
        TokenQueues {
            ordered: std::array::from_fn(|c| {
                std::array::from_fn(|_| {
                    Ring::with_capacity(profile.capacity[c].max(1) as usize + 1)
                })
            }),
            unordered: std::array::from_fn(|_| Vec::new()),
        }
    }

    fn clear(&mut self) {
        for fifos in &mut self.ordered {
            fifos.iter_mut().for_each(Ring::clear);
        }
        self.unordered.iter_mut().for_each(Vec::clear);
    }

    /// Number of outstanding tokens of ordered `class` on counter `c`.
    #[inline]
    pub fn len(&self, c: Counter, class: Class) -> usize {
        self.ordered[c.index()][class.index()].len()
    }

    /// Completes the oldest token of ordered `class` on `c`.
    #[inline]
    pub fn pop(&mut self, events: &mut EventTable, c: Counter, class: Class) {
        if let Some(ev) = self.ordered[c.index()][class.index()].pop() {
            if ev != NO_EVENT {
                events.complete_token(ev);
            }
        }
    }

    /// Pops every ordered FIFO on `c` while it holds more than `n` tokens.
    fn pop_above(&mut self, events: &mut EventTable, c: Counter, n: usize) {
        for fifo in &mut self.ordered[c.index()] {
            while fifo.len() > n {
                match fifo.pop() {
                    Some(NO_EVENT) | None => {}
                    Some(ev) => events.complete_token(ev),
                }
            }
        }
    }

    /// A wait field `n` below all ones on counter `c` (section 4): a FIFO
    /// holding more than `n` tokens has completed its oldest ones; only a zero
    /// wait proves anything about UNORDERED tokens.
    pub fn wait(&mut self, events: &mut EventTable, c: Counter, n: u16) {
        self.pop_above(events, c, n as usize);
        if n == 0 {
            for ev in self.unordered[c.index()].drain(..) {
                events.complete_token(ev);
            }
        }
    }

    fn push(&mut self, tokens: &Tokens, ev: Option<u32>) {
        for t in tokens.as_slice() {
            let c = t.counter.index();
            match (t.class.is_ordered(), ev) {
                (true, ev) => self.ordered[c][t.class.index()].push(ev.unwrap_or(NO_EVENT)),
                (false, Some(ev)) => self.unordered[c].push(ev),
                (false, None) => {}
            }
        }
    }
}

/// How an issue makes room on a counter that back-pressure keeps bounded.
pub trait BackPressure {
    /// The model's `--model` name.
    const NAME: &'static str;

    /// Retires what the issue stall of an instruction issuing `tokens` proves
    /// complete (called only on profiles with back-pressure).
    fn make_room(q: &mut TokenQueues, events: &mut EventTable, profile: &Profile, tokens: &Tokens);
}

/// Write-after-write exemption key (section 4): only single-token loads of the
/// same ordered class on the same counter land in issue order.
fn waw_key(tokens: &Tokens) -> u8 {
    match tokens.as_slice() {
        [t] if t.class.is_ordered() => 1 + (t.counter.index() * 4 + t.class.index()) as u8,
        _ => 0,
    }
}

/// A model that tracks tokens per completion-order class.
#[derive(Debug)]
pub struct ClassModel<P: BackPressure> {
    profile: Profile,
    events: EventTable,
    writers: Writers,
    tokens: TokenQueues,
    _rule: std::marker::PhantomData<P>,
}

impl<P: BackPressure> ClassModel<P> {
    pub fn new(profile: &Profile) -> Self {
        ClassModel {
            profile: profile.clone(),
            events: EventTable::default(),
            writers: Writers::default(),
            tokens: TokenQueues::new(profile),
            _rule: std::marker::PhantomData,
        }
    }

    /// Applies the fields `wait` encodes; all-ones fields and counters the
    /// profile lacks are no-ops.
    fn apply_wait(&mut self, wait: &Wait) {
        for c in Counter::ALL {
            let cap = self.profile.capacity(c);
            if let Some(n) = wait.field(c) {
                if n < cap {
                    self.tokens.wait(&mut self.events, c, n);
                }
            }
        }
    }

    /// Everything issued so far completes (a call: LLVM's calling convention
    /// starts every callee with a full wait; docs/counters.md section 8).
    fn drain(&mut self) {
        for c in Counter::ALL {
            self.tokens.wait(&mut self.events, c, 0);
        }
    }

    #[inline]
    fn issue(
        &mut self,
        pos: u64,
        id: u32,
        instr: &Instr,
        kind: crate::profile::MemKind,
        hits: &mut Vec<RaceHit>,
    ) {
        let tokens = self.profile.tokens(kind);
        if self.profile.back_pressure {
            P::make_room(&mut self.tokens, &mut self.events, &self.profile, &tokens);
        }
        let has_dest = !instr.writes.is_empty();
        let key = if has_dest { waw_key(&tokens) } else { 0 };
        self.writers.check(&self.events, pos, id, instr, key, hits);
        let ev = has_dest.then(|| {
            let ev = self.events.issue(id, pos, tokens.len() as u8, key, 0);
            self.writers.add(instr, ev);
            ev.idx
        });
        self.tokens.push(&tokens, ev);
    }
}

impl<P: BackPressure> CounterModel for ClassModel<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn reset(&mut self) {
        self.events.clear();
        self.writers.clear();
        self.tokens.clear();
    }

    #[inline]
    fn step(&mut self, pos: u64, id: u32, instr: &Instr, hits: &mut Vec<RaceHit>) {
        if let Some(kind) = instr.mem {
            return self.issue(pos, id, instr, kind, hits);
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.apply_wait(wait);
        }
        self.writers.check(&self.events, pos, id, instr, 0, hits);
        if instr.flow == Flow::Call {
            self.drain();
        }
    }
}
