//! The widening join on gfx1250 (docs/paths.md section 2, "The
//! translations"): from two states reached by random prefixes of memory
//! instructions, waits and register writes, the joined state reports, on
//! random continuations, every race either state reports - `overwrite`
//! races of in-flight translations included - and joining it with itself
//! gives it back (so a block's widened state stops growing).

use wavebed_model::counter::{widen, Access, Model, ModelKind};
use wavebed_model::instr::Instr;
use wavebed_model::isa;

use super::widen_join::{races, state};

/// The instructions the sequences are drawn from: VMEM loads and stores
/// (global, scratch, buffer) and scalar loads over shared address
/// registers, every wait that drains translations or events, and writes of
/// address, data and EXEC registers.
const POOL: &[&str] = &[
    "global_load_b32 v1, v[4:5], off",
    "global_load_b32 v2, v[6:7], off",
    "global_load_b32 v3, v[4:5], off offset:8",
    "global_store_b32 v[4:5], v8, off",
    "global_store_b32 v[6:7], v9, off",
    "scratch_store_b32 v6, v1, off",
    "buffer_load_b32 v10, v5, s[12:15], null offen",
    "s_load_b32 s8, s[4:5], 0x0",
    "s_load_b32 s9, s[6:7], 0x0",
    "s_wait_xcnt 0x0",
    "s_wait_xcnt 0x1",
    "s_wait_xcnt 0x2",
    "s_wait_loadcnt 0x0",
    "s_wait_loadcnt 0x1",
    "s_wait_storecnt 0x0",
    "s_wait_storecnt 0x1",
    "s_wait_kmcnt 0x0",
    "v_mov_b32 v4, 0",
    "v_mov_b32 v6, 0",
    "v_mov_b32 v8, 0",
    "v_mov_b32 v9, 0",
    "v_mov_b32 v1, 0",
    "v_mov_b32 v5, 0",
    "s_mov_b32 s4, 0",
    "s_mov_b32 s13, 0",
    "v_cmpx_eq_u32 v2, v3",
];

fn kernel() -> Vec<Instr> {
    let mut text = String::from(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1250\"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n",
    );
    for line in POOL {
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

    fn seq(&mut self, max: usize) -> Vec<u32> {
        let n = 1 + self.below(max);
        (0..n).map(|_| self.below(POOL.len()) as u32).collect()
    }
}

#[test]
fn joined_gfx1250_states_report_every_race_of_both() {
    let instrs = kernel();
    let profile = wavebed_model::profile::Arch::Gfx1250.profile();
    let mut m = Model::new(ModelKind::Exact, &profile);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let (mut overwrites, mut joined_only) = (0u64, 0u64);
    for case in 0..6000 {
        let (pa, pb) = (rng.seq(10), rng.seq(10));
        let a = state(&mut m, &instrs, &pa);
        let b = state(&mut m, &instrs, &pb);
        let j = widen::join(&a, &b);
        assert_eq!(widen::join(&j, &j), j, "case {case}: {pa:?} {pb:?}");
        for _ in 0..4 {
            let cont = rng.seq(8);
            let rj = races(&mut m, &instrs, &j, &cont);
            for (name, s) in [("a", &a), ("b", &b)] {
                for r in races(&mut m, &instrs, s, &cont) {
                    overwrites += u64::from(r.2 == Access::Overwrite);
                    assert!(
                        rj.iter().any(|x| x.0 == r.0 && x.1 == r.1),
                        "case {case}: the join loses {name}'s race {r:?} ({} over {})\n\
                         a: {pa:?}\nb: {pb:?}\ncontinuation: {cont:?}\njoined: {rj:?}",
                        POOL[r.0 as usize],
                        POOL[cont[r.1 as usize] as usize],
                    );
                }
            }
            joined_only += rj.len() as u64;
        }
    }
    assert!(
        overwrites > 1000,
        "only {overwrites} overwrite races exercised"
    );
    assert!(joined_only > 0);
}
