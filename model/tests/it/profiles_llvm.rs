//! Profile facts against LLVM 22's tools, for every architecture: the ELF
//! `e_flags` EF_AMDGPU_MACH value `llvm-mc-22 -filetype=obj` writes (read back
//! by wavebed's ELF reader), and which register files and AGPR operands
//! llvm-mc-22 accepts against what the front end accepts (docs/counters.md
//! section 11).

use std::io::Write;
use std::process::{Command, Stdio};

use wavebed_model::isa::{decode, elf};
use wavebed_model::profile::{Agprs, Arch};

fn llvm_mc() -> Option<std::path::PathBuf> {
    let found = wavebed_model::isa::tools::find_llvm_tool("llvm-mc");
    if found.is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-mc (LLVM 22) is required but missing"
        );
        eprintln!("note: llvm-mc-22 not found; skipping");
    }
    found
}

/// Runs llvm-mc on `text` for `arch` with `args`; (stdout bytes, success).
fn mc(mc: &std::path::Path, arch: Arch, args: &[&str], text: &str) -> (Vec<u8>, bool) {
    let mut child = Command::new(mc)
        .args(["-triple=amdgcn-amd-amdhsa", &format!("-mcpu={arch}")])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("llvm-mc runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(text.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (out.stdout, out.status.success())
}

#[test]
fn elf_mach_of_every_profile_is_what_llvm_mc_writes() {
    let Some(mc_path) = llvm_mc() else { return };
    for arch in Arch::ALL {
        let (obj, ok) = mc(&mc_path, arch, &["-filetype=obj", "-o", "-"], "s_endpgm\n");
        assert!(ok, "{arch}: llvm-mc failed");
        let co = elf::read(&obj).unwrap_or_else(|e| panic!("{arch}: {e}"));
        assert_eq!(co.mach, arch.elf_mach(), "{arch}");
        assert_eq!(Arch::from_elf_mach(co.mach), Some(arch), "{arch}");
    }
}

/// Lines naming AGPRs: accepted by llvm-mc-22 exactly where the profile's
/// [`Agprs`] says (no AGPRs from gfx10; gfx908's memory instructions cannot
/// name them; gfx90a's unified file can).
const AGPR_LINES: [&str; 6] = [
    "v_accvgpr_write_b32 a0, v1",
    "v_accvgpr_read_b32 v1, a0",
    "global_load_dword a1, v[2:3], off",
    "global_store_dword v[2:3], a1, off",
    "ds_read_b32 a0, v1",
    "buffer_load_dword a2, v1, s[4:7], 0 offen",
];

#[test]
fn agpr_operands_are_accepted_where_llvm_mc_accepts_them() {
    let Some(mc_path) = llvm_mc() else { return };
    for arch in Arch::ALL {
        let profile = arch.profile();
        for line in AGPR_LINES {
            let (_, theirs) = mc(&mc_path, arch, &["-o", "/dev/null"], &format!("{line}\n"));
            let ours = decode(line, &profile);
            assert_eq!(ours.is_ok(), theirs, "{arch}: `{line}`: {ours:?}");
        }
        // The unified file (gfx90a on): AGPR loads are ordinary loads.
        if profile.agprs == Agprs::Unified {
            let i = decode("global_load_dword a1, v[2:3], off", &profile).unwrap();
            assert!(i.mem.is_some(), "{arch}");
        }
    }
}
