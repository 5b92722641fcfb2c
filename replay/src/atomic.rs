//! Atomic file writes: the bytes go to a temporary file in the target's own
//! directory, are flushed to disk, and the file is renamed over the target.
//! A reader sees the old file or the new one, never a partial one, and an
//! interrupted write leaves at most a `.tmp-*` file that the next write of the
//! same target does not trip over.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::TraceError;

/// Distinguishes temporary files of concurrent writes within one process.
static COUNTER: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), TraceError> {
    let tmp = temp_path(path);
    let result = (|| {
        let mut f = fs::File::create(&tmp)?;
        f.write_all(bytes)?;
        f.sync_all()?;
        fs::rename(&tmp, path)
    })();
    result.map_err(|e| {
        let _ = fs::remove_file(&tmp);
        TraceError::io(path, e)
    })
}

/// `DIR/.NAME.tmp-PID-N` beside `path`.
fn temp_path(path: &Path) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let name = path
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!(".{name}.tmp-{}-{n}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_target_and_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("wavebed-atomic-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let target = dir.join("t.wbt");
        write(&target, b"one").unwrap();
        write(&target, b"two").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"two");
        let names: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("t.wbt")]);
        let missing = dir.join("no/such/dir/t.wbt");
        assert!(write(&missing, b"x")
            .unwrap_err()
            .to_string()
            .contains("no/such/dir"));
        fs::remove_dir_all(&dir).unwrap();
    }
}
