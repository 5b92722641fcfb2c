//! What a kernel says about its inputs (`KernelInfo`), on the LLVM-built
//! corpus: each listing's `.amdgpu_metadata` YAML and `.amdhsa_kernel`
//! block against the code object built from the same source - its
//! NT_AMDGPU_METADATA note as `llvm-readelf-22 --notes` prints it, and its
//! kernel descriptors - plus malformed metadata as an error, never a panic.

use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::isa::metadata::from_yaml;
use wavebed_model::isa::{load_path, parse_text, tools, LoadOptions};
use wavebed_model::kernel_info::{KernelInfo, WorkItemIds};
use wavebed_model::profile::Arch;

fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels")
}

/// Every `ARCH/NAME.s` with its `ARCH/NAME.co`.
fn pairs() -> Vec<(PathBuf, PathBuf)> {
    let mut out = Vec::new();
    for arch in std::fs::read_dir(kernels_dir()).unwrap() {
        let dir = arch.unwrap().path();
        if !dir.is_dir()
            || dir
                .file_name()
                .unwrap()
                .to_str()
                .unwrap()
                .parse::<Arch>()
                .is_err()
        {
            continue;
        }
        for f in std::fs::read_dir(&dir).unwrap() {
            let s = f.unwrap().path();
            if s.extension().is_some_and(|e| e == "s") {
                let co = s.with_extension("co");
                if co.exists() {
                    out.push((s, co));
                }
            }
        }
    }
    out.sort();
    out
}

/// The YAML document `llvm-readelf --notes` prints for the code object.
fn readelf_yaml(readelf: &Path, co: &Path) -> String {
    let out = Command::new(readelf)
        .arg("--notes")
        .arg(co)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", co.display());
    let text = String::from_utf8(out.stdout).unwrap();
    let start = text
        .find("---")
        .expect("no metadata YAML in readelf's notes");
    let end = text[start..]
        .find("\n...")
        .map_or(text.len(), |e| start + e + 4);
    text[start..end].to_string()
}

/// The metadata's part of an info (what the note and the YAML both hold).
fn metadata_part(i: &KernelInfo) -> KernelInfo {
    KernelInfo {
        max_flat_workgroup_size: i.max_flat_workgroup_size,
        reqd_workgroup_size: i.reqd_workgroup_size,
        args: i.args.clone(),
        language: i.language.clone(),
        ..KernelInfo::default()
    }
}

#[test]
fn listings_and_code_objects_agree_with_llvm_readelf() {
    let Some(readelf) = tools::find_llvm_tool("llvm-readelf") else {
        assert!(!tools::llvm_required(), "llvm-readelf not found");
        eprintln!("note: skipping, llvm-readelf (LLVM 22) not found");
        return;
    };
    if tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(!tools::llvm_required(), "llvm-objdump not found");
        return;
    }
    let pairs = pairs();
    assert!(
        pairs.len() > 100,
        "corpus/kernels has {} pairs",
        pairs.len()
    );
    let mut kernels = 0;
    for (s, co) in &pairs {
        let listing = load_path(s, &LoadOptions::default()).unwrap();
        let object = load_path(co, &LoadOptions::default()).unwrap();
        let notes = from_yaml(&readelf_yaml(&readelf, co)).unwrap();
        for k in &listing.kernels {
            let from_co = &object
                .kernels
                .iter()
                .find(|o| o.symbol == k.symbol)
                .unwrap_or_else(|| panic!("{}: no kernel {}", co.display(), k.symbol))
                .info;
            let note = &notes[&k.symbol];
            // Metadata: the listing's YAML, the object's msgpack note and
            // readelf's rendering of it say the same.
            assert_eq!(
                metadata_part(&k.info),
                metadata_part(note),
                "{}",
                s.display()
            );
            assert_eq!(
                metadata_part(from_co),
                metadata_part(note),
                "{}",
                co.display()
            );
            assert!(note.max_flat_workgroup_size.is_some(), "{}", co.display());
            // Descriptor: the `.amdhsa_*` directives and the `.kd` bytes.
            assert_eq!(k.info.sgprs, from_co.sgprs, "{}", s.display());
            assert_eq!(k.info.workitem_ids, from_co.workitem_ids, "{}", s.display());
            assert_eq!(k.info.kernarg_segment_size, from_co.kernarg_segment_size);
            assert_eq!(
                k.info.group_segment_fixed_size,
                from_co.group_segment_fixed_size
            );
            assert_eq!(
                from_co.wavefront_size,
                note.wavefront_size,
                "{}",
                co.display()
            );
            if let Some(w) = k.info.wavefront_size {
                assert_eq!(Some(w), note.wavefront_size, "{}", s.display());
            }
            assert_eq!(from_co.kernarg_segment_size, note.kernarg_segment_size);
            let sgprs = from_co.sgprs.unwrap();
            // Every kernel of the corpus takes arguments.
            assert!(sgprs.kernarg_segment_ptr.is_some(), "{}", co.display());
            kernels += 1;
        }
    }
    assert!(kernels > 100, "{kernels} kernels compared");
}

#[test]
fn gfx942_reduce_sum() {
    let s = kernels_dir().join("gfx942/reduce_sum.s");
    let p = load_path(&s, &LoadOptions::default()).unwrap();
    let i = &p.kernels[0].info;
    assert_eq!(i.reqd_workgroup_size, Some([256, 1, 1]));
    assert_eq!(i.max_flat_workgroup_size, Some(256));
    assert_eq!(i.max_workitem_id(0), 255);
    assert_eq!(i.wavefront_size, Some(64));
    assert_eq!(
        i.workitem_ids,
        Some(WorkItemIds {
            dims: 1,
            packed: true
        })
    );
    let sg = i.sgprs.unwrap();
    assert_eq!(sg.kernarg_segment_ptr, Some(2));
    assert_eq!(sg.workgroup_id, [Some(4), None, None]);
    assert_eq!(i.args.len(), 3);
    assert_eq!(i.args[1].offset, 8);
    assert_eq!(i.args[1].value_kind, "global_buffer");
}

/// A listing without metadata says nothing; malformed metadata is an error
/// at its line.
#[test]
fn absent_and_malformed_metadata() {
    let bare = parse_text("s_endpgm\n", "k", Some(Arch::Gfx942)).unwrap();
    assert_eq!(*bare.kernels[0].info, KernelInfo::default());
    let src = std::fs::read_to_string(kernels_dir().join("gfx942/reduce_sum.s")).unwrap();
    let bad = src.replace(
        ".max_flat_workgroup_size: 256",
        ".max_flat_workgroup_size: many",
    );
    let line = bad
        .lines()
        .position(|l| l.contains("workgroup_size: many"))
        .unwrap() as u32
        + 1;
    let e = parse_text(&bad, "reduce_sum", None).unwrap_err();
    assert_eq!(e.line, line, "{e}");
    assert!(e.message.contains("kernel metadata"), "{e}");
    let bad = src.replace(
        ".amdhsa_system_vgpr_workitem_id 0",
        ".amdhsa_system_vgpr_workitem_id 7",
    );
    let e = parse_text(&bad, "reduce_sum", None).unwrap_err();
    assert!(e.message.contains("workitem_id"), "{e}");
    let bad = src.replace(".amdhsa_user_sgpr_count 4", ".amdhsa_user_sgpr_count 3");
    let e = parse_text(&bad, "reduce_sum", None).unwrap_err();
    assert!(e.message.contains("USER_SGPR_COUNT"), "{e}");
}

/// A code object whose metadata note is not msgpack is an error naming the
/// file.
#[test]
fn malformed_note_names_the_file() {
    if tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(!tools::llvm_required());
        return;
    }
    let co = kernels_dir().join("gfx942/reduce_sum.co");
    let mut bytes = std::fs::read(&co).unwrap();
    // The note's descriptor starts right after `AMDGPU\0\0`: break its
    // first byte (a msgpack map) into a reserved marker (0xc1).
    let at = bytes.windows(8).position(|w| w == b"AMDGPU\0\0").unwrap() + 8;
    bytes[at] = 0xc1;
    let dir = std::env::temp_dir().join(format!("wavebed-kinfo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.co");
    std::fs::write(&path, &bytes).unwrap();
    let e = load_path(&path, &LoadOptions::default())
        .unwrap_err()
        .to_string();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        e.contains("broken.co") && e.contains("NT_AMDGPU_METADATA"),
        "{e}"
    );
}

/// Every code object of the shared aiter corpus (hand-written kernels, their
/// metadata written by scripts) yields its kernel information without an
/// error, and each of its kernels has a descriptor. Skipped without the
/// corpus.
#[test]
fn aiter_code_objects_read() {
    let root = crate::frontend_aiter::corpus_root();
    let mut files = Vec::new();
    crate::frontend_aiter::code_objects(&root, &mut files);
    if files.is_empty() {
        eprintln!("note: skipping, no aiter corpus at {}", root.display());
        return;
    }
    let (mut kernels, mut bounded, mut kernarg) = (0, 0, 0);
    for f in &files {
        let bytes = std::fs::read(f).unwrap();
        let co = wavebed_model::isa::elf::read(&bytes).unwrap();
        let arch = Arch::from_elf_mach(co.mach).unwrap();
        let infos = wavebed_model::isa::elf::kernel_infos(&bytes, arch)
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for k in &co.hint.kernels {
            let i = infos
                .get(k)
                .unwrap_or_else(|| panic!("{}: {k} has no info", f.display()));
            assert!(i.sgprs.is_some(), "{}: {k}", f.display());
            kernels += 1;
            bounded += usize::from(i.max_flat_workgroup_size.is_some());
            kernarg += usize::from(i.sgprs.is_some_and(|s| s.kernarg_segment_ptr.is_some()));
        }
    }
    eprintln!(
        "aiter: {} files, {kernels} kernels, {bounded} with .max_flat_workgroup_size, {kernarg} with a kernarg segment pointer",
        files.len()
    );
    assert!(kernels >= files.len());
}
