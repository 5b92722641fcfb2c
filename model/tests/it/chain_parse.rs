//! The Fly MLIR text form: errors name line and column, FlyDSL's printed
//! output reads back to the same text, and no input makes the parser panic.

use wavebed_model::chain::{self, Rule};

fn err(text: &str) -> (u32, u32, String) {
    let e = chain::parse(text).expect_err("must fail");
    (e.line, e.col, e.message)
}

#[test]
fn undefined_value_names_line_and_column() {
    let text = "func.func @f(%p: !fly.ptr<f32, shared>) {\n  %a = fly.add_offset(%p, %nope) : (!fly.ptr<f32, shared>, !fly.int_tuple<1>) -> !fly.ptr<f32, shared>\n  return\n}\n";
    let (line, col, msg) = err(text);
    assert_eq!((line, col), (2, 27));
    assert!(msg.contains("undefined value %nope"), "{msg}");
}

#[test]
fn wrong_alignment_reports_the_inferred_type() {
    let text = "func.func @f(%p: !fly.ptr<f32, shared, align<16>>) {\n  %c = fly.make_int_tuple() : () -> !fly.int_tuple<64>\n  %a = fly.add_offset(%p, %c) : (!fly.ptr<f32, shared, align<16>>, !fly.int_tuple<64>) -> !fly.ptr<f32, shared, align<8>>\n  return\n}\n";
    let (line, col, msg) = err(text);
    assert_eq!((line, col), (3, 8));
    assert!(msg.contains("align<16>"), "{msg}");
}

#[test]
fn bad_alignment_and_space_are_rejected() {
    let (l, _, m) = err("func.func @f(%p: !fly.ptr<f32, shared, align<2>>) {\n  return\n}");
    assert_eq!(l, 1);
    assert!(m.contains("multiple of element byte size"), "{m}");
    let (l, c, m) = err("func.func @f(%p: !fly.ptr<f32, local>) {\n  return\n}");
    assert_eq!((l, c), (1, 32));
    assert!(m.contains("address space"), "{m}");
}

#[test]
fn missing_return_and_unknown_op() {
    let (_, _, m) = err("func.func @f() {\n}");
    assert!(m.contains("no return"), "{m}");
    let (l, c, m) = err("func.func @f() {\n  %x = fly.frobnicate() : () -> i32\n  return\n}");
    assert_eq!((l, c), (2, 8));
    assert!(m.contains("unsupported op"), "{m}");
}

#[test]
fn recast_iter_rules() {
    let bad = "func.func @f(%p: !fly.ptr<f32, shared, align<16>>) {\n  %r = fly.recast_iter(%p) : (!fly.ptr<f32, shared, align<16>>) -> !fly.ptr<f32, shared, align<32>>\n  return\n}";
    assert!(err(bad).2.contains("must divide source alignment"));
    let ok = "func.func @f(%p: !fly.ptr<f32, shared, align<16>>) {\n  %r = fly.recast_iter(%p) : (!fly.ptr<f32, shared, align<16>>) -> !fly.ptr<f16, shared, align<8>>\n  return\n}";
    chain::parse(ok).unwrap();
}

#[test]
fn printed_output_reads_back_identically() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/chains");
    let mut n = 0;
    for sub in ["transform", "conversion", "."] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "flydsl") {
                let text = std::fs::read_to_string(&p).unwrap();
                let m = chain::parse(&text).unwrap();
                assert_eq!(chain::print(&m), text, "{}", p.display());
                // FlyDSL's output is a fixed point of the new rule.
                let (again, st) = chain::rewrite(&m, Rule::New).unwrap();
                assert_eq!(st.steps, 0, "{}", p.display());
                assert_eq!(chain::print(&again), text);
                n += 1;
            }
        }
    }
    assert!(n >= 14, "only {n} golden files");
}

#[test]
fn arbitrary_text_never_panics() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        let _ = chain::parse(&text);
    });
}

#[test]
fn mutated_valid_text_never_panics() {
    let base = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../corpus/chains/transform/06_static_dyn_static.mlir"),
    )
    .unwrap();
    bolero::check!()
        .with_type::<(u16, u8, bool)>()
        .for_each(|(at, byte, cut)| {
            let mut b = base.clone().into_bytes();
            let i = *at as usize % b.len();
            if *cut {
                b.truncate(i);
            } else {
                b[i] = *byte;
            }
            let text = String::from_utf8_lossy(&b);
            if let Ok(m) = chain::parse(&text) {
                let _ = chain::rewrite(&m, Rule::New).map(|(o, _)| chain::print(&o));
            }
        });
}

#[test]
fn constants_print_as_mlir_names_them_and_read_back() {
    let text = "func.func @k(%x: i32) -> i32 {\n  %t = arith.constant true\n  %a = arith.constant 3 : i32\n  %b = arith.addi %x, %a : i32\n  %c = arith.constant 1.5 : f32\n  %d = arith.constant 3 : i32\n  %e = arith.addi %b, %d : i32\n  return %e : i32\n}\n";
    let m = chain::parse(text).unwrap();
    let (out, _) = chain::rewrite(&m, Rule::New).unwrap();
    let printed = chain::print(&out);
    // Unused constants are erased, the repeated 3 is merged into the first
    // and moved to the front, as FlyDSL's greedy driver does.
    assert_eq!(
        printed,
        "module {\n  func.func @k(%arg0: i32) -> i32 {\n    %c3_i32 = arith.constant 3 : i32\n    %0 = arith.addi %arg0, %c3_i32 : i32\n    %1 = arith.addi %0, %c3_i32 : i32\n    return %1 : i32\n  }\n}\n"
    );
    let kept = chain::print(&m);
    assert!(kept.contains("%true = arith.constant true\n"), "{kept}");
    assert!(
        kept.contains("%cst = arith.constant 1.500000e+00 : f32\n"),
        "{kept}"
    );
    assert!(
        kept.contains("%c3_i32_0 = arith.constant 3 : i32\n"),
        "{kept}"
    );
    assert_eq!(chain::print(&chain::parse(&kept).unwrap()), kept);
}
