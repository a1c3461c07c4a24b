//! Reader for `.sare` files (grammar in `docs/formats.md`), type-checking every
//! definition against the declared parameters, buffers and Func signatures.

use super::algorithm::{
    Algorithm, Assumption, AssumptionKind, FuncDef, OutputDecl, RVarDef, Range, SpecParam,
    UpdateDef, SARE_VERSION,
};
use crate::diag::{ParseError, Pos};
use crate::ir::lexer::{lex, read_header_line, Tok};
use crate::ir::parser::{is_name_tok, with_parser_stack, Callable, Parser};
use crate::ir::printer::is_scalar_value_type;
use crate::ir::{CallKind, Expr, Type};
use std::collections::HashSet;

/// Reads a `.sare` text; `file` names it in errors.
pub fn parse_sare(file: &str, text: &str) -> Result<Algorithm, ParseError> {
    with_parser_stack(file, || read_sare(file, text))
}

/// Checks an algorithm built in memory against the rules the reader enforces (scoping,
/// typing, Func signatures, outputs) by printing it and reading it back. Errors point into
/// the printed text, named `<in-memory .sare>`.
pub fn check_sare(a: &Algorithm) -> Result<(), ParseError> {
    let file = "<in-memory .sare>";
    let text = super::sare_printer::print_sare(a);
    let back = parse_sare(file, &text)?;
    if &back != a {
        return Err(ParseError::new(
            file,
            Pos::START,
            "an algorithm that reads back identically (intrinsic names from the table)",
            "an algorithm that reads back differently",
        ));
    }
    Ok(())
}

fn read_sare(file: &str, text: &str) -> Result<Algorithm, ParseError> {
    let (version, rest, start) = read_header_line(file, text, "sare")?;
    if version != SARE_VERSION {
        return Err(ParseError::new(
            file,
            Pos::START,
            format!("format version {SARE_VERSION}"),
            format!("version {version}"),
        ));
    }
    let toks = lex(file, rest, start)?;
    let mut p = Parser::new(file, toks);
    p.expect_word("pipeline")?;
    let pipeline = p.name("the pipeline name")?;
    p.expect_word("target")?;
    let target = p.string()?;
    let mut alg = Algorithm {
        version,
        pipeline,
        target,
        params: Vec::new(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        funcs: Vec::new(),
        assumptions: Vec::new(),
    };
    let mut seen = HashSet::new();
    p.func_signatures()?;
    let mut output_pos = Vec::new();
    loop {
        let pos = p.pos();
        if matches!(p.peek(), Tok::Eof) {
            break;
        } else if p.eat_word("param") {
            let param = p.sare_param()?;
            p.declare_name(&param.name, &mut seen, pos)?;
            p.scope.push_var(&param.name, param.ty);
            alg.params.push(param);
        } else if p.eat_word("input") {
            let b = p.buffer_decl()?;
            if p.scope.callables.contains_key(&b.name) {
                return Err(ParseError::new(
                    file,
                    pos,
                    "an input name that is not a Func name",
                    format!("`{}`", b.name),
                ));
            }
            p.declare_buffer(&b, &mut seen, pos)?;
            p.scope.callables.insert(
                b.name.clone(),
                Callable {
                    kind: CallKind::Image,
                    types: vec![b.elem],
                    arity: b.dims as usize,
                },
            );
            alg.inputs.push(b);
        } else if p.eat_word("output") {
            let buffer = p.buffer_decl()?;
            p.declare_buffer(&buffer, &mut seen, pos)?;
            p.expect("=")?;
            let func = p.name("a Func name")?;
            let value_index = if p.eat("[") {
                let k = p.small_int("a tuple index")?;
                p.expect("]")?;
                k
            } else {
                0
            };
            p.expect_word("region")?;
            let region = p.list("[", "]", |p| {
                p.expect("(")?;
                let min = p.expr_of(Type::int(32), "a region minimum")?;
                p.expect(",")?;
                let extent = p.expr_of(Type::int(32), "a region extent")?;
                p.expect(")")?;
                Ok(Range { min, extent })
            })?;
            output_pos.push(pos);
            alg.outputs.push(OutputDecl {
                buffer,
                func,
                value_index,
                region,
            });
        } else if p.at_word("func") {
            p.enter()?;
            let f = p.func_def();
            p.leave();
            alg.funcs.push(f?);
        } else if p.at_word("constraint") || p.at_word("require") {
            let kind = if p.eat_word("constraint") {
                AssumptionKind::BufferConstraint
            } else {
                p.bump();
                AssumptionKind::Precondition
            };
            let cond = p.expr_of(Type::bool(), "a condition")?;
            alg.assumptions.push(Assumption { kind, cond });
        } else {
            return p.err("`param`, `input`, `output`, `func`, `constraint` or `require`");
        }
    }
    for (o, pos) in alg.outputs.iter().zip(output_pos) {
        let bad =
            |expected: String, found: String| Err(ParseError::new(file, pos, expected, found));
        let Some(f) = alg.func(&o.func) else {
            return bad("a defined Func".into(), format!("`{}`", o.func));
        };
        match f.types.get(o.value_index as usize) {
            Some(&t) if t == o.buffer.elem => {}
            Some(&t) => {
                return bad(
                    format!("element type {t} of `{}`", o.func),
                    o.buffer.elem.to_string(),
                )
            }
            None => {
                return bad(
                    format!("a tuple index below {}", f.types.len()),
                    o.value_index.to_string(),
                )
            }
        }
        if o.region.len() != o.buffer.dims as usize || f.pure_vars.len() != o.region.len() {
            return bad(
                format!("{} region ranges", f.pure_vars.len()),
                format!(
                    "{} for a {}-dimensional buffer",
                    o.region.len(),
                    o.buffer.dims
                ),
            );
        }
    }
    Ok(alg)
}

impl Parser<'_> {
    fn sare_param(&mut self) -> Result<SpecParam, ParseError> {
        let pos = self.pos();
        let d = self.scalar_decl()?;
        if !is_scalar_value_type(d.ty) {
            return Err(ParseError::new(
                self.file,
                pos,
                "a numeric or bool parameter type",
                d.ty.to_string(),
            ));
        }
        let mut param = SpecParam {
            name: d.name,
            ty: d.ty,
            min: None,
            max: None,
            estimate: None,
        };
        if self.eat_word("min") {
            param.min = Some(self.expr_of(d.ty, "a minimum")?);
        }
        if self.eat_word("max") {
            param.max = Some(self.expr_of(d.ty, "a maximum")?);
        }
        if self.at_word("estimate") {
            self.bump();
            param.estimate = Some(self.expr_of(d.ty, "an estimate")?);
        }
        Ok(param)
    }

    /// `func NAME(vars) : types` — the signature only.
    fn func_signature(&mut self) -> Result<(String, Vec<String>, Vec<Type>), ParseError> {
        self.expect_word("func")?;
        let name = self.name("a Func name")?;
        let vars = self.list("(", ")", |p| p.name("a pure variable"))?;
        self.expect(":")?;
        let types = if matches!(self.peek(), Tok::Punct("(")) {
            self.list("(", ")", |p| p.ty())?
        } else {
            vec![self.ty()?]
        };
        if types.is_empty() {
            return self.err("at least one value type");
        }
        if let Some(t) = types.iter().find(|t| !is_scalar_value_type(**t)) {
            return self.err(format!("scalar numeric value types, not {t}"));
        }
        Ok((name, vars, types))
    }

    /// Registers every Func's signature so definitions may call Funcs defined later.
    fn func_signatures(&mut self) -> Result<(), ParseError> {
        let start = self.mark();
        let mut k = start;
        while k < self.len() {
            self.reset(k);
            if self.at_word("func") {
                let pos = self.pos();
                let (name, vars, types) = self.func_signature()?;
                let c = Callable {
                    kind: CallKind::Func,
                    types,
                    arity: vars.len(),
                };
                if self.scope.callables.insert(name.clone(), c).is_some() {
                    return Err(ParseError::new(
                        self.file,
                        pos,
                        "one definition per Func",
                        format!("`{name}` defined twice"),
                    ));
                }
            }
            k += 1;
        }
        self.reset(start);
        Ok(())
    }

    fn tuple_values(&mut self, types: &[Type]) -> Result<Vec<Expr>, ParseError> {
        if types.len() == 1 {
            return Ok(vec![self.expr_of(types[0], "a value")?]);
        }
        let pos = self.pos();
        let vs = self.list("(", ")", |p| p.expr())?;
        if vs.len() != types.len() || vs.iter().zip(types).any(|(v, t)| v.ty != *t) {
            let found: Vec<String> = vs.iter().map(|v| v.ty.to_string()).collect();
            let want: Vec<String> = types.iter().map(|t| t.to_string()).collect();
            return Err(ParseError::new(
                self.file,
                pos,
                format!("a tuple of types ({})", want.join(", ")),
                format!("({})", found.join(", ")),
            ));
        }
        Ok(vs)
    }

    fn func_name_is(&mut self, name: &str) -> Result<(), ParseError> {
        let pos = self.pos();
        let n = self.name("the Func's name")?;
        if n != name {
            return Err(ParseError::new(
                self.file,
                pos,
                format!("`{name}`"),
                format!("`{n}`"),
            ));
        }
        Ok(())
    }

    fn func_def(&mut self) -> Result<FuncDef, ParseError> {
        let (name, pure_vars, types) = self.func_signature()?;
        self.expect("{")?;
        self.func_name_is(&name)?;
        let vpos = self.pos();
        let vars = self.list("(", ")", |p| p.name("a pure variable"))?;
        if vars != pure_vars {
            return Err(ParseError::new(
                self.file,
                vpos,
                format!("the pure variables ({})", pure_vars.join(", ")),
                format!("({})", vars.join(", ")),
            ));
        }
        self.expect("=")?;
        for v in &pure_vars {
            self.scope.push_var(v, Type::int(32));
        }
        let body = self.func_body(&name, &types);
        self.scope.pop_vars(pure_vars.len());
        let (values, updates) = body?;
        let mut specializations = Vec::new();
        while self.eat_word("specialize") {
            specializations.push(self.expr_of(Type::bool(), "a specialization condition")?);
        }
        self.expect("}")?;
        Ok(FuncDef {
            name,
            pure_vars,
            types,
            values,
            updates,
            specializations,
        })
    }

    fn func_body(
        &mut self,
        name: &str,
        types: &[Type],
    ) -> Result<(Vec<Expr>, Vec<UpdateDef>), ParseError> {
        let values = self.tuple_values(types)?;
        let mut updates = Vec::new();
        while self.eat_word("update") {
            self.expect("{")?;
            let mut rvars = Vec::new();
            let r = self.update_body(name, types, &mut rvars);
            self.scope.pop_vars(rvars.len());
            updates.push(r?);
            self.expect("}")?;
        }
        Ok((values, updates))
    }

    fn update_body(
        &mut self,
        name: &str,
        types: &[Type],
        rvars: &mut Vec<String>,
    ) -> Result<UpdateDef, ParseError> {
        let mut defs = Vec::new();
        // `rvar NAME : …` (a Func called `rvar` starts its left-hand side with `rvar(`).
        while self.at_word("rvar") && is_name_tok(self.peek_at(1)) {
            self.bump();
            let n = self.name("a reduction variable")?;
            self.expect(":")?;
            let min = self.expr_of(Type::int(32), "an RVar minimum")?;
            self.expect(",")?;
            let extent = self.expr_of(Type::int(32), "an RVar extent")?;
            self.scope.push_var(&n, Type::int(32));
            rvars.push(n.clone());
            defs.push(RVarDef {
                name: n,
                min,
                extent,
            });
        }
        let mut predicates = Vec::new();
        while self.eat_word("where") {
            predicates.push(self.expr_of(Type::bool(), "a where-predicate")?);
        }
        self.func_name_is(name)?;
        let args = self.list("(", ")", |p| p.expr_of(Type::int(32), "an argument"))?;
        let arity = self.scope.callables.get(name).map_or(0, |c| c.arity);
        if args.len() != arity {
            return self.err(format!("{arity} left-hand-side arguments"));
        }
        self.expect("=")?;
        let values = self.tuple_values(types)?;
        Ok(UpdateDef {
            rvars: defs,
            predicates,
            args,
            values,
        })
    }
}
