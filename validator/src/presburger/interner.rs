//! Deduplicated expression templates (thesis §6: "right-hand sides stored as deduplicated
//! templates with affine holes").
//!
//! A template is an expression context E with holes □1..□m (thesis §5.2); in isl it is only a
//! tuple name `E/m`. The interner gives equal templates one [`TemplateId`], which becomes the
//! tuple name of the symbolic values that use it.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

/// Identifier of an interned expression template (the tuple name of its isl space).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TemplateId(pub u32);

impl TemplateId {
    /// The isl tuple name of the template space.
    pub(crate) fn tuple_name(self) -> String {
        format!("_T{}", self.0)
    }

    /// Parses a tuple name produced by [`TemplateId::tuple_name`].
    pub(crate) fn from_tuple_name(name: &str) -> Option<TemplateId> {
        name.strip_prefix("_T")?.parse().ok().map(TemplateId)
    }
}

impl fmt::Display for TemplateId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "E{}", self.0)
    }
}

/// Interner of expression templates of type `T`: equal templates share one id.
#[derive(Debug, Clone)]
pub struct TemplateInterner<T> {
    by_value: HashMap<T, TemplateId>,
    values: Vec<T>,
}

impl<T> Default for TemplateInterner<T> {
    fn default() -> Self {
        TemplateInterner {
            by_value: HashMap::new(),
            values: Vec::new(),
        }
    }
}

impl<T: Clone + Eq + Hash> TemplateInterner<T> {
    /// An empty interner.
    pub fn new() -> Self {
        Self::default()
    }

    /// The id of `template`, allocating one on first use.
    pub fn intern(&mut self, template: T) -> TemplateId {
        if let Some(id) = self.by_value.get(&template) {
            return *id;
        }
        let id = TemplateId(self.values.len() as u32);
        self.values.push(template.clone());
        self.by_value.insert(template, id);
        id
    }

    /// The template behind an id, if it was allocated by this interner.
    pub fn get(&self, id: TemplateId) -> Option<&T> {
        self.values.get(id.0 as usize)
    }

    /// Number of distinct templates.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no template was interned.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_templates_share_an_id() {
        let mut i = TemplateInterner::new();
        let a = i.intern("A(□)".to_string());
        let b = i.intern("B(□)+C(□)".to_string());
        let a2 = i.intern("A(□)".to_string());
        assert_eq!(a, a2);
        assert_ne!(a, b);
        assert_eq!(i.get(b).map(String::as_str), Some("B(□)+C(□)"));
        assert_eq!(i.len(), 2);
        assert_eq!(TemplateId::from_tuple_name(&a.tuple_name()), Some(a));
    }
}
