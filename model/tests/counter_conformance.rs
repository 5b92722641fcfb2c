//! docs/counters.md section 6: every conformance row, for each of the
//! three models (`[legacy, seed, exact]` race counts). gfx950 unless noted; the
//! consumer is a VALU instruction reading the producer's destination.

mod counter_support;

use counter_support::{expect, Asm};
use wavebed_model::profile::Arch::{Gfx1151, Gfx950};

const G9: Asm = Asm { arch: Gfx950 };
const G11: Asm = Asm { arch: Gfx1151 };

/// One row: exact and seed agree, legacy may differ.
fn row(src: &str, exact_seed_race: bool, legacy_race: bool) {
    let (e, l) = (exact_seed_race as usize, legacy_race as usize);
    expect(Gfx950, src, [l, e, e]);
}

#[test]
fn one_lds_read_then_lgkmcnt15() {
    let src = G9.lds_read(1) + "s_waitcnt lgkmcnt(15)\n" + &G9.use_v(1);
    row(&src, true, true);
}

#[test]
fn lds_read_plus_14_younger_lds_ops() {
    let src = G9.lds_read(1) + &G9.lds_ops(14) + &G9.use_v(1);
    row(&src, true, true);
}

#[test]
fn lds_read_plus_15_younger_lds_ops_no_wait() {
    let src = G9.lds_read(1) + &G9.lds_ops(15) + &G9.use_v(1);
    row(&src, false, true);
}

#[test]
fn vmem_load_plus_10_younger_loads_then_vmcnt63() {
    let src = G9.vmem_load(1) + &G9.vmem_loads(10) + "s_waitcnt vmcnt(63)\n" + &G9.use_v(1);
    row(&src, true, true);
}

#[test]
fn vmem_load_plus_62_younger_vmem_ops() {
    let src = G9.vmem_load(1) + &G9.vmem_ops(62) + &G9.use_v(1);
    row(&src, true, true);
}

#[test]
fn vmem_load_plus_63_younger_loads_or_stores_no_wait() {
    for younger in [G9.vmem_loads(63), G9.vmem_stores(63)] {
        let src = G9.vmem_load(1) + &younger + &G9.use_v(1);
        row(&src, false, true);
    }
}

#[test]
fn vmem_load_plus_20_younger_stores_then_vmcnt63() {
    let src = G9.vmem_load(1) + &G9.vmem_stores(20) + "s_waitcnt vmcnt(63)\n" + &G9.use_v(1);
    row(&src, true, true);
}

#[test]
fn lds_result_lgkmcnt15_then_123_or_17_younger_lds_ops() {
    for younger in [123, 17] {
        let src = G9.lds_read(1) + "s_waitcnt lgkmcnt(15)\n" + &G9.lds_ops(younger) + &G9.use_v(1);
        row(&src, false, true);
    }
}

#[test]
fn gfx1151_vmcnt_wait_does_not_drain_lds() {
    let src = G11.vmem_load(1) + &G11.lds_read(2) + "s_waitcnt_vmcnt null, 0\n" + &G11.use_v(2);
    expect(Gfx1151, &src, [0, 1, 1]);
    // The counter it names is drained in every model.
    let src = G11.vmem_load(1) + &G11.lds_read(2) + "s_waitcnt_vmcnt null, 0\n" + &G11.use_v(1);
    expect(Gfx1151, &src, [0, 0, 0]);
}

#[test]
fn gfx1151_lgkmcnt_wait_does_not_drain_vmem() {
    let src = G11.vmem_load(1) + &G11.lds_read(2) + "s_waitcnt_lgkmcnt null, 0\n" + &G11.use_v(1);
    expect(Gfx1151, &src, [0, 1, 1]);
    let src = G11.vmem_load(1) + &G11.lds_read(2) + "s_waitcnt_lgkmcnt null, 0\n" + &G11.use_v(2);
    expect(Gfx1151, &src, [0, 0, 0]);
}
