//! `wavebed check` and `census` on code objects as they ship: a host shared
//! library, a compressed bundle and a wheel (corpus/containers,
//! scripts/make-containers.sh). Every kernel inside is found and checked,
//! each report names its origin, and a part that cannot be checked is an
//! error under its origin that does not stop the rest.

use std::path::Path;
use std::process::{Command, Output};

fn wavebed_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn containers() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/containers")
}

fn llvm_missing() -> bool {
    if wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_none() {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "llvm-objdump missing"
        );
        eprintln!("note: llvm-objdump (LLVM 22) not found; skipping");
        return true;
    }
    false
}

fn text(b: &[u8]) -> String {
    String::from_utf8(b.to_vec()).unwrap()
}

const RACE_ORIGIN: &str =
    "kernels.whl!scalepkg/kernels/race.hipfb!gfx950!_Z25vmcnt_no_wait_race_kernelPKfPf";

#[test]
fn check_finds_every_kernel_of_a_library_a_bundle_and_a_wheel() {
    if llvm_missing() {
        return;
    }
    let o = wavebed_in(
        &containers(),
        &["check", "libscale.so", "race.hipfb", "kernels.whl"],
    );
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    // The gfx906 member is refused (exit 2), the race found, the rest checked.
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(
        err.contains(
            "kernels.whl!scalepkg/kernels/gfx906/scale.co: code object is for EF_AMDGPU_MACH 0x2f"
        ),
        "{err}"
    );
    let origins: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("kernel="))
        .filter_map(|l| l.split(" origin=").nth(1))
        .collect();
    assert_eq!(
        origins,
        [
            "libscale.so!bundle[0]!gfx942!add_one",
            "libscale.so!bundle[0]!gfx942!scale",
            "libscale.so!bundle[0]!gfx950!add_one",
            "libscale.so!bundle[0]!gfx950!scale",
            "race.hipfb!gfx950!_Z25vmcnt_no_wait_race_kernelPKfPf",
            "race.hipfb!gfx942!add_one",
            "race.hipfb!gfx942!scale",
            "kernels.whl!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx942!add_one",
            "kernels.whl!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx942!scale",
            "kernels.whl!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx950!add_one",
            "kernels.whl!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx950!scale",
            "kernels.whl!scalepkg/kernels/race.hipfb!gfx950!_Z25vmcnt_no_wait_race_kernelPKfPf",
            "kernels.whl!scalepkg/kernels/race.hipfb!gfx942!add_one",
            "kernels.whl!scalepkg/kernels/race.hipfb!gfx942!scale",
            "kernels.whl!scalepkg/kernels/gfx942/scale.co!add_one",
            "kernels.whl!scalepkg/kernels/gfx942/scale.co!scale",
        ],
        "{out}"
    );
    assert!(
        out.contains(&format!("conflict=unknown origin={RACE_ORIGIN}\n")),
        "{out}"
    );
    assert!(
        out.ends_with("kernels=16 instructions=139 races=2 errors=1\n"),
        "{out}"
    );
}

#[test]
fn json_and_sarif_name_the_origin() {
    if llvm_missing() {
        return;
    }
    let o = wavebed_in(&containers(), &["check", "--format", "json", "race.hipfb"]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let recs: Vec<serde_json::Value> = text(&o.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let race = recs.iter().find(|r| r["record"] == "race").unwrap();
    assert_eq!(
        race["origin"],
        "race.hipfb!gfx950!_Z25vmcnt_no_wait_race_kernelPKfPf"
    );
    let summaries: Vec<&serde_json::Value> =
        recs.iter().filter(|r| r["record"] == "summary").collect();
    assert_eq!(summaries.len(), 3);
    assert_eq!(summaries[1]["origin"], "race.hipfb!gfx942!add_one");

    let o = wavebed_in(
        &containers(),
        &["check", "--format", "sarif", "kernels.whl"],
    );
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    let log: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 1);
    assert_eq!(results[0]["properties"]["origin"], RACE_ORIGIN);
    // The physical location is the file on disk.
    assert_eq!(
        results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "kernels.whl"
    );
}

#[test]
fn census_of_a_wheel_counts_members_in_their_folders() {
    if llvm_missing() {
        return;
    }
    let o = wavebed_in(&containers(), &["census", "kernels.whl"]);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(
        err.contains("kernels.whl!scalepkg/kernels/gfx906/scale.co"),
        "{err}"
    );
    let families: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("family="))
        .map(|l| l.split(' ').next().unwrap())
        .collect();
    assert_eq!(
        families,
        [
            "family=kernels.whl!scalepkg/kernels",
            "family=kernels.whl!scalepkg/kernels/gfx906",
            "family=kernels.whl!scalepkg/kernels/gfx942",
            "family=kernels.whl!scalepkg/lib/libscale-ccob.so",
        ],
        "{out}"
    );
    let race = out
        .lines()
        .find(|l| l.starts_with("kernel=vmcnt_no_wait_race_kernel"))
        .unwrap();
    assert!(
        race.contains(" file=kernels.whl!scalepkg/kernels/race.hipfb!gfx950 "),
        "{race}"
    );
}

/// A directory walk reads wheels and bundles, not host libraries
/// (docs/architecture.md, "Input discovery").
#[test]
fn a_walk_takes_wheels_and_bundles_and_leaves_libraries_to_be_named() {
    if llvm_missing() {
        return;
    }
    let o = wavebed_in(&containers(), &["check", "--format", "json", "."]);
    let out = text(&o.stdout);
    let origins: Vec<String> = out
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|r| r["record"] == "summary")
        .filter_map(|r| Some(r["origin"].as_str()?.split('!').next()?.to_string()))
        .collect();
    assert!(
        origins
            .iter()
            .all(|o| o == "./kernels.whl" || o == "./race.hipfb"),
        "{origins:?}"
    );
    assert!(origins.iter().any(|o| o == "./race.hipfb"), "{origins:?}");
}

/// llvm-objdump failing in the middle of a function (it prints the word it
/// cannot decode as `.long`): an error naming the file, the function, the
/// address and the word; every other file of the run is still checked and
/// the run exits 2 with the count in its summary.
#[test]
fn a_word_llvm_objdump_cannot_decode_is_an_error_and_the_run_goes_on() {
    if llvm_missing() {
        return;
    }
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/kernels/gfx950");
    let mut co = std::fs::read(kernels.join("saxpy_unroll.co")).unwrap();
    // `s_mul_i32 s4, s4, s0` at address 0x1724 (file offset 0x724) becomes
    // a word no instruction encodes.
    assert_eq!(co[0x724..0x728], 0x9204_0004u32.to_le_bytes());
    co[0x724..0x728].copy_from_slice(&[0xff; 4]);
    let dir = std::env::temp_dir().join(format!("wavebed-undecodable-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("bad.co"), &co).unwrap();
    std::fs::copy(kernels.join("reduce_sum.co"), dir.join("good.co")).unwrap();
    let want = "bad.co: function `_Z12saxpy_unrollPKfPffj` at address 0x1724: llvm-objdump cannot decode the word 0xffffffff";

    let o = wavebed_in(&dir, &["check", "bad.co", "good.co"]);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(err.contains(want), "{err}");
    assert!(out.contains("kernel=reduce_sum arch=gfx950"), "{out}");
    assert!(out.ends_with("races=0 errors=1\n"), "{out}");

    let o = wavebed_in(&dir, &["census", "--paths", "walk", "."]);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(2), "{out}\n{err}");
    assert!(err.contains(&format!("./{want}")), "{err}");
    assert!(out.contains("kernel=reduce_sum "), "{out}");
    assert!(out.contains("\nerrors=1\nkernels=1 "), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `scripts/fetch-corpus.sh` offline (`WAVEBED_WHEEL`): the sha256 is
/// checked, the manifest says what the wheel holds, a second run is a
/// no-op, and `--unpack` extracts the code objects below a prefix.
#[test]
fn fetch_corpus_verifies_and_records_what_a_wheel_holds() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let wheel = containers().join("kernels.whl");
    let sha = {
        let o = Command::new("sha256sum").arg(&wheel).output().unwrap();
        text(&o.stdout).split(' ').next().unwrap().to_string()
    };
    let tmp = std::env::temp_dir().join(format!("wavebed-fetch-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let run = |args: &[&str], dest: &Path| {
        Command::new("bash")
            .arg(root.join("scripts/fetch-corpus.sh"))
            .args(args)
            .arg("scalepkg==0.1")
            .arg(dest)
            .env("WAVEBED_WHEEL", &wheel)
            .output()
            .unwrap()
    };
    let dest = tmp.join("whole");
    let o = run(&["--sha256", &sha], &dest);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let manifest = std::fs::read_to_string(dest.join("MANIFEST")).unwrap();
    for line in [
        "name=scalepkg",
        "version=0.1",
        &format!("sha256={sha}"),
        "amdgpu_elf=2",
        "compressed_bundle=1",
        "host_elf_with_hip_fatbin=1",
        "arch.gfx906=1",
        "arch.gfx942=1",
    ] {
        assert!(manifest.lines().any(|l| l == line), "{line}\n{manifest}");
    }
    assert!(dest.join("kernels.whl").is_file());
    assert_eq!(run(&["--sha256", &sha], &dest).status.code(), Some(0));
    let wrong = "0".repeat(64);
    assert_eq!(
        run(&["--sha256", &wrong], &tmp.join("bad")).status.code(),
        Some(4)
    );
    assert!(!tmp.join("bad").exists());
    let o = run(
        &[
            "--sha256",
            &sha,
            "--unpack",
            "scalepkg/kernels/",
            "--expect",
            "2",
        ],
        &tmp.join("co"),
    );
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(tmp.join("co/gfx942/scale.co").is_file());
    assert!(tmp.join("co/gfx906/scale.co").is_file());
    let o = run(
        &[
            "--sha256",
            &sha,
            "--unpack",
            "scalepkg/kernels/",
            "--expect",
            "3",
        ],
        &tmp.join("co3"),
    );
    assert_eq!(o.status.code(), Some(6));
    std::fs::remove_dir_all(&tmp).unwrap();
}
