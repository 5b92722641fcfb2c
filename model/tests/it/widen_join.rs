//! The widening join of the token FIFOs (docs/paths.md section 2) on gfx942,
//! gfx1030 and gfx1200, for seed and exact, at the profiles' capacities and
//! at small ones (so back-pressure pops): from two states reached by random
//! streams - half the time two random subsets of one stream, the shape of
//! loads each behind its own `s_cbranch_execz` - the joined state reports,
//! on random continuations, every race either state reports; joining it with
//! itself or with either state gives it back; and joins of joins (whose
//! FIFOs have shared tokens) keep every race too. Three planted errors in a
//! joined state are each caught by the same property: one more younger
//! token in a FIFO, shared tokens counted as tokens of their own, and the
//! second state's events forgotten.

use wavebed_model::counter::snapshot::{split_entry, Snapshot, NO_EVENT, SHARED};
use wavebed_model::counter::{widen, Access, CounterModel, Model, ModelKind, RaceHit};
use wavebed_model::instr::Instr;
use wavebed_model::isa;
use wavebed_model::profile::{Arch, Counter, Profile, NUM_COUNTERS};

/// Ordered FIFOs of a token-FIFO snapshot (three classes per counter).
const FIFOS: usize = NUM_COUNTERS * 3;

/// The instructions streams are drawn from per architecture: VMEM loads
/// into distinct and shared registers, stores, LDS reads, scalar and FLAT
/// loads, partial and zero waits, and reads and writes of the destinations.
fn pool(arch: Arch) -> &'static [&'static str] {
    match arch {
        Arch::Gfx1200 => &[
            "global_load_b32 v1, v[20:21], off",
            "global_load_b32 v2, v[20:21], off offset:4",
            "global_load_b32 v3, v[20:21], off offset:8",
            "global_load_u16 v1, v[20:21], off offset:12",
            "global_store_b32 v[20:21], v8, off",
            "ds_load_b32 v4, v30",
            "ds_load_b32 v5, v30 offset:4",
            "s_load_b32 s8, s[4:5], 0x0",
            "flat_load_b32 v6, v[20:21]",
            "s_wait_loadcnt 0x0",
            "s_wait_loadcnt 0x1",
            "s_wait_loadcnt 0x2",
            "s_wait_loadcnt 0x3",
            "s_wait_dscnt 0x0",
            "s_wait_dscnt 0x1",
            "s_wait_storecnt 0x0",
            "s_wait_kmcnt 0x0",
            "v_mov_b32 v1, 0",
            "v_mov_b32 v2, 0",
            "v_mov_b32 v3, 0",
            "v_mov_b32 v4, 0",
            "v_mov_b32 v6, 0",
            "v_mov_b32 v8, 0",
            "s_mov_b32 s8, 0",
            "v_add_nc_u32 v9, v1, v5",
        ],
        Arch::Gfx1030 => &[
            "global_load_dword v1, v[20:21], off",
            "global_load_dword v2, v[20:21], off offset:4",
            "global_load_dword v3, v[20:21], off offset:8",
            "global_load_ushort v1, v[20:21], off offset:12",
            "global_store_dword v[20:21], v8, off",
            "ds_read_b32 v4, v30",
            "ds_read_b32 v5, v30 offset:4",
            "s_load_dword s8, s[4:5], 0x0",
            "flat_load_dword v6, v[20:21]",
            "s_waitcnt vmcnt(0)",
            "s_waitcnt vmcnt(1)",
            "s_waitcnt vmcnt(2)",
            "s_waitcnt vmcnt(3)",
            "s_waitcnt lgkmcnt(0)",
            "s_waitcnt lgkmcnt(1)",
            "s_waitcnt_vscnt null, 0x0",
            "s_waitcnt vmcnt(1) lgkmcnt(1)",
            "v_mov_b32 v1, 0",
            "v_mov_b32 v2, 0",
            "v_mov_b32 v3, 0",
            "v_mov_b32 v4, 0",
            "v_mov_b32 v6, 0",
            "v_mov_b32 v8, 0",
            "s_mov_b32 s8, 0",
            "v_add_nc_u32 v9, v1, v5",
        ],
        _ => &[
            "global_load_dword v1, v[20:21], off",
            "global_load_dword v2, v[20:21], off offset:4",
            "global_load_dword v3, v[20:21], off offset:8",
            "global_load_ushort v1, v[20:21], off offset:12",
            "global_store_dword v[20:21], v8, off",
            "ds_read_b32 v4, v30",
            "ds_read_b32 v5, v30 offset:4",
            "s_load_dword s8, s[4:5], 0x0",
            "flat_load_dword v6, v[20:21]",
            "s_waitcnt vmcnt(0)",
            "s_waitcnt vmcnt(1)",
            "s_waitcnt vmcnt(2)",
            "s_waitcnt vmcnt(3)",
            "s_waitcnt lgkmcnt(0)",
            "s_waitcnt lgkmcnt(1)",
            "s_waitcnt vmcnt(1) lgkmcnt(1)",
            "s_waitcnt vmcnt(2) lgkmcnt(0)",
            "v_mov_b32 v1, 0",
            "v_mov_b32 v2, 0",
            "v_mov_b32 v3, 0",
            "v_mov_b32 v4, 0",
            "v_mov_b32 v6, 0",
            "v_mov_b32 v8, 0",
            "s_mov_b32 s8, 0",
            "v_add_u32 v9, v1, v5",
        ],
    }
}

fn kernel(arch: Arch) -> Vec<Instr> {
    let mut text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n"
    );
    for line in pool(arch) {
        text.push('\t');
        text.push_str(line);
        text.push('\n');
    }
    text.push_str("\ts_endpgm\n");
    let program = isa::parse_text(&text, "pool", None).expect("the pool parses");
    program.kernels[0].instrs.clone()
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }

    fn seq(&mut self, pool: usize, max: usize) -> Vec<u32> {
        let n = 1 + self.below(max);
        (0..n).map(|_| self.below(pool) as u32).collect()
    }

    /// Each element of `s` kept with probability 1/2.
    fn subset(&mut self, s: &[u32]) -> Vec<u32> {
        s.iter().copied().filter(|_| self.below(2) == 0).collect()
    }
}

/// The state after `ids` from a fresh wave (shared with `widen_xcnt`).
pub(crate) fn state(m: &mut Model, instrs: &[Instr], ids: &[u32]) -> Snapshot {
    m.reset();
    let mut hits = Vec::new();
    for (pos, &id) in ids.iter().enumerate() {
        m.step(pos as u64, id, &instrs[id as usize], &mut hits);
    }
    let mut snap = Snapshot::default();
    m.save(&mut snap);
    snap
}

/// (producer, consumer position in `cont`, access) of every race running
/// `cont` from `snap` reports (shared with `widen_xcnt`).
pub(crate) fn races(
    m: &mut Model,
    instrs: &[Instr],
    snap: &Snapshot,
    cont: &[u32],
) -> Vec<(u32, u64, Access)> {
    m.load(snap, instrs);
    let base = snap.events.len() as u64;
    let mut hits: Vec<RaceHit> = Vec::new();
    for (k, &id) in cont.iter().enumerate() {
        m.step(base + k as u64, id, &instrs[id as usize], &mut hits);
    }
    let mut out: Vec<_> = hits
        .iter()
        .map(|h| (h.producer, h.consumer_pos - base, h.access))
        .collect();
    out.sort_unstable_by_key(|r| (r.0, r.1, r.2 as u8));
    out.dedup();
    out
}

/// A planted error in a joined state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plant {
    None,
    /// One more younger token (without event) in the first non-empty FIFO:
    /// its events retire one wait earlier.
    ExtraYounger,
    /// Shared tokens counted as tokens of their own: the older events of a
    /// position that two events share gain a younger token.
    SharedOwnTokens,
    /// The first state's events only (the second's forgotten).
    FirstStateOnly,
}

/// The join `snap` of `first` and another state with `plant`'s error, or
/// `None` when it has nowhere to go.
fn planted(snap: &Snapshot, first: &Snapshot, plant: Plant) -> Option<Snapshot> {
    if plant == Plant::FirstStateOnly {
        return Some(widen::join(first, first));
    }
    let mut out = snap.clone();
    let mut at = 0;
    for _ in 0..FIFOS {
        let n = out.queues[at] as usize;
        let fifo = at + 1..at + 1 + n;
        let events = out.queues[fifo.clone()]
            .iter()
            .filter(|&&e| e != NO_EVENT)
            .count();
        let shared = out.queues[fifo.clone()].iter().any(|&e| split_entry(e).1);
        match plant {
            Plant::None => return Some(out),
            Plant::ExtraYounger if events > 0 => {
                out.queues.insert(fifo.end, NO_EVENT);
                out.queues[at] += 1;
                return Some(out);
            }
            Plant::SharedOwnTokens if shared => {
                for e in &mut out.queues[fifo] {
                    if *e != NO_EVENT {
                        *e &= !SHARED;
                    }
                }
                return Some(out);
            }
            _ => {}
        }
        at += 1 + n;
    }
    None
}

/// The profiles exercised: the architecture's, and one whose VMEM and LDS
/// counters hold three tokens (back-pressure pops on the fourth).
fn profiles(arch: Arch) -> [Profile; 2] {
    let real = arch.profile();
    let mut small = real.clone();
    for c in [Counter::Vm, Counter::Lgkm] {
        small.capacity[c.index()] = 3;
    }
    for c in Counter::ALL.into_iter().filter(|c| c.index() >= 3) {
        if small.capacity[c.index()] > 0 {
            small.capacity[c.index()] = 3;
        }
    }
    [real, small]
}

/// Races of `a` or `b` the (planted) join of them loses on random
/// continuations; checks the join's fixed points on the way.
fn lost_races(arch: Arch, kind: ModelKind, plant: Plant, cases: u32) -> (u64, u64) {
    let instrs = kernel(arch);
    let n = instrs.len() - 1;
    let (mut lost, mut checked) = (0u64, 0u64);
    for profile in profiles(arch) {
        let mut m = Model::new(kind, &profile);
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (arch as u64) << 8 ^ kind as u64);
        let mut joiner = widen::Joiner::default();
        for case in 0..cases {
            let (pa, pb, pc) = if rng.below(2) == 0 {
                let s = rng.seq(n, 14);
                (rng.subset(&s), rng.subset(&s), rng.subset(&s))
            } else {
                (rng.seq(n, 10), rng.seq(n, 10), rng.seq(n, 10))
            };
            let a = state(&mut m, &instrs, &pa);
            let b = state(&mut m, &instrs, &pb);
            let c = state(&mut m, &instrs, &pc);
            let mut j = Snapshot::default();
            joiner.join(&a, &b, &mut j);
            let mut jj = Snapshot::default();
            joiner.join(&j, &c, &mut jj);
            if plant == Plant::None {
                for (name, s) in [("itself", &j), ("a", &a), ("b", &b)] {
                    assert_eq!(
                        widen::join(&j, s),
                        j,
                        "{arch} {kind:?} case {case}: joining with {name} changes it\n\
                         a: {pa:?}\nb: {pb:?}"
                    );
                }
            }
            let targets = [
                (planted(&j, &a, plant), [&a, &b, &b]),
                (planted(&jj, &j, plant), [&a, &b, &c]),
            ];
            for (joined, inputs) in targets {
                let Some(joined) = joined else { continue };
                for _ in 0..3 {
                    let cont = rng.seq(n, 8);
                    let rj = races(&mut m, &instrs, &joined, &cont);
                    for s in inputs {
                        for r in races(&mut m, &instrs, s, &cont) {
                            checked += 1;
                            if !rj.contains(&r) {
                                assert!(
                                    plant != Plant::None,
                                    "{arch} {kind:?} case {case}: the join loses race {r:?} \
                                     ({} over {})\na: {pa:?}\nb: {pb:?}\nc: {pc:?}\n\
                                     continuation: {cont:?}\njoined: {joined:?}",
                                    pool(arch)[r.0 as usize],
                                    pool(arch)[cont[r.1 as usize] as usize],
                                );
                                lost += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    (lost, checked)
}

const ARCHS: [Arch; 3] = [Arch::Gfx942, Arch::Gfx1030, Arch::Gfx1200];

#[test]
fn joined_states_report_every_race_of_both() {
    for arch in ARCHS {
        for kind in [ModelKind::Exact, ModelKind::Seed] {
            let (lost, checked) = lost_races(arch, kind, Plant::None, 1500);
            assert_eq!(lost, 0);
            assert!(checked > 2000, "{arch} {kind:?}: only {checked} races");
        }
    }
}

#[test]
fn planted_join_errors_are_caught() {
    for plant in [
        Plant::ExtraYounger,
        Plant::SharedOwnTokens,
        Plant::FirstStateOnly,
    ] {
        for arch in ARCHS {
            let (lost, _) = lost_races(arch, ModelKind::Exact, plant, 1500);
            assert!(lost > 0, "{plant:?} on {arch}: not caught");
        }
    }
}

#[test]
fn joins_of_subsets_share_tokens() {
    // Two paths, each issuing one of two loads: in the join both loads have
    // no younger token, so they share one, and `vmcnt(1)` retires neither.
    let arch = Arch::Gfx942;
    let instrs = kernel(arch);
    let mut m = Model::new(ModelKind::Exact, &arch.profile());
    let a = state(&mut m, &instrs, &[0]);
    let b = state(&mut m, &instrs, &[1]);
    let j = widen::join(&a, &b);
    assert!(j.queues.iter().any(|&e| split_entry(e).1), "{j:?}");
    // vmcnt(1), then overwrite v1 and v2: both loads race in the join.
    let rj = races(&mut m, &instrs, &j, &[10, 17, 18]);
    assert_eq!(rj.len(), 2, "{rj:?}");
    // A third load after the join gives both a younger token: retired.
    let after = races(&mut m, &instrs, &j, &[2, 10, 17, 18]);
    assert!(after.is_empty(), "{after:?}");
}
