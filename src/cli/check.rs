//! `wavebed check`: run a counter model over kernels and report races.
//!
//! For now each kernel must be straight-line (no branches): its stream is the
//! instructions in address order up to the first `s_endpgm`. The path walker
//! lifts that restriction.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use wavebed_model::counter::report::{write_race_text, KernelSummary, RaceRecord, ReportContext};
use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::{Flow, Kernel};
use wavebed_model::isa::{self, LoadOptions};
use wavebed_model::profile::Arch;

use super::{Format, Outcome, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Output: one report per race (text in the race detector's shape, or one JSON \
object a line with --format json), then one summary line per kernel:\n  \
kernel=NAME arch=gfx950 model=exact instructions=N races=R completed=1\n\n\
Exit codes: 0 no race, 1 at least one race, 2 an error (printed as FILE:LINE:COL: message).\n\n\
Examples:\n  wavebed check corpus/listings/vmcnt_no_wait_race_kernel.s\n  \
wavebed check --model legacy --arch gfx950 kernel.s\n  wavebed check --format json kernel.co"
)]
pub struct Args {
    /// Assembly listings (`.s`, `.amdgcn`, bare listings) or code objects (`.co`, `.hsaco`).
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Architecture (gfx942, gfx950, gfx1151); default: from the code object's ELF
    /// header or the listing's `.amdgcn_target`.
    #[arg(long)]
    arch: Option<Arch>,
    /// Counter model: `exact` (sound and precise), `seed` (the fixed detector),
    /// `legacy` (the detector before the fix).
    #[arg(long, default_value = "exact")]
    model: ModelKind,
    /// Output format: `text` reports, or `json` (one object a line: a `race`
    /// record per race, a `summary` record per kernel).
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// llvm-objdump to disassemble code objects with (default: $WAVEBED_LLVM_OBJDUMP,
    /// /usr/lib/llvm-22/bin/llvm-objdump, then PATH).
    #[arg(long, value_name = "PATH")]
    objdump: Option<PathBuf>,
    /// Dispatch index printed in race reports (0 = unknown).
    #[arg(long, default_value_t = 0, value_name = "N")]
    dispatch: u64,
}

/// What checking all files found.
#[derive(Default)]
struct Tally {
    races: usize,
    errors: usize,
}

pub fn run(args: Args) -> Outcome {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut summaries = Vec::new();
    let mut tally = Tally::default();
    for file in &args.files {
        if let Err(msg) = check_file(&args, file, &mut out, &mut summaries, &mut tally) {
            out.flush()?;
            eprintln!("{msg}");
            tally.errors += 1;
        }
    }
    for line in &summaries {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(match (tally.errors, tally.races) {
        (0, 0) => EXIT_CLEAN,
        (0, _) => EXIT_FINDINGS,
        _ => EXIT_ERROR,
    })
}

/// Checks every kernel of one file; reports go to `out` now, summary lines to
/// `summaries` (printed after all reports). Returns an error message.
fn check_file(
    args: &Args,
    file: &Path,
    out: &mut impl Write,
    summaries: &mut Vec<String>,
    tally: &mut Tally,
) -> Result<(), String> {
    let opts = LoadOptions {
        arch: args.arch,
        objdump: args.objdump.clone(),
    };
    let program = isa::load_path(file, &opts).map_err(|e| e.to_string())?;
    let name = file.display();
    let arch = args.arch.or(program.arch).ok_or_else(|| {
        format!("{name}: the input does not name its architecture; pass --arch (gfx942, gfx950, gfx1151)")
    })?;
    let profile = arch.profile();
    if !profile.is_modelled() {
        return Err(format!("{name}: {arch} parses, but its counters are not modelled (use gfx942, gfx950 or gfx1151)"));
    }
    if program.kernels.is_empty() {
        return Err(format!("{name}: no kernel found"));
    }
    if program.generic_count > 0 {
        eprintln!(
            "wavebed: note: {name}: {} instructions decoded by the generic rule (first operand written, rest read)",
            program.generic_count
        );
    }
    let ctx = ReportContext {
        dispatch: args.dispatch,
        ..ReportContext::new(arch, args.model)
    };
    let mut model = Model::new(args.model, &profile);
    for kernel in &program.kernels {
        let stream = straight_line(file, kernel)?;
        let result = run_stream(&mut model, kernel, &stream);
        for hit in &result.races {
            match args.format {
                Format::Text => {
                    let mut text = String::new();
                    write_race_text(&mut text, kernel, &stream, hit, &ctx)
                        .map_err(|e| e.to_string())?;
                    out.write_all(text.as_bytes())
                }
                Format::Json => {
                    let rec = RaceRecord::new(kernel, hit, &ctx);
                    writeln!(
                        out,
                        "{}",
                        serde_json::to_string(&rec).map_err(|e| e.to_string())?
                    )
                }
            }
            .map_err(|e| format!("writing the report: {e}"))?;
        }
        tally.races += result.races.len();
        let summary =
            KernelSummary::new(kernel, &ctx, result.instructions, result.races.len(), true);
        summaries.push(match args.format {
            Format::Text => summary.to_string(),
            Format::Json => serde_json::to_string(&summary).map_err(|e| e.to_string())?,
        });
    }
    Ok(())
}

/// The stream a wave executes through a kernel without branches: every
/// instruction in address order up to the first `s_endpgm` (or `s_setpc_b64`,
/// which leaves the kernel). A branch is an error until the path walker lands.
fn straight_line(file: &Path, kernel: &Kernel) -> Result<Vec<u32>, String> {
    let mut stream = Vec::with_capacity(kernel.instrs.len());
    for (i, instr) in kernel.instrs.iter().enumerate() {
        stream.push(i as u32);
        match instr.flow {
            Flow::Branch | Flow::CondBranch => {
                return Err(format!(
                    "{}: kernel `{}` has a branch (`{}`); `wavebed check` handles straight-line kernels only",
                    location(file, instr),
                    kernel.name,
                    instr.text
                ))
            }
            Flow::EndPgm => break,
            Flow::SetPc => {
                eprintln!(
                    "wavebed: note: {}: `{}` leaves kernel `{}`; the path ends there",
                    location(file, instr),
                    instr.text,
                    kernel.name
                );
                break;
            }
            Flow::Next | Flow::Call => {}
        }
    }
    Ok(stream)
}

/// `FILE:LINE:COL` of an instruction in a listing (the column of its
/// mnemonic), or `FILE: address 0x...` for disassembled code objects.
fn location(file: &Path, instr: &wavebed_model::instr::Instr) -> String {
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
