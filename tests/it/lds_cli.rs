//! LDS races through `wavebed check` (docs/lds.md sections 6 and 8): every
//! hazard kind in a minimal listing and in its llvm-mc-22 object, as text,
//! JSON and SARIF; LLVM-built LDS kernels clean, and their barrier waits'
//! deletion racing. Skips the objects with a note when LLVM 22 is missing,
//! unless WAVEBED_REQUIRE_LLVM=1.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use wavebed_model::isa::tools::{find_llvm_tool, llvm_required};

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn scratch_dir() -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", "-");
    let d = std::env::temp_dir().join(format!("wavebed-lds-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn listing(arch: &str, body: &[&str]) -> String {
    let mut s = format!(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--{arch}\"\n\t.text\n\t.globl\tk\n\t.p2align\t8\n\t.type\tk,@function\nk:\n"
    );
    for line in body {
        s.push_str(&format!("\t{line}\n"));
    }
    s.push_str("\ts_endpgm\n.Lfunc_end0:\n\t.size\tk, .Lfunc_end0-k\n");
    s
}

/// Assembles `path` with llvm-mc-22 into `out`; false when the tools are missing.
fn assemble(arch: &str, path: &Path, out: &Path) -> bool {
    let (Some(mc), Some(_)) = (find_llvm_tool("llvm-mc"), find_llvm_tool("llvm-objdump")) else {
        assert!(
            !llvm_required(),
            "llvm-mc/llvm-objdump not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: llvm-mc (LLVM 22) not found; checking the listing only");
        return false;
    };
    let o = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-filetype=obj",
        ])
        .arg(path)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    true
}

/// The listing of `body` and, when LLVM 22 is there, its llvm-mc-22 object.
pub(crate) fn inputs(name: &str, arch: &str, body: &[&str]) -> Vec<PathBuf> {
    let dir = scratch_dir();
    let s = dir.join(format!("{name}-{arch}.s"));
    std::fs::write(&s, listing(arch, body)).unwrap();
    let co = dir.join(format!("{name}-{arch}.co"));
    let mut v = vec![s.clone()];
    if assemble(arch, &s, &co) {
        v.push(co);
    }
    v
}

/// The `cause=` of every LDS race `check` reports on `path`, sorted.
fn lds_causes(path: &Path) -> Vec<String> {
    lds_causes_with(path, &[])
}

/// [`lds_causes`] with more `check` arguments (`--assume ...`).
fn lds_causes_with(path: &Path, extra: &[&str]) -> Vec<String> {
    let mut args = vec!["check", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let o = wavebed(&args);
    let out = stdout(&o);
    let mut v: Vec<String> = out
        .lines()
        .filter(|l| l.starts_with("RACE ") && l.contains(" type=LDS "))
        .filter_map(|l| l.split_whitespace().find(|w| w.starts_with("cause=")))
        .map(|w| w["cause=".len()..].to_string())
        .collect();
    v.sort();
    // Exit 1 with any race (a register race too, in real code), 0 without.
    let code = o.status.code();
    assert!(
        code == Some(1) || (code == Some(0) && v.is_empty()),
        "{code:?}: {out}\n{}",
        String::from_utf8_lossy(&o.stderr)
    );
    v
}

#[test]
fn every_hazard_kind_in_a_listing_and_its_object() {
    let cases: [(&str, &str, &[&str], &[&str]); 9] = [
        (
            "raw",
            "gfx950",
            &[
                "s_mov_b32 m0, 0",
                "global_load_lds_dword v0, s[2:3]",
                "ds_read_b32 v2, v1",
            ],
            // Every wave's DMA writes the same constant bytes: a proven
            // cross-wave overlap (docs/lds.md section 15).
            &["same-instruction", "same-wave-raw"],
        ),
        (
            "raw_waited",
            "gfx950",
            &[
                "s_mov_b32 m0, 0",
                "global_load_lds_dword v0, s[2:3]",
                "s_waitcnt vmcnt(0)",
                "ds_read_b32 v2, v1",
            ],
            &["same-instruction"],
        ),
        (
            "war",
            "gfx942",
            &[
                "ds_read_b32 v2, v1",
                "s_mov_b32 m0, 0",
                "buffer_load_dword v0, s[4:7], 0 offen lds",
            ],
            &["same-instruction", "same-wave-war"],
        ),
        (
            "waw",
            "gfx950",
            &[
                "s_mov_b32 m0, 0",
                "ds_write_b32 v1, v2",
                "global_load_lds_dword v1, s[2:3]",
            ],
            &["same-instruction", "same-wave-waw"],
        ),
        (
            "unpublished",
            "gfx942",
            &["ds_write_b32 v1, v2", "s_barrier", "ds_read_b32 v3, v4"],
            &["unpublished-at-barrier"],
        ),
        (
            "published",
            "gfx942",
            &[
                "ds_write_b32 v1, v2",
                "s_waitcnt lgkmcnt(0)",
                "s_barrier",
                "ds_read_b32 v3, v4",
            ],
            &[],
        ),
        (
            "async",
            "gfx1250",
            &[
                "global_load_async_to_lds_b32 v1, v[2:3], off",
                "s_wait_loadcnt 0x0",
                "s_barrier_signal -1",
                "s_barrier_wait -1",
                "ds_load_b32 v3, v4",
            ],
            &["unpublished-at-barrier", "same-wave-raw"],
        ),
        (
            "read_pending",
            "gfx942",
            &["ds_read_b32 v3, v4", "s_barrier", "ds_write_b32 v1, v2"],
            &["read-pending-at-barrier"],
        ),
        (
            "split_window",
            "gfx1250",
            &[
                "global_load_async_to_lds_b32 v1, v[2:3], off",
                "s_barrier_signal -1",
                "s_barrier_wait -1",
                "s_wait_asynccnt 0x0",
                "s_barrier_signal -1",
                "ds_load_b32 v3, v4",
                "s_barrier_wait -1",
            ],
            &["split-barrier-window"],
        ),
    ];
    // Pairs no barrier separates, under `--assume lds-cross-wave=all`, and
    // under the default: only the proven overlap (a constant address every
    // wave writes, docs/lds.md section 15).
    type AllCase<'a> = (
        &'a str,
        &'a str,
        &'a [&'a str],
        &'a [&'a str],
        &'a [&'a str],
    );
    let all: [AllCase; 2] = [
        (
            "no_barrier",
            "gfx942",
            &["ds_write_b32 v1, v2", "ds_read_b32 v3, v4"],
            &["no-barrier", "same-instruction"],
            &[],
        ),
        (
            "same_instruction",
            "gfx1250",
            &["v_mov_b32 v1, 0", "ds_store_b32 v1, v2"],
            &["same-instruction"],
            &["same-instruction"],
        ),
    ];
    for (name, arch, body, want, default) in all {
        let want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
        let default: Vec<String> = default.iter().map(|s| s.to_string()).collect();
        for input in inputs(name, arch, body) {
            assert_eq!(
                lds_causes_with(&input, &["--assume", "lds-cross-wave=all"]),
                want,
                "{name} on {arch}: {}",
                input.display()
            );
            assert_eq!(lds_causes(&input), default, "{name}: {}", input.display());
        }
    }
    for (name, arch, body, want) in cases {
        let mut want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
        want.sort();
        for input in inputs(name, arch, body) {
            assert_eq!(
                lds_causes(&input),
                want,
                "{name} on {arch}: {}",
                input.display()
            );
        }
    }
}

#[test]
fn text_json_and_sarif_name_type_cause_and_address() {
    // The early exit (a branch on a scalar that may differ per wave) keeps
    // the DMA from being proven to run in two waves (docs/lds.md section
    // 15): the listing stays about the same-wave reports.
    let body = [
        "s_cmp_eq_u32 s4, 0",
        "s_cbranch_scc1 .Ldone",
        "s_mov_b32 m0, 0",
        "global_load_lds_dword v0, s[2:3]",
        "v_mov_b32_e32 v1, 0x40",
        "ds_read_b32 v2, v1 offset:8",
        "ds_read_b32 v3, v4",
        ".Ldone:",
    ];
    let path = &inputs("report", "gfx950", &body)[0];
    let p = path.to_str().unwrap();
    let out = stdout(&wavebed(&["check", p]));
    assert!(
        out.contains("type=LDS access=read reg=72 wave=0 lane=0 wg=0,0,0 conflict=unknown cause=same-wave-raw address=0x48..0x4c"),
        "{out}"
    );
    assert!(out.contains("Race on LDS bytes 0x48..0x4c"), "{out}");
    assert!(out.contains("cause=same-wave-raw address=unknown"), "{out}");
    assert!(out.contains("Race on LDS address unknown"), "{out}");
    assert!(
        out.contains("races=0 completed=1 paths=all unreached=0 lds_races=2"),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with("races=0 errors=0 lds_races=2"),
        "{out}"
    );
    let json = stdout(&wavebed(&["check", "--format", "json", p]));
    let recs: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let lds: Vec<&serde_json::Value> = recs.iter().filter(|r| r["type"] == "LDS").collect();
    assert_eq!(lds.len(), 2, "{json}");
    assert_eq!(lds[0]["cause"], "same-wave-raw");
    assert_eq!(lds[0]["address"], "0x48..0x4c");
    assert_eq!(lds[0]["lds_lo"], 0x48);
    assert_eq!(lds[0]["access"], "read");
    assert_eq!(lds[1]["address"], "unknown");
    assert!(lds[1].get("lds_lo").is_none());
    let total = recs.last().unwrap();
    assert_eq!(total["lds_races"], 2, "{total}");
    let sarif = stdout(&wavebed(&["check", "--format", "sarif", p]));
    let log: serde_json::Value = serde_json::from_str(&sarif).unwrap();
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 2);
    assert_eq!(results[0]["ruleId"], "read-after-write");
    assert_eq!(results[0]["properties"]["type"], "LDS");
    assert_eq!(results[0]["properties"]["cause"], "same-wave-raw");
    assert_eq!(results[0]["properties"]["address"], "0x48..0x4c");
}

/// One producer's races of one cause, access and address kind are one
/// report with a count and a line per other consumer (docs/lds.md section
/// 14), in text, JSON and SARIF; the summary still counts every race, and
/// a known address or another cause is a group of its own.
#[test]
fn lds_races_of_one_producer_are_grouped_with_a_count() {
    // An early exit as in `text_json_and_sarif_name_type_cause_and_address`.
    let body = [
        "s_cmp_eq_u32 s4, 0",
        "s_cbranch_scc1 .Ldone",
        "s_mov_b32 m0, 0",
        "global_load_lds_dword v0, s[2:3]",
        "v_mov_b32_e32 v1, 0x40",
        "ds_read_b32 v2, v1 offset:8",
        "ds_read_b32 v3, v4",
        "ds_read_b32 v5, v6",
        "ds_read_b32 v7, v8 offset:16",
        "ds_write_b32 v9, v10",
        ".Ldone:",
    ];
    for path in inputs("grouped", "gfx950", &body) {
        let p = path.to_str().unwrap();
        let out = stdout(&wavebed(&["check", p]));
        let heads: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("RACE ") && l.contains(" type=LDS "))
            .collect();
        assert_eq!(heads.len(), 3, "{out}");
        assert!(
            heads[0].contains("cause=same-wave-raw address=0x48..0x4c"),
            "{out}"
        );
        assert!(
            heads[1].contains("cause=same-wave-raw address=unknown"),
            "{out}"
        );
        assert!(
            heads[2].contains("access=write") && heads[2].contains("same-wave-waw"),
            "{out}"
        );
        assert_eq!(out.matches("  count: ").count(), 1, "{out}");
        assert!(
            out.contains("  count: 3 LDS races from this producer with this cause, access and address kind; the other consumers:"),
            "{out}"
        );
        let others: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("    ") && l.contains(" access=read address=unknown "))
            .collect();
        assert_eq!(others.len(), 2, "{out}");
        assert!(others[0].ends_with(" ds_read_b32 v5, v6"), "{out}");
        assert!(
            others[1].ends_with(" ds_read_b32 v7, v8 offset:16"),
            "{out}"
        );
        assert!(out.contains("lds_races=5"), "{out}");

        let json = stdout(&wavebed(&["check", "--format", "json", p]));
        let recs: Vec<serde_json::Value> = json
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let lds: Vec<&serde_json::Value> = recs.iter().filter(|r| r["type"] == "LDS").collect();
        assert_eq!(lds.len(), 3, "{json}");
        assert!(lds[0].get("count").is_none() && lds[0].get("consumers").is_none());
        assert_eq!(lds[1]["count"], 3, "{json}");
        let consumers = lds[1]["consumers"].as_array().unwrap();
        assert_eq!(consumers.len(), 2);
        assert_eq!(consumers[0]["consumer"]["text"], "ds_read_b32 v5, v6");
        assert_eq!(consumers[0]["access"], "read");
        assert_eq!(consumers[0]["address"], "unknown");
        assert_eq!(recs.last().unwrap()["lds_races"], 5, "{json}");

        let sarif = stdout(&wavebed(&["check", "--format", "sarif", p]));
        let log: serde_json::Value = serde_json::from_str(&sarif).unwrap();
        let results = log["runs"][0]["results"].as_array().unwrap();
        assert_eq!(results.len(), 3, "{sarif}");
        assert!(results[0]["properties"].get("count").is_none());
        assert_eq!(results[1]["properties"]["count"], 3);
        let related = results[1]["relatedLocations"].as_array().unwrap();
        // The producer, then the two other consumers.
        assert_eq!(related.len(), 3, "{sarif}");
        assert!(related[2]["message"]["text"]
            .as_str()
            .unwrap()
            .starts_with("consumer: `ds_read_b32 v7, v8 offset:16` (read, address unknown"));

        // The census's SARIF lists the same LDS results (no register race
        // here), each with its family.
        let census = stdout(&wavebed(&[
            "census", "--races", "exact", "--format", "sarif", p,
        ]));
        let log: serde_json::Value = serde_json::from_str(&census).unwrap();
        let lds: Vec<&serde_json::Value> = log["runs"][0]["results"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["properties"]["type"] == "LDS")
            .collect();
        assert_eq!(lds.len(), 3, "{census}");
        for (c, k) in lds.iter().zip(results) {
            assert_eq!(c["ruleId"], k["ruleId"]);
            assert_eq!(c["locations"], k["locations"]);
            assert_eq!(c["relatedLocations"], k["relatedLocations"]);
            assert_eq!(c["properties"]["cause"], k["properties"]["cause"]);
            assert_eq!(c["properties"]["count"], k["properties"]["count"]);
            assert!(c["properties"]["family"].is_string(), "{c}");
        }
    }
}

/// Every listing of the LDS kernels (corpus/lds) and of the compiled corpus
/// that has a barrier (LLVM-built: not the hand-written rocJITsu shapes).
fn barrier_listings() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut v = Vec::new();
    for dir in ["corpus/lds", "corpus/kernels"] {
        for arch in std::fs::read_dir(root.join(dir)).unwrap() {
            let arch = arch.unwrap().path();
            if !arch.is_dir() || arch.ends_with("rocjitsu") {
                continue;
            }
            for f in std::fs::read_dir(&arch).unwrap() {
                let f = f.unwrap().path();
                let text = std::fs::read_to_string(&f).unwrap_or_default();
                if f.extension().is_some_and(|e| e == "s")
                    && text.lines().any(|l| is_barrier(l.trim()))
                {
                    v.push(f);
                }
            }
        }
    }
    v.sort();
    v
}

fn is_barrier(line: &str) -> bool {
    line == "s_barrier" || line.starts_with("s_barrier_signal ")
}

fn is_wait(line: &str) -> bool {
    line.starts_with("s_waitcnt") || line.starts_with("s_wait_") && !line.starts_with("s_wait_alu")
}

#[test]
fn llvm_built_lds_kernels_are_clean_and_their_barrier_wait_mutants_race() {
    let files = barrier_listings();
    assert!(files.len() >= 90, "{files:?}");
    for f in &files {
        // lds_dma_wide prefetches the next tile into the other half of a
        // double buffer while reading this one: disjoint, but both addresses
        // are computed, so the read is an unproven (address=unknown) RAW
        // until a value analysis knows them (docs/lds.md section 3).
        // lds_dma_pipeline loads two halves of one tile with two DMAs whose
        // M0 is computed: the value analysis bounds both M0 windows apart
        // (docs/lds.md section 10), so they are clean under the default
        // lds-dma-order=window as under in-order (docs/lds.md section 4).
        let want: &[&str] = if f.ends_with("lds_dma_wide.s") {
            &["same-wave-raw"]
        } else {
            &[]
        };
        assert_eq!(lds_causes(f), want, "{}", f.display());
        if f.ends_with("lds_dma_pipeline.s") {
            let in_order = lds_causes_with(f, &["--assume", "lds-dma-order=in-order"]);
            assert!(in_order.is_empty(), "{in_order:?}");
        }
    }
    // Delete each wait that directly precedes a barrier (the wait the
    // workgroup fence put there). A mutant whose deleted wait completed an
    // LDS write - one of the `ds_write`/`ds_store`/atomic/DMA lines before it
    // since the previous wait - must report the write unpublished.
    let dir = scratch_dir();
    let (mut effective, mut racing) = (0, 0);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let next = lines[i + 1..]
                .iter()
                .map(|l| l.trim())
                .find(|l| !l.is_empty() && !l.starts_with(';'));
            if !is_wait(l.trim()) || !next.is_some_and(is_barrier) {
                continue;
            }
            let since = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim())
                .take_while(|l| !is_wait(l) && !is_barrier(l) && !l.ends_with(':'));
            let writes = since.into_iter().any(|l| {
                let m = l.split_whitespace().next().unwrap_or("");
                (m.starts_with("ds_write") || m.starts_with("ds_store"))
                    || m.starts_with("ds_add")
                    || m.contains("load_lds")
                    || m.contains("_load_async_to_lds")
                    || (m.starts_with("buffer_load") && l.ends_with(" lds"))
            });
            if !writes {
                continue;
            }
            effective += 1;
            let mutant: String = lines
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, l)| format!("{l}\n"))
                .collect();
            let m = dir.join(format!("mutant-{effective}.s"));
            std::fs::write(&m, mutant).unwrap();
            let causes = lds_causes(&m);
            assert!(
                causes.iter().any(|c| c == "unpublished-at-barrier"),
                "{}: deleting line {} (`{}`) reports {causes:?}",
                f.display(),
                i + 1,
                l.trim()
            );
            racing += 1;
        }
    }
    assert!(
        effective >= 40,
        "only {effective} effective barrier-wait mutants"
    );
    assert_eq!(racing, effective);
}

/// docs/lds.md section 12: under `--assume lds-cross-wave=all`, a
/// one-dimensional workgroup (`.reqd_workgroup_size` 64x1x1, two waves of 32
/// on gfx1100) whose LDS addresses are `4 * x` is proven free of cross-wave
/// races, listing and code object alike; `2 * x` with 4-byte elements has
/// the last lane of one wave and the first of the next share bytes, and
/// races; and a one-wave workgroup (wave64) has no cross-wave pair at all.
#[test]
fn lane_forms_prove_per_lane_tiles_of_two_waves_disjoint() {
    let all = ["--assume", "lds-cross-wave=all"];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/kernels");
    let src = root.join("gfx1100/direct_lds.s");
    assert!(lds_causes_with(&src, &all).is_empty());
    assert!(lds_causes_with(&root.join("gfx1100/direct_lds.co"), &all).is_empty());
    let text = std::fs::read_to_string(&src).unwrap();
    let shift = "v_lshlrev_b32_e32 v0, 2, v0";
    assert_eq!(text.matches(shift).count(), 1);
    let dir = scratch_dir();
    let narrow = dir.join("direct_lds_2x.s");
    std::fs::write(&narrow, text.replace(shift, "v_lshlrev_b32_e32 v0, 1, v0")).unwrap();
    let causes = lds_causes_with(&narrow, &all);
    assert!(causes.iter().any(|c| c == "same-instruction"), "{causes:?}");
    // Without the required size the shape is unknown: two waves may hold
    // the same x (a 2-D launch), so the 4 * x tile is not proven.
    let key = text.find(".reqd_workgroup_size").unwrap();
    let shapeless = dir.join("direct_lds_no_shape.s");
    let mut t = text.clone();
    t.replace_range(
        key..key + ".reqd_workgroup_size".len(),
        ".x_reqd_workgroup_size",
    );
    std::fs::write(&shapeless, t).unwrap();
    let causes = lds_causes_with(&shapeless, &all);
    assert!(causes.iter().any(|c| c == "same-instruction"), "{causes:?}");
    // gfx942: 64 work-items are one wave64, so no cross-wave pair exists.
    assert!(lds_causes_with(&root.join("gfx942/direct_lds.s"), &all).is_empty());
    std::fs::remove_dir_all(&dir).ok();
}

/// `body` as a listing (then `after`: more functions) with amdhsa metadata
/// giving kernel `k`'s workgroup bound (`.max_flat_workgroup_size`) and wave
/// width, and its llvm-mc-22 object.
fn inputs_with_bound(
    name: &str,
    arch: &str,
    body: &[&str],
    after: &str,
    flat: u32,
    wave: u32,
) -> Vec<PathBuf> {
    let dir = scratch_dir();
    let s = dir.join(format!("{name}-{arch}.s"));
    let meta = format!(
        "\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args: []\n    .group_segment_fixed_size: 0\n    \
.kernarg_segment_align: 8\n    .kernarg_segment_size: 0\n    .max_flat_workgroup_size: {flat}\n    \
.name: k\n    .private_segment_fixed_size: 0\n    .sgpr_count: 8\n    .symbol: k.kd\n    \
.vgpr_count: 8\n    .wavefront_size: {wave}\namdhsa.target: amdgcn-amd-amdhsa--{arch}\n\
amdhsa.version:\n  - 1\n  - 2\n...\n\t.end_amdgpu_metadata\n"
    );
    std::fs::write(&s, listing(arch, body) + after + &meta).unwrap();
    let co = dir.join(format!("{name}-{arch}.co"));
    let mut v = vec![s.clone()];
    if assemble(arch, &s, &co) {
        v.push(co);
    }
    v
}

/// The `address=` of every LDS race `check` reports on `path` by default.
fn lds_addresses(path: &Path) -> Vec<String> {
    lds_addresses_with(path, &[])
}

/// [`lds_addresses`] under the default readings plus `extra`.
fn lds_addresses_with(path: &Path, extra: &[&str]) -> Vec<String> {
    let mut args = vec!["check", path.to_str().unwrap()];
    args.extend_from_slice(extra);
    let out = stdout(&wavebed(&args));
    out.lines()
        .filter(|l| l.starts_with("RACE ") && l.contains(" type=LDS "))
        .filter_map(|l| l.split_whitespace().find(|w| w.starts_with("address=")))
        .map(|w| w["address=".len()..].to_string())
        .collect()
}

/// docs/lds.md section 15: under the default `lds-cross-wave=barriers`, a
/// pair no barrier orders is still a race when its overlap across two waves
/// is proven - a constant address every wave writes with every lane, once,
/// in a fixed barrier phase - and named by its bytes. Its twins stay clean:
/// a lane-0-only guard (only wave 0 is known to have a lane there), a
/// one-wave workgroup, a write only some waves may reach.
#[test]
fn proven_cross_wave_overlaps_race_under_the_default() {
    let write = ["v_mov_b32 v1, 16", "v_mov_b32 v2, 7", "ds_write_b32 v1, v2"];
    type Proven<'a> = (&'a str, &'a str, Vec<&'a str>, &'a [&'a str]);
    let cases: [Proven; 6] = [
        (
            "uniform_write",
            "gfx942",
            write.to_vec(),
            &["same-instruction"],
        ),
        (
            "uniform_write_read",
            "gfx942",
            [&write[..], &["ds_read_b32 v3, v1"]].concat(),
            &["no-barrier", "same-instruction"],
        ),
        (
            "uniform_split_window",
            "gfx1250",
            vec![
                "v_mov_b32 v1, 16",
                "ds_store_b32 v1, v2",
                "s_wait_dscnt 0x0",
                "s_barrier_signal -1",
                "ds_load_b32 v3, v1",
                "s_barrier_wait -1",
            ],
            &["same-instruction", "split-barrier-window"],
        ),
        (
            "lane0_only",
            "gfx942",
            [
                &["v_cmp_eq_u32 vcc, 0, v0", "s_and_saveexec_b64 s[0:1], vcc"][..],
                &write[..],
            ]
            .concat(),
            &[],
        ),
        (
            "some_waves_only",
            "gfx942",
            [
                &["s_cmp_eq_u32 s0, 0", "s_cbranch_scc1 .Lskip"][..],
                &write[..],
                &[".Lskip:"],
            ]
            .concat(),
            &[],
        ),
        (
            "uniform_write_after_barrier",
            "gfx942",
            [&["s_barrier"][..], &write[..], &["s_barrier"]].concat(),
            &["same-instruction"],
        ),
    ];
    for (name, arch, body, want) in &cases {
        let want: Vec<String> = want.iter().map(|s| s.to_string()).collect();
        for input in inputs(name, arch, body) {
            assert_eq!(lds_causes(&input), want, "{name}: {}", input.display());
            if !want.is_empty() {
                assert!(
                    lds_addresses(&input).iter().all(|a| a == "0x10..0x14"),
                    "{name}: {:?}",
                    lds_addresses(&input)
                );
            }
        }
    }
    // The workgroup bound: 64 work-items of wave64 are one wave (no pair),
    // 128 are two (the write races).
    for (flat, want) in [(64, &[][..]), (128, &["same-instruction"][..])] {
        for input in inputs_with_bound("bound", "gfx942", &write, "", flat, 64) {
            assert_eq!(lds_causes(&input), want, "{flat}: {}", input.display());
        }
    }
    // A device function proves nothing: its caller's EXEC may be a few
    // lanes, and some waves may never call it.
    let function = "\t.globl\tf\n\t.p2align\t2\n\t.type\tf,@function\nf:\n\tv_mov_b32 v1, 16\n\t\
ds_write_b32 v1, v2\n\ts_setpc_b64 s[30:31]\n.Lfunc_end1:\n\t.size\tf, .Lfunc_end1-f\n";
    for input in inputs_with_bound("function", "gfx942", &write, function, 256, 64) {
        let out = stdout(&wavebed(&["check", input.to_str().unwrap()]));
        let lds: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("RACE ") && l.contains(" type=LDS "))
            .collect();
        assert_eq!(lds.len(), 1, "{out}");
        assert!(
            lds[0].starts_with("RACE kernel=k ") && lds[0].contains("cause=same-instruction"),
            "{out}"
        );
        assert!(out.contains("\nfunction=f "), "{out}");
    }
    // Lane forms under a known one-dimensional shape: gfx1100 direct_lds's
    // `4 * x` tiles of two wave32 waves are disjoint (clean), its `2 * x`
    // mutant proves x = 31 (wave 0) and x = 32 (wave 1) share bytes 64..66.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/kernels");
    let src = root.join("gfx1100/direct_lds.s");
    assert!(lds_causes(&src).is_empty());
    let text = std::fs::read_to_string(&src).unwrap();
    let dir = scratch_dir();
    let narrow = dir.join("direct_lds_2x.s");
    let shift = "v_lshlrev_b32_e32 v0, 2, v0";
    std::fs::write(&narrow, text.replace(shift, "v_lshlrev_b32_e32 v0, 1, v0")).unwrap();
    assert_eq!(lds_causes(&narrow), ["same-instruction"]);
    assert_eq!(lds_addresses(&narrow), ["0x40..0x42"]);
    std::fs::remove_dir_all(&dir).ok();
}

/// A header field of a corpus/lds/rocjitsu listing (`; rocjitsu: race ...`):
/// its first word.
fn header(text: &str, key: &str) -> Option<String> {
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("; {key}: ")))
        .and_then(|v| v.split_whitespace().next())
        .map(str::to_string)
}

/// Whether `check` (default readings, plus `extra`) reports an LDS race.
fn lds_verdict(path: &Path, extra: &[&str]) -> &'static str {
    if lds_causes_with(path, extra).is_empty() {
        "clean"
    } else {
        "race"
    }
}

/// rocJITsu's LDS race tests as listings (corpus/lds/rocjitsu, docs/lds.md
/// section 15): the default verdict of each listing and its llvm-mc-22
/// object is the one its header records, which is rocJITsu's unless the
/// header explains the disagreement; `--assume lds-cross-wave=all` reports
/// every race rocJITsu reports (the sound reading misses none of them).
#[test]
fn rocjitsu_lds_test_shapes_match_or_are_explained() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/lds/rocjitsu");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "s"))
        .collect();
    files.sort();
    assert!(files.len() >= 9, "{files:?}");
    let out = scratch_dir();
    let (mut agree, mut explained) = (0, 0);
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let rocjitsu = header(&text, "rocjitsu").expect("a `; rocjitsu:` line");
        let default = header(&text, "default").expect("a `; default:` line");
        let arch = text
            .split("amdgcn-amd-amdhsa--")
            .nth(1)
            .and_then(|t| t.split('"').next())
            .unwrap();
        let mut inputs = vec![f.clone()];
        let co = out.join(f.file_stem().unwrap()).with_extension("co");
        if assemble(arch, f, &co) {
            inputs.push(co);
        }
        for input in &inputs {
            assert_eq!(lds_verdict(input, &[]), default, "{}", input.display());
            if rocjitsu == "race" {
                let all = ["--assume", "lds-cross-wave=all"];
                assert_eq!(lds_verdict(input, &all), "race", "{}", input.display());
            }
        }
        if rocjitsu == default {
            agree += 1;
        } else {
            assert!(
                text.contains("; disagreement: "),
                "{}: rocJITsu says {rocjitsu}, the default {default}, and the header does not say why",
                f.display()
            );
            explained += 1;
        }
    }
    // The four former disagreements are proven (docs/lds.md section 17).
    assert_eq!((agree, explained), (9, 0));
    std::fs::remove_dir_all(&out).ok();
}

/// docs/lds.md section 16: `--assume workgroup=1d` takes a kernel without
/// `.reqd_workgroup_size` to be launched `(N, 1, 1)`, N at most its flat
/// bound. Both directions, listing and object: a neighbour read no barrier
/// orders is proven only under it (by default a two-dimensional launch is
/// allowed, in which the witness pair need not exist), and rocJITsu's
/// barrier-ordered `lds_cross_wave` is clean under `lds-cross-wave=all` only
/// under it (its `lds[tid]` lanes are then a lane form, disjoint across
/// waves). A stated two-dimensional required size is not overridden.
#[test]
fn workgroup_1d_reading_states_the_launch_shape() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/lds");
    let one_d = ["--assume", "workgroup=1d"];
    let all = ["--assume", "lds-cross-wave=all"];
    let all_1d = [all, one_d].concat();
    let out = scratch_dir();
    let with_object = |f: PathBuf| {
        let co = out.join(f.file_stem().unwrap()).with_extension("co");
        let mut v = vec![f.clone()];
        if assemble("gfx950", &f, &co) {
            v.push(co);
        }
        v
    };
    let neighbour = root.join("workgroup_1d/neighbour_read.s");
    let text = std::fs::read_to_string(&neighbour).unwrap();
    let two_d = out.join("neighbour_read_64x2.s");
    let stated = "    .max_flat_workgroup_size: 128\n";
    assert!(text.contains(stated));
    std::fs::write(
        &two_d,
        text.replace(
            stated,
            &format!("{stated}    .reqd_workgroup_size:\n      - 64\n      - 2\n      - 1\n"),
        ),
    )
    .unwrap();
    // Proven under both: by default the launch (128, 1, 1) the flat bound
    // allows is the witness (docs/lds.md section 17).
    for input in with_object(neighbour) {
        for readings in [&[][..], &one_d] {
            assert_eq!(
                lds_causes_with(&input, readings),
                ["no-barrier"],
                "{}",
                input.display()
            );
            assert_eq!(lds_addresses_with(&input, readings), ["0x100..0x104"]);
        }
    }
    for input in with_object(two_d) {
        assert!(
            lds_causes_with(&input, &one_d).is_empty(),
            "{}",
            input.display()
        );
    }
    for input in with_object(root.join("rocjitsu/lds_cross_wave.s")) {
        assert_eq!(lds_verdict(&input, &all), "race", "{}", input.display());
        assert_eq!(lds_verdict(&input, &all_1d), "clean", "{}", input.display());
        assert_eq!(lds_verdict(&input, &one_d), "clean", "{}", input.display());
    }
    std::fs::remove_dir_all(&out).ok();
}
