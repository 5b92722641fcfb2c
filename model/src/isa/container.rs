//! Code objects wherever they ship (docs/architecture.md, "Code objects in
//! containers"): every AMDGPU code object inside a file that is not one
//! itself - a clang offload bundle (plain or `CCOB` compressed), a host ELF
//! file (a HIP library or Python extension: `.hip_fatbin` holds bundles,
//! other toolchains embed plain AMDGPU ELF images in data sections), or a
//! Python wheel (a zip archive, read in place), nested as they ship (a
//! wheel's `.so` holding compressed bundles of several architectures).
//!
//! [`scan`] finds them once and names each by its origin
//! (`lib.so!bundle[2]!gfx90a`) and a [`Locator`], the steps that take the
//! container's bytes to the code object's; [`extract`] follows the steps
//! again when the code object is loaded, so a container of thousands of code
//! objects is never held in memory whole. A damaged part is a [`Member`]
//! with a problem, reported under its origin; the rest of the container is
//! still found. Sizes are bounded ([`MAX_MEMBER_BYTES`],
//! [`bundle::MAX_UNCOMPRESSED`], [`MAX_MEMBERS`]).

use std::fs::File;
use std::io::{Read, Seek};
use std::path::Path;

use object::elf::{FileHeader64, SHF_EXECINSTR, SHT_NOBITS};
use object::read::elf::{FileHeader, SectionHeader};
use object::LittleEndian as Le;

use super::{bundle, elf};

/// The zip local-file-header magic a wheel starts with.
pub const ZIP_MAGIC: &[u8] = b"PK\x03\x04";

/// A wheel member or host file section may not be larger than this (a zip
/// entry's declared size is checked before it is read; what it inflates to
/// is cut at the declared size).
pub const MAX_MEMBER_BYTES: u64 = 4 << 30;

/// At most this many code objects (and problems) in one container.
pub const MAX_MEMBERS: usize = 1 << 16;

/// How deep containers may nest (a wheel, its `.so`, a compressed bundle,
/// the plain bundle inside, a code object).
const MAX_DEPTH: u32 = 6;

/// One step from a container's bytes to a part of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// The zip (wheel) member of this name.
    Zip(String),
    /// `len` bytes from `start`.
    Slice { start: u64, len: u64 },
    /// The plain bundle a compressed one holds.
    Inflate,
}

/// The steps from a file's bytes to a code object's.
pub type Locator = Vec<Step>;

/// A code object found in a container, or a part that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Member {
    /// Where it is: the container path, then `!`-separated steps
    /// (docs/architecture.md, "Code objects in containers").
    pub origin: String,
    /// The census family: the container (or, in a wheel, the member's
    /// folder).
    pub family: String,
    pub locator: Locator,
    /// The code object's size in bytes (0 for a problem).
    pub size: u64,
    /// Why this part could not be read (`None` for a code object).
    pub problem: Option<String>,
}

/// Whether `head` (a file's first bytes) starts a container [`scan`] reads:
/// a zip archive, an offload bundle, or an ELF file whose e_machine is not
/// AMDGPU (an ELF file too short to say is read as a code object, whose
/// loader names the damage).
pub fn is_container(head: &[u8]) -> bool {
    head.starts_with(ZIP_MAGIC)
        || bundle::is_bundle(head)
        || bundle::is_compressed(head)
        || (elf::is_elf(head) && head.len() >= 0x14 && !is_amdgpu_elf(head))
}

/// Whether `bytes` start an AMDGPU ELF file (magic and e_machine).
pub fn is_amdgpu_elf(bytes: &[u8]) -> bool {
    elf::is_elf(bytes)
        && bytes
            .get(0x12..0x14)
            .is_some_and(|m| u16::from_le_bytes([m[0], m[1]]) == object::elf::EM_AMDGPU.0)
}

/// Every code object in the container at `path` (its first bytes told
/// [`is_container`] so), in file order. Never fails: a file that cannot be
/// read, or holds no code object, is one member with a problem.
pub fn scan(path: &Path) -> Vec<Member> {
    let shown = path.display().to_string();
    let mut s = Scan {
        out: Vec::new(),
        family: shown.clone(),
        bundles: 0,
    };
    let problem = |s: &mut Scan, m: String| s.problem(&shown, &[], m);
    match open(path) {
        Err(e) => problem(&mut s, e),
        Ok(Opened::Zip(mut archive)) => s.zip(&shown, &mut archive),
        Ok(Opened::Bytes(bytes)) => s.bytes(&shown, &[], &bytes, 0, true),
    }
    if s.out.is_empty() {
        problem(&mut s, NOTHING_FOUND.into());
    }
    s.out
}

/// [`scan`] of a file's bytes already in memory, named `origin`.
pub fn scan_bytes(origin: &str, bytes: &[u8]) -> Vec<Member> {
    let mut s = Scan {
        out: Vec::new(),
        family: origin.to_string(),
        bundles: 0,
    };
    if bytes.starts_with(ZIP_MAGIC) {
        match zip::ZipArchive::new(std::io::Cursor::new(bytes)) {
            Ok(mut a) => s.zip(origin, &mut a),
            Err(e) => s.problem(origin, &[], format!("damaged zip archive: {e}")),
        }
    } else {
        s.bytes(origin, &[], bytes, 0, true);
    }
    if s.out.is_empty() {
        s.problem(origin, &[], NOTHING_FOUND.into());
    }
    s.out
}

const NOTHING_FOUND: &str = "no AMDGPU code object found (no offload bundle, `.hip_fatbin` section or embedded AMDGPU ELF image)";

/// The bytes of the code object `locator` names in the file at `path`.
pub fn extract(path: &Path, locator: &[Step]) -> Result<Vec<u8>, String> {
    match (open(path)?, locator.first()) {
        (Opened::Zip(mut archive), Some(Step::Zip(name))) => {
            let bytes = read_zip_member(&mut archive, name)?;
            follow(bytes, &locator[1..])
        }
        (Opened::Zip(_), _) => Err("a zip archive, but no member named".into()),
        (Opened::Bytes(b), _) => follow(b, locator),
    }
}

/// [`extract`] from a file's bytes in memory.
pub fn extract_bytes(bytes: &[u8], locator: &[Step]) -> Result<Vec<u8>, String> {
    match locator.first() {
        Some(Step::Zip(name)) => {
            let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes))
                .map_err(|e| format!("damaged zip archive: {e}"))?;
            let member = read_zip_member(&mut archive, name)?;
            follow(member, &locator[1..])
        }
        _ => follow(bytes.to_vec(), locator),
    }
}

/// The steps of a locator after its zip member.
fn follow(mut bytes: Vec<u8>, steps: &[Step]) -> Result<Vec<u8>, String> {
    for step in steps {
        bytes = match step {
            Step::Zip(_) => return Err("a zip member inside another file".into()),
            Step::Slice { start, len } => {
                let range = usize::try_from(*start)
                    .ok()
                    .zip(usize::try_from(start + len).ok())
                    .and_then(|(s, e)| bytes.get(s..e))
                    .ok_or("the file changed since it was scanned: a part is past its end")?;
                range.to_vec()
            }
            Step::Inflate => bundle::decompress(&bytes).map_err(|e| e.to_string())?.0,
        };
    }
    Ok(bytes)
}

enum Opened {
    Zip(zip::ZipArchive<File>),
    Bytes(Vec<u8>),
}

/// A zip archive is read in place; any other file whole.
fn open(path: &Path) -> Result<Opened, String> {
    let mut f = File::open(path).map_err(|e| e.to_string())?;
    let mut head = [0u8; 4];
    let n = f.read(&mut head).map_err(|e| e.to_string())?;
    f.rewind().map_err(|e| e.to_string())?;
    if head[..n].starts_with(ZIP_MAGIC) {
        return zip::ZipArchive::new(f)
            .map(Opened::Zip)
            .map_err(|e| format!("damaged zip archive: {e}"));
    }
    let len = f.metadata().map_err(|e| e.to_string())?.len();
    if len > MAX_MEMBER_BYTES {
        return Err(format!(
            "{len} bytes, more than the {MAX_MEMBER_BYTES} wavebed reads"
        ));
    }
    let mut bytes = Vec::with_capacity(len as usize);
    f.read_to_end(&mut bytes).map_err(|e| e.to_string())?;
    Ok(Opened::Bytes(bytes))
}

/// A zip member's bytes, bounded by its declared size (checked against
/// [`MAX_MEMBER_BYTES`] first); the zip crate checks the CRC-32.
fn read_zip_member<R: Read + Seek>(
    archive: &mut zip::ZipArchive<R>,
    name: &str,
) -> Result<Vec<u8>, String> {
    let entry = archive
        .by_name(name)
        .map_err(|e| format!("zip member `{name}`: {e}"))?;
    read_entry(entry)
}

fn read_entry<R: Read>(entry: zip::read::ZipFile<'_, R>) -> Result<Vec<u8>, String> {
    let size = entry.size();
    if size > MAX_MEMBER_BYTES {
        return Err(format!(
            "zip member claims {size} bytes, more than the {MAX_MEMBER_BYTES} wavebed reads"
        ));
    }
    let mut out = Vec::with_capacity(size.min(64 << 20) as usize);
    entry
        .take(size + 1)
        .read_to_end(&mut out)
        .map_err(|e| format!("damaged zip member: {e}"))?;
    if out.len() as u64 != size {
        return Err(format!(
            "damaged zip member: {} bytes where its header says {size}",
            out.len()
        ));
    }
    Ok(out)
}

/// What a scan has found so far.
struct Scan {
    out: Vec<Member>,
    /// The family of what is found now.
    family: String,
    /// Bundles found so far in the host ELF file being read (`bundle[N]`).
    bundles: usize,
}

impl Scan {
    fn full(&self) -> bool {
        self.out.len() >= MAX_MEMBERS
    }

    fn problem(&mut self, origin: &str, locator: &[Step], message: String) {
        if self.out.len() > MAX_MEMBERS {
            return;
        }
        let message = if self.out.len() == MAX_MEMBERS {
            format!("more than {MAX_MEMBERS} code objects; the rest are not read")
        } else {
            message
        };
        self.out.push(Member {
            origin: origin.to_string(),
            family: self.family.clone(),
            locator: locator.to_vec(),
            size: 0,
            problem: Some(message),
        });
    }

    fn code_object(&mut self, origin: String, locator: Vec<Step>, size: u64) {
        if self.full() {
            return self.problem(&origin, &locator, String::new());
        }
        self.out.push(Member {
            origin,
            family: self.family.clone(),
            locator,
            size,
            problem: None,
        });
    }

    /// A wheel: each member that starts like a code object or a container
    /// (other members - Python, metadata - hold no code objects).
    fn zip<R: Read + Seek>(&mut self, origin: &str, archive: &mut zip::ZipArchive<R>) {
        let top = self.family.clone();
        for i in 0..archive.len() {
            let entry = match archive.by_index(i) {
                Ok(e) => e,
                Err(e) => {
                    self.problem(
                        origin,
                        &[],
                        format!("damaged zip archive (member {i}): {e}"),
                    );
                    continue;
                }
            };
            if entry.is_dir() {
                continue;
            }
            let name = entry.name().to_string();
            let at = format!("{origin}!{name}");
            let locator = vec![Step::Zip(name.clone())];
            let bytes = match read_entry(entry) {
                Ok(b) => b,
                Err(e) => {
                    self.problem(&at, &locator, e);
                    continue;
                }
            };
            // Archives inside the archive are not opened (wheels do not
            // nest them).
            let head = &bytes[..bytes.len().min(64)];
            if head.starts_with(ZIP_MAGIC) || !(is_amdgpu_elf(head) || is_container(head)) {
                continue;
            }
            self.family = match name.rsplit_once('/') {
                Some((dir, _)) => format!("{top}!{dir}"),
                None => top.clone(),
            };
            self.bytes(&at, &locator, &bytes, 1, false);
        }
        self.family = top;
    }

    /// Bytes that are a code object or hold some. `whole`: they are a file
    /// named by the user (an unrecognised file is then a problem, not
    /// something to pass over).
    fn bytes(&mut self, origin: &str, locator: &[Step], bytes: &[u8], depth: u32, whole: bool) {
        if depth > MAX_DEPTH {
            return self.problem(origin, locator, "containers nested too deep".into());
        }
        let with = |step: Step| {
            let mut l = locator.to_vec();
            l.push(step);
            l
        };
        if is_amdgpu_elf(bytes) {
            self.code_object(origin.to_string(), locator.to_vec(), bytes.len() as u64);
        } else if bundle::is_bundle(bytes) {
            self.bundle(origin, locator, bytes);
        } else if bundle::is_compressed(bytes) {
            match bundle::decompress(bytes) {
                Ok((plain, _)) => self.bundle(origin, &with(Step::Inflate), &plain),
                Err(e) => self.problem(origin, locator, e.to_string()),
            }
        } else if elf::is_elf(bytes) {
            // A host library without device code in a wheel is ordinary; one
            // named on the command line is reported by `scan`.
            let top = std::mem::replace(&mut self.family, origin.to_string());
            if let Err(e) = self.host_elf(origin, locator, bytes, depth) {
                self.problem(origin, locator, e);
            }
            self.family = top;
        } else if whole {
            self.problem(
                origin,
                locator,
                "not a code object or a container of them".into(),
            );
        }
    }

    /// A plain bundle's AMDGPU entries, each named by its target id (with
    /// `[k]` when one appears twice).
    fn bundle(&mut self, origin: &str, locator: &[Step], bytes: &[u8]) {
        let entries = match bundle::entries(bytes) {
            Ok((e, _)) => e,
            Err(e) => return self.problem(origin, locator, e.to_string()),
        };
        for (k, e) in entries.iter().enumerate() {
            let target = e.target_id();
            let twice = entries.iter().filter(|o| o.target_id() == target).count() > 1;
            let name = if twice {
                format!("{origin}!{target}[{k}]")
            } else {
                format!("{origin}!{target}")
            };
            let mut l = locator.to_vec();
            l.push(Step::Slice {
                start: e.offset,
                len: e.size,
            });
            let body = &bytes[e.offset as usize..(e.offset + e.size) as usize];
            if is_amdgpu_elf(body) {
                self.code_object(name, l, e.size);
            } else {
                self.problem(
                    &name,
                    &l,
                    "bundle entry is not an AMDGPU ELF code object".into(),
                );
            }
        }
    }

    /// A host ELF file: offload bundles and embedded AMDGPU ELF images in
    /// its data sections (not in code, `SHF_EXECINSTR`; not in `NOBITS`).
    /// `.hip_fatbin` must hold only bundles (and the zero padding between
    /// them): anything else there is a problem. Bundles are numbered
    /// `bundle[N]` across the file in offset order; an embedded image is
    /// `elf@0xOFFSET` (its offset in the file).
    fn host_elf(
        &mut self,
        origin: &str,
        locator: &[Step],
        bytes: &[u8],
        depth: u32,
    ) -> Result<(), String> {
        if bytes.get(4) != Some(&2) || bytes.get(5) != Some(&1) {
            return Err(
                "a host ELF file that is not 64-bit little-endian (wavebed reads those only)"
                    .into(),
            );
        }
        let header =
            FileHeader64::<Le>::parse(bytes).map_err(|_| "truncated or malformed ELF file")?;
        let sections = header
            .sections(Le, bytes)
            .map_err(|_| "truncated or malformed ELF file")?;
        let mut regions: Vec<(u64, u64, bool)> = Vec::new();
        let mut wrapper = false;
        for s in sections.iter() {
            let name = sections.section_name(Le, s).unwrap_or_default();
            wrapper |= name == b".hipFatBinSegment";
            if s.sh_type(Le) == SHT_NOBITS || s.sh_flags(Le).0 & SHF_EXECINSTR.0 != 0 {
                continue;
            }
            let (off, size) = (s.sh_offset(Le), s.sh_size(Le));
            if off.checked_add(size).is_none_or(|e| e > bytes.len() as u64) {
                return Err(format!(
                    "section `{}` reaches past the end of the file",
                    String::from_utf8_lossy(name)
                ));
            }
            regions.push((off, size, name == b".hip_fatbin"));
        }
        regions.sort_unstable();
        let outer = std::mem::take(&mut self.bundles);
        let found_before = self.out.len();
        for (off, size, fatbin) in regions {
            let data = &bytes[off as usize..(off + size) as usize];
            self.region(origin, locator, data, off, fatbin, depth);
        }
        self.bundles = outer;
        if wrapper && self.out.len() == found_before {
            return Err("has a `.hipFatBinSegment` but no offload bundle was found".into());
        }
        Ok(())
    }

    /// Bundles and embedded images in one section's `data` (at file offset
    /// `base`).
    fn region(
        &mut self,
        origin: &str,
        locator: &[Step],
        data: &[u8],
        base: u64,
        fatbin: bool,
        depth: u32,
    ) {
        let mut at = 0usize;
        while at < data.len() && !self.full() {
            let rest = &data[at..];
            let file_off = base + at as u64;
            let slice = |len: u64| {
                let mut l = locator.to_vec();
                l.push(Step::Slice {
                    start: file_off,
                    len,
                });
                l
            };
            // Outside `.hip_fatbin` a magic must start a readable bundle: the
            // string `__CLANG_OFFLOAD_BUNDLE__` is in the data of libraries
            // that merely know the format (a SYCL runtime's, LLVM's), and
            // `CCOB` is four letters.
            let plausible = if bundle::is_bundle(rest) {
                fatbin || bundle::entries(rest).is_ok()
            } else {
                bundle::is_compressed(rest) && plausible_ccob(rest)
            };
            if plausible {
                let name = format!("{origin}!bundle[{}]", self.bundles);
                self.bundles += 1;
                match bundle_len(rest) {
                    Ok(len) => {
                        self.bytes(&name, &slice(len), &rest[..len as usize], depth + 1, false);
                        at += len.max(1) as usize;
                    }
                    Err(e) => {
                        self.problem(&name, &slice(rest.len() as u64), e.to_string());
                        return;
                    }
                }
                continue;
            }
            if is_amdgpu_elf(rest) {
                match embedded_len(rest) {
                    Some(len) => {
                        let name = format!("{origin}!elf@{file_off:#x}");
                        self.code_object(name, slice(len), len);
                        at += len as usize;
                        continue;
                    }
                    None if fatbin => {
                        let name = format!("{origin}!elf@{file_off:#x}");
                        self.problem(&name, &slice(0), "damaged AMDGPU ELF image".into());
                        return;
                    }
                    None => {}
                }
            }
            if fatbin && rest[0] != 0 {
                self.problem(
                    origin,
                    locator,
                    format!("`.hip_fatbin` at file offset {file_off:#x}: neither an offload bundle nor padding"),
                );
                return;
            }
            // The next place a magic could start.
            at += 1 + rest[1..]
                .iter()
                .position(|&b| b == b'_' || b == b'C' || b == 0x7f)
                .unwrap_or(rest.len() - 1);
        }
    }
}

/// Whether `CCOB` here starts a compressed bundle (a known version and
/// method): four letters in a data section are no bundle otherwise.
fn plausible_ccob(bytes: &[u8]) -> bool {
    bundle::compressed_header(bytes).is_ok()
}

/// How long the bundle at the start of `bytes` is: a plain bundle to its
/// last entry's end, a compressed one by its header (version 1 has no
/// length: to the end of the data).
fn bundle_len(bytes: &[u8]) -> Result<u64, bundle::BundleError> {
    if bundle::is_bundle(bytes) {
        return Ok(bundle::entries(bytes)?.1);
    }
    let h = bundle::compressed_header(bytes)?;
    Ok(h.total.unwrap_or(bytes.len() as u64))
}

/// The length of the AMDGPU ELF image at the start of `bytes` (the end of
/// its header, program and section header tables and sections), if it reads
/// as a whole code object ([`elf::read`]) in that length.
fn embedded_len(bytes: &[u8]) -> Option<u64> {
    let header = FileHeader64::<Le>::parse(bytes).ok()?;
    let mut end = u64::from(header.e_ehsize(Le));
    let table = |off: u64, n: u16, size: u16| off.checked_add(u64::from(n) * u64::from(size));
    end = end.max(table(
        header.e_phoff(Le),
        header.e_phnum(Le),
        header.e_phentsize(Le),
    )?);
    end = end.max(table(
        header.e_shoff(Le),
        header.e_shnum(Le),
        header.e_shentsize(Le),
    )?);
    for s in header.sections(Le, bytes).ok()?.iter() {
        if s.sh_type(Le) != SHT_NOBITS {
            end = end.max(s.sh_offset(Le).checked_add(s.sh_size(Le))?);
        }
    }
    let image = bytes.get(..usize::try_from(end).ok()?)?;
    elf::read(image).ok()?;
    Some(end)
}
