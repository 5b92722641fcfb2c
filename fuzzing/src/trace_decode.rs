//! The trace reader's fuzz property, shared by the `trace_decode` cargo-fuzz
//! target and `cargo test` (which replays `corpus/regressions/trace_decode/`).
//!
//! Any byte string is a possible `.wbt` file: the reader must turn it into a
//! trace or a [`TraceError`], never panic, and allocate only what the format's
//! limits allow (the fuzz target enforces that with a counting allocator).
//! What the reader accepts must be a trace the writer can write again: decode,
//! encode, decode gives the same trace.

use std::io::Cursor;
use std::ops::ControlFlow;

use wavebed_replay::error::TraceError;
use wavebed_replay::format::{encode, Trace, TraceReader, Wave, WriteOptions};

/// Streams longer than this in total are only walked chunk by chunk, not
/// materialised for the round trip, so memory stays bounded by one chunk.
const ROUND_TRIP_MAX_INSTRS: u64 = 1 << 16;

/// How far one wave is replayed: a bounded prefix, as `wavebed replay` does.
const REPLAY_LIMIT: u64 = 1 << 20;

/// Reads `data` as a trace. `Ok` whether the reader accepted or refused it;
/// `Err` with a description when the reader broke its contract: an index
/// outside the instruction table, a wave shorter than its directory says, or
/// an accepted trace that does not survive re-encoding.
pub fn trace_decode(data: &[u8]) -> Result<(), String> {
    let mut reader = match TraceReader::new(Cursor::new(data)) {
        Ok(r) => r,
        Err(e) => return refused(e),
    };
    let table = reader.instrs().len();
    let waves = reader.waves().to_vec();
    let mut total = 0u64;
    for (w, info) in waves.iter().enumerate() {
        let mut bad = None;
        let delivered = reader.for_each_chunk(w, REPLAY_LIMIT, |chunk| {
            if let Some(&i) = chunk.iter().find(|&&i| i as usize >= table) {
                bad = Some(i);
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        });
        if let Some(i) = bad {
            return Err(format!(
                "wave {}: index {i} accepted outside the table of {table}",
                info.id
            ));
        }
        match delivered {
            Ok(n) if n != info.len.min(REPLAY_LIMIT) => {
                return Err(format!(
                    "wave {}: directory says {} instructions, chunks deliver {n}",
                    info.id, info.len
                ))
            }
            Ok(_) => {}
            Err(e) => return refused(e),
        }
        total = total.saturating_add(info.len);
    }
    if total <= ROUND_TRIP_MAX_INSTRS {
        round_trip(data)?;
    }
    Ok(())
}

/// A refusal is fine as long as it is an error value with a message.
fn refused(e: TraceError) -> Result<(), String> {
    if e.to_string().is_empty() {
        return Err(format!("refused with an empty message: {e:?}"));
    }
    Ok(())
}

/// decode -> encode -> decode is the identity on accepted traces.
fn round_trip(data: &[u8]) -> Result<(), String> {
    let Ok(trace) = TraceReader::new(Cursor::new(data)).and_then(|r| r.into_trace()) else {
        // Already refused or walked above; a chunk past the replay limit
        // cannot fail here because the total is below it.
        return Ok(());
    };
    let opts = WriteOptions {
        level: 1,
        ..WriteOptions::default()
    };
    let bytes = encode(&trace, &opts)
        .map_err(|e| format!("the reader accepted a trace the writer refuses: {e}"))?;
    let again: Trace = TraceReader::new(Cursor::new(&bytes))
        .and_then(|r| r.into_trace())
        .map_err(|e| format!("a re-encoded trace does not read back: {e}"))?;
    if again != trace {
        return Err(first_difference(&trace, &again));
    }
    Ok(())
}

fn first_difference(a: &Trace, b: &Trace) -> String {
    if a.header != b.header {
        return format!(
            "header changed by a round trip: {:?} -> {:?}",
            a.header, b.header
        );
    }
    if let Some(i) =
        (0..a.instrs.len().max(b.instrs.len())).find(|&i| a.instrs.get(i) != b.instrs.get(i))
    {
        return format!(
            "table entry {i} changed by a round trip: {:?} -> {:?}",
            a.instrs.get(i),
            b.instrs.get(i)
        );
    }
    let wave = |w: Option<&Wave>| w.map(|w| (w.id, w.completed, w.stop.clone(), w.stream.len()));
    let i = (0..a.waves.len().max(b.waves.len()))
        .find(|&i| a.waves.get(i) != b.waves.get(i))
        .unwrap_or(0);
    format!(
        "wave {i} changed by a round trip: {:?} -> {:?}",
        wave(a.waves.get(i)),
        wave(b.waves.get(i))
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_garbage_without_complaint() {
        assert_eq!(trace_decode(b""), Ok(()));
        assert_eq!(trace_decode(b"\x89WBT\r\n\x1a\nxxxxxxxx"), Ok(()));
    }

    #[test]
    fn the_golden_file_round_trips() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../corpus/golden/synthetic-v1.wbt"
        );
        let bytes = std::fs::read(path).expect("golden file");
        assert!(TraceReader::new(Cursor::new(&bytes)).is_ok());
        assert_eq!(trace_decode(&bytes), Ok(()));
    }
}
