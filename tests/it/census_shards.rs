//! `census --shard K/N` and `census merge` (docs/census.md, "Sharded
//! censuses"): shards split the inputs by content hash, every input lands in
//! exactly one, and their merged JSON is what one run prints (the seconds
//! aside).

use std::path::Path;
use std::process::{Command, Output};

use serde_json::Value;

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

/// Records without their (timing) `seconds` fields.
fn records(out: &[u8]) -> Vec<Value> {
    fn strip(v: &mut Value) {
        if let Some(o) = v.as_object_mut() {
            o.remove("seconds");
            o.values_mut().for_each(strip);
        }
    }
    String::from_utf8(out.to_vec())
        .unwrap()
        .lines()
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            strip(&mut v);
            v
        })
        .collect()
}

fn scratch(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("wavebed-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p.display().to_string()
}

#[test]
fn merged_shards_are_one_run() {
    // Listings (no LLVM needed), and code objects and a wheel when
    // llvm-objdump is there.
    let mut inputs = vec![
        "corpus/listings",
        "corpus/kernels/gfx942",
        "corpus/kernels/gfx1151",
    ];
    let llvm = wavebed_model::isa::tools::find_llvm_tool("llvm-objdump").is_some();
    assert!(
        llvm || !wavebed_model::isa::tools::llvm_required(),
        "llvm-objdump missing"
    );
    if llvm {
        inputs.push("corpus/containers/kernels.whl");
    }
    let base = ["census", "--format", "json", "--mutate"];
    let one = wavebed(&[&base[..], &inputs[..]].concat());
    let one_code = one.status.code();
    let one = records(&one.stdout);
    let kernels = |rs: &[Value]| rs.iter().filter(|r| r["record"] == "kernel").count();
    let mut parts = Vec::new();
    let mut sum = 0;
    for k in 1..=3 {
        let shard = format!("{k}/3");
        let o = wavebed(&[&base[..], &["--shard", &shard], &inputs[..]].concat());
        let rs = records(&o.stdout);
        assert!(
            kernels(&rs) > 0,
            "shard {shard} is empty: a poor split for this test"
        );
        sum += kernels(&rs);
        // Every record of an input carries its place in the whole run.
        assert!(rs
            .iter()
            .filter(|r| r["record"] == "kernel")
            .all(|r| r["input"].is_u64()));
        parts.push(scratch(&format!("part{k}.json"), &o.stdout));
    }
    assert_eq!(sum, kernels(&one), "every input in exactly one shard");
    // Shards in any order merge to the one run.
    let merged = wavebed(&["census", "merge", &parts[2], &parts[0], &parts[1]]);
    assert_eq!(merged.status.code(), one_code);
    let merged = records(&merged.stdout);
    assert_eq!(merged.len(), one.len());
    for (m, o) in merged.iter().zip(&one) {
        assert_eq!(m, o);
    }
    // The same shard twice is the same split (the hash is of contents).
    let again = wavebed(&[&base[..], &["--shard", "2/3"], &inputs[..]].concat());
    assert_eq!(
        records(&again.stdout),
        records(&std::fs::read(&parts[1]).unwrap())
    );
}

#[test]
fn shards_of_different_censuses_do_not_merge() {
    let a = wavebed(&[
        "census",
        "--format",
        "json",
        "--shard",
        "1/2",
        "corpus/listings",
    ]);
    let b = wavebed(&[
        "census",
        "--format",
        "json",
        "--shard",
        "2/2",
        "--assume",
        "flat=both",
        "corpus/listings",
    ]);
    let (pa, pb) = (scratch("a.json", &a.stdout), scratch("b.json", &b.stdout));
    let o = wavebed(&["census", "merge", &pa, &pb]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("differs between shards"), "{err}");
    // Output of a run without --shard has no input numbers to order by.
    let plain = wavebed(&["census", "--format", "json", "corpus/listings"]);
    let pp = scratch("plain.json", &plain.stdout);
    let o = wavebed(&["census", "merge", &pp]);
    assert_eq!(o.status.code(), Some(2));
    assert!(Path::new(&pp).exists());
    let bad = wavebed(&["census", "--shard", "4/3", "corpus/listings"]);
    assert_eq!(bad.status.code(), Some(2));
}
