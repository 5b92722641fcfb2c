//! Instruction forms at the edges of the ISA that once read as clean with a
//! wait missing (issue 31): bracketed VGPR address lists (gfx10/gfx11 NSA
//! image forms, gfx12 VIMAGE/VSAMPLE, BVH), gfx12 `s_get_barrier_state` on
//! kmcnt, `s_barrier_signal_isfirst`'s SCC result, and the BVH8/dual-ray
//! write-back of the ray registers. Each must race without its wait and be
//! clean with it, as a listing and as the llvm-mc-22 object of that listing,
//! on all paths and on the walked path.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("wavebed-edge-forms-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// (name, arch, producer, wait, consumer): the consumer depends on the
/// producer; `wait` orders them.
const CASES: &[(&str, &str, &str, &str, &str)] = &[
    (
        "nsa_bvh_gfx11",
        "gfx1151",
        "flat_load_b32 v9, v[0:1]",
        "s_waitcnt vmcnt(0) lgkmcnt(0)",
        "image_bvh_intersect_ray v[0:3], [v9, v10, v[6:8], v[3:5], v[0:2]], s[4:7]",
    ),
    (
        "nsa_sample_gfx11",
        "gfx1151",
        "global_load_b32 v6, v[20:21], off",
        "s_waitcnt vmcnt(0)",
        "image_sample_l v[0:3], [v4, v5, v6], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D",
    ),
    (
        "vimage_load_gfx12",
        "gfx1200",
        "global_load_b32 v4, v[10:11], off",
        "s_wait_loadcnt 0x0",
        "image_load v[0:3], [v4, v5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D",
    ),
    (
        "vsample_gfx12",
        "gfx1200",
        "global_load_b32 v9, v[10:11], off",
        "s_wait_loadcnt 0x0",
        "image_sample v[0:3], [v8, v9], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D",
    ),
    (
        "bvh_gfx12",
        "gfx1200",
        "global_load_b32 v9, v[20:21], off",
        "s_wait_loadcnt 0x0",
        "image_bvh_intersect_ray v[0:3], [v9, v10, v[6:8], v[3:5], v[0:2]], s[4:7]",
    ),
    (
        "bvh8_writeback_gfx12",
        "gfx1200",
        "image_bvh8_intersect_ray v[0:9], [v[20:21], v[22:23], v[24:26], v[27:29], v30], s[0:3]",
        "s_wait_bvhcnt 0x0",
        "v_mov_b32 v25, 0",
    ),
    (
        "barrier_state_gfx12",
        "gfx1200",
        "s_get_barrier_state s3, -1",
        "s_wait_kmcnt 0x0",
        "s_mov_b32 s4, s3",
    ),
    (
        "barrier_isfirst_gfx12",
        "gfx1200",
        "s_barrier_signal_isfirst -1",
        "s_wait_kmcnt 0x0",
        "s_cselect_b32 s4, 1, 0",
    ),
    (
        "tensor_save_source_gfx1250",
        "gfx1250",
        "s_load_b64 s[90:91], s[0:1], 0x0",
        "s_wait_kmcnt 0x0",
        "tensor_save s[90:91]",
    ),
    (
        "tensor_save_translation_gfx1250",
        "gfx1250",
        "tensor_save s[90:91]",
        "s_wait_xcnt 0x0",
        "s_mov_b64 s[90:91], 0",
    ),
    (
        "alloc_vgpr_source_gfx12",
        "gfx1200",
        "s_load_b32 s3, s[0:1], 0x0",
        "s_wait_kmcnt 0x0",
        "s_alloc_vgpr s3",
    ),
    (
        "alloc_vgpr_scc_gfx12",
        "gfx1200",
        "s_barrier_signal_isfirst -1",
        "s_wait_kmcnt 0x0",
        "s_alloc_vgpr 3",
    ),
    // Implicit operands LLVM 22 lists (docs/roles.md section 7): a scratch
    // access reads the scratch base FLAT_SCRATCH, which an SMEM load may
    // write on gfx9.
    (
        "scratch_reads_flat_scratch_gfx9",
        "gfx942",
        "s_load_dwordx2 flat_scratch, s[0:1], 0x0",
        "s_waitcnt lgkmcnt(0)",
        "scratch_load_dword v0, off, off",
    ),
    (
        "flat_reads_flat_scratch_gfx9",
        "gfx950",
        "s_load_dwordx2 flat_scratch, s[0:1], 0x0",
        "s_waitcnt lgkmcnt(0)",
        "flat_load_dword v0, v[2:3]",
    ),
    // A gfx1250 cluster load reads its broadcast mask from M0, and its
    // translation re-reads it until xcnt drains.
    (
        "cluster_load_reads_m0_gfx1250",
        "gfx1250",
        "cluster_load_b32 v1, v[2:3], off",
        "s_wait_xcnt 0x0",
        "s_mov_b32 m0, 0",
    ),
];

/// Forms refused on purpose (oracle `roles::REFUSED`): an error at the
/// listing's FILE:LINE:COL, exit 2, never a guessed reading; and a form no
/// rule knows is refused the same way.
#[test]
fn refused_and_unknown_forms_are_errors() {
    let dir = scratch_dir("refused");
    for (arch, line) in [
        ("gfx1151", "lds_param_load v1, attr0.x wait_vdst:0"),
        ("gfx1151", "lds_direct_load v1 wait_vdst:0"),
        (
            "gfx1200",
            "ds_param_load v1, attr0.x wait_va_vdst:0 wait_vm_vsrc:0",
        ),
        ("gfx1200", "ds_direct_load v1 wait_va_vdst:0 wait_vm_vsrc:0"),
        ("gfx942", "v_frobnicate_b32 v0, v1"),
        ("gfx942", "s_frobnicate_b32 s0, s1"),
        ("gfx942", "ds_frobnicate_b32 v0, v1"),
    ] {
        let name = line.split_whitespace().next().unwrap();
        let src = listing(&dir, &format!("{name}_{arch}"), arch, &["s_nop 0", line]);
        let o = wavebed(&["check", &src]);
        let err = String::from_utf8_lossy(&o.stderr).to_string();
        assert_eq!(o.status.code(), Some(2), "{line}: {err}");
        assert!(err.contains(&format!("{src}:3:1:")), "{line}: {err}");
        assert!(err.contains(name), "{line}: {err}");
    }
    let _ = std::fs::remove_dir_all(dir);
}

fn races(path: &str, extra: &[&str]) -> usize {
    let mut args = vec!["check", "--format", "json", path];
    args.extend_from_slice(extra);
    let o = wavebed(&args);
    let out = String::from_utf8_lossy(&o.stdout).to_string();
    assert!(
        o.status.code() == Some(0) || o.status.code() == Some(1),
        "{path} {extra:?}: {out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    out.lines()
        .filter(|l| l.starts_with("{\"record\":\"race\""))
        .count()
}

fn listing(dir: &Path, name: &str, arch: &str, lines: &[&str]) -> String {
    let p = dir.join(format!("{name}.s"));
    let mut text = format!(".amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n");
    for l in lines {
        text.push_str(l);
        text.push('\n');
    }
    text.push_str("s_endpgm\n");
    std::fs::write(&p, text).unwrap();
    p.display().to_string()
}

fn object(listing: &str, arch: &str) -> Option<String> {
    let mc = wavebed_model::isa::tools::find_llvm_tool("llvm-mc")?;
    let out = listing.replace(".s", ".co");
    let st = Command::new(mc)
        .args([
            "-triple",
            "amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-filetype=obj",
            listing,
            "-o",
            &out,
        ])
        .status()
        .unwrap();
    assert!(st.success(), "llvm-mc-22 assembles {listing}");
    Some(out)
}

#[test]
fn edge_forms_race_without_their_wait() {
    let dir = scratch_dir("edge");
    let mut objects = 0;
    for &(name, arch, producer, wait, consumer) in CASES {
        let racy = listing(&dir, &format!("{name}_racy"), arch, &[producer, consumer]);
        let safe = listing(
            &dir,
            &format!("{name}_safe"),
            arch,
            &[producer, wait, consumer],
        );
        let mut files = vec![(racy.clone(), safe.clone())];
        if let (Some(r), Some(s)) = (object(&racy, arch), object(&safe, arch)) {
            files.push((r, s));
            objects += 1;
        }
        for (r, s) in &files {
            for paths in [&["--paths", "all"][..], &["--paths", "walk"][..]] {
                assert!(
                    races(r, paths) >= 1,
                    "{name}: {r} {paths:?} reports no race"
                );
                assert_eq!(races(s, paths), 0, "{name}: {s} {paths:?} reports a race");
            }
        }
    }
    if objects == 0 {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-mc not found and WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llvm-mc (LLVM 22) not found; objects skipped");
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// `_d16` loads write one half of their destination and keep the other,
/// merging it when the data returns (docs/counters.md section 4, "_d16
/// loads"): (name, arch, lines, races). Two half loads of one register in one
/// ordered class need no wait before gfx12 (the newer lands later); behind a
/// writer of another class, or on gfx12 (loads may write back out of order),
/// the merge is a write-after-write race; a read or an overwrite of the
/// register while a `_d16` load is outstanding races like any load's.
/// Every generation's spellings: gfx9 `ds_read_u16_d16_hi`,
/// `buffer_load_short_d16_hi`, `global_load_short_d16_hi`,
/// `scratch_load_short_d16_hi`, `flat_load_short_d16_hi`; gfx11/gfx12
/// `ds_load_u16_d16_hi`, `global_load_d16_hi_b16`, `buffer_load_d16_hi_b16`.
const D16_CASES: &[(&str, &str, &[&str], bool)] = &[
    (
        "ds_pair_gfx9",
        "gfx942",
        &[
            "ds_read_u16_d16 v22, v18",
            "ds_read_u16_d16_hi v22, v18 offset:32",
        ],
        false,
    ),
    (
        "ds_byte_pair_gfx9",
        "gfx942",
        &["ds_read_u8_d16 v14, v18", "ds_read_i8_d16_hi v14, v18"],
        false,
    ),
    (
        "global_pair_gfx9",
        "gfx942",
        &[
            "global_load_short_d16 v14, v[24:25], off",
            "global_load_short_d16_hi v14, v[26:27], off",
        ],
        false,
    ),
    (
        "buffer_pair_gfx9",
        "gfx942",
        &[
            "buffer_load_short_d16 v14, v1, s[0:3], 0 offen",
            "buffer_load_short_d16_hi v14, v2, s[0:3], 0 offen",
        ],
        false,
    ),
    (
        "buffer_byte_pair_gfx90a",
        "gfx90a",
        &[
            "buffer_load_ubyte_d16 v14, v1, s[0:3], 0 offen",
            "buffer_load_ubyte_d16_hi v14, v2, s[0:3], 0 offen",
        ],
        false,
    ),
    (
        "scratch_pair_gfx9",
        "gfx942",
        &[
            "scratch_load_short_d16 v14, v1, off",
            "scratch_load_short_d16_hi v14, v2, off",
        ],
        false,
    ),
    (
        "flat_pair_gfx9",
        "gfx942",
        &[
            "flat_load_short_d16 v14, v[24:25]",
            "flat_load_short_d16_hi v14, v[26:27]",
        ],
        true,
    ),
    (
        "vmem_then_ds_hi_gfx9",
        "gfx942",
        &[
            "global_load_dword v14, v[24:25], off",
            "ds_read_u16_d16_hi v14, v18",
        ],
        true,
    ),
    (
        "ds_then_global_hi_gfx9",
        "gfx942",
        &[
            "ds_read_u16_d16 v14, v18",
            "global_load_short_d16_hi v14, v[26:27], off",
        ],
        true,
    ),
    (
        "hi_then_read_gfx9",
        "gfx942",
        &[
            "global_load_short_d16_hi v14, v[26:27], off",
            "v_mov_b32 v1, v14",
        ],
        true,
    ),
    (
        "hi_wait_read_gfx9",
        "gfx942",
        &[
            "global_load_short_d16_hi v14, v[26:27], off",
            "s_waitcnt vmcnt(0)",
            "v_mov_b32 v1, v14",
        ],
        false,
    ),
    (
        "hi_then_overwrite_gfx9",
        "gfx942",
        &["ds_read_u8_d16_hi v14, v18", "v_mov_b32 v14, 0"],
        true,
    ),
    (
        "ds_pair_gfx11",
        "gfx1151",
        &[
            "ds_load_u16_d16 v22, v18",
            "ds_load_u16_d16_hi v22, v18 offset:32",
        ],
        false,
    ),
    (
        "global_pair_gfx11",
        "gfx1151",
        &[
            "global_load_d16_b16 v14, v[24:25], off",
            "global_load_d16_hi_b16 v14, v[26:27], off",
        ],
        false,
    ),
    (
        "buffer_pair_gfx11",
        "gfx1151",
        &[
            "buffer_load_d16_b16 v14, v1, s[0:3], 0 offen",
            "buffer_load_d16_hi_b16 v14, v2, s[0:3], 0 offen",
        ],
        false,
    ),
    (
        "vmem_then_ds_hi_gfx11",
        "gfx1151",
        &[
            "global_load_b32 v14, v[24:25], off",
            "ds_load_u16_d16_hi v14, v18",
        ],
        true,
    ),
    (
        "ds_then_global_hi_gfx11",
        "gfx1100",
        &[
            "ds_load_u16_d16 v14, v18",
            "global_load_d16_hi_b16 v14, v[26:27], off",
        ],
        true,
    ),
    (
        "hi_then_read_gfx11",
        "gfx1151",
        &["ds_load_u16_d16_hi v14, v18", "v_mov_b32 v1, v14"],
        true,
    ),
    (
        "global_pair_gfx12",
        "gfx1200",
        &[
            "global_load_d16_b16 v14, v[24:25], off",
            "global_load_d16_hi_b16 v14, v[26:27], off",
        ],
        true,
    ),
    (
        "global_pair_wait_gfx12",
        "gfx1200",
        &[
            "global_load_d16_b16 v14, v[24:25], off",
            "s_wait_loadcnt 0x0",
            "global_load_d16_hi_b16 v14, v[26:27], off",
        ],
        false,
    ),
    (
        "ds_pair_gfx12",
        "gfx1200",
        &[
            "ds_load_u16_d16 v22, v18",
            "ds_load_u16_d16_hi v22, v18 offset:32",
        ],
        true,
    ),
    (
        "global_pair_gfx1250",
        "gfx1250",
        &[
            "global_load_d16_b16 v14, v[24:25], off",
            "global_load_d16_hi_b16 v14, v[26:27], off",
        ],
        true,
    ),
];

#[test]
fn d16_halves_merge_at_write_back() {
    let dir = scratch_dir("d16");
    for &(name, arch, lines, racy) in D16_CASES {
        let src = listing(&dir, name, arch, lines);
        let mut files = vec![src.clone()];
        files.extend(object(&src, arch));
        for f in &files {
            for paths in [&["--paths", "all"][..], &["--paths", "walk"][..]] {
                let n = races(f, paths);
                assert_eq!(n >= 1, racy, "{name}: {f} {paths:?} reports {n} races");
            }
        }
    }
    let _ = std::fs::remove_dir_all(dir);
}

/// The operand-role differential (docs/roles.md) on a sample: random
/// encodings per family on every supported architecture and the compiled
/// kernels of each, with no disagreement and no fallback decode.
#[test]
fn operand_roles_agree_with_llvm_on_a_sample() {
    if wavebed_model::isa::tools::find_llvm_tool("llvm-mca").is_none()
        || wavebed_model::isa::tools::find_llvm_tool("llvm-mc").is_none()
        || wavebed_model::isa::tools::find_llvm_tool("llc").is_none()
    {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-mc/llvm-mca/llc not found and WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llvm-mc/llvm-mca/llc (LLVM 22) not found; skipping");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/kernels");
    for arch in [
        "gfx942", "gfx950", "gfx1151", "gfx1200", "gfx1201", "gfx1250",
    ] {
        let o = wavebed(&[
            "diff", "roles", "--arch", arch, "--cases", "400", "--seed", "3",
        ]);
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert_eq!(o.status.code(), Some(0), "{arch}: {out}");
        let total = out.lines().last().unwrap_or("");
        assert!(total.contains(" disagreements=0 "), "{arch}: {total}");
        assert!(
            out.lines().filter(|l| l.starts_with("family=")).count() >= 5,
            "{arch}: {out}"
        );
        let dir = root.join(if arch == "gfx1201" { "gfx1200" } else { arch });
        let mut args = vec![
            "diff".to_string(),
            "roles".into(),
            "--arch".into(),
            arch.into(),
        ];
        for e in std::fs::read_dir(&dir).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "s") {
                args.push(p.display().to_string());
            }
        }
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = wavebed(&args);
        let out = String::from_utf8_lossy(&o.stdout).to_string();
        assert_eq!(o.status.code(), Some(0), "{arch} kernels: {out}");
    }
}

/// A disagreement is found and named: `exp` read no source before issue 31
/// (its target word hid the first register); the decoder now reads them.
#[test]
fn export_sources_are_read() {
    let p = wavebed_model::profile::Arch::Gfx1151.profile();
    let i = wavebed_model::isa::decode("exp mrt1 v12, v195, off, off done", &p).unwrap();
    let reads: Vec<String> = i.reads.as_slice().iter().map(|r| r.to_string()).collect();
    assert_eq!(reads, ["v12", "v195"]);
    assert_eq!(&*i.text, "exp mrt1 v12, v195, off, off done");
}

/// The implicit-operand check can fail: given nothing wavebed vouches for,
/// llc-22's MIR parser names every implicit operand of the opcode (defs
/// first), here `v_cmpx_eq_u32_e32`'s VCC and EXEC defs and its EXEC use
/// (EXEC uses are on `NOT_TRACKED`, so they are given). With wavebed's
/// decoding vouching, nothing is missing.
#[test]
fn implicit_operands_come_from_llvm() {
    use wavebed_oracle::peers::roles_implicit::{check, vouched};
    if wavebed_model::isa::tools::find_llvm_tool("llc").is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llc not found and WAVEBED_REQUIRE_LLVM=1"
        );
        return;
    }
    let arch = wavebed_model::profile::Arch::Gfx942;
    let op = "V_CMPX_EQ_U32_e32_vi".to_string();
    let bare = check(arch, &[(op.clone(), vec![])]).unwrap();
    let named: Vec<(bool, &str)> = bare
        .misses
        .iter()
        .map(|m| (m.def, m.reg.as_str()))
        .collect();
    assert_eq!(named, [(true, "vcc"), (true, "exec")]);
    assert_eq!(bare.runs, 3);
    let i = wavebed_model::isa::decode("v_cmpx_eq_u32_e32 vcc, v1, v2", &arch.profile()).unwrap();
    let ok = check(arch, &[(op, vouched(&i))]).unwrap();
    assert!(ok.misses.is_empty() && ok.unparsed.is_empty(), "{ok:?}");
    // A name llc does not know is counted as unchecked, never as agreeing.
    let odd = check(arch, &[("NOT_AN_OPCODE_vi".to_string(), vec![])]).unwrap();
    assert_eq!(odd.unparsed.len(), 1, "{odd:?}");
}

/// Implicit reads by form (docs/roles.md section 7).
#[test]
fn implicit_reads_by_form() {
    use wavebed_model::profile::Arch::{self, *};
    use wavebed_model::reg::{special, RegFile, RegRange};
    let has = |list: &[RegRange], n: u16| {
        list.iter()
            .any(|r| r.file == RegFile::Special && r.first <= n && n < r.first + r.count)
    };
    let d = |arch: Arch, text: &str| wavebed_model::isa::decode(text, &arch.profile()).unwrap();
    let row = d(Gfx1151, "exp mrt3 v99, off, off, off row_en");
    assert!(has(row.reads.as_slice(), special::M0), "{row:?}");
    let plain = d(Gfx1151, "exp mrt3 v99, off, off, off");
    assert!(!has(plain.reads.as_slice(), special::M0), "{plain:?}");
    let sub = d(Gfx1151, "s_subvector_loop_begin s6, 4");
    assert!(has(sub.writes.as_slice(), special::EXEC_LO), "{sub:?}");
    let scratch = d(Gfx942, "scratch_load_dword v0, off, off");
    assert!(
        has(scratch.reads.as_slice(), special::FLAT_SCRATCH_HI),
        "{scratch:?}"
    );
    let global = d(Gfx942, "global_load_dword v0, v[2:3], off");
    assert!(
        !has(global.reads.as_slice(), special::FLAT_SCRATCH_LO),
        "{global:?}"
    );
}
