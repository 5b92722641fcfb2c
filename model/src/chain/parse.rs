//! Parser for the subset of Fly MLIR that offset chains use, in FlyDSL's own
//! custom syntax, so one file runs through wavebed and through FlyDSL.
//!
//! Accepts an optional `module { ... }` around `func.func`s whose bodies hold
//! `fly.make_int_tuple`, `fly.add_offset`, `fly.recast_iter`, `fly.make_ptr`,
//! `fly.get_dyn_shared`, `fly.ptr.load`, `fly.ptr.store`, `arith.constant`,
//! binary `arith` ops and `return`. Every error names a line and a column; no
//! input makes it panic (it is a fuzz target).

use std::collections::HashMap;

use super::ir::{ArithOp, Const, Func, Module, OpKind, Pos, Value};
use super::types::{Elem, IntTuple, PtrType, Space, Swizzle, Type};

/// A parse or verification error at a 1-based line and column.
pub use crate::error::ParseError;

/// Parses Fly MLIR text into a module (types verified as FlyDSL verifies them).
pub fn parse(text: &str) -> Result<Module, ParseError> {
    let mut p = Parser {
        src: text.as_bytes(),
        at: 0,
        line: 1,
        col: 1,
    };
    p.module()
}

struct Parser<'a> {
    src: &'a [u8],
    at: usize,
    line: u32,
    col: u32,
}

type PResult<T> = Result<T, ParseError>;

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'$' | b'-')
}

impl<'a> Parser<'a> {
    fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            col: self.col,
        }
    }

    fn err_at<T>(&self, pos: Pos, message: impl Into<String>) -> PResult<T> {
        Err(ParseError {
            line: pos.line,
            col: pos.col,
            message: message.into(),
        })
    }

    fn err<T>(&self, message: impl Into<String>) -> PResult<T> {
        self.err_at(self.pos(), message)
    }

    fn peek(&self) -> Option<u8> {
        self.src.get(self.at).copied()
    }

    fn bump(&mut self) {
        if let Some(b) = self.peek() {
            self.at += 1;
            if b == b'\n' {
                self.line += 1;
                self.col = 1;
            } else if b & 0xC0 != 0x80 {
                // Columns count characters, not UTF-8 continuation bytes.
                self.col += 1;
            }
        }
    }

    /// Skips whitespace and `//` comments.
    fn ws(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r' | b'\n') => self.bump(),
                Some(b'/') if self.src.get(self.at + 1) == Some(&b'/') => {
                    while !matches!(self.peek(), None | Some(b'\n')) {
                        self.bump();
                    }
                }
                _ => return,
            }
        }
    }

    fn starts_with(&self, s: &str) -> bool {
        self.src[self.at..].starts_with(s.as_bytes())
    }

    /// Consumes `s` (after whitespace) if it is next.
    fn eat(&mut self, s: &str) -> bool {
        self.ws();
        if self.starts_with(s) {
            for _ in 0..s.len() {
                self.bump();
            }
            true
        } else {
            false
        }
    }

    fn expect(&mut self, s: &str) -> PResult<()> {
        if self.eat(s) {
            Ok(())
        } else {
            let found = self.found();
            self.err(format!("expected '{s}', found {found}"))
        }
    }

    /// Describes the next token for error messages.
    fn found(&self) -> String {
        let rest = &self.src[self.at..];
        if rest.is_empty() {
            return "end of input".into();
        }
        let n = rest
            .iter()
            .take_while(|b| is_ident_byte(**b) || matches!(**b, b'%' | b'@' | b'!'))
            .count()
            .max(1);
        let n = n.min(24);
        format!("'{}'", String::from_utf8_lossy(&rest[..n]))
    }

    /// An identifier-like word (`func.func`, `fly.add_offset`, `f32`, ...).
    fn word(&mut self) -> PResult<String> {
        self.ws();
        let start = self.at;
        while self.peek().is_some_and(is_ident_byte) {
            self.bump();
        }
        if start == self.at {
            let found = self.found();
            return self.err(format!("expected a name, found {found}"));
        }
        Ok(String::from_utf8_lossy(&self.src[start..self.at]).into_owned())
    }

    /// A sigil-prefixed name: `%x` or `@f`.
    fn sigil_name(&mut self, sigil: u8) -> PResult<String> {
        self.ws();
        if self.peek() != Some(sigil) {
            let found = self.found();
            return self.err(format!("expected '{}name', found {found}", sigil as char));
        }
        self.bump();
        let start = self.at;
        while self.peek().is_some_and(is_ident_byte) {
            self.bump();
        }
        if start == self.at {
            return self.err("expected a name after the sigil");
        }
        Ok(String::from_utf8_lossy(&self.src[start..self.at]).into_owned())
    }

    /// A decimal integer with an optional minus sign.
    fn int(&mut self) -> PResult<i64> {
        self.ws();
        let pos = self.pos();
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.bump();
        }
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.bump();
        }
        let s = std::str::from_utf8(&self.src[start..self.at]).unwrap_or("");
        s.parse::<i64>().or_else(|_| {
            if s.is_empty() || s == "-" {
                let found = self.found();
                self.err_at(pos, format!("expected an integer, found {found}"))
            } else {
                self.err_at(pos, format!("integer {s} out of range"))
            }
        })
    }

    fn module(&mut self) -> PResult<Module> {
        let mut module = Module::default();
        self.ws();
        let wrapped = self.eat("module");
        if wrapped {
            self.expect("{")?;
        }
        loop {
            self.ws();
            if self.peek().is_none() {
                if wrapped {
                    return self.err("expected '}' closing the module, found end of input");
                }
                break;
            }
            if wrapped && self.eat("}") {
                self.ws();
                if self.peek().is_some() {
                    let found = self.found();
                    return self.err(format!(
                        "expected end of input after the module, found {found}"
                    ));
                }
                break;
            }
            let pos = self.pos();
            let w = self.word()?;
            if w != "func.func" {
                return self.err_at(pos, format!("expected 'func.func', found '{w}'"));
            }
            module.funcs.push(self.func()?);
        }
        if module.funcs.is_empty() {
            return self.err("expected at least one func.func");
        }
        Ok(module)
    }

    fn func(&mut self) -> PResult<Func> {
        let name = self.sigil_name(b'@')?;
        let mut names: HashMap<String, Value> = HashMap::new();
        let mut params = Vec::new();
        self.expect("(")?;
        if !self.eat(")") {
            loop {
                let pos = self.pos();
                let n = self.sigil_name(b'%')?;
                self.expect(":")?;
                let t = self.ty()?;
                if names
                    .insert(n.clone(), Value::Arg(params.len() as u32))
                    .is_some()
                {
                    return self.err_at(pos, format!("redefinition of %{n}"));
                }
                params.push(t);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let mut results = Vec::new();
        if self.eat("->") {
            if self.eat("(") {
                if !self.eat(")") {
                    loop {
                        results.push(self.ty()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
            } else {
                results.push(self.ty()?);
            }
        }
        let mut f = Func::new(name, params, results);
        self.expect("{")?;
        let mut terminated = false;
        loop {
            if self.eat("}") {
                break;
            }
            self.ws();
            if self.peek().is_none() {
                return self.err("expected '}' closing the function, found end of input");
            }
            if terminated {
                return self.err("ops after the function's return");
            }
            terminated = self.op(&mut f, &mut names)?;
        }
        if !terminated {
            return self.err(format!("function @{} has no return", f.name));
        }
        Ok(f)
    }

    fn value(&mut self, names: &HashMap<String, Value>) -> PResult<Value> {
        self.ws();
        let pos = self.pos();
        let n = self.sigil_name(b'%')?;
        match names.get(&n) {
            Some(v) => Ok(*v),
            None => self.err_at(pos, format!("use of undefined value %{n}")),
        }
    }

    /// `(T, U)` or `()`.
    fn type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect("(")?;
        let mut out = Vec::new();
        if self.eat(")") {
            return Ok(out);
        }
        loop {
            out.push(self.ty()?);
            if self.eat(")") {
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    /// `: (T...) -> R`: returns the operand types and the result type.
    fn fn_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        self.expect(":")?;
        let ins = self.type_list()?;
        self.expect("->")?;
        self.ws();
        let outs = if self.peek() == Some(b'(') {
            self.type_list()?
        } else {
            vec![self.ty()?]
        };
        Ok((ins, outs))
    }

    /// Checks that the written operand types are the operands' types.
    fn check_operands(&self, pos: Pos, f: &Func, vals: &[Value], tys: &[Type]) -> PResult<()> {
        if vals.len() != tys.len() {
            return self.err_at(
                pos,
                format!("{} operands but {} operand types", vals.len(), tys.len()),
            );
        }
        for (v, t) in vals.iter().zip(tys) {
            if f.ty(*v) != *t {
                return self.err_at(
                    pos,
                    format!(
                        "operand type mismatch: value has type {}, written {t}",
                        f.ty(*v)
                    ),
                );
            }
        }
        Ok(())
    }

    fn single(&self, pos: Pos, outs: Vec<Type>) -> PResult<Type> {
        match outs.as_slice() {
            [t] => Ok(*t),
            _ => self.err_at(pos, "expected exactly one result type"),
        }
    }

    /// Parses one op into `f`; returns whether it was the terminator.
    fn op(&mut self, f: &mut Func, names: &mut HashMap<String, Value>) -> PResult<bool> {
        self.ws();
        let pos = self.pos();
        let result_name = if self.peek() == Some(b'%') {
            let n = self.sigil_name(b'%')?;
            self.expect("=")?;
            Some(n)
        } else {
            None
        };
        self.ws();
        let op_pos = self.pos();
        let opname = self.word()?;
        let (kind, result): (OpKind, Option<Type>) = match opname.as_str() {
            "fly.make_int_tuple" => {
                self.expect("(")?;
                let scalar = if self.eat(")") {
                    None
                } else {
                    let v = self.value(names)?;
                    self.expect(")")?;
                    Some(v)
                };
                let (ins, outs) = self.fn_type()?;
                let operands: Vec<Value> = scalar.into_iter().collect();
                self.check_operands(op_pos, f, &operands, &ins)?;
                (
                    OpKind::MakeIntTuple { scalar },
                    Some(self.single(op_pos, outs)?),
                )
            }
            "fly.add_offset" => {
                self.expect("(")?;
                let src = self.value(names)?;
                self.expect(",")?;
                let off = self.value(names)?;
                self.expect(")")?;
                let (ins, outs) = self.fn_type()?;
                self.check_operands(op_pos, f, &[src, off], &ins)?;
                (
                    OpKind::AddOffset { src, off },
                    Some(self.single(op_pos, outs)?),
                )
            }
            "fly.recast_iter" => {
                self.expect("(")?;
                let src = self.value(names)?;
                self.expect(")")?;
                let (ins, outs) = self.fn_type()?;
                self.check_operands(op_pos, f, &[src], &ins)?;
                (OpKind::RecastIter { src }, Some(self.single(op_pos, outs)?))
            }
            "fly.ptr.load" => {
                self.expect("(")?;
                let ptr = self.value(names)?;
                self.expect(")")?;
                let (ins, outs) = self.fn_type()?;
                self.check_operands(op_pos, f, &[ptr], &ins)?;
                (OpKind::Load { ptr }, Some(self.single(op_pos, outs)?))
            }
            "fly.ptr.store" => {
                self.expect("(")?;
                let value = self.value(names)?;
                self.expect(",")?;
                let ptr = self.value(names)?;
                self.expect(")")?;
                let (ins, outs) = self.fn_type()?;
                self.check_operands(op_pos, f, &[value, ptr], &ins)?;
                if !outs.is_empty() {
                    return self.err_at(op_pos, "fly.ptr.store has no results: expected '-> ()'");
                }
                (OpKind::Store { value, ptr }, None)
            }
            "fly.make_ptr" => {
                self.expect("(")?;
                self.expect(")")?;
                let (alloc_bytes, alloc_align) = self.alloc_attrs()?;
                let (ins, outs) = self.fn_type()?;
                if !ins.is_empty() {
                    return self.err_at(op_pos, "fly.make_ptr takes no operands");
                }
                (
                    OpKind::MakePtr {
                        alloc_bytes,
                        alloc_align,
                    },
                    Some(self.single(op_pos, outs)?),
                )
            }
            "fly.get_dyn_shared" => {
                self.expect("(")?;
                self.expect(")")?;
                self.expect(":")?;
                (OpKind::GetDynShared, Some(self.ty()?))
            }
            "arith.constant" if self.eat("true") || self.eat("false") => {
                // MLIR prints i1 constants bare: `arith.constant true`.
                let v = self.src[..self.at].ends_with(b"true");
                (
                    OpKind::Constant(Const::Int(v as i64)),
                    Some(Type::Scalar(Elem::I1)),
                )
            }
            "arith.constant" => {
                self.ws();
                let cpos = self.pos();
                let start = self.at;
                while self
                    .peek()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'.'))
                {
                    self.bump();
                }
                let lit = String::from_utf8_lossy(&self.src[start..self.at]).into_owned();
                self.expect(":")?;
                let t = self.ty()?;
                let c = match t {
                    Type::Scalar(e) if e.is_int() => match lit.parse::<i64>() {
                        Ok(v) => Const::Int(v),
                        Err(_) => {
                            return self.err_at(cpos, format!("invalid integer constant '{lit}'"))
                        }
                    },
                    Type::Scalar(_) => match lit.parse::<f64>() {
                        Ok(v) if lit.bytes().any(|b| b.is_ascii_digit()) => Const::Float(v),
                        _ => return self.err_at(cpos, format!("invalid float constant '{lit}'")),
                    },
                    _ => return self.err_at(cpos, "arith.constant must have a scalar type"),
                };
                (OpKind::Constant(c), Some(t))
            }
            "return" | "func.return" => {
                let mut values = Vec::new();
                self.ws();
                if self.peek() == Some(b'%') {
                    loop {
                        values.push(self.value(names)?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.expect(":")?;
                    let mut tys = Vec::new();
                    loop {
                        tys.push(self.ty()?);
                        if !self.eat(",") {
                            break;
                        }
                    }
                    self.check_operands(op_pos, f, &values, &tys)?;
                }
                (OpKind::Return { values }, None)
            }
            other => match ArithOp::from_name(other) {
                Some(a) => {
                    let lhs = self.value(names)?;
                    self.expect(",")?;
                    let rhs = self.value(names)?;
                    self.expect(":")?;
                    let t = self.ty()?;
                    (OpKind::Arith { op: a, lhs, rhs }, Some(t))
                }
                None => return self.err_at(op_pos, format!("unsupported op '{other}'")),
            },
        };
        match (&result_name, result) {
            (Some(_), None) => {
                return self.err_at(pos, format!("'{opname}' has no result to name"))
            }
            (None, Some(_)) => return self.err_at(pos, format!("'{opname}' result must be named")),
            _ => {}
        }
        let terminator = matches!(kind, OpKind::Return { .. });
        let id = f.create(kind, result);
        f.op_mut(id).pos = op_pos;
        f.body.push(id);
        if let Err(m) = f.verify_op(id) {
            return self.err_at(op_pos, m.0);
        }
        if let Some(n) = result_name {
            if names.insert(n.clone(), Value::Op(id)).is_some() {
                return self.err_at(pos, format!("redefinition of %{n}"));
            }
        }
        Ok(terminator)
    }

    /// `{dictAttrs = {allocBytes = N : i64, allocAlign = N : i64}}`.
    fn alloc_attrs(&mut self) -> PResult<(u64, u64)> {
        let (mut bytes, mut align) = (None, None);
        self.expect("{")?;
        self.expect("dictAttrs")?;
        self.expect("=")?;
        self.expect("{")?;
        loop {
            let pos = self.pos();
            let key = self.word()?;
            self.expect("=")?;
            let v = self.int()?;
            self.expect(":")?;
            self.expect("i64")?;
            if v <= 0 {
                return self.err_at(pos, format!("{key} must be positive"));
            }
            match key.as_str() {
                "allocBytes" => bytes = Some(v as u64),
                "allocAlign" => align = Some(v as u64),
                _ => return self.err_at(pos, format!("unsupported attribute '{key}'")),
            }
            if self.eat("}") {
                break;
            }
            self.expect(",")?;
        }
        self.expect("}")?;
        match (bytes, align) {
            (Some(b), Some(a)) => Ok((b, a)),
            _ => self.err("fly.make_ptr needs allocBytes and allocAlign"),
        }
    }

    fn ty(&mut self) -> PResult<Type> {
        self.ws();
        let pos = self.pos();
        if self.eat("!fly.ptr<") {
            return self.ptr_type(pos).map(Type::Ptr);
        }
        if self.eat("!fly.int_tuple<") {
            return self.int_tuple_type(pos).map(Type::Tuple);
        }
        let w = self.word()?;
        match Elem::from_name(&w) {
            Some(e) => Ok(Type::Scalar(e)),
            None => self.err_at(pos, format!("unsupported type '{w}'")),
        }
    }

    fn ptr_type(&mut self, pos: Pos) -> PResult<PtrType> {
        let epos = self.pos();
        let e = self.word()?;
        let elem = match Elem::from_name(&e) {
            Some(e) => e,
            None => return self.err_at(epos, format!("unsupported element type '{e}'")),
        };
        self.expect(",")?;
        self.ws();
        let spos = self.pos();
        let space = if self.eat("#fly_rocdl.buffer_desc") {
            Space::Buffer
        } else {
            let s = self.word()?;
            match Space::from_name(&s) {
                Some(sp) if sp != Space::Buffer => sp,
                _ => {
                    return self.err_at(
                        spos,
                        format!("expected address space generic, global, shared, register or #fly_rocdl.buffer_desc, found '{s}'"),
                    )
                }
            }
        };
        let mut p = PtrType::new(elem, space);
        while self.eat(",") {
            self.ws();
            let apos = self.pos();
            if self.eat("align<") {
                let a = self.int()?;
                if a <= 0 {
                    return self.err_at(apos, format!("alignment must be positive, got {a}"));
                }
                p.align = a as u64;
                self.expect(">")?;
            } else if self.eat("S<") {
                let mut f = [0u8; 3];
                for (i, slot) in f.iter_mut().enumerate() {
                    if i > 0 {
                        self.expect(",")?;
                    }
                    let v = self.int()?;
                    if !(0..=31).contains(&v) {
                        return self.err_at(apos, format!("swizzle field {v} out of range 0..31"));
                    }
                    *slot = v as u8;
                }
                self.expect(">")?;
                p.swizzle = Some(Swizzle {
                    bits: f[0],
                    base: f[1],
                    shift: f[2],
                });
            } else {
                let found = self.found();
                return self.err(format!("expected 'align<N>' or 'S<m,b,s>', found {found}"));
            }
        }
        self.expect(">")?;
        if let Err(m) = p.validate() {
            return self.err_at(pos, m.to_string());
        }
        Ok(p)
    }

    fn int_tuple_type(&mut self, pos: Pos) -> PResult<IntTuple> {
        let t = if self.eat("?") {
            let mut div = 1u32;
            if self.eat("{") {
                self.expect("div")?;
                self.expect("=")?;
                let dpos = self.pos();
                let d = self.int()?;
                if !(1..=1 << 30).contains(&d) {
                    return self.err_at(dpos, format!("divisibility must be in 1..2^30, got {d}"));
                }
                div = d as u32;
                self.expect("}")?;
            }
            IntTuple::Dynamic { div }
        } else {
            let vpos = self.pos();
            let v = self.int()?;
            match i32::try_from(v) {
                Ok(v) => IntTuple::Static(v),
                Err(_) => return self.err_at(vpos, format!("static offset {v} does not fit i32")),
            }
        };
        if !self.eat(">") {
            let found = self.found();
            return self.err_at(
                pos,
                format!(
                    "only single-integer int tuples are supported; expected '>', found {found}"
                ),
            );
        }
        Ok(t)
    }
}
