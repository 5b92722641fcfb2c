//! Recorded wave streams: the `.wbt` trace format, the content-addressed store,
//! recording from listings and code objects, and bounded replay.
//!
//! * [`format`]: the on-disk format (`docs/trace-format.md`), writer and reader.
//! * [`store`]: a directory of traces with an `index.json` manifest.
//! * [`atomic`]: temp-file-and-rename writes, used for every file wavebed writes.

#![forbid(unsafe_code)]

pub mod atomic;
pub mod error;
pub mod format;
pub mod record;
pub mod replay;
pub mod report;
pub mod store;
pub mod waves;

pub use error::{FileError, TraceError};
pub use format::{Header, Provenance, Trace, TraceReader, Wave, WriteOptions};
pub use store::Store;
