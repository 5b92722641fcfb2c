//! Implicit operands against LLVM 22 (docs/roles.md section 7).
//!
//! `llvm-mc-22 -show-inst` prints an MCInst's explicit operands only; the
//! implicit uses and defs (EXEC, VCC, SCC, M0, MODE...) live in the opcode's
//! `MCInstrDesc`. LLVM 22's MIR parser checks them: an instruction line that
//! lacks one of its opcode's implicit operands is refused with
//! `missing implicit register operand 'implicit-def $vcc'` (MIParser's
//! `verifyImplicitOperands`: every implicit def, then every implicit use,
//! must appear among the parsed operands; extra operands are allowed; calls
//! are not checked). The real (encoded) opcode names llvm-mc prints
//! (`V_ADDC_CO_U32_e32_gfx9`) are machine instructions llc-22 parses.
//!
//! So each opcode is written as one MIR line carrying, as implicit operands,
//! the registers wavebed's decoding reads (`implicit $exec`) and writes
//! (`implicit-def $vcc`), plus the registers on [`NOT_TRACKED`]; the whole
//! batch goes through `llc-22 -run-pass=none` at once. A clean parse proves
//! every implicit operand LLVM lists is a read (use) or a write (def) of
//! wavebed's; each refusal names one LLVM operand wavebed lacks (a
//! disagreement), which is added to that line before the batch is run again,
//! so one run per disagreement plus one.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::{Command, Stdio};

use wavebed_model::instr::Instr;
use wavebed_model::profile::Arch;
use wavebed_model::reg::{special, RegFile, RegRange, VCC_LO};

use super::PeerError;

/// Implicit operands LLVM lists that wavebed does not track, each with its
/// reason: `(register, defs too, reason)`. They are given to every line (as
/// a use, and as a def when the second field is `true`), so they never
/// disagree and are not counted.
pub const NOT_TRACKED: &[(&str, bool, &str)] = &[
    (
        "mode",
        true,
        "the MODE register (FP rounding and denormals) is written only by SALU \
         instructions (s_setreg, s_round_mode, s_denorm_mode) that complete in \
         order; no counted event writes it, so no wait can protect it",
    ),
    (
        "asynccnt",
        true,
        "gfx1250: LLVM 22 models the ASYNCcnt counter as a register its async \
         copies define and s_wait_asynccnt uses; not architectural state, \
         wavebed models the counter itself (docs/counters.md)",
    ),
    (
        "tensorcnt",
        true,
        "gfx1250: LLVM 22 models the TENSORcnt counter as a register (as \
         asynccnt); wavebed models the counter itself",
    ),
    (
        "exec",
        false,
        "every VALU and vector memory instruction reads EXEC at issue; no counted \
         event writes EXEC (LLVM's SMEM destinations are SReg_*_XEXEC classes, \
         vector results are VGPRs), so a read of it is never a read-after-write \
         race; the write-after-read one of gfx1250's xcnt (a translation re-reads \
         EXEC) is the counter engine's Group::VMEM_IMPLICIT. Defs of EXEC are \
         checked",
    ),
];

/// DS mnemonics that use M0 on gfx9 too (GWS, ordered count, append and
/// consume, the thread-id addressed forms): never excepted by
/// [`form_exceptions`].
const DS_M0_USERS: &[&str] = &[
    "ds_append",
    "ds_consume",
    "ds_gws_",
    "ds_ordered_count",
    "_addtid_",
];

/// Implicit operands LLVM lists for one form that do not hold on the
/// architecture wavebed decodes it for, with the reason in docs/roles.md
/// section 7: the `_vi` DS encodings are shared by gfx8 and gfx9 and their
/// opcode descriptions carry gfx8's M0 use (LDS bounds clamp), while gfx9
/// reads no M0 for LDS (LLVM's `ldsRequiresM0Init()` is false from GFX9;
/// the `_gfx9` DS opcodes list no M0).
pub fn form_exceptions(gfx9: bool, opcode: &str, mnemonic: &str) -> &'static [&'static str] {
    let m0_user = DS_M0_USERS
        .iter()
        .any(|p| mnemonic.starts_with(p) || mnemonic.contains(p));
    if gfx9 && opcode.starts_with("DS_") && opcode.ends_with("_vi") && !m0_user {
        &["implicit $m0"]
    } else {
        &[]
    }
}

/// One implicit operand of LLVM's an instruction lacks in wavebed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImplicitMiss {
    /// Index of the instruction in the batch.
    pub index: usize,
    /// `true` for an implicit def (wavebed must write it), `false` for a use
    /// (wavebed must read it).
    pub def: bool,
    /// LLVM's register name without `$` (`vcc`, `exec_lo`, `m0`).
    pub reg: String,
}

/// The answer for a batch.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImplicitReport {
    /// Every LLVM implicit operand wavebed lacks, in discovery order.
    pub misses: Vec<ImplicitMiss>,
    /// Instructions llc-22 refused for another reason (index, message).
    pub unparsed: Vec<(usize, String)>,
    /// llc-22 runs.
    pub runs: usize,
}

/// The MIR operands wavebed's `instr` vouches for: `implicit $R` for each
/// register it reads, `implicit-def $R` for each it writes (tracked special
/// registers and VCC; an aliasing name such as `$exec` only when both halves
/// are covered). In wave32 code (a VOPD instruction, or text naming
/// `vcc_lo`) LLVM's static opcode tables still say `$vcc`, which
/// `SIInstrInfo::fixImplicitOperands` narrows to `$vcc_lo`: VCC_LO vouches
/// for `$vcc` there.
pub fn vouched(instr: &Instr) -> Vec<String> {
    // A wave32 spelling: VOPD, or an operand named `vcc_lo`.
    let wave32_only = instr.mnemonic().starts_with("v_dual_") || instr.text.contains("vcc_lo");
    let mut out = Vec::new();
    for (flag, list) in [
        ("implicit", instr.reads.as_slice()),
        ("implicit-def", instr.writes.as_slice()),
    ] {
        let names = mir_names(list);
        if wave32_only && names.contains(&"vcc_lo") && !names.contains(&"vcc") {
            out.push(format!("{flag} $vcc"));
        }
        for name in names {
            out.push(format!("{flag} ${name}"));
        }
    }
    out
}

/// MIR names of the special registers and VCC covered by `list`.
fn mir_names(list: &[RegRange]) -> Vec<&'static str> {
    let has = |file: RegFile, n: u16| {
        list.iter()
            .any(|r| r.file == file && r.first <= n && n < r.first + r.count)
    };
    let sp = |n| has(RegFile::Special, n);
    let mut out = Vec::new();
    let pairs: [(bool, bool, &'static str, &'static str, &'static str); 4] = [
        (
            sp(special::EXEC_LO),
            sp(special::EXEC_HI),
            "exec",
            "exec_lo",
            "exec_hi",
        ),
        (
            has(RegFile::Sgpr, VCC_LO),
            has(RegFile::Sgpr, VCC_LO + 1),
            "vcc",
            "vcc_lo",
            "vcc_hi",
        ),
        (
            sp(special::FLAT_SCRATCH_LO),
            sp(special::FLAT_SCRATCH_HI),
            "flat_scr",
            "flat_scr_lo",
            "flat_scr_hi",
        ),
        (
            sp(special::XNACK_MASK_LO),
            sp(special::XNACK_MASK_HI),
            "xnack_mask",
            "xnack_mask_lo",
            "xnack_mask_hi",
        ),
    ];
    for (lo, hi, both, lo_name, hi_name) in pairs {
        if lo && hi {
            out.push(both);
        }
        if lo {
            out.push(lo_name);
        }
        if hi {
            out.push(hi_name);
        }
    }
    if sp(special::M0) {
        out.push("m0");
    }
    if sp(special::SCC) {
        out.push("scc");
    }
    out
}

/// Header lines of the MIR document before the first instruction line.
const HEADER: &str = "---\nname: f\nfailedISel: true\nbody: |\n  bb.0:\n";

/// Checks `items` (an MCInst opcode and the MIR operands wavebed vouches
/// for, see [`vouched`]) against LLVM 22's implicit operands on `arch`.
pub fn check(arch: Arch, items: &[(String, Vec<String>)]) -> Result<ImplicitReport, PeerError> {
    let llc = super::roles::tool("llc")?;
    let mut lines: Vec<Option<Vec<String>>> = items
        .iter()
        .map(|(opcode, ops)| {
            let mut all = vec![opcode.clone()];
            all.extend(ops.iter().cloned());
            for (reg, defs, _) in NOT_TRACKED {
                all.push(format!("implicit ${reg}"));
                if *defs {
                    all.push(format!("implicit-def ${reg}"));
                }
            }
            Some(all)
        })
        .collect();
    let mut report = ImplicitReport::default();
    // Every run either parses or takes one line's operand or the line away.
    let budget = items.len() * 16 + 2;
    loop {
        if report.runs > budget {
            return Err(unusable(&llc, "llc keeps refusing the batch"));
        }
        // Line numbers of the document, one per live item.
        let mut doc = String::from(HEADER);
        let mut at_line = BTreeMap::new();
        let mut line_no = HEADER.lines().count();
        for (k, l) in lines.iter().enumerate() {
            if let Some(words) = l {
                line_no += 1;
                at_line.insert(line_no, k);
                doc.push_str("    ");
                doc.push_str(&words[0]);
                if words.len() > 1 {
                    doc.push(' ');
                    doc.push_str(&words[1..].join(", "));
                }
                doc.push('\n');
            }
        }
        doc.push_str("...\n");
        report.runs += 1;
        let err = run_llc(&llc, arch, &doc)?;
        let Some((line, message)) = err else {
            return Ok(report);
        };
        let Some(&k) = at_line.get(&line) else {
            return Err(unusable(&llc, &format!("line {line}: {message}")));
        };
        match missing_operand(&message) {
            Some((def, reg)) => {
                if let Some(words) = lines[k].as_mut() {
                    words.push(format!(
                        "{} ${reg}",
                        if def { "implicit-def" } else { "implicit" }
                    ));
                }
                report.misses.push(ImplicitMiss {
                    index: k,
                    def,
                    reg: reg.to_string(),
                });
            }
            None => {
                lines[k] = None;
                report.unparsed.push((k, message));
            }
        }
    }
}

fn unusable(llc: &std::path::Path, reason: &str) -> PeerError {
    PeerError::Unusable {
        path: llc.to_path_buf(),
        what: "the MIR parser's implicit-operand check".to_string(),
        reason: reason.to_string().into(),
    }
}

/// `Some((def, reg))` from `missing implicit register operand 'implicit-def $vcc'`.
fn missing_operand(message: &str) -> Option<(bool, &str)> {
    let rest = message.strip_prefix("missing implicit register operand '")?;
    let rest = rest.strip_suffix('\'')?;
    let (flag, reg) = rest.split_once(" $")?;
    match flag {
        "implicit-def" => Some((true, reg)),
        "implicit" => Some((false, reg)),
        _ => None,
    }
}

/// Runs llc on `doc`: `None` when it parses, else the first error's line
/// and message (`error: <stdin>:L:C: MESSAGE`).
fn run_llc(
    llc: &std::path::Path,
    arch: Arch,
    doc: &str,
) -> Result<Option<(usize, String)>, PeerError> {
    let io = |error| PeerError::Io {
        path: llc.to_path_buf(),
        error,
    };
    let mut child = Command::new(llc)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            &format!("-mcpu={}", arch.name()),
            // The opcode tables are static, so the wave size does not change
            // what is checked; but on wave32 the parser's last step
            // (finalizeLowering's operand fix-up, which narrows VCC to
            // VCC_LO) crashes on lines without explicit operands.
            "-mattr=+wavefrontsize64",
            "-run-pass=none",
            "-x",
            "mir",
            "-o",
            "/dev/null",
            "-",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| PeerError::Spawn {
            path: llc.to_path_buf(),
            error,
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(doc.as_bytes()).map_err(io)?;
    }
    let out = child.wait_with_output().map_err(io)?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix("error: <stdin>:") {
            let mut parts = rest.splitn(3, ':');
            let line = parts.next().and_then(|n| n.parse::<usize>().ok());
            let _col = parts.next();
            let message = parts.next().unwrap_or("").trim().to_string();
            if let Some(line) = line {
                return Ok(Some((line, message)));
            }
        }
    }
    if out.status.success() {
        Ok(None)
    } else {
        Err(unusable(llc, stderr.lines().next().unwrap_or("no message")))
    }
}
