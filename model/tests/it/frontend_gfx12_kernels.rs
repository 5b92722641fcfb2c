//! The LLVM-built gfx12 kernels (`corpus/kernels/gfx1200`, `corpus/kernels/gfx1250`,
//! clang-22 output of `scripts/compile-kernels.sh`): every instruction of the
//! listings and of the code objects (through llvm-objdump-22) decodes by a
//! table rule (none generic), and the gfx12 waits clang emits decode as waits
//! on their own counters.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use wavebed_model::instr::{Unit, WaitForm};
use wavebed_model::isa::load::{load_path, LoadOptions};
use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};
use wavebed_model::profile::{Arch, Counter};

/// The gfx12 kernel files of one extension, sorted.
fn files(arch: Arch, ext: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/kernels")
        .join(arch.name());
    let mut out: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no .{ext} files in {}", dir.display());
    out
}

/// Decodes every file; returns the distinct mnemonics and the counters waited on.
fn decode_all(arch: Arch, ext: &str) -> (BTreeSet<String>, BTreeSet<Counter>) {
    let mut mnemonics = BTreeSet::new();
    let mut waited = BTreeSet::new();
    for f in files(arch, ext) {
        let prog = load_path(&f, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(prog.arch, Some(arch), "{}", f.display());
        for k in &prog.kernels {
            for i in &k.instrs {
                mnemonics.insert(i.mnemonic().to_string());
                if let Some(w) = i.wait {
                    assert_eq!(i.unit, Unit::Wait);
                    assert!(matches!(
                        w.form,
                        WaitForm::Split(_) | WaitForm::SplitPair(..)
                    ));
                    waited.extend(Counter::ALL.into_iter().filter(|&c| w.field(c).is_some()));
                }
            }
        }
    }
    (mnemonics, waited)
}

#[test]
fn gfx12_kernel_listings_decode_without_generic_instructions() {
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let (mnemonics, waited) = decode_all(arch, "s");
        for m in [
            "s_wait_loadcnt",
            "s_wait_dscnt",
            "s_wait_kmcnt",
            "global_load_b32",
            "s_load_b64",
        ] {
            assert!(mnemonics.contains(m), "{arch}: no `{m}` in the corpus");
        }
        for c in [Counter::Vm, Counter::Lgkm, Counter::Km, Counter::Vs] {
            assert!(waited.contains(&c), "{arch}: no wait on {c:?}");
        }
        if arch == Arch::Gfx1250 {
            assert!(
                waited.contains(&Counter::X),
                "gfx1250: clang emits s_wait_xcnt"
            );
            assert!(
                waited.contains(&Counter::Async),
                "gfx1250: async_lds.cl waits"
            );
            for m in [
                "global_load_async_to_lds_b32",
                "global_store_async_from_lds_b32",
            ] {
                assert!(mnemonics.contains(m), "gfx1250: no `{m}` in the corpus");
            }
        }
    }
}

#[test]
fn gfx12_kernel_code_objects_decode_without_generic_instructions() {
    if find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !llvm_required(),
            "llvm-objdump (LLVM 22) is required but missing"
        );
        eprintln!("note: llvm-objdump-22 not found; skipping");
        return;
    }
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let (_, waited) = decode_all(arch, "co");
        assert!(
            waited.contains(&Counter::Vm),
            "{arch}: no loadcnt wait decoded"
        );
    }
}

/// xcnt needs a memory instruction's address and data sources: they are its
/// register reads (special registers aside), for VMEM, SMEM, async and tensor.
#[test]
fn gfx1250_memory_sources_are_the_register_reads() {
    use wavebed_model::isa::decode;
    use wavebed_model::profile::MemKind;
    use wavebed_model::reg::RegFile;
    let p = Arch::Gfx1250.profile();
    let sources = |line: &str| {
        let i = decode(line, &p).unwrap();
        let regs: Vec<(RegFile, u16, u16)> = i
            .reads
            .as_slice()
            .iter()
            .filter(|r| r.file != RegFile::Special)
            .map(|r| (r.file, r.first, r.count))
            .collect();
        (i.mem, regs)
    };
    use RegFile::{Sgpr, Vgpr};
    assert_eq!(
        sources("global_load_b32 v1, v[2:3], off"),
        (Some(MemKind::VmemLoad), vec![(Vgpr, 2, 2)])
    );
    assert_eq!(
        sources("global_store_b64 v4, v[2:3], s[6:7] offset:8"),
        (
            Some(MemKind::VmemStore),
            vec![(Vgpr, 4, 1), (Vgpr, 2, 2), (Sgpr, 6, 2)]
        )
    );
    assert_eq!(
        sources("s_load_b64 s[4:5], s[0:1], 0x10"),
        (Some(MemKind::SmemWide), vec![(Sgpr, 0, 2)])
    );
    assert_eq!(
        sources("global_load_async_to_lds_b32 v1, v[2:3], off"),
        (Some(MemKind::AsyncLoad), vec![(Vgpr, 1, 1), (Vgpr, 2, 2)])
    );
    assert_eq!(
        sources("global_store_async_from_lds_b32 v[2:3], v1, off"),
        (Some(MemKind::AsyncStore), vec![(Vgpr, 2, 2), (Vgpr, 1, 1)])
    );
    assert_eq!(
        sources("tensor_load_to_lds s[0:3], s[4:11]"),
        (Some(MemKind::Tensor), vec![(Sgpr, 0, 4), (Sgpr, 4, 8)])
    );
    let t = decode("global_load_async_to_lds_b32 v1, v[2:3], off", &p).unwrap();
    assert!(t.writes.is_empty(), "async copies write LDS, not registers");
}
