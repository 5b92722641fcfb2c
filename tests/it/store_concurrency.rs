//! One trace store under several processes at once (docs/trace-format.md,
//! "Store concurrency"): `record` and `store add` writers, `replay` and
//! `store verify` readers, every writer possibly SIGKILLed at a random point.
//! After each round `store verify` is clean and no entry a writer reported
//! is missing; a reader never fails on a vanished file.
//!
//! `cargo test` runs a few rounds; the campaign runs hundreds:
//! `WAVEBED_STORE_ROUNDS=300 cargo test --release --test it store_concurrency -- --nocapture`
//! (`WAVEBED_STORE_SEED` picks another sequence of kills). Writers wait for
//! the lock as long as the default `--lock-wait` (60 s), far longer than
//! any of them holds it here.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use wavebed_model::prng::SplitMix64;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn spawn(args: &[String]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .current_dir(root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("wavebed runs")
}

fn run(args: &[String]) -> Output {
    spawn(args).wait_with_output().expect("wavebed runs")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn args(a: &[&str]) -> Vec<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// The names a writer's output says are in the store.
fn reported_names(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|l| {
            let mut w = l.split(' ');
            match (w.next()?, w.next()?) {
                ("added" | "unchanged" | "replaced", name) => Some(name.to_string()),
                (name, rest) if rest.starts_with("instructions=") => Some(name.to_string()),
                _ => None,
            }
        })
        .collect()
}

fn store_names(store: &Path) -> BTreeSet<String> {
    let ls = run(&args(&["store", "ls", store.to_str().unwrap()]));
    assert_eq!(ls.status.code(), Some(0), "{}", text(&ls.stderr));
    text(&ls.stdout)
        .lines()
        .map(|l| l.split(' ').next().unwrap_or("").to_string())
        .collect()
}

/// A writer of the campaign: what it runs, given the round's wave count.
enum Writer {
    /// `record` of its own copies of some listings (their absolute paths
    /// are the traces' sources, so no two writers share a key).
    Record(PathBuf),
    /// `store add` of some of corpus/traces.
    Add(Vec<PathBuf>),
}

impl Writer {
    fn command(&self, store: &Path, waves: u64) -> Vec<String> {
        let store = store.display().to_string();
        match self {
            Writer::Record(dir) => args(&[
                "record",
                dir.to_str().unwrap(),
                "-o",
                &store,
                "--waves",
                &waves.to_string(),
            ]),
            Writer::Add(files) => {
                let mut a = args(&["store", "add", &store]);
                a.extend(files.iter().map(|f| f.display().to_string()));
                a
            }
        }
    }
}

fn campaign(rounds: u64, seed: u64) {
    let tmp = tempfile::tempdir().unwrap();
    let store = tmp.path().join("store");
    let listings: Vec<PathBuf> = {
        let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("corpus/kernels/gfx950"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "s"))
            .collect();
        v.sort();
        v
    };
    let traces: Vec<PathBuf> = {
        let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("corpus/traces"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "wbt"))
            .collect();
        v.sort();
        v
    };
    assert!(listings.len() >= 6 && traces.len() >= 6);
    let mut writers = Vec::new();
    for w in 0..3 {
        let dir = tmp.path().join(format!("listings{w}"));
        std::fs::create_dir(&dir).unwrap();
        for l in listings.iter().skip(w).step_by(3) {
            std::fs::copy(l, dir.join(l.file_name().unwrap())).unwrap();
        }
        writers.push(Writer::Record(dir));
    }
    for a in 0..2 {
        writers.push(Writer::Add(
            traces.iter().skip(a).step_by(2).cloned().collect(),
        ));
    }
    // One committed entry first, so the readers always have a store to read.
    let first = run(&writers[0].command(&store, 1));
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));
    let mut expected: BTreeSet<String> = reported_names(&text(&first.stdout)).into_iter().collect();

    let mut rng = SplitMix64::new(seed);
    let mut kills = 0;
    let started = Instant::now();
    for round in 0..rounds {
        // Waves vary by round, so re-recording replaces traces (and their
        // old objects become garbage a writer removes under no reader).
        let mut children: Vec<(usize, Child, Option<Duration>)> = Vec::new();
        for (i, w) in writers.iter().enumerate() {
            let waves = 1 + rng.next_u64() % 3;
            let kill = rng
                .next_u64()
                .is_multiple_of(3)
                .then(|| Duration::from_millis(rng.next_u64() % 400));
            children.push((i, spawn(&w.command(&store, waves)), kill));
        }
        let s = store.display().to_string();
        let readers = [
            spawn(&args(&["replay", &s])),
            spawn(&args(&["store", "verify", &s])),
            spawn(&args(&["replay", &s, "--jobs", "2"])),
        ];
        let t0 = Instant::now();
        let mut pending: Vec<_> = children.iter_mut().filter(|c| c.2.is_some()).collect();
        while !pending.is_empty() {
            pending.retain_mut(|(_, child, at)| {
                if t0.elapsed() < at.unwrap() {
                    return true;
                }
                if child.try_wait().unwrap().is_none() {
                    child.kill().unwrap();
                    kills += 1;
                }
                false
            });
            std::thread::sleep(Duration::from_millis(2));
        }
        for (i, child, kill) in children {
            let out = child.wait_with_output().unwrap();
            let killed = kill.is_some() && out.status.code().is_none();
            if killed {
                continue;
            }
            assert_eq!(
                out.status.code(),
                Some(0),
                "round {round}, writer {i}: {}",
                text(&out.stderr)
            );
            expected.extend(reported_names(&text(&out.stdout)));
        }
        for r in readers {
            let out = r.wait_with_output().unwrap();
            let err = text(&out.stderr);
            // replay: 0 clean or 1 races; verify: 0. Never 2 (an error, such
            // as a trace that vanished under the reader).
            assert!(
                matches!(out.status.code(), Some(0 | 1)),
                "round {round}, a reader failed: {err}\n{}",
                text(&out.stdout)
            );
            assert!(!err.contains("No such file"), "round {round}: {err}");
        }
        let verify = run(&args(&["store", "verify", &s]));
        assert_eq!(
            verify.status.code(),
            Some(0),
            "round {round}: {}",
            text(&verify.stderr)
        );
        let names = store_names(&store);
        let lost: Vec<_> = expected.difference(&names).collect();
        assert!(lost.is_empty(), "round {round}: entries lost: {lost:?}");
    }
    // A last pass of every writer, none killed: then every key has one
    // entry, each reported (re-recording replaced, never added).
    for w in &writers {
        let out = run(&w.command(&store, 2));
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        expected.extend(reported_names(&text(&out.stdout)));
    }
    let names = store_names(&store);
    assert_eq!(names, expected, "entries nobody reported");
    eprintln!(
        "store concurrency: {rounds} rounds, {} writers and 3 readers each, {kills} writers \
         killed, {} entries, {:.1} s",
        writers.len(),
        names.len(),
        started.elapsed().as_secs_f64()
    );
}

#[test]
fn writers_and_readers_at_once_lose_nothing() {
    let rounds = std::env::var("WAVEBED_STORE_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let seed = std::env::var("WAVEBED_STORE_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(26);
    campaign(rounds, seed);
}
