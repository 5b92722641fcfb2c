//! One file through the census on a worker thread, and what it prints: a line
//! (text) or a record (JSON) per kernel, optionally the race reports of chosen
//! models, each labelled race, false_positive or missed.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::Instant;

use std::path::Path;

use wavebed_model::assume::{Assumptions, READINGS};
use wavebed_model::cfg::Cfg;
use wavebed_model::counter::report::{
    self, write_race_text_with_witness, RaceRecord, ReportContext,
};
use wavebed_model::counter::sarif::{self, SarifResult};
use wavebed_model::counter::ModelKind;
use wavebed_model::counter::RaceHit;
use wavebed_model::inputs::Input;
use wavebed_model::instr::Kernel;
use wavebed_model::instr::Program;
use wavebed_model::isa::LoadError;
use wavebed_model::paths::{block_name, Entry};
use wavebed_model::pipeline::{KernelWaves, PathsCoverage, Settings};
use wavebed_oracle::census::explain::{explain, Cause};
use wavebed_oracle::census::record::{
    CensusRace, ErrorRecord, KernelParts, KernelRecord, WaitLine,
};
use wavebed_oracle::census::{
    census_kernel, census_lds, census_lds_run, Counts, Found, KernelCensus, LdsCounts,
    MutationCounts, Subject,
};
use wavebed_oracle::peers::llvm::campaign::WaitTally;
use wavebed_replay::waves;

use super::{llvm, CensusFormat};
use crate::cli::out::json_text;
use crate::cli::CliError;

/// What the workers need to know about the output.
#[derive(Clone, Debug)]
pub struct Options {
    pub format: CensusFormat,
    pub mutate: bool,
    /// Models whose race reports are printed.
    pub races: Vec<ModelKind>,
    /// The assumption set every input is decided under (a trace's recorded
    /// set is not used: the census compares readings itself).
    pub assume: Assumptions,
    /// Judge every kernel's own waits as LLVM's (the LLVM column).
    pub llvm: bool,
}

/// One kernel's result, for the totals.
pub struct KernelDone {
    pub name: String,
    pub counts: Counts,
    pub mutation: Option<MutationCounts>,
    /// The exact model's races per [`Cause`] (in `Cause::ALL` order), and
    /// how many of those are loop-carried.
    pub causes: [(u64, u64); Cause::ALL.len()],
    /// With `--paths all`: what every path reaches.
    pub coverage: Option<PathsCoverage>,
    /// The LLVM column (`--llvm`): the kernel's waits judged as LLVM's.
    pub llvm: Option<WaitTally>,
}

/// One file's result: its kernels' counts and what it prints.
pub struct CensusedFile {
    pub family: String,
    pub kernels: Vec<KernelDone>,
    /// Text lines or JSON records, in order (empty for Markdown).
    pub printed: String,
    /// The file could not be read: the message (path included).
    pub error: Option<String>,
    /// The printed races as SARIF results (`--format sarif`).
    pub sarif: Vec<SarifResult>,
    /// Seconds spent on the file (loading and census).
    pub seconds: f64,
}

/// Runs the census on each kernel of `input` (a listing or code object comes
/// as `program`, loaded with its batch).
pub fn process(
    input: &Input,
    family: &str,
    program: Option<Result<Program, LoadError>>,
    settings: &Settings,
    opts: &Options,
) -> CensusedFile {
    let start = Instant::now();
    let mut done = CensusedFile {
        family: family.to_string(),
        kernels: Vec::new(),
        printed: String::new(),
        error: None,
        sarif: Vec::new(),
        seconds: 0.0,
    };
    match waves::load_with(input, program, settings) {
        Err(e) => {
            let e = e.to_string();
            if opts.format == CensusFormat::Json {
                let file = input.shown().display().to_string();
                match json_text(&ErrorRecord::new(&file, family, &e)) {
                    Ok(v) => done.printed = format!("{v}\n"),
                    Err(j) => done.error = Some(j.to_string()),
                }
            }
            done.error = Some(e);
        }
        Ok(kernels) => {
            for loaded in kernels {
                let profile = opts.assume.profile(loaded.arch);
                let subject = Subject {
                    kernel: &loaded.kernel,
                    profile: &profile,
                    waves: &loaded.waves,
                    path_races: &loaded.path_races,
                };
                let census = census_kernel(&subject, opts.mutate);
                let mut counts = census.counts(loaded.completed);
                if let Some(p) = &loaded.paths {
                    // Instructions analysed, not the waves' total; device
                    // functions are not counted as kernels (as in `check`).
                    counts.instructions = p.instructions;
                    counts.kernels = u64::from(p.entry == Entry::Kernel);
                }
                let entry = loaded.paths.as_ref().map_or(Entry::Kernel, |p| p.entry);
                // SARIF lists the LDS races themselves; the other formats
                // only count them.
                let lds = (opts.format == CensusFormat::Sarif)
                    .then(|| census_lds_run(&loaded.kernel, &profile, entry));
                counts.lds = match &lds {
                    Some((_, run)) => LdsCounts::of(run),
                    None => census_lds(&loaded.kernel, &profile, entry),
                };
                let file = input.shown().display().to_string();
                let origin = input.member.as_ref().map(|m| m.origin.as_str().into());
                let job = CensusedKernel {
                    origin,
                    subject: &subject,
                    loaded: &loaded,
                    census: &census,
                    counts: &counts,
                    file: &file,
                    family,
                };
                if opts.format == CensusFormat::Sarif {
                    sarif_kernel(&mut done.sarif, &job, opts);
                    if let Some((cfg, run)) = &lds {
                        sarif_lds(&mut done.sarif, &job, cfg, &run.races);
                    }
                } else {
                    if let Err(e) = print_kernel(&mut done.printed, &job, opts) {
                        done.error = Some(e.to_string());
                    }
                }
                // The LLVM column judges kernels only, as `diff llvm --compiled`
                // does: a device function's entry wait is what makes its drained
                // entry state (docs/paths.md section 3) true, so judging it from
                // that state would call it an over-wait.
                let is_kernel = loaded
                    .paths
                    .as_ref()
                    .is_none_or(|p| p.entry == Entry::Kernel);
                let llvm = (opts.llvm && is_kernel).then(|| {
                    let origin = llvm::Origin {
                        kernel: &loaded.kernel.name,
                        file: &file,
                        family,
                        arch: loaded.arch.name(),
                    };
                    llvm::judge_kernel(
                        &mut done.printed,
                        opts.format,
                        &profile,
                        &loaded.kernel,
                        &origin,
                    )
                });
                let llvm = llvm.transpose().unwrap_or_else(|e| {
                    done.error = Some(e.to_string());
                    None
                });
                let mut causes = [(0, 0); Cause::ALL.len()];
                for f in &census.model(ModelKind::Exact).races {
                    let e = explain(&subject, f);
                    let slot = &mut causes[cause_index(e.cause)];
                    slot.0 += 1;
                    slot.1 += u64::from(e.loop_carried);
                }
                done.kernels.push(KernelDone {
                    name: loaded.kernel.name.clone(),
                    counts,
                    mutation: census.mutation.as_ref().map(MutationCounts::of),
                    causes,
                    coverage: loaded.paths,
                    llvm,
                });
            }
        }
    }
    done.seconds = start.elapsed().as_secs_f64();
    done
}

/// The races of `model` to print: its races (race or false_positive) and the
/// oracle's races it missed, in producer order.
fn labelled(
    kernel: &Kernel,
    census: &KernelCensus,
    model: ModelKind,
) -> Vec<(&'static str, Found, u64)> {
    let m = census.model(model);
    let false_positive: HashSet<(u32, u32)> = m
        .false_positive
        .iter()
        .map(|g| (g.hit.producer, g.hit.consumer))
        .collect();
    let mut out: Vec<(&'static str, Found)> = m
        .races
        .iter()
        .map(|f| {
            let fp = false_positive.contains(&(f.hit.producer, f.hit.consumer));
            (if fp { "false_positive" } else { "race" }, *f)
        })
        .chain(m.missed.iter().map(|f| ("missed", *f)))
        .collect();
    out.sort_by_key(|(_, f)| (f.hit.producer, f.hit.consumer));
    // Grouped as `check` groups its reports (by places, register, access,
    // and here the verdict): a `.rept` body's races print once with a count.
    report::group_by_place(kernel, out.iter().map(|(v, f)| (f.hit, *v)))
        .into_iter()
        .map(|(first, count)| (out[first].0, out[first].1, count))
        .collect()
}

/// Position of `c` in [`Cause::ALL`].
#[allow(clippy::expect_used, reason = "an invariant: every cause is listed")]
pub fn cause_index(c: Cause) -> usize {
    Cause::ALL
        .iter()
        .position(|&x| x == c)
        .expect("every cause is listed")
}

/// One censused kernel and where it came from.
struct CensusedKernel<'a> {
    subject: &'a Subject<'a>,
    loaded: &'a KernelWaves,
    census: &'a KernelCensus,
    counts: &'a Counts,
    file: &'a str,
    family: &'a str,
    /// The code object's origin in a container (reports name it).
    origin: Option<std::sync::Arc<str>>,
}

/// A kernel's SARIF artifact: its file's URI and, for a listing, its text
/// (for the snippets; a code object has none).
fn artifact_of(job: &CensusedKernel<'_>) -> (String, Option<String>) {
    let uri = sarif::path_uri(Path::new(job.file));
    let from_listing = job.loaded.kernel.instrs.iter().all(|i| i.addr.is_none());
    let text = from_listing
        .then(|| std::fs::read_to_string(job.file).ok())
        .flatten();
    (uri, text)
}

/// The races of the chosen models as SARIF results, each with its verdict
/// (race, false_positive, missed), cause and whether it is loop-carried.
fn sarif_kernel(out: &mut Vec<SarifResult>, job: &CensusedKernel<'_>, opts: &Options) {
    let k = &job.loaded.kernel;
    let (uri, text) = artifact_of(job);
    let artifact = sarif::Artifact {
        uri: &uri,
        text: text.as_deref(),
    };
    for &model in &opts.races {
        let ctx = ReportContext {
            origin: job.origin.clone(),
            ..ReportContext::new(job.loaded.arch, model)
        };
        for (verdict, f, count) in labelled(k, job.census, model) {
            let e = explain(job.subject, &f);
            let ctx = ReportContext {
                wave: f.wave,
                ..ctx.clone()
            };
            let mut result = sarif::race_result(&artifact, k, &f.hit, &ctx, None)
                .with_property("verdict", verdict)
                .with_property("cause", e.cause.name())
                .with_property("family", job.family);
            if count > 1 {
                result = result.with_property("count", &count.to_string());
            }
            result
                .properties
                .set("loop_carried", sarif::Value::Bool(e.loop_carried));
            out.push(result);
        }
    }
}

/// A kernel's LDS races as SARIF results, grouped and shaped as `check`'s
/// (docs/lds.md section 14), each with the family: LDS races have no
/// oracle verdict in the census (docs/census.md, "The LDS column").
fn sarif_lds(
    out: &mut Vec<SarifResult>,
    job: &CensusedKernel<'_>,
    cfg: &Cfg,
    races: &[wavebed_model::lds::LdsRace],
) {
    if races.is_empty() {
        return;
    }
    let k = &job.loaded.kernel;
    let (uri, text) = artifact_of(job);
    let artifact = sarif::Artifact {
        uri: &uri,
        text: text.as_deref(),
    };
    let ctx = ReportContext {
        origin: job.origin.clone(),
        ..ReportContext::new(job.loaded.arch, ModelKind::Exact)
    };
    for group in wavebed_model::lds::report::group_lds_races(k, races) {
        let result = sarif::lds_group_result(&artifact, k, cfg, races, &group, &ctx)
            .with_property("family", job.family);
        out.push(result);
    }
}

fn print_kernel(
    out: &mut String,
    job: &CensusedKernel<'_>,
    opts: &Options,
) -> Result<(), CliError> {
    let CensusedKernel {
        subject,
        loaded,
        census,
        counts,
        file,
        family,
        ..
    } = *job;
    let k = &loaded.kernel;
    // With --paths all, races print their witness blocks.
    let cfg = (loaded.paths.is_some() && !opts.races.is_empty()).then(|| Cfg::build(k));
    let notices: Vec<String> = loaded
        .notices
        .iter()
        .cloned()
        .chain(census.cut_notice())
        .collect();
    let record = || {
        KernelRecord::new(KernelParts {
            name: &k.name,
            symbol: &k.symbol,
            file,
            family,
            arch: loaded.arch,
            waves: loaded.waves.len(),
            completed: loaded.completed && census.cut.is_none(),
            end: &loaded.end,
            indexed: k
                .by_origin(|i| k.instrs[i as usize].indexed)
                .into_iter()
                .filter(|&x| x)
                .count(),
            notices: &notices,
            seconds: census.seconds,
            counts: *counts,
            coverage: loaded.paths,
            mutation: census.mutation.as_ref().map(MutationCounts::of),
            redundant_waits: census.mutation.as_ref().map(|m| {
                m.redundant_waits
                    .iter()
                    .map(|&r| WaitLine {
                        line: k.instrs[r as usize].line,
                        text: &k.instrs[r as usize].text,
                    })
                    .collect()
            }),
        })
    };
    match opts.format {
        CensusFormat::Md | CensusFormat::Sarif => {}
        CensusFormat::Text => {
            writeln!(out, "{}", record().text_line())?;
            for n in &notices {
                writeln!(out, "  note: {n}")?;
            }
            for &model in &opts.races {
                let ctx = ReportContext {
                    origin: job.origin.clone(),
                    ..ReportContext::new(loaded.arch, model)
                };
                for (verdict, f, count) in labelled(k, census, model) {
                    let e = explain(subject, &f);
                    writeln!(
                        out,
                        "CENSUS model={model} verdict={verdict} cause={} loop_carried={}",
                        cause_label(census, k, &f, e.cause),
                        u8::from(e.loop_carried)
                    )?;
                    let stream = &loaded.waves[f.wave as usize];
                    let ctx = ReportContext {
                        wave: f.wave,
                        ..ctx.clone()
                    };
                    let witness = cfg.as_ref().map(|cfg| witness(k, cfg, stream, &f.hit));
                    let mut text = String::new();
                    write_race_text_with_witness(
                        &mut text,
                        k,
                        stream,
                        &f.hit,
                        &ctx,
                        witness.as_deref(),
                    )?;
                    if count > 1 {
                        let at = text.rfind("END_RACE").unwrap_or(text.len());
                        text.insert_str(at, &report::group_count_line(count));
                    }
                    out.push_str(&text);
                }
            }
            if let Some(m) = &census.mutation {
                for r in &m.redundant_waits {
                    let i = &k.instrs[*r as usize];
                    writeln!(out, "  redundant wait line={} {}", i.line, i.text)?;
                }
                for u in &m.undetected {
                    let i = &k.instrs[u.wait as usize];
                    writeln!(
                        out,
                        "  undetected model={} line={} wait=`{}` mutant=`{}` new_races={}",
                        u.model, i.line, i.text, u.mutant, u.new_races
                    )?;
                }
            }
        }
        CensusFormat::Json => {
            writeln!(out, "{}", json_text(&record())?)?;
            for &model in &opts.races {
                let ctx = ReportContext {
                    origin: job.origin.clone(),
                    ..ReportContext::new(loaded.arch, model)
                };
                for (verdict, f, count) in labelled(k, census, model) {
                    let ctx = ReportContext {
                        wave: f.wave,
                        ..ctx.clone()
                    };
                    let mut race = RaceRecord::new(k, &f.hit, &ctx);
                    if count > 1 {
                        race.count = Some(count);
                    }
                    if let Some(cfg) = &cfg {
                        let stream = &loaded.waves[f.wave as usize];
                        race.witness = Some(witness(k, cfg, stream, &f.hit));
                    }
                    let e = explain(subject, &f);
                    let r = CensusRace {
                        race,
                        verdict,
                        cause: cause_label(census, k, &f, e.cause),
                        loop_carried: e.loop_carried,
                        file,
                    };
                    writeln!(out, "{}", json_text(&r)?)?;
                }
            }
        }
    }
    Ok(())
}

/// The witness of a race on one of the census's paths: the blocks the
/// stream passes through from the producer to the consumer, named as
/// `check` names them (docs/paths.md section 4).
fn witness(kernel: &Kernel, cfg: &Cfg, stream: &[u32], hit: &RaceHit) -> Vec<String> {
    let (from, to) = (hit.producer_pos as usize, hit.consumer_pos as usize);
    let mut blocks = Vec::new();
    for pos in from..=to {
        let id = stream[pos];
        let b = cfg.block_of(id);
        let enters = pos == from || id == cfg.blocks[b as usize].start || stream[pos - 1] + 1 != id;
        if enters {
            blocks.push(block_name(kernel, cfg, b));
        }
    }
    blocks
}

/// A race's cause label: `reading:KEY` when the race disappears under the
/// other value of a contested reading, else the path's cause.
fn cause_label(census: &KernelCensus, kernel: &Kernel, f: &Found, cause: Cause) -> String {
    let (producer, consumer) = wavebed_oracle::census::race_key(kernel, &f.hit);
    match census.reading_of(producer, consumer) {
        Some(i) => format!("reading:{}", READINGS[i].key),
        None => cause.name().to_string(),
    }
}

impl CensusedFile {
    /// Adds the file's share of its batch's disassembly time.
    pub fn with_load_seconds(mut self, seconds: f64) -> CensusedFile {
        self.seconds += seconds;
        self
    }
}
