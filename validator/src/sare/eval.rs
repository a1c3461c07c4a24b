//! A concrete interpreter of the SARE: the value of a tensor at an index point, for given
//! parameter values and input contents, by unfolding the equations (thesis §2.4.3, the
//! unique model of the algorithm). It checks at every point it visits that exactly one
//! equation applies (disjoint, covering guards) and detects cyclic unfolding. It serves to
//! test the reduction against a direct execution of the algorithm and to replay
//! counterexamples.
//!
//! Values follow Halide's semantics for integers (wrapping to the type's width, Euclidean
//! division and modulo, `x / 0 = x % 0 = 0`) and use `f64` for floats (rounded to `f32` for
//! `float32`); other operations are reported as unsupported.

use super::model::Sare;
use crate::ir::{BinOp, Call, CallKind, Expr, ExprNode, Type, TypeCode};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// A scalar value: integers and `bool` (0 or 1) as `Int`, floats as `Float`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// An integer, already wrapped to its type.
    Int(i128),
    /// A floating-point number.
    Float(f64),
}

impl Value {
    /// The integer, if this is one.
    pub fn as_int(self) -> Option<i128> {
        match self {
            Value::Int(v) => Some(v),
            Value::Float(_) => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(v) => write!(f, "{v}"),
            Value::Float(v) => write!(f, "{v}"),
        }
    }
}

/// Why an evaluation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvalError(pub String);

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for EvalError {}

fn fail<T>(msg: impl Into<String>) -> Result<T, EvalError> {
    Err(EvalError(msg.into()))
}

/// Wraps an integer to the range of the integer type `ty` (two's complement).
pub fn wrap(v: i128, ty: Type) -> i128 {
    let bits = u32::from(ty.bits);
    if bits >= 127 {
        return v;
    }
    let m = 1i128 << bits;
    let u = v.rem_euclid(m);
    if ty.code == TypeCode::Int && u >= m / 2 {
        u - m
    } else {
        u
    }
}

fn round_float(v: f64, ty: Type) -> f64 {
    if ty.bits == 32 {
        f64::from(v as f32)
    } else {
        v
    }
}

/// Resolves the calls of an expression (tensor accesses and input reads) to values.
pub type CallFn<'a> = dyn FnMut(&Call, &[i128]) -> Result<Value, EvalError> + 'a;

/// Evaluates `e` with variables from `env`; Func and Image calls go to `call` with their
/// integer arguments.
pub fn eval_expr(
    e: &Expr,
    env: &HashMap<String, Value>,
    call: &mut CallFn<'_>,
) -> Result<Value, EvalError> {
    let ty = e.ty;
    if ty.lanes != 1 {
        return fail(format!("vector expression `{e}` is not supported"));
    }
    match &e.node {
        ExprNode::IntImm(v) => Ok(Value::Int(i128::from(*v))),
        ExprNode::UIntImm(v) => Ok(Value::Int(i128::from(*v))),
        ExprNode::FloatImm(_) => match e.as_float() {
            Some(v) => Ok(Value::Float(v)),
            None => fail(format!("float constant `{e}` is not supported")),
        },
        ExprNode::Var(n) => match env.get(n) {
            Some(v) => Ok(*v),
            None => fail(format!("no value for `{n}`")),
        },
        ExprNode::Let(n, v, b) => {
            let v = eval_expr(v, env, call)?;
            let mut env2 = env.clone();
            env2.insert(n.clone(), v);
            eval_expr(b, &env2, call)
        }
        ExprNode::Not(a) => match eval_expr(a, env, call)? {
            Value::Int(v) => Ok(Value::Int(i128::from(v == 0))),
            Value::Float(_) => fail("`!` of a float"),
        },
        ExprNode::Select(c, t, f) => match eval_expr(c, env, call)? {
            Value::Int(0) => eval_expr(f, env, call),
            Value::Int(_) => eval_expr(t, env, call),
            Value::Float(_) => fail("float select condition"),
        },
        ExprNode::Binary(op, a, b) => {
            if *op == BinOp::And || *op == BinOp::Or {
                let x = eval_expr(a, env, call)?;
                let short = (*op == BinOp::And) == (x == Value::Int(0));
                if short {
                    return Ok(x);
                }
                return eval_expr(b, env, call);
            }
            let x = eval_expr(a, env, call)?;
            let y = eval_expr(b, env, call)?;
            binary(*op, a.ty, x, y)
        }
        ExprNode::Cast(a) => {
            let v = eval_expr(a, env, call)?;
            Ok(match (v, ty.code) {
                (Value::Int(v), TypeCode::Float) => Value::Float(round_float(v as f64, ty)),
                (Value::Int(v), _) if ty.is_bool() => Value::Int(i128::from(v != 0)),
                (Value::Int(v), _) => Value::Int(wrap(v, ty)),
                (Value::Float(v), TypeCode::Float) => Value::Float(round_float(v, ty)),
                (Value::Float(v), _) => Value::Int(wrap(v.trunc() as i128, ty)),
            })
        }
        ExprNode::Call(c) if matches!(c.kind, CallKind::Func | CallKind::Image) => {
            let mut args = Vec::with_capacity(c.args.len());
            for a in &c.args {
                match eval_expr(a, env, call)? {
                    Value::Int(v) => args.push(v),
                    Value::Float(_) => return fail(format!("float index in `{e}`")),
                }
            }
            call(c, &args)
        }
        _ => fail(format!("`{e}` is not supported by the evaluator")),
    }
}

fn binary(op: BinOp, ty: Type, x: Value, y: Value) -> Result<Value, EvalError> {
    match (x, y) {
        (Value::Int(a), Value::Int(b)) => {
            let r = match op {
                BinOp::Add => wrap(a + b, ty),
                BinOp::Sub => wrap(a - b, ty),
                BinOp::Mul => wrap(a.wrapping_mul(b), ty),
                BinOp::Div if b == 0 => 0,
                BinOp::Div => wrap(a.div_euclid(b), ty),
                BinOp::Mod if b == 0 => 0,
                BinOp::Mod => wrap(a.rem_euclid(b), ty),
                BinOp::Min => a.min(b),
                BinOp::Max => a.max(b),
                BinOp::Eq => i128::from(a == b),
                BinOp::Ne => i128::from(a != b),
                BinOp::Lt => i128::from(a < b),
                BinOp::Le => i128::from(a <= b),
                BinOp::Gt => i128::from(a > b),
                BinOp::Ge => i128::from(a >= b),
                BinOp::And => i128::from(a != 0 && b != 0),
                BinOp::Or => i128::from(a != 0 || b != 0),
            };
            Ok(Value::Int(r))
        }
        (Value::Float(a), Value::Float(b)) => {
            let f = |v: f64| Ok(Value::Float(round_float(v, ty)));
            let c = |v: bool| Ok(Value::Int(i128::from(v)));
            match op {
                BinOp::Add => f(a + b),
                BinOp::Sub => f(a - b),
                BinOp::Mul => f(a * b),
                BinOp::Div => f(a / b),
                BinOp::Mod => f(a - b * (a / b).floor()),
                BinOp::Min => f(a.min(b)),
                BinOp::Max => f(a.max(b)),
                BinOp::Eq => c(a == b),
                BinOp::Ne => c(a != b),
                BinOp::Lt => c(a < b),
                BinOp::Le => c(a <= b),
                BinOp::Gt => c(a > b),
                BinOp::Ge => c(a >= b),
                BinOp::And | BinOp::Or => fail("logical operator on floats"),
            }
        }
        _ => fail(format!("`{op}` on an integer and a float")),
    }
}

/// Input buffer contents: the value of `buffer(indices)`.
pub type InputFn<'a> = dyn Fn(&str, &[i128]) -> Result<Value, EvalError> + 'a;

/// A tensor and an index point.
type Key = (usize, Vec<i128>);

/// One attempt at evaluating a point: its value, or a tensor point it needs first.
enum Attempt {
    Done(Value),
    Needs(Key),
}

/// Evaluates tensors of a SARE at concrete points, memoising every value it computes. The
/// unfolding uses an explicit stack (a point waits on the stack while the points it reads
/// are computed), so long recurrences do not exhaust the thread's stack.
pub struct SareEvaluator<'a> {
    sare: &'a Sare,
    params: HashMap<String, Value>,
    inputs: &'a InputFn<'a>,
    memo: HashMap<Key, Value>,
}

impl<'a> SareEvaluator<'a> {
    /// An evaluator for `sare` with values for its parameters and buffer symbols, and the
    /// contents of its inputs.
    pub fn new(
        sare: &'a Sare,
        params: HashMap<String, Value>,
        inputs: &'a InputFn<'a>,
    ) -> SareEvaluator<'a> {
        SareEvaluator {
            sare,
            params,
            inputs,
            memo: HashMap::new(),
        }
    }

    /// The value of the tensor accessed as `name(point)[component]`.
    pub fn value(
        &mut self,
        name: &str,
        component: u32,
        point: &[i128],
    ) -> Result<Value, EvalError> {
        let Some(pos) = self.sare.tensor_pos_named(name, component) else {
            return fail(format!("no tensor `{name}[{component}]`"));
        };
        let root: Key = (pos, point.to_vec());
        let mut stack = vec![root.clone()];
        let mut on_stack: HashSet<Key> = HashSet::from([root.clone()]);
        while let Some(key) = stack.last().cloned() {
            if self.memo.contains_key(&key) {
                stack.pop();
                on_stack.remove(&key);
                continue;
            }
            match self.attempt(&key)? {
                Attempt::Done(v) => {
                    self.memo.insert(key.clone(), v);
                    stack.pop();
                    on_stack.remove(&key);
                }
                Attempt::Needs(dep) => {
                    if !on_stack.insert(dep.clone()) {
                        return fail(format!("{} depends on itself", self.show(&dep)));
                    }
                    stack.push(dep);
                }
            }
        }
        match self.memo.get(&root) {
            Some(v) => Ok(*v),
            None => fail(format!("{} was not computed", self.show(&root))),
        }
    }

    fn show(&self, (pos, point): &Key) -> String {
        let p: Vec<String> = point.iter().map(|v| v.to_string()).collect();
        match self.sare.tensors.get(*pos) {
            Some(t) => format!("{}({})", t.id, p.join(", ")),
            None => format!("tensor #{pos}({})", p.join(", ")),
        }
    }

    /// Evaluates the one equation that applies at `key`, or names the first tensor point it
    /// reads that is not computed yet.
    fn attempt(&self, key: &Key) -> Result<Attempt, EvalError> {
        let (pos, point) = key;
        let sare = self.sare;
        let Some(t) = sare.tensors.get(*pos) else {
            return fail(format!("no tensor #{pos}"));
        };
        if t.index.len() != point.len() {
            return fail(format!(
                "{} needs {} indices",
                self.show(key),
                t.index.len()
            ));
        }
        let mut env = self.params.clone();
        for (v, x) in t.index.iter().zip(point) {
            env.insert(v.name.clone(), Value::Int(*x));
        }
        let mut chosen = Vec::new();
        for eq in &t.equations {
            let mut holds = true;
            for g in &eq.guard {
                let v = eval_expr(g, &env, &mut |c, _| {
                    fail(format!("guard reads `{}`", c.name))
                })?;
                if v == Value::Int(0) {
                    holds = false;
                    break;
                }
            }
            if holds {
                chosen.push(eq);
            }
        }
        let [eq] = chosen[..] else {
            return fail(format!(
                "{} matches {} equations instead of exactly one",
                self.show(key),
                chosen.len()
            ));
        };
        let mut missing: Option<Key> = None;
        let r = eval_expr(&eq.rhs, &env, &mut |c, args| match c.kind {
            CallKind::Image => (self.inputs)(&c.name, args),
            _ => {
                let Some(p) = sare.tensor_pos_named(&c.name, c.value_index) else {
                    return fail(format!("no tensor `{}[{}]`", c.name, c.value_index));
                };
                let k = (p, args.to_vec());
                match self.memo.get(&k) {
                    Some(v) => Ok(*v),
                    None => {
                        missing = Some(k);
                        fail("not computed yet")
                    }
                }
            }
        });
        match (r, missing) {
            (_, Some(dep)) => Ok(Attempt::Needs(dep)),
            (Ok(v), None) => Ok(Attempt::Done(v)),
            (Err(e), None) => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics() {
        let i8t = Type::int(8);
        assert_eq!(wrap(128, i8t), -128);
        assert_eq!(wrap(-129, i8t), 127);
        assert_eq!(wrap(256 + 3, Type::uint(8)), 3);
        let d = |a, b| binary(BinOp::Div, Type::int(32), Value::Int(a), Value::Int(b));
        let m = |a, b| binary(BinOp::Mod, Type::int(32), Value::Int(a), Value::Int(b));
        assert_eq!(d(-7, 2), Ok(Value::Int(-4)));
        assert_eq!(m(-7, 2), Ok(Value::Int(1)));
        assert_eq!(d(-7, -2), Ok(Value::Int(4)));
        assert_eq!(m(-7, -2), Ok(Value::Int(1)));
        assert_eq!(d(5, 0), Ok(Value::Int(0)));
    }
}
