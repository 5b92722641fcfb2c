//! Recording: a kernel's waves walked by the path walker, as a [`Trace`].

use wavebed_model::assume::Assumptions;
use wavebed_model::cfg::Cfg;
use wavebed_model::instr::Kernel;
use wavebed_model::profile::Arch;
use wavebed_model::walker::{walk, BranchPolicy, WalkOptions};

use crate::format::{Header, Provenance, Trace, Wave};

/// What to record and how to label it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordOptions {
    pub walk: WalkOptions,
    /// Number of waves (ids 0..waves).
    pub waves: u32,
    pub provenance: Provenance,
    pub dispatch: u32,
    pub workgroup: [u32; 3],
    /// The assumption set the trace records (resolved on its architecture).
    pub assume: Assumptions,
}

impl Default for RecordOptions {
    fn default() -> Self {
        RecordOptions {
            walk: WalkOptions::default(),
            waves: 1,
            provenance: Provenance::Compiler,
            dispatch: 0,
            workgroup: [0; 3],
            assume: Assumptions::new(),
        }
    }
}

/// The program and version that writes traces.
pub fn recorder() -> String {
    format!("wavebed {}", env!("CARGO_PKG_VERSION"))
}

/// Records `kernel` (of architecture `arch`, read from `source`).
///
/// With `--branch-policy seed:S`, wave `w` walks with seed `S + w` (so waves
/// differ and each is reproducible); with a deterministic policy every wave
/// walks the same path, walked once and stored once (the writer shares
/// identical chunks), under distinct wave ids.
pub fn record_kernel(kernel: &Kernel, arch: Arch, source: &str, opts: &RecordOptions) -> Trace {
    let cfg = Cfg::build(kernel);
    let mut waves: Vec<Wave> = Vec::with_capacity(opts.waves as usize);
    for id in 0..opts.waves {
        let wave = match (opts.walk.branch_policy, waves.first()) {
            (BranchPolicy::Seed(s), _) => {
                let walk_opts = WalkOptions {
                    branch_policy: BranchPolicy::Seed(s.wrapping_add(id as u64)),
                    ..opts.walk
                };
                walk_wave(kernel, &cfg, &walk_opts, id)
            }
            (_, Some(first)) => Wave {
                id,
                ..first.clone()
            },
            (_, None) => walk_wave(kernel, &cfg, &opts.walk, id),
        };
        waves.push(wave);
    }
    let w = &opts.walk;
    Trace {
        header: Header {
            arch,
            kernel: kernel.name.clone(),
            symbol: kernel.symbol.clone(),
            source: source.to_string(),
            provenance: opts.provenance,
            recorder: recorder(),
            dispatch: opts.dispatch,
            workgroup: opts.workgroup,
            walk: format!(
                "branch-policy={} loop-iterations={} max-instructions={}",
                w.branch_policy, w.loop_iterations, w.max_instructions
            ),
            assumptions: Some(opts.assume.resolved(arch)),
        },
        instrs: kernel.instrs.clone(),
        waves,
    }
}

fn walk_wave(kernel: &Kernel, cfg: &Cfg, opts: &WalkOptions, id: u32) -> Wave {
    let mut stream = Vec::new();
    let end = walk(kernel, cfg, opts, &mut stream);
    Wave {
        id,
        completed: end.completed,
        stop: end.reason.name().to_string(),
        stream,
    }
}
