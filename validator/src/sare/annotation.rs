//! From a prophetic annotation `{Func.stage[k](args…)}` (thesis §4.1, §6: each store names
//! the specification value it writes) to the stage tensor of the SARE it refers to.

use super::error::{SareError, Site};
use super::index_arith::tensor_call;
use super::model::{Sare, Stage, Tensor, TensorId};
use crate::ir::{Annotation, Expr};

fn site(a: &Annotation) -> Site {
    let args: Vec<String> = a.args.iter().map(|e| e.to_string()).collect();
    let k = a.value_index.map(|k| format!("[{k}]")).unwrap_or_default();
    Site::Annotation(format!(
        "{{{}.{}({}){k}}}",
        a.func,
        a.stage,
        args.join(", ")
    ))
}

/// The stage tensor an annotation names: Func `a.func`, definition `a.stage` (0 pure, `K`
/// the `K`-th update), component `a.value_index` (required for tuple-valued Funcs, absent
/// otherwise). Checks that the annotation has one argument per index of the tensor (the
/// Func's arguments, then the stage's recurrence variables).
pub fn annotation_tensor<'a>(sare: &'a Sare, a: &Annotation) -> Result<&'a Tensor, SareError> {
    let err = |reason: String| Err(SareError::new(site(a), reason));
    let Some(stages) = sare.stage_count(&a.func) else {
        return err(format!("`{}` is not a Func of the algorithm", a.func));
    };
    if a.stage >= stages {
        return err(format!(
            "`{}` has {stages} definitions (stages 0 to {})",
            a.func,
            stages - 1
        ));
    }
    let id0 = TensorId {
        func: a.func.clone(),
        stage: Stage::Def(a.stage),
        component: 0,
    };
    let tuple = sare.tensor(&id0).is_some_and(|t| t.tuple);
    let component = match (tuple, a.value_index) {
        (false, None) => 0,
        (true, Some(k)) => k,
        (false, Some(k)) => {
            return err(format!(
                "`{}` is not tuple-valued but the annotation names component {k}",
                a.func
            ))
        }
        (true, None) => {
            return err(format!(
                "`{}` is tuple-valued but the annotation names no component",
                a.func
            ))
        }
    };
    let id = TensorId { component, ..id0 };
    let Some(t) = sare.tensor(&id) else {
        return err(format!("`{}` has no tuple component {component}", a.func));
    };
    if t.index.len() != a.args.len() {
        let names = t.index_names().join(", ");
        return err(format!(
            "{} has {} indices ({names}), the annotation gives {}",
            t.id,
            t.index.len(),
            a.args.len()
        ));
    }
    Ok(t)
}

/// The annotation as a tensor access expression `f.sK(args…)[k]` of the tensor's value type,
/// ready to be compared with the stored value.
pub fn annotation_access(sare: &Sare, a: &Annotation) -> Result<Expr, SareError> {
    let t = annotation_tensor(sare, a)?;
    Ok(tensor_call(
        t.ty,
        &t.id.name(),
        a.args.clone(),
        t.id.component,
    ))
}
