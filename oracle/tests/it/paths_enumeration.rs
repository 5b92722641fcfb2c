//! The all-paths engine against path enumeration (docs/paths.md section 2) on
//! generated branchy kernels printed as listings: equal to the union of every
//! path's races on loop-free graphs - the model's, and for `exact` the closed
//! form's - and containing every race of every path of up to K back-edges
//! with loops.

use wavebed_model::counter::ModelKind;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::campaign::case_bytes;
use wavebed_oracle::counters::gen::ARCHS;
use wavebed_oracle::counters::paths::{check_listing, BranchyConfig, BranchyProgram, PathsCheck};

const MAX_PATHS: u64 = 2_000;

fn case(seed: u64, index: u64, loops: bool) -> BranchyProgram {
    let bytes = case_bytes(seed, index, 600);
    let mut u = Choices::new(&bytes);
    let cfg = BranchyConfig {
        loops,
        max_depth: if loops { 2 } else { 3 },
        ..BranchyConfig::default()
    };
    let arch = ARCHS[(index % ARCHS.len() as u64) as usize];
    BranchyProgram::generate(&mut u, arch, &cfg).expect("generation never fails on exhaustion")
}

fn check(p: &BranchyProgram, model: ModelKind, back_edges: u32) -> Option<PathsCheck> {
    match check_listing(&p.listing, model, back_edges, MAX_PATHS) {
        Ok(Ok(c)) => Some(c),
        Ok(Err(_)) => None,
        Err(e) => panic!("{e}\n{}", p.listing),
    }
}

/// Runs `cases` generated programs per model; returns (checked, with races,
/// incomplete).
fn campaign(seed: u64, cases: u64, loops: bool, back_edges: u32) -> (u64, u64, u64) {
    let (mut checked, mut racy, mut incomplete) = (0, 0, 0);
    for i in 0..cases {
        let p = case(seed, i, loops);
        for model in ModelKind::ALL {
            let Some(c) = check(&p, model, back_edges) else {
                continue;
            };
            if !c.completed {
                // The state cap fired: the engine says so (docs/paths.md
                // section 2) and claims nothing; counted, not compared.
                assert!(
                    c.loops,
                    "case {i} model {model}: a loop-free graph hit the cap"
                );
                incomplete += 1;
                continue;
            }
            checked += 1;
            racy += u64::from(!c.engine.is_empty());
            assert!(
                c.holds(),
                "case {i} model {model}: missed {:?} extra {:?} completed {}\n{}",
                c.missed(),
                c.extra(),
                c.completed,
                p.listing
            );
            if model == ModelKind::Exact {
                if c.loops {
                    assert!(
                        c.union.oracle.is_subset(&c.engine),
                        "case {i}: exact misses an oracle race of some path\n{}",
                        p.listing
                    );
                } else {
                    assert_eq!(c.engine, c.union.oracle, "case {i}\n{}", p.listing);
                }
            }
        }
    }
    (checked, racy, incomplete)
}

#[test]
fn loop_free_programs_equal_the_union_over_all_paths() {
    let (checked, racy, _) = campaign(1, 1200, false, 0);
    // The bound is on coverage, not speed: nearly every case is small enough
    // to enumerate, and most have races, so the equality is not vacuous.
    assert!(checked >= 3400, "only {checked} checks ran");
    assert!(
        racy >= checked / 4,
        "only {racy} of {checked} checks had races"
    );
}

#[test]
fn looping_programs_report_every_race_of_every_path_up_to_two_back_edges() {
    let (checked, racy, incomplete) = campaign(2, 400, true, 2);
    assert!(
        checked >= 900,
        "only {checked} checks ran ({incomplete} incomplete)"
    );
    assert!(
        incomplete * 5 < checked,
        "{incomplete} incomplete of {checked}"
    );
    assert!(
        racy >= checked / 4,
        "only {racy} of {checked} checks had races"
    );
}

#[test]
fn generated_listings_have_branches_and_loops() {
    let p = case(2, 7, true);
    assert!(p.listing.contains("s_cbranch_"), "{}", p.listing);
    let loops = (0..50).filter(|&i| {
        let p = case(2, i, true);
        check(&p, ModelKind::Exact, 1).is_some_and(|c| c.loops)
    });
    assert!(loops.count() >= 10);
}

#[test]
fn bolero_engine_equals_path_union() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        let (Ok(arch), Ok(loops), Ok(model)) = (
            u.choose(&ARCHS).copied(),
            u.bool(),
            u.choose(&ModelKind::ALL).copied(),
        ) else {
            return;
        };
        let cfg = BranchyConfig {
            loops,
            ..BranchyConfig::default()
        };
        let Ok(p) = BranchyProgram::generate(&mut u, arch, &cfg) else {
            return;
        };
        if let Some(c) = check(&p, model, 2) {
            // An incomplete analysis (the state cap, only on loops) claims nothing.
            assert!(c.completed || c.loops, "a loop-free graph hit the cap");
            assert!(
                !c.completed || c.holds(),
                "missed {:?} extra {:?}\n{}",
                c.missed(),
                c.extra(),
                p.listing
            );
        }
    });
}

/// Widening (docs/paths.md section 2): the looping programs whose seed and
/// exact analyses reach the per-block state cap complete (completed=1) and
/// still report every race of every path of up to two back-edges; and where
/// a run with a 16x larger cap completes without widening (the exact
/// all-paths set), the widened race set contains it. Prints how often
/// widening fires and the races it adds (docs/paths.md section 7).
#[test]
fn widening_completes_capped_looping_programs_and_stays_sound() {
    use wavebed_model::paths::PathOptions;
    use wavebed_oracle::counters::paths::check_listing_with;
    let large = PathOptions {
        max_states_per_block: 16 * PathOptions::DEFAULT_MAX_STATES_PER_BLOCK,
        ..PathOptions::default()
    };
    let (mut runs, mut widened, mut compared, mut added, mut beyond_k) = (0, 0, 0, 0, 0);
    let (mut legacy_runs, mut legacy_capped) = (0, 0);
    for i in 0..400 {
        let p = case(2, i, true);
        if let Some(c) = check(&p, ModelKind::Legacy, 2) {
            legacy_runs += 1;
            legacy_capped += u64::from(!c.completed);
        }
        for model in [ModelKind::Seed, ModelKind::Exact] {
            let Some(c) = check(&p, model, 2) else {
                continue;
            };
            runs += 1;
            assert!(
                c.completed,
                "case {i} model {model}: incomplete\n{}",
                p.listing
            );
            assert!(
                c.missed().is_empty(),
                "case {i} model {model}: widening missed {:?}\n{}",
                c.missed(),
                p.listing
            );
            if c.widenings == 0 {
                continue;
            }
            widened += 1;
            beyond_k += c.extra().len();
            let exact = check_listing_with(&p.listing, model, 2, MAX_PATHS, &large)
                .expect("the listing parsed once")
                .expect("the path budget held once");
            if exact.widenings == 0 {
                compared += 1;
                assert!(
                    exact.engine.is_subset(&c.engine),
                    "case {i} model {model}: widening lost {:?}\n{}",
                    exact.engine.difference(&c.engine),
                    p.listing
                );
                added += c.engine.difference(&exact.engine).count();
            }
        }
    }
    eprintln!(
        "widening: {widened} of {runs} seed/exact runs widened; {compared} compared with a \
         16x cap: {added} races added; {beyond_k} races beyond the 2-back-edge union; \
         legacy (no widening) capped in {legacy_capped} of {legacy_runs}"
    );
    assert!(widened >= 5, "only {widened} runs exercised widening");
}

/// Under `--assume xcnt-branch=taken` (a PC change drains xcnt) the engine,
/// which drains on each taken conditional edge and at every `s_branch`,
/// still equals the union over enumerated paths of the model's races, and
/// on loop-free graphs the model's union equals the closed form's (whose
/// xcnt pass reads the taken edges from the paths' instruction indices).
/// Some programs must change verdict against the default reading.
#[test]
fn gfx1250_engine_equals_path_union_when_taken_branches_drain() {
    use wavebed_model::assume::Assumptions;
    use wavebed_model::profile::Arch;
    let taken = Assumptions::parse_all(&["xcnt-branch=taken"]).unwrap();
    let opts = wavebed_model::paths::PathOptions::default();
    let (mut checked, mut racy, mut changed) = (0, 0, 0);
    for i in 0..200 {
        let loops = i % 2 == 1;
        let bytes = case_bytes(25, i, 600);
        let mut u = Choices::new(&bytes);
        let cfg = BranchyConfig {
            loops,
            max_depth: if loops { 2 } else { 3 },
            ..BranchyConfig::default()
        };
        let p = BranchyProgram::generate(&mut u, Arch::Gfx1250, &cfg)
            .expect("generation never fails on exhaustion");
        let run = |assume: &Assumptions| {
            wavebed_oracle::counters::paths::check_listing_assuming(
                &p.listing,
                ModelKind::Exact,
                2,
                MAX_PATHS,
                &opts,
                assume,
            )
            .unwrap_or_else(|e| panic!("{e}\n{}", p.listing))
        };
        let Ok(c) = run(&taken) else {
            continue;
        };
        if !c.completed || c.widenings > 0 {
            continue;
        }
        checked += 1;
        racy += u64::from(!c.engine.is_empty());
        assert!(
            c.holds(),
            "case {i}: missed {:?} extra {:?}\n{}",
            c.missed(),
            c.extra(),
            p.listing
        );
        if !c.loops {
            assert_eq!(
                c.union.model, c.union.oracle,
                "case {i}: model and closed form differ\n{}",
                p.listing
            );
        }
        if let Ok(d) = run(&Assumptions::new()) {
            assert!(
                c.engine.is_subset(&d.engine),
                "case {i}: a drain added races\n{}",
                p.listing
            );
            changed += u64::from(c.engine != d.engine);
        }
    }
    eprintln!("gfx1250 xcnt-branch=taken: {checked} checked, {racy} racy, {changed} changed");
    assert!(
        checked > 100 && racy > 10 && changed > 5,
        "checked {checked} racy {racy} changed {changed}"
    );
}

/// gfx1250 (docs/counters.md section 10): the engine's snapshots carry the
/// in-flight translations, their witnesses and the VMEM order, so the
/// all-paths race set still equals the union of the paths' on loop-free
/// graphs, and contains it with loops - for the exact model, the only one
/// gfx12 runs.
#[test]
fn gfx1250_engine_equals_path_union() {
    use wavebed_model::profile::Arch;
    let (mut checked, mut racy, mut widened, mut uncapped) = (0, 0, 0, 0);
    for i in 0..240 {
        let loops = i % 2 == 1;
        let bytes = case_bytes(9, i, 600);
        let mut u = Choices::new(&bytes);
        let cfg = BranchyConfig {
            loops,
            max_depth: if loops { 2 } else { 3 },
            ..BranchyConfig::default()
        };
        let p = BranchyProgram::generate(&mut u, Arch::Gfx1250, &cfg)
            .expect("generation never fails on exhaustion");
        let Some(c) = check(&p, ModelKind::Exact, 2) else {
            continue;
        };
        // Since issue 25 the capped blocks widen (before: `completed=0`),
        // keeping every race of the analysis with a 4x larger cap.
        assert!(c.completed, "case {i}: incomplete\n{}", p.listing);
        if c.widenings > 0 {
            widened += 1;
            let large = wavebed_model::paths::PathOptions {
                max_states_per_block: 16
                    * wavebed_model::paths::PathOptions::DEFAULT_MAX_STATES_PER_BLOCK,
                ..Default::default()
            };
            let big = wavebed_oracle::counters::paths::check_listing_with(
                &p.listing,
                ModelKind::Exact,
                2,
                MAX_PATHS,
                &large,
            )
            .expect("the listing parsed once")
            .expect("the path budget held once");
            if big.widenings == 0 {
                uncapped += 1;
                assert!(
                    big.engine.is_subset(&c.engine),
                    "case {i}: widening lost {:?}\n{}",
                    big.engine.difference(&c.engine),
                    p.listing
                );
            }
        }
        checked += 1;
        racy += u64::from(c.engine.iter().len() > 0);
        assert!(
            c.holds(),
            "case {i}: missed {:?} extra {:?}\n{}",
            c.missed(),
            c.extra(),
            p.listing
        );
    }
    eprintln!(
        "gfx1250: {checked} programs checked, {racy} with races, {widened} widened at the \
         cap, {uncapped} of them complete unwidened under a 4x cap"
    );
    assert!(checked > 150 && racy > 20, "checked {checked} racy {racy}");
    assert!(widened >= 5, "only {widened} programs reach the cap");
}

/// gfx1250 widening (docs/paths.md section 2, "The translations"): with a
/// per-block cap of 2 states, generated gfx1250 programs (loops and
/// loop-free) widen at most blocks, and the widened analysis - whose joins
/// carry the in-flight translations, their events and witnesses - still
/// completes, reports every race of every path of up to two back-edges
/// (every path on a loop-free graph), and contains the race set of the
/// uncapped analysis wherever that completes without widening.
#[test]
fn gfx1250_widening_keeps_every_race_of_the_uncapped_analysis() {
    use wavebed_model::paths::PathOptions;
    use wavebed_model::profile::Arch;
    use wavebed_oracle::counters::paths::check_listing_with;
    let tiny = PathOptions {
        max_states_per_block: 2,
        ..PathOptions::default()
    };
    let (mut widened, mut compared, mut racy, mut added) = (0, 0, 0, 0);
    for i in 0..240 {
        let loops = i % 2 == 1;
        let bytes = case_bytes(9, i, 600);
        let mut u = Choices::new(&bytes);
        let cfg = BranchyConfig {
            loops,
            max_depth: if loops { 2 } else { 3 },
            ..BranchyConfig::default()
        };
        let p = BranchyProgram::generate(&mut u, Arch::Gfx1250, &cfg)
            .expect("generation never fails on exhaustion");
        let Ok(Ok(c)) = check_listing_with(&p.listing, ModelKind::Exact, 2, MAX_PATHS, &tiny)
        else {
            continue;
        };
        assert!(c.completed, "case {i}: incomplete\n{}", p.listing);
        assert!(
            c.missed().is_empty(),
            "case {i}: widening missed {:?}\n{}",
            c.missed(),
            p.listing
        );
        if c.widenings == 0 {
            continue;
        }
        widened += 1;
        let full = check(&p, ModelKind::Exact, 2).expect("the path budget held once");
        if full.completed && full.widenings == 0 {
            compared += 1;
            assert!(
                full.engine.is_subset(&c.engine),
                "case {i}: widening lost {:?}\n{}",
                full.engine.difference(&c.engine),
                p.listing
            );
            added += c.engine.difference(&full.engine).count();
            racy += u64::from(!full.engine.is_empty());
        }
    }
    eprintln!(
        "gfx1250 widening at a cap of 2: {widened} programs widened, {compared} compared \
         with the uncapped analysis ({racy} with races), {added} races added"
    );
    assert!(
        widened > 60 && compared > 60 && racy > 20,
        "widened {widened} compared {compared} racy {racy}"
    );
}

/// `corpus/kernels/gfx1250/saxpy_unroll.s` (issue 25's regression: its
/// loops reached the 1024-state cap, `completed=0`, because every store
/// kept a distinct event for its translation): it completes without
/// widening and with the race set of every path of up to two back-edges;
/// forced to widen (a cap of one state a block) it still completes and
/// keeps every one of those races.
#[test]
fn gfx1250_saxpy_unroll_completes_with_the_races_of_its_paths() {
    use wavebed_model::paths::PathOptions;
    use wavebed_oracle::counters::paths::check_listing_with;
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../corpus/kernels/gfx1250/saxpy_unroll.s"
    );
    let listing = std::fs::read_to_string(path).expect("the corpus listing");
    let full = check_listing_with(
        &listing,
        ModelKind::Exact,
        2,
        100_000,
        &PathOptions::default(),
    )
    .expect("the listing parses")
    .expect("the path budget holds");
    assert!(full.completed && full.widenings == 0);
    assert!(full.missed().is_empty(), "{:?}", full.missed());
    let one = PathOptions {
        max_states_per_block: 1,
        ..PathOptions::default()
    };
    let widened = check_listing_with(&listing, ModelKind::Exact, 2, 100_000, &one)
        .expect("the listing parses")
        .expect("the path budget holds");
    assert!(widened.completed && widened.widenings > 0);
    assert!(widened.missed().is_empty(), "{:?}", widened.missed());
    assert!(full.engine.is_subset(&widened.engine));
    // Without the loop's `s_wait_xcnt 0x0` its store's address registers
    // are overwritten in flight: a race on every path that loops, found by
    // both analyses.
    let racy = listing.replacen(
        "\ts_wait_xcnt 0x0\n\tv_add_nc_u64_e32 v[4:5]",
        "\tv_add_nc_u64_e32 v[4:5]",
        1,
    );
    assert_ne!(racy, listing);
    let full = check_listing_with(&racy, ModelKind::Exact, 2, 100_000, &PathOptions::default())
        .expect("the listing parses")
        .expect("the path budget holds");
    let widened = check_listing_with(&racy, ModelKind::Exact, 2, 100_000, &one)
        .expect("the listing parses")
        .expect("the path budget holds");
    assert!(full.completed && widened.completed && widened.widenings > 0);
    assert!(!full.engine.is_empty() && full.missed().is_empty());
    assert!(widened.missed().is_empty() && full.engine.is_subset(&widened.engine));
}
