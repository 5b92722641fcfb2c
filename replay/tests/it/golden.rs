//! The golden file guards the trace format: `corpus/golden/synthetic-v1.wbt`
//! was written by format version 1 and must keep decoding to the same trace,
//! and the writer must keep producing exactly its bytes. A deliberate format
//! change bumps `FORMAT_VERSION`, keeps reading version 1 (this file) or
//! refuses it with a clear message, and adds a new golden file.
//!
//! Most table entries are stored as text and re-decoded by the front end, so a
//! front-end change to how one of those texts decodes also shows here.
//!
//! `synthetic-v1-generic-flag.wbt` is the v1 file before `Instr::generic`
//! was removed (its bit set on one entry; read and ignored).
//!
//! `synthetic-v2.wbt` (the same trace with an assumption set, as `wavebed
//! record` writes it) and `synthetic-v3.wbt` with its table dictionary
//! `synthetic-v3.wbd` (the v2 file linked; see `docs/trace-format.md`, "Table
//! dictionaries") guard versions 2 and 3 the same way. They were re-blessed
//! when the assumption set grew from four readings to eight (flat-order,
//! xcnt-waits, barrier-isfirst, call-args); the version-2 file written with
//! four, `synthetic-v2-four-readings.wbt`, must keep decoding, with the later
//! readings unset (their defaults); so must the files written with eight, ten
//! and eleven (before `xcnt-branch`).
//!
//! Re-bless (only after a zstd upgrade changed the compressed bytes or a
//! deliberate front-end change, never for a format change):
//! `WAVEBED_BLESS=1 cargo test -p wavebed-replay --test golden`.

use crate::common;

use std::io::Cursor;
use std::path::PathBuf;
use std::sync::Arc;

use wavebed_replay::format::dictionary::{DictId, Dictionaries, Dictionary};
use wavebed_replay::format::{FORMAT_VERSION, MAGIC};
use wavebed_replay::{TraceError, TraceReader};

fn golden_file(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/golden")
        .join(name)
}

/// The golden file `name`, first rewritten from `fresh` when blessing.
fn golden(name: &str, fresh: impl FnOnce() -> Vec<u8>) -> Vec<u8> {
    let path = golden_file(name);
    if std::env::var_os("WAVEBED_BLESS").is_some() {
        std::fs::write(&path, fresh()).unwrap();
    }
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn golden_bytes() -> Vec<u8> {
    golden("synthetic-v1.wbt", common::bytes)
}

/// The golden dictionary, whatever name it is asked for (the file is not
/// named by its hash; `Dictionary::decode` still computes it).
struct GoldenDictionary(Arc<Dictionary>);

impl Dictionaries for GoldenDictionary {
    fn get(&self, id: &DictId) -> Result<Arc<Dictionary>, TraceError> {
        assert_eq!(
            self.0.id(),
            id,
            "the v3 golden file refers to its dictionary"
        );
        Ok(Arc::clone(&self.0))
    }
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

#[test]
fn golden_v2_file_decodes_and_the_writer_still_produces_it() {
    let bytes = golden("synthetic-v2.wbt", common::bytes_v2);
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), 2);
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("golden v2 file opens")
        .into_trace()
        .expect("golden v2 file reads");
    assert_eq!(trace, common::trace_v2());
    assert!(
        common::bytes_v2() == bytes,
        "the writer's output differs from corpus/golden/synthetic-v2.wbt"
    );
}

#[test]
fn a_v2_file_recorded_before_later_readings_decodes_with_them_unset() {
    let bytes = std::fs::read(golden_file("synthetic-v2-four-readings.wbt")).unwrap();
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("four-reading v2 file opens")
        .into_trace()
        .expect("four-reading v2 file reads");
    let set = trace
        .header
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(
        set.to_string(),
        "flat=either smem-wide-tokens=1 backpressure=on lds-dma-lgkm=off flat-order=unordered \
         xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window \
         lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
    );
    assert_eq!(
        set.explicit().count(),
        4,
        "{set}: only the four readings it was written with"
    );
    let mut expected = common::trace_v2();
    expected.header.assumptions = Some(set);
    assert_eq!(trace, expected);
}

#[test]
fn golden_v3_file_decodes_with_its_dictionary() {
    let (_, dict, traces) = common::linked();
    let dict = golden("synthetic-v3.wbd", || dict);
    let bytes = golden("synthetic-v3.wbt", || traces[0].clone());
    assert_eq!(u16::from_le_bytes([bytes[8], bytes[9]]), 3);
    let dicts = GoldenDictionary(Arc::new(
        Dictionary::decode(&dict).expect("golden dictionary"),
    ));
    let trace = TraceReader::with_dictionaries(Cursor::new(&bytes), &dicts)
        .expect("golden v3 file opens")
        .into_trace()
        .expect("golden v3 file reads");
    assert_eq!(trace, common::trace_v2());
    // Linking still writes these bytes (a zstd upgrade may change them: re-bless).
    let (_, fresh_dict, fresh) = common::linked();
    assert!(
        fresh_dict == dict && fresh[0] == bytes,
        "linking changed its output"
    );
}

/// A version-2 file written when the set had eight readings (before the LDS
/// readings `lds-dma-order` and `lds-cross-wave`): it still decodes, the
/// eight explicit, the LDS ones unset (their defaults).
#[test]
fn a_v2_file_recorded_with_eight_readings_decodes_with_the_lds_ones_unset() {
    let bytes = std::fs::read(golden_file("synthetic-v2-eight-readings.wbt")).unwrap();
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("eight-reading v2 file opens")
        .into_trace()
        .expect("eight-reading v2 file reads");
    let set = trace
        .header
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(set.explicit().count(), 8, "{set}");
    assert!(
        set.to_string()
            .ends_with("call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"),
        "{set}"
    );
    let mut expected = common::trace_v2();
    expected.header.assumptions = Some(set);
    assert_eq!(trace, expected);
}

/// A version-2 file written when the set had ten readings (before
/// `kernarg-pointers`, issue 32): it still decodes, the ten explicit, the
/// new one unset (its default).
#[test]
fn a_v2_file_recorded_with_ten_readings_decodes_with_kernarg_pointers_unset() {
    let bytes = std::fs::read(golden_file("synthetic-v2-ten-readings.wbt")).unwrap();
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("ten-reading v2 file opens")
        .into_trace()
        .expect("ten-reading v2 file reads");
    let set = trace
        .header
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(set.explicit().count(), 10, "{set}");
    assert!(
        set.to_string().ends_with(
            "lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
        ),
        "{set}"
    );
    let mut expected = common::trace_v2();
    expected.header.assumptions = Some(set);
    assert_eq!(trace, expected);
}

/// A version-2 file written when the set had eleven readings (before
/// `xcnt-branch`, issue 25): it still decodes, the eleven explicit, the new
/// one unset (its default, `none`).
#[test]
fn a_v2_file_recorded_with_eleven_readings_decodes_with_xcnt_branch_unset() {
    let bytes = std::fs::read(golden_file("synthetic-v2-eleven-readings.wbt")).unwrap();
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("eleven-reading v2 file opens")
        .into_trace()
        .expect("eleven-reading v2 file reads");
    let set = trace
        .header
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(set.explicit().count(), 11, "{set}");
    assert!(
        set.to_string()
            .ends_with("kernarg-pointers=unknown xcnt-branch=none workgroup=any"),
        "{set}"
    );
    let mut expected = common::trace_v2();
    expected.header.assumptions = Some(set);
    assert_eq!(trace, expected);
}

/// A version-2 file written when the set had twelve readings (before
/// `workgroup`, issue 27): it still decodes, the twelve explicit, the new one
/// unset (its default, `any`).
#[test]
fn a_v2_file_recorded_with_twelve_readings_decodes_with_workgroup_unset() {
    let bytes = std::fs::read(golden_file("synthetic-v2-twelve-readings.wbt")).unwrap();
    let trace = TraceReader::new(Cursor::new(&bytes))
        .expect("twelve-reading v2 file opens")
        .into_trace()
        .expect("twelve-reading v2 file reads");
    let set = trace
        .header
        .assumptions
        .expect("a version-2 header has a set");
    assert_eq!(set.explicit().count(), 12, "{set}");
    assert!(
        set.to_string().ends_with("xcnt-branch=none workgroup=any"),
        "{set}"
    );
    let mut expected = common::trace_v2();
    expected.header.assumptions = Some(set);
    assert_eq!(trace, expected);
}

/// `synthetic-v1-generic-flag.wbt` is the version-1 golden file as written
/// while `Instr` still had its `generic` flag (set on the trace's unknown
/// mnemonic): the flag's bit is accepted and ignored, so it decodes to the
/// same trace. (`synthetic-v1.wbt` and the v2/v3 files were re-blessed when
/// the flag was removed: the writer no longer sets the bit.)
#[test]
fn a_v1_file_with_the_retired_generic_flag_decodes() {
    let bytes = std::fs::read(golden_file("synthetic-v1-generic-flag.wbt")).unwrap();
    assert_ne!(bytes, common::bytes(), "the old file still has the bit set");
    let reader = TraceReader::new(Cursor::new(&bytes)).expect("old golden file opens");
    assert_eq!(reader.instrs(), common::instrs().as_slice());
    assert_eq!(
        reader.into_trace().expect("old golden file reads"),
        common::trace()
    );
}
