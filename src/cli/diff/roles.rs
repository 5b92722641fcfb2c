//! `wavebed diff roles`: operand roles against LLVM 22 (docs/roles.md) on
//! random encodings per encoding family, or on the instructions of listings.

use std::path::PathBuf;

use wavebed_model::isa::{load_path, LoadOptions};
use wavebed_model::profile::Arch;
use wavebed_oracle::peers::roles::{self, RolesReport};
use wavebed_oracle::peers::roles_record::{DisagreementRecord, FamilyRecord, TotalRecord};

use std::io::Write as _;

use crate::cli::out::{json_text, Out};
use crate::cli::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Random three-dword candidates, the first dword with an encoding family's \
prefix, are disassembled by llvm-mc-22 (the invalid ones dropped); or, with FILE..., every \
instruction line of the listings is assembled by llvm-mc-22. Every register operand llvm-mc \
puts in the MCInst must be read or written by wavebed's decoding of llvm-mc's text, over its \
whole width; every instruction llvm-mca-22 marks MayLoad or MayStore must be a memory \
instruction in wavebed (or on the documented exception list). One line per encoding family \
(`family=F instructions=N forms=S agreeing=A refused=R`), one per disagreeing form (minimized \
to one instruction), then `instructions=N disagreements=D refused=R`.\n\nExit codes: 0 no \
disagreement, 1 disagreements, 2 errors (llvm-mc or llvm-mca missing)."
)]
pub struct Args {
    /// Architecture (gfx942, gfx950, gfx1151, gfx1200, gfx1250).
    #[arg(long, value_parser = parse_arch)]
    pub arch: Arch,
    /// Listings whose instruction lines to check instead of random encodings.
    pub files: Vec<PathBuf>,
    /// Random candidates.
    #[arg(long, default_value_t = 2000)]
    pub cases: u64,
    /// Campaign seed.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

fn parse_arch(s: &str) -> Result<Arch, String> {
    s.parse::<Arch>()
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let peer = |e: wavebed_oracle::peers::PeerError| CliError::Input(Box::new(e));
    let report = if args.files.is_empty() {
        roles::campaign(args.arch, args.cases as usize, args.seed).map_err(peer)?
    } else {
        let mut lines = Vec::new();
        let opts = LoadOptions {
            arch: Some(args.arch),
            objdump: None,
            ..Default::default()
        };
        for f in &args.files {
            let program = load_path(f, &opts).map_err(|e| CliError::Input(Box::new(e)))?;
            lines.extend(roles::instruction_texts(&program));
        }
        let insts = roles::assemble(args.arch, &lines).map_err(peer)?;
        let mut report = RolesReport::default();
        roles::judge_all(args.arch, &args.arch.profile(), &insts, &mut report).map_err(peer)?;
        report
    };
    print(&args, &report, out)?;
    Ok(if report.disagreements.is_empty() {
        EXIT_CLEAN
    } else {
        EXIT_FINDINGS
    })
}

fn print(args: &Args, r: &RolesReport, out: &mut Out) -> Result<(), CliError> {
    let arch = args.arch;
    for (fam, row) in &r.families {
        let line = FamilyRecord::of(arch, fam, row);
        match args.format {
            Format::Json => writeln!(out, "{}", json_text(&line)?)?,
            Format::Text => writeln!(out, "{}", line.text_line())?,
        }
    }
    for d in &r.disagreements {
        let line = DisagreementRecord::of(arch, d);
        match args.format {
            Format::Json => writeln!(out, "{}", json_text(&line)?)?,
            Format::Text => writeln!(out, "{}", line.text_line())?,
        }
    }
    let total = TotalRecord::of(arch, r);
    match args.format {
        Format::Json => writeln!(out, "{}", json_text(&total)?)?,
        Format::Text => writeln!(out, "{}", total.text_line())?,
    }
    Ok(())
}
