//! Exact per-lane values of one launch (docs/lds.md section 17): what a
//! proof of a cross-wave overlap needs and the value analysis does not keep.
//!
//! The value analysis keeps `s * x + k` (mod 2^32) for every lane, and drops
//! it where an operation is not affine in `x` over *every* work-item: a mask
//! `(x + 1) & 0x7f`, a compare. A proof needs less: one pair of work-items in
//! two waves whose bytes meet. So [`Exact`] keeps, per VGPR written in the
//! current block, up to [`PIECES`] **pieces** `s * x + c` each exact on its
//! own range of `x` and not wrapping there (so `4 * (x - 32)` is exact for
//! `x >= 32`, `(x + 64) & 0x7f` is `x + 64` below 64 and `x - 64` from 64),
//! and the work-items **surely active**: all of them under the entry EXEC,
//! or the lanes a `v_cmp` of such pieces with a constant sets, once
//! `s_and_saveexec` (or a gfx10+ `v_cmpx`) makes them EXEC. Dropping a piece
//! or a lane only loses a proof; every piece kept is a fact of the launch
//! the analysis ran for (v0 = x, `x` below its work-item count).
//!
//! Forward over one block, beside the value analysis's replay: a VGPR not
//! written in the block since the last EXEC write is read from the
//! analysis's state (its claims hold for every lane active at the entry). An
//! EXEC write forgets the block's pieces (a wider EXEC would make lanes whose
//! value was not computed active). Nothing here allocates.

use crate::instr::Instr;
use crate::reg::{special, RegFile, RegRange, VCC_LO};
use crate::values::{base_mnemonic, operand_value, Base, ExecMode, Reg, State, Value};

/// Pieces kept per value (a mask of `x` by the wave width has one per wave
/// of a four-wave workgroup).
pub const PIECES: usize = 4;

/// Largest scale kept: beyond it a piece spans too few work-items to matter,
/// and products stay far inside `i64`.
const MAX_SCALE: u32 = 1 << 20;

const WORD: i64 = 1 << 32;

/// `s * x + c` for every work-item `x` in `lo..=hi`, as an exact integer in
/// `0..2^32` (no wrap on the range).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Piece {
    pub s: u32,
    pub c: i64,
    pub lo: u16,
    pub hi: u16,
}

impl Piece {
    fn at(self, x: u16) -> i64 {
        i64::from(self.s) * i64::from(x) + self.c
    }
}

/// Up to [`PIECES`] pieces of one value, in `x` order (ranges disjoint).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pieces {
    n: u8,
    p: [Piece; PIECES],
}

impl Pieces {
    pub fn iter(&self) -> impl Iterator<Item = Piece> + '_ {
        self.p[..self.n as usize].iter().copied()
    }

    fn push(&mut self, p: Piece) {
        if (self.n as usize) < PIECES && p.lo <= p.hi {
            self.p[self.n as usize] = p;
            self.n += 1;
        }
    }

    fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// `s * x + c` reduced mod `m` (a power of two up to 2^32) on `lo..=hi`,
    /// split where the reduction changes: each piece `s * x + c - j m`.
    fn push_mod(&mut self, s: u32, c: i64, lo: u16, hi: u16, m: i64) {
        if s > MAX_SCALE {
            return;
        }
        let c = c.rem_euclid(m);
        if s == 0 {
            self.push(Piece { s, c, lo, hi });
            return;
        }
        let mut x = i64::from(lo);
        while x <= i64::from(hi) && (self.n as usize) < PIECES {
            let v = i64::from(s) * x + c;
            let j = v.div_euclid(m);
            // The last x before s x + c reaches (j + 1) m.
            let end = ((j + 1) * m - c - 1)
                .div_euclid(i64::from(s))
                .min(i64::from(hi));
            self.push(Piece {
                s,
                c: c - j * m,
                lo: x as u16,
                hi: end as u16,
            });
            x = end + 1;
        }
    }

    /// The pieces of an analysis value over work-items `0..items`: a
    /// constant, or `s * x + k` with one constant `k` (exact mod 2^32).
    pub fn of_value(v: Value, items: u32) -> Pieces {
        let mut out = Pieces::default();
        let hi = (items.max(1) - 1) as u16;
        if let Some(c) = v.as_const() {
            out.push_mod(0, i64::from(c), 0, hi, WORD);
        } else if let (Base::WorkItemX(_), Some((s, k))) = (v.base(), v.lane_form()) {
            if let Some(k) = k.as_const() {
                out.push_mod(s, i64::from(k), 0, hi, WORD);
            }
        }
        out
    }

    /// The one constant, when the value is one on every work-item kept.
    fn constant(&self) -> Option<i64> {
        let c = self.p[0].c;
        (self.n > 0 && self.iter().all(|p| p.s == 0 && p.c == c)).then_some(c)
    }

    /// `f(a, b)` piece by piece on the ranges both cover, reduced mod 2^32;
    /// `f` returns the scale and offset, `None` where it is not affine.
    fn zip(a: Pieces, b: Pieces, f: impl Fn(Piece, Piece) -> Option<(i64, i64)>) -> Pieces {
        let mut out = Pieces::default();
        for p in a.iter() {
            for q in b.iter() {
                let (lo, hi) = (p.lo.max(q.lo), p.hi.min(q.hi));
                if lo > hi {
                    continue;
                }
                if let Some((s, c)) = f(p, q) {
                    if (0..=i64::from(MAX_SCALE)).contains(&s) {
                        out.push_mod(s as u32, c, lo, hi, WORD);
                    }
                }
            }
        }
        out
    }

    fn add(a: Pieces, b: Pieces) -> Pieces {
        Pieces::zip(a, b, |p, q| {
            Some((i64::from(p.s) + i64::from(q.s), p.c + q.c))
        })
    }

    fn sub(a: Pieces, b: Pieces) -> Pieces {
        Pieces::zip(a, b, |p, q| {
            Some((i64::from(p.s) - i64::from(q.s), p.c - q.c))
        })
    }

    /// The product, where one side is a constant (mod 2^32).
    fn mul(a: Pieces, b: Pieces) -> Pieces {
        let (v, k) = match (a.constant(), b.constant()) {
            (_, Some(k)) => (a, k),
            (Some(k), _) => (b, k),
            _ => return Pieces::default(),
        };
        let k = k.rem_euclid(WORD);
        Pieces::zip(v, v, |p, q| {
            (p == q).then(|| {
                let s = i64::from(p.s).saturating_mul(k);
                (
                    s,
                    ((i128::from(p.c) * i128::from(k)) % i128::from(WORD)) as i64,
                )
            })
        })
    }

    /// `a & mask` for a mask `2^n - 1`: the value mod 2^n.
    fn and(a: Pieces, b: Pieces) -> Pieces {
        let (v, m) = match (a.constant(), b.constant()) {
            (Some(x), Some(y)) => return Pieces::constant_over(x & y, a),
            (_, Some(m)) => (a, m),
            (Some(m), _) => (b, m),
            _ => return Pieces::default(),
        };
        let modulus = m + 1;
        if m < 0 || modulus & m != 0 {
            return Pieces::default();
        }
        let mut out = Pieces::default();
        for p in v.iter() {
            out.push_mod(p.s, p.c, p.lo, p.hi, modulus);
        }
        out
    }

    fn constant_over(c: i64, like: Pieces) -> Pieces {
        let mut out = Pieces::default();
        for p in like.iter() {
            out.push(Piece { s: 0, c, ..p });
        }
        out
    }

    /// The work-items of the pieces where `self rel other` holds (unsigned
    /// 32-bit compares; signed ones where every value is below 2^31).
    fn compare(a: Pieces, b: Pieces, rel: Rel, signed: bool) -> Lanes {
        let mut out = Lanes::default();
        let small = |p: Piece| !signed || (p.at(p.lo) < 1 << 31 && p.at(p.hi) < 1 << 31);
        for p in a.iter().filter(|&p| small(p)) {
            for q in b.iter().filter(|&q| small(q)) {
                let (lo, hi) = (p.lo.max(q.lo), p.hi.min(q.hi));
                if lo <= hi {
                    // p - q = d x + e on lo..=hi.
                    let d = i64::from(p.s) - i64::from(q.s);
                    solve(d, p.c - q.c, lo, hi, rel, &mut out);
                }
            }
        }
        out
    }
}

/// A compare's relation, `src0 REL src1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rel {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// The work-items `x` in `lo..=hi` with `d x + e REL 0`, appended to `out`.
fn solve(d: i64, e: i64, lo: u16, hi: u16, rel: Rel, out: &mut Lanes) {
    let (l, h) = (i64::from(lo), i64::from(hi));
    if d == 0 {
        let holds = match rel {
            Rel::Lt => e < 0,
            Rel::Le => e <= 0,
            Rel::Gt => e > 0,
            Rel::Ge => e >= 0,
            Rel::Eq => e == 0,
            Rel::Ne => e != 0,
        };
        if holds {
            out.push(lo, hi);
        }
        return;
    }
    if d < 0 {
        let flipped = match rel {
            Rel::Lt => Rel::Gt,
            Rel::Le => Rel::Ge,
            Rel::Gt => Rel::Lt,
            Rel::Ge => Rel::Le,
            r => r,
        };
        return solve(-d, -e, lo, hi, flipped, out);
    }
    // d > 0: d x + e < 0 iff x <= floor((-e - 1) / d).
    let below = |strict: bool| (-e - i64::from(strict)).div_euclid(d);
    let mut range = |a: i64, b: i64| {
        let (a, b) = (a.max(l), b.min(h));
        if a <= b {
            out.push(a as u16, b as u16);
        }
    };
    match rel {
        Rel::Lt => range(l, below(true)),
        Rel::Le => range(l, below(false)),
        Rel::Gt => range(below(false) + 1, h),
        Rel::Ge => range(below(true) + 1, h),
        Rel::Eq => range(below(true) + 1, below(false)),
        Rel::Ne => {
            range(l, below(true));
            range(below(false) + 1, h);
        }
    }
}

/// Work-items surely active: up to [`PIECES`] disjoint ranges of `x`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Lanes {
    n: u8,
    r: [(u16, u16); PIECES],
}

impl Lanes {
    fn all(items: u32) -> Lanes {
        let mut l = Lanes::default();
        l.push(0, (items.max(1) - 1) as u16);
        l
    }

    fn push(&mut self, lo: u16, hi: u16) {
        if (self.n as usize) < PIECES && lo <= hi {
            self.r[self.n as usize] = (lo, hi);
            self.n += 1;
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (u16, u16)> + '_ {
        self.r[..self.n as usize].iter().copied()
    }
}

/// VGPRs with pieces kept at once (oldest forgotten first).
const SLOTS: usize = 16;

/// The forward evaluator of one launch with `items` work-items (module doc).
#[derive(Clone, Debug)]
pub struct Exact {
    items: u32,
    regs: [(u16, Pieces); SLOTS],
    len: usize,
    /// Work-items whose VCC bit is surely set, after a `v_cmp` of pieces.
    vcc: Option<Lanes>,
    /// Work-items surely active when EXEC is not the entry's.
    active: Option<Lanes>,
}

impl Exact {
    pub fn new(items: u32) -> Exact {
        Exact {
            items,
            regs: [(0, Pieces::default()); SLOTS],
            len: 0,
            vcc: None,
            active: None,
        }
    }

    /// A block starts: nothing of the last one is kept.
    pub fn block_start(&mut self) {
        self.len = 0;
        self.vcc = None;
        self.active = None;
    }

    /// The pieces of VGPR `v` in state `st` (the state here).
    pub fn vgpr(&self, st: &State, v: u16) -> Pieces {
        match self.regs[..self.len].iter().find(|(r, _)| *r == v) {
            Some((_, p)) => *p,
            None => Pieces::of_value(st.get(Reg::Vgpr(v)), self.items),
        }
    }

    /// The work-items surely active in state `st`.
    pub fn active(&self, st: &State) -> Option<Lanes> {
        match st.exec_mode() {
            ExecMode::Entry => Some(Lanes::all(self.items)),
            _ => self.active,
        }
    }

    fn operand(&self, st: &State, text: &str) -> Pieces {
        match vgpr_number(text) {
            Some(v) => self.vgpr(st, v),
            None => Pieces::of_value(operand_value(st, text), self.items),
        }
    }

    fn set(&mut self, v: u16, p: Pieces) {
        self.forget(v);
        if p.is_empty() {
            return;
        }
        if self.len == SLOTS {
            self.regs.copy_within(1.., 0);
            self.len -= 1;
        }
        self.regs[self.len] = (v, p);
        self.len += 1;
    }

    fn forget(&mut self, v: u16) {
        if let Some(k) = self.regs[..self.len].iter().position(|(r, _)| *r == v) {
            self.regs.copy_within(k + 1..self.len, k);
            self.len -= 1;
        }
    }

    /// Steps `instr` from state `st` (the analysis's, before it).
    pub fn step(&mut self, st: &State, instr: &Instr) {
        let writes = instr.writes.as_slice();
        let exec = writes
            .iter()
            .any(|r| r.file == RegFile::Special && r.overlaps(&exec_range()));
        let vcc = writes.iter().any(|r| r.overlaps(&vcc_range()));
        let m = base_mnemonic(instr.mnemonic()).unwrap_or("");
        // Operands are split only for the instructions a rule reads.
        if !has_rule(m) {
            if exec {
                self.len = 0;
                self.active = None;
            }
            if vcc {
                self.vcc = None;
            }
            for r in writes.iter().filter(|r| r.file == RegFile::Vgpr) {
                for v in r.first..r.first + r.count {
                    self.forget(v);
                }
            }
            return;
        }
        let ops: Vec4 = Vec4::of(instr.operands());
        let entry = st.exec_mode() == ExecMode::Entry;
        // A VOPC of x with a constant, every lane active: its set bits are
        // exactly the lanes where it holds.
        let cmp = compare_of(m)
            .filter(|_| entry)
            .and_then(|(rel, signed, cmpx)| {
                let (a, b) = match (ops.n, cmpx) {
                    (3, _) => (ops.get(1), ops.get(2)),
                    (2, true) => (ops.get(0), ops.get(1)),
                    _ => return None,
                };
                let set = Pieces::compare(self.operand(st, a), self.operand(st, b), rel, signed);
                Some((set, cmpx))
            });
        if exec {
            self.len = 0;
            self.active = match (m, cmp) {
                (_, Some((set, true))) => Some(set),
                ("s_and_saveexec_b64" | "s_and_saveexec_b32", _)
                    if entry && ops.n == 2 && is_vcc(ops.get(1)) =>
                {
                    self.vcc
                }
                _ => None,
            };
        }
        if vcc {
            self.vcc = match cmp {
                Some((set, _)) if ops.n == 3 && is_vcc(ops.get(0)) => Some(set),
                _ => None,
            };
        }
        for r in writes.iter().filter(|r| r.file == RegFile::Vgpr) {
            let value = (r.count == 1 && ops.n > 0 && vgpr_number(ops.get(0)) == Some(r.first))
                .then(|| self.valu(st, m, &ops))
                .flatten();
            for v in r.first..r.first + r.count {
                self.forget(v);
            }
            if let Some(p) = value {
                self.set(r.first, p);
            }
        }
    }

    /// The pieces an integer VALU instruction `m` writes to its first
    /// operand, when it is one the pieces follow.
    fn valu(&self, st: &State, m: &str, ops: &Vec4) -> Option<Pieces> {
        let o = |k: usize| self.operand(st, ops.get(k));
        let p = match (m, ops.n) {
            ("v_mov_b32", 2) => o(1),
            ("v_add_u32" | "v_add_nc_u32", 3) => Pieces::add(o(1), o(2)),
            ("v_add3_u32", 4) => Pieces::add(Pieces::add(o(1), o(2)), o(3)),
            ("v_sub_u32" | "v_sub_nc_u32", 3) => Pieces::sub(o(1), o(2)),
            ("v_subrev_u32" | "v_subrev_nc_u32", 3) => Pieces::sub(o(2), o(1)),
            ("v_lshlrev_b32", 3) => Pieces::mul(o(2), shift(o(1))?),
            ("v_lshl_add_u32", 4) => Pieces::add(Pieces::mul(o(1), shift(o(2))?), o(3)),
            ("v_add_lshl_u32", 4) => Pieces::mul(Pieces::add(o(1), o(2)), shift(o(3))?),
            ("v_mul_lo_u32", 3) => Pieces::mul(o(1), o(2)),
            ("v_and_b32", 3) => Pieces::and(o(1), o(2)),
            _ => return None,
        };
        Some(p)
    }
}

/// Whether a rule of [`Exact::step`] reads `m`'s operands.
fn has_rule(m: &str) -> bool {
    m.starts_with("v_cmp")
        || m.starts_with("s_and_saveexec")
        || matches!(
            m,
            "v_mov_b32"
                | "v_add_u32"
                | "v_add_nc_u32"
                | "v_add3_u32"
                | "v_sub_u32"
                | "v_sub_nc_u32"
                | "v_subrev_u32"
                | "v_subrev_nc_u32"
                | "v_lshlrev_b32"
                | "v_lshl_add_u32"
                | "v_add_lshl_u32"
                | "v_mul_lo_u32"
                | "v_and_b32"
        )
}

/// `2^k` for a constant shift amount `k` (its low five bits, as the VALU
/// reads it).
fn shift(amount: Pieces) -> Option<Pieces> {
    let k = amount.constant()? & 31;
    Some(Pieces::constant_over(1 << k, amount))
}

/// The relation, signedness and `v_cmpx` form of an integer 32-bit compare.
fn compare_of(m: &str) -> Option<(Rel, bool, bool)> {
    let (rest, cmpx) = match m.strip_prefix("v_cmpx_") {
        Some(r) => (r, true),
        None => (m.strip_prefix("v_cmp_")?, false),
    };
    let (rel, ty) = rest.split_once('_')?;
    let signed = match ty {
        "u32" => false,
        "i32" => true,
        _ => return None,
    };
    let rel = match rel {
        "lt" => Rel::Lt,
        "le" => Rel::Le,
        "gt" => Rel::Gt,
        "ge" => Rel::Ge,
        "eq" => Rel::Eq,
        "ne" | "lg" => Rel::Ne,
        _ => return None,
    };
    Some((rel, signed, cmpx))
}

fn is_vcc(text: &str) -> bool {
    matches!(text, "vcc" | "vcc_lo")
}

fn vgpr_number(text: &str) -> Option<u16> {
    text.strip_prefix('v')?.parse().ok()
}

fn exec_range() -> RegRange {
    RegRange::new(RegFile::Special, special::EXEC_LO, 2)
}

fn vcc_range() -> RegRange {
    RegRange::new(RegFile::Sgpr, VCC_LO, 2)
}

/// Up to four operand texts of an instruction, split without allocating
/// (more operands: `n` is 5, which no rule matches).
struct Vec4<'a> {
    n: usize,
    t: [&'a str; 4],
}

impl<'a> Vec4<'a> {
    fn of(operands: &'a str) -> Vec4<'a> {
        let mut v = Vec4 { n: 0, t: [""; 4] };
        for part in operands.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            if v.n < 4 {
                v.t[v.n] = part;
            }
            v.n += 1;
        }
        v.n = v.n.min(5);
        v
    }

    fn get(&self, k: usize) -> &'a str {
        self.t.get(k).copied().unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pieces(ps: &[(u32, i64, u16, u16)]) -> Pieces {
        let mut out = Pieces::default();
        for &(s, c, lo, hi) in ps {
            out.push(Piece { s, c, lo, hi });
        }
        out
    }

    /// Every piece against the 32-bit value it stands for, for every
    /// work-item of its range.
    fn agrees(p: Pieces, f: impl Fn(u32) -> u32) {
        for q in p.iter() {
            for x in q.lo..=q.hi {
                let v = q.at(x);
                assert!((0..WORD).contains(&v), "{q:?} {x}");
                assert_eq!(v as u32, f(u32::from(x)), "{q:?} {x}");
            }
        }
    }

    #[test]
    fn wraps_and_masks_split_into_exact_pieces() {
        let x = pieces(&[(1, 0, 0, 127)]);
        let c = |k: u32| pieces(&[(0, i64::from(k), 0, 127)]);
        // 4 * (x - 32): wrapped below 32, 4 x - 128 from 32.
        let w = Pieces::mul(Pieces::sub(x, c(32)), c(4));
        agrees(w, |x| x.wrapping_sub(32).wrapping_mul(4));
        assert_eq!(
            w.iter().last(),
            Some(Piece {
                s: 4,
                c: -128,
                lo: 32,
                hi: 127
            })
        );
        // (x + 1) & 0x7f and (x + 64) & 0x7f.
        for k in [1, 64] {
            let m = Pieces::and(Pieces::add(x, c(k)), c(0x7f));
            agrees(m, |x| (x + k) & 0x7f);
            assert_eq!(
                m.iter().map(|p| u32::from(p.hi - p.lo) + 1).sum::<u32>(),
                128
            );
        }
        // x & 63 over two waves: one piece per wave.
        let m = Pieces::and(x, c(63));
        assert_eq!(m.n, 2);
        agrees(m, |x| x & 63);
        // Not a low mask, not affine: nothing.
        assert!(Pieces::and(x, c(0x50)).is_empty());
        assert!(Pieces::mul(x, x).is_empty());
    }

    #[test]
    fn compares_set_exactly_the_lanes_where_they_hold() {
        let x = pieces(&[(1, 0, 0, 127)]);
        let low = Pieces::and(x, pieces(&[(0, 63, 0, 127)]));
        for rel in [Rel::Lt, Rel::Le, Rel::Gt, Rel::Ge, Rel::Eq, Rel::Ne] {
            for k in [0u32, 1, 59, 60, 63, 64, 127, 200] {
                let kk = pieces(&[(0, i64::from(k), 0, 127)]);
                for (v, f) in [(x, (|x| x) as fn(u32) -> u32), (low, |x| x & 63)] {
                    let set = Pieces::compare(v, kk, rel, false);
                    let holds = |y: u32| match rel {
                        Rel::Lt => y < k,
                        Rel::Le => y <= k,
                        Rel::Gt => y > k,
                        Rel::Ge => y >= k,
                        Rel::Eq => y == k,
                        Rel::Ne => y != k,
                    };
                    for xi in 0..128u16 {
                        let inside = set.iter().any(|(lo, hi)| (lo..=hi).contains(&xi));
                        assert_eq!(inside, holds(f(u32::from(xi))), "{rel:?} {k} {xi}");
                    }
                }
            }
        }
    }
}
