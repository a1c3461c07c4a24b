//! Unit tests of the symbolic evaluator, one group per rule of thesis Fig. 5.4 (and Fig. 5.3).
//! Programs are built directly in the SCHED core language.

use halide_tv::ir::{BinOp, Expr, Type};
use halide_tv::presburger::{Aff, Cond as PCond, Ctx, LocationSet, ParamSet, SymbolicHeap};
use halide_tv::sare::{Stage, TensorId};
use halide_tv::sched::{
    Assign, CmpOp, Command, CommandKind, Cond, Index, Loop, LoopSource, Origin, Prophecy, Read,
    Shape, Value,
};
use halide_tv::symbolic::rules::NEVER_WRITTEN_INSIDE;
use halide_tv::symbolic::{CheckKind, Effect, Evaluator, Leaf, ObligationKind, Template};

const F32: Type = Type::float(32);

fn origin(label: &str) -> Origin {
    Origin {
        path: Vec::new(),
        label: label.to_string(),
    }
}

fn v(n: &str) -> Index {
    Index::var(n)
}

fn c(n: i64) -> Index {
    Index::Const(n)
}

fn read(a: &str, index: Vec<Index>) -> Value {
    Value::Read(Box::new(Read {
        array: a.to_string(),
        index,
        flat: None,
        ty: F32,
    }))
}

fn imm(x: f32) -> Value {
    Value::Imm(Expr::float_bits(F32, u64::from(x.to_bits())).expect("float literal"))
}

fn add(a: Value, b: Value) -> Value {
    Value::Binary {
        op: BinOp::Add,
        ty: F32,
        a: Box::new(a),
        b: Box::new(b),
    }
}

fn assign(
    a: &str,
    index: Vec<Index>,
    func: &str,
    stage: u32,
    args: Vec<Index>,
    value: Value,
) -> Command {
    Command {
        kind: CommandKind::Assign(Box::new(Assign {
            array: a.to_string(),
            index,
            flat: None,
            annotation: Some(Prophecy {
                func: func.to_string(),
                stage,
                value_index: None,
                args,
            }),
            value,
        })),
        origin: origin(&format!("store {a}")),
    }
}

fn seq(cs: Vec<Command>) -> Command {
    Command {
        kind: CommandKind::Seq(cs),
        origin: origin("seq"),
    }
}

fn lp(var: &str, extent: Index, body: Command) -> Loop {
    Loop {
        var: var.to_string(),
        extent,
        body: Box::new(body),
        source: LoopSource::Lanes { lanes: 1 },
    }
}

fn for_(var: &str, extent: Index, body: Command) -> Command {
    Command {
        kind: CommandKind::For(lp(var, extent, body)),
        origin: origin("for"),
    }
}

fn par(var: &str, extent: Index, body: Command) -> Command {
    Command {
        kind: CommandKind::Par(lp(var, extent, body)),
        origin: origin("par"),
    }
}

fn tensor(func: &str, stage: u32, arity: usize) -> Template {
    Template::Leaf(Leaf::Tensor {
        tensor: TensorId {
            func: func.to_string(),
            stage: Stage::Def(stage),
            component: 0,
        },
        arity,
    })
}

struct Fixture {
    ctx: Ctx,
    ev: Evaluator,
}

impl Fixture {
    /// An evaluator with arrays `a`, `b` of extent `N` in scope.
    fn new() -> Fixture {
        let ctx = Ctx::new().expect("ctx");
        let mut ev = Evaluator::new(ctx.clone(), 0);
        for a in ["a", "b"] {
            ev.shapes.insert(a.to_string(), Some(vec![Aff::var("N")]));
        }
        Fixture { ctx, ev }
    }

    fn universe(&self) -> ParamSet {
        ParamSet::universe(&self.ctx).expect("universe")
    }

    fn gamma(&self, c: PCond) -> ParamSet {
        ParamSet::from_cond(&self.ctx, &c).expect("gamma")
    }

    /// `b⟨i⟩ → B.0(□)⟨i⟩` for `0 ≤ i < N`.
    fn heap_b(&mut self) -> SymbolicHeap {
        let id = self.ev.templates.intern(tensor("B", 0, 1));
        SymbolicHeap::assign(&self.ctx, "b", &[Aff::var("q")], id, &[Aff::var("q")])
            .and_then(|h| h.union_over("q", &Aff::cst(0), &Aff::var("N")))
            .expect("heap")
    }

    /// Evaluate as inside a parallel loop, where S-ASSIGN's reads `R` (thesis Fig. 5.4) are
    /// kept for its race check (outside one, `R` holds no array: nothing consults it).
    fn inside_parallel_loop(mut self) -> Fixture {
        self.ev.par_depth = 1;
        self
    }

    fn run(&mut self, gamma: &ParamSet, h: &SymbolicHeap, cmd: &Command) -> Effect {
        self.ev.eval(gamma, h, cmd).expect("evaluation")
    }
}

fn n_pos() -> PCond {
    Aff::var("N").gt(Aff::cst(0))
}

#[test]
fn s_skip_produces_nothing() {
    let mut f = Fixture::new();
    let h = SymbolicHeap::empty(&f.ctx).expect("h");
    let g = f.universe();
    let e = f.run(&g, &h, &Command::skip(origin("skip")));
    assert!(e.obligations.is_empty());
    assert!(e.writes.is_empty().expect("empty"));
    assert!(e.reads.is_empty().expect("empty"));
    assert!(f.ev.failures.is_empty());
}

/// Thesis §5.4: `a[3i]{A(3i)} := b[i] + c[i]` in `{b⟨i⟩→B(□)⟨i⟩, c⟨i⟩→C(□)⟨2i⟩}` gives
/// `{(B(□0) + C(□1) = A(□2))⟨i, 2i, 3i⟩}`.
#[test]
fn s_assign_thesis_example() {
    let mut f = Fixture::new().inside_parallel_loop();
    f.ev.shapes
        .insert("a".into(), Some(vec![Aff::var("N") * 3]));
    let bt = f.ev.templates.intern(tensor("B", 0, 1));
    let ct = f.ev.templates.intern(tensor("C", 0, 1));
    let h = SymbolicHeap::assign(&f.ctx, "b", &[Aff::var("q")], bt, &[Aff::var("q")])
        .and_then(|h| {
            h.union(&SymbolicHeap::assign(
                &f.ctx,
                "c",
                &[Aff::var("q")],
                ct,
                &[Aff::var("q") * 2],
            )?)
        })
        .and_then(|h| h.union_over("q", &Aff::cst(0), &Aff::var("N")))
        .expect("heap");
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    let cmd = assign(
        "a",
        vec![Index::scale(3, v("i"))],
        "A",
        0,
        vec![Index::scale(3, v("i"))],
        add(read("b", vec![v("i")]), read("c", vec![v("i")])),
    );
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert_eq!(e.obligations.len(), 1);
    assert_eq!(e.obligations[0].kind, ObligationKind::Assign);
    let at5 = f.gamma(
        Aff::var("i")
            .eq(Aff::cst(5))
            .and(Aff::var("N").eq(Aff::cst(9))),
    );
    let p = e.obligations[0]
        .constraints
        .restrict(&at5)
        .and_then(|k| k.sample())
        .expect("sample")
        .expect("an equality at i = 5");
    assert_eq!(p.coords, vec![5, 10, 15]);
    let pieces = e.obligations[0].constraints.pieces().expect("pieces");
    assert_eq!(pieces.len(), 1);
    let lhs = f.ev.templates.get(pieces[0].lhs).expect("lhs").to_string();
    let rhs = f.ev.templates.get(pieces[0].rhs).expect("rhs").to_string();
    assert_eq!(lhs, "(B.s0(□0) + C.s0(□1))");
    assert_eq!(rhs, "A.s0(□0)");
    // Δh = {a⟨3i⟩ → A(□)⟨3i⟩}; R = {b⟨i⟩, c⟨i⟩}.
    let at = f.ev.templates.intern(tensor("A", 0, 1));
    let want = SymbolicHeap::assign(&f.ctx, "a", &[Aff::var("i") * 3], at, &[Aff::var("i") * 3])
        .expect("want");
    assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
    let reads = LocationSet::location(&f.ctx, "b", &[Aff::var("i")])
        .and_then(|r| r.union(&LocationSet::location(&f.ctx, "c", &[Aff::var("i")])?))
        .expect("reads");
    assert!(e.reads.is_equal_under(&reads, &g).expect("eq"));
}

/// `a[i + 1] {A(i)} := b[i]`: for `0 ≤ i < N` it writes `a[N]`, outside `a : f32[N]`.
fn write_past_a() -> Command {
    assign(
        "a",
        vec![Index::plus(v("i"), c(1))],
        "A",
        0,
        vec![v("i")],
        read("b", vec![v("i")]),
    )
}

#[test]
fn s_assign_out_of_bounds_write_has_a_witness() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    let cmd = write_past_a();
    f.run(&g, &h, &cmd);
    assert_eq!(f.ev.failures.len(), 1);
    let fail = &f.ev.failures[0];
    assert_eq!(fail.check, CheckKind::OutOfBoundsWrite);
    let w = fail.witness.as_ref().expect("witness");
    let n = w
        .params
        .iter()
        .find(|(p, _)| p == "N")
        .map(|(_, x)| *x)
        .expect("N");
    let (array, idx) = w.cell.clone().expect("cell");
    assert_eq!(array, "a");
    assert_eq!(idx, vec![n]);
}

/// A witness is drawn from small calls first (every parameter within ±16, then ±256, …): the
/// failing calls here include ones with sizes near 2^31 and a free stride-like parameter `S`,
/// and the witness is one a reader can check by hand.
#[test]
fn witnesses_are_drawn_from_small_calls_first() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let big = 2_147_483_647;
    let g = f.gamma(
        PCond::in_range("i", Aff::cst(0), Aff::var("N"))
            .and(Aff::var("N").le(Aff::cst(big)))
            .and(Aff::var("S").le(Aff::cst(big)))
            .and(Aff::var("S").ge(Aff::cst(-big - 1)))
            .and(Aff::var("N").ge(Aff::cst(20))),
    );
    // Out of bounds for every N ≥ 20.
    let cmd = write_past_a();
    f.run(&g, &h, &cmd);
    assert_eq!(f.ev.failures.len(), 1);
    let w = f.ev.failures[0].witness.as_ref().expect("witness");
    assert!(
        w.params.iter().all(|(_, x)| x.abs() <= 256),
        "{:?}",
        w.params
    );
}

/// A witness lays buffers out densely where the failure does not constrain their strides: a
/// free `q.stride.1` is drawn as `q.extent.0` (a replay of the witness on a real buffer then
/// has no two cells sharing memory), and `q.stride.0` as 1.
#[test]
fn witnesses_prefer_dense_strides() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(
        PCond::in_range("i", Aff::cst(0), Aff::var("N"))
            .and(Aff::var("N").ge(Aff::cst(20)))
            .and(Aff::var("q.extent.0").ge(Aff::cst(3)))
            .and(Aff::var("q.extent.0").le(Aff::cst(9)))
            .and(Aff::var("q.stride.0").ge(Aff::cst(-5)))
            .and(Aff::var("q.stride.1").ge(Aff::cst(-7))),
    );
    f.run(&g, &h, &write_past_a());
    assert_eq!(f.ev.failures.len(), 1);
    let w = f.ev.failures[0].witness.as_ref().expect("witness");
    let value = |p: &str| w.params.iter().find(|(n, _)| n == p).map(|(_, x)| *x);
    assert_eq!(value("q.stride.0"), Some(1), "{:?}", w.params);
    assert_eq!(value("q.stride.1"), value("q.extent.0"), "{:?}", w.params);
}

/// `allocate t : f32[4 x 2]` around `for i < 4: t[i + d, 1] {T(i)} := b[0]`, the store's cell
/// derived from a flat offset (`flat`) or written as coordinates.
fn store_into_t_at(d: i64, flat: bool) -> Command {
    let mut store = assign(
        "t",
        vec![Index::plus(v("i"), c(d)), c(1)],
        "T",
        0,
        vec![v("i")],
        read("b", vec![c(0)]),
    );
    if let CommandKind::Assign(a) = &mut store.kind {
        a.flat = flat.then(|| halide_tv::sched::Term::var("offset"));
    }
    Command {
        kind: CommandKind::Allocate {
            array: "t".into(),
            elem: F32,
            shape: Shape::Known(vec![c(4), c(2)]),
            body: Box::new(for_("i", c(4), store)),
        },
        origin: origin("allocate t"),
    }
}

/// A flat offset's coordinates outside the extents of a dense allocation whose address is
/// inside it (`t[i − 4, 1]` is element `i` of 8) are another decomposition of the same
/// cell: undecided, not an out-of-bounds write. Past the allocation's end, or written as
/// coordinates, it is one.
#[test]
fn s_assign_out_of_range_coordinates_of_an_address_inside_decide_nothing() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    f.run(&g, &h, &store_into_t_at(-4, true));
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert!(
        f.ev.undecided
            .iter()
            .any(|u| u.reason.contains("of 8, is inside the allocation")),
        "{:?}",
        f.ev.undecided
    );
    for (d, flat) in [(4, true), (-4, false)] {
        let mut f = Fixture::new();
        let h = f.heap_b();
        let g = f.gamma(n_pos());
        f.run(&g, &h, &store_into_t_at(d, flat));
        assert!(
            f.ev.failures
                .iter()
                .any(|x| x.check == CheckKind::OutOfBoundsWrite),
            "d = {d}, flat = {flat}: {:?}",
            f.ev.failures
        );
    }
}

#[test]
fn s_assign_in_bounds_under_an_assumption() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let body = assign("a", vec![c(3)], "A", 0, vec![c(3)], read("b", vec![c(0)]));
    // Without the assumption, a[3] is outside a when N ≤ 3.
    f.run(&g, &h, &body);
    assert!(f
        .ev
        .failures
        .iter()
        .any(|x| x.check == CheckKind::OutOfBoundsWrite));
    f.ev.failures.clear();
    let assume = Command {
        kind: CommandKind::Assume {
            cond: Cond::cmp(CmpOp::Lt, c(3), v("N")),
            dropped: Vec::new(),
            products: Vec::new(),
            context: Cond::Const(true),
            body: Box::new(body),
        },
        origin: origin("assert"),
    };
    let e = f.run(&g, &h, &assume);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    // On the program's spine the effect is not restricted to the assumption: a call where it
    // fails stops there and owes nothing, so the writes are kept whole.
    let n2 = f.gamma(Aff::var("N").eq(Aff::cst(2)));
    assert!(!e.writes.is_empty_under(&n2).expect("empty"));
    // Off the spine (here inside a branch) the effect is restricted to the assumption: the
    // writes only happen where it holds.
    f.ev.if_depth = 1;
    let e = f.run(&g, &h, &assume);
    f.ev.if_depth = 0;
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert!(e.writes.is_empty_under(&n2).expect("empty"));
    let n5 = f.gamma(Aff::var("N").eq(Aff::cst(5)));
    assert!(!e.writes.is_empty_under(&n5).expect("written"));
}

/// `a[ι] {A(i)} := b[i]` for a clamped cell `ι`, under `0 ≤ i < N`.
fn write_a_at(index: Index) -> Command {
    assign(
        "a",
        vec![index],
        "A",
        0,
        vec![v("i")],
        read("b", vec![v("i")]),
    )
}

/// The in-bounds side condition on clamped cells, which is decided one face of the box at a
/// time: a cell clamped into `[0, N)` is inside for every shift `d`; a cell clamped on one side
/// only is reported at the other face, with the cell of its witness outside `a`.
#[test]
fn s_assign_clamped_cells_are_checked_at_each_face() {
    let clamp = |lo: Index, hi: Index| {
        Index::Max(
            Box::new(Index::Min(
                Box::new(Index::plus(v("i"), v("d"))),
                Box::new(hi),
            )),
            Box::new(lo),
        )
    };
    let n_minus_1 = Index::plus(v("N"), c(-1));
    let cases = [
        (clamp(c(0), n_minus_1.clone()), None),
        // Only the upper face holds: `i + d < 0` writes `a[i + d]`.
        (
            Index::Min(Box::new(Index::plus(v("i"), v("d"))), Box::new(n_minus_1)),
            Some(-1),
        ),
        // Only the lower face holds: `i + d ≥ N` writes `a[N]`.
        (clamp(c(0), v("N")), Some(1)),
    ];
    for (index, outside) in cases {
        let mut f = Fixture::new();
        let h = f.heap_b();
        let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
        f.run(&g, &h, &write_a_at(index.clone()));
        let failures: Vec<_> =
            f.ev.failures
                .iter()
                .filter(|x| x.check == CheckKind::OutOfBoundsWrite)
                .collect();
        match outside {
            None => assert!(failures.is_empty(), "{index:?}: {failures:?}"),
            Some(side) => {
                assert_eq!(failures.len(), 1, "{index:?}");
                let w = failures[0].witness.as_ref().expect("witness");
                let n = w.params.iter().find(|(p, _)| p == "N").map(|(_, x)| *x);
                let (_, cell) = w.cell.clone().expect("cell");
                if side < 0 {
                    assert!(cell[0] < 0, "{w:?}");
                } else {
                    assert!(Some(cell[0]) >= n, "{w:?}");
                }
            }
        }
    }
}

/// `a[i] {A.0(i)} := b[i + 1]`.
fn assign_a_from_b_shifted() -> Command {
    assign(
        "a",
        vec![v("i")],
        "A",
        0,
        vec![v("i")],
        read("b", vec![Index::plus(v("i"), c(1))]),
    )
}

#[test]
fn s_assign_undefined_read_has_a_witness() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    // b[i + 1] at i = N − 1 reads b[N], which holds ⊥.
    let cmd = assign_a_from_b_shifted();
    f.run(&g, &h, &cmd);
    assert_eq!(f.ev.failures.len(), 1);
    let fail = &f.ev.failures[0];
    assert_eq!(fail.check, CheckKind::UndefinedRead);
    let w = fail.witness.as_ref().expect("witness");
    let get = |n: &str| w.params.iter().find(|(p, _)| p == n).map(|(_, x)| *x);
    let (array, idx) = w.cell.clone().expect("cell");
    assert_eq!(array, "b");
    assert_eq!(idx, vec![get("N").expect("N")]);
    assert_eq!(get("i"), get("N").map(|n| n - 1));
}

#[test]
fn s_assign_without_annotation_stops_the_evaluation() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let mut cmd = assign("a", vec![c(0)], "A", 0, vec![], read("b", vec![c(0)]));
    if let CommandKind::Assign(a) = &mut cmd.kind {
        a.annotation = None;
    }
    assert!(f.ev.eval(&g, &h, &cmd).is_err());
}

/// S-SEQ: the second command reads what the first wrote (its prophecy).
#[test]
fn s_seq_threads_the_heap() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let cmd = seq(vec![
        assign("a", vec![c(0)], "A", 0, vec![c(0)], read("b", vec![c(0)])),
        assign(
            "a",
            vec![c(0)],
            "A",
            1,
            vec![c(0)],
            add(read("a", vec![c(0)]), imm(1.0)),
        ),
    ]);
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert_eq!(e.obligations.len(), 2);
    let pieces = e.obligations[1].constraints.pieces().expect("pieces");
    assert_eq!(pieces.len(), 1);
    let lhs = f.ev.templates.get(pieces[0].lhs).expect("lhs").to_string();
    assert!(lhs.starts_with("(A.s0(□0) + "), "{lhs}");
    // Δh1 ▷ Δh2: the last write wins.
    let a1 = f.ev.templates.intern(tensor("A", 1, 1));
    let want = SymbolicHeap::assign(&f.ctx, "a", &[Aff::cst(0)], a1, &[Aff::cst(0)]).expect("want");
    assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
}

#[test]
fn s_if_restricts_each_branch() {
    let mut f = Fixture::new().inside_parallel_loop();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    let cmd = Command {
        kind: CommandKind::If {
            cond: Cond::cmp(CmpOp::Lt, v("i"), c(5)),
            then_c: Box::new(assign(
                "a",
                vec![v("i")],
                "A",
                0,
                vec![v("i")],
                read("b", vec![v("i")]),
            )),
            else_c: Box::new(assign("a", vec![v("i")], "A", 1, vec![v("i")], imm(0.0))),
        },
        origin: origin("if"),
    };
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    let a0 = f.ev.templates.intern(tensor("A", 0, 1));
    let a1 = f.ev.templates.intern(tensor("A", 1, 1));
    let i3 = f.gamma(Aff::var("i").eq(Aff::cst(3)));
    let i7 = f.gamma(Aff::var("i").eq(Aff::cst(7)));
    let w3 = SymbolicHeap::assign(&f.ctx, "a", &[Aff::cst(3)], a0, &[Aff::cst(3)]).expect("w3");
    let w7 = SymbolicHeap::assign(&f.ctx, "a", &[Aff::cst(7)], a1, &[Aff::cst(7)]).expect("w7");
    assert!(e.writes.is_equal_under(&w3, &i3).expect("eq"));
    assert!(e.writes.is_equal_under(&w7, &i7).expect("eq"));
    // The then branch reads b[i] only when i < 5.
    assert!(e.reads.is_empty_under(&i7).expect("no read"));
    assert!(!e.reads.is_empty_under(&i3).expect("read"));
}

/// An assertion's obligations are built under a convex superset of a disjunctive condition
/// and restricted to the condition itself with the rest of its effect: none is left where the
/// condition fails.
#[test]
fn s_assume_restricts_obligations_to_a_disjunctive_condition() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let cmd = Command {
        kind: CommandKind::Assume {
            cond: Cond::Or(
                Box::new(Cond::cmp(CmpOp::Le, v("N"), c(2))),
                Box::new(Cond::cmp(CmpOp::Le, c(6), v("N"))),
            ),
            dropped: Vec::new(),
            products: Vec::new(),
            context: Cond::Const(true),
            body: Box::new(assign(
                "a",
                vec![c(0)],
                "A",
                0,
                vec![c(0)],
                read("b", vec![c(0)]),
            )),
        },
        origin: origin("assert"),
    };
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert_eq!(e.obligations.len(), 1);
    let at = |f: &Fixture, n: i64| f.gamma(Aff::var("N").eq(Aff::cst(n)));
    let k = &e.obligations[0].constraints;
    for (n, expected_empty) in [
        (1, false),
        (2, false),
        (3, true),
        (4, true),
        (5, true),
        (6, false),
    ] {
        assert_eq!(
            k.restrict(&at(&f, n))
                .and_then(|r| r.is_empty())
                .expect("empty"),
            expected_empty,
            "N = {n}"
        );
    }
}

/// S-ASSIGN checks reads of a read-only array (here an undefined one) but leaves them out of
/// the reads R of its effect (R only serves S-PARLOOP's race check).
#[test]
fn s_assign_leaves_read_only_arrays_out_of_its_reads() {
    let mut f = Fixture::new().inside_parallel_loop();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    let cmd = assign(
        "a",
        vec![v("i")],
        "A",
        0,
        vec![v("i")],
        add(read("b", vec![v("i")]), read("a", vec![v("i")])),
    );
    f.ev.read_only.insert("b".to_string());
    let e = f.run(&g, &h, &cmd);
    let only_a = LocationSet::location(&f.ctx, "a", &[Aff::var("i")]).expect("a");
    assert!(e.reads.is_equal_under(&only_a, &g).expect("eq"));
    // `a[i]` is never written before: the read is still checked.
    assert_eq!(f.ev.failures.len(), 1, "{:?}", f.ev.failures);
    assert_eq!(f.ev.failures[0].check, CheckKind::UndefinedRead);
    // A read-only array read outside its cells is still an undefined read.
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
    f.ev.read_only.insert("b".to_string());
    let cmd = assign_a_from_b_shifted();
    let e = f.run(&g, &h, &cmd);
    assert!(e.reads.is_empty().expect("no reads"));
    assert_eq!(f.ev.failures.len(), 1, "{:?}", f.ev.failures);
    assert_eq!(f.ev.failures[0].check, CheckKind::UndefinedRead);
}

/// S-ASSIGN keeps in `R` only the reads some parallel loop's race check can consult: none
/// outside a parallel loop, none of an array allocated inside the innermost parallel loop
/// around the read (each iteration has its own copy, and S-ALLOCATE drops the array's reads
/// before they reach a parallel loop), none with garbage semantics (no race checks there).
#[test]
fn s_assign_keeps_only_the_reads_a_race_check_can_consult() {
    let cmd = assign(
        "a",
        vec![v("i")],
        "A",
        0,
        vec![v("i")],
        read("b", vec![v("i")]),
    );
    let reads_b = |par_depth: usize, alloc_b: Option<usize>, garbage: bool| {
        let mut f = Fixture::new();
        let h = f.heap_b();
        let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N")));
        f.ev.par_depth = par_depth;
        if let Some(d) = alloc_b {
            f.ev.alloc_par_depth.insert("b".to_string(), d);
        }
        f.ev.garbage_semantics = garbage;
        let e = f.run(&g, &h, &cmd);
        assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
        !e.reads.is_empty().expect("empty")
    };
    // A program array: kept inside a parallel loop only.
    assert!(reads_b(1, None, false));
    assert!(!reads_b(0, None, false));
    // Allocated inside the innermost parallel loop: dropped; with one more parallel loop
    // between the allocation and the read: kept.
    assert!(!reads_b(1, Some(1), false));
    assert!(reads_b(2, Some(1), false));
    assert!(reads_b(1, Some(0), false));
    // Garbage semantics: dropped.
    assert!(!reads_b(1, None, true));
}

/// `allocate t[extent] { body }` (f32).
fn allocate_t(extent: Index, body: Command) -> Command {
    Command {
        kind: CommandKind::Allocate {
            array: "t".into(),
            elem: F32,
            shape: Shape::Known(vec![extent]),
            body: Box::new(body),
        },
        origin: origin("allocate t"),
    }
}

/// A race on an array allocated outside the parallel loop is found (its iterations share
/// it); the same reads of an array each iteration allocates for itself are no race.
#[test]
fn s_parloop_races_on_shared_allocations_only() {
    let fill = for_(
        "q",
        v("N"),
        assign(
            "t",
            vec![v("q")],
            "T",
            0,
            vec![v("q")],
            read("b", vec![v("q")]),
        ),
    );
    // allocate t { fill t; par x < N − 1: t[x] := t[x + 1] }: iteration x + 1 writes what
    // iteration x reads.
    let shared = allocate_t(
        v("N"),
        seq(vec![
            fill.clone(),
            par(
                "x",
                Index::minus(v("N"), c(1)),
                assign(
                    "t",
                    vec![v("x")],
                    "T",
                    1,
                    vec![v("x")],
                    read("t", vec![Index::plus(v("x"), c(1))]),
                ),
            ),
        ]),
    );
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    f.run(&g, &h, &shared);
    let checks: Vec<CheckKind> = f.ev.failures.iter().map(|x| x.check).collect();
    assert_eq!(
        checks,
        vec![CheckKind::ReadWriteRace],
        "{:?}",
        f.ev.failures
    );
    assert_eq!((f.ev.par_depth, f.ev.alloc_par_depth.len()), (0, 0));
    // par x < N: allocate t { fill t; a[x] := t[0] } writes and reads its own t.
    let private = par(
        "x",
        v("N"),
        allocate_t(
            v("N"),
            seq(vec![
                fill,
                assign(
                    "a",
                    vec![v("x")],
                    "A",
                    0,
                    vec![v("x")],
                    read("t", vec![c(0)]),
                ),
            ]),
        ),
    );
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    f.run(&g, &h, &private);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
}

#[test]
fn s_let_substitutes_the_bound_expression() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(PCond::in_range("i", Aff::cst(0), Aff::var("N") - 1));
    let cmd = Command {
        kind: CommandKind::Let {
            var: "y".into(),
            value: Index::plus(v("i"), c(1)),
            body: Box::new(assign(
                "a",
                vec![v("y")],
                "A",
                0,
                vec![v("y")],
                read("b", vec![v("y")]),
            )),
        },
        origin: origin("let"),
    };
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    let a0 = f.ev.templates.intern(tensor("A", 0, 1));
    let want = SymbolicHeap::assign(&f.ctx, "a", &[Aff::var("i") + 1], a0, &[Aff::var("i") + 1])
        .expect("want");
    assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
}

fn let_(var: &str, value: Index, body: Command) -> Command {
    Command {
        kind: CommandKind::Let {
            var: var.into(),
            value,
            body: Box::new(body),
        },
        origin: origin(&format!("let {var}")),
    }
}

/// S-LET keeps a clamp of a loop variable as a parameter, and also a clamp of such a parameter
/// (`q = max(p, 1)` with `p = min(k, 2)`: the column-range bounds of stencil_chain's rolling
/// buffer are clamps of clamps of the tile base) while `Γ, q = ι` stays within the evaluator's
/// bound; a clamp of the sizes alone (`r = max(N, 3)`) is substituted. Whatever is kept, the
/// effect is the same (S-LET is exact both ways).
#[test]
fn s_let_keeps_clamps_of_loop_dependent_parameters() {
    // for k < N: let p = min(k, 2) in let q = max(p, 1) in let r = max(N, 3) in
    //   a[k] {A(k)} := b[q] + b[r − 3]
    let body = assign(
        "a",
        vec![v("k")],
        "A",
        0,
        vec![v("k")],
        add(
            read("b", vec![v("q")]),
            read("b", vec![Index::plus(v("r"), c(-3))]),
        ),
    );
    let cmd = for_(
        "k",
        v("N"),
        let_(
            "p",
            Index::Min(Box::new(v("k")), Box::new(c(2))),
            let_(
                "q",
                Index::Max(Box::new(v("p")), Box::new(c(1))),
                let_("r", Index::Max(Box::new(v("N")), Box::new(c(3))), body),
            ),
        ),
    );
    for (bound, kept) in [(2, vec!["p"]), (8, vec!["p", "q"])] {
        let mut f = Fixture::new();
        f.ev.let_param_max_disjuncts = bound;
        let h = f.heap_b();
        let g = f.gamma(Aff::var("N").gt(Aff::cst(4)));
        let e = f.run(&g, &h, &cmd);
        assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
        assert_eq!(f.ev.kept_lets, kept, "bound {bound}");
        let a0 = f.ev.templates.intern(tensor("A", 0, 1));
        let want = SymbolicHeap::assign(&f.ctx, "a", &[Aff::var("k")], a0, &[Aff::var("k")])
            .and_then(|w| w.union_over("k", &Aff::cst(0), &Aff::var("N")))
            .expect("want");
        assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
    }
}

/// S-ASSIGN closes its condition over the loop and `let` variables around it: `∃ k, p. Ĉ ∩ Γ ∩
/// p = min(k, 2)`, the condition the exits of the `let` and of the loop would otherwise reach.
/// Evaluated as S-SEQLOOP evaluates a body (`k` a loop variable, `0 ≤ k < N` in Γ), the store's
/// condition mentions neither `k` nor the kept `p`, and it is the whole loop's condition.
#[test]
fn s_assign_closes_its_condition_over_the_variables_around_it() {
    // let p = min(k, 2) in a[k] {A(k)} := b[p]
    let body = let_(
        "p",
        Index::Min(Box::new(v("k")), Box::new(c(2))),
        assign(
            "a",
            vec![v("k")],
            "A",
            0,
            vec![v("k")],
            read("b", vec![v("p")]),
        ),
    );
    let mut f = Fixture::new();
    let h = f.heap_b();
    let in_loop = f.gamma(
        Aff::var("N")
            .gt(Aff::cst(4))
            .and(Aff::var("k").ge(Aff::cst(0)))
            .and(Aff::var("k").lt(Aff::var("N"))),
    );
    f.ev.loop_vars.push("k".to_string());
    let inner = f.run(&in_loop, &h, &body);
    f.ev.loop_vars.pop();
    assert_eq!(f.ev.kept_lets, ["p"]);
    assert_eq!(inner.obligations.len(), 1);
    let closed = &inner.obligations[0].constraints;
    assert!(!closed.involves("k").expect("involves"), "{closed:?}");
    assert!(!closed.involves("p").expect("involves"), "{closed:?}");
    assert!(!closed.is_empty().expect("empty"));
    let g = f.gamma(Aff::var("N").gt(Aff::cst(4)));
    let whole = f.run(&g, &h, &for_("k", v("N"), body));
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert_eq!(whole.obligations.len(), 1);
    let looped = &whole.obligations[0].constraints;
    assert!(
        closed.is_equal(looped).expect("eq"),
        "{closed:?} vs {looped:?}"
    );
}

#[test]
fn s_allocate_drops_the_array_and_starts_undefined() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let alloc = |body: Command| allocate_t(c(1), body);
    let ok = alloc(seq(vec![
        assign("t", vec![c(0)], "T", 0, vec![], read("b", vec![c(0)])),
        assign("a", vec![c(0)], "A", 0, vec![c(0)], read("t", vec![c(0)])),
    ]));
    let e = f.run(&g, &h, &ok);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    let t = LocationSet::location(&f.ctx, "t", &[Aff::cst(0)]).expect("t");
    assert!(e
        .writes
        .domain()
        .and_then(|d| d.intersect(&t))
        .and_then(|d| d.is_empty())
        .expect("no t"));
    assert!(e
        .reads
        .intersect(&t)
        .and_then(|d| d.is_empty())
        .expect("no t"));
    // Reading the fresh cell before writing it (garbage: a[0] then holds garbage; s_assign_undefined_read_has_a_witness reads outside an allocation),
    // and writing t[1] outside t : f32[1].
    let bad = alloc(seq(vec![
        assign("a", vec![c(0)], "A", 0, vec![c(0)], read("t", vec![c(0)])),
        assign("t", vec![c(1)], "T", 0, vec![], imm(0.0)),
    ]));
    // The thesis's rule (the first evaluation of `check`): the read fails reads-defined.
    f.run(&g, &h, &bad);
    let checks: Vec<CheckKind> = f.ev.failures.iter().map(|x| x.check).collect();
    assert_eq!(
        checks,
        vec![CheckKind::UndefinedRead, CheckKind::OutOfBoundsWrite]
    );
    assert_eq!(
        f.ev.failures[0].detail,
        halide_tv::symbolic::rules::NEVER_WRITTEN_INSIDE
    );
    // Halide's semantics (the second evaluation): the read gives garbage.
    f.ev.failures.clear();
    f.ev.garbage_semantics = true;
    let e = f.run(&g, &h, &bad);
    let checks: Vec<CheckKind> = f.ev.failures.iter().map(|x| x.check).collect();
    assert_eq!(checks, vec![CheckKind::OutOfBoundsWrite]);
    let a0 = LocationSet::location(&f.ctx, "a", &[Aff::cst(0)]).expect("a[0]");
    let garbage =
        f.ev.garbage_part(&e.writes)
            .expect("garbage")
            .domain()
            .expect("dom");
    assert!(garbage.is_equal_under(&a0, &g).expect("eq"));
    // Only the garbage is tracked: the value conditions are the strict evaluation's.
    assert!(e.obligations.is_empty());
}

/// S-SEQLOOP: `for k < P: a[0]{A.1(k)} := a[0] + 1` after `a[0]{A.0()} := 0`.
#[test]
fn s_seqloop_reads_the_previous_iteration() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let cmd = seq(vec![
        assign("a", vec![c(0)], "A", 0, vec![], imm(0.0)),
        for_(
            "k",
            v("P"),
            assign(
                "a",
                vec![c(0)],
                "A",
                1,
                vec![v("k")],
                add(read("a", vec![c(0)]), imm(1.0)),
            ),
        ),
    ]);
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    // Final heap: A.1(P − 1) when P > 0, A.0() otherwise.
    let a1 = f.ev.templates.intern(tensor("A", 1, 1));
    let a0 = f.ev.templates.intern(tensor("A", 0, 0));
    let want = SymbolicHeap::assign_if(
        &f.ctx,
        "a",
        &[Aff::cst(0)],
        a1,
        &[Aff::var("P") - 1],
        &Aff::var("P").gt(Aff::cst(0)),
    )
    .and_then(|x| {
        x.union(&SymbolicHeap::assign_if(
            &f.ctx,
            "a",
            &[Aff::cst(0)],
            a0,
            &[],
            &Aff::var("P").le(Aff::cst(0)),
        )?)
    })
    .expect("want");
    assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
    // The loop body's equality: at k = 0 it reads A.0(), at k ≥ 1 A.1(k − 1).
    let body = &e.obligations[1].constraints;
    let mut lhs: Vec<String> = body
        .pieces()
        .expect("pieces")
        .iter()
        .map(|p| f.ev.templates.get(p.lhs).expect("lhs").to_string())
        .collect();
    lhs.sort();
    assert_eq!(lhs.len(), 2, "{lhs:?}");
    assert!(lhs[0].starts_with("(A.s0() + "), "{lhs:?}");
    assert!(lhs[1].starts_with("(A.s1(□0) + "), "{lhs:?}");
    // Prophetic evaluation (Fig. 5.3) agrees with the symbolic Δh (Lemma 5.4.3).
    let dh = f.ev.prophetic(&g, &cmd).expect("prophetic");
    assert!(dh.is_equal_under(&e.writes, &g).expect("eq"));
}

#[test]
fn s_parloop_independent_iterations() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let cmd = par(
        "x",
        v("N"),
        assign(
            "a",
            vec![v("x")],
            "A",
            0,
            vec![v("x")],
            read("b", vec![v("x")]),
        ),
    );
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert!(e
        .obligations
        .iter()
        .all(|o| o.kind == ObligationKind::Assign));
    assert!(e.writes.is_single_valued_under(&g).expect("sv"));
}

#[test]
fn s_parloop_read_write_race() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let a0 = f.ev.templates.intern(tensor("A", 0, 1));
    let ha = SymbolicHeap::assign(&f.ctx, "a", &[Aff::var("q")], a0, &[Aff::var("q")])
        .and_then(|x| x.union_over("q", &Aff::cst(0), &Aff::var("N")))
        .and_then(|x| h.union(&x))
        .expect("heap");
    let g = f.gamma(n_pos());
    // par x < N − 1: a[x] := a[x + 1]: iteration x + 1 writes what iteration x reads.
    let cmd = par(
        "x",
        Index::minus(v("N"), c(1)),
        assign(
            "a",
            vec![v("x")],
            "A",
            1,
            vec![v("x")],
            read("a", vec![Index::plus(v("x"), c(1))]),
        ),
    );
    f.run(&g, &ha, &cmd);
    assert_eq!(f.ev.failures.len(), 1, "{:?}", f.ev.failures);
    let fail = &f.ev.failures[0];
    assert_eq!(fail.check, CheckKind::ReadWriteRace);
    let w = fail.witness.as_ref().expect("witness");
    let x = w
        .params
        .iter()
        .find(|(p, _)| p == "x")
        .map(|(_, v)| *v)
        .expect("x");
    assert_eq!(w.cell.clone().expect("cell"), ("a".to_string(), vec![x]));
}

#[test]
fn s_parloop_write_write_conflict_becomes_an_equality() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    // Every iteration writes a[0] with its own value: benign only if they are all equal.
    let cmd = par(
        "x",
        v("N"),
        assign(
            "a",
            vec![c(0)],
            "A",
            0,
            vec![v("x")],
            read("b", vec![v("x")]),
        ),
    );
    let e = f.run(&g, &h, &cmd);
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    let ww: Vec<_> = e
        .obligations
        .iter()
        .filter(|o| o.kind == ObligationKind::WriteWrite)
        .collect();
    assert_eq!(ww.len(), 1);
    let n2 = f.gamma(Aff::var("N").eq(Aff::cst(2)));
    assert!(!ww[0].constraints.is_empty_under(&n2).expect("non-empty"));
    // v(⋃ Δh) keeps one value per cell.
    assert!(e.writes.is_single_valued_under(&g).expect("sv"));
}

#[test]
fn resource_limit_is_reported_not_hidden() {
    let ctx = Ctx::new().expect("ctx");
    let mut ev = Evaluator::new(ctx.clone(), 1);
    ev.shapes.insert("a".into(), Some(vec![Aff::var("N")]));
    let h = SymbolicHeap::empty(&ctx).expect("h");
    let g = ParamSet::universe(&ctx).expect("g");
    let cmd = par(
        "x",
        v("N"),
        assign("a", vec![v("x")], "A", 0, vec![v("x")], imm(1.0)),
    );
    let r = ev.eval(&g, &h, &cmd);
    assert!(r.is_err() || !ev.undecided.is_empty());
}

/// `for k < N: if k == 0 then a[0] := t[0] else a[0] := b[k]`, with `t` allocated and never
/// written: iteration 0 writes garbage to `a[0]`, iteration 1 overwrites it with a value.
fn garbage_then_overwritten() -> Command {
    allocate_t(
        c(1),
        for_(
            "k",
            v("N"),
            Command {
                kind: CommandKind::If {
                    cond: Cond::cmp(CmpOp::Eq, v("k"), c(0)),
                    then_c: Box::new(assign(
                        "a",
                        vec![c(0)],
                        "A",
                        0,
                        vec![v("k")],
                        read("t", vec![c(0)]),
                    )),
                    else_c: Box::new(assign(
                        "a",
                        vec![c(0)],
                        "A",
                        0,
                        vec![v("k")],
                        read("b", vec![v("k")]),
                    )),
                },
                origin: origin("if"),
            },
        ),
    )
}

/// The garbage evaluation's S-SEQLOOP over-approximated in time (its fallback when the exact
/// rule exceeds the isl budget) holds garbage wherever the exact rule does, and more: a cell
/// one iteration writes garbage to and a later one a value holds garbage after the loop.
#[test]
fn s_seqloop_garbage_hull_over_approximates_the_exact_rule() {
    let mut f = Fixture::new();
    f.ev.garbage_semantics = true;
    let h = f.heap_b();
    let g = f.gamma(Aff::var("N").ge(Aff::cst(2)));
    let a0 = LocationSet::location(&f.ctx, "a", &[Aff::cst(0)]).expect("a[0]");
    let garbage_cells = |f: &Fixture, e: &Effect| {
        f.ev.garbage_part(&e.writes)
            .and_then(|w| w.domain())
            .expect("garbage")
    };
    // Exact: a[0] holds the value of iteration N − 1.
    let cmd = garbage_then_overwritten();
    let exact = f.run(&g, &h, &cmd);
    assert!(garbage_cells(&f, &exact).is_empty_under(&g).expect("empty"));
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    // Over-approximated: a[0] holds garbage.
    let CommandKind::Allocate { body, .. } = &cmd.kind else {
        unreachable!()
    };
    let CommandKind::For(l) = &body.kind else {
        unreachable!()
    };
    f.ev.shapes.insert("t".into(), Some(vec![Aff::cst(1)]));
    let hull =
        f.ev.s_seqloop_garbage_hull(&g, &h, l, &body.origin)
            .expect("evaluation");
    assert!(garbage_cells(&f, &hull)
        .is_equal_under(&a0, &g)
        .expect("eq"));
    // An accumulation over the garbage (`a[0] := a[0] + t[0]` every iteration): both rules
    // agree that a[0] holds garbage, and the written cells are the same.
    let acc = for_(
        "k",
        v("N"),
        assign(
            "a",
            vec![c(0)],
            "A",
            1,
            vec![v("k")],
            add(read("a", vec![c(0)]), read("t", vec![c(0)])),
        ),
    );
    let start = assign("a", vec![c(0)], "A", 0, vec![c(0)], imm(0.0));
    let h1 = f.run(&g, &h, &start).writes;
    let h1 = h.update(&h1).expect("h1");
    let exact = f.run(&g, &h1, &acc);
    let CommandKind::For(l) = &acc.kind else {
        unreachable!()
    };
    let hull =
        f.ev.s_seqloop_garbage_hull(&g, &h1, l, &acc.origin)
            .expect("evaluation");
    assert!(garbage_cells(&f, &exact)
        .is_equal_under(&a0, &g)
        .expect("eq"));
    assert!(garbage_cells(&f, &hull)
        .is_equal_under(&a0, &g)
        .expect("eq"));
    let dom = |e: &Effect| e.writes.domain().expect("dom");
    assert!(dom(&exact).is_equal_under(&dom(&hull), &g).expect("eq"));
}

/// `for k < P: a[i]{A.1(i, k)} := a[i] + 1`, the inner loop of [`nested_accumulation`].
fn accumulate_row() -> Command {
    for_(
        "k",
        v("P"),
        assign(
            "a",
            vec![v("i")],
            "A",
            1,
            vec![v("i"), v("k")],
            add(read("a", vec![v("i")]), imm(1.0)),
        ),
    )
}

/// `for i < N: (a[i]{A.0(i)} := 0; for k < P: a[i]{A.1(i, k)} := a[i] + 1)`.
fn nested_accumulation() -> Command {
    for_(
        "i",
        v("N"),
        seq(vec![
            assign("a", vec![v("i")], "A", 0, vec![v("i")], imm(0.0)),
            accumulate_row(),
        ]),
    )
}

/// The prophetic Δh of the inner loop's body, computed inside the outer loop's prophetic
/// evaluation, is reused by the inner loop's S-SEQLOOP, and the result is the loops' effect:
/// `a[i] ↦ A.1(i, P − 1)` when `P > 0`, `A.0(i)` otherwise.
#[test]
fn s_seqloop_reuses_the_prophecy_of_an_inner_loop() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let g = f.gamma(n_pos());
    let e = f.run(&g, &h, &nested_accumulation());
    assert!(f.ev.failures.is_empty(), "{:?}", f.ev.failures);
    assert!(f.ev.prophecies.hits >= 1, "no prophecy reused");
    let a1 = f.ev.templates.intern(tensor("A", 1, 2));
    let a0 = f.ev.templates.intern(tensor("A", 0, 1));
    let i = Aff::var("i");
    let row = |t, holes: &[Aff], c: PCond| {
        SymbolicHeap::assign_if(&f.ctx, "a", std::slice::from_ref(&i), t, holes, &c)
            .and_then(|x| x.union_over("i", &Aff::cst(0), &Aff::var("N")))
    };
    let want = row(
        a1,
        &[i.clone(), Aff::var("P") - 1],
        Aff::var("P").gt(Aff::cst(0)),
    )
    .and_then(|x| {
        x.union(&row(
            a0,
            std::slice::from_ref(&i),
            Aff::var("P").le(Aff::cst(0)),
        )?)
    })
    .expect("want");
    assert!(e.writes.is_equal_under(&want, &g).expect("eq"));
}

/// A prophecy computed under a path condition serves only under one at least as strong: the
/// inner loop evaluated under `N > 5` and then under `N > 0` computes its body's Δh twice, and
/// a third time under `N > 5` reuses the first.
#[test]
fn a_prophecy_is_reused_only_under_a_stronger_path_condition() {
    let mut f = Fixture::new();
    let h = f.heap_b();
    let strong = f.gamma(Aff::var("N").gt(Aff::cst(5)));
    let weak = f.gamma(n_pos());
    let row = accumulate_row();
    f.run(&strong, &h, &row);
    assert_eq!((f.ev.prophecies.misses, f.ev.prophecies.hits), (1, 0));
    f.run(&weak, &h, &row);
    assert_eq!((f.ev.prophecies.misses, f.ev.prophecies.hits), (2, 0));
    f.run(&strong, &h, &row);
    assert_eq!(f.ev.prophecies.hits, 1);
}

/// The loop of [`loops_over_budget_are_evaluated_case_by_case`]: `for k < N: a[k] {A(k)} :=
/// Σ_{s ∈ {1, −1, 2, −2}} b[min(max(k + s·m, 0), N − 1 + over)]`: clamped reads, each split in
/// three by the path condition below unless one of its convex pieces decides the clamps. With
/// `over = 1` the clamp admits `b[N]`, outside `b`.
fn clamped_reads_loop(over: i64) -> Command {
    let clamp = |s: i64| {
        let e = Index::plus(v("k"), Index::Scale(s, Box::new(v("m"))));
        Index::Min(
            Box::new(Index::Max(Box::new(e), Box::new(c(0)))),
            Box::new(Index::plus(v("N"), c(over - 1))),
        )
    };
    let value = [1, -1, 2, -2]
        .into_iter()
        .map(|s| read("b", vec![clamp(s)]))
        .reduce(add)
        .expect("reads");
    for_(
        "k",
        v("N"),
        assign("a", vec![v("k")], "A", 0, vec![v("k")], value),
    )
}

/// A path condition of three convex pieces that isl cannot fuse: `N > 4` and `m ≤ −N`,
/// `m = 0` or `m ≥ N`. Each piece decides every clamp of [`clamped_reads_loop`].
fn three_pieces(f: &Fixture) -> ParamSet {
    let m = || Aff::var("m");
    let n = || Aff::var("N");
    let big = n().gt(Aff::cst(4));
    [m().le(Aff::cst(0) - n()), m().eq(Aff::cst(0)), m().ge(n())]
        .into_iter()
        .map(|c| f.gamma(big.clone().and(c)))
        .reduce(|a, b| a.or(&b).expect("or"))
        .expect("pieces")
}

/// An isl budget per rule application under which [`clamped_reads_loop`] exceeds the budget
/// under [`three_pieces`] and fits it under each piece.
const SPLIT_BUDGET: u64 = 60_000;

/// A loop over the isl budget under a path condition of several convex pieces is evaluated
/// again piece by piece (`Evaluator::s_loop_by_cases`), and its effect is the one an unbounded
/// evaluation gives: the same writes, reads and conditions under Γ.
#[test]
fn loops_over_budget_are_evaluated_case_by_case() {
    let ctx = Ctx::new().expect("ctx");
    // Two evaluators on one isl context, interning the same templates in the same order.
    let run = |budget: u64| {
        let mut f = Fixture {
            ctx: ctx.clone(),
            ev: Evaluator::new(ctx.clone(), budget),
        };
        for a in ["a", "b"] {
            f.ev.shapes.insert(a.to_string(), Some(vec![Aff::var("N")]));
        }
        let mut f = f.inside_parallel_loop();
        let h = f.heap_b();
        let g = three_pieces(&f);
        let e = f.ev.eval(&g, &h, &clamped_reads_loop(0));
        ctx.set_max_operations(0);
        (f, g, e)
    };
    let (whole_f, g, whole) = run(0);
    let whole = whole.expect("unbounded evaluation");
    assert_eq!(whole_f.ev.case_splits, 0);
    let (split_f, _, split) = run(SPLIT_BUDGET);
    let split = split.expect("evaluation case by case");
    assert_eq!(split_f.ev.case_splits, 1);
    assert!(split_f.ev.failures.is_empty(), "{:?}", split_f.ev.failures);
    assert!(
        split_f.ev.undecided.is_empty(),
        "{:?}",
        split_f.ev.undecided
    );
    assert!(split.writes.is_equal_under(&whole.writes, &g).expect("eq"));
    assert!(split.reads.is_equal_under(&whole.reads, &g).expect("eq"));
    let conditions = |e: &Effect| {
        e.obligations
            .iter()
            .map(|o| o.constraints.restrict(&g).expect("restrict"))
            .reduce(|a, b| a.union(&b).expect("union"))
            .expect("conditions")
    };
    assert_eq!(whole.obligations.len(), 1);
    assert!(conditions(&split)
        .is_equal(&conditions(&whole))
        .expect("eq"));
    // A tenth of the budget is not enough even case by case: the loop stays unevaluated.
    assert!(run(SPLIT_BUDGET / 10).2.is_err());
}

/// Case by case, a failure is found as without a budget: reads outside `b` in the pieces
/// `m ≤ −N` and `m ≥ N`, with a witness in one of them.
#[test]
fn a_loop_evaluated_case_by_case_still_fails_its_checks() {
    let mut f = Fixture::new();
    // Drawing a witness costs isl operations of its own: a larger budget than for the
    // passing loop, still one the loop exceeds under the whole path condition.
    f.ev.max_operations = 75_000;
    // `b` is allocated one cell longer than it is written: the read past its end reads a
    // never-written cell inside the allocation, a finding that alone decides nothing (the
    // garbage evaluation may find it harmless), so the loop is still split.
    f.ev.shapes
        .insert("b".into(), Some(vec![Aff::var("N") + Aff::cst(1)]));
    let h = f.heap_b();
    let g = three_pieces(&f);
    f.ev.eval(&g, &h, &clamped_reads_loop(1))
        .expect("evaluation");
    assert_eq!(f.ev.case_splits, 1);
    assert_eq!(f.ev.failures.len(), 1, "{:?}", f.ev.failures);
    let fail =
        f.ev.failures
            .iter()
            .find(|x| x.check == CheckKind::UndefinedRead)
            .expect("a read past the written cells of b");
    assert_eq!(fail.detail, NEVER_WRITTEN_INSIDE);
    let w = fail.witness.as_ref().expect("witness");
    let value = |p: &str| w.params.iter().find(|(n, _)| n == p).map(|(_, x)| *x);
    let (m, n) = (value("m").expect("m"), value("N").expect("N"));
    assert!(m <= -n || m >= n, "{:?}", w.params);
}

/// A loop whose whole attempt found a failure that decides the verdict (here a read outside
/// every allocation, with its witness) before it exceeded the budget is not evaluated again
/// case by case: the evaluation stops at the budget with the failure kept.
#[test]
fn a_loop_over_the_budget_after_a_decided_failure_is_not_split() {
    let mut f = Fixture::new();
    f.ev.max_operations = 75_000;
    let h = f.heap_b();
    let g = three_pieces(&f);
    let e = match f.ev.eval(&g, &h, &clamped_reads_loop(1)) {
        Ok(_) => panic!("the loop exceeds the budget"),
        Err(e) => e.to_string(),
    };
    assert!(e.contains("maximal number of operations"), "{e}");
    assert_eq!(f.ev.case_splits, 0);
    assert_eq!(f.ev.failures.len(), 1, "{:?}", f.ev.failures);
    let fail = &f.ev.failures[0];
    assert_eq!(fail.check, CheckKind::UndefinedRead);
    assert_ne!(fail.detail, NEVER_WRITTEN_INSIDE);
    assert!(fail.witness.is_some(), "{fail:?}");
}
