//! What a kernel says about its inputs (issue 32, issue 27): the workgroup
//! size bounds, the wavefront size, which work-item id VGPRs the hardware
//! loads (and whether packed into v0), where the user and system SGPRs are
//! (the kernarg segment pointer, the workgroup ids), the kernarg segment's
//! size and the arguments the metadata lists.
//!
//! Read from a listing's `.amdgpu_metadata` YAML and `.amdhsa_kernel` block,
//! or a code object's NT_AMDGPU_METADATA note (msgpack) and `NAME.kd` kernel
//! descriptor (`isa::metadata`). Everything is optional: what the input does
//! not say is `None`, and every consumer then assumes the hardware's bounds
//! (1024 work-items per workgroup, any id, no SGPR known).
//!
//! Sources: LLVM AMDGPUUsage, "Code Object V3+ Metadata" (the metadata keys),
//! "Kernel Descriptor" and "Initial Kernel Execution State" (the user SGPR
//! order, the system SGPRs after `USER_SGPR_COUNT`, the work-item id VGPRs);
//! `llvm/Support/AMDHSAKernelDescriptor.h` (the descriptor's bit fields).

use crate::profile::Arch;

/// The hardware's bound on a workgroup's work-items (AMDGPUUsage:
/// `.max_flat_workgroup_size` is at most 1024).
pub const MAX_WORKGROUP_SIZE: u32 = 1024;

/// What one kernel says about its inputs. `Default` is "nothing said".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelInfo {
    /// Metadata `.max_flat_workgroup_size`: at most this many work-items per
    /// workgroup.
    pub max_flat_workgroup_size: Option<u32>,
    /// Metadata `.reqd_workgroup_size` (x, y, z): every dispatch uses exactly
    /// this workgroup size.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// 32 or 64: the descriptor's ENABLE_WAVEFRONT_SIZE32 bit (gfx10+; a
    /// gfx9 descriptor is always wave64), else metadata `.wavefront_size`.
    pub wavefront_size: Option<u32>,
    /// The kernarg segment's size in bytes (descriptor `kernarg_size`, else
    /// metadata `.kernarg_segment_size`).
    pub kernarg_segment_size: Option<u32>,
    /// Fixed LDS bytes per workgroup (`group_segment_fixed_size`).
    pub group_segment_fixed_size: Option<u32>,
    /// Which work-item id VGPRs the hardware loads.
    pub workitem_ids: Option<WorkItemIds>,
    /// Where the hardware puts the user and system SGPRs.
    pub sgprs: Option<SgprLayout>,
    /// The explicit and hidden arguments the metadata lists (`.args`).
    pub args: Vec<KernelArg>,
    /// Metadata `.language` (`OpenCL C`, `HIP`, ...), if given.
    pub language: Option<String>,
    /// `--assume workgroup=1d` holds for this kernel (set when the file is
    /// loaded): without a required size, every dispatch's workgroup is
    /// `(N, 1, 1)` with N at most [`KernelInfo::max_workitems`].
    pub launch_1d: bool,
}

/// The work-item id VGPRs at a kernel's entry (descriptor
/// `ENABLE_VGPR_WORKITEM_ID`, directive `.amdhsa_system_vgpr_workitem_id`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WorkItemIds {
    /// 1 (x), 2 (x, y) or 3 (x, y, z).
    pub dims: u8,
    /// Packed into v0 (x in bits 9:0, y in 19:10, z in 29:20) on targets with
    /// LLVM's FeaturePackedTID - gfx90a, gfx942, gfx950, gfx11, gfx12,
    /// gfx1250 (AMDGPUUsage, "Initial Kernel Execution State"; rocJITsu's
    /// command processor, ROCm/rocm-systems, follows the same feature) - else
    /// one VGPR per enabled dimension, v0, v1, v2.
    pub packed: bool,
}

/// The SGPRs the hardware initialises (AMDGPUUsage, "Initial Kernel
/// Execution State"): user SGPRs from s0 in the order private segment
/// buffer (4), dispatch ptr (2), queue ptr (2), kernarg segment ptr (2),
/// dispatch id (2), flat scratch init (2), private segment size (1),
/// preloaded kernargs; system SGPRs from `USER_SGPR_COUNT` on: workgroup id
/// x, y, z (each if enabled).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SgprLayout {
    /// `USER_SGPR_COUNT`.
    pub user_sgpr_count: u8,
    /// First SGPR of the dispatch packet pointer pair.
    pub dispatch_ptr: Option<u8>,
    /// First SGPR of the queue pointer pair.
    pub queue_ptr: Option<u8>,
    /// First SGPR of the kernarg segment pointer pair.
    pub kernarg_segment_ptr: Option<u8>,
    /// First preloaded kernarg SGPR and how many (gfx90a+ kernarg preload).
    pub kernarg_preload: Option<(u8, u8)>,
    /// The workgroup id SGPRs (x, y, z). `None` also on gfx12+, whose
    /// architected SGPRs hold the ids in TTMP registers: no SGPR is claimed.
    pub workgroup_id: [Option<u8>; 3],
}

/// One kernel argument as the metadata lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelArg {
    /// Byte offset in the kernarg segment.
    pub offset: u32,
    pub size: u32,
    /// `.value_kind`: `global_buffer`, `by_value`, `dynamic_shared_pointer`,
    /// `hidden_*`...
    pub value_kind: String,
    /// `.address_space` of a pointer argument: `global`, `local`,
    /// `generic`...
    pub address_space: Option<String>,
}

impl KernelInfo {
    /// The most work-items one workgroup can have: the required size's
    /// product, else the maximum flat size, else the hardware's 1024.
    pub fn max_workitems(&self) -> u32 {
        let bound = match (self.reqd_workgroup_size, self.max_flat_workgroup_size) {
            (Some([x, y, z]), _) => x.saturating_mul(y).saturating_mul(z),
            (None, Some(m)) => m,
            (None, None) => MAX_WORKGROUP_SIZE,
        };
        bound.clamp(1, MAX_WORKGROUP_SIZE)
    }

    /// The largest work-item id in dimension `dim` (0 = x): the required
    /// size minus one, else the flat bound minus one (an id in one dimension
    /// is below the workgroup's flat size), else 1023.
    pub fn max_workitem_id(&self, dim: usize) -> u32 {
        match self.reqd_workgroup_size {
            Some(r) => r.get(dim).map_or(0, |&n| n.saturating_sub(1)),
            None if self.launch_1d && dim > 0 => 0,
            None => self.max_workitems() - 1,
        }
    }

    /// The largest x size of a one-dimensional launch: the required size's x
    /// when it is `(x, 1, 1)`, the flat bound under `--assume workgroup=1d`
    /// without a required size, else `None` (the shape is not known to be
    /// one-dimensional). Every dispatch then runs work-items `x < X` for
    /// some `X` at most this, and some dispatch runs exactly this many.
    pub fn one_dimensional_x(&self) -> Option<u32> {
        match self.reqd_workgroup_size {
            Some([x, 1, 1]) => Some(x),
            Some(_) => None,
            None => self.launch_1d.then(|| self.max_workitems()),
        }
    }
}

/// Whether `arch` loads the work-item ids packed into v0 (LLVM's
/// FeaturePackedTID: gfx90a and later CDNA, gfx11 and later RDNA).
pub fn packed_workitem_ids(arch: Arch) -> bool {
    !matches!(
        arch,
        Arch::Gfx908
            | Arch::Gfx1010
            | Arch::Gfx1011
            | Arch::Gfx1012
            | Arch::Gfx1030
            | Arch::Gfx1031
            | Arch::Gfx1032
            | Arch::Gfx1033
            | Arch::Gfx1034
            | Arch::Gfx1035
            | Arch::Gfx1036
    )
}

/// Whether `arch` has architected SGPRs (gfx12 and later): the workgroup
/// ids are read from TTMP registers, so no system SGPR is claimed.
pub fn architected_sgprs(arch: Arch) -> bool {
    matches!(arch, Arch::Gfx1200 | Arch::Gfx1201 | Arch::Gfx1250)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_fall_back_to_the_hardware() {
        let none = KernelInfo::default();
        assert_eq!(none.max_workitems(), 1024);
        assert_eq!(none.max_workitem_id(1), 1023);
        let flat = KernelInfo {
            max_flat_workgroup_size: Some(256),
            ..KernelInfo::default()
        };
        assert_eq!(flat.max_workitem_id(0), 255);
        let reqd = KernelInfo {
            reqd_workgroup_size: Some([64, 4, 1]),
            max_flat_workgroup_size: Some(1024),
            ..KernelInfo::default()
        };
        assert_eq!(reqd.max_workitems(), 256);
        assert_eq!((reqd.max_workitem_id(0), reqd.max_workitem_id(1)), (63, 3));
        assert_eq!(reqd.max_workitem_id(2), 0);
        assert_eq!(reqd.one_dimensional_x(), None);
    }

    #[test]
    fn a_one_dimensional_launch_is_stated_or_assumed() {
        let flat = KernelInfo {
            max_flat_workgroup_size: Some(128),
            ..KernelInfo::default()
        };
        assert_eq!(flat.one_dimensional_x(), None);
        let assumed = KernelInfo {
            launch_1d: true,
            ..flat.clone()
        };
        assert_eq!(assumed.one_dimensional_x(), Some(128));
        assert_eq!(
            (assumed.max_workitem_id(0), assumed.max_workitem_id(1)),
            (127, 0)
        );
        // A required size is the launch: the reading does not override it.
        let reqd = KernelInfo {
            reqd_workgroup_size: Some([64, 2, 1]),
            launch_1d: true,
            ..KernelInfo::default()
        };
        assert_eq!(reqd.one_dimensional_x(), None);
        assert_eq!(reqd.max_workitem_id(1), 1);
        let reqd_1d = KernelInfo {
            reqd_workgroup_size: Some([256, 1, 1]),
            ..KernelInfo::default()
        };
        assert_eq!(reqd_1d.one_dimensional_x(), Some(256));
    }
}
