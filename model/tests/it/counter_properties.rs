//! Properties over random straight-line programs (bolero): exact retires at
//! least what seed retires, so its races are a subset of seed's; without
//! back-pressure (gfx1151) the two models are the same.

use std::collections::BTreeSet;

use crate::counter_support::races;
use wavebed_model::counter::ModelKind;
use wavebed_model::profile::Arch;

/// Renders byte pairs (op, argument) as a gfx9-spelled listing that mixes LDS,
/// VMEM, FLAT and SMEM events, partial waits, bursts that fill the counters,
/// consumers and overwrites of a few registers.
fn listing(bytes: &[u8]) -> String {
    let mut s = String::new();
    for pair in bytes.chunks_exact(2).take(64) {
        let (op, a) = (pair[0] % 14, pair[1]);
        let v = a % 8;
        let sg = 4 + a % 4;
        match op {
            0 => s += &format!("ds_read_b32 v{v}, v99\n"),
            1 => s += "ds_write_b32 v99, v98\n",
            2 => s += &format!("global_load_dword v{v}, v[100:101], off\n"),
            3 => s += "global_store_dword v[100:101], v98, off\n",
            4 => s += &format!("flat_load_dword v{v}, v[100:101]\n"),
            5 => s += &format!("s_load_dword s{sg}, s[0:1], 0x0\n"),
            6 => s += &format!("s_waitcnt vmcnt({})\n", a % 64),
            7 => s += &format!("s_waitcnt lgkmcnt({})\n", a % 16),
            8 | 9 => s += &format!("v_add_f32_e32 v200, v{v}, v{v}\n"),
            10 => s += &format!("v_mov_b32_e32 v{v}, 0\n"),
            11 => s += &format!("s_add_u32 s10, s{sg}, 1\n"),
            12 => (0..a % 20).for_each(|i| s += &format!("ds_read_b32 v{}, v99\n", 40 + i % 8)),
            _ => (0..a % 70).for_each(|i| {
                s += &format!("global_load_dword v{}, v[100:101], off\n", 40 + i % 8)
            }),
        }
    }
    s + "s_endpgm\n"
}

fn pairs(model: ModelKind, arch: Arch, src: &str) -> BTreeSet<(u32, u32)> {
    races(model, arch, src)
        .iter()
        .map(|h| (h.producer, h.consumer))
        .collect()
}

#[test]
fn exact_races_are_a_subset_of_seed_races() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let src = listing(bytes);
        for arch in [Arch::Gfx942, Arch::Gfx950] {
            let exact = pairs(ModelKind::Exact, arch, &src);
            let seed = pairs(ModelKind::Seed, arch, &src);
            assert!(
                exact.is_subset(&seed),
                "{arch}: exact {exact:?} seed {seed:?}\n{src}"
            );
        }
    });
}

#[test]
fn without_back_pressure_seed_is_exact() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let src = listing(bytes);
        let exact = pairs(ModelKind::Exact, Arch::Gfx1151, &src);
        assert_eq!(
            exact,
            pairs(ModelKind::Seed, Arch::Gfx1151, &src),
            "\n{src}"
        );
    });
}
