//! Reader for `.sched` files (grammar in `docs/formats.md`): header declarations, then the
//! statement body, type-checked against the declarations while reading.

use super::expr::{access_lanes, Expr};
use super::lexer::{lex, read_header_line, Tok};
use super::parser::{is_name_tok, with_parser_stack, Parser};
use super::printer::is_scalar_value_type;
use super::stmt::{
    Annotation, BufferDecl, ForKind, MemoryType, ParamDecl, SchedProgram, Stmt, Store,
    SCHED_VERSION,
};
use super::types::Type;
use crate::diag::ParseError;
use std::collections::HashSet;

/// Reads a `.sched` text; `file` names it in errors.
pub fn parse_sched(file: &str, text: &str) -> Result<SchedProgram, ParseError> {
    with_parser_stack(file, || read_sched(file, text))
}

/// Checks a program built in memory (e.g. handed over by the Halide bridge) against the
/// rules the reader enforces — scoping, typing, canonical blocks — by printing it and reading
/// it back. Errors point into the printed text, named `<in-memory .sched>`.
pub fn check_sched(p: &SchedProgram) -> Result<(), ParseError> {
    let file = "<in-memory .sched>";
    let text = super::printer::print_sched(p);
    let back = parse_sched(file, &text)?;
    if &back != p {
        return Err(ParseError::new(
            file,
            crate::diag::Pos::START,
            "a program in canonical form (no one-element block, intrinsic names from the table)",
            "a program that reads back differently",
        ));
    }
    Ok(())
}

fn read_sched(file: &str, text: &str) -> Result<SchedProgram, ParseError> {
    let (version, rest, start) = read_header_line(file, text, "sched")?;
    if version != SCHED_VERSION {
        return Err(ParseError::new(
            file,
            crate::diag::Pos::START,
            format!("format version {SCHED_VERSION}"),
            format!("version {version}"),
        ));
    }
    let toks = lex(file, rest, start)?;
    let mut p = Parser::new(file, toks);
    let mut prog = p.sched_header(version)?;
    prog.body = p.sched_items(true)?;
    Ok(prog)
}

impl Parser<'_> {
    /// `input NAME : buffer<T, N>` after the keyword.
    pub(crate) fn buffer_decl(&mut self) -> Result<BufferDecl, ParseError> {
        let name = self.name("a buffer name")?;
        self.expect(":")?;
        self.expect_word("buffer")?;
        self.expect("<")?;
        let pos = self.pos();
        let elem = self.ty()?;
        if !is_scalar_value_type(elem) {
            return Err(ParseError::new(
                self.file,
                pos,
                "a scalar element type",
                elem.to_string(),
            ));
        }
        self.expect(",")?;
        let dims = self.small_int("a number of dimensions")?;
        if dims > 64 {
            return self.err("at most 64 dimensions");
        }
        self.expect(">")?;
        Ok(BufferDecl { name, elem, dims })
    }

    /// Declares a buffer and its `min`/`extent`/`stride` symbols; rejects duplicate names.
    pub(crate) fn declare_buffer(
        &mut self,
        b: &BufferDecl,
        seen: &mut HashSet<String>,
        pos: crate::diag::Pos,
    ) -> Result<(), ParseError> {
        self.declare_name(&b.name, seen, pos)?;
        for s in b.all_symbols() {
            self.declare_name(&s, seen, pos)?;
            self.scope.push_var(&s, Type::int(32));
        }
        self.scope.push_buffer(&b.name, b.elem);
        Ok(())
    }

    /// Records a declared name, rejecting duplicates.
    pub(crate) fn declare_name(
        &self,
        name: &str,
        seen: &mut HashSet<String>,
        pos: crate::diag::Pos,
    ) -> Result<(), ParseError> {
        if !seen.insert(name.to_string()) {
            return Err(ParseError::new(
                self.file,
                pos,
                "a name not declared before",
                format!("`{name}` declared twice"),
            ));
        }
        Ok(())
    }

    /// A scalar `NAME : TYPE` declaration after its keyword.
    pub(crate) fn scalar_decl(&mut self) -> Result<ParamDecl, ParseError> {
        let name = self.name("a name")?;
        self.expect(":")?;
        let ty = self.ty()?;
        if ty.lanes != 1 {
            return self.err("a scalar type");
        }
        Ok(ParamDecl { name, ty })
    }

    fn sched_header(&mut self, version: u32) -> Result<SchedProgram, ParseError> {
        self.expect_word("pipeline")?;
        let pipeline = self.name("the pipeline name")?;
        self.expect_word("target")?;
        let target = self.string()?;
        let mut prog = SchedProgram {
            version,
            pipeline,
            target,
            params: Vec::new(),
            inputs: Vec::new(),
            outputs: Vec::new(),
            vars: Vec::new(),
            body: Stmt::skip(),
        };
        let mut seen = HashSet::new();
        loop {
            let pos = self.pos();
            if !is_name_tok(self.peek_at(1)) {
                return Ok(prog);
            }
            if self.eat_word("param") || self.at_word("var") {
                let is_var = self.eat_word("var");
                let d = self.scalar_decl()?;
                self.declare_name(&d.name, &mut seen, pos)?;
                self.scope.push_var(&d.name, d.ty);
                if is_var {
                    prog.vars.push(d);
                } else {
                    prog.params.push(d);
                }
            } else if self.at_word("input") || self.at_word("output") {
                let is_input = self.eat_word("input");
                if !is_input {
                    self.bump();
                }
                let b = self.buffer_decl()?;
                self.declare_buffer(&b, &mut seen, pos)?;
                if is_input {
                    prog.inputs.push(b);
                } else {
                    prog.outputs.push(b);
                }
            } else {
                return Ok(prog);
            }
        }
    }

    /// Statements up to `}` (not consumed) or, at top level, the end of file; `let` and
    /// `allocate` take the rest as their body.
    fn sched_items(&mut self, top: bool) -> Result<Stmt, ParseError> {
        let mut items = Vec::new();
        loop {
            match self.peek() {
                Tok::Eof if top => break,
                Tok::Punct("}") if !top => break,
                Tok::Eof => return self.err("`}`"),
                _ => {}
            }
            if self.at_word("let") || self.at_word("allocate") {
                self.enter()?;
                let r = self.scoping_item(top);
                self.leave();
                items.push(r?);
                break;
            }
            self.enter()?;
            let r = self.sched_item();
            self.leave();
            items.push(r?);
        }
        Ok(Stmt::seq(items))
    }

    /// `let` or `allocate`, whose body is the rest of the block.
    fn scoping_item(&mut self, top: bool) -> Result<Stmt, ParseError> {
        let pos = self.pos();
        if self.eat_word("let") {
            let name = self.name("a variable name")?;
            self.expect("=")?;
            let value = self.expr()?;
            self.scope.push_var(&name, value.ty);
            let body = self.sched_items(top);
            self.scope.pop_vars(1);
            return Ok(Stmt::LetStmt {
                name,
                value,
                body: Box::new(body?),
            });
        }
        self.expect_word("allocate")?;
        let name = self.name("a buffer name")?;
        self.expect("[")?;
        let elem = self.ty()?;
        if !is_scalar_value_type(elem) {
            return Err(ParseError::new(
                self.file,
                pos,
                "a scalar element type",
                elem.to_string(),
            ));
        }
        let mut extents = Vec::new();
        while self.eat(",") {
            extents.push(self.int_scalar("an extent")?);
        }
        let condition = if self.eat_word("if") {
            Some(self.expr_of(Type::bool(), "a condition")?)
        } else {
            None
        };
        self.expect("]")?;
        // `in MEMORY` and `padding N`: a store to a buffer named `in` or `padding` would be
        // followed by `[`, so one token of look-ahead tells them apart.
        let mut memory = MemoryType::Auto;
        if let (Tok::Name(w), Tok::Name(m)) = (self.peek(), self.peek_at(1)) {
            if w == "in" {
                match MemoryType::from_name(m) {
                    Some(mt) => memory = mt,
                    None => {
                        self.bump();
                        return self.err("a memory type (Heap, Stack, Register, GPUShared, …)");
                    }
                }
                self.bump();
                self.bump();
            }
        }
        let mut padding = 0;
        if self.at_word("padding") && matches!(self.peek_at(1), Tok::Int(_)) {
            self.bump();
            padding = self.small_int("a padding")?;
        }
        self.scope.push_buffer(&name, elem);
        let body = self.sched_items(top);
        self.scope.pop_buffer();
        Ok(Stmt::Allocate {
            name,
            elem,
            extents,
            condition,
            memory,
            padding,
            body: Box::new(body?),
        })
    }

    /// A scalar signed-integer expression (loop bounds, extents).
    fn int_scalar(&mut self, what: &str) -> Result<Expr, ParseError> {
        let pos = self.pos();
        let e = self.expr()?;
        if e.ty.code != super::types::TypeCode::Int || e.ty.lanes != 1 {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("{what} of a scalar signed integer type"),
                e.ty.to_string(),
            ));
        }
        Ok(e)
    }

    fn braced_body(&mut self) -> Result<Stmt, ParseError> {
        self.expect("{")?;
        let s = self.sched_items(false)?;
        self.expect("}")?;
        Ok(s)
    }

    fn sched_item(&mut self) -> Result<Stmt, ParseError> {
        let pos = self.pos();
        let word = match self.peek() {
            Tok::Name(w) => Some(w.clone()),
            _ => None,
        };
        if matches!(self.peek(), Tok::Punct("{")) {
            return self.braced_body();
        }
        if let Some(kind) = word.as_deref().and_then(ForKind::from_keyword) {
            self.bump();
            self.expect("(")?;
            let var = self.name("a loop variable")?;
            self.expect(",")?;
            let min = self.int_scalar("a loop minimum")?;
            self.expect(",")?;
            let extent = self.int_scalar("a loop extent")?;
            self.expect(")")?;
            self.scope.push_var(&var, Type::int(32));
            let body = self.braced_body();
            self.scope.pop_vars(1);
            return Ok(Stmt::For {
                var,
                min,
                extent,
                kind,
                body: Box::new(body?),
            });
        }
        match word.as_deref() {
            Some("if") => self.if_stmt(),
            Some("assert") => {
                self.bump();
                self.expect("(")?;
                let cond = self.expr_of(Type::bool(), "an assert condition")?;
                self.expect(",")?;
                let message = self.expr()?;
                self.expect(")")?;
                Ok(Stmt::Assert { cond, message })
            }
            Some("free") => {
                self.bump();
                let name = self.name("a buffer name")?;
                if self.scope.buffer(&name).is_none() {
                    return Err(ParseError::new(
                        self.file,
                        pos,
                        "a buffer in scope",
                        format!("`{name}`"),
                    ));
                }
                Ok(Stmt::Free { name })
            }
            Some("produce") | Some("consume") => {
                self.bump();
                let name = self.name("a Func name")?;
                let body = self.braced_body()?;
                Ok(Stmt::ProducerConsumer {
                    name,
                    is_producer: word.as_deref() == Some("produce"),
                    body: Box::new(body),
                })
            }
            Some("evaluate") => {
                self.bump();
                Ok(Stmt::Evaluate(self.expr()?))
            }
            _ if is_name_tok(self.peek()) && matches!(self.peek_at(1), Tok::Punct("[")) => {
                self.store()
            }
            _ => self.err("a statement"),
        }
    }

    fn if_stmt(&mut self) -> Result<Stmt, ParseError> {
        self.expect_word("if")?;
        self.expect("(")?;
        let cond = self.expr_of(Type::bool(), "an if condition")?;
        self.expect(")")?;
        let then_case = Box::new(self.braced_body()?);
        let else_case = if self.eat_word("else") {
            if self.at_word("if") {
                self.enter()?;
                let r = self.if_stmt();
                self.leave();
                Some(Box::new(r?))
            } else {
                Some(Box::new(self.braced_body()?))
            }
        } else {
            None
        };
        Ok(Stmt::IfThenElse {
            cond,
            then_case,
            else_case,
        })
    }

    fn store(&mut self) -> Result<Stmt, ParseError> {
        let pos = self.pos();
        let buffer = self.name("a buffer name")?;
        let Some(elem) = self.scope.buffer(&buffer) else {
            return Err(ParseError::new(
                self.file,
                pos,
                "a buffer in scope",
                format!("`{buffer}`"),
            ));
        };
        let (index, flat, predicate) = self.access()?;
        self.expect("=")?;
        let vpos = self.pos();
        let value = self.expr()?;
        let lanes = access_lanes(
            &index,
            flat.as_ref(),
            predicate.as_ref(),
            Some(value.ty.lanes),
        )
        .map_err(|e| self.type_err(pos, e))?;
        if value.ty != elem.with_lanes(lanes) {
            return Err(ParseError::new(
                self.file,
                vpos,
                format!("a value of type {}", elem.with_lanes(lanes)),
                format!("an expression of type {}", value.ty),
            ));
        }
        let annotation = if self.at_annotation() {
            Some(self.annotation()?)
        } else {
            None
        };
        Ok(Stmt::Store(Box::new(Store {
            buffer,
            value,
            index,
            flat,
            predicate,
            annotation,
        })))
    }

    /// `{` followed by `f.0(` or `` `f`.0 ``: an annotation, not a braced block (a block
    /// starts with a statement keyword, which is reserved, or with a store `name[`).
    fn at_annotation(&self) -> bool {
        matches!(self.peek(), Tok::Punct("{"))
            && match (self.peek_at(1), self.peek_at(2)) {
                (Tok::Name(n), Tok::Punct("(")) => !super::names::is_reserved(n),
                (Tok::Quoted(_), Tok::Punct(".")) => true,
                _ => false,
            }
    }

    fn annotation(&mut self) -> Result<Annotation, ParseError> {
        self.expect("{")?;
        let pos = self.pos();
        let (func, stage) = match self.peek().clone() {
            Tok::Quoted(f) => {
                self.bump();
                self.expect(".")?;
                (f, self.small_int("a stage number")?)
            }
            Tok::Name(full) => {
                let split = full.rfind('.').and_then(|i| {
                    let stage = full[i + 1..].parse::<u32>().ok()?;
                    full[i + 1..]
                        .chars()
                        .all(|c| c.is_ascii_digit())
                        .then(|| (full[..i].to_string(), stage))
                });
                match split {
                    Some(fs) => {
                        self.bump();
                        fs
                    }
                    None => return self.err("an annotation `{Func.stage(args)}`"),
                }
            }
            _ => return self.err("an annotation `{Func.stage(args)}`"),
        };
        let args = self.list("(", ")", |p| p.expr())?;
        let value_index = if self.eat("[") {
            let k = self.small_int("a tuple index")?;
            self.expect("]")?;
            Some(k)
        } else {
            None
        };
        if !self.eat("}") {
            return Err(ParseError::new(
                self.file,
                pos,
                "`}` closing the annotation",
                self.peek().to_string(),
            ));
        }
        Ok(Annotation {
            func,
            stage,
            value_index,
            args,
        })
    }
}
