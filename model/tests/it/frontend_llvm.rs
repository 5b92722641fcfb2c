//! Front end against the real LLVM 22 tools: listings assembled with llvm-mc and
//! disassembled with llvm-objdump must decode the same through both paths
//! (assembly text, code object); the project's compiled kernels (clang -S text
//! and the code object of the same source) must agree; tool errors are clear.
//!
//! Skips with a note when the tools are missing, unless WAVEBED_REQUIRE_LLVM=1.

use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::instr::{Instr, Kernel, Program};
use wavebed_model::isa::{load_path, parse_text, tools, LoadOptions};
use wavebed_model::profile::Arch;

fn tool(name: &str) -> Option<PathBuf> {
    let t = tools::find_llvm_tool(name);
    if t.is_none() {
        assert!(
            !tools::llvm_required(),
            "{name} not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: skipping, {name} (LLVM 22) not found");
    }
    t
}

/// This test's scratch directory: libtest names each test's thread after the
/// test, so parallel tests never share one.
fn scratch_dir() -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", "-");
    std::env::temp_dir().join(format!(
        "wavebed-frontend-llvm-{}-{test}",
        std::process::id()
    ))
}

fn scratch(name: &str) -> PathBuf {
    let d = scratch_dir();
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// Removes the test's scratch directory when the test ends (pass or fail).
struct Cleanup;

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(scratch_dir());
    }
}

/// What must agree between two decodings of one instruction.
fn effects(i: &Instr) -> String {
    format!(
        "{} mem={:?} flow={:?} target={:?} wait={:?} reads={:?} writes={:?}",
        i.mnemonic(),
        i.mem,
        i.flow,
        i.target,
        i.wait.map(|w| w.fields),
        i.reads.as_slice(),
        i.writes.as_slice(),
    )
}

fn assert_same_kernel(a: &Kernel, b: &Kernel, what: &str) {
    assert_eq!(
        a.instrs.len(),
        b.instrs.len(),
        "{what}: kernel {} length",
        a.symbol
    );
    for (x, y) in a.instrs.iter().zip(&b.instrs) {
        assert_eq!(
            effects(x),
            effects(y),
            "{what}: kernel {} line {} vs {}",
            a.symbol,
            x.line,
            y.line
        );
    }
}

/// Like [`assert_same_kernel`], for a compiler's `.s` against its linked code
/// object: the assembler turns `.p2align` inside code into `s_nop` padding, so
/// padding is skipped and branch targets compare by the instruction they reach.
fn assert_same_modulo_padding(a: &Kernel, b: &Kernel, what: &str) {
    let real = |k: &Kernel| -> Vec<usize> {
        (0..k.instrs.len())
            .filter(|&i| k.instrs[i].mnemonic() != "s_nop")
            .collect()
    };
    let (ra, rb) = (real(a), real(b));
    assert_eq!(
        ra.len(),
        rb.len(),
        "{what}: kernel {} length without padding",
        a.symbol
    );
    // A target as the position of the first non-padding instruction it reaches.
    let landing =
        |real: &[usize], t: Option<u32>| t.map(|t| real.partition_point(|&i| i < t as usize));
    for (&i, &j) in ra.iter().zip(&rb) {
        let (x, y) = (&a.instrs[i], &b.instrs[j]);
        let mut ex = effects(x);
        let mut ey = effects(y);
        ex = ex.replace(&format!("target={:?}", x.target), "");
        ey = ey.replace(&format!("target={:?}", y.target), "");
        assert_eq!(
            ex, ey,
            "{what}: kernel {} line {} vs {}",
            a.symbol, x.line, y.line
        );
        assert_eq!(
            landing(&ra, x.target),
            landing(&rb, y.target),
            "{what}: branch at line {}",
            x.line
        );
    }
}

/// A listing with the pitfalls of docs/counters.md section 8, as a kernel llvm-mc
/// can assemble (`.amdhsa_kernel` gives the `.kd` symbol).
fn listing(arch: Arch, body: &str) -> String {
    let mut s = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.amdhsa_code_object_version 5\n\t.text\n\t.globl k\n\t.p2align 8\n\t.type k,@function\nk:\n"
    );
    s.push_str(body);
    s.push_str("\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t\t.amdhsa_next_free_vgpr 256\n\t\t.amdhsa_next_free_sgpr 96\n");
    if matches!(arch, Arch::Gfx942 | Arch::Gfx950) {
        s.push_str("\t\t.amdhsa_accum_offset 256\n");
    }
    s.push_str("\t.end_amdhsa_kernel\n");
    s
}

const GFX950_BODY: &str = "
\ts_load_dwordx4 s[0:3], s[4:5], 0x0
\ts_waitcnt lgkmcnt(0)
\tbuffer_load_dword v21, s[4:7], 0 offen lds
\tglobal_load_lds_dwordx4 v[254:255], off
\tglobal_atomic_cmpswap_x2 v[56:57], v48, v[52:55], s[8:9] sc0 sc1
\tglobal_atomic_add_f32 v4, v44, s[16:17]
\tbuffer_atomic_add_f32 v140, v7, s[32:35], 0 offen offset:256
\tbuffer_load_short_d16 v17, v8, s[12:15], 0 offen
\tds_read_b64_tr_b16 v[88:89], v10 offset:16384
\tds_bpermute_b32 v1, v2, v3
\tds_add_u32 v0, v1
\tds_add_rtn_u32 v2, v0, v1
.Lloop:
\tv_fmac_f32_e32 v0, s6, v1
\tv_mfma_f32_16x16x32_fp8_fp8 a[0:3], v[8:9], v[10:11], a[0:3]
\tv_cmp_le_u32_e32 vcc, s52, v7
\tv_add_co_u32_e64 v2, s[4:5], v0, v1
\tv_writelane_b32 v1, 56, 7
\tv_readlane_b32 s82, v3, 0
\ts_set_gpr_idx_on s51, gpr_idx(SRC0)
\tv_mov_b32_e32 v1, v2
\ts_set_gpr_idx_off
\ts_cmp_lt_u32 s1, s2
\ts_cbranch_scc1 .Lloop
\tbuffer_store_dwordx4 v[148:151], v9, s[20:23], 0 offen offset:128
\ts_waitcnt vmcnt(62)
\ts_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
\ts_branch .Lend
\ts_nop 0
.Lend:
\ts_endpgm
";

const GFX1151_BODY: &str = "
\ts_load_b128 s[0:3], s[4:5], 0x0
\ts_waitcnt lgkmcnt(0)
\tglobal_load_b32 v1, v0, s[0:1]
\tglobal_store_b32 v0, v1, s[2:3]
\tglobal_atomic_add_u32 v2, v0, v1, s[0:1] glc
\tds_load_b32 v3, v0
\tds_store_b32 v0, v3
\tv_cmpx_eq_u32_e32 v0, v1
\ts_waitcnt_vscnt null, 0x0
\ts_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)
\ts_endpgm
";

fn run(cmd: &mut Command) {
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{cmd:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Assembles `src` for `arch` into an object file.
fn assemble(mc: &Path, arch: Arch, src: &str, name: &str) -> PathBuf {
    let s = scratch(&format!("{name}.s"));
    std::fs::write(&s, src).unwrap();
    let o = scratch(&format!("{name}.o"));
    run(Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-filetype=obj",
            "-o",
        ])
        .arg(&o)
        .arg(&s));
    o
}

fn objdump_text(objdump: &Path, arch: Arch, obj: &Path) -> String {
    let out = Command::new(objdump)
        .arg("-d")
        .arg(format!("--mcpu={arch}"))
        .arg(obj)
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn assembled_listings_decode_the_same_from_text_and_code_object() {
    let _cleanup = Cleanup;
    let (Some(mc), Some(objdump)) = (tool("llvm-mc"), tool("llvm-objdump")) else {
        return;
    };
    // gfx942 lacks the dwordx4 direct-to-LDS load and the transpose LDS read.
    let gfx942_body = GFX950_BODY
        .replace(
            "global_load_lds_dwordx4 v[254:255]",
            "global_load_lds_dword v[254:255]",
        )
        .replace("\tds_read_b64_tr_b16 v[88:89], v10 offset:16384\n", "");
    for (arch, body) in [
        (Arch::Gfx950, GFX950_BODY),
        (Arch::Gfx942, gfx942_body.as_str()),
        (Arch::Gfx1151, GFX1151_BODY),
    ] {
        let src = listing(arch, body);
        let from_text = parse_text(&src, "k", None).unwrap();
        assert_eq!(from_text.arch, Some(arch));
        assert_eq!(from_text.kernels.len(), 1);
        let obj = assemble(&mc, arch, &src, &format!("pitfalls-{arch}"));
        // Code object path: arch from e_flags, kernels from the symbol table.
        let from_co = load_path(&obj, &LoadOptions::default()).unwrap();
        assert_eq!(from_co.arch, Some(arch));
        assert_eq!(from_co.kernels.len(), 1);
        assert_eq!(from_co.kernels[0].symbol, "k");
        assert_same_kernel(
            &from_text.kernels[0],
            &from_co.kernels[0],
            &format!("{arch} text vs code object"),
        );
        // objdump text path with an explicit arch.
        let dump = objdump_text(&objdump, arch, &obj);
        let from_dump = parse_text(&dump, "k", Some(arch)).unwrap();
        assert_same_kernel(
            &from_text.kernels[0],
            &from_dump.kernels[0],
            &format!("{arch} text vs objdump text"),
        );
        assert!(from_dump.kernels[0].instrs.iter().all(|i| i.addr.is_some()));
    }
}

/// Every `.s` of the project's compiled-kernel corpus against its code object.
#[test]
fn compiled_kernels_agree_between_clang_s_and_code_object() {
    let Some(_) = tool("llvm-objdump") else {
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels");
    let mut compared = 0;
    // Every profile's directory that exists (docs/counters.md section 11).
    for arch in Arch::ALL.map(|a| a.name()) {
        let dir = root.join(arch);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
        files.sort();
        for s in files
            .iter()
            .filter(|p| p.extension().is_some_and(|e| e == "s"))
        {
            let text: Program =
                load_path(s, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(text.arch.map(|a| a.name()), Some(arch));
            let co_path = s.with_extension("co");
            if !co_path.exists() {
                continue;
            }
            let co = load_path(&co_path, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
            assert!(!co.kernels.is_empty(), "{}", co_path.display());
            for k in &co.kernels {
                let t = text
                    .kernels
                    .iter()
                    .find(|t| t.symbol == k.symbol)
                    .unwrap_or_else(|| {
                        panic!("{}: kernel {} not in the .s", co_path.display(), k.symbol)
                    });
                assert_same_modulo_padding(t, k, &co_path.display().to_string());
                compared += 1;
            }
        }
    }
    eprintln!("compared {compared} kernels");
    assert!(compared > 0 || !root.exists());
}

/// The corpus's OpenCL kernels compiled here for gfx1250 (gfx12 spellings:
/// `s_wait_*`, `s_add_co_ci_u32`, `ds_load_2addr_b32`, `global_inv`...), as
/// clang -S text and as a relocatable object: both decode the same, no
/// instruction is generic.
#[test]
fn gfx1250_compiler_output_agrees_between_text_and_object() {
    let _cleanup = Cleanup;
    let Some(clang) = tool("clang") else { return };
    let Some(_) = tool("llvm-objdump") else {
        return;
    };
    let kdir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../corpus/kernels");
    let Ok(entries) = std::fs::read_dir(kdir.join("src")) else {
        return;
    };
    let arch = Arch::Gfx1250;
    let base = [
        "-target",
        "amdgcn-amd-amdhsa",
        "-mcpu=gfx1250",
        "-cl-std=CL2.0",
        "-O3",
        "-nogpulib",
    ];
    let bc = scratch("builtins-gfx1250.bc");
    run(Command::new(&clang)
        .args(base)
        .args(["-c", "-emit-llvm"])
        .arg(kdir.join("include/builtins.cl"))
        .arg("-o")
        .arg(&bc));
    let mut sources: Vec<PathBuf> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "cl"))
        .collect();
    sources.sort();
    let mut compared = 0;
    for src in &sources {
        let stem = src.file_stem().unwrap().to_string_lossy().into_owned();
        let (s, o) = (
            scratch(&format!("{stem}-gfx1250.s")),
            scratch(&format!("{stem}-gfx1250.o")),
        );
        for (flag, out) in [("-S", &s), ("-c", &o)] {
            run(Command::new(&clang)
                .args(base)
                .args(["-Xclang", "-mlink-builtin-bitcode", "-Xclang"])
                .arg(&bc)
                .args(["-mllvm", "-amdgpu-internalize-symbols", flag])
                .arg(src)
                .arg("-o")
                .arg(out));
        }
        let text = load_path(&s, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(text.arch, Some(arch));
        let obj = load_path(&o, &LoadOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(obj.arch, Some(arch));
        for k in &obj.kernels {
            let t = text
                .kernels
                .iter()
                .find(|t| t.symbol == k.symbol)
                .expect("kernel in the .s");
            assert_same_modulo_padding(t, k, &stem);
            compared += 1;
        }
    }
    assert!(compared >= sources.len(), "compared {compared} kernels");
}

#[test]
fn missing_or_too_old_objdump_is_a_clear_error() {
    let _cleanup = Cleanup;
    let Some(mc) = tool("llvm-mc") else { return };
    let obj = assemble(
        &mc,
        Arch::Gfx950,
        &listing(Arch::Gfx950, "\ts_endpgm\n"),
        "tiny",
    );
    let missing = LoadOptions {
        arch: None,
        objdump: Some(PathBuf::from("/nonexistent/llvm-objdump")),
        ..Default::default()
    };
    let e = load_path(&obj, &missing).unwrap_err().to_string();
    assert!(e.contains("llvm-22"), "{e}");
    // An objdump that predates the architecture (Debian's default LLVM 14 says
    // "'gfx950' is not a recognized processor for this target").
    let old = scratch("old-objdump.sh");
    std::fs::write(&old, "#!/bin/sh\necho \"'gfx950' is not a recognized processor for this target (ignoring processor)\" >&2\necho '<unknown>'\n").unwrap();
    run(Command::new("chmod").arg("+x").arg(&old));
    let e = load_path(
        &obj,
        &LoadOptions {
            arch: None,
            objdump: Some(old),
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("llvm-22") && e.contains("gfx950"), "{e}");
}

#[test]
fn object_without_kernel_descriptors_walks_its_functions_and_keeps_device_functions() {
    let _cleanup = Cleanup;
    let Some(mc) = tool("llvm-mc") else { return };
    let src = "\t.text\n\t.globl f\n\t.type f,@function\nf:\n\ts_load_dword s0, s[0:1], 0x0\n\ts_setpc_b64 s[30:31]\n\t.globl g\n\t.type g,@function\ng:\n\ts_endpgm\n";
    let obj = assemble(&mc, Arch::Gfx942, src, "functions");
    let p = load_path(&obj, &LoadOptions::default()).unwrap();
    assert_eq!(p.arch, Some(Arch::Gfx942));
    let names: Vec<(&str, usize)> = p
        .kernels
        .iter()
        .map(|k| (k.symbol.as_str(), k.instrs.len()))
        .collect();
    // `f` returns to a caller and has no `s_endpgm`: a device function of a
    // device library (docs/paths.md section 3); `g` is walked as a kernel.
    assert_eq!(names, [("g", 1)]);
    let fns: Vec<(&str, usize)> = p
        .functions
        .iter()
        .map(|k| (k.symbol.as_str(), k.instrs.len()))
        .collect();
    assert_eq!(fns, [("f", 2)]);
    let t = parse_text(src, "functions", Some(Arch::Gfx942)).unwrap();
    assert_same_kernel(&t.kernels[0], &p.kernels[0], "functions");
    assert_same_kernel(&t.functions[0], &p.functions[0], "functions");
}

#[test]
fn unknown_machine_asks_for_arch_and_parse_errors_name_the_file() {
    let _cleanup = Cleanup;
    let Some(mc) = tool("llvm-mc") else { return };
    let obj = assemble(
        &mc,
        Arch::Gfx950,
        &listing(Arch::Gfx950, "\ts_endpgm\n"),
        "mach",
    );
    let mut bytes = std::fs::read(&obj).unwrap();
    bytes[0x30] = 0x2c; // EF_AMDGPU_MACH gfx900 (not modelled; 0x30 is gfx908)
    let patched = scratch("patched.co");
    std::fs::write(&patched, &bytes).unwrap();
    let e = load_path(&patched, &LoadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("--arch"), "{e}");
    // Text is text whatever the extension; errors read FILE:LINE:COL.
    let bad = scratch("bad.amdgcn");
    std::fs::write(&bad, "s_nop 0\nv_mov_b32 v0, v999\n").unwrap();
    let e = load_path(
        &bad,
        &LoadOptions {
            arch: Some(Arch::Gfx950),
            objdump: None,
            ..Default::default()
        },
    )
    .unwrap_err()
    .to_string();
    assert_eq!(
        e,
        format!("{}:2:15: register v999 out of range", bad.display())
    );
    let e = load_path(Path::new("/nonexistent/x.s"), &LoadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("/nonexistent/x.s: "), "{e}");
}

/// The architecture comes from the target id's processor whatever the
/// triple's environment: clang writes `amdgcn-amd-amdhsa--gfx950`, Triton 3.9
/// `amdgpu12.50-amd-amdhsa-unknown-gfx1250`, and features may end in `-`.
#[test]
fn target_ids_name_their_processor_whatever_the_environment() {
    for (target, arch) in [
        ("amdgcn-amd-amdhsa--gfx950", Arch::Gfx950),
        ("amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-", Arch::Gfx942),
        ("amdgpu12.50-amd-amdhsa-unknown-gfx1250", Arch::Gfx1250),
    ] {
        let src = format!("\t.amdgcn_target \"{target}\"\n\t.text\nk:\n\ts_endpgm\n");
        let program = parse_text(&src, "k", None).unwrap_or_else(|e| panic!("{target}: {e}"));
        assert_eq!(program.arch, Some(arch), "{target}");
    }
    let src = "\t.amdgcn_target \"amdgcn-amd-amdhsa-unknown-gfx9999\"\n\t.text\nk:\n\ts_endpgm\n";
    let e = parse_text(src, "k", None).expect_err("an unknown processor is an error");
    assert!(e.to_string().contains("gfx9999"), "{e}");
}
