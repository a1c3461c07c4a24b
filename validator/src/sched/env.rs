//! The lowering's view of names in scope: what each Halide variable stands for in the core
//! language, which arrays exist, the path facts and the loop-nest path for reports.

use super::error::LowerError;
use super::facts::Facts;
use super::index::Index;
use super::layout::Layout;
use crate::ir::{Expr, Type};
use std::collections::HashMap;
use std::rc::Rc;

/// What a Halide variable stands for.
#[derive(Clone, Debug)]
pub enum Binding {
    /// A core affine variable of the same name (integer parameter, loop iterator with
    /// minimum 0, affine `let`, lane variable).
    Core,
    /// A Halide loop variable with a non-zero minimum: `name = var' + min`.
    Shifted(Index),
    /// A pure `let` that is not an affine scalar: expanded at every use (values, vectors,
    /// Booleans, non-affine integers).
    Inline(Rc<Expr>),
    /// A fused loop variable (or a `let` alias of part of one) over a product of extents:
    /// only divisions and modulos by products of its innermost extents are allowed.
    Fused(Rc<FusedVar>),
    /// A non-integer parameter (float, handle, bool), usable in values only.
    Value(Type),
}

/// A fused loop variable being lowered as nested loops (thesis §6): it stands for the
/// mixed-radix number `d0 + f0·(d1 + f1·(d2 + …))` of the core loop variables `digits` with
/// extents `factors`, innermost first. `F % (f0·…·fk−1)` is the number of the first `k`
/// digits and `F / (f0·…·fk−1)` the number of the others; a number of one digit is that
/// core variable.
#[derive(Debug)]
pub struct FusedVar {
    /// Core loop variables, innermost first (at least two).
    pub digits: Vec<String>,
    /// Their extents, innermost first, same length as `digits`.
    pub factors: Vec<Index>,
    /// Set when the body divides the fused variable by something that is not a product of
    /// its innermost extents in this order (shared by all parts of one fused loop).
    pub mismatch: Rc<std::cell::Cell<bool>>,
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
    layouts: HashMap<String, Layout>,
    /// Values of the affine `let`s in scope (core `let` variables), for delinearization.
    let_values: HashMap<String, Index>,
    /// Path facts (thesis Γ's Boolean assumptions).
    pub facts: Facts,
    /// Enclosing Halide loop variables, outermost first.
    pub path: Vec<String>,
    /// Parameters fixed by a user assumption `p == c` on the path ([`Env::pin`]).
    pins: HashMap<String, i64>,
}

impl Env {
    /// The binding of `name`.
    pub fn var(&self, name: &str) -> Option<&Binding> {
        self.vars.get(name)
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
        self.let_values.remove(name);
    }

    /// Fixes the parameter `name` to `value` until [`Env::unpin`]: the assumption `name ==
    /// value` holds on the path, so every use of `name` lowers to the constant (exact on the
    /// path; the binding itself stays [`Binding::Core`]).
    pub fn pin(&mut self, name: &str, value: i64) {
        self.pins.insert(name.to_string(), value);
    }

    /// Ends a [`Env::pin`].
    pub fn unpin(&mut self, name: &str) {
        self.pins.remove(name);
    }

    /// The value `name` is pinned to, if any.
    pub fn pinned(&self, name: &str) -> Option<i64> {
        self.pins.get(name).copied()
    }

    /// The array `name`.
    pub fn array(&self, name: &str) -> Option<ArrayInfo> {
        self.arrays.get(name).copied()
    }

    /// The memory layout of array `name`.
    pub fn layout(&self, name: &str) -> Option<&Layout> {
        self.layouts.get(name)
    }

    /// The value of the affine `let` variable `name`, if it is one.
    pub fn let_value(&self, name: &str) -> Option<&Index> {
        self.let_values.get(name)
    }

    /// Records the value of an affine `let` variable (until [`Env::unbind`]).
    pub fn set_let_value(&mut self, name: &str, value: Index) {
        self.let_values.insert(name.to_string(), value);
    }

    /// Declares an array with its layout; refuses to shadow.
    pub fn declare_array(
        &mut self,
        name: &str,
        info: ArrayInfo,
        layout: Layout,
    ) -> Result<(), LowerError> {
        if self.arrays.contains_key(name) {
            return Err(LowerError::Unsupported {
                what: "shadowed buffer".into(),
                at: format!("{}: `{name}` is allocated twice", self.path_string()),
            });
        }
        self.arrays.insert(name.to_string(), info);
        self.layouts.insert(name.to_string(), layout);
        Ok(())
    }

    /// Ends the scope of array `name`.
    pub fn drop_array(&mut self, name: &str) {
        self.arrays.remove(name);
        self.layouts.remove(name);
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
