//! The llvm-mc differential for the assembler-directive layer, shared by the
//! bolero property (`directives_llvm_mc.rs`) and the `--cases N` campaign
//! (`directives_campaign.rs`).
//!
//! A case is a gfx9 listing of a few kernels built from random bytes: `.set`,
//! `.equ` and `=` symbols and their arithmetic used as register numbers,
//! offsets, wait fields, immediates and `.rept` counts; nested `.rept` and
//! `.irp`/`.irpc`; macros with positional, named and default arguments,
//! conditionals inside, `\@` and `.exitm`; `.if`/`.elseif`/`.else`/`.ifdef`;
//! quoted symbol names and forward branches to quoted labels. llvm-mc-22
//! assembles it (`-filetype=obj`) and wavebed reads both the listing and the
//! object (through llvm-objdump-22): every kernel must be the same
//! instruction sequence (mnemonic without `_e32`/`_e64`, operands with
//! numbers normalised, register effects, wait fields, branch targets) with
//! the same races. A broken case (one injected error: an undefined symbol in a
//! register, a negative count, an unknown directive, an unclosed block...)
//! must be rejected by both.

#![allow(dead_code)] // each test crate uses a different part

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use wavebed_model::counter::{run_stream, Model, ModelKind};
use wavebed_model::instr::{Instr, Kernel, Program};
use wavebed_model::isa::{load_path, parse_text, tools, LoadOptions};
use wavebed_model::profile::Arch;

/// Bytes as choices; zeros once exhausted (so every input is a listing).
pub struct Choices<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Choices<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Choices { bytes, at: 0 }
    }

    fn byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn below(&mut self, n: u32) -> u32 {
        self.byte() as u32 % n
    }
}

/// Deterministic bytes for case `seed` of a campaign (splitmix64).
pub fn case_bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0xd1b5_4a32_d192_ed03;
    (0..len)
        .map(|_| {
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) as u8
        })
        .collect()
}

/// One kernel's generator state.
struct Gen<'c, 'a> {
    c: &'c mut Choices<'a>,
    k: usize,
    out: String,
    labels: usize,
    /// Pending forward-branch labels to place (top level only).
    pending: Vec<String>,
}

impl Gen<'_, '_> {
    fn sym(&mut self) -> String {
        let s = ["a", "b", "c"][self.c.below(3) as usize];
        format!(".L{}{s}", self.k)
    }

    /// A register-number expression worth 0..=31 (symbols are 0..=15).
    fn reg(&mut self) -> String {
        match self.c.below(6) {
            0 => {
                let n = 2 + self.c.below(30);
                self.lit(n)
            }
            1 => self.sym(),
            2 => format!("{} + {}", self.sym(), self.c.below(16)),
            // Parenthesised: llvm-mc splits a macro argument at a space
            // before `%` (`(a * 3) % 17` is two arguments).
            3 => format!("(({} * 3) % 17 + 2)", self.sym()),
            4 => format!("{} | {}", self.sym(), self.c.below(16)),
            _ => format!(
                "{} + {} - {}",
                self.sym(),
                self.sym(),
                self.c.below(4) as i32 - 4
            ),
        }
    }

    /// `n` written in one of the integer forms llvm-mc reads: decimal, hex,
    /// binary, octal (leading `0`), a character literal.
    fn lit(&mut self, n: u32) -> String {
        match self.c.below(6) {
            0 => format!("0x{n:x}"),
            1 => format!("0B{n:b}"),
            2 => format!("0{n:o}"),
            3 if (b'0' as u32..=b'z' as u32).contains(&n) && (n as u8).is_ascii_alphanumeric() => {
                format!("'{}'", n as u8 as char)
            }
            3 if n == 9 || n == 10 => format!("'\\{}'", if n == 9 { 't' } else { 'n' }),
            _ => format!("{n}"),
        }
    }

    fn line(&mut self, s: &str) {
        self.out.push('\t');
        self.out.push_str(s);
        self.out.push('\n');
    }

    fn items(&mut self, depth: u32, top: bool) {
        let n = 1 + self.c.below(if depth == 0 { 10 } else { 4 });
        for _ in 0..n {
            self.item(depth, top);
        }
    }

    fn item(&mut self, depth: u32, top: bool) {
        let k = self.k;
        let choice = self.c.below(if depth < 2 { 16 } else { 9 });
        match choice {
            0 => {
                let (r, o) = (self.reg(), self.sym());
                self.line(&format!(
                    "global_load_dword v[{r}], v[0:1], off offset:{o} * 4"
                ));
            }
            1 => {
                let (r, o) = (self.reg(), self.reg());
                {
                    let t = format!("ds_read_b32 v[{r}], v99 offset:({o}) * 8");
                    self.line(&t)
                }
            }
            2 => {
                let (r, o) = (self.reg(), self.sym());
                {
                    let t = format!("s_load_dword s[{r}], s[40:41], {o}*4");
                    self.line(&t)
                }
            }
            3 => {
                let r = self.reg();
                {
                    let t = format!("v_add_u32_e32 v200, v[{r}], v[{r}]");
                    self.line(&t)
                }
            }
            4 => {
                let (v, l) = (self.sym(), self.sym());
                {
                    let t = format!("s_waitcnt vmcnt({v} + 1) lgkmcnt({l} % 16)");
                    self.line(&t)
                }
            }
            5 => {
                let (r, v) = (self.reg(), self.reg());
                {
                    let t = format!("v_mov_b32 v[{r}:{r}], {v} * 5");
                    self.line(&t)
                }
            }
            6 => {
                let s = self.sym();
                {
                    let t = format!("{s} = ({s} + {}) % 16", 1 + self.c.below(5));
                    self.line(&t)
                }
            }
            7 => {
                let (dst, off) = (self.reg(), self.c.below(8) * 4);
                match self.c.below(4) {
                    0 => self.line(&format!("M{k} {dst}, {off}")),
                    1 => self.line(&format!("M{k} off={off}, dst={dst}")),
                    2 => self.line(&format!("M{k} {dst}")),
                    _ => self.line(&format!("W{k} {dst}")),
                }
            }
            8 => {
                // `v\r` of `010` is v10: register names are decimal.
                let r = 2 + self.c.below(30);
                let zero = if self.c.below(3) == 0 { "0" } else { "" };
                {
                    let t = format!("S{k} {zero}{r}");
                    self.line(&t)
                }
            }
            9 | 10 => {
                // Counts 0..=4, or past gfx9's vmcnt capacity of 63.
                let count = if self.c.below(4) == 0 {
                    format!("{} + 56", self.sym())
                } else {
                    let n = self.c.below(2);
                    format!("({} % 4) + {}", self.sym(), self.lit(n))
                };
                {
                    let t = format!(".rept {count}");
                    self.line(&t)
                }
                self.items(depth + 1, false);
                self.line(".endr");
            }
            11 => {
                let vals: Vec<String> = (0..1 + self.c.below(3)).map(|_| self.reg()).collect();
                {
                    let t = format!(".irp r, {}", vals.join(", "));
                    self.line(&t)
                }
                self.line("global_load_dword v[\\r], v[0:1], off");
                self.items(depth + 1, false);
                self.line("v_add_u32_e32 v200, v[\\r], v[\\r]");
                self.line(".endr");
            }
            12 => {
                {
                    let t = format!(".irpc d, {}", 2 + self.c.below(7_000));
                    self.line(&t)
                }
                self.line("v_mov_b32 v\\d, \\d");
                self.line(".endr");
            }
            13 => {
                let cond = match self.c.below(5) {
                    0 => format!(".if {} > {}", self.sym(), self.c.below(16)),
                    1 => format!(
                        ".if {} == {} || {} < 3",
                        self.sym(),
                        self.c.below(8),
                        self.sym()
                    ),
                    2 => format!(".ifdef {}", self.sym()),
                    3 => format!(".ifndef .L{k}zz"),
                    _ => format!(".ifeq {} & 1", self.sym()),
                };
                self.line(&cond);
                self.items(depth + 1, false);
                if self.c.below(2) == 0 {
                    {
                        let t = format!(".elseif {} != 4", self.sym());
                        self.line(&t)
                    }
                    self.items(depth + 1, false);
                }
                if self.c.below(2) == 0 {
                    self.line(".else");
                    self.items(depth + 1, false);
                }
                self.line(".endif");
            }
            14 if top => {
                let l = format!("\"L{k}-{}\"", self.labels);
                self.labels += 1;
                {
                    let t = format!("s_cbranch_scc1 {l}");
                    self.line(&t)
                }
                self.pending.push(l);
            }
            15 if top && !self.pending.is_empty() => {
                let l = self.pending.remove(0);
                let _ = writeln!(self.out, "{l}:");
            }
            _ => match self.c.below(4) {
                0 => {
                    // A raw wait immediate, a wait field and an offset in
                    // every integer form, on a plain line (no expression).
                    let imm = self.c.below(0x1_0000);
                    let t = format!("s_waitcnt {}", self.lit(imm));
                    self.line(&t);
                }
                1 => {
                    let (n, r) = (self.c.below(16), 2 + self.c.below(30));
                    let (n, r) = (self.lit(n), self.lit(r));
                    let o = self.c.below(64) * 4;
                    let o = self.lit(o);
                    self.line(&format!("s_waitcnt vmcnt({n})"));
                    self.line(&format!("global_load_dword v[{r}], v[0:1], off offset:{o}"));
                }
                2 => {
                    let n = self.c.below(200);
                    let t = format!("v_mov_b32 v201, {}", self.lit(n));
                    self.line(&t);
                }
                _ => {
                    let r = self.reg();
                    {
                        let t = format!("v_add_u32_e32 v[{r}], 1, v[{r}]");
                        self.line(&t)
                    }
                }
            },
        }
    }
}

/// An error llvm-mc reports, for a broken case.
fn broken(c: &mut Choices, k: usize) -> String {
    match c.below(11) {
        7 => "\ts_waitcnt 99999999999999999999\n".into(),
        8 => "\tv_mov_b32 v[08], 0\n".into(),
        9 => "\ts_waitcnt vmcnt(0b102)\n".into(),
        10 => "\tv_mov_b32 v1, 0x1ffffffffffffffff\n".into(),
        0 => format!("\tv_mov_b32 v[.L{k}undefined], 0\n"),
        1 => "\t.rept -1\n\ts_nop 0\n\t.endr\n".into(),
        2 => "\t.frobnicate 3\n".into(),
        3 => "\t.endif\n".into(),
        4 => "\t.include \"missing-file.s\"\n".into(),
        5 => "\tv_mov_b32 v[1/0], 0\n".into(),
        _ => "\t.rept 2\n\ts_nop 0\n".into(),
    }
}

/// A listing of `kernels` kernels from `c`; with `broken`, one error is
/// injected into the last one.
pub fn listing(c: &mut Choices, kernels: usize, first: usize, broken_case: bool) -> String {
    let mut s = String::from("\t.text\n");
    for k in first..first + kernels {
        let quoted = c.below(2) == 0;
        let name = if quoted {
            format!("\"k{k}-fn\"")
        } else {
            format!("k{k}")
        };
        let _ = write!(
            s,
            "\t.globl {name}\n\t.p2align 8\n\t.type {name},@function\n{name}:\n"
        );
        let _ = write!(
            s,
            "\t.set .L{k}a, {}\n\t.L{k}b = .L{k}a * 2 % 16\n\t.equ .L{k}c, (.L{k}a + .L{k}b) % 13\n",
            c.below(16)
        );
        let _ = write!(
            s,
            "\t.macro M{k} dst, off=0\n\tglobal_load_dword v[\\dst], v[0:1], off offset:\\off\n\t.endm\n\
             \t.macro W{k} n\n\t.if \\n > 15\n\ts_waitcnt vmcnt(15)\n\t.else\n\ts_waitcnt vmcnt(\\n)\n\t.endif\n\t.endm\n\
             \t.macro S{k} r\n\tv_mov_b32 v\\r, \\@\n\t.exitm\n\ts_nop 0\n\t.endm\n"
        );
        let mut g = Gen {
            c,
            k,
            out: String::new(),
            labels: 0,
            pending: Vec::new(),
        };
        g.items(0, true);
        if broken_case && k + 1 == first + kernels {
            let b = broken(g.c, k);
            g.out.push_str(&b);
        }
        for l in std::mem::take(&mut g.pending) {
            let _ = writeln!(g.out, "{l}:");
        }
        s.push_str(&g.out);
        let _ = write!(
            s,
            "\ts_endpgm\n.Lend{k}:\n\t.size {name}, .Lend{k}-{name}\n"
        );
    }
    s
}

pub fn tool(name: &str) -> Option<PathBuf> {
    let t = tools::find_llvm_tool(name);
    if t.is_none() {
        assert!(
            !tools::llvm_required(),
            "{name} not found but WAVEBED_REQUIRE_LLVM=1"
        );
        eprintln!("note: skipping, {name} (LLVM 22) not found");
    }
    t
}

/// How one case came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Both read the same kernels (the count of kernels compared).
    Agree(usize),
    /// llvm-mc and wavebed both rejected the listing.
    BothRejected,
}

/// A scratch directory per process and thread.
pub fn scratch(tag: &str) -> PathBuf {
    let test = std::thread::current()
        .name()
        .unwrap_or("main")
        .replace("::", "-");
    let d = std::env::temp_dir().join(format!(
        "wavebed-directives-{}-{test}-{tag}",
        std::process::id()
    ));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Assembles and compares; `Err` describes a disagreement.
pub fn check(mc: &Path, arch: Arch, src: &str, dir: &Path) -> Result<Outcome, String> {
    let s = dir.join("case.s");
    let o = dir.join("case.o");
    std::fs::write(&s, src).unwrap();
    let out = Command::new(mc)
        .args([
            "-triple=amdgcn-amd-amdhsa",
            &format!("-mcpu={arch}"),
            "-filetype=obj",
            "-o",
        ])
        .arg(&o)
        .arg(&s)
        .output()
        .unwrap();
    let text = parse_text(src, "case", Some(arch));
    if !out.status.success() {
        let mc_err = String::from_utf8_lossy(&out.stderr);
        return match text {
            Err(e) => {
                if std::env::var_os("WAVEBED_DIRECTIVES_VERBOSE").is_some() {
                    eprintln!("both reject: llvm-mc {mc_err}\nwavebed {e}");
                }
                Ok(Outcome::BothRejected)
            }
            Ok(_) => Err(format!("llvm-mc rejects, wavebed accepts:\n{mc_err}")),
        };
    }
    let text = text.map_err(|e| format!("wavebed rejects what llvm-mc assembles: {e}"))?;
    let obj = load_path(&o, &LoadOptions::default()).map_err(|e| format!("object: {e}"))?;
    compare(&text, &obj, arch)
}

fn compare(text: &Program, obj: &Program, arch: Arch) -> Result<Outcome, String> {
    if text.kernels.len() != obj.kernels.len() {
        return Err(format!(
            "kernels: listing {:?}, object {:?}",
            names(text),
            names(obj)
        ));
    }
    for t in &text.kernels {
        let o = obj
            .kernels
            .iter()
            .find(|o| o.symbol == t.symbol)
            .ok_or_else(|| format!("kernel {} not in the object", t.symbol))?;
        same_kernel(t, o)?;
        let (rt, ro) = (races(t, arch), races(o, arch));
        if rt != ro {
            return Err(format!(
                "kernel {}: races listing {rt:?} object {ro:?}",
                t.symbol
            ));
        }
    }
    Ok(Outcome::Agree(text.kernels.len()))
}

fn names(p: &Program) -> Vec<&str> {
    p.kernels.iter().map(|k| k.symbol.as_str()).collect()
}

/// Races of the exact model over the kernel's instructions in order, by
/// (producer, consumer) index.
fn races(k: &Kernel, arch: Arch) -> BTreeSet<(u32, u32)> {
    let stream: Vec<u32> = (0..k.instrs.len() as u32).collect();
    run_stream(
        &mut Model::new(ModelKind::Exact, &arch.profile()),
        k,
        &stream,
    )
    .races
    .iter()
    .map(|h| (h.producer, h.consumer))
    .collect()
}

fn same_kernel(t: &Kernel, o: &Kernel) -> Result<(), String> {
    if t.instrs.len() != o.instrs.len() {
        return Err(format!(
            "kernel {}: {} instructions in the listing, {} in the object",
            t.symbol,
            t.instrs.len(),
            o.instrs.len()
        ));
    }
    for (i, (x, y)) in t.instrs.iter().zip(&o.instrs).enumerate() {
        let (a, b) = (shape(x), shape(y));
        if a != b {
            return Err(format!(
                "kernel {} instruction {i} (listing line {}):\n  listing: {a}\n  object:  {b}",
                t.symbol, x.line
            ));
        }
    }
    Ok(())
}

/// What must agree: the mnemonic without `_e32`/`_e64`, operands with numbers
/// normalised (branch operands by target, waits by fields), register effects,
/// wait fields, memory kind and flow.
fn shape(i: &Instr) -> String {
    let m = i.mnemonic();
    let m = m
        .strip_suffix("_e32")
        .or_else(|| m.strip_suffix("_e64"))
        .unwrap_or(m);
    let ops = if i.target.is_some() || i.wait.is_some() {
        String::new()
    } else {
        normalise(i.operands())
    };
    format!(
        "{m} {ops} | target={:?} wait={:?} mem={:?} flow={:?} reads={:?} writes={:?}",
        i.target,
        i.wait.map(|w| w.fields),
        i.mem,
        i.flow,
        i.reads.as_slice(),
        i.writes.as_slice()
    )
}

/// An integer as llvm-mc reads it (the harness's own reading, not wavebed's):
/// hex, binary, leading-`0` octal, decimal, a character literal.
fn int(t: &str) -> Option<i64> {
    let (neg, t) = t.strip_prefix('-').map_or((false, t), |r| (true, r));
    let lower = t.to_ascii_lowercase();
    let v = if let Some(h) = lower.strip_prefix("0x") {
        i64::from_str_radix(h, 16).ok()?
    } else if let Some(b) = lower.strip_prefix("0b") {
        i64::from_str_radix(b, 2).ok()?
    } else if t.len() > 1 && t.starts_with('0') {
        i64::from_str_radix(&t[1..], 8).ok()?
    } else if let [b'\'', c, b'\''] = t.as_bytes() {
        *c as i64
    } else if let [b'\'', b'\\', c, b'\''] = t.as_bytes() {
        match c {
            b't' => 9,
            b'n' => 10,
            _ => *c as i64,
        }
    } else {
        t.parse().ok()?
    };
    Some(if neg { -v } else { v })
}

/// A register range with its numbers read as llvm-mc reads them; one
/// register as llvm-objdump prints it: `v[7]`, `v[7:7]`, `v[07]` -> `v7`.
fn single_register(tok: &str) -> Option<String> {
    let (file, rest) = tok.split_at(tok.find('[')?);
    let inner = rest.strip_prefix('[')?.strip_suffix(']')?;
    let (a, b) = inner.split_once(':').unwrap_or((inner, inner));
    let (a, b) = (int(a.trim())?, int(b.trim())?);
    (!file.is_empty()).then(|| {
        if a == b {
            format!("{file}{a}")
        } else {
            format!("{file}[{a}:{b}]")
        }
    })
}

/// A register name's digits are decimal to llvm-mc (`v010` is v10).
fn register_name(tok: &str) -> Option<String> {
    let digits = tok.trim_start_matches(|c: char| c.is_ascii_lowercase());
    let file = &tok[..tok.len() - digits.len()];
    let n: u32 = digits.parse().ok()?;
    (matches!(file, "v" | "s" | "a") && digits.len() > 1 && digits.starts_with('0'))
        .then(|| format!("{file}{n}"))
}

/// Operand text with numbers in decimal, one-register ranges as registers and
/// `offset:0` dropped (llvm-objdump omits it).
fn normalise(ops: &str) -> String {
    let mut out = Vec::new();
    for tok in ops.split([',', ' ', '\t']).filter(|t| !t.is_empty()) {
        if let Some(r) = single_register(tok).or_else(|| register_name(tok)) {
            out.push(r);
            continue;
        }
        let tok = match tok.split_once(':') {
            Some((k, v)) if !k.starts_with(['v', 's', 'a']) || k.contains('_') || k == "offset" => {
                match int(v) {
                    Some(0) if k == "offset" => continue,
                    Some(n) => format!("{k}:{n}"),
                    None => tok.to_string(),
                }
            }
            _ => int(tok).map_or_else(|| tok.to_string(), |n| n.to_string()),
        };
        out.push(tok);
    }
    out.join(" ")
}

/// Tallies of a campaign.
#[derive(Default, Debug)]
pub struct Tally {
    pub cases: u64,
    pub agreed: u64,
    pub kernels: u64,
    pub both_rejected: u64,
    pub disagreements: Vec<String>,
}

/// Runs cases `seed..seed + cases`: one in sixteen a broken single-kernel
/// listing, the others in listings of up to `batch` kernels (one llvm-mc run
/// each). Architectures alternate between gfx942 and gfx950 per listing.
pub fn campaign(mc: &Path, seed: u64, cases: u64, batch: usize) -> Tally {
    let dir = scratch("campaign");
    let mut t = Tally::default();
    let mut i = 0;
    while i < cases {
        let step = (batch as u64).min(cases - i);
        let (broken, valid): (Vec<u64>, Vec<u64>) =
            (seed + i..seed + i + step).partition(|c| c % 16 == 15);
        let mut runs: Vec<(u64, usize, bool)> = broken.iter().map(|&c| (c, 1, true)).collect();
        if let Some(&first) = valid.first() {
            runs.push((first, valid.len(), false));
        }
        for (case, n, broken_case) in runs {
            let arch = if case % 2 == 0 {
                Arch::Gfx950
            } else {
                Arch::Gfx942
            };
            let bytes = case_bytes(case, 512 * n);
            let src = listing(&mut Choices::new(&bytes), n, 0, broken_case);
            match check(mc, arch, &src, &dir) {
                Ok(Outcome::Agree(k)) => {
                    t.agreed += n as u64;
                    t.kernels += k as u64;
                }
                Ok(Outcome::BothRejected) if broken_case => t.both_rejected += 1,
                Ok(Outcome::BothRejected) => t.disagreements.push(format!(
                    "case {case} ({arch}): both reject a generated valid listing\n{src}"
                )),
                Err(e) => t
                    .disagreements
                    .push(format!("case {case} ({arch}): {e}\n{src}")),
            }
        }
        t.cases += step;
        i += step;
    }
    let _ = std::fs::remove_dir_all(&dir);
    t
}
