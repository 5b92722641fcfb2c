//! Which files a command reads: explicit files whatever their extension, and
//! directories walked recursively for the inputs wavebed understands
//! (docs/architecture.md, "Path walker rules"). Shared by `check`, `record`,
//! `replay` and `census`.

use std::io;
use std::path::{Path, PathBuf};

use crate::isa::container::{self, Member};

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

/// Extensions a directory walk picks up, and their kinds. Wheels (`.whl`)
/// and offload bundles (`.hipfb`) are containers of code objects: their
/// members become inputs (docs/architecture.md, "Code objects in
/// containers"). Host libraries (`.so`) are read when named, not walked: a
/// walk over an installed Python tree would open every CPU library in it.
pub const EXTENSIONS: [(&str, InputKind); 8] = [
    ("s", InputKind::Listing),
    ("amdgcn", InputKind::Listing),
    ("asm", InputKind::Listing),
    ("co", InputKind::CodeObject),
    ("hsaco", InputKind::CodeObject),
    ("hipfb", InputKind::CodeObject),
    ("whl", InputKind::CodeObject),
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
        let container = magic.starts_with(container::ZIP_MAGIC)
            || magic.starts_with(crate::isa::bundle::COMPRESSED_MAGIC)
            || magic == *b"__CL";
        Ok(if (n == 4 && magic == *b"\x7fELF") || container {
            InputKind::CodeObject
        } else {
            InputKind::Listing
        })
    }
}

/// One input file, its kind, and the name result lines print for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub path: PathBuf,
    pub kind: InputKind,
    /// The file's stem, or the name a container gave it (a trace store's
    /// entry name).
    pub name: String,
    /// A code object inside the file at `path` (a wheel, host library or
    /// offload bundle): where it is, or why that part of the file could not
    /// be read.
    pub member: Option<Member>,
}

impl Input {
    /// The input at `path` of kind `kind`, named by the file's stem.
    pub fn new(path: PathBuf, kind: InputKind) -> Input {
        let name = path.file_stem().map_or_else(
            || path.display().to_string(),
            |s| s.to_string_lossy().into_owned(),
        );
        Input {
            path,
            kind,
            name,
            member: None,
        }
    }

    /// The code object `member` of the container at `path`.
    pub fn member(path: &Path, member: Member) -> Input {
        Input {
            path: path.to_path_buf(),
            kind: InputKind::CodeObject,
            name: member.origin.clone(),
            member: Some(member),
        }
    }

    /// What messages call the input: the file, or a member's origin
    /// (`lib.so!bundle[0]!gfx942`).
    pub fn shown(&self) -> PathBuf {
        match &self.member {
            Some(m) => PathBuf::from(&m.origin),
            None => self.path.clone(),
        }
    }

    /// The bytes of work the input is (for scheduling): the file's size, or
    /// the member's.
    pub fn size(&self) -> u64 {
        match &self.member {
            Some(m) => m.size,
            None => std::fs::metadata(&self.path).map_or(0, |m| m.len()),
        }
    }
}

/// The inputs a file is: itself, or - for a container (a wheel, an offload
/// bundle, a host ELF file) - every code object in it. `kind` is what its
/// extension says.
fn file_inputs(path: &Path, kind: InputKind) -> io::Result<Vec<Input>> {
    if kind == InputKind::CodeObject {
        use std::io::Read;
        let mut head = Vec::with_capacity(64);
        // A file that cannot be opened (a dangling link) is reported when
        // it is read, as any other input.
        let Ok(f) = std::fs::File::open(path) else {
            return Ok(vec![Input::new(path.to_path_buf(), kind)]);
        };
        f.take(64).read_to_end(&mut head)?;
        if container::is_container(&head) {
            return Ok(container::scan(path)
                .into_iter()
                .map(|m| Input::member(path, m))
                .collect());
        }
    }
    Ok(vec![Input::new(path.to_path_buf(), kind)])
}

/// A path that could not be read, or a container that could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: io::Error },
    /// A FIFO, socket or device: never opened (reading one could block
    /// forever or consume another program's data).
    #[error("{}: not a regular file ({what}), skipped", path.display())]
    NotRegular { path: PathBuf, what: &'static str },
    /// A container (see [`Containers`]) that could not be opened.
    #[error(transparent)]
    Container(Box<dyn std::error::Error + Send + Sync>),
}

/// Directories that are one container of inputs rather than a tree to walk
/// (a trace store: the `wavebed-replay` crate knows them): `Some(inputs)` for
/// a container, `None` for an ordinary directory.
pub type Containers<'a> = &'a dyn Fn(&Path) -> Option<Result<Vec<Input>, InputError>>;

/// No containers: every directory is walked.
pub fn no_containers(_: &Path) -> Option<Result<Vec<Input>, InputError>> {
    None
}

/// One path argument, expanded.
#[derive(Debug)]
pub struct Expanded {
    pub inputs: Vec<Input>,
    /// Whether the argument was a directory (its inputs were found by the
    /// walk, not named).
    pub directory: bool,
    /// What the walk could not read (an unreadable subdirectory) or would
    /// not open (a FIFO, socket or device named `x.s`): each an error of its
    /// own, the rest of the walk still taken; the command exits 2 at the end.
    pub errors: Vec<InputError>,
}

/// Paths expanded into input files, and what could not be read.
#[derive(Debug, Default)]
pub struct Collected {
    pub inputs: Vec<Input>,
    /// Each path that could not be read (an argument or a path under one),
    /// in the order met: the others are still expanded, and the command
    /// reports each and exits 2 at the end.
    pub errors: Vec<InputError>,
}

/// Expands `paths` into input files, in argument order (see [`expand`]),
/// past every path that cannot be read.
pub fn collect(paths: &[PathBuf]) -> Collected {
    let mut out = Collected::default();
    for p in paths {
        match expand(p, &no_containers) {
            Ok(found) => {
                out.inputs.extend(found.inputs);
                out.errors.extend(found.errors);
            }
            Err(e) => out.errors.push(e),
        }
    }
    out
}

/// Expands one path argument: a file is itself whatever its extension; a
/// container its inputs; a directory is walked recursively, children in
/// path order (runs are reproducible), keeping files with a known extension
/// (a README is skipped) and containers' inputs. Symbolic links to
/// directories are not followed (no cycles); other links count as files, so
/// a dangling one is reported when it is read, never skipped silently. A path
/// that does not exist or a directory that cannot be read is an error.
pub fn expand(path: &Path, containers: Containers<'_>) -> Result<Expanded, InputError> {
    let meta = std::fs::metadata(path).map_err(io_error(path))?;
    if !meta.is_dir() {
        regular(path, &meta)?;
        let kind = InputKind::of_file(path).map_err(io_error(path))?;
        return Ok(Expanded {
            inputs: file_inputs(path, kind).map_err(io_error(path))?,
            directory: false,
            errors: Vec::new(),
        });
    }
    let mut inputs = Vec::new();
    let mut errors = Vec::new();
    walk_dir(path, containers, &mut inputs, &mut errors, true)?;
    Ok(Expanded {
        inputs,
        directory: true,
        errors,
    })
}

/// Only regular files are read: what else `meta` (followed through links)
/// describes is an error naming it, found without opening the file.
fn regular(path: &Path, meta: &std::fs::Metadata) -> Result<(), InputError> {
    use std::os::unix::fs::FileTypeExt;
    let ty = meta.file_type();
    let what = if ty.is_file() {
        return Ok(());
    } else if ty.is_fifo() {
        "a FIFO"
    } else if ty.is_socket() {
        "a socket"
    } else if ty.is_block_device() || ty.is_char_device() {
        "a device"
    } else {
        "not a file"
    };
    Err(InputError::NotRegular {
        path: path.to_path_buf(),
        what,
    })
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> InputError + '_ {
    move |source| InputError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Walks `dir`; a subdirectory that cannot be read is an error in `errors`
/// and its siblings are still walked (the top directory's own failure is the
/// caller's error, `top`).
fn walk_dir(
    dir: &Path,
    containers: Containers<'_>,
    out: &mut Vec<Input>,
    errors: &mut Vec<InputError>,
    top: bool,
) -> Result<(), InputError> {
    if let Some(found) = containers(dir) {
        match found {
            Ok(found) => out.extend(found),
            Err(e) if !top => errors.push(e),
            Err(e) => return Err(e),
        }
        return Ok(());
    }
    let mut children = Vec::new();
    let listing = match std::fs::read_dir(dir) {
        Ok(l) => l,
        Err(e) if !top => {
            errors.push(io_error(dir)(e));
            return Ok(());
        }
        Err(e) => return Err(io_error(dir)(e)),
    };
    for entry in listing {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                errors.push(io_error(dir)(e));
                continue;
            }
        };
        match entry.file_type() {
            Ok(ty) => children.push((entry.path(), ty)),
            Err(e) => errors.push(io_error(&entry.path())(e)),
        }
    }
    children.sort_by(|a, b| a.0.cmp(&b.0));
    for (path, ty) in children {
        if ty.is_dir() {
            walk_dir(&path, containers, out, errors, false)?;
            continue;
        }
        if ty.is_symlink() && std::fs::metadata(&path).is_ok_and(|m| m.is_dir()) {
            continue;
        }
        if let Some(kind) = InputKind::from_extension(&path) {
            // A dangling link is reported when it is read; anything that is
            // not a regular file is reported now and never opened.
            if let Ok(meta) = std::fs::metadata(&path) {
                if let Err(e) = regular(&path, &meta) {
                    errors.push(e);
                    continue;
                }
            }
            out.extend(file_inputs(&path, kind).map_err(io_error(&path))?);
        }
    }
    Ok(())
}

/// One part of `N` of a run (`census --shard K/N`), 1-based: `K` of `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub index: u32,
    pub count: u32,
}

impl std::str::FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let bad = || format!("`{s}`: a shard is K/N with 1 <= K <= N (e.g. 2/4)");
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let index: u32 = k.trim().parse().map_err(|_| bad())?;
        let count: u32 = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// Which of `inputs` fall in this shard: each input's shard is its
    /// content's SHA-256 (the file's bytes, and for a container's code
    /// object the steps to it as well) modulo the count, so the split is
    /// the same on every machine whatever the paths, and every input is in
    /// exactly one shard. A file that cannot be read falls in shard 1 (that
    /// shard reports it).
    pub fn select(&self, inputs: &[Input]) -> Vec<bool> {
        use sha2::{Digest, Sha256};
        let mut files: std::collections::HashMap<&Path, Option<[u8; 32]>> = Default::default();
        inputs
            .iter()
            .map(|input| {
                let file = *files.entry(&input.path).or_insert_with(|| {
                    std::fs::read(&input.path)
                        .ok()
                        .map(|b| Sha256::digest(&b).into())
                });
                let Some(file) = file else {
                    return self.index == 1;
                };
                let mut h = Sha256::new();
                h.update(file);
                if let Some(m) = &input.member {
                    h.update(format!("{:?}", m.locator).as_bytes());
                }
                let d = h.finalize();
                let word = u64::from_le_bytes(d[..8].try_into().unwrap_or_default());
                word % u64::from(self.count) == u64::from(self.index - 1)
            })
            .collect()
    }
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
        let got = collect(&[root.clone(), root.join("README.md"), elf.clone()]);
        assert!(got.errors.is_empty(), "{:?}", got.errors);
        let names: Vec<_> = got
            .inputs
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
        // A missing path is an error of its own; the paths after it are read.
        let missing = collect(&[root.join("nope"), elf.clone()]);
        assert_eq!(missing.errors.len(), 1);
        assert!(missing.errors[0].to_string().contains("nope"));
        assert_eq!(missing.inputs.len(), 1);
        std::fs::remove_dir_all(&root).unwrap();
    }
}
