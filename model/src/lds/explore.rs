//! The LDS analysis on every path: a worklist over (block, LDS state) pairs,
//! as the register engine's (docs/paths.md section 2). The LDS state is
//! deterministic per path, so equal states at a block have equal futures;
//! each distinct pair is explored once, loops until no new state appears.
//! Past a per-block cap, later states are joined into one widened state
//! ([`WaveLds::join`]: every event outstanding in either stays outstanding,
//! completing no earlier), which is sound and terminates (joins only grow).

use rustc_hash::{FxHashMap, FxHashSet};

use crate::cfg::Cfg;
use crate::instr::{Flow, Kernel};
use crate::paths::Entry;
use crate::profile::{Profile, Tokens};

use super::footprint::{lds_op, LdsAccess, LdsAddresses, LdsOp};
use super::wave::{LdsHit, WaveLds};
use super::{LdsIncomplete, LdsOptions, LdsRace, LdsRun};

const ROOT: u32 = u32::MAX;

/// Analyses every path of `kernel` (graph `cfg`) for LDS hazards under
/// `profile`, with footprints from `addrs`, entered as `entry` (no LDS
/// event outstanding either way: LLVM's entry wait drains a device
/// function's counters, docs/paths.md section 10). In a kernel,
/// `s_setpc_b64` is a jump the analysis cannot follow (incomplete); in a
/// device function it is the return.
pub fn analyse(
    kernel: &Kernel,
    cfg: &Cfg,
    profile: &Profile,
    entry: Entry,
    addrs: &dyn LdsAddresses,
    opts: &LdsOptions,
) -> LdsRun {
    let mut run = LdsRun::default();
    let instrs = &kernel.instrs;
    // Without an LDS access nothing can race: the per-instruction plan
    // below is not built (issue 30, memory: it is tens of bytes per
    // instruction).
    if cfg.blocks.is_empty() || instrs.iter().all(|i| lds_op(i).is_none()) {
        return run;
    }
    // Per instruction, computed once: its LDS access and its tokens.
    let plan: Vec<(Option<LdsAccess>, Option<Tokens>)> = instrs
        .iter()
        .enumerate()
        .map(|(i, ins)| {
            let access = lds_op(ins).map(|op: LdsOp| LdsAccess {
                op,
                footprint: addrs.footprint(kernel, cfg, i as u32, op),
                sure: addrs.sure(i as u32),
            });
            (access, ins.mem.map(|k| profile.tokens(k)))
        })
        .collect();
    let mut states: Vec<WaveLds> = vec![WaveLds::default()];
    // Fx, not SipHash: every new state is hashed whole (issue 30).
    let mut index: FxHashMap<WaveLds, u32> = FxHashMap::default();
    index.insert(WaveLds::default(), 0);
    // (block, state, parent node)
    let mut nodes: Vec<(u32, u32, u32)> = vec![(0, 0, ROOT)];
    let mut seen: FxHashSet<(u32, u32)> = FxHashSet::from_iter([(0, 0)]);
    let mut per_block = vec![0u32; cfg.blocks.len()];
    per_block[0] = 1;
    let mut widened: Vec<Option<u32>> = vec![None; cfg.blocks.len()];
    let mut found: FxHashSet<(super::LdsCause, u32, u32)> = FxHashSet::default();
    let mut incomplete: FxHashSet<LdsIncomplete> = FxHashSet::default();
    let mut stack = vec![0u32];
    let mut wave = WaveLds::default();
    let mut hits: Vec<LdsHit> = Vec::new();
    let len = instrs.len() as u32;
    // Races are the kernel's as loaded: a peeled copy is its origin.
    let mut per_producer = vec![0u32; kernel.original_len()];
    let rules = super::LdsRules {
        one_wave: addrs.one_wave(),
        ..super::rules(profile)
    };
    while let Some(n) = stack.pop() {
        let (block, state, _) = nodes[n as usize];
        wave.clone_from(&states[state as usize]);
        let b = cfg.blocks[block as usize];
        for i in b.start..b.end {
            let (access, tokens) = &plan[i as usize];
            wave.step(
                profile,
                rules,
                i,
                &instrs[i as usize],
                *access,
                tokens.as_ref(),
                &mut hits,
            );
            for h in hits.drain(..) {
                let (p, c) = (kernel.origin_of(h.producer), kernel.origin_of(h.consumer));
                if !found.insert((h.cause, p, c)) {
                    continue;
                }
                let per = &mut per_producer[p as usize];
                if run.races.len() >= opts.max_races as usize || *per >= opts.max_races_per_producer
                {
                    run.races_not_recorded += 1;
                    if incomplete.insert(LdsIncomplete::RaceCap) {
                        run.incomplete.push(LdsIncomplete::RaceCap);
                    }
                    continue;
                }
                *per += 1;
                run.races.push(LdsRace {
                    cause: h.cause,
                    producer: h.producer,
                    producer_op: h.producer_op,
                    consumer: h.consumer,
                    barrier: h.barrier,
                    producer_footprint: h.producer_footprint,
                    consumer_footprint: h.consumer_footprint,
                    proven: h.proven,
                    witness: witness(&nodes, cfg, n, h.producer, i),
                });
            }
        }
        let last_at = b.end - 1;
        let last = &instrs[last_at as usize];
        let jump = match last.flow {
            Flow::SetPc => entry == Entry::Kernel,
            Flow::Branch | Flow::CondBranch => last.target.is_none_or(|t| t >= len),
            _ => false,
        };
        if jump && incomplete.insert(LdsIncomplete::Jump { at: last_at }) {
            run.incomplete.push(LdsIncomplete::Jump { at: last_at });
        }
        let succs = cfg.succs(block);
        if succs.is_empty() {
            continue;
        }
        wave.canonical();
        let next = intern(&mut states, &mut index, &wave);
        for &t in succs {
            let mut state = next;
            if per_block[t as usize] >= opts.max_states_per_block {
                // Past the cap: explore the join of every later state.
                let mut joined = match widened[t as usize] {
                    None => {
                        run.widened.push(t);
                        states[next as usize].clone()
                    }
                    Some(w) => states[w as usize].clone(),
                };
                joined.join(&states[next as usize]);
                state = intern(&mut states, &mut index, &joined);
                if widened[t as usize] == Some(state) {
                    continue;
                }
                widened[t as usize] = Some(state);
            }
            if !seen.insert((t, state)) {
                continue;
            }
            per_block[t as usize] += 1;
            nodes.push((t, state, n));
            stack.push(nodes.len() as u32 - 1);
        }
    }
    run.states = nodes.len() as u64;
    run
}

fn intern(states: &mut Vec<WaveLds>, index: &mut FxHashMap<WaveLds, u32>, s: &WaveLds) -> u32 {
    if let Some(&k) = index.get(s) {
        return k;
    }
    let k = states.len() as u32;
    states.push(s.clone());
    index.insert(s.clone(), k);
    k
}

/// The blocks from the nearest node on `n`'s chain of first-reached links
/// whose block issues `producer`, to `n`'s block (docs/paths.md section 4).
fn witness(nodes: &[(u32, u32, u32)], cfg: &Cfg, n: u32, producer: u32, consumer: u32) -> Vec<u32> {
    let home = cfg.block_of(producer);
    let mut blocks = vec![nodes[n as usize].0];
    if home == nodes[n as usize].0 && producer <= consumer {
        return blocks;
    }
    let mut at = nodes[n as usize].2;
    while at != ROOT {
        let b = nodes[at as usize].0;
        blocks.push(b);
        if b == home {
            break;
        }
        at = nodes[at as usize].2;
    }
    blocks.reverse();
    blocks
}
