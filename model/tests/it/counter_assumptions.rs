//! The expected verdicts of the contested readings (docs/counters.md section 7,
//! `--assume`): each reading flips exactly the cases it should, and the
//! default set reports the race every time some standing reading allows it.

use crate::counter_support::{expect_assuming, races_assuming};
use wavebed_model::counter::ModelKind::Exact;
use wavebed_model::profile::Arch::{Gfx1151, Gfx950};

/// `ds_read_b32 v1` plus `younger` LDS reads into fillers, then `tail`, then a
/// read of v1.
fn lds_then(younger: usize, tail: &str) -> String {
    let mut s = "ds_read_b32 v1, v0\n".to_string();
    for i in 0..younger {
        s += &format!("ds_read_b32 v{}, v0\n", 10 + i);
    }
    s + tail + "\nv_mov_b32_e32 v5, v1\n"
}

fn exact_races(arch: wavebed_model::profile::Arch, assume: &[&str], src: &str) -> usize {
    races_assuming(Exact, arch, assume, src).len()
}

#[test]
fn flat_at_a_full_lgkmcnt_races_unless_flat_counts_on_both() {
    let src = lds_then(14, "flat_load_dword v4, v[2:3]");
    assert_eq!(exact_races(Gfx950, &[], &src), 1, "default flat=either");
    assert_eq!(exact_races(Gfx950, &["flat=either"], &src), 1);
    assert_eq!(exact_races(Gfx950, &["flat=both"], &src), 0);
    // A global load never counts on lgkmcnt: a race under both readings.
    let src = lds_then(14, "global_load_dword v4, v[2:3], off");
    assert_eq!(exact_races(Gfx950, &[], &src), 1);
    assert_eq!(exact_races(Gfx950, &["flat=both"], &src), 1);
}

#[test]
fn wide_scalar_fetch_races_unless_it_counts_two_tokens() {
    let src = lds_then(13, "s_load_dwordx2 s[10:11], s[0:1], 0x0");
    assert_eq!(
        exact_races(Gfx950, &[], &src),
        1,
        "default smem-wide-tokens=1"
    );
    assert_eq!(exact_races(Gfx950, &["smem-wide-tokens=2"], &src), 0);
    // One dword is one token under both readings.
    let src = lds_then(13, "s_load_dword s10, s[0:1], 0x0");
    assert_eq!(exact_races(Gfx950, &[], &src), 1);
    assert_eq!(exact_races(Gfx950, &["smem-wide-tokens=2"], &src), 1);
}

#[test]
fn back_pressure_follows_the_profile_unless_assumed() {
    let loads = |load: &str| {
        let mut s = format!("{load} v4, v[0:1], off\n");
        for i in 0..63 {
            s += &format!("{load} v{}, v[0:1], off\n", 10 + i % 8);
        }
        s + "v_mov_b32_e32 v5, v4\n"
    };
    let g11 = loads("global_load_b32");
    assert_eq!(
        exact_races(Gfx1151, &[], &g11),
        1,
        "gfx1151: off by default"
    );
    assert_eq!(exact_races(Gfx1151, &["backpressure=on"], &g11), 0);
    let g9 = loads("global_load_dword");
    assert_eq!(exact_races(Gfx950, &[], &g9), 0, "gfx950: on by default");
    assert_eq!(exact_races(Gfx950, &["backpressure=off"], &g9), 1);
}

#[test]
fn direct_to_lds_tokens_on_lgkmcnt_only_when_assumed() {
    // 14 younger LDS reads and a direct-to-LDS load: with lds-dma-lgkm=on it
    // also counts on lgkmcnt (class LDS), so lgkmcnt is full and the 16th LDS
    // op's issue completes the producer.
    let src = lds_then(
        13,
        "buffer_load_dword v99, s[4:7], 0 offen lds\nds_read_b32 v30, v0",
    );
    assert_eq!(exact_races(Gfx950, &[], &src), 1);
    assert_eq!(exact_races(Gfx950, &["lds-dma-lgkm=on"], &src), 0);
}

#[test]
fn seed_and_legacy_never_use_a_flat_token_for_back_pressure() {
    let src = lds_then(14, "flat_load_dword v4, v[2:3]");
    for assume in [&[][..], &["flat=both"]] {
        let want = if assume.is_empty() {
            [1, 1, 1]
        } else {
            [1, 1, 0]
        };
        expect_assuming(Gfx950, assume, &src, want);
    }
}
