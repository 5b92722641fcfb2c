//! A small synthetic trace that uses every field the format stores: memory
//! kinds, all wait forms, branch targets, AGPR/SGPR/special registers, the
//! `indexed` flag and an unknown mnemonic (stored explicitly), several waves (two identical, so chunks are
//! shared) and several chunks per wave.

#![allow(dead_code)]

use wavebed_model::instr::{Flow, Instr, Shape, Unit, Wait, WaitForm};
use wavebed_model::isa::decode::Decoder;
use wavebed_model::profile::{Arch, Counter, MemKind, NUM_COUNTERS};
use wavebed_model::reg::{RegFile, RegList, RegRange};
use wavebed_replay::format::{Header, Provenance, Trace, Wave, WriteOptions};

fn regs(list: &[(RegFile, u16, u16)]) -> RegList {
    let mut l = RegList::default();
    for &(f, first, count) in list {
        assert!(l.push(RegRange::new(f, first, count)));
    }
    l
}

fn instr(text: &str, unit: Unit, line: u32, addr: Option<u64>) -> Instr {
    Instr::new(Shape::plain(text.into(), unit), line, addr, None)
}

fn wait(form: WaitForm, imm: u16, set: &[(Counter, u16)]) -> Wait {
    let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
    for &(c, v) in set {
        fields[c.index()] = v;
    }
    Wait { form, imm, fields }
}

/// An entry as the front end decodes `text` (the table stores only its text).
fn decoded(text: &str, line: u32, addr: Option<u64>, indexed: bool) -> Instr {
    let profile = Arch::Gfx950.profile();
    let (mut i, _) = Decoder::new(&profile)
        .decode(text, indexed)
        .expect("the front end decodes it");
    i.line = line;
    i.addr = addr;
    i
}

/// The table of the synthetic kernel: entries the front end decodes (stored
/// as text) and hand-built ones it would decode differently or not at all
/// (stored with explicit fields).
pub fn instrs() -> Vec<Instr> {
    use RegFile::*;
    let mut v = Vec::new();
    v.push(decoded(
        "global_load_dword v2, v[2:3], off",
        3,
        Some(0x1000),
        false,
    ));
    v.push(decoded(
        "s_load_dwordx4 s[4:7], s[0:1], 0x10",
        4,
        Some(0x1008),
        false,
    ));
    // Hand-built: also reads m0 (the front end says it does not).
    let mut i = instr("ds_read_b128 a[0:3], v1", Unit::Mem, 5, Some(0x1010));
    i.mem = Some(MemKind::LdsRead);
    i.reads = regs(&[(Vgpr, 1, 1), (Special, 2, 1)]);
    i.writes = regs(&[(Agpr, 0, 4)]);
    v.push(i);
    v.push(decoded(
        "s_waitcnt vmcnt(63) expcnt(7) lgkmcnt(15)",
        6,
        Some(0x1018),
        false,
    ));
    v.push(decoded("v_fmac_f32 v4, v2, v3", 7, Some(0x101c), true));
    let mut i = instr("v_mystery_op v5, v4", Unit::Valu, 8, Some(0x1020));
    i.reads = regs(&[(Vgpr, 4, 1), (Ttmp, 3, 1)]);
    i.writes = regs(&[(Vgpr, 5, 1)]);
    v.push(i);
    let mut i = instr("s_waitcnt_vmcnt null, 0x0", Unit::Wait, 9, Some(0x1024));
    i.wait = Some(wait(WaitForm::Single(Counter::Vm), 0, &[(Counter::Vm, 0)]));
    v.push(i);
    let mut i = instr("s_wait_loadcnt_dscnt 0x0", Unit::Wait, 10, Some(0x1028));
    i.wait = Some(wait(
        WaitForm::SplitPair(Counter::Vm, Counter::Lgkm),
        0,
        &[(Counter::Vm, 0), (Counter::Lgkm, 0)],
    ));
    v.push(i);
    v.push(decoded(
        "flat_store_dword v[0:1], v5",
        11,
        Some(0x102c),
        false,
    ));
    let mut i = instr("s_cbranch_scc1 label_0004", Unit::Control, 12, Some(0x1034));
    i.flow = Flow::CondBranch;
    i.target = Some(4);
    i.reads = regs(&[(Special, 3, 1)]);
    v.push(i);
    let mut i = instr("s_wait_dscnt 0x0", Unit::Wait, 13, None);
    i.wait = Some(wait(
        WaitForm::Split(Counter::Lgkm),
        0,
        &[(Counter::Lgkm, 0)],
    ));
    v.push(i);
    v.push(decoded("s_endpgm", 14, Some(0x1038), false));
    v
}

pub fn header() -> Header {
    Header {
        arch: Arch::Gfx950,
        kernel: "golden_kernel".into(),
        symbol: "_Z13golden_kernelPKfPf".into(),
        source: "corpus/golden/golden_kernel.s".into(),
        provenance: Provenance::Synthetic,
        recorder: "wavebed 0.1.0".into(),
        dispatch: 4,
        workgroup: [1, 2, 3],
        walk: "branch-policy=seed:7 loop-iterations=2 max-instructions=1000000".into(),
        assumptions: None,
    }
}

/// Wave 0 and 2 are the same stream (their chunks are stored once); wave 1
/// loops once more and is cut by a bound.
pub fn trace() -> Trace {
    let straight: Vec<u32> = vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 4, 5, 6, 7, 8, 9, 10, 11];
    let mut looped: Vec<u32> = straight[..16].to_vec();
    looped.extend_from_slice(&[4, 5, 6, 7, 8, 9, 4]);
    Trace {
        header: header(),
        instrs: instrs(),
        waves: vec![
            Wave {
                id: 0,
                completed: true,
                stop: "s_endpgm".into(),
                stream: straight.clone(),
            },
            Wave {
                id: 1,
                completed: false,
                stop: "max-instructions".into(),
                stream: looped,
            },
            Wave {
                id: 2,
                completed: true,
                stop: "s_endpgm".into(),
                stream: straight,
            },
        ],
    }
}

/// Small chunks, so every wave spans several of them.
pub fn options() -> WriteOptions {
    WriteOptions {
        level: 19,
        chunk_instrs: 4,
    }
}

/// The encoded synthetic trace.
pub fn bytes() -> Vec<u8> {
    wavebed_replay::format::encode(&trace(), &options()).expect("synthetic trace encodes")
}

/// The synthetic table as a kernel.
pub fn kernel() -> wavebed_model::instr::Kernel {
    let h = header();
    wavebed_model::instr::Kernel {
        symbol: h.symbol,
        name: h.kernel,
        instrs: instrs(),
        info: Default::default(),
        origin: Vec::new(),
    }
}

/// The synthetic trace as `wavebed record` writes a single `.wbt` file: with
/// an assumption set (format version 2; traces in a store are version 3).
pub fn trace_v2() -> Trace {
    let mut t = trace();
    t.header.assumptions = Some(wavebed_model::assume::Assumptions::new().resolved(Arch::Gfx950));
    t
}

/// [`trace_v2`], encoded.
pub fn bytes_v2() -> Vec<u8> {
    wavebed_replay::format::encode(&trace_v2(), &options()).expect("synthetic trace encodes")
}

/// A second version-2 trace with another table (its last entry dropped) and
/// kernel name and symbol (so a store keys it apart), so a dictionary holds
/// two tables.
pub fn bytes_v2_other() -> Vec<u8> {
    let mut t = trace_v2();
    t.header.kernel = "golden_kernel_short".into();
    t.header.symbol = "golden_kernel_short".into();
    t.instrs.pop();
    for w in &mut t.waves {
        w.stream.retain(|&i| (i as usize) < t.instrs.len());
    }
    wavebed_replay::format::encode(&t, &options()).expect("synthetic trace encodes")
}

/// Both version-2 traces linked: (dictionary id, dictionary file, the two
/// version-3 traces).
pub fn linked() -> (
    wavebed_replay::format::dictionary::DictId,
    Vec<u8>,
    Vec<Vec<u8>>,
) {
    use wavebed_replay::format::link::{link, LinkOptions};
    let (a, b) = (bytes_v2(), bytes_v2_other());
    let mut l = link(&[&a, &b], &LinkOptions::default()).expect("links");
    assert_eq!(l.dictionaries.len(), 1);
    let (id, dict) = l.dictionaries.pop().unwrap();
    (id, dict, l.traces)
}
