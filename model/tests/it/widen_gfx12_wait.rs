//! The widening join on gfx12 keeps zero waits effective: a joined state
//! that a `s_wait_loadcnt 0x0` drains is the drained state, and a load
//! issued from it is retired by the next zero wait (issue 25: Triton's
//! gfx1250 matmul reported 322 races past a `s_wait_loadcnt 0x0` once the
//! 32 masked loads before it widened the block).

use wavebed_model::counter::snapshot::Snapshot;
use wavebed_model::counter::{widen, CounterModel, Model, ModelKind, RaceHit};
use wavebed_model::instr::Instr;
use wavebed_model::isa;
use wavebed_model::profile::Arch;

const POOL: &[&str] = &[
    "global_load_u16 v2, v[40:41], off",
    "global_load_u16 v3, v[40:41], off",
    "s_wait_loadcnt 0x0",
    "global_load_u16 v50, v[40:41], off",
];

fn kernel(arch: &str) -> Vec<Instr> {
    let mut text = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl k\n\t.type k,@function\nk:\n"
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

fn run(
    m: &mut Model,
    instrs: &[Instr],
    from: Option<&Snapshot>,
    ids: &[u32],
) -> (Snapshot, Vec<RaceHit>) {
    let base = match from {
        Some(s) => {
            m.load(s, instrs);
            s.events.len() as u64
        }
        None => {
            m.reset();
            0
        }
    };
    let mut hits = Vec::new();
    for (k, &id) in ids.iter().enumerate() {
        m.step(base + k as u64, id, &instrs[id as usize], &mut hits);
    }
    let mut snap = Snapshot::default();
    m.save(&mut snap);
    (snap, hits)
}

#[test]
fn a_zero_wait_drains_a_joined_gfx12_state() {
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let instrs = kernel(&arch.to_string());
        let profile = arch.profile();
        let mut m = Model::new(ModelKind::Exact, &profile);
        let (a, _) = run(&mut m, &instrs, None, &[0]);
        let (b, _) = run(&mut m, &instrs, None, &[1]);
        let j = widen::join(&a, &b);
        let (after_wait, _) = run(&mut m, &instrs, Some(&j), &[2]);
        assert!(
            after_wait.is_drained(),
            "{arch}: joined {j:?} then a zero wait leaves {after_wait:?}"
        );
        let (after, hits) = run(&mut m, &instrs, Some(&after_wait), &[3, 2, 3]);
        assert!(hits.is_empty(), "{arch}: {hits:?} from {after_wait:?}");
        assert!(!after.is_drained());
    }
}
