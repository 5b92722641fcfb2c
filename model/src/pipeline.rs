//! The check pipeline, once for every command: load a file -> pick the
//! architecture's profile -> refuse architectures whose counters are not
//! modelled -> build each kernel's CFG -> walk its path -> run a counter model
//! -> collect races.
//!
//! Entry points per unit of work: [`check_kernel`] (a walked kernel),
//! [`check_file`] (a listing or code object), [`check_inputs`] (the inputs of
//! path arguments, [`check_targets`], in parallel on [`crate::parallel`]). The stages are
//! public for the commands that stop earlier or go on elsewhere: `record`
//! walks [`load`]ed kernels into traces (it records architectures the models
//! do not cover), `census` runs the oracle on [`program_waves`] (and on the
//! waves of traces, which the `wavebed-replay` crate reads).

use std::path::{Path, PathBuf};

use crate::assume::Assumptions;
use crate::cfg::Cfg;
use crate::contract;
use crate::counter::{run_stream, Model, ModelKind, RaceHit};
use crate::inputs::{self, Input, InputError, InputKind};
use crate::instr::{Instr, Kernel, Program};
use crate::isa::{load_path, LoadError, LoadOptions};
use crate::paths::{self, Entry, PathOptions, PathsRun};
use crate::profile::Arch;
use crate::walker::{walk, Notice, WalkEnd, WalkOptions};

/// How to read and walk inputs (the flags `check`, `census` and `record`
/// share).
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// `--arch`: overrides the code object's or listing's own.
    pub arch: Option<Arch>,
    /// `--objdump`: the llvm-objdump to disassemble code objects with.
    pub objdump: Option<PathBuf>,
    /// `--decoder`: llvm-objdump or the native gfx9 decoder.
    pub decoder: crate::isa::native::DecoderKind,
    pub walk: WalkOptions,
    /// `--paths`: every path ([`crate::paths`]) or the walked one.
    pub paths: paths::Mode,
    /// `--assume`: the contested readings the models decide under
    /// (docs/counters.md section 7).
    pub assume: Assumptions,
}

/// Why a file did not go through the pipeline. Every message starts with the
/// file's path; parse errors carry its line and column.
#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    #[error(transparent)]
    Input(#[from] InputError),
    #[error(transparent)]
    Load(#[from] LoadError),
    #[error("{}: the input does not name its architecture; pass --arch ({})", path.display(), Arch::names())]
    NoArch { path: PathBuf },
    #[error("{}: {arch} parses, but its counters are not modelled", path.display())]
    Unmodelled { path: PathBuf, arch: Arch },
    #[error("{}: {}", path.display(), model.refusal(*arch).unwrap_or_default())]
    ModelArch {
        path: PathBuf,
        arch: Arch,
        model: ModelKind,
    },
    #[error("{}: no kernel found", path.display())]
    NoKernel { path: PathBuf },
    /// A trace where the command reads listings and code objects; `hint`
    /// says what to do instead.
    #[error("{}: {hint}", path.display())]
    Trace { path: PathBuf, hint: &'static str },
}

/// A listing or code object, loaded, with its architecture settled.
#[derive(Clone, Debug)]
pub struct Loaded {
    pub path: PathBuf,
    pub arch: Arch,
    pub kernels: Vec<Kernel>,
    /// Device functions ([`Program::functions`]): entries of the all-paths
    /// analysis only.
    pub functions: Vec<Kernel>,
}

/// Loads a listing or code object: `--arch`, else the file's own architecture.
pub fn load(path: &Path, settings: &Settings) -> Result<Loaded, PipelineError> {
    loaded(path, settings, load_path(path, &settings.load_options()))
}

impl Settings {
    /// How the front end loads listings and code objects.
    pub fn load_options(&self) -> LoadOptions {
        LoadOptions {
            arch: self.arch,
            objdump: self.objdump.clone(),
            decoder: self.decoder,
        }
    }
}

/// [`load`] of a file the front end has loaded already (with its batch, by
/// [`crate::isa::load_inputs`]).
pub fn loaded(
    path: &Path,
    settings: &Settings,
    program: Result<Program, LoadError>,
) -> Result<Loaded, PipelineError> {
    let program = program?;
    let arch = settings
        .arch
        .or(program.arch)
        .ok_or_else(|| PipelineError::NoArch {
            path: path.to_path_buf(),
        })?;
    let profile = settings.assume.profile(arch);
    let mut kernels = program.kernels;
    if profile.workgroup_1d {
        // A kernel's launch shape; a device function's workgroup is its
        // caller's, and its entry is not analysed as a launch.
        for k in &mut kernels {
            k.info.launch_1d = true;
        }
    }
    let mut functions: Vec<Kernel> = program
        .functions
        .into_iter()
        .map(|f| contract::device_function(f, &profile))
        .collect();
    for (f, device) in kernels
        .iter_mut()
        .map(|k| (k, false))
        .chain(functions.iter_mut().map(|f| (f, true)))
    {
        for i in &mut f.instrs {
            crate::isa::decode::apply_readings(i, &profile);
        }
        // Relative VGPR operands with a known index (docs/values.md section 4).
        crate::values::refine_under(f, profile.kernarg_pointers_global);
        if profile.caller_waits {
            contract::caller_waits(f, device);
        }
    }
    Ok(Loaded {
        path: path.to_path_buf(),
        arch,
        kernels,
        functions,
    })
}

impl Loaded {
    /// The file, if its architecture's counters are modelled: what every
    /// model and oracle needs.
    pub fn modelled(self) -> Result<Loaded, PipelineError> {
        if !self.arch.profile().is_modelled() {
            return Err(PipelineError::Unmodelled {
                path: self.path,
                arch: self.arch,
            });
        }
        Ok(self)
    }

    /// Each kernel with the path one wave walks through it.
    pub fn walked(self, opts: &WalkOptions) -> impl Iterator<Item = Walked> + '_ {
        self.kernels.into_iter().map(move |kernel| {
            let mut stream = Vec::new();
            let end = walk_kernel(&kernel, opts, &mut stream);
            Walked {
                kernel,
                stream,
                end,
            }
        })
    }
}

/// Builds `kernel`'s CFG and walks its path into `stream` (cleared first).
pub fn walk_kernel(kernel: &Kernel, opts: &WalkOptions, stream: &mut Vec<u32>) -> WalkEnd {
    let cfg = Cfg::build(kernel);
    stream.clear();
    walk(kernel, &cfg, opts, stream)
}

/// A kernel and the stream one wave executes in it.
#[derive(Clone, Debug)]
pub struct Walked {
    pub kernel: Kernel,
    /// Indices into `kernel.instrs`, in execution order.
    pub stream: Vec<u32>,
    pub end: WalkEnd,
}

impl Walked {
    /// A sentence for a path that ended other than at `s_endpgm` or the end
    /// of a bare listing.
    pub fn notice(&self, opts: &WalkOptions) -> Option<Notice> {
        self.end.reason.notice(&self.kernel, opts.max_instructions)
    }
}

/// One kernel checked: its walk and the model's races.
#[derive(Clone, Debug)]
pub struct KernelCheck {
    pub walked: Walked,
    /// Distinct races, in the order found.
    pub races: Vec<RaceHit>,
    /// Instructions the model stepped through.
    pub instructions: u64,
}

/// Runs `model` from a fresh wave over a walked kernel.
pub fn check_kernel(model: &mut Model, walked: Walked) -> KernelCheck {
    let run = run_stream(model, &walked.kernel, &walked.stream);
    KernelCheck {
        walked,
        races: run.races,
        instructions: run.instructions,
    }
}

/// One kernel or device function checked on every path (docs/paths.md).
#[derive(Clone, Debug)]
pub struct PathsCheck {
    /// The function (a kernel or a device function, as `entry` says).
    pub kernel: Kernel,
    pub entry: Entry,
    pub cfg: Cfg,
    pub run: PathsRun,
    /// Its LDS races on every path (docs/lds.md); filled by `check_file`.
    pub lds: crate::lds::LdsRun,
}

/// Runs the all-paths analysis of `kernel` under `model` from `entry`.
pub fn check_all_paths(model: &mut Model, kernel: Kernel, entry: Entry) -> PathsCheck {
    let cfg = Cfg::build(&kernel);
    let run = paths::analyse(&kernel, &cfg, model, entry, &PathOptions::default());
    PathsCheck {
        kernel,
        entry,
        cfg,
        run,
        lds: crate::lds::LdsRun::default(),
    }
}

impl Loaded {
    /// Every function of the file with how it is entered: the kernels, then
    /// the device functions (docs/paths.md section 3).
    pub fn entries(self) -> impl Iterator<Item = (Kernel, Entry)> {
        let kernels = self.kernels.into_iter().map(|k| (k, Entry::Kernel));
        let functions = self
            .functions
            .into_iter()
            .map(|f| (f, Entry::DeviceFunction));
        kernels.chain(functions)
    }
}

/// One file checked.
#[derive(Clone, Debug)]
pub struct FileCheck {
    pub path: PathBuf,
    pub arch: Arch,
    /// With `--paths walk`: each kernel's walk.
    pub kernels: Vec<KernelCheck>,
    /// With `--paths all`: each kernel's, then each device function's,
    /// all-paths analysis.
    pub all_paths: Vec<PathsCheck>,
}

/// Checks every kernel of a listing or code object under `model`.
pub fn check_file(
    path: &Path,
    settings: &Settings,
    model: ModelKind,
) -> Result<FileCheck, PipelineError> {
    let program = load_path(path, &settings.load_options());
    check_program(path, program, settings, model)
}

/// [`check_file`] of a file loaded already.
fn check_program(
    path: &Path,
    program: Result<Program, LoadError>,
    settings: &Settings,
    model: ModelKind,
) -> Result<FileCheck, PipelineError> {
    let loaded = loaded(path, settings, program)?.modelled()?;
    if model.refusal(loaded.arch).is_some() {
        return Err(PipelineError::ModelArch {
            path: loaded.path,
            arch: loaded.arch,
            model,
        });
    }
    if loaded.kernels.is_empty()
        && (settings.paths == paths::Mode::Walk || loaded.functions.is_empty())
    {
        return Err(PipelineError::NoKernel { path: loaded.path });
    }
    let arch = loaded.arch;
    let profile = settings.assume.profile(arch);
    let mut counter = Model::new(model, &profile);
    let (kernels, all_paths) = match settings.paths {
        paths::Mode::Walk => (
            loaded
                .walked(&settings.walk)
                .map(|w| check_kernel(&mut counter, w))
                .collect(),
            Vec::new(),
        ),
        paths::Mode::All => (
            Vec::new(),
            loaded
                .entries()
                .map(|(k, entry)| {
                    let mut c = check_all_paths(&mut counter, k, entry);
                    let addrs = crate::lds::ValueAddresses::for_entry(&c.kernel, &c.cfg, entry);
                    c.lds = crate::lds::analyse(
                        &c.kernel,
                        &c.cfg,
                        &profile,
                        entry,
                        &addrs,
                        &crate::lds::LdsOptions::default(),
                    );
                    c
                })
                .collect(),
        ),
    };
    Ok(FileCheck {
        path: path.to_path_buf(),
        arch,
        kernels,
        all_paths,
    })
}

/// The inputs one path argument names for `check`: the file itself (a
/// trace named explicitly is an error: `wavebed replay` reads traces), or a
/// directory's inputs (traces among them are skipped by [`check_inputs`]).
/// Alongside: what the walk could not read or would not open (reported,
/// counted as errors, the rest still checked).
pub fn check_targets(path: &Path) -> Result<(Vec<Input>, Vec<inputs::InputError>), PipelineError> {
    let found = inputs::expand(path, &inputs::no_containers)?;
    if !found.directory && found.inputs.iter().any(|i| i.kind == InputKind::Trace) {
        return Err(PipelineError::Trace {
            path: path.to_path_buf(),
            hint: "a trace; check it with `wavebed replay`",
        });
    }
    Ok((found.inputs, found.errors))
}

/// What [`check_inputs`] made of one input.
#[derive(Debug)]
pub enum InputCheck {
    Checked(FileCheck),
    /// A trace: `wavebed replay` reads traces.
    SkippedTrace,
    Failed(PipelineError),
}

/// Checks `inputs` on `threads` threads. `present` turns each input's result
/// into what the caller prints (on the worker thread, so formatting runs in
/// parallel too); `done` receives those in input order.
pub fn check_inputs<R: Send>(
    inputs: &[Input],
    settings: &Settings,
    model: ModelKind,
    threads: usize,
    present: impl Fn(&Input, InputCheck) -> R + Sync,
    mut done: impl FnMut(R),
) {
    // Workers take batches of inputs: one llvm-objdump process disassembles
    // a batch's code objects (crate::isa::batch).
    let schedule: Vec<usize> = (0..inputs.len()).collect();
    crate::isa::batch::run_in_order(
        inputs,
        |i| i,
        &schedule,
        threads,
        &settings.load_options(),
        |i, program, _| {
            let input = &inputs[i];
            let result = match (input.kind, program) {
                (InputKind::Trace, _) | (_, None) => InputCheck::SkippedTrace,
                (_, Some(program)) => match check_program(&input.shown(), program, settings, model)
                {
                    Ok(c) => InputCheck::Checked(c),
                    Err(e) => InputCheck::Failed(e),
                },
            };
            present(input, result)
        },
        |_, r| done(r),
    );
}

/// The kernels of a listing or code object as the oracle reads them: one
/// wave each, walked.
pub fn program_waves(path: &Path, settings: &Settings) -> Result<Vec<KernelWaves>, PipelineError> {
    program_waves_of(path, load_path(path, &settings.load_options()), settings)
}

/// [`program_waves`] of a file loaded already (with its batch).
pub fn program_waves_of(
    path: &Path,
    program: Result<Program, LoadError>,
    settings: &Settings,
) -> Result<Vec<KernelWaves>, PipelineError> {
    let loaded = loaded(path, settings, program)?.modelled()?;
    let arch = loaded.arch;
    Ok(loaded
        .walked(&settings.walk)
        .map(|w| {
            let notices = w
                .notice(&settings.walk)
                .map(|n| notice_text(&w.kernel, &n))
                .into_iter()
                .collect();
            KernelWaves {
                arch,
                completed: w.end.completed,
                end: WavesEnd::Walk(w.end.reason),
                notices,
                waves: vec![w.stream],
                kernel: w.kernel,
                paths: None,
                path_races: Vec::new(),
            }
        })
        .collect())
}

/// A notice as one line without the file: `line N: ...` when it concerns an
/// instruction.
fn notice_text(kernel: &Kernel, n: &Notice) -> String {
    match n.at.and_then(|i| kernel.instrs.get(i as usize)) {
        Some(i) => format!("line {}: {}", i.line, n.message),
        None => n.message.clone(),
    }
}

/// A kernel and the streams of its waves: walked (one wave) or recorded.
#[derive(Clone, Debug)]
pub struct KernelWaves {
    pub kernel: Kernel,
    pub arch: Arch,
    pub waves: Vec<Vec<u32>>,
    /// Whether every wave ran its whole path.
    pub completed: bool,
    /// Why the (first cut, else first) wave stopped: `endpgm`, `setpc`...
    pub end: WavesEnd,
    /// Sentences for the user about cut paths.
    pub notices: Vec<String>,
    /// With `census --paths all`: how the waves were chosen and what every
    /// path reaches (`None` for walked and recorded waves).
    pub paths: Option<PathsCoverage>,
    /// With `census --paths all`: every race each model's all-paths analysis
    /// reported (what `check` prints), so the census judges each one even
    /// where the model does not reproduce it on the waves - a race found
    /// after a widened state need not (docs/paths.md section 16). Empty for
    /// walked and recorded waves.
    pub path_races: Vec<(ModelKind, RaceHit)>,
}

/// Why a kernel's waves stopped, as reports name it (`end=`): a walk's end,
/// a recorded wave's stop, or the all-paths analysis (complete, or the first
/// reason it is not).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WavesEnd {
    /// The walked wave's end.
    Walk(crate::walker::EndReason),
    /// A recorded wave's stop, as its trace names it (`endpgm`...).
    Recorded(String),
    /// A recorded wave cut by the replay bound.
    MaxInstructions,
    /// A trace with no waves.
    NoWaves,
    /// Every path analysed.
    AllPaths,
    /// The all-paths analysis stopped early.
    Incomplete(paths::Incomplete),
}

impl std::fmt::Display for WavesEnd {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WavesEnd::Walk(r) => f.write_str(r.name()),
            WavesEnd::Recorded(stop) => f.write_str(stop),
            WavesEnd::MaxInstructions => f.write_str("max-instructions"),
            WavesEnd::NoWaves => f.write_str("no-waves"),
            WavesEnd::AllPaths => f.write_str("all"),
            WavesEnd::Incomplete(why) => write!(f, "{why}"),
        }
    }
}

/// JSON records carry the same name as the text (`"end": "endpgm"`).
impl serde::Serialize for WavesEnd {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A kernel's or device function's waves as the all-paths census chooses
/// them (docs/paths.md section 7), and its coverage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PathsCoverage {
    pub entry: Entry,
    /// Instructions some path reaches (the exact model's analysis).
    pub instructions: u64,
    /// Waits among them.
    pub waits: u64,
    /// Instructions no path reaches.
    pub unreached: u64,
    /// Waits no path reaches.
    pub unreached_waits: u64,
    /// Whether the waves include every maximal path (with the census's
    /// back-edge bound), not only the races' witness paths.
    pub enumerated: bool,
}

/// Where an instruction is, for messages: `FILE:LINE:COL` in a listing (the
/// column of its mnemonic), `FILE: address 0x...` in a disassembled code
/// object.
pub fn location(file: &Path, instr: &Instr) -> String {
    if let Some(addr) = instr.addr {
        return format!("{}: address {addr:#x}", file.display());
    }
    let col = std::fs::read_to_string(file)
        .ok()
        .and_then(|src| {
            let line = src.lines().nth(instr.line.checked_sub(1)? as usize)?;
            line.find(instr.mnemonic()).map(|c| c + 1)
        })
        .unwrap_or(1);
    format!("{}:{}:{col}", file.display(), instr.line)
}

/// A notice as `check` prints it: `LOCATION: kernel `NAME`: MESSAGE`.
pub fn notice_line(file: &Path, kernel: &Kernel, n: &Notice) -> String {
    let at = match n.at.and_then(|i| kernel.instrs.get(i as usize)) {
        Some(i) => location(file, i),
        None => file.display().to_string(),
    };
    format!("{at}: kernel `{}`: {}", kernel.name, n.message)
}
