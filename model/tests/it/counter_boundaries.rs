//! The capacity boundaries of docs/counters.md section 6 with VALU consumers,
//! FLAT's two tokens, mixed classes filling lgkmcnt, and LLVM's
//! `waitcnt-overflow.mir` cases: with the waits LLVM inserts they are clean,
//! weakened by one they race.

use crate::counter_support::{expect, expect_assuming, races, Asm};
use wavebed_model::counter::ModelKind;
use wavebed_model::profile::Arch::{self, Gfx1151, Gfx942, Gfx950};

const G9: Asm = Asm { arch: Gfx950 };

#[test]
fn lds_capacity_boundary() {
    // 14 younger LDS ops: 15 outstanding fit lgkmcnt, the producer may be pending.
    expect(
        Gfx950,
        &(G9.lds_read(1) + &G9.lds_ops(14) + &G9.use_v(1)),
        [1, 1, 1],
    );
    // The 15th younger op stalls until the producer completes.
    expect(
        Gfx950,
        &(G9.lds_read(1) + &G9.lds_ops(15) + &G9.use_v(1)),
        [1, 0, 0],
    );
}

#[test]
fn vmem_capacity_boundary() {
    expect(
        Gfx950,
        &(G9.vmem_load(1) + &G9.vmem_ops(62) + &G9.use_v(1)),
        [1, 1, 1],
    );
    expect(
        Gfx950,
        &(G9.vmem_load(1) + &G9.vmem_ops(63) + &G9.use_v(1)),
        [1, 0, 0],
    );
}

#[test]
fn flat_load_after_vmcnt0_alone_races() {
    // Its lgkmcnt token may still be outstanding; legacy retires the whole event.
    let src = G9.flat_load(1) + "s_waitcnt vmcnt(0)\n" + &G9.use_v(1);
    expect(Gfx950, &src, [0, 1, 1]);
    let src = G9.flat_load(1) + "s_waitcnt vmcnt(0) lgkmcnt(0)\n" + &G9.use_v(1);
    expect(Gfx950, &src, [0, 0, 0]);
}

#[test]
fn another_class_filling_lgkmcnt_retires_the_oldest_read_in_exact_only() {
    let fifteen = G9.lds_read(1) + &(0..14).map(|i| G9.lds_read(40 + i % 8)).collect::<String>();
    let src = fifteen.clone() + &G9.s_load(60) + &G9.use_v(1);
    expect(Gfx950, &src, [1, 1, 0]);
    // A FLAT there proves it only if it counts on lgkmcnt for sure (docs/counters.md
    // section 7): not under the default `flat=either`.
    let src = fifteen + &G9.flat_load(60) + &G9.use_v(1);
    expect(Gfx950, &src, [1, 1, 1]);
    expect_assuming(Gfx950, &["flat=both"], &src, [1, 1, 0]);
}

/// 18 `ds_read2_b32` into v[0:1]..v[34:35], then four `v_mac_f32` consumers of
/// v[0:7]; `waits` go before the consumers (one per consumer on gfx10+).
fn ds_read2_overflow(waits: [&str; 4]) -> String {
    let mut s: String = (0..18)
        .map(|i| format!("ds_read2_b32 v[{}:{}], v99 offset1:1\n", 2 * i, 2 * i + 1))
        .collect();
    for (i, w) in waits.iter().enumerate() {
        s += w;
        s += &format!("v_mac_f32_e32 v{}, 0, v{}\n", 2 * i, 2 * i + 1);
    }
    s
}

#[test]
fn llvm_overflow_ds_read2_gfx9() {
    for arch in [Gfx942, Gfx950] {
        expect(
            arch,
            &ds_read2_overflow(["s_waitcnt lgkmcnt(14)\n", "", "", ""]),
            [0, 0, 0],
        );
        // lgkmcnt(15) waits for nothing: back-pressure retired reads 1-3, read 4 may be pending.
        let weak = ds_read2_overflow(["s_waitcnt lgkmcnt(15)\n", "", "", ""]);
        expect(arch, &weak, [1, 1, 1]);
        let hit = races(ModelKind::Exact, arch, &weak)[0];
        assert_eq!(
            (hit.producer, hit.consumer),
            (3, 22),
            "read 4 races with the fourth v_mac"
        );
    }
}

/// gfx11 spellings of the gfx9 listing (`v_mac_f32` is gone; `v_fmac_f32` reads
/// its destination just the same).
fn gfx11(src: String) -> String {
    src.replace("ds_read2_b32", "ds_load_2addr_b32")
        .replace("v_mac_f32", "v_fmac_f32")
}

#[test]
fn llvm_overflow_ds_read2_gfx11() {
    let waits = [
        "s_waitcnt lgkmcnt(17)\n",
        "s_waitcnt lgkmcnt(16)\n",
        "s_waitcnt lgkmcnt(15)\n",
        "s_waitcnt lgkmcnt(14)\n",
    ];
    let src = gfx11(ds_read2_overflow(waits));
    expect(Gfx1151, &src, [0, 0, 0]);
    for weaken in 0..4 {
        let mut w = waits.map(String::from);
        w[weaken] = format!("s_waitcnt lgkmcnt({})\n", 18 - weaken);
        let src = gfx11(ds_read2_overflow(w.each_ref().map(String::as_str)));
        expect(Gfx1151, &src, [1, 1, 1]);
    }
}

/// 67 `buffer_load_dword` into v0..v66, then four consumers reading v0..v4.
fn buffer_load_overflow(arch: Arch, wait: &str) -> String {
    let mut s: String = (0..67)
        .map(|i| format!("buffer_load_dword v{i}, off, s[0:3], s4 offset:{}\n", 4 * i))
        .collect();
    s += wait;
    for i in 0..4 {
        s += &format!("v_mac_f32_e32 v{i}, 0, v{}\n", i + 1);
    }
    if arch == Gfx1151 {
        s = gfx11(s).replace("buffer_load_dword", "buffer_load_b32");
    }
    s
}

#[test]
fn llvm_overflow_buffer_load() {
    for arch in [Gfx942, Gfx950, Gfx1151] {
        expect(
            arch,
            &buffer_load_overflow(arch, "s_waitcnt vmcnt(62)\n"),
            [0, 0, 0],
        );
    }
    // vmcnt(63) waits for nothing. On gfx9 back-pressure retired loads 1-4, so
    // only load 5 (v4, read by the fourth consumer) races.
    for arch in [Gfx942, Gfx950] {
        expect(
            arch,
            &buffer_load_overflow(arch, "s_waitcnt vmcnt(63)\n"),
            [1, 1, 1],
        );
    }
    // gfx1151 has no back-pressure: all 67 loads may be outstanding, and the four
    // consumers read eight of them. Legacy's all-ones wait retires 67 - 63 = 4.
    expect(
        Gfx1151,
        &buffer_load_overflow(Gfx1151, "s_waitcnt vmcnt(63)\n"),
        [1, 8, 8],
    );
}

/// 40 `ds_read_b32` into v0..v39, a wait, then a use of the first.
fn ds_read_overflow(arch: Arch, wait: u16) -> String {
    let m = if arch == Gfx1151 {
        "ds_load_b32"
    } else {
        "ds_read_b32"
    };
    let mut s: String = (0..40)
        .map(|i| format!("{m} v{i}, v99 offset:{}\n", 4 * i))
        .collect();
    s += &format!("s_waitcnt lgkmcnt({wait})\nv_add_f32_e32 v200, v0, v0\n");
    s
}

#[test]
fn llvm_overflow_ds_read_40() {
    for arch in [Gfx942, Gfx950] {
        expect(arch, &ds_read_overflow(arch, 14), [0, 0, 0]);
        // lgkmcnt(15) is no wait, but back-pressure already retired the first read.
        expect(arch, &ds_read_overflow(arch, 15), [0, 0, 0]);
    }
    expect(Gfx1151, &ds_read_overflow(Gfx1151, 39), [0, 0, 0]);
    expect(Gfx1151, &ds_read_overflow(Gfx1151, 40), [1, 1, 1]);
}

#[test]
fn d16_halves_merge_in_order_behind_a_same_class_load() {
    // LLVM 22's gfx1151 mfma_gemm issues these back to back with no wait: the
    // hi load merges its half when its data returns, after the lo load's.
    let lo_hi = "global_load_d16_b16 v14, v[24:25], off\n\
                 global_load_d16_hi_b16 v14, v[26:27], off\n\
                 s_waitcnt vmcnt(0)\n\
                 v_mov_b32 v1, v14\n";
    // Legacy, seed and exact all exempt same-type in-order loads.
    expect(Gfx1151, lo_hi, [0, 0, 0]);
    // Behind an LDS read of the same register the merge may land first: a
    // write-after-write race in every model.
    let behind_lds = "ds_load_u16 v14, v99\n\
                      global_load_d16_hi_b16 v14, v[26:27], off\n\
                      s_waitcnt vmcnt(0) lgkmcnt(0)\n";
    expect(Gfx1151, behind_lds, [1, 1, 1]);
}
