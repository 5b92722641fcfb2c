//! Loading one input file as the kernels the census runs on: listings and
//! code objects through the front end and the path walker (one wave each),
//! traces with their recorded waves.

use std::path::{Path, PathBuf};

use wavebed_model::cfg::Cfg;
use wavebed_model::inputs::InputKind;
use wavebed_model::instr::{Kernel, Program};
use wavebed_model::isa::{load_path, LoadError, LoadOptions};
use wavebed_model::profile::Arch;
use wavebed_model::walker::{walk, WalkOptions};
use wavebed_replay::TraceReader;

/// How to read inputs.
#[derive(Clone, Debug)]
pub struct LoadSettings {
    pub arch: Option<Arch>,
    pub objdump: Option<PathBuf>,
    pub walk: WalkOptions,
}

/// One kernel ready for the census.
pub struct Loaded {
    pub kernel: Kernel,
    pub arch: Arch,
    pub waves: Vec<Vec<u32>>,
    /// Whether every wave ran its whole path.
    pub completed: bool,
    /// Why the (first cut, else first) wave stopped: `endpgm`, `setpc`...
    pub end: String,
    /// Sentences for the user about cut paths.
    pub notices: Vec<String>,
}

impl LoadSettings {
    /// How the front end loads listings and code objects.
    pub fn load_options(&self) -> LoadOptions {
        LoadOptions {
            arch: self.arch,
            objdump: self.objdump.clone(),
        }
    }
}

/// Reads `path` of kind `kind` into its kernels; a listing or code object
/// comes `program`, loaded by [`wavebed_model::isa::load_many`] with its batch.
pub fn load(
    path: &Path,
    kind: InputKind,
    program: Option<Result<Program, LoadError>>,
    s: &LoadSettings,
) -> Result<Vec<Loaded>, String> {
    match (kind, program) {
        (InputKind::Trace, _) => load_trace(path, s),
        (_, Some(program)) => load_program(path, program, s),
        (_, None) => load_program(path, load_path(path, &s.load_options()), s),
    }
}

fn unmodelled(path: &Path, arch: Arch) -> String {
    format!(
        "{}: the counters of {arch} are not modelled yet (census runs on gfx942, gfx950, gfx1151)",
        path.display()
    )
}

fn load_program(
    path: &Path,
    program: Result<Program, LoadError>,
    s: &LoadSettings,
) -> Result<Vec<Loaded>, String> {
    let program = program.map_err(|e| e.to_string())?;
    let arch = s.arch.or(program.arch).ok_or_else(|| {
        format!(
            "{}: cannot tell the architecture; pass --arch",
            path.display()
        )
    })?;
    if !arch.profile().is_modelled() {
        return Err(unmodelled(path, arch));
    }
    let mut out = Vec::with_capacity(program.kernels.len());
    let mut stream = Vec::new();
    for kernel in program.kernels {
        let cfg = Cfg::build(&kernel);
        stream.clear();
        let end = walk(&kernel, &cfg, &s.walk, &mut stream);
        let notices = end
            .reason
            .notice(&kernel, s.walk.max_instructions)
            .into_iter()
            .collect();
        out.push(Loaded {
            waves: vec![std::mem::take(&mut stream)],
            arch,
            completed: end.completed,
            end: end.reason.name().to_string(),
            notices,
            kernel,
        });
    }
    Ok(out)
}

fn load_trace(path: &Path, s: &LoadSettings) -> Result<Vec<Loaded>, String> {
    let mut reader = TraceReader::open(path).map_err(|e| e.to_string())?;
    let header = reader.header().clone();
    if !header.arch.profile().is_modelled() {
        return Err(unmodelled(path, header.arch));
    }
    let max = s.walk.max_instructions;
    let infos = reader.waves().to_vec();
    let mut waves = Vec::with_capacity(infos.len());
    let mut completed = true;
    let mut end = None;
    let mut notices = Vec::new();
    for (i, info) in infos.iter().enumerate() {
        waves.push(
            reader
                .read_wave(i, max)
                .map_err(|e| format!("{}: {e}", path.display()))?,
        );
        let cut = info.len > max;
        if cut {
            notices.push(format!(
                "wave {} cut at --max-instructions {max} of its {} recorded instructions",
                info.id, info.len
            ));
        }
        if !info.completed {
            notices.push(format!(
                "wave {} was recorded incomplete (stop={})",
                info.id, info.stop
            ));
        }
        let done = info.completed && !cut;
        if completed && !done || end.is_none() {
            end = Some(if cut {
                "max-instructions".to_string()
            } else {
                info.stop.clone()
            });
        }
        completed &= done;
    }
    let kernel = Kernel {
        symbol: header.symbol.clone(),
        name: header.kernel.clone(),
        instrs: reader.instrs().to_vec(),
    };
    Ok(vec![Loaded {
        kernel,
        arch: header.arch,
        waves,
        completed,
        end: end.unwrap_or_else(|| "no-waves".to_string()),
        notices,
    }])
}
