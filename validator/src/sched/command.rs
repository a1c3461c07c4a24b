//! Commands of SCHED (thesis Fig. 4.2) and the lowered program.
//!
//! ```text
//! c ::= skip | c1 ; c2 | a[ι1,…,ιn] {t} := e | if ι then c1 else c2 | let x = ι in c
//!     | allocate a : τ[ι1 × … × ιn] in c | for x < ι do c | par x < ι do c
//!     | assume ι in c
//! ```
//! `assume ι in c` is the extension for Halide's `assert`: `ι` holds throughout `c` (an
//! execution where it fails stops at the assertion and writes nothing more). Every node
//! carries an [`Origin`] naming where it came from in the annotated program.

use super::index::{Cond, Index};
use super::term::Term;
use super::value::Value;
use crate::ir::{ForKind, Type};
use std::fmt;

/// Where a core node comes from: the enclosing Halide loop variables (outermost first),
/// e.g. `blur_y.s0.y.y > blur_y.s0.x.x`, and a label for the node itself.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Origin {
    /// Enclosing loop variables (Halide names; lane loops appear as their lane variable).
    pub path: Vec<String>,
    /// What the node is, e.g. `store f`, `if`, `assert`, `let t`.
    pub label: String,
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str("<top>")?;
        } else {
            f.write_str(&self.path.join(" > "))?;
        }
        if !self.label.is_empty() {
            write!(f, ": {}", self.label)?;
        }
        Ok(())
    }
}

/// The prophetic annotation t = `Func.stage[.k](ι…)` of an assignment (thesis §4.1,
/// typed by T-TENSOR): the specification tensor element whose value the assignment writes.
#[derive(Clone, Debug, PartialEq)]
pub struct Prophecy {
    /// The Func.
    pub func: String,
    /// Its definition: 0 pure, `k` the `k`-th update.
    pub stage: u32,
    /// Element of a tuple-valued Func.
    pub value_index: Option<u32>,
    /// Affine arguments: pure site coordinates (the Func's own, absolute coordinates),
    /// then the recurrence variables of the stage.
    pub args: Vec<Index>,
}

/// An assignment `a[ι1,…,ιn] {t} := e`.
#[derive(Clone, Debug, PartialEq)]
pub struct Assign {
    /// The array written.
    pub array: String,
    /// Multidimensional index (affine).
    pub index: Vec<Index>,
    /// The flat index of the same element, if the program gave one (thesis §9.7).
    pub flat: Option<Term>,
    /// The prophetic annotation; `None` when the compiler attached none (the evaluator must
    /// then answer UNKNOWN for this write).
    pub annotation: Option<Prophecy>,
    /// The value written (scalar, of the array's element type).
    pub value: Value,
}

/// An asserted bound on a product of two integer variables, `x · y ≤ max` with `max ≥ 0`,
/// computed without overflow (Halide's `int64(b.extent.1) * int64(b.extent.0) <= 2^31 − 1`,
/// see `product.rs`): wherever `x ≥ l ≥ 1` it gives `y ≤ ⌊max / l⌋` (if `y ≥ 0`,
/// `l · y ≤ x · y ≤ max`; otherwise `y < 0 ≤ ⌊max / l⌋`), and symmetrically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProductBound {
    /// One factor.
    pub x: String,
    /// The other factor.
    pub y: String,
    /// The bound.
    pub max: i64,
}

/// The shape `τ[ι1 × … × ιn]` of an allocation.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// Extents per dimension (innermost first, as in Halide), affine.
    Known(Vec<Index>),
    /// The program gave no extents although the array is accessed with `dims` indices: the
    /// in-bounds check cannot be decided (UNKNOWN).
    Unknown {
        /// Number of dimensions of the accesses.
        dims: usize,
    },
}

/// Where a core loop comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum LoopSource {
    /// A Halide loop `for (name, min, extent)`: the core variable ranges over `[0, extent)`
    /// and `name = var + min` has been substituted in the body.
    Halide {
        /// The Halide loop variable.
        name: String,
        /// Its minimum (affine).
        min: Index,
        /// The Halide loop kind.
        kind: ForKind,
    },
    /// The lanes of a vector statement (ramps, broadcasts, shuffles).
    Lanes {
        /// Number of lanes.
        lanes: u16,
    },
    /// One level of a fused loop `name` over `f0 × f1 × …` recovered as nested loops
    /// (thesis §6): `name = d0 + f0·(d1 + f1·(…))`.
    Fused {
        /// The Halide fused loop variable.
        name: String,
        /// Which digit (0 = innermost loop).
        level: usize,
        /// The Halide loop kind.
        kind: ForKind,
    },
}

/// A loop `for x < ι do c` or `par x < ι do c` (0 ≤ x < ι).
#[derive(Clone, Debug, PartialEq)]
pub struct Loop {
    /// The core loop variable.
    pub var: String,
    /// Number of iterations (affine).
    pub extent: Index,
    /// Body.
    pub body: Box<Command>,
    /// Where the loop comes from.
    pub source: LoopSource,
}

/// A SCHED command (thesis Fig. 4.2).
#[derive(Clone, Debug, PartialEq)]
pub enum CommandKind {
    /// `skip`.
    Skip,
    /// `c1 ; c2 ; …` (never nested, never fewer than two elements when built by the lowering).
    Seq(Vec<Command>),
    /// `c1 ‖ c2 ‖ …`: assignments whose values and indices are all evaluated in the state
    /// before the first, then stored in order (the components of a Tuple update, whose values
    /// Halide computes before it stores any).
    Simultaneous(Vec<Command>),
    /// `a[ι…] {t} := e`.
    Assign(Box<Assign>),
    /// `if ι then c1 else c2`.
    If {
        /// Affine condition.
        cond: Cond<Index>,
        /// Then branch.
        then_c: Box<Command>,
        /// Else branch.
        else_c: Box<Command>,
    },
    /// `let x = ι in c`.
    Let {
        /// Variable.
        var: String,
        /// Affine value.
        value: Index,
        /// Scope.
        body: Box<Command>,
    },
    /// `allocate a : τ[ι1 × … × ιn] in c`.
    Allocate {
        /// Array name.
        array: String,
        /// Element type.
        elem: Type,
        /// Shape.
        shape: Shape,
        /// Scope.
        body: Box<Command>,
    },
    /// `for x < ι do c` (sequential).
    For(Loop),
    /// `par x < ι do c` (parallel).
    Par(Loop),
    /// `assume ι in c`: ι holds throughout c (from a Halide `assert`).
    Assume {
        /// The affine part of the asserted condition.
        cond: Cond<Index>,
        /// Conjuncts of the assertion that are not affine, printed. Dropping them only weakens
        /// the assumption, which is sound; they are listed for reports.
        dropped: Vec<String>,
        /// Conjuncts of the assertion of the form `x · y ≤ max` (see [`ProductBound`]), among
        /// the dropped ones: exact facts the evaluator uses where it knows a lower bound of a
        /// factor.
        products: Vec<ProductBound>,
        /// Conditions that hold wherever the effect of the body matters (the other assertions
        /// of the same run, which hold on every path past it): `cond` may be simplified under
        /// them, but they are not part of it (`true` when there are none).
        context: Cond<Index>,
        /// Scope.
        body: Box<Command>,
    },
}

/// A command with its origin.
#[derive(Clone, Debug, PartialEq)]
pub struct Command {
    /// The command.
    pub kind: CommandKind,
    /// Where it comes from.
    pub origin: Origin,
}

impl Command {
    /// `skip`.
    pub fn skip(origin: Origin) -> Command {
        Command {
            kind: CommandKind::Skip,
            origin,
        }
    }

    /// Sequence with nested sequences flattened and `skip`s removed.
    pub fn seq(cmds: Vec<Command>, origin: Origin) -> Command {
        let mut out = Vec::new();
        for c in cmds {
            match c.kind {
                CommandKind::Skip => {}
                CommandKind::Seq(inner) => out.extend(inner),
                _ => out.push(c),
            }
        }
        match out.len() {
            0 => Command::skip(origin),
            1 => out
                .pop()
                .unwrap_or_else(|| Command::skip(Origin::default())),
            _ => Command {
                kind: CommandKind::Seq(out),
                origin,
            },
        }
    }

    /// Visits this command and all commands below it, pre-order.
    pub fn walk<'a>(&'a self, f: &mut impl FnMut(&'a Command)) {
        f(self);
        match &self.kind {
            CommandKind::Skip | CommandKind::Assign(_) => {}
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => {
                cs.iter().for_each(|c| c.walk(f))
            }
            CommandKind::If { then_c, else_c, .. } => {
                then_c.walk(f);
                else_c.walk(f);
            }
            CommandKind::Let { body, .. }
            | CommandKind::Allocate { body, .. }
            | CommandKind::Assume { body, .. } => body.walk(f),
            CommandKind::For(l) | CommandKind::Par(l) => l.body.walk(f),
        }
    }

    /// All assignments, pre-order.
    pub fn assigns(&self) -> Vec<&Assign> {
        let mut out = Vec::new();
        self.walk(&mut |c| {
            if let CommandKind::Assign(a) = &c.kind {
                out.push(a.as_ref());
            }
        });
        out
    }

    /// The arrays the assignments of this command read (the only part of the heap its
    /// evaluation consults: values are the only place an array is read).
    pub fn read_arrays(&self) -> std::collections::BTreeSet<String> {
        let mut out = std::collections::BTreeSet::new();
        for a in self.assigns() {
            for (_, r) in a.value.reads() {
                out.insert(r.array.clone());
            }
        }
        out
    }
}

/// An input or output array of the pipeline: `a : τ[name.extent.0 × …]`, indexed from 0
/// (core coordinate = Func coordinate − `name.min.k`).
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayDecl {
    /// Name.
    pub name: String,
    /// Element type.
    pub elem: Type,
    /// Extents (`name.extent.k`).
    pub extents: Vec<Index>,
}

/// A parameter of the core program (shared prefix Γ_P of all contexts, thesis §4.4).
#[derive(Clone, Debug, PartialEq)]
pub struct CoreParam {
    /// Name.
    pub name: String,
    /// Halide type; integer parameters are affine variables (𝔸).
    pub ty: Type,
}

/// A program in the SCHED core language.
#[derive(Clone, Debug, PartialEq)]
pub struct CoreProgram {
    /// Pipeline name.
    pub pipeline: String,
    /// Parameters: scalar params, buffer symbols (`name.min.k`, `name.extent.k`,
    /// `name.stride.k`) and other free symbols.
    pub params: Vec<CoreParam>,
    /// Input arrays.
    pub inputs: Vec<ArrayDecl>,
    /// Output arrays.
    pub outputs: Vec<ArrayDecl>,
    /// The body.
    pub body: Command,
    /// Assumptions the lowering made about how the pipeline is called (e.g. that the call is
    /// not a bounds query), reported with every verdict.
    pub assumptions: Vec<String>,
}
