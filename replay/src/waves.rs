//! Every input as the waves the oracle reads ([`KernelWaves`]): listings and code
//! objects walked by the model pipeline (one wave per kernel), or with
//! `--paths all` their kernels' and device functions' paths
//! (`wavebed_oracle::census::all_paths`); traces with their recorded waves
//! (a trace is what ran, whatever `--paths` says). `census` reads its inputs
//! here.

use std::path::Path;

use wavebed_model::inputs::{Input, InputKind};
use wavebed_model::instr::{Kernel, Program};
use wavebed_model::isa::{load_inputs, load_path, LoadError};
use wavebed_model::paths;
use wavebed_model::pipeline::{self, KernelWaves, PipelineError, Settings, WavesEnd};
use wavebed_oracle::census::all_paths;

use crate::error::FileError;
use crate::format::TraceReader;

/// The kernels of one input, each with its waves.
pub fn load(input: &Input, settings: &Settings) -> Result<Vec<KernelWaves>, FileError> {
    load_with(input, None, settings)
}

/// [`load`], with a listing's or code object's `program` when it was loaded
/// already (with its batch, by `wavebed_model::isa::load_inputs`).
pub fn load_with(
    input: &Input,
    program: Option<Result<Program, LoadError>>,
    settings: &Settings,
) -> Result<Vec<KernelWaves>, FileError> {
    let program = match (input.kind, program) {
        (InputKind::Trace, _) => return Ok(vec![trace_waves(&input.path, settings)?]),
        (_, Some(program)) => program,
        (_, None) => load_inputs(&[input], &settings.load_options())
            .pop()
            .flatten()
            .unwrap_or_else(|| load_path(&input.path, &settings.load_options())),
    };
    let shown = input.shown();
    Ok(match settings.paths {
        paths::Mode::Walk => pipeline::program_waves_of(&shown, program, settings)?,
        paths::Mode::All => {
            let loaded = pipeline::loaded(&shown, settings, program)?.modelled()?;
            all_paths::program_paths(loaded, settings)
        }
    })
}

/// A trace's kernel and its recorded waves, each cut at the walk's
/// `max_instructions`.
pub fn trace_waves(path: &Path, settings: &Settings) -> Result<KernelWaves, FileError> {
    let mut reader = TraceReader::open(path)?;
    let header = reader.header().clone();
    if !header.arch.profile().is_modelled() {
        return Err(PipelineError::Unmodelled {
            path: path.to_path_buf(),
            arch: header.arch,
        }
        .into());
    }
    let max = settings.walk.max_instructions;
    let infos = reader.waves().to_vec();
    let mut waves = Vec::with_capacity(infos.len());
    let mut completed = true;
    let mut end = None;
    let mut notices = Vec::new();
    for (i, info) in infos.iter().enumerate() {
        waves.push(reader.read_wave(i, max).map_err(|e| e.in_file(path))?);
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
                WavesEnd::MaxInstructions
            } else {
                WavesEnd::Recorded(info.stop.clone())
            });
        }
        completed &= done;
    }
    let kernel = Kernel {
        symbol: header.symbol.clone(),
        name: header.kernel.clone(),
        instrs: reader.instrs().to_vec(),
        info: Default::default(),
        origin: Vec::new(),
    };
    Ok(KernelWaves {
        kernel,
        arch: header.arch,
        waves,
        completed,
        end: end.unwrap_or(WavesEnd::NoWaves),
        notices,
        paths: None,
        path_races: Vec::new(),
    })
}
