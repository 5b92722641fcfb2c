//! The native gfx9 decoder against llvm-objdump-22, its oracle
//! (docs/architecture.md, "Native decoding"): on every gfx942/gfx950 code
//! object of corpus/ and a CI-sized sample of the aiter corpus (every 8th
//! file; WAVEBED_NATIVE_ALL=1 takes all 686),
//!
//! * per instruction: for every line of llvm-objdump's output, the native
//!   decoder given the same words either refuses them or prints the same
//!   text (a branch: the same text up to llvm-objdump's symbol) and takes the
//!   same number of words;
//! * per code object: where the native decoder takes the whole object, the
//!   [`Program`] (every `Instr`: text, line, address, reads, writes, memory
//!   kind, wait, flow, target) equals the one parsed from llvm-objdump's text.
//!
//! Refusals are counted and printed (the coverage figure of BENCHMARKS.md),
//! never a disagreement. Missing llvm-objdump or corpus: skipped with a note,
//! unless WAVEBED_REQUIRE_LLVM=1.

use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::instr::Program;
use wavebed_model::isa::{load_native, load_path, native, tools, LoadOptions};
use wavebed_model::profile::Arch;

fn code_objects(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            code_objects(&p, out);
        } else if std::fs::read(&p).is_ok_and(|b| b.starts_with(b"\x7fELF")) {
            out.push(p);
        }
    }
}

/// `shared/corpus/aiter` of the nearest ancestor (or WAVEBED_AITER_CORPUS).
fn aiter_root() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return Some(PathBuf::from(p));
    }
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).canonicalize().ok()?;
    here.ancestors()
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
}

/// The objects of the differential: gfx942/gfx950 ones of corpus/, and the
/// aiter sample.
fn objects() -> Vec<(PathBuf, Arch)> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for sub in [
        "corpus/kernels/gfx942",
        "corpus/kernels/gfx950",
        "corpus/lds/gfx950",
    ] {
        code_objects(&repo.join(sub), &mut files);
    }
    let mut out: Vec<(PathBuf, Arch)> = files
        .into_iter()
        .map(|p| {
            let arch = if p.to_string_lossy().contains("gfx942") {
                Arch::Gfx942
            } else {
                Arch::Gfx950
            };
            (p, arch)
        })
        .collect();
    let all = std::env::var("WAVEBED_NATIVE_ALL").is_ok_and(|v| v == "1");
    if let Some(root) = aiter_root() {
        for (sub, arch) in [("gfx942", Arch::Gfx942), ("gfx950", Arch::Gfx950)] {
            let mut aiter = Vec::new();
            code_objects(&root.join(sub), &mut aiter);
            out.extend(
                aiter
                    .into_iter()
                    .enumerate()
                    .filter(|(i, _)| all || i % 8 == 0)
                    .map(|(_, p)| (p, arch)),
            );
        }
    }
    out
}

/// One instruction line of llvm-objdump: text and words.
fn instruction_lines(listing: &str) -> Vec<(String, Vec<u32>)> {
    let mut out = Vec::new();
    for line in listing.lines() {
        let Some(body) = line.strip_prefix('\t') else {
            continue;
        };
        let Some((text, comment)) = body.split_once("//") else {
            continue;
        };
        let Some((_, hex)) = comment.split_once(':') else {
            continue;
        };
        let words: Vec<u32> = hex
            .split_whitespace()
            .map_while(|w| u32::from_str_radix(w, 16).ok())
            .collect();
        out.push((text.trim().to_string(), words));
    }
    out
}

#[derive(Default, Debug)]
struct Tally {
    words: u64,
    native: u64,
    objects: u64,
    native_objects: u64,
    disagreements: Vec<String>,
    /// Refused instructions by mnemonic.
    refused: std::collections::BTreeMap<String, u64>,
}

#[test]
fn native_decoder_agrees_with_llvm_objdump() {
    let Some(objdump) = tools::find_llvm_tool("llvm-objdump") else {
        assert!(!tools::llvm_required(), "llvm-objdump-22 not found");
        eprintln!("note: llvm-objdump not found, native differential skipped");
        return;
    };
    let objects = objects();
    assert!(
        !objects.is_empty(),
        "no gfx942/gfx950 code objects in corpus/"
    );
    let mut t = Tally::default();
    for (path, arch) in &objects {
        let out = Command::new(&objdump)
            .arg("-d")
            .arg(format!("--mcpu={arch}"))
            .arg(path)
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", path.display());
        let listing = String::from_utf8_lossy(&out.stdout);
        let mut text = String::new();
        for (llvm, words) in instruction_lines(&listing) {
            t.words += 1;
            text.clear();
            let d = match native::decode(&words, *arch, &mut text) {
                Ok(d) => d,
                Err(e) => {
                    let m = llvm.split_whitespace().next().unwrap_or("").to_string();
                    if !t.refused.contains_key(&m)
                        && std::env::var_os("WAVEBED_NATIVE_WHY").is_some()
                    {
                        eprintln!("refused {words:08X?} `{llvm}`: {e}");
                    }
                    *t.refused.entry(m).or_default() += 1;
                    continue;
                }
            };
            let same = if d.branch.is_some() {
                llvm.strip_prefix(text.as_str())
                    .is_some_and(|rest| rest.starts_with(' '))
            } else {
                llvm == text
            };
            if !same || d.words != words.len() {
                t.disagreements.push(format!(
                    "{}: {:08X?}: llvm-objdump `{llvm}`, native `{text}` ({} words)",
                    path.display(),
                    words,
                    d.words
                ));
            } else {
                t.native += 1;
            }
        }
        t.objects += 1;
        let opts = LoadOptions {
            arch: Some(*arch),
            ..Default::default()
        };
        if let Ok(native) = load_native(path, &opts) {
            let native: Program = native.unwrap();
            let llvm = load_path(path, &opts).unwrap();
            t.native_objects += 1;
            if native != llvm {
                t.disagreements
                    .push(format!("{}: the Programs differ", path.display()));
            }
        }
    }
    eprintln!(
        "native differential: {} objects, {} decoded whole natively; {} instruction words, {} ({:.1}%) decoded natively, {} refused, {} disagreements",
        t.objects,
        t.native_objects,
        t.words,
        t.native,
        100.0 * t.native as f64 / t.words.max(1) as f64,
        t.words - t.native - t.disagreements.len() as u64,
        t.disagreements.len()
    );
    let mut refused: Vec<(&String, &u64)> = t.refused.iter().collect();
    refused.sort_by(|a, b| b.1.cmp(a.1));
    eprintln!("most refused: {:?}", &refused[..refused.len().min(25)]);
    assert!(
        t.disagreements.is_empty(),
        "{} disagreements, first ones:\n{}",
        t.disagreements.len(),
        t.disagreements[..t.disagreements.len().min(20)].join("\n")
    );
    assert!(t.native > 0, "the native decoder decoded nothing");
}

#[test]
fn refusals_name_the_reason() {
    let mut s = String::new();
    // MTBUF (tbuffer_load_format_x) is not decoded natively.
    assert_eq!(
        native::decode(&[0xE800_0000, 0], Arch::Gfx942, &mut s),
        Err(native::Refused::Family)
    );
    // A literal with an inline constant's bits whose printing the table did
    // not measure (`s_mov_b32 s0, 0x3f800000` prints `lit(0x3f800000)`).
    s.clear();
    assert!(native::decode(&[0xBE80_00FF, 0x3f80_0000], Arch::Gfx942, &mut s).is_err());
    // A plain literal prints as llvm-objdump prints it.
    s.clear();
    assert!(native::decode(&[0xBE80_00FF, 0x1234_5678], Arch::Gfx942, &mut s).is_ok());
    assert_eq!(s, "s_mov_b32 s0, 0x12345678");
    s.clear();
    // A VOP3 word with an op_sel bit v_fma_f32 ignores: refused, not printed
    // as llvm-mc prints it (without the bit).
    let fma = [0xd1cb_083c, 0x0542_5114];
    assert!(native::decode(&fma, Arch::Gfx942, &mut s).is_err());
    // Truncated: a VOP3 without its second word.
    assert_eq!(
        native::decode(&[0xd1cb_003c], Arch::Gfx942, &mut s),
        Err(native::Refused::Truncated)
    );
    // Another generation.
    assert_eq!(
        native::decode(&[0xbf810000], Arch::Gfx1100, &mut s),
        Err(native::Refused::Arch(Arch::Gfx1100))
    );
    s.clear();
    assert_eq!(
        native::decode(&[0xbf810000], Arch::Gfx942, &mut s).map(|d| d.words),
        Ok(1)
    );
    assert_eq!(s, "s_endpgm");
}
