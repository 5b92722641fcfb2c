//! FlyDSL `add_offset` chains: the IR, its Fly MLIR text form (parser and
//! printer in FlyDSL's own syntax), the `old` and `new` rule sets over a
//! rewrite engine that applies them in FlyDSL's order, and the lowering model
//! that yields the base-register metric, with `peel`'s swizzle-aware tail
//! peeling (docs/offsets.md).

pub mod ir;
pub mod lower;
mod order;
pub mod parse;
pub mod peel;
pub mod print;
pub mod rewrite;
pub mod types;

pub use ir::{ArithOp, Const, Func, Module, Op, OpId, OpKind, Pos, Value};
pub use lower::{
    lower, lower_for, lower_peel, lower_peel_with, lower_with, Lowered, LoweredAccess, Stats,
    TailFolding,
};
pub use parse::{parse, ParseError};
pub use peel::{PeelRule, Split};
pub use print::{print, print_peeled};
pub use rewrite::{rewrite, rewrite_traced, RewriteError, RewriteStats, Rule};
pub use types::{Elem, IntTuple, PtrType, Space, Swizzle, Type};
