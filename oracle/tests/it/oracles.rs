//! Both counter oracles on docs/counters.md section 6's conformance rows (the exact
//! column) and its capacity boundary cases, and the closed form against the
//! enumerator on generated programs.

use wavebed_model::assume::Assumptions;
use wavebed_model::counter::Access;
use wavebed_model::instr::Instr;
use wavebed_model::profile::{Arch, Counter, Profile};
use wavebed_oracle::counters::asm::{AluOp, Asm, MemOp};
use wavebed_oracle::counters::compare::{oracle_agreement, Agreement};
use wavebed_oracle::counters::races::races;
use wavebed_oracle::counters::{lifetimes, OracleKind};

const LDS: MemOp = MemOp::LdsRead { wide: false };
const LOAD: MemOp = MemOp::GlobalLoad { wide: false };

/// A program whose producer writes v1 and whose last instruction, a VALU,
/// reads it; `middle` builds what lies between.
fn program(p: &Profile, producer: MemOp, middle: impl Fn(&Asm) -> Vec<Instr>) -> Vec<Instr> {
    let asm = Asm { profile: p };
    let mut v = vec![asm.mem(producer, 1, 6)];
    v.extend(middle(&asm));
    v.push(asm.alu(AluOp::VAdd, 20, 1, 1));
    v
}

/// Whether the final consumer races with the first instruction, per oracle
/// (both must agree).
fn races_first(p: &Profile, instrs: &[Instr]) -> bool {
    let stream: Vec<&Instr> = instrs.iter().collect();
    let consumer = (instrs.len() - 1) as u32;
    let answers: Vec<bool> = OracleKind::ALL
        .into_iter()
        .map(|k| {
            let l = lifetimes(k, p, &stream).expect("small program");
            races(p, &stream, &l)
                .iter()
                .any(|r| r.producer == 0 && r.consumer == consumer)
        })
        .collect();
    assert_eq!(answers[0], answers[1], "closed and enumerate disagree");
    answers[0]
}

fn n_of(asm: &Asm, op: MemOp, n: usize) -> Vec<Instr> {
    (0..n).map(|k| asm.mem(op, 8 + (k % 4) as u16, 6)).collect()
}

#[test]
fn lds_all_ones_wait_leaves_the_read_pending() {
    let p = Arch::Gfx950.profile();
    assert!(races_first(
        &p,
        &program(&p, LDS, |a| vec![a.waitcnt(None, Some(15), None, false)])
    ));
}

#[test]
fn lds_capacity_boundary() {
    for arch in [Arch::Gfx942, Arch::Gfx950] {
        let p = arch.profile();
        assert!(races_first(&p, &program(&p, LDS, |a| n_of(a, LDS, 14))));
        assert!(!races_first(&p, &program(&p, LDS, |a| n_of(a, LDS, 15))));
        assert!(!races_first(
            &p,
            &program(&p, LDS, |a| n_of(a, MemOp::LdsWrite, 15))
        ));
    }
    // No back-pressure on gfx1151: 15 younger LDS ops prove nothing.
    let p = Arch::Gfx1151.profile();
    assert!(races_first(&p, &program(&p, LDS, |a| n_of(a, LDS, 15))));
}

#[test]
fn vmem_capacity_boundary() {
    let p = Arch::Gfx950.profile();
    let wait63 = |a: &Asm| {
        let mut v = n_of(a, LOAD, 10);
        v.push(a.waitcnt(Some(63), None, None, false));
        v
    };
    assert!(races_first(&p, &program(&p, LOAD, wait63)));
    assert!(races_first(&p, &program(&p, LOAD, |a| n_of(a, LOAD, 62))));
    assert!(!races_first(&p, &program(&p, LOAD, |a| n_of(a, LOAD, 63))));
    assert!(!races_first(
        &p,
        &program(&p, LOAD, |a| n_of(a, MemOp::GlobalStore, 63))
    ));
    let stores = |a: &Asm| {
        let mut v = n_of(a, MemOp::GlobalStore, 20);
        v.push(a.waitcnt(Some(63), None, None, false));
        v
    };
    assert!(races_first(&p, &program(&p, LOAD, stores)));
}

#[test]
fn all_ones_wait_then_many_lds_ops_is_clean() {
    let p = Arch::Gfx950.profile();
    for n in [17, 123] {
        let middle = |a: &Asm| {
            let mut v = vec![a.waitcnt(None, Some(15), None, false)];
            v.extend(n_of(a, LDS, n));
            v
        };
        assert!(!races_first(&p, &program(&p, LDS, middle)));
    }
}

#[test]
fn gfx1151_single_counter_waits_drain_their_own_counter_only() {
    let p = Arch::Gfx1151.profile();
    let asm = Asm { profile: &p };
    // load v2 + LDS read v1, vmcnt-only wait, use the LDS result.
    let lds_result = [
        asm.mem(LOAD, 2, 4),
        asm.mem(LDS, 1, 6),
        asm.waitcnt_single(Counter::Vm, 0),
        asm.alu(AluOp::VAdd, 20, 1, 1),
    ];
    let stream: Vec<&Instr> = lds_result.iter().collect();
    for k in OracleKind::ALL {
        let l = lifetimes(k, &p, &stream).unwrap();
        let r = races(&p, &stream, &l);
        assert!(r.iter().any(|r| r.producer == 1 && r.consumer == 3), "{k}");
    }
    // LDS read v1 + load v2, lgkmcnt-only wait, use the loaded value.
    let loaded = [
        asm.mem(LOAD, 2, 4),
        asm.mem(LDS, 1, 6),
        asm.waitcnt_single(Counter::Lgkm, 0),
        asm.alu(AluOp::VAdd, 20, 2, 2),
    ];
    let stream: Vec<&Instr> = loaded.iter().collect();
    for k in OracleKind::ALL {
        let l = lifetimes(k, &p, &stream).unwrap();
        let r = races(&p, &stream, &l);
        assert!(r.iter().any(|r| r.producer == 0 && r.consumer == 3), "{k}");
        assert!(!r.iter().any(|r| r.producer == 1), "{k}");
    }
}

#[test]
fn flat_load_needs_both_counters() {
    for arch in [Arch::Gfx950, Arch::Gfx1151] {
        let p = arch.profile();
        let vm0 = |a: &Asm| vec![a.waitcnt(Some(0), None, None, false)];
        assert!(races_first(&p, &program(&p, MemOp::FlatLoad, vm0)));
        let both = |a: &Asm| vec![a.waitcnt(Some(0), Some(0), None, false)];
        assert!(!races_first(&p, &program(&p, MemOp::FlatLoad, both)));
        // A partial wait never completes an UNORDERED token.
        let partial = |a: &Asm| vec![a.waitcnt(Some(0), Some(1), None, false)];
        assert!(races_first(&p, &program(&p, MemOp::FlatLoad, partial)));
    }
}

#[test]
fn cross_class_capacity_completes_the_oldest_lds_read() {
    // A FLAT surely counts on lgkmcnt only under `flat=both`.
    let p = Assumptions::parse_all(&["flat=both"])
        .unwrap()
        .profile(Arch::Gfx950);
    for then in [MemOp::ScalarLoad { wide: false }, MemOp::FlatLoad] {
        let middle = |a: &Asm| {
            let mut v = n_of(a, LDS, 14);
            v.push(a.mem(then, 16, 4));
            v
        };
        assert!(!races_first(&p, &program(&p, LDS, middle)), "{then:?}");
        // One LDS op fewer: the stall may complete the SMEM/FLAT token instead.
        let fewer = |a: &Asm| {
            let mut v = n_of(a, LDS, 13);
            v.push(a.mem(MemOp::ScalarLoad { wide: false }, 16, 4));
            v.push(a.mem(then, 17, 4));
            v
        };
        assert!(races_first(&p, &program(&p, LDS, fewer)), "{then:?}");
    }
}

/// The expected verdicts of docs/counters.md section 7 as both oracles see
/// them: each reading turns exactly its case clean.
#[test]
fn contested_readings_decide_the_issue_cases() {
    let under = |arch: Arch, assume: &[&str]| Assumptions::parse_all(assume).unwrap().profile(arch);
    let then = |n: usize, op: MemOp| {
        move |a: &Asm| {
            let mut v = n_of(a, LDS, n);
            v.push(a.mem(op, 16, 4));
            v
        }
    };
    let case = |p: &Profile, n: usize, op: MemOp| races_first(p, &program(p, LDS, then(n, op)));
    let g9 = |assume: &[&str]| under(Arch::Gfx950, assume);
    // FLAT at a full lgkmcnt: a race unless it counts on both counters.
    assert!(case(&g9(&[]), 14, MemOp::FlatLoad));
    assert!(!case(&g9(&["flat=both"]), 14, MemOp::FlatLoad));
    assert!(
        case(&g9(&["flat=both"]), 14, LOAD),
        "a global load never counts on lgkmcnt"
    );
    // A wide scalar fetch after 14 LDS reads: clean only with two tokens.
    let wide = MemOp::ScalarLoad { wide: true };
    let narrow = MemOp::ScalarLoad { wide: false };
    assert!(case(&g9(&[]), 13, wide));
    assert!(!case(&g9(&["smem-wide-tokens=2"]), 13, wide));
    assert!(case(&g9(&["smem-wide-tokens=2"]), 13, narrow));
    // 64 loads: back-pressure as the profile says unless assumed.
    let loads = |p: &Profile| races_first(p, &program(p, LOAD, |a| n_of(a, LOAD, 63)));
    assert!(loads(&under(Arch::Gfx1151, &[])));
    assert!(!loads(&under(Arch::Gfx1151, &["backpressure=on"])));
    assert!(!loads(&g9(&[])));
    assert!(loads(&g9(&["backpressure=off"])));
}

#[test]
fn llvm_overflow_cases() {
    // 40 ds_read_b32, use of the first: lgkmcnt(15) is no wait on gfx9, but
    // back-pressure already completed the first read.
    let p = Arch::Gfx950.profile();
    let middle = |a: &Asm| n_of(a, LDS, 39);
    assert!(!races_first(&p, &program(&p, LDS, middle)));
    // On gfx1151 (no back-pressure) lgkmcnt(39) is needed and enough.
    let p = Arch::Gfx1151.profile();
    let wait = |n: u16| {
        move |a: &Asm| {
            let mut v = n_of(a, LDS, 39);
            v.push(a.waitcnt(None, Some(n), None, false));
            v
        }
    };
    assert!(!races_first(&p, &program(&p, LDS, wait(39))));
    assert!(races_first(&p, &program(&p, LDS, wait(40))));
}

#[test]
fn write_after_write_exemption_is_per_class() {
    let p = Arch::Gfx950.profile();
    let asm = Asm { profile: &p };
    let check = |second: MemOp| {
        let v = [asm.mem(LOAD, 1, 4), asm.mem(second, 1, 4)];
        let stream: Vec<&Instr> = v.iter().collect();
        let l = lifetimes(OracleKind::Closed, &p, &stream).unwrap();
        !races(&p, &stream, &l).is_empty()
    };
    assert!(
        !check(LOAD),
        "same ordered class: the newer load lands later"
    );
    assert!(check(MemOp::FlatLoad), "FLAT is UNORDERED");
    assert!(check(LDS), "different counter");
}

#[test]
fn closed_form_equals_enumerator() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = wavebed_oracle::choices::Choices::new(bytes);
        match oracle_agreement(&mut u) {
            Ok(Agreement::Mismatch {
                listing,
                closed,
                enumerated,
            }) => {
                panic!(
                    "oracles disagree on\n{listing}\nclosed {closed:?}\nenumerated {enumerated:?}"
                )
            }
            Ok(Agreement::TooLarge) => {
                panic!("enumerator budget exceeded on a program of <= 24 events")
            }
            Ok(Agreement::Agree) | Err(_) => {}
        }
    });
}

/// Two tokens issued on a counter of capacity 2 wait for it to drain: the
/// stall's bound is 0, a zero wait, so UNORDERED tokens complete too
/// (found by `closed_form_equals_enumerator`).
#[test]
fn a_stall_with_no_room_left_drains_unordered_tokens() {
    let mut p = Assumptions::parse_all(&["smem-wide-tokens=2"])
        .unwrap()
        .profile(Arch::Gfx942);
    p.capacity[Counter::Lgkm.index()] = 2;
    let asm = Asm { profile: &p };
    let wide = MemOp::ScalarLoad { wide: true };
    let v = [asm.mem(wide, 0, 0), asm.mem(wide, 2, 0)];
    let stream: Vec<&Instr> = v.iter().collect();
    for k in OracleKind::ALL {
        let l = lifetimes(k, &p, &stream).unwrap();
        assert_eq!(l.done_at(0), Some(1), "{k}");
    }
    let k = wavebed_model::instr::Kernel {
        symbol: "k".into(),
        name: "k".into(),
        instrs: v.to_vec(),
        info: Default::default(),
        origin: Vec::new(),
    };
    let mut m = wavebed_model::counter::Model::new(wavebed_model::counter::ModelKind::Exact, &p);
    let races = wavebed_model::counter::run_stream(&mut m, &k, &[0, 1]).races;
    assert!(
        races.is_empty(),
        "the second fetch may overwrite s[0:1]: {races:?}"
    );
}

/// The race scan finds a pending writer at each register of a multi-register
/// destination (a pair straddling v63/v64, a slot-word boundary for any
/// per-word scan of the slots), no longer once waited for, and an
/// indexed-mode operand (any VGPR) against a writer of v1000.
#[test]
fn race_scan_finds_writers_per_register_and_indexed() {
    let p = Arch::Gfx950.profile();
    let asm = Asm { profile: &p };
    let wide = MemOp::GlobalLoad { wide: true };
    let consumer_races = |instrs: &[Instr]| {
        let stream: Vec<&Instr> = instrs.iter().collect();
        let l = lifetimes(OracleKind::Closed, &p, &stream).expect("small program");
        let last = (instrs.len() - 1) as u32;
        races(&p, &stream, &l)
            .iter()
            .filter(|r| r.consumer == last)
            .map(|r| (r.producer, r.access, r.slot))
            .collect::<Vec<_>>()
    };
    let read_of = |slot| vec![(0, Access::Read, slot)];
    for (read, expect) in [(62, vec![]), (63, read_of(63)), (64, read_of(64))] {
        let instrs = [asm.mem(wide, 63, 6), asm.alu(AluOp::VAdd, 20, read, read)];
        assert_eq!(consumer_races(&instrs), expect, "reading v{read}");
    }
    // A completed writer is no longer pending: after a zero wait, v64 is clean.
    let waited = [
        asm.mem(wide, 63, 6),
        asm.waitcnt(Some(0), None, None, false),
        asm.alu(AluOp::VAdd, 20, 64, 64),
    ];
    assert_eq!(consumer_races(&waited), vec![]);
    let mut indexed = asm.alu(AluOp::VAdd, 20, 3, 3);
    indexed.indexed = true;
    let instrs = [asm.mem(LOAD, 1000, 6), indexed];
    // Its indexed destination may be any VGPR too: a write-after-write.
    assert_eq!(
        consumer_races(&instrs),
        vec![(0, Access::Read, 1000), (0, Access::Write, 1000)]
    );
}
