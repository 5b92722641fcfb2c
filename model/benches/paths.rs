//! All-paths analysis throughput (docs/paths.md section 6): instructions per
//! second of `paths::analyse` per model, of `Cfg::build`, and of the walk with
//! one model, on the synthetic listing `scripts/gen-scale-listing.py` writes
//! (each unit: loads, a wait, a diamond, a counted loop with a loop-carried
//! load, an early exit), built in memory at two sizes so the ratio shows how
//! the cost grows with code size.
//!
//!     cargo bench -p wavebed-model --bench paths

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::fmt::Write;
use std::sync::LazyLock;

use divan::counter::ItemsCount;
use divan::Bencher;
use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{CounterModel, Model, ModelKind, RaceHit};
use wavebed_model::instr::Kernel;
use wavebed_model::isa;
use wavebed_model::paths::{analyse, Entry, PathOptions};
use wavebed_model::profile::Arch;
use wavebed_model::walker::{WalkOptions, Walker};

/// The listing of `units` units, as scripts/gen-scale-listing.py prints it.
fn listing(units: usize) -> String {
    let mut s = String::from(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"\n\t.text\n\t.globl scale\n\t.type scale,@function\nscale:\n",
    );
    for n in 0..units {
        write!(
            s,
            "\tglobal_load_dword v1, v[8:9], off\n\ts_load_dword s12, s[4:5], 0x0\n\
             \ts_waitcnt vmcnt(0) lgkmcnt(0)\n\tv_add_u32_e32 v2, s12, v1\n\
             \ts_cbranch_execz .LU{n}_else\n\tv_mul_f32_e32 v4, v2, v2\n\ts_branch .LU{n}_end\n\
             .LU{n}_else:\n\tv_sub_f32_e32 v4, v2, v3\n.LU{n}_end:\n\ts_mov_b32 s10, 4\n\
             \tglobal_load_dword v5, v[8:9], off\n.LU{n}_loop:\n\ts_waitcnt vmcnt(0)\n\
             \tv_add_u32_e32 v6, v5, v6\n\tglobal_load_dword v5, v[8:9], off\n\
             \ts_sub_u32 s10, s10, 1\n\ts_cmp_lg_u32 s10, 0\n\ts_cbranch_scc1 .LU{n}_loop\n\
             \ts_waitcnt vmcnt(0)\n\tv_add_f32_e32 v7, v4, v6\n\tv_fma_f32 v7, v7, v2, v4\n\
             \tv_cmp_gt_f32_e32 vcc, 0, v7\n\ts_cbranch_vccz .Lexit{k}\n\tv_mov_b32_e32 v3, v7\n",
            k = n / EXIT_EVERY
        )
        .expect("writing to a String");
        // Each run of EXIT_EVERY units exits to its own tail, within a
        // branch's simm16 range, jumped over by the fall-through path.
        if n % EXIT_EVERY == EXIT_EVERY - 1 && n + 1 < units {
            let k = n / EXIT_EVERY;
            writeln!(s, "\ts_branch .Lnext{k}").expect("writing to a String");
            s += &exit_tail(k);
            writeln!(s, ".Lnext{k}:").expect("writing to a String");
        }
    }
    s + &exit_tail(units.saturating_sub(1) / EXIT_EVERY)
}

/// Units per exit tail, as in scripts/gen-scale-listing.py.
const EXIT_EVERY: usize = 500;

fn exit_tail(k: usize) -> String {
    format!(".Lexit{k}:\n\tglobal_store_dword v[8:9], v7, off\n\ts_endpgm\n")
}

fn kernel(units: usize) -> Kernel {
    let program = isa::parse_text(&listing(units), "scale.s", None)
        .unwrap_or_else(|e| panic!("scale.s:{}:{}: {}", e.line, e.col, e.message));
    program.kernels.into_iter().next().expect("one kernel")
}

/// 10^4 and 10^5 instructions.
static KERNELS: LazyLock<[(Kernel, Cfg); 2]> = LazyLock::new(|| {
    [455, 4_545].map(|units| {
        let k = kernel(units);
        let cfg = Cfg::build(&k);
        (k, cfg)
    })
});

const SIZES: [usize; 2] = [0, 1];

fn main() {
    divan::main();
}

#[divan::bench(args = SIZES)]
fn cfg_build(bencher: Bencher, size: usize) {
    let (k, _) = &KERNELS[size];
    bencher
        .counter(ItemsCount::new(k.instrs.len()))
        .bench(|| Cfg::build(k).blocks.len());
}

#[divan::bench(args = SIZES, consts = [0, 1, 2])]
fn analyse_all_paths<const MODEL: usize>(bencher: Bencher, size: usize) {
    let (k, cfg) = &KERNELS[size];
    let mut m = Model::new(ModelKind::ALL[MODEL], &Arch::Gfx950.profile());
    let opts = PathOptions::default();
    bencher
        .counter(ItemsCount::new(k.instrs.len()))
        .bench_local(|| analyse(k, cfg, &mut m, Entry::Kernel, &opts).states);
}

/// The walk with the exact model stepping the walked stream (what `check
/// --paths walk` does per kernel), counted in static instructions like the
/// analysis.
#[divan::bench(args = SIZES)]
fn walk_exact(bencher: Bencher, size: usize) {
    let (k, cfg) = &KERNELS[size];
    let mut m = Model::new(ModelKind::Exact, &Arch::Gfx950.profile());
    let opts = WalkOptions {
        max_instructions: u64::MAX,
        ..WalkOptions::default()
    };
    let mut hits: Vec<RaceHit> = Vec::new();
    bencher
        .counter(ItemsCount::new(k.instrs.len()))
        .bench_local(|| {
            m.reset();
            let mut w = Walker::new(k, cfg, opts);
            let mut pos = 0;
            while let Some(i) = w.next_instr() {
                m.step(pos, i, &k.instrs[i as usize], &mut hits);
                hits.clear();
                pos += 1;
            }
            pos
        });
}
