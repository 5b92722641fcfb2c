//! Counter-model throughput: instructions per second each model steps through
//! on a long stream (goal: exact >= 100 M instructions/s on one thread).
//!
//! The stream is a real compiled kernel (`corpus/kernels/gfx950/mfma_gemm.s`:
//! global and LDS loads, partial waits, MFMA) executed in address order over and
//! over, about a million instructions.
//!
//!     cargo bench -p wavebed-model --bench models

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::sync::LazyLock;

use divan::counter::ItemsCount;
use divan::Bencher;
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::Kernel;
use wavebed_model::isa::{self, LoadOptions};
use wavebed_model::profile::Arch;

/// Instructions in the benchmark stream.
const STREAM_LEN: usize = 1 << 20;

static WORKLOAD: LazyLock<(Kernel, Vec<u32>)> = LazyLock::new(|| {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels/gfx950/mfma_gemm.s");
    let opts = LoadOptions {
        arch: Some(Arch::Gfx950),
        objdump: None,
        ..Default::default()
    };
    let program = isa::load_path(&path, &opts).unwrap_or_else(|e| panic!("{e}"));
    let kernel = program
        .kernels
        .into_iter()
        .max_by_key(|k| k.instrs.len())
        .expect("a kernel");
    let n = kernel.instrs.len() as u32;
    let stream = (0..STREAM_LEN as u32).map(|i| i % n).collect();
    (kernel, stream)
});

fn main() {
    divan::main();
}

#[divan::bench(args = ["legacy", "seed", "exact"])]
fn step_stream(bencher: Bencher, model: &str) {
    let (kernel, stream) = &*WORKLOAD;
    let kind: ModelKind = model.parse().unwrap();
    let mut m = Model::new(kind, &Arch::Gfx950.profile());
    bencher
        .counter(ItemsCount::new(stream.len()))
        .bench_local(|| run_stream(&mut m, kernel, stream).races.len());
}
