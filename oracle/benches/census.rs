//! Census throughput (instructions/s): the three models and the closed-form
//! oracle over the walked paths of the compiled-kernel listings
//! (`corpus/kernels/*/*.s`), as `wavebed census` runs them per kernel, with
//! and without wait mutation. Disassembly (llvm-objdump) is not included.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

use divan::counter::ItemsCount;
use divan::{black_box, Bencher};
use wavebed_model::cfg::Cfg;
use wavebed_model::instr::Kernel;
use wavebed_model::isa::{load_path, LoadOptions};
use wavebed_model::profile::Profile;
use wavebed_model::walker::{walk, WalkOptions};
use wavebed_oracle::census::{census_kernel, Subject};

fn main() {
    divan::main();
}

/// Every kernel of the compiled-kernel listings, with its profile and path.
fn corpus() -> Vec<(Kernel, Profile, Vec<Vec<u32>>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels");
    let mut out = Vec::new();
    for arch in ["gfx942", "gfx950", "gfx1151"] {
        let mut files: Vec<_> = std::fs::read_dir(root.join(arch))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "s"))
            .collect();
        files.sort();
        for f in files {
            let program = load_path(&f, &LoadOptions::default()).unwrap();
            let profile = program.arch.unwrap().profile();
            for kernel in program.kernels {
                let cfg = Cfg::build(&kernel);
                let mut stream = Vec::new();
                walk(&kernel, &cfg, &WalkOptions::default(), &mut stream);
                out.push((kernel, profile.clone(), vec![stream]));
            }
        }
    }
    out
}

#[divan::bench(args = [false, true])]
fn census_compiled_kernels(b: Bencher, mutate: bool) {
    let kernels = corpus();
    let instructions: usize = kernels.iter().map(|(_, _, w)| w[0].len()).sum();
    b.counter(ItemsCount::new(instructions)).bench(|| {
        for (kernel, profile, waves) in &kernels {
            let subject = Subject {
                kernel,
                profile,
                waves,
                path_races: &[],
            };
            black_box(census_kernel(black_box(&subject), mutate));
        }
    });
}
