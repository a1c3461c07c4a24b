//! Outcomes of symbolic evaluation: failed side conditions with witnesses, undecided checks,
//! and the verification conditions left to the SMT layer (failures explain themselves:
//! ARCHITECTURE.md, invariant 6).

use std::fmt;

use crate::presburger::{Constraints, Point};

/// The side condition that failed. The order of the variants is the order in which reports
/// list failures: side conditions of the evaluation rules before value constraints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CheckKind {
    /// S-ASSIGN in-bounds: a write outside the allocation of its array.
    OutOfBoundsWrite,
    /// S-ASSIGN reads-defined: a read of a cell that holds no value (⊥).
    UndefinedRead,
    /// S-PARLOOP rw-safe: an iteration reads a cell another iteration writes.
    ReadWriteRace,
    /// S-PARLOOP ww-covered: two iterations write different values to one cell.
    WriteWriteConflict,
    /// The output check: a cell of the requested output region is never written.
    UncoveredOutput,
    /// S-ASSIGN value constraint `⟦e⟧_h = decompose(t)` (or the output value) is false.
    ValueMismatch,
}

impl CheckKind {
    /// Short name used in reports.
    pub fn name(self) -> &'static str {
        match self {
            CheckKind::OutOfBoundsWrite => "out-of-bounds write",
            CheckKind::UndefinedRead => "read of undefined memory",
            CheckKind::ReadWriteRace => "read-write race",
            CheckKind::WriteWriteConflict => "write-write conflict",
            CheckKind::UncoveredOutput => "uncovered output",
            CheckKind::ValueMismatch => "value mismatch",
        }
    }
}

impl fmt::Display for CheckKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a check happened: the program node and its enclosing loops.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Location {
    /// Enclosing loops, outermost first (Halide names).
    pub loop_path: Vec<String>,
    /// The node, e.g. `store f`.
    pub node: String,
    /// The array (buffer) concerned, if any.
    pub array: Option<String>,
    /// The specification tensor concerned (the prophecy), if any.
    pub spec: Option<String>,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.loop_path.is_empty() {
            f.write_str("<top>")?;
        } else {
            f.write_str(&self.loop_path.join(" > "))?;
        }
        if !self.node.is_empty() {
            write!(f, ": {}", self.node)?;
        }
        Ok(())
    }
}

/// A concrete witness of a failed check: parameter (and loop variable) values, and the cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Witness {
    /// Values of parameters and loop variables, by name.
    pub params: Vec<(String, i64)>,
    /// The array and indices of the cell, if the check is about a cell.
    pub cell: Option<(String, Vec<i64>)>,
}

impl Witness {
    /// From an isl sample point.
    pub fn from_point(p: &Point) -> Witness {
        Witness {
            params: p.params.clone(),
            cell: p.tuple.clone().map(|t| (t, p.coords.clone())),
        }
    }
}

impl fmt::Display for Witness {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ps: Vec<String> = self
            .params
            .iter()
            .map(|(n, v)| format!("{n} = {v}"))
            .collect();
        f.write_str(&ps.join(", "))?;
        if let Some((a, is)) = &self.cell {
            let is: Vec<String> = is.iter().map(i64::to_string).collect();
            write!(f, "; cell {a}[{}]", is.join(", "))?;
        }
        Ok(())
    }
}

/// A failed side condition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The check.
    pub check: CheckKind,
    /// Where.
    pub location: Location,
    /// A concrete counterexample (from an isl sample or a Z3 model).
    pub witness: Option<Witness>,
    /// Further explanation (spec vs computed expression, Z3 model values…).
    pub detail: String,
}

impl Failure {
    /// Whether this is a read of a never-written cell inside its allocation: a finding that
    /// alone decides nothing (Halide discards the values it over-computes; the garbage
    /// evaluation decides whether an output depends on them).
    pub fn is_unwritten_read(&self) -> bool {
        self.check == CheckKind::UndefinedRead && self.detail == super::rules::NEVER_WRITTEN_INSIDE
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at {}", self.check, self.location)?;
        if let Some(w) = &self.witness {
            write!(f, "\n  witness: {w}")?;
        }
        if !self.detail.is_empty() {
            write!(f, "\n  {}", self.detail.replace('\n', "\n  "))?;
        }
        Ok(())
    }
}

/// A check that could not be decided (isl resource limit, unsupported construct…).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undecided {
    /// Where.
    pub location: Location,
    /// Why.
    pub reason: String,
}

impl fmt::Display for Undecided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.reason)
    }
}

/// What a verification condition expresses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObligationKind {
    /// S-ASSIGN: the value written equals the prophecy.
    Assign,
    /// S-PARLOOP ww-covered: values written to one cell by several iterations agree.
    WriteWrite,
    /// The output check: the final output cell equals the output Func.
    Output,
}

impl ObligationKind {
    /// The check reported when the condition is false.
    pub fn check(self) -> CheckKind {
        match self {
            ObligationKind::Assign | ObligationKind::Output => CheckKind::ValueMismatch,
            ObligationKind::WriteWrite => CheckKind::WriteWriteConflict,
        }
    }
}

/// A set of equalities `E1⟨j⟩ = E2⟨k⟩` produced by one rule instance (thesis §5.4, the `C` of
/// `Γ; h ⊢ C ⟹ c`). For assignments the left-hand side is the computed value `⟦e⟧_h` and the
/// right-hand side the prophecy.
pub struct Obligation {
    /// What it expresses.
    pub kind: ObligationKind,
    /// Where it comes from.
    pub location: Location,
    /// The equalities (over the program parameters once every loop is closed).
    pub constraints: Constraints,
}

impl fmt::Debug for Obligation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} at {}: {:?}",
            self.kind, self.location, self.constraints
        )
    }
}
