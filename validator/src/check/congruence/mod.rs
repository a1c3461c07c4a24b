//! Congruence-first discharge of a value condition (docs/engine.md, "Congruence first").
//!
//! A value condition says that the implementation's value `E1[j]` equals the specification's
//! `E2[k]` under the constraints of a disjunct. Both sides are terms over the same uninterpreted
//! functions: the specification's tensors `T:…` and the inputs `in:…`. Most correct builds
//! compute the specification's expression itself, up to the order of commutative operands and
//! the way the indices of its leaves are written: the condition then holds by congruence as soon
//! as the leaves' indices are equal, a question of linear integer arithmetic rather than of
//! bit-vector or real arithmetic over definition instances.
//!
//! [`proves`] walks the two terms together, deciding the integer questions on the way with a
//! solver that holds the query's integer premises:
//! - identical terms are equal;
//! - two integer terms (indices, also inside a conversion to a machine type) are equal if the
//!   premises imply `a = b`; two Boolean terms of integer arithmetic if they imply `a ⟺ b`;
//! - two machine-integer sums and products are equal if their normal forms as polynomials
//!   modulo `2ⁿ` ([`polynomial`]) are: the same constant, integer parts proved equal, and the
//!   other monomials paired with monomials proved equal, factor by factor;
//! - two applications of the same function (operator, tensor or input) are equal if their
//!   arguments are, pairwise in order or, for an associative and commutative operator, each
//!   argument of one side with some argument of the other;
//! - `ite(c, x, y)` against `t`: `x` against `t` where the premises imply `c`, `y` where they
//!   imply `¬c`, and otherwise both, under the assumptions `c` and `¬c` (a case split);
//! - a tensor application with definition instances `gᵢ ⟹ T(a…) = rᵢ` (unfolded lazily, only
//!   where the two sides differ): each `rᵢ` whose guard is possible, against `t` under `gᵢ`,
//!   where the premises imply that one of these guards holds.
//!
//! Exact in the only direction it is used: each step is a proof rule of equational logic with
//! congruence (a case split covers every case; an unfolded application equals its right-hand
//! side wherever its guard holds, by the definition instance, a fact of every call), and every
//! integer question is answered by an unsatisfiable query. A pair that does not match, a solver
//! answer other than unsat, or a bound reached means "not proved": the later attempts decide,
//! and nothing here refutes anything.

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use z3::ast::{Ast, Bool, Dynamic, Int};
use z3::{DeclKind, Params, SatResult, Solver, SortKind};

mod polynomial;

use polynomial::{Monomial, Polynomial};

use super::encode::Encoder;

/// The definition instances of an encoding: for a tensor application (the term), each of its
/// equations at those indices as (guard, right-hand side).
pub(super) type Instances = HashMap<Dynamic, Vec<(Bool, Dynamic)>>;

/// The (guard, right-hand side) pairs of a tensor application's definition instances.
type Arms = Vec<(Bool, Dynamic)>;

/// Where the matcher finds the definition instances of a tensor application.
pub(super) trait Definitions {
    /// The definition instances of `t` as (guard, right-hand side) pairs; `None` when `t` is
    /// not a tensor application with definitions.
    fn instances_of(&mut self, t: &Dynamic) -> Option<Vec<(Bool, Dynamic)>>;
}

/// A fixed set of instances: those an encoding's unfolding built.
impl Definitions for Instances {
    fn instances_of(&mut self, t: &Dynamic) -> Option<Vec<(Bool, Dynamic)>> {
        self.get(t).cloned()
    }
}

/// The instances an encoding's unfolding built, and those of the applications its count
/// bound left out built when the matcher asks for them ([`Encoder::instances_on_demand`]),
/// without changing the encoding; the encoding's depth bound on recurrences still applies,
/// except to a definition that holds unconditionally (a base case at a constant index).
/// The matcher unfolds only where the two sides differ, so it can follow a chain of
/// definitions that the count bound cuts for the whole query (a boundary condition's
/// hundreds of instances unfolded before the stage the build reads); [`MAX_UNFOLDINGS`]
/// bounds it. Following a recurrence whose guards stay open further than the encoding would
/// is left to the deep attempt: the matcher's case splits at each step of it multiply.
pub(super) struct OnDemand<'e, 'a> {
    enc: &'e mut Encoder<'a>,
    built: HashMap<Dynamic, Option<Vec<(Bool, Dynamic)>>>,
    /// The depth of each application met in an instance built here (simplified term).
    depths: HashMap<Dynamic, usize>,
}

impl<'e, 'a> OnDemand<'e, 'a> {
    /// The instances of `enc`, completed on demand.
    pub(super) fn new(enc: &'e mut Encoder<'a>) -> Self {
        OnDemand {
            enc,
            built: HashMap::new(),
            depths: HashMap::new(),
        }
    }
}

impl Definitions for OnDemand<'_, '_> {
    fn instances_of(&mut self, t: &Dynamic) -> Option<Vec<(Bool, Dynamic)>> {
        if let Some(defs) = self.enc.instances_by_app.get(t) {
            return Some(defs.clone());
        }
        if let Some(defs) = self.built.get(t) {
            return defs.clone();
        }
        let key = t.simplify();
        // The values' applications and the instances' are queued by the encoding; the others
        // were met in an instance built here.
        let depth = self
            .enc
            .queued_depth(t)
            .or_else(|| self.depths.get(&key).copied())
            .unwrap_or(0);
        let defs = self.enc.instances_on_demand(t, depth).map(|d| {
            for (app, depth) in d.applications {
                self.depths.entry(app).or_insert(depth);
            }
            d.instances
        });
        self.built.insert(t.clone(), defs.clone());
        defs
    }
}

/// At most this many distinct tensor applications are unfolded while matching one pair of
/// values (unfolding one again, against another term, is bounded by [`MAX_PAIRS`]).
const MAX_UNFOLDINGS: usize = 256;
/// At most this many pairs of subterms are compared while matching one pair of values.
const MAX_PAIRS: usize = 20_000;
/// At most this many integer questions are asked while matching one pair of values.
const MAX_QUESTIONS: usize = 4_000;
/// Time limit of one integer question.
const QUESTION_TIMEOUT: Duration = Duration::from_millis(2_000);

/// Whether `premises ⟹ computed = spec` follows by congruence (see the module's doc), with
/// integer questions decided under `premises` and the definition instances `instances`
/// unfolded where the two sides differ: `Err` with the first pair of subterms that did not
/// match (for the profile) when it does not.
pub(super) fn proves(
    computed: &Dynamic,
    spec: &Dynamic,
    instances: &mut dyn Definitions,
    premises: &[Bool],
    time_limit: Duration,
) -> Result<(), String> {
    let mut m = Matcher {
        premises: Premises::new(premises),
        assumptions: Vec::new(),
        instances,
        memo: HashMap::new(),
        answers: HashMap::new(),
        arms: HashMap::new(),
        lia: HashMap::new(),
        frame: 0,
        frames: 0,
        unfolded: HashSet::new(),
        pairs: 0,
        questions: 0,
        deadline: Instant::now() + time_limit,
        why: None,
    };
    if m.pair(computed, spec) {
        Ok(())
    } else {
        Err(m.why.map_or_else(|| "no match".into(), |w| w.render()))
    }
}

struct Matcher<'a> {
    premises: Premises,
    /// The case assumptions in force, innermost last.
    assumptions: Vec<Bool>,
    instances: &'a mut dyn Definitions,
    /// Pairs already decided, with the assumptions they were decided under ([`Matcher::frame`]).
    memo: HashMap<(Dynamic, Dynamic, usize), bool>,
    /// Integer questions already answered, with the assumptions they were answered under: a
    /// tensor application's guards are asked again each time it is unfolded against another
    /// candidate, and a question's simplification costs more than its lookup.
    answers: HashMap<(Bool, usize), bool>,
    /// The arms of tensor applications already unfolded, under the assumptions they were
    /// unfolded under ([`Matcher::unfold`]); `None` where the guards that are possible were
    /// not proved to cover every case.
    arms: HashMap<(Dynamic, usize), Option<Arms>>,
    /// Whether a term is pure integer arithmetic ([`Matcher::is_lia`]).
    lia: HashMap<Dynamic, bool>,
    /// The current set of case assumptions (0: none), and the number of sets made so far.
    frame: usize,
    frames: usize,
    /// The tensor applications unfolded so far.
    unfolded: HashSet<Dynamic>,
    pairs: usize,
    questions: usize,
    /// No question is asked after this instant (every later one is "not proved").
    deadline: Instant,
    /// The first pair that did not match, and why.
    why: Option<Why>,
}

/// A query's integer premises, in a solver built at the first question that reaches one:
/// most pairs of values match with questions that simplify to a constant, and asserting the
/// premises costs more than the matching itself.
struct Premises {
    all: Vec<Bool>,
    solver: Option<Solver>,
}

impl Premises {
    fn new(all: &[Bool]) -> Premises {
        Premises {
            all: all.to_vec(),
            solver: None,
        }
    }

    /// Whether the premises and `assumptions` imply `b` (an unsatisfiable `¬b`).
    fn implies(&mut self, assumptions: &[Bool], b: &Bool) -> bool {
        let all = &self.all;
        let solver = self.solver.get_or_insert_with(|| {
            let s = Solver::new();
            let mut params = Params::new();
            params.set_u32("timeout", QUESTION_TIMEOUT.as_millis() as u32);
            s.set_params(&params);
            for p in all {
                s.assert(p);
            }
            s
        });
        solver.push();
        for a in assumptions {
            solver.assert(a);
        }
        solver.assert(b.not());
        let r = solver.check();
        solver.pop(1);
        r == SatResult::Unsat
    }
}

/// Why a pair did not match, rendered only when [`proves`] reports it: the matcher meets
/// thousands of mismatches while it looks for a candidate that matches, and printing terms
/// is what would cost.
enum Why {
    /// A pair of subterms that did not match.
    Pair(&'static str, Dynamic, Dynamic),
    /// Two sums with different constants.
    Constants(u64, u64),
    /// Two sums whose monomials equal to this one have coefficients summing to this.
    Sums(Monomial, u64),
}

impl Why {
    fn render(&self) -> String {
        let one_line = |s: String| s.split_whitespace().collect::<Vec<_>>().join(" ");
        let short = |s: String| {
            let s = one_line(s);
            match s.char_indices().nth(200) {
                Some((i, _)) => format!("{}…", &s[..i]),
                None => s,
            }
        };
        match self {
            Why::Pair(what, a, b) => {
                format!(
                    "{what}: {} vs {}",
                    short(a.to_string()),
                    short(b.to_string())
                )
            }
            Why::Constants(x, y) => format!("sums with different constants {x} and {y}"),
            Why::Sums(m, c) => {
                let m: Vec<String> = m.iter().map(|f| f.to_string()).collect();
                let m: String = one_line(m.join(" · ")).chars().take(200).collect();
                format!("the sums differ: the terms equal to {m} have coefficients summing to {c}")
            }
        }
    }
}

impl Matcher<'_> {
    /// Whether `a = b` is proved under the premises and the current assumptions.
    fn pair(&mut self, a: &Dynamic, b: &Dynamic) -> bool {
        if a == b {
            return true;
        }
        let key = (a.clone(), b.clone(), self.frame);
        if let Some(&r) = self.memo.get(&key) {
            return r;
        }
        self.pairs += 1;
        if self.pairs > MAX_PAIRS {
            return false;
        }
        let r = self.match_terms(a, b);
        self.memo.insert(key, r);
        r
    }

    fn match_terms(&mut self, a: &Dynamic, b: &Dynamic) -> bool {
        if a.get_sort() != b.get_sort() {
            return self.mismatch("sorts differ", a, b);
        }
        match a.sort_kind() {
            SortKind::Int => {
                // An integer reading of machine values (a conversion to a float reads an
                // integer's bits as a signed number, `ite(bvslt(v, 0), bv2int(v) − 2ⁿ,
                // bv2int(v))`) is matched by its structure first: asked as one question, the
                // equality mixes bit-vectors and integers in a way the solver may not decide.
                let structural = !(self.is_lia(a) && self.is_lia(b));
                if structural && self.same_function(a, b) {
                    return true;
                }
                let ok = match (a.as_int(), b.as_int()) {
                    (Some(x), Some(y)) => self.holds(&x.eq(&y)),
                    _ => false,
                };
                return ok || self.mismatch("indices not proved equal", a, b);
            }
            SortKind::Bool if self.is_lia(a) && self.is_lia(b) => {
                let ok = match (a.as_bool(), b.as_bool()) {
                    (Some(x), Some(y)) => self.holds(&x.iff(&y)),
                    _ => false,
                };
                return ok || self.mismatch("conditions not proved equivalent", a, b);
            }
            _ => {}
        }
        if a.sort_kind() == SortKind::BV && self.polynomial_pair(a, b) {
            if let (Some(x), Some(y)) = (Polynomial::of(a), Polynomial::of(b)) {
                // Two terms that are their own normal forms (products too large to
                // distribute) are left to the comparison by function: pairing their
                // monomials would compare the same two terms again.
                let progress = !(x.is_just(a) && y.is_just(b));
                if progress && self.same_combination(&x, &y) {
                    return true;
                }
            }
        }
        if self.same_function(a, b) {
            return true;
        }
        if is_ite(a) {
            return self.split(a, b, false);
        }
        if is_ite(b) {
            return self.split(b, a, true);
        }
        self.unfold(b, a, true)
            || self.unfold(a, b, false)
            || self.mismatch("different functions", a, b)
    }

    /// Records the first pair that did not match (see [`proves`]); false.
    fn mismatch(&mut self, what: &'static str, a: &Dynamic, b: &Dynamic) -> bool {
        if self.why.is_none() {
            self.why = Some(Why::Pair(what, a.clone(), b.clone()));
        }
        false
    }

    /// `a` and `b` apply the same function to arguments that are equal, pairwise in order or,
    /// for an associative and commutative operator, in some order.
    fn same_function(&mut self, a: &Dynamic, b: &Dynamic) -> bool {
        if !a.is_app() || !b.is_app() || a.num_children() == 0 || b.num_children() == 0 {
            return false;
        }
        if !same_declaration(a, b) {
            return false;
        }
        let da = a.decl();
        if a.num_children() != b.num_children() && !associative(da.kind()) {
            return false;
        }
        if !commutative(da.kind()) {
            let (xs, ys) = (a.children(), b.children());
            return xs.iter().zip(&ys).all(|(x, y)| self.pair(x, y));
        }
        // `(p + q) + r` and `p + (q + r)` alike: the operands of nested applications of an
        // associative operator, flattened.
        let (xs, ys) = if associative(da.kind()) {
            (operands(a), operands(b))
        } else {
            (a.children(), b.children())
        };
        if xs.len() != ys.len() {
            return self.mismatch("different numbers of operands", a, b);
        }
        // Each argument of `a` with an unused argument of `b` it is equal to: an identical one
        // if there is one, else the first proved equal — those applying the same function
        // first, the one in the same position first among them. A candidate with another head
        // can only match through an unfolding or a case split, the expensive comparisons, so
        // it comes last.
        let mut unused: Vec<usize> = (0..ys.len()).collect();
        for (i, x) in xs.iter().enumerate() {
            let mut order: Vec<usize> = unused.clone();
            order.sort_by_key(|&k| (!same_head(x, &ys[k]), k != i));
            // A candidate that is not equal is no mismatch of the whole: the reason kept is
            // the one of the candidate in the same position, if any.
            let why = self.why.take();
            let mut same_place_why = None;
            let mut found = order.iter().copied().find(|&k| ys[k] == *x);
            for &k in &order {
                if found.is_some() {
                    break;
                }
                if self.pair(x, &ys[k]) {
                    found = Some(k);
                } else if k == i {
                    same_place_why = self.why.take();
                }
                self.why = None;
            }
            self.why = why;
            match found {
                Some(k) => unused.retain(|&u| u != k),
                None => {
                    if self.why.is_none() {
                        self.why = same_place_why;
                    }
                    let whole = Dynamic::from_ast(b);
                    return self.mismatch("no argument equal to", x, &whole);
                }
            }
        }
        true
    }

    /// Whether `a` and `b` are compared as polynomials: both are arithmetic, or one
    /// is and the other is a term that neither unfolds nor splits (a tensor application with
    /// definition instances is unfolded first, and its right-hand side compared).
    fn polynomial_pair(&mut self, a: &Dynamic, b: &Dynamic) -> bool {
        match (is_arithmetic(a), is_arithmetic(b)) {
            (true, true) => true,
            (true, false) => self.opaque(b),
            (false, true) => self.opaque(a),
            (false, false) => false,
        }
    }

    /// Whether `t` neither splits (an `ite`) nor unfolds (a tensor application with
    /// definition instances).
    fn opaque(&mut self, t: &Dynamic) -> bool {
        !is_ite(t) && !matches!(self.instances.instances_of(t), Some(d) if !d.is_empty())
    }

    /// Whether two polynomials ([`Polynomial`]) are equal: the same constant, the same
    /// integer part (one linear integer question, `Σ cᵢ·aᵢ = Σ dⱼ·bⱼ`, which implies that their
    /// conversions `int2bv_n` are equal), and the other monomials paired up so that monomials
    /// proved equal carry the same total coefficient. First each monomial of `x` with a
    /// distinct one of `y` of the same coefficient (one question per pair when the two sides
    /// list the same monomials); otherwise the monomials of both sides, `y`'s with their
    /// coefficients negated, are gathered into classes of monomials proved equal, and every
    /// class must sum to zero (a term that appears in several spellings, e.g. a clamped row
    /// read five times at the image's edge, is one class). Either way
    /// `Σ cᵢ·xᵢ − Σ dⱼ·yⱼ = Σ (total of a class)·(its monomial) = 0` modulo 2ⁿ.
    fn same_combination(&mut self, x: &Polynomial, y: &Polynomial) -> bool {
        if x.constant != y.constant {
            return self.mismatch_here(Why::Constants(x.constant, y.constant));
        }
        if !self.same_integer_part(x, y) {
            return false;
        }
        let (xs, ys) = (x.rest(), y.rest());
        let why = self.why.take();
        if xs.len() == ys.len() && self.same_terms(&xs, &ys) {
            self.why = why;
            return true;
        }
        self.why = None;
        let mask = x.mask;
        let negated = ys.iter().map(|(m, c)| (m, c.wrapping_neg() & mask));
        let mut classes: Vec<(Monomial, u64)> = Vec::new();
        for (m, c) in xs.iter().map(|(m, c)| (m, *c)).chain(negated) {
            let mut class = classes.iter().position(|(r, _)| r == m);
            if class.is_none() {
                let reps: Vec<Monomial> = classes.iter().map(|(r, _)| r.clone()).collect();
                class = reps.iter().position(|r| self.same_monomial(r, m, true));
            }
            match class {
                Some(k) => classes[k].1 = classes[k].1.wrapping_add(c) & mask,
                None => classes.push((m.clone(), c)),
            }
        }
        let left = classes.iter().find(|(_, c)| *c != 0).cloned();
        self.why = why;
        match left {
            None => true,
            Some((m, c)) => self.mismatch_here(Why::Sums(m, c)),
        }
    }

    /// Whether the integer parts of `x` and `y` are equal as integers (under the premises).
    fn same_integer_part(&mut self, x: &Polynomial, y: &Polynomial) -> bool {
        let (xi, yi) = (x.integer_part(), y.integer_part());
        if xi.is_empty() && yi.is_empty() {
            return true;
        }
        let sum = |part: &[(Int, i64)]| {
            let terms: Vec<Int> = part
                .iter()
                .map(|(a, c)| Int::mul(&[&Int::from_i64(*c), a]))
                .collect();
            // An empty part is 0 (Z3 builds no sum of no terms).
            if terms.is_empty() {
                return Int::from_i64(0);
            }
            Int::add(&terms.iter().collect::<Vec<_>>())
        };
        let (sx, sy) = (sum(&xi), sum(&yi));
        if self.holds(&sx.eq(&sy)) {
            return true;
        }
        let (a, b) = (Dynamic::from_ast(&sx), Dynamic::from_ast(&sy));
        self.mismatch("integer parts not proved equal", &a, &b)
    }

    /// Each monomial of `xs` paired with a distinct monomial of `ys` of the same coefficient
    /// proved equal to it (an identical one first, then the one in the same position).
    fn same_terms(&mut self, xs: &[&(Monomial, u64)], ys: &[&(Monomial, u64)]) -> bool {
        self.paired_up(
            xs.len(),
            ys.len(),
            |i, k| (ys[k].0 != xs[i].0, k != i),
            |m, i, k| xs[i].1 == ys[k].1 && m.same_monomial(&xs[i].0, &ys[k].0, false),
        )
    }

    /// Whether two monomials are proved equal: factors paired up one to one (identical ones
    /// first), each pair proved equal. `same_heads`: only factors that apply the same function
    /// are compared (when gathering classes, where every pair of monomials is a candidate and
    /// unfolding each would cost more than it finds).
    fn same_monomial(&mut self, a: &Monomial, b: &Monomial, same_heads: bool) -> bool {
        a.len() == b.len()
            && self.paired_up(
                a.len(),
                b.len(),
                |i, k| b[k] != a[i],
                |m, i, k| (!same_heads || same_head(&a[i], &b[k])) && m.pair(&a[i], &b[k]),
            )
    }

    /// Whether each of `n` left items can be paired with a distinct one of `m` right items for
    /// which `equal` holds, taking for each left item the first right candidate in the order of
    /// `rank` (greedy: a candidate, once taken, is not reconsidered).
    fn paired_up<R: Ord>(
        &mut self,
        n: usize,
        m: usize,
        rank: impl Fn(usize, usize) -> R,
        mut equal: impl FnMut(&mut Self, usize, usize) -> bool,
    ) -> bool {
        let mut unused: Vec<usize> = (0..m).collect();
        for i in 0..n {
            let mut order = unused.clone();
            order.sort_by_key(|&k| rank(i, k));
            let Some(k) = order.into_iter().find(|&k| equal(self, i, k)) else {
                return false;
            };
            unused.retain(|&u| u != k);
        }
        true
    }

    /// Records `what` as the first mismatch if there is none yet; false.
    fn mismatch_here(&mut self, what: Why) -> bool {
        self.why.get_or_insert(what);
        false
    }

    /// `ite(c, x, y)` (the term `t`) against `other`: the branch the premises select, or both
    /// under the assumptions `c` and `¬c`. `flipped`: `t` is the specification's side.
    fn split(&mut self, t: &Dynamic, other: &Dynamic, flipped: bool) -> bool {
        let ch = t.children();
        let Some(c) = ch[0].as_bool() else {
            return false;
        };
        let mut arms = Vec::new();
        if !self.holds(&c.not()) {
            arms.push((c.clone(), &ch[1]));
        }
        if !self.holds(&c) {
            arms.push((c.not(), &ch[2]));
        }
        self.cases(&arms, other, flipped)
    }

    /// A tensor application `t` replaced by its definition instances against `other`: each
    /// right-hand side whose guard is possible, under that guard, where the premises imply
    /// that one of those guards holds. `flipped`: `t` is the specification's side.
    fn unfold(&mut self, t: &Dynamic, other: &Dynamic, flipped: bool) -> bool {
        let key = (t.clone(), self.frame);
        let possible = match self.arms.get(&key) {
            Some(a) => a.clone(),
            None => {
                let a = self.possible_arms(t);
                self.arms.insert(key, a.clone());
                a
            }
        };
        let Some(possible) = possible else {
            return false;
        };
        let arms: Vec<(Bool, &Dynamic)> = possible.iter().map(|(g, r)| (g.clone(), r)).collect();
        self.cases(&arms, other, flipped)
    }

    /// The definition instances of `t` whose guard is possible under the premises and the
    /// current assumptions, if those guards are proved to cover every case.
    fn possible_arms(&mut self, t: &Dynamic) -> Option<Arms> {
        let defs = self.instances.instances_of(t)?;
        if !self.unfolded.contains(t) {
            if self.unfolded.len() >= MAX_UNFOLDINGS {
                return None;
            }
            self.unfolded.insert(t.clone());
        }
        let possible: Vec<(Bool, Dynamic)> = defs
            .iter()
            .filter(|(g, _)| !self.holds(&g.not()))
            .cloned()
            .collect();
        let guards: Vec<Bool> = possible.iter().map(|(g, _)| g.clone()).collect();
        if guards.is_empty() || !self.holds(&Bool::or(&guards)) {
            return None;
        }
        Some(possible)
    }

    /// Each `(assumption, term)` of `arms` against `other`, under its assumption (none when
    /// there is one arm: the caller established that it is the only case). False without arms.
    fn cases(&mut self, arms: &[(Bool, &Dynamic)], other: &Dynamic, flipped: bool) -> bool {
        if arms.is_empty() {
            return false;
        }
        let single = arms.len() == 1;
        for (assumption, term) in arms {
            let saved = self.frame;
            if !single {
                self.assumptions.push(assumption.clone());
                self.frames += 1;
                self.frame = self.frames;
            }
            let ok = if flipped {
                self.pair(other, term)
            } else {
                self.pair(term, other)
            };
            if !single {
                self.assumptions.pop();
                self.frame = saved;
            }
            if !ok {
                return false;
            }
        }
        true
    }

    /// Whether the premises and the current assumptions imply `b` (an unsatisfiable `¬b`).
    fn holds(&mut self, b: &Bool) -> bool {
        let key = (b.clone(), self.frame);
        if let Some(&r) = self.answers.get(&key) {
            return r;
        }
        let r = self.decide(b);
        self.answers.insert(key, r);
        r
    }

    /// [`Matcher::holds`] without the table of answers.
    fn decide(&mut self, b: &Bool) -> bool {
        if let Some(v) = b.simplify().as_bool() {
            return v;
        }
        self.questions += 1;
        if self.questions > MAX_QUESTIONS || Instant::now() > self.deadline {
            return false;
        }
        self.premises.implies(&self.assumptions, b)
    }

    /// Whether `t` is a term of integer arithmetic: integers and Booleans only, applying no
    /// uninterpreted function (constants aside).
    fn is_lia(&mut self, t: &Dynamic) -> bool {
        if let Some(&r) = self.lia.get(t) {
            return r;
        }
        let r = matches!(t.sort_kind(), SortKind::Int | SortKind::Bool)
            && (!t.is_app()
                || t.num_children() == 0
                || (t.decl().kind() != DeclKind::UNINTERPRETED
                    && t.children().iter().all(|c| self.is_lia(c))));
        self.lia.insert(t.clone(), r);
        r
    }
}

/// Whether two applications apply the same function: Z3's own identity of declarations, which
/// counts an operator's parameters (`extract[7:0]` is not `extract[15:8]`, `zero_extend[8]` not
/// `zero_extend[16]`) and an uninterpreted function's name and signature.
fn same_declaration(a: &Dynamic, b: &Dynamic) -> bool {
    // SAFETY: the context and term handles come from live terms of one context; both are
    // applications (checked by the caller), so `Z3_to_app` and `Z3_get_app_decl` succeed.
    unsafe {
        let ctx = a.get_ctx().get_z3_context();
        let decl = |t: &Dynamic| {
            z3_sys::Z3_to_app(ctx, t.get_z3_ast()).and_then(|x| z3_sys::Z3_get_app_decl(ctx, x))
        };
        match (decl(a), decl(b)) {
            (Some(x), Some(y)) => z3_sys::Z3_is_eq_func_decl(ctx, x, y),
            _ => false,
        }
    }
}

/// The operands of `t` with nested applications of its own (associative) operator flattened:
/// `(p + q) + r` gives `p, q, r`.
fn operands(t: &Dynamic) -> Vec<Dynamic> {
    let d = t.decl();
    let mut out = Vec::new();
    let mut stack: Vec<Dynamic> = t.children().into_iter().rev().collect();
    while let Some(c) = stack.pop() {
        let nested = c.is_app()
            && c.num_children() > 0
            && c.decl().kind() == d.kind()
            && c.get_sort() == t.get_sort();
        if nested {
            stack.extend(c.children().into_iter().rev());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether two terms apply the same function (or are the same constant); terms with
/// different heads are not compared when a sum's terms are gathered into classes.
fn same_head(a: &Dynamic, b: &Dynamic) -> bool {
    match (
        a.is_app() && a.num_children() > 0,
        b.is_app() && b.num_children() > 0,
    ) {
        (true, true) => same_declaration(a, b),
        (false, false) => true,
        _ => false,
    }
}

/// Whether `t` is bit-vector arithmetic: a sum, difference, negation or product.
fn is_arithmetic(t: &Dynamic) -> bool {
    t.is_app()
        && t.num_children() > 0
        && matches!(
            t.decl().kind(),
            DeclKind::BADD | DeclKind::BSUB | DeclKind::BNEG | DeclKind::BMUL
        )
}

/// Associative operators (their nested applications may be flattened).
fn associative(k: DeclKind) -> bool {
    matches!(
        k,
        DeclKind::ADD
            | DeclKind::MUL
            | DeclKind::BADD
            | DeclKind::BMUL
            | DeclKind::AND
            | DeclKind::OR
            | DeclKind::BAND
            | DeclKind::BOR
            | DeclKind::BXOR
    )
}

fn is_ite(t: &Dynamic) -> bool {
    t.is_app() && t.num_children() == 3 && t.decl().kind() == DeclKind::ITE
}

/// Operators whose arguments may be paired in any order: the associative ones (all of them
/// commutative too), and equality and equivalence (commutative and binary).
fn commutative(k: DeclKind) -> bool {
    associative(k) || matches!(k, DeclKind::EQ | DeclKind::IFF)
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::{Int, BV};
    use z3::{FuncDecl, Sort};

    fn app(name: &str, args: &[&Int]) -> BV {
        let int = Sort::int();
        let dom: Vec<&Sort> = args.iter().map(|_| &int).collect();
        let f = FuncDecl::new(name, &dom, &Sort::bitvector(16));
        let a: Vec<&dyn Ast> = args.iter().map(|x| *x as &dyn Ast).collect();
        f.apply(&a).as_bv().expect("bit-vector")
    }

    fn d(b: &BV) -> Dynamic {
        Dynamic::from_ast(b)
    }

    fn proved(computed: &BV, spec: &BV, instances: &Instances, premises: &[Bool]) -> bool {
        proves(
            &d(computed),
            &d(spec),
            &mut instances.clone(),
            premises,
            Duration::from_secs(20),
        )
        .is_ok()
    }

    /// `computed` and `spec` are proved equal where `j = k`, not where `j = k + 1`.
    fn proved_for_equal_indices_only(computed: &BV, spec: &BV, j: &Int, k: &Int) {
        let none = Instances::new();
        let next = Int::add(&[k, &Int::from_i64(1)]);
        assert!(proved(computed, spec, &none, &[j.eq(k)]));
        assert!(!proved(computed, spec, &none, &[j.eq(&next)]));
    }

    /// `in(j) + in(j + 1)` against `in(k + 1) + in(k)`: equal when `j = k`, the arguments of
    /// the sum paired across the order; not when `j = k + 1`.
    #[test]
    fn a_sum_in_another_order_needs_equal_indices() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let one = Int::from_i64(1);
        let computed = app("in:a", &[&j]).bvadd(app("in:a", &[&Int::add(&[&j, &one])]));
        let spec = app("in:a", &[&Int::add(&[&k, &one])]).bvadd(app("in:a", &[&k]));
        proved_for_equal_indices_only(&computed, &spec, &j, &k);
    }

    /// The reason of a failed match is the first pair that did not match, printed: here the
    /// read `in(j + 1)` has no operand of the other sum equal to it (`in(k)` with `j = k + 1`
    /// is the nearest, at another index), and two sums with different constants say so.
    #[test]
    fn a_failed_match_reports_its_first_mismatched_pair() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let one = Int::from_i64(1);
        let why = |computed: &BV, spec: &BV, premises: &[Bool]| {
            let none = &mut Instances::new();
            proves(
                &d(computed),
                &d(spec),
                none,
                premises,
                Duration::from_secs(20),
            )
            .expect_err("not proved")
        };
        let (a_j, a_k) = (app("in:a", &[&j]), app("in:a", &[&k]));
        let shifted = Int::add(&[&k, &one]);
        let w = why(&a_j, &a_k, &[j.eq(&shifted)]);
        assert!(w.starts_with("indices not proved equal: j vs k"), "{w}");
        let c = |x: u64| BV::from_u64(x, 16);
        let w = why(&a_j.bvadd(c(1)), &a_k.bvadd(c(2)), &[j.eq(&k)]);
        assert_eq!(w, "sums with different constants 1 and 2");
    }

    /// A sum reassociated, `(p + q) + r` against `r' + (q' + p')`, is matched operand by
    /// operand.
    #[test]
    fn a_reassociated_sum_is_matched() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let at = |x: &Int, d: i64| app("in:a", &[&Int::add(&[x, &Int::from_i64(d)])]);
        let computed = at(&j, 0).bvadd(at(&j, 1)).bvadd(at(&j, 2));
        let spec = at(&k, 2).bvadd(at(&k, 1).bvadd(at(&k, 0)));
        proved_for_equal_indices_only(&computed, &spec, &j, &k);
    }

    /// Operators with parameters are the same function only with the same parameters: the
    /// low and the high byte of a 16-bit value are not equal however the value is written.
    #[test]
    fn operators_with_different_parameters_do_not_match() {
        let j = Int::new_const("j");
        let x = app("in:a", &[&j]);
        let none = Instances::new();
        assert!(proved(&x.extract(7, 0), &x.extract(7, 0), &none, &[]));
        assert!(!proved(&x.extract(7, 0), &x.extract(15, 8), &none, &[]));
        assert!(!proved(&x.zero_ext(8), &x.sign_ext(8), &none, &[]));
    }

    /// Different operators do not match, and a tensor without definition instances is an
    /// atom: `T(j)` is not `in(j)`.
    #[test]
    fn different_shapes_do_not_match() {
        let j = Int::new_const("j");
        let sum = app("in:a", &[&j]).bvadd(app("in:a", &[&j]));
        let product = app("in:a", &[&j]).bvmul(app("in:a", &[&j]));
        let none = Instances::new();
        assert!(!proved(&sum, &product, &none, &[]));
        assert!(!proved(
            &app("T:f:0", &[&j]),
            &app("in:a", &[&j]),
            &none,
            &[]
        ));
    }

    /// A guarded definition instance is unfolded where the sides differ, only where its guard
    /// holds: `T(k) = in(k) * 2` for `0 ≤ k`.
    #[test]
    fn a_definition_is_unfolded_under_its_guard() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let two = BV::from_u64(2, 16);
        let t = app("T:f:0", &[&k]);
        let rhs = d(&app("in:a", &[&k]).bvmul(&two));
        let guard = k.ge(Int::from_i64(0));
        let instances: Instances = [(d(&t), vec![(guard, rhs)])].into_iter().collect();
        let computed = two.bvmul(app("in:a", &[&j]));
        assert!(proved(
            &computed,
            &t,
            &instances,
            &[j.eq(&k), k.ge(Int::from_i64(3))]
        ));
        // Outside the guard the definition says nothing.
        assert!(!proved(&computed, &t, &instances, &[j.eq(&k)]));
    }

    /// A weighted sum of a stage's reads against the specification's weighted sum of the
    /// function the stage computes (`2·S(j) + 3·S(j + 1)` against `3·f(k + 1) + 2·f(k)`, with
    /// `S(x) = f(x)` a definition instance): the terms are paired across different functions,
    /// each pair proved by unfolding, where `j = k`.
    #[test]
    fn a_weighted_sum_is_matched_term_by_term_through_definitions() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let one = Int::from_i64(1);
        let next = |x: &Int| Int::add(&[x, &one]);
        let c = |v: u64| BV::from_u64(v, 16);
        let s = |x: &Int| app("T:f.s0:0", &[x]);
        let f = |x: &Int| app("T:f:0", &[x]);
        let instances: Instances = [j.clone(), next(&j)]
            .iter()
            .map(|x| (d(&s(x)), vec![(Bool::from_bool(true), d(&f(x)))]))
            .collect();
        let computed = c(2).bvmul(s(&j)).bvadd(c(3).bvmul(s(&next(&j))));
        let spec = c(3).bvmul(f(&next(&k))).bvadd(c(2).bvmul(f(&k)));
        assert!(proved(&computed, &spec, &instances, &[j.eq(&k)]));
        let n = Int::add(&[&k, &one]);
        assert!(!proved(&computed, &spec, &instances, &[j.eq(&n)]));
    }

    /// A weighted sum of thirty terms whose weights and summands are tensors of the
    /// specification (`Σ K(i)·S(i)`, `K(i) = cᵢ`, `S(i) = in(i) + in(i + 1)`) against the
    /// program's `Σ (in(j + i) + in(j + i + 1))·cᵢ` listed in the opposite order: each term is
    /// tried against the wrong ones first, which unfolds the same sixty tensors hundreds of
    /// times. Bounded by the number of distinct tensors unfolded, it is proved.
    #[test]
    fn unfolding_the_same_tensors_again_is_not_bounded_by_repetition() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let at = |x: &Int, d: i64| app("in:a", &[&Int::add(&[x, &Int::from_i64(d)])]);
        let n = 30;
        let mut instances = Instances::new();
        let mut spec = Vec::new();
        let mut computed = Vec::new();
        for i in 0..n {
            let w = BV::from_u64(3 + i as u64, 16);
            let ki = app("T:K:0", &[&Int::from_i64(i)]);
            let si = app("T:S:0", &[&Int::add(&[&k, &Int::from_i64(i)])]);
            let true_ = Bool::from_bool(true);
            instances.insert(d(&ki), vec![(true_.clone(), d(&w))]);
            instances.insert(d(&si), vec![(true_, d(&at(&k, i).bvadd(at(&k, i + 1))))]);
            spec.push(ki.bvmul(&si));
            computed.push(at(&j, i).bvadd(at(&j, i + 1)).bvmul(&w));
        }
        computed.reverse();
        let sum = |ts: Vec<BV>| ts.into_iter().reduce(|a, b| a.bvadd(b)).expect("terms");
        let (computed, spec) = (sum(computed), sum(spec));
        assert!(proved(&computed, &spec, &instances, &[j.eq(&k)]));
    }

    /// A branch of the specification is matched where the premises select it:
    /// `ite(k < 0, 0, in(k))` is `in(j)` when `j = k ≥ 0`, not for every `k`.
    #[test]
    fn a_branch_is_matched_where_it_is_taken() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let zero = Int::from_i64(0);
        let spec = k.lt(&zero).ite(&BV::from_u64(0, 16), &app("in:a", &[&k]));
        let computed = app("in:a", &[&j]);
        let none = Instances::new();
        assert!(proved(&computed, &spec, &none, &[j.eq(&k), k.ge(&zero)]));
        assert!(!proved(&computed, &spec, &none, &[j.eq(&k)]));
    }

    /// A clamp written as a branch on one side and inside an index on the other is matched by
    /// a case split: `ite(k < 0, in(0), in(k))` is `in(max(j, 0))` when `j = k`; with the
    /// clamp at 1 instead it is not.
    #[test]
    fn a_case_split_matches_a_clamp_in_an_index() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let (zero, one) = (Int::from_i64(0), Int::from_i64(1));
        let spec = k.lt(&zero).ite(&app("in:a", &[&zero]), &app("in:a", &[&k]));
        let none = Instances::new();
        let clamped = |lo: &Int| app("in:a", &[&j.lt(lo).ite(lo, &j)]);
        assert!(proved(&clamped(&zero), &spec, &none, &[j.eq(&k)]));
        assert!(!proved(&clamped(&one), &spec, &none, &[j.eq(&k)]));
    }

    /// A weighted sum as Halide rewrites it — reordered, `2·x` as a product by a shifted
    /// constant, `3·x` by a widened 8-bit constant — against the specification's
    /// `0 + 1·a + 2·b + 3·c`: the same linear combination when the indices agree; with one
    /// weight changed (`4·c`) it is not proved.
    #[test]
    fn a_weighted_sum_is_matched_as_a_linear_combination() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let at = |x: &Int, d: i64| app("in:a", &[&Int::add(&[x, &Int::from_i64(d)])]);
        let c16 = |v: u64| BV::from_u64(v, 16);
        let widened = |v: u64| BV::from_u64(v, 8).zero_ext(8);
        let spec = c16(0)
            .bvadd(c16(1).bvmul(at(&k, 0)))
            .bvadd(c16(2).bvmul(at(&k, 1)))
            .bvadd(c16(3).bvmul(at(&k, 2)));
        let computed = at(&j, 2)
            .bvmul(widened(3))
            .bvadd(at(&j, 1).bvmul(c16(1 << 1)).bvadd(at(&j, 0)));
        proved_for_equal_indices_only(&computed, &spec, &j, &k);
        let wrong = at(&j, 2)
            .bvmul(widened(4))
            .bvadd(at(&j, 1).bvmul(c16(2)).bvadd(at(&j, 0)));
        let none = Instances::new();
        assert!(!proved(&wrong, &spec, &none, &[j.eq(&k)]));
        // A difference and a negation are the same combination as the sum they spell.
        let minus = at(&j, 0).bvsub(at(&j, 1).bvneg()).bvadd(at(&j, 1));
        let twice = at(&k, 0).bvadd(c16(2).bvmul(at(&k, 1)));
        assert!(proved(&minus, &twice, &none, &[j.eq(&k)]));
        // Different constants are different sums.
        let shifted = at(&j, 0).bvadd(c16(1));
        assert!(!proved(&shifted, &at(&k, 0), &none, &[j.eq(&k)]));
    }

    /// Terms written differently but proved equal are one term of the combination: a sum of
    /// five reads of rows clamped to the image (`in(max(k + d, 0))`, d = −2..2) against
    /// `3·in(0) + in(1) + in(2)` where `k = 0` (three rows clamp to row 0); with `k = 1` the
    /// rows differ and the sums are not proved equal.
    #[test]
    fn terms_proved_equal_are_gathered_into_one() {
        let k = Int::new_const("k");
        let zero = Int::from_i64(0);
        let row = |d: i64| {
            let r = Int::add(&[&k, &Int::from_i64(d)]);
            app("in:a", &[&r.lt(&zero).ite(&zero, &r)])
        };
        let spec = (-2..=2)
            .map(row)
            .reduce(|a, b| a.bvadd(b))
            .expect("five rows");
        let at = |r: i64| app("in:a", &[&Int::from_i64(r)]);
        let computed = BV::from_u64(3, 16).bvmul(at(0)).bvadd(at(1)).bvadd(at(2));
        let none = Instances::new();
        assert!(proved(&computed, &spec, &none, &[k.eq(&zero)]));
        assert!(!proved(&computed, &spec, &none, &[k.eq(Int::from_i64(1))]));
    }

    /// A product of two terms that are not constants is its own combination: compared as a
    /// function application (operands in any order), not term by term with itself.
    #[test]
    fn a_product_of_two_terms_is_compared_as_an_application() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let computed = app("in:a", &[&j]).bvmul(app("in:b", &[&j]));
        let spec = app("in:b", &[&k]).bvmul(app("in:a", &[&k]));
        proved_for_equal_indices_only(&computed, &spec, &j, &k);
    }

    /// The signed reading of a bit-vector as an integer (how a conversion to a float reads an
    /// integer): `ite(v <ₛ 0, bv2int(v) − 2¹⁶, bv2int(v))`.
    fn signed_reading(v: &BV) -> Dynamic {
        let zero = BV::from_u64(0, 16);
        let u = v.to_int(false);
        let s = Int::sub(&[&u, &Int::from_i64(1 << 16)]);
        Dynamic::from_ast(&v.bvslt(&zero).ite(&s, &u))
    }

    /// The specification's `(0 − k)·k` in integer arithmetic converted to 16 bits against
    /// the implementation's `0 − j·j` in machine arithmetic, both read as signed integers:
    /// the same polynomial modulo 2¹⁶ where `j = k`, matched through the integer reading;
    /// not where `j = k + 1`, nor against `0 + j·j`.
    #[test]
    fn integer_and_machine_arithmetic_are_one_polynomial() {
        let (j, k) = (Int::new_const("j"), Int::new_const("k"));
        let bj = BV::from_int(&j, 16);
        let zero = BV::from_u64(0, 16);
        let computed = signed_reading(&zero.bvsub(bj.bvmul(&bj)));
        let spec = signed_reading(&BV::from_int(
            &Int::mul(&[&Int::sub(&[&Int::from_i64(0), &k]), &k]),
            16,
        ));
        let run = |c: &Dynamic, premise: Bool| {
            let none = &mut Instances::new();
            proves(c, &spec, none, &[premise], Duration::from_secs(20)).is_ok()
        };
        assert!(run(&computed, j.eq(&k)));
        assert!(!run(&computed, j.eq(Int::add(&[&k, &Int::from_i64(1)]))));
        let plus = signed_reading(&zero.bvadd(bj.bvmul(&bj)));
        assert!(!run(&plus, j.eq(&k)));
        // An affine index converted once against its machine sum: the integer parts
        // `j + 2·m` and `k + 2·m` are one linear question.
        let m = Int::new_const("m");
        let bm = BV::from_int(&m, 16);
        let sum = bj
            .bvadd(BV::from_u64(2, 16).bvmul(&bm))
            .bvadd(app("in:a", &[&j]));
        let once = BV::from_int(&Int::add(&[&k, &Int::mul(&[&Int::from_i64(2), &m])]), 16)
            .bvadd(app("in:a", &[&k]));
        let none = Instances::new();
        assert!(proved(&sum, &once, &none, &[j.eq(&k)]));
        assert!(!proved(
            &sum,
            &once,
            &none,
            &[j.eq(Int::add(&[&k, &Int::from_i64(1)]))]
        ));
    }

    /// The specification of a `.sare` text.
    fn built_sare(text: &str) -> crate::sare::Sare {
        let alg = crate::spec::parse_sare("test.sare", text).expect("parses");
        crate::sare::build_sare(&alg).expect("sare")
    }

    /// The position of the tensor `name` (e.g. `f.s1`) in `sare`.
    fn tensor_position(sare: &crate::sare::Sare, name: &str) -> usize {
        sare.tensors
            .iter()
            .position(|t| t.id.name() == name)
            .unwrap_or_else(|| panic!("tensor {name}"))
    }

    /// `t(x) = a(x)·3` and `u(x) = (b(x) + b(x + 1))·3` with `a(x) = b(x) + b(x + 1)`: equal
    /// once `a(0)` is unfolded. An encoding whose count bound stops before `a(0)` holds no
    /// instance of it; the matcher builds it on demand, and the encoding is left as it was.
    #[test]
    fn instances_left_out_by_the_encoding_are_built_on_demand() {
        use crate::presburger::TemplateInterner;
        use crate::smt::FloatMode;
        const SARE: &str = r#"halide-tv sare 1
pipeline chain
target "x86-64-linux"
input in : buffer<float32, 1>
output t : buffer<float32, 1> = t region [(t.min.0, t.extent.0)]

func b(x) : float32 {
  b(x) = in(x) * 2.0f
}

func a(x) : float32 {
  a(x) = b(x) + b(x + 1)
}

func t(x) : float32 {
  t(x) = a(x) * 3.0f
}

func u(x) : float32 {
  u(x) = (b(x) + b(x + 1)) * 3.0f
}
"#;
        let sare = built_sare(SARE);
        let templates = TemplateInterner::new();
        let pos = |name: &str| tensor_position(&sare, name);
        let zero = || vec![Int::from_i64(0)];
        // Budget: the instances of t(0), u(0) and their `.s0` definitions, not a(0)'s.
        let mut enc = Encoder::new(FloatMode::Real, &sare, &templates, 6, 4);
        let t = enc.tensor_app(pos("t"), zero()).expect("t(0)").to_dynamic();
        let u = enc.tensor_app(pos("u"), zero()).expect("u(0)").to_dynamic();
        enc.instantiate().expect("instantiates");
        assert!(!enc.complete(), "the bound stops the unfolding");
        let (premises, instances) = (enc.premises.len(), enc.instances_by_app.len());
        let limit = Duration::from_secs(20);
        let mut fixed = enc.instances_by_app.clone();
        assert!(proves(&t, &u, &mut fixed, &[], limit).is_err());
        let mut on_demand = OnDemand::new(&mut enc);
        assert!(proves(&t, &u, &mut on_demand, &[], limit).is_ok());
        assert_eq!(enc.premises.len(), premises);
        assert_eq!(enc.instances_by_app.len(), instances);
        assert!(!enc.complete());
        // Building on demand does not make unequal values equal: t(0) against u(1).
        let u1 = enc
            .tensor_app(pos("u"), vec![Int::from_i64(1)])
            .expect("u(1)")
            .to_dynamic();
        let mut on_demand = OnDemand::new(&mut enc);
        assert!(proves(&t, &u1, &mut on_demand, &[], limit).is_err());
    }

    /// On demand, the count bound is lifted but not the depth bound on recurrences: with a
    /// depth bound of 1, `f.s1(x, r)` (one step of the running sum's recurrence) unfolds; the
    /// recursive applications its instances mention (two steps) do not, the non-recursive
    /// ones (the input wrapper `in_im`) do, and so does a base case at a constant index.
    #[test]
    fn instances_on_demand_keep_the_depth_bound() {
        use crate::presburger::TemplateInterner;
        use crate::smt::FloatMode;
        let sare_text =
            std::fs::read_to_string("tests/corpus/running_sum/algorithm.sare").expect("corpus");
        let sare = built_sare(&sare_text);
        let templates = TemplateInterner::new();
        let pos = |name: &str| tensor_position(&sare, name);
        let mut enc = Encoder::new(FloatMode::Real, &sare, &templates, 1, 0);
        let (x, r) = (Int::new_const("x"), Int::new_const("r"));
        let f = enc
            .tensor_app(pos("f.s1"), vec![x, r])
            .expect("f.s1(x, r)")
            .to_dynamic();
        enc.instantiate().expect("instantiates");
        assert!(enc.instances_by_app.is_empty(), "the count bound is 0");
        let mut on_demand = OnDemand::new(&mut enc);
        let defs = on_demand.instances_of(&f).expect("one step unfolds");
        assert!(!defs.is_empty());
        let met: Vec<(Dynamic, usize)> = on_demand
            .depths
            .iter()
            .map(|(t, d)| (t.clone(), *d))
            .collect();
        let name = |t: &Dynamic| t.decl().name();
        assert!(
            met.iter().any(|(t, d)| name(t) == "T:in_im:0" && *d == 1),
            "{met:?}"
        );
        assert!(met.iter().any(|(_, d)| *d == 2), "{met:?}");
        for (t, d) in &met {
            let unfolds = on_demand.instances_of(t).is_some();
            assert_eq!(unfolds, *d <= 1, "{t} at depth {d}");
        }
        // Beyond the bound, a base case whose one equation holds outright still unfolds.
        let base = on_demand
            .enc
            .tensor_term(pos("f.s1"), &[Int::new_const("x"), Int::from_i64(0)])
            .expect("f.s1(x, 0)")
            .1;
        on_demand.depths.insert(base.simplify(), 2);
        let defs = on_demand
            .instances_of(&base)
            .expect("the base case unfolds");
        assert_eq!(defs.len(), 1);
    }
}
