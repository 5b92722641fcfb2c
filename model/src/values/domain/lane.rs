//! Values affine in the lane's work-item id (docs/values.md section 8):
//! `scale * x + offset` ([`Base::WorkItemX`]) and a kernel's packed entry v0
//! ([`Base::PackedIds`]). Each operation of [`Value`] asks here first: a
//! rule keeps the lane form where the result is again affine in `x`
//! (sums, constant multiples and shifts, masks and ors that change no bit
//! of it); every other operation is the absolute one on the operands'
//! bounds over every work-item ([`Value::lowered`]), so a value with a lane
//! form never says less than the strided interval would.

use super::{gcd, Base, Value};

/// The hardware's bound on a work-item id in x: at most 1024 work-items per
/// workgroup (AMDGPUUsage, `.max_flat_workgroup_size` "must be ... at most
/// 1024"), so `x < 1024`.
pub const WORK_ITEMS_X: u32 = 1024;

thread_local! {
    /// The largest work-item id x of the kernel being analysed: what
    /// [`Value::lowered`] bounds `x` by. [`MaxX`] sets it for one analysis
    /// (its fixpoint and every replay), so a value's meaning never depends on
    /// another kernel's bound (docs/values.md section 11).
    static MAX_X: std::cell::Cell<u32> = const { std::cell::Cell::new(WORK_ITEMS_X - 1) };
}

/// While alive, `x` is at most the bound it was made with; dropping it
/// restores the previous bound (also on unwinding).
pub(in crate::values) struct MaxX(u32);

impl MaxX {
    /// Bounds `x` by `max_x` (at most `WORK_ITEMS_X - 1`).
    pub(in crate::values) fn set(max_x: u32) -> MaxX {
        MaxX(MAX_X.replace(max_x.min(WORK_ITEMS_X - 1)))
    }
}

impl Drop for MaxX {
    fn drop(&mut self) {
        MAX_X.set(self.0);
    }
}

impl Value {
    /// `scale * x + offset`, `x` the lane's work-item id in x; the offset's
    /// base must be absolute. `scale` 0 is the offset itself.
    pub fn work_item_x(scale: u32, offset: Value) -> Value {
        if scale == 0 || offset.base != Base::Absolute {
            return offset.lowered_with(scale);
        }
        Value {
            base: Base::WorkItemX(scale),
            ..offset
        }
    }

    /// A kernel's entry v0 with packed work-item ids (x in bits 9:0).
    pub const PACKED_IDS: Value = Value {
        base: Base::PackedIds,
        lo: 0,
        hi: 0,
        stride: 0,
    };

    /// Whether the value has a lane form (it differs between the lanes).
    pub fn is_lane(&self) -> bool {
        matches!(self.base, Base::WorkItemX(_) | Base::PackedIds)
    }

    /// The lane form `(scale, offset)` of `scale * x + offset`, if any.
    pub fn lane_form(&self) -> Option<(u32, Value)> {
        match self.base {
            Base::WorkItemX(s) => Some((
                s,
                Value {
                    base: Base::Absolute,
                    ..*self
                },
            )),
            _ => None,
        }
    }

    /// The value without its lane form: what it is over every work-item
    /// `x < 1024` (a bound the same for every lane; top for the packed ids,
    /// whose y and z are not claimed). Other values are themselves.
    pub fn lowered(self) -> Value {
        match self.base {
            Base::WorkItemX(s) => Value {
                base: Base::Absolute,
                ..self
            }
            .lowered_with(s),
            Base::PackedIds => Value::TOP,
            Base::Absolute | Base::Input(_) => self,
        }
    }

    /// `scale * [0, max x] + self` as an absolute bound (`self` absolute).
    fn lowered_with(self, scale: u32) -> Value {
        let ids = Value::norm(Base::Absolute, 0, MAX_X.get(), 1);
        ids.times(Value::constant(scale)).plus(self)
    }

    /// The offset as an absolute value (the lane form dropped).
    fn offset(self) -> Value {
        Value {
            base: Base::Absolute,
            ..self
        }
    }
}

/// `op` on the lowered operands, when either has a lane form.
pub(super) fn lowering(a: Value, b: Value, op: fn(Value, Value) -> Value) -> Option<Value> {
    (a.is_lane() || b.is_lane()).then(|| op(a.lowered(), b.lowered()))
}

pub(super) fn join(a: Value, b: Value) -> Option<Value> {
    // The same lane form joins its offsets (the general rule does that);
    // different ones only as bounds.
    if a.base == b.base {
        return None;
    }
    lowering(a, b, Value::join)
}

pub(super) fn plus(a: Value, b: Value) -> Option<Value> {
    if !(a.is_lane() || b.is_lane()) {
        return None;
    }
    match (a.base, b.base) {
        // s1 x + k1 + s2 x + k2 = (s1 + s2) x + (k1 + k2) in the same lane.
        (Base::WorkItemX(s), Base::WorkItemX(t)) => Some(Value::work_item_x(
            s.wrapping_add(t),
            a.offset().plus(b.offset()),
        )),
        (Base::WorkItemX(s), Base::Absolute) | (Base::Absolute, Base::WorkItemX(s)) => {
            let k = a.offset().plus(b.offset());
            Some(if k.is_top() {
                a.lowered().plus(b.lowered())
            } else {
                Value::work_item_x(s, k)
            })
        }
        _ => lowering(a, b, Value::plus),
    }
}

pub(super) fn minus(a: Value, b: Value) -> Option<Value> {
    if !(a.is_lane() || b.is_lane()) {
        return None;
    }
    match (a.base, b.base) {
        // (s x + k1) - (s x + k2) = k1 - k2 in the same lane (also for the
        // packed ids, whose offsets are both 0).
        (p, q) if p == q => Some(a.offset().minus(b.offset())),
        (Base::WorkItemX(s), Base::Absolute) => {
            let k = a.offset().minus(b);
            Some(if k.is_top() {
                a.lowered().minus(b)
            } else {
                Value::work_item_x(s, k)
            })
        }
        _ => lowering(a, b, Value::minus),
    }
}

pub(super) fn times(a: Value, b: Value) -> Option<Value> {
    if !(a.is_lane() || b.is_lane()) {
        return None;
    }
    // c (s x + k) = (c s) x + c k (mod 2^32).
    let (l, c) = match (a.base, b.as_const(), b.base, a.as_const()) {
        (Base::WorkItemX(_), Some(c), _, _) => (a, c),
        (_, _, Base::WorkItemX(_), Some(c)) => (b, c),
        _ => return lowering(a, b, Value::times),
    };
    let (s, k) = (l.lane_form()?.0, l.offset());
    let kc = k.times(Value::constant(c));
    Some(if kc.is_top() {
        l.lowered().times(Value::constant(c))
    } else {
        Value::work_item_x(s.wrapping_mul(c), kc)
    })
}

pub(super) fn lshr(a: Value, amount: Value) -> Option<Value> {
    if !(a.is_lane() || amount.is_lane()) {
        return None;
    }
    if amount.as_const().is_some_and(|c| c & 31 == 0) {
        return Some(a);
    }
    lowering(a, amount, Value::lshr)
}

pub(super) fn and(a: Value, b: Value) -> Option<Value> {
    if !(a.is_lane() || b.is_lane()) {
        return None;
    }
    let (l, m) = match (a.is_lane(), b.as_const(), a.as_const()) {
        (true, Some(m), _) => (a, m),
        (false, _, Some(m)) => (b, m),
        _ => return lowering(a, b, Value::and),
    };
    match l.base {
        // v0 & 0x3ff is x (AMDGPUUsage, "Initial Kernel Execution State":
        // packed work-item ids, x in bits 9:0); a narrower mask of it is a
        // mask of x.
        Base::PackedIds if m == 0x3ff => Some(Value::work_item_x(1, Value::constant(0))),
        Base::PackedIds if m < 0x400 => Some(
            Value::work_item_x(1, Value::constant(0))
                .lowered()
                .and(Value::constant(m)),
        ),
        Base::WorkItemX(_) => {
            // An all-ones mask covering every value leaves each unchanged.
            let low_ones = m.checked_add(1).is_none_or(|p| p.is_power_of_two());
            match l.lowered().absolute() {
                Some((_, hi)) if low_ones && hi <= m => Some(l),
                _ => lowering(a, b, Value::and),
            }
        }
        _ => lowering(a, b, Value::and),
    }
}

pub(super) fn or(a: Value, b: Value) -> Option<Value> {
    if !(a.is_lane() || b.is_lane()) {
        return None;
    }
    let (l, c) = match (a.base, b.as_const(), b.base, a.as_const()) {
        (Base::WorkItemX(_), Some(c), _, _) => (a, c),
        (_, _, Base::WorkItemX(_), Some(c)) => (b, c),
        _ => return lowering(a, b, Value::or),
    };
    let (s, k) = (l.lane_form()?.0, l.offset());
    // `v | c` is `v + c` when the two share no set bit: every value is a
    // multiple of 2^t (the scale and every offset are; mod 2^32 keeps it)
    // and c < 2^t, or every value is below 2^b (no wrap) and c has no bit
    // under 2^b.
    let (klo, khi, kst) = k.bounds();
    let t = gcd(gcd(s, klo), kst).trailing_zeros().min(31);
    let below = c < 1u32 << t;
    let above = l.lowered().absolute().is_some_and(|(_, hi)| {
        let bits = 32 - hi.leading_zeros();
        bits < 32 && c & ((1u32 << bits) - 1) == 0 && khi.checked_add(c).is_some()
    });
    if below || above {
        Some(plus(l, Value::constant(c)).unwrap_or(Value::TOP))
    } else {
        lowering(a, b, Value::or)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Inputs;
    use super::*;

    struct Lane([u32; 3]);
    impl Inputs for Lane {
        fn input(&self, _: super::super::Input) -> Option<u32> {
            None
        }
        fn work_item(&self) -> Option<[u32; 3]> {
            Some(self.0)
        }
    }

    /// Every rule contains the concrete result in every lane, for a sample
    /// of work-items and constants (the campaign checks whole programs).
    #[test]
    fn lane_rules_contain_every_lane() {
        let x = Value::PACKED_IDS.and(Value::constant(0x3ff));
        assert_eq!(x.lane_form(), Some((1, Value::constant(0))));
        type Form = (Value, fn(u32) -> u32);
        let forms: Vec<Form> = vec![
            (x, |x| x),
            (x.lshl(Value::constant(2)), |x| x << 2),
            (
                x.lshl(Value::constant(2)).plus(Value::constant(0x200)),
                |x| (x << 2) + 0x200,
            ),
            (x.times(Value::constant(68)).or(Value::constant(3)), |x| {
                (x * 68) | 3
            }),
            (
                x.lshl(Value::constant(4)).or(Value::constant(0x4000)),
                |x| (x << 4) | 0x4000,
            ),
            (x.plus(x.lshl(Value::constant(3))), |x| x + (x << 3)),
            (x.and(Value::constant(0xffff)), |x| x),
            (x.and(Value::constant(63)), |x| x & 63),
            (x.lshr(Value::constant(6)), |x| x >> 6),
            (x.minus(Value::constant(5)), |x| x.wrapping_sub(5)),
            (
                x.lshl(Value::constant(2)).minus(x.lshl(Value::constant(2))),
                |_| 0,
            ),
            (x.join(x.plus(Value::constant(4))), |x| x),
        ];
        for (k, (v, f)) in forms.iter().enumerate() {
            for id in [0u32, 1, 63, 64, 100, 511, 1023] {
                let packed = id | 3 << 10 | 1 << 20 | 2 << 30;
                assert!(
                    v.contains(f(id), &Lane([id, 3, 1])),
                    "form {k}: {v} misses x={id}"
                );
                assert!(Value::PACKED_IDS.contains(packed, &Lane([id, 3, 1])));
                // The bound holds for every lane too.
                assert!(v.lowered().contains(f(id), &Lane([id, 3, 1])), "form {k}");
            }
        }
        // x + 4 is not x in the same lane.
        let x4 = x.plus(Value::constant(4));
        assert!(!x4.contains(7, &Lane([7, 0, 0])) && x4.contains(11, &Lane([7, 0, 0])));
        assert_eq!(x4.equals(&x), Some(false));
    }

    #[test]
    fn uniform_uses_lose_the_lane_form() {
        let x = Value::work_item_x(4, Value::constant(8));
        assert_eq!(x.lowered().bounds(), (8, 8 + 4 * 1023, 4));
        assert_eq!(x.absolute(), Some((8, 8 + 4 * 1023)));
        assert!(x.join(Value::constant(0)).lane_form().is_none());
        assert_eq!(Value::PACKED_IDS.lowered(), Value::TOP);
        assert_eq!(
            Value::PACKED_IDS.and(Value::constant(0x3f)).bounds(),
            (0, 0x3f, 1)
        );
    }
}
