//! Which work-items the active lanes are (docs/values.md section 8): a
//! bound `[lo, hi]` on the work-item id x of every lane EXEC holds, and of
//! every lane whose VCC bit is set, from `v_cmp_<rel>_{u,i}32` of `x` with a
//! bounded value and the EXEC masks with VCC LLVM emits for `if (x < n)`.

use crate::instr::Instr;
use crate::reg::RegFile;

use super::{State, Value, WORK_ITEMS_X};

/// No bound: every work-item id.
pub(super) const ALL_X: (u32, u32) = (0, WORK_ITEMS_X - 1);

fn operands(instr: &Instr) -> impl Iterator<Item = &str> {
    instr.operands().split(',').map(str::trim)
}

/// Whether `instr` writes VCC (all or part of it).
pub(super) fn writes_vcc(instr: &Instr) -> bool {
    let vcc = u32::from(crate::reg::VCC_LO);
    instr.writes.as_slice().iter().any(|r| {
        r.file == RegFile::Sgpr
            && u32::from(r.first) <= vcc + 1
            && vcc < u32::from(r.first + r.count)
    })
}

/// The bound on x of the lanes whose VCC bit `instr` sets, when it is a
/// compare of x (`1 * x + 0`) with a bounded value into VCC. A VOPC leaves
/// the bits of inactive lanes 0, so a set bit is a lane where the relation
/// holds.
pub(super) fn compare_x(st: &State, instr: &Instr) -> Option<(u32, u32)> {
    let m = instr.mnemonic();
    let m = m
        .strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .unwrap_or(m);
    let rest = m.strip_prefix("v_cmp_")?;
    let (rel, signed) = match (rest.strip_suffix("_u32"), rest.strip_suffix("_i32")) {
        (Some(r), _) => (r, false),
        (_, Some(r)) => (r, true),
        _ => return None,
    };
    let mut ops = operands(instr);
    let dst = ops.next()?;
    if dst != "vcc" && dst != "vcc_lo" {
        return None;
    }
    let (a, b) = (
        super::transfer::src(st, ops.next()?),
        super::transfer::src(st, ops.next()?),
    );
    if ops.next().is_some() || st.exec_mode() == super::ExecMode::Unknown {
        return None;
    }
    let is_x = |v: &Value| v.lane_form() == Some((1, Value::constant(0)));
    // `x rel c`, the relation mirrored when x is the second operand.
    let (rel, c) = if is_x(&a) && !b.is_lane() {
        (rel, b)
    } else if is_x(&b) && !a.is_lane() {
        let mirrored = match rel {
            "gt" => "lt",
            "lt" => "gt",
            "ge" => "le",
            "le" => "ge",
            r => r,
        };
        (mirrored, a)
    } else {
        return None;
    };
    // x < 1024: a signed compare agrees with the unsigned one when c is
    // non-negative.
    if signed && !c.non_negative() {
        return None;
    }
    let (clo, chi) = c.absolute()?;
    let max = ALL_X.1;
    let r = match rel {
        "lt" => (0, chi.saturating_sub(1)),
        "le" => (0, chi),
        "gt" => (clo.saturating_add(1), max),
        "ge" => (clo, max),
        "eq" => (clo, chi),
        _ => return None,
    };
    Some((r.0.min(max), r.1.min(max)))
}

/// The bound on x of the lanes EXEC holds after `instr`, which writes
/// EXEC: EXEC and-ed with VCC keeps the lanes of both; EXEC and-ed (or
/// and-not-ed) with anything else keeps a subset of its lanes; any other
/// write may hold any lane.
pub(super) fn exec_x(st: &State, instr: &Instr) -> (u32, u32) {
    let m = instr.mnemonic();
    let ops: Vec<&str> = operands(instr).collect();
    let is_exec = |t: &str| t == "exec" || t == "exec_lo";
    let is_vcc = |t: &str| t == "vcc" || t == "vcc_lo";
    let with_vcc = |(lo, hi): (u32, u32)| match st.vcc_x {
        Some((a, b)) => (lo.max(a), hi.min(b).max(lo.max(a))),
        None => (lo, hi),
    };
    let active = st.active_x;
    match (m, ops.as_slice()) {
        ("s_and_saveexec_b64" | "s_and_saveexec_b32", [_, s]) => {
            if is_vcc(s) {
                with_vcc(active)
            } else {
                active
            }
        }
        ("s_and_b64" | "s_and_b32", [d, a, b]) if is_exec(d) && (is_exec(a) || is_exec(b)) => {
            if is_vcc(a) || is_vcc(b) {
                with_vcc(active)
            } else {
                active
            }
        }
        ("s_andn2_b64" | "s_andn2_b32" | "s_and_not1_b64" | "s_and_not1_b32", [d, a, _])
            if is_exec(d) && is_exec(a) =>
        {
            active
        }
        _ => ALL_X,
    }
}
