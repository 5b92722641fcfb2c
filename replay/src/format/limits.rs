//! Upper bounds on every length a trace declares. A reader checks a declared
//! length against these before allocating for it, so a damaged or hostile file
//! costs at most these amounts of memory. They sit far above anything a real
//! kernel needs (aiter's largest kernel has about 30,000 instructions).

/// Decompressed header block.
pub const MAX_HEADER_RAW: u64 = 1 << 16;
/// Decompressed instruction table block.
pub const MAX_TABLE_RAW: u64 = 1 << 28;
/// Instructions in the table (stream indices are `u32`).
pub const MAX_TABLE_ENTRIES: u64 = 1 << 22;
/// Decompressed chunk directory block.
pub const MAX_DIRECTORY_RAW: u64 = 1 << 26;
/// Waves in one trace.
pub const MAX_WAVES: u64 = 1 << 16;
/// Instructions in one stream chunk.
pub const MAX_CHUNK_INSTRS: u32 = 1 << 20;
/// Instructions in one wave's stream.
pub const MAX_WAVE_INSTRS: u64 = 1 << 40;
/// Bytes of the `stop` text of a wave.
pub const MAX_STOP_LEN: usize = 1 << 10;
/// Decompressed table dictionary (format version 3).
pub const MAX_DICTIONARY_RAW: u64 = 1 << 28;
/// Tables in one dictionary.
pub const MAX_DICTIONARY_TABLES: u64 = 1 << 16;
