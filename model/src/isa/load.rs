//! Loading a file of any kind: an ELF code object (detected by its magic,
//! whatever the extension) goes through `llvm-objdump -d --mcpu=ARCH`; a clang
//! offload bundle (HIP `--genco` output) through its AMDGPU entry; anything
//! else is read as assembly text (`.s`, `.amdgcn`, `.asm`, `.txt`...).

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::{bundle, elf, parse_with_hint, tools, ParseError};
use crate::instr::Program;
use crate::profile::Arch;

/// How to load a file.
#[derive(Clone, Debug, Default)]
pub struct LoadOptions {
    /// `--arch`: overrides the code object's e_flags or the listing's
    /// `.amdgcn_target`.
    pub arch: Option<Arch>,
    /// `--objdump PATH`: the llvm-objdump to run on code objects.
    pub objdump: Option<PathBuf>,
    /// `--decoder`: llvm-objdump (the default) or the native gfx9 decoder,
    /// which hands a code object it refuses to llvm-objdump.
    pub decoder: super::native::DecoderKind,
}

/// Why a file could not be loaded. Every kind names the input file (and,
/// for a parse error, the line and column; for a tool, the tool).
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file could not be read.
    #[error("{}: {error}", path.display())]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The text (or, for a code object, llvm-objdump's output) does not parse.
    #[error("{}:{error}{}", path.display(), if *objdump { " (line of `llvm-objdump -d` output)" } else { "" })]
    Parse {
        path: PathBuf,
        error: ParseError,
        objdump: bool,
    },
    /// A malformed ELF code object.
    #[error("{}: {error}", path.display())]
    Elf { path: PathBuf, error: elf::ElfError },
    /// A code object whose metadata note or kernel descriptor is malformed.
    #[error("{}: {error}", path.display())]
    KernelInfo {
        path: PathBuf,
        error: elf::InfoError,
    },
    /// A malformed clang offload bundle.
    #[error("{}: {error}", path.display())]
    Bundle {
        path: PathBuf,
        error: bundle::BundleError,
    },
    /// An offload bundle without the AMDGPU code object wanted: none at all
    /// (`arch` None), or none for `--arch`.
    #[error("{}: offload bundle has no {}", path.display(), match arch {
        None => "AMDGPU code object".to_string(),
        Some(a) => format!("code object for {a}"),
    })]
    BundleMissing { path: PathBuf, arch: Option<Arch> },
    /// An offload bundle with several AMDGPU code objects and no `--arch`.
    #[error("{}: offload bundle holds several code objects ({}); pass --arch", path.display(), triples.join(", "))]
    BundleAmbiguous { path: PathBuf, triples: Vec<String> },
    /// A code object for an architecture wavebed does not model.
    #[error("{}: code object is for EF_AMDGPU_MACH {mach:#x}, which wavebed does not model; pass --arch ({})", path.display(), Arch::names())]
    UnknownMach { path: PathBuf, mach: u32 },
    /// The temporary file a container's code object goes through could not
    /// be written.
    #[error("{}: cannot write a temporary code object: {error}", path.display())]
    TempFile {
        path: PathBuf,
        error: std::io::Error,
    },
    /// No llvm-objdump to disassemble `path` with.
    #[error("{}: llvm-objdump not found (looked at $WAVEBED_LLVM_OBJDUMP, {}/llvm-objdump and PATH); install LLVM 22 with `apt-get install {}` or pass --objdump PATH", path.display(), tools::LLVM22_BIN, tools::APT_PACKAGE)]
    ObjdumpNotFound { path: PathBuf },
    /// llvm-objdump could not be started.
    #[error("cannot run {}: {error}; install `{}`", objdump.display(), tools::APT_PACKAGE)]
    ObjdumpSpawn {
        objdump: PathBuf,
        error: std::io::Error,
    },
    /// llvm-objdump's output could not be read (or its pipe made).
    #[error("cannot read the output of {}: {error}", objdump.display())]
    ObjdumpOutput {
        objdump: PathBuf,
        error: std::io::Error,
    },
    /// An llvm-objdump that predates the architecture.
    #[error("{} does not know {arch} (LLVM 22 or newer is needed): install `{}` or pass --objdump PATH", objdump.display(), tools::APT_PACKAGE)]
    ObjdumpTooOld { objdump: PathBuf, arch: Arch },
    /// llvm-objdump failed on `path`; `stderr` is what it said.
    #[error("{} -d --mcpu={arch} {} failed ({status}): {}", objdump.display(), path.display(), stderr.trim())]
    ObjdumpFailed {
        objdump: PathBuf,
        arch: Arch,
        path: PathBuf,
        status: std::process::ExitStatus,
        stderr: String,
    },
    /// A container's member that could not be found or extracted (a damaged
    /// wheel, bundle or section), named by its origin.
    #[error("{origin}: {message}")]
    Member { origin: String, message: String },
    /// llvm-objdump could not decode a word in the middle of a function and
    /// printed it as data (`.long 0x...`): the function cannot be checked
    /// past it (issue 28: a gfx950 MFMA in a public wheel).
    #[error("{}: function `{function}` at address {address:#x}: llvm-objdump cannot decode the word {word} (it prints `.long {word}` in the middle of the function); the function cannot be checked", path.display())]
    Undecodable {
        path: PathBuf,
        function: String,
        address: u64,
        /// The word as llvm-objdump printed it (`0xd3ad0000`).
        word: String,
    },
}

/// The `--mattr` that decodes 16-bit VOP1/VOP2/VOPC forms in real true16
/// mode ([`ObjdumpJob::parse_decoding`]).
const REAL_TRUE16: &str = "+real-true16";

/// The file's stem: a bare listing's kernel name.
fn stem(path: &Path) -> String {
    path.file_stem().map_or_else(
        || "kernel".to_string(),
        |s| s.to_string_lossy().into_owned(),
    )
}

/// Loads a listing or a code object.
pub fn load_path(path: &Path, opts: &LoadOptions) -> Result<Program, LoadError> {
    load_at(path, path, opts)
}

/// [`load_path`] of the file at `disk`, named `path` in messages.
pub(super) fn load_at(path: &Path, disk: &Path, opts: &LoadOptions) -> Result<Program, LoadError> {
    let bytes = std::fs::read(disk).map_err(|error| LoadError::Io {
        path: path.to_owned(),
        error,
    })?;
    if elf::is_elf(&bytes) {
        return load_code_object(path, disk, &bytes, opts);
    }
    load_other(path, &bytes, opts)
}

/// Loads a file that is not an ELF code object: a clang offload bundle or
/// assembly text.
pub(super) fn load_other(
    path: &Path,
    bytes: &[u8],
    opts: &LoadOptions,
) -> Result<Program, LoadError> {
    if bundle::is_bundle(bytes) {
        return load_bundle(path, bytes, opts);
    }
    let src = text(path, bytes)?;
    parse_with_hint(src, &stem(path), opts.arch, None).map_err(|error| LoadError::Parse {
        path: path.to_owned(),
        error,
        objdump: false,
    })
}

/// UTF-8 text, or an error at the first bad byte's line and column.
fn text<'a>(path: &Path, bytes: &'a [u8]) -> Result<&'a str, LoadError> {
    std::str::from_utf8(bytes).map_err(|e| {
        let good = &bytes[..e.valid_up_to()];
        let line = good.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let col = good.iter().rev().take_while(|&&b| b != b'\n').count() as u32 + 1;
        let error = ParseError {
            line,
            col,
            message: "invalid UTF-8 (not assembly text, and not an ELF code object)".into(),
        };
        LoadError::Parse {
            path: path.to_owned(),
            error,
            objdump: false,
        }
    })
}

/// Picks the bundle's AMDGPU entry (the one for `--arch` if there are several),
/// writes it to a temporary file for llvm-objdump and loads it.
fn load_bundle(path: &Path, bytes: &[u8], opts: &LoadOptions) -> Result<Program, LoadError> {
    let path_ = || path.to_owned();
    let entries = bundle::amdgpu_entries(bytes).map_err(|error| LoadError::Bundle {
        path: path_(),
        error,
    })?;
    let pick = match (opts.arch, entries.len()) {
        (_, 0) => {
            return Err(LoadError::BundleMissing {
                path: path_(),
                arch: None,
            })
        }
        (_, 1) => &entries[0],
        (Some(a), _) => entries
            .iter()
            .find(|(t, _)| t.rsplit("--").next().and_then(|id| id.parse::<Arch>().ok()) == Some(a))
            .ok_or_else(|| LoadError::BundleMissing {
                path: path_(),
                arch: Some(a),
            })?,
        (None, _) => {
            return Err(LoadError::BundleAmbiguous {
                path: path_(),
                triples: entries.iter().map(|(t, _)| t.clone()).collect(),
            });
        }
    };
    let tmp = TempFile::new(pick.1).map_err(|error| LoadError::TempFile {
        path: path_(),
        error,
    })?;
    load_code_object(path, &tmp.0, pick.1, opts)
}

/// A temporary file removed on drop.
pub(super) struct TempFile(pub(super) PathBuf);

impl TempFile {
    /// A new temporary file holding `bytes`.
    pub(super) fn new(bytes: &[u8]) -> std::io::Result<TempFile> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static SEQ: AtomicU64 = AtomicU64::new(0);
        let n = SEQ.fetch_add(1, Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!("wavebed-{}-{n}.co", std::process::id()));
        std::fs::write(&p, bytes)?;
        Ok(TempFile(p))
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

/// What loading a code object needs besides its bytes: the architecture to
/// disassemble for and the llvm-objdump to run. Shared by [`load_path`] and
/// the batched [`super::batch::load_many`], so both fail with the same messages.
pub(super) struct ObjdumpJob {
    pub(super) co: elf::CodeObject,
    pub(super) arch: Arch,
    pub(super) objdump: PathBuf,
    /// What the metadata note and kernel descriptors say, by kernel symbol.
    pub(super) infos: super::metadata::Infos,
}

impl ObjdumpJob {
    /// Reads the ELF header and symbol table and resolves the architecture
    /// and the tool.
    pub(super) fn new(path: &Path, bytes: &[u8], opts: &LoadOptions) -> Result<Self, LoadError> {
        let co = elf::read(bytes).map_err(|error| LoadError::Elf {
            path: path.to_owned(),
            error,
        })?;
        let arch = match opts.arch {
            Some(a) => a,
            None => Arch::from_elf_mach(co.mach).ok_or_else(|| LoadError::UnknownMach {
                path: path.to_owned(),
                mach: co.mach,
            })?,
        };
        let objdump = match &opts.objdump {
            Some(p) => p.clone(),
            None => {
                tools::find_llvm_tool("llvm-objdump").ok_or_else(|| LoadError::ObjdumpNotFound {
                    path: path.to_owned(),
                })?
            }
        };
        let infos = elf::kernel_infos(bytes, arch).map_err(|error| LoadError::KernelInfo {
            path: path.to_owned(),
            error,
        })?;
        Ok(ObjdumpJob {
            co,
            arch,
            objdump,
            infos,
        })
    }

    /// Runs `llvm-objdump -d --mcpu=ARCH` on `files` (one process, whatever
    /// their number) and returns its standard output; `path` names the
    /// input in messages.
    pub(super) fn run(&self, path: &Path, files: &[&Path]) -> Result<Vec<u8>, LoadError> {
        self.run_with(path, files, None)
    }

    /// [`Self::run`] with `--mattr=MATTR` when `mattr` is given.
    fn run_with(
        &self,
        path: &Path,
        files: &[&Path],
        mattr: Option<&str>,
    ) -> Result<Vec<u8>, LoadError> {
        let (objdump, arch) = (&self.objdump, self.arch);
        let spawn_error = |error| LoadError::ObjdumpSpawn {
            objdump: objdump.clone(),
            error,
        };
        let output_error = |error| LoadError::ObjdumpOutput {
            objdump: objdump.clone(),
            error,
        };
        // llvm-objdump writes its output a line per system call (issue 30).
        // Through a pipe the reader drains in large chunks (`objdump_output`).
        let (stdout, writer) = std::io::pipe().map_err(output_error)?;
        let pipe_size = super::pipe::widen(&writer);
        let mut child = Command::new(objdump)
            .arg("-d")
            .arg(format!("--mcpu={arch}"))
            .args(mattr.map(|m| format!("--mattr={m}")))
            .args(files)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .spawn()
            .map_err(spawn_error)?;
        let stderr_pipe = child.stderr.take();
        // Standard error on its own thread, so that neither pipe can fill
        // while the other is read.
        let (out, stderr) = std::thread::scope(|s| {
            let errors = s.spawn(move || {
                let mut text = Vec::new();
                if let Some(mut e) = stderr_pipe {
                    // What it said is only a message: a read error leaves it short.
                    let _ = e.read_to_end(&mut text);
                }
                text
            });
            let out = super::pipe::drain(stdout, pipe_size);
            (out, errors.join().unwrap_or_default())
        });
        let status = child.wait().map_err(output_error)?;
        let out = out.map_err(output_error)?;
        let stderr = String::from_utf8_lossy(&stderr);
        // An objdump that predates the architecture warns and prints `<unknown>`.
        if stderr.contains("not a recognized processor") || stderr.contains("unknown target") {
            return Err(LoadError::ObjdumpTooOld {
                objdump: objdump.clone(),
                arch,
            });
        }
        if !status.success() {
            return Err(LoadError::ObjdumpFailed {
                objdump: objdump.clone(),
                arch,
                path: path.to_owned(),
                status,
                stderr: stderr.into_owned(),
            });
        }
        Ok(out)
    }

    /// [`Self::parse`] of `disassembly`, the default decoding of the code
    /// object at `disk`; when that prints a word of a gfx12-family function
    /// as data, the object is disassembled again in real true16 mode and
    /// that decoding is used if it decodes every word.
    ///
    /// Why: a code object does not record its true16 mode (gfx1250's
    /// e_flags are `0x449` either way), LLVM 22 decodes gfx12 and gfx1250 in
    /// fake16 mode by default, and its fake16 tables have no encoding for
    /// some VOP1 16-bit forms that real-true16 code uses - Triton 3.9's
    /// gfx1250 matmul's `v_mov_b16_e32 v1.l, 0` (0x7e023880) prints as
    /// `.long`. LLVM after 22 makes real true16 the default on gfx1250
    /// (llvm/llvm-project PR #190452) and gfx12 (PR #187514), which is what
    /// Triton 3.9's compiler emits. The retry changes no other word's
    /// meaning: the register field's bit 7 selecting the high half is the
    /// hardware's encoding of every 16-bit VOP1/VOP2/VOPC e32 operand on
    /// gfx11+, and on that matmul both decodings agree on every other word
    /// once `.l`/`.h` are dropped (the front end counts a half as its whole
    /// register). When the retry fails too, the first error stands.
    pub(super) fn parse_decoding(
        &self,
        path: &Path,
        disk: &Path,
        disassembly: &[u8],
    ) -> Result<Program, LoadError> {
        let first = self.parse(path, disassembly);
        if !matches!(first, Err(LoadError::Undecodable { .. }))
            || self.arch.profile().wait_gen != crate::profile::WaitGen::Gfx12
        {
            return first;
        }
        match self.run_with(path, &[disk], Some(REAL_TRUE16)) {
            Ok(out) => self.parse(path, &out).or(first),
            Err(_) => first,
        }
    }

    /// With `--decoder native`, the code object `bytes` disassembled
    /// natively and parsed; `None` (counted, and the caller runs
    /// llvm-objdump) when the native decoder refuses it or is not asked for.
    pub(super) fn native(
        &self,
        path: &Path,
        bytes: &[u8],
        opts: &LoadOptions,
    ) -> Option<Result<Program, LoadError>> {
        use super::native;
        if opts.decoder != native::DecoderKind::Native {
            return None;
        }
        match native::listing(&path.to_string_lossy(), bytes, self.arch) {
            Ok((text, count)) => {
                native::count_native(count);
                Some(self.parse(path, text.as_bytes()))
            }
            Err(e) => {
                native::count_fallback(&format!("{}: {e}", path.display()));
                None
            }
        }
    }

    /// Parses llvm-objdump's output for the code object at `path`: the
    /// ground truth every loading path ends in.
    pub(super) fn parse(&self, path: &Path, disassembly: &[u8]) -> Result<Program, LoadError> {
        // llvm-objdump prints UTF-8 (symbol names may not be ASCII): the
        // validation's word-at-a-time ASCII path first, the lossy
        // conversion's byte-by-byte one only for text that is not UTF-8
        // (it was a tenth of parsing the text, issue 30).
        let src = match std::str::from_utf8(disassembly) {
            Ok(text) => std::borrow::Cow::Borrowed(text),
            Err(_) => String::from_utf8_lossy(disassembly),
        };
        let mut program = parse_with_hint(&src, &stem(path), Some(self.arch), Some(&self.co.hint))
            .map_err(|error| {
                undecodable(path, &src, error.line).unwrap_or_else(|| LoadError::Parse {
                    path: path.to_owned(),
                    error,
                    objdump: true,
                })
            })?;
        for k in &mut program.kernels {
            if let Some(info) = self.infos.get(&k.symbol) {
                *k.info = info.clone();
            }
        }
        Ok(program)
    }
}

/// When line `line` (1-based) of llvm-objdump's output is a word it could
/// not decode (`.long 0xffffffff  // 000000001724: FFFFFFFF`), the error
/// that names the function (the last `<name>:` header before it), the
/// address and the word.
fn undecodable(path: &Path, src: &str, line: u32) -> Option<LoadError> {
    let lines: Vec<&str> = src.lines().take(line as usize).collect();
    let (code, comment) = lines.last()?.split_once("//")?;
    let word = code.trim().strip_prefix(".long")?.trim().to_string();
    let address = u64::from_str_radix(comment.trim().split(':').next()?.trim(), 16).ok()?;
    let function = lines.iter().rev().find_map(|l| {
        let name = l.split_once(" <")?.1.strip_suffix(">:")?;
        Some(name.to_string())
    })?;
    Some(LoadError::Undecodable {
        path: path.to_owned(),
        function,
        address,
        word,
    })
}

/// Loads the code object at `path` with the native decoder alone (no
/// fallback): `Err` is why it refused the object, `Ok` what loading gave -
/// the native side of the differential against llvm-objdump
/// (docs/architecture.md, "Native decoding").
pub fn load_native(
    path: &Path,
    opts: &LoadOptions,
) -> Result<Result<Program, LoadError>, super::native::NativeError> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(error) => {
            return Ok(Err(LoadError::Io {
                path: path.to_owned(),
                error,
            }))
        }
    };
    let job = match ObjdumpJob::new(path, &bytes, opts) {
        Ok(j) => j,
        Err(e) => return Ok(Err(e)),
    };
    let (text, _) = super::native::listing(&path.to_string_lossy(), &bytes, job.arch)?;
    Ok(job.parse(path, text.as_bytes()))
}

/// Disassembles the code object at `on_disk` (`path` names it in messages).
fn load_code_object(
    path: &Path,
    on_disk: &Path,
    bytes: &[u8],
    opts: &LoadOptions,
) -> Result<Program, LoadError> {
    let job = ObjdumpJob::new(path, bytes, opts)?;
    if let Some(done) = job.native(path, bytes, opts) {
        return done;
    }
    let out = job.run(path, &[on_disk])?;
    job.parse_decoding(path, on_disk, &out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_undecodable_word_names_function_address_and_word() {
        let src = "\nk.co:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n\
0000000000001700 <_Z1kv>:\n\ts_nop 0 // 000000001700: BF800000\n\
\t.long 0xffffffff                                           // 000000001704: FFFFFFFF\n";
        let e = undecodable(Path::new("k.co"), src, 8).unwrap();
        assert_eq!(
            e.to_string(),
            "k.co: function `_Z1kv` at address 0x1704: llvm-objdump cannot decode the word 0xffffffff (it prints `.long 0xffffffff` in the middle of the function); the function cannot be checked"
        );
        assert!(undecodable(Path::new("k.co"), src, 7).is_none());
    }
}
