//! LDS footprints from the value analysis through `wavebed check` and
//! `wavebed census` (docs/lds.md section 10, docs/census.md "The LDS
//! column"): one listing per verdict - disjoint (clean), proven (`address=`
//! the shared bytes), unknown - and its llvm-mc-22 object.

use std::process::{Command, Output};

use crate::lds_cli::inputs;

fn wavebed(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(args)
        .output()
        .expect("wavebed runs")
}

/// `(cause, address)` of every LDS race `check` reports on `path`.
fn lds_races(path: &str) -> Vec<(String, String)> {
    let o = wavebed(&["check", path]);
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    let field = |l: &str, k: &str| {
        l.split_whitespace()
            .find_map(|w| w.strip_prefix(k))
            .unwrap_or_default()
            .to_string()
    };
    let v: Vec<(String, String)> = out
        .lines()
        .filter(|l| l.starts_with("RACE ") && l.contains(" type=LDS "))
        .map(|l| (field(l, "cause="), field(l, "address=")))
        .collect();
    assert_eq!(
        o.status.code(),
        Some(u8::from(!v.is_empty()).into()),
        "{out}"
    );
    v
}

/// A DMA tile at 0x1000 (64 lanes x 16 bytes), then a DS read of `addr`.
fn tile_then_read(addr: &[&'static str]) -> Vec<&'static str> {
    let mut v = vec!["s_mov_b32 m0, 0x1000", "global_load_lds_dwordx4 v0, s[2:3]"];
    v.extend_from_slice(addr);
    v.push("ds_read_b128 v[8:11], v5");
    v
}

/// A listing's name, its body and the `(cause, address)` of its LDS races.
type Case<'a> = (&'a str, &'a [&'a str], &'a [(&'a str, &'a str)]);

#[test]
fn each_address_verdict_in_a_listing_and_its_object() {
    let lane = ["v_and_b32 v4, 0x3f, v0", "v_lshlrev_b32 v4, 4, v4"];
    // The other tile (0..0x400, computed): disjoint, no race.
    let clean = tile_then_read(&[lane[0], lane[1], "v_mov_b32 v5, v4"]);
    // A computed constant inside the tile: proven, with the bytes.
    let proven = tile_then_read(&["v_mov_b32 v5, 0x40", "v_add_u32 v5, 0x1000, v5"]);
    // The tile's own range, lane by lane: a bound that meets it, unproven.
    let unknown = tile_then_read(&[lane[0], lane[1], "v_add_u32 v5, 0x1000, v4"]);
    // A DS write of a computed constant, a barrier with no wait before it,
    // a read of the same bytes by the other waves: proven across waves.
    let barrier = [
        "v_mov_b32 v1, 0x10",
        "v_lshlrev_b32 v1, 2, v1",
        "ds_write_b32 v1, v2",
        "s_barrier",
        "ds_read_b32 v3, v1",
    ];
    // Every wave runs the DMA (and the barrier case's write) once, with
    // every lane, into the same constant bytes: a proven cross-wave
    // overlap, reported under the default reading (docs/lds.md section
    // 15) with lane 0's element as the bytes.
    let tile = ("same-instruction", "0x1000..0x1010");
    let cases: [Case; 4] = [
        ("disjoint", &clean, &[tile]),
        (
            "proven",
            &proven,
            &[tile, ("same-wave-raw", "0x1040..0x1050")],
        ),
        ("unknown", &unknown, &[tile, ("same-wave-raw", "unknown")]),
        (
            "barrier",
            &barrier,
            &[
                ("same-instruction", "0x40..0x44"),
                ("unpublished-at-barrier", "0x40..0x44"),
            ],
        ),
    ];
    for (name, body, want) in cases {
        let files = inputs(name, "gfx950", body);
        for f in &files {
            let got = lds_races(f.to_str().unwrap());
            let want: Vec<(String, String)> = want
                .iter()
                .map(|(c, a)| (c.to_string(), a.to_string()))
                .collect();
            assert_eq!(got, want, "{name}: {}", f.display());
        }
    }
}

#[test]
fn the_census_counts_lds_races_per_cause_and_address() {
    let body = [
        "s_mov_b32 m0, 0x1000",
        "global_load_lds_dwordx4 v0, s[2:3]",
        "v_mov_b32 v5, 0x1040",
        "ds_read_b128 v[8:11], v5",
        "v_and_b32 v4, 0x3f, v0",
        "v_lshlrev_b32 v4, 4, v4",
        "v_add_u32 v6, 0x1000, v4",
        "ds_read_b128 v[12:15], v6",
    ];
    for f in inputs("census", "gfx950", &body) {
        let path = f.to_str().unwrap();
        let o = wavebed(&["census", path]);
        let out = String::from_utf8_lossy(&o.stdout).into_owned();
        // The DMA of every wave into one constant tile: a proven
        // `same-instruction` race (docs/lds.md section 15).
        let fields = " lds_races=3 lds:same-wave-raw=1/1 lds:same-wave-war=0/0 \
lds:same-wave-waw=0/0 lds:unpublished-at-barrier=0/0 lds:read-pending-at-barrier=0/0 \
lds:no-barrier=0/0 lds:same-instruction=1/0 lds:split-barrier-window=0/0";
        let kernel = out.lines().find(|l| l.starts_with("kernel=k ")).unwrap();
        assert!(kernel.ends_with(fields), "{kernel}");
        let total = out.lines().last().unwrap();
        assert!(total.contains(&format!("{fields} seconds=")), "{total}");
        let o = wavebed(&["census", "--format", "json", path]);
        let json = String::from_utf8_lossy(&o.stdout).into_owned();
        let lds = "\"same-instruction\":{\"known\":1,\"unknown\":0},\
\"same-wave-raw\":{\"known\":1,\"unknown\":1}";
        for record in ["\"record\":\"kernel\"", "\"record\":\"total\""] {
            let line = json.lines().find(|l| l.contains(record)).unwrap();
            assert!(line.contains("\"lds\":{\"causes\":{"), "{line}");
            assert!(line.contains(lds), "{line}");
        }
    }
}
