//! The closed-form oracle: docs/counters.md section 4's exact characterisation, in
//! one linear pass.
//!
//! A token of ordered class C on counter c may still be outstanding at point p
//! iff, at every point q after its issue up to p, `F = 1 + (tokens of C on c
//! issued after it and before q)` stays within every bound q imposes: at an issue
//! with k stalling tokens on c with back-pressure, `F <= capacity(c) - k`
//! (k = 1 but for a wide scalar fetch under `smem-wide-tokens=2`; a FLAT's
//! tokens do not stall under `flat=either`); at a wait on c with
//! field N below all ones, `F <= N`. An UNORDERED token keeps F = 1, so only a
//! zero wait on its counter completes it. An event is complete when all of its
//! tokens are.
//!
//! Instead of queues of outstanding tokens this pass numbers the tokens of each
//! (counter, class) stream in issue order and keeps a completion watermark: every
//! token numbered below it is complete. With `n` tokens of a stream issued before
//! q, `F > k` for the token numbered `s` iff `s < n - k`, so a bound k raises the
//! watermark to `n - k`. UNORDERED streams only jump to `n` at a zero wait.
//! Recording the position at which the watermark passes each number gives every
//! token's completion point; the work per token is O(1) amortised.

use wavebed_model::instr::{Flow, Instr};
use wavebed_model::profile::{Class, Counter, MemKind, Profile, NUM_CLASSES, NUM_COUNTERS};

use super::{blocking_fields, Lifetimes, NEVER};

/// One (counter, class) token stream: how many tokens it issued, and the
/// position at which each of the completed ones completed.
#[derive(Clone, Debug, Default)]
struct Stream {
    issued: u32,
    /// `completed_at[s]` is the position whose checks first see token `s`
    /// complete; its length is the watermark.
    completed_at: Vec<u32>,
}

impl Stream {
    /// Completes every token numbered below `watermark` at position `q`.
    fn raise(&mut self, watermark: u32, q: u32) {
        while (self.completed_at.len() as u32) < watermark {
            self.completed_at.push(q);
        }
    }
}

fn stream_index(c: Counter, class: Class) -> usize {
    c.index() * NUM_CLASSES + class.index()
}

/// A token of an event: its stream and its number there.
#[derive(Clone, Copy, Debug)]
struct TokenRef {
    stream: u8,
    seq: u32,
}

/// What the pass reads of the profile for one memory kind, worked out the
/// first time a pass meets the kind: each token's stream, and each stream an
/// issue stall bounds with its bound (`capacity - k` on the stalling
/// counter), in the order the stalls and classes are taken.
#[derive(Clone, Copy, Debug)]
struct KindPlan {
    streams: [u8; 2],
    tokens: u8,
    stalled: [(u8, u32); 2 * NUM_CLASSES],
    stalled_count: u8,
}

impl KindPlan {
    fn new(profile: &Profile, kind: MemKind) -> KindPlan {
        let tokens = profile.tokens(kind);
        let mut plan = KindPlan {
            streams: [0; 2],
            tokens: 0,
            stalled: [(0, 0); 2 * NUM_CLASSES],
            stalled_count: 0,
        };
        for (i, t) in tokens.as_slice().iter().enumerate() {
            plan.streams[i] = stream_index(t.counter, t.class) as u8;
            plan.tokens += 1;
        }
        for (c, k) in tokens.stalls() {
            let bound = profile.capacity(c).saturating_sub(k) as u32;
            // A bound of 0 (k tokens fill the counter alone) is a zero wait:
            // UNORDERED tokens (F = 1) complete too.
            for class in Class::ALL
                .into_iter()
                .filter(|c| c.is_ordered() || bound == 0)
            {
                plan.stalled[plan.stalled_count as usize] = (stream_index(c, class) as u8, bound);
                plan.stalled_count += 1;
            }
        }
        plan
    }
}

/// More than the number of [`MemKind`]s: the size of the pass's plan table,
/// indexed by `MemKind as usize`.
const KINDS: usize = 32;

/// Per-token completion points of a stream's events: the closed form's full
/// answer, which the cause analysis also reads.
#[derive(Clone, Debug)]
pub struct TokenLifetimes {
    /// Per stream position: the completion point of each token of its event
    /// (empty for non-memory instructions), and whether it is an event.
    tokens: Vec<([u32; 2], u8, bool)>,
}

impl TokenLifetimes {
    /// Completion points of the tokens of the event issued at `pos`, in the
    /// order of `Profile::tokens` ([`NEVER`] when never known complete).
    pub fn tokens(&self, pos: usize) -> &[u32] {
        let (t, n, _) = &self.tokens[pos];
        &t[..*n as usize]
    }

    /// Event-level answers: an event completes with its last token.
    pub fn lifetimes(&self) -> Lifetimes {
        Lifetimes::new(
            self.tokens
                .iter()
                .enumerate()
                .map(|(pos, (t, n, event))| event_done(pos, &t[..*n as usize], *event))
                .collect(),
        )
    }
}

/// The closed form's buffers, kept between streams: a caller that runs many
/// streams (the census: every wave under every reading) allocates nothing
/// once they have grown, and the pass itself allocates nothing per
/// instruction.
#[derive(Debug, Default)]
pub struct ClosedForm {
    streams: Vec<Stream>,
    /// The last pass's events (a sixth of the census's positions): each
    /// one's position and token references.
    events: Vec<(u32, [TokenRef; 2], u8)>,
    /// The last pass's [`KindPlan`]s, per `MemKind as usize`.
    plans: Vec<Option<KindPlan>>,
    stall_bound: bool,
}

impl ClosedForm {
    /// Whether the pass does anything at `instr`: a memory event, a wait or
    /// a call. At every other position the state is left as it was, so a
    /// caller that runs the same stream again under other profiles may pass
    /// the positions of these alone ([`ClosedForm::lifetimes_into_at`]).
    #[inline]
    pub fn acts_at(instr: &Instr) -> bool {
        instr.mem.is_some() || instr.wait.is_some() || instr.flow == Flow::Call
    }

    /// One pass over `stream`: every stream's completion points and every
    /// event's token references.
    fn pass(&mut self, profile: &Profile, stream: &[&Instr]) {
        self.pass_at(profile, (0..).zip(stream.iter().copied()));
    }

    /// [`Self::pass`] over the (position, instruction) pairs `at` of a
    /// stream alone, in order; they must hold every position the pass acts
    /// at ([`Self::acts_at`]).
    #[inline(always)]
    fn pass_at<'a>(&mut self, profile: &Profile, at: impl Iterator<Item = (u32, &'a Instr)>) {
        self.streams
            .resize_with(NUM_COUNTERS * NUM_CLASSES, Stream::default);
        for s in &mut self.streams {
            s.issued = 0;
            s.completed_at.clear();
        }
        self.events.clear();
        self.plans.clear();
        self.plans.resize(KINDS, None);
        self.stall_bound = false;
        let streams = &mut self.streams;
        for (q, instr) in at {
            let plan = instr
                .mem
                .map(|k| *self.plans[k as usize].get_or_insert_with(|| KindPlan::new(profile, k)));
            // 1. The issue stall: with back-pressure, issuing k stalling tokens on a
            //    counter first completes, in every ordered stream on it, the tokens
            //    with F > capacity - k. Tokens that do not stall (a FLAT under
            //    `flat=either`) prove nothing. Without back-pressure the bound is
            //    still evaluated, to know whether it would have completed
            //    anything ([`ClosedForm::stall_bound`]).
            if let Some(plan) = &plan {
                for &(idx, bound) in &plan.stalled[..plan.stalled_count as usize] {
                    let s = &mut streams[idx as usize];
                    let to = s.issued.saturating_sub(bound);
                    if (s.completed_at.len() as u32) < to {
                        self.stall_bound = true;
                        if profile.back_pressure {
                            s.raise(to, q);
                        }
                    }
                }
            }
            // 2. A wait with field N: ordered tokens with F > N complete; a zero wait
            //    also completes every UNORDERED token on the counter. Only waits
            //    and calls block (`blocking_fields`).
            if instr.wait.is_some() || instr.flow == Flow::Call {
                for (c, n) in Counter::ALL
                    .into_iter()
                    .zip(blocking_fields(profile, instr))
                {
                    let Some(n) = n else { continue };
                    for class in Class::ALL {
                        let s = &mut streams[stream_index(c, class)];
                        if class.is_ordered() {
                            s.raise(s.issued.saturating_sub(n as u32), q);
                        } else if n == 0 {
                            s.raise(s.issued, q);
                        }
                    }
                }
            }
            // 3. The checks of q see the state here. 4. Issue q's own tokens.
            let Some(plan) = plan else { continue };
            let none = TokenRef { stream: 0, seq: 0 };
            let mut refs = [none; 2];
            for (r, &idx) in refs.iter_mut().zip(&plan.streams[..plan.tokens as usize]) {
                let s = &mut streams[idx as usize];
                *r = TokenRef {
                    stream: idx,
                    seq: s.issued,
                };
                s.issued += 1;
            }
            self.events.push((q, refs, plan.tokens));
        }
    }

    /// The completion point of each token of one position's references.
    fn done(&self, r: &[TokenRef; 2], n: u8) -> [u32; 2] {
        let mut done = [NEVER; 2];
        for (d, t) in done.iter_mut().zip(&r[..n as usize]) {
            *d = self.streams[t.stream as usize]
                .completed_at
                .get(t.seq as usize)
                .copied()
                .unwrap_or(NEVER);
        }
        done
    }

    /// Runs the closed form over `stream`, keeping every token's completion
    /// point.
    pub fn token_lifetimes(&mut self, profile: &Profile, stream: &[&Instr]) -> TokenLifetimes {
        self.pass(profile, stream);
        let mut tokens = vec![([NEVER; 2], 0, false); stream.len()];
        for (q, r, n) in &self.events {
            tokens[*q as usize] = (self.done(r, *n), *n, true);
        }
        TokenLifetimes { tokens }
    }

    /// Runs the closed form over `stream`, writing the event-level answers
    /// into `out` (its buffer reused).
    pub fn lifetimes_into(&mut self, profile: &Profile, stream: &[&Instr], out: &mut Lifetimes) {
        self.pass(profile, stream);
        self.answers_into(stream.len(), out);
    }

    /// [`Self::lifetimes_into`] for a stream of `len` positions given only
    /// as the (position, instruction) pairs `at` it acts at
    /// ([`Self::acts_at`]), in order: the answers are the same, and the
    /// positions between are neither read nor needed.
    pub fn lifetimes_into_at<'a>(
        &mut self,
        profile: &Profile,
        len: usize,
        at: impl IntoIterator<Item = (u32, &'a Instr)>,
        out: &mut Lifetimes,
    ) {
        self.pass_at(profile, at.into_iter());
        self.answers_into(len, out);
    }

    /// The last pass's event-level answers for a stream of `len` positions.
    fn answers_into(&self, len: usize, out: &mut Lifetimes) {
        let done = out.buffer();
        done.clear();
        done.resize(len, NEVER);
        for (q, r, n) in &self.events {
            let t = self.done(r, *n);
            done[*q as usize] = event_done(*q as usize, &t[..*n as usize], true);
        }
    }

    /// Whether, in the last pass, an issue stall's bound exceeded what was
    /// already complete - whether back-pressure completed (or, when the
    /// profile has it off, would have completed) a token early. When it did
    /// not, the pass's answers are the same with back-pressure on and off:
    /// the two executions never part.
    pub fn stall_bound(&self) -> bool {
        self.stall_bound
    }
}

/// An event's completion point from its tokens': an event completes with its
/// last token; an event without tokens at its first check.
fn event_done(pos: usize, tokens: &[u32], event: bool) -> u32 {
    match tokens.iter().max() {
        Some(&last) => last,
        None if event => pos as u32 + 1,
        None => NEVER,
    }
}

/// Runs the closed form over `stream`, keeping every token's completion point.
pub fn token_lifetimes(profile: &Profile, stream: &[&Instr]) -> TokenLifetimes {
    ClosedForm::default().token_lifetimes(profile, stream)
}

/// The closed form's event-level answers for `stream`.
pub fn lifetimes(profile: &Profile, stream: &[&Instr]) -> Lifetimes {
    let mut out = Lifetimes::default();
    ClosedForm::default().lifetimes_into(profile, stream, &mut out);
    out
}
