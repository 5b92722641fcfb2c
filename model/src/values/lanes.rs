//! Which work-items the active lanes are (docs/values.md section 8): a
//! bound `[lo, hi]` on the work-item id x of every lane EXEC holds, and of
//! every lane whose VCC bit is set, from `v_cmp_<rel>_{u,i}32` of `x` with a
//! bounded value and the EXEC masks with VCC LLVM emits for `if (x < n)`
//! (gfx9: `v_cmp` + `s_and_saveexec`; gfx10 on: `v_cmpx_<rel>_{u,i}32`,
//! which narrows EXEC itself).

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
/// holds. gfx9's `v_cmpx_* vcc, a, b` writes the same bits to VCC and EXEC.
pub(super) fn compare_x(st: &State, instr: &Instr) -> Option<(u32, u32)> {
    match compare(st, instr)? {
        (Some(dst), bound) if dst == "vcc" || dst == "vcc_lo" => Some(bound),
        _ => None,
    }
}

/// The destination operand (`None` for gfx10+'s `v_cmpx`, which writes EXEC
/// alone) and the bound on x of the lanes where the relation holds, when
/// `instr` is a `v_cmp_<rel>_{u,i}32` or `v_cmpx_<rel>_{u,i}32` of x
/// (`1 * x + 0`) with a bounded scalar value.
fn compare<'a>(st: &State, instr: &'a Instr) -> Option<(Option<&'a str>, (u32, u32))> {
    let m = instr.mnemonic();
    let m = m
        .strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .unwrap_or(m);
    let (rest, writes_exec) = match m.strip_prefix("v_cmpx_") {
        Some(r) => (r, true),
        None => (m.strip_prefix("v_cmp_")?, false),
    };
    let (rel, signed) = match (rest.strip_suffix("_u32"), rest.strip_suffix("_i32")) {
        (Some(r), _) => (r, false),
        (_, Some(r)) => (r, true),
        _ => return None,
    };
    // gfx9's `v_cmpx` has a destination (VCC or an SGPR pair) as `v_cmp`
    // has; from gfx10 it has none and writes EXEC alone (LLVM D130978:
    // "GFX10+ v_cmpx opcodes promoted to VOP3 have implied dst=EXEC").
    let mut ops = operands(instr);
    let (o0, o1, o2) = (ops.next()?, ops.next()?, ops.next());
    if ops.next().is_some() {
        return None;
    }
    let (dst, a, b) = match o2 {
        Some(o2) => (Some(o0), o1, o2),
        None if writes_exec => (None, o0, o1),
        None => return None,
    };
    if st.exec_mode() == super::ExecMode::Unknown {
        return None;
    }
    let (a, b) = (super::transfer::src(st, a), super::transfer::src(st, b));
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
    Some((dst, (r.0.min(max), r.1.min(max))))
}

/// `(lo, hi)` narrowed to `(a, b)`: the lanes in both. An empty meet (no
/// lane) is any bound; the lower end is kept.
fn meet((lo, hi): (u32, u32), (a, b): (u32, u32)) -> (u32, u32) {
    let lo = lo.max(a);
    (lo, hi.min(b).max(lo))
}

/// The bound on x of the lanes EXEC holds after `instr`, which writes
/// EXEC: EXEC and-ed with VCC keeps the lanes of both, a `v_cmpx` of x the
/// old lanes where its relation holds; EXEC and-ed (or and-not-ed) with
/// anything else, or narrowed by any other `v_cmpx`, keeps a subset of its
/// lanes; any other write may hold any lane.
pub(super) fn exec_x(st: &State, instr: &Instr) -> (u32, u32) {
    let m = instr.mnemonic();
    let ops: Vec<&str> = operands(instr).collect();
    let is_exec = |t: &str| t == "exec" || t == "exec_lo";
    let is_vcc = |t: &str| t == "vcc" || t == "vcc_lo";
    let with_vcc = |active: (u32, u32)| match st.vcc_x {
        Some(v) => meet(active, v),
        None => active,
    };
    let active = st.active_x;
    if m.starts_with("v_cmpx_") {
        // EXEC becomes the old EXEC and-ed with the relation's lanes (a
        // VOPC writes 0 for inactive lanes): a subset of the old lanes,
        // within the relation's bound when it compares x.
        return match compare(st, instr) {
            Some((_, bound)) => meet(active, bound),
            None => active,
        };
    }
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
