//! docs/offsets.md section 3: the ten transform cases and three conversion cases,
//! each compared with FlyDSL 0.4.2's own output (captured from the wheel into
//! `corpus/chains/**/NAME.flydsl`) and with the lowering model's metric;
//! the sliding-window input's base-register count under both rule sets.

use std::path::PathBuf;

use wavebed_model::chain::{self, lower, Rule, Stats};

fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/chains")
        .join(rel)
}

fn canon(rel: &str, rule: Rule) -> (String, Stats) {
    let text = std::fs::read_to_string(corpus(rel)).unwrap();
    let m = chain::parse(&text).unwrap_or_else(|e| panic!("{rel}:{e}"));
    let (out, _) = chain::rewrite(&m, rule).unwrap();
    (chain::print(&out), lower(&out).stats)
}

/// The new rule's output equals FlyDSL's, text for text.
fn matches_flydsl(rel: &str) -> Stats {
    let (got, stats) = canon(rel, Rule::New);
    let golden = corpus(rel).with_extension("flydsl");
    let want = std::fs::read_to_string(&golden).unwrap();
    assert_eq!(got, want, "{rel}: wavebed differs from FlyDSL 0.4.2");
    stats
}

/// The metric: accesses, distinct runtime bases, adds, immediates, then the
/// registers the accesses address through and the XORs (docs/offsets.md
/// section 6).
fn stats(
    accesses: u32,
    distinct_bases: u32,
    adds: u32,
    immediates: u32,
    regs: (u32, u32),
) -> Stats {
    Stats {
        accesses,
        distinct_bases,
        adds,
        immediates,
        address_regs: regs.0,
        xors: regs.1,
    }
}

#[test]
fn t01_dyn_static_is_kept_without_add() {
    let s = matches_flydsl("transform/01_dyn_static.mlir");
    assert_eq!(s, stats(1, 1, 0, 1, (1, 0)));
}

#[test]
fn t02_static_dyn_is_swapped() {
    let (out, _) = canon("transform/02_static_dyn.mlir", Rule::New);
    let dyn_pos = out.find("!fly.int_tuple<?>) -> ").unwrap();
    let tail_pos = out.find("!fly.int_tuple<64>) -> ").unwrap();
    assert!(dyn_pos < tail_pos, "dynamic layer must come first:\n{out}");
    matches_flydsl("transform/02_static_dyn.mlir");
}

#[test]
fn t03_static_static_fuses() {
    let (out, _) = canon("transform/03_static_static.mlir", Rule::New);
    assert!(out.contains("!fly.int_tuple<96>"));
    assert_eq!(out.matches("fly.add_offset").count(), 1);
    matches_flydsl("transform/03_static_static.mlir");
}

#[test]
fn t04_dyn_dyn_fuses_with_one_add() {
    let (out, s) = canon("transform/04_dyn_dyn.mlir", Rule::New);
    assert_eq!(out.matches("arith.addi").count(), 1);
    assert_eq!(s.adds, 1);
    matches_flydsl("transform/04_dyn_dyn.mlir");
}

#[test]
fn t05_dyn_static_static() {
    let (out, _) = canon("transform/05_dyn_static_static.mlir", Rule::New);
    assert!(out.contains("!fly.int_tuple<96>"));
    assert_eq!(out.matches("fly.add_offset").count(), 2);
    matches_flydsl("transform/05_dyn_static_static.mlir");
}

#[test]
fn t06_static_dyn_static_converges() {
    let text = std::fs::read_to_string(corpus("transform/06_static_dyn_static.mlir")).unwrap();
    let m = chain::parse(&text).unwrap();
    let (out, st) = chain::rewrite(&m, Rule::New).unwrap();
    assert_eq!((st.swaps, st.static_fusions), (1, 1));
    // Converged: rewriting again changes nothing.
    let (again, st2) = chain::rewrite(&out, Rule::New).unwrap();
    assert_eq!(st2.steps, 0);
    assert_eq!(chain::print(&again), chain::print(&out));
    matches_flydsl("transform/06_static_dyn_static.mlir");
}

#[test]
fn t07_shared_runtime_base() {
    let s = matches_flydsl("transform/07_shared_runtime_base.mlir");
    assert_eq!(s, stats(2, 1, 0, 2, (1, 0)));
}

#[test]
fn t08_multi_use_static_blocks_swap() {
    let text = std::fs::read_to_string(corpus("transform/08_multi_use_static_dyn.mlir")).unwrap();
    let m = chain::parse(&text).unwrap();
    let (_, st) = chain::rewrite(&m, Rule::New).unwrap();
    assert_eq!(
        st.steps, 0,
        "the swap must not fire on a multi-use inner op"
    );
    matches_flydsl("transform/08_multi_use_static_dyn.mlir");
}

#[test]
fn t09_zero_and_negative_constants() {
    let (out, s) = canon("transform/09_zero_negative.mlir", Rule::New);
    assert!(out.contains("!fly.int_tuple<-32>"));
    assert!(!out.contains("!fly.int_tuple<0>"));
    // A negative tail never folds into a DS immediate.
    assert_eq!(s, stats(1, 1, 1, 0, (1, 0)));
    matches_flydsl("transform/09_zero_negative.mlir");
}

#[test]
fn t10_multi_use_static_static_fuses_outer() {
    let (out, _) = canon("transform/10_multi_use_static_static.mlir", Rule::New);
    assert!(out.contains("!fly.int_tuple<64>") && out.contains("!fly.int_tuple<96>"));
    matches_flydsl("transform/10_multi_use_static_static.mlir");
}

#[test]
fn conversion_lds_one_runtime_base_no_add() {
    let s = matches_flydsl("conversion/lds_shared_runtime_base.mlir");
    assert_eq!(s, stats(2, 1, 0, 2, (1, 0)));
}

#[test]
fn conversion_swizzled_tail_is_not_an_immediate() {
    let s = matches_flydsl("conversion/lds_swizzled_neutral.mlir");
    assert_eq!(s, stats(1, 1, 1, 0, (1, 1)));
}

#[test]
fn conversion_buffer_adds_kept_apart() {
    let s = matches_flydsl("conversion/buffer_runtime_then_static.mlir");
    assert_eq!(s, stats(1, 1, 0, 1, (1, 0)));
    // The old rule merged the runtime offset with the constant.
    let (out, old) = canon("conversion/buffer_runtime_then_static.mlir", Rule::Old);
    assert!(out.contains("arith.addi"));
    assert_eq!(old, stats(1, 1, 1, 0, (1, 0)));
}

#[test]
fn sliding_window_bases_old_38_new_1() {
    let (_, new) = canon("sliding_window.mlir", Rule::New);
    let (_, old) = canon("sliding_window.mlir", Rule::Old);
    assert_eq!(new, stats(38, 1, 0, 38, (1, 0)));
    assert_eq!(old, stats(38, 38, 38, 0, (38, 0)));
    matches_flydsl("sliding_window.mlir");
}

/// Generated chains where the order of application matters; goldens are
/// FlyDSL 0.4.2's output (found by scripts/flydsl-peer).
#[test]
fn order_of_application_matches_flydsl() {
    for name in [
        "order/dyn_fusion_order.mlir",
        "order/blocked_swap_stays_blocked.mlir",
        "order/dyn_lds_recast_mix.mlir",
    ] {
        matches_flydsl(name);
    }
    // dyn x, then x again, then y: FlyDSL fuses the inner pair first.
    let (out, _) = canon("order/dyn_fusion_order.mlir", Rule::New);
    assert!(out.contains("%0 = arith.addi %arg1, %arg1 : i32\n    %1 = arith.addi %0, %arg3 : i32"));
}

/// FlyDSL fails verification here (docs/flydsl-peer-known.txt,
/// stale-result-alignment); wavebed re-infers the user's alignment.
#[test]
fn fused_constant_refines_user_alignment() {
    let (out, _) = canon("order/stale_alignment_flydsl_fails.mlir", Rule::New);
    assert!(
        out.contains("-> !fly.ptr<f32, shared, align<16>>\n    %5 = fly.ptr.load(%4)"),
        "{out}"
    );
    chain::parse(&out).unwrap();
}
