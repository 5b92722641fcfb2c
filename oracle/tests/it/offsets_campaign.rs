//! The campaign: deterministic and clean under both rule sets (the fuzzing
//! crate's tests show it catches the planted swizzle bug).

use wavebed_model::chain::{self, Rule};
use wavebed_oracle::offsets::{gen, run_case, Campaign, Verdict};

fn campaign(rule: Rule, seed: u64, n: u64) -> Campaign {
    let mut c = Campaign::new(rule, seed);
    for i in 0..n {
        c.add(run_case(seed, i, rule));
    }
    c
}

#[test]
fn cases_are_deterministic() {
    for i in 0..50 {
        assert_eq!(
            chain::print(&gen::case_module(3, i)),
            chain::print(&gen::case_module(3, i))
        );
    }
    assert_ne!(
        chain::print(&gen::case_module(3, 0)),
        chain::print(&gen::case_module(4, 0))
    );
}

#[test]
fn both_rules_are_clean_and_old_costs_more() {
    let new = campaign(Rule::New, 3, 1500);
    assert_eq!(new.count(Verdict::WrongAddress), 0, "{}", new.summary());
    assert_eq!(new.count(Verdict::Nonterminating), 0);
    assert_eq!(new.count(Verdict::NotCanonical), 0);
    assert!(
        new.count(Verdict::OverflowSensitive) > 0,
        "generator must reach i32 overflow"
    );
    assert_eq!(new.mixed_fusions, 0);
    let old = campaign(Rule::Old, 3, 1500);
    assert_eq!(old.count(Verdict::WrongAddress), 0, "{}", old.summary());
    assert!(old.mixed_fusions > 0);
    assert!(old.stats.distinct_bases > new.stats.distinct_bases);
    assert!(old.stats.adds > new.stats.adds);
    assert_eq!(old.baseline, new.stats);
}

/// `peel` (docs/offsets.md section 6): the evaluator agrees with every
/// peeled lowering to the bit, peel rewrites exactly as new, and it folds
/// more tails into immediates through fewer address registers.
#[test]
fn peel_is_clean_and_folds_swizzled_tails() {
    // The inside part is a function of the tail (per base), so peel never
    // needs more address registers than new, case by case.
    for i in 0..300 {
        let r = run_case(3, i, Rule::Peel);
        assert!(r.stats.address_regs <= r.baseline.address_regs, "case {i}");
        assert!(r.stats.xors <= r.baseline.xors, "case {i}");
    }
    let peel = campaign(Rule::Peel, 3, 1500);
    assert_eq!(peel.count(Verdict::WrongAddress), 0, "{}", peel.summary());
    assert_eq!(peel.count(Verdict::Nonterminating), 0);
    assert_eq!(peel.count(Verdict::NotCanonical), 0);
    let new = campaign(Rule::New, 3, 1500);
    assert_eq!(peel.baseline, new.stats, "peel's baseline is new");
    assert_eq!(peel.stats.distinct_bases, new.stats.distinct_bases);
    assert!(
        peel.stats.immediates > new.stats.immediates,
        "{}",
        peel.stats
    );
    assert!(peel.stats.address_regs < new.stats.address_regs);
    assert!(peel.fewer_address_regs > 0);
}

/// The evaluator's assignments respect the chain's stated facts (docs/offsets.md
/// section 5): every root is aligned as stated and every wrapped argument
/// divisible as stated, on generated chains.
#[test]
fn assignments_respect_alignments_and_divisibility() {
    use wavebed_model::chain::{IntTuple, OpKind, Type, Value};
    use wavebed_oracle::offsets::check::assignments;
    use wavebed_oracle::offsets::eval::{root_name, Facts};
    let mut divs = 0;
    for i in 0..300 {
        let m = gen::case_module(7, i);
        let f = &m.funcs[0];
        let facts = Facts::of(f);
        for a in assignments(f, i, 12) {
            for (name, &al) in &facts.root_align {
                assert_eq!(a.roots[name] % al, 0, "{name} align {al}");
            }
            for &id in &f.body {
                let op = f.op(id);
                if let (
                    OpKind::MakeIntTuple {
                        scalar: Some(Value::Arg(x)),
                    },
                    Some(Type::Tuple(IntTuple::Dynamic { div })),
                ) = (&op.kind, op.result)
                {
                    assert_eq!(a.args[*x as usize] as i64 % div as i64, 0);
                    divs += (div > 1) as u32;
                }
            }
        }
        for &id in &f.body {
            if matches!(f.op(id).kind, OpKind::MakePtr { .. }) {
                assert!(facts.root_align.contains_key(&root_name(f, Value::Op(id))));
            }
        }
    }
    assert!(divs > 0);
}
