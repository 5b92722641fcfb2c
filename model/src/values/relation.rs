//! Difference facts between pairs of SGPRs (docs/values.md section 14):
//! what a loop's exit test says about its counter against a bound neither
//! of whose values is known. fmha_v3_fwd's loop steps `s39` by 32 and
//! leaves when `s39 >= s38` (signed), after a test `s39 < s38` that let the
//! previous iteration continue, so at every exit `s39 - s38` is in
//! `[0, 31]`; its tail computes `((s38 + 31) >> 5) & 1`, which that fact
//! and the congruence of `s39` mod 64 on the exit edge decide.
//!
//! A fact about `a` and `b` (slots, `a < b`) has two parts, each a sound
//! bound on its own:
//!
//! * `signed`: the difference of the two registers read as signed 32-bit
//!   integers, `a_s - b_s`, as a mathematical integer (so in
//!   `[-(2^32 - 1), 2^32 - 1]`): what signed comparisons say;
//! * `modular`: `(a - b) mod 2^32` within a wrapped interval: what adding
//!   constants preserves exactly.
//!
//! At most [`FACTS`] facts are kept per program point (the pairs compared
//! and the values derived from them by constants): a state with none costs
//! nothing per instruction.

use super::domain::{Base, Value};
use super::SGPRS;

/// Facts kept per program point; a new one past them is not recorded.
pub(super) const FACTS: usize = 4;

/// The range of `a_s - b_s` for any two signed 32-bit values.
const DMAX: i64 = (1 << 32) - 1;

/// `2^32`.
const WRAP: i64 = 1 << 32;

/// `{lo, lo + 1, ..., lo + len}` mod 2^32; `len == u32::MAX` is every value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Wrapped {
    lo: u32,
    len: u32,
}

impl Wrapped {
    const ALL: Wrapped = Wrapped {
        lo: 0,
        len: u32::MAX,
    };

    /// The integers `[lo, hi]` mod 2^32 (every value when they span 2^32).
    fn of(lo: i64, hi: i64) -> Wrapped {
        if hi - lo >= DMAX {
            return Wrapped::ALL;
        }
        Wrapped {
            lo: lo.rem_euclid(WRAP) as u32,
            len: (hi - lo) as u32,
        }
    }

    fn is_all(self) -> bool {
        self.len == u32::MAX
    }

    fn plus(self, c: u32) -> Wrapped {
        if self.is_all() {
            return self;
        }
        Wrapped {
            lo: self.lo.wrapping_add(c),
            len: self.len,
        }
    }

    /// `{-x}` for every `x` in `self`.
    fn negated(self) -> Wrapped {
        if self.is_all() {
            return self;
        }
        Wrapped {
            lo: 0u32.wrapping_sub(self.lo.wrapping_add(self.len)),
            len: self.len,
        }
    }

    /// The shortest wrapped interval holding both.
    fn hull(self, o: Wrapped) -> Wrapped {
        if self.is_all() || o.is_all() {
            return Wrapped::ALL;
        }
        // From `a.lo` onwards: far enough to reach the end of `b`.
        let from = |a: Wrapped, b: Wrapped| {
            let start = u64::from(b.lo.wrapping_sub(a.lo));
            let end = (start + u64::from(b.len)).max(u64::from(a.len));
            // `b` wraps past `a.lo` again: it covers the start.
            let end = if start + u64::from(b.len) >= 1 << 32 {
                u64::from(u32::MAX)
            } else {
                end
            };
            Wrapped {
                lo: a.lo,
                len: end.min(u64::from(u32::MAX)) as u32,
            }
        };
        let (x, y) = (from(self, o), from(o, self));
        if x.len <= y.len {
            x
        } else {
            y
        }
    }
}

/// One fact: `a_s - b_s` in `signed` and `(a - b) mod 2^32` in `modular`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Diff {
    a: u8,
    b: u8,
    signed: (i64, i64),
    modular: Wrapped,
}

impl Diff {
    /// The fact with `a` and `b` as given (any order), stored with the
    /// lower slot first. Both are SGPRs: the branch conditions and offsets
    /// facts come from read SGPRs only (`feasible`, `transfer::offset`),
    /// and [`Relations::step`] relies on it.
    fn new(a: usize, b: usize, signed: (i64, i64), modular: Wrapped) -> Diff {
        debug_assert!(a < usize::from(SGPRS) && b < usize::from(SGPRS));
        let d = Diff {
            a: a as u8,
            b: b as u8,
            signed,
            modular,
        };
        if a < b {
            d
        } else {
            d.swapped()
        }
    }

    /// The same fact about `b - a`.
    fn swapped(self) -> Diff {
        Diff {
            a: self.b,
            b: self.a,
            signed: (-self.signed.1, -self.signed.0),
            modular: self.modular.negated(),
        }
    }

    /// This fact oriented as `x - other`, when it is about `x`.
    fn from(self, x: usize) -> Option<(usize, Diff)> {
        if usize::from(self.a) == x {
            Some((usize::from(self.b), self))
        } else if usize::from(self.b) == x {
            Some((usize::from(self.a), self.swapped()))
        } else {
            None
        }
    }

    fn useless(&self) -> bool {
        self.signed == (-DMAX, DMAX) && self.modular.is_all()
    }

    /// The fact after `x` (`self.a`, oriented) became `x + c` mod 2^32,
    /// `x` in `before` (its value before the add): the modular part moves
    /// by `c` exactly; the signed part by `c` read as signed, or by that
    /// minus (plus) 2^32 when the signed sum may overflow.
    fn plus(self, c: u32, before: Value) -> Diff {
        let cs = i64::from(c as i32);
        let (lo, hi) = self.signed;
        let exact = signed_bounds(before)
            .is_some_and(|(l, h)| l + cs >= i64::from(i32::MIN) && h + cs <= i64::from(i32::MAX));
        let (lo, hi) = if exact {
            (lo + cs, hi + cs)
        } else if cs >= 0 {
            (lo + cs - WRAP, hi + cs)
        } else {
            (lo + cs, hi + cs + WRAP)
        };
        Diff {
            signed: (lo.max(-DMAX), hi.min(DMAX)),
            modular: self.modular.plus(c),
            ..self
        }
    }

    fn join(self, o: Diff, widen: bool) -> Diff {
        let (l, h) = (self.signed.0.min(o.signed.0), self.signed.1.max(o.signed.1));
        let signed = if widen {
            (
                if l < self.signed.0 { -DMAX } else { l },
                if h > self.signed.1 { DMAX } else { h },
            )
        } else {
            (l, h)
        };
        let m = self.modular.hull(o.modular);
        let modular = if widen && m != self.modular {
            Wrapped::ALL
        } else {
            m
        };
        Diff {
            signed,
            modular,
            ..self
        }
    }
}

/// A value's bounds read as signed integers, when its unsigned interval
/// does not cross 2^31 (absolute values only).
fn signed_bounds(v: Value) -> Option<(i64, i64)> {
    let (lo, hi) = v.absolute()?;
    if lo >= 1 << 31 || hi < 1 << 31 {
        Some((i64::from(lo as i32), i64::from(hi as i32)))
    } else {
        None
    }
}

/// A comparison's relation (`s_cmp_<rel>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Rel {
    Eq,
    Lg,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Rel {
    pub(super) fn parse(s: &str) -> Option<Rel> {
        Some(match s {
            "eq" => Rel::Eq,
            "lg" => Rel::Lg,
            "lt" => Rel::Lt,
            "le" => Rel::Le,
            "gt" => Rel::Gt,
            "ge" => Rel::Ge,
            _ => return None,
        })
    }

    /// The relation that holds when this one fails.
    pub(super) fn negate(self) -> Rel {
        match self {
            Rel::Eq => Rel::Lg,
            Rel::Lg => Rel::Eq,
            Rel::Lt => Rel::Ge,
            Rel::Ge => Rel::Lt,
            Rel::Gt => Rel::Le,
            Rel::Le => Rel::Gt,
        }
    }

    /// `b rel' a` for `a rel b`.
    pub(super) fn swap(self) -> Rel {
        match self {
            Rel::Lt => Rel::Gt,
            Rel::Gt => Rel::Lt,
            Rel::Le => Rel::Ge,
            Rel::Ge => Rel::Le,
            r => r,
        }
    }
}

/// `dst = src + c` (mod 2^32): an add or subtract of a constant, with
/// `src`'s value before it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Offset {
    pub dst: usize,
    pub src: usize,
    pub c: u32,
    pub before: Value,
}

/// The facts at one program point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(super) struct Relations {
    facts: [Option<Diff>; FACTS],
}

impl Relations {
    pub(super) fn is_empty(&self) -> bool {
        self.facts.iter().all(Option::is_none)
    }

    fn get(&self, x: usize, y: usize) -> Option<Diff> {
        self.facts
            .iter()
            .flatten()
            .find_map(|d| d.from(x).filter(|(o, _)| *o == y).map(|(_, d)| d))
    }

    /// Replaces the fact about the same pair, or takes a free place; a
    /// useless fact is dropped (no fact: nothing known).
    fn put(&mut self, d: Diff) {
        let same = |f: &Option<Diff>| f.is_some_and(|f| f.a == d.a && f.b == d.b);
        if let Some(k) = self.facts.iter().position(same) {
            self.facts[k] = (!d.useless()).then_some(d);
        } else if !d.useless() {
            if let Some(k) = self.facts.iter().position(Option::is_none) {
                self.facts[k] = Some(d);
            }
        }
    }

    /// Drops every fact about an SGPR whose bit `written` sets.
    #[inline]
    fn drop_written(&mut self, written: u128) {
        let hit = |s: u8| written >> s & 1 != 0;
        for f in &mut self.facts {
            if f.is_some_and(|d| hit(d.a) || hit(d.b)) {
                *f = None;
            }
        }
    }

    pub(super) fn clear(&mut self) {
        self.facts = [None; FACTS];
    }

    /// The facts after an instruction that writes the SGPRs whose bits
    /// `written` sets (and, if it is one, the add of a constant `offset`):
    /// facts about `offset.src` carry over to `offset.dst` moved by the
    /// constant, every other fact about a written register is dropped.
    /// Every fact is about two SGPRs (slots below `SGPRS`: [`Diff::new`]),
    /// so the bits say all that is written.
    pub(super) fn step(&mut self, written: u128, offset: Option<Offset>) {
        let Some(o) = offset else {
            // Most instructions add no constant: nothing moves (and nothing
            // is copied: this runs on most steps of the analysis, issue 30).
            self.drop_written(written);
            return;
        };
        let mut moved = [None; FACTS];
        for (k, f) in self.facts.iter().enumerate() {
            let Some((other, d)) = f.and_then(|d| d.from(o.src)) else {
                continue;
            };
            if other != o.dst {
                let d = d.plus(o.c, o.before);
                moved[k] = Some(Diff::new(o.dst, other, d.signed, d.modular));
            }
        }
        if self.is_empty() && moved.iter().all(Option::is_none) {
            return;
        }
        self.drop_written(written);
        for d in moved.into_iter().flatten() {
            self.put(d);
        }
    }

    /// The facts on the edge where `a rel b` holds (signed comparison or
    /// not), or `None` when no pair of values the facts admit satisfies it.
    /// Unsigned orders say nothing about the signed difference (only
    /// equality does).
    pub(super) fn assume(mut self, a: usize, b: usize, rel: Rel, signed: bool) -> Option<Self> {
        if a == b {
            return Some(self);
        }
        // `get` orients the fact as `a - b`; a new one starts unbounded.
        let d = self.get(a, b).unwrap_or(Diff {
            a: a as u8,
            b: b as u8,
            signed: (-DMAX, DMAX),
            modular: Wrapped::ALL,
        });
        let (mut lo, mut hi) = d.signed;
        match (rel, signed) {
            (Rel::Eq, _) => (lo, hi) = (lo.max(0), hi.min(0)),
            (Rel::Lg, _) => {
                if lo == 0 {
                    lo = 1;
                }
                if hi == 0 {
                    hi = -1;
                }
            }
            (Rel::Lt, true) => hi = hi.min(-1),
            (Rel::Le, true) => hi = hi.min(0),
            (Rel::Gt, true) => lo = lo.max(1),
            (Rel::Ge, true) => lo = lo.max(0),
            _ => return Some(self),
        }
        if lo > hi {
            return None;
        }
        // Both parts hold; keep the narrower modular bound.
        let from_signed = Wrapped::of(lo, hi);
        let modular = if from_signed.len < d.modular.len {
            from_signed
        } else {
            d.modular
        };
        self.put(Diff::new(a, b, (lo, hi), modular));
        Some(self)
    }

    /// `(x >> k)` decided modulo a power of two by a fact `x - y in [l, h]`
    /// (mod 2^32) with `y` congruent to `r` modulo `2^m`, `m > k`: when
    /// `r + [l, h]` stays within one multiple of `2^m`, `x mod 2^m` lies in
    /// it, and when its bits `m-1..k` agree, `x >> k` is congruent to them
    /// modulo `2^(m - k)`. `None` when no fact decides it.
    pub(super) fn lshr(
        &self,
        x: usize,
        k: u32,
        value_of: impl Fn(usize) -> Value,
    ) -> Option<Value> {
        if self.is_empty() || k >= 32 {
            return None;
        }
        self.facts.iter().flatten().find_map(|f| {
            let (y, d) = f.from(x)?;
            if d.modular.is_all() {
                return None;
            }
            let v = value_of(y);
            if v.base() != Base::Absolute {
                return None;
            }
            let (lo, _, stride) = v.bounds();
            let m = if stride == 0 {
                32
            } else {
                stride.trailing_zeros()
            };
            if m <= k {
                return None;
            }
            let pow = 1u64 << m;
            let r = u64::from(lo) % pow;
            let first = (r + u64::from(d.modular.lo)) % pow;
            let last = first + u64::from(d.modular.len);
            if last >= pow {
                return None;
            }
            if m == 32 {
                return Value::strided((first >> k) as u32, (last >> k) as u32, 1);
            }
            let (a, b) = (first >> k, last >> k);
            if a != b {
                return None;
            }
            let step = 1u32 << (m - k);
            Value::strided(a as u32, u32::MAX >> k, step)
        })
    }

    /// The join at a block entry (a fact on every path is kept, as the
    /// hull of its parts); with `widen`, a bound that moved goes to its
    /// extreme, so a fact changes at most three more times. Returns whether
    /// `self` changed.
    pub(super) fn join(&mut self, o: &Relations, widen: bool) -> bool {
        let mut changed = false;
        for f in &mut self.facts {
            let Some(d) = *f else { continue };
            let j = o
                .get(usize::from(d.a), usize::from(d.b))
                .map(|e| d.join(e, widen))
                .filter(|j| !j.useless());
            if j != Some(d) {
                changed = true;
                *f = j;
            }
        }
        changed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(lo: i64, hi: i64) -> Wrapped {
        Wrapped::of(lo, hi)
    }

    fn has(x: Wrapped, v: i64) -> bool {
        x.is_all() || (v.rem_euclid(WRAP) as u32).wrapping_sub(x.lo) <= x.len
    }

    #[test]
    fn wrapped_intervals_hold_what_they_are_built_from() {
        let a = w(-31, 0);
        assert!(has(a, -31) && has(a, 0) && !has(a, 1) && !has(a, -32));
        assert_eq!(a.plus(31), w(0, 31));
        assert_eq!(w(0, 31).negated(), w(-31, 0));
        let h = w(0, 3).hull(w(10, 12));
        assert_eq!(h, w(0, 12));
        let h = w(-2, 1).hull(w(5, 6));
        assert!((-2..=6).all(|v| has(h, v)) && h.len == 8);
        for (x, y) in [
            (w(0, 5), w(3, 9)),
            (w(-5, -1), w(100, 200)),
            (w(7, 7), w(7, 7)),
        ] {
            let h = x.hull(y);
            for v in -300..300 {
                if has(x, v) || has(y, v) {
                    assert!(has(h, v), "{x:?} {y:?} {h:?} {v}");
                }
            }
        }
    }

    /// fmha's loop: continue on `s39 < s38`, add 32, exit on `s39 >= s38`
    /// leaves `s39 - s38 in [0, 31]` whatever the two values, and the
    /// tail's `((s38 + 31) >> 5)` is decided modulo 2 by `s39 mod 64`.
    #[test]
    fn an_exit_after_a_step_bounds_the_difference() {
        let (i, n, t) = (39, 38, 40);
        let r = Relations::default()
            .assume(i, n, Rel::Lt, true)
            .unwrap_or_default();
        let mut r2 = r;
        r2.step(
            1 << i,
            Some(Offset {
                dst: i,
                src: i,
                c: 32,
                before: Value::TOP,
            }),
        );
        let exit = r2.assume(i, n, Rel::Ge, true).unwrap_or_default();
        assert_eq!(exit.get(i, n).map(|d| d.signed), Some((0, 31)));
        let mut tail = exit;
        tail.step(
            1 << t,
            Some(Offset {
                dst: t,
                src: n,
                c: 31,
                before: Value::TOP,
            }),
        );
        let even = Value::strided(0, u32::MAX - 63, 64).unwrap_or(Value::TOP);
        let odd = Value::strided(32, u32::MAX - 31, 64).unwrap_or(Value::TOP);
        let parity = |v: Value| tail.lshr(t, 5, |_| v).map(|x| x.and(Value::constant(1)));
        assert_eq!(parity(even), Some(Value::constant(0)));
        assert_eq!(parity(odd), Some(Value::constant(1)));
        assert_eq!(parity(Value::TOP), None);
        // Brute force over small registers shifted anywhere in the ring.
        for base in [0u32, 0x7fff_ff00, 0xffff_ff00] {
            for s38 in 0..200u32 {
                let n38 = base.wrapping_add(s38);
                for k in 0..8u32 {
                    let prev = (k * 32).wrapping_add(base);
                    let s39 = prev.wrapping_add(32);
                    if (prev as i32) < (n38 as i32) && (s39 as i32) >= (n38 as i32) {
                        let d = i64::from(s39 as i32) - i64::from(n38 as i32);
                        assert!((0..=31).contains(&d));
                        let s40 = n38.wrapping_add(31);
                        let fact = tail.get(t, i).map(|d| d.modular).unwrap_or(Wrapped::ALL);
                        assert!(has(fact, i64::from(s40.wrapping_sub(s39))));
                    }
                }
            }
        }
    }

    #[test]
    fn a_signed_step_that_may_overflow_keeps_only_a_sound_bound() {
        let r = Relations::default()
            .assume(1, 2, Rel::Lt, true)
            .unwrap_or_default();
        let d = r.get(1, 2).map(|d| d.plus(32, Value::TOP));
        assert_eq!(d.map(|d| d.signed), Some((-DMAX, 31)));
        let known = Value::strided(0, 100, 1).unwrap_or(Value::TOP);
        let d = r.get(1, 2).map(|d| d.plus(32, known));
        assert_eq!(d.map(|d| d.signed.1), Some(31));
        assert_eq!(r.assume(1, 2, Rel::Ge, true), None);
    }
}
