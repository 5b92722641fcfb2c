//! Lowering model and the base-register metric (docs/offsets.md section 4).
//!
//! Per access (load or store): its runtime base is the pointer right after the
//! outermost dynamic layer (the root pointer when there is none), its static
//! tail is the byte sum of the static layers after that, and the tail folds
//! into the access's immediate when it fits the address space's field and no
//! swizzle consumes it. `recast_iter` lowers to nothing, so walking a chain
//! passes through it (each layer scales by its own pointer's element size).
//!
//! Under `--rule peel` a swizzled access's tail is split by
//! docs/offsets.md section 6's theorem ([`super::peel`]): the part the
//! swizzle cannot see becomes the immediate, the rest stays inside the XOR.

use std::collections::HashSet;
use std::fmt;

use super::ir::{ArithOp, Func, Module, OpId, OpKind, Value};
use super::peel::{self, PeelRule};
use super::rewrite::Rule;
use super::types::{gcd, IntTuple, Space, Swizzle};

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
    /// Whether (part of) the tail folds into the access's immediate offset.
    pub immediate: bool,
    /// The part of the tail that is the immediate, added after any swizzle
    /// (0 when `immediate` is false); `tail_bytes - immediate_bytes` is
    /// computed in registers, under the swizzle.
    pub immediate_bytes: i64,
    /// The runtime base's known alignment in bytes (docs/offsets.md
    /// section 6): the facts the chain states, up to the base.
    pub base_align: u64,
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
        // The hardware adds the immediate to the computed (swizzled)
        // address: a peeled part lands after the XOR, which is exact only
        // where docs/offsets.md section 6's theorem says so (a broken rule,
        // such as the test side's planted bugs, folds more).
        let sum = wrap(base_addr.wrapping_add(self.inside_bytes() as u64));
        let reg = match self.swizzle {
            Some(s) => wrap(s.apply(sum)),
            None => sum,
        };
        wrap(reg.wrapping_add(self.immediate_bytes as u64))
    }

    /// The part of the tail added in registers (under the swizzle, if any).
    pub fn inside_bytes(&self) -> i64 {
        self.tail_bytes - self.immediate_bytes
    }

    /// What the access addresses through: the register holding
    /// `swizzle(base + inside)` (just `base` when nothing is inside and no
    /// swizzle applies). Equal keys share one register.
    pub fn address_register(&self) -> (Value, i64, Option<Swizzle>) {
        (self.base, self.inside_bytes(), self.swizzle)
    }
}

/// The metric over a module.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Stats {
    /// Loads and stores.
    pub accesses: u32,
    /// Distinct runtime bases among the accesses.
    pub distinct_bases: u32,
    /// Integer adds on offsets plus one per access whose nonzero tail cannot
    /// be an immediate.
    pub adds: u32,
    /// Accesses whose nonzero tail (or peeled part of it) folds into the immediate.
    pub immediates: u32,
    /// Distinct registers the accesses address through: `base + inside`,
    /// swizzled when the pointer is (docs/offsets.md section 6).
    pub address_regs: u32,
    /// Distinct swizzled addresses computed (one XOR each).
    pub xors: u32,
}

impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "accesses={} distinct_bases={} adds={} immediates={} address_regs={} xors={}",
            self.accesses,
            self.distinct_bases,
            self.adds,
            self.immediates,
            self.address_regs,
            self.xors
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

/// The lowering of `rule`: [`lower_peel`] for `peel`, [`lower`] otherwise.
pub fn lower_for(rule: Rule, m: &Module) -> Lowered {
    match rule {
        Rule::Peel => lower_peel(m),
        Rule::Old | Rule::New => lower(m),
    }
}

/// `--rule peel`'s lowering: swizzled tails split by [`peel::split`].
pub fn lower_peel(m: &Module) -> Lowered {
    lower_peel_with(m, peel::split)
}

/// [`lower`] with the immediate-folding rule `folds`.
pub fn lower_with(m: &Module, folds: TailFolding) -> Lowered {
    lower_impl(m, folds, None)
}

/// [`lower_peel`] with the peeling rule `rule` (unswizzled accesses fold as
/// under [`lower`]).
pub fn lower_peel_with(m: &Module, rule: PeelRule) -> Lowered {
    lower_impl(m, tail_folds, Some(rule))
}

/// The known alignment in bytes of a root pointer: its type's, and for a
/// static LDS allocation also its `allocAlign` (the linker places the
/// symbol so), as their least common multiple (the larger one alone when
/// that overflows: each is a fact on its own).
fn root_align(f: &Func, root: Value) -> u64 {
    let ty = f.ty(root).as_ptr().map_or(1, |p| p.align).max(1);
    match f.def(root) {
        Some(OpKind::MakePtr { alloc_align, .. }) if *alloc_align > 0 => (ty
            / gcd(ty, *alloc_align))
        .checked_mul(*alloc_align)
        .unwrap_or(ty.max(*alloc_align)),
        _ => ty,
    }
}

#[allow(clippy::expect_used, reason = "an invariant: access through a pointer")]
fn lower_impl(m: &Module, folds: TailFolding, peel_rule: Option<PeelRule>) -> Lowered {
    let mut out = Lowered::default();
    for (fi, f) in m.funcs.iter().enumerate() {
        let mut bases = HashSet::new();
        let mut regs = HashSet::new();
        for (op, ptr) in f.accesses() {
            let p = f.ty(ptr).as_ptr().expect("access through a pointer");
            let (root, layers) = chain_of(f, ptr);
            let last_dyn = layers.iter().rposition(|l| !l.offset.is_static());
            let (base, base_layers, tail_layers) = match last_dyn {
                Some(i) => (Value::Op(layers[i].op), &layers[..=i], &layers[i + 1..]),
                None => (root, &layers[..0], &layers[..]),
            };
            let tail_bytes = tail_layers
                .iter()
                .map(|l| match l.offset {
                    IntTuple::Static(v) => v as i64 * l.elem_bytes as i64,
                    IntTuple::Dynamic { .. } => 0,
                })
                .sum::<i64>();
            // The base's known alignment: gcd over the facts up to it (a
            // zero offset keeps it, as FlyDSL's type inference does).
            let base_align = base_layers.iter().fold(root_align(f, root), |a, l| {
                let step = match l.offset {
                    IntTuple::Static(v) => v.unsigned_abs() as u64,
                    IntTuple::Dynamic { div } => div as u64,
                };
                gcd(a, step * l.elem_bytes)
            });
            let immediate_bytes = match (peel_rule, p.swizzle) {
                (Some(rule), Some(s)) => {
                    let width = if p.space.is_64bit() { 64 } else { 32 };
                    let k = peel::align_log2(base_align, width);
                    peel::immediate_part(rule(s, k, tail_bytes), immediate_range(p.space))
                }
                _ if folds(p.space, p.swizzle, tail_bytes) => tail_bytes,
                _ => 0,
            };
            let immediate = immediate_bytes != 0;
            out.stats.accesses += 1;
            if immediate {
                out.stats.immediates += 1;
            }
            if immediate_bytes != tail_bytes {
                out.stats.adds += 1;
            }
            bases.insert(base);
            let access = LoweredAccess {
                func: fi,
                op,
                space: p.space,
                swizzle: p.swizzle,
                root,
                layers,
                base,
                tail_bytes,
                immediate,
                immediate_bytes,
                base_align,
            };
            regs.insert(access.address_register());
            out.accesses.push(access);
        }
        out.stats.distinct_bases += bases.len() as u32;
        out.stats.address_regs += regs.len() as u32;
        out.stats.xors += regs.iter().filter(|r| r.2.is_some()).count() as u32;
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
