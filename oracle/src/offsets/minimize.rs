//! Minimizer: shrinks a chain while its verdict stays the same, by dropping
//! accesses, bypassing `add_offset` layers and shrinking constants. Every
//! candidate is re-typed as FlyDSL infers and re-read through the parser, so
//! a minimized example is valid Fly MLIR.

use wavebed_model::chain::{self, Func, IntTuple, Module, OpKind, Rule, Type, Value};

use super::check::{check_lowered, Lowering, Verdict};

/// Erases dead pure ops and recomputes `add_offset` result types.
fn tidy(f: &mut Func) {
    loop {
        let uses = f.use_counts();
        let before = f.body.len();
        let ops = &f.ops;
        f.body
            .retain(|id| !(ops[id.0 as usize].kind.is_pure() && uses[id.0 as usize] == 0));
        if f.body.len() == before {
            break;
        }
    }
    for i in 0..f.body.len() {
        let id = f.body[i];
        if let OpKind::AddOffset { src, off } = f.op(id).kind {
            let t = f.add_offset_type(src, off);
            f.op_mut(id).result = Some(Type::Ptr(t));
        }
    }
}

/// Candidate edits of function `fi`, each a new module (valid or discarded).
fn candidates(m: &Module, fi: usize) -> Vec<Module> {
    let f = &m.funcs[fi];
    let uses = f.use_counts();
    let mut out = Vec::new();
    for (i, &id) in f.body.iter().enumerate() {
        let op = f.op(id);
        let mut g = f.clone();
        let edited = match &op.kind {
            OpKind::Load { .. } | OpKind::Store { .. } if uses[id.0 as usize] == 0 => {
                g.body.remove(i);
                true
            }
            OpKind::AddOffset { src, .. } => {
                let (from, to) = (Value::Op(id), *src);
                for &o in &f.body {
                    g.op_mut(o).kind.replace_operand(from, to);
                }
                true
            }
            OpKind::MakeIntTuple { scalar: None } => match op.result.and_then(Type::as_tuple) {
                Some(IntTuple::Static(v)) if v != 0 => {
                    let smaller = if v.unsigned_abs() <= 1 { 0 } else { v / 2 };
                    g.op_mut(id).result = Some(Type::Tuple(IntTuple::Static(smaller)));
                    true
                }
                _ => false,
            },
            _ => false,
        };
        if edited {
            tidy(&mut g);
            let mut cand = m.clone();
            cand.funcs[fi] = g;
            // Re-read through the parser: keeps only valid Fly MLIR.
            if let Ok(valid) = chain::parse(&chain::print(&cand)) {
                out.push(valid);
            }
        }
    }
    out
}

/// Shrinks `m` while `check` keeps giving `verdict`; bounded by `max_checks`.
pub fn minimize(
    m: &Module,
    rule: Rule,
    verdict: Verdict,
    seed: u64,
    max_checks: usize,
    lower: Lowering,
) -> Module {
    let mut best = m.clone();
    let mut checks = 0;
    'outer: loop {
        for fi in 0..best.funcs.len() {
            for cand in candidates(&best, fi) {
                if checks >= max_checks {
                    break 'outer;
                }
                checks += 1;
                if check_lowered(&cand, rule, seed, 16, lower).verdict == verdict {
                    best = cand;
                    continue 'outer;
                }
            }
        }
        break;
    }
    best
}
