//! Interop: wavebed's wait parser and encoder against `llvm-mc-22 -show-encoding`
//! on thousands of sampled forms per profile (the instruction word, and on
//! gfx12 the printed text too), plus which generations accept the
//! single-counter and gfx12 forms.

use std::io::Write;
use std::process::{Command, Stdio};

use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::{Arch, Profile};
use wavebed_model::wait;

/// Forms sampled per profile (the acceptance bar for the wait parser is 2,000).
const SAMPLES: usize = 2500;

fn llvm_mc() -> Option<std::path::PathBuf> {
    let found = wavebed_model::isa::tools::find_llvm_tool("llvm-mc");
    if found.is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-mc (LLVM 22) is required but missing"
        );
        eprintln!("note: llvm-mc-22 not found; skipping (apt-get install llvm-22)");
    }
    found
}

/// The shared SplitMix64, so a failure names a reproducible line.
struct Rng(SplitMix64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0.next_u64()
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// One sampled `s_waitcnt` line: symbolic (any subset, order, separator, `_sat`,
/// sometimes out of range) or raw (decimal, hex, negative).
fn sample_line(rng: &mut Rng, profile: &Profile) -> String {
    if rng.below(4) == 0 {
        let v = rng.next() as u16;
        return match rng.below(3) {
            0 => format!("s_waitcnt {v}"),
            1 => format!("s_waitcnt {v:#x}"),
            _ => format!("s_waitcnt -{}", v % 0x8000),
        };
    }
    let mut names = ["vmcnt", "expcnt", "lgkmcnt"];
    for i in (1..names.len()).rev() {
        names.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let take = 1 + rng.below(3) as usize;
    let seps = [" ", " & ", ", ", "&", ",", "  "];
    let mut parts = Vec::new();
    for name in &names[..take] {
        let max: u64 = match *name {
            "vmcnt" => 63,
            "expcnt" => 7,
            _ => profile.capacity[wavebed_model::profile::Counter::Lgkm.index()] as u64,
        };
        let sat = rng.below(5) == 0;
        let value = match rng.below(10) {
            0 => max + 1 + rng.below(8),
            1 => max,
            2 => 0,
            _ => rng.below(max + 1),
        };
        let suffix = if sat { "_sat" } else { "" };
        parts.push(format!("{name}{suffix}({value})"));
    }
    let mut line = String::from("s_waitcnt ");
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            line.push_str(seps[rng.below(seps.len() as u64) as usize]);
        }
        line.push_str(p);
    }
    line
}

/// One line as llvm-mc assembled it: the instruction word and its printed text.
#[derive(Debug)]
struct Assembled {
    word: u32,
    text: String,
}

/// Runs llvm-mc on `lines`; per line, what it assembled or None if rejected.
fn assemble(mc: &std::path::Path, arch: Arch, lines: &[String]) -> Vec<Option<Assembled>> {
    let mut child = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-show-encoding",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("llvm-mc runs");
    {
        let mut stdin = child.stdin.take().unwrap();
        for l in lines {
            writeln!(stdin, "{l}").unwrap();
        }
    }
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let mut rejected = vec![false; lines.len()];
    for l in stderr.lines() {
        // <stdin>:LINE:COL: error: ...
        if let Some(rest) = l.strip_prefix("<stdin>:") {
            if l.contains(": error:") {
                let n: usize = rest.split(':').next().unwrap().parse().unwrap();
                rejected[n - 1] = true;
            }
        }
    }
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut encodings = stdout.lines().filter_map(|l| {
        let (text, enc) = l.split_once("; encoding: [")?;
        let bytes: Vec<u8> = enc
            .trim_end_matches(']')
            .split(',')
            .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16).unwrap())
            .collect();
        Some(Assembled {
            word: u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]),
            text: text.trim().to_string(),
        })
    });
    rejected
        .iter()
        .map(|&r| {
            if r {
                None
            } else {
                Some(encodings.next().expect("one encoding per accepted line"))
            }
        })
        .collect()
}

fn ours(line: &str, profile: &Profile) -> Option<u32> {
    let (m, ops) = line.split_once(' ').unwrap_or((line, ""));
    wait::parse(m, ops, profile)
        .ok()
        .map(|w| wait::encoding(&w, profile))
}

/// The gfx12 wait mnemonics that take an immediate (all of them but `s_wait_idle`).
const GFX12_WAITS: [&str; 12] = [
    "s_wait_loadcnt",
    "s_wait_storecnt",
    "s_wait_samplecnt",
    "s_wait_bvhcnt",
    "s_wait_expcnt",
    "s_wait_xcnt",
    "s_wait_dscnt",
    "s_wait_kmcnt",
    "s_wait_loadcnt_dscnt",
    "s_wait_storecnt_dscnt",
    "s_wait_asynccnt",
    "s_wait_tensorcnt",
];

/// One sampled gfx12 wait line: any `s_wait_*` mnemonic (some rejected on
/// the profile), an immediate in or out of the 16-bit range, decimal, hex or
/// negative; now and then `s_wait_idle` or a leftover `s_waitcnt`.
fn sample_gfx12_line(rng: &mut Rng, profile: &Profile) -> String {
    match rng.below(20) {
        0 => return "s_wait_idle".to_string(),
        1 => return sample_line(rng, &Arch::Gfx1151.profile()),
        _ => {}
    }
    let m = GFX12_WAITS[rng.below(GFX12_WAITS.len() as u64) as usize];
    let v = match rng.below(8) {
        0 => 0x10000 + rng.below(0x100),
        1 => 0,
        2 => rng.below(profile.capacity[wavebed_model::profile::Counter::Km.index()] as u64 + 2),
        3 => 0x3f00 | rng.below(0x40),
        _ => rng.below(0x10000),
    };
    match rng.below(3) {
        0 => format!("{m} {v}"),
        1 => format!("{m} {v:#x}"),
        _ => format!("{m} -{}", v % 0x8001),
    }
}

/// One sampled single-counter line (`s_waitcnt_vscnt null, N`; gfx10 and
/// gfx11 only, so gfx9 must reject it as llvm-mc does), now and then with a
/// register other than `null` or an immediate past 16 bits.
fn sample_single_line(rng: &mut Rng) -> String {
    let m = ["vmcnt", "lgkmcnt", "expcnt", "vscnt"][rng.below(4) as usize];
    let sdst = if rng.below(10) == 0 { "s0" } else { "null" };
    let v = match rng.below(6) {
        0 => 0,
        1 => 0x10000 + rng.below(0x100),
        2 => rng.below(64),
        _ => rng.below(0x10000),
    };
    if rng.below(2) == 0 {
        format!("s_waitcnt_{m} {sdst}, {v}")
    } else {
        format!("s_waitcnt_{m} {sdst}, {v:#x}")
    }
}

/// The architectures with a combined `s_waitcnt` and no gfx12 waits.
fn pre_gfx12() -> impl Iterator<Item = Arch> {
    Arch::ALL
        .into_iter()
        .filter(|a| a.profile().wait_gen != wavebed_model::profile::WaitGen::Gfx12)
}

#[test]
fn sampled_waitcnt_forms_match_llvm_mc() {
    let Some(mc) = llvm_mc() else { return };
    for arch in pre_gfx12() {
        let profile = arch.profile();
        let mut rng = Rng(SplitMix64::new(arch.elf_mach() as u64));
        let lines: Vec<String> = (0..SAMPLES)
            .map(|_| {
                if rng.below(5) == 0 {
                    sample_single_line(&mut rng)
                } else {
                    sample_line(&mut rng, &profile)
                }
            })
            .collect();
        let theirs = assemble(&mc, arch, &lines);
        let mut accepted = 0;
        for (line, want) in lines.iter().zip(&theirs) {
            if line.contains(" s0,") {
                // gfx10 assembles a register SDST, whose meaning no source
                // settles: wavebed rejects it (docs/counters.md section 7).
                assert_eq!(ours(line, &profile), None, "{arch}: `{line}`");
                continue;
            }
            assert_eq!(
                ours(line, &profile),
                want.as_ref().map(|a| a.word),
                "{arch}: `{line}`"
            );
            let Some(a) = want else { continue };
            accepted += 1;
            // `waitcnt --decode WORD`: llvm-mc's word decodes to a wait that
            // encodes back to it; its combined immediate decodes to fields
            // that `--encode` takes back to the same immediate (up to the
            // bits outside every field, which hardware ignores).
            let back = wait::decode_word(a.word, &profile).expect("a wait word");
            assert_eq!(wait::encoding(&back, &profile), a.word, "{arch}: `{line}`");
            if line.starts_with("s_waitcnt ") {
                let imm = a.word as u16;
                let text = wait::decode(imm, &profile).unwrap().text;
                let again = wait::encode(&text, &profile).unwrap();
                assert_eq!(again.fields, back.fields, "{arch}: `{line}` -> `{text}`");
            } else {
                assert_eq!(wait::to_asm(&back, &profile), a.text, "{arch}: `{line}`");
            }
        }
        eprintln!(
            "{arch}: {} forms, {accepted} accepted by llvm-mc, all agree",
            lines.len()
        );
        assert!(
            accepted > SAMPLES / 2,
            "the sample must be mostly valid forms"
        );
    }
}

#[test]
fn sampled_gfx12_wait_forms_match_llvm_mc() {
    let Some(mc) = llvm_mc() else { return };
    for arch in [Arch::Gfx1200, Arch::Gfx1201, Arch::Gfx1250] {
        let profile = arch.profile();
        let mut rng = Rng(SplitMix64::new(arch.elf_mach() as u64));
        let lines: Vec<String> = (0..SAMPLES)
            .map(|_| sample_gfx12_line(&mut rng, &profile))
            .collect();
        let theirs = assemble(&mc, arch, &lines);
        let mut accepted = 0;
        for (line, want) in lines.iter().zip(&theirs) {
            let (m, ops) = line.split_once(' ').unwrap_or((line, ""));
            let got = wait::parse(m, ops, &profile).ok();
            let word = got.map(|w| wait::encoding(&w, &profile));
            assert_eq!(word, want.as_ref().map(|a| a.word), "{arch}: `{line}`");
            if let (Some(w), Some(a)) = (got, want) {
                accepted += 1;
                // llvm-mc prints a leftover `s_waitcnt` symbolically; wavebed raw.
                if m != "s_waitcnt" {
                    assert_eq!(wait::to_asm(&w, &profile), a.text, "{arch}: `{line}`");
                    // Decoding llvm-mc's word gives its text back.
                    let back = wait::decode_word(a.word, &profile).expect("a wait word");
                    assert_eq!(
                        wait::to_asm(&back, &profile),
                        a.text,
                        "{arch}: {:#010x}",
                        a.word
                    );
                }
            }
        }
        eprintln!(
            "{arch}: {} forms, {accepted} accepted by llvm-mc, words and text agree",
            lines.len()
        );
        assert!(
            accepted > SAMPLES / 3,
            "the sample must be mostly valid forms"
        );
    }
}

#[test]
fn wait_forms_exist_on_exactly_the_generations_wavebed_accepts() {
    let Some(mc) = llvm_mc() else { return };
    let forms = [
        "s_waitcnt 0",
        "s_waitcnt vmcnt(0)",
        "s_waitcnt_vmcnt null, 0",
        "s_waitcnt_lgkmcnt null, 0x3",
        "s_waitcnt_expcnt null, 1",
        "s_waitcnt_vscnt null, 0",
        "s_waitcnt_vmcnt null, -1",
        "s_wait_loadcnt 0",
        "s_wait_storecnt 1",
        "s_wait_dscnt 2",
        "s_wait_kmcnt 0x1f",
        "s_wait_xcnt 3",
        "s_wait_loadcnt_dscnt 0x102",
        "s_wait_storecnt_dscnt 0x3f3f",
        "s_wait_asynccnt 0",
        "s_wait_tensorcnt 0",
        "s_wait_samplecnt 4",
        "s_wait_bvhcnt 5",
        "s_wait_expcnt 6",
        "s_wait_idle",
        "s_waitcnt lgkmcnt(1)",
    ];
    let lines: Vec<String> = forms.iter().map(|s| s.to_string()).collect();
    for arch in Arch::ALL {
        let profile = arch.profile();
        let theirs = assemble(&mc, arch, &lines);
        for (line, want) in lines.iter().zip(&theirs) {
            let want = want.as_ref().map(|a| a.word);
            assert_eq!(ours(line, &profile), want, "{arch}: `{line}`");
        }
    }
}
