//! Printer for the chain IR in FlyDSL 0.4.2's own output form: a `module`,
//! arguments renamed `%argN`, results numbered `%0, %1, ...` in program
//! order, integer constants named `%c<value>_<type>` and float constants
//! `%cst` (with `_0`, `_1`, ... on repeats), one op per line. Printing
//! FlyDSL's own output back gives the same text.

use std::collections::HashMap;
use std::fmt::Write;

use super::ir::{Const, Func, Module, OpId, OpKind, Value};
use super::lower::Lowered;
use super::types::{Elem, Type};

/// Prints a module as FlyDSL prints it after a pass.
pub fn print(m: &Module) -> String {
    let mut out = String::from("module {\n");
    for f in &m.funcs {
        print_func(f, &mut out, &HashMap::new());
    }
    out.push_str("}\n");
    out
}

/// [`print`] of a module lowered with `--rule peel`: before each swizzled
/// access whose tail was split, a `// peel:` comment names the register it
/// addresses through and the immediate (docs/offsets.md section 6), e.g.
/// `// peel: S<3,4,3>(%3 + 256 B) + 8 B immediate (base aligned to 16 B)`.
/// The comments are Fly MLIR comments: the output parses back.
pub fn print_peeled(m: &Module, lowered: &Lowered) -> String {
    let mut out = String::from("module {\n");
    for (fi, f) in m.funcs.iter().enumerate() {
        let names = Names::new(f);
        let notes: HashMap<OpId, String> = lowered
            .accesses
            .iter()
            .filter(|a| a.func == fi && a.immediate && a.swizzle.is_some())
            .filter_map(|a| {
                let s = a.swizzle?;
                Some((
                    a.op,
                    format!(
                        "// peel: S<{},{},{}>({} + {} B) + {} B immediate (base aligned to {} B)",
                        s.bits,
                        s.base,
                        s.shift,
                        names.get(a.base),
                        a.inside_bytes(),
                        a.immediate_bytes,
                        a.base_align
                    ),
                ))
            })
            .collect();
        print_func(f, &mut out, &notes);
    }
    out.push_str("}\n");
    out
}

/// Names every value of a function as FlyDSL's printer does.
pub struct Names {
    ops: HashMap<u32, String>,
}

impl Names {
    pub fn new(f: &Func) -> Names {
        let mut ops = HashMap::new();
        let mut used: HashMap<String, u32> = HashMap::new();
        let mut next = 0u32;
        for &id in &f.body {
            let op = f.op(id);
            if op.result.is_none() {
                continue;
            }
            let name = match (&op.kind, op.result) {
                (OpKind::Constant(c), Some(Type::Scalar(e))) => {
                    let stem = match c {
                        Const::Int(v) if e == Elem::I1 => {
                            if *v != 0 {
                                "true".to_string()
                            } else {
                                "false".to_string()
                            }
                        }
                        Const::Int(v) => format!("c{v}_{}", e.name()),
                        Const::Float(_) => "cst".to_string(),
                    };
                    let n = used.entry(stem.clone()).or_insert(0);
                    let name = if *n == 0 {
                        stem
                    } else {
                        format!("{stem}_{}", *n - 1)
                    };
                    *n += 1;
                    name
                }
                _ => {
                    next += 1;
                    (next - 1).to_string()
                }
            };
            ops.insert(id.0, name);
        }
        Names { ops }
    }

    pub fn get(&self, v: Value) -> String {
        match v {
            Value::Arg(i) => format!("%arg{i}"),
            Value::Op(id) => format!(
                "%{}",
                self.ops.get(&id.0).map(String::as_str).unwrap_or("?")
            ),
        }
    }
}

/// MLIR's float literal: scientific with six decimals when that reads back
/// exactly, otherwise the shortest exact decimal.
fn float_literal(v: f64, e: Elem) -> String {
    let sci = format!("{v:.6e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let text = format!("{mant}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs());
    let back: f64 = text.parse().unwrap_or(f64::NAN);
    let exact = match e {
        Elem::F32 => (back as f32).to_bits() == (v as f32).to_bits(),
        _ => back.to_bits() == v.to_bits(),
    };
    if exact {
        text
    } else if e == Elem::F32 {
        format!("{:?}", v as f32)
    } else {
        format!("{v:?}")
    }
}

fn print_func(f: &Func, out: &mut String, notes: &HashMap<OpId, String>) {
    let names = Names::new(f);
    let _ = write!(out, "  func.func @{}(", f.name);
    for (i, t) in f.params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "%arg{i}: {t}");
    }
    out.push(')');
    match f.results.as_slice() {
        [] => {}
        [t] => {
            let _ = write!(out, " -> {t}");
        }
        ts => {
            out.push_str(" -> (");
            push_types(out, ts.iter().copied());
            out.push(')');
        }
    }
    out.push_str(" {\n");
    for &id in &f.body {
        let op = f.op(id);
        if let Some(note) = notes.get(&id) {
            let _ = writeln!(out, "    {note}");
        }
        out.push_str("    ");
        if op.result.is_some() {
            let _ = write!(out, "{} = ", names.get(Value::Op(id)));
        }
        let n = |v: Value| names.get(v);
        let t = |v: Value| f.ty(v);
        let r = op.result.map(|t| t.to_string()).unwrap_or_default();
        let _ = match &op.kind {
            OpKind::MakeIntTuple { scalar: None } => {
                write!(out, "fly.make_int_tuple() : () -> {r}")
            }
            OpKind::MakeIntTuple { scalar: Some(s) } => {
                write!(out, "fly.make_int_tuple({}) : ({}) -> {r}", n(*s), t(*s))
            }
            OpKind::AddOffset { src, off } => write!(
                out,
                "fly.add_offset({}, {}) : ({}, {}) -> {r}",
                n(*src),
                n(*off),
                t(*src),
                t(*off)
            ),
            OpKind::RecastIter { src } => {
                write!(out, "fly.recast_iter({}) : ({}) -> {r}", n(*src), t(*src))
            }
            OpKind::MakePtr {
                alloc_bytes,
                alloc_align,
            } => write!(
                out,
                "fly.make_ptr() {{dictAttrs = {{allocAlign = {alloc_align} : i64, allocBytes = {alloc_bytes} : i64}}}} : () -> {r}"
            ),
            OpKind::GetDynShared => write!(out, "fly.get_dyn_shared() : {r}"),
            OpKind::Load { ptr } => write!(out, "fly.ptr.load({}) : ({}) -> {r}", n(*ptr), t(*ptr)),
            OpKind::Store { value, ptr } => write!(
                out,
                "fly.ptr.store({}, {}) : ({}, {}) -> ()",
                n(*value),
                n(*ptr),
                t(*value),
                t(*ptr)
            ),
            OpKind::Constant(c) => match (c, op.result) {
                (Const::Int(v), Some(Type::Scalar(Elem::I1))) => {
                    write!(out, "arith.constant {}", *v != 0)
                }
                (Const::Int(v), _) => write!(out, "arith.constant {v} : {r}"),
                (Const::Float(v), Some(Type::Scalar(e))) => {
                    write!(out, "arith.constant {} : {r}", float_literal(*v, e))
                }
                (Const::Float(v), _) => write!(out, "arith.constant {v} : {r}"),
            },
            OpKind::Arith { op: a, lhs, rhs } => {
                write!(out, "{} {}, {} : {r}", a.name(), n(*lhs), n(*rhs))
            }
            OpKind::Return { values } if values.is_empty() => write!(out, "return"),
            OpKind::Return { values } => {
                out.push_str("return ");
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    out.push_str(&n(*v));
                }
                out.push_str(" : ");
                push_types(out, values.iter().map(|v| t(*v)));
                Ok(())
            }
        };
        out.push('\n');
    }
    out.push_str("  }\n");
}

fn push_types(out: &mut String, ts: impl Iterator<Item = Type>) {
    for (i, t) in ts.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{t}");
    }
}
