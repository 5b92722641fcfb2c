//! The assembler-directive layer: what llvm-mc expands before an instruction
//! is parsed, so that a listing means what the assembler makes of it.
//!
//! [`Expander`] sits between [`Lines`] and the program reader. It expands
//! `.rept`/`.irp`/`.irpc` ... `.endr` and `.macro` ... `.endm` (positional and
//! named arguments, defaults, `:req`, `:vararg`, `\@`, `\()`, `.exitm`,
//! `.purgem`), keeps `.set`/`.equ`/`.equiv`/`=` symbols, takes the
//! `.if`/`.ifdef`/`.ifndef`/`.ifb`/`.ifc`... family, stops at `.end`, and
//! rewrites instruction operands that use symbols or expressions into the
//! numbers llvm-mc assembles ([`rewrite`]). Every statement it hands on keeps
//! the source line it was written on (an expanded line points into its block).
//!
//! Expansion is lazy (a stack of frames over shared bodies) and bounded:
//! macro nesting deeper than llvm-mc's default of 20 levels, a `.rept` count
//! above [`MAX_REPT`], more than
//! [`MAX_PROCESSED`] expanded lines or [`MAX_EMITTED`] expanded statements, or
//! an expanded line longer than [`MAX_LINE`] bytes stop with an error naming the
//! directive, never an out-of-memory kill.
//!
//! Lines without any of this pass through borrowed: the fast path for
//! compiler output, which only pays a symbol check on operands once `.set`
//! symbols exist (clang's resource-usage `.set`s).

pub mod expr;
pub mod literal;
pub mod rewrite;

use std::borrow::Cow;
use std::collections::{HashMap, HashSet, VecDeque};
use std::rc::Rc;

use super::decode::FastHash;
use super::lex::Lines;
use super::ParseError;
use expr::{eval, is_ident_char, is_ident_start, ExprError, Lookup};

/// llvm-mc's default `-asm-macro-max-nesting-depth`.
pub const MAX_MACRO_DEPTH: usize = 20;
/// A `.rept` count (llvm-mc has no bound and runs out of memory first).
pub const MAX_REPT: i64 = 1 << 20;
/// Lines taken from expansions (directives included) per input.
pub const MAX_PROCESSED: u64 = 1 << 23;
/// Statements expansions hand on (instructions, labels, directives) per input.
pub const MAX_EMITTED: u64 = 1 << 20;
/// Bytes of one line after argument substitution.
pub const MAX_LINE: usize = 1 << 16;

/// One statement for the program reader.
#[derive(Debug)]
pub struct Stmt<'a> {
    /// 1-based source line.
    pub no: u32,
    /// Code without comments, columns as in the source where borrowed.
    pub code: Cow<'a, str>,
    /// The source line's comment (objdump's address and encoding); empty for
    /// expanded lines.
    pub comment: &'a str,
}

/// What a `.set` symbol holds.
#[derive(Clone, Copy, Debug)]
enum Sym {
    Value(i64),
    /// Defined, but not absolute where it was defined (a label difference,
    /// an undefined name): an error if an instruction needs its value.
    Relocatable,
}

/// The `.set`/`.equ`/`=` symbols, with a cheap filter so that operands of
/// compiler output (which defines a few dozen such symbols it never uses in
/// code) rarely pay a hash lookup.
#[derive(Default)]
pub struct Symbols {
    map: HashMap<Box<str>, Sym, FastHash>,
    /// Bit `b & 63` set when some symbol starts with byte `b`.
    first: u64,
    /// Bit `len.min(63)` set when some symbol has that length.
    lens: u64,
}

impl Symbols {
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Defines `name`: `Some(value)` absolute, `None` relocatable.
    pub fn define(&mut self, name: &str, value: Option<i64>) {
        self.first |= 1 << (name.as_bytes()[0] & 63);
        self.lens |= 1 << name.len().min(63);
        let sym = value.map_or(Sym::Relocatable, Sym::Value);
        match self.map.get_mut(name) {
            Some(s) => *s = sym,
            None => {
                self.map.insert(name.into(), sym);
            }
        }
    }

    pub fn is_defined(&self, name: &str) -> bool {
        self.may_hold(name)
    }

    /// Whether `name` is a defined symbol (the filter first).
    pub fn may_hold(&self, name: &str) -> bool {
        !name.is_empty()
            && self.first & (1 << (name.as_bytes()[0] & 63)) != 0
            && self.lens & (1 << name.len().min(63)) != 0
            && self.map.contains_key(name)
    }

    pub fn lookup(&self, name: &str) -> Lookup {
        match self.map.get(name) {
            Some(Sym::Value(v)) => Lookup::Value(*v),
            _ => Lookup::NotAbsolute,
        }
    }
}

/// A line of a stored body (`.rept`, `.irp`, `.macro`).
struct BodyLine {
    no: u32,
    text: Box<str>,
}

/// A macro definition.
struct Macro {
    params: Vec<Param>,
    body: Rc<[BodyLine]>,
}

struct Param {
    name: String,
    default: String,
    required: bool,
    vararg: bool,
}

/// An expansion in progress.
struct Frame {
    body: Rc<[BodyLine]>,
    pos: usize,
    kind: FrameKind,
    /// Depth of the conditional stack when the frame started (`.exitm`
    /// drops conditionals opened inside the macro).
    conds_at: usize,
}

enum FrameKind {
    Rept {
        left: u64,
    },
    /// `.irp`/`.irpc`: the symbol and the values still to come (the current
    /// one first).
    Irp {
        sym: String,
        values: VecDeque<String>,
    },
    Macro {
        bindings: Vec<(String, String)>,
        id: u64,
    },
}

/// A conditional block.
struct Cond {
    /// Whether the enclosing code is assembled.
    outer: bool,
    /// Whether the current branch is assembled.
    taking: bool,
    /// Whether some branch was taken already.
    done: bool,
    else_seen: bool,
    line: u32,
}

/// A body being collected up to its closing directive.
struct Collect {
    kind: CollectKind,
    depth: u32,
    line: u32,
    col: u32,
    lines: Vec<BodyLine>,
}

enum CollectKind {
    Rept(u64),
    Irp { sym: String, values: Vec<String> },
    Macro { name: String, params: Vec<Param> },
}

/// The directive layer over one input's lines.
pub struct Expander<'a> {
    lines: Lines<'a>,
    frames: Vec<Frame>,
    conds: Vec<Cond>,
    collect: Option<Collect>,
    pub symbols: Symbols,
    macros: HashMap<String, Rc<Macro>, FastHash>,
    /// Labels in order (borrowed from the source where possible), and the
    /// set of the first `indexed` of them, built only when a `.ifdef` or
    /// `.set` asks: compiler output has many labels and never asks.
    labels: Vec<Cow<'a, str>>,
    label_set: HashSet<Box<str>, FastHash>,
    indexed: usize,
    instantiations: u64,
    processed: u64,
    emitted: u64,
    /// Statements ready to hand on (a label peeled off a directive line).
    ready: VecDeque<Stmt<'a>>,
    ended: bool,
    /// The directive that closes a block passed through whole.
    block_end: Option<&'static str>,
    /// Pass-through mode for llvm-objdump output, which has no directives.
    raw: bool,
}

fn err(line: u32, col: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        line,
        col: col as u32,
        message: message.into(),
    }
}

/// Directives this layer implements (the program reader never sees them).
fn is_layer_directive(d: &str) -> bool {
    matches!(
        d,
        ".rept"
            | ".irp"
            | ".irpc"
            | ".endr"
            | ".macro"
            | ".endm"
            | ".endmacro"
            | ".exitm"
            | ".purgem"
            | ".set"
            | ".equ"
            | ".equiv"
            | ".else"
            | ".elseif"
            | ".endif"
            | ".end"
            | ".err"
            | ".error"
            | ".include"
            | ".incbin"
            | ".altmacro"
            | ".noaltmacro"
    ) || d.starts_with(".if")
}

impl<'a> Expander<'a> {
    pub fn new(src: &'a str) -> Expander<'a> {
        Expander {
            lines: Lines::new(src),
            frames: Vec::new(),
            conds: Vec::new(),
            collect: None,
            symbols: Symbols::default(),
            macros: HashMap::default(),
            labels: Vec::new(),
            label_set: HashSet::default(),
            indexed: 0,
            instantiations: 0,
            processed: 0,
            emitted: 0,
            ready: VecDeque::new(),
            ended: false,
            block_end: None,
            raw: false,
        }
    }

    /// Switches to pass-through (llvm-objdump output) when nothing is open.
    pub fn set_raw(&mut self) {
        if self.frames.is_empty() && self.conds.is_empty() && self.collect.is_none() {
            self.raw = true;
            self.lines.skip_classification();
        }
    }

    /// The last source line read.
    pub fn line_no(&self) -> u32 {
        self.lines.line_no()
    }

    /// Checks what must be closed at the end of the input.
    pub fn finish(&self) -> Result<(), ParseError> {
        if self.lines.in_block() {
            return Err(err(self.lines.line_no(), 1, "unterminated `/*` comment"));
        }
        if let Some(c) = &self.collect {
            let (open, close) = match c.kind {
                CollectKind::Macro { .. } => (".macro", ".endm"),
                CollectKind::Rept(_) => (".rept", ".endr"),
                CollectKind::Irp { .. } => (".irp", ".endr"),
            };
            return Err(err(
                c.line,
                c.col as usize,
                format!("`{open}` is not closed by `{close}`"),
            ));
        }
        if let Some(c) = self.conds.last() {
            return Err(err(c.line, 1, "`.if` is not closed by `.endif`"));
        }
        Ok(())
    }

    /// The next statement, or an error at its line.
    pub fn next_stmt(&mut self) -> Option<Result<Stmt<'a>, ParseError>> {
        loop {
            if let Some(s) = self.ready.pop_front() {
                return Some(Ok(s));
            }
            if self.ended {
                return None;
            }
            if self.raw {
                let l = self.lines.next()?;
                return Some(Ok(Stmt {
                    no: l.no,
                    code: l.code,
                    comment: l.comment,
                }));
            }
            if self.frames.is_empty()
                && self.collect.is_none()
                && self.conds.is_empty()
                && self.block_end.is_none()
                && self.macros.is_empty()
            {
                // Source line, nothing open: the plain-listing fast path.
                let l = self.lines.next()?;
                // A graphics shader part's return to its epilog is a comment
                // line the program layer reads (docs/paths.md section 10).
                let epilog =
                    l.comment.trim() == crate::contract::EPILOG_COMMENT && l.code.trim().is_empty();
                if epilog || (l.plain && self.is_plain_instruction(&l.code)) {
                    return Some(Ok(Stmt {
                        no: l.no,
                        code: l.code,
                        comment: l.comment,
                    }));
                }
                match self.statement(l.no, l.code, l.comment) {
                    Ok(Some(s)) => return Some(Ok(s)),
                    Ok(None) => continue,
                    Err(e) => return Some(Err(e)),
                }
            }
            let (no, code, comment, expanded) = match self.fetch() {
                Ok(Some(x)) => x,
                Ok(None) => return None,
                Err(e) => return Some(Err(e)),
            };
            let before = self.ready.len();
            match self.statement(no, code, comment) {
                Ok(s) if expanded && (s.is_some() || self.ready.len() > before) => {
                    self.emitted += 1;
                    if self.emitted > MAX_EMITTED {
                        return Some(Err(err(
                            no,
                            1,
                            format!("expansion produces more than {MAX_EMITTED} statements (`.rept`/`.irp`/macro bound)"),
                        )));
                    }
                    if let Some(s) = s {
                        return Some(Ok(s));
                    }
                }
                Ok(Some(s)) => return Some(Ok(s)),
                Ok(None) => continue,
                Err(e) => return Some(Err(e)),
            }
        }
    }

    /// The next raw line: from the innermost expansion, else the source.
    #[allow(clippy::type_complexity)]
    fn fetch(&mut self) -> Result<Option<(u32, Cow<'a, str>, &'a str, bool)>, ParseError> {
        while let Some(f) = self.frames.last_mut() {
            if f.pos == f.body.len() {
                let again = match &mut f.kind {
                    FrameKind::Rept { left } => {
                        *left -= 1;
                        *left > 0
                    }
                    FrameKind::Irp { values, .. } => {
                        values.pop_front();
                        !values.is_empty()
                    }
                    FrameKind::Macro { .. } => false,
                };
                if again && !f.body.is_empty() {
                    f.pos = 0;
                } else {
                    self.frames.pop();
                }
                self.processed += 1;
                self.check_processed()?;
                continue;
            }
            let line = &f.body[f.pos];
            f.pos += 1;
            let no = line.no;
            let text = match &f.kind {
                FrameKind::Rept { .. } => line.text.to_string(),
                FrameKind::Irp { sym, values } => {
                    let v = values.front().map_or("", |s| s.as_str());
                    substitute(&line.text, &[(sym.as_str(), v)], None)
                }
                FrameKind::Macro { bindings, id } => {
                    let b: Vec<(&str, &str)> = bindings
                        .iter()
                        .map(|(a, b)| (a.as_str(), b.as_str()))
                        .collect();
                    substitute(&line.text, &b, Some(*id))
                }
            };
            if text.len() > MAX_LINE {
                return Err(err(
                    no,
                    1,
                    format!(
                        "an expanded line is longer than {MAX_LINE} bytes (macro argument bound)"
                    ),
                ));
            }
            self.processed += 1;
            self.check_processed()?;
            return Ok(Some((no, Cow::Owned(text), "", true)));
        }
        Ok(self.lines.next().map(|l| (l.no, l.code, l.comment, false)))
    }

    /// A plain line ([`super::lex::SrcLine::plain`]) that is an instruction
    /// with nothing to expand or rewrite: its first word starts with a letter
    /// and holds no `:` (a label), and its operands name no defined symbol.
    #[inline]
    fn is_plain_instruction(&self, code: &str) -> bool {
        let b = code.as_bytes();
        let mut i = 0;
        while i < b.len() && matches!(b[i], b' ' | b'\t') {
            i += 1;
        }
        if i == b.len() || !(b[i].is_ascii_alphabetic() || b[i] == b'_') {
            return false;
        }
        while i < b.len() && !matches!(b[i], b' ' | b'\t') {
            if b[i] == b':' {
                return false;
            }
            i += 1;
        }
        self.symbols.is_empty() || !rewrite::names_defined(&code[i..], &self.symbols)
    }

    fn check_processed(&self) -> Result<(), ParseError> {
        if self.processed > MAX_PROCESSED {
            let no = self
                .frames
                .last()
                .map_or(self.lines.line_no(), |f| f.body.first().map_or(0, |l| l.no));
            return Err(err(
                no,
                1,
                format!("expansion runs past {MAX_PROCESSED} lines (`.rept`/`.irp`/macro bound)"),
            ));
        }
        Ok(())
    }

    fn active(&self) -> bool {
        self.conds.last().is_none_or(|c| c.outer && c.taking)
    }

    /// Handles one line; returns the statement to hand on, if any.
    fn statement(
        &mut self,
        no: u32,
        code: Cow<'a, str>,
        comment: &'a str,
    ) -> Result<Option<Stmt<'a>>, ParseError> {
        let full: &str = &code;
        let body = full.trim();
        if body.is_empty() {
            return Ok(None);
        }
        let indent = full.len() - full.trim_start().len();
        if self.collect.is_some() {
            self.collect_line(no, body);
            return Ok(None);
        }
        let first = body.as_bytes()[0];
        if !self.active() {
            if first == b'.' {
                let (d, args) = split_word(body);
                self.conditional(no, indent + 1, d, args)?;
            }
            return Ok(None);
        }
        // Blocks that hold no code (kernel descriptors, metadata YAML) pass
        // through whole; the program reader skips them.
        if let Some(end) = self.block_end {
            if body.starts_with(end) {
                self.block_end = None;
            }
            return Ok(Some(Stmt { no, code, comment }));
        }
        if let Some(at) = unterminated_string(full) {
            return Err(err(no, at + 1, "unterminated string constant"));
        }
        let directive = (first == b'.').then(|| split_word(body));
        if let Some((d, args)) = directive {
            if !args.starts_with('=') && !is_layer_directive(d) && !d.ends_with(':') {
                self.block_end = match d {
                    ".amdgpu_metadata" => Some(".end_amdgpu_metadata"),
                    ".amdgpu_pal_metadata" => Some(".end_amdgpu_pal_metadata"),
                    ".amdhsa_kernel" => Some(".end_amdhsa_kernel"),
                    ".amd_kernel_code_t" => Some(".end_amd_kernel_code_t"),
                    _ => None,
                };
                return Ok(Some(Stmt { no, code, comment }));
            }
        }
        // Fast path: an instruction or a label of compiler output.
        if let Some((name, rest)) = label(body) {
            if rest.trim().is_empty() {
                let name = unquote(name);
                let name = match &code {
                    Cow::Borrowed(line) => {
                        let at = name.as_ptr() as usize - line.as_ptr() as usize;
                        Cow::Borrowed(&line[at..at + name.len()])
                    }
                    Cow::Owned(_) => Cow::Owned(name.to_string()),
                };
                self.labels.push(name);
                return Ok(Some(Stmt { no, code, comment }));
            }
        } else if directive.is_none() && first != b'"' && self.macros.is_empty() {
            let ops_at = mnemonic_end(body);
            let ops_text = body[ops_at..].trim_start();
            // `N = 5` and `N=5` are assignments, for the general path.
            let assignment = body[..ops_at].contains('=') || ops_text.starts_with('=');
            if !assignment {
                if !rewrite::needs_rewrite(ops_text, &self.symbols) {
                    return Ok(Some(Stmt { no, code, comment }));
                }
                let ops_col = indent + body.len() - ops_text.len() + 1;
                let ops = rewrite::rewrite(ops_text, &self.symbols)
                    .map_err(|(c, m)| err(no, ops_col + c, m))?;
                let text = format!("{}{} {ops}", &full[..indent], &body[..ops_at]);
                return Ok(Some(Stmt {
                    no,
                    code: Cow::Owned(text),
                    comment,
                }));
            }
        }
        // A label before a statement: hand the label on by itself.
        let (stmt, col) = match label(body) {
            Some((name, rest)) => {
                self.labels.push(Cow::Owned(unquote(name).to_string()));
                let rest_t = rest.trim();
                let label_text = &body[..body.len() - rest.len()];
                if rest_t.is_empty() {
                    return Ok(Some(Stmt { no, code, comment }));
                }
                self.ready.push_back(Stmt {
                    no,
                    code: Cow::Owned(format!("{}{label_text}", &full[..indent])),
                    comment: "",
                });
                let col = indent + body.len() - rest.trim_start().len();
                (rest_t.to_string(), col)
            }
            None => (body.to_string(), indent),
        };
        let out = self.directive_or_instruction(no, col, &stmt, comment)?;
        if let Some(s) = out {
            self.ready.push_back(s);
        }
        Ok(None)
    }

    /// A statement without a label.
    fn directive_or_instruction(
        &mut self,
        no: u32,
        col: usize,
        stmt: &str,
        comment: &'a str,
    ) -> Result<Option<Stmt<'a>>, ParseError> {
        let (word, args) = split_word(stmt);
        // `NAME = expr` (also `.Lname = expr`).
        if let Some(rhs) = args.strip_prefix('=').filter(|r| !r.starts_with('=')) {
            self.assign(no, col + 1, word, rhs.trim(), false)?;
            return Ok(None);
        }
        if word.starts_with('.') && is_layer_directive(word) {
            self.layer_directive(no, col + 1, word, args)?;
            return Ok(None);
        }
        if let Some(m) = self.macros.get(word).cloned() {
            self.instantiate(no, col + 1, word, &m, args)?;
            return Ok(None);
        }
        let pad = " ".repeat(col);
        if word.starts_with('.') {
            return Ok(Some(Stmt {
                no,
                code: Cow::Owned(format!("{pad}{stmt}")),
                comment,
            }));
        }
        let ops_at = mnemonic_end(stmt);
        let text = if rewrite::needs_rewrite(&stmt[ops_at..], &self.symbols) {
            let ops_text = stmt[ops_at..].trim_start();
            let ops_col = col + stmt.len() - ops_text.len() + 1;
            let ops = rewrite::rewrite(ops_text, &self.symbols)
                .map_err(|(c, m)| err(no, ops_col + c, m))?;
            format!("{pad}{} {ops}", &stmt[..ops_at])
        } else {
            format!("{pad}{stmt}")
        };
        Ok(Some(Stmt {
            no,
            code: Cow::Owned(text),
            comment,
        }))
    }

    /// `.set`/`.equ`/`=`: absolute values are fixed now (llvm-mc folds
    /// `.set a, b+1` at the directive: a later `.set b` does not change `a`).
    fn assign(
        &mut self,
        no: u32,
        col: usize,
        name: &str,
        rhs: &str,
        once: bool,
    ) -> Result<(), ParseError> {
        let quoted = name.trim();
        let name = unquote(quoted);
        let nb = name.as_bytes();
        let plain = !nb.is_empty() && is_ident_start(nb[0]) && nb.iter().all(|&b| is_ident_char(b));
        if nb.is_empty() || !(plain || quoted.len() == name.len() + 2) {
            return Err(err(no, col, format!("bad symbol name `{name}`")));
        }
        if rhs.is_empty() {
            return Err(err(no, col, format!("missing value for `{name}`")));
        }
        if once && (self.symbols.is_defined(name) || self.is_label(name)) {
            return Err(err(
                no,
                col,
                format!("`.equiv`: `{name}` is already defined"),
            ));
        }
        if self.is_label(name) {
            return Err(err(
                no,
                col,
                format!("`{name}` is a label and cannot be redefined"),
            ));
        }
        let value = match eval(rhs, &|n| self.symbols.lookup(n)) {
            Ok(v) => Some(v),
            Err(ExprError::NotAbsolute(_)) => None,
            Err(e) => return Err(err(no, col, format!("value of `{name}`: {e}"))),
        };
        self.symbols.define(name, value);
        Ok(())
    }

    fn absolute(&self, no: u32, col: usize, what: &str, text: &str) -> Result<i64, ParseError> {
        eval(text.trim(), &|n| self.symbols.lookup(n))
            .map_err(|e| err(no, col, format!("`{what}`: {e}")))
    }

    fn layer_directive(
        &mut self,
        no: u32,
        col: usize,
        d: &str,
        args: &str,
    ) -> Result<(), ParseError> {
        match d {
            ".set" | ".equ" | ".equiv" => {
                let Some((name, rhs)) = split_comma(args) else {
                    return Err(err(no, col, format!("`{d}` needs `NAME, VALUE`")));
                };
                self.assign(no, col, name, rhs.trim(), d == ".equiv")
            }
            ".rept" => {
                let n = self.absolute(no, col, d, args)?;
                if n < 0 {
                    return Err(err(no, col, "`.rept`: count is negative"));
                }
                if n > MAX_REPT {
                    return Err(err(
                        no,
                        col,
                        format!("`.rept`: count {n} is above wavebed's bound of {MAX_REPT}"),
                    ));
                }
                self.start_collect(no, col, CollectKind::Rept(n as u64));
                Ok(())
            }
            ".irp" | ".irpc" => {
                let (sym, rest) = split_comma(args).unwrap_or((args, ""));
                let sym = sym.trim();
                if sym.is_empty() || !sym.bytes().all(is_ident_char) {
                    return Err(err(no, col, format!("`{d}` needs a symbol name")));
                }
                let values: Vec<String> = if d == ".irpc" {
                    rest.trim().chars().map(|c| c.to_string()).collect()
                } else {
                    macro_args(rest.trim())
                        .into_iter()
                        .map(|s| s.to_string())
                        .collect()
                };
                // GNU as and llvm-mc: no values -> the body once, empty.
                let values = if values.is_empty() {
                    vec![String::new()]
                } else {
                    values
                };
                self.start_collect(
                    no,
                    col,
                    CollectKind::Irp {
                        sym: sym.to_string(),
                        values,
                    },
                );
                Ok(())
            }
            ".macro" => {
                let (name, params) = macro_signature(args).map_err(|m| err(no, col, m))?;
                self.start_collect(no, col, CollectKind::Macro { name, params });
                Ok(())
            }
            ".endr" => Err(err(no, col, "`.endr` without `.rept`/`.irp`/`.irpc`")),
            ".endm" | ".endmacro" => Err(err(no, col, format!("`{d}` without `.macro`"))),
            ".exitm" => {
                let Some(k) = self
                    .frames
                    .iter()
                    .rposition(|f| matches!(f.kind, FrameKind::Macro { .. }))
                else {
                    return Err(err(no, col, "`.exitm` outside a macro"));
                };
                self.conds.truncate(self.frames[k].conds_at);
                self.frames.truncate(k);
                Ok(())
            }
            ".purgem" => {
                let name = args.trim();
                if self.macros.remove(name).is_none() {
                    return Err(err(
                        no,
                        col,
                        format!("`.purgem`: macro `{name}` is not defined"),
                    ));
                }
                Ok(())
            }
            ".end" => {
                self.ended = true;
                Ok(())
            }
            ".err" => Err(err(no, col, "`.err` directive")),
            ".error" => Err(err(
                no,
                col,
                format!("`.error`: {}", args.trim().trim_matches('"')),
            )),
            ".include" | ".incbin" => Err(err(
                no,
                col,
                format!(
                    "`{d}` is not supported: wavebed reads one file; inline `{}` into it",
                    args.trim()
                ),
            )),
            ".altmacro" | ".noaltmacro" => Err(err(
                no,
                col,
                format!("`{d}` is not supported (llvm-mc's alternate macro mode)"),
            )),
            _ => self.conditional(no, col, d, args),
        }
    }

    /// `.if*`, `.else`, `.elseif`, `.endif` (also while skipping).
    #[allow(clippy::expect_used, reason = "an invariant: checked above")]
    fn conditional(&mut self, no: u32, col: usize, d: &str, args: &str) -> Result<(), ParseError> {
        let active = self.active();
        match d {
            ".else" => {
                let c = self
                    .conds
                    .last_mut()
                    .ok_or_else(|| err(no, col, "`.else` without `.if`"))?;
                if c.else_seen {
                    return Err(err(no, col, "a second `.else` in one `.if`"));
                }
                c.else_seen = true;
                c.taking = !c.done;
                c.done = true;
                Ok(())
            }
            ".elseif" => {
                let Some(c) = self.conds.last() else {
                    return Err(err(no, col, "`.elseif` without `.if`"));
                };
                if c.else_seen {
                    return Err(err(no, col, "`.elseif` after `.else`"));
                }
                let take = if c.outer && !c.done {
                    self.absolute(no, col, d, args)? != 0
                } else {
                    false
                };
                let c = self.conds.last_mut().expect("checked above");
                c.taking = take;
                c.done |= take;
                Ok(())
            }
            ".endif" => {
                self.conds
                    .pop()
                    .ok_or_else(|| err(no, col, "`.endif` without `.if`"))?;
                Ok(())
            }
            _ if d.starts_with(".if") => {
                let take = if active {
                    self.condition(no, col, d, args)?
                } else {
                    false
                };
                self.conds.push(Cond {
                    outer: active,
                    taking: take,
                    done: take,
                    else_seen: false,
                    line: no,
                });
                Ok(())
            }
            // Any other directive while skipping.
            _ => Ok(()),
        }
    }

    /// Whether `name` labels a place seen so far.
    fn is_label(&mut self, name: &str) -> bool {
        for l in &self.labels[self.indexed..] {
            self.label_set.insert(l.as_ref().into());
        }
        self.indexed = self.labels.len();
        self.label_set.contains(name)
    }

    fn condition(&mut self, no: u32, col: usize, d: &str, args: &str) -> Result<bool, ParseError> {
        let a = args.trim();
        let mut defined = |n: &str| {
            let n = unquote(n.trim());
            self.symbols.is_defined(n) || self.is_label(n)
        };
        let strings = || -> Result<(String, String), ParseError> {
            let (x, y) =
                split_comma(a).ok_or_else(|| err(no, col, format!("`{d}` needs two strings")))?;
            Ok((
                x.trim().trim_matches('"').to_string(),
                y.trim().trim_matches('"').to_string(),
            ))
        };
        Ok(match d {
            ".if" | ".ifne" => self.absolute(no, col, d, a)? != 0,
            ".ifeq" => self.absolute(no, col, d, a)? == 0,
            ".ifgt" => self.absolute(no, col, d, a)? > 0,
            ".ifge" => self.absolute(no, col, d, a)? >= 0,
            ".iflt" => self.absolute(no, col, d, a)? < 0,
            ".ifle" => self.absolute(no, col, d, a)? <= 0,
            ".ifdef" => defined(a),
            ".ifndef" | ".ifnotdef" => !defined(a),
            ".ifb" => a.is_empty(),
            ".ifnb" => !a.is_empty(),
            ".ifc" | ".ifeqs" => {
                let (x, y) = strings()?;
                x == y
            }
            ".ifnc" | ".ifnes" => {
                let (x, y) = strings()?;
                x != y
            }
            _ => {
                return Err(err(
                    no,
                    col,
                    format!("unknown directive `{d}` (wavebed does not implement it)"),
                ))
            }
        })
    }

    fn start_collect(&mut self, no: u32, col: usize, kind: CollectKind) {
        self.collect = Some(Collect {
            kind,
            depth: 1,
            line: no,
            col: col as u32,
            lines: Vec::new(),
        });
    }

    /// One line inside a body being collected: nested openers and closers
    /// are counted; the closing one installs the body.
    #[allow(clippy::expect_used, reason = "an invariant: collecting")]
    fn collect_line(&mut self, no: u32, body: &str) {
        let c = self.collect.as_mut().expect("collecting");
        let stmt = label(body).map_or(body, |(_, r)| r.trim());
        let (d, _) = split_word(stmt);
        let is_macro = matches!(c.kind, CollectKind::Macro { .. });
        let (opens, closes) = if is_macro {
            (d == ".macro", d == ".endm" || d == ".endmacro")
        } else {
            (matches!(d, ".rept" | ".irp" | ".irpc"), d == ".endr")
        };
        if opens {
            c.depth += 1;
        } else if closes {
            c.depth -= 1;
            if c.depth == 0 {
                let c = self.collect.take().expect("collecting");
                self.install(c);
                return;
            }
        }
        c.lines.push(BodyLine {
            no,
            text: body.into(),
        });
    }

    fn install(&mut self, c: Collect) {
        let body: Rc<[BodyLine]> = c.lines.into();
        let conds_at = self.conds.len();
        let kind = match c.kind {
            CollectKind::Macro { name, params } => {
                self.macros.insert(name, Rc::new(Macro { params, body }));
                return;
            }
            CollectKind::Rept(0) => return,
            CollectKind::Rept(n) => FrameKind::Rept { left: n },
            CollectKind::Irp { sym, values } => FrameKind::Irp {
                sym,
                values: values.into(),
            },
        };
        if body.is_empty() {
            return;
        }
        self.frames.push(Frame {
            body,
            pos: 0,
            kind,
            conds_at,
        });
    }

    fn instantiate(
        &mut self,
        no: u32,
        col: usize,
        name: &str,
        m: &Macro,
        args: &str,
    ) -> Result<(), ParseError> {
        let depth = self
            .frames
            .iter()
            .filter(|f| matches!(f.kind, FrameKind::Macro { .. }))
            .count();
        if depth >= MAX_MACRO_DEPTH {
            return Err(err(
                no,
                col,
                format!("macro `{name}`: macros cannot be nested more than {MAX_MACRO_DEPTH} levels deep"),
            ));
        }
        let mut values: Vec<Option<String>> = vec![None; m.params.len()];
        let mut positional = 0;
        let given = macro_args(args.trim());
        for (k, a) in given.iter().enumerate() {
            if let Some((key, v)) = a.split_once('=') {
                if let Some(i) = m.params.iter().position(|p| p.name == key.trim()) {
                    values[i] = Some(v.trim().to_string());
                    continue;
                }
            }
            if positional >= m.params.len() {
                return Err(err(no, col, format!("macro `{name}`: too many arguments")));
            }
            if m.params[positional].vararg {
                values[positional] = Some(given[k..].join(", "));
                break;
            }
            values[positional] = Some(a.to_string());
            positional += 1;
        }
        let mut bindings = Vec::with_capacity(m.params.len());
        for (p, v) in m.params.iter().zip(values) {
            let v = match v {
                Some(v) if !v.is_empty() => v,
                _ if p.required => {
                    return Err(err(
                        no,
                        col,
                        format!(
                            "macro `{name}`: missing value for required parameter `{}`",
                            p.name
                        ),
                    ))
                }
                _ => p.default.clone(),
            };
            bindings.push((p.name.clone(), v));
        }
        let id = self.instantiations;
        self.instantiations += 1;
        if !m.body.is_empty() {
            self.frames.push(Frame {
                body: m.body.clone(),
                pos: 0,
                kind: FrameKind::Macro { bindings, id },
                conds_at: self.conds.len(),
            });
        }
        Ok(())
    }
}

/// `\name` -> its value, `\@` -> the instantiation number, `\()` -> nothing.
fn substitute(text: &str, bindings: &[(&str, &str)], id: Option<u64>) -> String {
    if !text.contains('\\') {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len() + 16);
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            let rest = &text[i + 1..];
            if let (Some(id), true) = (id, rest.starts_with('@')) {
                out.push_str(&id.to_string());
                i += 2;
                continue;
            }
            if rest.starts_with("()") {
                i += 3;
                continue;
            }
            let n = rest
                .bytes()
                .position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
                .unwrap_or(rest.len());
            if let Some((name, v)) = bindings.iter().find(|(name, _)| *name == &rest[..n]) {
                out.push_str(v);
                i += 1 + name.len();
                continue;
            }
        }
        let len = utf8_len(b[i]);
        out.push_str(&text[i..(i + len).min(text.len())]);
        i += len;
    }
    out
}

fn utf8_len(first: u8) -> usize {
    match first {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        _ => 4,
    }
}

/// `.macro NAME a, b=4, c:req, d:vararg` (commas or spaces between).
fn macro_signature(args: &str) -> Result<(String, Vec<Param>), String> {
    let args = args.trim();
    let end = args
        .find(|c: char| c == ',' || c.is_whitespace())
        .unwrap_or(args.len());
    let name = &args[..end];
    if name.is_empty() || !name.bytes().all(is_ident_char) {
        return Err("`.macro` needs a name".into());
    }
    let rest = args[end..].trim_start_matches(',').trim();
    let mut params = Vec::new();
    for p in macro_args(rest) {
        let (p, default) = match p.split_once('=') {
            Some((p, d)) => (p.trim(), d.trim().to_string()),
            None => (p, String::new()),
        };
        let (p, qual) = p.split_once(':').unwrap_or((p, ""));
        let p = p.trim();
        if p.is_empty() || !p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(format!("bad macro parameter `{p}`"));
        }
        if params.iter().any(|q: &Param| q.name == p) {
            return Err(format!("macro parameter `{p}` given twice"));
        }
        params.push(Param {
            name: p.to_string(),
            default,
            required: qual.trim() == "req",
            vararg: qual.trim() == "vararg",
        });
    }
    Ok((name.to_string(), params))
}

/// Macro and `.irp` arguments as llvm-mc splits them
/// (`AsmParser::parseMacroArgument`): at commas outside parentheses, and at
/// whitespace unless an operator follows it (`a + 1` is one argument,
/// `(a * 3) % 17` is two: `%` is not among llvm-mc's operators here).
fn macro_args(s: &str) -> Vec<&str> {
    let b = s.as_bytes();
    let mut out = Vec::new();
    let (mut depth, mut start, mut i) = (0i32, 0usize, 0usize);
    let is_op = |c: u8| {
        matches!(
            c,
            b'&' | b'^'
                | b'!'
                | b'>'
                | b'<'
                | b'-'
                | b'|'
                | b'+'
                | b'/'
                | b'*'
                | b'~'
                | b'.'
                | b'='
        )
    };
    while i < b.len() {
        match b[i] {
            b'(' => depth += 1,
            b')' => depth -= 1,
            b'"' => {
                i += b[i + 1..]
                    .iter()
                    .position(|&c| c == b'"')
                    .map_or(b.len(), |e| e + 2);
                continue;
            }
            b',' if depth <= 0 => {
                out.push(s[start..i].trim());
                start = i + 1;
            }
            b' ' | b'\t' if depth <= 0 && !s[start..i].trim().is_empty() => {
                let mut j = i;
                while j < b.len() && matches!(b[j], b' ' | b'\t') {
                    j += 1;
                }
                if j < b.len() && is_op(b[j]) {
                    // The operator and the spaces after it join the argument.
                    j += 1;
                    while j < b.len()
                        && (is_op(b[j]) && b[j] != b'.' || matches!(b[j], b' ' | b'\t'))
                    {
                        j += 1;
                    }
                    i = j;
                    continue;
                }
                if j < b.len() && b[j] != b',' {
                    out.push(s[start..i].trim());
                    start = j;
                }
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    let last = s[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

/// Where the mnemonic ends in an instruction statement.
fn mnemonic_end(stmt: &str) -> usize {
    stmt.find([' ', '\t']).unwrap_or(stmt.len())
}

fn split_word(s: &str) -> (&str, &str) {
    let end = s
        .bytes()
        .position(|b| b == b' ' || b == b'\t' || b == b'=')
        .unwrap_or(s.len());
    (&s[..end], s[end..].trim_start())
}

fn split_comma(s: &str) -> Option<(&str, &str)> {
    if let Some(r) = s.strip_prefix('"') {
        let q = r.find('"')? + 2;
        let rest = s[q..].trim_start().strip_prefix(',')?;
        return Some((&s[..q], rest));
    }
    s.split_once(',')
}

/// The byte offset of a `"` that no `"` closes on its line (llvm-mc:
/// "unterminated string constant"); `\"` inside a string and character
/// literals (`'"'`) do not count.
fn unterminated_string(code: &str) -> Option<usize> {
    let b = code.as_bytes();
    let mut i = 0;
    let mut open = None;
    while i < b.len() {
        match (open, b[i]) {
            (Some(_), b'\\') => i += 1,
            (Some(_), b'"') => open = None,
            (None, b'"') => open = Some(i),
            (None, b'\'') => {
                if let Some((_, len)) = literal::char_literal(&b[i..]) {
                    i += len;
                    continue;
                }
            }
            _ => {}
        }
        i += 1;
    }
    open
}

/// A quoted symbol name without its quotes.
pub fn unquote(name: &str) -> &str {
    name.strip_prefix('"')
        .and_then(|n| n.strip_suffix('"'))
        .unwrap_or(name)
}

/// The bytes of an unquoted label name: ASCII letters, digits, `_ . $ @`.
/// A table, as every instruction line is tried as a label first.
static LABEL_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || matches!(c, b'_' | b'.' | b'$' | b'@');
        b += 1;
    }
    t
};

/// `name:` or `"quoted name":` at the start of `code` -> (name as written,
/// rest of the line). An instruction's first word never ends with `:`.
pub fn label(code: &str) -> Option<(&str, &str)> {
    let b = code.as_bytes();
    if b.first() == Some(&b'"') {
        let end = code[1..].find('"')? + 2;
        return (b.get(end) == Some(&b':')).then(|| (&code[..end], &code[end + 1..]));
    }
    let end = b.iter().position(|&c| !LABEL_BYTE[usize::from(c)])?;
    if b[end] != b':' || end == 0 {
        return None;
    }
    Some((&code[..end], &code[end + 1..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand(src: &str) -> Result<Vec<(u32, String)>, ParseError> {
        let mut e = Expander::new(src);
        let mut out = Vec::new();
        while let Some(s) = e.next_stmt() {
            let s = s?;
            out.push((s.no, s.code.trim().to_string()));
        }
        e.finish()?;
        Ok(out)
    }

    fn texts(src: &str) -> Vec<String> {
        expand(src).unwrap().into_iter().map(|x| x.1).collect()
    }

    #[test]
    fn rept_irp_macro_and_lines() {
        let out = expand("s_nop 0\n.rept 2\n.rept 2\ns_nop 1\n.endr\n.endr\n").unwrap();
        assert_eq!(out.len(), 5);
        assert!(out[1..].iter().all(|(no, t)| *no == 4 && t == "s_nop 1"));
        assert_eq!(
            texts(".irp r, 1, 2\nv_mov_b32 v\\r, 0\n.endr\n.irpc c, 34\ns_nop \\c\n.endr"),
            ["v_mov_b32 v1, 0", "v_mov_b32 v2, 0", "s_nop 3", "s_nop 4"]
        );
        assert_eq!(
            texts(".macro m a, b=4\nv_add_u32 v\\a, v\\b, v\\a\n.endm\nm 1\nm 2, 3\nm b=5, a=6"),
            [
                "v_add_u32 v1, v4, v1",
                "v_add_u32 v2, v3, v2",
                "v_add_u32 v6, v5, v6"
            ]
        );
        assert_eq!(
            macro_args("a, (b * 3) % 17 + 2, c + 1 d"),
            ["a", "(b * 3)", "%", "17 + 2", "c + 1", "d"]
        );
        assert_eq!(
            texts(".macro n\nv_mov_b32 v1, \\@\n.exitm\ns_nop 0\n.endm\nn\nn"),
            ["v_mov_b32 v1, 0", "v_mov_b32 v1, 1"]
        );
    }

    #[test]
    fn symbols_conditionals_and_labels() {
        assert_eq!(
            texts(".set i, 0\n.rept 3\nv_mov_b32 v[i], 1\n.set i, i+1\n.endr\nN = 7\nv_mov_b32 v[N + 1], s[N:N+1]"),
            [
                "v_mov_b32 v0, 1",
                "v_mov_b32 v1, 1",
                "v_mov_b32 v2, 1",
                "v_mov_b32 v8, s[7:8]"
            ]
        );
        assert_eq!(
            texts(".if 1 > 2\ns_nop 1\n.elseif 2 > 1\ns_nop 2\n.else\ns_nop 3\n.endif\n.ifdef nope\ns_nop 4\n.endif"),
            ["s_nop 2"]
        );
        assert_eq!(
            texts("\"a-b\": .rept 1\ns_nop 0\n.endr"),
            ["\"a-b\":", "s_nop 0"]
        );
    }

    #[test]
    fn unterminated_strings_are_errors() {
        for src in [
            ".ascii \"abc",
            ".globl \"unterminated",
            "\"k-fn:",
            "s_nop 0\n.ascii \"a\\\"",
        ] {
            assert!(
                expand(src).is_err_and(|e| e.message.contains("unterminated string")),
                "{src}"
            );
        }
        for src in [".ascii \"a;b\\\"c\"", "s_waitcnt '\"'", ".globl \"k-fn\""] {
            assert!(expand(src).is_ok(), "{src}");
        }
    }

    #[test]
    fn bounded_and_clear_errors() {
        let e = expand(".macro r\nr\n.endm\nr\n").unwrap_err();
        assert!(e.message.contains("20 levels"), "{e}");
        let e = expand(".rept 1000000000\ns_nop 0\n.endr\n").unwrap_err();
        assert!(e.message.contains("bound"), "{e}");
        let e = expand(".rept 1025\n.rept 1024\ns_nop 0\n.endr\n.endr\n").unwrap_err();
        assert!(e.message.contains("statements"), "{e}");
        let e = expand(".rept 100000\n.rept 100000\n.set x, 1\n.endr\n.endr\n").unwrap_err();
        assert!(e.message.contains("lines"), "{e}");
        let e = expand(".rept 2\ns_nop 0\n").unwrap_err();
        assert_eq!(
            (e.line, e.message.as_str()),
            (1, "`.rept` is not closed by `.endr`")
        );
        let e = expand("s_nop 0\n.rept -1\n.endr").unwrap_err();
        assert_eq!(e.line, 2);
        assert!(expand(".include \"x.s\"").is_err());
        assert!(expand(".rept x\n.endr").is_err());
        assert!(expand(".if 1\n").is_err());
        assert!(expand(".endif").is_err());
    }
}
