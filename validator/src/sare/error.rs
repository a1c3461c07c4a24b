//! Why an algorithm cannot be reduced to a SARE, or why an annotation names no tensor.
//! Each of these becomes an UNKNOWN verdict with the error's text as the reason.

use std::fmt;

/// Where in the algorithm an error is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Site {
    /// The whole algorithm (e.g. a dependency cycle).
    Algorithm,
    /// The pure definition of a Func.
    Pure(String),
    /// Update `k` (1-based, i.e. stage `k`) of a Func.
    Update(String, u32),
    /// A prophetic annotation.
    Annotation(String),
}

impl fmt::Display for Site {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Site::Algorithm => write!(f, "the algorithm"),
            Site::Pure(func) => write!(f, "the pure definition of {func}"),
            Site::Update(func, k) => write!(f, "update {k} of {func}"),
            Site::Annotation(a) => write!(f, "annotation {a}"),
        }
    }
}

/// An error of the reduction to a SARE (thesis §2.4.4) or of an annotation lookup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SareError {
    /// Where.
    pub site: Site,
    /// Why, as a sentence fragment.
    pub reason: String,
}

impl SareError {
    /// An error at `site`.
    pub fn new(site: Site, reason: impl Into<String>) -> SareError {
        SareError {
            site,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for SareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.site {
            Site::Annotation(_) => write!(f, "{} names no tensor: {}", self.site, self.reason),
            Site::Algorithm => write!(
                f,
                "the algorithm is not in the SARE fragment: {}",
                self.reason
            ),
            s => write!(f, "{s} is not in the SARE fragment: {}", self.reason),
        }
    }
}

impl std::error::Error for SareError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_the_site() {
        let e = SareError::new(Site::Update("f".into(), 2), "bad");
        assert_eq!(
            e.to_string(),
            "update 2 of f is not in the SARE fragment: bad"
        );
        let e = SareError::new(Site::Annotation("{f.3(x)}".into()), "no stage 3");
        assert_eq!(
            e.to_string(),
            "annotation {f.3(x)} names no tensor: no stage 3"
        );
    }
}
