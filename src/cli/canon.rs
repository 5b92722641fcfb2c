//! `wavebed canon FILE.mlir [--rule new|old|peel] [--stats]`: rewrites the Fly MLIR
//! file's `add_offset` chains to a fixed point and prints the result in
//! FlyDSL's own syntax; with `--stats`, the lowering metric after it.

use std::path::PathBuf;

use wavebed_model::chain::{self, Rule};

use std::io::Write as _;

use super::out::Out;
use super::{CliError, Outcome, EXIT_CLEAN};

/// Rule set names as the command line spells them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RuleArg {
    /// FlyDSL 0.4.2's canonicalization: runtime base and static tail kept apart.
    New,
    /// The removed unconditional fusion (runtime + constant merged).
    Old,
    /// `new`, then swizzle-aware tail peeling in the lowering (docs/offsets.md section 6).
    Peel,
}

impl From<RuleArg> for Rule {
    fn from(r: RuleArg) -> Rule {
        match r {
            RuleArg::New => Rule::New,
            RuleArg::Old => Rule::Old,
            RuleArg::Peel => Rule::Peel,
        }
    }
}

#[derive(clap::Args)]
#[command(
    after_help = "Prints the rewritten module as FlyDSL prints it. With --stats, a last line \
`accesses=N distinct_bases=B adds=K immediates=I address_regs=R xors=X`: loads and stores, \
distinct runtime base registers among them, integer adds on offsets plus one per access whose \
static tail cannot be an immediate, accesses whose nonzero tail (or peeled part of it) folds into \
the immediate, distinct registers the accesses address through (swizzle(base + inside tail)), and \
distinct swizzled addresses computed. With --rule peel, a `// peel:` comment before each \
swizzled access whose tail was split (docs/offsets.md section 6).\n\n\
Exit codes: 0 done, 2 bad input (FILE:LINE:COL) or a rule set that does not terminate."
)]
pub struct Args {
    /// Fly MLIR file (FlyDSL's custom syntax; `-` reads stdin).
    pub file: PathBuf,
    /// Rule set to apply.
    #[arg(long, value_enum, default_value_t = RuleArg::New)]
    pub rule: RuleArg,
    /// Print the lowering metric after the module.
    #[arg(long)]
    pub stats: bool,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let text = if args.file.as_os_str() == "-" {
        std::io::read_to_string(std::io::stdin())
            .map_err(|e| CliError::input(std::path::Path::new("stdin"), e))?
    } else {
        std::fs::read_to_string(&args.file).map_err(|e| CliError::input(&args.file, e))?
    };
    // The parse error's own `LINE:COL: message` follows the file.
    let module = chain::parse(&text)
        .map_err(|e| CliError::Input(format!("{}:{e}", args.file.display()).into()))?;
    let (rewritten, _) =
        chain::rewrite(&module, args.rule.into()).map_err(|e| CliError::input(&args.file, e))?;
    let rule: Rule = args.rule.into();
    let lowered = chain::lower_for(rule, &rewritten);
    if rule == Rule::Peel {
        write!(out, "{}", chain::print_peeled(&rewritten, &lowered))?;
    } else {
        write!(out, "{}", chain::print(&rewritten))?;
    }
    if args.stats {
        writeln!(out, "{}", lowered.stats)?;
    }
    Ok(EXIT_CLEAN)
}
