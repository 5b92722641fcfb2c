//! The evaluator oracle on docs/offsets.md section 3's cases, the sliding-window
//! input and hand-made wrong rewrites (which it must catch).

use std::path::PathBuf;

use wavebed_model::chain::{self, IntTuple, OpKind, Rule, Type};
use wavebed_oracle::offsets::check::assignments;
use wavebed_oracle::offsets::eval::Evaluator;
use wavebed_oracle::offsets::{check, Verdict};

fn corpus_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/chains");
    let mut out = Vec::new();
    for sub in ["transform", "conversion", "order", "."] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_section3_case_and_the_sliding_window_agree_under_both_rules() {
    let files = corpus_files();
    assert_eq!(files.len(), 18, "{files:?}");
    for p in files {
        let m = chain::parse(&std::fs::read_to_string(&p).unwrap()).unwrap();
        for rule in [Rule::New, Rule::Old] {
            let c = check(&m, rule, 7, 32);
            // The old rule's merged chains are canonical too (one layer). The
            // generated order cases fuse i32 offsets on 64-bit pointers, which
            // differ only where the i32 sum overflows.
            let want: &[Verdict] = if p.to_string_lossy().contains("/order/") {
                &[Verdict::Agree, Verdict::OverflowSensitive]
            } else {
                &[Verdict::Agree]
            };
            assert!(
                want.contains(&c.verdict),
                "{} {rule:?}: {}",
                p.display(),
                c.detail
            );
        }
    }
}

#[test]
fn a_wrong_constant_is_a_wrong_address() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus/chains/transform/05_dyn_static_static.mlir"),
    )
    .unwrap();
    let m = chain::parse(&text).unwrap();
    let (mut out, _) = chain::rewrite(&m, Rule::New).unwrap();
    // Corrupt the fused tail 96 into 95 and compare by hand.
    let f = &mut out.funcs[0];
    let id = *f
        .body
        .iter()
        .find(|&&id| f.op(id).result == Some(Type::Tuple(IntTuple::Static(96))))
        .unwrap();
    f.op_mut(id).result = Some(Type::Tuple(IntTuple::Static(95)));
    let (ef, eg) = (Evaluator::new(&m.funcs[0]), Evaluator::new(&out.funcs[0]));
    let (pf, pg) = (
        m.funcs[0].accesses().next().unwrap().1,
        out.funcs[0].accesses().next().unwrap().1,
    );
    assert_ne!(ef.pointer_form(pf), eg.pointer_form(pg));
    let a = &assignments(&m.funcs[0], 1, 1)[0];
    assert_eq!(
        ef.access(pf, a)
            .final_addr
            .wrapping_sub(eg.access(pg, a).final_addr),
        4
    );
}

#[test]
fn fused_i32_overflow_on_global_is_overflow_sensitive_and_exact_on_lds() {
    for (space, want) in [
        ("global", Verdict::OverflowSensitive),
        ("shared", Verdict::Agree),
    ] {
        let p = format!("!fly.ptr<f32, {space}>");
        let text = format!(
            "func.func @f(%p: {p}, %x: i32, %y: i32) -> f32 {{\n  %a = fly.make_int_tuple(%x) : (i32) -> !fly.int_tuple<?>\n  %b = fly.make_int_tuple(%y) : (i32) -> !fly.int_tuple<?>\n  %q = fly.add_offset(%p, %a) : ({p}, !fly.int_tuple<?>) -> {p}\n  %r = fly.add_offset(%q, %b) : ({p}, !fly.int_tuple<?>) -> {p}\n  %v = fly.ptr.load(%r) : ({p}) -> f32\n  return %v : f32\n}}\n"
        );
        let m = chain::parse(&text).unwrap();
        let c = check(&m, Rule::New, 11, 64);
        assert_eq!(c.verdict, want, "{space}: {}", c.detail);
    }
}

#[test]
fn static_fold_wrapping_i32_is_overflow_sensitive_on_global() {
    let p = "!fly.ptr<f32, global>";
    let text = format!(
        "func.func @f(%p: {p}) -> f32 {{\n  %a = fly.make_int_tuple() : () -> !fly.int_tuple<2147483647>\n  %b = fly.make_int_tuple() : () -> !fly.int_tuple<5>\n  %q = fly.add_offset(%p, %a) : ({p}, !fly.int_tuple<2147483647>) -> {p}\n  %r = fly.add_offset(%q, %b) : ({p}, !fly.int_tuple<5>) -> {p}\n  %v = fly.ptr.load(%r) : ({p}) -> f32\n  return %v : f32\n}}\n"
    );
    let m = chain::parse(&text).unwrap();
    let c = check(&m, Rule::New, 3, 8);
    assert_eq!(c.verdict, Verdict::OverflowSensitive, "{}", c.detail);
}

#[test]
fn a_static_dyn_chain_left_alone_is_not_canonical() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus/chains/transform/02_static_dyn.mlir"),
    )
    .unwrap();
    let m = chain::parse(&text).unwrap();
    // The input itself (no rewrite) has a single-use (static, dyn) pair.
    assert!(wavebed_oracle::offsets::shape(&m.funcs[0], &[]).is_err());
    let ops = &m.funcs[0];
    assert!(ops
        .body
        .iter()
        .any(|&id| matches!(ops.op(id).kind, OpKind::AddOffset { .. })));
}
