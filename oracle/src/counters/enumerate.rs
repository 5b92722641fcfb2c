//! The enumerating oracle: ground truth by definition (docs/counters.md section 4,
//! items 1-3), by exploring every legal execution of one wave's stream.
//!
//! **Definition.** A configuration is a program point p (the next instruction to
//! execute) and the set O of outstanding tokens. From (p, O) the wave may:
//!
//! * *complete* a token t of O - any UNORDERED token, or an ordered token that
//!   is the oldest outstanding one of its (counter, class) stream;
//! * *execute* instruction p, if it is enabled: a memory instruction under
//!   back-pressure needs `count(c) + k <= capacity(c)` on every counter c it
//!   surely counts on with k tokens (a wide scalar fetch under
//!   `smem-wide-tokens=2` has k = 2); a wait needs `count(c) <= N` for every field N it encodes below all ones
//!   (a call counts as a zero wait on every counter). Executing performs p's
//!   checks against O and then adds p's tokens, moving to (p + 1, O').
//!
//! Under `flat=either` a generic FLAT counts on vmcnt (vscnt), lgkmcnt or both,
//! whichever memory it reaches. The search does not branch on that choice: a
//! FLAT's tokens are UNORDERED, so a token that does not exist behaves as one
//! that completes at once, and the only difference left is the issue stall,
//! which no choice imposes on both counters and which each event asked about
//! can avoid on its own counter by the choice that counts elsewhere. So the
//! FLAT issues both tokens and stalls on neither (`Token::stalls`), which
//! gives exactly the union over the choices of each event's answers.
//!
//! Event e *may be outstanding* at the checks of p iff some configuration
//! (p, O), reachable from (0, {}) and in which p is enabled, has a token of e in
//! O. Nothing else is assumed: no watermark, no FIFO, no capacity arithmetic.
//!
//! **Representation.** Tokens of one ordered stream complete oldest first, so
//! its outstanding tokens are always its newest k: the count k names the set
//! exactly. UNORDERED tokens on one counter are interchangeable for every rule
//! above, so a count per counter is exact too - except for the identity of the
//! event being asked about. The search therefore runs once with no event tracked
//! (answering every event whose tokens are all ordered) and once per event with
//! an UNORDERED token, keeping that event's UNORDERED tokens as explicit flags.
//! Each run memoizes the configurations of each point in a hash set.
//!
//! **Pruning by inclusion.** Completing tokens is always allowed, so whatever a
//! configuration O reaches, any O' holding a superset of O's tokens at the same
//! point reaches too (first complete O' \ O: the extra ordered tokens are the
//! oldest of their streams). Tokens issued later are the newest of their
//! streams, so this still holds after issuing. Hence at each point the search
//! descends through completions only from configurations in which the
//! instruction is *not* enabled: every enabled configuration reachable below an
//! arrival lies below the first enabled one on its completion path, which the
//! search keeps; it has a superset of the tokens (so the same or more "may be
//! outstanding" answers) and its successor reaches the other's successor.
//!
//! It is exponential in the worst case; past `budget` configurations it answers
//! [`TooLarge`].

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use wavebed_model::instr::Instr;
use wavebed_model::profile::{Class, Counter, Profile};

use super::{blocking_fields, Lifetimes, TooLarge, NEVER};

/// Default state budget: enough for every program of 24 memory events the
/// generators produce, small enough to answer in about a second.
pub const DEFAULT_BUDGET: usize = 4_000_000;

/// Most (counter, class) streams one program may use: VMEM, LDS and
/// UNORDERED on vmcnt, lgkmcnt and vscnt, gfx12's kmcnt and xcnt, and the
/// export types' ordered streams on expcnt (docs/counters.md section 14). A
/// program needing more is answered `too_large`.
const SLOTS: usize = 12;

/// The outstanding tokens of a configuration: per ordered (counter, class)
/// stream the number of its newest tokens still outstanding; per counter's
/// UNORDERED stream the number of outstanding tokens of untracked events; one
/// flag per UNORDERED token of the tracked event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    outstanding: [u16; SLOTS],
    tracked: u8,
}

/// A (counter, class) token stream the program uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stream {
    counter: Counter,
    class: Class,
}

/// One memory event of the stream: its tokens as (stream, number in it).
struct Event {
    pos: usize,
    tokens: Vec<(usize, u32)>,
    unordered: bool,
}

/// FxHash-style hasher: the sets hold small fixed-size states, and SipHash
/// would dominate the search.
#[derive(Default)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }
    fn write_u16(&mut self, i: u16) {
        self.write_u64(i as u64);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type States = HashSet<State, BuildHasherDefault<StateHasher>>;

struct Search<'a> {
    profile: &'a Profile,
    stream: &'a [&'a Instr],
    /// The (counter, class) streams the program uses; a state's slot i counts
    /// stream i.
    streams: Vec<Stream>,
    events: Vec<Event>,
    budget: usize,
    explored: usize,
}

impl Search<'_> {
    #[allow(
        clippy::expect_used,
        reason = "an invariant: every token's stream is registered"
    )]
    fn slot(&self, counter: Counter, class: Class) -> usize {
        let want = Stream { counter, class };
        self.streams
            .iter()
            .position(|&s| s == want)
            .expect("every token's stream is registered")
    }

    /// Outstanding tokens on counter `c` in `s` (tracked flags included).
    fn count(&self, s: &State, c: Counter, tracked: Option<&Event>) -> u32 {
        let mut n = 0;
        for (i, st) in self.streams.iter().enumerate() {
            if st.counter == c {
                n += s.outstanding[i] as u32;
            }
        }
        if let Some(e) = tracked {
            for (i, &(sl, _)) in e.tokens.iter().enumerate() {
                if s.tracked & (1 << i) != 0 && self.streams[sl].counter == c {
                    n += 1;
                }
            }
        }
        n
    }

    /// Whether instruction `p` may execute from `s`.
    fn enabled(&self, p: usize, s: &State, tracked: Option<&Event>) -> bool {
        let instr = self.stream[p];
        if let (Some(kind), true) = (instr.mem, self.profile.back_pressure) {
            for (c, k) in self.profile.tokens(kind).stalls() {
                if self.count(s, c, tracked) + k as u32 > self.profile.capacity(c) as u32 {
                    return false;
                }
            }
        }
        for (c, n) in Counter::ALL
            .into_iter()
            .zip(blocking_fields(self.profile, instr))
        {
            if let Some(n) = n {
                if self.count(s, c, tracked) > n as u32 {
                    return false;
                }
            }
        }
        true
    }

    /// The configurations reachable at point `p` from `arrivals` by completing
    /// tokens, except that the descent stops at configurations in which `p` is
    /// enabled (see the module doc: what lies below them adds nothing).
    fn closure(
        &mut self,
        p: usize,
        arrivals: States,
        tracked: Option<&Event>,
    ) -> Result<States, TooLarge> {
        let mut seen = States::default();
        let mut work: Vec<State> = arrivals.into_iter().collect();
        let flags = tracked.map_or(0, |e| e.tokens.len());
        while let Some(s) = work.pop() {
            if !seen.insert(s) {
                continue;
            }
            self.explored += 1;
            if self.explored > self.budget {
                return Err(TooLarge {
                    states: self.explored,
                });
            }
            if self.enabled(p, &s, tracked) {
                continue;
            }
            for i in 0..self.streams.len() {
                if s.outstanding[i] > 0 {
                    let mut t = s;
                    t.outstanding[i] -= 1;
                    work.push(t);
                }
            }
            for i in 0..flags {
                if s.tracked & (1 << i) != 0 {
                    let mut t = s;
                    t.tracked &= !(1 << i);
                    work.push(t);
                }
            }
        }
        Ok(seen)
    }

    /// `s` after instruction `p` issues its tokens.
    fn issue(&self, p: usize, mut s: State, tracked: Option<&Event>) -> State {
        if let Some(kind) = self.stream[p].mem {
            let is_tracked = tracked.is_some_and(|e| e.pos == p);
            for (i, t) in self.profile.tokens(kind).as_slice().iter().enumerate() {
                if is_tracked && !t.class.is_ordered() {
                    s.tracked |= 1 << i;
                } else {
                    s.outstanding[self.slot(t.counter, t.class)] += 1;
                }
            }
        }
        s
    }

    /// Explores the stream once. With `tracked = None` it starts at point 0,
    /// answers every event whose tokens are all ordered, and returns the
    /// configurations arriving at each UNORDERED event's issue point. With
    /// `Some(i)` it starts at event i's issue point from the configurations the
    /// untracked run saw arrive there (until then the runs are the same: the
    /// tracked event has not issued) and answers only event i.
    fn run(
        &mut self,
        tracked: Option<usize>,
        start: Option<States>,
        done: &mut [u32],
    ) -> Result<Vec<States>, TooLarge> {
        let events = std::mem::take(&mut self.events);
        let result = self.run_with(tracked, start, &events, done);
        self.events = events;
        result
    }

    fn run_with(
        &mut self,
        tracked_index: Option<usize>,
        start: Option<States>,
        events: &[Event],
        done: &mut [u32],
    ) -> Result<Vec<States>, TooLarge> {
        let tracked = tracked_index.map(|i| &events[i]);
        let mut saved = Vec::new();
        let mut issued = [0u32; SLOTS];
        let mut next_event = tracked_index.unwrap_or(0);
        let first = tracked.map_or(0, |e| e.pos);
        for e in &events[..next_event] {
            for &(sl, _) in &e.tokens {
                issued[sl] += 1;
            }
        }
        let mut arrivals = start.unwrap_or_else(|| {
            let mut a = States::default();
            a.insert(State {
                outstanding: [0; SLOTS],
                tracked: 0,
            });
            a
        });
        for p in first..self.stream.len() {
            let here = events.get(next_event).filter(|e| e.pos == p);
            if tracked.is_none() && here.is_some_and(|e| e.unordered) {
                saved.push(arrivals.clone());
            }
            let states = self.closure(p, arrivals, tracked)?;
            // Over the configurations in which p is enabled: the most tokens
            // each stream still has outstanding (they are its newest), and
            // whether the tracked event's UNORDERED tokens may be.
            let mut most = [0u16; SLOTS];
            let mut tracked_out = false;
            arrivals = States::default();
            for s in &states {
                if !self.enabled(p, s, tracked) {
                    continue;
                }
                for (m, &k) in most.iter_mut().zip(&s.outstanding) {
                    *m = (*m).max(k);
                }
                tracked_out |= s.tracked != 0;
                arrivals.insert(self.issue(p, *s, tracked));
            }
            let ordered_out = |&(sl, seq): &(usize, u32)| {
                self.streams[sl].class.is_ordered() && seq + most[sl] as u32 >= issued[sl]
            };
            for e in &events[..next_event] {
                let asked = match tracked {
                    None => !e.unordered,
                    Some(t) => t.pos == e.pos,
                };
                if !asked || done[e.pos] != NEVER {
                    continue;
                }
                let out = e.tokens.iter().any(ordered_out) || (tracked.is_some() && tracked_out);
                if !out {
                    done[e.pos] = p as u32;
                }
            }
            if tracked.is_some_and(|t| done[t.pos] != NEVER) {
                return Ok(saved);
            }
            if next_event < events.len() && events[next_event].pos == p {
                for &(sl, _) in &events[next_event].tokens {
                    issued[sl] += 1;
                }
                next_event += 1;
            }
        }
        Ok(saved)
    }
}

/// Enumerates `stream` and returns every event's lifetime, or [`TooLarge`]
/// once more than `budget` configurations have been explored in total.
pub fn lifetimes(
    profile: &Profile,
    stream: &[&Instr],
    budget: usize,
) -> Result<Lifetimes, TooLarge> {
    explore(profile, stream, budget).map(|(l, _)| l)
}

/// [`lifetimes`], also returning how many configurations it explored.
pub fn explore(
    profile: &Profile,
    stream: &[&Instr],
    budget: usize,
) -> Result<(Lifetimes, usize), TooLarge> {
    if stream.len() >= u16::MAX as usize {
        return Err(TooLarge { states: 0 });
    }
    let mut streams: Vec<Stream> = Vec::new();
    let mut issued = [0u32; SLOTS];
    let mut events = Vec::new();
    let mut done = vec![NEVER; stream.len()];
    for (pos, instr) in stream.iter().enumerate() {
        let Some(kind) = instr.mem else { continue };
        let mut ev = Event {
            pos,
            tokens: Vec::new(),
            unordered: false,
        };
        for t in profile.tokens(kind).as_slice() {
            let st = Stream {
                counter: t.counter,
                class: t.class,
            };
            let sl = match streams.iter().position(|&s| s == st) {
                Some(sl) => sl,
                None if streams.len() == SLOTS => return Err(TooLarge { states: 0 }),
                None => {
                    streams.push(st);
                    streams.len() - 1
                }
            };
            ev.tokens.push((sl, issued[sl]));
            ev.unordered |= !t.class.is_ordered();
            issued[sl] += 1;
        }
        if ev.tokens.is_empty() {
            // Nothing to wait for: complete at its first check.
            done[pos] = pos as u32 + 1;
            continue;
        }
        events.push(ev);
    }
    let unordered: Vec<usize> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| e.unordered)
        .map(|(i, _)| i)
        .collect();
    let mut search = Search {
        profile,
        stream,
        streams,
        events,
        budget,
        explored: 0,
    };
    let starts = search.run(None, None, &mut done)?;
    for (i, start) in unordered.into_iter().zip(starts) {
        search.run(Some(i), Some(start), &mut done)?;
    }
    Ok((Lifetimes::new(done), search.explored))
}
