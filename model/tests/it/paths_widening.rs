//! The all-paths engine's bounds (docs/paths.md sections 2 and 9): the work
//! bound inside a block, and loops that issue
//! without waiting: legacy snapshots collapse their deep queue part so such a
//! loop reaches finitely many states, and seed/exact widen past the cap.

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{CounterModel, Model, ModelKind, StepPlan};
use wavebed_model::isa;
use wavebed_model::paths::{analyse, analyse_planned, Entry, PathOptions, PathsRun};

const HEADER: &str = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"
\t.text
\t.globl k
\t.type k,@function
k:
";

/// A loop issuing a load per iteration and never waiting; its register is
/// read after the loop.
const NO_WAIT: &str = "\
.Lloop:
\tglobal_load_dword v1, v[8:9], off
\ts_cbranch_scc1 .Lloop
\tv_add_u32_e32 v3, v1, v1
\ts_endpgm
";

/// A loop issuing two loads into different registers per iteration, in an
/// order a branch picks, waiting for all but the last at the latch; the
/// registers are read after the loop.
const TWO_ORDERS: &str = "\
.Lloop:
\ts_cbranch_execz .Lsecond
\tglobal_load_dword v1, v[8:9], off
\tglobal_load_dword v2, v[8:9], off
\ts_branch .Llatch
.Lsecond:
\tglobal_load_dword v2, v[8:9], off
\tglobal_load_dword v1, v[8:9], off
.Llatch:
\ts_waitcnt vmcnt(1)
\ts_cbranch_scc1 .Lloop
\tv_add_u32_e32 v3, v1, v2
\ts_endpgm
";

fn run(body: &str, model: ModelKind, opts: &PathOptions) -> PathsRun {
    let program =
        isa::parse_text(&format!("{HEADER}{body}"), "loop", None).expect("the listing parses");
    let kernel = &program.kernels[0];
    let cfg = Cfg::build(kernel);
    let mut m = Model::new(model, &program.arch.expect("gfx942").profile());
    analyse(kernel, &cfg, &mut m, Entry::Kernel, opts)
}

#[test]
fn legacy_loop_without_waits_reaches_finitely_many_states() {
    let r = run(NO_WAIT, ModelKind::Legacy, &PathOptions::default());
    assert!(r.completed(), "{:?}", r.incomplete);
    assert!(r.widened.is_empty());
    // The queue's 63 youngest entries are kept in order, older ones merged.
    assert!(r.max_block_states <= 66, "{}", r.max_block_states);
    assert_eq!(r.races.len(), 1, "{:?}", r.races);
}

#[test]
fn seed_and_exact_widen_past_a_small_cap_and_keep_every_race() {
    for model in [ModelKind::Seed, ModelKind::Exact] {
        let exact = run(TWO_ORDERS, model, &PathOptions::default());
        assert!(exact.completed() && exact.widenings == 0, "{model}");
        let small = PathOptions {
            max_states_per_block: 1,
            ..PathOptions::default()
        };
        let widened = run(TWO_ORDERS, model, &small);
        assert!(widened.completed(), "{model}: {:?}", widened.incomplete);
        assert!(
            widened.widenings > 0 && !widened.widened.is_empty(),
            "{model}"
        );
        let pairs = |r: &PathsRun| {
            let mut v: Vec<_> = r
                .races
                .iter()
                .map(|x| (x.hit.producer, x.hit.consumer))
                .collect();
            v.sort_unstable();
            v
        };
        let (all, wide) = (pairs(&exact), pairs(&widened));
        // The last load of either order races with the read after the loop.
        assert_eq!(all.len(), 2, "{model}: {all:?}");
        assert!(
            all.iter().all(|p| wide.contains(p)),
            "{model}: {all:?} not in {wide:?}"
        );
    }
}

/// `n` loads, each behind its own branch (a kernel's tail handling: `if (i +
/// k * stride < n) load`), then a partial wait and a read of every register:
/// 2^n subsets of loads in flight, all reaching the wait.
fn guarded_loads(n: u32) -> String {
    let mut s = String::new();
    for i in 1..=n {
        s += &format!(
            "\ts_cbranch_execz .Lskip{i}\n\tglobal_load_dword v{i}, v[40:41], off\n.Lskip{i}:\n"
        );
    }
    s += "\ts_waitcnt vmcnt(4)\n";
    for i in 1..=n {
        s += &format!("\tv_add_u32_e32 v30, v{i}, v30\n");
    }
    s += "\ts_endpgm\n";
    s
}

fn pairs(r: &PathsRun) -> std::collections::BTreeSet<(u32, u32)> {
    r.races
        .iter()
        .map(|p| (p.hit.producer, p.hit.consumer))
        .collect()
}

#[test]
fn the_cap_tightens_past_the_function_budget() {
    let o = PathOptions::default();
    let budget = PathOptions::FUNCTION_BUDGET * u64::from(o.max_states_per_block);
    assert_eq!(o.cap_after(budget), o.max_states_per_block);
    assert_eq!(
        o.cap_after(budget + 1),
        o.max_states_per_block / PathOptions::TIGHT_DIVISOR
    );
    let one = PathOptions {
        max_states_per_block: 1,
        ..PathOptions::default()
    };
    assert_eq!(one.cap_after(u64::MAX), 1);
}

#[test]
fn past_the_budget_legacy_stops_early_and_says_it_is_incomplete() {
    // Legacy cannot widen: past the budget its tighter cap ends the
    // exploration of the guarded-load chain, reported, at a fraction of the
    // states the full cap would explore.
    let listing = guarded_loads(14);
    let full = run(
        &listing,
        ModelKind::Legacy,
        &PathOptions {
            max_states_per_block: 1 << 15,
            ..PathOptions::default()
        },
    );
    assert!(full.completed(), "{:?}", full.incomplete);
    let budgeted = run(
        &listing,
        ModelKind::Legacy,
        &PathOptions {
            max_states_per_block: 64,
            ..PathOptions::default()
        },
    );
    assert!(!budgeted.completed(), "legacy past its cap must say so");
    assert!(
        budgeted.states * 16 < full.states,
        "{} states, {} without the cap",
        budgeted.states,
        full.states
    );
}

#[test]
fn past_the_budget_guarded_loads_cost_far_fewer_states_and_keep_every_race() {
    let listing = guarded_loads(14);
    for model in [ModelKind::Seed, ModelKind::Exact] {
        // Cap and budget far above the 2^14 subsets: every path, no widening.
        let precise = run(
            &listing,
            model,
            &PathOptions {
                max_states_per_block: 1 << 15,
                ..PathOptions::default()
            },
        );
        assert!(precise.completed() && precise.widened.is_empty(), "{model}");
        // A cap of 64: the budget (1,024 pairs) is passed inside the chain
        // and the cap drops to 4 there.
        let budgeted = run(
            &listing,
            model,
            &PathOptions {
                max_states_per_block: 64,
                ..PathOptions::default()
            },
        );
        assert!(budgeted.completed(), "{model}: {:?}", budgeted.incomplete);
        assert!(
            budgeted.states * 16 < precise.states,
            "{model}: {} states, {} without the cap",
            budgeted.states,
            precise.states
        );
        // At most the cap, plus the re-explorations of a widened state.
        assert!(
            budgeted.max_block_states < 2 * 64,
            "{model}: {}",
            budgeted.max_block_states
        );
        let (p, b) = (pairs(&precise), pairs(&budgeted));
        assert!(!p.is_empty(), "{model}: the partial wait leaves races");
        assert!(p.is_subset(&b), "{model}: lost {:?}", p.difference(&b));
    }
}

/// The work bound (`max_hits_not_recorded`, docs/paths.md section 9) is
/// checked before every step: the exploration stops after the step whose
/// hits reach it, even inside a block the engine steps in runs (with step
/// plans or without). Judged against the model stepped one instruction at a
/// time on a block of 600 loads of one register on gfx1200, where every load
/// hits every outstanding one.
#[test]
fn the_work_bound_stops_at_the_step_whose_hits_reach_it() {
    let header = HEADER.replace("gfx942", "gfx1200");
    let body = "\tglobal_load_dword v1, v[8:9], off\n".repeat(600) + "\ts_endpgm\n";
    let program = isa::parse_text(&format!("{header}{body}"), "loads", None).expect("parses");
    let kernel = &program.kernels[0];
    let profile = program.arch.expect("gfx1200").profile();
    let cfg = Cfg::build(kernel);
    // Hits per step, one instruction at a time.
    let mut m = Model::new(ModelKind::Exact, &profile);
    let mut hits = Vec::new();
    let per_step: Vec<u64> = (0u32..)
        .zip(&kernel.instrs)
        .map(|(i, instr)| {
            hits.clear();
            m.step(u64::from(i), i, instr, &mut hits);
            hits.len() as u64
        })
        .collect();
    let total: u64 = per_step.iter().sum();
    let plans = StepPlan::for_kernel(&kernel.instrs, &profile);
    assert!(
        total > 100_000,
        "{total} hits: the block must pass a run's length"
    );
    for bound in [1, 7, 300, 40_000, 100_000, total, total + 1] {
        let mut sum = 0;
        let expected = per_step
            .iter()
            .find_map(|&h| {
                sum += h;
                (sum >= bound).then_some(sum)
            })
            .unwrap_or(total);
        let opts = PathOptions {
            max_races: 0,
            max_hits_not_recorded: bound,
            ..PathOptions::default()
        };
        let mut m = Model::new(ModelKind::Exact, &profile);
        let r = analyse(kernel, &cfg, &mut m, Entry::Kernel, &opts);
        assert_eq!(r.races_not_recorded, expected, "bound {bound}");
        assert!(r.races.is_empty() && !r.completed(), "bound {bound}");
        let mut m = Model::new(ModelKind::Exact, &profile);
        let p = analyse_planned(kernel, &cfg, &mut m, &plans, Entry::Kernel, &opts);
        assert_eq!(p.races_not_recorded, expected, "planned, bound {bound}");
        assert_eq!(
            (p.steps, p.tree.len(), p.incomplete.len()),
            (r.steps, r.tree.len(), r.incomplete.len()),
            "planned, bound {bound}"
        );
    }
}
