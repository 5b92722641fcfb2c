//! Hostile input never panics: garbage lines, arbitrary bytes, token soup, malformed code objects and bundles.

use super::*;

#[test]
fn garbage_never_panics() {
    let inputs = [
        "",
        "\n\n",
        ":",
        "::::",
        "v",
        "v_",
        "v_mov_b32 v[",
        "v_mov_b32 v[1:",
        "s_load_dword s[0:1",
        "]",
        ")",
        "0000000000001900 <",
        "0000000000001900 <x>:",
        "\ts_branch 65535 // zz",
        "s_cbranch_scc0",
        "/*",
        "*/",
        "\"",
        ".type",
        ".section",
        "label:",
        "x: y: z:",
        "v_mov_b32 -|",
        "v_mov_b32 neg(",
        "v_mov_b32 v0, v1 // 00000000zzzz: BF",
        "s_branch 7 // 000000000000: BF820007",
        "\u{feff}s_nop 0",
        "ü",
        "v_mov_b32 vü",
        "buffer_load_dword v1, s[0:3], 0 offen lds glc sc0 gds",
    ];
    for s in inputs {
        let _ = parse_text(s, "g", Some(Arch::Gfx950));
        let _ = decode(s, &p950());
    }
}

#[test]
fn arbitrary_text_never_panics() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let text = String::from_utf8_lossy(bytes);
        let _ = parse_text(&text, "f", Some(Arch::Gfx950));
        let _ = decode(&text, &p950());
    });
}

/// Token soup from the front end's own vocabulary reaches deeper than bytes.
#[test]
fn token_soup_never_panics() {
    const TOKENS: &[&str] = &[
        "s_branch",
        "s_cbranch_scc0",
        "v_mov_b32",
        "buffer_load_dword",
        "global_atomic_add",
        "ds_read_b32",
        "s_waitcnt",
        "v_dual_mov_b32",
        "::",
        "s_set_gpr_idx_on",
        "v[",
        "]",
        ":",
        "s[0:3]",
        "v1",
        "a[0:3]",
        "vcc",
        "exec",
        "m0",
        ",",
        " ",
        "\t",
        "\n",
        "lds",
        "sc0",
        "glc",
        "gds",
        "offen",
        "0x10",
        "65535",
        "-1",
        "label:",
        "label",
        ".type k,@function",
        "k:",
        "// 000000001000: BF820001",
        "0000000000001000 <k>:",
        "/*",
        "*/",
        ";",
        "\"",
        ".section .rodata",
        ".text",
        ".amdhsa_kernel k",
        ".end_amdhsa_kernel",
        "vmcnt(0)",
        "lgkmcnt(3)",
        "v1.l",
        "-|v2|",
        "op_sel:[0,1]",
        "dst_unused:UNUSED_PRESERVE",
        "_sdwa",
        "_dpp",
        "v_cmpx_eq_u32",
        "ü",
    ];
    bolero::check!()
        .with_type::<Vec<u8>>()
        .for_each(|picks: &Vec<u8>| {
            let text: String = picks
                .iter()
                .map(|&i| TOKENS[i as usize % TOKENS.len()])
                .collect();
            for arch in [Arch::Gfx942, Arch::Gfx1151, Arch::Gfx1250] {
                let _ = parse_text(&text, "f", Some(arch));
                let _ = decode(&text, &arch.profile());
            }
        });
}

#[test]
fn hostile_code_objects_and_bundles_never_panic() {
    use wavebed_model::isa::{bundle, elf};
    bolero::check!().for_each(|bytes: &[u8]| {
        // Past the magic, class and machine checks, so the section and symbol
        // table walk sees the arbitrary bytes.
        let mut e = b"\x7fELF\x02\x01".to_vec();
        e.extend_from_slice(bytes);
        if e.len() > 0x13 {
            e[0x12] = 224;
            e[0x13] = 0;
        }
        let _ = elf::read(&e);
        let mut b = bundle::BUNDLE_MAGIC.to_vec();
        b.extend_from_slice(bytes);
        let _ = bundle::amdgpu_entries(&b);
    });
}
