//! Every production code object of the shared aiter corpus (686 files, gfx942
//! and gfx950) disassembles and parses with no error, and every memory and wait
//! instruction in it is known to the table (an unknown mnemonic is an error).
//!
//! The corpus lives outside the repository (`../shared/corpus/aiter` from the
//! workspace root; from a git worktree further down, the nearest ancestor's
//! `shared/corpus/aiter`; env WAVEBED_AITER_CORPUS overrides). Missing corpus or
//! llvm-objdump: skipped with a note, unless WAVEBED_REQUIRE_LLVM=1. Runs llvm-objdump on two threads; use
//! `cargo test --release` (CI does).

use std::path::{Path, PathBuf};

use wavebed_model::instr::{Program, Unit};
use wavebed_model::isa::{load_path, tools, LoadOptions};

pub(crate) fn code_objects(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            code_objects(&p, out);
        } else if p.extension().is_some_and(|x| x == "co") {
            out.push(p);
        }
    }
}

/// `../shared/corpus/aiter` from the workspace root, or from an ancestor.
pub(crate) fn corpus_root() -> PathBuf {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return PathBuf::from(p);
    }
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let workspace = workspace.canonicalize().unwrap_or(workspace);
    workspace
        .ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| workspace.join("../shared/corpus/aiter"))
}

#[derive(Default)]
struct Tally {
    files: usize,
    kernels: usize,
    instrs: usize,
    mem: usize,
    waits: usize,
    failures: Vec<String>,
}

fn check(path: &Path, p: &Program, t: &mut Tally) {
    t.files += 1;
    if p.kernels.is_empty() {
        t.failures
            .push(format!("{}: no kernel found", path.display()));
    }
    t.kernels += p.kernels.len();
    for k in &p.kernels {
        for i in &k.instrs {
            t.instrs += 1;
            if i.unit == Unit::Mem {
                t.mem += 1;
                if i.mem.is_none() {
                    t.failures.push(format!(
                        "{}:{}: `{}` has no memory kind",
                        path.display(),
                        i.line,
                        i.text
                    ));
                }
            }
            if i.mnemonic().starts_with("s_waitcnt") && i.mnemonic() != "s_waitcnt_depctr" {
                t.waits += 1;
                if i.wait.is_none() {
                    t.failures.push(format!(
                        "{}:{}: `{}` not decoded as a wait",
                        path.display(),
                        i.line,
                        i.text
                    ));
                }
            }
            if matches!(
                i.flow,
                wavebed_model::instr::Flow::Branch | wavebed_model::instr::Flow::CondBranch
            ) && i.target.is_none()
            {
                t.failures.push(format!(
                    "{}:{}: `{}` has no target",
                    path.display(),
                    i.line,
                    i.text
                ));
            }
        }
    }
}

#[test]
#[ignore = "production corpus (../shared/corpus/aiter or WAVEBED_AITER_CORPUS) and llvm-objdump 22: run with --ignored, as CI does"]
fn aiter_corpus_parses_with_every_memory_and_wait_instruction_known() {
    let root = corpus_root();
    let mut files = Vec::new();
    code_objects(&root, &mut files);
    files.sort();
    if files.is_empty() {
        assert!(
            !tools::llvm_required(),
            "aiter corpus missing at {} but WAVEBED_REQUIRE_LLVM=1",
            root.display()
        );
        eprintln!(
            "note: skipping, aiter corpus not found at {}",
            root.display()
        );
        return;
    }
    if tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !tools::llvm_required(),
            "llvm-objdump not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: skipping, llvm-objdump (LLVM 22) not found");
        return;
    }
    // Two workers, each taking every other file.
    let tallies: Vec<Tally> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|w| {
                let files = &files;
                s.spawn(move || {
                    let mut t = Tally::default();
                    for f in files.iter().skip(w).step_by(2) {
                        match load_path(f, &LoadOptions::default()) {
                            Ok(p) => check(f, &p, &mut t),
                            Err(e) => t.failures.push(e.to_string()),
                        }
                    }
                    t
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let mut t = Tally::default();
    for x in tallies {
        t.files += x.files;
        t.kernels += x.kernels;
        t.instrs += x.instrs;
        t.mem += x.mem;
        t.waits += x.waits;
        t.failures.extend(x.failures);
    }
    eprintln!(
        "aiter: {} code objects, {} kernels, {} instructions ({} memory, {} s_waitcnt)",
        t.files, t.kernels, t.instrs, t.mem, t.waits
    );
    assert!(
        t.failures.is_empty(),
        "{} failures, first: {:#?}",
        t.failures.len(),
        &t.failures[..t.failures.len().min(20)]
    );
    assert_eq!(t.files, files.len());
    assert!(t.instrs > 0 && t.mem > 0 && t.waits > 0);
}
