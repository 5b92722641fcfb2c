//! The golden file guards the trace format: `corpus/golden/synthetic-v1.wbt`
//! was written by format version 1 and must keep decoding to the same trace,
//! and the writer must keep producing exactly its bytes. A deliberate format
//! change bumps `FORMAT_VERSION`, keeps reading version 1 (this file) or
//! refuses it with a clear message, and adds a new golden file.
//!
//! Most table entries are stored as text and re-decoded by the front end, so a
//! front-end change to how one of those texts decodes also shows here.
//!
//! Re-bless (only after a zstd upgrade changed the compressed bytes or a
//! deliberate front-end change, never for a format change):
//! `WAVEBED_BLESS=1 cargo test -p wavebed-replay --test golden`.

use crate::common;

use std::io::Cursor;
use std::path::PathBuf;

use wavebed_replay::format::{FORMAT_VERSION, MAGIC};
use wavebed_replay::TraceReader;

fn golden_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../corpus/golden/synthetic-v1.wbt")
}

fn golden_bytes() -> Vec<u8> {
    let path = golden_path();
    if std::env::var_os("WAVEBED_BLESS").is_some() {
        std::fs::write(&path, common::bytes()).unwrap();
    }
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn golden_file_decodes_to_the_synthetic_trace() {
    let bytes = golden_bytes();
    assert_eq!(bytes[..8], MAGIC);
    assert_eq!(
        u16::from_le_bytes([bytes[8], bytes[9]]),
        1,
        "the golden file is version 1"
    );
    let reader = TraceReader::new(Cursor::new(&bytes)).expect("golden file opens");
    assert_eq!(reader.header(), &common::header());
    assert_eq!(reader.instrs(), common::instrs().as_slice());
    let trace = reader.into_trace().expect("golden file reads");
    assert_eq!(trace, common::trace());
}

#[test]
fn golden_file_verifies_and_shares_identical_chunks() {
    let bytes = golden_bytes();
    let mut reader = TraceReader::new(Cursor::new(&bytes)).unwrap();
    let report = reader.verify().unwrap();
    assert_eq!(report.waves, 3);
    assert_eq!(report.instructions, 18 + 23 + 18);
    // Wave 0 and 2 share their 5 chunks; wave 1's first 4 chunks and its
    // `4 5 6 7` are among them, only its last `8 9 4` is new: 6 distinct.
    assert_eq!(report.chunks, 6);
}

#[test]
fn writer_still_produces_the_golden_bytes() {
    let golden = golden_bytes();
    let fresh = common::bytes();
    assert!(
        fresh == golden,
        "the writer's output differs from corpus/golden/synthetic-v1.wbt ({} vs {} bytes). A \
         format change must bump FORMAT_VERSION (now {FORMAT_VERSION}) and keep reading or \
         clearly refuse version 1; only a zstd upgrade or a deliberate front-end change \
         justifies re-blessing (see this file's header).",
        fresh.len(),
        golden.len()
    );
}
