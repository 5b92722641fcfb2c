//! Spellings and classification: gfx9 and gfx11 mnemonics, case, control flow, GPR indexing, waits, unknown mnemonics.

use super::*;

#[test]
fn gfx9_and_gfx11_spellings() {
    for (a, line, kind) in [
        (Arch::Gfx950, "ds_read_b32 v0, v1", MemKind::LdsRead),
        (Arch::Gfx1151, "ds_load_b32 v0, v1", MemKind::LdsRead),
        (Arch::Gfx950, "ds_write_b32 v1, v0", MemKind::LdsWrite),
        (Arch::Gfx1151, "ds_store_b32 v1, v0", MemKind::LdsWrite),
        (
            Arch::Gfx950,
            "global_load_dword v0, v[2:3], off",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "global_load_b32 v0, v[2:3], off",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx950,
            "buffer_load_dword v0, v1, s[0:3], 0 offen",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "buffer_load_b32 v0, v1, s[0:3], 0 offen",
            MemKind::VmemLoad,
        ),
        (
            Arch::Gfx1151,
            "s_load_b64 s[0:1], s[2:3], 0x0",
            MemKind::SmemWide,
        ),
        (Arch::Gfx1151, "s_load_b32 s0, s[2:3], 0x0", MemKind::Smem),
        (
            Arch::Gfx950,
            "s_buffer_load_dwordx4 s[0:3], s[4:7], 0x0",
            MemKind::SmemWide,
        ),
        (
            Arch::Gfx950,
            "flat_load_dword v0, v[2:3]",
            MemKind::FlatLoad,
        ),
        (
            Arch::Gfx1151,
            "flat_store_b32 v[2:3], v0",
            MemKind::FlatStore,
        ),
        (
            Arch::Gfx950,
            "ds_read_b64_tr_b16 v[88:89], v10 offset:16384",
            MemKind::LdsRead,
        ),
        (Arch::Gfx950, "ds_bpermute_b32 v1, v2, v3", MemKind::LdsRead),
        (
            Arch::Gfx950,
            "s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)",
            MemKind::Message,
        ),
        (Arch::Gfx950, "s_memtime s[0:1]", MemKind::Smem),
        (
            Arch::Gfx950,
            "scratch_load_dword v42, off, s33",
            MemKind::VmemLoad,
        ),
    ] {
        let i = d_on(a, line);
        assert_eq!(i.mem, Some(kind), "{line}");
        assert_eq!(i.unit, Unit::Mem, "{line}");
    }
}

#[test]
fn mnemonics_are_case_insensitive_registers_are_not() {
    // As llvm-mc: `S_NOP 0` assembles, `v_mov_b32 V0, v1` does not.
    let i = d("S_LOAD_DWORD s0, s[0:1], 0x0");
    assert_eq!((i.mnemonic(), i.mem), ("s_load_dword", Some(MemKind::Smem)));
    assert_eq!(i.text.as_ref(), "s_load_dword s0, s[0:1], 0x0");
    assert!(decode("v_mov_b32 V0, v1", &p950())
        .unwrap_err()
        .message
        .contains("lower case"));
    let p = parse_text("s_branch S1\nS1:\ns_endpgm\n", "c", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels[0].instrs[0].target, Some(1));
}

#[test]
fn flow_kinds() {
    assert_eq!(d("s_swappc_b64 s[30:31], s[52:53]").flow, Flow::Call);
    assert_eq!(d("s_setpc_b64 s[30:31]").flow, Flow::SetPc);
    assert_eq!(d("s_endpgm").flow, Flow::EndPgm);
    assert_eq!(d("s_nop 4").flow, Flow::Next);
}

#[test]
fn gpr_indexing_region_is_marked() {
    let src = "s_set_gpr_idx_on s51, gpr_idx(SRC0)\nv_mov_b32_e32 v1, v2\ns_set_gpr_idx_off\nv_mov_b32_e32 v3, v4\n";
    let p = parse_text(src, "i", Some(Arch::Gfx942)).unwrap();
    let ix: Vec<bool> = p.kernels[0].instrs.iter().map(|i| i.indexed).collect();
    assert_eq!(ix, [false, true, false, false]);
}

#[test]
fn waits_of_every_generation_are_waits() {
    let i = d_on(Arch::Gfx1151, "s_waitcnt_vscnt null, 0x0");
    assert_eq!(i.unit, Unit::Wait);
    assert_eq!(i.wait.unwrap().field(Counter::Vs), Some(0));
    let i = d_on(Arch::Gfx1250, "s_wait_loadcnt_dscnt 0x0");
    assert_eq!(i.unit, Unit::Wait);
    let i = d_on(Arch::Gfx1250, "s_wait_alu 0xfffd");
    assert_eq!(
        i.unit,
        Unit::Control,
        "s_wait_alu is a dependency wait, not a counter wait"
    );
    assert!(decode("s_waitcnt vmcnt(64)", &p950()).is_err());
}

#[test]
fn unknown_mnemonics() {
    // No generic fallback (issue 31): an unknown form is an error at its
    // line and column, never read as "first operand written".
    for line in [
        "v_frobnicate_b32 v0, v1, v2",
        "s_frob_b32 s0, s1",
        "ds_frobnicate_b32 v0, v1",
        "global_frobnicate v0, v1",
        "frob v0",
    ] {
        assert!(decode(line, &p950()).is_err(), "{line}");
    }
    let e = parse_text(
        "s_nop 0\n  v_frobnicate_b32 v0, v1\n",
        "g",
        Some(Arch::Gfx950),
    )
    .unwrap_err()
    .to_string();
    assert_eq!(e, "2:3: unknown mnemonic `v_frobnicate_b32`");
    // LDSDIR loads count on expcnt, which no memory kind models: refused.
    let g11 = Arch::Gfx1151.profile();
    let e = decode("lds_param_load v1, attr0.x wait_vdst:0", &g11).unwrap_err();
    assert!(e.message.contains("expcnt"), "{}", e.message);
    // GDS accesses hold their sources on expcnt (GDS_GPR_LOCK): refused; the
    // same DS instruction on LDS is read.
    for arch in [Arch::Gfx908, Arch::Gfx942, Arch::Gfx1030, Arch::Gfx1100] {
        let e = decode("ds_add_u32 v1, v2 gds", &arch.profile()).unwrap_err();
        assert!(e.message.contains("GDS_GPR_LOCK"), "{arch}: {}", e.message);
        assert!(
            decode("ds_add_u32 v1, v2", &arch.profile()).is_ok(),
            "{arch}"
        );
        // Always-GDS instructions (LLVM's isAlwaysGDS: GWS, ordered count)
        // are written with the modifier, as llvm-mc-22 prints them.
        for text in [
            "ds_gws_init v0 gds",
            "ds_ordered_count v0, v1 offset:772 gds",
        ] {
            let e = decode(text, &arch.profile()).unwrap_err();
            assert!(
                e.message.contains("GDS_GPR_LOCK"),
                "{arch} {text}: {}",
                e.message
            );
        }
    }
}
