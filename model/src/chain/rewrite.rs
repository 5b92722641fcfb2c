//! The rewrite engine and the two rule sets for nested `add_offset` chains
//! (docs/offsets.md section 2).
//!
//! * `old`: the removed unconditional fusion,
//!   `add_offset(add_offset(P, o1), o2) -> add_offset(P, o1 + o2)`; a runtime
//!   value plus a constant becomes an `arith.addi` with an `arith.constant`.
//! * `new`: ROCm/FlyDSL PR #933's canonicalization towards
//!   `add_offset(add_offset(P, dyn), static)`: swap (static, dyn) only when the
//!   inner op has a single use, fuse static+static into one constant and
//!   dyn+dyn with one `arith.addi`, never merge a runtime value with a constant.
//!
//! Order of application follows the MLIR greedy pattern driver that
//! FlyDSL's `fly-layout-lowering` runs (top-down), so results match FlyDSL
//! 0.4.2 op for op (checked live by `scripts/flydsl-peer`). Each iteration
//! first moves every constant to the front of the body (each one before the
//! previous, an equal constant merged into the first), then fills a LIFO
//! worklist with set semantics so that it pops the other ops in program
//! order. A popped op that is pure and unused is erased; an `add_offset` that
//! matches is rewritten: new ops go right before it and are pushed (so they
//! are visited next), its users are pushed (newest use first), and when it is
//! erased the defining op of each operand with at most one other user is
//! pushed. An op whose users are gone stays, and its own uses still count for
//! the single-use test, until it is popped. After each iteration every
//! unused pure op is erased (region DCE: this removes unused constants).
//! Iterations repeat while one changed something; identical pure ops are
//! merged at the end (CSE). Folders of `arith` ops (`x + 0`, constant sums)
//! are not modelled: generated chains have none.
//!
//! docs/offsets.md section 2's simpler model (repeated forward sweeps, new ops
//! visited only by the next sweep) fuses dyn+dyn pairs in a different order
//! and disagrees with FlyDSL on about 1 generated chain in 200; this worklist
//! model agrees on every chain FlyDSL accepts.

use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;

use super::ir::{ArithOp, Const, Func, Module, OpId, OpKind, Value};
use super::order::Order;
use super::types::{gcd, Elem, IntTuple, Type};

/// Which rule set to apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// The removed unconditional fusion.
    Old,
    /// The canonicalization in FlyDSL 0.4.2.
    New,
    /// `new`'s rewrites, then swizzle-aware tail peeling in the lowering
    /// (docs/offsets.md section 6; `lower::lower_for`).
    Peel,
}

impl Rule {
    pub fn name(self) -> &'static str {
        match self {
            Rule::Old => "old",
            Rule::New => "new",
            Rule::Peel => "peel",
        }
    }

    /// The rule set the rewrite applies: `peel` rewrites as `new` does.
    fn rewrites_as(self) -> Rule {
        match self {
            Rule::Peel => Rule::New,
            r => r,
        }
    }

    pub fn from_name(s: &str) -> Option<Rule> {
        match s {
            "old" => Some(Rule::Old),
            "new" => Some(Rule::New),
            "peel" => Some(Rule::Peel),
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
    /// Elementary list operations the engine did: ops linked, unlinked,
    /// visited or scanned. Linear in the function's size (each rewrite costs
    /// O(1) of them, each iteration O(n)): `tests/it/chain_linear.rs` counts it.
    pub work: u64,
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
    let mut users: Vec<VecDeque<OpId>> = vec![VecDeque::new(); f.ops.len()];
    for &id in &f.body {
        f.op(id).kind.for_each_operand(|v| {
            if let Value::Op(d) = v {
                users[d.0 as usize].push_back(id);
            }
        });
    }
    let order = Order::new(&f.body);
    let mut e = Engine {
        users,
        f,
        order,
        known_consts: HashSet::new(),
        const_twins: HashMap::new(),
        list: Vec::new(),
        slot: HashMap::new(),
        steps: 0,
        work: 0,
    };
    loop {
        stats.sweeps += 1;
        e.start_iteration();
        let rewrote = e.process(rule, budget, stats)?;
        if !e.region_dce() && !rewrote {
            break;
        }
    }
    let fixed_point_uses = e.users.iter().map(|u| u.len() as u32).collect();
    e.cse();
    e.f.body = e.order.to_vec();
    stats.work += e.work + e.f.body.len() as u64;
    Ok(fixed_point_uses)
}

struct Engine<'a> {
    /// The function; its `body` is stale until the rewrite ends (`order`
    /// is the program order meanwhile).
    f: &'a mut Func,
    order: Order,
    /// Users of each op's result, one entry per use, newest use last (MLIR
    /// walks a use list newest first). A deque: the use an erasure drops is
    /// found from both ends at once, and is almost always near one.
    users: Vec<VecDeque<OpId>>,
    /// Constants the folder already placed at the front.
    known_consts: HashSet<OpId>,
    /// Each of them by (type, value): where an equal constant merges.
    const_twins: HashMap<(Option<Type>, ConstKey), OpId>,
    /// The worklist: a stack with set semantics (removed entries are `None`).
    list: Vec<Option<OpId>>,
    slot: HashMap<OpId, usize>,
    steps: u32,
    /// [`RewriteStats::work`] so far.
    work: u64,
}

/// An `arith.constant`'s value as MLIR uniques attributes: by bits (so
/// `-0.0` and `0.0` stay apart and a NaN equals itself).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum ConstKey {
    Int(i64),
    Float(u64),
}

impl From<Const> for ConstKey {
    fn from(c: Const) -> ConstKey {
        match c {
            Const::Int(v) => ConstKey::Int(v),
            Const::Float(v) => ConstKey::Float(v.to_bits()),
        }
    }
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
    fn push(&mut self, id: OpId) {
        if !self.slot.contains_key(&id) {
            self.slot.insert(id, self.list.len());
            self.list.push(Some(id));
        }
    }

    fn pop(&mut self) -> Option<OpId> {
        while let Some(x) = self.list.pop() {
            if let Some(id) = x {
                self.slot.remove(&id);
                return Some(id);
            }
        }
        None
    }

    fn unlist(&mut self, id: OpId) {
        if let Some(i) = self.slot.remove(&id) {
            self.list[i] = None;
        }
    }

    /// Moves constants to the front (merging repeats) and fills the worklist
    /// with every other op in program order.
    fn start_iteration(&mut self) {
        self.list.clear();
        self.slot.clear();
        let order = self.order.to_vec();
        self.work += order.len() as u64;
        for id in order {
            if let OpKind::Constant(c) = self.f.op(id).kind {
                if self.known_consts.contains(&id) {
                    continue;
                }
                let key = (self.f.op(id).result, ConstKey::from(c));
                match self.const_twins.get(&key).copied() {
                    Some(t) => {
                        self.replace_all_uses(id, Value::Op(t));
                        self.erase(id);
                    }
                    None => {
                        self.known_consts.insert(id);
                        self.const_twins.insert(key, id);
                        self.order.remove(id);
                        self.order.push_front(id);
                    }
                }
            } else {
                self.push(id);
            }
        }
        // Top-down: reverse so popping from the back visits program order.
        self.list.reverse();
        for (i, x) in self.list.iter().enumerate() {
            if let Some(id) = x {
                self.slot.insert(*id, i);
            }
        }
    }

    /// Creates an op right before `before` and pushes it.
    fn insert_before(&mut self, before: OpId, kind: OpKind, ty: Type) -> Value {
        let id = self.f.create(kind, Some(ty));
        self.users.push(VecDeque::new());
        self.f.op(id).kind.clone().for_each_operand(|v| {
            if let Value::Op(d) = v {
                self.users[d.0 as usize].push_back(id);
            }
        });
        self.order.insert_before(before, id);
        self.work += 1;
        self.push(id);
        Value::Op(id)
    }

    /// Erases an op: pushes the defining op of each operand with at most one
    /// other user, then drops the op's uses.
    fn erase(&mut self, id: OpId) {
        let mut operands = Vec::new();
        self.f.op(id).kind.for_each_operand(|v| operands.push(v));
        for v in &operands {
            if let Value::Op(d) = *v {
                if !self.two_other_users(d, id) {
                    self.push(d);
                }
            }
        }
        self.unlist(id);
        for v in operands {
            if let Value::Op(d) = v {
                self.drop_use(d, id);
            }
        }
        self.order.remove(id);
        self.forget_const(id);
        self.work += 1;
    }

    /// Whether `d` has two distinct users besides `id`: scans only until it
    /// finds them (at most the entries of `id` and of the first other user).
    fn two_other_users(&mut self, d: OpId, id: OpId) -> bool {
        let mut first = None;
        for &u in &self.users[d.0 as usize] {
            self.work += 1;
            if u == id {
                continue;
            }
            match first {
                None => first = Some(u),
                Some(f) if f != u => return true,
                Some(_) => {}
            }
        }
        false
    }

    /// Drops one use of `d` by `user`, searched from both ends of the use
    /// list at once. Every use of the erased op goes, so which of two equal
    /// entries goes first does not matter.
    fn drop_use(&mut self, d: OpId, user: OpId) {
        let us = &mut self.users[d.0 as usize];
        let n = us.len();
        for k in 0..n {
            self.work += 1;
            if us[n - 1 - k] == user {
                us.remove(n - 1 - k);
                return;
            }
            if us[k] == user {
                us.remove(k);
                return;
            }
        }
    }

    /// Points every use of `from` at `to` (users pushed, newest use first),
    /// refining the result types of `add_offset` users whose inferred type
    /// changed (a fused constant can prove more alignment than the chain it
    /// replaces; FlyDSL keeps the stale type and then fails verification, see
    /// docs/flydsl-peer-known.txt).
    fn replace_all_uses(&mut self, from: OpId, to: Value) {
        let uses = std::mem::take(&mut self.users[from.0 as usize]);
        let mut done = Vec::new();
        let mut seen = HashSet::new();
        for &u in uses.iter().rev() {
            self.work += 1;
            if let Value::Op(t) = to {
                self.users[t.0 as usize].push_back(u);
            }
            if seen.insert(u) {
                self.f.op_mut(u).kind.replace_operand(Value::Op(from), to);
                done.push(u);
            }
            self.push(u);
        }
        self.refine_types(done);
    }

    fn refine_types(&mut self, mut work: Vec<OpId>) {
        while let Some(id) = work.pop() {
            self.work += 1;
            let OpKind::AddOffset { src, off } = self.f.op(id).kind else {
                continue;
            };
            let ty = Some(Type::Ptr(self.f.add_offset_type(src, off)));
            if self.f.op(id).result != ty {
                self.f.op_mut(id).result = ty;
                work.extend(self.users[id.0 as usize].iter().copied());
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

    /// Erases every pure op whose result is unused (MLIR's region DCE, run
    /// by the greedy driver after each iteration: this is what removes
    /// unused constants); returns whether it erased anything.
    fn region_dce(&mut self) -> bool {
        let mut erased = false;
        let mut cur = self.order.last();
        while let Some(id) = cur {
            self.work += 1;
            // Operands may die with `id`; they come earlier.
            cur = self.order.prev(id);
            if self.f.op(id).kind.is_pure() && self.users[id.0 as usize].is_empty() {
                self.erase(id);
                erased = true;
            }
        }
        erased
    }

    /// Takes an erased op out of the folder's constants (as MLIR's
    /// `OperationFolder` forgets an erased constant), so that it is never
    /// an equal constant's twin.
    fn forget_const(&mut self, id: OpId) {
        if self.known_consts.remove(&id) {
            if let OpKind::Constant(c) = self.f.op(id).kind {
                let key = (self.f.op(id).result, ConstKey::from(c));
                if self.const_twins.get(&key) == Some(&id) {
                    self.const_twins.remove(&key);
                }
            }
        }
    }

    /// Drains the worklist; returns whether anything changed.
    fn process(
        &mut self,
        rule: Rule,
        budget: u32,
        stats: &mut RewriteStats,
    ) -> Result<bool, RewriteError> {
        let mut changed = false;
        while let Some(id) = self.pop() {
            if self.f.op(id).kind.is_pure() && self.users[id.0 as usize].is_empty() {
                self.erase(id);
                changed = true;
                continue;
            }
            if self.try_rewrite(id, rule, stats).is_some() {
                changed = true;
                self.steps += 1;
                stats.steps += 1;
                if self.steps > budget {
                    return Err(RewriteError::Budget {
                        func: self.f.name.clone(),
                        steps: self.steps,
                    });
                }
            }
        }
        Ok(changed)
    }

    /// Applies the rule to `outer` if it matches.
    fn try_rewrite(&mut self, outer: OpId, rule: Rule, stats: &mut RewriteStats) -> Option<()> {
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
        let base_ty = self.f.ty(base).as_ptr()?;
        let o1 = self.offset(inner_off)?;
        let o2 = self.offset(off)?;
        // Whether runtime values merge with constants (the old rule).
        let mixed = rule.rewrites_as() == Rule::Old;
        let new_value = match (o1.ty, o2.ty, mixed) {
            (IntTuple::Dynamic { .. }, IntTuple::Static(_), false) => return None,
            (IntTuple::Static(_), IntTuple::Dynamic { .. }, false) => {
                if self.users[inner.0 as usize].len() != 1 {
                    return None;
                }
                stats.swaps += 1;
                let t1 = base_ty.moved(o2.ty);
                let p1 = self.insert_before(
                    outer,
                    OpKind::AddOffset {
                        src: base,
                        off: o2.value,
                    },
                    Type::Ptr(t1),
                );
                self.insert_before(
                    outer,
                    OpKind::AddOffset {
                        src: p1,
                        off: o1.value,
                    },
                    Type::Ptr(t1.moved(o1.ty)),
                )
            }
            (IntTuple::Static(a), IntTuple::Static(b), _) => {
                stats.static_fusions += 1;
                // FlyDSL folds the sum in i32 (2147483647 + 5 gives -2147483644).
                let t = IntTuple::Static(a.wrapping_add(b));
                let c = self.insert_before(
                    outer,
                    OpKind::MakeIntTuple { scalar: None },
                    Type::Tuple(t),
                );
                self.insert_before(
                    outer,
                    OpKind::AddOffset { src: base, off: c },
                    Type::Ptr(base_ty.moved(t)),
                )
            }
            (IntTuple::Dynamic { div: d1 }, IntTuple::Dynamic { div: d2 }, _) => {
                stats.dynamic_fusions += 1;
                let div = gcd(d1 as u64, d2 as u64);
                self.fuse_scalars(outer, base, o1.scalar?, o2.scalar?, div)
            }
            (IntTuple::Dynamic { div }, IntTuple::Static(s), true)
            | (IntTuple::Static(s), IntTuple::Dynamic { div }, true) => {
                stats.mixed_fusions += 1;
                let c = self.insert_before(
                    outer,
                    OpKind::Constant(Const::Int(s as i64)),
                    Type::Scalar(Elem::I32),
                );
                let div = gcd(div as u64, s.unsigned_abs() as u64);
                let (l, r) = if o1.ty.is_static() {
                    (c, o2.scalar?)
                } else {
                    (o1.scalar?, c)
                };
                self.fuse_scalars(outer, base, l, r, div)
            }
        };
        self.replace_all_uses(outer, new_value);
        self.erase(outer);
        Some(())
    }

    /// Inserts `arith.addi l, r`, `fly.make_int_tuple` and the fused
    /// `add_offset` before `outer`; returns the new pointer.
    #[allow(clippy::expect_used, reason = "an invariant: pointer base")]
    fn fuse_scalars(&mut self, outer: OpId, base: Value, l: Value, r: Value, div: u64) -> Value {
        let sum = self.insert_before(
            outer,
            OpKind::Arith {
                op: ArithOp::AddI,
                lhs: l,
                rhs: r,
            },
            Type::Scalar(Elem::I32),
        );
        let t = IntTuple::Dynamic { div: div as u32 };
        let tv = self.insert_before(
            outer,
            OpKind::MakeIntTuple { scalar: Some(sum) },
            Type::Tuple(t),
        );
        let ty = Type::Ptr(self.f.ty(base).as_ptr().expect("pointer base").moved(t));
        self.insert_before(outer, OpKind::AddOffset { src: base, off: tv }, ty)
    }

    /// Merges identical pure ops (same kind, operands and result type), the
    /// later into the earlier, in program order.
    fn cse(&mut self) {
        let mut seen: HashMap<(CseKey, Option<Type>), OpId> = HashMap::new();
        let mut cur = self.order.first();
        while let Some(id) = cur {
            self.work += 1;
            cur = self.order.next(id);
            let op = self.f.op(id);
            if !op.kind.is_pure() {
                continue;
            }
            let key = (cse_key(&op.kind), op.result);
            match seen.get(&key) {
                Some(&first) => {
                    self.replace_all_uses(id, Value::Op(first));
                    self.erase(id);
                }
                None => {
                    seen.insert(key, id);
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
    // Commutative ops match with their operands in either order, as MLIR's
    // CSE matches ops with the `Commutative` trait.
    if let OpKind::Arith { op, .. } = k {
        if op.is_commutative() {
            operands.sort();
        }
    }
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
