//! One wave's outstanding LDS events and the hazards they make (docs/lds.md
//! sections 2 and 4).
//!
//! An LDS event is outstanding until every token its instruction counts is
//! known complete, by section 4 of docs/counters.md's exact characterisation:
//! an ordered token with `y` younger tokens of its class on its counter
//! completes at a wait `N` below all ones when `y >= N`, or at an issue
//! stalling `k` tokens on its counter under back-pressure when
//! `y + 1 > capacity - k`; an UNORDERED token only at a zero wait; a call
//! completes everything. `y` saturates at the counter's capacity, past which
//! every effective wait completes the token anyway, so a loop reaches finitely
//! many states. Only the youngest event of each producer is kept: it is
//! outstanding whenever an older one is, and it is the one a race names.

use crate::instr::{Flow, Instr, Unit, Wait};
use crate::profile::{Class, Counter, Profile, Tokens, WaitGen};

use super::footprint::{LdsAccess, LdsFootprint, LdsOp, SureBytes};
use super::LdsCause;

/// One token of an outstanding LDS event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Tok {
    counter: Counter,
    class: Class,
    /// Younger tokens of `class` on `counter` (saturating at its capacity).
    younger: u16,
    done: bool,
}

/// An outstanding LDS event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Pending {
    producer: u32,
    op: LdsOp,
    footprint: LdsFootprint,
    n: u8,
    toks: [Tok; 2],
    /// [`in_order_key`] of its tokens.
    key: u8,
}

impl Pending {
    fn live(&self) -> bool {
        self.toks[..self.n as usize].iter().any(|t| !t.done)
    }
}

/// One access of this wave that the other waves of the workgroup are not
/// yet ordered with (docs/lds.md section 5). It stays in the wave's shared
/// set until a barrier's wait passes after a signal at which it was
/// complete; an older instance of a producer may sit beside a younger one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Shared {
    producer: u32,
    op: LdsOp,
    footprint: LdsFootprint,
    /// A barrier it was issued before and not complete at the signal of:
    /// accesses after that barrier's wait are separated from it by a
    /// barrier, and not ordered with it.
    crossed: Option<u32>,
    /// Complete at the signal of the barrier whose wait is still ahead
    /// (ordered for accesses after the wait, not before: gfx12's
    /// split-barrier window).
    signalled: Option<u32>,
    /// Issued before the signal whose wait is still ahead.
    seen: bool,
    /// What every wave surely touches (docs/lds.md section 15).
    sure: Option<SureBytes>,
}

/// How a barrier instruction takes part in the workgroup barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BarrierPart {
    /// `s_barrier`: signal and wait at one point.
    Full,
    /// gfx12 `s_barrier_signal*`: the publication point.
    Signal,
    /// gfx12 `s_barrier_wait`: where the wave waits for the others.
    Wait,
}

/// Whether `instr` takes part in a workgroup barrier (`s_barrier`, a gfx12
/// signal or wait): what fixes the barrier phase of the accesses after it
/// (docs/lds.md section 15).
pub fn is_barrier_part(instr: &Instr) -> bool {
    barrier_part(instr).is_some()
}

fn barrier_part(instr: &Instr) -> Option<BarrierPart> {
    let m = instr.mnemonic();
    if m == "s_barrier" {
        Some(BarrierPart::Full)
    } else if m.starts_with("s_barrier_signal") {
        Some(BarrierPart::Signal)
    } else if m == "s_barrier_wait" {
        Some(BarrierPart::Wait)
    } else {
        None
    }
}

/// Whether two accesses of two waves may share a byte: both footprints
/// known and overlapping (a known footprint holds for every wave), either
/// unknown, or bounds that meet unless their lane forms prove the two waves'
/// bytes apart (docs/lds.md section 12).
#[inline]
fn cross_overlaps(a: LdsFootprint, b: LdsFootprint) -> bool {
    a.cross_wave_overlaps(b)
}

/// The bytes two waves' accesses are proven to share (docs/lds.md section
/// 15), when both are proven to run in every wave.
#[inline]
fn proven_pair(a: Option<SureBytes>, b: Option<SureBytes>) -> Option<(u32, u32)> {
    a?.proven_overlap(b?)
}

/// One hazard the wave's step found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LdsHit {
    pub cause: LdsCause,
    pub producer: u32,
    pub producer_op: LdsOp,
    pub consumer: u32,
    /// The barrier a write was unpublished at.
    pub barrier: Option<u32>,
    pub producer_footprint: LdsFootprint,
    pub consumer_footprint: LdsFootprint,
    /// Bytes two waves are proven to share unordered (docs/lds.md section 15).
    pub proven: Option<(u32, u32)>,
}

/// The write-after-write exemption of docs/counters.md section 4, for LDS:
/// two events with equal nonzero keys are single-token events of one ordered
/// class on one counter, which complete - and, before gfx12, write their
/// data - in issue order (gfx12 loads may land out of order, LLVM #105549),
/// so the newer write lands later. 0: no exemption.
fn in_order_key(profile: &Profile, tokens: &Tokens) -> u8 {
    if profile.wait_gen == WaitGen::Gfx12 {
        return 0;
    }
    match tokens.as_slice() {
        [t] if t.class.is_ordered() => 1 + (t.counter.index() * 4 + t.class.index()) as u8,
        _ => 0,
    }
}

/// Whether `instr` is a barrier whose passing publishes completed LDS
/// writes to the workgroup: `s_barrier` (gfx9-gfx11, and gfx12's
/// single-instruction form) and gfx12's `s_barrier_signal*` (the split
/// barrier's publication point; `s_barrier_wait` publishes nothing).
pub fn is_barrier(instr: &Instr) -> bool {
    let m = instr.mnemonic();
    m == "s_barrier" || m.starts_with("s_barrier_signal")
}

/// One wave's LDS state: its outstanding LDS events, and its accesses the
/// other waves are not yet ordered with. Canonical (sorted) between
/// blocks, so equal states compare equal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WaveLds {
    pending: Vec<Pending>,
    shared: Vec<Shared>,
    /// The last `s_barrier_signal` whose wait is still ahead.
    signal: Option<u32>,
}

/// The readings the LDS hazards are decided under (docs/lds.md section 4,
/// section 5; `--assume lds-dma-order`, `lds-unknown-address`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LdsRules {
    /// Two single-token in-order DMAs of one wave land in issue order.
    pub dma_in_order: bool,
    /// Every pair of two waves' accesses is checked; off: only pairs a
    /// barrier separates (between two barriers the waves are taken to use
    /// disjoint bytes).
    pub cross_wave_all: bool,
    /// The workgroup is at most one wave (docs/lds.md section 12): no
    /// access of another wave exists, so no cross-wave pair is checked.
    pub one_wave: bool,
}

impl WaveLds {
    /// Sorts the state so that equal states are equal values.
    pub fn canonical(&mut self) {
        self.pending.sort_unstable();
        self.shared.sort_unstable();
        self.shared.dedup();
    }

    /// Steps instruction `id`: its issue stall, its hazards (appended to
    /// `hits`), its tokens, its waits, a call's drain, a barrier's
    /// publication. `access` is its LDS access, `tokens` its tokens under
    /// `profile` (for a memory instruction). Allocation-free once the
    /// vectors have grown to the kernel's LDS producers.
    #[allow(clippy::too_many_arguments)]
    pub fn step(
        &mut self,
        profile: &Profile,
        rules: LdsRules,
        id: u32,
        instr: &Instr,
        access: Option<LdsAccess>,
        tokens: Option<&Tokens>,
        hits: &mut Vec<LdsHit>,
    ) {
        if let Some(tokens) = tokens {
            if profile.back_pressure {
                self.stall(profile, tokens);
            }
        }
        if let Some(a) = access {
            let key = match (rules.dma_in_order, tokens) {
                (true, Some(t)) => in_order_key(profile, t),
                _ => 0,
            };
            self.check(id, a, key, rules, hits);
        }
        if let Some(tokens) = tokens {
            self.issue(profile, id, access, tokens);
        }
        if let Some(a) = access {
            // The youngest instance replaces an older one no barrier has
            // passed; older ones in a later phase stay.
            let fresh = Shared {
                producer: id,
                op: a.op,
                footprint: a.footprint,
                crossed: None,
                signalled: None,
                seen: false,
                sure: a.sure,
            };
            if !self.shared.contains(&fresh) {
                self.shared.push(fresh);
            }
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.wait(profile, wait);
        }
        if instr.flow == Flow::Call {
            self.complete(|_| true);
        }
        match barrier_part(instr) {
            Some(BarrierPart::Full) => {
                self.signal_barrier(id);
                self.wait_barrier(id);
            }
            Some(BarrierPart::Signal) => self.signal_barrier(id),
            Some(BarrierPart::Wait) => self.wait_barrier(id),
            None => {}
        }
    }

    /// Rule 4's publication point: every shared access complete now is
    /// ordered for accesses after the barrier's wait.
    fn signal_barrier(&mut self, id: u32) {
        let pending = &self.pending;
        for s in &mut self.shared {
            s.seen = true;
            if s.signalled.is_none() && !pending.iter().any(|p| p.producer == s.producer) {
                s.signalled = Some(id);
            }
        }
        self.signal = Some(id);
    }

    /// The barrier's wait: what was complete at the signal is ordered now;
    /// what was issued before the signal and not complete then crossed the
    /// barrier unordered; what was issued after the signal is as it was.
    fn wait_barrier(&mut self, id: u32) {
        let barrier = self.signal.take().unwrap_or(id);
        self.shared.retain(|s| s.signalled.is_none());
        for s in &mut self.shared {
            if s.seen {
                s.crossed = Some(barrier);
                s.seen = false;
            }
        }
        self.shared.sort_unstable();
        self.shared.dedup();
    }

    /// The hazards of access `a` by instruction `id`, whose tokens have
    /// in-order key `key` ([`in_order_key`]).
    fn check(&self, id: u32, a: LdsAccess, key: u8, rules: LdsRules, hits: &mut Vec<LdsHit>) {
        let all = rules.cross_wave_all;
        for p in &self.pending {
            // Two DMA writes that land in issue order (docs/lds.md section 4).
            if p.op == LdsOp::DmaWrite && a.op == LdsOp::DmaWrite && key != 0 && p.key == key {
                continue;
            }
            // DS operations of one wave stay in order in the LDS pipeline
            // (rocm-systems PR #9735); a hazard needs a DMA on one side and
            // a write on one side.
            if !(p.op.is_dma() || a.op.is_dma()) || !(p.op.writes() || a.op.writes()) {
                continue;
            }
            if !p.footprint.overlaps(a.footprint) {
                continue;
            }
            let cause = if p.op.writes() && a.op.reads() {
                LdsCause::SameWaveRaw
            } else if p.op.writes() {
                LdsCause::SameWaveWaw
            } else {
                LdsCause::SameWaveWar
            };
            hits.push(LdsHit {
                cause,
                producer: p.producer,
                producer_op: p.op,
                consumer: id,
                barrier: None,
                producer_footprint: p.footprint,
                consumer_footprint: a.footprint,
                proven: None,
            });
        }
        if rules.one_wave {
            return;
        }
        // Across waves (docs/lds.md section 5): another wave's instance of
        // each shared access, then this one; two atomics are atomic.
        let conflict = |p: LdsOp| {
            (p.writes() || a.op.writes()) && !(p == LdsOp::DsAtomic && a.op == LdsOp::DsAtomic)
        };
        for s in &self.shared {
            if !conflict(s.op) {
                continue;
            }
            let (cause, barrier) = match (s.signalled, s.crossed) {
                (Some(b), _) => (LdsCause::SplitBarrierWindow, Some(b)),
                (None, Some(b)) if s.op.writes() => (LdsCause::UnpublishedAtBarrier, Some(b)),
                (None, Some(b)) => (LdsCause::ReadPendingAtBarrier, Some(b)),
                (None, None) => (LdsCause::NoBarrier, None),
            };
            // A pair no barrier orders whatever completes when, whose
            // overlap across two waves is proven (docs/lds.md section 15).
            let proven = match cause {
                LdsCause::NoBarrier | LdsCause::SplitBarrierWindow => proven_pair(s.sure, a.sure),
                _ => None,
            };
            // `lds-cross-wave=barriers`: only pairs a barrier separates,
            // and proven overlaps.
            if !all && s.crossed.is_none() && proven.is_none() {
                continue;
            }
            if proven.is_some() || cross_overlaps(s.footprint, a.footprint) {
                hits.push(LdsHit {
                    cause,
                    producer: s.producer,
                    producer_op: s.op,
                    consumer: id,
                    barrier,
                    producer_footprint: s.footprint,
                    consumer_footprint: a.footprint,
                    proven,
                });
            }
        }
        // The same instruction in two waves: no barrier can order it.
        let proven = proven_pair(a.sure, a.sure);
        if (all || proven.is_some())
            && conflict(a.op)
            && (proven.is_some() || cross_overlaps(a.footprint, a.footprint))
        {
            hits.push(LdsHit {
                cause: LdsCause::SameInstruction,
                producer: id,
                producer_op: a.op,
                consumer: id,
                barrier: None,
                producer_footprint: a.footprint,
                consumer_footprint: a.footprint,
                proven,
            });
        }
    }

    /// Section 4's issue stall: every ordered token on a stalling counter
    /// with `capacity - k` or more younger tokens behind it has completed.
    fn stall(&mut self, profile: &Profile, tokens: &Tokens) {
        for (c, k) in tokens.stalls() {
            let room = profile.capacity(c).saturating_sub(k);
            self.complete_tokens(|t| {
                t.counter == c && (room == 0 || (t.class.is_ordered() && t.younger + 1 > room))
            });
        }
    }

    fn issue(&mut self, profile: &Profile, id: u32, access: Option<LdsAccess>, tokens: &Tokens) {
        for nt in tokens.as_slice().iter().filter(|t| t.class.is_ordered()) {
            let cap = profile.capacity(nt.counter);
            for p in &mut self.pending {
                for t in &mut p.toks[..p.n as usize] {
                    if t.counter == nt.counter && t.class == nt.class {
                        t.younger = (t.younger + 1).min(cap);
                    }
                }
            }
        }
        let Some(a) = access else { return };
        let mut toks = [Tok {
            counter: Counter::Vm,
            class: Class::Unordered,
            younger: 0,
            done: true,
        }; 2];
        for (slot, t) in toks.iter_mut().zip(tokens.as_slice()) {
            *slot = Tok {
                counter: t.counter,
                class: t.class,
                younger: 0,
                done: false,
            };
        }
        self.pending.retain(|p| p.producer != id);
        self.pending.push(Pending {
            producer: id,
            op: a.op,
            footprint: a.footprint,
            n: tokens.len() as u8,
            toks,
            key: in_order_key(profile, tokens),
        });
    }

    fn wait(&mut self, profile: &Profile, wait: &Wait) {
        for c in Counter::ALL {
            let Some(n) = wait.field(c) else { continue };
            if n >= profile.capacity(c) {
                continue;
            }
            self.complete_tokens(|t| {
                t.counter == c && (n == 0 || (t.class.is_ordered() && t.younger >= n))
            });
        }
    }

    /// Completes every token `done` selects, then forgets complete events.
    fn complete_tokens(&mut self, done: impl Fn(&Tok) -> bool) {
        for p in &mut self.pending {
            for t in &mut p.toks[..p.n as usize] {
                if done(t) {
                    t.done = true;
                }
            }
        }
        self.pending.retain(Pending::live);
    }

    /// Completes every event `done` selects.
    fn complete(&mut self, done: impl Fn(&LdsOp) -> bool) {
        self.pending.retain(|p| !done(&p.op));
    }

    /// Joins `other` into `self` soundly: an event outstanding in either is
    /// outstanding, with the fewest younger tokens of either (it completes
    /// no earlier); the unpublished writes of both. Used past the state cap.
    pub fn join(&mut self, other: &WaveLds) {
        for o in &other.pending {
            match self.pending.iter_mut().find(|p| p.producer == o.producer) {
                Some(p) => {
                    for (t, u) in p.toks.iter_mut().zip(&o.toks).take(p.n as usize) {
                        t.younger = t.younger.min(u.younger);
                        t.done &= u.done;
                    }
                }
                None => self.pending.push(*o),
            }
        }
        // Every shared access of either stays shared; a signal only one side
        // passed is forgotten (its accesses stay unordered, crossed).
        for o in &other.shared {
            if !self.shared.contains(o) {
                self.shared.push(*o);
            }
        }
        if self.signal != other.signal {
            self.signal = self.signal.max(other.signal);
            for s in &mut self.shared {
                if let Some(b) = s.signalled.take() {
                    s.crossed = s.crossed.or(Some(b));
                }
            }
        }
        self.canonical();
    }
}
