//! Running `llc -run-pass=si-insert-waitcnts` over a batch of MIR functions
//! and reading its waits back (docs/llvm-peer.md sections 1 and 2).
//!
//! One process serves a whole batch (one document per function; a process
//! costs ~0.1 s). If llc rejects the batch, each function is run alone so that
//! only the rejected ones fail. The output is read instruction by instruction:
//! every MIR line that is not a wait is the next translated instruction, and
//! each `S_WAITCNT imm` (gfx9/gfx11, the raw immediate) or
//! `S_WAITCNT_VSCNT undef $sgpr_null, N` (gfx10/gfx11) or gfx12 `S_WAIT_*`
//! form is a wait LLVM inserted before it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use wavebed_model::profile::Arch;

use super::super::PeerError;
use super::AnswerError;

/// A wait as the pass printed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MirWait {
    /// `S_WAITCNT imm`: the combined immediate.
    Combined(u16),
    /// `S_WAITCNT_VSCNT undef $sgpr_null, N`: vscnt alone.
    Vscnt(u16),
    /// gfx12 `S_WAIT_LOADCNT N`, `S_WAIT_LOADCNT_DSCNT N`, ...: the
    /// instruction's assembly mnemonic and its immediate (the combined forms
    /// pack dscnt in [5:0], the other counter in [13:8]).
    Split(&'static str, u16),
}

/// The gfx12 wait opcodes the pass prints in MIR and their mnemonics (checked
/// with `llc-22 -mcpu=gfx1200` and `-mcpu=gfx1250 -run-pass=si-insert-waitcnts`:
/// `S_WAIT_LOADCNT_DSCNT 1` is `s_wait_loadcnt_dscnt 0x1`, loadcnt 0 dscnt 1).
pub const GFX12_WAITS: [(&str, &str); 9] = [
    ("S_WAIT_LOADCNT", "s_wait_loadcnt"),
    ("S_WAIT_STORECNT", "s_wait_storecnt"),
    ("S_WAIT_DSCNT", "s_wait_dscnt"),
    ("S_WAIT_KMCNT", "s_wait_kmcnt"),
    ("S_WAIT_XCNT", "s_wait_xcnt"),
    ("S_WAIT_LOADCNT_DSCNT", "s_wait_loadcnt_dscnt"),
    ("S_WAIT_STORECNT_DSCNT", "s_wait_storecnt_dscnt"),
    ("S_WAIT_ASYNCCNT", "s_wait_asynccnt"),
    ("S_WAIT_TENSORCNT", "s_wait_tensorcnt"),
];

/// One wait LLVM inserted: before the `before`-th translated instruction
/// (the instruction count: at the very end). `block_end`: it closes its MIR
/// block (no instruction of that block follows), so it runs before the
/// fall-through into the next block, not on branches into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacedWait {
    pub before: usize,
    pub block_end: bool,
    pub wait: MirWait,
}

/// LLVM's waits in one function, in output order.
pub type Placed = Vec<PlacedWait>;

/// One function for the batch: its name and MIR document, and how many
/// instructions it holds (the readback checks the count).
#[derive(Clone, Debug)]
pub struct MirFunction {
    pub name: String,
    pub text: String,
    pub instructions: usize,
}

/// An llc binary driven for one architecture.
#[derive(Clone, Debug)]
pub struct Llc {
    pub path: PathBuf,
    pub arch: Arch,
}

impl Llc {
    /// `path`, or LLVM 22's llc as the other tools find it. Runs a trivial
    /// function once: a missing or broken llc is a [`PeerError`].
    pub fn new(path: Option<&Path>, arch: Arch) -> Result<Llc, PeerError> {
        let path = match path {
            Some(p) => p.to_path_buf(),
            None => wavebed_model::isa::tools::find_llvm_tool("llc").ok_or_else(|| {
                PeerError::NotFound {
                    tool: "llc",
                    hint: "install LLVM 22: scripts/setup.sh, or pass --llc PATH",
                }
            })?,
        };
        let llc = Llc { path, arch };
        let probe = MirFunction {
            name: "probe".to_string(),
            text: "---\nname: probe\nmachineFunctionInfo:\n  isEntryFunction: true\nbody: |\n  bb.0:\n    S_ENDPGM 0\n...\n".to_string(),
            instructions: 1,
        };
        match llc.run_once(std::slice::from_ref(&probe))? {
            Ok(_) => Ok(llc),
            Err(e) => Err(PeerError::Unusable {
                path: llc.path,
                what: format!("si-insert-waitcnts for {arch}"),
                reason: Box::new(e),
            }),
        }
    }

    /// Runs the pass over `fns`: per function, LLVM's waits or llc's message.
    pub fn run(&self, fns: &[MirFunction]) -> Result<Vec<Result<Placed, AnswerError>>, PeerError> {
        if fns.is_empty() {
            return Ok(Vec::new());
        }
        match self.run_once(fns)? {
            Ok(all) => Ok(all.into_iter().map(Ok).collect()),
            Err(msg) if fns.len() == 1 => Ok(vec![Err(msg)]),
            Err(_) => {
                let mut out = Vec::with_capacity(fns.len());
                for f in fns {
                    out.push(match self.run_once(std::slice::from_ref(f))? {
                        Ok(mut one) => Ok(one.pop().unwrap_or_default()),
                        Err(msg) => Err(msg),
                    });
                }
                Ok(out)
            }
        }
    }

    /// llc's MIR output for one function, as it printed it.
    pub fn raw_output(&self, f: &MirFunction) -> Result<String, PeerError> {
        let (ok, text) = self.spawn(std::slice::from_ref(f))?;
        Ok(if ok {
            text
        } else {
            format!("llc failed:\n{text}")
        })
    }

    /// One llc process over `fns`: `Err` inside when llc rejects the input or
    /// its output does not map back.
    fn run_once(&self, fns: &[MirFunction]) -> Result<Result<Vec<Placed>, AnswerError>, PeerError> {
        let (ok, text) = self.spawn(fns)?;
        if !ok {
            let msg: Vec<&str> = text
                .lines()
                .filter(|l| !l.trim().is_empty())
                .take(3)
                .collect();
            return Ok(Err(AnswerError::Rejected(msg.join(" | "))));
        }
        Ok(read_back(&text, fns))
    }

    /// Runs llc over `fns`: whether it succeeded, and its stdout (or stderr).
    #[allow(clippy::expect_used, reason = "an invariant: stdin is piped")]
    fn spawn(&self, fns: &[MirFunction]) -> Result<(bool, String), PeerError> {
        let mut child = Command::new(&self.path)
            .args([
                "-mtriple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", self.arch),
                "-verify-machineinstrs",
                "-run-pass=si-insert-waitcnts",
                "-x",
                "mir",
                "-o",
                "-",
                "-",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| PeerError::Spawn {
                path: self.path.clone(),
                error,
            })?;
        let mut input = String::new();
        for f in fns {
            input.push_str(&f.text);
        }
        let mut stdin = child.stdin.take().expect("piped");
        // Write from a thread: llc may fill its stdout pipe before reading all input.
        let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
        let out = child.wait_with_output().map_err(|error| PeerError::Io {
            path: self.path.clone(),
            error,
        })?;
        let _ = writer.join();
        if !out.status.success() {
            return Ok((false, String::from_utf8_lossy(&out.stderr).into_owned()));
        }
        Ok((true, String::from_utf8_lossy(&out.stdout).into_owned()))
    }
}

/// Splits llc's MIR output into functions and reads each one's waits.
#[allow(clippy::expect_used, reason = "an invariant: set at its name")]
pub fn read_back(text: &str, fns: &[MirFunction]) -> Result<Vec<Placed>, AnswerError> {
    let mut placed: Vec<Option<(Placed, usize)>> = vec![None; fns.len()];
    let mut current: Option<usize> = None;
    let mut in_body = false;
    let mut last_line: Option<String> = None;
    // The current function's own instruction lines, as it went in.
    let mut input: Vec<&str> = Vec::new();
    for line in text.lines() {
        let t = line.trim();
        if let Some(name) = t.strip_prefix("name:") {
            let name = name.trim();
            current = fns.iter().position(|f| f.name == name);
            in_body = false;
            if let Some(i) = current {
                placed[i] = Some((Vec::new(), 0));
                input = instruction_lines(&fns[i].text);
            }
            continue;
        }
        if t.starts_with("body:") {
            in_body = true;
            continue;
        }
        if t == "..." || t == "---" || t.starts_with("bb.") {
            // A new block (or the end): waits since the last instruction
            // closed the previous block.
            if let Some((waits, count)) = current.and_then(|i| placed[i].as_mut()) {
                for w in waits.iter_mut().rev() {
                    if w.before != *count {
                        break;
                    }
                    w.block_end = true;
                }
            }
            in_body &= t.starts_with("bb.");
            continue;
        }
        let (Some(i), true) = (current, in_body) else {
            continue;
        };
        if t.is_empty()
            || t.starts_with("successors:")
            || t.starts_with("liveins:")
            || t.starts_with(';')
        {
            continue;
        }
        let (waits, count) = placed[i].as_mut().expect("set at its name");
        // gfx11+: before `s_endpgm` with stores in flight the pass adds
        // `s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)` (message 3), preceded by an
        // `s_nop 0` on targets that need one. Neither is a translated
        // instruction, and neither waits. (An input's own dealloc message is
        // stripped with its waits, `super::strip_waits`.) A bare `S_NOP 0`
        // before the message is the pass's only if the input's instruction
        // at that place is not one of its own (a stand-in for
        // `s_set_vgpr_msb` or `s_nop` is one).
        if t.starts_with("S_SENDMSG 3,") {
            let ours = count
                .checked_sub(1)
                .and_then(|at| input.get(at))
                .is_some_and(|&l| l == "S_NOP 0");
            if last_line.as_deref() == Some("S_NOP 0") && !ours {
                *count -= 1;
            }
            last_line = None;
            continue;
        }
        last_line = Some(t.to_string());
        if let Some(w) = parse_wait(t)? {
            waits.push(PlacedWait {
                before: *count,
                block_end: false,
                wait: w,
            });
        } else {
            *count += 1;
        }
    }
    fns.iter()
        .zip(placed)
        .map(|(f, p)| {
            let (waits, count) = p.ok_or_else(|| AnswerError::MissingFunction(f.name.clone()))?;
            if count != f.instructions {
                return Err(AnswerError::InstructionCount {
                    function: f.name.clone(),
                    found: count,
                    expected: f.instructions,
                });
            }
            Ok(waits)
        })
        .collect()
}

/// The instruction lines of a MIR function's body as `read_back` counts
/// them (blocks, successor and live-in lists and comments left out).
fn instruction_lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut in_body = false;
    for t in text.lines().map(str::trim) {
        if t.starts_with("body:") {
            in_body = true;
            continue;
        }
        if t == "..." || t == "---" {
            in_body = false;
            continue;
        }
        if !in_body
            || t.is_empty()
            || t.starts_with("bb.")
            || t.starts_with("successors:")
            || t.starts_with("liveins:")
            || t.starts_with(';')
        {
            continue;
        }
        out.push(t);
    }
    out
}

/// A wait line, if `t` is one. An unknown `S_WAIT*` form is an error (a wait
/// the peer would otherwise take for an instruction).
fn parse_wait(t: &str) -> Result<Option<MirWait>, AnswerError> {
    if !t.starts_with("S_WAIT") {
        return Ok(None);
    }
    let last_number = || {
        t.rsplit([' ', ','])
            .find(|w| !w.is_empty())
            .and_then(|w| w.parse::<u32>().ok())
            .and_then(|n| u16::try_from(n).ok())
            .ok_or_else(|| AnswerError::WaitCount(t.to_string()))
    };
    let opcode = t.split_whitespace().next().unwrap_or("");
    match opcode {
        "S_WAITCNT" => Ok(Some(MirWait::Combined(last_number()?))),
        "S_WAITCNT_VSCNT" => Ok(Some(MirWait::Vscnt(last_number()?))),
        _ => match GFX12_WAITS.iter().find(|(mir, _)| *mir == opcode) {
            Some((_, asm)) => Ok(Some(MirWait::Split(asm, last_number()?))),
            None => Err(AnswerError::UnknownWait(t.to_string())),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_waits_before_their_instructions() {
        let out = "---\nname:            c0\nbody:             |\n  bb.0:\n    successors: %bb.1(0x80000000)\n    $vgpr1 = X\n    S_WAITCNT 49279\n    $vgpr3 = Y\n  bb.1:\n    S_WAITCNT_VSCNT undef $sgpr_null, 0\n    S_ENDPGM 0\n...\n";
        let f = MirFunction {
            name: "c0".into(),
            text: String::new(),
            instructions: 3,
        };
        let got = read_back(out, std::slice::from_ref(&f)).unwrap();
        let at = |before, block_end, wait| PlacedWait {
            before,
            block_end,
            wait,
        };
        assert_eq!(
            got,
            vec![vec![
                at(1, false, MirWait::Combined(49279)),
                at(2, false, MirWait::Vscnt(0))
            ]]
        );
        let end = "---\nname: c0\nbody: |\n  bb.0:\n    $vgpr1 = X\n    S_WAITCNT 0\n  bb.1:\n    $vgpr3 = Y\n    S_ENDPGM 0\n...\n";
        let got = read_back(end, std::slice::from_ref(&f)).unwrap();
        assert_eq!(got, vec![vec![at(1, true, MirWait::Combined(0))]]);
        // The pass's VGPR deallocation before s_endpgm is not an instruction.
        let dealloc = "---\nname: c0\nbody: |\n  bb.0:\n    $vgpr1 = X\n    $vgpr3 = Y\n    S_NOP 0\n    S_SENDMSG 3, implicit $exec, implicit $m0\n    S_ENDPGM 0\n...\n";
        let got = read_back(dealloc, std::slice::from_ref(&f)).unwrap();
        assert_eq!(got, vec![vec![]]);
        // A bare `S_NOP 0` of the input's own (an `s_set_vgpr_msb` stand-in)
        // right before the message stays an instruction.
        let own = MirFunction {
            name: "c0".into(),
            text: "body: |\n  bb.0:\n    $vgpr1 = X\n    $vgpr3 = Y\n    S_NOP 0\n    S_ENDPGM 0\n...\n"
                .into(),
            instructions: 4,
        };
        assert_eq!(
            read_back(dealloc, std::slice::from_ref(&own)).unwrap(),
            vec![vec![]]
        );
        let both = dealloc.replace("S_NOP 0\n", "S_NOP 0\n    S_NOP 0\n");
        assert_eq!(
            read_back(&both, std::slice::from_ref(&own)).unwrap(),
            vec![vec![]]
        );
        assert!(parse_wait("S_WAIT_SAMPLECNT 0").is_err());
        assert!(parse_wait("S_WAIT_LOADCNT").is_err(), "a count is needed");
        for (mir, asm) in GFX12_WAITS {
            assert_eq!(
                parse_wait(&format!("{mir} 258")),
                Ok(Some(MirWait::Split(asm, 258)))
            );
        }
        let gfx12 = "---\nname: c0\nbody: |\n  bb.0:\n    $vgpr1 = X\n    S_WAIT_LOADCNT_DSCNT 1\n    S_WAIT_KMCNT 0\n    $vgpr3 = Y\n    S_WAIT_XCNT 1\n    S_ENDPGM 0\n...\n";
        let got = read_back(gfx12, std::slice::from_ref(&f)).unwrap();
        assert_eq!(
            got,
            vec![vec![
                at(1, false, MirWait::Split("s_wait_loadcnt_dscnt", 1)),
                at(1, false, MirWait::Split("s_wait_kmcnt", 0)),
                at(2, false, MirWait::Split("s_wait_xcnt", 1)),
            ]]
        );
        let short = MirFunction {
            instructions: 4,
            ..f
        };
        assert!(read_back(out, &[short]).is_err());
    }
}
