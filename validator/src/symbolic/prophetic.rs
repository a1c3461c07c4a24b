//! Prophetic evaluation `Γ ⊢ c : Δh` (thesis Fig. 5.3): the writes of a command computed from
//! its prophetic annotations alone, without evaluating right-hand sides or checking anything.
//! S-SEQLOOP needs the Δh of its body before evaluating it (Lemma 5.4.3: it equals the
//! symbolic Δh).

use std::collections::HashMap;

use crate::presburger::{Aff, ParamSet, SymbolicHeap};
use crate::sched::{Command, CommandKind};

use super::convert::{cond_to_cond, index_to_aff};
use super::rules::simplified;
use super::{EvalError, Evaluator};

/// At most this many prophecies are kept per loop body (one per path condition it was
/// computed under).
const PROPHECIES_PER_BODY: usize = 4;

/// The prophetic Δh of loop bodies already computed, each with the path condition it was
/// computed under (see [`Evaluator::prophetic_body`]). Keyed by the body's text (the symbolic
/// evaluation meets a body again as a copy, e.g. with the `let`s around it substituted), and
/// each entry keeps the body: only an equal one is a hit.
#[derive(Default)]
pub struct Memo {
    entries: HashMap<u64, Vec<(Command, ParamSet, SymbolicHeap)>>,
    /// Lookups answered from the memo.
    pub hits: usize,
    /// Lookups computed (and stored).
    pub misses: usize,
}

impl Evaluator {
    /// `Γ ⊢ c : Δh` for the body `c` of a loop, remembered: a Δh computed under `Γ0` agrees
    /// with the body's Δh wherever `Γ0` holds ([`Evaluator::prophetic`]), so under any
    /// `Γ ⊆ Γ0` it is a correct answer for `Γ` as it stands (simplified against `Γ` when
    /// `Γ ⊂ Γ0`). A loop's body is evaluated prophetically by the S-SEQLOOP of every loop
    /// around it (its Δh is part of theirs) and again by its own S-SEQLOOP, under a path
    /// condition at least as strong: without the memo each nesting level computes the whole
    /// subtree's Δh again.
    pub(crate) fn prophetic_body(
        &mut self,
        gamma: &ParamSet,
        body: &Command,
    ) -> Result<SymbolicHeap, EvalError> {
        let key = {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            body.to_string().hash(&mut h);
            h.finish()
        };
        if let Some(entries) = self.prophecies.entries.get(&key) {
            for (c, g0, dh) in entries {
                if c != body || !gamma.is_subset(g0)? {
                    continue;
                }
                let dh = if g0.is_subset(gamma)? {
                    dh.try_clone()?
                } else {
                    simplified(dh, gamma)?
                };
                self.prophecies.hits += 1;
                return Ok(dh);
            }
        }
        let dh = self.prophetic(gamma, body)?;
        self.prophecies.misses += 1;
        let entries = self.prophecies.entries.entry(key).or_default();
        entries.retain(|(c, _, _)| c == body);
        if entries.len() >= PROPHECIES_PER_BODY {
            entries.remove(0);
        }
        entries.push((body.clone(), gamma.try_clone()?, dh.try_clone()?));
        Ok(dh)
    }

    /// `Γ ⊢ c : Δh` (Fig. 5.3), computed under the path condition `Γ` of `c`: the result agrees
    /// with Δh wherever Γ holds (and may differ elsewhere). Every rule below is pointwise in
    /// the parameters (a loop's rule quantifies only over its own variable, whose range is part
    /// of the body's Γ), so agreement under Γ is preserved from the leaves up, and each
    /// intermediate heap can be simplified against its Γ (`gist`) and, for sequences and
    /// loops, its pieces merged under Γ ([`Evaluator::compact`]) — the parameter regions that Γ
    /// excludes (a tile at the image's left edge under the assertion that it is not, …) never
    /// multiply the pieces of the later updates. S-SEQLOOP consults Δh only under its own Γ.
    ///
    /// `let` (for which the figure prints no rule): an affine ι is substituted into the body, as
    /// S-LET does; a non-convex one (a clamp) is kept: the body is evaluated with `x` as a
    /// parameter under `Γ, x = ι` and `x := ι` substituted in its Δh. Prophetic evaluation has
    /// no side condition, so `Γ` only serves the simplification, and the substitution of a
    /// clamp once, after the inner loops were summarized with `x` as one symbol, costs its
    /// pieces once instead of in every inner rule. `assume ι in c` restricts to ι.
    ///
    /// Each command of the derivation is one rule application of Fig. 5.3 and gets the
    /// operation budget of one (as [`Evaluator::eval`] gives each rule of Fig. 5.4).
    pub fn prophetic(&mut self, gamma: &ParamSet, c: &Command) -> Result<SymbolicHeap, EvalError> {
        self.budget();
        let start = crate::presburger::profile::enabled().then(std::time::Instant::now);
        self.depth += 1;
        let r = self.prophetic_rule(gamma, c);
        self.depth -= 1;
        if let Some(t0) = start {
            let d = t0.elapsed();
            if d.as_millis() >= 100 {
                let n = |x: crate::presburger::PResult<usize>| {
                    x.map_or("?".to_string(), |n| n.to_string())
                };
                let size = r.as_ref().map_or("-".to_string(), |h| n(h.n_basic()));
                let indent = 2 * self.depth;
                eprintln!(
                    "[prof] {:indent$}prophetic {} [{}]: {:.2}s gamma={} Δh={size}",
                    "",
                    c.origin.label,
                    c.origin.path.join(" > "),
                    d.as_secs_f64(),
                    n(gamma.n_basic()),
                );
                crate::presburger::profile::print_top(indent, 4);
            }
        }
        r
    }

    fn prophetic_rule(&mut self, gamma: &ParamSet, c: &Command) -> Result<SymbolicHeap, EvalError> {
        match &c.kind {
            // skip ↦ ∅
            CommandKind::Skip => Ok(SymbolicHeap::empty(&self.ctx)?),
            // c1; c2 ↦ Δh1 ▷ Δh2 (and c1 ‖ c2 alike: prophecies do not read the heap)
            CommandKind::Seq(cs) | CommandKind::Simultaneous(cs) => {
                let mut acc = SymbolicHeap::empty(&self.ctx)?;
                for c in cs {
                    let d = self.prophetic(gamma, c)?;
                    acc = self.compact(&acc.update(&d)?, gamma)?;
                }
                Ok(acc)
            }
            // a[ι..]{t} := e ↦ {a⟨ι..⟩ → decompose(t)}
            CommandKind::Assign(a) => {
                if !self.tracks(&a.array) {
                    return Ok(SymbolicHeap::empty(&self.ctx)?);
                }
                let (id, holes) = self.decompose(a, &c.origin)?;
                let idx: Vec<Aff> = a.index.iter().map(index_to_aff).collect();
                let d = SymbolicHeap::assign(&self.ctx, &a.array, &idx, id, &holes)?;
                Ok(simplified(&d, gamma)?)
            }
            // if ι then c1 else c2 ↦ (Δh1 ∩ ι) ⊎ (Δh2 ∩ ¬ι)
            CommandKind::If {
                cond,
                then_c,
                else_c,
            } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                let np = p.negate()?;
                let t = self.prophetic_branch(gamma, &p, then_c)?;
                let e = self.prophetic_branch(gamma, &np, else_c)?;
                Ok(simplified(&t.union(&e)?, gamma)?)
            }
            CommandKind::Let { var, value, body } => {
                // An affine ι is substituted into the body, as S-LET does (exact): the loops
                // inside are then the ones the symbolic evaluation meets, and their Δh is
                // reused there ([`Evaluator::prophetic_body`]).
                if !super::inline::is_non_convex(value) {
                    if let Some(b) = super::inline::substitute_command(body, var, value) {
                        return self.prophetic(gamma, &b);
                    }
                }
                let v = index_to_aff(value);
                // A non-convex `x = ι` would multiply the disjuncts of Γ; Γ only serves the
                // simplification here, and any weaker Γ is also correct.
                let g = if super::inline::is_non_convex(value) {
                    gamma.try_clone()?
                } else {
                    gamma.and(&ParamSet::from_cond(
                        &self.ctx,
                        &Aff::var(var).eq(v.clone()),
                    )?)?
                };
                let d = self.prophetic(&g, body)?;
                Ok(simplified(&d.substitute_aff(var, &v)?, gamma)?)
            }
            // allocate a in c ↦ Δh ∖ a
            CommandKind::Allocate { array, body, .. } => {
                Ok(self.prophetic(gamma, body)?.remove_array(array)?)
            }
            // for x < ι do c ↦ ▶_{0≤x<ι} Δh
            CommandKind::For(l) => {
                let ext = index_to_aff(&l.extent);
                let g = gamma.and(&ParamSet::range(&self.ctx, &l.var, &Aff::cst(0), &ext)?)?;
                if g.is_empty()? {
                    return Ok(SymbolicHeap::empty(&self.ctx)?);
                }
                let d = self.prophetic_body(&g, &l.body)?;
                // The last writer, not the union of the iterations (docs/engine.md §4g): this
                // Δh is part of the body of the loops around it, whose own last writer and
                // substitution run over every piece and existential variable it has; the
                // union's existentials (the iteration projected out) are not removed here as
                // S-SEQLOOP removes them from a loop's writes (§4h).
                Ok(self.compact(&d.last_writer_update(&l.var, &ext)?, gamma)?)
            }
            // par x < ι do c ↦ v(⋃_{0≤x<ι} Δh)
            CommandKind::Par(l) => {
                let ext = index_to_aff(&l.extent);
                let g = gamma.and(&ParamSet::range(&self.ctx, &l.var, &Aff::cst(0), &ext)?)?;
                if g.is_empty()? {
                    return Ok(SymbolicHeap::empty(&self.ctx)?);
                }
                let d = self.prophetic_body(&g, &l.body)?;
                let u = d.union_over(&l.var, &Aff::cst(0), &ext)?.pick_single()?;
                Ok(simplified(&u, gamma)?)
            }
            CommandKind::Assume { cond, body, .. } => {
                let p = ParamSet::from_cond(&self.ctx, &cond_to_cond(cond))?;
                self.prophetic_branch(gamma, &p, body)
            }
        }
    }

    /// `Δh ∩ p` of a branch taken under `Γ ∧ p` (∅ when Γ excludes it).
    fn prophetic_branch(
        &mut self,
        gamma: &ParamSet,
        p: &ParamSet,
        c: &Command,
    ) -> Result<SymbolicHeap, EvalError> {
        let g = gamma.and(p)?;
        if g.is_empty()? {
            return Ok(SymbolicHeap::empty(&self.ctx)?);
        }
        Ok(self.prophetic(&g, c)?.restrict(p)?)
    }
}
