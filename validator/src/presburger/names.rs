//! Injective translation between the validator's names and isl identifiers.
//!
//! Halide names (`f.s0.x`, `blur$1`…) are not isl identifiers, and some plain words (`mod`,
//! `min`, `floor`…) are isl keywords. A name that is a safe isl identifier is used as is; any other
//! name gets a generated identifier `_n<k>`. Plain names never start with `_`, and every name this
//! layer generates itself (`_i<k>`, `_j<k>`, `_e<k>`, `_T<k>`, `_f<k>`, `_n<k>`) does, so the
//! translation is injective.

use std::collections::HashMap;

/// isl keywords (compared case-insensitively by isl's lexer, see `isl_stream.c`).
const ISL_KEYWORDS: &[&str] = &[
    "exists", "and", "or", "implies", "not", "infty", "infinity", "nan", "min", "max", "rat",
    "true", "false", "ceild", "floord", "mod", "ceil", "floor",
];

/// Bidirectional table between user names and isl identifiers.
#[derive(Debug, Default)]
pub(crate) struct NameTable {
    to_isl: HashMap<String, String>,
    to_user: HashMap<String, String>,
    next: u64,
}

fn is_plain(name: &str) -> bool {
    let mut chars = name.chars();
    let first_ok = chars.next().is_some_and(|c| c.is_ascii_alphabetic());
    first_ok
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        && !ISL_KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(name))
}

impl NameTable {
    /// The isl identifier of a user name (allocated on first use).
    pub(crate) fn isl_name(&mut self, user: &str) -> String {
        if is_plain(user) {
            return user.to_string();
        }
        if let Some(n) = self.to_isl.get(user) {
            return n.clone();
        }
        let isl = format!("_n{}", self.next);
        self.next += 1;
        self.to_isl.insert(user.to_string(), isl.clone());
        self.to_user.insert(isl.clone(), user.to_string());
        isl
    }

    /// The user name of an isl identifier (identity for plain names and generated names that were
    /// never registered).
    pub(crate) fn user_name(&self, isl: &str) -> String {
        self.to_user
            .get(isl)
            .cloned()
            .unwrap_or_else(|| isl.to_string())
    }

    /// Registers a fresh user-level variable name that is its own isl identifier.
    pub(crate) fn fresh(&mut self, hint: &str) -> String {
        let stem: String = hint
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .take(16)
            .collect();
        loop {
            let name = format!("_f{}{}", self.next, stem);
            self.next += 1;
            if !self.to_isl.contains_key(&name) && !self.to_user.contains_key(&name) {
                self.to_isl.insert(name.clone(), name.clone());
                self.to_user.insert(name.clone(), name.clone());
                return name;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_pass_and_others_are_mangled_injectively() {
        let mut t = NameTable::default();
        assert_eq!(t.isl_name("N"), "N");
        assert_eq!(t.isl_name("blur_x"), "blur_x");
        let a = t.isl_name("f.s0.x");
        let b = t.isl_name("mod");
        let c = t.isl_name("_i0");
        assert!(a.starts_with("_n") && b.starts_with("_n") && c.starts_with("_n"));
        assert_ne!(a, b);
        assert_ne!(b, c);
        assert_eq!(t.isl_name("f.s0.x"), a);
        assert_eq!(t.user_name(&a), "f.s0.x");
        assert_eq!(t.user_name("N"), "N");
        let f = t.fresh("y");
        assert!(f.starts_with("_f"));
        assert_eq!(t.isl_name(&f), f);
    }
}
