//! The abstract value of one 32-bit register: a strided interval over a base
//! (docs/values.md section 1), with the join and the 32-bit operations the
//! transfer functions need. Every operation returns a value containing every
//! concrete result on every pair of contained operands (section 3, point 2).

use std::fmt;

mod lane;

pub(super) use lane::MaxX;
pub use lane::WORK_ITEMS_X;

/// A named kernel input: unknown statically, the same for every lane and
/// every instruction of one dispatch (docs/values.md section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Input {
    /// The high dword of `src_shared_base`: the LDS aperture (AMDGPUUsage:
    /// 2^32 bytes, aligned to 2^32).
    SharedBaseHi,
    /// The high dword of `src_private_base`: the scratch aperture.
    PrivateBaseHi,
    /// EXEC's low dword at the kernel's entry (a saved copy restores it).
    EntryExecLo,
    /// EXEC's high dword at the kernel's entry.
    EntryExecHi,
    /// The kernarg segment pointer's low dword (the user SGPR pair the
    /// kernel descriptor enables: `KernelInfo::sgprs`).
    KernargPtrLo,
    /// The kernarg segment pointer's high dword.
    KernargPtrHi,
    /// The dword at this byte offset of the kernarg segment: read-only for
    /// the whole dispatch, the same in every lane (docs/values.md section 6).
    Kernarg(u32),
}

/// The concrete values of the named inputs in one run: what
/// [`Value::contains`] needs to judge a value over an input.
pub trait Inputs {
    /// The input's value in this run, or `None` when the run does not say
    /// (then every value over it is taken to contain the concrete one).
    fn input(&self, input: Input) -> Option<u32>;

    /// The lane's work-item id (x, y, z), when the run says (then a value
    /// over the work-item id is judged exactly; `None` admits every one).
    fn work_item(&self) -> Option<[u32; 3]> {
        None
    }
}

/// No input known: values over an input contain everything.
pub struct NoInputs;

impl Inputs for NoInputs {
    fn input(&self, _: Input) -> Option<u32> {
        None
    }
}

/// What a value is relative to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Base {
    /// The value is the offset itself.
    Absolute,
    /// The value is the input plus the offset (mod 2^32).
    Input(Input),
    /// `scale * x` plus the offset (mod 2^32), `x` the lane's work-item id
    /// in x (docs/values.md section 8): a VGPR's value per lane. `scale` is
    /// never 0.
    WorkItemX(u32),
    /// A kernel's entry v0 with packed work-item ids: bits 9:0 hold the
    /// lane's x (y and z above it are not claimed). The offset is always 0.
    PackedIds,
}

/// `base + k` for `k` in `{lo, lo + stride, ..., hi}` (32-bit, mod 2^32):
/// `lo <= hi`; `stride == 0` exactly when `lo == hi`; `hi - lo` is a
/// multiple of `stride`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Value {
    base: Base,
    lo: u32,
    hi: u32,
    stride: u32,
}

fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Value {
    /// Unknown: every 32-bit value.
    pub const TOP: Value = Value {
        base: Base::Absolute,
        lo: 0,
        hi: u32::MAX,
        stride: 1,
    };

    /// Exactly `c`.
    pub const fn constant(c: u32) -> Value {
        Value {
            base: Base::Absolute,
            lo: c,
            hi: c,
            stride: 0,
        }
    }

    /// Exactly the input `i`.
    pub const fn input(i: Input) -> Value {
        Value {
            base: Base::Input(i),
            lo: 0,
            hi: 0,
            stride: 0,
        }
    }

    /// `{lo, lo + stride, ..., <= hi}` (absolute); `stride` 0 is read as 1.
    /// `hi` is rounded down onto the progression. `None` when `lo > hi`.
    pub fn strided(lo: u32, hi: u32, stride: u32) -> Option<Value> {
        if lo > hi {
            return None;
        }
        let stride = stride.max(1);
        let hi = hi - (hi - lo) % stride;
        Some(Value::norm(Base::Absolute, lo, hi, stride))
    }

    fn norm(base: Base, lo: u32, hi: u32, stride: u32) -> Value {
        if lo == hi {
            Value {
                base,
                lo,
                hi,
                stride: 0,
            }
        } else {
            Value {
                base,
                lo,
                hi,
                stride: stride.max(1),
            }
        }
    }

    pub fn base(&self) -> Base {
        self.base
    }

    /// The offset bounds `(lo, hi)` and the stride (0 for a single value).
    pub fn bounds(&self) -> (u32, u32, u32) {
        (self.lo, self.hi, self.stride)
    }

    pub fn is_top(&self) -> bool {
        self.base == Base::Absolute && self.lo == 0 && self.hi == u32::MAX && self.stride == 1
    }

    /// The value, when it is one absolute constant.
    pub fn as_const(&self) -> Option<u32> {
        (self.base == Base::Absolute && self.stride == 0).then_some(self.lo)
    }

    /// The absolute bounds, when the value does not depend on an input.
    pub fn absolute(&self) -> Option<(u32, u32)> {
        let v = self.lowered();
        (v.base == Base::Absolute).then_some((v.lo, v.hi))
    }

    /// Whether the concrete value `v` is one this value admits, given the
    /// run's inputs (an input the run does not name admits everything).
    pub fn contains(&self, v: u32, inputs: &impl Inputs) -> bool {
        let k = match self.base {
            Base::Absolute => v,
            Base::Input(i) => match inputs.input(i) {
                Some(x) => v.wrapping_sub(x),
                None => return true,
            },
            Base::WorkItemX(s) => match inputs.work_item() {
                Some([x, _, _]) => v.wrapping_sub(s.wrapping_mul(x)),
                None => return true,
            },
            Base::PackedIds => {
                return inputs.work_item().is_none_or(|[x, _, _]| v & 0x3ff == x);
            }
        };
        k >= self.lo
            && k <= self.hi
            && (self.stride == 0 || (k - self.lo).is_multiple_of(self.stride))
    }

    /// The least value containing both.
    pub fn join(self, o: Value) -> Value {
        if let Some(r) = lane::join(self, o) {
            return r;
        }
        if self == o {
            return self;
        }
        if self.base != o.base {
            return Value::TOP;
        }
        let lo = self.lo.min(o.lo);
        let hi = self.hi.max(o.hi);
        let stride = gcd(gcd(self.stride, o.stride), self.lo.abs_diff(o.lo));
        Value::norm(self.base, lo, hi, stride)
    }

    /// 32-bit sum modulo 2^32 (`s_add_u32`, `v_add_u32`, ...).
    pub fn plus(self, o: Value) -> Value {
        if let Some(r) = lane::plus(self, o) {
            return r;
        }
        let base = match (self.base, o.base) {
            (Base::Absolute, b) | (b, Base::Absolute) => b,
            _ => return Value::TOP,
        };
        let hi = u64::from(self.hi) + u64::from(o.hi);
        if hi > u64::from(u32::MAX) {
            if self.stride == 0 && o.stride == 0 {
                return Value::norm(base, self.lo.wrapping_add(o.lo), 0, 0).fix_const();
            }
            if base == Base::Absolute {
                if let Some(v) = self.class_sum(o).or_else(|| o.class_sum(self)) {
                    return v;
                }
            }
            return Value::TOP;
        }
        Value::norm(base, self.lo + o.lo, hi as u32, gcd(self.stride, o.stride))
    }

    /// Every absolute value congruent to `lo` modulo `stride`, for a power
    /// of two `stride >= 2`: the widest value of that progression.
    fn full_class(lo: u32, stride: u32) -> Value {
        let lo = lo % stride;
        Value::norm(
            Base::Absolute,
            lo,
            lo + (u32::MAX - lo) / stride * stride,
            stride,
        )
    }

    /// The stride when `self` is a whole congruence class modulo a power
    /// of two ([`Value::full_class`]).
    fn class_stride(&self) -> Option<u32> {
        let s = self.stride;
        (self.base == Base::Absolute
            && s >= 2
            && s.is_power_of_two()
            && self.lo < s
            && self.hi > u32::MAX - s)
            .then_some(s)
    }

    /// `self + o` when `self` is a whole class modulo `2^k`: the sum's
    /// class modulo the power of two dividing both strides. Exact under
    /// the 32-bit wrap, since 2^32 is a multiple of every such modulus.
    fn class_sum(self, o: Value) -> Option<Value> {
        let s = self.class_stride()?;
        let g = if o.stride == 0 { s } else { gcd(s, o.stride) };
        (g >= 2).then(|| Value::full_class(self.lo.wrapping_add(o.lo) % g, g))
    }

    /// The widening of a block-entry value that keeps changing: top, except
    /// that an absolute value on a progression whose stride is a power of
    /// two keeps its congruence (the whole class: a loop counter stepped by
    /// 32 stays a multiple of 32 through every wrap). A class can only
    /// shrink its modulus when it changes again, so a register changes at
    /// most 32 more times.
    pub fn widened(self) -> Value {
        let s = self.stride;
        if self.base == Base::Absolute && s >= 2 && s.is_power_of_two() {
            Value::full_class(self.lo, s)
        } else {
            Value::TOP
        }
    }

    /// `self`, or - when `self` is unknown and exactly one of the two
    /// high dwords `a`, `b` it was summed from is over an input - that input
    /// plus any offset: every value still (so no claim about values changes),
    /// but the address keeps the pointer it was derived from, which
    /// `--assume kernarg-pointers=global` reads (docs/values.md section 10).
    /// A carry into a pointer's high dword would otherwise lose it.
    pub fn or_any_offset_of(self, a: Value, b: Value) -> Value {
        if !self.is_top() {
            return self;
        }
        match (a.base, b.base) {
            (Base::Input(i), Base::Absolute) | (Base::Absolute, Base::Input(i)) => Value {
                base: Base::Input(i),
                lo: 0,
                hi: u32::MAX,
                stride: 1,
            },
            _ => self,
        }
    }

    /// `norm` of a constant built with a dummy `hi`.
    fn fix_const(mut self) -> Value {
        self.hi = self.lo;
        self.stride = 0;
        self
    }

    /// Whether the sum can carry out of bit 31 (`None`: it may or may not).
    pub fn add_carries(self, o: Value) -> Option<bool> {
        if self.base != Base::Absolute || o.base != Base::Absolute {
            return None;
        }
        let lo = u64::from(self.lo) + u64::from(o.lo);
        let hi = u64::from(self.hi) + u64::from(o.hi);
        let max = u64::from(u32::MAX);
        if hi <= max {
            Some(false)
        } else if lo > max {
            Some(true)
        } else {
            None
        }
    }

    /// The carry out of `self + o + carry_in` as a value: 0, 1 or `[0, 1]`
    /// (`carry_in` is a 0/1 value; anything else is read as `[0, 1]`).
    pub fn carry3(self, o: Value, carry_in: Value) -> Value {
        let ci = carry_in.as_bit();
        let (Some(a), Some(b), Some(c)) = (self.absolute(), o.absolute(), ci.absolute()) else {
            return Value::BIT;
        };
        let lo = u64::from(a.0) + u64::from(b.0) + u64::from(c.0);
        let hi = u64::from(a.1) + u64::from(b.1) + u64::from(c.1);
        let max = u64::from(u32::MAX);
        if hi <= max {
            Value::constant(0)
        } else if lo > max {
            Value::constant(1)
        } else {
            Value::BIT
        }
    }

    /// `{0, 1}`: a carry or SCC whose value is not known.
    pub const BIT: Value = Value {
        base: Base::Absolute,
        lo: 0,
        hi: 1,
        stride: 1,
    };

    /// The value as a carry bit: itself when it lies in `[0, 1]`, else
    /// `[0, 1]` (a carry is one bit, whatever the register held).
    pub fn as_bit(self) -> Value {
        match self.absolute() {
            Some((_, h)) if h <= 1 => self,
            _ => Value::BIT,
        }
    }

    /// 32-bit difference modulo 2^32.
    pub fn minus(self, o: Value) -> Value {
        if let Some(r) = lane::minus(self, o) {
            return r;
        }
        match (self.base, o.base) {
            (a, b) if a == b && a != Base::Absolute => {
                // (x + k1) - (x + k2) = k1 - k2.
                let (mut s, mut t) = (self, o);
                s.base = Base::Absolute;
                t.base = Base::Absolute;
                s.minus(t)
            }
            (b, Base::Absolute) => {
                if self.lo >= o.hi {
                    Value::norm(
                        b,
                        self.lo - o.hi,
                        self.hi - o.lo,
                        gcd(self.stride, o.stride),
                    )
                } else if self.stride == 0 && o.stride == 0 {
                    Value::norm(b, self.lo.wrapping_sub(o.lo), 0, 0).fix_const()
                } else {
                    Value::TOP
                }
            }
            _ => Value::TOP,
        }
    }

    /// Whether `self - o` borrows (`None`: it may or may not).
    pub fn sub_borrows(self, o: Value) -> Option<bool> {
        let (a, b) = (self.absolute()?, o.absolute()?);
        if a.0 >= b.1 {
            Some(false)
        } else if a.1 < b.0 {
            Some(true)
        } else {
            None
        }
    }

    /// Low 32 bits of the product (signed and unsigned alike).
    pub fn times(self, o: Value) -> Value {
        if let Some(r) = lane::times(self, o) {
            return r;
        }
        if self.base != Base::Absolute || o.base != Base::Absolute {
            return Value::TOP;
        }
        let hi = u64::from(self.hi) * u64::from(o.hi);
        if hi > u64::from(u32::MAX) {
            if self.stride == 0 && o.stride == 0 {
                return Value::constant(self.lo.wrapping_mul(o.lo));
            }
            return Value::TOP;
        }
        // (a + i sa)(b + j sb) = ab + a j sb + b i sa + i j sa sb.
        let g = gcd(
            gcd(self.lo * o.stride, o.lo * self.stride),
            self.stride * o.stride,
        );
        Value::norm(Base::Absolute, self.lo * o.lo, hi as u32, g)
    }

    /// Shift left by `amount[4:0]`, low 32 bits.
    pub fn lshl(self, amount: Value) -> Value {
        match amount.as_const() {
            Some(c) => self.times(Value::constant(1u32 << (c & 31))),
            None => Value::TOP,
        }
    }

    /// Logical shift right by `amount[4:0]`.
    pub fn lshr(self, amount: Value) -> Value {
        if let Some(r) = lane::lshr(self, amount) {
            return r;
        }
        let (Some(c), Base::Absolute) = (amount.as_const(), self.base) else {
            return Value::TOP;
        };
        let c = c & 31;
        let lo = self.lo >> c;
        let hi = self.hi >> c;
        // (lo + i s) >> c = (lo >> c) + i (s >> c) when 2^c divides s.
        let stride = if self.stride != 0 && self.stride.trailing_zeros() >= c {
            self.stride >> c
        } else {
            1
        };
        Value::norm(Base::Absolute, lo, hi, stride)
    }

    /// Bitwise and.
    pub fn and(self, o: Value) -> Value {
        if let Some(r) = lane::and(self, o) {
            return r;
        }
        if let (Some(a), Some(b)) = (self.as_const(), o.as_const()) {
            return Value::constant(a & b);
        }
        let mask = |m: u32, x: Value| {
            // Every result is a multiple of 2^tz(m) and at most min(m, x.hi).
            if m == 0 {
                return Value::constant(0);
            }
            // Every member of x is congruent to x.lo modulo its stride's
            // power of two; a mask below it sees the same bits in each.
            if x.base == Base::Absolute
                && x.stride != 0
                && x.stride.trailing_zeros() < 32
                && u64::from(m) < 1u64 << x.stride.trailing_zeros()
            {
                return Value::constant(x.lo & m);
            }
            let hi = match x.absolute() {
                Some((_, h)) => h.min(m),
                None => m,
            };
            if let Some((xl, xh)) = x.absolute() {
                // An all-ones mask covering x leaves it unchanged.
                if m.checked_add(1).is_none_or(|p| p.is_power_of_two()) && xh <= m {
                    let _ = xl;
                    return x;
                }
            }
            let step = 1u32 << m.trailing_zeros();
            Value::strided(0, hi, step).unwrap_or(Value::TOP)
        };
        match (self.as_const(), o.as_const()) {
            (Some(m), _) => mask(m, o),
            (_, Some(m)) => mask(m, self),
            _ => match (self.absolute(), o.absolute()) {
                (Some((_, a)), Some((_, b))) => Value::norm(Base::Absolute, 0, a.min(b), 1),
                _ => Value::TOP,
            },
        }
    }

    /// Bitwise or.
    pub fn or(self, o: Value) -> Value {
        if let Some(r) = lane::or(self, o) {
            return r;
        }
        if let (Some(a), Some(b)) = (self.as_const(), o.as_const()) {
            return Value::constant(a | b);
        }
        match (self.absolute(), o.absolute()) {
            (Some((al, ah)), Some((bl, bh))) => {
                let top = ah.max(bh);
                let bits = 32 - top.leading_zeros();
                let hi = if bits >= 32 {
                    u32::MAX
                } else {
                    (1u32 << bits) - 1
                };
                Value::norm(Base::Absolute, al.max(bl), hi, 1)
            }
            _ => Value::TOP,
        }
    }

    /// Bitwise exclusive or (constants only).
    pub fn xor(self, o: Value) -> Value {
        if let Some(r) = lane::lowering(self, o, Value::xor) {
            return r;
        }
        match (self.as_const(), o.as_const()) {
            (Some(a), Some(b)) => Value::constant(a ^ b),
            _ => Value::TOP,
        }
    }

    /// Whether every admitted value is `!= 0` (`Some(true)`), every one is 0
    /// (`Some(false)`), or either (`None`): how SCC reads a SALU result.
    pub fn nonzero(&self) -> Option<bool> {
        let (lo, hi) = self.absolute()?;
        if lo > 0 {
            Some(true)
        } else if hi == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// Whether `self == o` holds for every pair (`Some(true)`), for none
    /// (`Some(false)`), or it depends.
    pub fn equals(&self, o: &Value) -> Option<bool> {
        if self.base != o.base && (self.is_lane() || o.is_lane()) {
            return self.lowered().equals(&o.lowered());
        }
        if self.base != o.base {
            return None;
        }
        if self.stride == 0 && o.stride == 0 {
            return Some(self.lo == o.lo);
        }
        if self.hi < o.lo || o.hi < self.lo {
            return Some(false);
        }
        // Disjoint congruence classes never meet.
        let g = gcd(self.stride, o.stride);
        if g > 1 && !self.lo.abs_diff(o.lo).is_multiple_of(g) {
            return Some(false);
        }
        None
    }

    /// Whether `self < o` (unsigned) for every pair, for none, or it depends.
    pub fn less_than(&self, o: &Value) -> Option<bool> {
        let (a, b) = (self.absolute()?, o.absolute()?);
        if a.1 < b.0 {
            Some(true)
        } else if a.0 >= b.1 {
            Some(false)
        } else {
            None
        }
    }

    /// Whether both values lie in `[0, 2^31)`, where signed and unsigned
    /// comparisons agree.
    pub fn non_negative(&self) -> bool {
        self.absolute().is_some_and(|(_, h)| h < 1 << 31)
    }

    /// The admitted values that also lie in `[lo, hi]` (unsigned), or `None`
    /// when there are none: what a branch edge's condition leaves of a value
    /// (docs/values.md section 9). A value over an input is returned as it is
    /// (its absolute bounds are unknown): sound, since it still contains every
    /// admitted value in the range.
    pub fn within(self, lo: u32, hi: u32) -> Option<Value> {
        if self.base != Base::Absolute {
            return Some(self);
        }
        let (l, h) = (self.lo.max(lo), self.hi.min(hi));
        if l > h {
            return None;
        }
        if self.stride == 0 {
            return Some(self);
        }
        // Round `l` up and `h` down onto the progression `self.lo + i stride`.
        let up = (l - self.lo).div_ceil(self.stride);
        let l = u64::from(self.lo) + u64::from(up) * u64::from(self.stride);
        let h = h - (h - self.lo) % self.stride;
        if l > u64::from(h) {
            return None;
        }
        Some(Value::norm(Base::Absolute, l as u32, h, self.stride))
    }

    /// The admitted values other than `c`, or `None` when `c` is the only
    /// one: exact where `c` is an end of the progression, else `self`.
    pub fn excluding(self, c: u32) -> Option<Value> {
        if self.base != Base::Absolute {
            return Some(self);
        }
        match (self.stride, self.lo == c, self.hi == c) {
            (0, true, _) => None,
            (s, true, _) if s != 0 => Value::strided(self.lo + s, self.hi, s),
            (s, _, true) if s != 0 => Value::strided(self.lo, self.hi - s, s),
            _ => Some(self),
        }
    }

    /// The low 24 bits sign-extended (`signed`) or zero-extended to 32: the
    /// operands of `v_mul_i32_i24` / `v_mul_u32_u24` and their `mad`/`hi`
    /// forms. Exact on a constant; the identity on values in `[0, 2^23)`
    /// (`[0, 2^24)` unsigned), where both extensions keep the value.
    pub fn ext24(self, signed: bool) -> Value {
        let limit = if signed { 1 << 23 } else { 1 << 24 };
        if let Some(c) = self.as_const() {
            let low = c & 0xff_ffff;
            return Value::constant(if signed {
                ((low << 8) as i32 >> 8) as u32
            } else {
                low
            });
        }
        match self.absolute() {
            Some((_, h)) if h < limit => self,
            _ if signed => Value::TOP,
            _ => self.and(Value::constant(0xff_ffff)),
        }
    }

    /// Bits 63:32 of the unsigned 64-bit product, for operands below 2^24
    /// (the `v_mul_hi_u32_u24` case): the product is monotone in each
    /// operand, so its high half lies between the ends' high halves.
    pub fn times_hi24(self, o: Value) -> Value {
        match (self.absolute(), o.absolute()) {
            (Some((al, ah)), Some((bl, bh))) if ah < 1 << 24 && bh < 1 << 24 => {
                let lo = (u64::from(al) * u64::from(bl)) >> 32;
                let hi = (u64::from(ah) * u64::from(bh)) >> 32;
                Value::norm(Base::Absolute, lo as u32, hi as u32, 1)
            }
            _ => Value::TOP,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_top() {
            return f.write_str("top");
        }
        match self.base {
            Base::Input(i) => write!(f, "{i:?}+")?,
            Base::WorkItemX(s) => write!(f, "{s}*x+")?,
            Base::PackedIds => return f.write_str("ids"),
            Base::Absolute => {}
        }
        match self.stride {
            0 => write!(f, "{:#x}", self.lo),
            1 => write!(f, "[{:#x}, {:#x}]", self.lo, self.hi),
            s => write!(f, "[{:#x}, {:#x}] step {s}", self.lo, self.hi),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(v: &Value) -> Vec<u32> {
        let (lo, hi, s) = v.bounds();
        (lo..=hi).step_by(s.max(1) as usize).collect::<Vec<_>>()
    }

    /// Every operation contains every concrete result on small strided sets.
    #[test]
    fn operations_contain_concrete_results() {
        let samples = [
            Value::constant(0),
            Value::constant(7),
            Value::constant(u32::MAX),
            Value::strided(0, 15, 1).unwrap(),
            Value::strided(4, 60, 4).unwrap(),
            Value::strided(3, 33, 6).unwrap(),
            Value::strided(u32::MAX - 5, u32::MAX, 1).unwrap(),
        ];
        type Op = (fn(Value, Value) -> Value, fn(u32, u32) -> u32);
        let ops: [Op; 8] = [
            (Value::plus, u32::wrapping_add),
            (Value::minus, u32::wrapping_sub),
            (Value::times, u32::wrapping_mul),
            (Value::and, |a, b| a & b),
            (Value::or, |a, b| a | b),
            (Value::xor, |a, b| a ^ b),
            (Value::lshl, |a, b| a << (b & 31)),
            (Value::lshr, |a, b| a >> (b & 31)),
        ];
        for a in &samples {
            for b in &samples {
                for (i, (abs, conc)) in ops.iter().enumerate() {
                    let r = abs(*a, *b);
                    for x in all(a) {
                        for y in all(b) {
                            assert!(
                                r.contains(conc(x, y), &NoInputs),
                                "op {i}: {a} {b} -> {r} misses {x} {y}"
                            );
                        }
                    }
                }
                let j = a.join(*b);
                for x in all(a).into_iter().chain(all(b)) {
                    assert!(j.contains(x, &NoInputs), "join {a} {b}");
                }
            }
        }
    }

    /// Congruence classes modulo a power of two (docs/values.md section
    /// 14): the widened value contains the value it widens, a sum with a
    /// constant keeps the class through the 32-bit wrap, and a mask below
    /// the modulus is a constant; checked on sampled members.
    #[test]
    fn congruence_classes_survive_widening_and_wraps() {
        let v = Value::strided(32, 160, 64).unwrap_or(Value::TOP);
        let w = v.widened();
        assert!(all(&v).into_iter().all(|x| w.contains(x, &NoInputs)));
        assert_eq!(
            Value::strided(0, 9, 3).map(Value::widened),
            Some(Value::TOP)
        );
        let members = |v: Value| {
            let (lo, hi, s) = v.bounds();
            (0..64u32)
                .map(move |k| lo.wrapping_add(k.wrapping_mul(s)))
                .chain((0..64u32).map(move |k| hi.wrapping_sub(k.wrapping_mul(s))))
        };
        for c in [0u32, 32, 0x20, 0xffff_ffe0, 7] {
            let sum = w.plus(Value::constant(c));
            for x in members(w) {
                assert!(sum.contains(x.wrapping_add(c), &NoInputs), "{w} + {c}: {x}");
            }
        }
        let m = w.and(Value::constant(1)).and(Value::constant(63));
        assert_eq!(w.and(Value::constant(63)), Value::constant(32));
        assert_eq!(m, Value::constant(0));
        assert_eq!(
            w.lshr(Value::constant(5)).and(Value::constant(1)),
            Value::constant(1)
        );
    }

    #[test]
    fn the_wave_id_index() {
        // (v0 & 0x3ff) >> 6, times 4: the aiter mla index.
        let v0 = Value::TOP;
        let wave = v0.and(Value::constant(0x3ff)).lshr(Value::constant(6));
        assert_eq!(wave.bounds(), (0, 15, 1));
        let idx = wave.times(Value::constant(4));
        assert_eq!(idx.bounds(), (0, 60, 4));
        assert!(idx.contains(8, &NoInputs) && !idx.contains(9, &NoInputs));
        assert_eq!(idx.equals(&Value::constant(2)), Some(false));
    }

    #[test]
    fn inputs_are_affine() {
        struct Lds;
        impl Inputs for Lds {
            fn input(&self, _: Input) -> Option<u32> {
                Some(0x1000)
            }
        }
        let hi = Value::input(Input::SharedBaseHi);
        assert!(hi.contains(0x1000, &Lds) && !hi.contains(0x1001, &Lds));
        let plus = hi.plus(Value::strided(0, 1, 1).unwrap());
        assert!(plus.contains(0x1001, &Lds));
        assert_eq!(hi.minus(hi).as_const(), Some(0));
        assert!(hi.join(Value::constant(0)).is_top());
    }
}
