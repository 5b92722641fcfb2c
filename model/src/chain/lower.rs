//! Lowering model and the base-register metric (docs/offsets.md section 4).
//!
//! Per access (load or store): its runtime base is the pointer right after the
//! outermost dynamic layer (the root pointer when there is none), its static
//! tail is the byte sum of the static layers after that, and the tail folds
//! into the access's immediate when it fits the address space's field and no
//! swizzle consumes it. `recast_iter` lowers to nothing, so walking a chain
//! passes through it (each layer scales by its own pointer's element size).

use std::collections::HashSet;
use std::fmt;

use super::ir::{ArithOp, Func, Module, OpId, OpKind, Value};
use super::types::{IntTuple, Space, Swizzle};

/// One layer of an access's chain, from the root outward.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Layer {
    /// The `add_offset` op.
    pub op: OpId,
    pub offset: IntTuple,
    /// Element size of the layer's source pointer: the byte scale.
    pub elem_bytes: u64,
}

/// How one access lowers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoweredAccess {
    /// Index of the function in the module.
    pub func: usize,
    /// The load or store.
    pub op: OpId,
    pub space: Space,
    pub swizzle: Option<Swizzle>,
    /// The root pointer (argument, `make_ptr` or `get_dyn_shared` result).
    pub root: Value,
    /// All `add_offset` layers from the root to the access.
    pub layers: Vec<Layer>,
    /// The runtime base: the pointer after the outermost dynamic layer.
    pub base: Value,
    /// Static byte tail after the runtime base.
    pub tail_bytes: i64,
    /// Whether the tail folds into the access's immediate offset.
    pub immediate: bool,
}

impl LoweredAccess {
    /// The byte address the lowered code accesses, given the runtime base's
    /// address: `base + tail` with the tail as an immediate, else the address
    /// computed in registers and then swizzled (the swizzle consumes the
    /// whole final address, tail included). 32-bit spaces wrap.
    pub fn address(&self, base_addr: u64) -> u64 {
        let wrap = |a: u64| {
            if self.space.is_64bit() {
                a
            } else {
                a & 0xffff_ffff
            }
        };
        let sum = wrap(base_addr.wrapping_add(self.tail_bytes as u64));
        if self.immediate {
            // The hardware adds the immediate to the computed address, so
            // with a swizzle (only a broken folding rule, such as the test
            // side's planted bug, folds one) it lands after the XOR of the base.
            let base = match self.swizzle {
                Some(s) => wrap(s.apply(base_addr)),
                None => base_addr,
            };
            return wrap(base.wrapping_add(self.tail_bytes as u64));
        }
        match self.swizzle {
            Some(s) => wrap(s.apply(sum)),
            None => sum,
        }
    }
}

/// The metric over a module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Loads and stores.
    pub accesses: u32,
    /// Distinct runtime bases among the accesses.
    pub distinct_bases: u32,
    /// Integer adds on offsets plus one per access whose nonzero tail cannot
    /// be an immediate.
    pub adds: u32,
    /// Accesses whose nonzero tail folds into the immediate.
    pub immediates: u32,
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "accesses={} distinct_bases={} adds={} immediates={}",
            self.accesses, self.distinct_bases, self.adds, self.immediates
        )
    }
}

/// Every access of a module, lowered, and the metric.
#[derive(Clone, Debug, Default)]
pub struct Lowered {
    pub accesses: Vec<LoweredAccess>,
    pub stats: Stats,
}

/// Range of the immediate offset field for an address space, in bytes.
/// DS 16-bit unsigned; MUBUF 12-bit unsigned; global (and scratch, which is
/// where `register` memory spills) 13-bit signed on gfx9/gfx950
/// (docs/offsets.md section 4); flat (generic) offsets must be non-negative on gfx9
/// (LLVM `SIInstrInfo::isLegalFLATOffset`), 12 bits.
pub fn immediate_range(space: Space) -> (i64, i64) {
    match space {
        Space::Shared => (0, 65535),
        Space::Buffer => (0, 4095),
        Space::Global | Space::Register => (-4096, 4095),
        Space::Generic => (0, 4095),
    }
}

/// Whether a nonzero tail folds into the immediate of an access: never
/// under a swizzle, which consumes the whole final address.
pub fn tail_folds(space: Space, swizzle: Option<Swizzle>, tail: i64) -> bool {
    let (lo, hi) = immediate_range(space);
    tail != 0 && swizzle.is_none() && (lo..=hi).contains(&tail)
}

/// A rule deciding whether an access's static tail folds into its
/// immediate: [`tail_folds`] in production; tests substitute a broken one to
/// show the offsets oracle catches it (`lower_with`).
pub type TailFolding = fn(Space, Option<Swizzle>, i64) -> bool;

/// Walks an access's pointer back to its root.
pub fn chain_of(f: &Func, ptr: Value) -> (Value, Vec<Layer>) {
    let mut layers = Vec::new();
    let mut v = ptr;
    loop {
        match f.def(v) {
            Some(OpKind::AddOffset { src, off }) => {
                let Value::Op(id) = v else { unreachable!() };
                let elem_bytes = f.ty(*src).as_ptr().map_or(1, |p| p.elem.bytes());
                let offset = f.ty(*off).as_tuple().unwrap_or(IntTuple::Static(0));
                layers.push(Layer {
                    op: id,
                    offset,
                    elem_bytes,
                });
                v = *src;
            }
            Some(OpKind::RecastIter { src }) => v = *src,
            _ => break,
        }
    }
    layers.reverse();
    (v, layers)
}

/// Lowers every access of a module and computes the metric.
pub fn lower(m: &Module) -> Lowered {
    lower_with(m, tail_folds)
}

/// [`lower`] with the immediate-folding rule `folds`.
#[allow(clippy::expect_used, reason = "an invariant: access through a pointer")]
pub fn lower_with(m: &Module, folds: TailFolding) -> Lowered {
    let mut out = Lowered::default();
    for (fi, f) in m.funcs.iter().enumerate() {
        let mut bases = HashSet::new();
        for (op, ptr) in f.accesses() {
            let p = f.ty(ptr).as_ptr().expect("access through a pointer");
            let (root, layers) = chain_of(f, ptr);
            let last_dyn = layers.iter().rposition(|l| !l.offset.is_static());
            let (base, tail_layers) = match last_dyn {
                Some(i) => (Value::Op(layers[i].op), &layers[i + 1..]),
                None => (root, &layers[..]),
            };
            let tail_bytes = tail_layers
                .iter()
                .map(|l| match l.offset {
                    IntTuple::Static(v) => v as i64 * l.elem_bytes as i64,
                    IntTuple::Dynamic { .. } => 0,
                })
                .sum::<i64>();
            let immediate = folds(p.space, p.swizzle, tail_bytes);
            out.stats.accesses += 1;
            if immediate {
                out.stats.immediates += 1;
            } else if tail_bytes != 0 {
                out.stats.adds += 1;
            }
            bases.insert(base);
            out.accesses.push(LoweredAccess {
                func: fi,
                op,
                space: p.space,
                swizzle: p.swizzle,
                root,
                layers,
                base,
                tail_bytes,
                immediate,
            });
        }
        out.stats.distinct_bases += bases.len() as u32;
        out.stats.adds += offset_adds(f);
    }
    out
}

/// Integer adds (and subtractions) that compute dynamic offsets: those
/// feeding a `make_int_tuple`, directly or through other adds.
fn offset_adds(f: &Func) -> u32 {
    let mut seen = HashSet::new();
    let mut work: Vec<Value> = f
        .body
        .iter()
        .filter_map(|&id| match f.op(id).kind {
            OpKind::MakeIntTuple { scalar } => scalar,
            _ => None,
        })
        .collect();
    while let Some(v) = work.pop() {
        if let Some(OpKind::Arith {
            op: ArithOp::AddI | ArithOp::SubI,
            lhs,
            rhs,
        }) = f.def(v)
        {
            if seen.insert(v) {
                work.push(*lhs);
                work.push(*rhs);
            }
        }
    }
    seen.len() as u32
}
