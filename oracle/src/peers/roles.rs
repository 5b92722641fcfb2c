//! Operand roles against LLVM 22 (docs/roles.md): every register operand
//! `llvm-mc-22 -show-inst` puts in an instruction's MCInst must be read or
//! written, with the same width, in wavebed's decoding of the same text, and
//! every form `llvm-mca-22 --instruction-info` marks MayLoad or MayStore must
//! be a memory instruction in wavebed (or on [`NOT_MEMORY`], with its
//! reason). Inputs: listing text (assembled by llvm-mc) or random encodings
//! per encoding family (disassembled by llvm-mc; the invalid ones dropped).

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use wavebed_model::instr::Instr;
use wavebed_model::isa::tools;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::{Arch, Profile, WaitGen};
use wavebed_model::reg::{special, RegFile, RegRange, VCC_LO};

use super::PeerError;

/// Forms llvm-mca marks MayLoad/MayStore that issue no counter event in
/// wavebed, each with its reason.
pub const NOT_MEMORY: &[(&str, &str)] = &[
    (
        "buffer_inv",
        "cache invalidate: SIInsertWaitcnts raises no event for it (getMUBUFIsBufferInv)",
    ),
    (
        "buffer_wbinvl1",
        "cache invalidate: SIInsertWaitcnts raises no event for it (getMUBUFIsBufferInv)",
    ),
    (
        "buffer_gl0_inv",
        "cache invalidate: SIInsertWaitcnts raises no event for it (getMUBUFIsBufferInv)",
    ),
    (
        "buffer_gl1_inv",
        "cache invalidate: SIInsertWaitcnts raises no event for it (getMUBUFIsBufferInv)",
    ),
    (
        "s_barrier",
        "barriers order memory, but their completion is not counted (no register result)",
    ),
    (
        "s_sendmsg",
        "a message without a return counts on lgkmcnt in wavebed only when it writes nothing: no register effect to miss",
    ),
    (
        "s_endpgm",
        "ends the wave: nothing after it can race",
    ),
    (
        "s_icache_inv",
        "instruction cache: no data register",
    ),
    (
        "s_ttracedata",
        "trace data: reads its operand at issue, no result",
    ),
    (
        "s_nop",
        "no effect",
    ),
    (
        "global_prefetch",
        "speculative cache fill with no result: llc-22 counts it on no counter and guards no source (docs/counters.md section 13)",
    ),
    (
        "flat_prefetch",
        "speculative cache fill with no result: llc-22 counts it on no counter and guards no source (docs/counters.md section 13)",
    ),
];

/// Forms LLVM 22 knows that wavebed refuses on purpose (an error at the
/// input's line, never a guess), each with its reason: the differential
/// counts them (`refused=`) instead of reporting a disagreement. Any other
/// rejected text is a disagreement.
pub const REFUSED: &[(&str, &str)] = &[
    (
        "s_waitcnt_vmcnt",
        "gfx10/gfx11 single-counter wait with an SGPR count operand (not `null`): its threshold depends on a run-time value; LLVM emits only `null`",
    ),
    (
        "s_waitcnt_vscnt",
        "gfx10/gfx11 single-counter wait with an SGPR count operand (not `null`): its threshold depends on a run-time value; LLVM emits only `null`",
    ),
    (
        "s_waitcnt_lgkmcnt",
        "gfx10/gfx11 single-counter wait with an SGPR count operand (not `null`): its threshold depends on a run-time value; LLVM emits only `null`",
    ),
    (
        "s_waitcnt_expcnt",
        "gfx10/gfx11 single-counter wait with an SGPR count operand (not `null`): its threshold depends on a run-time value; LLVM emits only `null`",
    ),
    (
        "lds_param_load",
        "LDSDIR load (gfx11): counts on expcnt (SIInsertWaitcnts: EXP_LDS_ACCESS), which no memory kind models",
    ),
    (
        "lds_direct_load",
        "LDSDIR load (gfx11): counts on expcnt (SIInsertWaitcnts: EXP_LDS_ACCESS), which no memory kind models",
    ),
    (
        "ds_param_load",
        "LDSDIR load (gfx12 spelling): counts on expcnt, which no memory kind models",
    ),
    (
        "ds_direct_load",
        "LDSDIR load (gfx12 spelling): counts on expcnt, which no memory kind models",
    ),
];

/// Forms refused on purpose by a modifier rather than a mnemonic: (mnemonic
/// prefix, modifier, reason), counted like [`REFUSED`].
pub const REFUSED_MODIFIERS: &[(&str, &str, &str)] = &[(
    "ds_",
    "gds",
    "GDS access (gfx9-gfx11): holds its source VGPRs until expcnt (SIInsertWaitcnts: GDS_GPR_LOCK), which no memory kind models",
)];

/// One instruction as llvm-mc printed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct McInst {
    /// The instruction text llvm-mc printed.
    pub text: String,
    /// The MCInst opcode name (`FLAT_LOAD_DWORD_gfx11`).
    pub opcode: String,
    /// Register operands in MCInst order.
    pub regs: Vec<RegRange>,
    /// Register names wavebed cannot read (reported, never ignored).
    pub unknown: Vec<String>,
}

/// How one instruction compares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Agree,
    /// An MCInst register wavebed neither reads nor writes (a miss).
    Missing(RegRange),
    /// llvm-mca says it may load or store; wavebed has no memory kind.
    NotMemory,
    /// wavebed rejects text llvm-mc printed.
    Rejected(String),
    /// wavebed rejects it on purpose: a form on [`REFUSED`].
    Refused,
    /// An MCInst register name wavebed cannot read.
    UnknownRegister(String),
    /// An implicit operand of LLVM's opcode (docs/roles.md section 7) that
    /// wavebed does not write (`def`) or read: `reg` is LLVM's MIR name.
    MissingImplicit {
        def: bool,
        reg: String,
    },
    /// llc-22's MIR parser refused the opcode for another reason than a
    /// missing implicit operand: its implicit operands are unchecked.
    ImplicitUnchecked(String),
}

/// Finds llvm-mc / llvm-mca (LLVM 22).
pub(super) fn tool(name: &'static str) -> Result<PathBuf, PeerError> {
    tools::find_llvm_tool(name).ok_or(PeerError::NotFound {
        tool: name,
        hint: "LLVM 22: bash scripts/setup.sh",
    })
}

fn run(tool: &PathBuf, args: &[String], input: &str) -> Result<String, PeerError> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|error| PeerError::Spawn {
            path: tool.clone(),
            error,
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_bytes())
            .map_err(|error| PeerError::Io {
                path: tool.clone(),
                error,
            })?;
    }
    let out = child.wait_with_output().map_err(|error| PeerError::Io {
        path: tool.clone(),
        error,
    })?;
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn mcpu(arch: Arch) -> String {
    format!("-mcpu={}", arch.name())
}

/// Assembles `lines` with `llvm-mc -show-inst`; lines llvm-mc rejects are
/// dropped.
pub fn assemble(arch: Arch, lines: &[String]) -> Result<Vec<McInst>, PeerError> {
    let mc = tool("llvm-mc")?;
    let args = [
        "-triple=amdgcn-amd-amdhsa".to_string(),
        mcpu(arch),
        "-show-inst".to_string(),
    ];
    let mut input = String::new();
    for l in lines {
        input.push_str(l);
        input.push('\n');
    }
    Ok(parse_show_inst(&run(&mc, &args, &input)?))
}

/// Disassembles candidate encodings (one per line, dwords little-endian) with
/// `llvm-mc --disassemble -show-inst`; invalid ones are dropped.
pub fn disassemble(arch: Arch, candidates: &[Vec<u32>]) -> Result<Vec<McInst>, PeerError> {
    let mc = tool("llvm-mc")?;
    let args = [
        "--disassemble".to_string(),
        "-triple=amdgcn-amd-amdhsa".to_string(),
        mcpu(arch),
        "-show-inst".to_string(),
    ];
    let mut input = String::new();
    for words in candidates {
        for w in words {
            for b in w.to_le_bytes() {
                input.push_str(&format!("0x{b:02x} "));
            }
        }
        input.push('\n');
    }
    Ok(parse_show_inst(&run(&mc, &args, &input)?))
}

/// Which of `texts` llvm-mca marks MayLoad or MayStore (`None`: llvm-mca
/// cannot schedule the line).
pub fn may_access(arch: Arch, texts: &[&str]) -> Result<Vec<Option<bool>>, PeerError> {
    let mca = tool("llvm-mca")?;
    let args = [
        "-mtriple=amdgcn-amd-amdhsa".to_string(),
        mcpu(arch),
        "--instruction-info".to_string(),
        "--iterations=1".to_string(),
        "--resource-pressure=false".to_string(),
        "--timeline=false".to_string(),
        "--all-views=false".to_string(),
        "--instruction-info=true".to_string(),
    ];
    let mut input = String::new();
    for t in texts {
        input.push_str(t);
        input.push('\n');
    }
    let out = run(&mca, &args, &input)?;
    let flags = mca_table(&out);
    if flags.len() == texts.len() {
        return Ok(flags.into_iter().map(Some).collect());
    }
    // llvm-mca stops at the first line it cannot schedule: halve the batch
    // until the line is alone (its answer is then unknown).
    if texts.len() == 1 {
        return Ok(vec![None]);
    }
    let (a, b) = texts.split_at(texts.len() / 2);
    let mut out = may_access(arch, a)?;
    out.extend(may_access(arch, b)?);
    Ok(out)
}

/// The MayLoad/MayStore columns of llvm-mca's instruction-info table.
fn mca_table(out: &str) -> Vec<bool> {
    let mut flags = Vec::new();
    let mut table = false;
    for line in out.lines() {
        if line.contains("Instructions:") && line.contains("[1]") {
            table = true;
            continue;
        }
        if !table || line.trim().is_empty() {
            if table && !flags.is_empty() {
                break;
            }
            continue;
        }
        // `[1] [2] [3] [4] [5] [6]` columns are 7 characters wide.
        let col = |k: usize| line.get(k * 7..k * 7 + 7).is_some_and(|c| c.contains('*'));
        flags.push(col(3) || col(4));
    }
    flags
}

/// Reads `llvm-mc -show-inst` output: an instruction line ending in
/// `; <MCInst #N NAME` and one `;  <MCOperand Reg:NAME>` line per operand.
pub fn parse_show_inst(out: &str) -> Vec<McInst> {
    let mut insts: Vec<McInst> = Vec::new();
    for line in out.lines() {
        if let Some(at) = line.find("; <MCInst #") {
            let text = line[..at].trim().to_string();
            let rest = &line[at + "; <MCInst #".len()..];
            let opcode = rest
                .split_whitespace()
                .nth(1)
                .unwrap_or("")
                .trim_end_matches('>')
                .to_string();
            if text.is_empty() || text.starts_with('.') {
                continue;
            }
            insts.push(McInst {
                text,
                opcode,
                regs: Vec::new(),
                unknown: Vec::new(),
            });
        }
        if let Some(at) = line.find("<MCOperand Reg:") {
            let name = line[at + "<MCOperand Reg:".len()..].trim_end_matches('>');
            let name = name.trim_end_matches('>');
            if let Some(inst) = insts.last_mut() {
                match register(name) {
                    Some(Some(r)) => inst.regs.push(r),
                    Some(None) => {}
                    None => inst.unknown.push(name.to_string()),
                }
            }
        }
    }
    insts
}

/// An MCInst register name: `Some(Some(range))`, `Some(None)` for a
/// register with no effect wavebed tracks (`SGPR_NULL`, `SRC_*` constants,
/// `LDS_DIRECT`), `None` for a name wavebed cannot read.
fn register(name: &str) -> Option<Option<RegRange>> {
    // Subtarget variants carry a lower-case suffix: `TTMP6_gfx9plus`,
    // `M0_gfxpre11`, `FLAT_SCR_LO_vi`.
    let name = match name.rfind('_') {
        Some(i) if name[i + 1..].starts_with(|c: char| c.is_ascii_lowercase()) => &name[..i],
        _ => name,
    };
    let sp = |n, c| Some(Some(RegRange::new(RegFile::Special, n, c)));
    let sg = |n, c| Some(Some(RegRange::new(RegFile::Sgpr, n, c)));
    match name {
        "VCC" => return sg(VCC_LO, 2),
        "VCC_LO" | "VCC_LO_LO16" => return sg(VCC_LO, 1),
        "VCC_HI" => return sg(VCC_LO + 1, 1),
        "EXEC" => return sp(special::EXEC_LO, 2),
        "EXEC_LO" => return sp(special::EXEC_LO, 1),
        "EXEC_HI" => return sp(special::EXEC_HI, 1),
        "M0" | "M0_LO16" => return sp(special::M0, 1),
        "SCC" => return sp(special::SCC, 1),
        "FLAT_SCR" => return sp(special::FLAT_SCRATCH_LO, 2),
        "FLAT_SCR_LO" => return sp(special::FLAT_SCRATCH_LO, 1),
        "FLAT_SCR_HI" => return sp(special::FLAT_SCRATCH_HI, 1),
        "XNACK_MASK" => return sp(special::XNACK_MASK_LO, 2),
        "XNACK_MASK_LO" => return sp(special::XNACK_MASK_LO, 1),
        "XNACK_MASK_HI" => return sp(special::XNACK_MASK_HI, 1),
        _ => {}
    }
    if name.starts_with("SGPR_NULL")
        || name.starts_with("SRC_")
        || name == "LDS_DIRECT"
        || name.starts_with("TBA")
        || name.starts_with("TMA")
        || name == "PRIVATE_RSRC_REG"
        || name == "NoRegister"
        || name.is_empty()
    {
        return Some(None);
    }
    let mut range: Option<RegRange> = None;
    for part in name.split('_') {
        if matches!(part, "LO16" | "HI16") {
            continue;
        }
        let (file, num) = [
            ("VGPR", RegFile::Vgpr),
            ("AGPR", RegFile::Agpr),
            ("SGPR", RegFile::Sgpr),
            ("TTMP", RegFile::Ttmp),
        ]
        .into_iter()
        .find_map(|(p, f)| part.strip_prefix(p).map(|n| (f, n)))?;
        let n: u16 = num.parse().ok()?;
        range = Some(match range {
            None => RegRange::new(file, n, 1),
            Some(r) if r.file == file && r.first + r.count == n => RegRange {
                count: r.count + 1,
                ..r
            },
            Some(_) => return None,
        });
    }
    range.map(Some)
}

/// Whether wavebed's `instr` covers every slot of `r`.
fn covers(instr: &Instr, r: &RegRange) -> bool {
    if instr.indexed && r.file == RegFile::Vgpr {
        return true;
    }
    let all = instr.reads.as_slice().iter().chain(instr.writes.as_slice());
    r.slots()
        .all(|s| all.clone().any(|x| x.slots().contains(&s)))
}

/// Compares llvm-mc's `m` (with llvm-mca's `may_access`) with wavebed's
/// decoding of the same text.
pub fn judge(profile: &Profile, m: &McInst, may_access: bool) -> Verdict {
    if let Some(u) = m.unknown.first() {
        return Verdict::UnknownRegister(u.clone());
    }
    let instr = match wavebed_model::isa::decode(&m.text, profile) {
        Ok(i) => i,
        Err(_) if is_refused(&m.text) => return Verdict::Refused,
        Err(e) => return Verdict::Rejected(e.message),
    };
    if instr.unit == wavebed_model::instr::Unit::Wait {
        return Verdict::Agree;
    }
    for r in &m.regs {
        if !covers(&instr, r) {
            return Verdict::Missing(*r);
        }
    }
    let mnemonic = instr.mnemonic();
    let excepted = NOT_MEMORY.iter().any(|(p, _)| mnemonic.starts_with(p));
    if may_access && instr.mem.is_none() && !excepted {
        return Verdict::NotMemory;
    }
    Verdict::Agree
}

/// Whether `text`'s mnemonic is on [`REFUSED`].
fn is_refused(text: &str) -> bool {
    let mnemonic = text.split_whitespace().next().unwrap_or("");
    REFUSED.iter().any(|(p, _)| mnemonic.starts_with(p))
        || REFUSED_MODIFIERS.iter().any(|(p, m, _)| {
            mnemonic.starts_with(p) && text.split_whitespace().skip(1).any(|w| w == *m)
        })
}

/// The encoding family of an MCInst opcode name, for the coverage table.
pub fn family(opcode: &str, text: &str) -> &'static str {
    let m = text.split_whitespace().next().unwrap_or("");
    let o = opcode;
    if m.starts_with("v_dual_") {
        "VOPD"
    } else if o.starts_with("S_LOAD")
        || o.starts_with("S_BUFFER_")
        || o.starts_with("S_STORE")
        || o.starts_with("S_SCRATCH")
        || o.starts_with("S_ATOMIC")
        || o.starts_with("S_DCACHE")
        || o.starts_with("S_MEMTIME")
        || o.starts_with("S_MEMREALTIME")
        || o.starts_with("S_ATC")
        || o.starts_with("S_PREFETCH")
    {
        "SMEM"
    } else if m.starts_with("s_") {
        "SALU/SOPP"
    } else if m.starts_with("ds_") {
        "DS"
    } else if m.starts_with("flat_") {
        "FLAT"
    } else if m.starts_with("global_") || m.starts_with("scratch_") {
        "GLOBAL/SCRATCH"
    } else if m.starts_with("buffer_") || m.starts_with("tbuffer_") {
        "MUBUF/MTBUF"
    } else if m.starts_with("image_") {
        "MIMG"
    } else if m.starts_with("exp") {
        "EXP"
    } else if o.contains("_dpp") || m.ends_with("_dpp") {
        "VOP-DPP"
    } else if o.contains("_sdwa") || m.ends_with("_sdwa") {
        "VOP-SDWA"
    } else if o.contains("_e64") || o.contains("VOP3") || m.ends_with("_e64") {
        "VOP3"
    } else if m.starts_with("v_pk_")
        || m.starts_with("v_mfma")
        || m.starts_with("v_wmma")
        || m.starts_with("v_dot")
        || m.starts_with("v_swmmac")
        || m.starts_with("v_smfmac")
    {
        "VOP3P"
    } else if m.starts_with("v_") {
        "VOP1/VOP2/VOPC"
    } else {
        "other"
    }
}

/// Encoding prefixes of the first dword per generation: (value, bits). The
/// rest of each candidate is random; what decodes is classified by
/// [`family`], so a prefix only steers the generator.
fn prefixes(gen: WaitGen) -> &'static [(u32, u32)] {
    match gen {
        WaitGen::Gfx9 => &[
            (0b10, 2),
            (0b1011, 4),
            (0b1_0111_1101, 9),
            (0b1_0111_1110, 9),
            (0b1_0111_1111, 9),
            (0b11_0000, 6),
            (0b011_1111, 7),
            (0b011_1110, 7),
            (0b0, 1),
            (0b11_0100, 6),
            (0b1_1010_0111, 9),
            (0b11_0110, 6),
            (0b11_0111, 6),
            (0b11_1000, 6),
            (0b11_1010, 6),
            (0b11_1100, 6),
            (0b11_0001, 6),
            (0b11_0101, 6),
        ],
        _ => &[
            (0b10, 2),
            (0b1011, 4),
            (0b1_0111_1101, 9),
            (0b1_0111_1110, 9),
            (0b1_0111_1111, 9),
            (0b11_1101, 6),
            (0b011_1111, 7),
            (0b011_1110, 7),
            (0b0, 1),
            (0b11_0101, 6),
            (0b1100_1100, 8),
            (0b11_0010, 6),
            (0b11_0110, 6),
            (0b11_0111, 6),
            (0b11_1000, 6),
            (0b11_1010, 6),
            (0b11_1100, 6),
            (0b11_1110, 6),
            (0b11_0001, 6),
            (0b11_0100, 6),
            (0b11_1001, 6),
            (0b11_1011, 6),
            (0b1100_1110, 8),
            (0b1100_1101, 8),
        ],
    }
}

/// `n` random candidates of three dwords, the first with a family prefix.
pub fn candidates(gen: WaitGen, n: usize, rng: &mut SplitMix64) -> Vec<Vec<u32>> {
    let ps = prefixes(gen);
    (0..n)
        .map(|k| {
            let (value, bits) = ps[k % ps.len()];
            let low = rng.next_u64() as u32 & (u32::MAX >> bits);
            let first = (value << (32 - bits)) | low;
            vec![first, rng.next_u64() as u32, rng.next_u64() as u32]
        })
        .collect()
}

/// Per encoding family: instructions and forms seen, forms agreeing.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FamilyRow {
    pub instructions: u64,
    pub forms: u64,
    pub agreeing_forms: u64,
    /// Instructions wavebed refuses on purpose ([`REFUSED`]).
    pub refused: u64,
}

/// A disagreement, minimized to one instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    pub text: String,
    pub opcode: String,
    pub verdict: Verdict,
}

/// The campaign's answer.
#[derive(Clone, Debug, Default)]
pub struct RolesReport {
    pub families: BTreeMap<&'static str, FamilyRow>,
    /// One instruction per disagreeing form (opcode).
    pub disagreements: Vec<Disagreement>,
    pub instructions: u64,
    /// Instructions wavebed refuses on purpose ([`REFUSED`]).
    pub refused: u64,
    /// Instructions llvm-mca could not schedule (their memory flags unknown).
    pub mca_unknown: u64,
    /// Instructions llvm-mca marks MayLoad or MayStore.
    pub may_access: u64,
    /// Forms whose implicit operands were checked (docs/roles.md section 7).
    pub implicit_forms: u64,
    /// llc-22 runs the implicit-operand check took.
    pub implicit_runs: u64,
}

/// Judges `insts` (llvm-mc's) against wavebed on `profile`, adding to `report`.
pub fn judge_all(
    arch: Arch,
    profile: &Profile,
    insts: &[McInst],
    report: &mut RolesReport,
) -> Result<(), PeerError> {
    let texts: Vec<&str> = insts.iter().map(|m| m.text.as_str()).collect();
    let mut access = Vec::with_capacity(texts.len());
    for chunk in texts.chunks(2000) {
        access.extend(may_access(arch, chunk)?);
    }
    let mut forms: BTreeMap<String, (&'static str, bool)> = BTreeMap::new();
    // One instruction per opcode whose explicit operands agree: its
    // implicit operands are checked next, in one batch.
    let mut implicit: Vec<(&McInst, Vec<String>)> = Vec::new();
    for (m, &acc) in insts.iter().zip(&access) {
        let fam = family(&m.opcode, &m.text);
        if acc.is_none() {
            report.mca_unknown += 1;
        }
        report.may_access += u64::from(acc == Some(true));
        let verdict = judge(profile, m, acc.unwrap_or(false));
        let row = report.families.entry(fam).or_default();
        row.instructions += 1;
        report.instructions += 1;
        if verdict == Verdict::Refused {
            row.refused += 1;
            report.refused += 1;
            continue;
        }
        let ok = verdict == Verdict::Agree;
        let fresh = !forms.contains_key(&m.opcode);
        let e = forms.entry(m.opcode.clone()).or_insert((fam, true));
        if ok && fresh {
            if let Ok(instr) = wavebed_model::isa::decode(&m.text, profile) {
                let mut ops = super::roles_implicit::vouched(&instr);
                let gfx9 = profile.wait_gen == WaitGen::Gfx9;
                let extra =
                    super::roles_implicit::form_exceptions(gfx9, &m.opcode, instr.mnemonic());
                ops.extend(extra.iter().map(|s| s.to_string()));
                implicit.push((m, ops));
            }
        }
        if !ok && e.1 {
            e.1 = false;
            report.disagreements.push(Disagreement {
                text: m.text.clone(),
                opcode: m.opcode.clone(),
                verdict,
            });
        }
    }
    let items: Vec<(String, Vec<String>)> = implicit
        .iter()
        .map(|(m, ops)| (m.opcode.clone(), ops.clone()))
        .collect();
    let answer = super::roles_implicit::check(arch, &items)?;
    report.implicit_forms += items.len() as u64;
    report.implicit_runs += answer.runs as u64;
    let found = answer
        .misses
        .iter()
        .map(|x| {
            let verdict = Verdict::MissingImplicit {
                def: x.def,
                reg: x.reg.clone(),
            };
            (x.index, verdict)
        })
        .chain(
            answer
                .unparsed
                .iter()
                .map(|(k, msg)| (*k, Verdict::ImplicitUnchecked(msg.clone()))),
        );
    for (k, verdict) in found {
        let m = implicit[k].0;
        if let Some(e) = forms.get_mut(&m.opcode) {
            if e.1 {
                e.1 = false;
                report.disagreements.push(Disagreement {
                    text: m.text.clone(),
                    opcode: m.opcode.clone(),
                    verdict,
                });
            }
        }
    }
    for (fam, ok) in forms.values() {
        let row = report.families.entry(fam).or_default();
        row.forms += 1;
        row.agreeing_forms += u64::from(*ok);
    }
    Ok(())
}

/// Every instruction text of `program` (kernels and device functions), each
/// once, without the contract's synthetic instructions: what
/// [`assemble`] takes.
pub fn instruction_texts(program: &wavebed_model::instr::Program) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    program
        .kernels
        .iter()
        .chain(&program.functions)
        .flat_map(|k| &k.instrs)
        .filter(|i| !i.text.starts_with('('))
        .filter(|i| seen.insert(i.text.clone()))
        .map(|i| i.text.to_string())
        .collect()
}

/// The generated-encoding campaign on `arch`: `cases` random candidates.
pub fn campaign(arch: Arch, cases: usize, seed: u64) -> Result<RolesReport, PeerError> {
    let profile = arch.profile();
    let mut rng = SplitMix64::new(seed);
    let mut report = RolesReport::default();
    let mut left = cases;
    while left > 0 {
        let n = left.min(4000);
        left -= n;
        let cands = candidates(profile.wait_gen, n, &mut rng);
        // The disassembler accepts encodings the assembler refuses (constant
        // bus, operand classes): only texts llvm-mc assembles again are
        // judged, as their MCInst, since wavebed reads text.
        let texts: Vec<String> = disassemble(arch, &cands)?
            .into_iter()
            .map(|m| m.text)
            .collect();
        let insts = assemble(arch, &texts)?;
        judge_all(arch, &profile, &insts, &mut report)?;
    }
    Ok(report)
}
