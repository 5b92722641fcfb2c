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
    MaskSrc::of(text).holds(st)
}

/// A scalar source as [`is_mask`] judges it, decoded from its text once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MaskSrc {
    /// Never a mask: not a register [`is_mask`] knows.
    No,
    /// The constant 0.
    Zero,
    /// EXEC (or EXEC_LO): a mask while EXEC is within the entry's.
    Exec,
    /// SGPRs `first..first + count`: a mask when each holds one.
    Sgprs { first: u8, count: u8 },
}

impl MaskSrc {
    fn of(text: &str) -> MaskSrc {
        match text {
            "0" => MaskSrc::Zero,
            "exec" | "exec_lo" => MaskSrc::Exec,
            _ => match super::transfer::reg_of(text) {
                Some((s, n)) if s + usize::from(n) <= usize::from(SGPRS) => MaskSrc::Sgprs {
                    first: s as u8,
                    count: n as u8,
                },
                _ => MaskSrc::No,
            },
        }
    }

    /// [`is_mask`] of the source decoded, in `st`.
    #[inline]
    fn holds(self, st: &State) -> bool {
        match self {
            MaskSrc::No => false,
            MaskSrc::Zero => true,
            MaskSrc::Exec => st.exec != ExecMode::Unknown,
            MaskSrc::Sgprs { first, count } => {
                let bits = u128::MAX.checked_shr(128 - u32::from(count)).unwrap_or(0) << first;
                st.masks & bits == bits
            }
        }
    }
}

/// Whether the SGPRs an instruction writes hold a mask within the entry
/// EXEC after it, decoded from its mnemonic and operands once per analysis
/// ([`super::decoded`]): the step asks it of every instruction it visits,
/// and matching the mnemonic's text there was 9 % of `check`'s
/// instructions (issue 30).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MaskRule {
    /// Never writes a mask.
    Never,
    /// A compare's lane bits, or the old EXEC an `*_saveexec_*` saves: a
    /// mask while EXEC is within the entry's.
    ExecKnown,
    /// A move or an `andn2`: a mask when its source is.
    One(MaskSrc),
    /// An `and`: a mask when either source is.
    Either(MaskSrc, MaskSrc),
    /// An `or`: a mask when both sources are.
    Both(MaskSrc, MaskSrc),
}

impl MaskRule {
    /// The rule of `instr`: a compare's lane bits while EXEC is within the
    /// entry's, the old EXEC an `*_saveexec_*` saves, and moves, ands and
    /// ors of masks.
    pub(super) fn of(instr: &Instr) -> MaskRule {
        let m = instr.mnemonic();
        if m.starts_with("v_cmp") || has_infix(m, "_saveexec_") {
            return MaskRule::ExecKnown;
        }
        let Some(base) = m.strip_suffix("_b32").or_else(|| m.strip_suffix("_b64")) else {
            return MaskRule::Never;
        };
        // Only these bases can carry a mask: every other `*_b32`/`*_b64`
        // (most of them `v_*`) is decided without splitting its operands.
        if !matches!(base, "s_mov" | "s_and" | "s_andn2" | "s_and_not1" | "s_or") {
            return MaskRule::Never;
        }
        let mut ops = [""; 4];
        let mut n = 0;
        for t in instr.operands().split(',').map(str::trim) {
            if n == ops.len() {
                return MaskRule::Never;
            }
            ops[n] = t;
            n += 1;
        }
        let src = |k: usize| MaskSrc::of(ops[k]);
        match (base, n) {
            ("s_mov", 2) | ("s_andn2" | "s_and_not1", 3) => MaskRule::One(src(1)),
            ("s_and", 3) => MaskRule::Either(src(1), src(2)),
            ("s_or", 3) => MaskRule::Both(src(1), src(2)),
            _ => MaskRule::Never,
        }
    }

    /// Whether the instruction writes a mask, judged on the state before it.
    #[inline]
    pub(super) fn holds(self, st: &State) -> bool {
        match self {
            MaskRule::Never => false,
            MaskRule::ExecKnown => st.exec != ExecMode::Unknown,
            MaskRule::One(a) => a.holds(st),
            MaskRule::Either(a, b) => a.holds(st) || b.holds(st),
            MaskRule::Both(a, b) => a.holds(st) && b.holds(st),
        }
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

/// The state bits of the SGPRs `instr` writes (those [`update`] sets or
/// clears), decoded once per analysis.
pub(super) fn written_bits(instr: &Instr) -> u128 {
    let mut bits = 0;
    for r in instr.writes.as_slice() {
        if r.file != RegFile::Sgpr {
            continue;
        }
        let end = (u32::from(r.first) + u32::from(r.count)).min(u32::from(SGPRS));
        for k in u32::from(r.first)..end {
            bits |= 1 << k;
        }
    }
    bits
}

/// Updates the mask bits of the SGPRs an instruction wrote (`written`, its
/// [`written_bits`]): set when `mask` (its [`MaskRule`] before the step),
/// cleared otherwise.
pub(super) fn update(st: &mut State, written: u128, mask: bool) {
    if mask {
        st.masks |= written;
    } else {
        st.masks &= !written;
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
