//! Trace decode and replay throughput on traces recorded from the production
//! code objects in `../shared/corpus/aiter/` (686 files).
//!
//! The traces come from a store at `target/aiter-traces`; if it is missing the
//! bench records it first (exactly what
//! `wavebed record ../shared/corpus/aiter -o target/aiter-traces` writes), which
//! needs llvm-objdump (LLVM 22). Without it the benches print a note and do
//! nothing. Env WAVEBED_BENCH_STORE names another store (say one recorded with
//! `--waves 8 --branch-policy seed:1`). Run:
//! `cargo bench -p wavebed-replay --bench replay`.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::Cursor;
use std::ops::ControlFlow;
use std::path::PathBuf;
use std::sync::OnceLock;

use divan::counter::ItemsCount;
use divan::Bencher;
use wavebed_model::counter::{CounterModel, Model, ModelKind};
use wavebed_model::inputs::{self, Input, InputKind};
use wavebed_model::isa::{load_path, LoadOptions};
use wavebed_replay::format::{encode, Provenance, WriteOptions};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::replay::{replay_all, ReplayOptions, Traces};
use wavebed_replay::{Store, TraceReader};

fn main() {
    divan::main();
}

/// The recorded aiter traces: their files and bytes, and totals.
struct Corpus {
    jobs: Vec<Input>,
    /// `jobs` as replay takes them.
    traces: Traces,
    bytes: Vec<Vec<u8>>,
    instructions: u64,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn corpus() -> Option<&'static Corpus> {
    static CORPUS: OnceLock<Option<Corpus>> = OnceLock::new();
    CORPUS.get_or_init(load).as_ref()
}

fn load() -> Option<Corpus> {
    let dir = std::env::var_os("WAVEBED_BENCH_STORE")
        .map_or_else(|| root().join("target/aiter-traces"), PathBuf::from);
    if !Store::is_store(&dir) && !record_aiter(&dir) {
        return None;
    }
    let store = Store::open(&dir).expect("the aiter trace store opens");
    let mut c = Corpus {
        jobs: Vec::new(),
        traces: Traces::files(Vec::new()),
        bytes: Vec::new(),
        instructions: 0,
    };
    for e in store.entries() {
        let path = store.object_path(e);
        c.bytes
            .push(std::fs::read(&path).expect("a stored trace reads"));
        c.jobs.push(Input {
            path,
            kind: InputKind::Trace,
            name: e.name.clone(),
            member: None,
        });
        c.instructions += e.instructions;
    }
    c.traces = Traces::files(c.jobs.clone());
    let size: usize = c.bytes.iter().map(Vec::len).sum();
    eprintln!(
        "aiter traces: {} traces, {} instructions, {} bytes ({:.3} bytes/instruction)",
        c.jobs.len(),
        c.instructions,
        size,
        size as f64 / c.instructions as f64
    );
    Some(c)
}

/// `../shared/corpus/aiter` from the workspace root, or from the nearest
/// ancestor that has `shared/corpus/aiter` (a git worktree further down); env
/// WAVEBED_AITER_CORPUS overrides.
fn aiter_corpus() -> PathBuf {
    if let Some(p) = std::env::var_os("WAVEBED_AITER_CORPUS") {
        return PathBuf::from(p);
    }
    let workspace = root().canonicalize().unwrap_or_else(|_| root());
    workspace
        .ancestors()
        .skip(1)
        .map(|a| a.join("shared/corpus/aiter"))
        .find(|p| p.is_dir())
        .unwrap_or_else(|| workspace.join("../shared/corpus/aiter"))
}

/// Records every kernel of the aiter corpus into a store at `dir`.
fn record_aiter(dir: &std::path::Path) -> bool {
    let aiter = aiter_corpus();
    if wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_none() || !aiter.is_dir() {
        eprintln!(
            "note: llvm-objdump (LLVM 22) or {} missing; skipping",
            aiter.display()
        );
        return false;
    }
    let mut store = Store::open_or_create(dir).expect("the store can be created");
    let opts = RecordOptions {
        provenance: Provenance::HandWritten,
        ..RecordOptions::default()
    };
    let found = inputs::collect(&[aiter]);
    assert!(
        found.errors.is_empty(),
        "the aiter corpus lists: {:?}",
        found.errors
    );
    for input in found.inputs {
        if input.kind != InputKind::CodeObject {
            continue;
        }
        let program = load_path(&input.path, &LoadOptions::default()).expect("aiter loads");
        let arch = program.arch.expect("code objects name their architecture");
        for k in &program.kernels {
            let t = record_kernel(k, arch, &input.path.display().to_string(), &opts);
            let bytes = encode(&t, &WriteOptions::default()).expect("the trace encodes");
            store
                .add(&k.name, &bytes)
                .expect("the store takes the trace");
        }
    }
    true
}

/// Opening every trace (header, table, directory) and decoding every stream.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn open_and_decode(bencher: Bencher) {
    let Some(c) = corpus() else { return };
    bencher.counter(ItemsCount::new(c.instructions)).bench(|| {
        let mut n = 0usize;
        for b in &c.bytes {
            let mut r = TraceReader::new(Cursor::new(b.as_slice())).unwrap();
            for w in 0..r.waves().len() {
                r.for_each_chunk(w, u64::MAX, |chunk| {
                    n += chunk.len();
                    ControlFlow::Continue(())
                })
                .unwrap();
            }
        }
        n
    });
}

/// Decoding the streams of traces already open (checksum, zstd, varints).
#[divan::bench(sample_count = 10, sample_size = 1)]
fn decode_streams(bencher: Bencher) {
    let Some(c) = corpus() else { return };
    let mut readers: Vec<_> = c
        .bytes
        .iter()
        .map(|b| TraceReader::new(Cursor::new(b.as_slice())).unwrap())
        .collect();
    bencher
        .counter(ItemsCount::new(c.instructions))
        .bench_local(|| {
            let mut n = 0usize;
            for r in &mut readers {
                for w in 0..r.waves().len() {
                    r.for_each_chunk(w, u64::MAX, |chunk| {
                        n += chunk.len();
                        ControlFlow::Continue(())
                    })
                    .unwrap();
                }
            }
            n
        });
}

/// The exact model stepped over every stream of traces already open: chunk
/// reading, checksum, zstd, varints and the model, without the per-trace
/// table decode (the steady state of a long replay).
#[divan::bench(sample_count = 10, sample_size = 1)]
fn replay_streams_exact(bencher: Bencher) {
    let Some(c) = corpus() else { return };
    let mut readers: Vec<_> = c
        .bytes
        .iter()
        .map(|b| TraceReader::new(Cursor::new(b.as_slice())).unwrap())
        .collect();
    let mut models: Vec<_> = readers
        .iter()
        .map(|r| Model::new(ModelKind::Exact, &r.header().arch.profile()))
        .collect();
    let mut hits = Vec::new();
    bencher
        .counter(ItemsCount::new(c.instructions))
        .bench_local(|| {
            let mut races = 0usize;
            for (r, model) in readers.iter_mut().zip(&mut models) {
                for w in 0..r.waves().len() {
                    model.reset();
                    let mut pos = 0u64;
                    r.for_each_chunk_with_table(w, u64::MAX, |instrs, chunk| {
                        for &id in chunk {
                            model.step(pos, id, &instrs[id as usize], &mut hits);
                            pos += 1;
                        }
                        races += hits.len();
                        hits.clear();
                        ControlFlow::Continue(())
                    })
                    .unwrap();
                }
            }
            races
        });
}

/// `wavebed replay --model exact --jobs J` on the whole store, files read from
/// disk (page cache), tables decoded, every instruction stepped.
#[divan::bench(args = [1, 2], sample_count = 10, sample_size = 1)]
fn replay_exact(bencher: Bencher, jobs: usize) {
    let Some(c) = corpus() else { return };
    let opts = ReplayOptions {
        model: ModelKind::Exact,
        ..ReplayOptions::default()
    };
    bencher.counter(ItemsCount::new(c.instructions)).bench(|| {
        let mut n = 0;
        replay_all(&c.traces, &opts, jobs, |_, r| n += r.unwrap().instructions);
        n
    });
}
