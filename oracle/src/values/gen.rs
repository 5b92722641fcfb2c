//! The program generator of the value differential (docs/values-oracle.md
//! section 6): kernels in real assembly for gfx942 (wave64) and gfx1200
//! (wave32) that llvm-mc-22 assembles, built from the shapes the value
//! analysis must decide - straight-line arithmetic, counted loops with a
//! constant or kernel-argument trip count, loops whose exit test at the top
//! compares a counter with a constant (the peeled shape), parity dispatch, readfirstlane of
//! the wave id, GPR-index computations, EXEC-masked regions. Driven by byte
//! [`Choices`] so the campaign, bolero and cargo-fuzz share it.

use std::fmt::Write as _;

use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::Arch;

use super::entry::Entry;
use crate::choices::Choices;

/// One generated kernel: the listing and the entry its descriptor declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub arch: Arch,
    pub entry: Entry,
    /// A whole listing (`.amdgcn_target`, the kernel, its `.amdhsa_kernel`).
    pub text: String,
}

/// The kernel's symbol in every generated listing.
pub const KERNEL: &str = "values_kernel";

/// SGPR temporaries (pairs start even).
const S_FIRST: u16 = 20;
const S_LAST: u16 = 59;
/// VGPR temporaries; v0 holds the work-item ids.
const V_LAST: u16 = 31;
/// The VGPR "array" an indexed move reads or writes: v32..v47.
const ARRAY: u16 = 32;
const ARRAY_LEN: u16 = 16;

/// Statements at the top level of a program, at most.
const MAX_STATEMENTS: u8 = 14;

/// Infallible draws: the generator only chooses from non-empty sets, and
/// exhausted bytes read as zeros ([`Choices`]).
struct Draw<'a, 'b>(&'a mut Choices<'b>);

impl Draw<'_, '_> {
    fn below(&mut self, n: usize) -> usize {
        self.0.choose_index(n.max(1)).unwrap_or(0)
    }
    fn range(&mut self, lo: u32, hi: u32) -> u32 {
        self.0.int_in_range(lo..=hi).unwrap_or(lo)
    }
    fn pick<'x, T>(&mut self, xs: &'x [T]) -> &'x T {
        &xs[self.below(xs.len())]
    }
    fn odds(&mut self, num: u8, den: u8) -> bool {
        self.0.ratio(num, den).unwrap_or(false)
    }
}

/// The generator's view of the registers while it writes a program.
struct Gen<'a, 'b> {
    u: Draw<'a, 'b>,
    gfx12: bool,
    out: String,
    labels: u32,
    /// SGPRs holding a value the program defined (or the entry did).
    sdef: Vec<u16>,
    vdef: Vec<u16>,
    /// SGPRs a loop or region must not overwrite.
    reserved: Vec<u16>,
    kernarg: u16,
    kernarg_size: u32,
    /// The SGPR of workgroup id X.
    wg_x: u16,
    depth: u8,
}

/// A case of a campaign: bytes from `seed` and `index`.
pub fn case_bytes(seed: u64, index: u64) -> Vec<u8> {
    let mut r = SplitMix64::new(seed ^ index.wrapping_mul(0x9e6c_63d0_676a_9a99));
    r.next_u64();
    r.bytes(1024)
}

/// Case `index` of the campaign `seed`.
pub fn case_for(seed: u64, index: u64) -> Case {
    let bytes = case_bytes(seed, index);
    case(&mut Choices::new(&bytes))
}

/// One kernel from `u`.
pub fn case(u: &mut Choices) -> Case {
    let mut d = Draw(u);
    let gfx12 = d.odds(1, 3);
    let arch = if gfx12 { Arch::Gfx1200 } else { Arch::Gfx942 };
    let dispatch_ptr = d.odds(1, 3);
    let entry = Entry {
        lanes: if gfx12 { 32 } else { 64 },
        dispatch_ptr,
        kernarg_ptr: true,
        workgroup_id: [true, d.odds(1, 2), false],
        workitem_ids: 2,
        packed_ids: true,
        kernarg_size: 4 * d.range(4, 16),
        // The workgroup-size bound on x (aiter's mla kernels: 256).
        max_flat: *d.pick(&[1024, 1024, 256, 256, 64, 100]),
    };
    let kernarg = entry.kernarg_sgpr().unwrap_or(0);
    let wg_x = entry.workgroup_id_sgpr(0).unwrap_or(0);
    let mut g = Gen {
        u: d,
        gfx12,
        out: String::new(),
        labels: 0,
        sdef: vec![kernarg, kernarg + 1, wg_x],
        vdef: vec![0],
        reserved: Vec::new(),
        kernarg,
        kernarg_size: entry.kernarg_size,
        wg_x,
        depth: 0,
    };
    if let Some(y) = entry.workgroup_id_sgpr(1) {
        g.sdef.push(y);
    }
    g.prologue();
    let n = g.u.range(1, MAX_STATEMENTS as u32);
    for _ in 0..n {
        g.statement();
    }
    let text = listing(arch, &entry, &g.out);
    Case { arch, entry, text }
}

/// The whole listing around a body.
fn listing(arch: Arch, entry: &Entry, body: &str) -> String {
    let target = match arch {
        Arch::Gfx1200 => "gfx1200",
        _ => "gfx942",
    };
    let mut s = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"\n\t.text\n\t.globl {KERNEL}\n\t.p2align 8\n\t.type {KERNEL},@function\n{KERNEL}:\n"
    );
    s.push_str(body);
    s.push_str("\ts_endpgm\n\t.rodata\n\t.p2align 6\n");
    let _ = writeln!(s, "\t.amdhsa_kernel {KERNEL}");
    let _ = writeln!(
        s,
        "\t\t.amdhsa_user_sgpr_dispatch_ptr {}",
        entry.dispatch_ptr as u8
    );
    let _ = writeln!(
        s,
        "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr {}",
        entry.kernarg_ptr as u8
    );
    let _ = writeln!(s, "\t\t.amdhsa_kernarg_size {}", entry.kernarg_size);
    for (dim, on) in ["x", "y", "z"].iter().zip(entry.workgroup_id) {
        let _ = writeln!(s, "\t\t.amdhsa_system_sgpr_workgroup_id_{dim} {}", on as u8);
    }
    let _ = writeln!(
        s,
        "\t\t.amdhsa_system_vgpr_workitem_id {}",
        entry.workitem_ids
    );
    let _ = writeln!(s, "\t\t.amdhsa_next_free_vgpr {}", ARRAY + ARRAY_LEN);
    let _ = writeln!(s, "\t\t.amdhsa_next_free_sgpr {}", S_LAST + 1);
    if arch == Arch::Gfx1200 {
        s.push_str("\t\t.amdhsa_wavefront_size32 1\n");
    } else {
        let _ = writeln!(s, "\t\t.amdhsa_accum_offset {}", ARRAY + ARRAY_LEN);
    }
    s.push_str("\t.end_amdhsa_kernel\n");
    s
}

const SALU2: [&str; 18] = [
    "s_add_u32",
    "s_sub_u32",
    "s_add_i32",
    "s_sub_i32",
    "s_mul_i32",
    "s_lshl_b32",
    "s_lshr_b32",
    "s_ashr_i32",
    "s_and_b32",
    "s_or_b32",
    "s_xor_b32",
    "s_min_u32",
    "s_min_i32",
    "s_max_u32",
    "s_max_i32",
    "s_bfe_u32",
    "s_bfe_i32",
    "s_cselect_b32",
];

const VALU2: [&str; 9] = [
    "v_add_u32",
    "v_sub_u32",
    "v_subrev_u32",
    "v_lshlrev_b32",
    "v_lshrrev_b32",
    "v_ashrrev_i32",
    "v_and_b32",
    "v_or_b32",
    "v_xor_b32",
];

const CMPS: [&str; 6] = ["eq", "lg", "gt", "ge", "lt", "le"];
const VCMPS: [&str; 6] = ["eq", "ne", "gt", "ge", "lt", "le"];

impl Gen<'_, '_> {
    fn line(&mut self, s: &str) {
        self.out.push('\t');
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn label(&mut self) -> String {
        self.labels += 1;
        format!(".Lv{}", self.labels)
    }

    fn vcc(&self) -> &'static str {
        if self.gfx12 {
            "vcc_lo"
        } else {
            "vcc"
        }
    }

    fn wait_scalar_loads(&mut self) {
        let w = if self.gfx12 {
            "s_wait_kmcnt 0"
        } else {
            "s_waitcnt lgkmcnt(0)"
        };
        self.line(w);
    }

    /// gfx12's spellings of the carry forms.
    fn salu_name<'m>(&self, m: &'m str) -> &'m str {
        if !self.gfx12 {
            return m;
        }
        match m {
            "s_add_u32" => "s_add_co_u32",
            "s_sub_u32" => "s_sub_co_u32",
            "s_add_i32" => "s_add_co_i32",
            "s_sub_i32" => "s_sub_co_i32",
            "s_addc_u32" => "s_add_co_ci_u32",
            "s_subb_u32" => "s_sub_co_ci_u32",
            _ => m,
        }
    }

    fn valu_name<'m>(&self, m: &'m str) -> &'m str {
        if !self.gfx12 {
            return m;
        }
        match m {
            "v_add_u32" => "v_add_nc_u32",
            "v_sub_u32" => "v_sub_nc_u32",
            "v_subrev_u32" => "v_subrev_nc_u32",
            "v_addc_co_u32" => "v_add_co_ci_u32",
            _ => m,
        }
    }

    /// A free SGPR temporary (not reserved): drawn from the free ones, so an
    /// exhausted byte string (every draw 0) still terminates.
    fn sdst(&mut self) -> u16 {
        let free = (S_FIRST..=S_LAST)
            .filter(|r| !self.reserved.contains(r))
            .count();
        let k = self.u.below(free);
        (S_FIRST..=S_LAST)
            .filter(|r| !self.reserved.contains(r))
            .nth(k)
            .unwrap_or(S_FIRST)
    }

    /// An even SGPR temporary pair, both halves free.
    fn sdst_pair(&mut self) -> u16 {
        let ok = |g: &Self, r: &u16| !g.reserved.contains(r) && !g.reserved.contains(&(r + 1));
        let free = (S_FIRST..S_LAST).step_by(2).filter(|r| ok(self, r)).count();
        let k = self.u.below(free);
        (S_FIRST..S_LAST)
            .step_by(2)
            .filter(|r| ok(self, r))
            .nth(k)
            .unwrap_or(S_FIRST)
    }

    fn vdst(&mut self) -> u16 {
        1 + self.u.below(V_LAST as usize) as u16
    }

    /// The defined registers before a region that may not run.
    fn scope(&self) -> (usize, usize) {
        (self.sdef.len(), self.vdef.len())
    }

    /// Forgets what a region that may not run defined: a branch on it would
    /// be on an unknown value.
    fn unscope(&mut self, (s, v): (usize, usize)) {
        self.sdef.truncate(s);
        self.vdef.truncate(v);
    }

    fn sdefine(&mut self, r: u16) {
        if !self.sdef.contains(&r) {
            self.sdef.push(r);
        }
    }

    fn vdefine(&mut self, r: u16) {
        if !self.vdef.contains(&r) {
            self.vdef.push(r);
        }
    }

    /// A constant: inline or literal, small, tile-like, near the limits.
    fn constant(&mut self, literal: bool) -> i64 {
        let v: i64 = match self.u.below(8) {
            0 => 0,
            1 => 1,
            2 | 3 => self.u.range(0, 64) as i64,
            4 => -(self.u.range(1, 16) as i64),
            5 if literal => *self.u.pick(&[31, 63, 127, 255, 0x3ff, 0xffff, 1000, 4096]),
            6 if literal => *self
                .u
                .pick(&[0x7fff_ffff, 0x8000_0000, 0xffff_ffff, 0xffff_fff0]),
            _ => self.u.range(2, 40) as i64,
        };
        v
    }

    fn sreg(&mut self) -> u16 {
        let i = self.u.below(self.sdef.len());
        self.sdef[i]
    }

    fn vreg(&mut self) -> u16 {
        let i = self.u.below(self.vdef.len());
        self.vdef[i]
    }

    /// A scalar source: a defined SGPR or a constant.
    fn ssrc(&mut self, literal: bool) -> String {
        if self.u.odds(2, 3) {
            format!("s{}", self.sreg())
        } else {
            self.constant(literal).to_string()
        }
    }

    fn prologue(&mut self) {
        // Kernel arguments first: most programs compute on them.
        let loads = self.u.range(1, 3);
        for _ in 0..loads {
            self.kernarg_load();
        }
        self.wait_scalar_loads();
        // The array an indexed move reads.
        for i in 0..ARRAY_LEN {
            let c = self.constant(true);
            self.line(&format!("v_mov_b32 v{}, {c}", ARRAY + i));
        }
    }

    fn kernarg_load(&mut self) {
        let dwords = self.kernarg_size / 4;
        let k = self.kernarg;
        if self.u.odds(1, 3) && dwords >= 2 {
            let off = 4 * self.u.range(0, dwords - 2);
            let d = self.sdst_pair();
            let m = if self.gfx12 {
                "s_load_b64"
            } else {
                "s_load_dwordx2"
            };
            self.line(&format!("{m} s[{d}:{}], s[{k}:{}], {off:#x}", d + 1, k + 1));
            self.sdefine(d);
            self.sdefine(d + 1);
        } else {
            let off = 4 * self.u.range(0, dwords - 1);
            let d = self.sdst();
            let m = if self.gfx12 {
                "s_load_b32"
            } else {
                "s_load_dword"
            };
            self.line(&format!("{m} s{d}, s[{k}:{}], {off:#x}", k + 1));
            self.sdefine(d);
        }
    }

    fn statement(&mut self) {
        let nested = self.depth < 2;
        match self.u.below(17) {
            0..=3 => self.salu(),
            4..=6 => self.valu(),
            7 => self.compare_select(),
            8 if nested && self.u.odds(1, 3) => self.top_exit_loop(),
            8 if nested => self.counted_loop(),
            9 if nested && self.u.odds(1, 2) => self.unrolled_exit_loop(),
            9 if nested => self.parity_dispatch(),
            10 => self.wave_id(),
            11 if !self.gfx12 => self.indexed_move(),
            12 if nested => self.vcc_region(),
            13 => self.carry64(),
            14 => {
                self.kernarg_load();
                self.wait_scalar_loads();
            }
            15 => self.vector_compare(),
            16 => self.lane_address(),
            _ => self.salu(),
        }
    }

    fn salu(&mut self) {
        let m = *self.u.pick(&SALU2);
        let d = self.sdst();
        let a = format!("s{}", self.sreg());
        let b = if m.starts_with("s_bfe") {
            // A field: offset and width, sometimes a width the ISA leaves open.
            let off = self.u.range(0, 31);
            let width = if self.u.odds(1, 16) {
                32
            } else {
                self.u.range(0, 31)
            };
            format!("{:#x}", width << 16 | off)
        } else {
            self.ssrc(true)
        };
        let (a, b) = if self.u.odds(1, 4) && !b.starts_with('s') {
            (b, a)
        } else {
            (a, b)
        };
        let m = self.salu_name(m);
        self.line(&format!("{m} s{d}, {a}, {b}"));
        self.sdefine(d);
    }

    fn valu(&mut self) {
        let d = self.vdst();
        match self.u.below(6) {
            0 => {
                // src0 may be an SGPR or a literal; src1 a VGPR.
                let m = *self.u.pick(&VALU2);
                let a = if self.u.odds(1, 2) {
                    format!("v{}", self.vreg())
                } else {
                    self.ssrc(true)
                };
                let b = self.vreg();
                let m = self.valu_name(m);
                self.line(&format!("{m} v{d}, {a}, v{b}"));
            }
            1 => {
                let a = self.vreg();
                let b = if self.u.odds(1, 2) {
                    format!("v{}", self.vreg())
                } else {
                    self.u.range(0, 64).to_string()
                };
                self.line(&format!("v_mul_lo_u32 v{d}, v{a}, {b}"));
            }
            2 => {
                // The 24-bit multiplies; an inline constant from -16 up so
                // that sign extension of the low 24 bits is exercised.
                let (a, c) = (self.vreg(), self.vreg());
                let b = if self.u.odds(1, 3) {
                    format!("v{}", self.vreg())
                } else {
                    (i64::from(self.u.range(0, 80)) - 16).to_string()
                };
                let m = *self.u.pick(&[
                    "v_mad_u32_u24",
                    "v_mad_i32_i24",
                    "v_mul_u32_u24",
                    "v_mul_i32_i24",
                    "v_mul_hi_u32_u24",
                    "v_mul_hi_i32_i24",
                ]);
                if m.starts_with("v_mad") {
                    self.line(&format!("{m} v{d}, v{a}, {b}, v{c}"));
                } else {
                    self.line(&format!("{m} v{d}, {b}, v{a}"));
                }
            }
            3 => {
                let a = self.vreg();
                let m = *self.u.pick(&["v_bfe_u32", "v_bfe_i32"]);
                let (off, w) = (self.u.range(0, 31), self.u.range(0, 32));
                self.line(&format!("{m} v{d}, v{a}, {off}, {w}"));
            }
            4 => {
                let s = self.ssrc(true);
                self.line(&format!("v_mov_b32 v{d}, {s}"));
            }
            _ if self.u.odds(1, 2) => self.valu64(),
            _ => {
                // A 64-bit vector add through the carry.
                let (a, b) = (self.vreg(), self.vreg());
                let d2 = self.vdst();
                let vcc = self.vcc();
                let ci = self.valu_name("v_addc_co_u32");
                let c = self.constant(false);
                self.line(&format!("v_add_co_u32 v{d}, {vcc}, {c}, v{a}"));
                self.line(&format!("{ci} v{d2}, {vcc}, 0, v{b}, {vcc}"));
                self.vdefine(d2);
            }
        }
        self.vdefine(d);
    }

    /// A 64-bit VALU operation on register pairs: `v_lshl_add_u64` (gfx942)
    /// or `v_mad_u64_u32` / `v_mad_i64_i32` (gfx12: `v_mad_co_*`), its addend a VGPR
    /// pair or the kernarg pointer (pointer arithmetic).
    fn valu64(&mut self) {
        // VGPR tuples are 64-bit aligned on gfx90a and later (llvm-mc), and
        // v0 holds the work-item ids: pairs from v2 on.
        let d = 2 + 2 * self.u.below(V_LAST as usize / 2 - 1) as u16;
        let pair = |g: &mut Self| {
            let a = (g.vreg() & !1).clamp(2, V_LAST - 1);
            format!("v[{a}:{}]", a + 1)
        };
        let k = self.kernarg;
        let addend = if self.u.odds(1, 2) {
            format!("s[{k}:{}]", k + 1)
        } else {
            pair(self)
        };
        if !self.gfx12 && self.u.odds(1, 2) {
            let a = pair(self);
            let sh = self.u.range(0, 4);
            self.line(&format!(
                "v_lshl_add_u64 v[{d}:{}], {a}, {sh}, {addend}",
                d + 1
            ));
        } else {
            let signed = self.u.odds(1, 3);
            let (m, sdst) = match (self.gfx12, signed) {
                (true, false) => ("v_mad_co_u64_u32", "s60"),
                (true, true) => ("v_mad_co_i64_i32", "s60"),
                (false, false) => ("v_mad_u64_u32", "s[60:61]"),
                (false, true) => ("v_mad_i64_i32", "s[60:61]"),
            };
            let a = self.vreg();
            let b = if self.u.odds(1, 2) {
                format!("v{}", self.vreg())
            } else {
                self.u.range(0, 64).to_string()
            };
            self.line(&format!(
                "{m} v[{d}:{}], {sdst}, v{a}, {b}, {addend}",
                d + 1
            ));
        }
        self.vdefine(d);
        self.vdefine(d + 1);
    }

    fn compare_select(&mut self) {
        let c = *self.u.pick(&CMPS);
        let t = *self.u.pick(&["u32", "i32"]);
        let a = self.sreg();
        let b = self.ssrc(true);
        self.line(&format!("s_cmp_{c}_{t} s{a}, {b}"));
        let d = self.sdst();
        let x = self.ssrc(true);
        let y = format!("s{}", self.sreg());
        self.line(&format!("s_cselect_b32 s{d}, {x}, {y}"));
        self.sdefine(d);
    }

    fn vector_compare(&mut self) {
        let c = *self.u.pick(&VCMPS);
        let t = *self.u.pick(&["u32", "i32"]);
        let a = self.ssrc(true);
        let b = self.vreg();
        let vcc = self.vcc();
        self.line(&format!("v_cmp_{c}_{t} {vcc}, {a}, v{b}"));
        let d = self.vdst();
        let x = self.vreg();
        let y = self.vreg();
        self.line(&format!("v_cndmask_b32 v{d}, v{x}, v{y}, {vcc}"));
        self.vdefine(d);
    }

    /// `s_mov 0; loop { body; s += step; i += 1 } while i < n`, with a
    /// constant or kernel-argument trip count.
    fn counted_loop(&mut self) {
        let (i, acc, n) = (self.sdst(), self.sdst(), self.sdst());
        if i == acc || acc == n || i == n {
            return self.salu();
        }
        let kernarg_trip = self.u.odds(1, 2);
        let skip = self.label();
        if kernarg_trip {
            let src = self.sreg();
            let mask = *self.u.pick(&[3, 7, 15]);
            self.line(&format!("s_and_b32 s{n}, s{src}, {mask}"));
        } else {
            let t = self.u.range(1, 9);
            self.line(&format!("s_mov_b32 s{n}, {t}"));
        }
        self.sdefine(n);
        let init = self.ssrc(true);
        self.line(&format!("s_mov_b32 s{acc}, {init}"));
        self.line(&format!("s_mov_b32 s{i}, 0"));
        self.sdefine(acc);
        self.sdefine(i);
        if kernarg_trip {
            self.line(&format!("s_cmp_eq_u32 s{n}, 0"));
            self.line(&format!("s_cbranch_scc1 {skip}"));
        }
        let head = self.label();
        self.out.push_str(&format!("{head}:\n"));
        self.reserved.extend([i, acc, n]);
        let scope = self.scope();
        self.depth += 1;
        let body = self.u.range(0, 3);
        for _ in 0..body {
            self.statement();
        }
        self.depth -= 1;
        let step = self.constant(true);
        let add = self.salu_name("s_add_u32");
        self.line(&format!("{add} s{acc}, s{acc}, {step}"));
        if self.u.odds(1, 2) {
            self.line(&format!("{add} s{i}, s{i}, 1"));
            self.line(&format!("s_cmp_lt_u32 s{i}, s{n}"));
        } else {
            // An equality latch: the trip count is at least 1 here.
            self.line(&format!("{add} s{i}, s{i}, 1"));
            self.line(&format!("s_cmp_lg_u32 s{i}, s{n}"));
        }
        self.line(&format!("s_cbranch_scc1 {head}"));
        self.out.push_str(&format!("{skip}:\n"));
        self.reserved.truncate(self.reserved.len() - 3);
        if kernarg_trip {
            self.unscope(scope);
        }
    }

    /// gfx942 `layer_norm.co`'s shape (docs/values.md section 13): a counter
    /// from 0 whose exit test at the top compares it with a constant trip
    /// count, so only the last iteration exits; peeling decides every test.
    fn top_exit_loop(&mut self) {
        let i = self.sdst();
        let trips = self.u.range(1, 4);
        let (head, done) = (self.label(), self.label());
        self.line(&format!("s_mov_b32 s{i}, 0"));
        self.sdefine(i);
        self.out.push_str(&format!("{head}:\n"));
        self.line(&format!("s_cmp_eq_u32 s{i}, {trips}"));
        self.line(&format!("s_cbranch_scc1 {done}"));
        self.reserved.push(i);
        self.depth += 1;
        for _ in 0..self.u.range(0, 3) {
            self.statement();
        }
        self.depth -= 1;
        let add = self.salu_name("s_add_u32");
        self.line(&format!("{add} s{i}, s{i}, 1"));
        self.line(&format!("s_branch {head}"));
        self.out.push_str(&format!("{done}:\n"));
        self.reserved.pop();
    }

    /// fmha_v3_fwd's loop (docs/values.md section 14): a counter from 0
    /// stepped by a power of two against a bound from a kernel argument
    /// (sometimes shifted below 0), a test before the loop, the loop
    /// unrolled twice with a signed exit test after each step, and a tail
    /// dispatching on the parity of the rounded bound
    /// `((n + step - 1) >> log2(step)) & 1`.
    fn unrolled_exit_loop(&mut self) {
        let (i, n, p) = (self.sdst(), self.sdst(), self.sdst());
        if i == n || n == p || i == p {
            return self.salu();
        }
        let src = self.sreg();
        let shift = *self.u.pick(&[3u32, 4, 5]);
        let step = 1u32 << shift;
        self.line(&format!("s_and_b32 s{n}, s{src}, 0xff"));
        if self.u.odds(1, 3) {
            let sub = self.salu_name("s_sub_i32");
            let k = self.u.range(1, 40);
            self.line(&format!("{sub} s{n}, s{n}, {k}"));
        }
        self.sdefine(n);
        self.line(&format!("s_mov_b32 s{i}, 0"));
        self.sdefine(i);
        let (head, tail, odd, done) = (self.label(), self.label(), self.label(), self.label());
        self.line(&format!("s_cmp_lt_i32 s{i}, s{n}"));
        self.line(&format!("s_cbranch_scc0 {tail}"));
        self.out.push_str(&format!(
            "{head}:
"
        ));
        self.reserved.extend([i, n]);
        self.depth += 1;
        for _ in 0..2 {
            for _ in 0..self.u.range(0, 2) {
                self.statement();
            }
            if self.gfx12 || self.u.odds(1, 2) {
                let add = self.salu_name("s_add_i32");
                self.line(&format!("{add} s{i}, s{i}, {step}"));
            } else {
                self.line(&format!("s_addk_i32 s{i}, {step:#x}"));
            }
            self.line(&format!("s_cmp_lt_i32 s{i}, s{n}"));
            self.line(&format!("s_cbranch_scc0 {tail}"));
        }
        self.depth -= 1;
        self.line(&format!("s_branch {head}"));
        self.out.push_str(&format!(
            "{tail}:
"
        ));
        let add = self.salu_name("s_add_u32");
        self.line(&format!("{add} s{p}, s{n}, {}", step - 1));
        self.line(&format!("s_lshr_b32 s{p}, s{p}, {shift}"));
        self.line(&format!("s_and_b32 s{p}, 1, s{p}"));
        self.sdefine(p);
        self.line(&format!("s_cmp_lt_i32 s{p}, 1"));
        self.line(&format!("s_cbranch_scc0 {odd}"));
        self.depth += 1;
        let scope = self.scope();
        for _ in 0..self.u.range(1, 2) {
            self.statement();
        }
        self.unscope(scope);
        self.line(&format!("s_branch {done}"));
        self.out.push_str(&format!(
            "{odd}:
"
        ));
        for _ in 0..self.u.range(1, 2) {
            self.statement();
        }
        self.unscope(scope);
        self.depth -= 1;
        self.out.push_str(&format!(
            "{done}:
"
        ));
        self.reserved.truncate(self.reserved.len() - 2);
    }

    /// fmha's shape: a value's parity (after `+ 31 >> 5`, or plain) picks
    /// one of two tails.
    fn parity_dispatch(&mut self) {
        let p = self.sdst();
        let x = self.sreg();
        let add = self.salu_name("s_add_u32");
        match self.u.below(3) {
            0 => {
                self.line(&format!("{add} s{p}, s{x}, 31"));
                self.line(&format!("s_lshr_b32 s{p}, s{p}, 5"));
                self.line(&format!("s_and_b32 s{p}, s{p}, 1"));
            }
            1 => self.line(&format!("s_bfe_u32 s{p}, s{x}, 0x10000")),
            _ => self.line(&format!("s_and_b32 s{p}, s{x}, 1")),
        }
        self.sdefine(p);
        let other = self.label();
        let join = self.label();
        if self.u.odds(1, 2) {
            self.line(&format!("s_cmp_eq_u32 s{p}, 0"));
            self.line(&format!("s_cbranch_scc1 {other}"));
        } else {
            self.line(&format!("s_cmp_lg_u32 s{p}, 0"));
            self.line(&format!("s_cbranch_scc0 {other}"));
        }
        self.depth += 1;
        let scope = self.scope();
        let n = self.u.range(1, 3);
        for _ in 0..n {
            self.statement();
        }
        self.unscope(scope);
        self.line(&format!("s_branch {join}"));
        self.out.push_str(&format!("{other}:\n"));
        let n = self.u.range(1, 3);
        for _ in 0..n {
            self.statement();
        }
        self.unscope(scope);
        self.depth -= 1;
        self.out.push_str(&format!("{join}:\n"));
    }

    /// An LDS address affine in the work-item id x (docs/values.md section
    /// 8): `(v0 & 0x3ff)` scaled, offset, or-ed with bits it lacks, summed
    /// with another lane form; sometimes read into an SGPR.
    fn lane_address(&mut self) {
        let t = self.vdst();
        self.line(&format!("v_and_b32 v{t}, 0x3ff, v0"));
        match self.u.below(4) {
            // x itself, for the compares of `vcc_region` to bound.
            3 => {}
            0 => {
                let k = self.u.range(1, 4);
                self.line(&format!("v_lshlrev_b32 v{t}, {k}, v{t}"));
            }
            1 => {
                let c = *self.u.pick(&[3, 4, 12, 20, 36]);
                self.line(&format!("v_mul_lo_u32 v{t}, v{t}, {c}"));
            }
            _ => {
                let c = *self.u.pick(&[2, 8, 17]);
                let k = *self.u.pick(&[0, 16, 64]);
                self.line(&format!("v_mad_u32_u24 v{t}, v{t}, {c}, {k}"));
            }
        }
        match self.u.below(4) {
            0 => {
                let c = *self.u.pick(&[1, 4, 0x100, 0x4000, 0x10000]);
                self.line(&format!("v_or_b32 v{t}, {c:#x}, v{t}"));
            }
            1 => {
                let c = *self.u.pick(&[4u32, 0x200, 0xfffffffc]);
                self.line(&format!("v_add_u32 v{t}, {c:#x}, v{t}"));
            }
            2 => {
                let o = self.vdst();
                self.line(&format!("v_and_b32 v{o}, 0x3ff, v0"));
                self.line(&format!("v_sub_u32 v{t}, v{t}, v{o}"));
                self.vdefine(o);
            }
            _ => {}
        }
        self.vdefine(t);
        if self.u.odds(1, 4) {
            let s = self.sdst();
            self.line(&format!("v_readfirstlane_b32 s{s}, v{t}"));
            self.sdefine(s);
        }
    }

    /// aiter's mla shape: `s = readfirstlane((v0 & 0x3ff) >> log2(W)) * k`.
    fn wave_id(&mut self) {
        let t = self.vdst();
        let shift = if self.gfx12 { 5 } else { 6 };
        self.line(&format!("v_and_b32 v{t}, 0x3ff, v0"));
        self.line(&format!("v_lshrrev_b32 v{t}, {shift}, v{t}"));
        self.vdefine(t);
        let s = self.sdst();
        self.line(&format!("v_readfirstlane_b32 s{s}, v{t}"));
        self.sdefine(s);
        let d = self.sdst();
        if self.u.odds(1, 2) {
            let k = *self.u.pick(&[2, 4, 8, 16]);
            self.line(&format!("s_mul_i32 s{d}, s{s}, {k}"));
        } else {
            let k = self.u.range(1, 4);
            self.line(&format!("s_lshl_b32 s{d}, s{s}, {k}"));
        }
        self.sdefine(d);
    }

    /// `s_set_gpr_idx_on` with an index the program computed (gfx9 only).
    fn indexed_move(&mut self) {
        let idx = self.sdst();
        let src = self.sreg();
        match self.u.below(3) {
            0 => self.line(&format!("s_and_b32 s{idx}, s{src}, {}", ARRAY_LEN - 1)),
            1 => {
                self.line(&format!("s_and_b32 s{idx}, s{src}, 3"));
                self.line(&format!("s_mul_i32 s{idx}, s{idx}, 4"));
            }
            _ => self.line(&format!("s_bfe_u32 s{idx}, s{src}, 0x40000")),
        }
        self.sdefine(idx);
        let region = self.u.below(3);
        if region == 0 {
            let d = self.vdst();
            self.line(&format!("s_set_gpr_idx_on s{idx}, gpr_idx(SRC0)"));
            self.line(&format!("v_mov_b32 v{d}, v{ARRAY}"));
            self.line("s_set_gpr_idx_off");
            self.vdefine(d);
        } else if region == 1 {
            // Only src1 moves: src0 and the destination read as written
            // (the mode bits, docs/values.md section 4).
            let d = self.vdst();
            let s = self.vreg();
            self.line(&format!("s_set_gpr_idx_on s{idx}, gpr_idx(SRC1)"));
            self.line(&format!("v_add_u32_e32 v{d}, v{s}, v{ARRAY}"));
            self.line("s_set_gpr_idx_off");
            self.vdefine(d);
        } else {
            let s = self.vreg();
            self.line(&format!("s_set_gpr_idx_on s{idx}, gpr_idx(DST)"));
            self.line(&format!("v_mov_b32 v{ARRAY}, v{s}"));
            self.line("s_set_gpr_idx_off");
        }
    }

    /// A region under `vcc`: skipped on `vccz`, or run with EXEC narrowed
    /// and skipped on `execz`.
    fn vcc_region(&mut self) {
        let c = *self.u.pick(&VCMPS);
        let a = self.ssrc(true);
        let b = self.vreg();
        let vcc = self.vcc();
        self.line(&format!("v_cmp_{c}_u32 {vcc}, {a}, v{b}"));
        let end = self.label();
        self.depth += 1;
        let scope = self.scope();
        if self.u.odds(1, 2) {
            self.line(&format!("s_cbranch_vccz {end}"));
            let n = self.u.range(1, 3);
            for _ in 0..n {
                self.statement();
            }
            self.out.push_str(&format!("{end}:\n"));
        } else {
            let save = self.sdst_pair();
            self.reserved.extend([save, save + 1]);
            let (mov, and, exec) = if self.gfx12 {
                ("s_mov_b32", "s_and_b32", "exec_lo")
            } else {
                ("s_mov_b64", "s_and_b64", "exec")
            };
            let saved = if self.gfx12 {
                format!("s{save}")
            } else {
                format!("s[{save}:{}]", save + 1)
            };
            self.line(&format!("{mov} {saved}, {exec}"));
            if self.gfx12 && self.u.odds(1, 2) {
                // gfx10+'s form: `v_cmpx` narrows EXEC itself.
                self.line(&format!("v_cmpx_{c}_u32 {a}, v{b}"));
            } else {
                self.line(&format!("{and} {exec}, {exec}, {vcc}"));
            }
            self.line(&format!("s_cbranch_execz {end}"));
            let n = self.u.range(1, 3);
            for _ in 0..n {
                self.statement();
            }
            self.out.push_str(&format!("{end}:\n"));
            self.line(&format!("{mov} {exec}, {saved}"));
            self.reserved.truncate(self.reserved.len() - 2);
        }
        self.unscope(scope);
        self.depth -= 1;
    }

    /// A 64-bit add through SCC on the kernarg pointer or a pair.
    fn carry64(&mut self) {
        let d = self.sdst_pair();
        let k = self.kernarg;
        let add = self.salu_name("s_add_u32");
        let addc = self.salu_name("s_addc_u32");
        let c = self.constant(true);
        let src = if self.u.odds(2, 3) { k } else { self.wg_x };
        self.line(&format!("{add} s{d}, s{src}, {c}"));
        self.line(&format!(
            "{addc} s{}, s{}, 0",
            d + 1,
            if src == k { k + 1 } else { src }
        ));
        self.sdefine(d);
        self.sdefine(d + 1);
    }
}
