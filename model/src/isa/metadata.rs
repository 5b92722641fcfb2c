//! Readers of what a kernel says about its inputs ([`KernelInfo`]): the
//! code object V3+ metadata (YAML in a listing's `.amdgpu_metadata` block,
//! msgpack in a code object's NT_AMDGPU_METADATA note; the same keys,
//! AMDGPUUsage "Code Object V3+ Metadata"), and the kernel descriptor (a
//! listing's `.amdhsa_*` directives, a code object's 64 bytes at `NAME.kd`;
//! AMDGPUUsage "Kernel Descriptor", `llvm/Support/AMDHSAKernelDescriptor.h`).
//!
//! Absent information is `None`; malformed information (a key of the wrong
//! type, a size past the hardware's bounds, a descriptor whose user SGPRs do
//! not fit its `USER_SGPR_COUNT`) is an error.

use std::collections::HashMap;

use serde::Deserialize;

use crate::kernel_info::{
    architected_sgprs, packed_workitem_ids, KernelArg, KernelInfo, SgprLayout, WorkItemIds,
    MAX_WORKGROUP_SIZE,
};
use crate::profile::Arch;

/// Why a kernel's metadata or descriptor cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MetadataError {
    /// The YAML does not parse or has a key of the wrong type (`line`,
    /// `col`: 1-based, within the YAML document).
    #[error("{line}:{col}: kernel metadata (YAML): {message}")]
    Yaml {
        line: u32,
        col: u32,
        message: String,
    },
    /// The NT_AMDGPU_METADATA note's msgpack does not decode.
    #[error("NT_AMDGPU_METADATA note (msgpack) at byte {offset:#x}: {message}")]
    Msgpack { offset: u64, message: String },
    /// A value outside what the metadata format allows.
    #[error("kernel metadata of `{kernel}`: {message}")]
    Value { kernel: String, message: String },
    /// A kernel descriptor that is cut short or inconsistent.
    #[error("kernel descriptor `{symbol}`: {message}")]
    Descriptor { symbol: String, message: String },
}

/// The metadata document: only the keys wavebed reads; others are ignored.
#[derive(Deserialize)]
struct Document {
    #[serde(rename = "amdhsa.kernels", default)]
    kernels: Vec<KernelMeta>,
}

#[derive(Deserialize)]
struct KernelMeta {
    #[serde(rename = ".name")]
    name: Option<String>,
    #[serde(rename = ".symbol")]
    symbol: Option<String>,
    #[serde(rename = ".max_flat_workgroup_size")]
    max_flat_workgroup_size: Option<u32>,
    #[serde(rename = ".reqd_workgroup_size")]
    reqd_workgroup_size: Option<[u32; 3]>,
    #[serde(rename = ".wavefront_size")]
    wavefront_size: Option<u32>,
    #[serde(rename = ".kernarg_segment_size")]
    kernarg_segment_size: Option<u32>,
    #[serde(rename = ".group_segment_fixed_size")]
    group_segment_fixed_size: Option<u32>,
    #[serde(rename = ".language")]
    language: Option<String>,
    #[serde(rename = ".args", default)]
    args: Vec<ArgMeta>,
}

#[derive(Deserialize)]
struct ArgMeta {
    // Required by AMDGPUUsage, but hand-abridged listings omit them and
    // llvm-mc-22 assembles such listings: an argument without them is kept
    // (the list stays non-empty) and matches no kernarg offset.
    #[serde(rename = ".offset")]
    offset: Option<u32>,
    #[serde(rename = ".size")]
    size: Option<u32>,
    #[serde(rename = ".value_kind")]
    value_kind: Option<String>,
    #[serde(rename = ".address_space")]
    address_space: Option<String>,
}

/// Per kernel symbol (the function symbol, without `.kd`), what the
/// metadata says.
pub type Infos = HashMap<String, KernelInfo>;

/// Reads a metadata YAML document (a listing's `.amdgpu_metadata` block).
pub fn from_yaml(text: &str) -> Result<Infos, MetadataError> {
    let doc: Document = serde_yaml_ng::from_str(text).map_err(|e| {
        let (line, col) = e
            .location()
            .map_or((1, 1), |l| (l.line() as u32, l.column() as u32));
        MetadataError::Yaml {
            line,
            col,
            message: e.to_string(),
        }
    })?;
    infos(doc)
}

/// Reads a metadata msgpack document (a code object's note; `offset` names
/// it in errors).
pub fn from_msgpack(bytes: &[u8], offset: u64) -> Result<Infos, MetadataError> {
    let doc: Document = rmp_serde::from_slice(bytes).map_err(|e| MetadataError::Msgpack {
        offset,
        message: e.to_string(),
    })?;
    infos(doc)
}

fn infos(doc: Document) -> Result<Infos, MetadataError> {
    let mut out = Infos::new();
    for k in doc.kernels {
        let symbol = match (&k.symbol, &k.name) {
            (Some(s), _) => s.strip_suffix(".kd").unwrap_or(s).to_string(),
            (None, Some(n)) => n.clone(),
            (None, None) => continue,
        };
        let bad = |message: String| MetadataError::Value {
            kernel: symbol.clone(),
            message,
        };
        if let Some(m) = k.max_flat_workgroup_size {
            if m == 0 || m > MAX_WORKGROUP_SIZE {
                return Err(bad(format!(
                    "`.max_flat_workgroup_size: {m}` is not in 1..={MAX_WORKGROUP_SIZE}"
                )));
            }
        }
        if let Some(r) = k.reqd_workgroup_size {
            let n = r.iter().map(|&d| u64::from(d)).product::<u64>();
            if n == 0 || n > u64::from(MAX_WORKGROUP_SIZE) {
                return Err(bad(format!(
                    "`.reqd_workgroup_size: {r:?}` has {n} work-items (1..={MAX_WORKGROUP_SIZE})"
                )));
            }
        }
        if let Some(w) = k.wavefront_size {
            if w != 32 && w != 64 {
                return Err(bad(format!("`.wavefront_size: {w}` is not 32 or 64")));
            }
        }
        let info = KernelInfo {
            max_flat_workgroup_size: k.max_flat_workgroup_size,
            reqd_workgroup_size: k.reqd_workgroup_size,
            wavefront_size: k.wavefront_size,
            kernarg_segment_size: k.kernarg_segment_size,
            group_segment_fixed_size: k.group_segment_fixed_size,
            workitem_ids: None,
            sgprs: None,
            args: k
                .args
                .into_iter()
                .map(|a| {
                    // Unknown placement or kind: an offset past every dword and
                    // no size, so no kernarg dword is taken to be this argument.
                    let known = a.offset.is_some() && a.size.is_some() && a.value_kind.is_some();
                    KernelArg {
                        offset: a.offset.filter(|_| known).unwrap_or(u32::MAX),
                        size: a.size.filter(|_| known).unwrap_or(0),
                        value_kind: a.value_kind.unwrap_or_default(),
                        address_space: a.address_space,
                    }
                })
                .collect(),
            language: k.language,
            launch_1d: false,
        };
        out.insert(symbol, info);
    }
    Ok(out)
}

/// The fields of a kernel descriptor wavebed reads, from its bytes or from
/// a listing's directives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Descriptor {
    pub group_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// compute_pgm_rsrc2 USER_SGPR_COUNT.
    pub user_sgpr_count: u8,
    /// kernel_code_properties bits 6:0: the user SGPRs enabled
    /// (ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER ... _PRIVATE_SEGMENT_SIZE).
    pub user_sgprs: u8,
    /// kernel_code_properties ENABLE_WAVEFRONT_SIZE32 (bit 10).
    pub wave32: bool,
    /// compute_pgm_rsrc2 ENABLE_SGPR_WORKGROUP_ID_X/Y/Z (bits 7, 8, 9).
    pub workgroup_ids: [bool; 3],
    /// compute_pgm_rsrc2 ENABLE_VGPR_WORKITEM_ID (bits 12:11): 0 = x,
    /// 1 = x, y, 2 = x, y, z.
    pub workitem_id: u8,
    /// kernarg_preload KERNARG_PRELOAD_SPEC_LENGTH (bits 6:0): SGPRs.
    pub kernarg_preload_length: u8,
}

/// kernel_code_properties bits, in the order the user SGPRs are laid out,
/// with each one's SGPR count.
const USER_SGPRS: [(u8, u8); 7] = [
    (1 << 0, 4), // private segment buffer
    (1 << 1, 2), // dispatch ptr
    (1 << 2, 2), // queue ptr
    (1 << 3, 2), // kernarg segment ptr
    (1 << 4, 2), // dispatch id
    (1 << 5, 2), // flat scratch init
    (1 << 6, 1), // private segment size
];

/// The descriptor's size in bytes.
pub const DESCRIPTOR_SIZE: usize = 64;

impl Descriptor {
    /// Decodes the 64 descriptor bytes (little endian) for `arch`.
    pub fn from_bytes(b: &[u8; DESCRIPTOR_SIZE], arch: Arch) -> Descriptor {
        let u32_at = |o: usize| u32::from_le_bytes([b[o], b[o + 1], b[o + 2], b[o + 3]]);
        let u16_at = |o: usize| u16::from_le_bytes([b[o], b[o + 1]]);
        let rsrc2 = u32_at(52);
        let props = u16_at(56);
        // gfx1250 widens USER_SGPR_COUNT to bits 6:1.
        let count_mask = if arch == Arch::Gfx1250 { 0x3f } else { 0x1f };
        Descriptor {
            group_segment_fixed_size: u32_at(0),
            kernarg_size: u32_at(8),
            user_sgpr_count: ((rsrc2 >> 1) & count_mask) as u8,
            user_sgprs: (props & 0x7f) as u8,
            wave32: props & (1 << 10) != 0,
            workgroup_ids: [
                rsrc2 & (1 << 7) != 0,
                rsrc2 & (1 << 8) != 0,
                rsrc2 & (1 << 9) != 0,
            ],
            workitem_id: ((rsrc2 >> 11) & 3) as u8,
            kernarg_preload_length: (u16_at(58) & 0x7f) as u8,
        }
    }

    /// What the descriptor says, for kernel `symbol` on `arch`.
    pub fn info(&self, symbol: &str, arch: Arch) -> Result<KernelInfo, MetadataError> {
        let bad = |message: String| MetadataError::Descriptor {
            symbol: symbol.to_string(),
            message,
        };
        if self.workitem_id > 2 {
            return Err(bad(format!(
                "ENABLE_VGPR_WORKITEM_ID {} is not 0, 1 or 2",
                self.workitem_id
            )));
        }
        let mut layout = SgprLayout {
            user_sgpr_count: self.user_sgpr_count,
            ..SgprLayout::default()
        };
        let mut next: u8 = 0;
        for (i, &(bit, n)) in USER_SGPRS.iter().enumerate() {
            if self.user_sgprs & bit == 0 {
                continue;
            }
            match i {
                1 => layout.dispatch_ptr = Some(next),
                2 => layout.queue_ptr = Some(next),
                3 => layout.kernarg_segment_ptr = Some(next),
                _ => {}
            }
            next += n;
        }
        if self.kernarg_preload_length > 0 {
            layout.kernarg_preload = Some((next, self.kernarg_preload_length));
            next = next.saturating_add(self.kernarg_preload_length);
        }
        if next > self.user_sgpr_count {
            return Err(bad(format!(
                "the enabled user SGPRs take {next} SGPRs but USER_SGPR_COUNT is {}",
                self.user_sgpr_count
            )));
        }
        if !architected_sgprs(arch) {
            let mut sys = self.user_sgpr_count;
            for (d, &on) in self.workgroup_ids.iter().enumerate() {
                if on {
                    layout.workgroup_id[d] = Some(sys);
                    sys += 1;
                }
            }
        }
        Ok(KernelInfo {
            wavefront_size: Some(if self.wave32 { 32 } else { 64 }),
            kernarg_segment_size: Some(self.kernarg_size),
            group_segment_fixed_size: Some(self.group_segment_fixed_size),
            workitem_ids: Some(WorkItemIds {
                dims: self.workitem_id + 1,
                packed: packed_workitem_ids(arch),
            }),
            sgprs: Some(layout),
            ..KernelInfo::default()
        })
    }
}

/// A listing's `.amdhsa_kernel` block, directive by directive. Directives
/// not given take AMDGPUUsage's defaults ("AMDHSA Kernel Assembler
/// Directives": every user SGPR off, `workgroup_id_x` on, `workitem_id` 0,
/// `user_sgpr_count` the enabled user SGPRs' count); a value that is not an
/// integer literal (an expression) leaves the block unread (`None`), which
/// claims nothing.
#[derive(Clone, Debug, Default)]
pub struct DirectiveBlock {
    d: Descriptor,
    count_given: bool,
    wave32_given: bool,
    unreadable: bool,
}

impl DirectiveBlock {
    /// A block with nothing given yet.
    pub fn new() -> DirectiveBlock {
        DirectiveBlock {
            d: Descriptor {
                workgroup_ids: [true, false, false],
                ..Descriptor::default()
            },
            ..DirectiveBlock::default()
        }
    }

    /// One line of the block: `.amdhsa_NAME VALUE`. `Err` is the message of
    /// a malformed directive (a missing value, a value out of its field).
    pub fn directive(&mut self, name: &str, value: &str) -> Result<(), String> {
        let field = |bits: u32| -> Result<Option<u32>, String> {
            let v = value.trim();
            if v.is_empty() {
                return Err(format!("`{name}` needs a value"));
            }
            match super::operand::parse_int(v) {
                Some(n) if n >= 0 && (bits >= 32 || n < 1i64 << bits) => Ok(Some(n as u32)),
                Some(n) => Err(format!("`{name} {n}` does not fit its {bits}-bit field")),
                None => Ok(None),
            }
        };
        let bit = |d: &mut Descriptor, mask: u8, on: u32| {
            if on != 0 {
                d.user_sgprs |= mask;
            } else {
                d.user_sgprs &= !mask;
            }
        };
        let width = match name {
            ".amdhsa_group_segment_fixed_size" | ".amdhsa_kernarg_size" => 32,
            ".amdhsa_user_sgpr_count" => 6,
            ".amdhsa_system_vgpr_workitem_id" => 2,
            ".amdhsa_user_sgpr_kernarg_preload_length" => 7,
            n if n.starts_with(".amdhsa_user_sgpr_")
                || n.starts_with(".amdhsa_system_sgpr_workgroup_id_")
                || n == ".amdhsa_wavefront_size32" =>
            {
                1
            }
            _ => return Ok(()),
        };
        let Some(v) = field(width)? else {
            self.unreadable = true;
            return Ok(());
        };
        let d = &mut self.d;
        match name {
            ".amdhsa_group_segment_fixed_size" => d.group_segment_fixed_size = v,
            ".amdhsa_kernarg_size" => d.kernarg_size = v,
            ".amdhsa_user_sgpr_count" => {
                d.user_sgpr_count = v as u8;
                self.count_given = true;
            }
            ".amdhsa_system_vgpr_workitem_id" => d.workitem_id = v as u8,
            ".amdhsa_user_sgpr_kernarg_preload_length" => d.kernarg_preload_length = v as u8,
            ".amdhsa_user_sgpr_private_segment_buffer" => bit(d, 1 << 0, v),
            ".amdhsa_user_sgpr_dispatch_ptr" => bit(d, 1 << 1, v),
            ".amdhsa_user_sgpr_queue_ptr" => bit(d, 1 << 2, v),
            ".amdhsa_user_sgpr_kernarg_segment_ptr" => bit(d, 1 << 3, v),
            ".amdhsa_user_sgpr_dispatch_id" => bit(d, 1 << 4, v),
            ".amdhsa_user_sgpr_flat_scratch_init" => bit(d, 1 << 5, v),
            ".amdhsa_user_sgpr_private_segment_size" => bit(d, 1 << 6, v),
            ".amdhsa_system_sgpr_workgroup_id_x" => d.workgroup_ids[0] = v != 0,
            ".amdhsa_system_sgpr_workgroup_id_y" => d.workgroup_ids[1] = v != 0,
            ".amdhsa_system_sgpr_workgroup_id_z" => d.workgroup_ids[2] = v != 0,
            ".amdhsa_wavefront_size32" => {
                d.wave32 = v != 0;
                self.wave32_given = true;
            }
            _ => {}
        }
        Ok(())
    }

    /// What the block says for kernel `symbol` on `arch` (`Ok(None)` when a
    /// value could not be read).
    pub fn finish(mut self, symbol: &str, arch: Arch) -> Result<Option<KernelInfo>, MetadataError> {
        if self.unreadable {
            return Ok(None);
        }
        if !self.count_given {
            let mut n: u8 = USER_SGPRS
                .iter()
                .filter(|(bit, _)| self.d.user_sgprs & bit != 0)
                .map(|&(_, n)| n)
                .sum();
            n += self.d.kernarg_preload_length;
            self.d.user_sgpr_count = n;
        }
        let mut info = self.d.info(symbol, arch)?;
        // Without the directive the wavefront size is the target's default
        // (wave64 on gfx9; a feature choice on gfx10+): not claimed there.
        if !self.wave32_given && !is_gfx9(arch) {
            info.wavefront_size = None;
        }
        Ok(Some(info))
    }
}

/// gfx9 targets: wave64 only.
fn is_gfx9(arch: Arch) -> bool {
    matches!(
        arch,
        Arch::Gfx908 | Arch::Gfx90a | Arch::Gfx942 | Arch::Gfx950
    )
}

/// `base` with what `over` says on top (`over` wins field by field; the
/// descriptor is what the hardware reads, so it overrides the metadata's
/// copies of the wavefront and kernarg sizes).
pub fn merge(base: KernelInfo, over: KernelInfo) -> KernelInfo {
    KernelInfo {
        max_flat_workgroup_size: over
            .max_flat_workgroup_size
            .or(base.max_flat_workgroup_size),
        reqd_workgroup_size: over.reqd_workgroup_size.or(base.reqd_workgroup_size),
        wavefront_size: over.wavefront_size.or(base.wavefront_size),
        kernarg_segment_size: over.kernarg_segment_size.or(base.kernarg_segment_size),
        group_segment_fixed_size: over
            .group_segment_fixed_size
            .or(base.group_segment_fixed_size),
        workitem_ids: over.workitem_ids.or(base.workitem_ids),
        sgprs: over.sgprs.or(base.sgprs),
        args: if over.args.is_empty() {
            base.args
        } else {
            over.args
        },
        language: over.language.or(base.language),
        launch_1d: over.launch_1d || base.launch_1d,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const YAML: &str = "---\namdhsa.kernels:\n  - .args:\n      - .address_space: global\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n    .max_flat_workgroup_size: 256\n    .name: k\n    .symbol: k.kd\n    .wavefront_size: 64\n    .reqd_workgroup_size: [64, 2, 1]\namdhsa.version: [1, 2]\n...\n";

    #[test]
    fn yaml_keys() {
        let i = from_yaml(YAML).unwrap();
        let k = &i["k"];
        assert_eq!(k.max_flat_workgroup_size, Some(256));
        assert_eq!(k.reqd_workgroup_size, Some([64, 2, 1]));
        assert_eq!(k.args[0].address_space.as_deref(), Some("global"));
    }

    #[test]
    fn malformed_yaml_names_the_line() {
        let bad = YAML.replace(
            ".max_flat_workgroup_size: 256",
            ".max_flat_workgroup_size: lots",
        );
        match from_yaml(&bad) {
            Err(MetadataError::Yaml { line, .. }) => assert_eq!(line, 8),
            other => panic!("{other:?}"),
        }
        let big = YAML.replace("256", "2048");
        assert!(matches!(from_yaml(&big), Err(MetadataError::Value { .. })));
        let short = YAML.replace("[64, 2, 1]", "[64, 2]");
        assert!(from_yaml(&short).is_err());
    }

    #[test]
    fn descriptor_layout() {
        // gfx942 reduce_sum: dispatch ptr s[0:1], kernarg ptr s[2:3], 4 user
        // SGPRs, workgroup id x in s4.
        let mut b = DirectiveBlock::new();
        for (n, v) in [
            (".amdhsa_user_sgpr_count", "4"),
            (".amdhsa_user_sgpr_dispatch_ptr", "1"),
            (".amdhsa_user_sgpr_kernarg_segment_ptr", "1"),
            (".amdhsa_system_vgpr_workitem_id", "1"),
            (".amdhsa_next_free_vgpr", "max(1, 2)"),
        ] {
            b.directive(n, v).unwrap();
        }
        let i = b.finish("k", Arch::Gfx942).unwrap().unwrap();
        let s = i.sgprs.unwrap();
        assert_eq!((s.dispatch_ptr, s.kernarg_segment_ptr), (Some(0), Some(2)));
        assert_eq!(s.workgroup_id, [Some(4), None, None]);
        assert_eq!(
            i.workitem_ids,
            Some(WorkItemIds {
                dims: 2,
                packed: true
            })
        );
        assert_eq!(i.wavefront_size, Some(64));
        // More user SGPRs than the count: malformed.
        let mut b = DirectiveBlock::new();
        b.directive(".amdhsa_user_sgpr_count", "1").unwrap();
        b.directive(".amdhsa_user_sgpr_kernarg_segment_ptr", "1")
            .unwrap();
        assert!(b.finish("k", Arch::Gfx942).is_err());
        assert!(DirectiveBlock::new()
            .directive(".amdhsa_system_vgpr_workitem_id", "4")
            .is_err());
    }
}
