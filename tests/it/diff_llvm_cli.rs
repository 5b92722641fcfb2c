//! `wavebed diff llvm` end to end through llc-22: summaries, the listing
//! form, the compiled form, and exit codes (0 sound, 1 unsound, 2 errors).
//! Needs llc (LLVM 22): skipped when absent, unless WAVEBED_REQUIRE_LLVM=1.

use std::path::PathBuf;
use std::process::{Command, Output};

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};

fn have_llc() -> bool {
    if find_llvm_tool("llc").is_some() {
        return true;
    }
    assert!(
        !llvm_required(),
        "WAVEBED_REQUIRE_LLVM=1 but llc is missing"
    );
    eprintln!("skipping: llc (LLVM 22) not found");
    false
}

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wavebed-diff-llvm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn last_line(o: &Output) -> String {
    let s = String::from_utf8(o.stdout.clone()).unwrap();
    s.lines().last().unwrap_or("").to_string()
}

#[test]
fn listing_form_reports_the_mixed_class_over_wait() {
    if !have_llc() {
        return;
    }
    // The listing's own wait is stripped: LLVM decides.
    let f = scratch(
        "mixed.s",
        "\tds_read_b32 v1, v0\n\tds_read_b32 v2, v0\n\ts_load_dword s4, s[0:1], 0x0\n\ts_waitcnt lgkmcnt(1)\n\tv_add_f32_e32 v3, v1, v1\n",
    );
    let o = wavebed(&["diff", "llvm", "--arch", "gfx950", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let out = String::from_utf8(o.stdout.clone()).unwrap();
    assert!(
        out.contains(
            "WAIT line=5 llvm=lgkmcnt(0) weakest=lgkmcnt(1) verdict=over_wait cause=mixed-class"
        ),
        "{out}"
    );
    assert_eq!(
        last_line(&o),
        "cases=1 unsound=0 waits=1 over_wait=1 tight=0 too_many_paths=0 llvm_error=0"
    );
}

#[test]
fn generated_campaign_summary_and_json() {
    if !have_llc() {
        return;
    }
    let o = wavebed(&[
        "diff", "llvm", "--arch", "gfx1151", "--cases", "12", "--flat", "generic", "--format",
        "json",
    ]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{o:?}");
    let last: serde_json::Value = serde_json::from_str(&last_line(&o)).unwrap();
    assert_eq!(last["cases"], 12);
    assert_eq!(last["llvm_error"], 0);
    let s = last["summary"].as_str().unwrap();
    assert!(s.starts_with("cases=12 unsound="), "{s}");
}

#[test]
fn missing_llc_and_foreign_instructions_exit_2() {
    let o = wavebed(&[
        "diff",
        "llvm",
        "--arch",
        "gfx950",
        "--cases",
        "1",
        "--llc",
        "/nonexistent/llc",
    ]);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    if !have_llc() {
        return;
    }
    // A memory instruction without an LLVM opcode in the peer: refused (a
    // stand-in would change what the pass decides).
    let f = scratch(
        "foreign.s",
        "\tscratch_load_dwordx2 v[1:2], v0, off\n\tv_add_f32_e32 v3, v1, v1\n",
    );
    let o = wavebed(&["diff", "llvm", "--arch", "gfx950", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{o:?}");
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(
        err.contains("foreign.s:1:1:") && err.contains("vocabulary"),
        "{err}"
    );
}

#[test]
fn compiled_kernels_are_sound_with_their_own_waits() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus/kernels/gfx950");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "s"))
        .map(|p| p.display().to_string())
        .collect();
    files.sort();
    let mut args = vec!["diff", "llvm", "--arch", "gfx950", "--compiled"];
    args.extend(files.iter().map(String::as_str));
    let o = wavebed(&args);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    let last = last_line(&o);
    assert!(
        last.starts_with(&format!("cases={} unsound=0 waits=", files.len())),
        "{last}"
    );
}

/// An ordinary listing (an SGPR-based global load, VALU ops the generator
/// never emits, immediates): the non-memory instructions go to the pass as
/// register-faithful stand-ins, and LLVM's wait lands before the consumer.
#[test]
fn ordinary_listings_are_accepted_on_gfx950() {
    if !have_llc() {
        return;
    }
    let f = scratch(
        "ordinary.s",
        "\tglobal_load_dword v1, v0, s[0:1] offset:16\n\tv_mov_b32_e32 v5, 0\n\
         \tv_mul_f32_e32 v3, v1, v1\n\tv_cndmask_b32_e32 v4, v3, v5, vcc\n\
         \tglobal_store_dword v0, v4, s[0:1]\n\ts_endpgm\n",
    );
    let o = wavebed(&["diff", "llvm", "--arch", "gfx950", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{o:?}");
    assert_eq!(
        last_line(&o),
        "cases=1 unsound=0 waits=1 over_wait=0 tight=1 too_many_paths=0 llvm_error=0"
    );
}

/// The transposing LDS loads (gfx1250's `ds_load_tr*_b*`, which Triton's
/// gfx1250 matmul uses, and gfx950's `ds_read_b*_tr_b*`) have their LLVM
/// opcodes: llc takes the function and LLVM's wait lands before the use
/// (they were outside the peer's vocabulary, exit 2, before).
#[test]
fn transposing_lds_loads_translate() {
    if !have_llc() {
        return;
    }
    for (arch, name, body) in [
        (
            "gfx1250",
            "tr1250.s",
            "\tds_load_tr16_b128 v[4:7], v0 offset:64\n\tv_add_f32_e32 v8, v4, v7\n\
             \tglobal_store_b32 v1, v8, s[0:1]\n\ts_endpgm\n",
        ),
        (
            "gfx950",
            "tr950.s",
            "\tds_read_b64_tr_b16 v[4:5], v0 offset:64\n\tds_read_b96_tr_b6 v[10:12], v0\n\
             \tv_add_f32_e32 v8, v4, v12\n\tglobal_store_dword v1, v8, s[0:1]\n\ts_endpgm\n",
        ),
    ] {
        let f = scratch(name, body);
        let o = wavebed(&["diff", "llvm", "--arch", arch, f.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(0), "{arch}: {o:?}");
        assert_eq!(
            last_line(&o),
            "cases=1 unsound=0 waits=1 over_wait=0 tight=1 too_many_paths=0 llvm_error=0",
            "{arch}"
        );
    }
}

/// The project's own compiled kernels, their waits stripped, through the
/// pass on one architecture per family: every kernel translates and llc
/// accepts every function.
#[test]
fn corpus_kernels_run_through_the_pass() {
    if !have_llc() {
        return;
    }
    for arch in [
        "gfx942", "gfx908", "gfx1030", "gfx1151", "gfx1200", "gfx1250",
    ] {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("corpus/kernels")
            .join(arch);
        let mut files: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "s"))
            // It ends with `s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)`, which is
            // outside the peer's vocabulary (docs/llvm-peer.md section 9).
            .filter(|p| !p.ends_with("gfx1250/wide_vgprs.s"))
            // Its transposing LDS loads translate now (see
            // `transposing_lds_loads_translate`), but it ends with the same
            // `MSG_DEALLOC_VGPRS` message.
            .filter(|p| !p.ends_with("gfx1250/triton_matmul.s"))
            .map(|p| p.display().to_string())
            .collect();
        files.sort();
        let mut args = vec!["diff", "llvm", "--arch", arch];
        args.extend(files.iter().map(String::as_str));
        let o = wavebed(&args);
        assert_ne!(o.status.code(), Some(2), "{arch}: {o:?}");
        let last = last_line(&o);
        assert!(
            last.starts_with(&format!("cases={} ", files.len())) && last.ends_with(" llvm_error=0"),
            "{arch}: {last}"
        );
    }
}

/// `--help` names every over-wait cause the judge can give (it listed an
/// older vocabulary once).
#[test]
fn help_lists_every_over_wait_cause() {
    let o = wavebed(&["diff", "llvm", "--help"]);
    let help = String::from_utf8_lossy(&o.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for c in wavebed_oracle::peers::llvm::judge::Cause::ALL {
        assert!(
            help.contains(c.name()),
            "`{}` missing from --help:\n{help}",
            c.name()
        );
    }
}
