//! User assumptions (`halide-tv check --assume COND`): conditions on the pipeline's
//! parameters and buffer symbols under which a build is validated — e.g. the thesis's
//! `sgemm1024` (every extent is 1024) or `bigsqsgemm` (square matrices of size ≥ 512),
//! Table 6.1 and §6 ("size assumptions came in as axioms").
//!
//! An assumption becomes an `assert` at the start of the program body. The validator
//! already treats an assert as a fact on the path after it (a pipeline whose assert fails
//! produces no output), so the whole program — and every verdict — is relative to the
//! assumptions, which the report lists. A VALID under assumptions says nothing about inputs
//! that violate them.

use super::lexer::{lex, Tok};
use super::parser::{with_parser_stack, Parser};
use super::stmt::{SchedProgram, Stmt};
use super::types::Type;
use super::Expr;
use crate::diag::{ParseError, Pos};

/// The message of the assert that carries an assumption (never raised: the validator
/// treats asserts as facts).
pub const ASSUMPTION_MESSAGE: &str = "halide-tv --assume";

/// Parses `text` (the `n`-th assumption, named `--assume #n` in errors) as a Boolean
/// condition over the program's parameters and buffer symbols (`b.min.k`, `b.extent.k`,
/// `b.stride.k`), in the expression syntax of `.sched` files.
pub fn parse_assumption(prog: &SchedProgram, n: usize, text: &str) -> Result<Expr, ParseError> {
    let file = format!("--assume #{n}");
    with_parser_stack(&file, || {
        let toks = lex(&file, text, Pos::START)?;
        let mut p = Parser::new(&file, toks);
        for d in prog.params.iter() {
            p.scope.push_var(&d.name, d.ty);
        }
        for b in prog.inputs.iter().chain(&prog.outputs) {
            for s in b.all_symbols() {
                p.scope.push_var(&s, Type::int(32));
            }
        }
        let e = p.expr_of(Type::bool(), "a condition")?;
        if !matches!(p.peek(), Tok::Eof) {
            return p.err("the end of the condition");
        }
        Ok(e)
    })
}

/// `prog` with each of `assumptions` asserted at the start of its body, in order.
pub fn with_assumptions(
    prog: &SchedProgram,
    assumptions: &[String],
) -> Result<SchedProgram, ParseError> {
    let mut out = prog.clone();
    if assumptions.is_empty() {
        return Ok(out);
    }
    let mut items = Vec::new();
    for (i, text) in assumptions.iter().enumerate() {
        items.push(Stmt::Assert {
            cond: parse_assumption(prog, i + 1, text)?,
            message: Expr::string(ASSUMPTION_MESSAGE),
        });
    }
    match std::mem::replace(&mut out.body, Stmt::Block(Vec::new())) {
        Stmt::Block(rest) => items.extend(rest),
        body => items.push(body),
    }
    out.body = Stmt::seq(items);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prog() -> SchedProgram {
        super::super::parse_sched(
            "t.sched",
            "halide-tv sched 1\npipeline p\ntarget \"x86-64-linux\"\nparam k : int32\n\
             input a : buffer<float32, 2>\noutput r : buffer<float32, 1>\n\n\
             r[r.min.0 | 0] = a[| 0]\n",
        )
        .expect("test program parses")
    }

    #[test]
    fn assumptions_become_leading_asserts() {
        let p = prog();
        let q = with_assumptions(
            &p,
            &[
                "a.extent.0 == 1024 && a.extent.1 == a.extent.0".into(),
                "0 <= k".into(),
            ],
        )
        .unwrap();
        let Stmt::Block(items) = &q.body else {
            panic!("expected a block, got {:?}", q.body)
        };
        assert_eq!(items.len(), 3);
        assert!(matches!(&items[0], Stmt::Assert { .. }));
        assert!(matches!(&items[1], Stmt::Assert { .. }));
        assert_eq!(items[2], p.body);
        assert!(q.body.to_string().contains("a.extent.0 == 1024"));
        // The result is a well-formed program (printed and read back the same).
        super::super::check_sched(&q).unwrap();
        assert_eq!(with_assumptions(&p, &[]).unwrap(), p);
    }

    #[test]
    fn bad_assumptions_are_located_errors() {
        let p = prog();
        let e = parse_assumption(&p, 2, "a.extent.0 == ")
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("--assume #2:1:"), "{e}");
        let e = parse_assumption(&p, 1, "b.extent.0 == 3")
            .unwrap_err()
            .to_string();
        assert!(e.contains("b.extent.0"), "{e}");
        let e = parse_assumption(&p, 1, "a.extent.0 + 1")
            .unwrap_err()
            .to_string();
        assert!(e.contains("a condition of type bool"), "{e}");
        let e = parse_assumption(&p, 1, "k == 1 k").unwrap_err().to_string();
        assert!(e.contains("the end of the condition"), "{e}");
    }
}
