//! LDS hazards (docs/lds.md): every kind in a minimal listing, on every path,
//! with the wait or barrier that ends it; footprints known and unknown.

use crate::counter_support::kernel;
use wavebed_model::assume::Assumptions;
use wavebed_model::lds::{lds_races, LdsCause, LdsFootprint, LdsRun};
use wavebed_model::profile::Arch::{self, Gfx1151, Gfx1250, Gfx942, Gfx950};

fn run_assuming(arch: Arch, assume: &[&str], src: &str) -> LdsRun {
    let k = kernel(arch, src);
    let profile = Assumptions::parse_all(assume).unwrap().profile(arch);
    lds_races(&k, &profile)
}

fn run(arch: Arch, src: &str) -> LdsRun {
    run_assuming(arch, &[], src)
}

/// (cause, producer line index, consumer line index) of every race.
fn causes(r: &LdsRun) -> Vec<(LdsCause, u32, u32)> {
    let mut v: Vec<_> = r
        .races
        .iter()
        .map(|x| (x.cause, x.producer, x.consumer))
        .collect();
    v.sort();
    v
}

const DMA: &str = "s_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\n";

#[test]
fn dma_then_ds_read_races_until_vmcnt_completes_it() {
    let r = run(Gfx950, &format!("{DMA}ds_read_b32 v2, v1\ns_endpgm\n"));
    assert_eq!(causes(&r), [(LdsCause::SameWaveRaw, 1, 2)]);
    assert_eq!(r.races[0].footprint(), LdsFootprint::Unknown);
    let clean = run(
        Gfx950,
        &format!("{DMA}s_waitcnt vmcnt(0)\nds_read_b32 v2, v1\ns_endpgm\n"),
    );
    assert!(clean.races.is_empty(), "{:?}", clean.races);
    // lgkmcnt does not complete a direct-to-LDS load (LLVM PR #179305)...
    let lgkm = format!("{DMA}s_waitcnt lgkmcnt(0)\nds_read_b32 v2, v1\ns_endpgm\n");
    assert_eq!(causes(&run(Gfx950, &lgkm)), [(LdsCause::SameWaveRaw, 1, 3)]);
    // ... nor under LLVM 22's reading, where it also counts there.
    assert_eq!(
        causes(&run_assuming(Gfx950, &["lds-dma-lgkm=on"], &lgkm)),
        [(LdsCause::SameWaveRaw, 1, 3)]
    );
    // A partial wait completes the older of two in-order loads only.
    let two = format!(
        "{DMA}global_load_dword v5, v[6:7], off\ns_waitcnt vmcnt(1)\nds_read_b32 v2, v1\ns_endpgm\n"
    );
    assert!(run(Gfx950, &two).races.is_empty());
    let two = format!(
        "{DMA}global_load_dword v5, v[6:7], off\ns_waitcnt vmcnt(2)\nds_read_b32 v2, v1\ns_endpgm\n"
    );
    assert_eq!(causes(&run(Gfx950, &two)), [(LdsCause::SameWaveRaw, 1, 4)]);
}

#[test]
fn known_addresses_that_do_not_overlap_do_not_race() {
    // 64 lanes x 4 bytes from M0 = 0: bytes 0..0x100; a read at 0x100 is past them.
    let src = format!("{DMA}v_mov_b32_e32 v1, 0x100\nds_read_b32 v2, v1\ns_endpgm\n");
    assert!(run(Gfx950, &src).races.is_empty());
    let src = format!("{DMA}v_mov_b32_e32 v1, 0x40\nds_read_b32 v2, v1 offset:8\ns_endpgm\n");
    let r = run(Gfx950, &src);
    assert_eq!(causes(&r), [(LdsCause::SameWaveRaw, 1, 3)]);
    assert_eq!(
        r.races[0].footprint(),
        LdsFootprint::Known { lo: 0x48, hi: 0x4c }
    );
    // read2: offsets scale by the element size.
    let src = format!(
        "{DMA}v_mov_b32_e32 v1, 0x100\nds_read2_b32 v[2:3], v1 offset0:0 offset1:1\ns_endpgm\n"
    );
    assert!(run(Gfx950, &src).races.is_empty());
}

#[test]
fn ds_access_then_dma_is_war_or_waw_until_lgkmcnt() {
    let src = "ds_read_b32 v2, v1\ns_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx950, src)), [(LdsCause::SameWaveWar, 0, 2)]);
    let src = "ds_write_b32 v1, v2\ns_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx950, src)), [(LdsCause::SameWaveWaw, 0, 2)]);
    let src = "ds_write_b32 v1, v2\ns_waitcnt lgkmcnt(0)\ns_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_endpgm\n";
    assert!(run(Gfx950, src).races.is_empty());
    // Two DS operations of one wave are ordered: no hazard between them.
    let src = "ds_write_b32 v1, v2\nds_read_b32 v3, v1\nds_write_b32 v1, v3\ns_endpgm\n";
    assert!(run(Gfx950, src).races.is_empty());
}

#[test]
fn two_dmas_of_the_same_bytes_land_in_order_unless_a_reading_says_otherwise() {
    // By default (lds-dma-order=window) each lands anywhere in its window:
    // two DMAs of one range race.
    let src = "s_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\nbuffer_load_dword v1, s[4:7], 0 offen lds\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx950, src)), [(LdsCause::SameWaveWaw, 1, 2)]);
    // Under lds-dma-order=in-order two vmcnt loads of one class land in
    // issue order before gfx12 (docs/counters.md section 4's
    // write-after-write exemption).
    assert!(run_assuming(Gfx950, &["lds-dma-order=in-order"], src)
        .races
        .is_empty());
    // Under lds-dma-lgkm=on each counts two tokens: no exemption.
    let r = run_assuming(Gfx950, &["lds-dma-lgkm=on", "lds-dma-order=in-order"], src);
    assert_eq!(causes(&r), [(LdsCause::SameWaveWaw, 1, 2)]);
    assert_eq!(
        r.races[0].footprint(),
        LdsFootprint::Known { lo: 0, hi: 0x100 }
    );
    let apart = "s_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_movk_i32 m0, 0x100\nbuffer_load_dword v1, s[4:7], 0 offen lds\ns_endpgm\n";
    assert!(run_assuming(Gfx950, &["lds-dma-lgkm=on"], apart)
        .races
        .is_empty());
    // gfx1250 async copies: loads may land out of order there, so two of
    // one range race.
    let src = "global_load_async_to_lds_b32 v1, v[2:3], off\nglobal_load_async_to_lds_b32 v1, v[4:5], off\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx1250, src)), [(LdsCause::SameWaveWaw, 0, 1)]);
}

#[test]
fn a_write_pending_at_a_barrier_is_unpublished() {
    let src = "ds_write_b32 v1, v2\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    let r = run(Gfx942, src);
    assert_eq!(causes(&r), [(LdsCause::UnpublishedAtBarrier, 0, 2)]);
    assert_eq!(r.races[0].barrier, Some(1));
    // The wait before the barrier publishes it; a wait after does not.
    let clean =
        "ds_write_b32 v1, v2\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx942, clean).races.is_empty());
    let late =
        "ds_write_b32 v1, v2\ns_barrier\ns_waitcnt lgkmcnt(0)\nds_read_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx942, late)),
        [(LdsCause::UnpublishedAtBarrier, 0, 3)]
    );
    // A later barrier after the wait publishes it for what follows.
    let second = "ds_write_b32 v1, v2\ns_barrier\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx942, second).races.is_empty());
    // A direct-to-LDS load is published by vmcnt, not lgkmcnt.
    let dma = format!("{DMA}s_waitcnt lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n");
    let r = run(Gfx950, &dma);
    assert!(r
        .races
        .iter()
        .any(|x| x.cause == LdsCause::UnpublishedAtBarrier && x.producer == 1));
    let dma = format!("{DMA}s_waitcnt vmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n");
    assert!(run(Gfx950, &dma).races.is_empty());
    // Reads are not published: a read pending at a barrier is no write.
    let read = "ds_read_b32 v1, v2\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx942, read).races.is_empty());
}

#[test]
fn gfx12_split_barrier_publishes_at_the_signal() {
    let src = "ds_store_b32 v1, v2\ns_barrier_signal -1\ns_wait_dscnt 0x0\ns_barrier_wait -1\nds_load_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx1250, src)),
        [(LdsCause::UnpublishedAtBarrier, 0, 4)]
    );
    let src = "ds_store_b32 v1, v2\ns_wait_dscnt 0x0\ns_barrier_signal -1\ns_barrier_wait -1\nds_load_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx1250, src).races.is_empty());
}

#[test]
fn gfx1250_async_copies_complete_on_asynccnt() {
    let src = "global_load_async_to_lds_b32 v1, v[2:3], off\nds_load_b32 v3, v4\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx1250, src)), [(LdsCause::SameWaveRaw, 0, 1)]);
    let src = "global_load_async_to_lds_b32 v1, v[2:3], off\ns_wait_loadcnt 0x0\nds_load_b32 v3, v4\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx1250, src)), [(LdsCause::SameWaveRaw, 0, 2)]);
    let src = "global_load_async_to_lds_b32 v1, v[2:3], off\ns_wait_asynccnt 0x0\nds_load_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx1250, src).races.is_empty());
    // An async copy out of LDS reads it until asynccnt: a DS write is WAR.
    let src = "global_store_async_from_lds_b32 v[2:3], v1, off\nds_store_b32 v3, v4\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx1250, src)), [(LdsCause::SameWaveWar, 0, 1)]);
}

#[test]
fn every_path_is_followed_and_loops_carry_hazards() {
    // The wait is on one branch only: the other path races.
    let src = "s_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_cbranch_scc0 .Lskip\ns_waitcnt vmcnt(0)\n.Lskip:\nds_read_b32 v2, v1\ns_endpgm\n";
    let r = run(Gfx950, src);
    assert_eq!(causes(&r), [(LdsCause::SameWaveRaw, 1, 4)]);
    assert!(r.completed());
    // A pipelined loop: the load of iteration i+1 is issued before the read
    // of iteration i has completed (WAR), and its bytes are read again.
    let src = ".Lloop:\nds_read_b32 v2, v1\ns_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_waitcnt vmcnt(0)\ns_cbranch_scc0 .Lloop\ns_endpgm\n";
    assert_eq!(causes(&run(Gfx950, src)), [(LdsCause::SameWaveWar, 0, 2)]);
    // The same loop waiting for the read first is clean on every iteration.
    let src = ".Lloop:\nds_read_b32 v2, v1\ns_waitcnt lgkmcnt(0)\ns_mov_b32 m0, 0\nglobal_load_lds_dword v0, s[2:3]\ns_waitcnt vmcnt(0)\ns_cbranch_scc0 .Lloop\ns_endpgm\n";
    assert!(run(Gfx950, src).races.is_empty());
    // A barrier in a loop: the write of one iteration is pending at the
    // next iteration's barrier unless waited, and so is the read (another
    // wave's write after that barrier overwrites it: cross-wave WAR).
    let src = ".Lloop:\ns_barrier\nds_read_b32 v3, v4\nds_write_b32 v1, v2\ns_cbranch_scc0 .Lloop\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx942, src)),
        [
            (LdsCause::UnpublishedAtBarrier, 2, 1),
            (LdsCause::UnpublishedAtBarrier, 2, 2),
            (LdsCause::ReadPendingAtBarrier, 1, 2)
        ]
    );
}

#[test]
fn gfx11_ds_spelling_and_permutes() {
    // ds_bpermute moves data between lanes: no LDS byte is touched.
    let src = "ds_bpermute_b32 v1, v2, v3\ns_barrier\nds_load_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx1151, src).races.is_empty());
    let src = "ds_store_b32 v1, v2\ns_barrier\nds_load_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx1151, src)),
        [(LdsCause::UnpublishedAtBarrier, 0, 2)]
    );
}

#[test]
fn a_generic_flat_access_may_reach_lds() {
    // After the barrier, a flat load of a generic pointer may read the
    // unpublished bytes (the shared aperture is known only at run time).
    let src = "ds_write_b32 v1, v2\ns_barrier\nflat_load_dword v3, v[4:5]\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx942, src)),
        [(LdsCause::UnpublishedAtBarrier, 0, 2)]
    );
    // A flat store pending at a barrier is an unpublished write; it completes
    // when both its counters have drained it.
    let src = "flat_store_dword v[4:5], v1\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx942, src)),
        [(LdsCause::UnpublishedAtBarrier, 0, 3)]
    );
    let src = "flat_store_dword v[4:5], v1\ns_waitcnt vmcnt(0) lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx942, src).races.is_empty());
}

/// One line of a generated program: an LDS access, a wait, a barrier or a
/// forward branch over the next `skip` lines.
fn random_line(rng: &mut wavebed_model::prng::SplitMix64) -> String {
    let ops = [
        "ds_read_b32 v2, v1",
        "ds_write_b32 v1, v2",
        "ds_add_u32 v1, v2",
        "global_load_lds_dword v0, s[2:3]",
        "buffer_load_dword v0, s[4:7], 0 offen lds",
        "global_load_dword v5, v[6:7], off",
        "s_waitcnt vmcnt(0)",
        "s_waitcnt vmcnt(1)",
        "s_waitcnt lgkmcnt(0)",
        "s_barrier",
        "flat_load_dword v8, v[6:7]",
    ];
    ops[(rng.next_u64() % ops.len() as u64) as usize].to_string()
}

/// An instruction of a generated program: (block, line in the block).
type Place = (usize, usize);

/// The all-paths engine on a loop-free graph equals the union of its run on
/// every path's straight-line stream (docs/lds.md section 7: exact there).
#[test]
fn the_engine_equals_the_union_over_every_path_on_loop_free_graphs() {
    use std::collections::BTreeSet;
    let mut rng = wavebed_model::prng::SplitMix64::new(27);
    let (mut races, mut causes_seen) = (0, BTreeSet::new());
    for case in 0..300 {
        // Blocks of 1-4 lines; some end in a forward conditional branch.
        let blocks = 2 + (rng.next_u64() % 4) as usize;
        let mut body: Vec<Vec<String>> = Vec::new();
        for _ in 0..blocks {
            let n = 1 + (rng.next_u64() % 4) as usize;
            body.push((0..n).map(|_| random_line(&mut rng)).collect());
        }
        let mut branch: Vec<Option<usize>> = vec![None; blocks];
        for (b, br) in branch.iter_mut().enumerate().take(blocks - 1) {
            if rng.next_u64().is_multiple_of(2) {
                *br = Some(b + 2 + (rng.next_u64() % (blocks - b - 1) as u64) as usize);
            }
        }
        // The branching listing: block b's label `.Lb{b}`, a branch to a
        // later label (`.Lb{blocks}` is the end).
        let mut src = String::from("s_mov_b32 m0, 0\n");
        let mut lines: Vec<(usize, usize)> = Vec::new(); // (block, line) per instruction
        lines.push((usize::MAX, 0));
        for (b, ls) in body.iter().enumerate() {
            src += &format!(".Lb{b}:\n");
            for (j, l) in ls.iter().enumerate() {
                src += &format!("{l}\n");
                lines.push((b, j));
            }
            if let Some(t) = branch[b] {
                src += &format!("s_cbranch_scc0 .Lb{t}\n");
                lines.push((b, usize::MAX));
            }
        }
        src += &format!(".Lb{blocks}:\ns_endpgm\n");
        lines.push((blocks, 0));
        let engine: BTreeSet<(LdsCause, Place, Place)> = run(Gfx950, &src)
            .races
            .iter()
            .map(|r| {
                (
                    r.cause,
                    lines[r.producer as usize],
                    lines[r.consumer as usize],
                )
            })
            .collect();
        // Every path: at each branching block, fall through or jump.
        let mut union = BTreeSet::new();
        let choices = branch.iter().filter(|b| b.is_some()).count();
        for mask in 0..(1u32 << choices) {
            let mut text = String::from("s_mov_b32 m0, 0\n");
            let mut at: Vec<(usize, usize)> = vec![(usize::MAX, 0)];
            let (mut b, mut k) = (0, 0);
            while b < blocks {
                for (j, l) in body[b].iter().enumerate() {
                    text += &format!("{l}\n");
                    at.push((b, j));
                }
                b = match branch[b] {
                    Some(t) => {
                        k += 1;
                        if mask >> (k - 1) & 1 == 1 {
                            t
                        } else {
                            b + 1
                        }
                    }
                    None => b + 1,
                };
            }
            text += "s_endpgm\n";
            at.push((blocks, 0));
            for r in &run(Gfx950, &text).races {
                union.insert((r.cause, at[r.producer as usize], at[r.consumer as usize]));
            }
        }
        assert_eq!(engine, union, "case {case}:\n{src}");
        races += engine.len();
        causes_seen.extend(engine.iter().map(|r| r.0));
    }
    // The programs do race, with every cause.
    assert!(races > 300, "{races}");
    assert_eq!(causes_seen.len(), 5, "{causes_seen:?}");
}

/// The cross-wave classes (docs/lds.md section 5), each in a minimal listing,
/// under `lds-cross-wave=all` where no barrier separates the pair.
const ALL: &[&str] = &["lds-cross-wave=all"];

#[test]
fn two_waves_with_no_barrier_between_race_under_the_all_reading() {
    // A write then a read of another wave, no barrier: RAW; and the write
    // run by two waves (the same instruction, unknown address).
    let src = "ds_write_b32 v1, v2\nds_read_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run_assuming(Gfx942, ALL, src)),
        [
            (LdsCause::NoBarrier, 0, 1),
            (LdsCause::SameInstruction, 0, 0)
        ]
    );
    // A read then a write (WAR), two writes (WAW).
    let src = "ds_read_b32 v3, v4\nds_write_b32 v1, v2\ns_endpgm\n";
    assert!(causes(&run_assuming(Gfx942, ALL, src)).contains(&(LdsCause::NoBarrier, 0, 1)));
    // Known addresses hold for every wave: disjoint bytes do not race,
    // one literal address written by two waves does.
    let apart =
        "v_mov_b32 v1, 0\nds_write_b32 v1, v2\nv_mov_b32 v4, 0x40\nds_read_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run_assuming(Gfx942, ALL, apart)),
        [(LdsCause::SameInstruction, 1, 1)]
    );
    // Two reads never race; two atomics are atomic.
    let reads = "ds_read_b32 v1, v2\nds_read_b32 v3, v4\ns_endpgm\n";
    assert!(run_assuming(Gfx942, ALL, reads).races.is_empty());
    let atomics = "ds_add_u32 v1, v2\nds_add_u32 v1, v3\ns_endpgm\n";
    assert!(run_assuming(Gfx942, ALL, atomics).races.is_empty());
    // A barrier with the wait before it orders the pair.
    let ordered =
        "ds_write_b32 v1, v2\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n";
    assert_eq!(
        causes(&run_assuming(Gfx942, ALL, ordered)),
        [(LdsCause::SameInstruction, 0, 0)]
    );
    // Under the default (lds-cross-wave=barriers) only pairs a barrier
    // separates are checked.
    assert!(run(Gfx942, src).races.is_empty());
    assert!(run(Gfx942, ordered).races.is_empty());
}

#[test]
fn a_read_pending_at_a_barrier_is_overwritten_by_another_wave() {
    // Cross-wave WAR: the read is still in flight when its wave passes the
    // barrier; another wave past the barrier overwrites its bytes.
    let src = "ds_read_b32 v3, v4\ns_barrier\nds_write_b32 v1, v2\ns_endpgm\n";
    let r = run(Gfx942, src);
    assert_eq!(causes(&r), [(LdsCause::ReadPendingAtBarrier, 0, 2)]);
    assert_eq!(r.races[0].barrier, Some(1));
    // Waiting for the read before the barrier orders it; after, does not.
    let waited =
        "ds_read_b32 v3, v4\ns_waitcnt lgkmcnt(0)\ns_barrier\nds_write_b32 v1, v2\ns_endpgm\n";
    assert!(run(Gfx942, waited).races.is_empty());
    let late =
        "ds_read_b32 v3, v4\ns_barrier\ns_waitcnt lgkmcnt(0)\nds_write_b32 v1, v2\ns_endpgm\n";
    assert_eq!(
        causes(&run(Gfx942, late)),
        [(LdsCause::ReadPendingAtBarrier, 0, 3)]
    );
    // A DMA overwriting another wave's pending read.
    let dma = format!("ds_read_b32 v3, v4\ns_barrier\n{DMA}s_endpgm\n");
    assert_eq!(
        causes(&run(Gfx950, &dma)),
        [
            (LdsCause::SameWaveWar, 0, 3),
            (LdsCause::ReadPendingAtBarrier, 0, 3)
        ]
    );
}

#[test]
fn gfx12_split_barrier_window_orders_nothing_before_the_wait() {
    // The async copy crosses barrier 1 in flight, completes before signal
    // 2; a read of another wave between signal 2 and wait 2 is ordered by
    // neither barrier.
    let src = "global_load_async_to_lds_b32 v1, v[2:3], off\ns_barrier_signal -1\ns_barrier_wait -1\ns_wait_asynccnt 0x0\ns_barrier_signal -1\nds_load_b32 v3, v4\ns_barrier_wait -1\ns_endpgm\n";
    let r = run(Gfx1250, src);
    assert_eq!(causes(&r), [(LdsCause::SplitBarrierWindow, 0, 5)]);
    assert_eq!(r.races[0].barrier, Some(4));
    // The read after the wait is ordered.
    let after = "global_load_async_to_lds_b32 v1, v[2:3], off\ns_barrier_signal -1\ns_barrier_wait -1\ns_wait_asynccnt 0x0\ns_barrier_signal -1\ns_barrier_wait -1\nds_load_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx1250, after).races.is_empty());
    // An access between signal and wait is not ordered by that barrier:
    // a write issued in the window, complete before the next signal, is
    // ordered by the next barrier only.
    let window = "s_barrier_signal -1\nds_store_b32 v1, v2\ns_barrier_wait -1\ns_wait_dscnt 0x0\nds_load_b32 v3, v4\ns_endpgm\n";
    assert!(run(Gfx1250, window).races.is_empty());
    assert!(causes(&run_assuming(Gfx1250, ALL, window)).contains(&(LdsCause::NoBarrier, 1, 4)));
}

#[test]
fn waves_on_different_branches_meet_on_every_path() {
    // A branch on the wave id: one side writes, the other reads after the
    // barrier; both paths are followed, so the write crossing the barrier
    // in flight meets the read.
    let src = "ds_write_b32 v1, v2\ns_cbranch_scc0 .Lother\ns_barrier\nds_read_b32 v3, v4\ns_endpgm\n.Lother:\ns_barrier\nds_read_b32 v5, v6\ns_endpgm\n";
    let r = run(Gfx942, src);
    assert_eq!(
        causes(&r),
        [
            (LdsCause::UnpublishedAtBarrier, 0, 3),
            (LdsCause::UnpublishedAtBarrier, 0, 6)
        ]
    );
    assert!(r.completed());
}
