//! Record then replay equals check, on the project's compiled kernels
//! (`corpus/kernels/<arch>/*.s`, and the `.co` files when llvm-objdump is
//! there): for every kernel, model and a few walk options, the races a replay
//! of the recorded trace reports - pairs, positions and report text - are the
//! ones the model reports on the walked stream, which is what `wavebed check`
//! runs. Also the trace's table is the kernel's instruction list, entry for
//! entry.

use std::path::{Path, PathBuf};

use wavebed_model::cfg::Cfg;
use wavebed_model::counter::report::race_text;
use wavebed_model::counter::{run_stream_into, Model, ModelKind, RaceSet};
use wavebed_model::isa::{load_path, tools, LoadOptions};
use wavebed_model::walker::{walk, WalkOptions};
use wavebed_replay::format::{encode, WriteOptions};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::replay::{replay_file, report_context, write_report, ReplayOptions};
use wavebed_replay::TraceReader;

fn corpus_files(ext: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels");
    let mut out = Vec::new();
    for arch in ["gfx942", "gfx950", "gfx1151"] {
        let dir = root.join(arch);
        for e in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    assert!(!out.is_empty(), "no .{ext} files in corpus/kernels");
    out
}

/// Checks every kernel of `path`; returns the number of kernels.
fn round_trip(path: &Path, tmp: &Path) -> usize {
    let program = load_path(path, &LoadOptions::default())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let arch = program.arch.expect("the corpus names its architecture");
    for kernel in &program.kernels {
        let cfg = Cfg::build(kernel);
        for walk_opts in [
            WalkOptions::default(),
            WalkOptions {
                branch_policy: "taken".parse().unwrap(),
                ..WalkOptions::default()
            },
            WalkOptions {
                max_instructions: 40,
                ..WalkOptions::default()
            },
        ] {
            let opts = RecordOptions {
                walk: walk_opts,
                ..RecordOptions::default()
            };
            let trace = record_kernel(kernel, arch, &path.display().to_string(), &opts);
            let file = tmp.join(format!("{}.wbt", kernel.name));
            std::fs::write(&file, encode(&trace, &WriteOptions::default()).unwrap()).unwrap();
            let reread = TraceReader::open(&file).unwrap();
            assert_eq!(reread.instrs(), kernel.instrs.as_slice(), "{}", kernel.name);

            let mut stream = Vec::new();
            let end = walk(kernel, &cfg, &walk_opts, &mut stream);
            for kind in ModelKind::ALL {
                // What check does: the model over the walked stream.
                let mut model = Model::new(kind, &arch.profile());
                let mut set = RaceSet::default();
                run_stream_into(&mut model, kernel, &stream, &mut set);
                let r = replay_file(
                    &file,
                    &ReplayOptions {
                        model: kind,
                        ..Default::default()
                    },
                )
                .unwrap();
                let what = format!("{} {kind} {walk_opts:?}", kernel.name);
                assert_eq!(
                    r.races.iter().map(|w| w.hit).collect::<Vec<_>>(),
                    set.races(),
                    "{what}"
                );
                assert_eq!(r.instructions, stream.len() as u64, "{what}");
                assert_eq!(r.completed, end.completed, "{what}");
                let mut expected = String::new();
                for hit in set.races() {
                    let ctx = report_context(&trace.header, kind, 0);
                    expected.push_str(&race_text(kernel, &stream, hit, &ctx));
                }
                let mut got = String::new();
                write_report(&mut got, &file, &r, kind).unwrap();
                assert_eq!(got, expected, "{what}");
            }
        }
    }
    program.kernels.len()
}

#[test]
fn listings_record_and_replay_as_they_check() {
    let tmp = tempfile::tempdir().unwrap();
    let kernels: usize = corpus_files("s")
        .iter()
        .map(|p| round_trip(p, tmp.path()))
        .sum();
    assert!(kernels >= 30, "only {kernels} kernels in the listings");
}

#[test]
fn code_objects_record_and_replay_as_they_check() {
    if tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !tools::llvm_required(),
            "llvm-objdump (LLVM 22) is required"
        );
        eprintln!("note: llvm-objdump not found; skipping the code-object round trip");
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let kernels: usize = corpus_files("co")
        .iter()
        .map(|p| round_trip(p, tmp.path()))
        .sum();
    assert!(kernels >= 30, "only {kernels} kernels in the code objects");
}
