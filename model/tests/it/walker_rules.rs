//! The path walker's rules (docs/architecture.md, "Path walker rules") on small
//! hand-built kernels: branches, loop counting per entry, leaving loops,
//! calls, `s_setpc_b64`, `s_endpgm` and the instruction bound.

use wavebed_model::cfg::Cfg;
use wavebed_model::instr::{Flow, Instr, Kernel, Shape, Unit};
use wavebed_model::reg::RegList;
use wavebed_model::walker::{walk, BranchPolicy, EndReason, WalkEnd, WalkOptions};

/// A kernel from a tiny assembly: `label:` lines, `s_branch L`,
/// `s_cbranch_* L`, `s_swappc_b64`, `s_setpc_b64`, `s_endpgm`; any other line
/// is a plain instruction.
fn kernel(src: &str) -> Kernel {
    let mut labels = std::collections::HashMap::new();
    let mut lines = Vec::new();
    for l in src.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if let Some(name) = l.strip_suffix(':') {
            labels.insert(name.to_string(), lines.len() as u32);
        } else {
            lines.push(l);
        }
    }
    let instrs = lines
        .iter()
        .enumerate()
        .map(|(n, text)| {
            let mnemonic = text.split_whitespace().next().unwrap();
            let flow = match mnemonic {
                "s_branch" => Flow::Branch,
                m if m.starts_with("s_cbranch_") => Flow::CondBranch,
                "s_swappc_b64" => Flow::Call,
                "s_setpc_b64" => Flow::SetPc,
                "s_endpgm" => Flow::EndPgm,
                _ => Flow::Next,
            };
            let target = match flow {
                Flow::Branch | Flow::CondBranch => {
                    let label = text.split_whitespace().nth(1).unwrap();
                    Some(*labels.get(label).unwrap_or(&u32::MAX))
                }
                _ => None,
            };
            Instr::new(
                Shape {
                    text: (*text).into(),
                    mnemonic_len: mnemonic.len() as u16,
                    unit: Unit::Control,
                    mem: None,
                    wait: None,
                    flow,
                    reads: RegList::default(),
                    writes: RegList::default(),
                    indexed: false,
                },
                n as u32 + 1,
                None,
                target,
            )
        })
        .collect();
    Kernel {
        symbol: "k".into(),
        name: "k".into(),
        instrs,
        info: Default::default(),
        origin: Vec::new(),
    }
}

fn run(src: &str, opts: WalkOptions) -> (Vec<u32>, WalkEnd) {
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let mut out = Vec::new();
    let end = walk(&k, &cfg, &opts, &mut out);
    assert_eq!(end.instructions, out.len() as u64);
    (out, end)
}

fn iters(k: u32) -> WalkOptions {
    WalkOptions {
        loop_iterations: k,
        ..WalkOptions::default()
    }
}

fn policy(p: BranchPolicy) -> WalkOptions {
    WalkOptions {
        branch_policy: p,
        ..WalkOptions::default()
    }
}

const BOTTOM_TESTED: &str = "
    v_a
  L:
    v_b
    s_cbranch_scc1 L
    s_endpgm
";

#[test]
fn straight_line_ends_at_endpgm() {
    let (s, end) = run("v_a\nv_b\ns_endpgm\nv_dead", WalkOptions::default());
    assert_eq!(s, [0, 1, 2]);
    assert_eq!(
        end,
        WalkEnd {
            completed: true,
            reason: EndReason::EndPgm { at: 2 },
            instructions: 3
        }
    );
}

#[test]
fn bare_listing_ends_at_end_of_code() {
    let (s, end) = run("v_a\nv_b", WalkOptions::default());
    assert_eq!(s, [0, 1]);
    assert!(end.completed);
    assert_eq!(end.reason, EndReason::EndOfCode);
}

#[test]
fn conditional_back_edge_is_taken_k_times_per_entry() {
    assert_eq!(run(BOTTOM_TESTED, iters(2)).0, [0, 1, 2, 1, 2, 1, 2, 3]);
    assert_eq!(run(BOTTOM_TESTED, iters(0)).0, [0, 1, 2, 3]);
    let (s, _) = run(BOTTOM_TESTED, iters(5));
    assert_eq!(s.iter().filter(|&&i| i == 1).count(), 6);
    // The loop rules decide back-edges whatever the policy.
    assert_eq!(
        run(BOTTOM_TESTED, policy(BranchPolicy::Taken)).0,
        [0, 1, 2, 1, 2, 1, 2, 3]
    );
}

const TOP_TESTED: &str = "
    v_a
  H:
    s_cbranch_scc1 X
    v_body
    s_branch H
  X:
    s_endpgm
";

#[test]
fn unconditional_back_edge_counts_and_the_exit_branch_leaves() {
    assert_eq!(run(TOP_TESTED, iters(2)).0, [0, 1, 2, 3, 1, 2, 3, 1, 4]);
    // The policy still decides the exit branch before the loop has had its traversals.
    assert_eq!(run(TOP_TESTED, policy(BranchPolicy::Taken)).0, [0, 1, 4]);
}

#[test]
fn leaving_takes_the_next_exit_not_the_back_edge() {
    let src = "
        v_a
      H:
        v_b
        s_cbranch_scc1 X
        v_c
        s_cbranch_scc1 H
      X:
        s_endpgm
    ";
    assert_eq!(run(src, iters(2)).0, [0, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 5]);
}

#[test]
fn inner_loop_count_restarts_on_every_entry() {
    let src = "
        v_a
      O:
        v_b
      I:
        v_c
        s_cbranch_scc0 I
        v_d
        s_cbranch_scc0 O
        s_endpgm
    ";
    let (s, end) = run(src, iters(1));
    assert_eq!(s, [0, 1, 2, 3, 2, 3, 4, 5, 1, 2, 3, 2, 3, 4, 5, 6]);
    assert!(end.completed);
}

#[test]
fn a_loop_without_exit_is_cut_at_max_instructions() {
    let opts = WalkOptions {
        max_instructions: 10,
        ..WalkOptions::default()
    };
    let (s, end) = run("v_a\nL:\nv_b\ns_branch L\ns_endpgm", opts);
    assert_eq!(s, [0, 1, 2, 1, 2, 1, 2, 1, 2, 1]);
    assert_eq!(
        end,
        WalkEnd {
            completed: false,
            reason: EndReason::MaxInstructions,
            instructions: 10
        }
    );
}

#[test]
fn the_bound_does_not_cut_a_path_that_fits() {
    let opts = WalkOptions {
        max_instructions: 3,
        ..WalkOptions::default()
    };
    let (_, end) = run("v_a\nv_b\ns_endpgm", opts);
    assert!(end.completed);
    let opts = WalkOptions {
        max_instructions: 2,
        ..WalkOptions::default()
    };
    let (s, end) = run("v_a\nv_b\ns_endpgm", opts);
    assert_eq!((s.len(), end.completed), (2, false));
}

#[test]
fn calls_are_not_followed_and_setpc_ends_the_path() {
    let (s, end) = run(
        "v_a\ns_swappc_b64\nv_b\ns_setpc_b64\nv_dead",
        WalkOptions::default(),
    );
    assert_eq!(s, [0, 1, 2, 3]);
    assert_eq!(end.reason, EndReason::SetPc { at: 3 });
    assert!(end.completed);
    let k = kernel("v_a\ns_swappc_b64\nv_b\ns_setpc_b64\nv_dead");
    let notice = end.reason.notice(&k, 1).unwrap();
    assert_eq!(notice.at, Some(3));
    assert!(notice.message.contains("`s_setpc_b64`"), "{notice:?}");
}

#[test]
fn an_unresolved_target_ends_the_path_with_a_notice() {
    let (s, end) = run("v_a\ns_branch nowhere\nv_b", WalkOptions::default());
    assert_eq!(s, [0, 1]);
    assert_eq!(end.reason, EndReason::UnresolvedBranch { at: 1 });
}

#[test]
fn forward_branches_follow_the_policy() {
    let src = "
        s_cbranch_execz S
        v_guarded
      S:
        s_endpgm
    ";
    assert_eq!(run(src, WalkOptions::default()).0, [0, 1, 2]);
    assert_eq!(run(src, policy(BranchPolicy::Taken)).0, [0, 2]);
}

#[test]
fn seeded_policy_is_reproducible_and_depends_on_the_seed() {
    let mut src = String::new();
    for n in 0..64 {
        src += &format!("s_cbranch_execz S{n}\nv_guarded_{n}\nS{n}:\n");
    }
    src += "s_endpgm\n";
    let a = run(&src, policy(BranchPolicy::Seed(1))).0;
    assert_eq!(a, run(&src, policy(BranchPolicy::Seed(1))).0);
    assert_ne!(a, run(&src, policy(BranchPolicy::Seed(2))).0);
    let guarded = a.iter().filter(|&&i| i % 2 == 1).count();
    assert!(
        guarded > 0 && guarded < 64,
        "seed:1 took {guarded} of 64 guards"
    );
}

#[test]
fn irreducible_cycle_terminates() {
    // Entry jumps into the middle of the cycle A <-> B: A does not dominate B.
    let src = "
        s_cbranch_scc1 B
      A:
        v_a
        s_branch B
      B:
        v_b
        s_cbranch_scc1 A
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let a = cfg.block_of(1);
    let b = cfg.block_of(3);
    assert!(!cfg.dominates(a, b));
    assert_eq!(cfg.back_edge(b, a), cfg.header_loop(a));
    let (s, end) = run(src, policy(BranchPolicy::Taken));
    assert_eq!(s, [0, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 5]);
    assert!(end.completed);
}

#[test]
fn header_laid_out_after_its_latch_is_found_by_dominance() {
    let src = "
        s_branch H
      L:
        v_body
        s_branch H
      H:
        s_cbranch_scc1 X
        s_branch L
      X:
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let (l, h) = (cfg.block_of(1), cfg.block_of(3));
    assert!(cfg.dominates(h, l));
    assert!(
        cfg.back_edge(l, h).is_some(),
        "L -> H is a back-edge by dominance"
    );
    let (s, end) = run(src, iters(2));
    assert_eq!(s.iter().filter(|&&i| i == 3).count(), 3);
    assert_eq!(*s.last().unwrap(), 5);
    assert!(end.completed);
}

#[test]
fn cfg_blocks_loops_and_dominators() {
    let k = kernel(
        "
        v_a
      O:
        v_b
      I:
        v_c
        s_swappc_b64
        s_cbranch_scc0 I
        v_d
        s_cbranch_scc0 O
        s_endpgm
    ",
    );
    let cfg = Cfg::build(&k);
    let starts: Vec<u32> = cfg.blocks.iter().map(|b| b.start).collect();
    // A call does not end a block.
    assert_eq!(starts, [0, 1, 2, 5, 7]);
    assert_eq!(cfg.loops.len(), 2);
    let (o, i) = (cfg.block_of(1), cfg.block_of(2));
    let inner = cfg.header_loop(i).unwrap();
    let outer = cfg.header_loop(o).unwrap();
    assert_eq!(cfg.loops_of(i), [inner, outer]);
    assert_eq!(
        cfg.loops[outer as usize].blocks().collect::<Vec<_>>(),
        [o, i, 3]
    );
    assert!(cfg.dominates(0, 4) && cfg.dominates(o, i) && !cfg.dominates(i, o));
    assert_eq!(cfg.succs(i), [i, 3]);
}

#[test]
fn empty_kernel() {
    let (s, end) = run("", WalkOptions::default());
    assert!(s.is_empty());
    assert_eq!(end.reason, EndReason::EndOfCode);
}

#[test]
fn branch_policy_parses() {
    assert_eq!(
        "fallthrough".parse::<BranchPolicy>().unwrap(),
        BranchPolicy::Fallthrough
    );
    assert_eq!(
        "taken".parse::<BranchPolicy>().unwrap(),
        BranchPolicy::Taken
    );
    assert_eq!(
        "seed:42".parse::<BranchPolicy>().unwrap(),
        BranchPolicy::Seed(42)
    );
    assert!("seed:x".parse::<BranchPolicy>().is_err());
    assert!("random".parse::<BranchPolicy>().is_err());
    assert_eq!(BranchPolicy::Seed(7).to_string(), "seed:7");
}

/// Regression (gfx1151 `mfma_gemm.s` from clang-22): LLVM laid the outer
/// loop's latch block before its header, and the header's `s_cbranch_execz`
/// to the latch goes backwards in the layout. Counting that edge as a
/// back-edge made the walker jump straight to the latch and leave the loop
/// without ever running the inner loop (the kernel's global loads).
#[test]
fn a_backward_jump_to_a_latch_laid_out_before_the_header_is_not_a_back_edge() {
    let src = "
        v_a
        s_branch H
      LATCH:
        v_latch
        s_cbranch_scc1 X
      H:
        s_cbranch_execz LATCH
        v_pre
      I:
        v_inner
        s_cbranch_execnz I
        s_branch LATCH
      X:
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let (latch, h) = (cfg.block_of(2), cfg.block_of(4));
    assert_eq!(cfg.back_edge(h, latch), None);
    assert!(cfg.back_edge(latch, h).is_some());
    let (s, end) = run(src, WalkOptions::default());
    let count = |i: u32| s.iter().filter(|&&x| x == i).count();
    assert_eq!((count(4), count(6), count(2)), (3, 9, 3));
    assert_eq!(end.reason, EndReason::EndPgm { at: 9 });
}

/// Regression (aiter `pa_bf16_perblockFp8_*` code objects): a cycle with two
/// entries (irreducible) inside an outer loop. Its body once ran out along
/// the outer loop's back-edge and swallowed the outer loop, so the cycle's
/// exit edge looked internal and the walker spun until the bound.
#[test]
fn an_irreducible_cycle_inside_a_loop_is_left_by_its_exit() {
    let src = "
        v_a
      O:
        s_cbranch_scc0 END
        s_cbranch_scc1 Y
      X:
        v_x
        s_cbranch_scc0 OUT
      Y:
        v_y
        s_branch X
      OUT:
        v_out
        s_branch O
      END:
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let (x, y) = (cfg.block_of(3), cfg.block_of(5));
    let cycle = cfg.header_loop(x).expect("Y -> X closes the cycle");
    assert_eq!(
        cfg.loops[cycle as usize].blocks().collect::<Vec<_>>(),
        [x, y]
    );
    let opts = WalkOptions {
        max_instructions: 10_000,
        ..WalkOptions::default()
    };
    let (s, end) = run(src, opts);
    assert_eq!(end.reason, EndReason::EndPgm { at: 9 });
    // The outer header runs three times (the third leaves); each of the two
    // rounds runs the cycle's exit test three times (two back-edges, then out).
    assert_eq!(s.iter().filter(|&&i| i == 1).count(), 3);
    assert_eq!(s.iter().filter(|&&i| i == 4).count(), 6);
}

/// Regression (aiter `fmoe_*_ps_*` code objects): an outer loop entered in
/// its middle (irreducible) with an inner loop whose latch is its own block.
/// The outer body, searched without crossing back-edges, left out the inner
/// latch; every pass through it "left" the outer loop and restarted its
/// count, so the walker never left.
#[test]
fn an_irreducible_loop_contains_the_latches_of_its_inner_loops() {
    let src = "
        s_cbranch_scc1 MID
        v_pre
      H:
        v_h
      MID:
        v_mid
      I:
        v_i
        s_cbranch_scc0 IEXIT
        s_branch I
      IEXIT:
        s_cbranch_scc0 H
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let outer = cfg.header_loop(cfg.block_of(2)).unwrap();
    assert!(
        cfg.loops[outer as usize].contains(cfg.block_of(6)),
        "the inner latch is in the outer body"
    );
    let opts = WalkOptions {
        max_instructions: 10_000,
        ..WalkOptions::default()
    };
    let (s, end) = run(src, opts);
    assert_eq!(end.reason, EndReason::EndPgm { at: 8 });
    assert_eq!(s.iter().filter(|&&i| i == 7).count(), 3);
    assert_eq!(s.iter().filter(|&&i| i == 6).count(), 6);
}

/// Regression (aiter `fmoe_bf16_blockscaleFp8_g1u1_vs_silu_1tg_64x384`): the
/// loop's exits sit behind forward branches the fall-through policy never
/// takes, and the fall-through path meets no exit branch before coming round
/// again. Leaving, the walker takes the edge that can still reach an exit
/// instead of spinning until the bound.
#[test]
fn leaving_steers_toward_an_exit_behind_a_forward_branch() {
    let src = "
      H:
        s_cbranch_scc0 SIDE
        v_main
        s_branch H
      SIDE:
        s_cbranch_scc0 OUT
        s_branch H
      OUT:
        s_endpgm
    ";
    let k = kernel(src);
    let cfg = Cfg::build(&k);
    let lp = &cfg.loops[cfg.header_loop(0).unwrap() as usize];
    assert_eq!(lp.exit_distance(cfg.block_of(3)), Some(0));
    assert_eq!(lp.exit_distance(0), Some(1));
    assert_eq!(
        lp.exit_distance(cfg.block_of(1)),
        None,
        "only by coming round again"
    );
    let opts = WalkOptions {
        max_instructions: 1_000,
        ..WalkOptions::default()
    };
    let (s, end) = run(src, opts);
    assert_eq!(s, [0, 1, 2, 0, 1, 2, 0, 3, 5]);
    assert!(end.completed);
}

/// `Cfg::build`'s dominators and natural loop bodies (built in time linear in
/// the code, docs/paths.md section 6) against their definitions, computed by
/// brute force on random graphs: `a` dominates `b` iff `b` is reachable and
/// every path from the entry to `b` passes `a` (removing `a` cuts `b` off);
/// a natural loop's body is its header plus every block reaching a latch
/// without passing the header.
#[test]
fn dominators_and_natural_loops_match_their_definitions_on_random_graphs() {
    let mut rng = wavebed_model::prng::SplitMix64::new(16);
    for case in 0..300 {
        let len = 2 + rng.next_u64() % 24;
        let mut src = String::new();
        for i in 0..len {
            let to = rng.next_u64() % len;
            src += &format!("I{i}:\n");
            src += &match rng.next_u64() % 6 {
                0 => format!("s_branch I{to}\n"),
                1 | 2 => format!("s_cbranch_scc1 I{to}\n"),
                3 if case % 4 == 0 => "s_endpgm\n".to_string(),
                _ => format!("v_{i}\n"),
            };
        }
        let k = kernel(&src);
        let cfg = Cfg::build(&k);
        let n = cfg.blocks.len() as u32;
        let reach = |cut: Option<u32>| {
            let mut seen = vec![false; n as usize];
            let mut stack = vec![0u32];
            while let Some(b) = stack.pop() {
                if Some(b) == cut || seen[b as usize] {
                    continue;
                }
                seen[b as usize] = true;
                stack.extend_from_slice(cfg.succs(b));
            }
            seen
        };
        let reachable = reach(None);
        for a in 0..n {
            let without_a = reach(Some(a));
            for b in 0..n {
                let expect = reachable[b as usize] && (a == b || !without_a[b as usize]);
                assert_eq!(
                    cfg.dominates(a, b),
                    expect,
                    "case {case}: {a} dom {b}\n{src}"
                );
            }
        }
        for lp in &cfg.loops {
            if !lp.latches.iter().all(|&l| cfg.dominates(lp.header, l)) {
                continue;
            }
            let mut body = vec![false; n as usize];
            body[lp.header as usize] = true;
            for &latch in &lp.latches {
                let mut stack = vec![latch];
                while let Some(b) = stack.pop() {
                    if !body[b as usize] && reachable[b as usize] {
                        body[b as usize] = true;
                        stack.extend((0..n).filter(|&p| cfg.succs(p).contains(&b)));
                    }
                }
            }
            let expect: Vec<u32> = (0..n).filter(|&b| body[b as usize]).collect();
            assert_eq!(
                lp.blocks().collect::<Vec<_>>(),
                expect,
                "case {case}\n{src}"
            );
            assert_eq!(lp.size as usize, expect.len());
        }
    }
}
