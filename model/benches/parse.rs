//! Front-end throughput on production llvm-objdump text, beside llvm-mc.
//!
//! At start the bench disassembles a fixed subset of the shared aiter corpus
//! (every 8th code object in sorted path order, both gfx942 and gfx950) with
//! `llvm-objdump -d --mcpu=ARCH` in memory, and turns the same instructions
//! into llvm-mc input (objdump headers become labels, comments are dropped).
//! Then:
//! * `parse_objdump_text`: `isa::parse_text` over all of that text, one thread
//!   (throughput in bytes of objdump text);
//! * `parse_plain_listing`: `isa::parse_text` over the llvm-mc input (a bare
//!   listing: labels and instructions, no directive), the directive layer's
//!   fast path (throughput in bytes of that input);
//! * `parse_listing_with_symbols`: the same with a `.set` symbol defined at
//!   the top, so every operand pays the symbol check as clang's output does
//!   after its resource-usage `.set`s (same byte counter);
//! * `llvm_mc_filetype_null`: `llvm-mc -filetype=null` over the same
//!   instructions, one process per code object (the same byte counter, so both
//!   read as MB/s of objdump text).
//!
//! Run: `cargo bench -p wavebed-model --bench parse`. Needs the corpus and LLVM
//! 22; without them it prints a note and measures nothing.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use divan::counter::BytesCount;
use divan::Bencher;
use wavebed_model::isa::{parse_text, tools};
use wavebed_model::profile::Arch;

/// Objdump text per code object, and the llvm-mc input per code object (labels
/// repeat across code objects, so one llvm-mc run each, fed on stdin).
struct Data {
    texts: Vec<(Arch, String)>,
    bytes: usize,
    mc_inputs: Vec<(Arch, String)>,
    mc_bytes: usize,
    /// `mc_inputs` after a `.set` line.
    with_symbols: Vec<(Arch, String)>,
    mc: PathBuf,
}

fn corpus_root() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return Some(PathBuf::from(p));
    }
    let ws = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let ws = ws.canonicalize().unwrap_or(ws);
    ws.ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "co") {
            out.push(p);
        }
    }
}

/// objdump text -> llvm-mc input: instruction lines without their comment,
/// headers as labels.
fn mc_input(dump: &str, out: &mut String) {
    for line in dump.lines() {
        if let Some(ins) = line.strip_prefix('\t') {
            let ins = ins.split("//").next().unwrap_or(ins).trim_end();
            out.push('\t');
            out.push_str(ins);
            out.push('\n');
        } else if let (Some(a), Some(b)) = (line.find('<'), line.rfind(">:")) {
            out.push_str(&line[a + 1..b]);
            out.push_str(":\n");
        }
    }
}

fn prepare() -> Option<Data> {
    let root = corpus_root()?;
    let objdump = tools::find_llvm_tool("llvm-objdump")?;
    let mc = tools::find_llvm_tool("llvm-mc")?;
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    let mut texts = Vec::new();
    let mut mc_inputs = Vec::new();
    for f in files.iter().step_by(8) {
        let arch = if f.components().any(|c| c.as_os_str() == "gfx942") {
            Arch::Gfx942
        } else {
            Arch::Gfx950
        };
        let out = Command::new(&objdump)
            .arg("-d")
            .arg(format!("--mcpu={arch}"))
            .arg(f)
            .output()
            .ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        let mut mc_text = String::with_capacity(text.len());
        mc_input(&text, &mut mc_text);
        mc_inputs.push((arch, mc_text));
        texts.push((arch, text));
    }
    let bytes = texts.iter().map(|(_, t)| t.len()).sum();
    let instrs: usize = texts
        .iter()
        .map(|(a, t)| {
            parse_text(t, "bench", Some(*a))
                .map_or(0, |p| p.kernels.iter().map(|k| k.instrs.len()).sum())
        })
        .sum();
    eprintln!(
        "parse bench: {} code objects, {:.1} MB of objdump text, {instrs} instructions",
        texts.len(),
        bytes as f64 / 1e6,
    );
    let mc_bytes = mc_inputs.iter().map(|(_, t)| t.len()).sum();
    let with_symbols = mc_inputs
        .iter()
        .map(|(a, t)| (*a, format!("\t.set .Lunused_scale, 4\n{t}")))
        .collect();
    Some(Data {
        texts,
        bytes,
        mc_inputs,
        mc_bytes,
        with_symbols,
        mc,
    })
}

fn data() -> Option<&'static Data> {
    static DATA: OnceLock<Option<Data>> = OnceLock::new();
    DATA.get_or_init(|| {
        let d = prepare();
        if d.is_none() {
            eprintln!("note: parse bench skipped (needs ../shared/corpus/aiter, llvm-objdump and llvm-mc of LLVM 22)");
        }
        d
    })
    .as_ref()
}

fn main() {
    divan::main();
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn parse_objdump_text(b: Bencher) {
    let Some(d) = data() else { return };
    b.counter(BytesCount::new(d.bytes)).bench(|| {
        let mut n = 0;
        for (arch, text) in &d.texts {
            n += parse_text(text, "bench", Some(*arch))
                .expect("corpus parses")
                .kernels
                .len();
        }
        n
    });
}

fn parse_all(inputs: &[(Arch, String)]) -> usize {
    let mut n = 0;
    for (arch, text) in inputs {
        n += parse_text(text, "bench", Some(*arch))
            .expect("corpus parses")
            .kernels
            .len();
    }
    n
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn parse_plain_listing(b: Bencher) {
    let Some(d) = data() else { return };
    b.counter(BytesCount::new(d.mc_bytes))
        .bench(|| parse_all(&d.mc_inputs));
}

#[divan::bench(sample_count = 10, sample_size = 1)]
fn parse_listing_with_symbols(b: Bencher) {
    let Some(d) = data() else { return };
    b.counter(BytesCount::new(d.mc_bytes))
        .bench(|| parse_all(&d.with_symbols));
}

#[divan::bench(sample_count = 2, sample_size = 1)]
fn llvm_mc_filetype_null(b: Bencher) {
    let Some(d) = data() else { return };
    b.counter(BytesCount::new(d.bytes)).bench(|| {
        for (arch, input) in &d.mc_inputs {
            // llvm-mc reads all of stdin before assembling, so writing it
            // whole and then waiting cannot deadlock.
            let mut child = Command::new(&d.mc)
                .args([
                    "-triple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={arch}"),
                    "-filetype=null",
                    "-",
                ])
                .stdin(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("llvm-mc runs");
            child
                .stdin
                .take()
                .expect("stdin")
                .write_all(input.as_bytes())
                .expect("write to llvm-mc");
            let out = child.wait_with_output().expect("llvm-mc finishes");
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    });
}
