//! Test-only builders of decoded instructions, so the models' unit tests do not
//! depend on the assembly front end.

use crate::instr::{Flow, Instr, Kernel, Shape, Unit, Wait, WaitForm};
use crate::profile::{Arch, Counter, MemKind, NUM_COUNTERS};
use crate::reg::{RegFile, RegList, RegRange};

use super::{run_stream, Model, ModelKind};

pub fn v(n: u16) -> RegRange {
    RegRange::new(RegFile::Vgpr, n, 1)
}

pub fn s(n: u16, count: u16) -> RegRange {
    RegRange::new(RegFile::Sgpr, n, count)
}

fn list(regs: &[RegRange]) -> RegList {
    let mut l = RegList::default();
    for r in regs {
        assert!(l.push(*r));
    }
    l
}

pub fn instr(
    text: &str,
    unit: Unit,
    mem: Option<MemKind>,
    reads: &[RegRange],
    writes: &[RegRange],
) -> Instr {
    Instr::new(
        Shape {
            text: text.into(),
            mnemonic_len: text.find(' ').unwrap_or(text.len()) as u16,
            unit,
            mem,
            wait: None,
            flow: Flow::Next,
            reads: list(reads),
            writes: list(writes),
            indexed: false,
        },
        0,
        None,
        None,
    )
}

/// A memory instruction of `kind` writing `dst` (address in v[250:251]).
pub fn load(kind: MemKind, dst: RegRange) -> Instr {
    instr(
        &format!("load{kind:?} {dst}"),
        Unit::Mem,
        Some(kind),
        &[RegRange::new(RegFile::Vgpr, 250, 2)],
        &[dst],
    )
}

/// A memory instruction of `kind` without destination.
pub fn store(kind: MemKind) -> Instr {
    instr(
        &format!("store{kind:?}"),
        Unit::Mem,
        Some(kind),
        &[RegRange::new(RegFile::Vgpr, 250, 2)],
        &[],
    )
}

/// A VALU instruction reading `src` (writes v255).
pub fn valu_use(src: RegRange) -> Instr {
    instr(&format!("v_use {src}"), Unit::Valu, None, &[src], &[v(255)])
}

/// A VALU instruction writing `dst`.
pub fn valu_def(dst: RegRange) -> Instr {
    instr(&format!("v_def {dst}"), Unit::Valu, None, &[], &[dst])
}

/// A combined `s_waitcnt` waiting on `fields` (the others all ones).
pub fn waitcnt(arch: Arch, fields: &[(Counter, u16)]) -> Instr {
    let p = arch.profile();
    let mut imm = p.no_wait_imm().expect("combined s_waitcnt exists");
    let mut enc = [Wait::NOT_ENCODED; NUM_COUNTERS];
    for c in Counter::ALL {
        if let Some(l) = p.layout[c.index()] {
            enc[c.index()] = l.max();
        }
    }
    for &(c, n) in fields {
        imm = p.layout[c.index()].unwrap().insert(imm, n);
        enc[c.index()] = n;
    }
    let mut i = instr("s_waitcnt", Unit::Wait, None, &[], &[]);
    i.wait = Some(Wait {
        form: WaitForm::Combined,
        imm,
        fields: enc,
    });
    i
}

/// A gfx10/11 single-counter wait `s_waitcnt_<c> null, n`.
pub fn wait_single(c: Counter, n: u16) -> Instr {
    let mut enc = [Wait::NOT_ENCODED; NUM_COUNTERS];
    enc[c.index()] = n;
    let mut i = instr("s_waitcnt_single", Unit::Wait, None, &[], &[]);
    i.wait = Some(Wait {
        form: WaitForm::Single(c),
        imm: n,
        fields: enc,
    });
    i
}

pub fn call() -> Instr {
    let mut i = instr(
        "s_swappc_b64 s[30:31], s[16:17]",
        Unit::Control,
        None,
        &[s(16, 2)],
        &[s(30, 2)],
    );
    i.flow = Flow::Call;
    i
}

pub fn kernel(instrs: Vec<Instr>) -> Kernel {
    Kernel {
        symbol: "k".into(),
        name: "k".into(),
        instrs,
        info: Default::default(),
        origin: Vec::new(),
    }
}

/// Races model `kind` finds in the straight-line program `instrs` on `arch`.
pub fn races(kind: ModelKind, arch: Arch, instrs: &[Instr]) -> usize {
    races_on(kind, &arch.profile(), instrs)
}

/// Races model `kind` finds in `instrs` on `profile` (an assumption set applied).
pub fn races_on(kind: ModelKind, profile: &crate::profile::Profile, instrs: &[Instr]) -> usize {
    let k = kernel(instrs.to_vec());
    let stream: Vec<u32> = (0..k.instrs.len() as u32).collect();
    let mut m = Model::new(kind, profile);
    run_stream(&mut m, &k, &stream).races.len()
}
