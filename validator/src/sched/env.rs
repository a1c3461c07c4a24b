//! The lowering's view of names in scope: what each Halide variable stands for in the core
//! language, which arrays exist, the path facts and the loop-nest path for reports.

use super::error::LowerError;
use super::facts::Facts;
use super::index::Index;
use crate::ir::{Expr, Type};
use std::collections::HashMap;
use std::rc::Rc;

/// What a Halide variable stands for.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A core affine variable of the same name (parameter, loop iterator with minimum 0,
    /// affine `let`, lane variable), of the given integer type.
    Core(Type),
    /// A Halide loop variable with a non-zero minimum: `name = var' + min`.
    Shifted(Index),
    /// A pure `let` that is not an affine scalar: expanded at every use (values, vectors,
    /// Booleans, non-affine integers).
    Inline(Rc<Expr>),
    /// A fused loop variable `F` over `outer × inner`: only `F / inner_extent` (the outer
    /// core variable) and `F % inner_extent` (the inner one) are allowed.
    Fused(Rc<FusedVar>),
    /// A non-integer parameter (float, handle, bool), usable in values only.
    Value(Type),
}

/// A fused loop variable being lowered as two nested loops (thesis §6).
#[derive(Debug)]
pub struct FusedVar {
    /// Core variable of the outer loop.
    pub outer: String,
    /// Core variable of the inner loop.
    pub inner: String,
    /// Extent of the inner loop (the divisor of the pattern).
    pub inner_extent: Index,
    /// Set when the body divides the fused variable by something else.
    pub mismatch: std::cell::Cell<bool>,
}

/// Array information: element type and number of dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArrayInfo {
    /// Element type.
    pub elem: Type,
    /// Number of dimensions.
    pub dims: usize,
}

/// Scoped state of the lowering. Names are never shadowed: binding a name that is already
/// bound is refused, so expanding an inlined `let` can never capture a different binding.
#[derive(Clone, Debug, Default)]
pub struct Env {
    vars: HashMap<String, Binding>,
    arrays: HashMap<String, ArrayInfo>,
    /// Path facts (thesis Γ's Boolean assumptions).
    pub facts: Facts,
    /// Enclosing Halide loop variables, outermost first.
    pub path: Vec<String>,
}

impl Env {
    /// The binding of `name`.
    pub fn var(&self, name: &str) -> Option<&Binding> {
        self.vars.get(name)
    }

    /// True when `name` is bound as a variable.
    pub fn is_bound(&self, name: &str) -> bool {
        self.vars.contains_key(name)
    }

    /// Binds `name`; refuses to shadow.
    pub fn bind(&mut self, name: &str, b: Binding) -> Result<(), LowerError> {
        if self.vars.contains_key(name) {
            return Err(LowerError::Unsupported {
                what: "shadowed name".into(),
                at: format!("{}: `{name}` is bound twice", self.path_string()),
            });
        }
        self.vars.insert(name.to_string(), b);
        Ok(())
    }

    /// Removes the binding of `name`.
    pub fn unbind(&mut self, name: &str) {
        self.vars.remove(name);
    }

    /// The array `name`.
    pub fn array(&self, name: &str) -> Option<ArrayInfo> {
        self.arrays.get(name).copied()
    }

    /// Declares an array; refuses to shadow.
    pub fn declare_array(&mut self, name: &str, info: ArrayInfo) -> Result<(), LowerError> {
        if self.arrays.contains_key(name) {
            return Err(LowerError::Unsupported {
                what: "shadowed buffer".into(),
                at: format!("{}: `{name}` is allocated twice", self.path_string()),
            });
        }
        self.arrays.insert(name.to_string(), info);
        Ok(())
    }

    /// Ends the scope of array `name`.
    pub fn drop_array(&mut self, name: &str) {
        self.arrays.remove(name);
    }

    /// The loop-nest path, e.g. `f.s0.y > f.s0.x`, or `<top>`.
    pub fn path_string(&self) -> String {
        if self.path.is_empty() {
            "<top>".into()
        } else {
            self.path.join(" > ")
        }
    }
}
