//! Verdicts: a rule set's output (and its lowering) against the evaluator on
//! the input chain, by exact linear forms and concrete assignments.

use std::fmt;

use wavebed_model::chain::{self, Func, Lowered, Module, OpKind, RewriteStats, Rule, Stats, Value};
use wavebed_model::prng::SplitMix64;

use super::eval::{root_name, Assignment, Evaluator, Facts};

/// A case's verdict, from best to worst.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    Agree,
    /// Addresses are right but a chain is not in canonical shape.
    NotCanonical,
    /// Addresses differ only where an i32 sum overflows on a 64-bit pointer
    /// (the compiler assumes no signed overflow).
    OverflowSensitive,
    /// The rule set hit its step budget.
    Nonterminating,
    /// An address differs with no overflow anywhere.
    WrongAddress,
}

impl Verdict {
    pub const ALL: [Verdict; 5] = [
        Verdict::Agree,
        Verdict::WrongAddress,
        Verdict::OverflowSensitive,
        Verdict::NotCanonical,
        Verdict::Nonterminating,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Verdict::Agree => "agree",
            Verdict::NotCanonical => "not_canonical",
            Verdict::OverflowSensitive => "overflow_sensitive",
            Verdict::Nonterminating => "nonterminating",
            Verdict::WrongAddress => "wrong_address",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The outcome of checking one chain under one rule set.
#[derive(Clone, Debug)]
pub struct Checked {
    pub verdict: Verdict,
    /// What went wrong (empty when the verdict is `agree`).
    pub detail: String,
    /// The rewritten module (absent when the rule set did not terminate).
    pub output: Option<Module>,
    /// The lowering metric of the output.
    pub stats: Stats,
    /// What the rule set did.
    pub rewrites: RewriteStats,
}

/// Extreme i32 values mixed into assignments.
const EXTREMES: [i32; 8] = [i32::MIN, i32::MIN + 1, -65536, -1, 0, 1, 65535, i32::MAX];

/// Assignments for a function: one with small values (no overflow), then
/// random and extreme ones, each moved inside the chain's facts (stated
/// alignments and divisibilities, [`Facts`]).
pub fn assignments(f: &Func, seed: u64, n: usize) -> Vec<Assignment> {
    let mut r = SplitMix64::new(seed);
    let roots: Vec<(String, bool)> = roots_of(f);
    let facts = Facts::of(f);
    (0..n)
        .map(|k| {
            let args = (0..f.params.len())
                .map(|_| {
                    let x = r.next_u64();
                    match (k, x % 4) {
                        (0, _) => (x % 2001) as i32 - 1000,
                        (_, 0) => EXTREMES[(x >> 8) as usize % EXTREMES.len()],
                        (_, 1) => (x >> 8) as i32,
                        _ => ((x >> 8) % 200_001) as i32 - 100_000,
                    }
                })
                .collect();
            let roots = roots
                .iter()
                .map(|(name, wide)| {
                    let x = r.next_u64();
                    let b = match (k, wide) {
                        (0, _) => (x % (1 << 20)) << 4,
                        (_, true) => x,
                        (_, false) => x & 0xffff_ffff,
                    };
                    (name.clone(), b)
                })
                .collect();
            let mut a = Assignment { args, roots };
            facts.impose(&mut a);
            a
        })
        .collect()
}

fn roots_of(f: &Func) -> Vec<(String, bool)> {
    let mut out: Vec<(String, bool)> = f
        .params
        .iter()
        .enumerate()
        .filter_map(|(i, t)| t.as_ptr().map(|p| (format!("arg{i}"), p.space.is_64bit())))
        .collect();
    for &id in &f.body {
        if matches!(f.op(id).kind, OpKind::MakePtr { .. } | OpKind::GetDynShared) {
            out.push((root_name(f, Value::Op(id)), false));
        }
    }
    out
}

/// Classifies a difference between two addresses of one access.
fn classify(expected: u64, got: u64, wide: bool) -> Verdict {
    if expected == got {
        Verdict::Agree
    } else if wide && expected.wrapping_sub(got) & 0xffff_ffff == 0 {
        Verdict::OverflowSensitive
    } else {
        Verdict::WrongAddress
    }
}

/// How a rewritten module is lowered: [`chain::lower`] in production; the
/// fuzzing crate passes a deliberately broken lowering to show the check
/// catches it.
pub type Lowering = fn(&Module) -> Lowered;

/// Checks one module under `rule`: termination, addresses of the rewritten
/// module and of its lowering against the input's, then canonical shape.
pub fn check(m: &Module, rule: Rule, seed: u64, n_assign: usize) -> Checked {
    check_lowered(m, rule, seed, n_assign, super::campaign::lowering_for(rule))
}

/// [`check`] with the rewritten module lowered by `lower`.
pub fn check_lowered(
    m: &Module,
    rule: Rule,
    seed: u64,
    n_assign: usize,
    lower: Lowering,
) -> Checked {
    let (out, rewrites, fixed_uses) = match chain::rewrite_traced(m, rule) {
        Ok(x) => x,
        Err(e) => {
            return Checked {
                verdict: Verdict::Nonterminating,
                detail: e.to_string(),
                output: None,
                stats: Stats::default(),
                rewrites: RewriteStats::default(),
            }
        }
    };
    let lowered = lower(&out);
    let mut worst = (Verdict::Agree, String::new());
    let mut note = |v: Verdict, d: String| {
        if v > worst.0 {
            worst = (v, d);
        }
    };
    for (fi, (f, g)) in m.funcs.iter().zip(&out.funcs).enumerate() {
        let (ef, eg) = (Evaluator::new(f), Evaluator::new(g));
        let fa: Vec<_> = f.accesses().collect();
        let ga: Vec<_> = g.accesses().collect();
        if fa.len() != ga.len() {
            note(
                Verdict::WrongAddress,
                format!("@{}: {} accesses became {}", f.name, fa.len(), ga.len()),
            );
            continue;
        }
        let lw: Vec<_> = lowered.accesses.iter().filter(|l| l.func == fi).collect();
        // Exact linear forms.
        for (k, (&(_, pf), &(_, pg))) in fa.iter().zip(&ga).enumerate() {
            let (tf, tg) = (f.ty(pf).as_ptr(), g.ty(pg).as_ptr());
            let (Some(tf), Some(tg)) = (tf, tg) else {
                continue;
            };
            if tf.swizzle != tg.swizzle || tf.space != tg.space {
                note(
                    Verdict::WrongAddress,
                    format!("access {k}: pointer type {tf} became {tg}"),
                );
                continue;
            }
            let (lf, lg) = (ef.pointer_form(pf), eg.pointer_form(pg));
            let (lf, lg) = if tf.space.is_64bit() {
                (lf, lg)
            } else {
                (lf.modulo(32), lg.modulo(32))
            };
            if lf != lg {
                let only_wrap =
                    lf.terms == lg.terms && (lf.constant - lg.constant) % (1i128 << 32) == 0;
                let v = if only_wrap {
                    Verdict::OverflowSensitive
                } else {
                    Verdict::WrongAddress
                };
                note(v, format!("access {k}: address {lf:?} became {lg:?}"));
            }
        }
        // Concrete assignments, through the rewritten IR and its lowering.
        for a in assignments(f, seed, n_assign) {
            for (k, (&(_, pf), &(_, pg))) in fa.iter().zip(&ga).enumerate() {
                let wide = f.ty(pf).as_ptr().is_some_and(|p| p.space.is_64bit());
                let want = ef.access(pf, &a).final_addr;
                let got = eg.access(pg, &a).final_addr;
                let v = classify(want, got, wide);
                if v != Verdict::Agree {
                    note(
                        v,
                        format!(
                            "access {k}: address {want:#x} became {got:#x} with args {:?}",
                            a.args
                        ),
                    );
                }
                if let Some(l) = lw.get(k) {
                    let hw = l.address(eg.pointer(l.base, &a));
                    let v = classify(want, hw, wide);
                    if v != Verdict::Agree {
                        note(
                            v,
                            format!(
                                "access {k}: lowered to base {:#x} + tail {} (immediate: {}, {} B of it; swizzle {}) = {hw:#x}, evaluator says {want:#x} with args {:?}",
                                eg.pointer(l.base, &a),
                                l.tail_bytes,
                                l.immediate,
                                l.immediate_bytes,
                                l.swizzle.map_or("none".to_string(), |s| format!("S<{},{},{}>", s.bits, s.base, s.shift)),
                                a.args
                            ),
                        );
                    }
                }
            }
        }
        if let Err(d) = shape(g, &fixed_uses[fi]) {
            note(Verdict::NotCanonical, d.to_string());
        }
    }
    Checked {
        verdict: worst.0,
        detail: worst.1,
        stats: lowered.stats,
        output: Some(out),
        rewrites,
    }
}

/// An access whose offset chain is not in canonical shape (see [`shape`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("@{func}: access {access}: chain [{chain}] is not canonical")]
pub struct NotCanonical {
    pub func: String,
    /// The access's position among the function's loads and stores.
    pub access: usize,
    /// Its layers from the base outward: `static` or `dyn`.
    pub chain: String,
}

/// Canonical shape (docs/offsets.md section 5): per access and per segment between
/// `recast_iter` barriers, at most one dynamic layer then at most one static
/// tail, except that a static op followed by a dynamic layer where the static
/// op had several uses (now, or at the fixed point before CSE merged them) is
/// a blocked swap and starts a new piece. `fixed_uses` is indexed by `OpId`.
pub fn shape(g: &Func, fixed_uses: &[u32]) -> Result<(), NotCanonical> {
    let now = g.use_counts();
    let uses: Vec<u32> = now
        .iter()
        .enumerate()
        .map(|(i, &n)| n.max(fixed_uses.get(i).copied().unwrap_or(0)))
        .collect();
    for (k, (_, ptr)) in g.accesses().enumerate() {
        // Layers from the access inward: (is_static, op uses), None = barrier.
        let mut layers: Vec<Option<(bool, u32)>> = Vec::new();
        let mut v = ptr;
        loop {
            match (v, g.def(v)) {
                (Value::Op(id), Some(OpKind::AddOffset { src, off })) => {
                    let st = g.ty(*off).as_tuple().is_some_and(|t| t.is_static());
                    layers.push(Some((st, uses[id.0 as usize])));
                    v = *src;
                }
                (_, Some(OpKind::RecastIter { src })) => {
                    layers.push(None);
                    v = *src;
                }
                _ => break,
            }
        }
        layers.reverse();
        for seg in layers.split(|l| l.is_none()) {
            let seg: Vec<(bool, u32)> = seg.iter().flatten().copied().collect();
            let mut piece: Vec<bool> = Vec::new();
            for (i, &(st, n)) in seg.iter().enumerate() {
                piece.push(st);
                let blocked = st && n > 1 && seg.get(i + 1).is_some_and(|nx| !nx.0);
                if blocked || i + 1 == seg.len() {
                    let ok = matches!(piece.as_slice(), [] | [_] | [false, true]);
                    if !ok {
                        let s: Vec<&str> = seg
                            .iter()
                            .map(|l| if l.0 { "static" } else { "dyn" })
                            .collect();
                        return Err(NotCanonical {
                            func: g.name.clone(),
                            access: k,
                            chain: s.join(", "),
                        });
                    }
                    piece.clear();
                }
            }
        }
    }
    Ok(())
}
