//! Architecture profiles: which counters exist, how wide they are, how a wait
//! immediate lays them out, and which (counter, class) tokens each kind of memory
//! instruction issues. Pure data: every other part of wavebed asks a [`Profile`].
//!
//! Facts: `docs/counters.md` sections 1-3, 9 (gfx12) and 10 (gfx908, gfx90a,
//! gfx103x, gfx110x, gfx115x), checked against llvm-mc 22 and LLVM's
//! `AMDGPUBaseInfo.cpp` wait layouts.

use std::fmt;
use std::str::FromStr;

/// A hardware wait counter. gfx12 renamed and split them; the profile gives
/// each its name (docs/counters.md section 9).
///
/// `Vm` is vmcnt (gfx9/gfx11) or loadcnt (gfx12), `Lgkm` is lgkmcnt or dscnt,
/// `Vs` is vscnt or storecnt, `Km` is gfx12's kmcnt, `X` gfx1250's xcnt,
/// `Sample` and `Bvh` gfx12's samplecnt and bvhcnt (RDNA4 only), `Async` and
/// `Tensor` gfx1250's asynccnt and tensorcnt. A counter a profile lacks has
/// capacity 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Counter {
    Vm = 0,
    Lgkm = 1,
    Exp = 2,
    Vs = 3,
    Km = 4,
    X = 5,
    Sample = 6,
    Bvh = 7,
    Async = 8,
    Tensor = 9,
}

/// Number of [`Counter`] variants; arrays indexed by counter use it.
pub const NUM_COUNTERS: usize = 10;

impl Counter {
    pub const ALL: [Counter; NUM_COUNTERS] = [
        Counter::Vm,
        Counter::Lgkm,
        Counter::Exp,
        Counter::Vs,
        Counter::Km,
        Counter::X,
        Counter::Sample,
        Counter::Bvh,
        Counter::Async,
        Counter::Tensor,
    ];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Completion-order class of a token on one counter (the central idea of
/// rocJITsu's capacity fix, PR #10925; docs/counters.md section 3): tokens
/// of one *ordered* class on one counter complete in issue order; `Unordered`
/// tokens complete in any order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Non-FLAT VMEM: buffer, global, scratch loads (and on gfx9 stores too).
    Vmem = 0,
    /// gfx10+ VMEM stores on vscnt.
    VmemStore = 1,
    /// Native LDS (`ds_*`, not GDS).
    Lds = 2,
    /// SMEM, messages, GDS, generic FLAT: no ordering guarantee.
    Unordered = 3,
}

/// Number of [`Class`] variants.
pub const NUM_CLASSES: usize = 4;

impl Class {
    pub const ALL: [Class; NUM_CLASSES] =
        [Class::Vmem, Class::VmemStore, Class::Lds, Class::Unordered];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn is_ordered(self) -> bool {
        self != Class::Unordered
    }

    pub fn name(self) -> &'static str {
        match self {
            Class::Vmem => "VMEM",
            Class::VmemStore => "VMEM-store",
            Class::Lds => "LDS",
            Class::Unordered => "UNORDERED",
        }
    }
}

/// The kind of memory operation an instruction performs; the profile maps it to
/// tokens. The split also carries the legacy detector's "memory event type"
/// (see [`MemKind::legacy_type`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemKind {
    /// buffer/global/scratch load or returning atomic.
    VmemLoad,
    /// buffer/global/scratch store or non-returning atomic.
    VmemStore,
    /// Direct-to-LDS load (`buffer_load_* ... lds`, `global_load_lds_*`): no
    /// destination register.
    VmemLds,
    /// `ds_read*`, `ds_load*`, `ds_*permute`, returning LDS atomics.
    LdsRead,
    /// `ds_write*`, `ds_store*`, non-returning LDS atomics.
    LdsWrite,
    /// `s_load_*`, `s_buffer_load_*`, `s_store_*`, `s_memtime`, `s_memrealtime`
    /// (except the wide loads below).
    Smem,
    /// A scalar fetch of two or more dwords (`s_load_dwordx2`, `s_buffer_load_b64`,
    /// ...): one lgkmcnt token, or two under `--assume smem-wide-tokens=2`.
    SmemWide,
    /// `s_sendmsg*`.
    Message,
    /// `ds_*` with `gds`.
    Gds,
    /// Generic `flat_*` load or returning atomic.
    FlatLoad,
    /// Generic `flat_*` store or non-returning atomic.
    FlatStore,
    /// A generic `flat_*` load or returning atomic whose address the value
    /// analysis places in the LDS aperture on every path (docs/values.md
    /// section 4): lgkmcnt/dscnt only, as LLVM counts a FLAT whose memory
    /// operands are all LDS (`mayAccessVMEMThroughFlat`) and rocJITsu counts
    /// one that reached LDS at run time.
    FlatLdsLoad,
    /// The store / non-returning atomic form of [`MemKind::FlatLdsLoad`].
    FlatLdsStore,
    /// A generic `flat_*` load or returning atomic whose address is known not
    /// to be LDS (the scratch aperture): vmcnt/loadcnt only (LLVM's
    /// `mayAccessLDSThroughFlat`).
    FlatVmemLoad,
    /// The store / non-returning atomic form of [`MemKind::FlatVmemLoad`]
    /// (vscnt/storecnt where stores count apart).
    FlatVmemStore,
    /// Image sample and gather loads (`image_sample*`, `image_gather4*`):
    /// samplecnt on gfx12, vmcnt before.
    ImageSample,
    /// BVH intersection loads (`image_bvh*`, `bvh*_intersect_ray`): bvhcnt on
    /// gfx12, vmcnt before.
    Bvh,
    /// gfx1250 async copies into LDS (`global_load_async_to_lds*`,
    /// `cluster_load_async_to_lds*`): asynccnt only. They write LDS, never a
    /// register (their LDS effects are out of scope, docs/counters.md section 9).
    AsyncLoad,
    /// gfx1250 async copies out of LDS (`global_store_async_from_lds*`): asynccnt.
    AsyncStore,
    /// gfx1250 `tensor_load_to_lds*` / `tensor_store_from_lds*`: tensorcnt.
    Tensor,
    /// gfx908 and gfx10-gfx12 `exp`/`export` to a colour, depth, null, primitive or
    /// dual-source-blend target (LLVM's `EXP_GPR_LOCK` event). An export
    /// writes no register but reads its VGPRs and EXEC after issue, until
    /// expcnt retires it: overwriting one before `expcnt` says so is a
    /// write-after-read race (docs/counters.md section 14).
    Export,
    /// `exp`/`export` to a position target (`pos0`-`pos4`: LLVM's
    /// `EXP_POS_ACCESS`).
    ExportPos,
    /// gfx10 `exp` to a parameter target (`param0`-`param31`: LLVM's
    /// `EXP_PARAM_ACCESS`).
    ExportParam,
}

/// The legacy detector's broad memory event type (docs/counters.md section 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LegacyType {
    VmemRead,
    VmemWrite,
    LdsRead,
    LdsWrite,
    SmemRead,
    Message,
    Gds,
    Export,
}

impl MemKind {
    pub fn legacy_type(self) -> LegacyType {
        match self {
            MemKind::VmemLoad
            | MemKind::VmemLds
            | MemKind::FlatLoad
            | MemKind::FlatVmemLoad
            | MemKind::ImageSample
            | MemKind::Bvh
            | MemKind::AsyncLoad
            | MemKind::Tensor => LegacyType::VmemRead,
            MemKind::VmemStore
            | MemKind::FlatStore
            | MemKind::FlatVmemStore
            | MemKind::AsyncStore => LegacyType::VmemWrite,
            MemKind::LdsRead | MemKind::FlatLdsLoad => LegacyType::LdsRead,
            MemKind::LdsWrite | MemKind::FlatLdsStore => LegacyType::LdsWrite,
            MemKind::Smem | MemKind::SmemWide => LegacyType::SmemRead,
            MemKind::Message => LegacyType::Message,
            MemKind::Gds => LegacyType::Gds,
            MemKind::Export | MemKind::ExportPos | MemKind::ExportParam => LegacyType::Export,
        }
    }

    /// Whether an event of this kind guards its source registers (and
    /// EXEC) until it completes instead of writing destinations: an export
    /// (docs/counters.md section 14).
    #[inline]
    pub fn guards_sources(self) -> bool {
        matches!(
            self,
            MemKind::Export | MemKind::ExportPos | MemKind::ExportParam
        )
    }

    /// LLVM's VMEM type of a load (`getVmemType` in SIInsertWaitcnts.cpp):
    /// 0 for every load that is not an image sample or a BVH query, 1 for
    /// samples and gathers, 2 for BVH queries. Before gfx12 loads of one
    /// type write their VGPRs in issue order, loads of different types may
    /// not: LLVM waits between a `global_load` and an `image_sample` of one
    /// VGPR on gfx10/gfx11 ("WAW needs an s_waitcnt unless the previous write
    /// and this write are the same type of VMEM instruction"), so the
    /// write-after-write exemption (docs/counters.md section 4) needs equal
    /// types (docs/external.md).
    pub fn vmem_type(self) -> u8 {
        match self {
            MemKind::ImageSample => 1,
            MemKind::Bvh => 2,
            _ => 0,
        }
    }
}

/// One token of an event: the counter it counts on and its completion class there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    pub counter: Counter,
    pub class: Class,
    /// Whether the event surely counts on `counter`, so its issue stalls while
    /// the counter is full (with back-pressure). False for a token a standing
    /// reading says may not exist (a generic FLAT under `flat=either`): it must
    /// still complete before its event does, but nothing may be inferred from
    /// its issue. Such tokens are always UNORDERED.
    pub stalls: bool,
}

/// The tokens one event issues: at most two (FLAT counts on two counters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tokens {
    len: u8,
    items: [Token; 2],
}

impl Tokens {
    const fn one(counter: Counter, class: Class) -> Tokens {
        let t = Token {
            counter,
            class,
            stalls: true,
        };
        Tokens {
            len: 1,
            items: [t, t],
        }
    }

    const fn two(a: Token, b: Token) -> Tokens {
        Tokens {
            len: 2,
            items: [a, b],
        }
    }

    #[inline]
    pub fn as_slice(&self) -> &[Token] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether any token counts on `c`.
    #[inline]
    pub fn counts_on(&self, c: Counter) -> bool {
        self.as_slice().iter().any(|t| t.counter == c)
    }

    /// The counters an issue of these tokens stalls on, each with the number of
    /// its stalling tokens k: with back-pressure the issue waits until
    /// `count(c) <= capacity(c) - k` (at most two entries, no counter twice).
    #[inline]
    pub fn stalls(&self) -> impl Iterator<Item = (Counter, u16)> + '_ {
        let s = self.as_slice();
        s.iter().enumerate().filter_map(move |(i, t)| {
            let first = t.stalls && !s[..i].iter().any(|o| o.stalls && o.counter == t.counter);
            first.then(|| {
                let k = s
                    .iter()
                    .filter(|o| o.stalls && o.counter == t.counter)
                    .count();
                (t.counter, k as u16)
            })
        })
    }
}

/// How a generic FLAT counts (docs/counters.md section 7, `--assume flat=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlatReading {
    /// Sound under every reading: a FLAT may count on vmcnt (vscnt), lgkmcnt
    /// or both, depending on the memory it reaches at run time. Both tokens
    /// must complete before it does, but its issue stalls on neither counter.
    Either,
    /// LLVM and the ISA documents: it counts on both and stalls on both.
    Both,
}

/// Where a counter's field sits in a combined `s_waitcnt` immediate: a low part
/// and an optional high part (gfx9's vmcnt is split into bits [3:0] and [15:14]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FieldLayout {
    pub lo_shift: u8,
    pub lo_width: u8,
    pub hi_shift: u8,
    pub hi_width: u8,
}

impl FieldLayout {
    /// gfx9's and gfx10's vmcnt: bits [3:0] and [15:14].
    const SPLIT_VMCNT: FieldLayout = FieldLayout {
        lo_shift: 0,
        lo_width: 4,
        hi_shift: 14,
        hi_width: 2,
    };

    const fn simple(shift: u8, width: u8) -> FieldLayout {
        FieldLayout {
            lo_shift: shift,
            lo_width: width,
            hi_shift: 0,
            hi_width: 0,
        }
    }

    /// Field width in bits.
    pub fn width(&self) -> u8 {
        self.lo_width + self.hi_width
    }

    /// All-ones value of the field (= the counter's capacity, "do not wait").
    pub fn max(&self) -> u16 {
        ((1u32 << self.width()) - 1) as u16
    }

    /// The mask of bits this field occupies in the immediate.
    pub fn mask(&self) -> u16 {
        let lo = ((1u32 << self.lo_width) - 1) << self.lo_shift;
        let hi = ((1u32 << self.hi_width) - 1) << self.hi_shift;
        (lo | hi) as u16
    }

    /// Reads the field from an immediate as hardware does (bits outside are ignored).
    pub fn extract(&self, imm: u16) -> u16 {
        let imm = imm as u32;
        let lo = (imm >> self.lo_shift) & ((1 << self.lo_width) - 1);
        let hi = (imm >> self.hi_shift) & ((1 << self.hi_width) - 1);
        (lo | (hi << self.lo_width)) as u16
    }

    /// Writes `value` (already range-checked) into `imm`.
    pub fn insert(&self, imm: u16, value: u16) -> u16 {
        let v = value as u32;
        let lo = v & ((1 << self.lo_width) - 1);
        let hi = (v >> self.lo_width) & ((1 << self.hi_width) - 1);
        let cleared = (imm as u32) & !(self.mask() as u32);
        (cleared | (lo << self.lo_shift) | (hi << self.hi_shift)) as u16
    }
}

/// The wait-instruction generation of a profile: which wait mnemonics exist
/// and how they encode (docs/counters.md sections 2 and 10). Ordered by age,
/// so `>= WaitGen::Gfx10` reads "gfx10 or later".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum WaitGen {
    /// gfx9 (CDNA1-4): combined `s_waitcnt` only.
    Gfx9,
    /// gfx10 (RDNA2): the gfx9 combined layout with a 6-bit lgkmcnt, plus the
    /// SOPK single-counter `s_waitcnt_vmcnt` etc. with gfx10's opcodes.
    Gfx10,
    /// gfx11 (RDNA3, RDNA3.5): its own combined layout and SOPK opcodes.
    Gfx11,
    /// gfx12: `s_wait_loadcnt`, `s_wait_dscnt`, ... and the combined split forms.
    Gfx12,
}

/// How a profile's accumulation registers (AGPRs, `a0`..`a255`) exist
/// (llvm-mc-22, docs/counters.md section 11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agprs {
    /// No AGPRs (gfx10, gfx11, gfx12): an `a` operand is an error.
    None,
    /// gfx908 (CDNA1): a separate file, reached only by `v_accvgpr_read`/
    /// `_write`/`_mov` and MFMA operands; a memory instruction naming an AGPR
    /// is an error.
    Separate,
    /// gfx90a and later CDNA: one unified register file; loads, stores and
    /// LDS operations may name AGPRs directly. An AGPR is still its own
    /// register (`a0` is not `v0`), so races are tracked per file as before.
    Unified,
}

/// A GPU architecture wavebed models.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arch {
    /// CDNA1 (MI100): gfx9 counters, separate AGPR file.
    Gfx908,
    /// CDNA2 (MI200): gfx9 counters, unified VGPR/AGPR file.
    Gfx90a,
    /// CDNA3 (MI300).
    Gfx942,
    /// CDNA4 (MI350).
    Gfx950,
    /// RDNA1 (Navi 10, 12, 14): gfx10's counters, as gfx103x (llvm-mc-22
    /// encodes every wait of the three as on gfx1030; docs/counters.md
    /// section 11).
    Gfx1010,
    Gfx1011,
    Gfx1012,
    /// RDNA2 (Navi 21); the gfx103x family shares its counters.
    Gfx1030,
    Gfx1031,
    Gfx1032,
    Gfx1033,
    Gfx1034,
    Gfx1035,
    Gfx1036,
    /// RDNA3 (Navi 31); gfx110x and gfx115x share gfx11's counters.
    Gfx1100,
    Gfx1101,
    Gfx1102,
    Gfx1103,
    /// RDNA3.5: gfx11's counters.
    Gfx1150,
    Gfx1151,
    Gfx1152,
    Gfx1153,
    /// RDNA4 (gfx12): split counters, no xcnt.
    Gfx1200,
    /// RDNA4 (gfx12): the same counters as gfx1200.
    Gfx1201,
    /// gfx12.5: split counters plus xcnt, asynccnt and tensorcnt; no samplecnt,
    /// bvhcnt or expcnt waits.
    Gfx1250,
}

impl Arch {
    pub const ALL: [Arch; 25] = [
        Arch::Gfx908,
        Arch::Gfx90a,
        Arch::Gfx942,
        Arch::Gfx950,
        Arch::Gfx1010,
        Arch::Gfx1011,
        Arch::Gfx1012,
        Arch::Gfx1030,
        Arch::Gfx1031,
        Arch::Gfx1032,
        Arch::Gfx1033,
        Arch::Gfx1034,
        Arch::Gfx1035,
        Arch::Gfx1036,
        Arch::Gfx1100,
        Arch::Gfx1101,
        Arch::Gfx1102,
        Arch::Gfx1103,
        Arch::Gfx1150,
        Arch::Gfx1151,
        Arch::Gfx1152,
        Arch::Gfx1153,
        Arch::Gfx1200,
        Arch::Gfx1201,
        Arch::Gfx1250,
    ];
    /// The architectures whose counters are modelled (every one; on gfx10
    /// and gfx12 by the exact model only, docs/counters.md sections 9 and 10).
    pub const MODELLED: [Arch; 25] = Arch::ALL;

    pub fn name(self) -> &'static str {
        match self {
            Arch::Gfx908 => "gfx908",
            Arch::Gfx90a => "gfx90a",
            Arch::Gfx942 => "gfx942",
            Arch::Gfx950 => "gfx950",
            Arch::Gfx1010 => "gfx1010",
            Arch::Gfx1011 => "gfx1011",
            Arch::Gfx1012 => "gfx1012",
            Arch::Gfx1030 => "gfx1030",
            Arch::Gfx1031 => "gfx1031",
            Arch::Gfx1032 => "gfx1032",
            Arch::Gfx1033 => "gfx1033",
            Arch::Gfx1034 => "gfx1034",
            Arch::Gfx1035 => "gfx1035",
            Arch::Gfx1036 => "gfx1036",
            Arch::Gfx1100 => "gfx1100",
            Arch::Gfx1101 => "gfx1101",
            Arch::Gfx1102 => "gfx1102",
            Arch::Gfx1103 => "gfx1103",
            Arch::Gfx1150 => "gfx1150",
            Arch::Gfx1151 => "gfx1151",
            Arch::Gfx1152 => "gfx1152",
            Arch::Gfx1153 => "gfx1153",
            Arch::Gfx1200 => "gfx1200",
            Arch::Gfx1201 => "gfx1201",
            Arch::Gfx1250 => "gfx1250",
        }
    }

    /// The known architecture names, comma-separated, for help and errors.
    pub fn names() -> String {
        Arch::ALL.map(Arch::name).join(", ")
    }

    /// The ELF `e_flags` EF_AMDGPU_MACH value (LLVM `ELF.h`; every one checked
    /// with `llvm-mc-22 -filetype=obj` and `llvm-readelf-22 -h`,
    /// `model/tests/it/profiles_llvm.rs`).
    pub fn elf_mach(self) -> u32 {
        match self {
            Arch::Gfx908 => 0x030,
            Arch::Gfx90a => 0x03f,
            Arch::Gfx942 => 0x04c,
            Arch::Gfx950 => 0x04f,
            Arch::Gfx1010 => 0x033,
            Arch::Gfx1011 => 0x034,
            Arch::Gfx1012 => 0x035,
            Arch::Gfx1030 => 0x036,
            Arch::Gfx1031 => 0x037,
            Arch::Gfx1032 => 0x038,
            Arch::Gfx1033 => 0x039,
            Arch::Gfx1034 => 0x03e,
            Arch::Gfx1035 => 0x03d,
            Arch::Gfx1036 => 0x045,
            Arch::Gfx1100 => 0x041,
            Arch::Gfx1101 => 0x046,
            Arch::Gfx1102 => 0x047,
            Arch::Gfx1103 => 0x044,
            Arch::Gfx1150 => 0x043,
            Arch::Gfx1151 => 0x04a,
            Arch::Gfx1152 => 0x055,
            Arch::Gfx1153 => 0x058,
            Arch::Gfx1200 => 0x048,
            Arch::Gfx1201 => 0x04e,
            Arch::Gfx1250 => 0x049,
        }
    }

    /// The architecture with EF_AMDGPU_MACH `mach`, if wavebed knows it.
    pub fn from_elf_mach(mach: u32) -> Option<Arch> {
        Arch::ALL.into_iter().find(|a| a.elf_mach() == mach)
    }

    /// The profile with default options.
    pub fn profile(self) -> Profile {
        Profile::new(self)
    }
}

impl fmt::Display for Arch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Arch {
    type Err = String;
    fn from_str(s: &str) -> Result<Arch, String> {
        // Accept target-id suffixes such as `gfx942:sramecc+:xnack-`.
        let base = s.split(':').next().unwrap_or(s).trim();
        Arch::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(base))
            .ok_or_else(|| format!("unknown architecture `{s}` (known: {})", Arch::names()))
    }
}

/// Everything wavebed needs to know about one architecture's counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    pub arch: Arch,
    /// Capacity per counter (`2^width - 1`); 0 if the counter does not exist.
    pub capacity: [u16; NUM_COUNTERS],
    /// Field layout per counter in the combined `s_waitcnt` immediate, if any.
    pub layout: [Option<FieldLayout>; NUM_COUNTERS],
    pub wait_gen: WaitGen,
    /// Issue stalls while a counter is full (CDNA3/4 probes; docs/counters.md section 7).
    pub back_pressure: bool,
    /// Whether AGPRs exist and what may name them.
    pub agprs: Agprs,
    /// Whether rocJITsu's race-plugin rules describe this generation, so the
    /// `legacy` and `seed` models (readings of those rules) run on it: CDNA1-4
    /// and RDNA3/3.5 (docs/counters.md section 11). `exact` runs everywhere.
    pub rocjitsu_rules: bool,
    /// LLVM's `gfx940-insts` surface (gfx942, gfx950): cache-policy bits are
    /// `sc0`/`sc1`/`nt` (an atomic returns with `sc0`, not `glc`),
    /// `global_load_lds_*` exists and the MFMAs carry their renamed mnemonics
    /// (`v_mfma_f32_4x4x1_16b_f32`). llvm-mc-22 rejects each on gfx908/gfx90a.
    pub gfx940_insts: bool,
    /// LLVM 22 also counts direct-to-LDS loads on lgkmcnt (class LDS). Off by
    /// default: the hardware fact is unverified, and leaving it off is sound.
    pub direct_to_lds_lgkm: bool,
    /// LDS hazards (docs/lds.md section 4): two single-token in-order
    /// direct-to-LDS loads of one wave write LDS in issue order. Off by
    /// default (`--assume lds-dma-order=window`): a write landing anywhere
    /// in its window is sound under both readings.
    pub lds_dma_in_order: bool,
    /// LDS hazards (docs/lds.md section 5): every pair of two waves'
    /// accesses is checked (on, `--assume lds-cross-wave=all`), or only pairs
    /// a barrier separates (off, `barriers`: between two barriers the waves
    /// are taken to use disjoint bytes).
    pub lds_cross_wave_all: bool,
    /// `--assume kernarg-pointers=global`: a generic FLAT through a pointer
    /// loaded from the kernel arguments (plus an offset) reaches global
    /// memory (docs/values.md section 6). Off by default.
    pub kernarg_pointers_global: bool,
    /// `--assume workgroup=1d`: a kernel without a required workgroup size
    /// is launched `(N, 1, 1)`, N at most its flat bound (Triton launches one
    /// dimension; docs/lds.md section 16). Off by default. Decided when a
    /// file is loaded (`KernelInfo::launch_1d`).
    pub workgroup_1d: bool,
    /// How a generic FLAT counts (`--assume flat=`; default `Either`).
    pub flat: FlatReading,
    /// Tokens a wide scalar fetch counts (`--assume smem-wide-tokens=`; 1 or 2).
    pub smem_wide_tokens: u8,
    /// `--assume flat-order=in-order`: a generic FLAT that surely counts on a
    /// counter (`flat=both`) completes there in order with the other events
    /// of its type, as LLVM assumes (docs/assumptions.md). Default off:
    /// UNORDERED FLAT tokens are sound under both orders.
    pub flat_in_order: bool,
    /// `--assume xcnt-waits=implied`: every `s_wait_*cnt N` also waits for
    /// `xcnt <= N` (AMDGPUUsage, "Memory Model GFX125x"); default off
    /// (docs/counters.md section 10).
    pub xcnt_implied_by_waits: bool,
    /// `--assume xcnt-branch=taken`: a PC change - an `s_branch`, the taken
    /// edge of an `s_cbranch_*`, an `s_setpc_b64` - drains every address
    /// translation, as LLVM PRs #198823 and #219206 state; default off
    /// (`none`; docs/counters.md section 10, rule 6).
    pub xcnt_branch_drain: bool,
    /// `s_barrier_signal_isfirst` writes SCC through a kmcnt event (LLVM 22;
    /// `--assume barrier-isfirst=kmcnt`, the default) or at issue (`none`).
    pub isfirst_kmcnt: bool,
    /// A call or tail call reads every register (`--assume call-args=caller`);
    /// off by default: the callee waits at its entry (docs/paths.md section 10).
    pub caller_waits: bool,
}

impl Profile {
    pub fn new(arch: Arch) -> Profile {
        use Counter::*;
        let mut capacity = [0u16; NUM_COUNTERS];
        let mut layout = [None; NUM_COUNTERS];
        // Back-pressure by default only where the seed's probes observed it
        // (docs/counters.md sections 7 and 10); elsewhere `--assume
        // backpressure=on` asks for it.
        let (wait_gen, back_pressure) = match arch {
            Arch::Gfx908 | Arch::Gfx90a | Arch::Gfx942 | Arch::Gfx950 => {
                layout[Vm.index()] = Some(FieldLayout::SPLIT_VMCNT);
                layout[Exp.index()] = Some(FieldLayout::simple(4, 3));
                layout[Lgkm.index()] = Some(FieldLayout::simple(8, 4));
                capacity[Vm.index()] = 63;
                capacity[Exp.index()] = 7;
                capacity[Lgkm.index()] = 15;
                let probed = matches!(arch, Arch::Gfx942 | Arch::Gfx950);
                (WaitGen::Gfx9, probed)
            }
            // gfx10: gfx9's split vmcnt and expcnt, lgkmcnt widened to 6 bits
            // at [13:8], and vscnt for stores (LLVM `AMDGPUBaseInfo.cpp`;
            // llvm-mc-22: `vmcnt(0)` 0x3F70, `lgkmcnt(0)` 0xC07F, on gfx1010,
            // gfx1011 and gfx1012 as on gfx1030).
            Arch::Gfx1010
            | Arch::Gfx1011
            | Arch::Gfx1012
            | Arch::Gfx1030
            | Arch::Gfx1031
            | Arch::Gfx1032
            | Arch::Gfx1033
            | Arch::Gfx1034
            | Arch::Gfx1035
            | Arch::Gfx1036 => {
                layout[Vm.index()] = Some(FieldLayout::SPLIT_VMCNT);
                layout[Exp.index()] = Some(FieldLayout::simple(4, 3));
                layout[Lgkm.index()] = Some(FieldLayout::simple(8, 6));
                capacity[Vm.index()] = 63;
                capacity[Exp.index()] = 7;
                capacity[Lgkm.index()] = 63;
                capacity[Vs.index()] = 63;
                (WaitGen::Gfx10, false)
            }
            Arch::Gfx1100
            | Arch::Gfx1101
            | Arch::Gfx1102
            | Arch::Gfx1103
            | Arch::Gfx1150
            | Arch::Gfx1151
            | Arch::Gfx1152
            | Arch::Gfx1153 => {
                layout[Vm.index()] = Some(FieldLayout::simple(10, 6));
                layout[Exp.index()] = Some(FieldLayout::simple(0, 3));
                layout[Lgkm.index()] = Some(FieldLayout::simple(4, 6));
                capacity[Vm.index()] = 63;
                capacity[Exp.index()] = 7;
                capacity[Lgkm.index()] = 63;
                capacity[Vs.index()] = 63;
                (WaitGen::Gfx11, false)
            }
            // gfx12 widths: LLVM 22 `AMDGPUBaseInfo.cpp` (loadcnt, storecnt,
            // samplecnt, dscnt 6 bits; bvhcnt, expcnt 3; kmcnt 5; xcnt 6 on
            // gfx12.5 only); which waits exist: llvm-mc-22 (docs/counters.md
            // section 9). asynccnt is 6 bits (shared/spec/counters.md section
            // 9); tensorcnt's width is unverified and taken as 6 bits too.
            Arch::Gfx1200 | Arch::Gfx1201 => {
                capacity[Vm.index()] = 63;
                capacity[Vs.index()] = 63;
                capacity[Sample.index()] = 63;
                capacity[Bvh.index()] = 7;
                capacity[Lgkm.index()] = 63;
                capacity[Km.index()] = 31;
                capacity[Exp.index()] = 7;
                (WaitGen::Gfx12, false)
            }
            Arch::Gfx1250 => {
                capacity[Vm.index()] = 63;
                capacity[Vs.index()] = 63;
                capacity[Lgkm.index()] = 63;
                capacity[Km.index()] = 31;
                capacity[X.index()] = 63;
                capacity[Async.index()] = 63;
                capacity[Tensor.index()] = 63;
                (WaitGen::Gfx12, false)
            }
        };
        Profile {
            arch,
            capacity,
            layout,
            wait_gen,
            back_pressure,
            agprs: match arch {
                Arch::Gfx908 => Agprs::Separate,
                Arch::Gfx90a | Arch::Gfx942 | Arch::Gfx950 => Agprs::Unified,
                _ => Agprs::None,
            },
            rocjitsu_rules: matches!(wait_gen, WaitGen::Gfx9 | WaitGen::Gfx11),
            gfx940_insts: matches!(arch, Arch::Gfx942 | Arch::Gfx950),
            direct_to_lds_lgkm: false,
            lds_dma_in_order: false,
            lds_cross_wave_all: false,
            kernarg_pointers_global: false,
            workgroup_1d: false,
            flat: FlatReading::Either,
            smem_wide_tokens: 1,
            flat_in_order: false,
            xcnt_implied_by_waits: false,
            xcnt_branch_drain: false,
            isfirst_kmcnt: true,
            caller_waits: false,
        }
    }

    #[inline]
    pub fn capacity(&self, c: Counter) -> u16 {
        self.capacity[c.index()]
    }

    #[inline]
    pub fn has_counter(&self, c: Counter) -> bool {
        self.capacity[c.index()] > 0
    }

    /// Whether the architecture has exports (`exp`/`export`): gfx908 and
    /// gfx10-gfx12 (llvm-mc-22 assembles `exp` there). gfx90a, gfx942 and
    /// gfx950 refuse it (their expcnt counts GDS only), gfx1250 has no
    /// expcnt.
    pub fn has_exports(&self) -> bool {
        self.has_counter(Counter::Exp)
            && !matches!(self.arch, Arch::Gfx90a | Arch::Gfx942 | Arch::Gfx950)
    }

    /// Whether the counter model runs on this profile.
    pub fn is_modelled(&self) -> bool {
        Arch::MODELLED.contains(&self.arch)
    }

    /// The counter's name in this generation's assembly syntax.
    pub fn counter_name(&self, c: Counter) -> &'static str {
        let gfx12 = self.wait_gen == WaitGen::Gfx12;
        match (c, gfx12) {
            (Counter::Vm, false) => "vmcnt",
            (Counter::Vm, true) => "loadcnt",
            (Counter::Lgkm, false) => "lgkmcnt",
            (Counter::Lgkm, true) => "dscnt",
            (Counter::Exp, _) => "expcnt",
            (Counter::Vs, false) => "vscnt",
            (Counter::Vs, true) => "storecnt",
            (Counter::Km, _) => "kmcnt",
            (Counter::X, _) => "xcnt",
            (Counter::Sample, _) => "samplecnt",
            (Counter::Bvh, _) => "bvhcnt",
            (Counter::Async, _) => "asynccnt",
            (Counter::Tensor, _) => "tensorcnt",
        }
    }

    /// The "no wait" combined `s_waitcnt` immediate (every field all ones; the
    /// gap bits as LLVM prints them).
    pub fn no_wait_imm(&self) -> Option<u16> {
        match self.wait_gen {
            WaitGen::Gfx9 => Some(0xCF7F),
            WaitGen::Gfx10 => Some(0xFF7F),
            WaitGen::Gfx11 => Some(0xFFF7),
            WaitGen::Gfx12 => None,
        }
    }

    /// The tokens an event of `kind` issues on this profile (docs/counters.md
    /// sections 3 and 9). On gfx12 a generic FLAT counts on loadcnt/storecnt
    /// and dscnt (under the `flat=` reading), SMEM and messages on kmcnt,
    /// image samples and BVH loads on their own counters where the profile has
    /// them, async LDS copies on asynccnt, tensor copies on tensorcnt. A class
    /// orders tokens on one counter only, so samplecnt, bvhcnt and asynccnt
    /// reuse the in-order `Vmem` class; tensorcnt's order is unverified and
    /// its tokens are `Unordered` (only a zero wait proves completion).
    pub fn tokens(&self, kind: MemKind) -> Tokens {
        use Class::*;
        use Counter::*;
        let split_stores = self.has_counter(Vs);
        let gfx12 = self.wait_gen == WaitGen::Gfx12;
        let tok = |counter, class| Token {
            counter,
            class,
            stalls: true,
        };
        // A FLAT's tokens: both must complete; under `Either` neither stalls.
        // In order (`flat-order=in-order`) only where it surely counts: a
        // token that may not exist stays UNORDERED (docs/assumptions.md).
        let flat = |counter, class| {
            let stalls = self.flat == FlatReading::Both;
            let ordered = stalls && self.flat_in_order;
            let class_on = |c| if ordered { c } else { Unordered };
            Tokens::two(
                Token {
                    counter,
                    class: class_on(class),
                    stalls,
                },
                Token {
                    counter: Lgkm,
                    class: class_on(Lds),
                    stalls,
                },
            )
        };
        // A FLAT whose space is known counts on that space's counter only,
        // and stalls there; its order follows `flat-order` like a generic
        // FLAT's (in order only under `in-order`).
        let resolved = |counter, class| {
            let class = if self.flat_in_order { class } else { Unordered };
            Tokens::one(counter, class)
        };
        let smem = if gfx12 { Km } else { Lgkm };
        // On a counter the profile has, else as the VMEM load it was before gfx12.
        let own = |c| {
            if self.has_counter(c) {
                Tokens::one(c, Vmem)
            } else {
                Tokens::one(Vm, Vmem)
            }
        };
        match kind {
            MemKind::VmemLoad => Tokens::one(Vm, Vmem),
            MemKind::VmemStore if split_stores => Tokens::one(Vs, VmemStore),
            MemKind::VmemStore => Tokens::one(Vm, Vmem),
            MemKind::VmemLds if self.direct_to_lds_lgkm => {
                Tokens::two(tok(Vm, Vmem), tok(Lgkm, Lds))
            }
            MemKind::VmemLds => Tokens::one(Vm, Vmem),
            MemKind::LdsRead | MemKind::LdsWrite => Tokens::one(Lgkm, Lds),
            MemKind::SmemWide if self.smem_wide_tokens >= 2 => {
                Tokens::two(tok(smem, Unordered), tok(smem, Unordered))
            }
            MemKind::Smem | MemKind::SmemWide | MemKind::Message => Tokens::one(smem, Unordered),
            MemKind::Gds => Tokens::one(Lgkm, Unordered),
            MemKind::FlatLoad => flat(Vm, Vmem),
            MemKind::FlatStore if split_stores => flat(Vs, VmemStore),
            MemKind::FlatStore => flat(Vm, Vmem),
            MemKind::FlatLdsLoad | MemKind::FlatLdsStore => resolved(Lgkm, Lds),
            MemKind::FlatVmemLoad => resolved(Vm, Vmem),
            MemKind::FlatVmemStore if split_stores => resolved(Vs, VmemStore),
            MemKind::FlatVmemStore => resolved(Vm, Vmem),
            MemKind::ImageSample => own(Sample),
            MemKind::Bvh => own(Bvh),
            MemKind::AsyncLoad | MemKind::AsyncStore => own(Async),
            MemKind::Tensor if self.has_counter(Tensor) => Tokens::one(Tensor, Unordered),
            MemKind::Tensor => Tokens::one(Vm, Vmem),
            // expcnt (docs/counters.md section 14): LLVM takes the exports of
            // one event type to retire in issue order and only a mix of types
            // to retire out of order (SIInsertWaitcnts.cpp, `counterOutOfOrder`
            // / `hasMixedPendingEvents`). Each type is its own ordered class
            // on expcnt, so `expcnt(N)` retires every export of a type with N
            // younger ones behind it whatever the mix - what any mix allows.
            MemKind::Export => Tokens::one(Exp, Vmem),
            MemKind::ExportPos => Tokens::one(Exp, VmemStore),
            MemKind::ExportParam => Tokens::one(Exp, Lds),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gfx9_vmcnt_field_is_split() {
        let p = Arch::Gfx950.profile();
        let vm = p.layout[Counter::Vm.index()].unwrap();
        assert_eq!(vm.max(), 63);
        assert_eq!(vm.insert(0xCF7F, 62), 0xCF7E);
        assert_eq!(vm.extract(0xCF7E), 62);
        assert_eq!(vm.insert(0xCF7F, 0), 0x0F70);
    }

    #[test]
    fn flat_counts_on_two_counters() {
        let p = Arch::Gfx1151.profile();
        let t = p.tokens(MemKind::FlatStore);
        assert_eq!(t.len(), 2);
        assert!(t.counts_on(Counter::Vs) && t.counts_on(Counter::Lgkm));
        assert!(!Arch::Gfx942
            .profile()
            .tokens(MemKind::VmemStore)
            .counts_on(Counter::Vs));
    }

    #[test]
    fn gfx12_tokens_follow_section_9() {
        use Counter::*;
        let on = |arch: Arch, kind| {
            let t = arch.profile().tokens(kind);
            t.as_slice()
                .iter()
                .map(|t| (t.counter, t.class))
                .collect::<Vec<_>>()
        };
        for arch in [Arch::Gfx1200, Arch::Gfx1201, Arch::Gfx1250] {
            assert_eq!(on(arch, MemKind::VmemLoad), [(Vm, Class::Vmem)]);
            assert_eq!(on(arch, MemKind::VmemStore), [(Vs, Class::VmemStore)]);
            assert_eq!(on(arch, MemKind::LdsRead), [(Lgkm, Class::Lds)]);
            assert_eq!(on(arch, MemKind::Smem), [(Km, Class::Unordered)]);
            assert_eq!(on(arch, MemKind::Message), [(Km, Class::Unordered)]);
            assert_eq!(
                on(arch, MemKind::FlatStore),
                [(Vs, Class::Unordered), (Lgkm, Class::Unordered)]
            );
            assert!(!arch.profile().back_pressure);
        }
        assert_eq!(
            on(Arch::Gfx1200, MemKind::ImageSample),
            [(Sample, Class::Vmem)]
        );
        assert_eq!(on(Arch::Gfx1200, MemKind::Bvh), [(Bvh, Class::Vmem)]);
        assert_eq!(on(Arch::Gfx1151, MemKind::ImageSample), [(Vm, Class::Vmem)]);
        assert_eq!(
            on(Arch::Gfx1250, MemKind::AsyncLoad),
            [(Async, Class::Vmem)]
        );
        assert_eq!(
            on(Arch::Gfx1250, MemKind::AsyncStore),
            [(Async, Class::Vmem)]
        );
        assert_eq!(
            on(Arch::Gfx1250, MemKind::Tensor),
            [(Tensor, Class::Unordered)]
        );
        let caps = |a: Arch| Counter::ALL.map(|c| a.profile().capacity(c));
        // Vm Lgkm Exp Vs Km X Sample Bvh Async Tensor
        assert_eq!(caps(Arch::Gfx1200), [63, 63, 7, 63, 31, 0, 63, 7, 0, 0]);
        assert_eq!(caps(Arch::Gfx1201), caps(Arch::Gfx1200));
        assert_eq!(caps(Arch::Gfx1250), [63, 63, 0, 63, 31, 63, 0, 0, 63, 63]);
        assert_eq!(Arch::from_elf_mach(0x48), Some(Arch::Gfx1200));
        assert_eq!(Arch::from_elf_mach(0x4e), Some(Arch::Gfx1201));
    }

    #[test]
    fn cdna12_and_rdna23_profiles_follow_section_10() {
        let caps = |a: Arch| Counter::ALL.map(|c| a.profile().capacity(c));
        // Vm Lgkm Exp Vs Km X Sample Bvh Async Tensor
        for a in [Arch::Gfx908, Arch::Gfx90a] {
            let p = a.profile();
            assert_eq!(caps(a), caps(Arch::Gfx942), "{a}");
            assert_eq!(p.layout, Arch::Gfx942.profile().layout, "{a}");
            assert_eq!(p.wait_gen, WaitGen::Gfx9);
            // No probe covers CDNA1/2: no back-pressure by default.
            assert!(
                !p.back_pressure && p.rocjitsu_rules && !p.gfx940_insts,
                "{a}"
            );
        }
        assert_eq!(Arch::Gfx908.profile().agprs, Agprs::Separate);
        assert_eq!(Arch::Gfx90a.profile().agprs, Agprs::Unified);
        let gfx10: Vec<Arch> = Arch::ALL
            .into_iter()
            .filter(|a| a.name().starts_with("gfx10"))
            .collect();
        assert_eq!(gfx10.len(), 10, "gfx101x and gfx103x");
        for a in gfx10 {
            let p = a.profile();
            assert_eq!(caps(a), [63, 63, 7, 63, 0, 0, 0, 0, 0, 0], "{a}");
            assert_eq!(
                p.layout[Counter::Lgkm.index()],
                Some(FieldLayout::simple(8, 6))
            );
            assert_eq!(
                p.layout[Counter::Vm.index()],
                Arch::Gfx942.profile().layout[0]
            );
            assert_eq!((p.wait_gen, p.agprs), (WaitGen::Gfx10, Agprs::None), "{a}");
            assert!(!p.back_pressure && !p.rocjitsu_rules, "{a}");
            assert_eq!(p.no_wait_imm(), Some(0xFF7F));
        }
        let gfx11: Vec<Arch> = Arch::ALL
            .into_iter()
            .filter(|a| a.name().starts_with("gfx110") || a.name().starts_with("gfx115"))
            .collect();
        assert_eq!(gfx11.len(), 8);
        for a in gfx11 {
            let p = a.profile();
            let q = Profile {
                arch: a,
                ..Arch::Gfx1151.profile()
            };
            assert_eq!(p, q, "{a} shares gfx1151's counters");
        }
        assert_eq!(Arch::from_elf_mach(0x30), Some(Arch::Gfx908));
        assert_eq!(Arch::from_elf_mach(0x45), Some(Arch::Gfx1036));
        // llvm-readelf-22 -h of `llvm-mc-22 -mcpu=gfx101N -filetype=obj`:
        // flags 0x133, 0x134, 0x135 (the mach, plus xnack's 0x100).
        assert_eq!(Arch::from_elf_mach(0x33), Some(Arch::Gfx1010));
        assert_eq!(Arch::from_elf_mach(0x34), Some(Arch::Gfx1011));
        assert_eq!(Arch::from_elf_mach(0x35), Some(Arch::Gfx1012));
        assert_eq!(Arch::from_elf_mach(0x58), Some(Arch::Gfx1153));
    }

    #[test]
    fn arch_parses_target_ids() {
        assert_eq!(
            "gfx942:sramecc+:xnack-".parse::<Arch>().unwrap(),
            Arch::Gfx942
        );
        assert!("gfx803".parse::<Arch>().is_err());
    }
}
