//! Random generators of well-typed expressions, statements, `.sched` programs and `.sare`
//! algorithms, driven by a seed (the property tests draw the seeds with proptest).

#![allow(dead_code)]

use halide_tv::ir::{
    Annotation, BinOp, BufferDecl, CallKind, Expr, ForKind, Intrinsic, MemoryType, ParamDecl,
    SchedProgram, Stmt, Store, Type, TypeCode, VectorReduceOp,
};
use halide_tv::spec::{
    Algorithm, Assumption, AssumptionKind, FuncDef, OutputDecl, RVarDef, Range, SpecParam,
    UpdateDef,
};
use std::collections::HashSet;

/// Names that exercise quoting: reserved words, type names, dots, `$`, spaces, backquotes.
const NAMES: &[&str] = &[
    "x",
    "y",
    "t",
    "f.s0.x",
    "blur_y.s0.y.y_outer",
    "a$1",
    "int32",
    "uint8x8",
    "let",
    "in",
    "update",
    "where",
    "rvar",
    "a b",
    "a`b",
    "f.1",
    "é",
    "min",
    "if",
    "input",
    "output",
    "x.0",
    "param",
    "for",
    "true",
    "_",
    "$",
    "p\\q",
    "x..y",
    "3d",
    "",
];

const SCALARS: &[Type] = &[
    Type::int(8),
    Type::int(16),
    Type::int(32),
    Type::int(64),
    Type::uint(1),
    Type::uint(8),
    Type::uint(16),
    Type::uint(32),
    Type::uint(64),
    Type::float(16),
    Type::float(32),
    Type::float(64),
];

/// A seeded generator with a typing scope.
pub struct Gen {
    state: u64,
    vars: Vec<(String, Type)>,
    buffers: Vec<(String, Type)>,
    callables: Vec<(String, CallKind, Vec<Type>, usize)>,
    /// Whether Func / Image calls may be generated (`.sare`), or loads (`.sched`).
    pub sare: bool,
}

impl Gen {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Gen {
        Gen {
            state: seed ^ 0x9e37_79b9_7f4a_7c15,
            vars: Vec::new(),
            buffers: Vec::new(),
            callables: Vec::new(),
            sare: false,
        }
    }

    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }

    fn pick<T: Clone>(&mut self, xs: &[T]) -> T {
        xs[self.below(xs.len())].clone()
    }

    /// A name, often one that needs quoting.
    pub fn name(&mut self) -> String {
        self.pick(NAMES).to_string()
    }

    fn unique_name(&mut self, seen: &mut HashSet<String>) -> String {
        loop {
            let n = if self.chance(50) {
                self.name()
            } else {
                format!("{}{}", self.name(), self.below(1000))
            };
            if seen.insert(n.clone()) {
                return n;
            }
        }
    }

    fn scalar(&mut self) -> Type {
        self.pick(SCALARS)
    }

    fn numeric_scalar(&mut self) -> Type {
        loop {
            let t = self.scalar();
            if !t.is_bool() {
                return t;
            }
        }
    }

    fn lanes(&mut self) -> u16 {
        self.pick(&[1u16, 1, 2, 4, 8])
    }

    /// A constant of scalar type `t`.
    pub fn constant(&mut self, t: Type) -> Expr {
        match t.code {
            TypeCode::Int => {
                let (lo, hi) = if t.bits == 64 {
                    (i64::MIN, i64::MAX)
                } else {
                    (-(1i64 << (t.bits - 1)), (1i64 << (t.bits - 1)) - 1)
                };
                let v = match self.below(5) {
                    0 => lo,
                    1 => hi,
                    2 => 0,
                    3 => self.below(20) as i64 - 10,
                    _ => {
                        let r = self.next() as i64;
                        if t.bits == 64 {
                            r
                        } else {
                            r.rem_euclid(hi - lo + 1) + lo
                        }
                    }
                };
                Expr::int_imm(t, v).expect("in range")
            }
            TypeCode::UInt => {
                let max = if t.bits == 64 {
                    u64::MAX
                } else {
                    (1u64 << t.bits) - 1
                };
                let v = match self.below(4) {
                    0 => max,
                    1 => 0,
                    2 => self.next() & max,
                    _ => (self.below(10) as u64) & max,
                };
                Expr::uint_imm(t, v).expect("in range")
            }
            TypeCode::Float => {
                let bits = match (t.bits, self.below(6)) {
                    (16, _) => self.next() & 0xffff,
                    (32, 0) => u64::from(f32::NAN.to_bits()),
                    (32, 1) => u64::from((-0.0f32).to_bits()),
                    (32, 2) => self.next() & 0xffff_ffff,
                    (32, 3) => u64::from(f32::NEG_INFINITY.to_bits()),
                    (32, _) => u64::from((self.below(2000) as f32 / 7.0 - 100.0).to_bits()),
                    (_, 0) => f64::NAN.to_bits() | 1,
                    (_, 1) => (-0.0f64).to_bits(),
                    (_, 2) => self.next(),
                    (_, 3) => f64::INFINITY.to_bits(),
                    _ => (self.below(2000) as f64 / 3.0 - 100.0).to_bits(),
                };
                Expr::float_bits(t, bits).expect("bit pattern fits")
            }
            TypeCode::Handle => Expr::string(self.name()),
        }
    }

    fn leaf(&mut self, t: Type) -> Expr {
        // Only names whose innermost binding has type `t` (inner bindings shadow outer ones).
        let mut bound = HashSet::new();
        let mut matching: Vec<String> = Vec::new();
        for (n, vt) in self.vars.iter().rev() {
            if bound.insert(n.clone()) && *vt == t {
                matching.push(n.clone());
            }
        }
        if !matching.is_empty() && self.chance(60) {
            let n = self.pick(&matching);
            return Expr::var(n, t).expect("valid type");
        }
        if t.lanes > 1 {
            let s = self.leaf(t.element_of());
            return Expr::broadcast(s, t.lanes).expect("broadcast");
        }
        self.constant(t)
    }

    /// Buffers visible in scope (innermost binding of each name).
    fn visible_buffers(&self) -> Vec<(String, Type)> {
        let mut bound = HashSet::new();
        self.buffers
            .iter()
            .rev()
            .filter(|(n, _)| bound.insert(n.clone()))
            .cloned()
            .collect()
    }

    fn index(&mut self, lanes: u16, depth: u32) -> Expr {
        let l = if lanes > 1 && self.chance(70) {
            lanes
        } else {
            1
        };
        self.expr(Type::int(32).with_lanes(l), depth)
    }

    /// A well-typed expression of type `t` (`depth` bounds the nesting).
    pub fn expr(&mut self, t: Type, depth: u32) -> Expr {
        if t.code == TypeCode::Handle {
            return Expr::string(self.name());
        }
        if depth == 0 || self.chance(25) {
            return self.leaf(t);
        }
        let d = depth - 1;
        let l = t.lanes;
        match self.below(14) {
            0 | 1 if !t.is_bool() => {
                let op = self.pick(&[
                    BinOp::Add,
                    BinOp::Sub,
                    BinOp::Mul,
                    BinOp::Div,
                    BinOp::Mod,
                    BinOp::Min,
                    BinOp::Max,
                ]);
                let a = self.expr(t, d);
                let b = self.expr(t, d);
                Expr::binary(op, a, b).expect("arith")
            }
            0 | 1 => {
                let op = self.pick(&[
                    BinOp::Eq,
                    BinOp::Ne,
                    BinOp::Lt,
                    BinOp::Le,
                    BinOp::Gt,
                    BinOp::Ge,
                    BinOp::And,
                    BinOp::Or,
                ]);
                let ot = if op.is_logical() {
                    t
                } else {
                    let s = self.scalar();
                    s.with_lanes(l)
                };
                let a = self.expr(ot, d);
                let b = self.expr(ot, d);
                Expr::binary(op, a, b).expect("comparison")
            }
            2 if t.is_bool() => {
                let a = self.expr(t, d);
                Expr::logical_not(a).expect("not")
            }
            2 | 3 => {
                let cl = if self.chance(50) { l } else { 1 };
                let c = self.expr(Type::bool().with_lanes(cl), d);
                let a = self.expr(t, d);
                let b = self.expr(t, d);
                Expr::select(c, a, b).expect("select")
            }
            4 if !t.is_bool() => {
                let from = self.numeric_scalar().with_lanes(l);
                let a = self.expr(from, d);
                Expr::cast(t, a).expect("cast")
            }
            4 => {
                let from = self.scalar().with_lanes(l);
                let a = self.expr(from, d);
                let b = self.constant(from.element_of());
                let b = if l > 1 {
                    Expr::broadcast(b, l).expect("bc")
                } else {
                    b
                };
                Expr::binary(BinOp::Lt, a, b).unwrap_or_else(|_| self.leaf(t))
            }
            5 => {
                let codes: Vec<Type> = SCALARS
                    .iter()
                    .copied()
                    .filter(|s| s.bits == t.bits && *s != t.element_of())
                    .collect();
                if codes.is_empty() {
                    return self.leaf(t);
                }
                let from = self.pick(&codes).with_lanes(l);
                let a = self.expr(from, d);
                Expr::reinterpret(t, a).expect("reinterpret")
            }
            6 => {
                let n = self.name();
                let vt = self.scalar().with_lanes(self.lanes());
                let v = self.expr(vt, d);
                self.vars.push((n.clone(), vt));
                let b = self.expr(t, d);
                self.vars.pop();
                Expr::let_in(n, v, b)
            }
            7 if !self.sare => {
                let bufs: Vec<String> = self
                    .visible_buffers()
                    .iter()
                    .filter(|(_, e)| *e == t.element_of())
                    .map(|(n, _)| n.clone())
                    .collect();
                if bufs.is_empty() {
                    return self.leaf(t);
                }
                let b = self.pick(&bufs);
                let k = self.below(3);
                let index: Vec<Expr> = (0..k).map(|_| self.index(l, d)).collect();
                let flat = if l > 1 || self.chance(50) {
                    Some(self.expr(Type::int(32).with_lanes(l), d))
                } else {
                    None
                };
                let pred = if self.chance(40) {
                    let pl = if self.chance(70) { l } else { 1 };
                    Some(self.expr(Type::bool().with_lanes(pl), d))
                } else {
                    None
                };
                Expr::load(t.element_of(), b, index, flat, pred).expect("load")
            }
            7 => {
                let cs: Vec<(String, CallKind, Vec<Type>, usize)> = self
                    .callables
                    .iter()
                    .filter(|c| c.2.contains(&t))
                    .cloned()
                    .collect();
                if cs.is_empty() {
                    return self.leaf(t);
                }
                let (name, kind, types, arity) = self.pick(&cs);
                let idxs: Vec<usize> = (0..types.len()).filter(|&i| types[i] == t).collect();
                let vi = self.pick(&idxs);
                let args = (0..arity).map(|_| self.expr(Type::int(32), d)).collect();
                Expr::call(t, name, kind, args, vi as u32).expect("func call")
            }
            8 => {
                let kind = match self.below(3) {
                    0 => {
                        let op = if self.chance(70) {
                            let known = Intrinsic::KNOWN;
                            known[self.below(known.len())].clone()
                        } else {
                            Intrinsic::from_name(&self.name())
                        };
                        CallKind::Intrinsic(op)
                    }
                    1 => CallKind::Extern,
                    _ => CallKind::PureExtern,
                };
                let name = match &kind {
                    CallKind::Intrinsic(op) => op.name().to_string(),
                    _ => self.name(),
                };
                let n = self.below(3);
                let args = (0..n)
                    .map(|_| {
                        let at = if self.chance(20) {
                            Type::handle()
                        } else {
                            self.scalar().with_lanes(self.lanes())
                        };
                        self.expr(at, d)
                    })
                    .collect();
                Expr::call(t, name, kind, args, 0).expect("call")
            }
            9 if l > 1 && !t.is_bool() => {
                let s = t.element_of();
                let b = self.expr(s, d);
                let st = self.expr(s, d);
                Expr::ramp(b, st, l).expect("ramp")
            }
            9 | 10 if l > 1 => {
                let s = self.expr(t.element_of(), d);
                Expr::broadcast(s, l).expect("broadcast")
            }
            11 if l > 1 && l & 1 == 0 => {
                let h = t.with_lanes(l / 2);
                let a = self.expr(h, d);
                let b = self.expr(h, d);
                match self.below(4) {
                    0 => Expr::concat(vec![a, b]).expect("concat"),
                    1 => Expr::interleave(vec![a, b]).expect("interleave"),
                    2 => {
                        let w = self.expr(t.with_lanes(l * 2), d);
                        let begin = self.below(2) as u32;
                        Expr::slice(w, begin, 2, u32::from(l)).expect("slice")
                    }
                    _ => {
                        let idx = (0..l).map(|_| self.below(usize::from(l)) as u32).collect();
                        Expr::shuffle(vec![a, b], idx).expect("shuffle")
                    }
                }
            }
            12 => {
                let ops: &[VectorReduceOp] = if t.is_bool() {
                    &[VectorReduceOp::And, VectorReduceOp::Or]
                } else {
                    &[
                        VectorReduceOp::Add,
                        VectorReduceOp::SaturatingAdd,
                        VectorReduceOp::Mul,
                        VectorReduceOp::Min,
                        VectorReduceOp::Max,
                    ]
                };
                let op = self.pick(ops);
                let f = self.pick(&[2u16, 4]);
                let v = self.expr(t.with_lanes(l * f), d);
                Expr::vector_reduce(op, v, l).expect("vector_reduce")
            }
            _ => self.leaf(t),
        }
    }

    fn bool_scalar(&mut self, depth: u32) -> Expr {
        self.expr(Type::bool(), depth)
    }

    fn int_scalar(&mut self, depth: u32) -> Expr {
        self.expr(Type::int(32), depth)
    }

    fn message(&mut self) -> Expr {
        let n = self.name();
        let args = vec![Expr::string(self.name()), self.int_scalar(1)];
        Expr::call(Type::int(32), n, CallKind::Extern, args, 0).expect("extern")
    }

    /// A canonical statement (blocks never of length 1).
    pub fn stmt(&mut self, depth: u32) -> Stmt {
        let n = if depth == 0 {
            self.below(2)
        } else {
            self.below(4)
        };
        let items = (0..n).map(|_| self.item(depth)).collect();
        Stmt::seq(items)
    }

    fn item(&mut self, depth: u32) -> Stmt {
        let d = depth.saturating_sub(1);
        let choice = if depth == 0 { 0 } else { self.below(11) };
        match choice {
            0..=2 => self.store(),
            3 => {
                let var = self.name();
                let min = self.int_scalar(2);
                let extent = self.int_scalar(2);
                let kind = self.pick(&ForKind::ALL);
                self.vars.push((var.clone(), Type::int(32)));
                let body = self.stmt(d);
                self.vars.pop();
                Stmt::For {
                    var,
                    min,
                    extent,
                    kind,
                    body: Box::new(body),
                }
            }
            4 => {
                let cond = self.bool_scalar(2);
                let then_case = Box::new(self.stmt(d));
                let else_case = match self.below(3) {
                    0 => None,
                    1 => Some(Box::new(self.stmt(d))),
                    _ => Some(Box::new(self.item(d.min(1)))),
                };
                Stmt::IfThenElse {
                    cond,
                    then_case,
                    else_case,
                }
            }
            5 => Stmt::Assert {
                cond: self.bool_scalar(2),
                message: self.message(),
            },
            6 => {
                let name = self.name();
                let elem = self.scalar();
                let k = self.below(3);
                let extents = (0..k).map(|_| self.int_scalar(1)).collect();
                let condition = if self.chance(30) {
                    Some(self.bool_scalar(1))
                } else {
                    None
                };
                self.buffers.push((name.clone(), elem));
                let body = self.stmt(d);
                self.buffers.pop();
                let memory = self.pick(&MemoryType::ALL);
                let padding = if self.chance(30) {
                    self.below(20) as u32
                } else {
                    0
                };
                Stmt::Allocate {
                    name,
                    elem,
                    extents,
                    condition,
                    memory,
                    padding,
                    body: Box::new(body),
                }
            }
            7 => {
                let name = self.pick(&self.visible_buffers()).0;
                Stmt::Free { name }
            }
            8 => Stmt::ProducerConsumer {
                name: self.name(),
                is_producer: self.chance(50),
                body: Box::new(self.stmt(d)),
            },
            9 => {
                let name = self.name();
                let vt = self.scalar().with_lanes(self.lanes());
                let value = self.expr(vt, 2);
                self.vars.push((name.clone(), vt));
                let body = self.stmt(d);
                self.vars.pop();
                Stmt::LetStmt {
                    name,
                    value,
                    body: Box::new(body),
                }
            }
            _ => {
                if self.chance(50) {
                    Stmt::Evaluate(self.message())
                } else {
                    // A nested block: empty or at least two items.
                    let n = self.pick(&[0usize, 2, 3]);
                    Stmt::Block((0..n).map(|_| self.item(d)).collect())
                }
            }
        }
    }

    fn store(&mut self) -> Stmt {
        let (buffer, elem) = self.pick(&self.visible_buffers());
        let l = self.lanes();
        let value = self.expr(elem.with_lanes(l), 3);
        let k = self.below(3);
        let index = (0..k).map(|_| self.index(l, 2)).collect();
        let flat = if self.chance(70) {
            Some(self.index(l, 2))
        } else {
            None
        };
        let predicate = if self.chance(30) {
            let pl = if self.chance(70) { l } else { 1 };
            Some(self.expr(Type::bool().with_lanes(pl), 2))
        } else {
            None
        };
        let annotation = if self.chance(80) {
            let n = self.below(4);
            Some(Annotation {
                func: self.name(),
                stage: self.below(4) as u32,
                value_index: if self.chance(30) {
                    Some(self.below(3) as u32)
                } else {
                    None
                },
                args: (0..n).map(|_| self.index(l, 2)).collect(),
            })
        } else {
            None
        };
        Stmt::Store(Box::new(Store {
            buffer,
            value,
            index,
            flat,
            predicate,
            annotation,
        }))
    }

    fn buffer_decl(&mut self, seen: &mut HashSet<String>) -> BufferDecl {
        let name = self.unique_name(seen);
        let b = BufferDecl {
            name,
            elem: self.scalar(),
            dims: self.below(4) as u32,
        };
        for s in b.all_symbols() {
            seen.insert(s.clone());
            self.vars.push((s, Type::int(32)));
        }
        self.buffers.push((b.name.clone(), b.elem));
        b
    }

    /// A well-typed `.sched` program.
    pub fn sched(&mut self) -> SchedProgram {
        self.sare = false;
        let mut seen = HashSet::new();
        let decls = |g: &mut Gen, seen: &mut HashSet<String>| -> Vec<ParamDecl> {
            let n = g.below(3);
            (0..n)
                .map(|_| {
                    let d = ParamDecl {
                        name: g.unique_name(seen),
                        ty: if g.chance(10) {
                            Type::handle()
                        } else {
                            g.scalar()
                        },
                    };
                    g.vars.push((d.name.clone(), d.ty));
                    d
                })
                .collect()
        };
        let params = decls(self, &mut seen);
        let vars = decls(self, &mut seen);
        let inputs = (0..self.below(3))
            .map(|_| self.buffer_decl(&mut seen))
            .collect();
        let outputs = (0..1 + self.below(2))
            .map(|_| self.buffer_decl(&mut seen))
            .collect();
        let body = self.stmt(3);
        SchedProgram {
            version: 1,
            pipeline: self.name(),
            target: format!("x86-64-linux-{}", self.name()),
            params,
            inputs,
            outputs,
            vars,
            body,
        }
    }

    /// A well-typed `.sare` algorithm.
    pub fn algorithm(&mut self) -> Algorithm {
        self.sare = true;
        let mut seen = HashSet::new();
        let params: Vec<SpecParam> = (0..self.below(3))
            .map(|_| {
                let name = self.unique_name(&mut seen);
                let ty = self.scalar();
                let opt = |g: &mut Gen| {
                    if g.chance(50) {
                        Some(g.constant(ty))
                    } else {
                        None
                    }
                };
                let p = SpecParam {
                    name,
                    ty,
                    min: opt(self),
                    max: opt(self),
                    estimate: opt(self),
                };
                self.vars.push((p.name.clone(), ty));
                p
            })
            .collect();
        let mut func_names = HashSet::new();
        let inputs: Vec<BufferDecl> = (0..self.below(3))
            .map(|_| {
                let b = self.buffer_decl(&mut seen);
                func_names.insert(b.name.clone());
                b
            })
            .collect();
        for b in &inputs {
            self.callables.push((
                b.name.clone(),
                CallKind::Image,
                vec![b.elem],
                b.dims as usize,
            ));
        }
        // Func signatures first: definitions may call any Func.
        let sigs: Vec<(String, Vec<String>, Vec<Type>)> = (0..1 + self.below(3))
            .map(|_| {
                let name = self.unique_name(&mut func_names);
                let vars = (0..self.below(3)).map(|_| self.name()).collect();
                let types = (0..1 + self.below(2)).map(|_| self.scalar()).collect();
                (name, vars, types)
            })
            .collect();
        for (n, v, t) in &sigs {
            self.callables
                .push((n.clone(), CallKind::Func, t.clone(), v.len()));
        }
        let outputs: Vec<OutputDecl> = (0..self.below(3))
            .map(|_| {
                let (func, vars, types) = self.pick(&sigs);
                let value_index = self.below(types.len());
                let mut buffer = self.buffer_decl(&mut seen);
                buffer.elem = types[value_index];
                buffer.dims = vars.len() as u32;
                // Re-declare the symbols for the adjusted dimensions.
                self.vars
                    .retain(|(n, _)| !n.starts_with(&format!("{}.", buffer.name)));
                for s in buffer.all_symbols() {
                    seen.insert(s.clone());
                    self.vars.push((s, Type::int(32)));
                }
                let region = (0..vars.len())
                    .map(|_| Range {
                        min: self.int_scalar(1),
                        extent: self.int_scalar(1),
                    })
                    .collect();
                OutputDecl {
                    buffer,
                    func,
                    value_index: value_index as u32,
                    region,
                }
            })
            .collect();
        let funcs = sigs
            .iter()
            .map(|(name, pure_vars, types)| {
                for v in pure_vars {
                    self.vars.push((v.clone(), Type::int(32)));
                }
                let values = types.iter().map(|t| self.expr(*t, 3)).collect();
                let updates = (0..self.below(3))
                    .map(|_| {
                        let rvars: Vec<RVarDef> = (0..self.below(3))
                            .map(|_| {
                                let r = RVarDef {
                                    name: self.name(),
                                    min: self.int_scalar(1),
                                    extent: self.int_scalar(1),
                                };
                                self.vars.push((r.name.clone(), Type::int(32)));
                                r
                            })
                            .collect();
                        let predicates = (0..self.below(3)).map(|_| self.bool_scalar(2)).collect();
                        let args = (0..pure_vars.len()).map(|_| self.int_scalar(2)).collect();
                        let values = types.iter().map(|t| self.expr(*t, 3)).collect();
                        for _ in &rvars {
                            self.vars.pop();
                        }
                        UpdateDef {
                            rvars,
                            predicates,
                            args,
                            values,
                        }
                    })
                    .collect();
                for _ in pure_vars {
                    self.vars.pop();
                }
                let specializations = (0..self.below(3)).map(|_| self.bool_scalar(2)).collect();
                FuncDef {
                    name: name.clone(),
                    pure_vars: pure_vars.clone(),
                    types: types.clone(),
                    values,
                    updates,
                    specializations,
                }
            })
            .collect();
        let assumptions = (0..self.below(3))
            .map(|_| Assumption {
                kind: if self.chance(50) {
                    AssumptionKind::BufferConstraint
                } else {
                    AssumptionKind::Precondition
                },
                cond: self.bool_scalar(2),
            })
            .collect();
        Algorithm {
            version: 1,
            pipeline: self.name(),
            target: self.name(),
            params,
            inputs,
            outputs,
            funcs,
            assumptions,
        }
    }
}
