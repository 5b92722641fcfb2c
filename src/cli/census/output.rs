//! One file through the census on a worker thread, and what it prints: a line
//! (text) or a record (JSON) per kernel, optionally the race reports of chosen
//! models, each labelled race, false_positive or missed.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::time::Instant;

use std::path::Path;

use serde_json::{json, Value};
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
use wavebed_model::pipeline::{PathsCoverage, Settings, Waves};
use wavebed_oracle::census::explain::{explain, Cause};
use wavebed_oracle::census::render;
use wavebed_oracle::census::{census_kernel, Counts, Found, KernelCensus, MutationCounts, Subject};
use wavebed_oracle::peers::llvm::campaign::Tally;
use wavebed_replay::waves;

use super::{llvm, CensusFormat};
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
    pub llvm: Option<Tally>,
}

/// One file's result: its kernels' counts and what it prints.
pub struct FileDone {
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
) -> FileDone {
    let start = Instant::now();
    let mut done = FileDone {
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
                let v = json!({"record": "error", "file": input.shown().display().to_string(),
                               "family": family, "message": e});
                done.printed = format!("{v}\n");
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
                };
                let census = census_kernel(&subject, opts.mutate);
                let mut counts = census.counts(loaded.completed);
                if let Some(p) = &loaded.paths {
                    // Instructions analysed, not the waves' total; device
                    // functions are not counted as kernels (as in `check`).
                    counts.instructions = p.instructions;
                    counts.kernels = u64::from(p.entry == Entry::Kernel);
                }
                let file = input.shown().display().to_string();
                let origin = input.member.as_ref().map(|m| m.origin.as_str().into());
                let job = Job {
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
struct Job<'a> {
    subject: &'a Subject<'a>,
    loaded: &'a Waves,
    census: &'a KernelCensus,
    counts: &'a Counts,
    file: &'a str,
    family: &'a str,
    /// The code object's origin in a container (reports name it).
    origin: Option<std::sync::Arc<str>>,
}

/// The races of the chosen models as SARIF results, each with its verdict
/// (race, false_positive, missed), cause and whether it is loop-carried.
fn sarif_kernel(out: &mut Vec<SarifResult>, job: &Job<'_>, opts: &Options) {
    let k = &job.loaded.kernel;
    let uri = sarif::path_uri(Path::new(job.file));
    let from_listing = k.instrs.iter().all(|i| i.addr.is_none());
    let text = from_listing
        .then(|| std::fs::read_to_string(job.file).ok())
        .flatten();
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

fn print_kernel(out: &mut String, job: &Job<'_>, opts: &Options) -> Result<(), CliError> {
    let Job {
        subject,
        loaded,
        census,
        counts,
        file,
        family,
        ..
    } = *job;
    let k = &loaded.kernel;
    let generic = k.instrs.iter().filter(|i| i.generic).count();
    let indexed = k.instrs.iter().filter(|i| i.indexed).count();
    // With --paths all, races print their witness blocks.
    let cfg = (loaded.paths.is_some() && !opts.races.is_empty()).then(|| Cfg::build(k));
    match opts.format {
        CensusFormat::Md | CensusFormat::Sarif => {}
        CensusFormat::Text => {
            let mut line = format!(
                "{}={} symbol={} file={file} family={family} arch={} waves={} {} end={} generic={generic} indexed={indexed}",
                entry_key(loaded),
                k.name,
                k.symbol,
                loaded.arch,
                loaded.waves.len(),
                render::kernel_fields(counts),
                loaded.end,
            );
            if let Some(p) = &loaded.paths {
                write!(line, " {}", coverage_fields(p))?;
            }
            if let Some(m) = &census.mutation {
                write!(line, " {}", render::mutation_fields(&MutationCounts::of(m)))?;
            }
            writeln!(out, "{line}")?;
            for n in loaded.notices.iter().chain(&census.cut_notice()) {
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
                        cause_label(census, &f, e.cause),
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
            let mut models = serde_json::Map::new();
            for (i, m) in ModelKind::ALL.iter().enumerate() {
                models.insert(
                    m.name().to_string(),
                    json!({"races": counts.races[i], "false_positive": counts.false_positive[i],
                           "missed": counts.missed[i]}),
                );
            }
            let mut v = json!({
                "record": "kernel", "kernel": k.name, "symbol": k.symbol, "file": file,
                "family": family, "arch": loaded.arch.name(), "waves": loaded.waves.len(),
                "instructions": counts.instructions,
                "completed": loaded.completed && census.cut.is_none(),
                "end": loaded.end, "oracle_races": counts.oracle_races,
                "generic": generic, "indexed": indexed,
                "notices": loaded.notices.iter().chain(&census.cut_notice()).collect::<Vec<_>>(),
                "seconds": census.seconds,
            });
            for (name, m) in models {
                v[name] = m;
            }
            if let Some(p) = &loaded.paths {
                if p.entry == Entry::DeviceFunction {
                    let name = v["kernel"].take();
                    if let Some(record) = v.as_object_mut() {
                        record.remove("kernel");
                    }
                    v["function"] = name;
                }
                v["paths"] = json!("all");
                v["waits"] = json!(p.waits);
                v["unreached_waits"] = json!(p.unreached_waits);
                v["unreached"] = json!(p.unreached);
                v["enumerated"] = json!(p.enumerated);
            }
            v["readings"] = readings_json(counts);
            if let Some(m) = &census.mutation {
                v["mutation"] = mutation_json(&MutationCounts::of(m));
                v["redundant_waits"] = json!(m
                    .redundant_waits
                    .iter()
                    .map(|&r| json!({"line": k.instrs[r as usize].line,
                                     "text": &*k.instrs[r as usize].text}))
                    .collect::<Vec<_>>());
            }
            writeln!(out, "{v}")?;
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
                    let mut r = serde_json::to_value(RaceRecord::new(k, &f.hit, &ctx))?;
                    let e = explain(subject, &f);
                    r["verdict"] = json!(verdict);
                    r["cause"] = json!(cause_label(census, &f, e.cause));
                    r["loop_carried"] = json!(e.loop_carried);
                    r["file"] = json!(file);
                    if count > 1 {
                        r["count"] = json!(count);
                    }
                    if let Some(cfg) = &cfg {
                        r["witness"] =
                            json!(witness(k, cfg, &loaded.waves[f.wave as usize], &f.hit));
                    }
                    writeln!(out, "{r}")?;
                }
            }
        }
    }
    Ok(())
}

/// `kernel`, or `function` for a device function (docs/paths.md section 3).
fn entry_key(loaded: &Waves) -> &'static str {
    match loaded.paths.map(|p| p.entry) {
        Some(Entry::DeviceFunction) => "function",
        _ => "kernel",
    }
}

/// A kernel line's coverage with `--paths all`: `paths=all waits=W
/// unreached_waits=UW unreached=U enumerated=0|1`.
pub fn coverage_fields(p: &PathsCoverage) -> String {
    format!(
        "paths=all waits={} unreached_waits={} unreached={} enumerated={}",
        p.waits,
        p.unreached_waits,
        p.unreached,
        u8::from(p.enumerated)
    )
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

fn mutation_json(m: &MutationCounts) -> Value {
    let mut v = json!({"waits": m.waits, "unreached_waits": m.unreached,
                       "redundant_waits": m.redundant, "mutants": m.mutants,
                       "effective_mutants": m.effective});
    for (i, k) in ModelKind::ALL.iter().enumerate() {
        v[format!("{k}_detected")] = json!(m.detected[i]);
        v[format!("{k}_rate")] = json!(m.rate(i));
    }
    v
}

/// A race's cause label: `reading:KEY` when the race disappears under the
/// other value of a contested reading, else the path's cause.
fn cause_label(census: &KernelCensus, f: &Found, cause: Cause) -> String {
    match census.reading_of(f.hit.producer, f.hit.consumer) {
        Some(i) => format!("reading:{}", READINGS[i].key),
        None => cause.name().to_string(),
    }
}

/// `{"flat": {"gone": G, "new": N}, ...}`: the races that depend on each reading.
fn readings_json(c: &Counts) -> Value {
    READINGS
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let v = json!({"gone": c.reading_gone[i], "new": c.reading_new[i]});
            (r.key.to_string(), v)
        })
        .collect::<serde_json::Map<_, _>>()
        .into()
}

fn counts_json(record: &str, c: &Counts) -> Value {
    let mut v = json!({"record": record, "kernels": c.kernels, "instructions": c.instructions,
                       "oracle_races": c.oracle_races, "incomplete": c.incomplete});
    for (i, m) in ModelKind::ALL.iter().enumerate() {
        v[format!("{m}_races")] = json!(c.races[i]);
        v[format!("{m}_false_positive")] = json!(c.false_positive[i]);
        v[format!("{m}_missed")] = json!(c.missed[i]);
    }
    v["readings"] = readings_json(c);
    v
}

/// A family's record.
pub fn family_json(name: &str, c: &Counts, m: Option<&MutationCounts>) -> Value {
    let mut v = counts_json("family", c);
    v["family"] = json!(name);
    v["seconds"] = json!(c.seconds);
    if let Some(m) = m {
        v["mutation"] = mutation_json(m);
    }
    v
}

/// The total record (the text total line's fields, plus errors).
pub fn total_json(c: &Counts, m: Option<&MutationCounts>, seconds: f64, errors: usize) -> Value {
    let mut v = counts_json("total", c);
    v["seconds"] = json!(seconds);
    v["errors"] = json!(errors);
    if let Some(m) = m {
        v["mutation"] = mutation_json(m);
    }
    v
}

impl FileDone {
    /// Adds the file's share of its batch's disassembly time.
    pub fn with_load_seconds(mut self, seconds: f64) -> FileDone {
        self.seconds += seconds;
        self
    }
}
