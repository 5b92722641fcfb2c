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

use super::footprint::{LdsAccess, LdsFootprint, LdsOp};
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

/// An LDS write this wave had not completed when it passed a barrier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Unpublished {
    producer: u32,
    barrier: u32,
    footprint: LdsFootprint,
}

/// One hazard the wave's step found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LdsHit {
    pub cause: LdsCause,
    pub producer: u32,
    pub consumer: u32,
    /// The barrier a write was unpublished at.
    pub barrier: Option<u32>,
    pub producer_footprint: LdsFootprint,
    pub consumer_footprint: LdsFootprint,
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

/// One wave's LDS state: its outstanding LDS events and the writes it had
/// not completed at its last barrier. Canonical (sorted) between blocks, so
/// equal states compare equal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct WaveLds {
    pending: Vec<Pending>,
    unpublished: Vec<Unpublished>,
}

impl WaveLds {
    /// Sorts the state so that equal states are equal values.
    pub fn canonical(&mut self) {
        self.pending.sort_unstable();
        self.unpublished.sort_unstable();
    }

    /// Steps instruction `id`: its issue stall, its hazards (appended to
    /// `hits`), its tokens, its waits, a call's drain, a barrier's
    /// publication. `access` is its LDS access, `tokens` its tokens under
    /// `profile` (for a memory instruction). Allocation-free once the
    /// vectors have grown to the kernel's LDS producers.
    pub fn step(
        &mut self,
        profile: &Profile,
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
            let key = tokens.map_or(0, |t| in_order_key(profile, t));
            self.check(id, a, key, hits);
        }
        if let Some(tokens) = tokens {
            self.issue(profile, id, access, tokens);
        }
        if let (Unit::Wait, Some(wait)) = (instr.unit, &instr.wait) {
            self.wait(profile, wait);
        }
        if instr.flow == Flow::Call {
            self.complete(|_| true);
        }
        if is_barrier(instr) {
            self.unpublished.clear();
            self.unpublished
                .extend(
                    self.pending
                        .iter()
                        .filter(|p| p.op.writes())
                        .map(|p| Unpublished {
                            producer: p.producer,
                            barrier: id,
                            footprint: p.footprint,
                        }),
                );
        }
    }

    /// The hazards of access `a` by instruction `id`, whose tokens have
    /// in-order key `key` ([`in_order_key`]).
    fn check(&self, id: u32, a: LdsAccess, key: u8, hits: &mut Vec<LdsHit>) {
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
                consumer: id,
                barrier: None,
                producer_footprint: p.footprint,
                consumer_footprint: a.footprint,
            });
        }
        for u in &self.unpublished {
            if u.footprint.overlaps(a.footprint) {
                hits.push(LdsHit {
                    cause: LdsCause::UnpublishedAtBarrier,
                    producer: u.producer,
                    consumer: id,
                    barrier: Some(u.barrier),
                    producer_footprint: u.footprint,
                    consumer_footprint: a.footprint,
                });
            }
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
        for u in &other.unpublished {
            if !self.unpublished.iter().any(|v| v.producer == u.producer) {
                self.unpublished.push(*u);
            }
        }
        self.canonical();
    }
}
