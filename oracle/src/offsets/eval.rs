//! The chain evaluator: every access's byte address, as an exact linear form
//! over the function's i32 arguments and under concrete assignments, with the
//! widths of docs/offsets.md section 5 (offsets are i32; LDS, register and buffer
//! addresses wrap modulo 2^32; global and generic pointers add each layer's
//! sign-extended i32 index to a 64-bit address; the swizzle applies to the
//! final byte address).
//!
//! Written from the semantics alone: it reads the chain IR's public types and
//! never calls the model's lowering or rewrite code.

use std::collections::BTreeMap;

use wavebed_model::chain::{ArithOp, Const, Func, IntTuple, OpKind, Space, Type, Value};

/// A root pointer or an opaque i32: what a linear form's terms range over.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Leaf {
    /// The base address of a root pointer (argument or LDS source op),
    /// named by argument position or by the op's position among the roots.
    Root(String),
    /// An i32 argument by position.
    Arg(u32),
    /// An i32 the evaluator does not interpret (e.g. `arith.muli %a, %b`),
    /// named by its structure so equal expressions in two modules match.
    Opaque(String),
}

/// `constant + sum(coef * leaf)` over unbounded integers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Linear {
    pub constant: i128,
    pub terms: BTreeMap<Leaf, i128>,
}

impl Linear {
    fn leaf(l: Leaf) -> Linear {
        let mut terms = BTreeMap::new();
        terms.insert(l, 1);
        Linear { constant: 0, terms }
    }

    fn constant(c: i128) -> Linear {
        Linear {
            constant: c,
            terms: BTreeMap::new(),
        }
    }

    fn add(&self, o: &Linear, scale: i128) -> Linear {
        let mut r = self.clone();
        r.constant += o.constant * scale;
        for (k, v) in &o.terms {
            let e = r.terms.entry(k.clone()).or_insert(0);
            *e += v * scale;
            if *e == 0 {
                r.terms.remove(k);
            }
        }
        r
    }

    fn scale(&self, s: i128) -> Linear {
        Linear::default().add(self, s)
    }

    /// Reduces every coefficient modulo 2^bits (for 32-bit address spaces).
    pub fn modulo(&self, bits: u32) -> Linear {
        let m = 1i128 << bits;
        let mut r = Linear::constant(self.constant.rem_euclid(m));
        for (k, v) in &self.terms {
            let v = v.rem_euclid(m);
            if v != 0 {
                r.terms.insert(k.clone(), v);
            }
        }
        r
    }
}

/// A concrete assignment: a value for every i32 argument and a base address
/// for every root pointer.
#[derive(Clone, Debug, Default)]
pub struct Assignment {
    pub args: Vec<i32>,
    /// Base address by root name (see [`Leaf::Root`]); missing roots are 0.
    pub roots: BTreeMap<String, u64>,
}

/// One access's address under the evaluator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Address {
    /// The address the access touches (after the swizzle).
    pub final_addr: u64,
    /// The pointer's address before the swizzle.
    pub pointer: u64,
}

/// The facts a chain states about its values (docs/offsets.md sections 5
/// and 6): a root pointer's address is a multiple of its alignment (its
/// type's `align<N>`, and for a static LDS allocation also its
/// `allocAlign`), and an i32 argument wrapped by `make_int_tuple` with
/// `?{div=N}` is a multiple of N. Assignments outside them are outside the
/// chain's contract, so the campaign draws none ([`Facts::impose`]).
/// A divisibility stated on a computed i32 is not imposed: the oracle then
/// tests as if it could be false, which only makes it stricter.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// Per i32 argument position: the least common multiple of its stated divisors.
    pub arg_div: BTreeMap<u32, u64>,
    /// Per root name ([`root_name`]): its known alignment in bytes.
    pub root_align: BTreeMap<String, u64>,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The least common multiple; the larger one alone when that overflows
/// (each is a fact on its own).
fn lcm(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        a.max(b)
    } else {
        (a / gcd(a, b)).checked_mul(b).unwrap_or(a.max(b))
    }
}

impl Facts {
    /// The facts of function `f`.
    pub fn of(f: &Func) -> Facts {
        let mut facts = Facts::default();
        for (i, t) in f.params.iter().enumerate() {
            if let Some(p) = t.as_ptr() {
                facts.root_align.insert(format!("arg{i}"), p.align.max(1));
            }
        }
        for &id in &f.body {
            let op = f.op(id);
            match &op.kind {
                OpKind::MakePtr { .. } | OpKind::GetDynShared => {
                    let ty = op.result.and_then(Type::as_ptr).map_or(1, |p| p.align);
                    let alloc = match op.kind {
                        OpKind::MakePtr { alloc_align, .. } => alloc_align,
                        _ => 1,
                    };
                    facts
                        .root_align
                        .insert(root_name(f, Value::Op(id)), lcm(ty.max(1), alloc.max(1)));
                }
                OpKind::MakeIntTuple {
                    scalar: Some(Value::Arg(a)),
                } => {
                    if let Some(IntTuple::Dynamic { div }) = op.result.and_then(Type::as_tuple) {
                        let e = facts.arg_div.entry(*a).or_insert(1);
                        *e = lcm(*e, div.max(1) as u64);
                    }
                }
                _ => {}
            }
        }
        facts
    }

    /// Moves every value of `a` to the nearest multiple its facts demand at
    /// or below it (staying within i32, and within 32 bits for 32-bit roots).
    pub fn impose(&self, a: &mut Assignment) {
        for (&i, &d) in &self.arg_div {
            let Some(v) = a.args.get_mut(i as usize) else {
                continue;
            };
            let d = d.min(1 << 32) as i64;
            let mut w = *v as i64 - (*v as i64).rem_euclid(d);
            if w < i32::MIN as i64 {
                w += d;
            }
            // No multiple of d but 0 fits when d exceeds the i32 range.
            *v = i32::try_from(w).unwrap_or(0);
        }
        for (name, &al) in &self.root_align {
            if let Some(b) = a.roots.get_mut(name) {
                *b -= *b % al;
            }
        }
    }
}

/// Stable names for root pointers: `arg<N>` for arguments, `lds<K>` for the
/// K-th LDS source op in program order.
pub fn root_name(f: &Func, v: Value) -> String {
    match v {
        Value::Arg(i) => format!("arg{i}"),
        Value::Op(id) => {
            let k = f
                .body
                .iter()
                .filter(|&&o| matches!(f.op(o).kind, OpKind::MakePtr { .. } | OpKind::GetDynShared))
                .position(|&o| o == id)
                .unwrap_or(usize::MAX);
            format!("lds{k}")
        }
    }
}

/// The evaluator over one function.
pub struct Evaluator<'a> {
    pub f: &'a Func,
}

impl<'a> Evaluator<'a> {
    pub fn new(f: &'a Func) -> Self {
        Evaluator { f }
    }

    /// The exact value of an i32 (or other integer) scalar as a linear form.
    pub fn scalar_form(&self, v: Value) -> Linear {
        match (v, self.f.def(v)) {
            (Value::Arg(i), _) => Linear::leaf(Leaf::Arg(i)),
            (_, Some(OpKind::Constant(Const::Int(c)))) => Linear::constant(*c as i128),
            (_, Some(OpKind::Arith { op, lhs, rhs })) => match op {
                ArithOp::AddI => self.scalar_form(*lhs).add(&self.scalar_form(*rhs), 1),
                ArithOp::SubI => self.scalar_form(*lhs).add(&self.scalar_form(*rhs), -1),
                ArithOp::MulI => {
                    let (l, r) = (self.scalar_form(*lhs), self.scalar_form(*rhs));
                    if l.terms.is_empty() {
                        r.scale(l.constant)
                    } else if r.terms.is_empty() {
                        l.scale(r.constant)
                    } else {
                        Linear::leaf(Leaf::Opaque(self.describe(v)))
                    }
                }
                _ => Linear::leaf(Leaf::Opaque(self.describe(v))),
            },
            _ => Linear::leaf(Leaf::Opaque(self.describe(v))),
        }
    }

    /// A structural name for a scalar (for opaque leaves).
    fn describe(&self, v: Value) -> String {
        match (v, self.f.def(v)) {
            (Value::Arg(i), _) => format!("a{i}"),
            (_, Some(OpKind::Constant(Const::Int(c)))) => c.to_string(),
            (_, Some(OpKind::Arith { op, lhs, rhs })) => {
                format!(
                    "{}({},{})",
                    op.name(),
                    self.describe(*lhs),
                    self.describe(*rhs)
                )
            }
            (_, Some(OpKind::Load { ptr })) => format!("load({:?})", self.pointer_form(*ptr)),
            _ => "?".into(),
        }
    }

    /// An offset's value as a linear form (its i32 index).
    fn offset_form(&self, off: Value) -> Linear {
        match self.f.ty(off).as_tuple() {
            Some(IntTuple::Static(c)) => Linear::constant(c as i128),
            _ => match self.f.def(off) {
                Some(OpKind::MakeIntTuple { scalar: Some(s) }) => self.scalar_form(*s),
                _ => Linear::leaf(Leaf::Opaque(format!("tuple{off:?}"))),
            },
        }
    }

    /// A pointer's byte address (before any swizzle) as an exact linear form.
    pub fn pointer_form(&self, v: Value) -> Linear {
        match self.f.def(v) {
            Some(OpKind::AddOffset { src, off }) => {
                let e = self.f.ty(*src).as_ptr().map_or(1, |p| p.elem.bytes()) as i128;
                self.pointer_form(*src).add(&self.offset_form(*off), e)
            }
            Some(OpKind::RecastIter { src }) => self.pointer_form(*src),
            _ => Linear::leaf(Leaf::Root(root_name(self.f, v))),
        }
    }

    /// The concrete value of an integer scalar with machine (wrapping) width.
    pub fn scalar(&self, v: Value, a: &Assignment) -> i64 {
        let width = match self.f.ty(v) {
            Type::Scalar(e) if e.is_int() => (e.bytes() * 8).min(64) as u32,
            _ => return 0,
        };
        let wrap = |x: i128| -> i64 {
            if width >= 64 {
                x as i64
            } else {
                let m = 1i128 << width;
                let r = x.rem_euclid(m);
                (if r >= m / 2 { r - m } else { r }) as i64
            }
        };
        match (v, self.f.def(v)) {
            (Value::Arg(i), _) => a.args.get(i as usize).copied().unwrap_or(0) as i64,
            (_, Some(OpKind::Constant(Const::Int(c)))) => wrap(*c as i128),
            (_, Some(OpKind::Arith { op, lhs, rhs })) => {
                let (l, r) = (self.scalar(*lhs, a) as i128, self.scalar(*rhs, a) as i128);
                wrap(match op {
                    ArithOp::AddI => l + r,
                    ArithOp::SubI => l - r,
                    ArithOp::MulI => l.wrapping_mul(r),
                    ArithOp::DivSI if r != 0 => l / r,
                    ArithOp::RemSI if r != 0 => l % r,
                    ArithOp::AndI => l & r,
                    ArithOp::OrI => l | r,
                    ArithOp::XOrI => l ^ r,
                    ArithOp::ShLI => l << (r.rem_euclid(width as i128)),
                    ArithOp::ShRSI => l >> (r.rem_euclid(width as i128)),
                    _ => 0,
                })
            }
            // A loaded value or anything else the evaluator does not model.
            _ => 0,
        }
    }

    /// A pointer's concrete address before its swizzle.
    pub fn pointer(&self, v: Value, a: &Assignment) -> u64 {
        let space = self.f.ty(v).as_ptr().map_or(Space::Global, |p| p.space);
        match self.f.def(v) {
            Some(OpKind::AddOffset { src, off }) => {
                let e = self.f.ty(*src).as_ptr().map_or(1, |p| p.elem.bytes());
                let idx: i32 = match self.f.ty(*off).as_tuple() {
                    Some(IntTuple::Static(c)) => c,
                    _ => match self.f.def(*off) {
                        Some(OpKind::MakeIntTuple { scalar: Some(s) }) => self.scalar(*s, a) as i32,
                        _ => 0,
                    },
                };
                let base = self.pointer(*src, a);
                if space.is_64bit() {
                    base.wrapping_add((idx as i64).wrapping_mul(e as i64) as u64)
                } else {
                    (base as u32).wrapping_add((idx as u32).wrapping_mul(e as u32)) as u64
                }
            }
            Some(OpKind::RecastIter { src }) => self.pointer(*src, a),
            _ => {
                let b = a.roots.get(&root_name(self.f, v)).copied().unwrap_or(0);
                if space.is_64bit() {
                    b
                } else {
                    b & 0xffff_ffff
                }
            }
        }
    }

    /// The address an access through `ptr` touches.
    pub fn access(&self, ptr: Value, a: &Assignment) -> Address {
        let pointer = self.pointer(ptr, a);
        let final_addr = match self.f.ty(ptr).as_ptr().and_then(|p| p.swizzle) {
            Some(s) => {
                let mask = ((1u64 << s.bits) - 1) << (s.base + s.shift);
                pointer ^ ((pointer & mask) >> s.shift)
            }
            None => pointer,
        };
        Address {
            final_addr,
            pointer,
        }
    }
}
