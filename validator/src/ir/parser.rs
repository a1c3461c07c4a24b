//! The recursive-descent reader shared by the `.sched` and `.sare` parsers: token cursor,
//! scopes (variables, buffers, callable Funcs and inputs) and typed expressions.
//!
//! Every expression is built through the checked constructors of [`Expr`], so a type error
//! is reported at the position of the offending construct. Nesting is capped at
//! [`MAX_DEPTH`] so that no input can exhaust the stack.

use super::expr::{CallKind, Expr, TypeError};
use super::lexer::{Spanned, Tok};
use super::names::is_reserved;
use super::ops::{BinOp, Intrinsic, VectorReduceOp};
use super::types::{Type, TypeCode};
use crate::diag::{ParseError, Pos};
use std::collections::HashMap;

/// Maximum nesting (expressions and statements together) a file may have.
pub const MAX_DEPTH: u32 = 5_000;

/// Stack size of the thread the readers run on, ample for [`MAX_DEPTH`] levels.
const PARSER_STACK_BYTES: usize = 256 << 20;

/// Runs a reader on a thread with a stack large enough for [`MAX_DEPTH`] nesting levels,
/// so that the caller's stack size does not matter.
pub(crate) fn with_parser_stack<T: Send>(
    file: &str,
    f: impl FnOnce() -> Result<T, ParseError> + Send,
) -> Result<T, ParseError> {
    std::thread::scope(|s| {
        let handle = std::thread::Builder::new()
            .name("halide-tv-parser".into())
            .stack_size(PARSER_STACK_BYTES)
            .spawn_scoped(s, f);
        match handle {
            Ok(h) => h.join().unwrap_or_else(|_| {
                Err(ParseError::new(
                    file,
                    Pos::START,
                    "a reader that completes",
                    "an internal error in the reader",
                ))
            }),
            Err(e) => Err(ParseError::new(
                file,
                Pos::START,
                "a thread to run the reader",
                e.to_string(),
            )),
        }
    })
}

/// The parts of `[index, … | flat if predicate]`.
pub(crate) type Access = (Vec<Expr>, Option<Expr>, Option<Expr>);

/// Something an untyped call `name(args)` can refer to in a `.sare` file.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Callable {
    /// `Func` or `Image`.
    pub kind: CallKind,
    /// Types of the values (one per tuple element; one for an image).
    pub types: Vec<Type>,
    /// Number of arguments.
    pub arity: usize,
}

/// Names in scope while parsing. Each name maps to its stack of bindings (innermost last);
/// the order of bindings is kept so that scopes can be closed.
#[derive(Clone, Debug, Default)]
pub(crate) struct Scope {
    vars: HashMap<String, Vec<Type>>,
    var_order: Vec<String>,
    buffers: HashMap<String, Vec<Type>>,
    buffer_order: Vec<String>,
    /// Funcs and input images callable by name.
    pub callables: HashMap<String, Callable>,
}

impl Scope {
    /// Type of the innermost variable `name`.
    pub fn var(&self, name: &str) -> Option<Type> {
        self.vars.get(name).and_then(|v| v.last().copied())
    }
    /// Element type of the innermost buffer `name`.
    pub fn buffer(&self, name: &str) -> Option<Type> {
        self.buffers.get(name).and_then(|v| v.last().copied())
    }
    /// Brings a variable into scope.
    pub fn push_var(&mut self, name: &str, ty: Type) {
        self.vars.entry(name.to_string()).or_default().push(ty);
        self.var_order.push(name.to_string());
    }
    /// Ends the scope of the last `n` variables.
    pub fn pop_vars(&mut self, n: usize) {
        for _ in 0..n {
            if let Some(name) = self.var_order.pop() {
                if let Some(stack) = self.vars.get_mut(&name) {
                    stack.pop();
                }
            }
        }
    }
    /// Brings a buffer into scope.
    pub fn push_buffer(&mut self, name: &str, elem: Type) {
        self.buffers.entry(name.to_string()).or_default().push(elem);
        self.buffer_order.push(name.to_string());
    }
    /// Ends the scope of the last buffer.
    pub fn pop_buffer(&mut self) {
        if let Some(name) = self.buffer_order.pop() {
            if let Some(stack) = self.buffers.get_mut(&name) {
                stack.pop();
            }
        }
    }
}

/// Token cursor with scopes.
pub(crate) struct Parser<'a> {
    /// File name for errors.
    pub file: &'a str,
    toks: Vec<Spanned>,
    i: usize,
    depth: u32,
    /// Names in scope.
    pub scope: Scope,
}

/// A name token: bare or quoted.
pub(crate) fn is_name_tok(t: &Tok) -> bool {
    matches!(t, Tok::Name(_) | Tok::Quoted(_))
}

/// Name of Halide's `mux` intrinsic (`Call::mux`), which the parser desugars.
pub(crate) const MUX: &str = "mux";

fn binop_of(t: &Tok) -> Option<BinOp> {
    let Tok::Punct(p) = t else { return None };
    BinOp::ALL
        .into_iter()
        .find(|op| !matches!(op, BinOp::Min | BinOp::Max) && op.symbol() == *p)
}

impl<'a> Parser<'a> {
    /// A parser over `toks` (which end with `Eof`).
    pub fn new(file: &'a str, toks: Vec<Spanned>) -> Parser<'a> {
        Parser {
            file,
            toks,
            i: 0,
            depth: 0,
            scope: Scope::default(),
        }
    }

    /// The current token.
    pub fn peek(&self) -> &Tok {
        self.peek_at(0)
    }

    /// The token `k` positions ahead (Eof past the end).
    pub fn peek_at(&self, k: usize) -> &Tok {
        let last = self.toks.len().saturating_sub(1);
        self.toks
            .get((self.i + k).min(last))
            .map_or(&Tok::Eof, |s| &s.tok)
    }

    /// Position of the current token.
    pub fn pos(&self) -> Pos {
        let last = self.toks.len().saturating_sub(1);
        self.toks
            .get(self.i.min(last))
            .map_or(Pos::START, |s| s.pos)
    }

    /// Cursor index (for look-ahead passes).
    pub fn mark(&self) -> usize {
        self.i
    }

    /// Moves the cursor back to a mark.
    pub fn reset(&mut self, mark: usize) {
        self.i = mark;
    }

    /// Number of tokens.
    pub fn len(&self) -> usize {
        self.toks.len()
    }

    /// Skips the current token.
    pub fn bump(&mut self) {
        if self.i + 1 < self.toks.len() {
            self.i += 1;
        }
    }

    /// An error at the current token.
    pub fn err<T>(&self, expected: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError::new(
            self.file,
            self.pos(),
            expected,
            self.peek().to_string(),
        ))
    }

    /// A type error at `pos`.
    pub fn type_err(&self, pos: Pos, e: TypeError) -> ParseError {
        ParseError::new(self.file, pos, e.expected, e.found)
    }

    /// Enters one nesting level.
    pub fn enter(&mut self) -> Result<(), ParseError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(ParseError::new(
                self.file,
                self.pos(),
                format!("at most {MAX_DEPTH} levels of nesting"),
                "deeper nesting",
            ));
        }
        Ok(())
    }

    /// Leaves one nesting level.
    pub fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// True (and consumes it) if the current token is the symbol `p`.
    pub fn eat(&mut self, p: &str) -> bool {
        if matches!(self.peek(), Tok::Punct(q) if *q == p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Requires the symbol `p`.
    pub fn expect(&mut self, p: &str) -> Result<(), ParseError> {
        if self.eat(p) {
            Ok(())
        } else {
            self.err(format!("`{p}`"))
        }
    }

    /// True if the current token is the bare word `w`.
    pub fn at_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Name(n) if n == w)
    }

    /// True (and consumes it) if the current token is the bare word `w`.
    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Requires the bare word `w`.
    pub fn expect_word(&mut self, w: &str) -> Result<(), ParseError> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.err(format!("`{w}`"))
        }
    }

    /// A name: a bare non-reserved word or a quoted name.
    pub fn name(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Name(n) if !is_reserved(&n) => {
                self.bump();
                Ok(n)
            }
            Tok::Quoted(n) => {
                self.bump();
                Ok(n)
            }
            _ => self.err(what),
        }
    }

    /// A type name.
    pub fn ty(&mut self) -> Result<Type, ParseError> {
        if let Tok::Name(n) = self.peek() {
            if let Ok(t) = n.parse::<Type>() {
                self.bump();
                return Ok(t);
            }
        }
        self.err("a type such as int32, uint8x8, bool or float32")
    }

    /// A non-negative integer literal that fits `u32`.
    pub fn small_int(&mut self, what: &str) -> Result<u32, ParseError> {
        if let Tok::Int(v) = *self.peek() {
            if let Ok(v) = u32::try_from(v) {
                self.bump();
                return Ok(v);
            }
        }
        self.err(what)
    }

    /// A lane count (1 to 65535).
    fn lanes(&mut self) -> Result<u16, ParseError> {
        if let Tok::Int(v) = *self.peek() {
            if let Ok(v) = u16::try_from(v) {
                self.bump();
                return Ok(v);
            }
        }
        self.err("a lane count below 65536")
    }

    /// A string literal.
    pub fn string(&mut self) -> Result<String, ParseError> {
        if let Tok::Str(s) = self.peek().clone() {
            self.bump();
            Ok(s)
        } else {
            self.err("a string literal")
        }
    }

    /// Parses `open item, item… close` with `item` (possibly empty).
    pub fn list<T>(
        &mut self,
        open: &str,
        close: &str,
        mut item: impl FnMut(&mut Self) -> Result<T, ParseError>,
    ) -> Result<Vec<T>, ParseError> {
        self.expect(open)?;
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            if self.eat(close) {
                return Ok(out);
            }
            if !self.eat(",") {
                return self.err(format!("`,` or `{close}`"));
            }
        }
    }

    /// An expression whose type must be `ty`.
    pub fn expr_of(&mut self, ty: Type, what: &str) -> Result<Expr, ParseError> {
        let pos = self.pos();
        let e = self.expr()?;
        if e.ty != ty {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("{what} of type {ty}"),
                format!("an expression of type {}", e.ty),
            ));
        }
        Ok(e)
    }

    /// An expression.
    pub fn expr(&mut self) -> Result<Expr, ParseError> {
        self.enter()?;
        let r = self.binary(1);
        self.leave();
        r
    }

    fn binary(&mut self, min_prec: u8) -> Result<Expr, ParseError> {
        if min_prec > 5 {
            return self.unary();
        }
        let mut lhs = self.binary(min_prec + 1)?;
        // A chain `a + b + c …` is read iteratively but builds a tree as deep as the chain:
        // each operator counts as one nesting level.
        let mut levels = 0;
        let r = loop {
            let Some(op) = binop_of(self.peek()) else {
                break Ok(lhs);
            };
            let p = super::printer::binop_prec(op);
            if p != min_prec {
                break Ok(lhs);
            }
            let pos = self.pos();
            self.bump();
            levels += 1;
            if let Err(e) = self.enter() {
                break Err(e);
            }
            let rhs = match self.binary(min_prec + 1) {
                Ok(r) => r,
                Err(e) => break Err(e),
            };
            lhs = match Expr::binary(op, lhs, rhs) {
                Ok(e) => e,
                Err(e) => break Err(self.type_err(pos, e)),
            };
            if op.is_comparison() {
                if let Some(op2) = binop_of(self.peek()) {
                    if op2.is_comparison() {
                        break self.err("parentheses around a comparison used as an operand");
                    }
                }
                break Ok(lhs);
            }
        };
        for _ in 0..levels {
            self.leave();
        }
        r
    }

    fn unary(&mut self) -> Result<Expr, ParseError> {
        let pos = self.pos();
        if self.eat("!") {
            self.enter()?;
            let a = self.unary();
            self.leave();
            return Expr::logical_not(a?).map_err(|e| self.type_err(pos, e));
        }
        if matches!(self.peek(), Tok::Punct("-")) {
            self.bump();
            return self.number(None, true, pos);
        }
        self.primary()
    }

    /// A numeric literal (after an optional `(T)` and `-`).
    fn number(&mut self, ty: Option<Type>, neg: bool, pos: Pos) -> Result<Expr, ParseError> {
        let tok = self.peek().clone();
        let te = |p: &Self, e: TypeError| p.type_err(pos, e);
        let signed = |p: &Self, v: u64, ty: Type| -> Result<i64, ParseError> {
            let v = if neg { -i128::from(v) } else { i128::from(v) };
            i64::try_from(v).map_err(|_| {
                ParseError::new(
                    p.file,
                    pos,
                    format!("a value that fits {ty}"),
                    v.to_string(),
                )
            })
        };
        let float = |p: &Self, text: &str, bits: u8| -> Result<Expr, ParseError> {
            let bad = || ParseError::new(p.file, pos, "a float literal", text.to_string());
            match bits {
                32 => {
                    let v: f32 = text.parse().map_err(|_| bad())?;
                    Ok(Expr::f32(if neg { -v } else { v }))
                }
                64 => {
                    let v: f64 = text.parse().map_err(|_| bad())?;
                    Ok(Expr::f64(if neg { -v } else { v }))
                }
                _ => Err(ParseError::new(
                    p.file,
                    pos,
                    format!("a hexadecimal bit pattern for float{bits}"),
                    text.to_string(),
                )),
            }
        };
        let e = match (ty, tok) {
            (None, Tok::Int(v)) => {
                let t = Type::int(32);
                Expr::int_imm(t, signed(self, v, t)?).map_err(|e| te(self, e))?
            }
            (None, Tok::Float(text, true)) => float(self, &text, 32)?,
            (None, Tok::Float(..)) => {
                return self.err("a float32 literal with suffix `f` (or `(float64)` before it)")
            }
            (None, _) => {
                return self.err(if neg {
                    "a number after `-` (Halide has no negation; write `0 - e`)"
                } else {
                    "an expression"
                })
            }
            (Some(t), Tok::Int(v)) if t.code == TypeCode::Int => {
                Expr::int_imm(t, signed(self, v, t)?).map_err(|e| te(self, e))?
            }
            (Some(t), Tok::Int(v)) if t.code == TypeCode::UInt && !neg => {
                Expr::uint_imm(t, v).map_err(|e| te(self, e))?
            }
            (Some(t), Tok::Hex(bits)) if t.code == TypeCode::Float && !neg => {
                Expr::float_bits(t, bits).map_err(|e| te(self, e))?
            }
            (Some(t), Tok::Float(text, false)) if t.code == TypeCode::Float => {
                float(self, &text, t.bits)?
            }
            (Some(t), Tok::Int(v)) if t.code == TypeCode::Float => {
                float(self, &v.to_string(), t.bits)?
            }
            (Some(t), _) => return self.err(format!("a constant of type {t}")),
        };
        self.bump();
        Ok(e)
    }

    fn args(&mut self) -> Result<Vec<Expr>, ParseError> {
        self.list("(", ")", |p| p.expr())
    }

    fn lane_list(&mut self) -> Result<Vec<u32>, ParseError> {
        self.list("[", "]", |p| p.small_int("a lane index"))
    }

    /// `[index, … | flat if predicate]`.
    pub fn access(&mut self) -> Result<Access, ParseError> {
        self.expect("[")?;
        let mut index = Vec::new();
        let mut flat = None;
        let mut pred = None;
        if !matches!(self.peek(), Tok::Punct("|" | "]")) && !self.at_word("if") {
            loop {
                index.push(self.expr()?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        if self.eat("|") {
            flat = Some(self.expr()?);
        }
        if self.eat_word("if") {
            pred = Some(self.expr()?);
        }
        if !self.eat("]") {
            return self.err(if pred.is_some() {
                "`]`"
            } else if flat.is_some() {
                "`if` or `]`"
            } else {
                "`,`, `|`, `if` or `]`"
            });
        }
        Ok((index, flat, pred))
    }

    fn primary(&mut self) -> Result<Expr, ParseError> {
        let pos = self.pos();
        let te = |p: &Self, e: TypeError| p.type_err(pos, e);
        match self.peek().clone() {
            Tok::Punct("(") => {
                if let (Tok::Name(t), Tok::Punct(")")) = (self.peek_at(1), self.peek_at(2)) {
                    if let Ok(ty) = t.parse::<Type>() {
                        self.bump();
                        self.bump();
                        self.bump();
                        let neg = self.eat("-");
                        return self.number(Some(ty), neg, pos);
                    }
                }
                self.bump();
                if self.eat_word("let") {
                    let name = self.name("a variable name")?;
                    self.expect("=")?;
                    let value = self.expr()?;
                    self.expect_word("in")?;
                    self.scope.push_var(&name, value.ty);
                    let body = self.expr();
                    self.scope.pop_vars(1);
                    let body = body?;
                    self.expect(")")?;
                    return Ok(Expr::let_in(name, value, body));
                }
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Int(_) | Tok::Float(..) | Tok::Hex(_) => self.number(None, false, pos),
            Tok::Str(s) => {
                self.bump();
                Ok(Expr::string(s))
            }
            Tok::Name(w) if is_reserved(&w) => self.keyword_expr(&w, pos),
            Tok::Name(_) | Tok::Quoted(_) => {
                let name = self.name("a name")?;
                // name<T>(args): intrinsic call.
                if matches!(self.peek(), Tok::Punct("<")) {
                    if let Tok::Name(t) = self.peek_at(1) {
                        if t.parse::<Type>().is_ok() {
                            self.bump();
                            let ty = self.ty()?;
                            self.expect(">")?;
                            let mut args = self.args()?;
                            if name == MUX {
                                return self.mux(ty, &mut args, pos);
                            }
                            let op = Intrinsic::from_name(&name);
                            return Expr::intrinsic(ty, op, args).map_err(|e| te(self, e));
                        }
                    }
                }
                match self.peek() {
                    Tok::Punct("(") => self.untyped_call(name, pos),
                    Tok::Punct("[") => {
                        let Some(elem) = self.scope.buffer(&name) else {
                            return Err(ParseError::new(
                                self.file,
                                pos,
                                "a buffer in scope",
                                format!("`{name}`"),
                            ));
                        };
                        let (index, flat, pred) = self.access()?;
                        Expr::load(elem, name, index, flat, pred).map_err(|e| te(self, e))
                    }
                    _ => match self.scope.var(&name) {
                        Some(ty) => Expr::var(name, ty).map_err(|e| te(self, e)),
                        None => Err(ParseError::new(
                            self.file,
                            pos,
                            "a variable in scope",
                            format!("`{name}`"),
                        )),
                    },
                }
            }
            _ => self.err("an expression"),
        }
    }

    /// `mux<ty>(index, values…)`, desugared into nested selects by [`Expr::mux`] so that every
    /// consumer (SCHED lowering, SARE construction, specification encoding) sees Halide's
    /// meaning; `ty` must be the values' type.
    fn mux(&self, ty: Type, args: &mut Vec<Expr>, pos: Pos) -> Result<Expr, ParseError> {
        if args.len() < 2 {
            return Err(ParseError::new(
                self.file,
                pos,
                "an index and at least one value in `mux`",
                format!("{} arguments", args.len()),
            ));
        }
        let values = args.split_off(1);
        let index = args.pop().expect("one argument left");
        let e = Expr::mux(index, values).map_err(|e| self.type_err(pos, e))?;
        if e.ty != ty {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("`mux<{ty}>` values of type {ty}"),
                e.ty.to_string(),
            ));
        }
        Ok(e)
    }

    fn untyped_call(&mut self, name: String, pos: Pos) -> Result<Expr, ParseError> {
        let Some(c) = self.scope.callables.get(&name).cloned() else {
            return Err(ParseError::new(
                self.file,
                pos,
                "a Func or input buffer (other calls are written name<type>(args))",
                format!("`{name}`"),
            ));
        };
        let args = self.args()?;
        if args.len() != c.arity {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("{} arguments to `{name}`", c.arity),
                args.len().to_string(),
            ));
        }
        if let Some(a) = args.iter().find(|a| a.ty != Type::int(32)) {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("int32 arguments to `{name}`"),
                a.ty.to_string(),
            ));
        }
        let mut value_index = 0;
        if matches!(self.peek(), Tok::Punct("[")) {
            self.bump();
            value_index = self.small_int("a tuple index")?;
            self.expect("]")?;
        }
        let Some(&ty) = c.types.get(value_index as usize) else {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("a tuple index below {}", c.types.len()),
                value_index.to_string(),
            ));
        };
        Expr::call(ty, name, c.kind, args, value_index).map_err(|e| self.type_err(pos, e))
    }

    fn keyword_expr(&mut self, w: &str, pos: Pos) -> Result<Expr, ParseError> {
        let te = |p: &Self, e: TypeError| p.type_err(pos, e);
        match w {
            "true" | "false" => {
                self.bump();
                Ok(Expr::bool_imm(w == "true"))
            }
            "extern" | "pure_extern" => {
                self.bump();
                let name = self.name("a function name")?;
                self.expect("<")?;
                let ty = self.ty()?;
                self.expect(">")?;
                let args = self.args()?;
                let kind = if w == "extern" {
                    CallKind::Extern
                } else {
                    CallKind::PureExtern
                };
                Expr::call(ty, name, kind, args, 0).map_err(|e| te(self, e))
            }
            "cast" | "reinterpret" => {
                self.bump();
                self.expect("<")?;
                let ty = self.ty()?;
                self.expect(">")?;
                self.expect("(")?;
                let a = self.expr()?;
                self.expect(")")?;
                if w == "cast" {
                    Expr::cast(ty, a)
                } else {
                    Expr::reinterpret(ty, a)
                }
                .map_err(|e| te(self, e))
            }
            "min" | "max" | "select" | "concat" | "interleave" => {
                self.bump();
                let args = self.args()?;
                let r = match (w, <[Expr; 3]>::try_from(args)) {
                    ("select", Ok([c, t, f])) => Expr::select(c, t, f),
                    ("select", Err(a)) => return self.arity_err(pos, w, 3, a.len()),
                    ("concat", Ok(a)) => Expr::concat(a.into()),
                    ("concat", Err(a)) => Expr::concat(a),
                    ("interleave", Ok(a)) => Expr::interleave(a.into()),
                    ("interleave", Err(a)) => Expr::interleave(a),
                    (_, Ok(a)) => return self.arity_err(pos, w, 2, a.len()),
                    (_, Err(a)) => match <[Expr; 2]>::try_from(a) {
                        Ok([a, b]) => {
                            let op = if w == "min" { BinOp::Min } else { BinOp::Max };
                            Expr::binary(op, a, b)
                        }
                        Err(a) => return self.arity_err(pos, w, 2, a.len()),
                    },
                };
                r.map_err(|e| te(self, e))
            }
            "ramp" | "broadcast" | "slice" | "vector_reduce" | "shuffle" => {
                self.bump();
                self.expect("(")?;
                let r = match w {
                    "ramp" => {
                        let b = self.expr()?;
                        self.expect(",")?;
                        let s = self.expr()?;
                        self.expect(",")?;
                        let n = self.lanes()?;
                        Expr::ramp(b, s, n)
                    }
                    "broadcast" => {
                        let v = self.expr()?;
                        self.expect(",")?;
                        let n = self.lanes()?;
                        Expr::broadcast(v, n)
                    }
                    "slice" => {
                        let v = self.expr()?;
                        self.expect(",")?;
                        let b = self.small_int("a lane index")?;
                        self.expect(",")?;
                        let s = self.small_int("a stride")?;
                        self.expect(",")?;
                        let n = self.small_int("a lane count")?;
                        Expr::slice(v, b, s, n)
                    }
                    "vector_reduce" => {
                        let op = match self.peek() {
                            Tok::Name(n) => VectorReduceOp::from_name(n),
                            _ => None,
                        };
                        let Some(op) = op else {
                            return self.err("a reduction operator (add, saturating_add, mul, min, max, and, or)");
                        };
                        self.bump();
                        self.expect(",")?;
                        let v = self.expr()?;
                        self.expect(",")?;
                        let n = self.lanes()?;
                        Expr::vector_reduce(op, v, n)
                    }
                    _ => {
                        let vs = self.list("[", "]", |p| p.expr())?;
                        self.expect(",")?;
                        let idx = self.lane_list()?;
                        Expr::shuffle(vs, idx)
                    }
                };
                self.expect(")")?;
                r.map_err(|e| te(self, e))
            }
            _ => self.err("an expression"),
        }
    }

    fn arity_err<T>(&self, pos: Pos, w: &str, n: usize, got: usize) -> Result<T, ParseError> {
        Err(ParseError::new(
            self.file,
            pos,
            format!("{n} arguments to `{w}`"),
            got.to_string(),
        ))
    }
}
