//! The `.wbt` trace format (specified in `docs/trace-format.md`): a preamble
//! with magic and version, three checksummed blocks (header, instruction
//! table, chunk directory), then the stream chunks the directory points at.
//!
//! The writer builds a whole trace in memory ([`encode`]); the reader
//! ([`TraceReader`]) reads the preamble and the three blocks on open and then
//! decompresses stream chunks on demand, so a bounded replay touches only the
//! chunks it uses. Every length is checked against [`limits`] before anything is
//! allocated, and every checksum before anything is decompressed.

mod block;
pub mod codes;
pub mod dictionary;
mod directory;
mod header;
pub mod limits;
pub mod link;
mod reader;
pub mod stream;
pub mod table;
mod writer;

pub use header::{Header, Provenance};
pub use reader::{TraceReader, VerifyReport, WaveInfo};
pub use writer::{encode, WriteOptions};

use wavebed_model::instr::Instr;

/// The first eight bytes of every trace: a non-ASCII byte, `WBT`, then CR LF,
/// SUB, LF (the PNG idea: text-mode transfers and truncation to 7 bits damage
/// it visibly).
pub const MAGIC: [u8; 8] = *b"\x89WBT\r\n\x1a\n";

/// The newest format version this build writes and reads. Version 2 adds the
/// assumption set to the header; a trace without one is still written as
/// version 1, byte for byte as before. Version 3 lets the instruction table
/// block refer to a table in a store-wide dictionary ([`dictionary`]); only
/// [`link`] writes it, the encoder still writes versions 1 and 2.
pub const FORMAT_VERSION: u16 = 3;

/// Size of the fixed preamble: magic, version, reserved, CRC-32 of the first 12 bytes.
pub const PREAMBLE_LEN: usize = 16;

/// One wave's recorded stream, as the writer takes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wave {
    /// The wave id reports print as `wave=`.
    pub id: u32,
    /// Whether the walk reached the end of the program (not cut by a bound).
    pub completed: bool,
    /// Why the walk stopped (`s_endpgm`, `max-instructions`, ...).
    pub stop: String,
    /// Indices into the trace's instruction table, in executed order.
    pub stream: Vec<u32>,
}

/// A whole trace in memory: what [`encode`] writes and
/// [`TraceReader::into_trace`] gives back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    pub header: Header,
    /// Every instruction of the kernel once, in program order: stream indices
    /// are indices into `Kernel::instrs` of the recorded kernel.
    pub instrs: Vec<Instr>,
    pub waves: Vec<Wave>,
}

impl Trace {
    /// Total number of instructions over all waves.
    pub fn instructions(&self) -> u64 {
        self.waves.iter().map(|w| w.stream.len() as u64).sum()
    }
}
