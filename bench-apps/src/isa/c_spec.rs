//! The specification program: the build's `.sare` as one loop nest per SARE equation (each
//! Func's pure definition, then each update in order) over arrays whose bounds come from a
//! simple dataflow analysis — the region each Func must be computed on, propagated back from
//! the outputs' regions through every call site (interval arithmetic over the affine call
//! arguments, Funcs visited consumers first) — then a copy of each output Func into its buffer.
//!
//! - Func `f` is the array `f_f` indexed from its box's minimum; a pure definition loops over
//!   the box; an update loops over the box in the dimensions where its left-hand side has the
//!   pure variable, and over its RDom (first `rvar` innermost), under its `where` predicates.
//! - Inputs are read at their coordinates minus `b.min.k`; that the given regions cover what
//!   the specification reads, and the `.sare`'s constraints and requirements, are
//!   `__builtin_assume`s.
//! - Tuple-valued Funcs, `specialize` aside (values are the same), data-dependent call
//!   arguments and constructs without exact C semantics are [`Unsupported`].

use super::cexpr::{self, unsupported, Names, Unsupported};
use super::{ArrayArg, Kernel, ScalarArg};
use halide_tv::ir::{BinOp, CallKind, Expr, ExprNode, TypeCode};
use halide_tv::sched::{CmpOp, Cond, Index};
use halide_tv::spec::Algorithm;
use std::collections::HashMap;
use std::fmt::Write as _;

/// An interval `[lo, hi]` of integers (affine in the parameters).
#[derive(Clone, Debug, PartialEq)]
pub struct Range {
    /// Lower bound.
    pub lo: Index,
    /// Upper bound (inclusive).
    pub hi: Index,
}

impl Range {
    fn point(i: Index) -> Range {
        Range {
            lo: i.clone(),
            hi: i,
        }
    }

    fn union(&self, o: &Range) -> Range {
        Range {
            lo: Index::min(self.lo.clone(), o.lo.clone()),
            hi: Index::max(self.hi.clone(), o.hi.clone()),
        }
    }
}

/// The exact affine index of an integer expression (`lets`: `let`-bound names with an affine
/// value).
pub fn to_index(e: &Expr, lets: &HashMap<String, Index>) -> Result<Index, Unsupported> {
    let bad = || {
        Unsupported(
            format!("non-affine index {e:?}")
                .chars()
                .take(200)
                .collect(),
        )
    };
    // Only int32/int64 arithmetic is exact (Halide assumes it does not overflow); narrower and
    // unsigned types wrap.
    if e.ty.code != TypeCode::Int || e.ty.bits < 32 || e.ty.lanes != 1 {
        return Err(bad());
    }
    Ok(match &e.node {
        ExprNode::Var(v) => lets.get(v).cloned().unwrap_or_else(|| Index::var(v)),
        ExprNode::IntImm(c) => Index::Const(*c),
        ExprNode::Binary(op, a, b) => {
            let (x, y) = (to_index(a, lets)?, to_index(b, lets)?);
            match op {
                BinOp::Add => Index::plus(x, y),
                BinOp::Sub => Index::minus(x, y),
                BinOp::Mul => match (x.as_const(), y.as_const()) {
                    (Some(k), _) => Index::scale(k, y),
                    (_, Some(k)) => Index::scale(k, x),
                    _ => return Err(bad()),
                },
                BinOp::Div => match y.as_const() {
                    Some(k) if k > 0 => Index::floor_div(x, k).ok_or_else(bad)?,
                    _ => return Err(bad()),
                },
                BinOp::Mod => match y.as_const() {
                    Some(k) if k > 0 => Index::modulo(x, k).ok_or_else(bad)?,
                    _ => return Err(bad()),
                },
                BinOp::Min => Index::min(x, y),
                BinOp::Max => Index::max(x, y),
                _ => return Err(bad()),
            }
        }
        ExprNode::Select(c, a, b) => {
            Index::select(to_cond(c, lets)?, to_index(a, lets)?, to_index(b, lets)?)
        }
        ExprNode::Let(n, v, body) => {
            let mut inner = lets.clone();
            inner.insert(n.clone(), to_index(v, lets)?);
            to_index(body, &inner)?
        }
        ExprNode::Cast(a) if a.ty.code == TypeCode::Int && a.ty.bits <= e.ty.bits => {
            to_index(a, lets)?
        }
        _ => return Err(bad()),
    })
}

/// The affine condition of a Boolean expression.
pub fn to_cond(e: &Expr, lets: &HashMap<String, Index>) -> Result<Cond<Index>, Unsupported> {
    Ok(match &e.node {
        ExprNode::UIntImm(b) if e.ty.is_bool() => Cond::Const(*b != 0),
        ExprNode::Not(a) => Cond::negate(to_cond(a, lets)?),
        ExprNode::Binary(BinOp::And, a, b) => Cond::and(to_cond(a, lets)?, to_cond(b, lets)?),
        ExprNode::Binary(BinOp::Or, a, b) => Cond::or(to_cond(a, lets)?, to_cond(b, lets)?),
        ExprNode::Binary(op, a, b) => {
            let (x, y) = (to_index(a, lets)?, to_index(b, lets)?);
            match op {
                BinOp::Eq => Cond::cmp(CmpOp::Eq, x, y),
                BinOp::Ne => Cond::cmp(CmpOp::Ne, x, y),
                BinOp::Lt => Cond::cmp(CmpOp::Lt, x, y),
                BinOp::Le => Cond::cmp(CmpOp::Le, x, y),
                BinOp::Gt => Cond::cmp(CmpOp::Lt, y, x),
                BinOp::Ge => Cond::cmp(CmpOp::Le, y, x),
                _ => return unsupported("non-affine condition"),
            }
        }
        _ => return unsupported("non-affine condition"),
    })
}

/// The interval of `i` when its variables range over `env` (other variables are parameters).
pub fn range_of(i: &Index, env: &HashMap<String, Range>) -> Range {
    match i {
        Index::Var(v) => env
            .get(v)
            .cloned()
            .unwrap_or_else(|| Range::point(i.clone())),
        Index::Const(_) => Range::point(i.clone()),
        Index::Add(a, b) => {
            let (x, y) = (range_of(a, env), range_of(b, env));
            Range {
                lo: Index::plus(x.lo, y.lo),
                hi: Index::plus(x.hi, y.hi),
            }
        }
        Index::Scale(n, a) => {
            let x = range_of(a, env);
            let (lo, hi) = if *n >= 0 { (x.lo, x.hi) } else { (x.hi, x.lo) };
            Range {
                lo: Index::scale(*n, lo),
                hi: Index::scale(*n, hi),
            }
        }
        Index::FloorDiv(a, n) => {
            let x = range_of(a, env);
            Range {
                lo: Index::FloorDiv(Box::new(x.lo), *n),
                hi: Index::FloorDiv(Box::new(x.hi), *n),
            }
        }
        Index::Mod(a, n) => {
            let x = range_of(a, env);
            if x.lo == x.hi {
                Range::point(Index::Mod(Box::new(x.lo), *n))
            } else {
                Range {
                    lo: Index::Const(0),
                    hi: Index::Const(n - 1),
                }
            }
        }
        Index::Min(a, b) | Index::Max(a, b) => {
            let (x, y) = (range_of(a, env), range_of(b, env));
            let f = if matches!(i, Index::Min(..)) {
                Index::min
            } else {
                Index::max
            };
            Range {
                lo: f(x.lo, y.lo),
                hi: f(x.hi, y.hi),
            }
        }
        Index::Select(_, a, b) => range_of(a, env).union(&range_of(b, env)),
    }
}

/// Per Func and per input: the box (one range per dimension) the specification computes or
/// reads; `None` for a Func no output needs.
pub type Boxes = HashMap<String, Vec<Range>>;

fn add_box(boxes: &mut Boxes, name: &str, b: Vec<Range>) -> bool {
    match boxes.get_mut(name) {
        None => {
            boxes.insert(name.to_string(), b);
            true
        }
        Some(old) => {
            let new: Vec<Range> = old.iter().zip(&b).map(|(o, n)| o.union(n)).collect();
            let grew = new != *old;
            *old = new;
            grew
        }
    }
}

/// The call sites of `e`: every Func or input call with the ranges of its arguments.
fn collect_calls(
    e: &Expr,
    env: &HashMap<String, Range>,
    lets: &HashMap<String, Index>,
    out: &mut Vec<(String, Vec<Range>)>,
) -> Result<(), Unsupported> {
    match &e.node {
        ExprNode::Call(c) => {
            for a in &c.args {
                collect_calls(a, env, lets, out)?;
            }
            if matches!(c.kind, CallKind::Func | CallKind::Image) {
                let mut rs = Vec::new();
                for a in &c.args {
                    let i = to_index(a, lets).map_err(|u| {
                        Unsupported(format!(
                            "data-dependent or non-affine argument of {}: {u}",
                            c.name
                        ))
                    })?;
                    rs.push(range_of(&i, env));
                }
                out.push((c.name.clone(), rs));
            }
        }
        ExprNode::Let(n, v, body) => {
            collect_calls(v, env, lets, out)?;
            let mut inner = lets.clone();
            if let Ok(i) = to_index(v, lets) {
                inner.insert(n.clone(), i);
            } else {
                inner.remove(n);
            }
            collect_calls(body, env, &inner, out)?;
        }
        ExprNode::Binary(_, a, b) => {
            collect_calls(a, env, lets, out)?;
            collect_calls(b, env, lets, out)?;
        }
        ExprNode::Not(a) | ExprNode::Cast(a) | ExprNode::Reinterpret(a) => {
            collect_calls(a, env, lets, out)?
        }
        ExprNode::Select(a, b, c) => {
            for x in [a, b, c] {
                collect_calls(x, env, lets, out)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// The ranges of an update's variables: pure variables over `boxv` at the position where the
/// left-hand side has them, RDom variables over their bounds.
fn update_env(
    f: &halide_tv::spec::FuncDef,
    u: &halide_tv::spec::UpdateDef,
    boxv: &[Range],
) -> Result<HashMap<String, Range>, Unsupported> {
    let mut env = HashMap::new();
    for (d, a) in u.args.iter().enumerate() {
        if let ExprNode::Var(v) = &a.node {
            if f.pure_vars.contains(v) {
                env.insert(v.clone(), boxv[d].clone());
            }
        }
    }
    let none = HashMap::new();
    for r in &u.rvars {
        let lo = to_index(&r.min, &none)?;
        let ext = to_index(&r.extent, &none)?;
        let hi = Index::plus(Index::plus(lo.clone(), ext), Index::Const(-1));
        env.insert(r.name.clone(), Range { lo, hi });
    }
    Ok(env)
}

/// The dataflow analysis: boxes of every needed Func and of every input read.
pub fn boxes(a: &Algorithm) -> Result<Boxes, Unsupported> {
    let mut boxes = Boxes::new();
    let none = HashMap::new();
    for o in &a.outputs {
        let mut b = Vec::new();
        for r in &o.region {
            let lo = to_index(&r.min, &none)?;
            let ext = to_index(&r.extent, &none)?;
            b.push(Range {
                hi: Index::plus(Index::plus(lo.clone(), ext), Index::Const(-1)),
                lo,
            });
        }
        add_box(&mut boxes, &o.func, b);
    }
    for f in a.funcs.iter().rev() {
        // Self-references and left-hand sides may grow the Func's own box: iterate a few times.
        for round in 0.. {
            let Some(boxv) = boxes.get(&f.name).cloned() else {
                break;
            };
            let mut calls = Vec::new();
            let pure_env: HashMap<String, Range> = f
                .pure_vars
                .iter()
                .cloned()
                .zip(boxv.iter().cloned())
                .collect();
            for v in &f.values {
                collect_calls(v, &pure_env, &none, &mut calls)?;
            }
            for u in &f.updates {
                let env = update_env(f, u, &boxv)?;
                let mut lhs = Vec::new();
                for arg in &u.args {
                    lhs.push(range_of(&to_index(arg, &none)?, &env));
                }
                calls.push((f.name.clone(), lhs));
                for e in u.values.iter().chain(&u.predicates) {
                    collect_calls(e, &env, &none, &mut calls)?;
                }
            }
            let mut grew = false;
            for (g, b) in calls {
                let own = g == f.name;
                if add_box(&mut boxes, &g, b) && own {
                    grew = true;
                }
            }
            if !grew {
                break;
            }
            if round >= 3 {
                return unsupported(format!(
                    "the region of {} does not settle (a recurrence over its own pure dimensions)",
                    f.name
                ));
            }
        }
    }
    Ok(boxes)
}

/// The C kernel of the specification, named `name`.
pub fn kernel(a: &Algorithm, name: &str) -> Result<Kernel, Unsupported> {
    for f in &a.funcs {
        if f.types.len() != 1 {
            return unsupported(format!("tuple-valued Func {}", f.name));
        }
    }
    let boxes = boxes(a)?;
    let mut arrays = Vec::new();
    for b in &a.inputs {
        arrays.push(ArrayArg {
            name: b.name.clone(),
            elem: b.elem,
            dims: b.dims as usize,
            input: true,
        });
    }
    for o in &a.outputs {
        if o.value_index != 0 {
            return unsupported(format!("output {} of a tuple element", o.buffer.name));
        }
        arrays.push(ArrayArg {
            name: o.buffer.name.clone(),
            elem: o.buffer.elem,
            dims: o.buffer.dims as usize,
            input: false,
        });
    }
    let mut scalars = Vec::new();
    for p in &a.params {
        cexpr::c_type(p.ty)?;
        scalars.push(ScalarArg {
            name: p.name.clone(),
            ty: p.ty,
        });
    }
    let mut e = Spec {
        a,
        names: Names::default(),
        boxes: &boxes,
        out: String::new(),
    };
    let signature = super::signature(name, &arrays, &scalars, &mut e.names)?;
    e.body()?;
    Ok(Kernel::scop(
        name,
        &format!(
            "specification of pipeline {} (from its .sare): one loop nest per equation",
            a.pipeline
        ),
        &signature,
        &e.out,
        arrays,
        scalars,
    ))
}

struct Spec<'a> {
    a: &'a Algorithm,
    names: Names,
    boxes: &'a Boxes,
    out: String,
}

/// Printing environment of values: `let`s as C text and as affine indices.
#[derive(Clone, Default)]
struct Lets {
    text: HashMap<String, String>,
    index: HashMap<String, Index>,
}

impl Spec<'_> {
    fn idx(&mut self, i: &Index) -> String {
        let names = &mut self.names;
        cexpr::index(i, &mut |v| names.get(v))
    }

    fn cnd(&mut self, c: &Cond<Index>) -> String {
        let names = &mut self.names;
        cexpr::cond(c, &mut |v| names.get(v))
    }

    fn func_array(&mut self, f: &str) -> String {
        self.names.get(&format!("f.{f}"))
    }

    fn body(&mut self) -> Result<(), Unsupported> {
        let none = HashMap::new();
        for c in &self.a.assumptions {
            let text = match to_cond(&c.cond, &none) {
                Ok(k) => self.cnd(&k),
                Err(_) => self.value(&c.cond, &Lets::default())?,
            };
            let _ = writeln!(self.out, "    __builtin_assume({text});");
        }
        // The inputs cover what the specification reads.
        for b in &self.a.inputs {
            let Some(bx) = self.boxes.get(&b.name).cloned() else {
                continue;
            };
            for (k, r) in bx.iter().enumerate() {
                let (lo, hi) = (self.idx(&r.lo), self.idx(&r.hi));
                let mn = self.names.get(&format!("{}.min.{k}", b.name));
                let ex = self.names.get(&format!("{}.extent.{k}", b.name));
                let _ = writeln!(
                    self.out,
                    "    __builtin_assume({lo} > {hi} || ({mn} <= {lo} && {hi} < {mn} + {ex}));"
                );
            }
        }
        let funcs: Vec<_> = self.a.funcs.iter().collect();
        let _ = writeln!(self.out, "    {{");
        for f in funcs {
            let Some(bx) = self.boxes.get(&f.name).cloned() else {
                let _ = writeln!(self.out, "    /* {}: not needed by any output */", f.name);
                continue;
            };
            self.func(f, &bx)?;
        }
        for o in &self.a.outputs {
            let bx = self.boxes.get(&o.func).cloned().unwrap_or_default();
            let arr = self.func_array(&o.func);
            let buf = self.names.get(&o.buffer.name);
            let none = HashMap::new();
            let mut vars = Vec::new();
            let mut depth = 1;
            for (k, r) in o.region.iter().enumerate().rev() {
                let v = format!("{}.c{k}", o.buffer.name);
                let cv = self.names.get(&v);
                let lo = self.idx(&to_index(&r.min, &none)?);
                let ext = self.idx(&to_index(&r.extent, &none)?);
                let _ = writeln!(
                    self.out,
                    "{}for (long {cv} = {lo}; {cv} < {lo} + {ext}; {cv}++) {{",
                    "    ".repeat(depth + 1)
                );
                vars.push((k, cv));
                depth += 1;
            }
            vars.reverse();
            let mut dst = String::new();
            let mut src = String::new();
            for (k, cv) in vars.iter().rev() {
                let mn = self.names.get(&format!("{}.min.{k}", o.buffer.name));
                let _ = write!(dst, "[{cv} - {mn}]");
                let lo = self.idx(&bx[*k].lo);
                let _ = write!(src, "[{cv} - {lo}]");
            }
            if vars.is_empty() {
                dst.push_str("[0]");
                src.push_str("[0]");
            }
            let _ = writeln!(
                self.out,
                "{}{buf}{dst} = {arr}{src};",
                "    ".repeat(depth + 1)
            );
            for d in (1..depth).rev() {
                let _ = writeln!(self.out, "{}}}", "    ".repeat(d + 1));
            }
        }
        let _ = writeln!(self.out, "    }}");
        Ok(())
    }

    fn func(&mut self, f: &halide_tv::spec::FuncDef, bx: &[Range]) -> Result<(), Unsupported> {
        let ct = cexpr::c_type(f.types[0])?;
        let arr = self.func_array(&f.name);
        let dims: String = if bx.is_empty() {
            "[1]".into()
        } else {
            bx.iter()
                .rev()
                .map(|r| {
                    let ext =
                        Index::plus(Index::minus(r.hi.clone(), r.lo.clone()), Index::Const(1));
                    format!("[max({}, 1L)]", self.idx(&ext))
                })
                .collect()
        };
        let _ = writeln!(
            self.out,
            "        /* Func {} */\n        {ct} {arr}{dims};",
            f.name
        );
        // Pure definition.
        let mut depth = 2;
        for (k, v) in f.pure_vars.iter().enumerate().rev() {
            let cv = self.names.get(v);
            let (lo, hi) = (self.idx(&bx[k].lo), self.idx(&bx[k].hi));
            let _ = writeln!(
                self.out,
                "{}for (long {cv} = {lo}; {cv} <= {hi}; {cv}++) {{",
                "    ".repeat(depth)
            );
            depth += 1;
        }
        let lhs: Vec<Expr> = f
            .pure_vars
            .iter()
            .map(|v| Expr::var_i32(v.clone()))
            .collect();
        let target = self.access(&arr, &lhs, bx)?;
        let value = self.value(&f.values[0], &Lets::default())?;
        let _ = writeln!(self.out, "{}{target} = {value};", "    ".repeat(depth));
        self.close(depth, 2);
        // Updates, in order.
        for u in &f.updates {
            let mut depth = 2;
            for (k, a) in u.args.iter().enumerate().rev() {
                if let ExprNode::Var(v) = &a.node {
                    if f.pure_vars.contains(v) {
                        let cv = self.names.get(v);
                        let (lo, hi) = (self.idx(&bx[k].lo), self.idx(&bx[k].hi));
                        let _ = writeln!(
                            self.out,
                            "{}for (long {cv} = {lo}; {cv} <= {hi}; {cv}++) {{",
                            "    ".repeat(depth)
                        );
                        depth += 1;
                    }
                }
            }
            let none = HashMap::new();
            for r in u.rvars.iter().rev() {
                let cv = self.names.get(&r.name);
                let lo = to_index(&r.min, &none)?;
                let ext = to_index(&r.extent, &none)?;
                for other in &u.rvars {
                    if mentions(&lo, &other.name) || mentions(&ext, &other.name) {
                        return unsupported(format!(
                            "RDom bound of {} depends on {}",
                            r.name, other.name
                        ));
                    }
                }
                let (lo, ext) = (self.idx(&lo), self.idx(&ext));
                let _ = writeln!(
                    self.out,
                    "{}for (long {cv} = {lo}; {cv} < {lo} + {ext}; {cv}++) {{",
                    "    ".repeat(depth)
                );
                depth += 1;
            }
            let mut guards = Vec::new();
            for p in &u.predicates {
                guards.push(match to_cond(p, &none) {
                    Ok(c) => self.cnd(&c),
                    Err(_) => self.value(p, &Lets::default())?,
                });
            }
            let target = self.access(&arr, &u.args, bx)?;
            let value = self.value(&u.values[0], &Lets::default())?;
            let stmt = format!("{target} = {value};");
            if guards.is_empty() {
                let _ = writeln!(self.out, "{}{stmt}", "    ".repeat(depth));
            } else {
                let _ = writeln!(
                    self.out,
                    "{}if ({}) {stmt}",
                    "    ".repeat(depth),
                    guards.join(" && ")
                );
            }
            self.close(depth, 2);
        }
        Ok(())
    }

    fn close(&mut self, depth: usize, base: usize) {
        for d in (base..depth).rev() {
            let _ = writeln!(self.out, "{}}}", "    ".repeat(d));
        }
    }

    /// `arr[a_{n-1} - lo_{n-1}]…[a_0 - lo_0]`.
    fn access(&mut self, arr: &str, args: &[Expr], bx: &[Range]) -> Result<String, Unsupported> {
        self.access_with(
            arr,
            args,
            &bx.iter().map(|r| r.lo.clone()).collect::<Vec<_>>(),
            &HashMap::new(),
        )
    }

    fn access_with(
        &mut self,
        arr: &str,
        args: &[Expr],
        mins: &[Index],
        lets: &HashMap<String, Index>,
    ) -> Result<String, Unsupported> {
        if args.is_empty() {
            return Ok(format!("{arr}[0]"));
        }
        if args.len() != mins.len() {
            return unsupported(format!(
                "{arr}: {} arguments for {} dimensions",
                args.len(),
                mins.len()
            ));
        }
        let mut s = arr.to_string();
        for (a, m) in args.iter().zip(mins).rev() {
            let i = Index::minus(to_index(a, lets)?, m.clone());
            let _ = write!(s, "[{}]", self.idx(&i));
        }
        Ok(s)
    }

    fn value(&mut self, e: &Expr, lets: &Lets) -> Result<String, Unsupported> {
        let t = e.ty;
        if t.lanes != 1 {
            return unsupported(format!("vector value of type {t}"));
        }
        // Integer arithmetic that is affine: exact, then converted (Halide assumes no overflow).
        if t.code == TypeCode::Int
            && t.bits >= 32
            && matches!(e.node, ExprNode::Binary(..) | ExprNode::Var(_))
        {
            if let Ok(i) = to_index(e, &lets.index) {
                if !matches!(&e.node, ExprNode::Var(v) if lets.text.contains_key(v)) {
                    return Ok(format!("(({}){})", cexpr::c_type(t)?, self.idx(&i)));
                }
            }
        }
        Ok(match &e.node {
            ExprNode::IntImm(_) | ExprNode::UIntImm(_) | ExprNode::FloatImm(_) => {
                cexpr::constant(e)?
            }
            ExprNode::Var(v) => match lets.text.get(v) {
                Some(s) => s.clone(),
                None => {
                    if t.code == TypeCode::Handle {
                        return unsupported(format!("handle {v}"));
                    }
                    format!("(({}){})", cexpr::c_type(t)?, self.names.get(v))
                }
            },
            ExprNode::Binary(op, a, b) => {
                let (x, y) = (self.value(a, lets)?, self.value(b, lets)?);
                cexpr::binary(*op, a.ty, &x, &y)?
            }
            ExprNode::Not(a) => format!("(!{})", self.value(a, lets)?),
            ExprNode::Select(c, a, b) => format!(
                "(({})({} ? {} : {}))",
                cexpr::c_type(t)?,
                self.value(c, lets)?,
                self.value(a, lets)?,
                self.value(b, lets)?
            ),
            ExprNode::Cast(a) => {
                let x = self.value(a, lets)?;
                cexpr::cast(t, a.ty, &x)?
            }
            ExprNode::Let(n, v, body) => {
                let text = self.value(v, lets)?;
                let mut inner = lets.clone();
                match to_index(v, &lets.index) {
                    Ok(i) => {
                        inner.index.insert(n.clone(), i);
                    }
                    Err(_) => {
                        inner.index.remove(n);
                    }
                }
                inner.text.insert(n.clone(), text);
                self.value(body, &inner)?
            }
            ExprNode::Call(c) => match &c.kind {
                CallKind::Func => {
                    if c.value_index != 0 {
                        return unsupported("tuple element access");
                    }
                    let bx = self.boxes.get(&c.name).cloned().ok_or_else(|| {
                        Unsupported(format!("call of {} outside the dataflow", c.name))
                    })?;
                    let arr = self.func_array(&c.name);
                    let mins: Vec<Index> = bx.iter().map(|r| r.lo.clone()).collect();
                    self.access_with(&arr, &c.args, &mins, &lets.index)?
                }
                CallKind::Image => {
                    let arr = self.names.get(&c.name);
                    let mins: Vec<Index> = (0..c.args.len())
                        .map(|k| Index::var(format!("{}.min.{k}", c.name)))
                        .collect();
                    self.access_with(&arr, &c.args, &mins, &lets.index)?
                }
                CallKind::Intrinsic(op) => {
                    let xs: Vec<String> = c
                        .args
                        .iter()
                        .map(|a| self.value(a, lets))
                        .collect::<Result<_, _>>()?;
                    let tys: Vec<_> = c.args.iter().map(|a| a.ty).collect();
                    cexpr::intrinsic(op.clone(), t, &xs, &tys)?
                }
                CallKind::PureExtern => {
                    let xs: Vec<String> = c
                        .args
                        .iter()
                        .map(|a| self.value(a, lets))
                        .collect::<Result<_, _>>()?;
                    cexpr::pure_extern(&c.name, &xs)?
                }
                CallKind::Extern => return unsupported(format!("extern call {}", c.name)),
            },
            _ => return unsupported("vector, load or string expression in a .sare value"),
        })
    }
}

fn mentions(i: &Index, v: &str) -> bool {
    match i {
        Index::Var(x) => x == v,
        Index::Const(_) => false,
        Index::Add(a, b) | Index::Min(a, b) | Index::Max(a, b) => mentions(a, v) || mentions(b, v),
        Index::Scale(_, a) | Index::FloorDiv(a, _) | Index::Mod(a, _) => mentions(a, v),
        Index::Select(_, a, b) => mentions(a, v) || mentions(b, v),
    }
}
