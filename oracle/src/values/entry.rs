//! Kernel entry: what the kernel descriptor enables (an [`Entry`]) and one
//! random dispatch of it (an [`Inputs`]), laid into a [`Wave`] as LLVM's
//! AMDGPUUsage, "Initial Kernel Execution State", says (docs/values-oracle.md
//! section 2).

use wavebed_model::prng::SplitMix64;

use super::wave::{Wave, EXEC_LO};

/// What the kernel descriptor enables, as the interpreter needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Lanes per wave (`.amdhsa_wavefront_size32` gives 32).
    pub lanes: u32,
    /// `.amdhsa_user_sgpr_dispatch_ptr`.
    pub dispatch_ptr: bool,
    /// `.amdhsa_user_sgpr_kernarg_segment_ptr`.
    pub kernarg_ptr: bool,
    /// `.amdhsa_system_sgpr_workgroup_id_{x,y,z}`.
    pub workgroup_id: [bool; 3],
    /// `.amdhsa_system_vgpr_workitem_id`: 0 (X), 1 (X, Y) or 2 (X, Y, Z).
    pub workitem_ids: u8,
    /// Work-item ids packed into v0 (gfx90a, gfx942, gfx11, gfx12).
    pub packed_ids: bool,
    /// `.amdhsa_kernarg_size` in bytes.
    pub kernarg_size: u32,
    /// At most this many work-items per workgroup (the metadata's
    /// `.max_flat_workgroup_size`; 1024 when it says nothing): every dispatch
    /// drawn respects it, and the analysis runs under the bound it gives x.
    pub max_flat: u32,
}

impl Entry {
    /// The SGPR of the kernarg pointer's low half, when enabled.
    pub fn kernarg_sgpr(&self) -> Option<u16> {
        self.kernarg_ptr
            .then_some(if self.dispatch_ptr { 2 } else { 0 })
    }

    /// Number of user SGPRs (those the generator enables).
    pub fn user_sgprs(&self) -> u16 {
        2 * self.dispatch_ptr as u16 + 2 * self.kernarg_ptr as u16
    }

    /// The SGPR holding workgroup id `dim`, when enabled.
    pub fn workgroup_id_sgpr(&self, dim: usize) -> Option<u16> {
        if !self.workgroup_id.get(dim).copied().unwrap_or(false) {
            return None;
        }
        let before = self.workgroup_id[..dim].iter().filter(|e| **e).count() as u16;
        Some(self.user_sgprs() + before)
    }
}

/// One dispatch: the random values the entry state is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Inputs {
    pub kernarg: Vec<u8>,
    /// The kernarg segment's address (16-byte aligned).
    pub kernarg_addr: u64,
    pub dispatch_addr: u64,
    /// Workgroup size (X, Y, Z), at most 1024 work-items.
    pub workgroup_size: [u32; 3],
    /// This workgroup's id.
    pub workgroup_id: [u32; 3],
    /// This wave's index within its workgroup.
    pub wave_in_group: u32,
    /// v0's bits 31:30 with packed ids (no source defines them).
    pub packed_high: u32,
    /// The code's load address (256-byte aligned).
    pub code_base: u64,
}

impl Inputs {
    /// A random dispatch of `entry`. Small sizes and ids are likelier (loop
    /// and dispatch edges live there), any 32-bit kernel argument is possible.
    pub fn draw(entry: &Entry, rng: &mut SplitMix64) -> Inputs {
        let mut kernarg = vec![0u8; entry.kernarg_size as usize];
        for chunk in kernarg.chunks_mut(4) {
            let v: u32 = match rng.next_u64() % 4 {
                0 => (rng.next_u64() % 8) as u32,
                1 => (rng.next_u64() % 300) as u32,
                2 => (rng.next_u64() as u32).wrapping_neg() % 64,
                _ => rng.next_u64() as u32,
            };
            let b = v.to_le_bytes();
            chunk.copy_from_slice(&b[..chunk.len()]);
        }
        let pick =
            |rng: &mut SplitMix64, xs: &[u32]| xs[(rng.next_u64() % xs.len() as u64) as usize];
        let most = entry.max_flat.clamp(1, 1024);
        let x = pick(rng, &[1, 16, 32, 64, 100, 128, 256, 512, 1024]).min(most);
        let y = pick(rng, &[1, 1, 2, 4]).min(most / x);
        let z = pick(rng, &[1, 1, 2]).min(most / (x * y));
        let waves = (x * y * z).div_ceil(entry.lanes);
        Inputs {
            kernarg,
            kernarg_addr: (rng.next_u64() & 0x0000_7fff_ffff_fff0) | 0x1000,
            dispatch_addr: rng.next_u64() & 0x0000_7fff_ffff_ffc0,
            workgroup_size: [x, y, z],
            workgroup_id: [
                (rng.next_u64() % 4096) as u32,
                (rng.next_u64() % 64) as u32,
                (rng.next_u64() % 16) as u32,
            ],
            wave_in_group: (rng.next_u64() % waves as u64) as u32,
            packed_high: (rng.next_u64() % 4) as u32,
            code_base: rng.next_u64() & 0x0000_7fff_ffff_ff00,
        }
    }

    /// Work-item (x, y, z) of `lane`, or `None` past the workgroup's end.
    pub fn workitem(&self, lanes: u32, lane: u32) -> Option<[u32; 3]> {
        let [x, y, z] = self.workgroup_size;
        let f = self.wave_in_group * lanes + lane;
        (f < x * y * z).then(|| [f % x, (f / x) % y, f / (x * y)])
    }

    /// The dword of the kernarg segment at byte `addr`, if all of it is inside.
    pub fn kernarg_dword(&self, addr: u64) -> Option<u32> {
        let off = addr.checked_sub(self.kernarg_addr)?;
        let off = usize::try_from(off).ok()?;
        let b = self.kernarg.get(off..off.checked_add(4)?)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
}

/// Resets `wave` to the entry state of `entry` under `inputs`.
pub fn enter(wave: &mut Wave, entry: &Entry, inputs: &Inputs) {
    wave.reset(entry.lanes);
    if entry.dispatch_ptr {
        wave.set_scalar64(0, Some(inputs.dispatch_addr));
    }
    if let Some(s) = entry.kernarg_sgpr() {
        wave.set_scalar64(s as usize, Some(inputs.kernarg_addr));
    }
    for dim in 0..3 {
        if let Some(s) = entry.workgroup_id_sgpr(dim) {
            wave.set_scalar(s as usize, Some(inputs.workgroup_id[dim]));
        }
    }
    let mut exec = 0u64;
    for lane in 0..entry.lanes {
        let Some(id) = inputs.workitem(entry.lanes, lane) else {
            continue;
        };
        exec |= 1 << lane;
        let delivered = |d: usize| d <= entry.workitem_ids as usize;
        if entry.packed_ids {
            if delivered(2) {
                let v0 = id[0] | id[1] << 10 | id[2] << 20 | inputs.packed_high << 30;
                wave.set_vgpr(0, lane, Some(v0));
            }
        } else {
            for (d, v) in id.iter().enumerate() {
                if delivered(d) {
                    wave.set_vgpr(d, lane, Some(*v));
                }
            }
        }
    }
    if entry.lanes <= 32 {
        wave.set_scalar(EXEC_LO, Some(exec as u32));
    } else {
        wave.set_scalar64(EXEC_LO, Some(exec));
    }
}
