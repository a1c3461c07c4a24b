//! Model of a Halide algorithm (thesis §2.4.3): inputs, parameters, Funcs with pure and
//! update definitions, outputs with their requested regions, and assumptions.

use crate::ir::{BufferDecl, Expr, Type};

/// The version of the `.sare` format this library reads and writes.
pub const SARE_VERSION: u32 = 1;

/// A scalar parameter with its optional bounds and estimate (`Param<T>` in Halide).
#[derive(Clone, Debug, PartialEq)]
pub struct SpecParam {
    /// Name, in scope as a variable.
    pub name: String,
    /// Scalar type.
    pub ty: Type,
    /// Lower bound (`set_range` / generator `min`), of the parameter's type.
    pub min: Option<Expr>,
    /// Upper bound, of the parameter's type.
    pub max: Option<Expr>,
    /// Estimate given to autoschedulers, of the parameter's type.
    pub estimate: Option<Expr>,
}

/// An interval given by its first value and its number of values.
#[derive(Clone, Debug, PartialEq)]
pub struct Range {
    /// First value (int32).
    pub min: Expr,
    /// Number of values (int32).
    pub extent: Expr,
}

/// A reduction variable: one dimension of an RDom.
#[derive(Clone, Debug, PartialEq)]
pub struct RVarDef {
    /// Variable name (e.g. `r.x` or `r$x`), int32 in the update's scope.
    pub name: String,
    /// First value.
    pub min: Expr,
    /// Number of values.
    pub extent: Expr,
}

/// An update definition `f(args) = values` over an RDom.
#[derive(Clone, Debug, PartialEq)]
pub struct UpdateDef {
    /// Reduction variables in Halide's order: the first one is the innermost loop.
    pub rvars: Vec<RVarDef>,
    /// `where` predicates of the RDom (all must hold).
    pub predicates: Vec<Expr>,
    /// Left-hand-side arguments (int32, over the pure variables and the rvars).
    pub args: Vec<Expr>,
    /// Right-hand side, one value per tuple element.
    pub values: Vec<Expr>,
}

/// A Func: pure definition, updates, specializations.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncDef {
    /// Func name.
    pub name: String,
    /// Pure variables (int32), in argument order.
    pub pure_vars: Vec<String>,
    /// Value types, one per tuple element.
    pub types: Vec<Type>,
    /// Pure definition, one value per tuple element.
    pub values: Vec<Expr>,
    /// Update definitions in order (stage `k` is `updates[k - 1]`).
    pub updates: Vec<UpdateDef>,
    /// Specialization conditions, in the order they were declared.
    pub specializations: Vec<Expr>,
}

/// A pipeline output: a buffer that receives one element of a Func over a region.
#[derive(Clone, Debug, PartialEq)]
pub struct OutputDecl {
    /// The output buffer (its symbols are in scope).
    pub buffer: BufferDecl,
    /// The Func realized into it.
    pub func: String,
    /// Which tuple element of the Func.
    pub value_index: u32,
    /// Requested region, one range per dimension.
    pub region: Vec<Range>,
}

/// Where an assumption comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssumptionKind {
    /// A buffer constraint (`dim(k).set_min(…)`, `set_stride`, `set_extent`, …).
    BufferConstraint,
    /// A precondition the pipeline checks (`require`, generator param ranges, …).
    Precondition,
}

/// A fact the validator may assume about parameters and buffers.
#[derive(Clone, Debug, PartialEq)]
pub struct Assumption {
    /// Origin of the fact.
    pub kind: AssumptionKind,
    /// Scalar bool condition over parameters and buffer symbols.
    pub cond: Expr,
}

/// A `.sare` file: the algorithm of one pipeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Algorithm {
    /// Format version.
    pub version: u32,
    /// Pipeline name.
    pub pipeline: String,
    /// Halide target string.
    pub target: String,
    /// Scalar parameters.
    pub params: Vec<SpecParam>,
    /// Input buffers (called as images `in(x, y)`).
    pub inputs: Vec<BufferDecl>,
    /// Outputs.
    pub outputs: Vec<OutputDecl>,
    /// Funcs in file order.
    pub funcs: Vec<FuncDef>,
    /// Assumptions.
    pub assumptions: Vec<Assumption>,
}

impl Algorithm {
    /// The Func called `name`.
    pub fn func(&self, name: &str) -> Option<&FuncDef> {
        self.funcs.iter().find(|f| f.name == name)
    }
}
