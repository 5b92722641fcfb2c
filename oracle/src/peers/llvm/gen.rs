//! Programs for the LLVM peer: listings without waits, in the vocabulary the
//! MIR translation covers, with branches and loops.
//!
//! Each program is a listing (so every case replays with `wavebed check` and
//! `wavebed diff llvm FILE.s`), parsed by the front end like any input: the
//! oracle judges exactly what the listing says. A program is one to three
//! regions: straight code, an if-then, an if-then-else, or a loop whose body
//! ends in a conditional back-edge. Instructions: VMEM loads, stores and
//! atomics with and without return (buffer, global, scratch), generic FLAT,
//! LDS incl. `ds_read2` and LDS atomics, SMEM, direct-to-LDS loads and MFMA
//! with AGPRs (gfx9 only; `global_load_lds_*` from gfx940), VALU/SALU consumers, barriers; ordered runs near
//! each counter's capacity. Few registers, so producers meet consumers often.

use crate::choices::Choices;
use wavebed_model::profile::{Agprs, Arch, Counter, WaitGen};

/// Limits for one generated program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LlvmGenConfig {
    /// Maximum instructions (branches not counted).
    pub max_len: usize,
    /// Whether regions may branch and loop.
    pub control_flow: bool,
}

impl Default for LlvmGenConfig {
    fn default() -> Self {
        LlvmGenConfig {
            max_len: 100,
            control_flow: true,
        }
    }
}

struct Gen<'u, 'a> {
    u: &'u mut Choices<'a>,
    /// gfx9's memory mnemonics (`global_load_dword`): gfx9 and gfx10.
    gfx9: bool,
    /// AGPRs, MFMA and direct-to-LDS loads (gfx9).
    agprs: bool,
    /// gfx940's spellings (`sc0`, `v_mfma_f32_4x4x1_16b_f32`) and
    /// `global_load_lds_dword` (`Profile::gfx940_insts`).
    gfx940: bool,
    /// lgkmcnt's capacity: where an LDS run sits.
    lgkm: usize,
    /// gfx12 (gfx1200, gfx1250): gfx11's mnemonics, atomics return with
    /// `th:TH_ATOMIC_RETURN`, buffer instructions with a `null` soffset (the
    /// VBUFFER opcodes), and gfx12's own vocabulary ([`Gen::gfx12_mem`]).
    gfx12: bool,
    /// gfx1250: FLAT with an SGPR base, async LDS copies (asynccnt), and
    /// xcnt: address and EXEC overwrites under translating memory.
    gfx1250: bool,
    lines: Vec<String>,
    len: usize,
    max: usize,
    labels: u32,
}

/// Generates the listing body (instruction lines and labels, no header) for
/// `arch` from `u`. An exhausted `u` ends the program early.
pub fn generate(
    u: &mut Choices<'_>,
    arch: Arch,
    cfg: &LlvmGenConfig,
) -> crate::choices::Result<Vec<String>> {
    let profile = arch.profile();
    let mut g = Gen {
        u,
        gfx9: profile.wait_gen <= WaitGen::Gfx10,
        agprs: profile.agprs != Agprs::None,
        gfx940: profile.gfx940_insts,
        lgkm: profile.capacity(Counter::Lgkm) as usize,
        gfx12: profile.wait_gen == WaitGen::Gfx12,
        gfx1250: profile.has_counter(Counter::X),
        lines: Vec::new(),
        len: 0,
        max: cfg.max_len,
        labels: 0,
    };
    let regions = if cfg.control_flow {
        g.u.int_in_range(1u8..=3)?
    } else {
        1
    };
    let per_region = (cfg.max_len / regions as usize).max(1);
    for _ in 0..regions {
        let kind = if cfg.control_flow {
            g.u.int_in_range(0u8..=5)?
        } else {
            0
        };
        let body = g.u.int_in_range(1..=per_region)?;
        match kind {
            0..=2 => g.body(body)?,
            3 => {
                let end = g.label();
                g.lines.push(format!("s_cbranch_scc1 {end}"));
                g.body(body)?;
                g.lines.push(format!("{end}:"));
            }
            4 => {
                let (other, end) = (g.label(), g.label());
                g.lines.push(format!("s_cbranch_scc1 {other}"));
                g.body(body / 2 + 1)?;
                g.lines.push(format!("s_branch {end}"));
                g.lines.push(format!("{other}:"));
                g.body(body / 2 + 1)?;
                g.lines.push(format!("{end}:"));
            }
            _ => {
                let head = g.label();
                g.lines.push(format!("{head}:"));
                g.body(body)?;
                g.lines.push(format!("s_cbranch_scc1 {head}"));
            }
        }
        if g.u.is_empty() {
            break;
        }
    }
    // A label must precede an instruction.
    g.lines.push("s_endpgm".to_string());
    Ok(g.lines)
}

/// How many forms [`Gen::gfx12_mem`] draws from.
const GFX12_FORMS: u8 = 11;

/// Data VGPRs: few, so dependencies are common.
const VDATA: [u16; 4] = [0, 1, 2, 3];

impl Gen<'_, '_> {
    fn label(&mut self) -> String {
        self.labels += 1;
        format!("L{}", self.labels)
    }

    fn push(&mut self, line: String) {
        self.lines.push(line);
        self.len += 1;
    }

    fn room(&self) -> usize {
        self.max.saturating_sub(self.len)
    }

    fn body(&mut self, n: usize) -> crate::choices::Result<()> {
        let end = (self.len + n).min(self.max);
        let mut bank = 0u16;
        while self.len < end && !self.u.is_empty() {
            // gfx1250: sometimes move every VGPR operand slot to another
            // bank of 256 (`s_set_vgpr_msb`, docs/paths.md section 13), so
            // the registers above v255 meet (MIR names them `$vgpr257`).
            if self.gfx1250 && self.u.ratio(1u8, 10)? {
                bank = self.u.int_in_range(0u16..=3)?;
                self.push(format!("s_set_vgpr_msb 0x{:x}", bank * 0x55));
                continue;
            }
            match self.u.int_in_range(0u8..=99)? {
                0..=39 => {
                    let v = *self.u.choose(&VDATA)?;
                    let line = self.mem(v)?;
                    self.push(line);
                }
                40..=47 => self.run(end)?,
                48..=50 => self.push("s_barrier".to_string()),
                _ => {
                    let line = self.alu()?;
                    self.push(line);
                }
            }
        }
        // Every region ends in bank 0, so paths that meet at a label or a
        // branch agree on the state (a join of two states where a VGPR is
        // read is an error) and LLVM's convention holds at the end.
        if bank != 0 {
            self.push("s_set_vgpr_msb 0".to_string());
        }
        Ok(())
    }

    fn pick<'s>(&self, gfx9: &'s str, gfx11: &'s str) -> &'s str {
        if self.gfx9 {
            gfx9
        } else {
            gfx11
        }
    }

    /// One memory instruction with data register `v` (VGPR, or SGPR `s{v}`).
    fn mem(&mut self, v: u16) -> crate::choices::Result<String> {
        let pair = v & !1;
        let rtn = if self.gfx12 {
            "th:TH_ATOMIC_RETURN"
        } else if self.gfx940 {
            "sc0"
        } else {
            "glc"
        };
        let top = if self.agprs {
            22
        } else if self.gfx12 {
            19 + GFX12_FORMS
        } else {
            19
        };
        let pick = self.u.int_in_range(0u8..=top)?;
        // Before gfx940 the direct-to-LDS load is the buffer one only.
        let pick = if pick == 21 && self.agprs && !self.gfx940 {
            20
        } else {
            pick
        };
        if self.gfx12 && pick > 19 {
            return self.gfx12_mem(v, pick - 20);
        }
        // gfx12: the VBUFFER forms (soffset `null`; `0` is no gfx12 operand).
        let soff = if self.gfx12 { "null" } else { "0" };
        Ok(match pick {
            0..=2 => format!(
                "{} v{v}, v[4:5], off",
                self.pick("global_load_dword", "global_load_b32")
            ),
            3 => format!(
                "{} v[{pair}:{}], v[4:5], off",
                self.pick("global_load_dwordx2", "global_load_b64"),
                pair + 1
            ),
            4 => format!(
                "{} v{v}, v[4:5], off",
                self.pick("global_load_short_d16", "global_load_d16_b16")
            ),
            5 => format!(
                "{} v{v}, v6, s[8:11], {soff} offen",
                self.pick("buffer_load_dword", "buffer_load_b32")
            ),
            6 => format!(
                "{} v{v}, v6, off",
                self.pick("scratch_load_dword", "scratch_load_b32")
            ),
            7 => format!(
                "{} v[4:5], v{v}, off",
                self.pick("global_store_dword", "global_store_b32")
            ),
            8 => format!(
                "{} v{v}, v6, s[8:11], {soff} offen",
                self.pick("buffer_store_dword", "buffer_store_b32")
            ),
            9 => format!(
                "{} v6, v{v}, off",
                self.pick("scratch_store_dword", "scratch_store_b32")
            ),
            10 => format!(
                "{} v{v}, v[4:5], v7, off {rtn}",
                self.pick("global_atomic_add", "global_atomic_add_u32")
            ),
            11 => format!(
                "{} v[4:5], v{v}, off",
                self.pick("global_atomic_add", "global_atomic_add_u32")
            ),
            12 => format!(
                "{} v{v}, v6, s[8:11], {soff} offen {rtn}",
                self.pick("buffer_atomic_add", "buffer_atomic_add_u32")
            ),
            13 | 14 => format!("{} v{v}, v6", self.pick("ds_read_b32", "ds_load_b32")),
            15 => format!(
                "{} v[{pair}:{}], v6 offset1:1",
                self.pick("ds_read2_b32", "ds_load_2addr_b32"),
                pair + 1
            ),
            16 => format!("{} v6, v{v}", self.pick("ds_write_b32", "ds_store_b32")),
            17 => {
                if self.u.ratio(1u8, 2)? {
                    format!("ds_add_rtn_u32 v{v}, v6, v7")
                } else {
                    format!("ds_add_u32 v6, v{v}")
                }
            }
            18 => {
                let s = *self.u.choose(&[0u16, 1, 2, 3])?;
                if self.u.ratio(1u8, 3)? {
                    let p = s & !1;
                    format!(
                        "{} s[{p}:{}], s[4:5], 0x0",
                        self.pick("s_load_dwordx2", "s_load_b64"),
                        p + 1
                    )
                } else {
                    format!(
                        "{} s{s}, s[4:5], 0x0",
                        self.pick("s_load_dword", "s_load_b32")
                    )
                }
            }
            19 => {
                if self.u.ratio(1u8, 2)? {
                    format!(
                        "{} v{v}, v[4:5]",
                        self.pick("flat_load_dword", "flat_load_b32")
                    )
                } else {
                    format!(
                        "{} v[4:5], v{v}",
                        self.pick("flat_store_dword", "flat_store_b32")
                    )
                }
            }
            // gfx9 only: direct-to-LDS loads and MFMA.
            20 => "buffer_load_dword v6, s[8:11], 0 offen lds".to_string(),
            21 => "global_load_lds_dword v[4:5], off".to_string(),
            _ => format!(
                "{} a[0:3], v{v}, v{}, a[0:3]",
                if self.gfx940 {
                    "v_mfma_f32_4x4x1_16b_f32"
                } else {
                    "v_mfma_f32_4x4x1f32"
                },
                (v + 1) % 4
            ),
        })
    }

    /// gfx12's own vocabulary, form `k` of [`GFX12_FORMS`], with data
    /// register `v`: global loads and stores with an SGPR base (`s[2:3]`,
    /// which the scalar loads also write: kmcnt before VMEM), 128-bit loads,
    /// VBUFFER without a VGPR address and with an SGPR soffset, 64-bit LDS,
    /// wide and buffer SMEM; on gfx1250 FLAT with an SGPR base and the async
    /// LDS copies (asynccnt). Then the xcnt situations (on gfx1200 plain
    /// ALU work): an overwrite of an address register (`v6`, `v4`, `s2`) and
    /// an EXEC write (`v_cmpx`, `s_mov_b32 exec_lo`, `s_and_saveexec_b32`)
    /// while memory instructions may still be translating.
    fn gfx12_mem(&mut self, v: u16, k: u8) -> crate::choices::Result<String> {
        let pair = v & !1;
        let one = self.u.ratio(1u8, 2)?;
        Ok(match k {
            0 => format!("global_load_b32 v{v}, v6, s[2:3]"),
            1 => format!("global_store_b32 v6, v{v}, s[2:3] offset:64"),
            2 => "global_load_b128 v[0:3], v[4:5], off".to_string(),
            3 => format!(
                "buffer_load_b64 v[{pair}:{}], v6, s[8:11], null offen",
                pair + 1
            ),
            4 => {
                if one {
                    format!("buffer_store_b32 v{v}, off, s[8:11], s12 offset:16")
                } else {
                    format!("buffer_load_b32 v{v}, off, s[8:11], s12 offset:16")
                }
            }
            5 => {
                if one {
                    format!("ds_load_b64 v[{pair}:{}], v6 offset:8", pair + 1)
                } else {
                    format!("ds_store_b64 v6, v[{pair}:{}]", pair + 1)
                }
            }
            6 => {
                let s = *self.u.choose(&[0u16, 1, 2, 3])?;
                if one {
                    "s_load_b128 s[0:3], s[4:5], 0x10".to_string()
                } else {
                    format!("s_buffer_load_b32 s{s}, s[8:11], 0x0")
                }
            }
            7 if self.gfx1250 => {
                if one {
                    format!("flat_load_b32 v{v}, v6, s[2:3]")
                } else {
                    format!("flat_store_b32 v6, v{v}, s[2:3]")
                }
            }
            7 => format!("flat_load_b32 v{v}, v[4:5]"),
            8 if self.gfx1250 => {
                if one {
                    "global_load_async_to_lds_b32 v6, v[4:5], off".to_string()
                } else {
                    "global_store_async_from_lds_b32 v[4:5], v6, off".to_string()
                }
            }
            8 => format!("global_load_b32 v{v}, v[4:5], off offset:4"),
            9 => match self.u.int_in_range(0u8..=2)? {
                0 => format!("v_add_nc_u32_e32 v6, v{v}, v6"),
                1 => format!("v_mov_b32_e32 v4, v{v}"),
                _ => format!("s_add_u32 s2, s2, s{}", 20 + v),
            },
            _ => match self.u.int_in_range(0u8..=2)? {
                0 => format!("v_cmpx_eq_u32_e32 v{v}, v{}", (v + 1) % 4),
                1 => "s_mov_b32 exec_lo, s20".to_string(),
                _ => "s_and_saveexec_b32 s21, s20".to_string(),
            },
        })
    }

    /// A run of one ordered (or SMEM) load whose length sits at a counter's
    /// capacity: 14/15/16 LDS reads on gfx9 (62/63/64/70 from gfx10),
    /// 62/63/64/70 VMEM loads.
    fn run(&mut self, end: usize) -> crate::choices::Result<()> {
        let lds = self.u.ratio(1u8, 2)?;
        let cap: usize = if lds { self.lgkm } else { 63 };
        let len = match self.u.int_in_range(0u8..=4)? {
            0 => cap - 1,
            1 => cap,
            2 => cap + 1,
            3 => cap + 7,
            _ => self.u.int_in_range(2usize..=6)?,
        };
        let len = len.min(end.saturating_sub(self.len)).min(self.room());
        let first = *self.u.choose(&VDATA)?;
        for k in 0..len {
            // Distinct fillers: a run measures capacity, not write-after-write.
            let v = if k == 0 { first } else { 30 + k as u16 };
            let line = if lds {
                format!("{} v{v}, v6", self.pick("ds_read_b32", "ds_load_b32"))
            } else {
                format!(
                    "{} v{v}, v[4:5], off",
                    self.pick("global_load_dword", "global_load_b32")
                )
            };
            self.push(line);
        }
        Ok(())
    }

    fn alu(&mut self) -> crate::choices::Result<String> {
        let pool = [0u16, 1, 2, 3, 0, 1, 2, 3, 8, 9, 10, 11];
        let a = *self.u.choose(&pool)?;
        let b = *self.u.choose(&pool)?;
        let d = *self.u.choose(&VDATA)?;
        let d = if self.u.ratio(1u8, 3)? { d } else { 20 + d };
        let top = if self.agprs { 8 } else { 6 };
        Ok(match self.u.int_in_range(0u8..=top)? {
            0 | 1 => format!(
                "{} v{d}, v{a}, v{b}",
                if self.agprs {
                    "v_add_u32_e32"
                } else {
                    // gfx10 renamed it, with gfx9's memory mnemonics still.
                    "v_add_nc_u32_e32"
                }
            ),
            2 => format!("v_mov_b32_e32 v{d}, v{a}"),
            3 => format!("v_fmac_f32_e32 v{d}, v{a}, v{b}"),
            4 => {
                let (d, a, b) = (d & !1, a & !1, b & !1);
                format!(
                    "v_add_f64 v[{d}:{}], v[{a}:{}], v[{b}:{}]",
                    d + 1,
                    a + 1,
                    b + 1
                )
            }
            5 => {
                let s = *self.u.choose(&[0u16, 1, 2, 3])?;
                format!("s_add_u32 s{}, s{s}, s{}", 20 + s, (s + 1) % 4)
            }
            6 => format!("v_readfirstlane_b32 s{}, v{a}", 20 + (a % 4)),
            7 => format!("v_accvgpr_read_b32 v{d}, a{}", a % 4),
            _ => format!("v_accvgpr_write_b32 a{}, v{a}", d % 4),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::counters::campaign::case_bytes;

    /// Every generated listing parses, on every architecture.
    #[test]
    fn generated_listings_parse() {
        for case in 0..(10 * Arch::ALL.len() as u64) {
            let arch = Arch::ALL[case as usize % Arch::ALL.len()];
            let bytes = case_bytes(5, case, 2048);
            let mut u = Choices::new(&bytes);
            let lines = generate(&mut u, arch, &LlvmGenConfig::default()).unwrap();
            let text = lines.join("\n");
            let p = wavebed_model::isa::parse_text(&text, "t", Some(arch));
            assert!(p.is_ok(), "case {case}: {p:?}\n{text}");
        }
    }
}
