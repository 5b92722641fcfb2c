//! LDS footprints from the value analysis (docs/lds.md section 10) against
//! concrete runs: generated value programs (docs/values-oracle.md) end in DS
//! accesses addressed by each of their VGPRs; on every run of the
//! interpreter, every byte an active lane touches lies in the footprint's
//! range whenever the footprint has one (the soundness claim of section 10).

use wavebed_model::cfg::Cfg;
use wavebed_model::lds::{lds_op, LdsAddresses, LdsFootprint, ValueAddresses};
use wavebed_model::prng::SplitMix64;
use wavebed_oracle::values::diff::kernel_of;
use wavebed_oracle::values::gen::case_for;
use wavebed_oracle::values::{lower_all, run, Inputs, Wave, MAX_LANES, STEPS};

/// The DS accesses appended to every program: one element, an offset,
/// two addresses, for address VGPRs v0..v31.
fn ds_tail() -> String {
    let mut s = String::new();
    for a in 0..32 {
        match a % 3 {
            0 => s.push_str(&format!("\tds_read_b32 v60, v{a} offset:12\n")),
            1 => s.push_str(&format!("\tds_write_b64 v{a}, v[60:61] offset:256\n")),
            _ => s.push_str(&format!(
                "\tds_read2st64_b32 v[60:61], v{a} offset0:1 offset1:3\n"
            )),
        }
    }
    s
}

/// The bytes lane address `addr` touches for access `m`, `[lo, hi)`.
fn bytes(m: &str, addr: u32) -> (u64, u64) {
    let a = u64::from(addr);
    match m {
        "ds_read_b32" => (a + 12, a + 16),
        "ds_write_b64" => (a + 256, a + 264),
        _ => (a + 4 * 64, a + 3 * 4 * 64 + 4),
    }
}

#[test]
fn footprints_hold_every_byte_of_every_run() {
    let (mut checked, mut bounded, mut unknown) = (0u64, 0u64, 0u64);
    let mut wave = Wave::new(MAX_LANES as u32);
    for index in 0..1000u64 {
        let mut case = case_for(11, index);
        let Some(at) = case.text.find("\ts_endpgm\n\t.rodata") else {
            continue;
        };
        case.text.insert_str(at, &ds_tail());
        let Ok(kernel) = kernel_of(&case) else {
            continue;
        };
        let cfg = Cfg::build(&kernel);
        let addrs = ValueAddresses::new(&kernel, &cfg);
        let fp: Vec<Option<LdsFootprint>> = (0..kernel.instrs.len())
            .map(|i| {
                let op = lds_op(&kernel.instrs[i])?;
                Some(addrs.footprint(&kernel, &cfg, i as u32, op))
            })
            .collect();
        for f in fp.iter().flatten() {
            match f.bounds() {
                Some(_) => bounded += 1,
                None => unknown += 1,
            }
        }
        let ops = lower_all(&kernel.instrs);
        let mut rng = SplitMix64::new(index);
        for _ in 0..4 {
            let inputs = Inputs::draw(&case.entry, &mut rng);
            let mut obs = |pc: usize, w: &Wave| {
                let Some(Some((lo, hi))) = fp.get(pc).map(|f| f.and_then(|f| f.bounds())) else {
                    return;
                };
                let instr = &kernel.instrs[pc];
                let addr_reg: u16 = instr
                    .operands()
                    .split(',')
                    .map(str::trim)
                    .find_map(|t| {
                        let n = t.split_whitespace().next()?.strip_prefix('v')?;
                        n.parse::<u16>().ok().filter(|&n| n < 32)
                    })
                    .unwrap_or(u16::MAX);
                let exec = w.exec().unwrap_or(u64::MAX);
                for lane in 0..MAX_LANES as u32 {
                    if exec & (1u64 << lane) == 0 {
                        continue;
                    }
                    let Some(a) = w.vgpr(addr_reg, lane) else {
                        continue;
                    };
                    let (b, e) = bytes(instr.mnemonic(), a);
                    checked += 1;
                    assert!(
                        u64::from(lo) <= b && e <= u64::from(hi),
                        "case {index}: `{}` lane {lane} address {a:#x} touches {b:#x}..{e:#x} \
                         outside {lo:#x}..{hi:#x}\n{}",
                        instr.text,
                        case.text
                    );
                }
            };
            let _ = run(
                &kernel.instrs,
                &ops,
                &case.entry,
                &inputs,
                &mut wave,
                STEPS,
                &mut obs,
            );
        }
    }
    eprintln!("footprints: {bounded} bounded, {unknown} unknown, {checked} lane accesses checked");
    // The check means something: many footprints have a range and many
    // concrete accesses were judged against one.
    assert!(bounded > 400 && checked > 50_000, "{bounded} {checked}");
}
