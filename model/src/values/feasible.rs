//! Which edges of a conditional branch some execution can take
//! (docs/values.md section 9). Two sources, both facts about every
//! execution reaching the branch:
//!
//! * the branch's condition is one constant in the state there
//!   ([`super::branch_decided`]): the other edge is infeasible;
//! * the comparison that set SCC (`s_cmp_*`, `s_cmpk_*`, or a SALU
//!   bitwise/shift result whose SCC is "D != 0") relates a register that
//!   still holds the compared value at the branch to a known bound: on
//!   each edge the register's value is narrowed to the values satisfying
//!   (or failing) the comparison, and an edge on which none is left is
//!   infeasible.
//!
//! The analysis propagates along feasible edges only, with the narrowed
//! value, so a later branch on the same register (a repeated uniform
//! condition, a loop's exit test after the loop) is decided where the
//! narrowed values decide it. [`Edges`] is the public fact: `refine` turns
//! a branch with one infeasible edge into `s_branch` or a fall-through, so
//! every model and oracle (the census's path enumeration included) reads
//! the same pruned graph.

use super::relation::{Rel, Relations};
use super::transfer::{reg_of, src};
use super::{branch_decided, State, Value, SGPRS};
use crate::instr::{Flow, Instr};
use crate::isa::operand::{parse_int, Operands};
use crate::reg::{special, RegFile};

/// What the value analysis proves about a conditional branch's two edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edges {
    /// Some execution reaching the branch may jump.
    pub taken: bool,
    /// Some execution reaching the branch may fall through.
    pub fall: bool,
}

impl Edges {
    /// `Some(true)`: always jumps; `Some(false)`: never; `None`: either.
    pub fn decided(self) -> Option<bool> {
        match (self.taken, self.fall) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            _ => None,
        }
    }
}

/// What a feasible edge's condition says: the register slot it narrows and
/// its value there, and the difference facts on the edge (section 14).
#[derive(Clone, Copy, Debug)]
pub(super) struct Narrowed {
    pub val: Option<(usize, Value)>,
    pub rel: Option<Relations>,
}

impl Narrowed {
    /// Nothing narrowed.
    pub const NONE: Narrowed = Narrowed {
        val: None,
        rel: None,
    };
}

/// One edge: infeasible (`None`), or feasible with what it narrows.
pub(super) type Edge = Option<Narrowed>;

/// What SCC holds at a branch: `reg rel other` (SCC = 1 when it holds),
/// `reg` an SGPR slot not written since the comparison.
#[derive(Clone, Copy, Debug)]
struct Guard {
    slot: usize,
    rel: Rel,
    signed: bool,
    other: Value,
    /// The other operand's SGPR slot, when it is one (also unwritten
    /// since the comparison).
    other_slot: Option<usize>,
}

/// The edges `[taken, fall-through]` of the conditional branch ending the
/// block `start..end`, from the state `exit` after the block's instructions
/// but before the branch. `None` when the block does not end with one.
pub(super) fn edges(instrs: &[Instr], start: u32, end: u32, exit: &State) -> Option<[Edge; 2]> {
    let branch = instrs.get(end.checked_sub(1)? as usize)?;
    if branch.flow != Flow::CondBranch {
        return None;
    }
    const BOTH: [Edge; 2] = [Some(Narrowed::NONE), Some(Narrowed::NONE)];
    match branch_decided(exit, branch) {
        Some(true) => return Some([Some(Narrowed::NONE), None]),
        Some(false) => return Some([None, Some(Narrowed::NONE)]),
        None => {}
    }
    let scc1 = match branch.mnemonic() {
        "s_cbranch_scc1" => true,
        "s_cbranch_scc0" => false,
        _ => return Some(BOTH),
    };
    let Some(g) = guard(instrs, start, end - 1, exit) else {
        return Some(BOTH);
    };
    let cur = exit.vals[g.slot];
    // SCC = 1 exactly when `g.rel` holds; a comparison of two SGPRs also
    // narrows their difference fact (an empty one: no execution).
    let edge = |rel: Rel| {
        let val = narrow(cur, rel, g.signed, g.other)?;
        let rel = match g.other_slot {
            Some(o) => Some(exit.rel.assume(g.slot, o, rel, g.signed)?),
            None => None,
        };
        Some(Narrowed {
            val: Some((g.slot, val)),
            rel,
        })
    };
    let (holds, fails) = (edge(g.rel), edge(g.rel.negate()));
    let out = if scc1 { [holds, fails] } else { [fails, holds] };
    // Both empty cannot happen on a reached branch; keep both then.
    Some(if out.iter().all(Option::is_none) {
        BOTH
    } else {
        out
    })
}

/// Whether `instr` writes SCC.
fn writes_scc(instr: &Instr) -> bool {
    instr.writes.as_slice().iter().any(|r| {
        r.file == RegFile::Special && r.first <= special::SCC && special::SCC < r.first + r.count
    })
}

/// Whether `instr` writes the SGPR slot `slot` (or may: calls, relative
/// operands, writes the analysis cannot place).
fn writes_slot(instr: &Instr, slot: usize) -> bool {
    instr.flow == Flow::Call
        || instr.writes.as_slice().iter().any(|r| {
            r.file == RegFile::Sgpr
                && (r.first as usize..r.first as usize + r.count as usize).contains(&slot)
        })
}

/// The guard SCC holds at instruction `branch` of the block starting at
/// `start`: the last SCC write before it, when it is a comparison or a
/// SALU result whose registers keep their values up to the branch.
fn guard(instrs: &[Instr], start: u32, branch: u32, exit: &State) -> Option<Guard> {
    let k = (start..branch)
        .rev()
        .find(|&k| writes_scc(&instrs[k as usize]) || instrs[k as usize].flow == Flow::Call)?;
    let def = &instrs[k as usize];
    let g = parse_guard(def, exit)?;
    let between = &instrs[k as usize + 1..branch as usize];
    let kept = |slot: usize| !between.iter().any(|i| writes_slot(i, slot));
    (kept(g.slot) && other_slots(def, g.slot)?.iter().flatten().all(|&s| kept(s))).then_some(g)
}

/// The registers among `def`'s compared operands other than `slot`, each an
/// SGPR slot (their values at the branch are the compared ones only if they
/// are not written in between); `None` when one is a register of another
/// kind, whose writes [`writes_slot`] does not see. A "D != 0" guard reads
/// only D.
fn other_slots(def: &Instr, slot: usize) -> Option<[Option<usize>; 2]> {
    use crate::isa::operand::{parse_value, Value as Opnd};
    let mut out = [None; 2];
    if NONZERO_SCC.contains(&def.mnemonic()) {
        return Some(out);
    }
    let ops = Operands::split(def.operands()).ok()?;
    for (k, o) in ops.as_slice().iter().take(2).enumerate() {
        if !matches!(parse_value(o.text), Ok(Opnd::Reg(_))) {
            continue;
        }
        let (s, n) = reg_of(o.text)?;
        if n != 1 || s >= SGPRS as usize {
            return None;
        }
        if s != slot {
            out[k] = Some(s);
        }
    }
    Some(out)
}

/// SALU results whose SCC is "D != 0" (CDNA3 ISA, SOP2: `S_AND_B32` ...
/// `S_ASHR_I32`: "SCC = (D != 0)").
const NONZERO_SCC: [&str; 8] = [
    "s_and_b32",
    "s_or_b32",
    "s_xor_b32",
    "s_andn2_b32",
    "s_orn2_b32",
    "s_lshl_b32",
    "s_lshr_b32",
    "s_ashr_i32",
];

/// The guard `def` (the last SCC write) sets, with values read in `exit`
/// (valid because [`guard`] checks the registers are not written after it).
fn parse_guard(def: &Instr, exit: &State) -> Option<Guard> {
    let m = def.mnemonic();
    let ops = Operands::split(def.operands()).ok()?;
    if !ops.modifiers.is_empty() {
        return None;
    }
    let o = ops.as_slice();
    let sgpr = |text: &str| reg_of(text).filter(|&(s, n)| n == 1 && s < SGPRS as usize);
    if NONZERO_SCC.contains(&m) && o.len() == 3 {
        let (slot, _) = sgpr(o[0].text)?;
        return Some(Guard {
            slot,
            rel: Rel::Lg,
            signed: false,
            other: Value::constant(0),
            other_slot: None,
        });
    }
    let (k, rest) = match (m.strip_prefix("s_cmpk_"), m.strip_prefix("s_cmp_")) {
        (Some(r), _) => (true, r),
        (None, Some(r)) => (false, r),
        _ => return None,
    };
    let (rel, ty) = rest.split_once('_')?;
    let signed = match ty {
        "u32" => false,
        "i32" => true,
        _ => return None,
    };
    let rel = Rel::parse(rel)?;
    if o.len() != 2 {
        return None;
    }
    let b = if k {
        // s_cmpk_*_u32 zero-extends its 16-bit immediate, _i32 sign-extends.
        let c = parse_int(o[1].text)?;
        Value::constant(if signed {
            c as u16 as i16 as i32 as u32
        } else {
            c as u16 as u32
        })
    } else {
        src(exit, o[1].text)
    };
    if let Some((slot, _)) = sgpr(o[0].text) {
        let other_slot = if k {
            None
        } else {
            sgpr(o[1].text).map(|(s, _)| s).filter(|&s| s != slot)
        };
        return Some(Guard {
            slot,
            rel,
            signed,
            other: b,
            other_slot,
        });
    }
    // A constant first, the register second: `K rel s` is `s rel' K`.
    let (slot, _) = sgpr(o[1].text).filter(|_| !k)?;
    Some(Guard {
        slot,
        rel: rel.swap(),
        signed,
        other: src(exit, o[0].text),
        other_slot: None,
    })
}

/// The sign bit: flipping it maps signed order onto unsigned order.
const SIGN: u32 = 1 << 31;

/// The values of `a` for which `a rel b` can hold for some value of `b`
/// (`signed` comparison or not), or `None` when there are none.
fn narrow(a: Value, rel: Rel, signed: bool, b: Value) -> Option<Value> {
    let Some((bl, bh)) = b.absolute() else {
        return Some(a);
    };
    if rel == Rel::Lg {
        return match b.as_const() {
            Some(c) => a.excluding(c),
            None => Some(a),
        };
    }
    // `b`'s bounds in the comparison's order (signed: sign bit flipped);
    // a range crossing the sign boundary spans the whole order.
    let flip = if signed { SIGN } else { 0 };
    let (ol, oh) = if signed && bl < SIGN && bh >= SIGN {
        (0, u32::MAX)
    } else {
        let (x, y) = (bl ^ flip, bh ^ flip);
        (x.min(y), x.max(y))
    };
    // The constraint on `a` in that order.
    let (cl, ch) = match rel {
        Rel::Eq => (ol, oh),
        Rel::Lt => (0, oh.checked_sub(1)?),
        Rel::Le => (0, oh),
        Rel::Gt => (ol.checked_add(1)?, u32::MAX),
        Rel::Ge => (ol, u32::MAX),
        Rel::Lg => return Some(a),
    };
    if !signed {
        return a.within(cl, ch);
    }
    // Back to unsigned: one interval unless it crosses the sign boundary,
    // where it is two; a value meeting both is kept as it is.
    let (ul, uh) = (cl ^ SIGN, ch ^ SIGN);
    if ul <= uh {
        return a.within(ul, uh);
    }
    match (a.within(ul, u32::MAX), a.within(0, uh)) {
        (Some(x), None) | (None, Some(x)) => Some(x),
        (None, None) => None,
        (Some(_), Some(_)) => Some(a),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn iv(lo: u32, hi: u32) -> Value {
        Value::strided(lo, hi, 1).unwrap_or(Value::TOP)
    }

    #[test]
    fn narrowing_keeps_exactly_the_values_that_satisfy_the_relation() {
        let c = Value::constant;
        assert_eq!(narrow(Value::TOP, Rel::Lt, false, c(4)), Some(iv(0, 3)));
        assert_eq!(
            narrow(Value::TOP, Rel::Ge, false, c(4)),
            Some(iv(4, u32::MAX))
        );
        assert_eq!(
            narrow(Value::TOP, Rel::Lg, false, c(0)),
            Some(iv(1, u32::MAX))
        );
        assert_eq!(narrow(c(0), Rel::Lg, false, c(0)), None);
        assert_eq!(narrow(c(3), Rel::Lt, false, c(0)), None);
        assert_eq!(narrow(iv(0, 9), Rel::Eq, false, c(5)), Some(c(5)));
        // Signed: `a >= 0` leaves [0, 2^31); `a < 0` the negative half.
        assert_eq!(
            narrow(Value::TOP, Rel::Ge, true, c(0)),
            Some(iv(0, SIGN - 1))
        );
        assert_eq!(
            narrow(Value::TOP, Rel::Lt, true, c(0)),
            Some(iv(SIGN, u32::MAX))
        );
        // Signed `a < 5` is [MIN, 4]: two unsigned pieces, kept whole on top.
        assert_eq!(narrow(Value::TOP, Rel::Lt, true, c(5)), Some(Value::TOP));
        assert_eq!(narrow(iv(0, 100), Rel::Lt, true, c(5)), Some(iv(0, 4)));
        // Strided values stay on their progression.
        let even = Value::strided(0, 100, 2).unwrap_or(Value::TOP);
        assert_eq!(narrow(even, Rel::Eq, false, c(5)), None);
        assert_eq!(
            narrow(even, Rel::Ge, false, c(5)),
            Value::strided(6, 100, 2)
        );
    }
}
