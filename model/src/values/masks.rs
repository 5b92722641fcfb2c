//! Which SGPRs hold a lane mask within the entry EXEC (docs/lds.md
//! section 13): a set bit of such a mask is a lane EXEC held at entry. The
//! masks let an EXEC restored through them stay a subset of the entry EXEC:
//! LLVM's loop exits (`s_or_b64 s[0:1], vcc, s[0:1]` accumulates the lanes
//! that left, `s_andn2_b64 exec, exec, s[0:1]` in the loop, then
//! `s_or_b64 exec, exec, s[0:1]` after it) give back only lanes that were
//! active, so the saved entry EXEC restored next is the entry EXEC again.
//!
//! The facts: a VOPC (`v_cmp*`) writes 0 for the lanes EXEC does not hold
//! (AMD's ISA manuals, VOPC; the rule docs/values.md section 8 already
//! uses), and an `*_saveexec_*` saves the old EXEC.

use crate::instr::Instr;
use crate::reg::RegFile;

use super::{ExecMode, State, SGPRS};

/// Whether `text`, a scalar source, holds a mask within the entry EXEC in
/// `st`: the constant 0, EXEC while it is a subset of the entry EXEC, or
/// SGPRs whose every dword is such a mask.
pub(super) fn is_mask(st: &State, text: &str) -> bool {
    match text {
        "0" => true,
        "exec" | "exec_lo" => st.exec != ExecMode::Unknown,
        _ => match super::transfer::reg_of(text) {
            Some((s, n)) => {
                let end = s + usize::from(n);
                end <= usize::from(SGPRS) && (s..end).all(|k| st.masks & (1 << k) != 0)
            }
            None => false,
        },
    }
}

/// Whether the SGPRs `instr` writes hold a mask within the entry EXEC after
/// it, judged on the state before it: a compare's lane bits while EXEC is
/// within the entry's, the old EXEC an `*_saveexec_*` saves, and moves, ands
/// and ors of masks.
pub(super) fn writes_mask(st: &State, instr: &Instr) -> bool {
    let m = instr.mnemonic();
    if m.starts_with("v_cmp") {
        return st.exec != ExecMode::Unknown;
    }
    if has_infix(m, "_saveexec_") {
        return st.exec != ExecMode::Unknown;
    }
    let Some(base) = m.strip_suffix("_b32").or_else(|| m.strip_suffix("_b64")) else {
        return false;
    };
    // Only these bases can carry a mask: every other `*_b32`/`*_b64` (most
    // of them `v_*`) is decided without splitting its operands.
    if !matches!(base, "s_mov" | "s_and" | "s_andn2" | "s_and_not1" | "s_or") {
        return false;
    }
    let mut ops = [""; 4];
    let mut n = 0;
    for t in instr.operands().split(',').map(str::trim) {
        if n == ops.len() {
            return false;
        }
        ops[n] = t;
        n += 1;
    }
    let mask = |k: usize| is_mask(st, ops[k]);
    match (base, n) {
        ("s_mov", 2) => mask(1),
        ("s_and", 3) => mask(1) || mask(2),
        ("s_andn2" | "s_and_not1", 3) => mask(1),
        ("s_or", 3) => mask(1) && mask(2),
        _ => false,
    }
}

/// Whether `infix` (which starts with `_`) occurs in `m`: `str::contains`
/// builds a substring searcher on every call, and this runs on every step
/// of the value analysis (it was 6 % of `check`'s instructions, issue 30);
/// a mnemonic has a handful of underscores to try.
fn has_infix(m: &str, infix: &str) -> bool {
    let (b, pat) = (m.as_bytes(), infix.as_bytes());
    debug_assert_eq!(pat.first(), Some(&b'_'));
    (0..b.len()).any(|i| b[i] == b'_' && b[i..].starts_with(pat))
}

/// Updates the mask bits of the SGPRs `instr` wrote: set when `mask` (from
/// [`writes_mask`] before the step), cleared otherwise.
pub(super) fn update(st: &mut State, instr: &Instr, mask: bool) {
    for r in instr.writes.as_slice() {
        if r.file != RegFile::Sgpr {
            continue;
        }
        let end = (u32::from(r.first) + u32::from(r.count)).min(u32::from(SGPRS));
        for k in u32::from(r.first)..end {
            if mask {
                st.masks |= 1 << k;
            } else {
                st.masks &= !(1 << k);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::has_infix;

    #[test]
    fn infix_search_agrees_with_contains() {
        for m in [
            "s_and_saveexec_b64",
            "s_or_saveexec_b32",
            "s_and_not1_saveexec_b32",
            "s_saveexec_b64",
            "_saveexec_",
            "s_andsaveexec_b64",
            "s_and_saveexec",
            "v_cmpx_saveexec_",
            "v_add_u32",
            "",
            "_",
        ] {
            assert_eq!(has_infix(m, "_saveexec_"), m.contains("_saveexec_"), "{m}");
        }
    }
}
