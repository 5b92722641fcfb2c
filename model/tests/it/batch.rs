//! Batched loading ([`load_many`]) gives exactly what loading each file alone
//! ([`load_path`]) gives: the same programs, the same errors, in order. One
//! llvm-objdump process for many code objects prints each object's
//! disassembly after its own header, byte for byte as it prints the object
//! alone, and the batch splits the output there.
//!
//! Needs llvm-objdump (LLVM 22): skipped with a note unless
//! WAVEBED_REQUIRE_LLVM=1.

use std::path::{Path, PathBuf};

use wavebed_model::isa::{load_many, load_path, tools, LoadOptions};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn objdump_or_skip() -> bool {
    if tools::find_llvm_tool("llvm-objdump").is_some() {
        return true;
    }
    assert!(
        !tools::llvm_required(),
        "llvm-objdump not found and WAVEBED_REQUIRE_LLVM=1"
    );
    eprintln!("note: llvm-objdump not found; skipping");
    false
}

/// Every `.co` and `.s` of the compiled-kernel corpus (three architectures).
fn kernel_corpus() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for arch in ["gfx942", "gfx950", "gfx1151"] {
        let dir = root().join("corpus/kernels").join(arch);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "co" || x == "s"))
            .collect();
        files.sort();
        out.extend(files);
    }
    out
}

#[test]
fn a_batch_loads_what_each_file_loads_alone() {
    if !objdump_or_skip() {
        return;
    }
    let files = kernel_corpus();
    assert!(files.len() >= 60, "{} files", files.len());
    let paths: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let opts = LoadOptions::default();
    let batched = load_many(&paths, &opts);
    assert_eq!(batched.len(), paths.len());
    for (path, got) in paths.iter().zip(batched) {
        let alone = load_path(path, &opts).unwrap();
        let got = got.unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(got, alone, "{}", path.display());
        assert!(!got.kernels.is_empty(), "{}", path.display());
    }
}

#[test]
fn errors_in_a_batch_name_their_own_file() {
    if !objdump_or_skip() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("wavebed-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = root().join("corpus/kernels/gfx950/reduce_sum.co");
    // An ELF header that says AMDGPU but is cut short: the ELF reader fails.
    let bytes = std::fs::read(&good).unwrap();
    let cut = dir.join("cut.co");
    std::fs::write(&cut, &bytes[..100]).unwrap();
    // A valid header whose sections llvm-objdump cannot read: the batch's
    // objdump fails, and each file is loaded alone.
    let mut damaged = bytes.clone();
    let shoff = u64::from_le_bytes(damaged[0x28..0x30].try_into().unwrap()) as usize;
    damaged.truncate(shoff.min(damaged.len()));
    let damaged_path = dir.join("damaged.co");
    std::fs::write(&damaged_path, &damaged).unwrap();
    let missing = dir.join("missing.co");
    let other = root().join("corpus/kernels/gfx950/stencil.co");
    let paths: Vec<&Path> = vec![&good, &cut, &damaged_path, &missing, &other];
    let opts = LoadOptions::default();
    let batched = load_many(&paths, &opts);
    for (path, got) in paths.iter().zip(&batched) {
        let alone = load_path(path, &opts);
        match (got, &alone) {
            (Ok(a), Ok(b)) => assert_eq!(a, b, "{}", path.display()),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => panic!("{}: batch {got:?} alone {alone:?}", path.display()),
        }
    }
    assert!(batched[0].is_ok() && batched[4].is_ok());
    for bad in &batched[1..4] {
        assert!(bad.is_err());
    }
    assert!(batched[3]
        .as_ref()
        .unwrap_err()
        .to_string()
        .contains("missing.co"));
    std::fs::remove_dir_all(&dir).unwrap();
}
