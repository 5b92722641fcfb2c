//! The rewrite engine and the two rule sets for nested `add_offset` chains
//! (offsets.md section 2).
//!
//! * `old`: the removed unconditional fusion,
//!   `add_offset(add_offset(P, o1), o2) -> add_offset(P, o1 + o2)`; a runtime
//!   value plus a constant becomes an `arith.addi` with an `arith.constant`.
//! * `new`: FlyDSL PR #933's canonicalization towards
//!   `add_offset(add_offset(P, dyn), static)`: swap (static, dyn) only when the
//!   inner op has a single use, fuse static+static into one constant and
//!   dyn+dyn with one `arith.addi`, never merge a runtime value with a constant.
//!
//! Order of application follows FlyDSL's greedy driver so results match it op
//! for op: sweep the ops in program order, repeat until a sweep changes
//! nothing; new ops go right before the rewritten op, which is erased at once;
//! an op that lost all its users stays (its own uses still count, e.g. for the
//! single-use test) until a sweep reaches and erases it; a constant reached
//! for the first time moves to the front of the body (merged with an equal
//! one already there); identical pure ops are merged at the end (CSE).

use std::collections::HashMap;
use std::fmt;

use super::ir::{ArithOp, Const, Func, Module, OpId, OpKind, Value};
use super::types::{gcd, Elem, IntTuple, Type};

/// Which rule set to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The removed unconditional fusion.
    Old,
    /// The canonicalization in FlyDSL 0.4.2.
    New,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Old => "old",
            Rule::New => "new",
        }
    }

    pub fn from_name(s: &str) -> Option<Rule> {
        match s {
            "old" => Some(Rule::Old),
            "new" => Some(Rule::New),
            _ => None,
        }
    }
}

/// Rewrites per kind, summed over a module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RewriteStats {
    /// Pattern applications (the step budget counts these).
    pub steps: u32,
    /// Sweeps over all functions (the last one changed nothing).
    pub sweeps: u32,
    pub swaps: u32,
    pub static_fusions: u32,
    pub dynamic_fusions: u32,
    /// Runtime value merged with a constant (old rule only).
    pub mixed_fusions: u32,
}

/// Why a rewrite did not reach a fixed point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RewriteError {
    /// More pattern applications than the budget allows: non-termination.
    Budget { func: String, steps: u32 },
}

impl fmt::Display for RewriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RewriteError::Budget { func, steps } => write!(
                f,
                "@{func}: no fixed point after {steps} rewrites (step budget exhausted: non-terminating rule set)"
            ),
        }
    }
}

impl std::error::Error for RewriteError {}

/// The default step budget for a function: generous for any terminating rule
/// set (each fuse shortens a chain, each swap moves a constant outward, so a
/// chain of n layers needs O(n^2) steps), small enough to fail fast.
pub fn default_budget(f: &Func) -> u32 {
    let n = f.body.len() as u32;
    1000 + 4 * n * n
}

/// Rewrites every function to a fixed point under `rule`, with
/// [`default_budget`] per function.
pub fn rewrite(m: &Module, rule: Rule) -> Result<(Module, RewriteStats), RewriteError> {
    rewrite_traced(m, rule).map(|(out, stats, _)| (out, stats))
}

/// Like [`rewrite`], also returning per function the use counts at the fixed
/// point before CSE (indexed by `OpId`): a swap blocked by two uses that CSE
/// later merged into one leaves a (static, dynamic) pair behind, as in FlyDSL.
pub fn rewrite_traced(
    m: &Module,
    rule: Rule,
) -> Result<(Module, RewriteStats, Vec<Vec<u32>>), RewriteError> {
    let mut out = m.clone();
    let mut stats = RewriteStats::default();
    let mut uses = Vec::with_capacity(out.funcs.len());
    for f in &mut out.funcs {
        let budget = default_budget(f);
        uses.push(rewrite_func(f, rule, budget, &mut stats)?);
    }
    Ok((out, stats, uses))
}

/// Rewrites one function in place; fails once more than `budget` patterns
/// fired. Returns the use counts at the fixed point, before CSE.
pub fn rewrite_func(
    f: &mut Func,
    rule: Rule,
    budget: u32,
    stats: &mut RewriteStats,
) -> Result<Vec<u32>, RewriteError> {
    let mut e = Engine {
        uses: f.use_counts(),
        f,
        known_consts: Vec::new(),
        steps: 0,
    };
    loop {
        stats.sweeps += 1;
        if !e.sweep(rule, budget, stats)? {
            break;
        }
    }
    let fixed_point_uses = e.uses.clone();
    e.cse();
    Ok(fixed_point_uses)
}

struct Engine<'a> {
    f: &'a mut Func,
    /// Uses of each op's result by ops in the body (dead ones included).
    uses: Vec<u32>,
    /// Constants already moved to the front (FlyDSL's operation folder).
    known_consts: Vec<OpId>,
    steps: u32,
}

/// An offset operand of a matched op: the int tuple value, its type, and for
/// a dynamic one the i32 it was made from.
#[derive(Clone, Copy)]
struct Off {
    value: Value,
    ty: IntTuple,
    scalar: Option<Value>,
}

impl Engine<'_> {
    fn count_operands(&mut self, id: OpId, delta: i32) {
        let uses = &mut self.uses;
        self.f.op(id).kind.for_each_operand(|v| {
            if let Value::Op(d) = v {
                let u = &mut uses[d.0 as usize];
                *u = u.wrapping_add_signed(delta);
            }
        });
    }

    /// Creates an op and places it at `body[at]`.
    fn insert(&mut self, at: usize, kind: OpKind, ty: Type) -> Value {
        let id = self.f.create(kind, Some(ty));
        self.uses.push(0);
        self.count_operands(id, 1);
        self.f.body.insert(at, id);
        Value::Op(id)
    }

    /// Removes `body[at]` (operands lose a use).
    fn erase(&mut self, at: usize) {
        let id = self.f.body.remove(at);
        self.count_operands(id, -1);
    }

    /// Points every use of `from` at `to`, refining the result types of
    /// `add_offset` users whose inferred type changed (a fused constant can
    /// prove more alignment than the chain it replaces).
    fn replace_all_uses(&mut self, from: OpId, to: Value) {
        let from = Value::Op(from);
        let mut refined = Vec::new();
        for i in 0..self.f.body.len() {
            let id = self.f.body[i];
            let n = self.f.op_mut(id).kind.replace_operand(from, to);
            if n > 0 {
                if let Value::Op(t) = to {
                    self.uses[t.0 as usize] += n;
                }
                refined.push(id);
            }
        }
        if let Value::Op(f) = from {
            self.uses[f.0 as usize] = 0;
        }
        self.refine_types(refined);
    }

    fn refine_types(&mut self, mut work: Vec<OpId>) {
        while let Some(id) = work.pop() {
            let OpKind::AddOffset { src, off } = self.f.op(id).kind else {
                continue;
            };
            let ty = Some(Type::Ptr(self.f.add_offset_type(src, off)));
            if self.f.op(id).result != ty {
                self.f.op_mut(id).result = ty;
                let me = Value::Op(id);
                for &u in &self.f.body {
                    let mut hit = false;
                    self.f.op(u).kind.for_each_operand(|v| hit |= v == me);
                    if hit {
                        work.push(u);
                    }
                }
            }
        }
    }

    fn offset(&self, v: Value) -> Option<Off> {
        let ty = self.f.ty(v).as_tuple()?;
        match self.f.def(v)? {
            OpKind::MakeIntTuple { scalar } => Some(Off {
                value: v,
                ty,
                scalar: *scalar,
            }),
            _ => None,
        }
    }

    /// One sweep over the body; returns whether anything changed.
    fn sweep(
        &mut self,
        rule: Rule,
        budget: u32,
        stats: &mut RewriteStats,
    ) -> Result<bool, RewriteError> {
        let mut changed = false;
        let mut i = 0;
        while i < self.f.body.len() {
            let id = self.f.body[i];
            let op = self.f.op(id);
            if op.kind.is_pure() && self.uses[id.0 as usize] == 0 {
                self.erase(i);
                changed = true;
                continue;
            }
            if let OpKind::Constant(c) = op.kind {
                if !self.known_consts.contains(&id) {
                    changed = true;
                    let ty = op.result;
                    let twin = self.known_consts.iter().copied().find(|k| {
                        let o = self.f.op(*k);
                        o.result == ty && matches!(o.kind, OpKind::Constant(d) if d == c)
                    });
                    match twin {
                        Some(t) => {
                            self.replace_all_uses(id, Value::Op(t));
                            self.erase(i);
                            continue;
                        }
                        None => {
                            self.known_consts.push(id);
                            self.f.body.remove(i);
                            self.f.body.insert(0, id);
                        }
                    }
                }
                i += 1;
                continue;
            }
            if let Some(inserted) = self.try_rewrite(i, rule, stats) {
                changed = true;
                self.steps += 1;
                stats.steps += 1;
                if self.steps > budget {
                    return Err(RewriteError::Budget {
                        func: self.f.name.clone(),
                        steps: self.steps,
                    });
                }
                // The rewritten op is gone; continue after the new ops.
                i += inserted;
                continue;
            }
            i += 1;
        }
        Ok(changed)
    }

    /// Applies the rule to `body[at]` if it matches; returns how many ops were
    /// inserted before it (the op itself is erased).
    fn try_rewrite(&mut self, at: usize, rule: Rule, stats: &mut RewriteStats) -> Option<usize> {
        let outer = self.f.body[at];
        let OpKind::AddOffset { src, off } = self.f.op(outer).kind else {
            return None;
        };
        let Value::Op(inner) = src else { return None };
        let OpKind::AddOffset {
            src: base,
            off: inner_off,
        } = self.f.op(inner).kind
        else {
            return None;
        };
        self.f.ty(base).as_ptr()?;
        let o1 = self.offset(inner_off)?;
        let o2 = self.offset(off)?;
        let inserted = match (o1.ty, o2.ty, rule) {
            (IntTuple::Dynamic { .. }, IntTuple::Static(_), Rule::New) => return None,
            (IntTuple::Static(_), IntTuple::Dynamic { .. }, Rule::New) => {
                if self.uses[inner.0 as usize] != 1 {
                    return None;
                }
                stats.swaps += 1;
                let ty1 = Type::Ptr(self.f.ty(base).as_ptr()?.moved(o2.ty));
                let p1 = self.insert(
                    at,
                    OpKind::AddOffset {
                        src: base,
                        off: o2.value,
                    },
                    ty1,
                );
                let ty2 = Type::Ptr(self.f.ty(p1).as_ptr()?.moved(o1.ty));
                self.insert(
                    at + 1,
                    OpKind::AddOffset {
                        src: p1,
                        off: o1.value,
                    },
                    ty2,
                );
                2
            }
            (IntTuple::Static(a), IntTuple::Static(b), _) => {
                stats.static_fusions += 1;
                // FlyDSL folds the sum in i32 (2147483647 + 5 gives -2147483644).
                let t = IntTuple::Static(a.wrapping_add(b));
                let c = self.insert(at, OpKind::MakeIntTuple { scalar: None }, Type::Tuple(t));
                let ty = Type::Ptr(self.f.ty(base).as_ptr()?.moved(t));
                self.insert(at + 1, OpKind::AddOffset { src: base, off: c }, ty);
                2
            }
            (IntTuple::Dynamic { div: d1 }, IntTuple::Dynamic { div: d2 }, _) => {
                stats.dynamic_fusions += 1;
                let div = gcd(d1 as u64, d2 as u64);
                self.fuse_scalars(at, base, o1.scalar?, o2.scalar?, div)
            }
            (IntTuple::Dynamic { div }, IntTuple::Static(s), Rule::Old)
            | (IntTuple::Static(s), IntTuple::Dynamic { div }, Rule::Old) => {
                stats.mixed_fusions += 1;
                let c = self.insert(
                    at,
                    OpKind::Constant(Const::Int(s as i64)),
                    Type::Scalar(Elem::I32),
                );
                let div = gcd(div as u64, s.unsigned_abs() as u64);
                let (l, r) = if o1.ty.is_static() {
                    (c, o2.scalar?)
                } else {
                    (o1.scalar?, c)
                };
                1 + self.fuse_scalars(at + 1, base, l, r, div)
            }
        };
        let new_value = Value::Op(self.f.body[at + inserted - 1]);
        self.replace_all_uses(outer, new_value);
        self.erase(at + inserted);
        Some(inserted)
    }

    /// Inserts `arith.addi l, r`, `fly.make_int_tuple` and the fused
    /// `add_offset` at `at`; returns how many ops it inserted.
    fn fuse_scalars(&mut self, at: usize, base: Value, l: Value, r: Value, div: u64) -> usize {
        let sum = self.insert(
            at,
            OpKind::Arith {
                op: ArithOp::AddI,
                lhs: l,
                rhs: r,
            },
            Type::Scalar(Elem::I32),
        );
        let t = IntTuple::Dynamic { div: div as u32 };
        let tv = self.insert(
            at + 1,
            OpKind::MakeIntTuple { scalar: Some(sum) },
            Type::Tuple(t),
        );
        let ty = Type::Ptr(self.f.ty(base).as_ptr().expect("pointer base").moved(t));
        self.insert(at + 2, OpKind::AddOffset { src: base, off: tv }, ty);
        3
    }

    /// Merges identical pure ops (same kind, operands and result type), the
    /// later into the earlier, in program order; erases what becomes dead.
    fn cse(&mut self) {
        let mut seen: HashMap<(CseKey, Option<Type>), OpId> = HashMap::new();
        let mut i = 0;
        while i < self.f.body.len() {
            let id = self.f.body[i];
            let op = self.f.op(id);
            if !op.kind.is_pure() {
                i += 1;
                continue;
            }
            let key = (cse_key(&op.kind), op.result);
            match seen.get(&key) {
                Some(&first) => {
                    self.replace_all_uses(id, Value::Op(first));
                    self.erase(i);
                }
                None => {
                    seen.insert(key, id);
                    i += 1;
                }
            }
        }
    }
}

/// What makes two pure ops identical besides their result type.
#[derive(PartialEq, Eq, Hash)]
struct CseKey {
    tag: u8,
    operands: [Option<Value>; 2],
    bits: u64,
}

fn cse_key(k: &OpKind) -> CseKey {
    let mut operands = [None, None];
    let mut n = 0;
    k.for_each_operand(|v| {
        if n < 2 {
            operands[n] = Some(v);
        }
        n += 1;
    });
    let (tag, bits) = match k {
        OpKind::MakeIntTuple { .. } => (0, 0),
        OpKind::AddOffset { .. } => (1, 0),
        OpKind::RecastIter { .. } => (2, 0),
        OpKind::Constant(Const::Int(v)) => (3, *v as u64),
        OpKind::Constant(Const::Float(v)) => (4, v.to_bits()),
        OpKind::Arith { op, .. } => (5, *op as u64),
        _ => (6, 0),
    };
    CseKey {
        tag,
        operands,
        bits,
    }
}
