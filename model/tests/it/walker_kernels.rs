//! The walker and the exact model on the compiled-kernel corpus
//! (`corpus/kernels/<arch>/*.s` and `*.co`, clang-22 output): LLVM inserted
//! every wait these kernels need, so the exact model must report no race on
//! any path; and each kernel has a needed wait whose deletion or weakening
//! the exact model catches.

use std::path::{Path, PathBuf};

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::{Kernel, Program, Wait};
use wavebed_model::isa::{self, load_path, LoadOptions};
use wavebed_model::profile::{Counter, Profile};
use wavebed_model::walker::{walk, BranchPolicy, WalkEnd, WalkOptions};

const ARCHS: [&str; 3] = ["gfx942", "gfx950", "gfx1151"];

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels")
}

/// Every `(path, program)` of one extension in the corpus, in a fixed order.
fn programs(ext: &str) -> Vec<(PathBuf, Program)> {
    let mut out = Vec::new();
    for arch in ARCHS {
        let mut files: Vec<PathBuf> = std::fs::read_dir(corpus().join(arch))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == ext))
            .collect();
        files.sort();
        for f in files {
            let prog = load_path(&f, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
            out.push((f, prog));
        }
    }
    out
}

/// The exact model's races on one walked path, and how the walk ended.
fn exact_races(prog: &Program, kernel: &Kernel, opts: &WalkOptions) -> (usize, WalkEnd) {
    let arch = prog.arch.expect("corpus outputs name their target");
    let cfg = Cfg::build(kernel);
    let mut stream = Vec::new();
    let end = walk(kernel, &cfg, opts, &mut stream);
    let mut model = Model::new(ModelKind::Exact, &arch.profile());
    let run = run_stream(&mut model, kernel, &stream);
    (run.races.len(), end)
}

#[test]
fn exact_model_is_clean_on_every_compiled_kernel_and_path() {
    let mut policies = vec![BranchPolicy::Fallthrough, BranchPolicy::Taken];
    policies.extend((1..=8).map(BranchPolicy::Seed));
    let mut kernels = 0;
    let mut dirty = Vec::new();
    for (path, prog) in programs("s") {
        for kernel in &prog.kernels {
            kernels += 1;
            for &branch_policy in &policies {
                for loop_iterations in [0, 1, 2, 3] {
                    let opts = WalkOptions {
                        branch_policy,
                        loop_iterations,
                        ..WalkOptions::default()
                    };
                    let (races, end) = exact_races(&prog, kernel, &opts);
                    assert!(
                        end.completed,
                        "{}: {} cut by a bound: {end:?}",
                        path.display(),
                        kernel.name
                    );
                    if races > 0 {
                        dirty.push(format!(
                            "{} {} {branch_policy} K={loop_iterations}: {races} races",
                            path.display(),
                            kernel.name
                        ));
                    }
                }
            }
        }
    }
    assert!(
        kernels >= 33,
        "11 kernels x 3 architectures, found {kernels}"
    );
    assert!(
        dirty.is_empty(),
        "exact model races on compiled kernels:\n{}",
        dirty.join("\n")
    );
}

/// `kernel` with instruction `at` replaced by `text`, decoded on `arch`'s
/// profile (indices, and so branch targets, stay put).
fn mutate(kernel: &Kernel, at: usize, text: &str, prog: &Program) -> Kernel {
    let profile = prog.arch.unwrap().profile();
    let mut k = kernel.clone();
    let line = k.instrs[at].line;
    k.instrs[at] = isa::decode(text, &profile).unwrap_or_else(|e| panic!("{text}: {e}"));
    k.instrs[at].line = line;
    k
}

/// Weaker forms of a wait: each encoded field below the largest effective
/// wait raised by one.
fn weakened(wait: &Wait, profile: &Profile) -> Vec<String> {
    let mut out = Vec::new();
    for c in Counter::ALL {
        let Some(v) = wait.field(c) else { continue };
        if v + 1 < profile.capacity(c) {
            let mut w = *wait;
            w.fields[c.index()] = v + 1;
            out.push(wavebed_model::wait::to_asm(&w, profile));
        }
    }
    out
}

#[test]
fn deleting_or_weakening_a_needed_wait_makes_the_exact_model_report_a_race() {
    let opts = WalkOptions::default();
    let mut missing = Vec::new();
    let mut checked = 0;
    for (path, prog) in programs("s") {
        let profile = prog.arch.unwrap().profile();
        for kernel in &prog.kernels {
            let waits: Vec<usize> = (0..kernel.instrs.len())
                .filter(|&i| kernel.instrs[i].wait.is_some())
                .collect();
            let deleted = waits
                .iter()
                .filter(|&&w| exact_races(&prog, &mutate(kernel, w, "s_nop 0", &prog), &opts).0 > 0)
                .count();
            let weakened_hits = waits
                .iter()
                .flat_map(|&w| {
                    weakened(kernel.instrs[w].wait.as_ref().unwrap(), &profile)
                        .into_iter()
                        .map(move |t| (w, t))
                })
                .filter(|(w, t)| exact_races(&prog, &mutate(kernel, *w, t, &prog), &opts).0 > 0)
                .count();
            eprintln!(
                "{} {}: {} waits, {deleted} needed (deletion races), {weakened_hits} weakenings race",
                path.display(),
                kernel.name,
                waits.len()
            );
            if deleted == 0 || weakened_hits == 0 {
                missing.push(format!("{} {}", path.display(), kernel.name));
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 33,
        "11 kernels x 3 architectures, found {checked}"
    );
    assert!(
        missing.is_empty(),
        "no needed wait found in:\n{}",
        missing.join("\n")
    );
}

/// llvm-objdump for the code-object tests, or `None` after a printed note.
fn objdump_available() -> bool {
    if isa::tools::find_llvm_tool("llvm-objdump").is_some() {
        return true;
    }
    assert!(
        !isa::tools::llvm_required(),
        "llvm-objdump not found and WAVEBED_REQUIRE_LLVM=1"
    );
    eprintln!("note: llvm-objdump (LLVM 22) not found; skipping the code-object half");
    false
}

/// The walked stream's mnemonics without `s_nop`: the assembler pads aligned
/// loop headers (`.p2align`) with `s_nop`s that the listing does not show.
fn mnemonics(kernel: &Kernel, opts: &WalkOptions) -> Vec<String> {
    let cfg = Cfg::build(kernel);
    let mut stream = Vec::new();
    walk(kernel, &cfg, opts, &mut stream);
    stream
        .iter()
        .map(|&i| kernel.instrs[i as usize].mnemonic())
        .filter(|&m| m != "s_nop")
        .map(str::to_string)
        .collect()
}

#[test]
fn code_objects_walk_like_their_listings_and_are_clean() {
    if !objdump_available() {
        return;
    }
    let listings = programs("s");
    let mut compared = 0;
    for (path, prog) in programs("co") {
        let twin = path.with_extension("s");
        let (_, lprog) = listings
            .iter()
            .find(|(p, _)| *p == twin)
            .expect("every .co has its .s");
        assert_eq!(prog.arch, lprog.arch);
        for kernel in &prog.kernels {
            for branch_policy in [
                BranchPolicy::Fallthrough,
                BranchPolicy::Taken,
                BranchPolicy::Seed(3),
            ] {
                let opts = WalkOptions {
                    branch_policy,
                    ..WalkOptions::default()
                };
                let (races, end) = exact_races(&prog, kernel, &opts);
                assert!(
                    end.completed,
                    "{}: {}: {end:?}",
                    path.display(),
                    kernel.name
                );
                assert_eq!(
                    races,
                    0,
                    "{}: {} {branch_policy}",
                    path.display(),
                    kernel.name
                );
                let lk = lprog
                    .kernels
                    .iter()
                    .find(|k| k.symbol == kernel.symbol)
                    .unwrap_or_else(|| {
                        panic!(
                            "{}: kernel {} is not in the listing",
                            path.display(),
                            kernel.symbol
                        )
                    });
                assert_eq!(
                    mnemonics(kernel, &opts),
                    mnemonics(lk, &opts),
                    "{}: {} {branch_policy}: streams differ",
                    path.display(),
                    kernel.name
                );
            }
            compared += 1;
        }
    }
    assert!(
        compared >= 33,
        "11 kernels x 3 architectures, compared {compared}"
    );
}
