//! Bounded replay: the chunked replay finds exactly what the model finds on
//! the whole streams, bounds and timeouts cut as documented, parallel replay
//! equals sequential, and record -> write -> replay equals running the model
//! on the walked streams (what `wavebed check` does).

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::{run_stream_into, Model, ModelKind, RaceHit, RaceSet};
use wavebed_model::inputs::{Input, InputKind};
use wavebed_model::instr::Kernel;
use wavebed_model::walker::{walk, BranchPolicy, WalkOptions};
use wavebed_replay::format::{encode, Trace, WriteOptions};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::replay::{replay_all, replay_file, Cut, ReplayOptions, Traces};
use wavebed_replay::TraceReader;

fn golden() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/golden/synthetic-v1.wbt")
}

/// The races of `streams` run one after another through a fresh model each,
/// sharing one race set: what `check` does for a multi-wave kernel.
fn direct(kind: ModelKind, kernel: &Kernel, trace: &Trace) -> (Vec<RaceHit>, u64) {
    let mut model = Model::new(kind, &trace.header.arch.profile());
    let mut set = RaceSet::default();
    let mut n = 0;
    for w in &trace.waves {
        n += run_stream_into(&mut model, kernel, &w.stream, &mut set);
    }
    (set.into_vec(), n)
}

#[test]
fn chunked_replay_equals_the_model_on_whole_streams() {
    let trace = TraceReader::open(&golden()).unwrap().into_trace().unwrap();
    let kernel = common::kernel();
    for kind in ModelKind::ALL {
        let opts = ReplayOptions {
            model: kind,
            ..ReplayOptions::default()
        };
        let r = replay_file(&golden(), &opts).unwrap();
        let (races, n) = direct(kind, &kernel, &trace);
        let got: Vec<RaceHit> = r.races.iter().map(|w| w.hit).collect();
        assert_eq!(got, races, "model {kind}");
        assert!(
            !races.is_empty(),
            "the synthetic kernel has a race under {kind}"
        );
        assert_eq!(r.instructions, n);
        assert_eq!(r.kernel, kernel);
        // Wave 1 was recorded cut by a bound, so the trace is not complete.
        assert!(!r.completed && r.cut.is_none());
    }
}

#[test]
fn max_instructions_bounds_every_wave() {
    let opts = ReplayOptions {
        max_instructions: 5,
        ..ReplayOptions::default()
    };
    let r = replay_file(&golden(), &opts).unwrap();
    assert_eq!(r.instructions, 15);
    assert_eq!(r.cut, Some(Cut::MaxInstructions));
    assert!(!r.completed);
    // A bound at least as long as every wave cuts nothing.
    let opts = ReplayOptions {
        max_instructions: 23,
        ..ReplayOptions::default()
    };
    let r = replay_file(&golden(), &opts).unwrap();
    assert_eq!((r.instructions, r.cut), (59, None));
}

#[test]
fn an_expired_timeout_cuts_the_trace() {
    let opts = ReplayOptions {
        timeout: Some(Duration::ZERO),
        ..ReplayOptions::default()
    };
    let r = replay_file(&golden(), &opts).unwrap();
    assert_eq!(
        (r.cut, r.completed, r.instructions),
        (Some(Cut::Timeout), false, 0)
    );
}

fn write_trace(dir: &Path, name: &str, t: &Trace) -> PathBuf {
    let p = dir.join(format!("{name}.wbt"));
    std::fs::write(&p, encode(t, &WriteOptions::default()).unwrap()).unwrap();
    p
}

#[test]
fn record_then_replay_equals_the_model_on_the_walked_streams() {
    let tmp = tempfile::tempdir().unwrap();
    let kernel = common::kernel();
    let cfg = Cfg::build(&kernel);
    for policy in ["fallthrough", "taken", "seed:11"] {
        let opts = RecordOptions {
            walk: WalkOptions {
                branch_policy: policy.parse().unwrap(),
                ..WalkOptions::default()
            },
            waves: 4,
            ..RecordOptions::default()
        };
        let trace = record_kernel(&kernel, common::header().arch, "k.s", &opts);
        assert_eq!(trace.instrs, kernel.instrs);
        assert_eq!(
            trace.waves.iter().map(|w| w.id).collect::<Vec<_>>(),
            [0, 1, 2, 3]
        );
        for w in &trace.waves {
            let mut walk_opts = opts.walk;
            if let BranchPolicy::Seed(s) = walk_opts.branch_policy {
                walk_opts.branch_policy = BranchPolicy::Seed(s + w.id as u64);
            }
            let mut expected = Vec::new();
            let end = walk(&kernel, &cfg, &walk_opts, &mut expected);
            assert_eq!(w.stream, expected, "{policy} wave {}", w.id);
            assert_eq!(
                (w.completed, w.stop.as_str()),
                (end.completed, end.reason.name())
            );
        }
        let path = write_trace(tmp.path(), "k", &trace);
        for kind in ModelKind::ALL {
            let r = replay_file(
                &path,
                &ReplayOptions {
                    model: kind,
                    ..Default::default()
                },
            )
            .unwrap();
            let (races, n) = direct(kind, &kernel, &trace);
            assert_eq!(r.races.iter().map(|w| w.hit).collect::<Vec<_>>(), races);
            assert_eq!(r.instructions, n);
        }
    }
}

#[test]
fn parallel_replay_equals_sequential() {
    let tmp = tempfile::tempdir().unwrap();
    let mut jobs = Vec::new();
    for i in 0..9u32 {
        let mut t = common::trace();
        t.waves.rotate_left(i as usize % 3);
        t.waves.truncate(1 + i as usize % 3);
        let name = format!("t{i}");
        jobs.push(Input::new(
            write_trace(tmp.path(), &name, &t),
            InputKind::Trace,
        ));
    }
    jobs.push(Input::new(tmp.path().join("missing.wbt"), InputKind::Trace));
    let opts = ReplayOptions::default();
    let sequential: Vec<_> = jobs
        .iter()
        .map(|j| {
            replay_file(&j.path, &opts)
                .map(|r| (r.races, r.instructions))
                .map_err(|e| e.to_string())
        })
        .collect();
    for threads in [1, 2, 3, 16] {
        let mut got = vec![None; jobs.len()];
        let start = Instant::now();
        replay_all(&Traces::files(jobs.clone()), &opts, threads, |i, r| {
            assert!(got[i].is_none(), "job {i} reported twice");
            got[i] = Some(
                r.map(|r| (r.races, r.instructions))
                    .map_err(|e| e.to_string()),
            );
        });
        let got: Vec<_> = got
            .into_iter()
            .map(|g| g.expect("every job reports"))
            .collect();
        assert_eq!(
            got,
            sequential,
            "{threads} threads after {:?}",
            start.elapsed()
        );
    }
    assert!(sequential
        .last()
        .unwrap()
        .as_ref()
        .unwrap_err()
        .contains("missing.wbt"));
}

#[test]
fn the_oracle_agrees_with_exact_and_catches_legacy() {
    // The exact model is the oracle's rule: no disagreement on any trace.
    let opts = ReplayOptions {
        oracle: true,
        ..ReplayOptions::default()
    };
    let r = replay_file(&golden(), &opts).unwrap();
    let check = r.oracle.expect("the oracle ran");
    assert_eq!(check.oracle_races, r.races.len());
    assert!(
        check.missed.is_empty() && check.false_positives.is_empty(),
        "{check:?}"
    );

    // 15 younger LDS reads retire the producer (lgkmcnt holds 15); legacy,
    // without back-pressure, reports a race the oracle rules out.
    let listing =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/listings/lds_capacity_clean.s");
    let program = wavebed_model::isa::load_path(&listing, &Default::default()).unwrap();
    let kernel = &program.kernels[0];
    let trace = record_kernel(
        kernel,
        program.arch.unwrap(),
        "clean.s",
        &RecordOptions::default(),
    );
    let tmp = tempfile::tempdir().unwrap();
    let path = write_trace(tmp.path(), "clean", &trace);
    let legacy = ReplayOptions {
        model: ModelKind::Legacy,
        oracle: true,
        ..Default::default()
    };
    let r = replay_file(&path, &legacy).unwrap();
    let check = r.oracle.unwrap();
    assert_eq!((r.races.len(), check.oracle_races), (1, 0));
    let hit = r.races[0].hit;
    assert_eq!(check.false_positives, [(hit.producer, hit.consumer)]);
    assert!(check.missed.is_empty());
    // Without the flag the oracle does not run.
    assert!(replay_file(&path, &ReplayOptions::default())
        .unwrap()
        .oracle
        .is_none());
}
