//! FLAT address spaces from the value analysis (docs/values.md section 4): a
//! generic FLAT whose 64-bit address has the LDS (or scratch) aperture's high
//! dword in every lane it can run in reaches only that memory, so it counts
//! only on that memory's counter.
//!
//! AMDGPUUsage ("Address Spaces", GFX9+): in 64-bit mode the apertures are
//! 2^32 bytes, aligned to 2^32, so an address is in an aperture exactly when
//! its high dword is the aperture base's high dword. The instruction's
//! immediate offset is added to the whole 64-bit address, so it may carry
//! into (or borrow from) the high dword: the low dword's bounds must rule
//! that out.

use super::{Base, ExecMode, Input, Reg, State, Value};
use crate::instr::Instr;
use crate::isa::operand::{parse_int, parse_value, Operands, Value as Opnd};
use crate::kernel_info::KernelInfo;
use crate::profile::MemKind;
use crate::reg::RegFile;

/// The memory a FLAT's address lies in, where the analysis proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlatSpace {
    /// The LDS (shared) aperture: `src_shared_base`.
    Lds,
    /// The scratch (private) aperture: `src_private_base`.
    Scratch,
    /// Global memory: a pointer loaded from the kernel arguments, plus an
    /// offset, under `--assume kernarg-pointers=global` (docs/values.md
    /// section 6).
    Global,
}

impl FlatSpace {
    /// The memory kind a generic FLAT of kind `kind` has once its space is
    /// known (`None` for a kind that is not a generic FLAT).
    pub fn kind(self, kind: MemKind) -> Option<MemKind> {
        match (self, kind) {
            (FlatSpace::Lds, MemKind::FlatLoad) => Some(MemKind::FlatLdsLoad),
            (FlatSpace::Lds, MemKind::FlatStore) => Some(MemKind::FlatLdsStore),
            (FlatSpace::Scratch | FlatSpace::Global, MemKind::FlatLoad) => {
                Some(MemKind::FlatVmemLoad)
            }
            (FlatSpace::Scratch | FlatSpace::Global, MemKind::FlatStore) => {
                Some(MemKind::FlatVmemStore)
            }
            _ => None,
        }
    }
}

/// The space of the generic FLAT `instr` in state `st` (before it issues),
/// or `None` when its address may lie anywhere. Only the 64-bit VGPR address
/// form is read (`flat_load_dword v1, v[2:3]`, `flat_store_dword v[2:3], v1`,
/// atomics with or without a return); the value of a VGPR is claimed only for
/// lanes active at the kernel's entry, so EXEC must not have grown past them.
/// `kernarg_global` is the kernel's information when `--assume
/// kernarg-pointers=global` holds (`None`: the reading is off).
pub fn flat_space(
    st: &State,
    instr: &Instr,
    kernarg_global: Option<&KernelInfo>,
) -> Option<FlatSpace> {
    if !matches!(instr.mem, Some(MemKind::FlatLoad | MemKind::FlatStore))
        || instr.indexed
        || st.exec_mode() == ExecMode::Unknown
    {
        return None;
    }
    let ops = Operands::split(instr.operands()).ok()?;
    let o = ops.as_slice();
    let reg = |k: usize| match parse_value(o.get(k)?.text) {
        Ok(Opnd::Reg(r)) => Some(r),
        _ => None,
    };
    // A load's (or returning atomic's) destination comes first.
    let first_written = reg(0).is_some_and(|r| instr.writes.as_slice().contains(&r));
    let k = usize::from(first_written);
    let addr = reg(k)?;
    if addr.file != RegFile::Vgpr || addr.count != 2 {
        return None;
    }
    let offset = immediate_offset(ops.modifiers)?;
    let lo = st.get(Reg::Vgpr(addr.first));
    let hi = st.get(Reg::Vgpr(addr.first + 1));
    let space = if hi == Value::input(Input::SharedBaseHi) {
        FlatSpace::Lds
    } else if hi == Value::input(Input::PrivateBaseHi) {
        FlatSpace::Scratch
    } else if let (Base::Input(Input::Kernarg(o)), Some(info)) = (hi.base(), kernarg_global) {
        // A pointer argument's high dword plus a carry or offset: under
        // the reading, the pointer and every offset of it are global memory
        // (no carry check: pointer arithmetic stays in the object).
        return pointer_argument(info, o).then_some(FlatSpace::Global);
    } else {
        return None;
    };
    if offset != 0 {
        // lo + offset must stay in [0, 2^32) for every admitted lo.
        let (l, h) = lo.absolute()?;
        let (l, h) = (i64::from(l) + offset, i64::from(h) + offset);
        if l < 0 || h > i64::from(u32::MAX) {
            return None;
        }
    }
    Some(space)
}

/// The `offset:N` modifier (0 when absent), or `None` when it cannot be read.
fn immediate_offset(modifiers: &str) -> Option<i64> {
    match modifiers
        .split_whitespace()
        .find_map(|w| w.strip_prefix("offset:"))
    {
        Some(n) => parse_int(n),
        None => Some(0),
    }
}

/// Whether the kernarg dword at byte `hi_offset` can be the high dword of a
/// pointer argument: with metadata, of a `global_buffer` argument (a pointer
/// the language types as one) whose address space is not `local`, `private`
/// or `region`; without metadata, any dword past the first (the user's
/// reading says so). A `by_value` integer is not a pointer argument even when
/// the kernel casts it to one (CuPy passes device addresses as `long`): the
/// languages' rule that pointer arguments are global says nothing of it, and
/// the cast may name any memory (docs/values.md section 10). Hidden
/// arguments (`hidden_*`: the apertures of code object v5 among them) and
/// LDS pointers (`dynamic_shared_pointer`) are not `global_buffer` either.
fn pointer_argument(info: &KernelInfo, hi_offset: u32) -> bool {
    let Some(lo) = hi_offset.checked_sub(4) else {
        return false;
    };
    if info.args.is_empty() {
        return true;
    }
    info.args.iter().any(|a| {
        let end = u64::from(a.offset) + u64::from(a.size);
        a.offset <= lo
            && u64::from(hi_offset) + 4 <= end
            && a.value_kind == "global_buffer"
            && !matches!(
                a.address_space.as_deref(),
                Some("local" | "private" | "region")
            )
    })
}
