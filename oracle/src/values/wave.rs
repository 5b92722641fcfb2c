//! One wave's concrete register state: every register a value and a known
//! flag (per lane for VGPRs), docs/values-oracle.md section 1. Allocated once
//! and reset per run, so the interpreter's loop allocates nothing.

/// Scalar slot numbers: SGPRs 0..128 (`vcc` = 106/107), then these.
pub const EXEC_LO: usize = 128;
pub const EXEC_HI: usize = 129;
pub const M0: usize = 130;
/// Number of scalar slots.
pub const SCALARS: usize = 131;
/// VGPRs per lane.
pub const VGPRS: usize = 512;
/// The widest wave.
pub const MAX_LANES: usize = 64;

/// The state of one wave.
#[derive(Clone, Debug)]
pub struct Wave {
    /// Lanes of the wave (32 or 64).
    pub lanes: u32,
    sval: [u32; SCALARS],
    sknown: [bool; SCALARS],
    scc: Option<bool>,
    /// `vval[reg * MAX_LANES + lane]`.
    vval: Vec<u32>,
    /// Known lanes per VGPR.
    vknown: Vec<u64>,
    /// GPR indexing: the enabled roles (SRC0 = 1, SRC1 = 2, SRC2 = 4, DST =
    /// 8), when on (docs/values-oracle.md section 3.5).
    pub gpr_idx: Option<u8>,
    /// M0[7:0], the index, known even where the rest of M0 is not
    /// (`s_set_gpr_idx_on` writes only bits 7:0 and 15:12).
    pub gpr_index: Option<u8>,
}

impl Wave {
    pub fn new(lanes: u32) -> Wave {
        Wave {
            lanes,
            sval: [0; SCALARS],
            sknown: [false; SCALARS],
            scc: None,
            vval: vec![0; VGPRS * MAX_LANES],
            vknown: vec![0; VGPRS],
            gpr_idx: None,
            gpr_index: None,
        }
    }

    /// Every register unknown, indexing off.
    pub fn reset(&mut self, lanes: u32) {
        self.lanes = lanes;
        self.sknown = [false; SCALARS];
        self.scc = None;
        self.vknown.iter_mut().for_each(|k| *k = 0);
        self.gpr_idx = None;
        self.gpr_index = None;
    }

    /// The mask of the wave's lanes.
    pub fn lane_mask(&self) -> u64 {
        if self.lanes >= 64 {
            u64::MAX
        } else {
            (1u64 << self.lanes) - 1
        }
    }

    /// A scalar slot (an SGPR, or [`EXEC_LO`], [`EXEC_HI`], [`M0`]).
    #[inline]
    pub fn scalar(&self, slot: usize) -> Option<u32> {
        (slot < SCALARS && self.sknown[slot]).then(|| self.sval[slot])
    }

    /// SGPR `n` (vcc_lo is 106).
    #[inline]
    pub fn sgpr(&self, n: u16) -> Option<u32> {
        self.scalar(n as usize)
    }

    #[inline]
    pub fn set_scalar(&mut self, slot: usize, v: Option<u32>) {
        if slot == M0 {
            self.gpr_index = v.map(|v| v as u8);
        }
        if slot < SCALARS {
            self.sknown[slot] = v.is_some();
            self.sval[slot] = v.unwrap_or(0);
        }
    }

    /// A 64-bit pair starting at `slot` (low word first).
    pub fn scalar64(&self, slot: usize) -> Option<u64> {
        Some(self.scalar(slot)? as u64 | (self.scalar(slot + 1)? as u64) << 32)
    }

    pub fn set_scalar64(&mut self, slot: usize, v: Option<u64>) {
        self.set_scalar(slot, v.map(|v| v as u32));
        self.set_scalar(slot + 1, v.map(|v| (v >> 32) as u32));
    }

    #[inline]
    pub fn scc(&self) -> Option<bool> {
        self.scc
    }

    #[inline]
    pub fn set_scc(&mut self, v: Option<bool>) {
        self.scc = v;
    }

    /// EXEC over the wave's lanes (wave32: `exec_lo` only).
    pub fn exec(&self) -> Option<u64> {
        if self.lanes <= 32 {
            self.scalar(EXEC_LO).map(u64::from)
        } else {
            self.scalar64(EXEC_LO)
        }
    }

    /// A lane mask held in `slot` (one SGPR on wave32, a pair on wave64).
    pub fn mask_at(&self, slot: usize) -> Option<u64> {
        if self.lanes <= 32 {
            self.scalar(slot).map(u64::from)
        } else {
            self.scalar64(slot)
        }
    }

    /// VGPR `n` in `lane`.
    #[inline]
    pub fn vgpr(&self, n: u16, lane: u32) -> Option<u32> {
        let (n, l) = (n as usize, lane as usize);
        (n < VGPRS && l < MAX_LANES && self.vknown[n] >> l & 1 == 1)
            .then(|| self.vval[n * MAX_LANES + l])
    }

    #[inline]
    pub fn set_vgpr(&mut self, n: usize, lane: u32, v: Option<u32>) {
        let l = lane as usize;
        if n < VGPRS && l < MAX_LANES {
            match v {
                Some(v) => {
                    self.vval[n * MAX_LANES + l] = v;
                    self.vknown[n] |= 1 << l;
                }
                None => self.vknown[n] &= !(1u64 << l),
            }
        }
    }

    /// Lanes of VGPR `n` whose value is known.
    pub fn vgpr_known(&self, n: u16) -> u64 {
        self.vknown.get(n as usize).copied().unwrap_or(0)
    }

    /// Every VGPR unknown in `lanes` (an indexed write whose index is unknown).
    pub fn forget_vgprs(&mut self, lanes: u64) {
        self.vknown.iter_mut().for_each(|k| *k &= !lanes);
    }
}
