//! The recurrence domain of an update and its order (thesis §2.4.3 "partial update stage
//! indices", §2.4.4 "several recurrence variables").
//!
//! An update's RVars `r_1, …, r_k` range over the box `min_j <= r_j < min_j + extent_j` and
//! are visited in **Halide's order: the first RVar is the innermost loop** (`RDom r(0, X, 0,
//! Y)` runs `for r.y { for r.x { … } }`). The thesis's two-variable formula
//! (`select(y ≤ 0, x − 1, x)`, `select(y ≤ 0, Y − 1, y − 1)`) makes the *last* variable the
//! fastest; its own remark says Halide orders them "inside-out". Here the predecessor follows
//! Halide: `r_1` steps first and wraps to its last value when it is at its first value, and
//! only the outermost `r_k` steps below its domain, so that the predecessor of the first point
//! lies outside the domain, where the stage tensor holds the previous stage's value.

use super::index_arith::{add, add_const, and_all, cmp, int, max, select};
use crate::ir::{BinOp, Expr};
use crate::spec::RVarDef;

fn var(r: &RVarDef) -> Expr {
    Expr::var_i32(r.name.clone())
}

/// The last value of `r` when its extent is positive: `min + extent - 1`.
fn last_in_domain(r: &RVarDef) -> Expr {
    add(r.min.clone(), add_const(r.extent.clone(), -1))
}

/// The conditions `min_j <= r_j < min_j + extent_j` of the recurrence domain, in RVar order.
pub fn domain_constraints(rvars: &[RVarDef]) -> Vec<Expr> {
    rvars
        .iter()
        .flat_map(|r| {
            [
                cmp(BinOp::Le, r.min.clone(), var(r)),
                cmp(BinOp::Lt, var(r), add(r.min.clone(), r.extent.clone())),
            ]
        })
        .collect()
}

/// The lexicographic predecessor of the point `(r_1, …, r_k)` (named by the RVars) in
/// Halide's order, as one piecewise quasi-affine expression per RVar. Inside the domain it
/// is the previous point, or a point outside the domain (`r_k = min_k - 1`) for the first
/// point. Empty for an update without RVars.
pub fn predecessor(rvars: &[RVarDef]) -> Vec<Expr> {
    let k = rvars.len();
    let at_first: Vec<Expr> = rvars
        .iter()
        .map(|r| cmp(BinOp::Le, var(r), r.min.clone()))
        .collect();
    rvars
        .iter()
        .enumerate()
        .map(|(j, r)| {
            // All faster (earlier) RVars are at their first value: r_j must step.
            let carry = and_all(&at_first[..j]);
            let stepped = add_const(var(r), -1);
            if j + 1 == k {
                select(carry, stepped, var(r))
            } else {
                let wrapped = select(at_first[j].clone(), last_in_domain(r), stepped);
                select(carry, wrapped, var(r))
            }
        })
        .collect()
}

/// The lexicographically last point of the domain, `min_j + max(extent_j, 0) - 1` for each
/// RVar. When some extent is `<= 0` the domain is empty and this point lies below it, where
/// the stage tensor equals the previous stage (thesis §2.4.4: "when `K ≤ 0`, `D_1(i, j, K −
/// 1)` is equal to `D_0(i, j)`"; the `max` makes the point the one that isl's lexmax gives,
/// thesis Fig. 5.5).
pub fn last_point(rvars: &[RVarDef]) -> Vec<Expr> {
    rvars
        .iter()
        .map(|r| add(r.min.clone(), add_const(max(r.extent.clone(), int(0)), -1)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rv(name: &str, min: i32, extent: &str) -> RVarDef {
        RVarDef {
            name: name.into(),
            min: Expr::i32(min),
            extent: Expr::var_i32(extent),
        }
    }

    #[test]
    fn one_rvar() {
        let r = [rv("k", 0, "P")];
        assert_eq!(predecessor(&r)[0].to_string(), "k - 1");
        assert_eq!(last_point(&r)[0].to_string(), "max(P, 0) - 1");
        let d: Vec<String> = domain_constraints(&r)
            .iter()
            .map(|e| e.to_string())
            .collect();
        assert_eq!(d, ["0 <= k", "k < P"]);
    }

    #[test]
    fn two_rvars_first_is_innermost() {
        let r = [rv("x", 0, "X"), rv("y", 0, "Y")];
        let p: Vec<String> = predecessor(&r).iter().map(|e| e.to_string()).collect();
        assert_eq!(
            p,
            ["select(x <= 0, X - 1, x - 1)", "select(x <= 0, y - 1, y)"]
        );
    }
}
