//! The calling convention as a checked contract (docs/paths.md section 10).
//!
//! LLVM's convention (SIInsertWaitcnts, checked with llc-22 on gfx942,
//! gfx950, gfx1151 and gfx1200): a callee waits for everything at its entry,
//! because it cannot know what its caller left in flight, and waits before it
//! returns for everything it hands back; a caller waits at a call (or a tail
//! call) only for the registers the call itself reads. wavebed checks both
//! sides of that contract rather than assuming them:
//!
//! * **Entry.** A device function starts with, per distinct (counter, class)
//!   token set a register-writing memory instruction can issue, one pending
//!   event that may write every register ([`entry_events`]): the state is
//!   unknown until the function's own waits prove otherwise. A function that
//!   omits LLVM's entry wait races where it first touches a register.
//! * **Return.** A return (`s_setpc_b64 s[30:31]`, `s_set_pc_i64 s[30:31]`:
//!   AMDGPUUsage's return address) reads every register: whatever the function
//!   hands back - results, restored callee-saved registers - must be complete.
//! * **Calls and tail calls.** Under the default reading `call-args=callee`
//!   the callee waits at its entry (checked above when it is analysed), so a
//!   call reads only its operands; under `call-args=caller` a call and a tail
//!   call (`s_setpc_b64` to another register pair) read every register.

use crate::instr::{Flow, Instr, Kernel, Shape, Unit};
use crate::profile::{Counter, MemKind, Profile};
use crate::reg::{RegFile, RegList, RegRange};

/// Register-writing memory kinds whose events a caller may leave in flight.
/// A generic FLAT load comes first: its tokens are unordered on vmcnt/loadcnt
/// and lgkmcnt/dscnt, so it completes only when both are waited to zero,
/// after every event of those counters; a later kind adds an entry event
/// only for a counter no earlier one covers (gfx12's kmcnt, samplecnt,
/// bvhcnt).
const ENTRY_KINDS: [MemKind; 7] = [
    MemKind::FlatLoad,
    MemKind::VmemLoad,
    MemKind::LdsRead,
    MemKind::Smem,
    MemKind::ImageSample,
    MemKind::Bvh,
    MemKind::Message,
];

/// Mnemonic of the synthetic entry events (no instruction is named so).
pub const ENTRY_MNEMONIC: &str = "(entry)";

/// Every VGPR, AGPR and SGPR (with vcc): what an unknown caller's pending
/// load may write and what a return hands back.
fn every_register() -> [RegRange; 3] {
    [
        RegRange::whole(RegFile::Vgpr),
        RegRange::whole(RegFile::Agpr),
        RegRange::whole(RegFile::Sgpr),
    ]
}

/// The synthetic pending events a device function starts with: the kinds of
/// [`ENTRY_KINDS`] that count on a counter no earlier kind covers on
/// `profile`.
pub fn entry_events(profile: &Profile, first: Option<&Instr>) -> Vec<Instr> {
    let mut covered: Vec<Counter> = Vec::new();
    let mut out = Vec::new();
    for kind in ENTRY_KINDS {
        let t = profile.tokens(kind);
        let new = t.as_slice().iter().any(|t| !covered.contains(&t.counter));
        if !new {
            continue;
        }
        covered.extend(t.as_slice().iter().map(|t| t.counter));
        let mut writes = RegList::default();
        for r in every_register() {
            writes.push(r);
        }
        out.push(entry_event(kind, first, RegList::default(), writes));
    }
    if profile.has_exports() {
        // A caller's exports may still read any VGPR (and EXEC) at the entry:
        // writing one before `expcnt(0)` races (docs/counters.md section 14).
        // One per export type: each type retires in order, the types in any
        // order, so a later `expcnt(N)` proves no older type complete.
        for kind in [MemKind::Export, MemKind::ExportPos, MemKind::ExportParam] {
            let mut reads = RegList::default();
            reads.push(RegRange::whole(RegFile::Vgpr));
            out.push(entry_event(kind, first, reads, RegList::default()));
        }
    }
    out
}

/// One synthetic entry event of `kind` reading `reads` and writing `writes`.
fn entry_event(kind: MemKind, first: Option<&Instr>, reads: RegList, writes: RegList) -> Instr {
    let text = format!(
        "{ENTRY_MNEMONIC} {} the caller may leave in flight",
        kind_name(kind)
    );
    Instr::new(
        Shape {
            text: text.into(),
            mnemonic_len: ENTRY_MNEMONIC.len() as u16,
            unit: Unit::Mem,
            mem: Some(kind),
            wait: None,
            flow: Flow::Next,
            reads,
            writes,
            indexed: false,
        },
        first.map_or(0, |i| i.line),
        first.and_then(|i| i.addr),
        None,
    )
}

fn kind_name(kind: MemKind) -> &'static str {
    match kind {
        MemKind::VmemLoad => "a buffer/global load",
        MemKind::FlatLoad => "a flat load",
        MemKind::LdsRead => "an LDS read",
        MemKind::Smem => "a scalar load",
        MemKind::ImageSample => "an image sample",
        MemKind::Bvh => "a BVH query",
        MemKind::Message => "a message with a return",
        MemKind::Export | MemKind::ExportPos | MemKind::ExportParam => "an export",
        _ => "a memory access",
    }
}

/// The comment `clang -S` prints where a graphics shader part returns to its
/// epilog part (`SI_RETURN_TO_EPILOG`).
pub const EPILOG_COMMENT: &str = "return to shader part epilog";

/// Mnemonic of the synthetic epilog return.
pub const EPILOG_MNEMONIC: &str = "(epilog)";

/// The return of a graphics shader part to its epilog, at listing line
/// `line`: it hands every register to the next part, so it reads them all
/// (SIInsertWaitcnts waits for everything before `SI_RETURN_TO_EPILOG`).
/// The path ends there, as at `s_endpgm`: this part's work is done.
pub fn epilog_return(line: u32) -> Instr {
    let mut reads = RegList::default();
    for r in every_register() {
        reads.push(r);
    }
    Instr::new(
        Shape {
            text: format!("{EPILOG_MNEMONIC} {EPILOG_COMMENT}").into(),
            mnemonic_len: EPILOG_MNEMONIC.len() as u16,
            unit: Unit::Control,
            mem: None,
            wait: None,
            flow: Flow::EndPgm,
            reads,
            writes: RegList::default(),
            indexed: false,
        },
        line,
        None,
        None,
    )
}

/// Whether `instr` is a synthetic entry event.
pub fn is_entry_event(instr: &Instr) -> bool {
    instr.mnemonic() == ENTRY_MNEMONIC
}

/// Whether a `s_setpc_b64`/`s_set_pc_i64` returns (jumps to the return
/// address in s[30:31], AMDGPUUsage "Call Convention") rather than tail-calls.
pub fn is_return(instr: &Instr) -> bool {
    instr.flow == Flow::SetPc
        && instr
            .reads
            .as_slice()
            .contains(&RegRange::new(RegFile::Sgpr, 30, 2))
}

/// Adds every register to `instr`'s reads (a return, or a call under
/// `call-args=caller`).
fn reads_everything(instr: &mut Instr) {
    for r in every_register() {
        if !instr.reads.push(r) {
            // A control instruction reads at most two operands: never full.
            instr.reads.widen(r);
        }
    }
}

/// `f` as a device function under the contract on `profile`: entry events
/// first (branch targets shifted past them), every return reading every
/// register.
pub fn device_function(mut f: Kernel, profile: &Profile) -> Kernel {
    let entry = entry_events(profile, f.instrs.first());
    let k = entry.len() as u32;
    for i in &mut f.instrs {
        if let Some(t) = i.target.as_mut() {
            *t += k;
        }
        if is_return(i) {
            reads_everything(i);
        }
    }
    f.instrs.splice(0..0, entry);
    f
}

/// Under `call-args=caller`: every call, and every `s_setpc_b64` of a device
/// function that is not a return (a tail call), reads every register.
pub fn caller_waits(f: &mut Kernel, device: bool) {
    for i in &mut f.instrs {
        let tail = device && i.flow == Flow::SetPc && !is_return(i);
        if i.flow == Flow::Call || tail {
            reads_everything(i);
        }
    }
}
