//! Bad input: errors carry the line and column.

use super::*;

fn err(src: &str) -> String {
    parse_text(src, "e", Some(Arch::Gfx950))
        .unwrap_err()
        .to_string()
}

#[test]
fn errors_carry_line_and_column() {
    assert_eq!(
        err("s_nop 0\n  v_mov_b32 v600, v1\n"),
        "2:13: register v600 out of range"
    );
    assert_eq!(
        err("s_nop 0\ns_branch nowhere\n"),
        "2:10: undefined branch target `nowhere`"
    );
    assert_eq!(err("\tfrob v1\n"), "1:2: unknown mnemonic `frob`");
    assert!(err("v_mov_b32 v[1:0], v1\n").starts_with("1:11: "));
    assert!(err("s_nop 0 /* never closed\n").contains("unterminated"));
    assert!(err(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 1\n").starts_with("1:1: "));
    assert!(err("\t.section .rodata\n\ts_nop 0\n").starts_with("2:2: "));
    assert!(err("s_waitcnt vmcnt(99)\n").starts_with("1:11: "));
    assert!(err("v_add_f32 v0, v1,, v2\n").starts_with("1:"));
    let e = parse_text("s_nop 0\n", "e", None).unwrap_err();
    assert_eq!((e.line, e.col), (1, 1));
    assert!(e.message.contains("--arch"));
    let e = parse_text(".amdgcn_target \"amdgcn-amd-amdhsa--gfx803\"\n", "e", None).unwrap_err();
    assert!(e.message.contains("gfx803"), "{e}");
}
