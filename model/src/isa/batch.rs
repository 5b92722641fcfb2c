//! Loading many files at once. Most of the time of disassembling a corpus of
//! small code objects one `llvm-objdump` process each is process start-up (a
//! small object costs about 0.04 s of it on the project machine), so [`load_many`] disassembles
//! the code objects of a batch with one llvm-objdump process per
//! architecture and splits the output per file. llvm-objdump given several
//! files prints each one's disassembly after a header line
//! `\nFILE:\tfile format elf64-amdgpu`, exactly as it prints the file alone:
//! each file's part is byte for byte the single-file output (the `batch`
//! integration test checks this), and it goes through the same parse, so the
//! objdump text stays the ground truth and results do not change.
//!
//! When a batched run fails (a damaged object, an objdump that does not know
//! the architecture) or its output cannot be split, each of its files is
//! loaded alone, so every error names its own file as [`load_path`] does.

use std::ops::Range;
use std::path::Path;

use std::path::PathBuf;
use std::sync::Arc;

use super::container::{self, Member};
use super::load::{load_at, load_other, ObjdumpJob, TempFile};
use super::{elf, LoadError, LoadOptions};
use crate::inputs::{Input, InputKind};
use crate::instr::Program;
use crate::parallel::{self, InOrder};
use crate::profile::Arch;

/// At most this many files in one batch: an objdump process's output is held
/// in memory until it is split.
pub const MAX_BATCH_FILES: usize = 128;

/// At most this many bytes of input in one batch (a batch of one larger file
/// is allowed): llvm-objdump prints about 15 bytes of text per byte of code.
pub const MAX_BATCH_BYTES: u64 = 2 << 20;

/// Splits work on files of `sizes` (bytes, in the order the work is taken)
/// into consecutive batches for [`load_many`] for `workers` threads: small
/// enough that every worker gets several batches (so none idles at the end),
/// large enough that process start-up is paid rarely.
pub fn plan(sizes: &[u64], workers: usize) -> Vec<Range<usize>> {
    let per_batch = (sizes.len() / (workers.max(1) * 8)).clamp(1, MAX_BATCH_FILES);
    let mut out = Vec::new();
    let mut start = 0;
    let mut bytes = 0u64;
    for (i, &size) in sizes.iter().enumerate() {
        let full = i - start == per_batch || (i > start && bytes + size > MAX_BATCH_BYTES);
        if full {
            out.push(start..i);
            start = i;
            bytes = 0;
        }
        bytes += size;
    }
    if start < sizes.len() {
        out.push(start..sizes.len());
    }
    out
}

/// Loads each of `paths` as [`load_path`] does, with the same results and
/// errors, running one llvm-objdump per architecture for all the code
/// objects among them.
pub fn load_many(paths: &[&Path], opts: &LoadOptions) -> Vec<Result<Program, LoadError>> {
    let sources: Vec<Source> = paths
        .iter()
        .map(|&p| Source { shown: p, disk: p })
        .collect();
    load_sources(&sources, opts)
}

/// A file to load: its name in messages and where its bytes are (a
/// container's code object is written to a temporary file first).
#[derive(Clone, Copy)]
struct Source<'a> {
    shown: &'a Path,
    disk: &'a Path,
}

/// [`load_many`] of files whose bytes may be elsewhere than their names say.
fn load_sources(sources: &[Source<'_>], opts: &LoadOptions) -> Vec<Result<Program, LoadError>> {
    stage_sources(sources, opts)
        .into_iter()
        .map(Stage::load)
        .collect()
}

/// A file of a batch: loaded, or its part of the batch's llvm-objdump output
/// still to be parsed. A batch's files are parsed one at a time, when the
/// worker takes each ([`Loading::load`]), so at most one of them is a parsed
/// program while the batch is worked on: parsed all at once, a batch of a
/// hundred code objects held them all, and the peak grew with the corpus
/// (issue 30, memory).
pub struct Loading {
    stage: Stage,
    /// A container's code object on disk, kept while its part may still be
    /// disassembled again (`ObjdumpJob::parse_decoding` reruns llvm-objdump
    /// on it for gfx12's true16 forms).
    _member: Option<TempFile>,
}

impl Loading {
    /// The file's program, or why it did not load.
    pub fn load(self) -> Result<Program, LoadError> {
        self.stage.load()
    }
}

enum Stage {
    Done(Result<Program, LoadError>),
    /// To parse: `out[part]` is the file's own disassembly.
    Part {
        job: Box<ObjdumpJob>,
        shown: PathBuf,
        disk: PathBuf,
        out: Arc<Vec<u8>>,
        part: Range<usize>,
    },
}

impl Stage {
    fn load(self) -> Result<Program, LoadError> {
        match self {
            Stage::Done(r) => r,
            Stage::Part {
                job,
                shown,
                disk,
                out,
                part,
            } => job.parse_decoding(&shown, &disk, &out[part]),
        }
    }
}

/// [`load_sources`], parsing what llvm-objdump printed only when asked.
#[allow(clippy::expect_used, reason = "an invariant: every file is staged")]
fn stage_sources(sources: &[Source<'_>], opts: &LoadOptions) -> Vec<Stage> {
    let mut results: Vec<Option<Stage>> = Vec::with_capacity(sources.len());
    // Code objects to disassemble: (index in `sources`, its job), grouped by
    // architecture below.
    let mut pending: Vec<(usize, ObjdumpJob)> = Vec::new();
    for (i, src) in sources.iter().enumerate() {
        let path = src.shown;
        let bytes = match std::fs::read(src.disk) {
            Ok(b) => b,
            Err(error) => {
                results.push(Some(Stage::Done(Err(LoadError::Io {
                    path: path.to_owned(),
                    error,
                }))));
                continue;
            }
        };
        if !elf::is_elf(&bytes) {
            results.push(Some(Stage::Done(load_other(path, &bytes, opts))));
            continue;
        }
        match ObjdumpJob::new(path, &bytes, opts) {
            Ok(job) => match job.native(path, &bytes, opts) {
                // `--decoder native`: decoded without llvm-objdump.
                Some(done) => results.push(Some(Stage::Done(done))),
                None => {
                    results.push(None);
                    pending.push((i, job));
                }
            },
            Err(e) => results.push(Some(Stage::Done(Err(e)))),
        }
    }
    let mut archs: Vec<Arch> = pending.iter().map(|(_, j)| j.arch).collect();
    archs.sort_by_key(|a| a.name());
    archs.dedup();
    for arch in archs {
        let (group, rest): (Vec<_>, Vec<_>) =
            pending.into_iter().partition(|(_, j)| j.arch == arch);
        pending = rest;
        for (i, stage) in disassemble_group(sources, group, opts) {
            results[i] = Some(stage);
        }
    }
    results
        .into_iter()
        .map(|r| r.expect("every file is staged"))
        .collect()
}

/// [`load_many`] for the listings and code objects among `inputs`; a trace
/// gets `None` (the trace reader opens it).
pub fn load_inputs(
    inputs: &[&Input],
    opts: &LoadOptions,
) -> Vec<Option<Result<Program, LoadError>>> {
    stage_inputs(inputs, opts)
        .into_iter()
        .map(|l| l.map(Loading::load))
        .collect()
}

/// [`load_inputs`], each file parsed only when its [`Loading`] is loaded.
fn stage_inputs(inputs: &[&Input], opts: &LoadOptions) -> Vec<Option<Loading>> {
    let wanted = |i: &&&Input| i.kind != InputKind::Trace;
    // Containers' code objects: their bytes in temporary files, or why they
    // could not be taken out.
    let mut members: Vec<Option<Result<(PathBuf, TempFile), LoadError>>> = inputs
        .iter()
        .map(|i| i.member.as_ref().map(|m| member_file(&i.path, m)))
        .collect();
    let mut sources = Vec::new();
    let mut failed = Vec::new();
    for (i, input) in inputs.iter().enumerate() {
        if !wanted(&input) {
            continue;
        }
        match &members[i] {
            None => sources.push((
                i,
                Source {
                    shown: &input.path,
                    disk: &input.path,
                },
            )),
            Some(Ok((shown, tmp))) => sources.push((
                i,
                Source {
                    shown,
                    disk: &tmp.0,
                },
            )),
            Some(Err(_)) => failed.push(i),
        }
    }
    let only: Vec<Source> = sources.iter().map(|(_, s)| *s).collect();
    let indices: Vec<usize> = sources.iter().map(|(i, _)| *i).collect();
    let stages = stage_sources(&only, opts);
    let mut out: Vec<Option<Loading>> = inputs.iter().map(|_| None).collect();
    for (i, stage) in indices.into_iter().zip(stages) {
        let member = match members[i].take() {
            Some(Ok((_, tmp))) => Some(tmp),
            _ => None,
        };
        out[i] = Some(Loading {
            stage,
            _member: member,
        });
    }
    for i in failed {
        if let Some(Err(e)) = members[i].take() {
            out[i] = Some(Loading {
                stage: Stage::Done(Err(e)),
                _member: None,
            });
        }
    }
    out
}

/// A container's code object in a temporary file, named by its origin.
fn member_file(path: &Path, m: &Member) -> Result<(PathBuf, TempFile), LoadError> {
    let fail = |message: String| LoadError::Member {
        origin: m.origin.clone(),
        message,
    };
    if let Some(p) = &m.problem {
        return Err(fail(p.clone()));
    }
    let bytes = container::extract(path, &m.locator).map_err(fail)?;
    let tmp = TempFile::new(&bytes).map_err(|error| LoadError::TempFile {
        path: PathBuf::from(&m.origin),
        error,
    })?;
    Ok((PathBuf::from(&m.origin), tmp))
}

/// The one batch-parallel-in-order driver of `check`, `census` and `record`:
/// takes `items` in the order `schedule` gives (indices into `items`, e.g.
/// largest file first), loads them in batches ([`plan`], [`load_inputs`]: one
/// llvm-objdump process per batch's code objects) on `threads` threads, runs
/// `work(i, program, load_seconds)` on each loaded item on the worker (the
/// load time is the batch's, shared out per member), and hands the results to
/// `done` on the calling thread in index order `0, 1, 2...`, whatever order
/// they finish in. `schedule` must hold every index of `items` once.
pub fn run_in_order<T: Sync, R: Send>(
    items: &[T],
    input: impl Fn(&T) -> &Input + Sync,
    schedule: &[usize],
    threads: usize,
    opts: &LoadOptions,
    work: impl Fn(usize, Option<Result<Program, LoadError>>, f64) -> R + Sync,
    mut done: impl FnMut(usize, R),
) {
    let sizes: Vec<u64> = schedule.iter().map(|&i| input(&items[i]).size()).collect();
    let batches = plan(&sizes, threads);
    let mut order = InOrder::default();
    let all: Vec<usize> = (0..batches.len()).collect();
    parallel::run_each(
        &all,
        threads,
        |b, emit| {
            let members = &schedule[batches[b].clone()];
            let inputs: Vec<&Input> = members.iter().map(|&i| input(&items[i])).collect();
            let start = std::time::Instant::now();
            let staged = stage_inputs(&inputs, opts);
            let batch_seconds = start.elapsed().as_secs_f64() / members.len().max(1) as f64;
            for (&i, loading) in members.iter().zip(staged) {
                // A file's load time: its share of the batch's llvm-objdump
                // run, and its own parse.
                let start = std::time::Instant::now();
                let program = loading.map(Loading::load);
                let load_seconds = batch_seconds + start.elapsed().as_secs_f64();
                emit(i, work(i, program, load_seconds));
            }
        },
        |i, r| order.push(i, r, &mut done),
    );
}

/// One llvm-objdump run over code objects of one architecture, split per
/// file (each parsed later, [`Stage::load`]); on any failure, each file
/// alone.
fn disassemble_group(
    sources: &[Source<'_>],
    group: Vec<(usize, ObjdumpJob)>,
    opts: &LoadOptions,
) -> Vec<(usize, Stage)> {
    let files: Vec<&Path> = group.iter().map(|(i, _)| sources[*i].disk).collect();
    let split = match group.as_slice() {
        [] => return Vec::new(),
        [(i, job)] => return vec![(*i, Stage::Done(run_one(sources[*i], job)))],
        [(_, first), ..] => first
            .run(files[0], &files)
            .ok()
            .and_then(|out| split_output(&out, &files).map(|parts| (out, parts))),
    };
    let Some((out, parts)) = split else {
        // Alone, each file gets its own error (or loads: the batch may have
        // failed for another file's sake).
        return group
            .iter()
            .map(|(i, _)| {
                let src = sources[*i];
                (*i, Stage::Done(load_at(src.shown, src.disk, opts)))
            })
            .collect();
    };
    let out = Arc::new(out);
    group
        .into_iter()
        .zip(parts)
        .map(|((i, job), part)| {
            let src = sources[i];
            let stage = Stage::Part {
                job: Box::new(job),
                shown: src.shown.to_owned(),
                disk: src.disk.to_owned(),
                out: Arc::clone(&out),
                part,
            };
            (i, stage)
        })
        .collect()
}

fn run_one(src: Source<'_>, job: &ObjdumpJob) -> Result<Program, LoadError> {
    let out = job.run(src.shown, &[src.disk])?;
    job.parse_decoding(src.shown, src.disk, &out)
}

/// The byte range of each file's part of llvm-objdump's output for `files`:
/// from the blank line before its header `FILE:\tfile format ...` to the
/// next file's. `None` when a header is not where it must be (a path that
/// is not UTF-8, an unexpected output).
fn split_output(out: &[u8], files: &[&Path]) -> Option<Vec<Range<usize>>> {
    let mut starts = Vec::with_capacity(files.len());
    let mut pos = 0;
    for file in files {
        let header = format!("\n{}:\tfile format ", file.to_str()?);
        let found = find_line_start(&out[pos..], header.as_bytes())?;
        starts.push(pos + found);
        pos += found + header.len();
    }
    if starts.first() != Some(&0) {
        return None;
    }
    let mut ends: Vec<usize> = starts[1..].to_vec();
    ends.push(out.len());
    Some(starts.into_iter().zip(ends).map(|(s, e)| s..e).collect())
}

/// The offset of the first `needle` (which starts with `\n`, so that it is
/// found only where a line starts) in `hay`: one vectorised search of the
/// whole output (a loop from line break to line break, byte by byte, was a
/// twelfth of loading, issue 30).
fn find_line_start(hay: &[u8], needle: &[u8]) -> Option<usize> {
    memchr::memmem::find(hay, needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_covers_every_file_once_in_order() {
        let sizes: Vec<u64> = (0..1000).map(|i| (i % 7) * 300_000).collect();
        let batches = plan(&sizes, 2);
        let mut next = 0;
        for b in &batches {
            assert_eq!(b.start, next);
            assert!(!b.is_empty() && b.len() <= MAX_BATCH_FILES);
            let bytes: u64 = sizes[b.clone()].iter().sum();
            assert!(b.len() == 1 || bytes <= MAX_BATCH_BYTES, "{b:?} {bytes}");
            next = b.end;
        }
        assert_eq!(next, sizes.len());
        assert!(
            batches.len() >= 16,
            "each of 2 workers gets several batches"
        );
    }

    #[test]
    fn plan_keeps_small_inputs_parallel() {
        assert_eq!(plan(&[10, 10, 10], 2), vec![0..1, 1..2, 2..3]);
        assert!(plan(&[], 2).is_empty());
        assert_eq!(plan(&[10 << 20, 1], 1), vec![0..1, 1..2]);
    }

    #[test]
    fn split_finds_each_header_in_order() {
        let out =
            b"\na.co:\tfile format elf64-amdgpu\n\nx\n\nb.co:\tfile format elf64-amdgpu\n\ny\n";
        let a = Path::new("a.co");
        let b = Path::new("b.co");
        let parts = split_output(out, &[a, b]).unwrap();
        assert_eq!(
            &out[parts[0].clone()],
            b"\na.co:\tfile format elf64-amdgpu\n\nx\n"
        );
        assert_eq!(
            &out[parts[1].clone()],
            b"\nb.co:\tfile format elf64-amdgpu\n\ny\n"
        );
        // Out of order or missing: no split.
        assert!(split_output(out, &[b, a]).is_none());
        assert!(split_output(out, &[a, Path::new("c.co")]).is_none());
        // A header must start a line.
        assert!(split_output(b"x\na.co:\tfile format e\n", &[a]).is_none());
    }
}
