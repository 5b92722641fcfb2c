//! `wavebed census`: every counter model against the closed-form oracle on
//! real kernels, per kernel, per family (directory) and in total; optionally
//! with wait mutation. The work is in `wavebed_replay::waves` (inputs as
//! waves) and `wavebed_oracle::census`; this module runs them on
//! `wavebed_model::parallel`, shows progress and prints.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::time::Instant;

use wavebed_model::counter::sarif::{self, SarifResult};
use wavebed_model::counter::ModelKind;
use wavebed_model::inputs::{self, Input};
use wavebed_model::isa;
use wavebed_model::profile::Arch;
use wavebed_oracle::census::explain::Cause;
use wavebed_oracle::census::record::{CoverageSum, FamilyRecord, TotalParts, TotalRecord};
use wavebed_oracle::census::render::{self, KernelRow, Row};
use wavebed_oracle::census::{Counts, MutationCounts};
use wavebed_oracle::peers::llvm::campaign::WaitTally;
use wavebed_oracle::peers::llvm::judge::JudgeConfig;
use wavebed_oracle::peers::llvm::record::{ColumnCounts, ColumnFamily, ColumnTotal};

use super::out::{json_text, Out};
use super::{CliError, Outcome, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

mod llvm;
pub mod merge;
mod output;

use output::{CensusedFile, KernelDone};

/// Output format of the census.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum CensusFormat {
    /// `key=value` lines: one per kernel, one per family, the total last.
    Text,
    /// One JSON object a line (`"record": "kernel" | "family" | "total" ...`).
    Json,
    /// A Markdown report: family table, mutation table, kernels with races.
    Md,
    /// One SARIF 2.1.0 log of the races `--races` names (each result with its
    /// verdict and cause as properties), for CI code scanning.
    Sarif,
}

#[derive(clap::Args)]
#[command(after_long_help = "For every kernel in the listings, code objects \
and traces given (directories are searched for .s, .amdgcn, .asm, .co, .hsaco, .hipfb, .whl and .wbt files; \
wheels, offload bundles and host libraries are read for every code object inside), \
run the legacy, seed and exact counter models and the closed-form oracle over every path \
(--paths all, the default) or the walked path (--paths walk), or over a trace's recorded waves, \
and compare their race sets. A race is a distinct (producer, consumer) instruction pair of a \
kernel. A model's false positives are races the oracle rules out; its missed races are races the \
oracle finds and the model does not report.\n\n\
With --paths all (docs/paths.md section 7) kernels and device functions (`function=` lines, not \
counted in kernels=) are entries; each model's races are those its all-paths analysis reports, \
and the oracle judges them over every maximal path with at most one back-edge traversal (when \
there are at most 64; enumerated=1) plus the path from the entry to each model's race and the \
walked path. Kernel lines end in `paths=all waits=W unreached_waits=UW unreached=U \
enumerated=0|1`, family lines in the same sums (enumerated=E/N), and a `coverage ...` line \
precedes the total; --races prints each race's witness blocks.\n\n\
Text output: one `kernel=...` line per kernel, one `family=...` line per directory, then the \
total line `kernels=K instructions=N legacy_races=A seed_races=B exact_races=C \
legacy_false_positive=D legacy_missed=E seed_false_positive=F seed_missed=G \
exact_false_positive=H exact_missed=I seconds=S`, preceded by `causes ...`, `readings \
model=oracle reading:flat=G/N ...` and `assume: ...` lines (and `errors=E` when inputs failed).\n\n\
Sharding: --shard K/N takes the inputs whose content hash falls in shard K of N; `wavebed census \
merge PART.json...` puts the --format json outputs of the shards together into one run's \
(docs/census.md, \"Sharded censuses\").\n\n\
Assumptions (docs/counters.md section 7): every input is decided under the --assume set (the \
`assume:` line). Each kernel is also run through the oracle under every single-switch \
alternative (flat=both, smem-wide-tokens=2, backpressure flipped, lds-dma-lgkm=on from the \
defaults): `reading:KEY=G/N` on family lines and the readings line counts the G races that \
disappear under the other value (they hold only under a contested reading) and the N that \
appear only there; with --races such a race is labelled cause=reading:KEY.\n\n\
With --mutate, every executed wait is weakened (each field raised by one, or the wait removed); \
a mutant is effective when the oracle finds a new race on it, and each model's share of \
effective mutants it detects is reported, with the waits the oracle shows to be redundant.\n\n\
With --llvm (the LLVM column, for compiled code such as corpus/kernels), every kernel's own waits \
are judged as LLVM's, as `wavebed diff llvm --compiled` does: under each kernel line `  llvm \
WAIT line=L llvm=F weakest=F verdict=over_wait cause=C` per over-wait, `  llvm UNSOUND ...` per \
race on a path, and `  llvm paths=P kernels=1 unsound=U waits=W over_wait=O tight=T \
too_many_paths=X causes=C:N,...`; then `llvm family=...` lines and `llvm total ...` (JSON: \
`llvm` and `llvm_family` records, the total record's `llvm` key; Markdown: a table). Paths are \
enumerated with each loop's back-edge taken at most twice (docs/llvm-peer.md section 3).\n\n\
Exit codes: 0 no seed or exact missed race, 1 the seed or exact model missed a race (races in \
the code and the legacy model's misses are reported, not failures), 2 any input could not be \
read (the others are still counted).")]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct Args {
    #[command(subcommand)]
    pub command: Option<CensusCommand>,
    /// Listings, code objects, traces, containers of code objects (wheels,
    /// offload bundles, host libraries) or directories of them.
    #[arg(required = true, value_name = "PATH")]
    pub inputs: Vec<PathBuf>,
    /// Census only shard K of N (1-based): the inputs whose content hash
    /// falls in it (docs/census.md, "Sharded censuses"). With --format json
    /// each record then carries its input's place in the whole run, and
    /// `wavebed census merge` puts the shards' outputs together into the
    /// output of one run.
    #[arg(long, value_name = "K/N")]
    pub shard: Option<inputs::Shard>,
    /// Architecture (overrides the code object's or listing's own; traces keep theirs).
    #[arg(long, value_name = "A")]
    pub arch: Option<Arch>,
    #[command(flatten)]
    pub jobs: super::JobsArgs,
    /// Also run wait mutation.
    #[arg(long)]
    pub mutate: bool,
    #[arg(long, value_enum, default_value = "text")]
    pub format: CensusFormat,
    #[command(flatten)]
    pub walk: super::WalkArgs,
    #[command(flatten)]
    pub assume: super::AssumeArgs,
    /// The llvm-objdump to disassemble code objects with (LLVM 22 or newer).
    #[arg(long, value_name = "PATH")]
    pub objdump: Option<PathBuf>,
    /// The LLVM column: judge every kernel's own waits as LLVM's (for
    /// compiled code such as corpus/kernels, clang-22's waits): tight or
    /// over_wait with a cause, or unsound - the numbers of `wavebed diff llvm
    /// --compiled`, per kernel, per family and in total.
    #[arg(long)]
    pub llvm: bool,
    /// Print these models' race reports (seed's shape), each labelled race,
    /// false_positive or missed: e.g. `--races exact` or `--races seed,exact`.
    #[arg(long, value_delimiter = ',', value_name = "MODEL")]
    pub races: Vec<ModelKind>,
    /// `all`: every path of each kernel and device function (docs/paths.md
    /// section 7); `walk`: the one path the walker takes. Traces are censused
    /// over their recorded waves either way.
    #[arg(long, value_enum, default_value = "all")]
    pub paths: super::PathsMode,
}

/// `census merge`: shards' JSON results into one run's.
#[derive(clap::Subcommand)]
pub enum CensusCommand {
    /// Merge the JSON outputs of `census --shard K/N --format json` runs into
    /// the output of one run over all their inputs.
    Merge(merge::MergeArgs),
}

/// One input file and the family (directory) it is counted in.
struct CensusInput {
    input: Input,
    family: String,
    size: u64,
    /// Its place among all the inputs (before `--shard` picks some).
    index: usize,
}

/// The family of `file` found under directory argument `root`: the root's
/// name joined with the file's directory below it (`aiter/gfx942/fmoe`).
fn family_under(root: &Path, file: &Path) -> String {
    let below = file
        .parent()
        .and_then(|d| d.strip_prefix(root).ok())
        .unwrap_or(Path::new(""));
    let base = root
        .canonicalize()
        .ok()
        .and_then(|r| r.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_else(|| root.display().to_string());
    let below = below.to_string_lossy();
    if below.is_empty() {
        base
    } else {
        format!("{base}/{below}")
    }
}

/// The jobs `paths` name, and how many paths under them could not be read
/// or were not regular files (reported here; the census exits 2 at the end).
fn collect_jobs(paths: &[PathBuf]) -> Result<(Vec<CensusInput>, usize), CliError> {
    let mut jobs = Vec::new();
    let mut unreadable = 0;
    for p in paths {
        let found = inputs::expand(p, &inputs::no_containers)?;
        for e in &found.errors {
            eprintln!("wavebed: {e}");
        }
        unreadable += found.errors.len();
        for input in found.inputs {
            let family = if let Some(m) = &input.member {
                m.family.clone()
            } else if found.directory {
                family_under(p, &input.path)
            } else {
                input
                    .path
                    .parent()
                    .map(|d| d.display().to_string())
                    .filter(|d| !d.is_empty())
                    .unwrap_or_else(|| ".".to_string())
            };
            let size = input.size();
            jobs.push(CensusInput {
                input,
                family,
                size,
                index: jobs.len(),
            });
        }
    }
    Ok((jobs, unreadable))
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    if let Some(CensusCommand::Merge(m)) = args.command {
        return merge::run(m, out);
    }
    if args.format == CensusFormat::Sarif && args.races.is_empty() {
        return Err(CliError::Usage(
            "--format sarif lists races: name the models whose races to list with --races (e.g. --races exact)".into(),
        ));
    }
    let start = Instant::now();
    let (jobs, unreadable) = collect_jobs(&args.inputs)?;
    if jobs.is_empty() {
        return Err(CliError::Usage(format!(
            "no inputs: no .s, .amdgcn, .asm, .co, .hsaco, .hipfb, .whl or .wbt file under {}",
            args.inputs
                .iter()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let jobs = match args.shard {
        None => jobs,
        Some(shard) => {
            let inputs: Vec<Input> = jobs.iter().map(|j| j.input.clone()).collect();
            let keep = shard.select(&inputs);
            jobs.into_iter()
                .zip(keep)
                .filter_map(|(j, k)| k.then_some(j))
                .collect()
        }
    };
    let numbered = args.shard.is_some() && args.format == CensusFormat::Json;
    let mut settings = args.walk.settings(args.arch, args.objdump.clone());
    settings.paths = args.paths.mode();
    settings.assume = args.assume.set();
    let out_opts = output::Options {
        format: args.format,
        mutate: args.mutate,
        races: args.races.clone(),
        assume: args.assume.set(),
        llvm: args.llvm,
    };

    let bar = crate::cli::progress(jobs.len() as u64, "files");
    // Largest files first, so a big one does not start last and run alone;
    // results are printed in input order.
    let mut schedule: Vec<usize> = (0..jobs.len()).collect();
    schedule.sort_by_key(|&i| std::cmp::Reverse(jobs[i].size));

    let mut report = Report::default();
    // The first write error (a closed stdout) ends the printing; it is the
    // run's error once the workers are done.
    let mut written = Ok(());
    // Workers take batches of files in that order: one llvm-objdump process
    // disassembles a batch's code objects (wavebed_model::isa::batch).
    isa::batch::run_in_order(
        &jobs,
        |j| &j.input,
        &schedule,
        args.jobs.threads(),
        &settings.load_options(),
        |i, program, load_seconds| {
            let job = &jobs[i];
            let mut done = output::process(&job.input, &job.family, program, &settings, &out_opts);
            if numbered {
                done.printed = number_records(&done.printed, job.index);
            }
            done.with_load_seconds(load_seconds)
        },
        |_, done| {
            bar.inc(1);
            if written.is_ok() {
                written = bar.suspend(|| report.file(done, &out_opts, out));
            }
        },
    );
    bar.finish_and_clear();
    written?;
    super::report_native(&args.walk);
    let seconds = start.elapsed().as_secs_f64();
    report.finish(&args, seconds, out)?;
    Ok(exit_code(report.errors + unreadable, &report.total))
}

/// JSON records of one input with its place in the whole run (`"input"`),
/// which `census merge` orders by.
fn number_records(printed: &str, index: usize) -> String {
    let mut out = String::with_capacity(printed.len() + 16);
    for line in printed.lines() {
        match serde_json::from_str::<serde_json::Value>(line) {
            Ok(mut v) if v.is_object() => {
                v["input"] = serde_json::Value::from(index);
                out.push_str(&v.to_string());
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// 2 when an input could not be read, 1 when the seed or the exact model
/// missed a race, else 0 (races in the code are findings, not failures).
fn exit_code(errors: usize, total: &Counts) -> u8 {
    if errors > 0 {
        EXIT_ERROR
    } else if total.failed() {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    }
}

/// Totals per family and overall, and what the Markdown report lists.
#[derive(Default)]
struct Report {
    families: BTreeMap<String, (Counts, Option<MutationCounts>)>,
    total: Counts,
    mutation: Option<MutationCounts>,
    errors: usize,
    /// Kernels with a race or a disagreement: (family, kernel, counts).
    listed: Vec<(String, String, Counts)>,
    /// The exact model's races per cause, and the loop-carried ones.
    causes: [(u64, u64); Cause::ALL.len()],
    /// SARIF results in input order (`--format sarif`).
    sarif: Vec<SarifResult>,
    /// With `--paths all`: coverage per family and in total.
    coverage: Option<(BTreeMap<String, CoverageSum>, CoverageSum)>,
    /// The LLVM column (`--llvm`) per family and in total.
    llvm: BTreeMap<String, WaitTally>,
    llvm_total: WaitTally,
}

impl Report {
    /// Prints one file's block (text, JSON) and adds it up.
    fn file(
        &mut self,
        mut done: CensusedFile,
        opts: &output::Options,
        out: &mut Out,
    ) -> std::io::Result<()> {
        self.sarif.append(&mut done.sarif);
        if let Some(e) = &done.error {
            self.errors += 1;
            eprintln!("wavebed: {e}");
        }
        if opts.format != CensusFormat::Md {
            out.write_all(done.printed.as_bytes())?;
        }
        let fam = self
            .families
            .entry(done.family.clone())
            .or_insert_with(|| (Counts::default(), opts.mutate.then(MutationCounts::default)));
        fam.0.seconds += done.seconds;
        for k in &done.kernels {
            let KernelDone {
                name,
                counts,
                mutation,
                causes,
                coverage,
                llvm,
            } = k;
            if let Some(p) = coverage {
                let (fams, total) = self.coverage.get_or_insert_with(Default::default);
                fams.entry(done.family.clone()).or_default().add(p);
                total.add(p);
            }
            if let Some(t) = llvm {
                self.llvm.entry(done.family.clone()).or_default().merge(t);
                self.llvm_total.merge(t);
            }
            for (sum, c) in self.causes.iter_mut().zip(causes) {
                sum.0 += c.0;
                sum.1 += c.1;
            }
            let mut c = *counts;
            // File time goes to the family; kernel census time is inside it.
            c.seconds = 0.0;
            fam.0.add(&c);
            self.total.add(&c);
            if let (Some(fm), Some(m)) = (fam.1.as_mut(), mutation) {
                fm.add(m);
                self.mutation
                    .get_or_insert_with(MutationCounts::default)
                    .add(m);
            }
            let interesting = c.oracle_races > 0
                || c.races.iter().any(|&r| r > 0)
                || c.missed.iter().any(|&r| r > 0);
            if interesting {
                self.listed.push((done.family.clone(), name.clone(), c));
            }
        }
        Ok(())
    }

    /// Prints the family lines, the mutation line and the total line.
    fn finish(&mut self, args: &Args, seconds: f64, out: &mut Out) -> Result<(), CliError> {
        if args.mutate && self.mutation.is_none() {
            self.mutation = Some(MutationCounts::default());
        }
        match args.format {
            CensusFormat::Text => {
                for (name, (c, m)) in &self.families {
                    let mut line = render::family_line(name, c);
                    if let Some(cov) = self.family_coverage(name) {
                        write!(line, " {}", cov.fields())?;
                    }
                    if let Some(m) = m {
                        write!(line, " {}", render::mutation_fields(m))?;
                    }
                    writeln!(out, "{line}")?;
                }
                if let Some(m) = &self.mutation {
                    writeln!(out, "mutation {}", render::mutation_fields(m))?;
                }
                if args.llvm {
                    for (name, t) in &self.llvm {
                        writeln!(out, "llvm family={name} {}", llvm::fields(t))?;
                    }
                    writeln!(
                        out,
                        "llvm total {} loop_bound={}",
                        llvm::fields(&self.llvm_total),
                        JudgeConfig::DEFAULT_LOOP_BOUND
                    )?;
                }
                writeln!(out, "{}", self.causes_line())?;
                writeln!(
                    out,
                    "readings model=oracle {}",
                    render::reading_fields(&self.total)
                )?;
                writeln!(out, "assume: {}", args.assume.set())?;
                if let Some((_, total)) = &self.coverage {
                    writeln!(out, "coverage {}", total.fields())?;
                }
                if self.errors > 0 {
                    // Inputs that could not be read, disassembled or checked,
                    // each named on stderr (the exit code is 2).
                    writeln!(out, "errors={}", self.errors)?;
                }
                writeln!(out, "{}", render::total_line(&self.total, seconds))?;
            }
            CensusFormat::Json => {
                for (name, (c, m)) in &self.families {
                    let coverage = self.family_coverage(name).copied();
                    let v = FamilyRecord::new(name, c, m.as_ref(), coverage);
                    writeln!(out, "{}", json_text(&v)?)?;
                }
                let llvm_total = if args.llvm {
                    for (name, f) in &self.llvm {
                        let v = ColumnFamily {
                            counts: ColumnCounts::new("llvm_family", f),
                            family: name,
                        };
                        writeln!(out, "{}", json_text(&v)?)?;
                    }
                    Some(ColumnTotal {
                        counts: ColumnCounts::new("llvm_total", &self.llvm_total),
                        loop_bound: JudgeConfig::DEFAULT_LOOP_BOUND,
                    })
                } else {
                    None
                };
                let t = TotalRecord::new(TotalParts {
                    counts: &self.total,
                    mutation: self.mutation.as_ref(),
                    seconds,
                    errors: self.errors,
                    causes: &self.causes,
                    assume: &args.assume.set(),
                    coverage: self.coverage.as_ref().map(|(_, total)| *total),
                    llvm: llvm_total,
                });
                writeln!(out, "{}", json_text(&t)?)?;
            }
            CensusFormat::Md => {
                let rows: Vec<Row<'_>> = self
                    .families
                    .iter()
                    .map(|(name, (c, m))| Row {
                        name,
                        counts: c,
                        mutation: m.as_ref(),
                    })
                    .collect();
                let total = Row {
                    name: "total",
                    counts: &self.total,
                    mutation: self.mutation.as_ref(),
                };
                let kernels: Vec<KernelRow<'_>> = self
                    .listed
                    .iter()
                    .map(|(f, k, c)| KernelRow {
                        family: f,
                        kernel: k,
                        counts: c,
                    })
                    .collect();
                let causes: Vec<(&str, u64, u64)> = Cause::ALL
                    .iter()
                    .zip(&self.causes)
                    .map(|(c, &(n, l))| (c.name(), n, l))
                    .collect();
                let mut md = String::new();
                render::markdown(
                    &mut md,
                    &command_line(),
                    &rows,
                    &total,
                    seconds,
                    &kernels,
                    &causes,
                    &args.assume.set().to_string(),
                )?;
                out.write_all(md.as_bytes())?;
                if let Some((_, total)) = &self.coverage {
                    writeln!(out, "\ncoverage {}", total.fields())?;
                }
                if args.llvm {
                    let mut md = String::new();
                    llvm::markdown(
                        &mut md,
                        self.llvm.iter().map(|(n, t)| (n.as_str(), t)),
                        &self.llvm_total,
                    )?;
                    out.write_all(md.as_bytes())?;
                }
                writeln!(out, "\n{}", render::total_line(&self.total, seconds))?;
            }
            CensusFormat::Sarif => {
                let results = std::mem::take(&mut self.sarif);
                let log = sarif::Log::new(env!("CARGO_PKG_VERSION"), results);
                serde_json::to_writer_pretty(&mut *out, &log)?;
                writeln!(out)?;
            }
        }
        Ok(())
    }
}

impl Report {
    /// A family's coverage, with `--paths all` (a family of traces only has
    /// none).
    fn family_coverage(&self, family: &str) -> Option<&CoverageSum> {
        self.coverage.as_ref()?.0.get(family)
    }

    /// `causes` then, per cause, the exact model's races and the
    /// loop-carried ones: `no-wait=12/3`.
    fn causes_line(&self) -> String {
        let causes = Cause::ALL
            .iter()
            .zip(&self.causes)
            .map(|(c, &(n, l))| format!(" {}={n}/{l}", c.name()));
        String::from("causes model=exact") + &causes.collect::<String>()
    }
}

/// The command as the user typed it, for the Markdown report.
fn command_line() -> String {
    let mut args = std::env::args();
    let mut s = String::from("wavebed");
    args.next();
    for a in args {
        s.push(' ');
        s.push_str(&a);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exit_code_fails_on_seed_or_exact_misses_only() {
        let mut c = Counts {
            races: [4, 3, 2],
            false_positive: [2, 1, 0],
            ..Counts::default()
        };
        assert_eq!(exit_code(0, &c), EXIT_CLEAN);
        c.missed = [5, 0, 0];
        assert_eq!(exit_code(0, &c), EXIT_CLEAN, "legacy misses are reported");
        c.missed = [0, 1, 0];
        assert_eq!(exit_code(0, &c), EXIT_FINDINGS);
        c.missed = [0, 0, 1];
        assert_eq!(exit_code(0, &c), EXIT_FINDINGS);
        assert_eq!(exit_code(1, &c), EXIT_ERROR, "errors win");
    }

    #[test]
    fn families_are_directories_below_the_argument() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
        let f = root.join("kernels/gfx942/x.co");
        assert_eq!(family_under(&root, &f), "corpus/kernels/gfx942");
        assert_eq!(family_under(&root, &root.join("x.s")), "corpus");
    }
}
