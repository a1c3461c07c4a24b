//! Data model of a System of Affine Recurrence Equations obtained from a Halide algorithm
//! (thesis §2.2 for SAREs, §2.4.4 for the reduction).
//!
//! Every Func `f` gives one tensor per definition and per tuple component — `f.s0` for the
//! pure definition (thesis `A_0`), `f.sK` for the `K`-th update (`A_K`, with one extra index
//! per recurrence variable) — and the final tensor `f` (`A^S`) that other Funcs read. Each
//! tensor is defined by equations `tensor(index vars) = rhs` whose guards are pairwise
//! disjoint and cover the whole index space. Right-hand sides are [`Expr`]s in which a tensor
//! access is a `CallKind::Func` call naming the tensor (its `value_index` is the tuple
//! component), an input buffer access is a `CallKind::Image` call and parameters are
//! variables.

use crate::ir::{BufferDecl, Expr, Type};
use crate::spec::{Assumption, OutputDecl, RVarDef};
use std::fmt;

/// Which definition of a Func a tensor stands for (thesis §2.4.3 stage indices).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    /// Definition `k`: 0 is the pure definition (`A_0`), `k ≥ 1` the `k`-th update (`A_k`).
    Def(u32),
    /// The value after all definitions (`A^S`, thesis stage index `F`).
    Final,
}

/// Identifies a tensor: Func, stage and tuple component.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TensorId {
    /// The Func.
    pub func: String,
    /// The stage.
    pub stage: Stage,
    /// The tuple component (0 for single-valued Funcs).
    pub component: u32,
}

impl TensorId {
    /// The name of the tensor as it appears in right-hand sides: `f.sK` for stage `K`, `f`
    /// for the final tensor (the component is the call's `value_index`).
    pub fn name(&self) -> String {
        match self.stage {
            Stage::Def(k) => format!("{}.s{k}", self.func),
            Stage::Final => self.func.clone(),
        }
    }
}

impl fmt::Display for TensorId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name())?;
        if self.component != 0 {
            write!(f, "[{}]", self.component)?;
        }
        Ok(())
    }
}

/// What an index variable of a tensor ranges over.
#[derive(Clone, Debug, PartialEq)]
pub enum IndexKind {
    /// The Func's argument at this position (a pure variable of the Func); unbounded.
    Pure,
    /// A recurrence variable of the stage (thesis §2.4.4: "one extra index per recurrence
    /// variable"); the recurrence domain is `min <= v < min + extent`. Outside it the tensor
    /// holds the value of the previous stage.
    Recurrence(RVarDef),
}

/// An index variable of a tensor (`int32`).
#[derive(Clone, Debug, PartialEq)]
pub struct IndexVar {
    /// Name: the Func's pure variable, or the RVar's name.
    pub name: String,
    /// Pure position or recurrence variable.
    pub kind: IndexKind,
}

/// The construction rule that produced an equation; each names the thesis rule it follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// `A_0(x) = e` from the pure definition (§2.4.4).
    Pure,
    /// In the recurrence domain, at a cell the update writes and where the filter holds:
    /// `A_k(x, r) = e` with self-accesses at the predecessor `r'` of `r` (§2.4.4).
    Step,
    /// In the recurrence domain, at a cell the update does not write or where the filter is
    /// false: `A_k(x, r) = A_k(x, r')` (§2.4.4, "filter" and "indices depending on the
    /// reduction variables").
    Keep,
    /// Outside the recurrence domain: the final value of the previous stage (§2.4.4,
    /// "outside the reduction domain, we replicate the last value of the previous stage").
    Before,
    /// `A^S(x) = A_n(x, last)` (§2.4.4), `last` the lexicographically last recurrence point
    /// (below the domain when it is empty).
    Final,
}

impl Rule {
    /// A short name for printing and diagnostics.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Pure => "pure",
            Rule::Step => "step",
            Rule::Keep => "keep",
            Rule::Before => "before",
            Rule::Final => "final",
        }
    }
}

/// One equation `tensor(index vars) = rhs` for the index points where every guard holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Equation {
    /// Conjunction of quasi-affine conditions over the tensor's index variables and the
    /// parameters (empty = true).
    pub guard: Vec<Expr>,
    /// Right-hand side, of the tensor's value type.
    pub rhs: Expr,
    /// The rule that produced it.
    pub rule: Rule,
}

/// A tensor of the SARE with its defining equations.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Func, stage, component.
    pub id: TensorId,
    /// Index variables: the Func's pure variables in argument order, then (for updates) one
    /// per recurrence variable in RDom order (the first RVar is the innermost loop).
    pub index: Vec<IndexVar>,
    /// Value type.
    pub ty: Type,
    /// True if the Func is tuple-valued (accesses then name their component).
    pub tuple: bool,
    /// Equations; their guards are pairwise disjoint and their union is the whole index
    /// space, for every value of the parameters.
    pub equations: Vec<Equation>,
}

impl Tensor {
    /// The names of the index variables.
    pub fn index_names(&self) -> Vec<String> {
        self.index.iter().map(|v| v.name.clone()).collect()
    }

    /// The recurrence variables (empty for pure and final tensors).
    pub fn rvars(&self) -> Vec<&RVarDef> {
        self.index
            .iter()
            .filter_map(|v| match &v.kind {
                IndexKind::Recurrence(r) => Some(r),
                IndexKind::Pure => None,
            })
            .collect()
    }
}

/// A free scalar symbol of the equations: a parameter or a buffer symbol (`in.min.0`, …).
#[derive(Clone, Debug, PartialEq)]
pub struct Symbol {
    /// Name.
    pub name: String,
    /// Scalar type.
    pub ty: Type,
    /// True for a scalar parameter, false for a buffer symbol.
    pub is_param: bool,
}

/// A specialization of a Func (thesis §9.6: kept as a path condition). The `.sare` model
/// carries only the condition; the definitions under it are the Func's definitions.
#[derive(Clone, Debug, PartialEq)]
pub struct Specialization {
    /// The Func.
    pub func: String,
    /// The condition, over parameters.
    pub cond: Expr,
}

/// The SARE of one pipeline (thesis §2.4.4).
#[derive(Clone, Debug, PartialEq)]
pub struct Sare {
    /// Pipeline name.
    pub pipeline: String,
    /// Parameters and buffer symbols the equations may mention.
    pub symbols: Vec<Symbol>,
    /// Input tensors (the algorithm's input buffers), never defined by an equation.
    pub inputs: Vec<BufferDecl>,
    /// Funcs in dependency order (a Func comes after every Func it reads).
    pub funcs: Vec<String>,
    /// Tensors in dependency order: per Func, stage 0, 1, …, then the final tensor, each with
    /// its components in order.
    pub tensors: Vec<Tensor>,
    /// The pipeline outputs (each reads the final tensor of its Func).
    pub outputs: Vec<OutputDecl>,
    /// Facts about parameters and buffers: the algorithm's constraints and requirements, and
    /// the declared parameter ranges.
    pub assumptions: Vec<Assumption>,
    /// Specializations, recorded as path conditions to expose.
    pub specializations: Vec<Specialization>,
}

impl Sare {
    /// The tensor `id`.
    pub fn tensor(&self, id: &TensorId) -> Option<&Tensor> {
        self.tensors.iter().find(|t| &t.id == id)
    }

    /// The position of tensor `id` in [`Sare::tensors`].
    pub fn tensor_pos(&self, id: &TensorId) -> Option<usize> {
        self.tensors.iter().position(|t| &t.id == id)
    }

    /// The tensor a right-hand-side access `name(…)[component]` refers to.
    pub fn tensor_named(&self, name: &str, component: u32) -> Option<&Tensor> {
        self.tensor_pos_named(name, component)
            .map(|k| &self.tensors[k])
    }

    /// The position of the tensor a right-hand-side access `name(…)[component]` refers to.
    pub fn tensor_pos_named(&self, name: &str, component: u32) -> Option<usize> {
        self.tensors
            .iter()
            .position(|t| t.id.component == component && t.id.name() == name)
    }

    /// The input buffer `name`.
    pub fn input(&self, name: &str) -> Option<&BufferDecl> {
        self.inputs.iter().find(|b| b.name == name)
    }

    /// The number of definitions (pure + updates) of Func `func`, if it exists.
    pub fn stage_count(&self, func: &str) -> Option<u32> {
        let n = self
            .tensors
            .iter()
            .filter(|t| t.id.func == func && t.id.component == 0)
            .filter(|t| matches!(t.id.stage, Stage::Def(_)))
            .count();
        (n > 0).then_some(n as u32)
    }
}
