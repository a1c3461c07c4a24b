//! What a run of the build at an INVALID verdict's witness showed (`docs/checking.md`,
//! "Counterexamples replayed by a run"). The runs themselves need the compiled build: the
//! bench-apps harness makes them for its rows and the fault campaign, `halide-tv gen` for the
//! build it lowered in-process; `halide-tv check` on files has none and leaves
//! [`super::Report::replay`] empty.

use std::fmt;

/// What the replay of an INVALID build's witnesses showed.
#[derive(Clone, Debug, PartialEq)]
pub enum Replay {
    /// A run at the witness shows the failure: what it showed, and the sizes.
    Confirmed { detail: String, sizes: String },
    /// The runs at the witness do not show it: what they showed, and the sizes.
    NotReproduced { detail: String, sizes: String },
    /// No run was made, with the reason.
    NotReplayed(String),
}

impl Replay {
    /// `confirmed`, `not reproduced` or `not replayed` (the JSON `status`).
    pub fn status(&self) -> &'static str {
        match self {
            Replay::Confirmed { .. } => "confirmed",
            Replay::NotReproduced { .. } => "not reproduced",
            Replay::NotReplayed(_) => "not replayed",
        }
    }

    /// Whether a run confirmed the counterexample.
    pub fn confirmed(&self) -> bool {
        matches!(self, Replay::Confirmed { .. })
    }

    /// What the runs showed (or why none was made), and the sizes they ran at (empty when
    /// none ran).
    pub fn parts(&self) -> (&str, &str) {
        match self {
            Replay::Confirmed { detail, sizes } | Replay::NotReproduced { detail, sizes } => {
                (detail, sizes)
            }
            Replay::NotReplayed(why) => (why, ""),
        }
    }
}

impl fmt::Display for Replay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Replay::Confirmed { detail, sizes } => {
                write!(f, "confirmed by a run: {detail} (sizes: {sizes})")
            }
            Replay::NotReproduced { detail, sizes } => {
                write!(f, "not reproduced by a run: {detail} (sizes: {sizes})")
            }
            Replay::NotReplayed(why) => write!(f, "not replayed: {why}"),
        }
    }
}
