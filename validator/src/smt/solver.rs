//! A thin wrapper over Z3's solver: is `premises ⟹ goal` valid? The answer is explicit
//! ([`SmtResult`]): a timeout or an incomplete theory is [`SmtResult::Unknown`] with Z3's
//! reason, never an error and never `Valid`. Counterexamples give concrete values of the named
//! terms the caller asked to observe, printed per Halide type (signed/unsigned integers, exact
//! fractions for reals, IEEE values with their bit pattern).

use std::fmt;
use std::time::Duration;

use z3::ast::{Ast, Bool};
use z3::{Config, Context, Params, SatResult, Solver, Synchronized, Translate};

use super::semantics::Value;
use crate::ir::{Type, TypeCode};

/// A term whose value a counterexample should report.
#[derive(Clone, Debug)]
pub struct Observed {
    /// Name shown in reports (usually the variable's name).
    pub name: String,
    /// Halide type of the term (decides how the value is printed).
    pub ty: Type,
    /// The term.
    pub term: Value,
}

impl Observed {
    /// Observes `term` of type `ty` under `name`.
    pub fn new(name: impl Into<String>, ty: Type, term: Value) -> Observed {
        Observed {
            name: name.into(),
            ty,
            term,
        }
    }
}

/// A concrete value from a model.
#[derive(Clone, Debug, PartialEq)]
pub enum Concrete {
    /// `bool`.
    Bool(bool),
    /// An integer, already read with its type's signedness.
    Int(i128),
    /// A real (`Real` float mode), as an exact fraction `num/den` or Z3's printing.
    Real(String),
    /// An IEEE float: its value and its bit pattern.
    Float {
        /// Width in bits.
        bits: u8,
        /// The IEEE bit pattern.
        pattern: u64,
        /// The value (exact for 16 and 32 bits, converted to f64).
        value: f64,
    },
    /// An element of an uninterpreted sort or any term Z3 printed without interpretation.
    Other(String),
}

impl fmt::Display for Concrete {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Concrete::Bool(b) => write!(f, "{b}"),
            Concrete::Int(v) => write!(f, "{v}"),
            Concrete::Real(r) => f.write_str(r),
            Concrete::Float {
                bits,
                pattern,
                value,
            } => {
                let digits = usize::from(*bits / 4);
                write!(f, "{value:?} (0x{pattern:0digits$x})")
            }
            Concrete::Other(s) => f.write_str(s),
        }
    }
}

/// One line of a counterexample.
#[derive(Clone, Debug, PartialEq)]
pub struct Assignment {
    /// The observed name.
    pub name: String,
    /// Its Halide type.
    pub ty: Type,
    /// Its value in the model.
    pub value: Concrete,
}

/// Values of the observed terms in a model falsifying the goal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Counterexample {
    /// In the order the terms were observed.
    pub assignments: Vec<Assignment>,
}

impl Counterexample {
    /// The value of `name`, if it was observed.
    pub fn get(&self, name: &str) -> Option<&Concrete> {
        self.assignments
            .iter()
            .find(|a| a.name == name)
            .map(|a| &a.value)
    }
}

impl fmt::Display for Counterexample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, a) in self.assignments.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{}: {} = {}", a.name, a.ty, a.value)?;
        }
        Ok(())
    }
}

/// The answer to a validity query.
#[derive(Clone, Debug, PartialEq)]
pub enum SmtResult {
    /// `premises ⟹ goal` holds for every assignment.
    Valid,
    /// It does not: a model of `premises ∧ ¬goal`.
    Invalid(Counterexample),
    /// Z3 gave up (timeout, resource limit, incomplete theory): its reason.
    Unknown(String),
}

/// Checks validity of `premises ⟹ goal` within `timeout`; on `Invalid`, reports the values
/// of `observe` in the falsifying model.
pub fn check_validity(
    premises: &[Bool],
    goal: &Bool,
    observe: &[Observed],
    timeout: Duration,
) -> SmtResult {
    let solver = Solver::new();
    for p in premises {
        solver.assert(p);
    }
    solver.assert(goal.not());
    dump_query(&solver);
    if !super::forked::enabled() {
        return answer(&solver, observe, timeout);
    }
    decide_forked(&solver, observe, timeout)
}

/// [`check_validity`]'s answer from a forked child (see [`super::forked`]).
fn decide_forked(solver: &Solver, observe: &[Observed], timeout: Duration) -> SmtResult {
    match super::forked::run(timeout + super::process::KILL_GRACE, observe, || {
        answer(solver, observe, timeout)
    }) {
        super::forked::Forked::Answer(r) => r,
        super::forked::Forked::Killed => retry_in_fresh_z3(solver, timeout),
        other => SmtResult::Unknown(other.failure().unwrap_or_default()),
    }
}

/// A query whose check outlived its timeout in the validator's Z3 (killed after `timeout`
/// plus [`super::process::KILL_GRACE`]), sent as text to a fresh Z3 process: a proof there is
/// a proof (the same assertions); anything else leaves it unknown, with both reasons.
fn retry_in_fresh_z3(solver: &Solver, timeout: Duration) -> SmtResult {
    let killed = format!(
        "Z3 did not stop at its {:.0}s timeout (killed after {:.0}s)",
        timeout.as_secs_f64(),
        (timeout + super::process::KILL_GRACE).as_secs_f64()
    );
    match super::process::prove_text(&format!("{solver}(check-sat)\n"), timeout) {
        SmtResult::Valid => SmtResult::Valid,
        SmtResult::Unknown(why) => {
            SmtResult::Unknown(format!("{killed}; a fresh Z3 process: {why}"))
        }
        SmtResult::Invalid(_) => {
            SmtResult::Unknown(format!("{killed}; a fresh Z3 process: a model"))
        }
    }
}

/// A query as Z3 terms: its assertions and the terms whose values a model should report.
struct Query {
    assertions: Vec<Bool>,
    observed: Vec<Value>,
}

// SAFETY: `translate` translates every term the query holds into `dest`.
unsafe impl Translate for Query {
    fn translate(&self, dest: &Context) -> Query {
        Query {
            assertions: self.assertions.translate(dest),
            observed: self.observed.translate(dest),
        }
    }
}

/// The answer of `solver`'s check within `timeout`, with the values of `observe` in a model.
///
/// The check runs in a Z3 context of its own, into which the assertions are translated: Z3's
/// search depends on the identifiers its context gave the terms (the order of variables and
/// case splits follows them), and in the shared context those depend on every term built
/// before — by earlier queries, or by passes that ran or were skipped — so the same query
/// could take milliseconds in one run and time out in another. In a fresh context the answer
/// and its time depend on the query alone.
fn answer(solver: &Solver, observe: &[Observed], timeout: Duration) -> SmtResult {
    let query = Synchronized::new(&Query {
        assertions: solver.get_assertions(),
        observed: observe.iter().map(|o| o.term.clone()).collect(),
    });
    let shown: Vec<(String, Type)> = observe.iter().map(|o| (o.name.clone(), o.ty)).collect();
    z3::with_z3_config(&Config::new(), move || {
        let query = query.recover();
        let solver = Solver::new();
        let mut params = Params::new();
        let ms = u32::try_from(timeout.as_millis())
            .unwrap_or(u32::MAX)
            .max(1);
        params.set_u32("timeout", ms);
        solver.set_params(&params);
        for a in &query.assertions {
            solver.assert(a);
        }
        let observed: Vec<Observed> = shown
            .into_iter()
            .zip(query.observed)
            .map(|((name, ty), term)| Observed::new(name, ty, term))
            .collect();
        check_and_read(&solver, &observed)
    })
}

/// `solver`'s check, with the values of `observe` in a model.
fn check_and_read(solver: &Solver, observe: &[Observed]) -> SmtResult {
    match solver.check() {
        SatResult::Unsat => SmtResult::Valid,
        SatResult::Unknown => SmtResult::Unknown(
            solver
                .get_reason_unknown()
                .unwrap_or_else(|| "unknown".to_string()),
        ),
        SatResult::Sat => match solver.get_model() {
            Some(model) => SmtResult::Invalid(Counterexample {
                assignments: observe
                    .iter()
                    .map(|o| Assignment {
                        name: o.name.clone(),
                        ty: o.ty,
                        value: concrete(&model, o.ty, &o.term),
                    })
                    .collect(),
            }),
            None => SmtResult::Unknown("satisfiable but Z3 produced no model".to_string()),
        },
    }
}

/// With `HALIDE_TV_SMT_DUMP=DIR`, writes each query (SMT-LIB, the negated goal asserted) to
/// `DIR/query-N.smt2` for offline reading; a failing write is reported on stderr only.
fn dump_query(solver: &Solver) {
    if std::env::var_os("HALIDE_TV_SMT_DUMP").is_some() {
        dump_text(&format!("{solver}(check-sat)\n"));
    }
}

/// Writes one query's SMT-LIB `text` as the next `query-N.smt2` of `HALIDE_TV_SMT_DUMP`
/// (nothing without it); the queries sent to a Z3 process ([`super::process`]) are written
/// here too.
pub(crate) fn dump_text(text: &str) {
    static COUNT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let Some(dir) = std::env::var_os("HALIDE_TV_SMT_DUMP") else {
        return;
    };
    let n = COUNT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path = std::path::Path::new(&dir).join(format!("query-{n}.smt2"));
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("HALIDE_TV_SMT_DUMP: {}: {e}", path.display());
    }
}

/// Checks that `a` and `b` are the same value (Z3 `=`) whenever `premises` hold.
pub fn check_same(
    premises: &[Bool],
    a: &Value,
    b: &Value,
    observe: &[Observed],
    timeout: Duration,
) -> Result<SmtResult, super::semantics::SemError> {
    Ok(check_validity(premises, &a.same_as(b)?, observe, timeout))
}

fn concrete(model: &z3::Model, ty: Type, term: &Value) -> Concrete {
    let unevaluated = || Concrete::Other(format!("<no value for {term}>"));
    match term {
        Value::Bool(b) => match model.eval(b, true).and_then(|v| v.as_bool()) {
            Some(v) => Concrete::Bool(v),
            None => unevaluated(),
        },
        Value::Bits(bv) => {
            let Some(v) = model.eval(bv, true) else {
                return unevaluated();
            };
            let n = v.get_size();
            match v.as_u64() {
                Some(u) if n <= 64 => {
                    let u = i128::from(u);
                    let signed = ty.code == TypeCode::Int;
                    if signed && n > 0 && (u >> (n - 1)) & 1 == 1 {
                        Concrete::Int(u - (1i128 << n))
                    } else {
                        Concrete::Int(u)
                    }
                }
                _ => Concrete::Other(v.to_string()),
            }
        }
        Value::Real(r) => match model.eval(r, true) {
            Some(v) => match v.as_rational() {
                Some((num, 1)) => Concrete::Real(num.to_string()),
                Some((num, den)) => Concrete::Real(format!("{num}/{den}")),
                None => Concrete::Real(v.to_string()),
            },
            None => unevaluated(),
        },
        Value::Fp(x) => {
            let nan = model.eval(&x.is_nan(), true).and_then(|b| b.as_bool());
            let bits = model
                .eval(&x.to_ieee_bv(), true)
                .map(|b| b.simplify())
                .and_then(|b| b.as_u64());
            match (nan, bits) {
                (Some(true), _) => Concrete::Other("NaN".to_string()),
                (_, Some(pattern)) => Concrete::Float {
                    bits: ty.bits,
                    pattern,
                    value: float_value(ty.bits, pattern),
                },
                _ => unevaluated(),
            }
        }
        Value::Opaque(d) => match model.eval(d, true) {
            Some(v) => Concrete::Other(v.to_string()),
            None => unevaluated(),
        },
    }
}

/// The value of an IEEE bit pattern of width `bits`.
pub fn float_value(bits: u8, pattern: u64) -> f64 {
    match bits {
        64 => f64::from_bits(pattern),
        32 => f64::from(f32::from_bits(pattern as u32)),
        _ => {
            let sign = if (pattern >> 15) & 1 == 1 { -1.0 } else { 1.0 };
            let exp = ((pattern >> 10) & 0x1f) as i32;
            let frac = (pattern & 0x3ff) as f64;
            sign * match exp {
                0 => frac * 2f64.powi(-24),
                31 if frac == 0.0 => f64::INFINITY,
                31 => f64::NAN,
                e => (1.0 + frac / 1024.0) * 2f64.powi(e - 15),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solver holding `premises ∧ ¬goal`, as [`check_validity`] builds it.
    fn query(premises: &[Bool], goal: &Bool) -> Solver {
        let solver = Solver::new();
        for p in premises {
            solver.assert(p);
        }
        solver.assert(goal.not());
        solver
    }

    #[test]
    fn a_query_killed_in_the_validator_is_proved_by_a_fresh_z3() {
        use z3::ast::Int;
        let x = Int::new_const("x");
        let valid = query(&[x.gt(Int::from_i64(3))], &x.gt(Int::from_i64(2)));
        assert_eq!(
            retry_in_fresh_z3(&valid, Duration::from_secs(10)),
            SmtResult::Valid
        );
        let invalid = query(&[x.gt(Int::from_i64(1))], &x.gt(Int::from_i64(2)));
        match retry_in_fresh_z3(&invalid, Duration::from_secs(10)) {
            SmtResult::Unknown(why) => {
                assert!(why.contains("did not stop at its 10s timeout"), "{why}");
                assert!(why.contains("model"), "{why}");
            }
            other => panic!("expected no proof, got {other:?}"),
        }
    }

    #[test]
    fn a_forked_check_reports_the_models_values() {
        use z3::ast::{Int, BV};
        let x = BV::new_const("x", 32);
        let goal = x.bvsgt(BV::from_i64(5, 32));
        let premises = [x.bvsgt(BV::from_i64(2, 32)), x.bvslt(BV::from_i64(4, 32))];
        let observe = [Observed::new("x", Type::int(32), Value::Bits(x.clone()))];
        let forked = |premises: &[Bool], goal: &Bool, observe: &[Observed]| {
            decide_forked(&query(premises, goal), observe, Duration::from_secs(10))
        };
        match forked(&premises, &goal, &observe) {
            SmtResult::Invalid(cex) => {
                assert_eq!(cex.get("x"), Some(&Concrete::Int(3)), "{cex}");
            }
            other => panic!("expected a counterexample, got {other:?}"),
        }
        let y = Int::new_const("y");
        let proved = forked(&[y.gt(Int::from_i64(3))], &y.gt(Int::from_i64(2)), &[]);
        assert_eq!(proved, SmtResult::Valid);
    }

    #[test]
    fn half_precision_values() {
        assert_eq!(float_value(16, 0x3c00), 1.0);
        assert_eq!(float_value(16, 0xc000), -2.0);
        assert_eq!(float_value(16, 0x7bff), 65504.0);
        assert_eq!(float_value(16, 0x0001), 2f64.powi(-24));
        assert!(float_value(16, 0x7e00).is_nan());
    }
}
