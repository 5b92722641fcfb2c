//! Reading llvm-objdump's output through a pipe in large chunks.
//!
//! llvm-objdump 22 writes its disassembly one line per `write()` system call,
//! whatever its standard output is (strace: one call per instruction line,
//! into a file, a pipe or /dev/null alike; no option or environment variable
//! buffers it). Into a temporary file each call pays the file system's write
//! path (ext4: a third of llvm-objdump's CPU time, issue 30); into a pipe
//! whose reader waits in `read()` each call also wakes the reader. Here the
//! pipe is widened to [`WIDE`] bytes and the reader sleeps between reads that
//! found little, so llvm-objdump's writes go into the pipe buffer without a
//! wake-up and each read takes hundreds of lines at once. A pipe that cannot
//! be widened is read as it comes (no sleeping), which is still correct.

use std::io::{self, Read};
use std::time::Duration;

/// The pipe buffer asked for: Linux's default `/proc/sys/fs/pipe-max-size`.
pub(super) const WIDE: usize = 1 << 20;

/// How long the reader waits after a read that found less than a quarter of
/// the pipe: llvm-objdump writes about 40 MB/s, so a wide pipe fills in about
/// 25 ms and never while the reader sleeps.
const NAP: Duration = Duration::from_millis(4);

/// Widens the pipe of `writer` to [`WIDE`] bytes where the system allows;
/// returns the pipe's size (0 when unknown).
pub(super) fn widen(writer: &io::PipeWriter) -> usize {
    #[cfg(target_os = "linux")]
    {
        rustix::pipe::fcntl_setpipe_size(writer, WIDE)
            .or_else(|_| rustix::pipe::fcntl_getpipe_size(writer))
            .unwrap_or(0)
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = writer;
        0
    }
}

/// Reads `reader` to its end, in chunks of up to a pipe's size, napping
/// after short reads when the pipe is wide (`pipe_size` from [`widen`]).
pub(super) fn drain(mut reader: io::PipeReader, pipe_size: usize) -> io::Result<Vec<u8>> {
    let nap = pipe_size >= WIDE;
    let mut buf = vec![0u8; pipe_size.max(1 << 16)];
    let mut out: Vec<u8> = Vec::new();
    loop {
        let n = match reader.read(&mut buf) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if n == 0 {
            // A batch's output is held while its files are parsed one by
            // one (`batch::Loading`): not with the doubling's slack, up to
            // as much again (issue 30, memory).
            out.shrink_to_fit();
            return Ok(out);
        }
        out.extend_from_slice(&buf[..n]);
        if nap && n < buf.len() / 4 {
            std::thread::sleep(NAP);
        }
    }
}
