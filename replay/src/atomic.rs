//! Atomic file writes: the bytes go to a temporary file in the target's own
//! directory (`tempfile`), are flushed to disk, the file is renamed over the
//! target, and the directory is flushed so the rename itself survives a
//! crash. A reader sees the old file or the new one, never a partial one, and
//! an interrupted write leaves at most a `.NAME.*.tmp` file that the next
//! write of the same target does not trip over. The file is created with
//! mode 0666 less the user's umask, as `File::create` would make it
//! (`tempfile`'s own default, 0600, suits secrets, not traces others read).

use std::fs;
use std::io::{self, Write};
use std::path::Path;

use crate::error::TraceError;

/// Writes `bytes` to `path` atomically.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), TraceError> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let result = (|| {
        let prefix = format!(".{name}.");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // open(2) applies the umask to this mode.
            builder.permissions(fs::Permissions::from_mode(0o666));
        }
        let mut f = builder.tempfile_in(dir).map_err(without_temp_path)?;
        f.write_all(bytes)?;
        f.as_file().sync_all()?;
        f.persist(path).map_err(|e| e.error)?;
        sync_dir(dir)
    })();
    result.map_err(|e| TraceError::io(path, e))
}

/// `tempfile` appends ` at path "DIR/.NAME.XXXXXX.tmp"` to a creation
/// error; the caller names the target instead, as it always has, and the
/// random temporary name would make the message differ from run to run.
fn without_temp_path(e: io::Error) -> io::Error {
    let text = e.to_string();
    match text.rfind(" at path ") {
        Some(i) => io::Error::new(e.kind(), &text[..i]),
        None => e,
    }
}

/// Flushes a directory's entries (the rename) to disk. Only Unix can open a
/// directory for that; elsewhere the rename is as durable as the platform
/// makes it.
fn sync_dir(dir: &Path) -> io::Result<()> {
    if cfg!(unix) {
        fs::File::open(dir)?.sync_all()?;
    }
    Ok(())
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
        let e = write(&missing, b"x").unwrap_err().to_string();
        assert!(e.contains("no/such/dir/t.wbt"), "{e}");
        assert!(!e.contains(".tmp"), "{e}");
        fs::remove_dir_all(&dir).unwrap();
    }

    /// Traces are created as `File::create` creates files: 0666 less the
    /// umask (0600 before, whatever the umask). The umask is the process's,
    /// so this reads it back without changing it.
    #[cfg(unix)]
    #[test]
    fn files_get_the_users_umask() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let plain = dir.path().join("plain");
        fs::File::create(&plain).unwrap();
        let target = dir.path().join("t.wbt");
        write(&target, b"x").unwrap();
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&target), mode(&plain));
    }
}
