//! LLVM 22 on LDS across barriers (docs/lds.md section 1): llc-22 emits no
//! wait before a bare `s_barrier`, so an LDS write or a direct-to-LDS load
//! stays in flight across it (an unpublished write); with the workgroup
//! fences `__syncthreads()` carries it waits first (clean). Needs llc (LLVM
//! 22); skips with a note when it is missing, unless `WAVEBED_REQUIRE_LLVM=1`.

use std::process::Command;

use wavebed_model::isa::{self, tools};
use wavebed_model::lds::{lds_races, LdsCause};
use wavebed_model::profile::Arch::{self, Gfx942, Gfx950};

fn compiled(arch: Arch) -> Option<String> {
    let Some(llc) = tools::find_llvm_tool("llc") else {
        assert!(
            !tools::llvm_required(),
            "llc not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llc (LLVM 22) not found; skipping");
        return None;
    };
    let ir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../corpus/lds/barrier_fences.ll"
    );
    let out = Command::new(llc)
        .args([
            "-mtriple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            ir,
            "-o",
            "-",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).unwrap())
}

#[test]
fn llc_waits_before_a_fenced_barrier_only() {
    for arch in [Gfx942, Gfx950] {
        let Some(asm) = compiled(arch) else { return };
        let program = isa::parse_text(&asm, "barrier_fences.s", Some(arch)).unwrap();
        let profile = arch.profile();
        let mut seen = 0;
        for k in &program.kernels {
            let causes: Vec<LdsCause> = lds_races(k, &profile)
                .races
                .iter()
                .map(|r| r.cause)
                .collect();
            let want: &[LdsCause] = match k.name.as_str() {
                "plain_barrier" | "dma_plain_barrier" => &[LdsCause::UnpublishedAtBarrier],
                "fenced_barrier" | "dma_fenced_barrier" => &[],
                other => panic!("unexpected kernel {other}"),
            };
            assert_eq!(causes, want, "{arch} {}:\n{asm}", k.name);
            seen += 1;
        }
        assert_eq!(seen, 4);
    }
}
