//! The one parallel driver every command uses (`check`, `census`, `record`,
//! `replay`): independent units of work (files, traces) on a few scoped
//! threads, results handed back on the calling thread, and [`InOrder`] to print
//! them in input order whatever order they finish in.
//!
//! A small scoped-thread pool rather than a work-stealing runtime: the units
//! are coarse (a whole file each), so one shared counter balances them, and
//! the calling thread stays free to print and draw progress as results come.

use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

/// How many threads to use: `jobs` if given, else the number of CPUs.
pub fn threads(jobs: Option<NonZeroUsize>) -> usize {
    jobs.or_else(|| std::thread::available_parallelism().ok())
        .map_or(1, NonZeroUsize::get)
}

/// Runs `work(i)` for every `i` of `schedule` (indices of the caller's units,
/// in the order to start them) on up to `threads` threads, calling `done(i,
/// result)` on the calling thread as each finishes.
pub fn run<R: Send>(
    schedule: &[usize],
    threads: usize,
    work: impl Fn(usize) -> R + Sync,
    done: impl FnMut(usize, R),
) {
    run_each(schedule, threads, |i, emit| emit(i, work(i)), done);
}

/// [`run`] for units that yield several results (a batch of files):
/// `work(i, emit)` calls `emit(key, result)` for each as it is ready, and
/// `done(key, result)` gets it on the calling thread then - not when the
/// whole unit is done, so a unit's results are not all held at once (issue
/// 30, memory: a batch's race reports).
pub fn run_each<R: Send>(
    schedule: &[usize],
    threads: usize,
    work: impl Fn(usize, &mut dyn FnMut(usize, R)) + Sync,
    mut done: impl FnMut(usize, R),
) {
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, schedule.len().max(1)) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                let Some(&i) = schedule.get(k) else { break };
                // The receiver lives until every worker is done: a send
                // cannot fail.
                work(i, &mut |key, result| {
                    let _ = tx.send((key, result));
                });
            });
        }
        drop(tx);
        for (key, result) in rx {
            done(key, result);
        }
    });
}

/// [`run`] over `0..n` in index order.
pub fn run_all<R: Send>(
    n: usize,
    threads: usize,
    work: impl Fn(usize) -> R + Sync,
    done: impl FnMut(usize, R),
) {
    let schedule: Vec<usize> = (0..n).collect();
    run(&schedule, threads, work, done);
}

/// Puts results that arrive in any order back into index order `0, 1, 2...`.
#[derive(Debug)]
pub struct InOrder<R> {
    pending: BTreeMap<usize, R>,
    next: usize,
}

impl<R> Default for InOrder<R> {
    fn default() -> Self {
        InOrder {
            pending: BTreeMap::new(),
            next: 0,
        }
    }
}

impl<R> InOrder<R> {
    /// Takes result `i` and passes to `emit`, in index order, every result
    /// that is now next.
    pub fn push(&mut self, i: usize, result: R, mut emit: impl FnMut(usize, R)) {
        self.pending.insert(i, result);
        while let Some(r) = self.pending.remove(&self.next) {
            emit(self.next, r);
            self.next += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unit_runs_once_and_comes_back_in_index_order() {
        for threads in [1, 2, 5] {
            let schedule = [3, 1, 4, 0, 2];
            let mut seen = Vec::new();
            let mut order = InOrder::default();
            run(
                &schedule,
                threads,
                |i| i * 10,
                |i, r| {
                    order.push(i, r, |j, r| seen.push((j, r)));
                },
            );
            assert_eq!(seen, [(0, 0), (1, 10), (2, 20), (3, 30), (4, 40)]);
        }
        let mut n = 0;
        run_all(0, 4, |i| i, |_, _| n += 1);
        assert_eq!(n, 0);
    }

    #[test]
    fn a_unit_hands_back_each_result_as_it_is_ready() {
        // Units of three keys each (a batch of files): every key comes back
        // once, each unit's in the order it emitted them.
        for threads in [1, 2, 3] {
            let mut got: Vec<(usize, usize)> = Vec::new();
            run_each(
                &[2, 0, 1],
                threads,
                |u, emit| {
                    for k in 0..3 {
                        emit(u * 3 + k, u);
                    }
                },
                |key, unit| got.push((key, unit)),
            );
            for u in 0..3 {
                let keys: Vec<usize> = got
                    .iter()
                    .filter(|&&(_, unit)| unit == u)
                    .map(|&(key, _)| key)
                    .collect();
                assert_eq!(keys, [u * 3, u * 3 + 1, u * 3 + 2]);
            }
            assert_eq!(got.len(), 9);
        }
    }
}
