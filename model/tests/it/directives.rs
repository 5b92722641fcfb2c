//! The assembler-directive layer through `isa::parse_text` (docs/directives.md): the
//! examples (`.rept` around gfx950's vmcnt capacity, `.set` registers, macros,
//! `.irp`, conditionals, quoted names), source lines of expanded
//! instructions, and the errors for what the layer does not implement or
//! bounds (every one `LINE:COL: message` naming the directive).

use crate::counter_support::races;
use wavebed_model::counter::ModelKind;
use wavebed_model::instr::Kernel;
use wavebed_model::isa::{parse_text, ParseError};
use wavebed_model::profile::Arch;

fn kernel(src: &str) -> Kernel {
    let p = parse_text(src, "k", Some(Arch::Gfx950)).unwrap_or_else(|e| panic!("{e}\n{src}"));
    assert_eq!(p.kernels.len(), 1, "{src}");
    p.kernels.into_iter().next().unwrap()
}

fn texts(src: &str) -> Vec<String> {
    kernel(src)
        .instrs
        .iter()
        .map(|i| i.text.to_string())
        .collect()
}

fn error(src: &str) -> ParseError {
    parse_text(src, "k", Some(Arch::Gfx950)).expect_err(src)
}

fn rept_example(n: u32) -> String {
    format!(
        "global_load_dword v4, v[0:1], off\n.rept {n}\nglobal_load_dword v5, v[0:1], off\n.endr\nv_mov_b32 v6, v4\n"
    )
}

#[test]
fn rept_63_is_clean_on_gfx950_and_rept_62_races() {
    let k = kernel(&rept_example(63));
    assert_eq!(k.instrs.len(), 65);
    // Every expanded load points at the line inside the block.
    assert!(k.instrs[1..64].iter().all(|i| i.line == 3));
    assert_eq!(k.instrs[64].line, 5);
    assert!(races(ModelKind::Exact, Arch::Gfx950, &rept_example(63)).is_empty());
    let hits = races(ModelKind::Exact, Arch::Gfx950, &rept_example(62));
    assert_eq!(hits.len(), 1);
    assert_eq!((hits[0].producer, hits[0].consumer), (0, 63));
}

#[test]
fn set_symbols_are_register_numbers_offsets_and_wait_fields() {
    let src = "\
.set N, 7
.Lb = 5
.equ W, N - 4
v_mov_b32 v[N], s[N:N+1]
v_add_u32 v[.Lb + 3:.Lb + 4], v[.Lb], v[.Lb + 1]
global_load_dword v[N], v[0:1], off offset:N * 4
s_waitcnt vmcnt(W) lgkmcnt(W - 1)
s_mov_b32 s0, (N << 2) | 1
";
    assert_eq!(
        texts(src),
        [
            "v_mov_b32 v7, s[7:8]",
            "v_add_u32 v[8:9], v5, v6",
            "global_load_dword v7, v[0:1], off offset:28",
            "s_waitcnt vmcnt(3) lgkmcnt(2)",
            "s_mov_b32 s0, 29",
        ]
    );
    let k = kernel(src);
    let w = k.instrs[3].wait.expect("a wait");
    assert_eq!((w.fields[0], w.fields[1]), (3, 2));
}

#[test]
fn irp_irpc_macros_and_conditionals() {
    let src = "\
.macro LOAD dst, off=0
global_load_dword v\\dst, v[0:1], off offset:\\off
.endm
.macro ONCE r
v_mov_b32 v\\r, \\@
.exitm
s_nop 0
.endm
.irp r, 4, 5
LOAD \\r
.endr
LOAD off=8, dst=6
.irpc c, 78
ONCE \\c
.endr
.set DEPTH, 2
.if DEPTH > 3
s_nop 1
.elseif DEPTH == 2
s_nop 2
.else
s_nop 3
.endif
.ifdef DEPTH
s_nop 4
.endif
.ifndef NOPE
s_nop 5
.endif
";
    assert_eq!(
        texts(src),
        [
            "global_load_dword v4, v[0:1], off offset:0",
            "global_load_dword v5, v[0:1], off offset:0",
            "global_load_dword v6, v[0:1], off offset:8",
            "v_mov_b32 v7, 3",
            "v_mov_b32 v8, 4",
            "s_nop 2",
            "s_nop 4",
            "s_nop 5",
        ]
    );
}

#[test]
fn quoted_symbol_names_are_kernels_and_labels() {
    let src = "\
\t.text
\t.globl \"non-uniform_load\"
\t.p2align 8
\t.type \"non-uniform_load\",@function
\"non-uniform_load\":
\ts_cbranch_scc1 \"skip-it\"
\tglobal_load_dword v4, v[0:1], off
\"skip-it\":
\ts_endpgm
.Lend:
\t.size \"non-uniform_load\", .Lend-\"non-uniform_load\"
";
    let p = parse_text(src, "file", Some(Arch::Gfx950)).unwrap();
    assert_eq!(p.kernels.len(), 1);
    let k = &p.kernels[0];
    assert_eq!(k.symbol, "non-uniform_load");
    assert_eq!(k.instrs[0].target, Some(2));
}

#[test]
fn unimplemented_directives_are_errors_with_line_and_column() {
    for (src, line, col, words) in [
        ("s_nop 0\n  .frobnicate 3\n", 2, 3, "`.frobnicate`"),
        (".include \"missing.s\"\n", 1, 1, "`.include`"),
        ("s_nop 0\n.rept 2\ns_nop 0\n", 2, 1, "`.rept` is not closed"),
        (".rept -1\n.endr\n", 1, 1, "negative"),
        (".rept 1000000000\ns_nop 0\n.endr\n", 1, 1, "bound"),
        (".macro r\nr\n.endm\nr\n", 2, 1, "20 levels"),
        ("v_mov_b32 v0, v[.Lundefined]\n", 1, 15, "`.Lundefined`"),
        (".set x, 1/0\n", 1, 1, "division by zero"),
        (".endif\n", 1, 1, "`.endif`"),
        (".altmacro\n", 1, 1, "`.altmacro`"),
        ("v_mov_b32 v0, 0\n.long 0xbf800000\n", 2, 1, "`.long`"),
    ] {
        let e = error(src);
        assert_eq!((e.line, e.col), (line, col), "{src}: {e}");
        assert!(e.message.contains(words), "{src}: {e}");
    }
}

#[test]
fn allowed_directives_and_padding_have_no_effect() {
    let src = "\
\t.text
\t.p2align 8
\t.cfi_startproc
\t.loc 1 2 3
\ts_nop 0
\ts_endpgm
\t.fill 16, 4, 0xbf800000
\t.section .rodata
\t.long 7
";
    assert_eq!(texts(src), ["s_nop 0", "s_endpgm"]);
}

#[test]
fn end_stops_reading() {
    assert_eq!(texts("s_nop 0\n.end\nthis is not assembly\n"), ["s_nop 0"]);
}

/// Fragments of the directive language; a property glues them together
/// as bytes choose.
const SOUP: [&str; 40] = [
    ".rept ",
    ".endr",
    ".irp r, ",
    ".irpc c, ",
    "\\r",
    "\\c",
    "\\@",
    "\\()",
    ".macro m a, b=4\n",
    ".endm",
    "m ",
    ".exitm",
    ".set N, ",
    "N",
    " = ",
    ".if ",
    ".else",
    ".elseif ",
    ".endif",
    ".ifdef N",
    "v[N]",
    "v[N:N+1]",
    "s_waitcnt vmcnt(N)",
    "global_load_dword v4, v[0:1], off",
    "v_mov_b32 v6, v4",
    "offset:N*4",
    "\"q-x\":",
    "s_branch \"q-x\"",
    " + ",
    " * ",
    "(",
    ")",
    ", ",
    "1",
    "63",
    "1000000",
    "-1",
    "\n",
    "\n",
    ".purgem m",
];

/// Any glued fragments: no panic, and an answer (a program or an error)
/// under the expansion bounds.
#[test]
fn directive_soup_never_panics() {
    bolero::check!()
        .with_iterations(2000)
        .for_each(|bytes: &[u8]| {
            let src: String = bytes
                .iter()
                .take(256)
                .map(|&b| SOUP[b as usize % SOUP.len()])
                .collect();
            let _ = parse_text(&src, "soup", Some(Arch::Gfx950));
        });
}
