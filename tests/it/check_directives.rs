//! `wavebed check` on listings with assembler directives (docs/directives.md): the
//! `.rept` example around gfx950's vmcnt capacity, and an unknown directive
//! as an exit-2 `FILE:LINE:COL` error.

use std::path::PathBuf;
use std::process::{Command, Output};

fn scratch(name: &str, contents: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wavebed-check-directives-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

fn check(path: &PathBuf) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wavebed"))
        .args(["check", "--arch", "gfx950"])
        .arg(path)
        .output()
        .expect("wavebed runs")
}

fn rept(n: u32) -> String {
    format!(
        "global_load_dword v4, v[0:1], off\n.rept {n}\nglobal_load_dword v5, v[0:1], off\n.endr\nv_mov_b32 v6, v4\n"
    )
}

#[test]
fn rept_63_is_clean_and_rept_62_races_on_gfx950() {
    let o = check(&scratch("rept63.s", &rept(63)));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(0), "{out}");
    assert!(out.contains("instructions=65 races=0"), "{out}");
    let o = check(&scratch("rept62.s", &rept(62)));
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("Race on VGPR v4") && out.contains("races=1"),
        "{out}"
    );
}

#[test]
fn unknown_directive_is_an_exit_2_error_naming_it() {
    let p = scratch("unknown.s", "s_nop 0\n\t.frobnicate 3\ns_endpgm\n");
    let o = check(&p);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "{}:2:2: unknown directive `.frobnicate`",
            p.display()
        )),
        "{err}"
    );
}
