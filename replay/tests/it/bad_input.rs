//! Damaged and hostile traces: truncated, bit-flipped, wrong magic, future
//! version, absurd lengths. Each must be a clear error - never a panic, and
//! never an allocation beyond the format's limits. A counting allocator checks
//! the last point: no single allocation while reading a hostile file may
//! exceed `MAX_ALLOC` bytes (the real files here are under 1 KiB).

use crate::common;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::Cursor;

use crc32fast::hash as crc32;
use wavebed_replay::format::FORMAT_VERSION;
use wavebed_replay::{TraceError, TraceReader};

/// Largest single allocation any read below may make: zstd's decoder context
/// and window (about 1.3 MiB at most for these tiny frames) plus slack.
const MAX_ALLOC: usize = 4 << 20;

struct Counting;

thread_local! {
    static LARGEST: Cell<usize> = const { Cell::new(0) };
}

// The one unsafe code in the workspace (Cargo.toml, [workspace.lints]): a
// test allocator that forwards to `System` and records sizes.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = LARGEST.try_with(|l| l.set(l.get().max(layout.size())));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = LARGEST.try_with(|l| l.set(l.get().max(new_size)));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Opens `bytes` and reads every chunk; returns the first error, checking
/// that no allocation on the way was larger than `MAX_ALLOC`.
fn open_and_verify(bytes: &[u8]) -> Result<(), TraceError> {
    LARGEST.with(|l| l.set(0));
    let result = TraceReader::new(Cursor::new(bytes)).and_then(|mut r| r.verify().map(|_| ()));
    let largest = LARGEST.with(|l| l.get());
    assert!(
        largest <= MAX_ALLOC,
        "an allocation of {largest} bytes while reading"
    );
    result
}

fn expect_error(bytes: &[u8], needle: &str) -> String {
    let msg = match open_and_verify(bytes) {
        Ok(()) => panic!("damaged input was accepted (expected `{needle}`)"),
        Err(e) => e.to_string(),
    };
    assert!(msg.contains(needle), "message `{msg}` lacks `{needle}`");
    msg
}

/// Rewrites the preamble's version and fixes its checksum.
fn with_version(bytes: &[u8], v: u16) -> Vec<u8> {
    let mut b = bytes.to_vec();
    b[8..10].copy_from_slice(&v.to_le_bytes());
    let c = crc32(&b[..12]);
    b[12..16].copy_from_slice(&c.to_le_bytes());
    b
}

/// Appends a zstd-compressed block with a correct frame and checksum.
fn push_block(out: &mut Vec<u8>, kind: u8, raw: &[u8]) {
    let payload = zstd::bulk::compress(raw, 3).unwrap();
    out.extend_from_slice(&[kind, 1, 0, 0]);
    out.extend_from_slice(&(payload.len() as u32).to_le_bytes());
    out.extend_from_slice(&(raw.len() as u32).to_le_bytes());
    out.extend_from_slice(&crc32(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
}

/// A well-framed file: the synthetic trace's preamble and header, then a
/// hand-made table block (and, if given, a directory block).
fn handmade(table: &[u8], directory: Option<&[u8]>) -> Vec<u8> {
    let good = common::bytes();
    let header_stored = u32::from_le_bytes(good[20..24].try_into().unwrap()) as usize;
    let mut out = good[..16 + 16 + header_stored].to_vec();
    push_block(&mut out, 2, table);
    if let Some(d) = directory {
        push_block(&mut out, 3, d);
    }
    out
}

/// bincode's standard varint for a u64 above 2^32: marker 253, then 8 bytes.
fn varint_u64(v: u64) -> Vec<u8> {
    let mut b = vec![253];
    b.extend_from_slice(&v.to_le_bytes());
    b
}

#[test]
fn the_intact_file_reads() {
    open_and_verify(&common::bytes()).unwrap();
}

#[test]
fn wrong_magic_is_refused() {
    let mut b = common::bytes();
    b[1] = b'X';
    expect_error(&b, "not a wavebed trace");
    expect_error(b"RACE kernel=x\n", "not a wavebed trace");
    expect_error(&[0x1f, 0x8b, 0x08, 0x00], "not a wavebed trace");
}

#[test]
fn future_and_unknown_versions_are_refused_clearly() {
    let b = common::bytes();
    let next = FORMAT_VERSION + 1;
    let msg = expect_error(
        &with_version(&b, next),
        &format!("format version {next} is newer"),
    );
    assert!(msg.contains("upgrade wavebed"), "{msg}");
    // A version-1 header claimed as version 2 lacks the assumption set.
    expect_error(&with_version(&b, 2), "header");
    expect_error(&with_version(&b, u16::MAX), "format version 65535 is newer");
    expect_error(&with_version(&b, 0), "unknown trace format version 0");
}

#[test]
fn every_truncation_is_an_error() {
    let b = common::bytes();
    for len in 0..b.len() {
        let msg = match open_and_verify(&b[..len]) {
            Ok(()) => panic!("the first {len} of {} bytes were accepted", b.len()),
            Err(e) => e.to_string(),
        };
        assert!(msg.contains("truncated"), "cut at {len}: `{msg}`");
    }
}

#[test]
fn bytes_after_the_last_chunk_are_refused() {
    let mut b = common::bytes();
    b.extend_from_slice(b"tail");
    expect_error(&b, "4 bytes after the last chunk");
}

#[test]
fn every_single_bit_flip_is_detected() {
    let b = common::bytes();
    for byte in 0..b.len() {
        for bit in 0..8 {
            let mut d = b.clone();
            d[byte] ^= 1 << bit;
            if let Ok(()) = open_and_verify(&d) {
                panic!(
                    "flip of bit {bit} in byte {byte} of {} went unnoticed",
                    b.len()
                );
            }
        }
    }
}

#[test]
fn bit_flips_name_the_damaged_part() {
    let b = common::bytes();
    let mut d = b.clone();
    let last = d.len() - 1;
    d[last] ^= 0x10;
    let msg = expect_error(&d, "checksum mismatch");
    assert!(msg.contains("chunk") && msg.contains("of wave"), "{msg}");
    let mut d = b.clone();
    d[40] ^= 0x01; // inside the header's payload
    expect_error(&d, "checksum mismatch in header block");
}

#[test]
fn absurd_block_lengths_are_refused_before_allocating() {
    let b = common::bytes();
    // The header frame's raw length: u32::MAX.
    let mut d = b.clone();
    d[24..28].copy_from_slice(&u32::MAX.to_le_bytes());
    expect_error(&d, "declares 4294967295 bytes");
    // The header frame's stored length: u32::MAX (the file is far shorter).
    let mut d = b.clone();
    d[20..24].copy_from_slice(&u32::MAX.to_le_bytes());
    expect_error(&d, "truncated");
}

#[test]
fn absurd_container_lengths_inside_blocks_are_refused() {
    // A table of 5 instructions whose text column claims 2^60 bytes.
    let mut table = vec![5u8];
    table.extend(varint_u64(1 << 60));
    expect_error(&handmade(&table, None), "instruction table");
    // A table claiming 2^32 - 1 instructions with empty columns.
    let mut table = vec![252u8];
    table.extend_from_slice(&u32::MAX.to_le_bytes());
    table.extend(std::iter::repeat_n(0u8, 19));
    expect_error(&handmade(&table, None), "limit of");

    let empty_table = [0u8; 20];
    // A directory claiming 2^60 waves.
    expect_error(
        &handmade(&empty_table, Some(&varint_u64(1 << 60))),
        "chunk directory",
    );
    // One wave declaring 2^50 instructions in no chunks.
    let mut dir = vec![1u8, 0, 0, 0]; // 1 wave: id 0, completed false, stop ""
    dir.extend(varint_u64(1 << 50));
    dir.push(0); // no chunks
    expect_error(
        &handmade(&empty_table, Some(&dir)),
        "wave 0 stream declares",
    );
    // One wave whose one chunk claims 2^31 indices.
    let mut dir = vec![1u8, 0, 0, 0, 5, 1, 0, 1, 5];
    dir.extend_from_slice(&[252, 0, 0, 0, 0x80]);
    dir.push(0);
    expect_error(
        &handmade(&empty_table, Some(&dir)),
        "chunk 0 of wave 0 declares",
    );
}

#[test]
fn the_reader_refuses_a_chunk_pointing_past_the_end() {
    let empty_table = [0u8; 20];
    // 1 wave, 1 chunk at offset 2^40, 1 index.
    let mut dir = vec![1u8, 0, 0, 0, 1, 1];
    dir.extend(varint_u64(1 << 40));
    dir.extend_from_slice(&[1, 1, 1, 0]);
    expect_error(&handmade(&empty_table, Some(&dir)), "truncated");
}

/// Where the three blocks of `b` start: (header frame, table frame,
/// directory frame, data area), read from the frames' stored lengths.
fn block_starts(b: &[u8]) -> [usize; 4] {
    let stored = |frame: usize| u32::from_le_bytes(b[frame + 4..frame + 8].try_into().unwrap());
    let header = 16;
    let table = header + 16 + stored(header) as usize;
    let directory = table + 16 + stored(table) as usize;
    let data = directory + 16 + stored(directory) as usize;
    [header, table, directory, data]
}

/// The byte offset, bytes needed and bytes available of a truncation.
fn truncation(e: &TraceError) -> (u64, u64, u64) {
    match e {
        TraceError::Truncated {
            offset,
            needed,
            available,
            ..
        } => (*offset, *needed, *available),
        other => panic!("not a truncation: `{other}`"),
    }
}

#[test]
fn truncations_name_the_byte_where_the_cut_structure_starts() {
    let b = common::bytes();
    let [header, table, directory, data] = block_starts(&b);
    // Every cut: the named structure starts at or before the cut, what is
    // left of it is what remains, and it needs more than that.
    for len in 0..b.len() {
        let e = open_and_verify(&b[..len]).unwrap_err();
        let (offset, needed, available) = truncation(&e);
        assert!(offset as usize <= len, "cut at {len}: `{e}`");
        assert_eq!(available, len as u64 - offset, "cut at {len}: `{e}`");
        assert!(needed > available, "cut at {len}: `{e}`");
        assert!(
            e.to_string()
                .starts_with(&format!("byte {offset}: truncated trace: ")),
            "`{e}`"
        );
    }
    // In the fixed part the structure is the one the cut falls into: the
    // preamble, a block's frame or a block's payload.
    let cases = [
        (3, 0),
        (12, 0),
        (header + 5, header),
        (header + 16, header + 16),
        (table, table),
        (table + 15, table),
        (table + 17, table + 16),
        (directory + 16 + 1, directory + 16),
    ];
    for (len, want) in cases {
        let e = open_and_verify(&b[..len]).unwrap_err();
        assert_eq!(truncation(&e).0, want as u64, "cut at {len}: `{e}`");
        assert_eq!(e.offset(), Some(want as u64));
    }
    // In the data area, a chunk's own start (the first chunk starts the area).
    let e = open_and_verify(&b[..data + 1]).unwrap_err();
    assert_eq!(truncation(&e).0, data as u64, "`{e}`");
    assert!(e.to_string().contains("chunk 0 of wave 0"), "`{e}`");
}

/// Sets byte `i` of `b` to `v`, re-stamping the preamble's checksum.
fn with_byte(b: &[u8], i: usize, v: u8) -> Vec<u8> {
    let mut d = b.to_vec();
    d[i] = v;
    let c = crc32(&d[..12]);
    d[12..16].copy_from_slice(&c.to_le_bytes());
    d
}

fn corruption_offset(bytes: &[u8], needle: &str) -> u64 {
    let e = open_and_verify(bytes).unwrap_err();
    let msg = e.to_string();
    assert!(msg.contains(needle), "`{msg}` lacks `{needle}`");
    match e {
        TraceError::Corrupt { offset, .. } => {
            assert!(
                msg.starts_with(&format!("byte {offset}: damaged trace: ")),
                "`{msg}`"
            );
            offset
        }
        other => panic!("not a damaged-content error: `{other}`"),
    }
}

#[test]
fn damaged_content_names_its_byte() {
    let b = common::bytes();
    let [header, table, directory, _] = block_starts(&b);
    // Fields stored as they are: the byte itself.
    assert_eq!(
        corruption_offset(&with_byte(&b, 10, 1), "reserved bytes"),
        10
    );
    assert_eq!(
        corruption_offset(&with_byte(&b, header + 1, 7), "unknown codec 7"),
        header as u64 + 1
    );
    assert_eq!(
        corruption_offset(
            &with_byte(&b, table, 9),
            "frame kind 9 where 2 was expected"
        ),
        table as u64
    );
    assert_eq!(
        corruption_offset(&with_byte(&b, directory + 3, 1), "reserved frame bytes"),
        directory as u64 + 3
    );
    // Bytes after the last chunk: the first of them.
    let mut d = b.clone();
    d.extend_from_slice(b"tail");
    assert_eq!(
        corruption_offset(&d, "4 bytes after the last chunk"),
        b.len() as u64
    );
    // Compressed content that decodes wrong: the start of its block's payload.
    let mut table_bytes = vec![1u8, 0, 0, 0, 0, 0];
    table_bytes.extend([0u8; 14]);
    let h = handmade(&table_bytes, None);
    assert_eq!(
        corruption_offset(&h, "instruction table"),
        table as u64 + 16
    );
}

#[test]
fn a_damaged_file_is_named_with_the_byte() {
    let b = common::bytes();
    let [_, table, _, _] = block_starts(&b);
    let path = std::env::temp_dir().join(format!("wavebed-bad-{}.wbt", std::process::id()));
    std::fs::write(&path, &b[..table + 3]).unwrap();
    let msg = match TraceReader::open(&path) {
        Ok(_) => panic!("a truncated file was accepted"),
        Err(e) => e.to_string(),
    };
    std::fs::remove_file(&path).unwrap();
    assert!(
        msg.starts_with(&format!(
            "{}: byte {table}: truncated trace: instruction table block frame needs 16 bytes but \
             only 3 remain",
            path.display()
        )),
        "{msg}"
    );
}
