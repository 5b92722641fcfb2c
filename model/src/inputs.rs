//! Which files a command reads: explicit files whatever their extension, and
//! directories walked recursively for the inputs wavebed understands
//! (docs/architecture.md, "Path walker rules"). Shared by `check`, `record`,
//! `replay` and `census`.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// What an input file holds, by its extension (or its ELF magic for a file
/// named explicitly with another extension).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InputKind {
    /// Assembly text: clang `-S` output, llvm-objdump output, a bare listing
    /// (`.s`, `.amdgcn`, `.asm`, and explicit files of unknown type).
    Listing,
    /// An AMDGPU ELF code object (`.co`, `.hsaco`, or ELF magic).
    CodeObject,
    /// A recorded wavebed trace (`.wbt`).
    Trace,
}

/// Extensions a directory walk picks up, and their kinds.
pub const EXTENSIONS: [(&str, InputKind); 6] = [
    ("s", InputKind::Listing),
    ("amdgcn", InputKind::Listing),
    ("asm", InputKind::Listing),
    ("co", InputKind::CodeObject),
    ("hsaco", InputKind::CodeObject),
    ("wbt", InputKind::Trace),
];

impl InputKind {
    /// The kind for a file's extension, if a directory walk picks it up.
    pub fn from_extension(path: &Path) -> Option<InputKind> {
        let ext = path.extension()?.to_str()?;
        EXTENSIONS
            .iter()
            .find(|(e, _)| e.eq_ignore_ascii_case(ext))
            .map(|&(_, k)| k)
    }

    /// The kind of a file named explicitly: by extension, else an ELF file is
    /// a code object and anything else a listing.
    pub fn of_file(path: &Path) -> io::Result<InputKind> {
        if let Some(k) = InputKind::from_extension(path) {
            return Ok(k);
        }
        use std::io::Read;
        let mut magic = [0u8; 4];
        let mut f = std::fs::File::open(path)?;
        let n = f.read(&mut magic)?;
        Ok(if n == 4 && magic == *b"\x7fELF" {
            InputKind::CodeObject
        } else {
            InputKind::Listing
        })
    }
}

/// One input file and its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub path: PathBuf,
    pub kind: InputKind,
}

/// A path that could not be read.
#[derive(Debug)]
pub struct InputError {
    pub path: PathBuf,
    pub source: io::Error,
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.source)
    }
}

impl std::error::Error for InputError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.source)
    }
}

/// Expands `paths` into input files, in argument order; each directory's
/// files come sorted by path so runs are reproducible. Files inside
/// directories with other extensions (a README) are skipped; symbolic links
/// to directories inside a walk are not followed (no cycles). A path that
/// does not exist or a directory that cannot be read is an error.
pub fn collect(paths: &[PathBuf]) -> Result<Vec<Input>, InputError> {
    let mut out = Vec::new();
    for p in paths {
        let err = |source| InputError {
            path: p.clone(),
            source,
        };
        let meta = std::fs::metadata(p).map_err(err)?;
        if meta.is_dir() {
            let mut found = Vec::new();
            walk_dir(p, &mut found)?;
            found.sort_by(|a: &Input, b| a.path.cmp(&b.path));
            out.extend(found);
        } else {
            let kind = InputKind::of_file(p).map_err(err)?;
            out.push(Input {
                path: p.clone(),
                kind,
            });
        }
    }
    Ok(out)
}

fn walk_dir(dir: &Path, out: &mut Vec<Input>) -> Result<(), InputError> {
    fn err(path: &Path) -> impl FnOnce(io::Error) -> InputError + '_ {
        move |source| InputError {
            path: path.to_path_buf(),
            source,
        }
    }
    for entry in std::fs::read_dir(dir).map_err(err(dir))? {
        let entry = entry.map_err(err(dir))?;
        let path = entry.path();
        let ty = entry.file_type().map_err(err(&path))?;
        if ty.is_dir() {
            walk_dir(&path, out)?;
            continue;
        }
        // A symbolic link counts when it points at a file.
        if ty.is_symlink() && !std::fs::metadata(&path).is_ok_and(|m| m.is_file()) {
            continue;
        }
        if let Some(kind) = InputKind::from_extension(&path) {
            out.push(Input { path, kind });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directories_keep_known_extensions_and_explicit_files_are_kept() {
        let root = std::env::temp_dir().join(format!("wavebed-inputs-{}", std::process::id()));
        let sub = root.join("sub");
        std::fs::create_dir_all(&sub).unwrap();
        for f in [
            "b.s",
            "README.md",
            "a.co",
            "sub/c.AMDGCN",
            "sub/d.wbt",
            "sub/e.txt",
        ] {
            std::fs::write(root.join(f), b"x").unwrap();
        }
        let elf = root.join("kernel.bin");
        std::fs::write(&elf, b"\x7fELF....").unwrap();
        let got = collect(&[root.clone(), root.join("README.md"), elf.clone()]).unwrap();
        let names: Vec<_> = got
            .iter()
            .map(|i| {
                (
                    i.path
                        .strip_prefix(&root)
                        .unwrap()
                        .to_str()
                        .unwrap()
                        .to_string(),
                    i.kind,
                )
            })
            .collect();
        assert_eq!(
            names,
            [
                ("a.co".to_string(), InputKind::CodeObject),
                ("b.s".to_string(), InputKind::Listing),
                ("sub/c.AMDGCN".to_string(), InputKind::Listing),
                ("sub/d.wbt".to_string(), InputKind::Trace),
                ("README.md".to_string(), InputKind::Listing),
                ("kernel.bin".to_string(), InputKind::CodeObject),
            ]
        );
        let missing = collect(&[root.join("nope")]).unwrap_err();
        assert!(missing.to_string().contains("nope"));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
