//! The chain IR: functions whose bodies are a DAG of pointer sources (kernel
//! arguments, static LDS allocations, dynamic LDS, buffer descriptors),
//! integer offsets, `add_offset`, `recast_iter`, loads and stores.
//!
//! Ops live in an arena ([`Func::ops`]) and the program order is a list of ids
//! ([`Func::body`]), so the rewrite engine can insert before an op and erase
//! ops without renumbering: an [`OpId`] stays valid for the function's life.

use super::types::{Elem, IntTuple, PtrType, Space, Type};

/// Index of an op in [`Func::ops`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpId(pub u32);

/// An SSA value: a function argument (by position) or an op's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Value {
    Arg(u32),
    Op(OpId),
}

/// An `arith.constant` value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Const {
    Int(i64),
    Float(f64),
}

/// The binary `arith` ops the text form accepts (operands and result share one
/// scalar type).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArithOp {
    AddI,
    SubI,
    MulI,
    DivSI,
    RemSI,
    AndI,
    OrI,
    XOrI,
    ShLI,
    ShRSI,
    ShRUI,
    AddF,
    SubF,
    MulF,
    DivF,
}

impl ArithOp {
    pub const ALL: [ArithOp; 15] = [
        ArithOp::AddI,
        ArithOp::SubI,
        ArithOp::MulI,
        ArithOp::DivSI,
        ArithOp::RemSI,
        ArithOp::AndI,
        ArithOp::OrI,
        ArithOp::XOrI,
        ArithOp::ShLI,
        ArithOp::ShRSI,
        ArithOp::ShRUI,
        ArithOp::AddF,
        ArithOp::SubF,
        ArithOp::MulF,
        ArithOp::DivF,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ArithOp::AddI => "arith.addi",
            ArithOp::SubI => "arith.subi",
            ArithOp::MulI => "arith.muli",
            ArithOp::DivSI => "arith.divsi",
            ArithOp::RemSI => "arith.remsi",
            ArithOp::AndI => "arith.andi",
            ArithOp::OrI => "arith.ori",
            ArithOp::XOrI => "arith.xori",
            ArithOp::ShLI => "arith.shli",
            ArithOp::ShRSI => "arith.shrsi",
            ArithOp::ShRUI => "arith.shrui",
            ArithOp::AddF => "arith.addf",
            ArithOp::SubF => "arith.subf",
            ArithOp::MulF => "arith.mulf",
            ArithOp::DivF => "arith.divf",
        }
    }

    pub fn from_name(s: &str) -> Option<ArithOp> {
        ArithOp::ALL.into_iter().find(|o| o.name() == s)
    }

    /// The ops MLIR marks `Commutative`.
    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            ArithOp::AddI
                | ArithOp::MulI
                | ArithOp::AndI
                | ArithOp::OrI
                | ArithOp::XOrI
                | ArithOp::AddF
                | ArithOp::MulF
        )
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ArithOp::AddF | ArithOp::SubF | ArithOp::MulF | ArithOp::DivF
        )
    }
}

/// What an op does.
#[derive(Clone, Debug, PartialEq)]
pub enum OpKind {
    /// `fly.make_int_tuple()` (static, value in the result type) or
    /// `fly.make_int_tuple(%i32)` (dynamic).
    MakeIntTuple { scalar: Option<Value> },
    /// `fly.add_offset(ptr, off)`: shifts `src` by `off` elements.
    AddOffset { src: Value, off: Value },
    /// `fly.recast_iter(ptr)`: changes only the Fly type; lowers to nothing.
    RecastIter { src: Value },
    /// `fly.make_ptr() {dictAttrs = {allocAlign, allocBytes}}`: a static LDS
    /// allocation (a relocatable symbol after lowering).
    MakePtr { alloc_bytes: u64, alloc_align: u64 },
    /// `fly.get_dyn_shared()`: the dynamic LDS base.
    GetDynShared,
    /// `fly.ptr.load(ptr)`.
    Load { ptr: Value },
    /// `fly.ptr.store(value, ptr)`.
    Store { value: Value, ptr: Value },
    /// `arith.constant`.
    Constant(Const),
    /// A binary `arith` op.
    Arith { op: ArithOp, lhs: Value, rhs: Value },
    /// `return` (the function's terminator).
    Return { values: Vec<Value> },
}

impl OpKind {
    /// Calls `f` on each operand in operand order.
    pub fn for_each_operand(&self, mut f: impl FnMut(Value)) {
        match self {
            OpKind::MakeIntTuple { scalar } => {
                if let Some(v) = scalar {
                    f(*v)
                }
            }
            OpKind::AddOffset { src, off } => {
                f(*src);
                f(*off)
            }
            OpKind::RecastIter { src } => f(*src),
            OpKind::MakePtr { .. } | OpKind::GetDynShared | OpKind::Constant(_) => {}
            OpKind::Load { ptr } => f(*ptr),
            OpKind::Store { value, ptr } => {
                f(*value);
                f(*ptr)
            }
            OpKind::Arith { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs)
            }
            OpKind::Return { values } => values.iter().copied().for_each(f),
        }
    }

    /// Rewrites each operand equal to `from` into `to`; returns how many.
    pub fn replace_operand(&mut self, from: Value, to: Value) -> u32 {
        let mut n = 0;
        let mut swap = |v: &mut Value| {
            if *v == from {
                *v = to;
                n += 1;
            }
        };
        match self {
            OpKind::MakeIntTuple { scalar } => {
                if let Some(v) = scalar {
                    swap(v)
                }
            }
            OpKind::AddOffset { src, off } => {
                swap(src);
                swap(off)
            }
            OpKind::RecastIter { src } => swap(src),
            OpKind::MakePtr { .. } | OpKind::GetDynShared | OpKind::Constant(_) => {}
            OpKind::Load { ptr } => swap(ptr),
            OpKind::Store { value, ptr } => {
                swap(value);
                swap(ptr)
            }
            OpKind::Arith { lhs, rhs, .. } => {
                swap(lhs);
                swap(rhs)
            }
            OpKind::Return { values } => values.iter_mut().for_each(swap),
        }
        n
    }

    /// An op with no side effects: erased when its result is unused, and
    /// merged with an identical op by CSE. Loads are kept (as FlyDSL keeps
    /// `fly.ptr.load` with an unused result).
    pub fn is_pure(&self) -> bool {
        matches!(
            self,
            OpKind::MakeIntTuple { .. }
                | OpKind::AddOffset { .. }
                | OpKind::RecastIter { .. }
                | OpKind::Constant(_)
                | OpKind::Arith { .. }
        )
    }

    /// A load or a store: what the metric counts.
    pub fn is_access(&self) -> bool {
        matches!(self, OpKind::Load { .. } | OpKind::Store { .. })
    }
}

/// Where an op came from in the source text (1-based; 0 when generated).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    pub line: u32,
    pub col: u32,
}

/// One op: its kind and its result type (`None` for stores and `return`).
#[derive(Clone, Debug, PartialEq)]
pub struct Op {
    pub kind: OpKind,
    pub result: Option<Type>,
    pub pos: Pos,
}

/// A `func.func`.
#[derive(Clone, Debug, PartialEq)]
pub struct Func {
    pub name: String,
    pub params: Vec<Type>,
    pub results: Vec<Type>,
    /// Every op ever created, erased ones included.
    pub ops: Vec<Op>,
    /// The live ops in program order.
    pub body: Vec<OpId>,
}

/// A module: one or more functions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub funcs: Vec<Func>,
}

impl Func {
    pub fn new(name: impl Into<String>, params: Vec<Type>, results: Vec<Type>) -> Func {
        Func {
            name: name.into(),
            params,
            results,
            ops: Vec::new(),
            body: Vec::new(),
        }
    }

    pub fn op(&self, id: OpId) -> &Op {
        &self.ops[id.0 as usize]
    }

    pub fn op_mut(&mut self, id: OpId) -> &mut Op {
        &mut self.ops[id.0 as usize]
    }

    /// The type of a value. Panics on a value with no result (a store's id),
    /// which the parser and builders never produce.
    #[allow(
        clippy::expect_used,
        reason = "an invariant: value of an op without result"
    )]
    pub fn ty(&self, v: Value) -> Type {
        match v {
            Value::Arg(i) => self.params[i as usize],
            Value::Op(id) => self.op(id).result.expect("value of an op without result"),
        }
    }

    /// The op defining `v`, if it is an op result.
    pub fn def(&self, v: Value) -> Option<&OpKind> {
        match v {
            Value::Arg(_) => None,
            Value::Op(id) => Some(&self.op(id).kind),
        }
    }

    /// Creates an op in the arena without placing it in the body.
    pub fn create(&mut self, kind: OpKind, result: Option<Type>) -> OpId {
        let id = OpId(self.ops.len() as u32);
        self.ops.push(Op {
            kind,
            result,
            pos: Pos::default(),
        });
        id
    }

    /// Appends an op at the end of the body and returns its result value.
    pub fn push(&mut self, kind: OpKind, result: Option<Type>) -> Value {
        let id = self.create(kind, result);
        self.body.push(id);
        Value::Op(id)
    }

    /// Appends `fly.make_int_tuple()` with a static value.
    pub fn push_static(&mut self, v: i32) -> Value {
        self.push(
            OpKind::MakeIntTuple { scalar: None },
            Some(Type::Tuple(IntTuple::Static(v))),
        )
    }

    /// Appends `fly.make_int_tuple(%scalar)` with a divisibility.
    pub fn push_dynamic(&mut self, scalar: Value, div: u32) -> Value {
        self.push(
            OpKind::MakeIntTuple {
                scalar: Some(scalar),
            },
            Some(Type::Tuple(IntTuple::Dynamic { div })),
        )
    }

    /// Appends `fly.add_offset(src, off)` with the inferred result type.
    pub fn push_add_offset(&mut self, src: Value, off: Value) -> Value {
        let ty = self.add_offset_type(src, off);
        self.push(OpKind::AddOffset { src, off }, Some(Type::Ptr(ty)))
    }

    /// The result type FlyDSL infers for `add_offset(src, off)`.
    #[allow(
        clippy::expect_used,
        reason = "an invariant: add_offset source is a pointer; add_offset offset is an int tuple"
    )]
    pub fn add_offset_type(&self, src: Value, off: Value) -> PtrType {
        let p = self
            .ty(src)
            .as_ptr()
            .expect("add_offset source is a pointer");
        let t = self
            .ty(off)
            .as_tuple()
            .expect("add_offset offset is an int tuple");
        p.moved(t)
    }

    /// Number of uses of each op's result by live ops (indexed by `OpId`).
    pub fn use_counts(&self) -> Vec<u32> {
        let mut uses = vec![0u32; self.ops.len()];
        for &id in &self.body {
            self.op(id).kind.for_each_operand(|v| {
                if let Value::Op(d) = v {
                    uses[d.0 as usize] += 1;
                }
            });
        }
        uses
    }

    /// The loads and stores in program order with the pointer each accesses.
    pub fn accesses(&self) -> impl Iterator<Item = (OpId, Value)> + '_ {
        self.body
            .iter()
            .filter_map(move |&id| match self.op(id).kind {
                OpKind::Load { ptr } | OpKind::Store { ptr, .. } => Some((id, ptr)),
                _ => None,
            })
    }

    /// Checks the types FlyDSL's verifiers check: inferred `add_offset`
    /// result types, `recast_iter` legality, load/store element types,
    /// `make_int_tuple` operands, arith operand types, return types.
    pub fn verify_op(&self, id: OpId) -> Result<(), VerifyError> {
        self.check_op(id).map_err(VerifyError)
    }

    fn check_op(&self, id: OpId) -> Result<(), String> {
        let op = self.op(id);
        let ptr_of = |v: Value, what: &str| {
            self.ty(v)
                .as_ptr()
                .ok_or_else(|| format!("{what} must be a !fly.ptr, got {}", self.ty(v)))
        };
        match &op.kind {
            OpKind::MakeIntTuple { scalar } => match (scalar, op.result) {
                (None, Some(Type::Tuple(IntTuple::Static(_)))) => Ok(()),
                (Some(s), Some(Type::Tuple(IntTuple::Dynamic { .. }))) => {
                    if self.ty(*s) == Type::Scalar(Elem::I32) {
                        Ok(())
                    } else {
                        Err(format!(
                            "fly.make_int_tuple operand must be i32, got {}",
                            self.ty(*s)
                        ))
                    }
                }
                (None, _) => Err(
                    "fly.make_int_tuple() without operand must yield a static !fly.int_tuple<N>"
                        .into(),
                ),
                (Some(_), _) => {
                    Err("fly.make_int_tuple(%x) must yield a dynamic !fly.int_tuple<?>".into())
                }
            },
            OpKind::AddOffset { src, off } => {
                ptr_of(*src, "fly.add_offset source")?;
                if self.ty(*off).as_tuple().is_none() {
                    return Err(format!(
                        "fly.add_offset offset must be an !fly.int_tuple, got {}",
                        self.ty(*off)
                    ));
                }
                let inferred = Type::Ptr(self.add_offset_type(*src, *off));
                if op.result != Some(inferred) {
                    return Err(format!(
                        "'fly.add_offset' op inferred type '{inferred}' is incompatible with return type '{}'",
                        op.result.map(|t| t.to_string()).unwrap_or_default()
                    ));
                }
                Ok(())
            }
            OpKind::RecastIter { src } => {
                let from = ptr_of(*src, "fly.recast_iter source")?;
                let to = op
                    .result
                    .and_then(Type::as_ptr)
                    .ok_or("fly.recast_iter must yield a !fly.ptr")?;
                if from.space != to.space {
                    return Err("result pointer address space must match source".into());
                }
                if from.swizzle != to.swizzle {
                    return Err("result pointer swizzle must match source".into());
                }
                if !from.align.is_multiple_of(to.align) {
                    return Err("result pointer alignment must divide source alignment".into());
                }
                Ok(())
            }
            OpKind::MakePtr { .. } | OpKind::GetDynShared => match op.result {
                Some(Type::Ptr(p)) if p.space == Space::Shared => Ok(()),
                _ => Err("LDS pointer sources must yield a shared !fly.ptr".into()),
            },
            OpKind::Load { ptr } => {
                let p = ptr_of(*ptr, "fly.ptr.load operand")?;
                if op.result != Some(Type::Scalar(p.elem)) {
                    return Err(format!("fly.ptr.load of {p} must yield {}", p.elem.name()));
                }
                Ok(())
            }
            OpKind::Store { value, ptr } => {
                let p = ptr_of(*ptr, "fly.ptr.store pointer")?;
                if self.ty(*value) != Type::Scalar(p.elem) {
                    return Err(format!(
                        "fly.ptr.store of {} through {p}: element type mismatch",
                        self.ty(*value)
                    ));
                }
                Ok(())
            }
            OpKind::Constant(c) => match (c, op.result) {
                (Const::Int(_), Some(Type::Scalar(e))) if e.is_int() => Ok(()),
                (Const::Float(_), Some(Type::Scalar(e))) if !e.is_int() => Ok(()),
                _ => Err("arith.constant value does not match its type".into()),
            },
            OpKind::Arith { op: a, lhs, rhs } => {
                let (l, r) = (self.ty(*lhs), self.ty(*rhs));
                match op.result {
                    Some(Type::Scalar(e))
                        if l == r && l == Type::Scalar(e) && e.is_int() != a.is_float() =>
                    {
                        Ok(())
                    }
                    _ => Err(format!(
                        "{} operands must share the result's {} type",
                        a.name(),
                        if a.is_float() { "float" } else { "integer" }
                    )),
                }
            }
            OpKind::Return { values } => {
                let got: Vec<Type> = values.iter().map(|v| self.ty(*v)).collect();
                if got != self.results {
                    return Err("return types do not match the function's result types".into());
                }
                Ok(())
            }
        }
    }
}

/// An op FlyDSL's verifiers reject, in their words (`fly.ptr.load of ... must
/// yield ...`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::error::bounded(.0))]
pub struct VerifyError(pub String);
