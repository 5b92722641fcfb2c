//! Random offset-chain generator, driven by byte [`Choices`] so
//! bolero, libFuzzer and the CLI campaign share it: DAGs with sharing,
//! multi-use inner ops, `recast_iter` barriers, zero, negative and near-limit
//! constants, every address space, swizzled pointers, dynamic offsets with and
//! without divisibility, depth up to 8. Types are inferred as FlyDSL infers
//! them, so every chain prints as Fly MLIR that FlyDSL 0.4.2 accepts.

use crate::choices::{Choices, Result};
use wavebed_model::chain::{Elem, Func, Module, OpKind, PtrType, Space, Swizzle, Type, Value};
use wavebed_model::prng::SplitMix64;

/// Deepest chain of `add_offset` layers the generator builds.
pub const MAX_DEPTH: u32 = 8;

const ELEMS: [Elem; 6] = [
    Elem::I8,
    Elem::F16,
    Elem::BF16,
    Elem::F32,
    Elem::I32,
    Elem::F64,
];

struct PtrSlot {
    value: Value,
    depth: u32,
}

fn pick<'a, T>(u: &mut Choices, xs: &'a [T]) -> Result<&'a T> {
    Ok(&xs[u.choose_index(xs.len())?])
}

/// A static offset: mostly small or tile-like, sometimes zero, negative or
/// near the i32 limits (where fusing overflows).
fn static_value(u: &mut Choices) -> Result<i32> {
    Ok(match u.int_in_range(0..=15u8)? {
        0 => 0,
        1..=5 => u.int_in_range(-64..=64)?,
        6..=9 => u.int_in_range(0..=64)? * *pick(u, &[8, 16, 32, 64, 128])?,
        10 | 11 => -u.int_in_range(1..=256)?,
        12 => i32::MAX - u.int_in_range(0..=64)?,
        13 => i32::MIN + u.int_in_range(0..=64)?,
        _ => u.int()?,
    })
}

fn ptr_type(u: &mut Choices, space: Space) -> Result<PtrType> {
    let elem = *pick(u, &ELEMS)?;
    let mut p = PtrType::new(elem, space);
    p.align = elem.bytes() << u.int_in_range(0..=4u32)?;
    if matches!(space, Space::Shared | Space::Global) && u.ratio(1, 4)? {
        let bits = u.int_in_range(1..=3u8)?;
        let base = u.int_in_range(0..=4u8)?;
        let shift = u.int_in_range(1..=4u8)?;
        p.swizzle = Some(Swizzle { bits, base, shift });
    }
    Ok(p)
}

/// Generates one function `@chain`.
#[allow(clippy::expect_used, reason = "an invariant: pointer slot")]
pub fn func(u: &mut Choices) -> Result<Func> {
    // Parameters: pointer roots and i32 leaves, interleaved.
    let n_ptr = u.int_in_range(1..=3u32)?;
    let n_int = u.int_in_range(1..=4u32)?;
    let mut params = Vec::new();
    let (mut ptrs_left, mut ints_left) = (n_ptr, n_int);
    while ptrs_left + ints_left > 0 {
        let take_ptr = ints_left == 0 || (ptrs_left > 0 && u.bool()?);
        if take_ptr {
            let space = *pick(u, &Space::ALL)?;
            params.push(Type::Ptr(ptr_type(u, space)?));
            ptrs_left -= 1;
        } else {
            params.push(Type::Scalar(Elem::I32));
            ints_left -= 1;
        }
    }
    let mut f = Func::new("chain", params.clone(), Vec::new());
    let ints: Vec<Value> = (0..params.len() as u32)
        .filter(|&i| params[i as usize] == Type::Scalar(Elem::I32))
        .map(Value::Arg)
        .collect();
    let mut ptrs: Vec<PtrSlot> = (0..params.len() as u32)
        .filter(|&i| matches!(params[i as usize], Type::Ptr(_)))
        .map(|i| PtrSlot {
            value: Value::Arg(i),
            depth: 0,
        })
        .collect();
    // LDS sources: a static allocation or the dynamic LDS base.
    if u.ratio(1, 4)? {
        let p = ptr_type(u, Space::Shared)?;
        let v = f.push(
            OpKind::MakePtr {
                alloc_bytes: 65536,
                alloc_align: 1024,
            },
            Some(Type::Ptr(p)),
        );
        ptrs.push(PtrSlot { value: v, depth: 0 });
    }
    if u.ratio(1, 6)? {
        let mut p = PtrType::new(Elem::I8, Space::Shared);
        p.align = 1024;
        let v = f.push(OpKind::GetDynShared, Some(Type::Ptr(p)));
        ptrs.push(PtrSlot { value: v, depth: 0 });
    }
    let mut offsets: Vec<Value> = Vec::new();
    let steps = u.int_in_range(1..=14u32)?;
    for _ in 0..steps {
        // Prefer extending the newest pointer to build deep chains.
        let i = if u.ratio(2, 3)? {
            ptrs.len() - 1
        } else {
            u.choose_index(ptrs.len())?
        };
        let (src, depth) = (ptrs[i].value, ptrs[i].depth);
        match u.int_in_range(0..=9u8)? {
            0..=6 if depth < MAX_DEPTH => {
                let off = if !offsets.is_empty() && u.ratio(1, 4)? {
                    *pick(u, &offsets)?
                } else if u.bool()? {
                    let v = static_value(u)?;
                    f.push_static(v)
                } else {
                    let s = *pick(u, &ints)?;
                    let div = *pick(u, &[1, 1, 2, 4, 8, 16])?;
                    f.push_dynamic(s, div)
                };
                offsets.push(off);
                let v = f.push_add_offset(src, off);
                ptrs.push(PtrSlot {
                    value: v,
                    depth: depth + 1,
                });
            }
            7 => {
                // recast_iter: same space and swizzle, an element type that
                // fits, an alignment dividing the source's.
                let p = f.ty(src).as_ptr().expect("pointer slot");
                let fits: Vec<Elem> = ELEMS
                    .iter()
                    .copied()
                    .filter(|e| p.align.is_multiple_of(e.bytes()))
                    .collect();
                let elem = *pick(u, &fits)?;
                let mut align = p.align;
                while align > elem.bytes()
                    && align.is_multiple_of(2 * elem.bytes())
                    && u.ratio(1, 3)?
                {
                    align /= 2;
                }
                let t = PtrType { elem, align, ..p };
                let v = f.push(OpKind::RecastIter { src }, Some(Type::Ptr(t)));
                ptrs.push(PtrSlot { value: v, depth });
            }
            _ => {
                load_or_store(u, &mut f, src)?;
            }
        }
    }
    // Every pointer nobody uses gets a load, so no chain is dead code.
    let uses = f.use_counts();
    for slot in &ptrs {
        if let Value::Op(id) = slot.value {
            if uses[id.0 as usize] == 0 {
                load_or_store(u, &mut f, slot.value)?;
            }
        }
    }
    f.push(OpKind::Return { values: Vec::new() }, None);
    Ok(f)
}

/// A load through `ptr`, or a store of an earlier load of the same type.
#[allow(clippy::expect_used, reason = "an invariant: pointer")]
fn load_or_store(u: &mut Choices, f: &mut Func, ptr: Value) -> Result<()> {
    let elem = f.ty(ptr).as_ptr().expect("pointer").elem;
    let earlier: Vec<Value> = f
        .body
        .iter()
        .filter(|&&id| {
            matches!(f.op(id).kind, OpKind::Load { .. })
                && f.op(id).result == Some(Type::Scalar(elem))
        })
        .map(|&id| Value::Op(id))
        .collect();
    if !earlier.is_empty() && u.ratio(1, 3)? {
        let value = *pick(u, &earlier)?;
        f.push(OpKind::Store { value, ptr }, None);
    } else {
        f.push(OpKind::Load { ptr }, Some(Type::Scalar(elem)));
    }
    Ok(())
}

/// Generates a one-function module.
pub fn module(u: &mut Choices) -> Result<Module> {
    Ok(Module {
        funcs: vec![func(u)?],
    })
}

/// The bytes for case `index` of a campaign seeded with `seed`.
pub fn case_bytes(seed: u64, index: u64) -> Vec<u8> {
    let mut r = SplitMix64::new(seed ^ index.wrapping_mul(0xd1b5_4a32_d192_ed03));
    r.next_u64();
    r.bytes(768)
}

/// The chain of case `index` of a campaign seeded with `seed`.
#[allow(
    clippy::expect_used,
    reason = "an invariant: generation from bytes cannot fail"
)]
pub fn case_module(seed: u64, index: u64) -> Module {
    let bytes = case_bytes(seed, index);
    let mut u = Choices::new(&bytes);
    // Running out of bytes only shortens choices to their defaults.
    module(&mut u).expect("generation from bytes cannot fail")
}
