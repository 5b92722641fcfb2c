//! Assembly text -> [`Program`]: one reader for the three producers.
//!
//! * `clang -S` / `llc`: directives (`.amdgcn_target`, `.text`, `.section`,
//!   `.type NAME,@function`, `.amdhsa_kernel` blocks, `.amdgpu_metadata` YAML),
//!   labels (`NAME:`, `.LBB0_2:`), `;` comments.
//! * `llvm-objdump -d`: `ADDR <symbol>:` headers, instructions whose `//` comment
//!   carries the address and encoding (sometimes glued to the last operand),
//!   branch operands that are either a symbol or the raw simm16.
//! * bare listings: one instruction a line, no symbol at all.
//!
//! Kernels (docs/architecture.md, "Path walker rules"): in assembly text, a label
//! named by `.type NAME,@function` or an `.amdhsa_kernel NAME` block; in objdump
//! output, a header whose symbol has a `NAME.kd` (known from the ELF symbol
//! table via [`KernelHint`]; without it, a header nothing branches to that
//! starts the section or follows a terminator); a bare listing is one kernel
//! named after the file's stem. Local labels are branch targets only.

use std::collections::{HashMap, HashSet};

use super::asm::{self, Expander};
use super::decode::Decoder;
use super::metadata::{self, DirectiveBlock, Infos, MetadataError};
use super::msb;
use super::operand::{parse_int, trim_end, trim_start};
use super::ParseError;
use crate::demangle::demangle;
use crate::error::excerpt;
use crate::instr::{Flow, Instr, Kernel, Program};
use crate::kernel_info::KernelInfo;
use crate::profile::Arch;

/// What the ELF symbol table says about an objdump listing's headers.
#[derive(Clone, Debug, Default)]
pub struct KernelHint {
    /// Function symbols with a matching `NAME.kd`: the kernels.
    pub kernels: HashSet<String>,
    /// Every function symbol (kernels and the functions they call): where one
    /// kernel's code ends.
    pub functions: HashSet<String>,
    /// Address and size of function symbols that have a size: code past the
    /// end (alignment padding, `s_code_end`) is not part of the kernel.
    pub extent: HashMap<String, (u64, u64)>,
}

/// A label or objdump header seen in the code stream.
struct Label {
    name: String,
    /// Index of the next instruction in the flat list.
    at: usize,
    /// An objdump `ADDR <name>:` header (as opposed to `name:`).
    header: bool,
}

/// A branch whose target is resolved after the whole input is read.
struct Fixup {
    instr: usize,
    /// Column (1-based) of the target operand.
    col: u32,
    /// The branch's simm16 from objdump's encoding comment, for targets printed
    /// as a symbol objdump shows no header for (two symbols at one address).
    simm16: Option<i16>,
}

/// Sections we track: code or not.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Section {
    Code,
    Data,
}

fn err(line: u32, col: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        line,
        col: col as u32,
        message: message.into(),
    }
}

/// Finds the architecture a listing names in `.amdgcn_target "amdgcn-amd-amdhsa--gfx950"`.
pub fn target_arch(src: &str) -> Result<Option<Arch>, ParseError> {
    let Some(pos) = src.find(".amdgcn_target") else {
        return Ok(None);
    };
    let line = src[..pos].bytes().filter(|&b| b == b'\n').count() as u32 + 1;
    let rest = &src[pos + ".amdgcn_target".len()..];
    let rest = &rest[..rest.find('\n').unwrap_or(rest.len())];
    let quoted = rest.trim().trim_matches('"');
    // A target id is `ARCH-VENDOR-OS-ENVIRONMENT-PROCESSOR[:FEATURE...]`
    // (LLVM AMDGPUUsage, "Target Triples" and "Target ID"): the environment
    // may be empty (`amdgcn-amd-amdhsa--gfx950`, clang) or not
    // (`amdgpu12.50-amd-amdhsa-unknown-gfx1250`, Triton 3.9), and feature
    // suffixes may end in `-` (`xnack-`), so the processor is the last
    // dash-separated part of what precedes the first `:`.
    let before_features = quoted.split(':').next().unwrap_or(quoted);
    let processor = before_features
        .rsplit('-')
        .next()
        .unwrap_or(before_features);
    let id = &quoted[before_features.len() - processor.len()..];
    let col = src[..pos].rfind('\n').map_or(pos, |n| pos - n - 1) + 1;
    id.parse::<Arch>()
        .map(Some)
        .map_err(|m| err(line, col, format!("`.amdgcn_target \"{quoted}\"`: {m}")))
}

/// Reads a whole listing with `decoder`'s profile.
pub fn parse(
    src: &str,
    stem: &str,
    arch: Arch,
    decoder: &mut Decoder,
    hint: Option<&KernelHint>,
) -> Result<Program, ParseError> {
    let mut st = State::default();
    let mut lines = Expander::new(src);
    if objdump_framing(src) {
        lines.set_raw();
        // llvm-objdump prints at most one instruction a line: the list is
        // sized once (grown by doubling, it copied every instruction about
        // twice).
        st.instrs
            .reserve(memchr::memchr_iter(b'\n', src.as_bytes()).count() + 1);
    }
    let mut skip_until: Option<(&'static str, u32)> = None;
    // The kernel-information block being skipped, if any.
    let mut block: Option<Block> = None;
    let mut section = Section::Code;
    let mut section_stack: Vec<Section> = Vec::new();
    let mut previous = Section::Code;
    let mut indexed = false;
    // Line starts of `src`, built the first time a line's register comments
    // are read (docs/paths.md section 13).
    let mut line_starts: Option<Vec<usize>> = None;
    // Labels from here on name the place after the last instruction: data
    // placed there is what they name.
    let mut labels_before_data = 0;
    // Labels that name data in a code section: (label, line, column, directive).
    let mut data_at: Vec<(String, u32, usize, String)> = Vec::new();
    while let Some(l) = lines.next_stmt() {
        let l = l?;
        let code_full: &str = &l.code;
        let code = trim_start(code_full);
        let indent = code_full.len() - code.len();
        let code = trim_end(code);
        if code.is_empty() {
            // LLVM ends a graphics shader part that hands its values to the
            // epilog part with this comment instead of `s_endpgm`: a return
            // (docs/paths.md section 10).
            if l.comment.trim() == crate::contract::EPILOG_COMMENT
                && section == Section::Code
                && skip_until.is_none()
            {
                st.instrs.push(crate::contract::epilog_return(l.no));
            }
            continue;
        }
        if let Some((end, _)) = skip_until {
            if code.starts_with(end) {
                skip_until = None;
                if let Some(b) = block.take() {
                    st.finish_block(b, src, l.no, arch)?;
                }
            } else if let Some(Block::Descriptor { directives, .. }) = &mut block {
                let (dir, args) = split_word(code);
                directives
                    .directive(dir, args)
                    .map_err(|m| err(l.no, indent + 1, m))?;
            }
            continue;
        }
        let b = code.as_bytes();
        // objdump's first line: `FILE:\tfile format elf64-amdgpu`.
        if indent == 0 && code.contains("file format ") {
            st.objdump = true;
            lines.set_raw();
            continue;
        }
        // objdump: `ADDR <name>:` header.
        if indent == 0 && (b[0].is_ascii_hexdigit() || b[0] == b'<') {
            if let Some(name) = objdump_header(code) {
                st.objdump = true;
                lines.set_raw();
                st.labels.push(Label {
                    name: name.to_string(),
                    at: st.instrs.len(),
                    header: true,
                });
                continue;
            }
        }
        if let Some(name) = code.strip_prefix("Disassembly of section ") {
            st.objdump = true;
            let name = name.trim_end_matches(':');
            section = if name.starts_with(".text") {
                Section::Code
            } else {
                Section::Data
            };
            continue;
        }
        if code == "..." {
            continue; // objdump's elided zero run
        }
        // A line decoded before is that instruction again. The decoder's
        // memo keeps only lines that decoded as instructions: no label (not
        // looked for then) and no directive.
        let known = match section {
            Section::Code => decoder.memoized(code, indexed),
            Section::Data => None,
        };
        // Label, possibly followed by an instruction on the same line.
        let mut rest = code;
        let mut col0 = indent;
        if let Some((name, after)) = known.is_none().then(|| asm::label(code)).flatten() {
            st.labels.push(Label {
                name: asm::unquote(name).to_string(),
                at: st.instrs.len(),
                header: false,
            });
            rest = after.trim_start();
            col0 = indent + (code.len() - rest.len());
            if rest.is_empty() {
                continue;
            }
        }
        let rb = rest.as_bytes();
        if rb[0] == b'.' {
            let (dir, args) = split_word(rest);
            match dir {
                ".amdhsa_kernel" => {
                    let symbol = asm::unquote(args.trim()).to_string();
                    st.kernel_syms.insert(symbol.clone());
                    skip_until = Some((".end_amdhsa_kernel", l.no));
                    block = Some(Block::Descriptor {
                        symbol,
                        line: l.no,
                        directives: DirectiveBlock::new(),
                    });
                }
                ".amdgpu_metadata" => {
                    skip_until = Some((".end_amdgpu_metadata", l.no));
                    block = Some(Block::Metadata { line: l.no });
                }
                ".amdgpu_pal_metadata" => skip_until = Some((".end_amdgpu_pal_metadata", l.no)),
                ".amd_kernel_code_t" => skip_until = Some((".end_amd_kernel_code_t", l.no)),
                ".type" => {
                    if let Some((name, kind)) = args.split_once(',') {
                        let kind = kind.trim();
                        if matches!(
                            kind,
                            "@function" | "%function" | "STT_FUNC" | "\"function\""
                        ) {
                            st.function_syms.insert(asm::unquote(name.trim()).to_string());
                        }
                    }
                }
                ".text" => {
                    previous = section;
                    section = Section::Code;
                }
                ".data" | ".bss" | ".rodata" => {
                    previous = section;
                    section = Section::Data;
                }
                ".section" | ".pushsection" => {
                    let name = args
                        .split(',')
                        .next()
                        .unwrap_or("")
                        .trim()
                        .trim_matches('"');
                    let s = if name.starts_with(".text") {
                        Section::Code
                    } else {
                        Section::Data
                    };
                    if dir == ".pushsection" {
                        section_stack.push(section);
                    }
                    previous = section;
                    section = s;
                }
                ".popsection" => {
                    previous = section;
                    section = section_stack.pop().unwrap_or(Section::Code);
                }
                ".previous" => std::mem::swap(&mut section, &mut previous),
                d if no_effect_on_code(d) => {}
                d if is_data(d) => {
                    // Data in a code section is only padding when nothing
                    // falls into it (clang's `.fill` of `s_code_end` words)
                    // and no label names it (a branch target or a kernel
                    // entry: `s_branch .L1` / `.L1: .long 0xdc708000, ...`
                    // executes the words); anywhere else it would be executed
                    // as instructions.
                    if section == Section::Code {
                        for label in &st.labels[labels_before_data..] {
                            data_at.push((label.name.clone(), l.no, col0 + 1, d.to_string()));
                        }
                        if !ends_flow(&st.instrs) {
                            return Err(err(
                                l.no,
                                col0 + 1,
                                format!("data directive `{d}` in a code section where instructions fall through into it: wavebed cannot decode data as instructions"),
                            ));
                        }
                    }
                }
                d => {
                    return Err(err(
                        l.no,
                        col0 + 1,
                        format!("unknown directive `{d}`: wavebed does not implement it and it may change the instruction stream"),
                    ))
                }
            }
            continue;
        }
        if rb[0] == b'<' {
            return Err(err(
                l.no,
                col0 + 1,
                format!("llvm-objdump could not decode `{rest}` (wrong --mcpu, or an objdump older than LLVM 22?)"),
            ));
        }
        if section == Section::Data {
            return Err(err(
                l.no,
                col0 + 1,
                format!(
                    "instruction `{}` outside a code section",
                    split_word(rest).0
                ),
            ));
        }
        let (mut instr, idx_change) = match known {
            Some(instr) => (instr, None),
            None => decoder
                .decode(rest, indexed)
                .map_err(|(c, m)| err(l.no, col0 + c + 1, m))?,
        };
        instr.line = l.no;
        instr.addr = objdump_addr(l.comment);
        if let Some(on) = idx_change {
            indexed = on;
        }
        if arch == Arch::Gfx1250 {
            refuse_high_vgprs(&instr).map_err(|m| err(l.no, col0 + 1, m))?;
        }
        if matches!(l.code, std::borrow::Cow::Owned(_)) && !instr.operands().is_empty() {
            let starts = line_starts.get_or_insert_with(|| line_index(src));
            let original = source_line(src, starts, l.no);
            let r = rest.trim();
            let ops_at = col0 + (rest.len() - rest.trim_start().len()) + r.len()
                - r[(instr.mnemonic_len as usize).min(r.len())..]
                    .trim_start()
                    .len();
            let found = msb::claims(instr.mnemonic(), instr.operands(), ops_at, original);
            let at = st.instrs.len();
            st.claims.extend(found.into_iter().map(|c| (at, c)));
        }
        if matches!(instr.flow, Flow::Branch | Flow::CondBranch) {
            let ops = instr.operands();
            if ops.is_empty() {
                return Err(err(
                    l.no,
                    col0 + 1,
                    format!("`{}` needs a target", instr.mnemonic()),
                ));
            }
            let col =
                col0 + rest.len() - rest[instr.mnemonic_len as usize..].trim_start().len() + 1;
            let simm16 = objdump_first_word(l.comment).map(|w| w as u16 as i16);
            st.fixups.push(Fixup {
                instr: st.instrs.len(),
                col: col as u32,
                simm16,
            });
        }
        st.instrs.push(instr);
        labels_before_data = st.labels.len();
    }
    lines.finish()?;
    if let Some((end, line)) = skip_until {
        return Err(err(line, 1, format!("block is not closed by `{end}`")));
    }
    st.refuse_executed_data(&data_at)?;
    st.finish(stem, arch, hint, decoder)
}

/// A VGPR above v255 written in the source: llvm-mc-22 rejects it on gfx1250
/// ("register index is out of range"), where an instruction names v0..v255
/// and `s_set_vgpr_msb` adds the rest.
fn refuse_high_vgprs(instr: &Instr) -> Result<(), String> {
    let high = instr
        .reads
        .as_slice()
        .iter()
        .chain(instr.writes.as_slice())
        .find(|r| r.file == crate::reg::RegFile::Vgpr && r.first + r.count > 256);
    match high {
        Some(r) => Err(format!(
            "`{r}`: gfx1250 instructions name v0..v255 (llvm-mc-22: register index is out of \
             range); v256..v1023 are reached through `s_set_vgpr_msb`, as `v1 /*v257*/`"
        )),
        None => Ok(()),
    }
}

/// Byte offset of the start of every line of `src`.
fn line_index(src: &str) -> Vec<usize> {
    std::iter::once(0)
        .chain(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i + 1))
        .collect()
}

/// Line `no` (1-based) of `src`, without its line break.
fn source_line<'s>(src: &'s str, starts: &[usize], no: u32) -> &'s str {
    let Some(&start) = starts.get(no.saturating_sub(1) as usize) else {
        return "";
    };
    let end = starts.get(no as usize).map_or(src.len(), |&e| e - 1);
    let line = &src[start..end.max(start)];
    line.strip_suffix('\r').unwrap_or(line)
}

/// A block of what a kernel says about its inputs (`isa::metadata`),
/// read while the code reader skips it.
enum Block {
    /// `.amdhsa_kernel SYMBOL` ... `.end_amdhsa_kernel`, opened at `line`.
    Descriptor {
        symbol: String,
        line: u32,
        directives: DirectiveBlock,
    },
    /// `.amdgpu_metadata` (at `line`) ... `.end_amdgpu_metadata`: YAML.
    Metadata { line: u32 },
}

#[derive(Default)]
struct State {
    instrs: Vec<Instr>,
    labels: Vec<Label>,
    fixups: Vec<Fixup>,
    /// Symbols with an `.amdhsa_kernel` block: the entry points.
    kernel_syms: HashSet<String>,
    /// Symbols typed `@function`: kernels and device functions alike.
    function_syms: HashSet<String>,
    objdump: bool,
    /// Register comments (`v1 /*v257*/`) by flat instruction index, in order.
    claims: Vec<(usize, msb::Claim)>,
    /// What `.amdhsa_kernel` blocks say, by kernel symbol.
    descriptors: Infos,
    /// What `.amdgpu_metadata` YAML says, by kernel symbol.
    metadata: Infos,
}

impl State {
    /// Reads a finished kernel-information block; `end` is the line of its
    /// closing directive. Errors are at the line the block gives them.
    fn finish_block(
        &mut self,
        b: Block,
        src: &str,
        end: u32,
        arch: Arch,
    ) -> Result<(), ParseError> {
        match b {
            Block::Descriptor {
                symbol,
                line,
                directives,
            } => {
                if let Some(info) = directives
                    .finish(&symbol, arch)
                    .map_err(|e| err(line, 1, e.to_string()))?
                {
                    self.descriptors.insert(symbol, info);
                }
            }
            Block::Metadata { line } => {
                let starts = line_index(src);
                let yaml: Vec<&str> = (line + 1..end)
                    .map(|n| source_line(src, &starts, n))
                    .collect();
                let infos = metadata::from_yaml(&yaml.join("\n")).map_err(|e| match e {
                    MetadataError::Yaml {
                        line: l,
                        col,
                        message,
                    } => err(
                        line + l,
                        col as usize,
                        format!("kernel metadata (YAML): {message}"),
                    ),
                    other => err(line, 1, other.to_string()),
                })?;
                self.metadata.extend(infos);
            }
        }
        Ok(())
    }

    /// What the listing says about kernel `symbol`'s inputs.
    fn info(&self, symbol: &str) -> KernelInfo {
        let meta = self.metadata.get(symbol).cloned().unwrap_or_default();
        match self.descriptors.get(symbol) {
            Some(d) => metadata::merge(meta, d.clone()),
            None => meta,
        }
    }

    /// Data in a code section named by a label that a branch targets or that
    /// is a function symbol would be executed: an error at the data, never
    /// skipped (wavebed does not decode data words as instructions).
    fn refuse_executed_data(
        &self,
        data_at: &[(String, u32, usize, String)],
    ) -> Result<(), ParseError> {
        if data_at.is_empty() {
            return Ok(());
        }
        let targets: HashSet<&str> = self
            .fixups
            .iter()
            .map(|f| {
                let op = self.instrs[f.instr].operands();
                asm::unquote(op.split([',', ' ', '\t']).next().unwrap_or(op))
            })
            .collect();
        for (name, line, col, d) in data_at {
            let why = if targets.contains(name.as_str()) {
                "a branch target"
            } else if self.function_syms.contains(name) || self.kernel_syms.contains(name) {
                "a function entry"
            } else {
                continue;
            };
            return Err(err(
                *line,
                *col,
                format!(
                    "data directive `{d}` in a code section at `{}`, {why}: it is executed as instructions, and wavebed cannot decode data as instructions",
                    excerpt(name)
                ),
            ));
        }
        Ok(())
    }

    /// Labels that start a function (kernel or not), in layout order:
    /// (flat index, name, is a kernel).
    fn function_starts(&self, hint: Option<&KernelHint>) -> Vec<(usize, &str, bool)> {
        let mut starts = Vec::new();
        if !self.objdump {
            // With `.amdhsa_kernel` blocks, only those symbols are entry points;
            // other `@function`s are device functions (callees) that end the
            // previous kernel's range, as in a code object without their `.kd`.
            for lab in &self.labels {
                let kernel = self.kernel_syms.contains(&lab.name)
                    || (self.kernel_syms.is_empty() && self.function_syms.contains(&lab.name));
                if kernel || self.function_syms.contains(&lab.name) {
                    starts.push((lab.at, lab.name.as_str(), kernel));
                }
            }
            return starts;
        }
        let referenced = self.referenced_names();
        let mut first = true;
        for lab in self.labels.iter().filter(|l| l.header) {
            let (is_fn, is_kernel) = match hint {
                // A code object without kernel descriptors (a relocatable
                // object of device functions): every function is walked, as
                // `.type NAME,@function` makes it in assembly text.
                Some(h) => {
                    let f = h.functions.contains(&lab.name);
                    let k = if h.kernels.is_empty() {
                        f
                    } else {
                        h.kernels.contains(&lab.name)
                    };
                    (f, k)
                }
                None => {
                    let k = !referenced.contains(lab.name.as_str())
                        && (first || ends_flow(&self.instrs[..lab.at]));
                    (k, k)
                }
            };
            first = false;
            if is_fn {
                starts.push((lab.at, lab.name.as_str(), is_kernel));
            }
        }
        starts
    }

    /// The flat index a branch reaches: its label, else (objdump) its address
    /// plus 4 plus simm16 * 4, from the operand or the encoding comment.
    fn branch_target(
        &self,
        f: &Fixup,
        (s, e, kname): (usize, usize, &str),
        label_at: &HashMap<&str, Vec<usize>>,
    ) -> Result<usize, ParseError> {
        let ins = &self.instrs[f.instr];
        let fail = |m: String| Err(err(ins.line, f.col as usize, m));
        let op = ins.operands();
        let op = asm::unquote(op.split([',', ' ', '\t']).next().unwrap_or(op));
        // A name may label several places (objdump of a code object whose
        // kernels reuse local label names): take the one in this kernel.
        let flat = if let Some(ats) = label_at.get(op) {
            ats.iter()
                .copied()
                .find(|&a| a >= s && a < e)
                .unwrap_or(ats[0])
        } else if let Some(simm) = parse_int(op).map(|v| v as u16 as i16).or(f.simm16) {
            let Some(addr) = ins.addr else {
                return fail(format!(
                    "numeric branch offset `{op}` needs objdump addresses"
                ));
            };
            let target = addr as i64 + 4 + simm as i64 * 4;
            match self.instrs[s..e].binary_search_by_key(&Some(target as u64), |i| i.addr) {
                Ok(j) => s + j,
                Err(_) => {
                    return fail(format!(
                    "branch target address {target:#x} is not an instruction of kernel `{kname}`"
                ))
                }
            }
        } else {
            return fail(format!("undefined branch target `{op}`"));
        };
        if flat < s || flat >= e {
            return fail(format!("branch target `{op}` is outside kernel `{kname}`"));
        }
        // A listing has no addresses, but every instruction is at least one
        // dword: a label farther than simm16 dwords from the end of the
        // branch by instruction count alone is out of range, and llvm-mc
        // rejects it ("branch size exceeds simm16"). Only the certain cases
        // are caught here; a span that fits by count but not by encoded size
        // is not (the front end does not size instructions).
        if ins.addr.is_none() {
            let dwords = if flat > f.instr {
                flat - f.instr - 1
            } else {
                f.instr - flat + 1
            };
            let limit = if flat > f.instr { 32767 } else { 32768 };
            if dwords > limit {
                return fail(format!(
                    "branch to `{op}` exceeds simm16: at least {dwords} dwords away (llvm-mc: branch size exceeds simm16)"
                ));
            }
        }
        Ok(flat)
    }

    /// Splits the flat instruction list into kernels and resolves branches.
    fn finish(
        mut self,
        stem: &str,
        arch: Arch,
        hint: Option<&KernelHint>,
        decoder: &mut Decoder,
    ) -> Result<Program, ParseError> {
        let mut starts = self.function_starts(hint);
        starts.sort_by_key(|s| s.0);
        let mut label_at: HashMap<&str, Vec<usize>> = HashMap::with_capacity(self.labels.len());
        for lab in &self.labels {
            label_at.entry(&lab.name).or_default().push(lab.at);
        }
        // Function ranges over the flat list: (start, end, symbol, is a kernel).
        let mut ranges: Vec<(usize, usize, String, bool)> = Vec::new();
        let lead_end = starts.first().map_or(self.instrs.len(), |s| s.0);
        if lead_end > 0 && (starts.is_empty() || hint.is_none()) {
            ranges.push((0, lead_end, stem.to_string(), true));
        }
        for (i, &(at, name, is_kernel)) in starts.iter().enumerate() {
            let mut end = starts.get(i + 1).map_or(self.instrs.len(), |s| s.0);
            if let Some(&(addr, size)) = hint.and_then(|h| h.extent.get(name)) {
                let limit = addr.saturating_add(size);
                let inside = self.instrs[at..end]
                    .iter()
                    .take_while(|i| i.addr.is_none_or(|a| a < limit));
                end = at + inside.count();
            }
            if end > at || is_kernel {
                ranges.push((at, end, name.to_string(), is_kernel));
            }
        }
        // A file without kernel descriptors takes its functions as kernels,
        // except code that returns to a caller and never ends the program: a
        // device library (docs/paths.md section 10).
        let descriptors =
            !self.kernel_syms.is_empty() || hint.is_some_and(|h| !h.kernels.is_empty());
        if !descriptors {
            for r in &mut ranges {
                if r.3 && is_device_code(&self.instrs[r.0..r.1]) {
                    r.3 = false;
                }
            }
        }
        // Resolve branches within their function.
        let mut owner = vec![usize::MAX; self.instrs.len()];
        for (k, &(s, e, _, _)) in ranges.iter().enumerate() {
            owner[s..e].iter_mut().for_each(|o| *o = k);
        }
        let mut targets = Vec::with_capacity(self.fixups.len());
        for f in &self.fixups {
            let k = owner[f.instr];
            if k == usize::MAX {
                continue; // code outside every function (padding)
            }
            let (s, e, ref kname, is_kernel) = ranges[k];
            match self.branch_target(f, (s, e, kname), &label_at) {
                Ok(flat) => targets.push((f.instr, (flat - s) as u32)),
                Err(e) if is_kernel => return Err(e),
                // A device function's branch stays unresolved: the all-paths
                // analysis reports it (completed=0) and walks never enter
                // device functions, so the kernels are still checked.
                Err(_) => {}
            }
        }
        for (at, t) in targets {
            self.instrs[at].target = Some(t);
        }
        // Move instructions into functions (ranges are ascending and disjoint).
        let (mut kernels, mut functions) = (Vec::new(), Vec::new());
        let mut all = std::mem::take(&mut self.instrs);
        for (s, e, symbol, is_kernel) in ranges.into_iter().rev() {
            // Moved, not copied, where a function starts the list (a listing
            // of one kernel): a copy doubled the peak memory of a large
            // listing (issue 30). The list shrinks as functions leave it.
            all.truncate(e);
            let mut instrs = if s == 0 {
                std::mem::take(&mut all)
            } else {
                all.split_off(s)
            };
            all.shrink_to_fit();
            instrs.shrink_to_fit();
            let mut function = Kernel {
                name: demangle(&symbol),
                symbol,
                instrs,
                info: Default::default(),
                origin: Vec::new(),
            };
            let lo = self.claims.partition_point(|c| c.0 < s);
            let hi = self.claims.partition_point(|c| c.0 < e);
            let claims: Vec<(usize, msb::Claim)> = self.claims[lo..hi]
                .iter()
                .map(|&(i, c)| (i - s, c))
                .collect();
            msb::resolve(&mut function, arch, &claims, decoder)?;
            if is_kernel {
                *function.info = self.info(&function.symbol);
                kernels.push(function);
            } else {
                functions.push(function);
            }
        }
        kernels.reverse();
        functions.reverse();
        Ok(Program {
            arch: Some(arch),
            kernels,
            functions,
        })
    }

    /// Names that some branch operand refers to.
    fn referenced_names(&self) -> HashSet<&str> {
        self.fixups
            .iter()
            .map(|f| {
                let op = self.instrs[f.instr].operands();
                asm::unquote(op.split([',', ' ', '\t']).next().unwrap_or(op))
            })
            .collect()
    }
}

/// Whether the code before a header ends a kernel: its last instruction that is
/// not padding (`s_nop`, `s_code_end`) does not fall through.
fn ends_flow(before: &[Instr]) -> bool {
    let last = before
        .iter()
        .rev()
        .find(|i| !matches!(i.mnemonic(), "s_nop" | "s_code_end"));
    last.is_none_or(|i| matches!(i.flow, Flow::EndPgm | Flow::Branch | Flow::SetPc))
}

/// Whether a function's code leaves through `s_setpc_b64`/`s_set_pc_i64` (a
/// return to s[30:31] or a tail call) and has no `s_endpgm`: a device
/// function, whatever its symbol says (a tail-calling function was read as a
/// kernel until the mutation campaign deleted its entry wait).
fn is_device_code(instrs: &[Instr]) -> bool {
    !instrs.iter().any(|i| i.flow == Flow::EndPgm) && instrs.iter().any(|i| i.flow == Flow::SetPc)
}

/// `0000000000002000 <name>:` -> `name`.
/// `<name>:` alone is the header with `--no-leading-addr`.
fn objdump_header(code: &str) -> Option<&str> {
    let rest = match code.split_once(' ') {
        Some((addr, rest)) if addr.len() >= 8 && addr.bytes().all(|b| b.is_ascii_hexdigit()) => {
            rest
        }
        _ => code,
    };
    rest.trim().strip_prefix('<')?.strip_suffix(">:")
}

/// The address at the start of an objdump comment (`000000002000: 8601FF01 ...`):
/// one to sixteen hex digits before the comment's first `:`, read in one pass.
fn objdump_addr(comment: &str) -> Option<u64> {
    let c = trim_start(comment).as_bytes();
    let mut value = 0u64;
    for (digits, &b) in c.iter().enumerate() {
        let d = HEX_DIGIT[usize::from(b)];
        if d == NOT_HEX {
            return (b == b':' && (1..=16).contains(&digits)).then_some(value);
        }
        value = (value << 4) | u64::from(d);
    }
    None
}

/// [`HEX_DIGIT`]'s entry for a byte that is not a hex digit.
const NOT_HEX: u8 = 0xff;

/// The value of each hex digit byte, [`NOT_HEX`] for any other.
static HEX_DIGIT: [u8; 256] = {
    let mut t = [NOT_HEX; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = match c {
            b'0'..=b'9' => c - b'0',
            b'A'..=b'F' => c - b'A' + 10,
            b'a'..=b'f' => c - b'a' + 10,
            _ => NOT_HEX,
        };
        b += 1;
    }
    t
};

/// The first encoding word of an objdump comment (`000000002000: BF850006 ...`).
fn objdump_first_word(comment: &str) -> Option<u32> {
    let (_, rest) = comment.split_once(':')?;
    let word = rest.split_whitespace().next()?;
    if word.len() != 8 {
        return None;
    }
    u32::from_str_radix(word, 16).ok()
}

fn split_word(s: &str) -> (&str, &str) {
    match s.find([' ', '\t']) {
        Some(i) => (&s[..i], s[i..].trim_start()),
        None => (s, ""),
    }
}

/// Whether the text is llvm-objdump output (its first non-empty line is
/// `FILE:\tfile format elf64-amdgpu`): no directive layer then.
fn objdump_framing(src: &str) -> bool {
    src.lines()
        .find(|l| !l.trim().is_empty())
        .is_some_and(|l| l.contains(":\tfile format ") || l.contains(": file format "))
}

/// Directives that cannot change the instruction stream, passed over. Any
/// directive not here, not a section switch, not a block the reader skips
/// and not one the directive layer expands is an error.
fn no_effect_on_code(d: &str) -> bool {
    matches!(
        d,
        ".globl"
            | ".global"
            | ".weak"
            | ".local"
            | ".protected"
            | ".hidden"
            | ".internal"
            | ".size"
            | ".p2align"
            | ".p2alignw"
            | ".p2alignl"
            | ".align"
            | ".balign"
            | ".balignw"
            | ".balignl"
            | ".file"
            | ".loc"
            | ".ident"
            | ".addrsig"
            | ".addrsig_sym"
            | ".amdgcn_target"
            | ".amdhsa_code_object_version"
            | ".amdgpu_hsa_kernel"
            | ".amdgpu_lds"
            | ".amd_amdgpu_isa"
            | ".hsa_code_object_version"
            | ".hsa_code_object_isa"
            | ".no_dead_strip"
            | ".symver"
            | ".comm"
            | ".lcomm"
            | ".warning"
            | ".print"
            | ".version"
    ) || d.starts_with(".cfi_")
}

/// Directives that emit data bytes.
fn is_data(d: &str) -> bool {
    matches!(
        d,
        ".byte"
            | ".short"
            | ".hword"
            | ".2byte"
            | ".value"
            | ".word"
            | ".long"
            | ".int"
            | ".4byte"
            | ".quad"
            | ".8byte"
            | ".zero"
            | ".space"
            | ".skip"
            | ".fill"
            | ".ascii"
            | ".asciz"
            | ".string"
            | ".float"
            | ".double"
    )
}
