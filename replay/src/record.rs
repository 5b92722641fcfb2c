//! Recording: a kernel's waves walked by the path walker, as a [`Trace`]
//! ([`record_kernel`]); a file's kernels, encoded ([`record_file`]).

use std::path::Path;

use wavebed_model::assume::Assumptions;
use wavebed_model::cfg::Cfg;
use wavebed_model::inputs::{Input, InputKind};
use wavebed_model::instr::{Kernel, Program};
use wavebed_model::isa::{self, LoadError};
use wavebed_model::pipeline::{self, PipelineError, Settings};
use wavebed_model::profile::Arch;
use wavebed_model::walker::{walk, BranchPolicy, WalkOptions};

use crate::error::FileError;
use crate::format::{encode, Header, Provenance, Trace, Wave, WriteOptions};

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

/// How `record` treats each input file.
#[derive(Clone, Debug, Default)]
pub struct FileOptions {
    pub settings: Settings,
    /// Waves per kernel (ids 0..waves).
    pub waves: u32,
    /// The provenance to write; `None` guesses it per file
    /// ([`guess_provenance`]).
    pub provenance: Option<Provenance>,
    pub dispatch: u32,
    pub workgroup: [u32; 3],
    /// Record only kernels with one of these names or symbols (all if empty).
    pub kernels: Vec<String>,
}

/// One recorded kernel, encoded.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub name: String,
    pub symbol: String,
    pub bytes: Vec<u8>,
    pub instructions: u64,
    pub waves: usize,
    /// Whether every wave ran its whole path.
    pub completed: bool,
}

/// Loads one listing or code object and records its (wanted) kernels.
/// Architectures whose counters are not modelled are recorded too: their
/// traces keep the streams for a later model.
pub fn record_file(input: &Input, opts: &FileOptions) -> Result<Vec<Recorded>, FileError> {
    let program = isa::load_inputs(&[input], &opts.settings.load_options())
        .pop()
        .flatten();
    record_program(input, program, opts)
}

/// [`record_file`] of an input the front end has loaded already (`None` for
/// a trace), as [`isa::load_inputs`] loads a batch with one llvm-objdump.
pub fn record_program(
    input: &Input,
    program: Option<Result<Program, LoadError>>,
    opts: &FileOptions,
) -> Result<Vec<Recorded>, FileError> {
    let Some(program) = program else {
        return Err(PipelineError::Trace {
            path: input.path.clone(),
            hint: "a trace already; record reads listings and code objects",
        }
        .into());
    };
    // A container's code object is named (and its traces sourced) by its
    // origin (docs/architecture.md, "Code objects in containers").
    let shown = input.shown();
    let loaded = pipeline::loaded(&shown, &opts.settings, program)?;
    let record = RecordOptions {
        walk: opts.settings.walk,
        waves: opts.waves,
        provenance: opts
            .provenance
            .unwrap_or_else(|| guess_provenance(&input.path, input.kind)),
        dispatch: opts.dispatch,
        workgroup: opts.workgroup,
        assume: opts.settings.assume,
    };
    let source = shown.display().to_string();
    let wanted = |k: &&Kernel| {
        opts.kernels.is_empty() || opts.kernels.iter().any(|n| *n == k.name || *n == k.symbol)
    };
    let mut out = Vec::with_capacity(loaded.kernels.len());
    for k in loaded.kernels.iter().filter(wanted) {
        let trace = record_kernel(k, loaded.arch, &source, &record);
        let bytes =
            encode(&trace, &WriteOptions::default()).map_err(|source| FileError::Encode {
                path: input.path.clone(),
                kernel: k.name.clone(),
                source,
            })?;
        out.push(Recorded {
            name: k.name.clone(),
            symbol: k.symbol.clone(),
            instructions: trace.instructions(),
            waves: trace.waves.len(),
            completed: trace.waves.iter().all(|w| w.completed),
            bytes,
        });
    }
    Ok(out)
}

/// LLVM's code generator marks every function in `clang -S`/`llc` output with
/// `; -- Begin function`; assembly written by people or scripts lacks it.
pub fn guess_provenance(path: &Path, kind: InputKind) -> Provenance {
    let from_compiler = kind == InputKind::Listing
        && std::fs::read_to_string(path).is_ok_and(|t| t.contains("; -- Begin function"));
    if from_compiler {
        Provenance::Compiler
    } else {
        Provenance::HandWritten
    }
}
