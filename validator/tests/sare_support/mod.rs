//! Test support for the SARE tests: loading the `.sare` examples, deterministic input
//! contents, and a reference execution of a Halide algorithm the way Halide runs it —
//! imperatively, definition after definition, with an update's loops nested as in Halide's
//! default schedule (pure variables outside, then the RVars with the *last* one outermost and
//! the first one innermost), every tuple component computed before any is stored.

#![allow(dead_code)]

use halide_tv::ir::{CallKind, Expr, ExprNode};
use halide_tv::sare::eval::{eval_expr, EvalError, Value};
use halide_tv::sare::{build_sare, Sare, SareEvaluator};
use halide_tv::spec::{parse_sare, Algorithm};
use std::collections::HashMap;
use std::path::PathBuf;

/// Parses `tests/data/sare/NAME`.
pub fn algorithm(name: &str) -> Algorithm {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "sare", name]
        .iter()
        .collect();
    let text = std::fs::read_to_string(&path).expect("example file exists");
    parse_sare(&path.display().to_string(), &text).unwrap_or_else(|e| panic!("{e}"))
}

/// Parses and reduces `tests/data/sare/NAME`.
pub fn sare(name: &str) -> Sare {
    build_sare(&algorithm(name)).unwrap_or_else(|e| panic!("{e}"))
}

/// Deterministic small input values: `buffer(i, j, …)`.
pub fn input_value(buffer: &str, idx: &[i128]) -> Result<Value, EvalError> {
    let mut h: i128 = buffer.bytes().map(i128::from).sum();
    for (k, i) in idx.iter().enumerate() {
        h = h * 31 + i * (7 + 2 * k as i128) + 3;
    }
    Ok(Value::Int(h.rem_euclid(23) - 11))
}

/// The values of the parameters, as `name → value`.
pub fn params(values: &[(&str, i128)]) -> HashMap<String, Value> {
    values
        .iter()
        .map(|(n, v)| (n.to_string(), Value::Int(*v)))
        .collect()
}

/// A Func realized over a box: `lo[d] <= x_d < hi[d]`, one array per tuple component.
#[derive(Clone, Debug)]
pub struct Realization {
    /// Lower corner.
    pub lo: Vec<i128>,
    /// Upper corner (exclusive).
    pub hi: Vec<i128>,
    /// Values, per component, row-major over the box.
    pub data: Vec<Vec<Value>>,
}

impl Realization {
    fn offset(&self, idx: &[i128]) -> Option<usize> {
        if idx.len() != self.lo.len() {
            return None;
        }
        let mut off: usize = 0;
        for ((&i, &lo), &hi) in idx.iter().zip(&self.lo).zip(&self.hi) {
            if i < lo || i >= hi {
                return None;
            }
            off = off * (hi - lo) as usize + (i - lo) as usize;
        }
        Some(off)
    }

    /// The value of component `t` at `idx`, if `idx` is in the box.
    pub fn get(&self, t: usize, idx: &[i128]) -> Option<Value> {
        self.offset(idx).map(|o| self.data[t][o])
    }

    /// Every point of the box, row-major.
    pub fn points(&self) -> Vec<Vec<i128>> {
        box_points(&self.lo, &self.hi)
    }
}

/// Every point of the box `lo <= p < hi`, row-major.
pub fn box_points(lo: &[i128], hi: &[i128]) -> Vec<Vec<i128>> {
    let mut out = vec![Vec::new()];
    for d in 0..lo.len() {
        let mut next = Vec::new();
        for p in &out {
            for v in lo[d]..hi[d] {
                let mut q = p.clone();
                q.push(v);
                next.push(q);
            }
        }
        out = next;
    }
    out
}

fn is_undef(e: &Expr) -> bool {
    matches!(&e.node, ExprNode::Call(c) if c.name == "undef")
}

fn int(v: Value) -> Result<i128, EvalError> {
    v.as_int()
        .ok_or_else(|| EvalError("expected an integer".to_string()))
}

fn eval(
    e: &Expr,
    env: &HashMap<String, Value>,
    done: &HashMap<String, Realization>,
    current: Option<(&str, &Realization)>,
) -> Result<Value, EvalError> {
    eval_expr(e, env, &mut |c, args| match c.kind {
        CallKind::Image => input_value(&c.name, args),
        _ => {
            let r = match current {
                Some((name, r)) if name == c.name => r,
                _ => done
                    .get(&c.name)
                    .ok_or_else(|| EvalError(format!("`{}` is not realized yet", c.name)))?,
            };
            r.get(c.value_index as usize, args)
                .ok_or_else(|| EvalError(format!("read of `{}` outside its box", c.name)))
        }
    })
}

/// Runs `alg` imperatively in Halide's order, realizing each Func over its box from
/// `boxes` (Funcs in an order where each comes after those it reads).
pub fn run_reference(
    alg: &Algorithm,
    params: &HashMap<String, Value>,
    order: &[&str],
    boxes: &HashMap<&str, (Vec<i128>, Vec<i128>)>,
) -> Result<HashMap<String, Realization>, EvalError> {
    let mut done: HashMap<String, Realization> = HashMap::new();
    for name in order {
        let f = alg
            .func(name)
            .ok_or_else(|| EvalError(format!("no Func {name}")))?;
        let (lo, hi) = boxes[name].clone();
        let mut r = Realization {
            lo: lo.clone(),
            hi: hi.clone(),
            data: vec![Vec::new(); f.types.len()],
        };
        for p in box_points(&lo, &hi) {
            let mut env = params.clone();
            for (v, x) in f.pure_vars.iter().zip(&p) {
                env.insert(v.clone(), Value::Int(*x));
            }
            for (t, v) in f.values.iter().enumerate() {
                r.data[t].push(eval(v, &env, &done, None)?);
            }
        }
        for u in &f.updates {
            // Pure positions: the argument is exactly the Func's pure variable there.
            let pure: Vec<usize> = (0..f.pure_vars.len())
                .filter(|&p| u.args[p].as_var() == Some(f.pure_vars[p].as_str()))
                .collect();
            let mut rv_lo = Vec::new();
            let mut rv_hi = Vec::new();
            for rv in u.rvars.iter().rev() {
                let min = int(eval(&rv.min, params, &done, None)?)?;
                let ext = int(eval(&rv.extent, params, &done, None)?)?;
                rv_lo.push(min);
                rv_hi.push(min + ext.max(0));
            }
            let pure_lo: Vec<i128> = pure.iter().rev().map(|&p| lo[p]).collect();
            let pure_hi: Vec<i128> = pure.iter().rev().map(|&p| hi[p]).collect();
            // Loop nest: pure variables outermost (last one outside), then RVars (last one
            // outside, first one innermost).
            for pp in box_points(&pure_lo, &pure_hi) {
                for rp in box_points(&rv_lo, &rv_hi) {
                    let mut env = params.clone();
                    for (k, &p) in pure.iter().rev().enumerate() {
                        env.insert(f.pure_vars[p].clone(), Value::Int(pp[k]));
                    }
                    for (k, rv) in u.rvars.iter().rev().enumerate() {
                        env.insert(rv.name.clone(), Value::Int(rp[k]));
                    }
                    let cur = Some((f.name.as_str(), &r));
                    let mut filter = true;
                    for pred in &u.predicates {
                        if eval(pred, &env, &done, cur)? == Value::Int(0) {
                            filter = false;
                            break;
                        }
                    }
                    if !filter {
                        continue;
                    }
                    let site = u
                        .args
                        .iter()
                        .map(|a| int(eval(a, &env, &done, cur)?))
                        .collect::<Result<Vec<_>, _>>()?;
                    // `undef()` leaves its component unchanged.
                    let values = u
                        .values
                        .iter()
                        .map(|v| {
                            if is_undef(v) {
                                Ok(None)
                            } else {
                                eval(v, &env, &done, cur).map(Some)
                            }
                        })
                        .collect::<Result<Vec<_>, _>>()?;
                    let off = r
                        .offset(&site)
                        .ok_or_else(|| EvalError(format!("write of {name} outside its box")))?;
                    for (t, v) in values.into_iter().enumerate() {
                        if let Some(v) = v {
                            r.data[t][off] = v;
                        }
                    }
                }
            }
        }
        done.insert(name.to_string(), r);
    }
    Ok(done)
}

/// Evaluates the final tensor of every Func of `order` over `check` boxes with the SARE
/// interpreter and compares with the reference; returns the number of points compared.
pub fn compare(
    alg: &Algorithm,
    sare: &Sare,
    params: &HashMap<String, Value>,
    order: &[&str],
    boxes: &HashMap<&str, (Vec<i128>, Vec<i128>)>,
) -> Result<usize, String> {
    let reference = run_reference(alg, params, order, boxes).map_err(|e| e.to_string())?;
    let inputs = input_value;
    let mut ev = SareEvaluator::new(sare, params.clone(), &inputs);
    let mut n = 0;
    for name in order {
        let r = &reference[*name];
        for p in r.points() {
            for t in 0..r.data.len() {
                let want = r.get(t, &p);
                let got = ev
                    .value(name, t as u32, &p)
                    .map_err(|e| format!("{name}{p:?}: {e}"))?;
                if want != Some(got) {
                    return Err(format!(
                        "{name}{p:?}[{t}]: SARE gives {got}, Halide's order gives {want:?} \
                         (params {params:?})"
                    ));
                }
                n += 1;
            }
        }
    }
    Ok(n)
}
