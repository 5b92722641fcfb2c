//! Code objects in containers (docs/architecture.md, "Code objects in
//! containers"): what the scan finds in each fixture of corpus/containers
//! (scripts/make-containers.sh), that every member it names extracts to the
//! AMDGPU code object its origin says, and that damaged containers are
//! problems under their origin - never a panic, never a silent skip.

use std::path::PathBuf;

use wavebed_model::isa::container::{extract_bytes, scan, scan_bytes, Member};
use wavebed_model::isa::elf;
use wavebed_model::profile::Arch;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../corpus/containers")
        .join(name)
}

fn read(name: &str) -> Vec<u8> {
    std::fs::read(fixture(name)).unwrap()
}

/// Origins of `members`, with `!` problems marked.
fn origins(members: &[Member]) -> Vec<String> {
    members
        .iter()
        .map(|m| match &m.problem {
            None => m.origin.clone(),
            Some(p) => format!("{} PROBLEM {p}", m.origin),
        })
        .collect()
}

/// Every member without a problem extracts to an AMDGPU code object of the
/// architecture its origin names (when it names one).
fn check_extracts(bytes: &[u8], members: &[Member]) {
    for m in members.iter().filter(|m| m.problem.is_none()) {
        let co = extract_bytes(bytes, &m.locator).unwrap();
        assert_eq!(co.len() as u64, m.size, "{}", m.origin);
        let mach = elf::read(&co).unwrap().mach;
        for a in [Arch::Gfx942, Arch::Gfx950] {
            if m.origin.contains(&format!("!{a}")) {
                assert_eq!(Arch::from_elf_mach(mach), Some(a), "{}", m.origin);
            }
        }
    }
}

#[test]
fn each_fixture_yields_its_code_objects_by_origin() {
    let cases: [(&str, &[&str]); 5] = [
        ("libscale.so", &["x!bundle[0]!gfx942", "x!bundle[0]!gfx950"]),
        (
            "libscale-ccob.so",
            &["x!bundle[0]!gfx942", "x!bundle[0]!gfx950"],
        ),
        ("race.hipfb", &["x!gfx950", "x!gfx942"]),
        ("embedded.so", &["x!elf@0x4b0"]),
        (
            "kernels.whl",
            &[
                "x!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx942",
                "x!scalepkg/lib/libscale-ccob.so!bundle[0]!gfx950",
                "x!scalepkg/kernels/race.hipfb!gfx950",
                "x!scalepkg/kernels/race.hipfb!gfx942",
                "x!scalepkg/kernels/gfx906/scale.co",
                "x!scalepkg/kernels/gfx942/scale.co",
            ],
        ),
    ];
    for (name, want) in cases {
        let bytes = read(name);
        let found = scan_bytes("x", &bytes);
        assert_eq!(origins(&found), *want, "{name}");
        check_extracts(&bytes, &found);
        // The file on disk scans the same (a wheel is read in place).
        let path = fixture(name);
        let on_disk = scan(&path);
        let shown = path.display().to_string();
        let renamed: Vec<String> = origins(&on_disk)
            .into_iter()
            .map(|o| o.replacen(&shown, "x", 1))
            .collect();
        assert_eq!(renamed, *want, "{name} on disk");
    }
    // Wheel members are counted in the family of their folder.
    let w = scan_bytes("w.whl", &read("kernels.whl"));
    assert_eq!(w[2].family, "w.whl!scalepkg/kernels");
    assert_eq!(w[0].family, "w.whl!scalepkg/lib/libscale-ccob.so");
}

#[test]
fn a_file_without_code_objects_is_a_problem_not_an_empty_result() {
    let host = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0\x03\0\x3e\0";
    let found = scan_bytes("cpu.so", host);
    assert_eq!(found.len(), 1);
    assert!(found[0].problem.is_some(), "{found:?}");
    let found = scan_bytes("junk.hipfb", b"__CLANG_OFFLOAD_BUNDLE__\x01");
    assert_eq!(
        origins(&found),
        ["junk.hipfb PROBLEM truncated offload bundle"]
    );
}

/// The compressed bundle inside `.hip_fatbin` damaged: a problem named
/// `lib!bundle[0]`, with the decompressor's reason.
#[test]
fn a_damaged_compressed_bundle_in_a_host_library_names_its_bundle() {
    let mut bytes = read("libscale-ccob.so");
    let at = bytes
        .windows(4)
        .position(|w| w == b"CCOB")
        .expect("the fixture holds a CCOB bundle");
    // Inside the zstd stream, past the 24- or 32-byte header.
    for b in &mut bytes[at + 40..at + 60] {
        *b ^= 0xa5;
    }
    let found = scan_bytes("lib.so", &bytes);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].origin, "lib.so!bundle[0]");
    let p = found[0].problem.as_deref().unwrap();
    assert!(p.contains("compressed offload bundle"), "{p}");
    // A version the format does not have.
    let mut bytes = read("libscale-ccob.so");
    bytes[at + 4] = 7;
    let found = scan_bytes("lib.so", &bytes);
    assert!(
        origins(&found).iter().any(|o| o.contains("PROBLEM")),
        "{found:?}"
    );
}

/// Every truncation of a compressed bundle and of a wheel, and bytes flipped
/// all over a host library and a wheel: scanning and extracting never
/// panic, and every member that is not a problem extracts to a code object.
#[test]
fn hostile_containers_never_panic() {
    for name in [
        "race.hipfb",
        "kernels.whl",
        "libscale-ccob.so",
        "embedded.so",
    ] {
        let full = read(name);
        let step = (full.len() / 400).max(1);
        for cut in (0..full.len()).step_by(step) {
            let bytes = &full[..cut];
            let found = scan_bytes("f", bytes);
            assert!(!found.is_empty(), "{name} cut at {cut}: silent");
            for m in found.iter().filter(|m| m.problem.is_none()) {
                let co = extract_bytes(bytes, &m.locator).unwrap();
                assert!(elf::is_elf(&co), "{name} cut at {cut}: {}", m.origin);
            }
        }
        for at in (0..full.len()).step_by(step) {
            let mut bytes = full.clone();
            bytes[at] ^= 0xff;
            let found = scan_bytes("f", &bytes);
            assert!(!found.is_empty(), "{name} flipped at {at}: silent");
            for m in found.iter().filter(|m| m.problem.is_none()) {
                let _ = extract_bytes(&bytes, &m.locator);
            }
        }
    }
}

/// A wheel member whose inflated stream is longer than its header says (a
/// decompression bomb's shape) is cut at the declared size and reported.
#[test]
fn a_zip_member_longer_than_declared_is_a_problem() {
    let mut bytes = read("kernels.whl");
    // The central directory entry of the race bundle: its uncompressed size
    // (offset 24 of the entry) shrunk to 100 bytes.
    let name = b"scalepkg/kernels/race.hipfb";
    let cd = bytes
        .windows(4)
        .enumerate()
        .filter(|(_, w)| *w == b"PK\x01\x02")
        .map(|(i, _)| i)
        .find(|&i| bytes[i + 46..].starts_with(name))
        .unwrap();
    bytes[cd + 24..cd + 28].copy_from_slice(&100u32.to_le_bytes());
    let found = scan_bytes("w.whl", &bytes);
    let bad: Vec<&Member> = found.iter().filter(|m| m.problem.is_some()).collect();
    assert_eq!(bad.len(), 1, "{found:?}");
    assert_eq!(bad[0].origin, "w.whl!scalepkg/kernels/race.hipfb");
    // The other members are still found.
    assert_eq!(found.len(), 5, "{found:?}");
}

/// The bundle magic as a string in a data section (libraries that know the
/// format carry it) is no bundle; in `.hip_fatbin` a damaged one is a problem.
#[test]
fn a_bundle_magic_outside_hip_fatbin_must_start_a_bundle() {
    let mut bytes = read("embedded.so");
    // Put the magic, followed by text, into the embedded image's section
    // right after the image (its padding is zero).
    let at = bytes
        .windows(4)
        .position(|w| w == b"\x7fELF")
        .and_then(|first| {
            bytes[first + 1..]
                .windows(4)
                .position(|w| w == b"\x7fELF")
                .map(|p| first + 1 + p)
        })
        .expect("an embedded image");
    let text = b"__CLANG_OFFLOAD_BUNDLE__ is not a string we parse";
    let size = scan_bytes("e.so", &bytes)[0].size as usize;
    bytes[at + size..at + size + text.len()].copy_from_slice(text);
    let found = scan_bytes("e.so", &bytes);
    assert_eq!(origins(&found), ["e.so!elf@0x4b0"], "{found:?}");
}
