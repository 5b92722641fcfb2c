//! `canon` is linear in chain length (issue 26): the rewrite engine's work,
//! counted in elementary list operations (`RewriteStats::work`), grows in
//! proportion to the chain, for each shape of chain the rule sets rewrite.
//! Work is counted, not timed, so the test cannot flake on a loaded machine.

use wavebed_model::chain::{self, Rule};

/// A function of `n` chained `add_offset`s on an LDS pointer: `static` tails
/// (fused into one), `dynamic` ones (fused with `arith.addi`), alternating
/// (`mixed`: swaps then fusions), or every layer through one shared static
/// tuple (`shared`: one op with `n` users).
fn chain_text(n: usize, shape: &str) -> String {
    let ptr = "!fly.ptr<bf16, shared>";
    let mut s = String::from("func.func @chain(%a: i32, %b: i32) -> bf16 {\n");
    s += &format!("  %smem = fly.make_ptr() {{dictAttrs = {{allocBytes = 65536 : i64, allocAlign = 1024 : i64}}}} : () -> {ptr}\n");
    s += "  %d = fly.make_int_tuple(%a) : (i32) -> !fly.int_tuple<?{div=8}>\n";
    s += &format!(
        "  %p0 = fly.add_offset(%smem, %d) : ({ptr}, !fly.int_tuple<?{{div=8}}>) -> {ptr}\n"
    );
    if shape == "shared" {
        s += "  %c = fly.make_int_tuple() : () -> !fly.int_tuple<4>\n";
    }
    for i in 0..n {
        let dynamic = match shape {
            "dynamic" => true,
            "mixed" => i % 2 == 1,
            _ => false,
        };
        let (c, ty) = if shape == "shared" {
            ("%c".to_string(), "!fly.int_tuple<4>")
        } else if dynamic {
            s += &format!(
                "  %c{i} = fly.make_int_tuple(%b) : (i32) -> !fly.int_tuple<?{{div=8}}>\n"
            );
            (format!("%c{i}"), "!fly.int_tuple<?{div=8}>")
        } else {
            s += &format!("  %c{i} = fly.make_int_tuple() : () -> !fly.int_tuple<4>\n");
            (format!("%c{i}"), "!fly.int_tuple<4>")
        };
        s += &format!(
            "  %p{} = fly.add_offset(%p{i}, {c}) : ({ptr}, {ty}) -> {ptr}\n",
            i + 1
        );
    }
    s += &format!("  %v = fly.ptr.load(%p{n}) : ({ptr}) -> bf16\n  return %v : bf16\n}}\n");
    s
}

fn work(n: usize, shape: &str, rule: Rule) -> u64 {
    let m = chain::parse(&chain_text(n, shape)).unwrap();
    let (out, stats) = chain::rewrite(&m, rule).unwrap();
    // The chain collapsed: one load through at most a few add_offsets.
    let adds = out.funcs[0]
        .body
        .iter()
        .filter(|&&id| matches!(out.funcs[0].op(id).kind, chain::OpKind::AddOffset { .. }))
        .count();
    assert!(adds <= 3, "{shape} {rule:?}: {adds} add_offsets left");
    stats.work
}

/// Doubling the chain at most doubles the work (with slack for the fixed
/// per-function part), and the work per layer stays below a constant.
#[test]
fn canon_work_is_linear_in_chain_length() {
    for rule in [Rule::New, Rule::Old] {
        for shape in ["static", "dynamic", "mixed", "shared"] {
            let small = work(5_000, shape, rule);
            let large = work(20_000, shape, rule);
            assert!(
                large <= 4 * small + 4 * small / 10,
                "{shape} {rule:?}: work {small} at 5k layers, {large} at 20k: not linear"
            );
            assert!(
                large <= 200 * 20_000,
                "{shape} {rule:?}: {large} list operations for 20k layers"
            );
        }
    }
}
