//! `wavebed replay`: recorded traces through a counter model, bounded, in
//! parallel. One line per trace, race reports as `wavebed check` prints them,
//! a total line; exit 0 clean, 1 races, 2 any trace damaged or unreadable.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::PathBuf;
use std::time::Duration;

use wavebed_model::counter::report::RaceRecord;
use wavebed_model::counter::ModelKind;
use wavebed_model::inputs::Input;
use wavebed_model::parallel::InOrder;
use wavebed_replay::replay::{self, report_context, ReplayOptions, Replayed};
use wavebed_replay::report::{DisagreementRecord, OracleTotals, ReplayTotal, TraceLine, TraceRace};
use wavebed_replay::TraceError;

use super::out::{json_text, Out};
use super::{CliError, Format, Outcome, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

#[derive(clap::Args)]
#[command(
    after_help = "Replay recorded traces (.wbt files, directories of them, or trace \
stores) through a counter model.\n\n\
Prints the race reports of each trace as `wavebed check` does, then one line per trace: \
`NAME exit=E races=R completed=C` (NAME is the trace file's stem or the store entry's name; \
exit=0 replayed, exit=2 damaged or unreadable, with the message on stderr; completed=0 when \
the recording or --max-instructions or --timeout cut the stream), then one line per distinct \
assumption set the traces replayed under, `assume: flat=either ... (from trace: N traces)` (a \
trace replays under the set recorded in it, `from trace`; readings given with --assume override \
it, `from trace+assume`; a version-1 trace records none and replays under the default set, \
`from default`), and finally `total traces=T races=R errors=E completed=C`.\n\n\
Exit codes: 0 no race, 1 races, 2 any trace damaged or unreadable."
)]
pub struct Args {
    /// Trace files, directories (searched for .wbt files) or trace stores.
    #[arg(required = true, value_name = "TRACE_OR_DIR")]
    pub inputs: Vec<PathBuf>,
    /// Counter model: legacy, seed or exact.
    #[arg(long, default_value = "exact")]
    pub model: ModelKind,
    /// Also run the closed-form oracle on the same streams: print each pair it
    /// and the model disagree on (`DISAGREE kind=missed_race|false_positive`)
    /// and add `oracle_races= missed= false_positives=` to each trace line. A
    /// missed race (the model is unsound) makes the exit code 1.
    #[arg(long)]
    pub oracle: bool,
    /// Replay at most N instructions of each wave (a bounded prefix).
    #[arg(long, value_name = "N")]
    pub max_instructions: Option<u64>,
    /// Give up on a trace after SECS seconds (it then reports completed=0).
    #[arg(long, value_name = "SECS")]
    pub timeout: Option<f64>,
    #[command(flatten)]
    pub jobs: super::JobsArgs,
    #[arg(long, value_enum, default_value = "text")]
    pub format: Format,
    #[command(flatten)]
    pub assume: super::AssumeArgs,
}

pub fn run(args: Args, out: &mut Out) -> Outcome {
    let timeout = match args.timeout {
        Some(s) if !(s > 0.0 && s.is_finite()) => {
            return Err(CliError::Usage(format!(
                "--timeout {s}: expected a positive number of seconds"
            )))
        }
        Some(s) => Some(Duration::from_secs_f64(s)),
        None => None,
    };
    // A path that cannot be read is reported with its path; the others are
    // replayed and the run exits 2 at the end.
    let traces = replay::traces(&args.inputs);
    for e in &traces.errors {
        eprintln!("wavebed: {e}");
    }
    let jobs = &traces.inputs;
    if jobs.is_empty() && traces.errors.is_empty() {
        return Err(CliError::Usage(
            "no inputs: no trace (.wbt) or trace store in the paths given".into(),
        ));
    }
    let opts = ReplayOptions {
        model: args.model,
        max_instructions: args.max_instructions.unwrap_or(u64::MAX),
        timeout,
        oracle: args.oracle,
        assume: args.assume.set(),
    };
    let threads = args.jobs.threads();

    let bar = super::progress(jobs.len() as u64, "traces");
    let mut totals = Totals {
        errors: traces.errors.len(),
        ..Totals::default()
    };
    // Results arrive in completion order; print them in input order.
    let mut order = InOrder::default();
    // The first write error (a closed stdout) ends the printing; it is the
    // run's error once the workers are done.
    let mut written = Ok(());
    replay::replay_all(&traces, &opts, threads, |i, result| {
        bar.inc(1);
        order.push(i, result, |i, result| {
            let block = render(&jobs[i], result, args.model, args.format, &mut totals);
            if written.is_err() {
                return;
            }
            bar.suspend(|| {
                if !block.stderr.is_empty() {
                    eprint!("{}", block.stderr);
                }
                written = out.write_all(block.stdout.as_bytes());
            });
        });
    });
    bar.finish_and_clear();
    written?;
    match args.format {
        Format::Text => {
            for ((set, origin), n) in &totals.assumed {
                writeln!(out, "assume: {set} (from {origin}: {n} traces)")?;
            }
        }
        Format::Json => {}
    }
    let total = ReplayTotal {
        record: "total",
        traces: jobs.len(),
        races: totals.races,
        errors: totals.errors,
        completed: totals.completed,
        oracle: args.oracle.then_some(OracleTotals {
            missed: totals.missed,
            false_positives: totals.false_positives,
        }),
    };
    match args.format {
        Format::Text => writeln!(out, "{}", total.text_line())?,
        Format::Json => writeln!(out, "{}", json_text(&total)?)?,
    }
    Ok(if totals.errors > 0 {
        EXIT_ERROR
    } else if totals.races > 0 || totals.missed > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}

#[derive(Default)]
struct Totals {
    races: usize,
    /// With --oracle: pairs the model missed, and its false positives.
    missed: usize,
    false_positives: usize,
    errors: usize,
    completed: usize,
    /// Traces per (assumption set, origin) they replayed under.
    assumed: BTreeMap<(String, &'static str), usize>,
}

/// What one trace prints.
struct Block {
    stdout: String,
    stderr: String,
}

#[allow(clippy::expect_used, reason = "an invariant: a race record serializes")]
fn render(
    job: &Input,
    result: Result<Replayed, TraceError>,
    model: ModelKind,
    format: Format,
    totals: &mut Totals,
) -> Block {
    let mut out = String::new();
    let mut err = String::new();
    let r = match result.and_then(|r| match format {
        // The text reports need the stream between producer and consumer.
        Format::Text => replay::write_report(&mut out, &job.path, &r, model).map(|()| r),
        Format::Json => Ok(r),
    }) {
        Ok(r) => r,
        Err(e) => {
            totals.errors += 1;
            err.push_str(&format!("wavebed: {}: {e}\n", job.name));
            let line = TraceLine::failed(&job.name, &e);
            out.clear();
            match format {
                Format::Text => out.push_str(&line.text_line()),
                Format::Json => out.push_str(&json_text(&line).expect("a trace record serializes")),
            }
            out.push('\n');
            return Block {
                stdout: out,
                stderr: err,
            };
        }
    };
    totals.races += r.races.len();
    totals.completed += r.completed as usize;
    *totals
        .assumed
        .entry((r.assume.to_string(), r.assume_origin.name()))
        .or_default() += 1;
    if let Some(check) = &r.oracle {
        totals.missed += check.missed.len();
        totals.false_positives += check.false_positives.len();
    }
    let line = TraceLine::replayed(&job.name, &r, model);
    match format {
        Format::Text => {
            for d in DisagreementRecord::all(&job.name, &r, model) {
                out.push_str(&d.text_line());
                out.push('\n');
            }
            out.push_str(&line.text_line());
            out.push('\n');
        }
        Format::Json => {
            for race in &r.races {
                let ctx = report_context(&r.header, model, race.wave_id);
                let race = TraceRace {
                    race: RaceRecord::new(&r.kernel, &race.hit, &ctx),
                    trace: &job.name,
                };
                out.push_str(&json_text(&race).expect("a race record serializes"));
                out.push('\n');
            }
            for d in DisagreementRecord::all(&job.name, &r, model) {
                out.push_str(&json_text(&d).expect("a disagreement record serializes"));
                out.push('\n');
            }
            out.push_str(&json_text(&line).expect("a trace record serializes"));
            out.push('\n');
        }
    }
    if let Some(cut) = r.cut {
        err.push_str(&format!(
            "wavebed: {}: replay cut by --{}\n",
            job.name,
            cut.name()
        ));
    }
    Block {
        stdout: out,
        stderr: err,
    }
}
