//! Decoding one instruction (mnemonic + operand text) into an [`Instr`]: the
//! table's [`Spec`] applied to the operands, modifiers deciding atomics'
//! return, direct-to-LDS and GDS, and wait instructions handed to
//! [`crate::wait::parse`].

use std::borrow::Borrow;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

use super::operand::{parse_int, parse_value, trim, trim_start, Operands, Value};
use super::table::{self, implicit, Effect, Spec, Variant};
use crate::instr::{Flow, Instr, Shape, Unit};
use crate::profile::{Agprs, MemKind, Profile, WaitGen};
use crate::reg::{special, Ranges, RegFile, RegList, RegLists, RegRange, VCC_LO};

/// The hasher for short trusted strings (mnemonics, instruction texts):
/// SipHash's DoS resistance buys nothing here and costs a third of a lookup.
pub use rustc_hash::FxBuildHasher as FastHash;

/// The table's classification per mnemonic, shared by every [`Decoder`] on the
/// thread: `table::classify` depends on the mnemonic alone, and replay opens
/// hundreds of traces whose tables name the same few hundred mnemonics, so
/// classifying them again per trace (and growing a fresh map each time) was a
/// fifth of opening a trace.
type SpecCache = HashMap<Box<str>, Result<Spec, String>, FastHash>;

/// Bound on the cache: real inputs name a few hundred mnemonics.
const MAX_CACHED_SPECS: usize = 4096;

thread_local! {
    static SPECS: RefCell<SpecCache> = RefCell::new(HashMap::with_capacity_and_hasher(512, FastHash));
    /// [`Decoder::memo`] between the thread's decoders, with the profile its
    /// decodings are for: the code objects of one input repeat each other's
    /// lines too (a third of a sample's first decodings were another file's).
    static MEMO: RefCell<Option<(Profile, MemoSet)>> = const { RefCell::new(None) };
}

/// The bytes of a mnemonic: ASCII letters, digits, `_` and `.`.
static MNEMONIC_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_' || c == b'.';
        b += 1;
    }
    t
};

/// A decode error: byte column (0-based, within the instruction text handed to
/// [`Decoder::decode`]) and message.
pub type DecodeError = (usize, String);

/// Decodes instructions for one profile, caching the table lookup per mnemonic
/// (an input has a few hundred distinct mnemonics and millions of lines).
pub struct Decoder<'p> {
    profile: &'p Profile,
    /// Whether to use (and fill) the thread's [`SPECS`] cache.
    cached: bool,
    /// The register lists decoded so far, one block each: a parse has one
    /// decoder, so its instructions share their lists.
    lists: RegLists,
    /// Instructions decoded so far outside `s_set_gpr_idx_on` regions, by
    /// their text (only those whose text is the line as given): decoding
    /// depends on the line and the profile alone, and two thirds of a code
    /// object's lines repeat an earlier one, so a repeat is a lookup and a
    /// copy instead of a decoding (issue 30). Used by [`Decoder::new`]'s
    /// decoders only, which take it from the thread's [`MEMO`] and give it
    /// back when dropped.
    memo: MemoSet,
}

type MemoSet = HashSet<Memo, FastHash>;

/// Bound on [`Decoder::memo`]: the thread keeps it, and a generated input of
/// distinct lines would otherwise hold a copy of each (at about 150 bytes an
/// entry, the bound is 5 MB; a 68-object sample has 28,627 distinct lines
/// for gfx950).
const MAX_MEMO: usize = 1 << 15;

/// Hands the memo back to the thread for its next decoder.
impl Drop for Decoder<'_> {
    fn drop(&mut self) {
        if self.cached {
            let memo = std::mem::take(&mut self.memo);
            let profile = self.profile.clone();
            // At thread exit the memo may already be gone: then this one goes too.
            let _ = MEMO.try_with(|m| *m.borrow_mut() = Some((profile, memo)));
        }
    }
}

/// A decoded instruction (line 0, no address) found by its text.
struct Memo(Instr);

impl Hash for Memo {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.text.hash(state);
    }
}

impl PartialEq for Memo {
    fn eq(&self, other: &Memo) -> bool {
        self.0.text == other.0.text
    }
}

impl Eq for Memo {}

/// Lets the memo be searched with the line (hashed as `str`, as the text is).
impl Borrow<str> for Memo {
    fn borrow(&self) -> &str {
        &self.0.text
    }
}

/// The register reads and writes of the instruction being decoded, inline
/// until [`Decoder::decode`] hands them to its [`RegLists`].
#[derive(Default)]
struct Regs {
    reads: Ranges,
    writes: Ranges,
}

impl<'p> Decoder<'p> {
    /// A decoder for a whole input: caches the table lookup per mnemonic.
    pub fn new(profile: &'p Profile) -> Decoder<'p> {
        let memo = MEMO.with_borrow_mut(|m| match m.take() {
            Some((p, memo)) if p == *profile => memo,
            _ => MemoSet::default(),
        });
        Decoder {
            profile,
            cached: true,
            lists: RegLists::default(),
            memo,
        }
    }

    /// A decoder for one instruction: looks the mnemonic up without caching.
    pub fn uncached(profile: &'p Profile) -> Decoder<'p> {
        Decoder {
            profile,
            cached: false,
            lists: RegLists::default(),
            memo: MemoSet::default(),
        }
    }

    fn spec(&mut self, mnemonic: &str) -> Result<Spec, String> {
        if !self.cached {
            return table::classify(mnemonic).map_err(|e| e.to_string());
        }
        SPECS.with_borrow_mut(|cache| {
            if let Some(s) = cache.get(mnemonic) {
                return s.clone();
            }
            let s = table::classify(mnemonic).map_err(|e| e.to_string());
            if cache.len() >= MAX_CACHED_SPECS {
                // Fuzzed or hostile inputs invent mnemonics without end.
                cache.clear();
            }
            cache.insert(mnemonic.into(), s.clone());
            s
        })
    }

    /// Decodes `line` (an instruction with comments already removed). `indexed`
    /// says whether it sits inside an `s_set_gpr_idx_on` region. Returns the
    /// instruction and, for `s_set_gpr_idx_on`/`_off`, the new indexed state.
    pub fn decode(
        &mut self,
        line: &str,
        indexed: bool,
    ) -> Result<(Instr, Option<bool>), DecodeError> {
        let line = trim(line);
        if let Some(instr) = self.memoized(line, indexed) {
            return Ok((instr, None));
        }
        let (instr, idx_change) = self.decode_line(line, indexed)?;
        // An `s_set_gpr_idx_*` is not kept: it changes the indexed state.
        let memo = self.cached && !indexed;
        if memo && idx_change.is_none() && *instr.text == *line && self.memo.len() < MAX_MEMO {
            self.memo.insert(Memo(instr.clone()));
        }
        Ok((instr, idx_change))
    }

    /// What [`Decoder::decode`] returns for the trimmed `line` (with no
    /// change of the indexed state), when the memo has it. Only a line that
    /// decoded as an instruction is there: no label, no directive.
    pub(crate) fn memoized(&self, line: &str, indexed: bool) -> Option<Instr> {
        if !self.cached || indexed {
            return None;
        }
        self.memo.get(line).map(|m| m.0.clone())
    }

    /// [`Decoder::decode`] of a trimmed line, without the memo.
    fn decode_line(
        &mut self,
        line: &str,
        indexed: bool,
    ) -> Result<(Instr, Option<bool>), DecodeError> {
        // One pass finds the mnemonic's end and whether it has upper case.
        let mut upper = false;
        let mlen = line
            .bytes()
            .position(|b| {
                upper |= b.is_ascii_uppercase();
                !MNEMONIC_BYTE[usize::from(b)]
            })
            .unwrap_or(line.len());
        let mnemonic = &line[..mlen];
        if mnemonic.is_empty() || !mnemonic.as_bytes()[0].is_ascii_alphabetic() {
            return Err((
                0,
                format!("expected an instruction, found `{}`", first_word(line)),
            ));
        }
        if !line[mlen..].is_empty() && !line.as_bytes()[mlen].is_ascii_whitespace() {
            return Err((
                mlen,
                format!(
                    "unexpected `{}` after mnemonic",
                    line[mlen..].chars().next().unwrap_or(' ')
                ),
            ));
        }
        // llvm-mc matches mnemonics case-insensitively (`S_NOP 0`); the
        // normalised text and the table use lower case.
        let lowered;
        let mnemonic = if upper {
            lowered = mnemonic.to_ascii_lowercase();
            lowered.as_str()
        } else {
            mnemonic
        };
        let text_start = line.len() - trim_start(&line[mlen..]).len();
        let mut ops_start = text_start;
        // An export names its target before its sources, with no comma
        // (`exp mrt1 v12, v195, off, off`): the sources start after it.
        if matches!(mnemonic, "exp" | "export") {
            let rest = &line[ops_start..];
            if let Some(sp) = rest.find([' ', '\t']) {
                ops_start += sp + (rest[sp..].len() - rest[sp..].trim_start().len());
            }
        }
        let ops_text = &line[ops_start..];
        let spec = self.spec(mnemonic).map_err(|m| (0, m))?;
        let full_ops = &line[text_start..];
        // The exact length, so that `into_boxed_str` keeps the allocation
        // rather than shrinking it (a reallocation per instruction).
        let text_len = mlen
            + if full_ops.is_empty() {
                0
            } else {
                1 + full_ops.len()
            };
        let mut text = String::with_capacity(text_len);
        text.push_str(mnemonic);
        if !full_ops.is_empty() {
            text.push(' ');
            text.push_str(full_ops);
        }
        let mut instr = Instr::new(
            Shape {
                text: text.into(),
                mnemonic_len: mlen as u16,
                unit: spec.unit,
                mem: spec.mem,
                wait: None,
                flow: spec.flow,
                reads: RegList::default(),
                writes: RegList::default(),
                indexed: false,
            },
            0,
            None,
            None,
        );
        if spec.unit == Unit::Wait {
            let w = crate::wait::parse(mnemonic, ops_text, self.profile)
                .map_err(|m| (ops_start, m.to_string()))?;
            instr.unit = Unit::Wait;
            instr.wait = Some(w);
            // gfx10/gfx11 single-counter forms name an SGPR (LLVM only uses null).
            return Ok((instr, None));
        }
        // VOPD (gfx11+): `v_dual_X ops :: v_dual_Y ops` issues two VALU ops;
        // each half's registers count, by the rule of its base op.
        let dual_at = if mnemonic.starts_with("v_dual_") {
            ops_text.find("::")
        } else {
            None
        };
        let (x_ops, y) = match dual_at {
            Some(i) => (&ops_text[..i], Some(i + 2)),
            None => (ops_text, None),
        };
        let mut regs = Regs::default();
        let mut implicit = self.apply(&mut instr, &mut regs, mnemonic, &spec, x_ops, ops_start)?;
        if let Some(y_at) = y {
            let y_text = &ops_text[y_at..];
            let lead = y_text.len() - y_text.trim_start().len();
            let y_text = y_text.trim_start();
            let y_start = ops_start + y_at + lead;
            let (y_mn, y_ops) = y_text.split_once([' ', '\t']).unwrap_or((y_text, ""));
            if !y_mn.starts_with("v_dual_") {
                return Err((
                    y_start,
                    format!("expected a `v_dual_*` second half, found `{y_mn}`"),
                ));
            }
            let y_spec = self.spec(y_mn).map_err(|m| (y_start, m))?;
            let y_ops_at = y_start + (y_text.len() - y_ops.len());
            implicit |= self.apply(
                &mut instr,
                &mut regs,
                y_mn,
                &y_spec,
                y_ops.trim_start(),
                y_ops_at,
            )?;
        }
        add_implicit(&mut regs, implicit).map_err(|m| (0, m))?;
        implicit_by_form(&mut regs, mnemonic, ops_text).map_err(|m| (0, m))?;
        instr.reads = self.lists.share(&regs.reads);
        instr.writes = self.lists.share(&regs.writes);
        // Inside `s_set_gpr_idx_on` ... `_off` VGPR numbers are relative to an
        // index: consumers treat every VGPR as possibly read or written.
        instr.indexed = indexed && spec.gpr_idx.is_none();
        apply_readings(&mut instr, self.profile);
        if instr.mem == Some(MemKind::Export) {
            instr.mem = Some(export_kind(&line[text_start..ops_start]));
        }
        Ok((instr, spec.gpr_idx))
    }

    /// How many leading operands of `ops_text` (a whole instruction's, or one
    /// VOPD half's) are destinations: what gfx1250's `s_set_vgpr_msb` fields
    /// are positioned after (docs/paths.md section 13). A two-destination form
    /// (`v_add_co_u32 v1, vcc_lo, ...`) has two, a store, a non-returning
    /// atomic and a gfx10+ `v_cmpx` none.
    pub(crate) fn destinations(&mut self, mnemonic: &str, ops_text: &str) -> Result<usize, String> {
        let spec = self.spec(mnemonic)?;
        let ops = Operands::split(ops_text).map_err(|(_, m)| m)?;
        let cmpx = mnemonic.starts_with("v_cmpx") && self.profile.wait_gen != WaitGen::Gfx9;
        Ok(match resolve(&spec, &ops).1 {
            Effect::ReadAll => 0,
            Effect::Compare if cmpx || ops.len() == 2 => 0,
            Effect::TwoDst => 2,
            _ => 1,
        })
    }

    /// Applies `spec` to one operand list (starting at column `at`), setting
    /// `instr`'s memory kind and adding register reads and writes to `regs`;
    /// returns the implicit effects.
    fn apply(
        &self,
        instr: &mut Instr,
        regs: &mut Regs,
        mnemonic: &str,
        spec: &Spec,
        ops_text: &str,
        at: usize,
    ) -> Result<u8, DecodeError> {
        let ops = Operands::split(ops_text).map_err(|(c, m)| (at + c, m))?;
        let (mem, effect) = resolve(spec, &ops);
        instr.mem = mem;
        if mem == Some(MemKind::Gds) && ops.has_modifier("gds") {
            // LLVM 22's SIInsertWaitcnts gives a GDS access a second event,
            // GDS_GPR_LOCK on expcnt: its source VGPRs may not be overwritten
            // until `expcnt` retires it. No event here holds sources on
            // expcnt for a DS instruction, so reading it as an LDS access
            // would call such an overwrite clean: refused.
            return Err((
                at,
                format!(
                    "`{mnemonic} ... gds` is not supported: a GDS access holds its source \
                     VGPRs until expcnt (LLVM's GDS_GPR_LOCK), which wavebed does not model"
                ),
            ));
        }
        let cmpx = mnemonic.starts_with("v_cmpx");
        // A VOPC has two sources. Written with two operands, its destination
        // is the implicit VCC (llvm-mc-22 prints `v_cmp_eq_u32_e32 v0, v10` back
        // as `vcc, v0, v10` on gfx9, `vcc_lo, v0, v10` on gfx10+): both are
        // sources, VCC is written - except a gfx10+ `v_cmpx`, which writes only
        // EXEC. Read as destination and source, `v0` would be a write and VCC
        // untouched: a different program than the assembler's.
        let implicit_vcc = effect == Effect::Compare && ops.len() == 2;
        let effect = match effect {
            Effect::Compare if cmpx && self.profile.wait_gen != WaitGen::Gfx9 => Effect::ReadAll,
            Effect::Compare if implicit_vcc => {
                // Both halves: on wave32 only vcc_lo is written, and the
                // extra half only adds a write (sound).
                push(&mut regs.writes, RegRange::new(RegFile::Sgpr, VCC_LO, 2))
                    .map_err(|m| (at, m))?;
                Effect::ReadAll
            }
            Effect::Compare => Effect::DstSrc,
            e => e,
        };
        let mut implicit = spec.implicit;
        if cmpx {
            implicit |= implicit::EXEC_W;
        }
        if mem == Some(MemKind::VmemLds) {
            implicit |= implicit::M0_R; // the LDS address comes from M0
        }
        // An in-place compare-swap (buffer, image, scalar) returns the old
        // value only: the first half of its data operand (ISA: RETURN_DATA[0]
        // = tmp for `*_ATOMIC_CMPSWAP`; two dwords for `_x2`).
        let half_dst = matches!(spec.variant, Variant::Atomic { .. })
            && effect == Effect::RmwDst
            && mnemonic.contains("cmpswap");
        // A branch's only operand is its target: a label, whatever it is named.
        // gfx9's fork/join branches read an SGPR mask (llvm-mc-22 -show-inst:
        // `s_cbranch_i_fork s[20:21], L` has the register operand).
        let label_only = matches!(spec.flow, Flow::Branch | Flow::CondBranch)
            && !mnemonic.contains("_fork")
            && mnemonic != "s_cbranch_join";
        // BVH8 and dual-ray BVH (gfx12) write the ray origin and direction back
        // into their third and fourth address operands (llvm-mc-22
        // `-show-inst`: IMAGE_BVH8_INTERSECT_RAY / IMAGE_BVH_DUAL_INTERSECT_RAY
        // carry them as extra defs, docs/roles.md).
        let bvh_writeback =
            mnemonic.starts_with("image_bvh8_") || mnemonic.starts_with("image_bvh_dual_");
        for (i, op) in ops.as_slice().iter().enumerate().filter(|_| !label_only) {
            if let Some(inner) = op.text.strip_prefix('[') {
                // A bracketed address list (NSA image forms on gfx10/gfx11,
                // gfx12 VIMAGE/VSAMPLE): every element is a source register.
                self.address_list(regs, inner, at + op.offset + 1, bvh_writeback)?;
                continue;
            }
            let v = parse_value(op.text).map_err(|(c, m)| (at + op.offset + c, m))?;
            let Value::Reg(r) = v else { continue };
            self.check_agpr(r, mem).map_err(|m| (at + op.offset, m))?;
            self.check_vgpr(r).map_err(|m| (at + op.offset, m))?;
            let (read, write) = match effect {
                Effect::DstSrc | Effect::Compare => (i > 0, i == 0),
                Effect::RmwDst => (true, i == 0),
                Effect::TwoDst => (i > 1, i < 2),
                Effect::ReadAll => (true, false),
                Effect::SwapAll => (true, true),
                Effect::DstRmwSecond => (i > 0, i < 2),
            };
            if read {
                push(&mut regs.reads, r).map_err(|m| (at + op.offset, m))?;
            }
            if write {
                let r = if half_dst && i == 0 && r.count >= 2 {
                    RegRange {
                        count: r.count / 2,
                        ..r
                    }
                } else {
                    r
                };
                push(&mut regs.writes, r).map_err(|m| (at + op.offset, m))?;
            }
        }
        Ok(implicit)
    }

    /// An AGPR operand where the profile has none, or in a memory instruction
    /// on gfx908, whose separate AGPR file only `v_accvgpr_*` and MFMA reach
    /// (llvm-mc-22 rejects both; docs/counters.md section 11): an error, never
    /// a register silently tracked that the hardware does not have.
    fn check_agpr(&self, r: RegRange, mem: Option<MemKind>) -> Result<(), String> {
        if r.file != RegFile::Agpr {
            return Ok(());
        }
        match self.profile.agprs {
            Agprs::None => Err(format!("{} has no AGPRs", self.profile.arch)),
            Agprs::Separate if mem.is_some() => Err(format!(
                "{} memory instructions cannot name AGPRs (only v_accvgpr_* and MFMA reach them)",
                self.profile.arch
            )),
            _ => Ok(()),
        }
    }

    /// A VGPR past the profile's register numbers: v1023 on gfx1250 (where
    /// the front end renames operands under `s_set_vgpr_msb` to v256 and up,
    /// docs/paths.md section 13), v511 elsewhere (as before 1024 slots).
    fn check_vgpr(&self, r: RegRange) -> Result<(), String> {
        let limit = if self.profile.arch == crate::profile::Arch::Gfx1250 {
            crate::reg::VGPR_SLOTS
        } else {
            512
        };
        if r.file != RegFile::Vgpr || r.first + r.count <= limit {
            return Ok(());
        }
        Err(format!("register {r} out of range"))
    }

    /// Reads the elements of a bracketed address list (`inner` is the text
    /// after `[`, starting at column `at`). Each element is read; with
    /// `writeback`, elements 2 and 3 are written too. Lists longer than the
    /// register list's capacity are kept as the span of their registers per
    /// file (more registers read, never fewer: sound).
    fn address_list(
        &self,
        regs: &mut Regs,
        inner: &str,
        at: usize,
        writeback: bool,
    ) -> Result<(), DecodeError> {
        let inner = inner.strip_suffix(']').ok_or_else(|| {
            (
                at + inner.len(),
                "missing `]` after an address list".to_string(),
            )
        })?;
        // Split at every comma (an element is one register; `v[a:b]` holds
        // none): gfx10 NSA forms list up to 13 elements, more than an
        // instruction's operand list holds.
        let mut start = 0;
        for (j, piece) in inner.split(',').enumerate() {
            let piece_start = start;
            start += piece.len() + 1;
            let text = piece.trim();
            let e_offset = piece_start + (piece.len() - piece.trim_start().len());
            if text.contains(char::is_whitespace) {
                return Err((
                    at + e_offset,
                    format!("unexpected `{text}` in an address list"),
                ));
            }
            let r = match parse_value(text).map_err(|(c, m)| (at + e_offset + c, m))? {
                Value::Reg(r) => r,
                Value::Other => {
                    return Err((
                        at + e_offset,
                        format!("expected a register in an address list, found `{text}`"),
                    ))
                }
            };
            self.check_vgpr(r).map_err(|m| (at + e_offset, m))?;
            push_spanning(&mut regs.reads, r);
            if writeback && (j == 2 || j == 3) {
                push_spanning(&mut regs.writes, r);
            }
        }
        Ok(())
    }
}

/// Adds an address-list register `r` to `list`: merged into a range of the
/// same file it touches, else appended while [`LIST_RESERVE`] slots stay free
/// for the operands after the list (resource and sampler descriptors), else
/// widened into the span of a same-file range. Registers covered only grow, so
/// a consumer check or a write can only find more, never miss one.
fn push_spanning(list: &mut Ranges, r: RegRange) {
    if list.merge_adjacent(r) {
        return;
    }
    if list.len() + LIST_RESERVE < RegList::CAPACITY && list.push(r) {
        return;
    }
    if !list.widen(r) {
        // No range of r's file yet: take a slot anyway (the list is far from
        // full: an instruction's earlier operands fill at most two slots).
        list.push(r);
    }
}

/// The memory kind of an export to `target` (`mrt0`, `pos1`, `param3`...):
/// LLVM's three expcnt event types (SIInsertWaitcnts.cpp: `ET_POS0` to
/// `ET_POS_LAST` are `EXP_POS_ACCESS`, `ET_PARAM0` to `ET_PARAM31`
/// `EXP_PARAM_ACCESS`, every other target `EXP_GPR_LOCK`).
fn export_kind(target: &str) -> MemKind {
    let t = target.trim();
    let numbered = |prefix: &str| {
        t.strip_prefix(prefix)
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    };
    if numbered("pos") {
        MemKind::ExportPos
    } else if numbered("param") {
        MemKind::ExportParam
    } else {
        MemKind::Export
    }
}

/// Slots kept free after an address list: `s[0:7], s[8:11]` of a sample.
const LIST_RESERVE: usize = 2;

/// The contested readings that decide how an instruction decodes
/// (docs/assumptions.md): under `--assume barrier-isfirst=none`
/// `s_barrier_signal_isfirst` writes SCC at issue, with no counter.
pub fn apply_readings(instr: &mut Instr, profile: &Profile) {
    if !profile.isfirst_kmcnt && instr.mnemonic().starts_with("s_barrier_signal_isfirst") {
        instr.mem = None;
        instr.unit = Unit::Salu;
    }
}

/// Memory kind and effect after modifiers: atomics' return, `lds`, `gds`,
/// SDWA's preserved destination.
fn resolve(spec: &Spec, ops: &Operands) -> (Option<MemKind>, Effect) {
    match spec.variant {
        Variant::Plain => (spec.mem, spec.effect),
        Variant::Atomic { store, ret } => {
            // GLC is printed `sc0` on gfx940+ and `glc` elsewhere; gfx12 says
            // `th:TH_ATOMIC_RETURN`. Accept any spelling on any generation.
            let glc = ops.has_modifier("sc0")
                || ops.has_modifier("glc")
                || ops
                    .modifier_value("th")
                    .is_some_and(|t| t.contains("RETURN"));
            let (k, e) = if glc { ret } else { store };
            (Some(k), e)
        }
        Variant::BufferLoad if ops.has_modifier("lds") => (Some(MemKind::VmemLds), Effect::ReadAll),
        Variant::BufferLoad => (spec.mem, spec.effect),
        Variant::Ds if ops.has_modifier("gds") => (Some(MemKind::Gds), spec.effect),
        Variant::Ds => (spec.mem, spec.effect),
        Variant::Sdwa => {
            let partial = ops.modifier_value("dst_sel").is_some_and(|v| v != "DWORD");
            let keeps = ops
                .modifier_value("dst_unused")
                .is_none_or(|v| v == "UNUSED_PRESERVE");
            (
                spec.mem,
                if partial && keeps {
                    Effect::RmwDst
                } else {
                    Effect::DstSrc
                },
            )
        }
        Variant::Dpp => {
            let full = |key| {
                ops.modifier_value(key)
                    .is_none_or(|v| parse_int(v) == Some(0xf))
            };
            let every_lane = ops.has_modifier("bound_ctrl")
                && !ops.has_modifier("dpp8")
                && full("row_mask")
                && full("bank_mask");
            (
                spec.mem,
                if every_lane {
                    Effect::DstSrc
                } else {
                    Effect::RmwDst
                },
            )
        }
    }
}

fn push(list: &mut Ranges, r: RegRange) -> Result<(), String> {
    if list.push(r) {
        Ok(())
    } else {
        Err(format!("more than {} register operands", RegList::CAPACITY))
    }
}

fn add_implicit(regs: &mut Regs, bits: u8) -> Result<(), String> {
    use implicit::*;
    let sp = |n, c| RegRange::new(RegFile::Special, n, c);
    let pairs = [
        (SCC_W, false, sp(special::SCC, 1)),
        (SCC_R, true, sp(special::SCC, 1)),
        (EXEC_W, false, sp(special::EXEC_LO, 2)),
        (EXEC_R, true, sp(special::EXEC_LO, 2)),
        (M0_R, true, sp(special::M0, 1)),
        (M0_W, false, sp(special::M0, 1)),
        (VCC_R, true, RegRange::new(RegFile::Sgpr, VCC_LO, 2)),
        (VCC_LO_R, true, RegRange::new(RegFile::Sgpr, VCC_LO, 1)),
    ];
    for (bit, read, r) in pairs {
        if bits & bit != 0 {
            push(
                if read {
                    &mut regs.reads
                } else {
                    &mut regs.writes
                },
                r,
            )?;
        }
    }
    Ok(())
}

/// Implicit reads LLVM 22's opcode tables list that depend on the form, not
/// the table row (docs/roles.md section 7): FLAT and scratch instructions
/// read the scratch base FLAT_SCRATCH (a FLAT address may be private),
/// gfx1250 cluster loads read their broadcast mask from M0, gfx12 scratch
/// block loads and stores their VGPR mask, and exports with `row_en` their
/// row index.
fn implicit_by_form(regs: &mut Regs, mnemonic: &str, ops: &str) -> Result<(), String> {
    let sp = |n, c| RegRange::new(RegFile::Special, n, c);
    if ["flat_", "scratch_", "s_scratch_"]
        .iter()
        .any(|p| mnemonic.starts_with(p))
    {
        push(&mut regs.reads, sp(special::FLAT_SCRATCH_LO, 2))?;
    }
    let row = matches!(mnemonic, "exp" | "export") && ops.split_whitespace().any(|w| w == "row_en");
    // Block loads and stores take their VGPR mask from M0 (scratch and, in
    // llc-22's tables, gfx12's `global_store_block` too); so do gfx12's
    // eight-entry BVH stack operations (`DS_BVH_STACK_PUSH8_*`: `implicit $m0`).
    let block = (mnemonic.starts_with("scratch_") || mnemonic.starts_with("global_"))
        && mnemonic.contains("_block");
    let bvh8_stack = mnemonic.starts_with("ds_bvh_stack_push8");
    if row || block || bvh8_stack || mnemonic.starts_with("cluster_") {
        push(&mut regs.reads, sp(special::M0, 1))?;
    }
    Ok(())
}

fn first_word(s: &str) -> &str {
    s.split_whitespace().next().unwrap_or(s)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::profile::Arch;

    /// A line decoded again comes from the memo, equal to its first decoding
    /// and to an uncached one; inside an indexed region the memo is not used.
    #[test]
    fn repeated_lines_decode_alike() {
        let profile = Arch::Gfx950.profile();
        let mut d = Decoder::new(&profile);
        d.memo.clear(); // what the thread's earlier decoders kept
        for line in [
            "v_add_u32_e32 v1, v2, v3",
            "s_waitcnt lgkmcnt(0)",
            "global_load_dword v1, v[2:3], off",
            "s_set_gpr_idx_on s0, gpr_idx(SRC0)",
            "v_mov_b32_e32 v1, v2",
            "S_NOP 0",
            "s_nop  0",
        ] {
            let alone = |indexed| {
                Decoder::uncached(&profile)
                    .decode(line, indexed)
                    .unwrap_or_else(|e| panic!("{line}: {e:?}"))
            };
            let first = d.decode(line, false).unwrap_or_else(|e| panic!("{e:?}"));
            assert_eq!(first, alone(false), "{line}");
            assert_eq!(d.decode(line, false), Ok(first), "{line}");
            assert_eq!(d.decode(line, true), Ok(alone(true)), "{line}");
        }
        // Kept: the lines that are their own text, except the gpr_idx one.
        assert_eq!(d.memo.len(), 4);
    }
}
