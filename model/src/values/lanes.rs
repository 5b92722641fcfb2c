//! Which work-items the active lanes are (docs/values.md section 8): a
//! bound `[lo, hi]` on the work-item id x of every lane EXEC holds, and of
//! every lane whose VCC bit is set, from `v_cmp_<rel>_{u,i}32` of `x` with a
//! bounded value and the EXEC masks with VCC LLVM emits for `if (x < n)`
//! (gfx9: `v_cmp` + `s_and_saveexec`; gfx10 on: `v_cmpx_<rel>_{u,i}32`,
//! which narrows EXEC itself).

use crate::instr::Instr;
use crate::reg::RegFile;

use super::decoded::Src;
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

/// The relation of a compare the lane bounds follow (the rest bound none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rel {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Other,
}

impl Rel {
    fn of(rel: &str) -> Rel {
        match rel {
            "lt" => Rel::Lt,
            "le" => Rel::Le,
            "gt" => Rel::Gt,
            "ge" => Rel::Ge,
            "eq" => Rel::Eq,
            _ => Rel::Other,
        }
    }

    /// The relation with its operands swapped.
    fn mirrored(self) -> Rel {
        match self {
            Rel::Gt => Rel::Lt,
            Rel::Lt => Rel::Gt,
            Rel::Ge => Rel::Le,
            Rel::Le => Rel::Ge,
            r => r,
        }
    }
}

/// A `v_cmp_<rel>_{u,i}32` or `v_cmpx_<rel>_{u,i}32`, decoded from its
/// text once per analysis ([`super::decoded`]): parsing the mnemonic and
/// operands of every compare the fixpoint steps was a tenth of its
/// step's own cost (issue 30).
#[derive(Clone, Copy, Debug)]
pub(super) struct Compare {
    /// Its destination is VCC (`vcc` or `vcc_lo`); gfx10+'s `v_cmpx`
    /// has none.
    to_vcc: bool,
    rel: Rel,
    signed: bool,
    a: Src,
    b: Src,
}

impl Compare {
    /// `instr`'s compare, when it is one of the forms [`Compare::bound`]
    /// may bound.
    pub(super) fn of(instr: &Instr) -> Option<Compare> {
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
        Some(Compare {
            to_vcc: matches!(dst, Some("vcc" | "vcc_lo")),
            rel: Rel::of(rel),
            signed,
            a: Src::parse(a),
            b: Src::parse(b),
        })
    }

    /// The bound on x of the lanes where the relation holds, when it
    /// compares x (`1 * x + 0`) with a bounded scalar value in `st`.
    fn bound(&self, st: &State) -> Option<(u32, u32)> {
        if st.exec_mode() == super::ExecMode::Unknown {
            return None;
        }
        let (a, b) = (self.a.value(st), self.b.value(st));
        let is_x = |v: &Value| v.lane_form() == Some((1, Value::constant(0)));
        // `x rel c`, the relation mirrored when x is the second operand.
        let (rel, c) = if is_x(&a) && !b.is_lane() {
            (self.rel, b)
        } else if is_x(&b) && !a.is_lane() {
            (self.rel.mirrored(), a)
        } else {
            return None;
        };
        // x < 1024: a signed compare agrees with the unsigned one when c is
        // non-negative.
        if self.signed && !c.non_negative() {
            return None;
        }
        let (clo, chi) = c.absolute()?;
        let max = ALL_X.1;
        let r = match rel {
            Rel::Lt => (0, chi.saturating_sub(1)),
            Rel::Le => (0, chi),
            Rel::Gt => (clo.saturating_add(1), max),
            Rel::Ge => (clo, max),
            Rel::Eq => (clo, chi),
            Rel::Other => return None,
        };
        Some((r.0.min(max), r.1.min(max)))
    }
}

/// The bound on x of the lanes whose VCC bit a compare `cmp` sets, when it
/// compares x (`1 * x + 0`) with a bounded value into VCC. A VOPC leaves
/// the bits of inactive lanes 0, so a set bit is a lane where the relation
/// holds. gfx9's `v_cmpx_* vcc, a, b` writes the same bits to VCC and EXEC.
pub(super) fn compare_x(st: &State, cmp: &Compare) -> Option<(u32, u32)> {
    cmp.to_vcc.then(|| cmp.bound(st)).flatten()
}

/// `(lo, hi)` narrowed to `(a, b)`: the lanes in both. An empty meet (no
/// lane) is any bound; the lower end is kept.
fn meet((lo, hi): (u32, u32), (a, b): (u32, u32)) -> (u32, u32) {
    let lo = lo.max(a);
    (lo, hi.min(b).max(lo))
}

/// What a write of EXEC does to the lanes' bound on x, decoded from the
/// instruction's text once per analysis ([`super::decoded`]): EXEC and-ed
/// with VCC keeps the lanes of both, a `v_cmpx` of x the old lanes where
/// its relation holds; EXEC and-ed (or and-not-ed) with anything else, or
/// narrowed by any other `v_cmpx`, keeps a subset of its lanes; any other
/// write may hold any lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ExecX {
    /// A `v_cmpx_*`: the old lanes, within its relation's bound.
    Cmpx,
    /// A subset of the old lanes.
    Active,
    /// The old lanes and VCC's.
    WithVcc,
    /// Any lane.
    All,
}

impl ExecX {
    pub(super) fn of(instr: &Instr) -> ExecX {
        let m = instr.mnemonic();
        if m.starts_with("v_cmpx_") {
            // EXEC becomes the old EXEC and-ed with the relation's lanes (a
            // VOPC writes 0 for inactive lanes).
            return ExecX::Cmpx;
        }
        // Only these mnemonics keep a bound: the others' operands are not
        // split (this decodes every distinct instruction of a kernel).
        if !matches!(
            m,
            "s_and_saveexec_b64"
                | "s_and_saveexec_b32"
                | "s_and_b64"
                | "s_and_b32"
                | "s_andn2_b64"
                | "s_andn2_b32"
                | "s_and_not1_b64"
                | "s_and_not1_b32"
        ) {
            return ExecX::All;
        }
        let is_exec = |t: &str| t == "exec" || t == "exec_lo";
        let is_vcc = |t: &str| t == "vcc" || t == "vcc_lo";
        let mut ops = [""; 3];
        let mut n = 0;
        for t in operands(instr) {
            if n == ops.len() {
                return ExecX::All;
            }
            ops[n] = t;
            n += 1;
        }
        match (m, &ops[..n]) {
            ("s_and_saveexec_b64" | "s_and_saveexec_b32", [_, s]) => {
                if is_vcc(s) {
                    ExecX::WithVcc
                } else {
                    ExecX::Active
                }
            }
            ("s_and_b64" | "s_and_b32", [d, a, b]) if is_exec(d) && (is_exec(a) || is_exec(b)) => {
                if is_vcc(a) || is_vcc(b) {
                    ExecX::WithVcc
                } else {
                    ExecX::Active
                }
            }
            ("s_andn2_b64" | "s_andn2_b32" | "s_and_not1_b64" | "s_and_not1_b32", [d, a, _])
                if is_exec(d) && is_exec(a) =>
            {
                ExecX::Active
            }
            _ => ExecX::All,
        }
    }
}

/// The bound on x of the lanes EXEC holds after an instruction that
/// writes EXEC as `rule` says (`cmp`: its compare, for a `v_cmpx`).
pub(super) fn exec_x(st: &State, rule: ExecX, cmp: Option<&Compare>) -> (u32, u32) {
    let active = st.active_x;
    match rule {
        ExecX::Cmpx => match cmp.and_then(|c| c.bound(st)) {
            Some(bound) => meet(active, bound),
            None => active,
        },
        ExecX::Active => active,
        ExecX::WithVcc => match st.vcc_x {
            Some(v) => meet(active, v),
            None => active,
        },
        ExecX::All => ALL_X,
    }
}
