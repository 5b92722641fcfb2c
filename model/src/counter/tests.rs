//! Unit tests of the three models on hand-built instruction streams
//! (listing-based conformance tests live in `model/tests/it/counter_*.rs`).

use super::testkit::*;
use super::ModelKind::{self, Exact, Legacy, Seed};
use crate::assume::Assumptions;
use crate::profile::Arch::{self, Gfx1151, Gfx950};
use crate::profile::Counter::{Lgkm, Vm};
use crate::profile::MemKind::*;

/// Asserts the number of races each model finds, in the order legacy, seed, exact.
fn expect(arch: Arch, prog: &[crate::instr::Instr], [legacy, seed, exact]: [usize; 3]) {
    for (kind, want) in [(Legacy, legacy), (Seed, seed), (Exact, exact)] {
        assert_eq!(races(kind, arch, prog), want, "model {kind}");
    }
}

fn lds_producer_then(younger: usize) -> Vec<crate::instr::Instr> {
    let mut p = vec![load(LdsRead, v(1))];
    p.extend((0..younger).map(|i| load(LdsRead, v(10 + (i % 8) as u16))));
    p
}

#[test]
fn lds_read_then_lgkmcnt15_races_everywhere() {
    let p = [
        load(LdsRead, v(1)),
        waitcnt(Gfx950, &[(Lgkm, 15)]),
        valu_use(v(1)),
    ];
    expect(Gfx950, &p, [1, 1, 1]);
}

#[test]
fn lds_back_pressure_boundary() {
    let mut p = lds_producer_then(14);
    p.push(valu_use(v(1)));
    expect(Gfx950, &p, [1, 1, 1]);
    let mut p = lds_producer_then(15);
    p.push(valu_use(v(1)));
    expect(Gfx950, &p, [1, 0, 0]);
}

#[test]
fn vmem_back_pressure_boundary_loads_and_stores() {
    let mut p = vec![load(VmemLoad, v(1))];
    p.extend((0..62).map(|_| load(VmemLoad, v(20))));
    p.push(valu_use(v(1)));
    expect(Gfx950, &p, [1, 1, 1]);
    for younger in [load(VmemLoad, v(20)), store(VmemStore)] {
        let mut p = vec![load(VmemLoad, v(1))];
        p.extend((0..63).map(|_| younger.clone()));
        p.push(valu_use(v(1)));
        expect(Gfx950, &p, [1, 0, 0]);
    }
}

#[test]
fn all_ones_vmcnt_retires_nothing() {
    for younger in [load(VmemLoad, v(20)), store(VmemStore)] {
        let mut p = vec![load(VmemLoad, v(1))];
        p.extend((0..10).map(|_| younger.clone()));
        p.push(waitcnt(Gfx950, &[(Vm, 63)]));
        p.push(valu_use(v(1)));
        expect(Gfx950, &p, [1, 1, 1]);
    }
}

#[test]
fn lgkmcnt15_then_many_lds_ops() {
    for younger in [17, 123] {
        let mut p = vec![load(LdsRead, v(1)), waitcnt(Gfx950, &[(Lgkm, 15)])];
        p.extend((0..younger).map(|_| load(LdsRead, v(30))));
        p.push(valu_use(v(1)));
        expect(Gfx950, &p, [1, 0, 0]);
    }
}

#[test]
fn legacy_single_counter_waits_drain_both_counters() {
    let p = [
        load(VmemLoad, v(1)),
        load(LdsRead, v(2)),
        wait_single(Vm, 0),
        valu_use(v(2)),
    ];
    expect(Gfx1151, &p, [0, 1, 1]);
    let p = [
        load(VmemLoad, v(1)),
        load(LdsRead, v(2)),
        wait_single(Lgkm, 0),
        valu_use(v(1)),
    ];
    expect(Gfx1151, &p, [0, 1, 1]);
    let p = [
        load(VmemLoad, v(1)),
        load(LdsRead, v(2)),
        wait_single(Vm, 0),
        valu_use(v(1)),
    ];
    expect(Gfx1151, &p, [0, 0, 0]);
}

#[test]
fn flat_load_needs_both_counters() {
    let p = [
        load(FlatLoad, v(1)),
        waitcnt(Gfx950, &[(Vm, 0)]),
        valu_use(v(1)),
    ];
    expect(Gfx950, &p, [0, 1, 1]);
    let p = [
        load(FlatLoad, v(1)),
        waitcnt(Gfx950, &[(Vm, 0), (Lgkm, 0)]),
        valu_use(v(1)),
    ];
    expect(Gfx950, &p, [0, 0, 0]);
}

#[test]
fn other_class_filling_lgkmcnt_retires_the_oldest_lds_read_only_in_exact() {
    let mut p = lds_producer_then(14);
    p.push(load(Smem, s(4, 2)));
    p.push(valu_use(v(1)));
    expect(Gfx950, &p, [1, 1, 0]);
}

#[test]
fn a_flat_at_a_full_lgkmcnt_proves_nothing_unless_it_counts_on_both() {
    let mut p = lds_producer_then(14);
    p.push(load(FlatLoad, v(40)));
    p.push(valu_use(v(1)));
    // Default `flat=either`: it may have reached global memory only.
    expect(Gfx950, &p, [1, 1, 1]);
    let both = Assumptions::parse_all(&["flat=both"]).unwrap();
    let want = [(Legacy, 1), (Seed, 1), (Exact, 0)];
    for (kind, n) in want {
        assert_eq!(races_on(kind, &both.profile(Gfx950), &p), n, "{kind}");
    }
}

#[test]
fn a_wide_scalar_fetch_stalls_for_two_tokens_only_when_assumed() {
    let mut p = lds_producer_then(13);
    p.push(load(SmemWide, s(4, 2)));
    p.push(valu_use(v(1)));
    expect(Gfx950, &p, [1, 1, 1]);
    let two = Assumptions::parse_all(&["smem-wide-tokens=2"]).unwrap();
    assert_eq!(races_on(Exact, &two.profile(Gfx950), &p), 0);
    assert_eq!(
        races_on(Seed, &two.profile(Gfx950), &p),
        1,
        "seed: own class only"
    );
}

#[test]
fn partial_wait_retires_the_provable_prefix_only() {
    let p = [
        load(LdsRead, v(1)),
        load(Smem, s(4, 2)),
        load(LdsRead, v(2)),
        waitcnt(Gfx950, &[(Lgkm, 1)]),
    ];
    let mut first = p.to_vec();
    first.push(valu_use(v(1)));
    expect(Gfx950, &first, [0, 0, 0]);
    let mut second = p.to_vec();
    second.push(valu_use(v(2)));
    // Legacy retires the two oldest events whatever their class; seed and exact
    // know only that the LDS FIFO's oldest read completed.
    expect(Gfx950, &second, [1, 1, 1]);
    let mut smem = p.to_vec();
    smem.push(instr(
        "s_use",
        crate::instr::Unit::Salu,
        None,
        &[s(5, 1)],
        &[s(8, 1)],
    ));
    expect(Gfx950, &smem, [0, 1, 1]);
}

#[test]
fn write_after_write_exemption() {
    // Two LDS reads into one register land in order: no WAW anywhere.
    expect(
        Gfx950,
        &[load(LdsRead, v(1)), load(LdsRead, v(1))],
        [0, 0, 0],
    );
    // A VMEM load then a FLAT load: the legacy event types agree, the classes do not.
    expect(
        Gfx950,
        &[load(VmemLoad, v(1)), load(FlatLoad, v(1))],
        [0, 1, 1],
    );
    // A VALU write over a pending load is a WAW race for every model.
    expect(Gfx950, &[load(VmemLoad, v(1)), valu_def(v(1))], [1, 1, 1]);
    // A global load then an image sample of one VGPR: one class on vmcnt, but
    // loads of different VMEM types may land out of order (LLVM waits
    // vmcnt(0) between them on gfx10/gfx11); two samples stay exempt.
    expect(
        Gfx1151,
        &[load(VmemLoad, v(1)), load(ImageSample, v(1))],
        [0, 1, 1],
    );
    expect(Gfx1151, &[load(Bvh, v(1)), load(VmemLoad, v(1))], [0, 1, 1]);
    expect(
        Gfx1151,
        &[load(ImageSample, v(1)), load(ImageSample, v(1))],
        [0, 0, 0],
    );
}

#[test]
fn a_call_drains_every_counter() {
    let p = [
        load(FlatLoad, v(1)),
        load(Smem, s(4, 2)),
        call(),
        valu_use(v(1)),
    ];
    expect(Gfx950, &p, [0, 0, 0]);
}

#[test]
fn without_back_pressure_counters_are_unbounded() {
    let mut p = vec![load(LdsRead, v(1))];
    p.extend((0..200).map(|_| load(LdsRead, v(30))));
    p.push(valu_use(v(1)));
    expect(Gfx1151, &p, [1, 1, 1]);
}

#[test]
fn races_are_deduplicated_per_pair_and_keep_the_lowest_register() {
    use crate::reg::{RegFile, RegRange};
    let wide = RegRange::new(RegFile::Vgpr, 4, 4);
    let k = kernel(vec![
        load(VmemLoad, wide),
        valu_use(v(6)),
        valu_use(RegRange::new(RegFile::Vgpr, 5, 2)),
        valu_use(v(6)),
    ]);
    let stream = [0, 1, 1, 2, 3];
    let mut m = super::Model::new(ModelKind::Exact, &Gfx950.profile());
    let run = super::run_stream(&mut m, &k, &stream);
    assert_eq!(run.instructions, 5);
    let pairs: Vec<(u32, u32, u16)> = run
        .races
        .iter()
        .map(|h| (h.producer, h.consumer, h.slot))
        .collect();
    assert_eq!(pairs, [(0, 1, 6), (0, 2, 5), (0, 3, 6)]);
}

#[test]
fn stores_count_towards_partial_waits() {
    // gfx9 stores share vmcnt's ordered stream with loads: vmcnt(2) after a load
    // and two stores proves the load complete in every model; vmcnt(3) does not.
    let p = |n| {
        [
            load(VmemLoad, v(1)),
            store(VmemStore),
            store(VmemStore),
            waitcnt(Gfx950, &[(Vm, n)]),
            valu_use(v(1)),
        ]
    };
    expect(Gfx950, &p(2), [0, 0, 0]);
    expect(Gfx950, &p(3), [1, 1, 1]);
}

/// `Model::step_planned` (the replay loop's path, with eager dropping of
/// retired handles and precomputed occupancy words) finds exactly the hits of
/// `CounterModel::step` on streams that mix wide ranges across word
/// boundaries, waits that retire writers of those ranges, crowded slots and
/// loops over the same instructions.
#[test]
fn planned_steps_equal_plain_steps() {
    use super::{CounterModel, Model, StepPlan};
    use crate::reg::{RegFile, RegRange};
    let wide = RegRange::new(RegFile::Vgpr, 56, 16); // v[56:71]: words 0 and 1
    let agprs = RegRange::new(RegFile::Agpr, 0, 32);
    let prog = vec![
        load(VmemLoad, wide),
        load(LdsRead, RegRange::new(RegFile::Vgpr, 60, 4)),
        load(VmemLoad, agprs),
        valu_use(RegRange::new(RegFile::Vgpr, 70, 2)),
        waitcnt(Gfx950, &[(Vm, 1)]),
        valu_use(wide),
        valu_def(agprs),
        waitcnt(Gfx950, &[(Lgkm, 0)]),
        valu_use(RegRange::new(RegFile::Vgpr, 60, 1)),
        waitcnt(Gfx950, &[(Vm, 0)]),
        valu_use(agprs),
        load(LdsRead, v(1)),
        call(),
        valu_use(v(1)),
    ];
    let profile = Gfx950.profile();
    let plans = StepPlan::for_kernel(&prog, &profile);
    for kind in ModelKind::ALL {
        let (mut a, mut b) = (Model::new(kind, &profile), Model::new(kind, &profile));
        let (mut ha, mut hb) = (Vec::new(), Vec::new());
        let mut found = 0;
        for round in 0..3u64 {
            // The same instructions again, as a loop replays them.
            for (i, ins) in prog.iter().enumerate() {
                let pos = round * prog.len() as u64 + i as u64;
                a.step(pos, i as u32, ins, &mut ha);
                b.step_planned(pos, i as u32, ins, &plans[i], &mut hb);
                assert_eq!(ha, hb, "model {kind}, round {round}, instruction {i}");
                found += ha.len();
                ha.clear();
                hb.clear();
            }
        }
        assert!(found > 0, "model {kind}: the stream must exercise races");
    }
}

/// Producers whose hits share an entry of the writers' hit index (instruction
/// indices 256 apart) are still merged per producer, each with its lowest
/// register, in the order the registers are checked.
#[test]
fn hits_of_colliding_producers_are_merged_per_producer() {
    use crate::reg::{RegFile, RegRange};
    let mut prog = vec![load(VmemLoad, RegRange::new(RegFile::Vgpr, 0, 2))];
    prog.extend((1..256).map(|_| valu_def(v(200))));
    prog.push(load(VmemLoad, RegRange::new(RegFile::Vgpr, 2, 2)));
    prog.push(valu_use(RegRange::new(RegFile::Vgpr, 0, 4)));
    prog.push(valu_use(RegRange::new(RegFile::Vgpr, 1, 3)));
    let consumer = prog.len() as u32 - 2;
    let k = kernel(prog);
    let stream: Vec<u32> = (0..k.instrs.len() as u32).collect();
    for kind in ModelKind::ALL {
        let mut m = super::Model::new(kind, &Gfx950.profile());
        let run = super::run_stream(&mut m, &k, &stream);
        let pairs: Vec<(u32, u32, u16)> = run
            .races
            .iter()
            .map(|h| (h.producer, h.consumer, h.slot))
            .collect();
        assert_eq!(
            pairs,
            [
                (0, consumer, 0),
                (256, consumer, 2),
                (0, consumer + 1, 1),
                (256, consumer + 1, 2)
            ],
            "model {kind}"
        );
    }
}

/// The planned paths (`Model::step_planned` one instruction at a time and
/// `Model::step_run` over whole runs) find exactly the hits of
/// `CounterModel::step` on pseudo-random streams over every memory kind,
/// waits on every counter, calls, wide and indexed ranges - on every modelled
/// architecture, with and without the assumptions that change tokens.
#[test]
fn planned_runs_equal_plain_steps_on_random_streams() {
    use super::{CounterModel, Model, StepPlan};
    use crate::prng::SplitMix64;
    use crate::profile::{Counter, MemKind};
    use crate::reg::{RegFile, RegRange};
    const KINDS: [MemKind; 11] = [
        VmemLoad, VmemStore, VmemLds, LdsRead, LdsWrite, Smem, SmemWide, Message, Gds, FlatLoad,
        FlatStore,
    ];
    let mut rng = SplitMix64::new(20);
    let range = |rng: &mut SplitMix64| {
        let r = rng.next_u64();
        let file = [RegFile::Vgpr, RegFile::Agpr, RegFile::Sgpr][(r % 3) as usize];
        let count = [1, 2, 4, 16, 32][((r >> 8) % 5) as usize];
        let limit = match file {
            RegFile::Vgpr => 512,
            RegFile::Agpr => 256,
            _ => 100,
        };
        let first = ((r >> 16) % (limit - count as u64)) as u16;
        RegRange::new(file, first, count)
    };
    let mut found = 0;
    for seed in 0..24u64 {
        let arch = Arch::ALL[(seed % Arch::ALL.len() as u64) as usize];
        let assume = match seed % 3 {
            0 => Assumptions::new(),
            1 => Assumptions::parse_all(&["flat=both"]).unwrap(),
            _ => Assumptions::parse_all(&["smem-wide-tokens=2"]).unwrap(),
        };
        let profile = assume.profile(arch);
        if !profile.is_modelled() {
            continue;
        }
        let prog: Vec<_> = (0..60)
            .map(|_| {
                let r = rng.next_u64();
                match r % 10 {
                    0..=2 => {
                        let kind = KINDS[((r >> 8) % KINDS.len() as u64) as usize];
                        match kind {
                            VmemStore | VmemLds | LdsWrite | Message | FlatStore => store(kind),
                            _ => load(kind, range(&mut rng)),
                        }
                    }
                    3 => {
                        let c = Counter::ALL[((r >> 8) % Counter::ALL.len() as u64) as usize];
                        wait_single(c, ((r >> 16) % 4) as u16)
                    }
                    4 if (r >> 8).is_multiple_of(8) => call(),
                    4 => valu_def(range(&mut rng)),
                    _ => {
                        let mut i = valu_use(range(&mut rng));
                        i.indexed = (r >> 8).is_multiple_of(16);
                        i
                    }
                }
            })
            .collect();
        let plans = StepPlan::for_kernel(&prog, &profile);
        // A loop over the program: the same instructions again and again.
        let ids: Vec<u32> = (0..4 * prog.len() as u32)
            .map(|k| k % prog.len() as u32)
            .collect();
        for kind in ModelKind::ALL {
            let mut a = Model::new(kind, &profile);
            let mut b = Model::new(kind, &profile);
            let mut c = Model::new(kind, &profile);
            let (mut ha, mut hb, mut hc) = (Vec::new(), Vec::new(), Vec::new());
            for (pos, &id) in ids.iter().enumerate() {
                let (i, pos) = (id as usize, pos as u64);
                a.step(pos, id, &prog[i], &mut ha);
                b.step_planned(pos, id, &prog[i], &plans[i], &mut hb);
            }
            for (k, run) in ids.chunks(37).enumerate() {
                c.step_run(k as u64 * 37, run, &prog, &plans, &mut hc);
            }
            assert_eq!(ha, hb, "step_planned: seed {seed}, {arch}, model {kind}");
            assert_eq!(ha, hc, "step_run: seed {seed}, {arch}, model {kind}");
            found += ha.len();
        }
    }
    assert!(found > 0, "the streams must exercise races");
}

/// An export reads its VGPRs and EXEC until expcnt retires it (docs/counters.md
/// section 14): overwriting them races (`overwrite`), reading them does not;
/// exports of one type retire in order, a mix only with expcnt(0).
#[test]
fn exports_guard_their_sources_until_expcnt() {
    use crate::profile::Counter::Exp;
    use crate::reg::{special, RegFile, RegRange};
    let exp = |kind, first| {
        let src = RegRange::new(crate::reg::RegFile::Vgpr, first, 4);
        instr("exp", crate::instr::Unit::Mem, Some(kind), &[src], &[])
    };
    let exec = RegRange::new(RegFile::Special, special::EXEC_LO, 2);
    let wait = |n| waitcnt(Gfx1151, &[(Exp, n)]);
    expect(Gfx1151, &[exp(Export, 0), valu_def(v(2))], [1, 1, 1]);
    expect(Gfx1151, &[exp(Export, 0), valu_def(exec)], [1, 1, 1]);
    expect(Gfx1151, &[exp(Export, 0), valu_use(v(2))], [0, 0, 0]);
    expect(
        Gfx1151,
        &[exp(Export, 0), wait(0), valu_def(v(2))],
        [0, 0, 0],
    );
    let two = |first, second, overwritten| {
        vec![
            exp(first, 0),
            exp(second, 4),
            wait(1),
            valu_def(v(overwritten)),
        ]
    };
    // In order within a type: expcnt(1) retires the older export only.
    expect(Gfx1151, &two(Export, Export, 0), [0, 0, 0]);
    expect(Gfx1151, &two(Export, Export, 4), [1, 1, 1]);
    // A position export and a colour export may retire out of order
    // (the legacy detector retires the oldest whatever its type).
    expect(Gfx1151, &two(ExportPos, Export, 0), [0, 1, 1]);
    // A load landing in an export's source is a write too.
    expect(Gfx1151, &[exp(Export, 0), load(VmemLoad, v(1))], [1, 1, 1]);
}
