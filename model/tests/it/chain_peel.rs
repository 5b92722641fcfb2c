//! docs/offsets.md section 6, checked exhaustively at a small address width:
//! for every `S<M,B,S>` that fits in `WIDTH` bits, every base alignment `k`
//! and every tail in `[0, 2^WIDTH)` (and the negative ones),
//!
//! * the rule's split satisfies the theorem's conditions (it peels nothing
//!   outside them), and its immediate is one of the theorem's splits;
//! * every split the conditions allow is exact: `swz(x + c) == swz(x + i) + o`
//!   modulo `2^WIDTH` for **every** base `x ≡ 0 (mod 2^k)`;
//! * neither boundary can move by one bit (the split with the high boundary at
//!   `B+S+M-1`, and the one with `min(k,B)+1` low bits, are each wrong for
//!   some base and tail).
//!
//! Tails giving the same pair (outside part, inside part mod 2^k) are checked
//! once: they ask the same question, `swz(y + o) == swz(y) + o`, of the same
//! set of `y = x + i`. The swizzle is written here from the formula in
//! docs/offsets.md section 1, not taken from the model.
//!
//! Also: the measure of section 6 on the swizzled corpora (`corpus/chains/swizzled/`).

use std::collections::HashSet;
use std::path::PathBuf;

use wavebed_model::chain::peel::{self, Split};
use wavebed_model::chain::{self, Rule, Stats, Swizzle};

/// Address width of the exhaustive check (runs in about a second in release).
const WIDTH: u32 = 12;
const MASK: u64 = (1 << WIDTH) - 1;

fn swz(s: Swizzle, a: u64) -> u64 {
    let field = ((1u64 << s.bits) - 1) << (s.base + s.shift);
    (a ^ ((a & field) >> s.shift)) & MASK
}

/// Every swizzle with `M >= 1`, `S >= 0` and `B + S + M <= WIDTH`.
fn swizzles() -> Vec<Swizzle> {
    let mut out = Vec::new();
    for bits in 1..=WIDTH as u8 {
        for base in 0..=(WIDTH as u8 - bits) {
            for shift in 0..=(WIDTH as u8 - bits - base) {
                out.push(Swizzle { bits, base, shift });
            }
        }
    }
    out
}

/// Whether `swz(y + o) == swz(y) + o` for every `y ≡ r (mod 2^k)` in the width.
fn exact_for_class(s: Swizzle, k: u32, r: u64, o: u64) -> bool {
    let step = 1u64 << k.min(WIDTH);
    let n = (1u64 << WIDTH) / step;
    // A branch-free fold over every base of the class (vectorizes).
    (0..n)
        .map(|j| {
            let y = (r + j * step) & MASK;
            swz(s, (y + o) & MASK) ^ ((swz(s, y) + o) & MASK)
        })
        .fold(0, |a, d| a | d)
        == 0
}

/// The theorem's conditions on a split `(inside, outside)` of `c`: `outside =
/// h + l` with `h` a multiple of `2^H`, and either `l = 0` or `0 < l < 2^L` with
/// the inside part a multiple of `2^L` (`H = B+S+M`, `L = min(k, B)`).
fn allowed(s: Swizzle, k: u32, c: i64, outside: i64) -> bool {
    let h_top = (s.bits + s.base + s.shift) as u32;
    let l_bits = k.min(s.base as u32);
    let l = outside.rem_euclid(1 << h_top);
    let inside = c - outside;
    l == 0 || (l < (1 << l_bits) && inside.rem_euclid(1 << l_bits) == 0)
}

/// The rule peels nothing the conditions do not allow; its immediates are
/// among the theorem's splits; and alignments above `2^B` add nothing.
#[test]
fn peel_rule_stays_inside_the_theorem() {
    for s in swizzles() {
        for k in 0..=WIDTH {
            for c in -(1i64 << WIDTH)..(1i64 << WIDTH) {
                let sp = peel::split(s, k, c);
                assert!(
                    allowed(s, k, c, sp.high + sp.low),
                    "S<{},{},{}> k={k} c={c}: split {sp:?} is outside the conditions",
                    s.bits,
                    s.base,
                    s.shift
                );
                assert_eq!(sp.high.rem_euclid(1 << peel::read_top(s)), 0);
                assert!(allowed(s, k, c, sp.high) && allowed(s, k, c, sp.low));
                if k > s.base as u32 {
                    assert_eq!(sp, peel::split(s, s.base as u32, c));
                }
                for range in [(0, 65535), (0, 4095), (-4096, 4095)] {
                    let o = peel::immediate_part(sp, range);
                    assert!(o == 0 || o == sp.low || o == sp.high + sp.low);
                    assert!(o == 0 || (range.0..=range.1).contains(&o));
                }
            }
        }
    }
}

/// Every split the conditions allow is exact for every base of the
/// alignment. Alignments above `2^B` give the same splits as `2^B`
/// (asserted above) on a subset of its bases, so `k <= B` covers them.
#[test]
fn every_allowed_split_is_exact_for_every_base() {
    let mut checked = 0u64;
    for s in swizzles() {
        let h_top = peel::read_top(s);
        for k in 0..=s.base as u32 {
            let l_bits = peel::low_bits(s, k);
            for h in (0..1u64 << WIDTH).step_by(1 << h_top) {
                for l in 0..1u64 << l_bits {
                    let o = (h + l) & MASK;
                    // l = 0: any inside part; else the inside part is a
                    // multiple of 2^L, so y = x + i is too.
                    let r_step = if l == 0 { 1 } else { 1 << l_bits };
                    for r in (0..1u64 << k).step_by(r_step) {
                        checked += 1;
                        assert!(
                            exact_for_class(s, k, r, o),
                            "S<{},{},{}> k={k}: peeling {o} past inside residue {r} is wrong",
                            s.bits,
                            s.base,
                            s.shift
                        );
                    }
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked}");
}

/// The rule's own splits, end to end: every tail, every base.
#[test]
fn peel_rule_is_exact_on_every_base_and_tail() {
    for s in swizzles() {
        for k in 0..=(s.base as u32 + 1).min(WIDTH) {
            let mut seen = HashSet::new();
            for c in 0..1i64 << WIDTH {
                let sp = peel::split(s, k, c);
                for range in [(0, 65535), (0, 255)] {
                    let o = peel::immediate_part(sp, range);
                    let i = c - o;
                    let key = ((o as u64) & MASK, (i as u64) & ((1 << k) - 1));
                    if seen.insert(key) {
                        assert!(
                            exact_for_class(s, k, key.1, key.0),
                            "S<{},{},{}> k={k} c={c}: rule peels {o}, wrong",
                            s.bits,
                            s.base,
                            s.shift
                        );
                    }
                }
            }
        }
    }
}

/// Some tail and base where `split` is wrong (None: exact everywhere).
/// Tails it splits as the theorem does are exact (tests above) and skipped.
fn counterexample(s: Swizzle, k: u32, split: impl Fn(i64) -> Split) -> Option<i64> {
    (0..1i64 << WIDTH).find(|&c| {
        let sp = split(c);
        if sp.high + sp.low == {
            let t = peel::split(s, k, c);
            t.high + t.low
        } {
            return false;
        }
        let o = sp.high + sp.low;
        let i = c - o;
        !exact_for_class(s, k, (i as u64) & ((1 << k) - 1), (o as u64) & MASK)
    })
}

/// One bit more at either boundary is wrong somewhere, for every swizzle and
/// alignment: the conditions are tight.
#[test]
fn one_more_bit_at_either_boundary_is_wrong() {
    for s in swizzles() {
        let h_top = peel::read_top(s);
        for k in 0..=WIDTH {
            let l_bits = peel::low_bits(s, k);
            let high = counterexample(s, k, |c| peel::split_at(h_top - 1, l_bits, c));
            assert!(
                high.is_some(),
                "S<{},{},{}> k={k}: high boundary at H-1 exact",
                s.bits,
                s.base,
                s.shift
            );
            if l_bits < h_top {
                let low = counterexample(s, k, |c| peel::split_at(h_top, l_bits + 1, c));
                assert!(
                    low.is_some(),
                    "S<{},{},{}> k={k}: L+1 low bits exact",
                    s.bits,
                    s.base,
                    s.shift
                );
            }
        }
    }
}

fn corpus(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/chains")
        .join(rel)
}

fn lowered(rel: &str, rule: Rule) -> (chain::Module, Stats) {
    let text = std::fs::read_to_string(corpus(rel)).unwrap();
    let m = chain::parse(&text).unwrap_or_else(|e| panic!("{rel}:{e}"));
    let (out, _) = chain::rewrite(&m, rule).unwrap();
    let stats = chain::lower_for(rule, &out).stats;
    (out, stats)
}

/// The swizzled sliding-window input (docs/offsets.md section 6, the
/// measure): old and new address through 38 XOR results, peel through 4
/// (S<3,4,3>: tails 8 + 256j bytes, a 16-byte aligned base) or 2 (S<3,3,3>).
#[test]
fn swizzled_sliding_window_registers() {
    let regs = |rel: &str, rule| {
        let s = lowered(rel, rule).1;
        (s.distinct_bases, s.address_regs, s.xors, s.immediates)
    };
    let s343 = "swizzled/s343/sliding_window.mlir";
    assert_eq!(regs(s343, Rule::Old), (38, 38, 38, 0));
    assert_eq!(regs(s343, Rule::New), (1, 38, 38, 0));
    assert_eq!(regs(s343, Rule::Peel), (1, 4, 4, 38));
    let s333 = "swizzled/s333/sliding_window.mlir";
    assert_eq!(regs(s333, Rule::New), (1, 38, 38, 0));
    assert_eq!(regs(s333, Rule::Peel), (1, 2, 2, 36));
    // Unswizzled, peel is new.
    assert_eq!(regs("sliding_window.mlir", Rule::Peel), (1, 1, 0, 38));
}

/// Every swizzled corpus file: `new` prints FlyDSL 0.4.2's output, `peel`
/// rewrites identically and never needs more address registers, and its
/// annotated print parses back to the same module.
#[test]
fn swizzled_corpora_new_matches_flydsl_and_peel_is_no_worse() {
    let mut n = 0;
    for dir in ["swizzled/s333", "swizzled/s343"] {
        for e in std::fs::read_dir(corpus(dir)).unwrap() {
            let path = e.unwrap().path();
            if path.extension().is_none_or(|x| x != "mlir") {
                continue;
            }
            let rel = format!("{dir}/{}", path.file_name().unwrap().to_string_lossy());
            let (out, new) = lowered(&rel, Rule::New);
            let golden = std::fs::read_to_string(path.with_extension("flydsl")).unwrap();
            assert_eq!(
                chain::print(&out),
                golden,
                "{rel}: wavebed differs from FlyDSL 0.4.2"
            );
            let (pout, peeled) = lowered(&rel, Rule::Peel);
            assert_eq!(chain::print(&pout), golden, "{rel}: peel rewrites as new");
            assert!(peeled.address_regs <= new.address_regs, "{rel}");
            assert_eq!(peeled.distinct_bases, new.distinct_bases, "{rel}");
            let text = chain::print_peeled(&pout, &chain::lower_peel(&pout));
            let back = chain::parse(&text).unwrap_or_else(|e| panic!("{rel}: {e}\n{text}"));
            assert_eq!(chain::print(&back), golden, "{rel}");
            n += 1;
        }
    }
    assert_eq!(n, 26);
}
