//! Traces carry their assumption set (format version 2): a recorded set
//! round-trips through the header, replay uses it unless `--assume`
//! overrides a reading, and a version-1 trace (no set) replays under the
//! default set - each run saying which.

use std::io::Cursor;
use std::path::PathBuf;

use wavebed_model::assume::Assumptions;
use wavebed_model::counter::ModelKind;
use wavebed_model::isa::parse_text;
use wavebed_model::profile::Arch;
use wavebed_replay::format::{encode, WriteOptions, FORMAT_VERSION};
use wavebed_replay::record::{record_kernel, RecordOptions};
use wavebed_replay::replay::{replay_file, replay_reader, AssumeOrigin, ReplayOptions};
use wavebed_replay::TraceReader;

/// 15 LDS reads, a FLAT load, then a read of the first read's result: a race
/// unless the FLAT surely counts on lgkmcnt (`flat=both`).
fn flat_kernel() -> wavebed_model::instr::Kernel {
    let mut src = String::from("ds_read_b32 v1, v0\n");
    for i in 0..14 {
        src += &format!("ds_read_b32 v{}, v0\n", 10 + i);
    }
    src += "flat_load_dword v4, v[2:3]\nv_mov_b32_e32 v5, v1\ns_endpgm\n";
    let p = parse_text(&src, "flat.s", Some(Arch::Gfx950)).unwrap();
    p.kernels.into_iter().next().unwrap()
}

fn recorded(assume: &[&str]) -> Vec<u8> {
    let opts = RecordOptions {
        assume: Assumptions::parse_all(assume).unwrap(),
        ..RecordOptions::default()
    };
    let trace = record_kernel(&flat_kernel(), Arch::Gfx950, "flat.s", &opts);
    encode(&trace, &WriteOptions::default()).unwrap()
}

fn replay(bytes: &[u8], overrides: &[&str]) -> (usize, String, AssumeOrigin) {
    let opts = ReplayOptions {
        model: ModelKind::Exact,
        assume: Assumptions::parse_all(overrides).unwrap(),
        ..ReplayOptions::default()
    };
    let reader = TraceReader::new(Cursor::new(bytes)).unwrap();
    let r = replay_reader(reader, &opts, std::time::Instant::now()).unwrap();
    (r.races.len(), r.assume.to_string(), r.assume_origin)
}

#[test]
fn the_recorded_set_round_trips_resolved_on_the_arch() {
    let bytes = recorded(&["flat=both"]);
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), 2);
    // The encoder writes version 2; version 3 only comes from linking a
    // store's traces to a table dictionary (tests/it/dictionary.rs).
    assert_eq!(FORMAT_VERSION, 3);
    let reader = TraceReader::new(Cursor::new(&bytes)).unwrap();
    let set = reader
        .header()
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(
        set.to_string(),
        "flat=both smem-wide-tokens=1 backpressure=on lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
    );
}

#[test]
fn replay_uses_the_recorded_set_unless_overridden() {
    let both = recorded(&["flat=both"]);
    let (races, set, origin) = replay(&both, &[]);
    assert_eq!((races, origin), (0, AssumeOrigin::Recorded), "{set}");
    let (races, set, origin) = replay(&both, &["flat=either"]);
    assert_eq!((races, origin), (1, AssumeOrigin::RecordedOverridden));
    assert!(set.starts_with("flat=either "), "{set}");
    let default = recorded(&[]);
    assert_eq!(replay(&default, &[]).0, 1, "recorded under flat=either");
    assert_eq!(replay(&default, &["flat=both"]).0, 0);
}

#[test]
fn a_version_1_trace_replays_under_the_default_set() {
    let golden =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/golden/synthetic-v1.wbt");
    let r = replay_file(&golden, &ReplayOptions::default()).unwrap();
    assert_eq!(r.header.assumptions, None);
    assert_eq!(r.assume_origin, AssumeOrigin::Default);
    assert_eq!(
        r.assume.to_string(),
        "flat=either smem-wide-tokens=1 backpressure=on lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
    );
    let opts = ReplayOptions {
        assume: Assumptions::parse_all(&["backpressure=off"]).unwrap(),
        ..ReplayOptions::default()
    };
    let r = replay_file(&golden, &opts).unwrap();
    assert_eq!(r.assume_origin, AssumeOrigin::DefaultOverridden);
}
