//! Verdicts and their presentation, as text or JSON. The verdict contract: VALID only when every
//! check passed; INVALID only with a failed check and the witness the validator stands behind;
//! a question left undecided (a budget, a timeout, an evaluation that did not end) is UNKNOWN
//! with its reason, never INVALID.

use std::fmt::Write as _;
use std::time::Duration;

use crate::symbolic::{Failure, Undecided};

/// The answer of a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Verdict {
    /// Every check passed.
    Valid,
    /// Some check failed, with a counterexample.
    Invalid,
    /// Some check could not be decided and none failed.
    #[default]
    Unknown,
}

impl Verdict {
    /// Upper-case name.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Valid => "VALID",
            Verdict::Invalid => "INVALID",
            Verdict::Unknown => "UNKNOWN",
        }
    }

    /// Exit status of `halide-tv check`: 0 VALID, 1 INVALID, 3 UNKNOWN.
    pub fn exit_code(self) -> u8 {
        match self {
            Verdict::Valid => 0,
            Verdict::Invalid => 1,
            Verdict::Unknown => 3,
        }
    }
}

/// The result of a check.
#[derive(Clone, Debug, Default)]
pub struct Report {
    /// The verdict (set by [`Report::finish`]).
    pub verdict: Verdict,
    /// Failed checks.
    pub failures: Vec<Failure>,
    /// Undecided checks.
    pub undecided: Vec<Undecided>,
    /// Failed checks that do not decide the verdict: the thesis's strict rule fails on a read of
    /// a never-written cell, but Halide discards values computed from such reads, so the
    /// verdict depends on whether an output depends on them; when that is not decided they are
    /// listed here, with their witnesses, beside an undecided check that says so.
    pub warnings: Vec<Failure>,
    /// Remarks that do not affect the verdict.
    pub notes: Vec<String>,
    /// Time per phase.
    pub phases: Vec<(String, Duration)>,
    /// Verification conditions sent to Z3.
    pub obligations: usize,
    /// Of which proven.
    pub proved: usize,
    /// The SMT attempts run on the conditions' queries (docs/engine.md, section 2).
    pub smt_attempts: Vec<super::smt_check::AttemptTally>,
    /// What a run of the build at the witnesses showed, when the command had the build at hand
    /// (`halide-tv gen`); `None` when no replay was attempted.
    pub replay: Option<super::Replay>,
    /// The process's peak memory when the report was finished (`None` before
    /// [`Report::finish`], or where the system does not report it).
    pub peak_memory: Option<super::peak_memory::PeakMemory>,
}

impl Report {
    /// Computes the verdict: INVALID if any check failed, else UNKNOWN if any was
    /// undecided, else VALID. Failures are listed in [`crate::symbolic::CheckKind`] order
    /// (the first one is the primary failure).
    pub fn finish(mut self) -> Report {
        self.failures.sort_by_key(|f| f.check);
        self.peak_memory = super::peak_memory::PeakMemory::now();
        self.verdict = if !self.failures.is_empty() {
            Verdict::Invalid
        } else if !self.undecided.is_empty() {
            Verdict::Unknown
        } else {
            Verdict::Valid
        };
        self
    }

    /// Human-readable report.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "{}", self.verdict.name());
        for f in &self.failures {
            let _ = writeln!(s, "FAILED {f}");
        }
        for u in &self.undecided {
            let _ = writeln!(s, "UNDECIDED {u}");
        }
        for w in &self.warnings {
            let _ = writeln!(s, "WARNING {w}");
        }
        if let Some(r) = &self.replay {
            let _ = writeln!(s, "counterexample {r}");
        }
        for n in &self.notes {
            let _ = writeln!(s, "note: {n}");
        }
        let _ = writeln!(
            s,
            "verification conditions: {} proven of {}",
            self.proved, self.obligations
        );
        let times: Vec<String> = self
            .phases
            .iter()
            .map(|(p, d)| format!("{p} {:.3}s", d.as_secs_f64()))
            .collect();
        let _ = writeln!(s, "time: {}", times.join(", "));
        if let Some(m) = &self.peak_memory {
            let _ = writeln!(s, "memory: {}", m.text());
        }
        if !self.smt_attempts.is_empty() {
            let attempts: Vec<String> = self
                .smt_attempts
                .iter()
                .map(|a| {
                    format!(
                        "{} {}/{} proved {:.3}s",
                        a.attempt, a.proofs, a.runs, a.seconds
                    )
                })
                .collect();
            let _ = writeln!(s, "SMT attempts: {}", attempts.join(", "));
        }
        s
    }

    /// JSON report.
    pub fn to_json(&self) -> String {
        let failures: Vec<String> = self.failures.iter().map(failure_json).collect();
        let warnings: Vec<String> = self.warnings.iter().map(failure_json).collect();
        let undecided: Vec<String> = self
            .undecided
            .iter()
            .map(|u| {
                format!(
                    "{{\"location\": {}, \"reason\": {}}}",
                    json_str(&u.location.to_string()),
                    json_str(&u.reason)
                )
            })
            .collect();
        let phases: Vec<String> = self
            .phases
            .iter()
            .map(|(p, d)| format!("{}: {:.6}", json_str(p), d.as_secs_f64()))
            .collect();
        let notes: Vec<String> = self.notes.iter().map(|n| json_str(n)).collect();
        let attempts: Vec<String> = self
            .smt_attempts
            .iter()
            .map(|a| {
                format!(
                    "{{\"attempt\": {}, \"runs\": {}, \"proofs\": {}, \"seconds\": {:.6}}}",
                    json_str(&a.attempt),
                    a.runs,
                    a.proofs,
                    a.seconds
                )
            })
            .collect();
        let replay = match &self.replay {
            None => "null".to_string(),
            Some(r) => {
                let (detail, sizes) = r.parts();
                format!(
                    "{{\"status\": {}, \"detail\": {}, \"sizes\": {}}}",
                    json_str(r.status()),
                    json_str(detail),
                    json_str(sizes)
                )
            }
        };
        let memory = match &self.peak_memory {
            None => "null".to_string(),
            Some(m) => format!(
                "{{\"process\": {}, \"largest_child\": {}}}",
                m.process_kib, m.children_kib
            ),
        };
        format!(
            "{{\"verdict\": {}, \"failures\": [{}], \"undecided\": [{}], \"warnings\": [{}], \"notes\": [{}], \"replay\": {replay}, \"obligations\": {}, \"proved\": {}, \"seconds\": {{{}}}, \"peak_memory_kib\": {memory}, \"smt_attempts\": [{}]}}\n",
            json_str(self.verdict.name()),
            failures.join(", "),
            undecided.join(", "),
            warnings.join(", "),
            notes.join(", "),
            self.obligations,
            self.proved,
            phases.join(", "),
            attempts.join(", ")
        )
    }
}

/// A failed check as a JSON object (`check`, `loop_path`, `node`, `array`, `spec`, `witness`,
/// `detail`).
fn failure_json(f: &Failure) -> String {
    let witness = match &f.witness {
        None => "null".to_string(),
        Some(w) => {
            let ps: Vec<String> = w
                .params
                .iter()
                .map(|(n, v)| format!("{}: {v}", json_str(n)))
                .collect();
            let cell = match &w.cell {
                None => "null".to_string(),
                Some((a, is)) => format!(
                    "{{\"array\": {}, \"indices\": [{}]}}",
                    json_str(a),
                    is.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
                ),
            };
            format!("{{\"params\": {{{}}}, \"cell\": {cell}}}", ps.join(", "))
        }
    };
    format!(
        "{{\"check\": {}, \"loop_path\": [{}], \"node\": {}, \"array\": {}, \"spec\": {}, \"witness\": {witness}, \"detail\": {}}}",
        json_str(f.check.name()),
        f.location.loop_path.iter().map(|p| json_str(p)).collect::<Vec<_>>().join(", "),
        json_str(&f.location.node),
        opt_str(&f.location.array),
        opt_str(&f.location.spec),
        json_str(&f.detail)
    )
}

fn opt_str(s: &Option<String>) -> String {
    s.as_deref().map(json_str).unwrap_or_else(|| "null".into())
}

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::symbolic::{CheckKind, Location};

    fn failure(check: CheckKind) -> Failure {
        Failure {
            check,
            location: Location::default(),
            witness: None,
            detail: "a \"quoted\"\nline".into(),
        }
    }

    #[test]
    fn verdicts_follow_soundness_first() {
        assert_eq!(Report::default().finish().verdict, Verdict::Valid);
        let mut r = Report::default();
        r.undecided.push(Undecided {
            location: Location::default(),
            reason: "timeout".into(),
        });
        assert_eq!(r.clone().finish().verdict, Verdict::Unknown);
        r.failures.push(failure(CheckKind::ValueMismatch));
        r.failures.push(failure(CheckKind::OutOfBoundsWrite));
        let r = r.finish();
        assert_eq!(r.verdict, Verdict::Invalid);
        // The primary failure comes first.
        assert_eq!(r.failures[0].check, CheckKind::OutOfBoundsWrite);
        assert_eq!(
            (
                Verdict::Valid.exit_code(),
                Verdict::Invalid.exit_code(),
                Verdict::Unknown.exit_code()
            ),
            (0, 1, 3)
        );
    }

    #[test]
    fn json_strings_are_escaped() {
        assert_eq!(
            json_str("a \"q\"\n\\\u{1}"),
            "\"a \\\"q\\\"\\n\\\\\\u0001\""
        );
        let mut r = Report::default();
        r.failures.push(failure(CheckKind::UncoveredOutput));
        let j = r.finish().to_json();
        assert!(j.contains("\"detail\": \"a \\\"quoted\\\"\\nline\""), "{j}");
        assert!(j.contains("\"check\": \"uncovered output\""), "{j}");
    }
}
