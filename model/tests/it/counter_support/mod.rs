//! Shared helpers of the counter-model tests: straight-line listings in gfx9 or
//! gfx11 spelling, parsed by the real front end and run through each model.

#![allow(dead_code)] // each test crate uses a different subset

use wavebed_model::assume::Assumptions;
use wavebed_model::counter::{run_stream, Model, ModelKind, RaceHit};
use wavebed_model::instr::Kernel;
use wavebed_model::isa;
use wavebed_model::profile::Arch;

/// Parses a bare listing (one instruction a line) for `arch`.
pub fn kernel(arch: Arch, src: &str) -> Kernel {
    let program =
        isa::parse_text(src, "listing", Some(arch)).unwrap_or_else(|e| panic!("{e}\n{src}"));
    assert_eq!(program.kernels.len(), 1);
    program.kernels.into_iter().next().unwrap()
}

/// The races `model` finds in the straight-line listing `src`.
pub fn races(model: ModelKind, arch: Arch, src: &str) -> Vec<RaceHit> {
    races_assuming(model, arch, &[], src)
}

/// The races `model` finds in `src` under `--assume` arguments `assume`.
pub fn races_assuming(model: ModelKind, arch: Arch, assume: &[&str], src: &str) -> Vec<RaceHit> {
    let k = kernel(arch, src);
    let stream: Vec<u32> = (0..k.instrs.len() as u32).collect();
    let profile = Assumptions::parse_all(assume).unwrap().profile(arch);
    run_stream(&mut Model::new(model, &profile), &k, &stream).races
}

/// Asserts how many races each model finds under `assume`: `[legacy, seed, exact]`.
pub fn expect_assuming(arch: Arch, assume: &[&str], src: &str, want: [usize; 3]) {
    let got = ModelKind::ALL.map(|m| races_assuming(m, arch, assume, src).len());
    assert_eq!(
        got, want,
        "races [legacy, seed, exact] on {arch} assuming {assume:?}:\n{src}"
    );
}

/// Asserts how many races each model finds: `[legacy, seed, exact]`.
pub fn expect(arch: Arch, src: &str, want: [usize; 3]) {
    let got = ModelKind::ALL.map(|m| races(m, arch, src).len());
    assert_eq!(got, want, "races [legacy, seed, exact] on {arch}:\n{src}");
}

/// Mnemonic spellings of one generation.
#[derive(Clone, Copy)]
pub struct Asm {
    pub arch: Arch,
}

impl Asm {
    fn gfx11(self) -> bool {
        self.arch == Arch::Gfx1151
    }

    /// An LDS read into `v{dst}`.
    pub fn lds_read(self, dst: u16) -> String {
        let m = if self.gfx11() {
            "ds_load_b32"
        } else {
            "ds_read_b32"
        };
        format!("{m} v{dst}, v99\n")
    }

    /// An LDS write (no destination register).
    pub fn lds_write(self) -> String {
        let m = if self.gfx11() {
            "ds_store_b32"
        } else {
            "ds_write_b32"
        };
        format!("{m} v99, v98\n")
    }

    /// `n` LDS operations alternating reads (into v[40..47]) and writes.
    pub fn lds_ops(self, n: usize) -> String {
        (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    self.lds_read(40 + (i % 8) as u16)
                } else {
                    self.lds_write()
                }
            })
            .collect()
    }

    /// A global load into `v{dst}`.
    pub fn vmem_load(self, dst: u16) -> String {
        let m = if self.gfx11() {
            "global_load_b32"
        } else {
            "global_load_dword"
        };
        format!("{m} v{dst}, v[100:101], off\n")
    }

    pub fn vmem_store(self) -> String {
        let m = if self.gfx11() {
            "global_store_b32"
        } else {
            "global_store_dword"
        };
        format!("{m} v[100:101], v98, off\n")
    }

    pub fn vmem_loads(self, n: usize) -> String {
        (0..n)
            .map(|i| self.vmem_load(40 + (i % 8) as u16))
            .collect()
    }

    pub fn vmem_stores(self, n: usize) -> String {
        (0..n).map(|_| self.vmem_store()).collect()
    }

    /// `n` VMEM operations alternating loads and stores.
    pub fn vmem_ops(self, n: usize) -> String {
        (0..n)
            .map(|i| {
                if i % 2 == 0 {
                    self.vmem_load(40 + (i % 8) as u16)
                } else {
                    self.vmem_store()
                }
            })
            .collect()
    }

    pub fn flat_load(self, dst: u16) -> String {
        let m = if self.gfx11() {
            "flat_load_b32"
        } else {
            "flat_load_dword"
        };
        format!("{m} v{dst}, v[100:101]\n")
    }

    pub fn s_load(self, dst: u16) -> String {
        let m = if self.gfx11() {
            "s_load_b32"
        } else {
            "s_load_dword"
        };
        format!("{m} s{dst}, s[0:1], 0x0\n")
    }

    /// A VALU consumer reading `v{src}` (it counts on no counter).
    pub fn use_v(self, src: u16) -> String {
        format!("v_add_f32_e32 v200, v{src}, v{src}\n")
    }
}
