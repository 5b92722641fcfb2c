//! The multi-wave LDS enumerator: docs/lds-oracle.md sections 2-4 taken
//! literally - every interleaving of the waves, every completion order of
//! their tokens - and the race set as the union over every reachable
//! configuration of the pairs (operation just issued, operation still
//! outstanding) section 3 calls a race.
//!
//! **Configurations.** Per wave: its program point and a bit set of its
//! outstanding tokens (one bit per token of the program: an event has one or
//! two). Barrier arrivals are read off the program points: wave v has arrived
//! at barrier k once it reached its `s_barrier` or executed its
//! `s_barrier_signal`. The token rules are the register enumerator's
//! (`counters::enumerate`): an ordered token completes only as the oldest
//! outstanding token of its (counter, class) stream in its wave, an
//! UNORDERED one at any time; issue stalls under back-pressure and waits are
//! `counters::blocking_fields`; no barrier completes anything.
//!
//! **Lazy completions** (`Completions::Lazy`, exact). A completion changes
//! nothing but the completing wave's own outstanding set; it enables only that
//! wave's waits and stalls and only removes races. So in any execution, moving
//! each completion to just before the first step of its wave that needs it
//! gives an execution with the same steps and a superset of the outstanding
//! tokens at every step, hence a superset of its races. The search therefore
//! completes tokens of a wave only while the wave's next operation is blocked
//! on a counter, one token of a blocking counter at a time (every minimal set
//! of completions is reached). `Completions::Eager` explores every
//! completion from every configuration, for the tests that check the
//! reduction.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use wavebed_model::profile::{Counter, NUM_COUNTERS};

use super::{
    barriers, overlap, Access, Kind, LdsError, LdsOp, LdsProgram, LdsReadings, Race, Scope, MAX_OPS,
};
use crate::counters::blocking_fields;

/// Default configuration budget.
pub const DEFAULT_BUDGET: usize = 2_000_000;

/// Most waves a program may have.
pub const MAX_WAVES: usize = 4;

/// Which completions the search explores (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Completions {
    /// Only while the wave's next operation is blocked on a counter: exact.
    Lazy,
    /// Every completion from every configuration: the definition verbatim.
    Eager,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Config {
    pc: [u8; MAX_WAVES],
    out: [u64; MAX_WAVES],
}

/// A multiplicative hasher: configurations are small fixed-size arrays and
/// SipHash would dominate the search.
#[derive(Default)]
struct ConfigHasher(u64);

impl Hasher for ConfigHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u8(&mut self, i: u8) {
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

type Seen = HashSet<Config, BuildHasherDefault<ConfigHasher>>;

/// What executing the operation at a position needs and does.
#[derive(Clone, Copy, Debug)]
enum Step {
    /// An LDS operation: its event number.
    Mem(usize),
    /// A wait: the most tokens it allows per counter.
    Wait([Option<u16>; NUM_COUNTERS]),
    /// `s_barrier` or `s_barrier_wait` of barrier k: every wave has arrived.
    Sync(usize),
    /// `s_barrier_signal`: always enabled.
    Signal,
}

struct Event {
    pos: u32,
    access: Access,
    /// The event's token bits.
    mask: u64,
    /// Counters its issue stalls on under back-pressure, with the tokens each.
    stalls: [(Counter, u16); 2],
    n_stalls: usize,
    /// Footprint per wave.
    bytes: [(u32, u32); MAX_WAVES],
}

struct Search<'a> {
    program: &'a LdsProgram,
    steps: Vec<Step>,
    events: Vec<Event>,
    /// Per token: its event, whether it is ordered, the older tokens of its stream.
    token_event: Vec<usize>,
    token_ordered: Vec<bool>,
    older: Vec<u64>,
    /// Token bits per counter.
    on_counter: [u64; NUM_COUNTERS],
    /// Per barrier: the program point at which a wave counts as arrived.
    arrive: Vec<u32>,
    waves: usize,
    len: u32,
    /// `found[scope][first][second]`, flattened.
    found: Vec<bool>,
    budget: usize,
    explored: usize,
    completions: Completions,
    readings: LdsReadings,
}

impl Search<'_> {
    #[inline]
    fn count(&self, out: u64, c: Counter) -> u32 {
        (out & self.on_counter[c.index()]).count_ones()
    }

    /// The counters on which wave `w`'s next operation is blocked (as a bit
    /// set over counters), 0 if nothing on a counter blocks it.
    fn counter_block(&self, cfg: &Config, w: usize) -> u16 {
        let out = cfg.out[w];
        let profile = &self.program.profile;
        let mut blocked = 0u16;
        match self.steps[cfg.pc[w] as usize] {
            Step::Mem(e) if profile.back_pressure => {
                let ev = &self.events[e];
                for &(c, k) in &ev.stalls[..ev.n_stalls] {
                    if self.count(out, c) + k as u32 > profile.capacity(c) as u32 {
                        blocked |= 1 << c.index();
                    }
                }
            }
            Step::Wait(fields) => {
                for c in Counter::ALL {
                    if let Some(n) = fields[c.index()] {
                        if self.count(out, c) > n as u32 {
                            blocked |= 1 << c.index();
                        }
                    }
                }
            }
            _ => {}
        }
        blocked
    }

    fn arrived_all(&self, cfg: &Config, k: usize) -> bool {
        (0..self.waves).all(|v| cfg.pc[v] as u32 >= self.arrive[k])
    }

    #[inline]
    fn completable(&self, out: u64, t: usize) -> bool {
        out & (1 << t) != 0 && (!self.token_ordered[t] || out & self.older[t] == 0)
    }

    fn record(&mut self, scope: Scope, a: u32, b: u32) {
        let (i, j) = (a.min(b) as usize, a.max(b) as usize);
        let n = self.len as usize;
        let s = match scope {
            Scope::SameWave => 0,
            Scope::CrossWave => 1,
        };
        self.found[(s * n + i) * n + j] = true;
    }

    /// Wave `w` issues event `e`: every outstanding event of any wave that
    /// conflicts with it races with it (same-wave DS pairs exempted).
    fn check_issue(&mut self, cfg: &Config, w: usize, e: usize) {
        let me = &self.events[e];
        let (my_pos, my_access, my_bytes) = (me.pos, me.access, me.bytes[w]);
        for v in 0..self.waves {
            let mut bits = cfg.out[v];
            while bits != 0 {
                let t = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let other = &self.events[self.token_event[t]];
                let exempt = other.access.ds && my_access.ds
                    || self
                        .readings
                        .exempts(&self.program.profile, &other.access, &my_access);
                if v == w && exempt {
                    continue;
                }
                if !(other.access.write || my_access.write) || !overlap(other.bytes[v], my_bytes) {
                    continue;
                }
                let scope = if v == w {
                    Scope::SameWave
                } else {
                    Scope::CrossWave
                };
                let pos = other.pos;
                self.record(scope, pos, my_pos);
            }
        }
    }

    fn run(&mut self) -> Result<(), LdsError> {
        let mut start = Config {
            pc: [self.len as u8; MAX_WAVES],
            out: [0; MAX_WAVES],
        };
        for v in 0..self.waves {
            start.pc[v] = 0;
        }
        let mut seen = Seen::default();
        let mut work = vec![start];
        while let Some(cfg) = work.pop() {
            if !seen.insert(cfg) {
                continue;
            }
            self.explored += 1;
            if self.explored > self.budget {
                return Err(LdsError::TooLarge {
                    states: self.explored,
                });
            }
            for w in 0..self.waves {
                let pc = cfg.pc[w] as u32;
                if pc >= self.len {
                    continue;
                }
                let out = cfg.out[w];
                let blocked = self.counter_block(&cfg, w);
                let completes = match self.completions {
                    Completions::Eager => u16::MAX,
                    Completions::Lazy => blocked,
                };
                if completes != 0 {
                    let mut bits = out;
                    while bits != 0 {
                        let t = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        let on_blocking = Counter::ALL.into_iter().any(|c| {
                            completes & (1 << c.index()) != 0
                                && self.on_counter[c.index()] & (1 << t) != 0
                        });
                        if on_blocking && self.completable(out, t) {
                            let mut next = cfg;
                            next.out[w] &= !(1 << t);
                            work.push(next);
                        }
                    }
                }
                if blocked != 0 {
                    continue;
                }
                let mut next = cfg;
                match self.steps[pc as usize] {
                    Step::Sync(k) if !self.arrived_all(&cfg, k) => continue,
                    Step::Mem(e) => {
                        self.check_issue(&cfg, w, e);
                        next.out[w] |= self.events[e].mask;
                    }
                    Step::Sync(_) | Step::Wait(_) | Step::Signal => {}
                }
                next.pc[w] += 1;
                work.push(next);
            }
        }
        Ok(())
    }

    fn races(&self) -> Vec<Race> {
        let n = self.len as usize;
        let access = |p: usize| self.program.ops[p].access();
        let mut out = Vec::new();
        for (s, scope) in [Scope::SameWave, Scope::CrossWave].into_iter().enumerate() {
            for i in 0..n {
                for j in i..n {
                    if !self.found[(s * n + i) * n + j] {
                        continue;
                    }
                    if let (Some(a), Some(b)) = (access(i), access(j)) {
                        if let Some(kind) = Kind::of(&a, &b) {
                            out.push(Race {
                                scope,
                                kind,
                                first: i as u32,
                                second: j as u32,
                            });
                        }
                    }
                }
            }
        }
        out.sort_unstable();
        out
    }
}

/// The program's races by exhaustive enumeration (lazy completions), or an
/// error past `budget` configurations.
pub fn races(program: &LdsProgram, budget: usize) -> Result<Vec<Race>, LdsError> {
    explore(program, budget, Completions::Lazy).map(|(r, _)| r)
}

/// [`races`] with the completion strategy chosen, also returning how many
/// configurations it explored.
pub fn explore(
    program: &LdsProgram,
    budget: usize,
    completions: Completions,
) -> Result<(Vec<Race>, usize), LdsError> {
    explore_with(program, budget, completions, LdsReadings::EVERY_PAIR)
}

/// [`explore`] under `readings`.
pub fn explore_with(
    program: &LdsProgram,
    budget: usize,
    completions: Completions,
    readings: LdsReadings,
) -> Result<(Vec<Race>, usize), LdsError> {
    let waves = program.waves as usize;
    if waves == 0 || waves > MAX_WAVES {
        return Err(LdsError::Shape("waves outside 1..=4"));
    }
    if program.ops.len() > MAX_OPS {
        return Err(LdsError::Shape("more than MAX_OPS operations"));
    }
    let profile = &program.profile;
    let lanes = program.lanes();
    let instrs = program.stream();
    let bars = barriers(&program.ops)?;
    let mut steps = Vec::with_capacity(program.ops.len());
    let mut events: Vec<Event> = Vec::new();
    let mut token_event = Vec::new();
    let mut token_ordered = Vec::new();
    let mut token_stream: Vec<(Counter, wavebed_model::profile::Class)> = Vec::new();
    let mut older = Vec::new();
    let mut on_counter = [0u64; NUM_COUNTERS];
    let mut barrier_no = 0usize;
    for (pos, (op, instr)) in program.ops.iter().zip(&instrs).enumerate() {
        let step = match (*op, op.access()) {
            (_, Some(access)) => {
                let kind = op
                    .kind(profile)
                    .ok_or(LdsError::Shape("an LDS operation without a memory kind"))?;
                let tokens = profile.tokens(kind);
                let mut mask = 0u64;
                for t in tokens.as_slice() {
                    let id = token_event.len();
                    if id >= 64 {
                        return Err(LdsError::Shape("more than 64 tokens a wave"));
                    }
                    let stream = (t.counter, t.class);
                    let mut o = 0u64;
                    for (u, s) in token_stream.iter().enumerate() {
                        if *s == stream {
                            o |= 1 << u;
                        }
                    }
                    token_event.push(events.len());
                    token_ordered.push(t.class.is_ordered());
                    token_stream.push(stream);
                    older.push(o);
                    on_counter[t.counter.index()] |= 1 << id;
                    mask |= 1 << id;
                }
                let mut stalls = [(Counter::Vm, 0u16); 2];
                let mut n_stalls = 0;
                for s in tokens.stalls() {
                    stalls[n_stalls] = s;
                    n_stalls += 1;
                }
                let mut bytes = [(0, 0); MAX_WAVES];
                for (w, b) in bytes.iter_mut().enumerate().take(waves) {
                    *b = access.footprint(w as u32, lanes);
                }
                events.push(Event {
                    pos: pos as u32,
                    access,
                    mask,
                    stalls,
                    n_stalls,
                    bytes,
                });
                Step::Mem(events.len() - 1)
            }
            (LdsOp::Wait(_), None) => Step::Wait(blocking_fields(profile, instr)),
            (LdsOp::Barrier | LdsOp::BarrierWait, None) => {
                barrier_no += 1;
                Step::Sync(barrier_no - 1)
            }
            (LdsOp::Signal, None) => Step::Signal,
            (LdsOp::DsRead { .. } | LdsOp::DsWrite { .. } | LdsOp::Dma { .. }, None) => {
                return Err(LdsError::Shape("an LDS operation without an access"))
            }
        };
        steps.push(step);
    }
    // `s_barrier` arrives by being reached; a split barrier by its signal.
    let arrive = bars
        .iter()
        .map(|&(s, t)| if s == t { s } else { s + 1 })
        .collect();
    let len = program.ops.len() as u32;
    let mut search = Search {
        program,
        steps,
        events,
        token_event,
        token_ordered,
        older,
        on_counter,
        arrive,
        waves,
        len,
        found: vec![false; 2 * (len as usize) * (len as usize)],
        budget,
        explored: 0,
        completions,
        readings,
    };
    search.run()?;
    let mut races = search.races();
    readings.retain(&program.ops, &mut races)?;
    Ok((races, search.explored))
}
