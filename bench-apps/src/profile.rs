//! `profile.md`: where the time of a whole run went, summed over every validated build — the
//! validator's phases, its SMT attempts and, with `--profile`, its isl operations and rule steps
//! (docs/engine.md) — so that the next bottleneck shows without reading the builds' logs.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::harness::Row;
use crate::validate::Validation;

/// At most this many isl operations and rule steps are listed.
const TOP_OPERATIONS: usize = 25;

/// A total over builds: how many builds had it, the count (calls or runs), a second count
/// (proofs), the seconds, and the build where it took longest with its seconds.
#[derive(Default)]
struct Total {
    builds: usize,
    count: u64,
    proofs: u64,
    seconds: f64,
    worst: (f64, String),
}

impl Total {
    fn add(&mut self, build: &str, count: u64, proofs: u64, seconds: f64) {
        self.builds += 1;
        self.count += count;
        self.proofs += proofs;
        self.seconds += seconds;
        if seconds > self.worst.0 {
            self.worst = (seconds, build.to_string());
        }
    }
}

/// The totals, most expensive first.
fn sorted(m: BTreeMap<String, Total>) -> Vec<(String, Total)> {
    let mut v: Vec<(String, Total)> = m.into_iter().collect();
    v.sort_by(|a, b| b.1.seconds.total_cmp(&a.1.seconds));
    v
}

/// `profile.md` for `rows` (the validated builds among them).
pub fn markdown(rows: &[Row]) -> String {
    let validated: Vec<(String, &Validation)> = rows
        .iter()
        .filter_map(|r| {
            let b = r.built()?;
            let v = &b.validation;
            (!v.phases.is_empty()).then(|| (format!("{}/{}", r.build.id, r.schedule), v))
        })
        .collect();
    let mut phases: BTreeMap<String, Total> = BTreeMap::new();
    let mut attempts: BTreeMap<String, Total> = BTreeMap::new();
    let mut operations: BTreeMap<String, Total> = BTreeMap::new();
    let mut wall = 0.0;
    for (id, v) in &validated {
        wall += v.wall_seconds;
        for (p, s) in &v.phases {
            phases.entry(p.clone()).or_default().add(id, 1, 0, *s);
        }
        for a in &v.smt_attempts {
            attempts.entry(a.attempt.clone()).or_default().add(
                id,
                a.runs as u64,
                a.proofs as u64,
                a.seconds,
            );
        }
        for (n, calls, s) in &v.isl_totals {
            operations
                .entry(n.clone())
                .or_default()
                .add(id, *calls, 0, *s);
        }
    }
    let mut s = String::new();
    let _ = writeln!(
        s,
        "# Where the time went\n\n{} validated build(s), {:.1} s of checks (wall clock of the \
         check processes). A build stopped by its limit counts with the phases it reported, \
         none after the limit.\n",
        validated.len(),
        wall
    );
    let _ = writeln!(s, "## Phases\n");
    let _ = writeln!(s, "| phase | builds | seconds | share | longest |");
    let _ = writeln!(s, "|---|---:|---:|---:|---|");
    let phase_total: f64 = phases.values().map(|t| t.seconds).sum();
    for (name, t) in sorted(phases) {
        let share = if phase_total > 0.0 {
            100.0 * t.seconds / phase_total
        } else {
            0.0
        };
        let _ = writeln!(
            s,
            "| {name} | {} | {:.1} | {share:.1}% | {} ({:.1} s) |",
            t.builds, t.seconds, t.worst.1, t.worst.0
        );
    }
    let _ = writeln!(
        s,
        "\n## SMT attempts\n\nIn the order a query meets them (docs/engine.md, section 2).\n"
    );
    let _ = writeln!(
        s,
        "| attempt | builds | runs | proved | seconds | longest |"
    );
    let _ = writeln!(s, "|---|---:|---:|---:|---:|---|");
    for (name, t) in sorted(attempts) {
        let _ = writeln!(
            s,
            "| {name} | {} | {} | {} | {:.2} | {} ({:.2} s) |",
            t.builds, t.count, t.proofs, t.seconds, t.worst.1, t.worst.0
        );
    }
    let _ = writeln!(s, "\n## isl operations and rule steps\n");
    if operations.is_empty() {
        let _ = writeln!(s, "Not measured: run with `--profile`.");
    } else {
        let _ = writeln!(
            s,
            "From the validator's profile (`--profile`); a rule step's time includes the isl \
             operations inside it. The {TOP_OPERATIONS} most expensive.\n"
        );
        let _ = writeln!(s, "| operation | builds | calls | seconds | longest |");
        let _ = writeln!(s, "|---|---:|---:|---:|---|");
        for (name, t) in sorted(operations).into_iter().take(TOP_OPERATIONS) {
            let _ = writeln!(
                s,
                "| {name} | {} | {} | {:.2} | {} ({:.2} s) |",
                t.builds, t.count, t.seconds, t.worst.1, t.worst.0
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use halide_tv::check::smt_check::AttemptTally;

    fn row(id: &str, phases: &[(&str, f64)], attempts: &[(&str, usize, usize, f64)]) -> Row {
        let mut v = Validation::unknown("", halide_tv::smt::FloatMode::Real);
        v.phases = phases.iter().map(|(p, s)| (p.to_string(), *s)).collect();
        v.smt_attempts = attempts
            .iter()
            .map(|(n, r, p, s)| AttemptTally {
                attempt: n.to_string(),
                runs: *r,
                proofs: *p,
                seconds: *s,
            })
            .collect();
        v.isl_totals = vec![("UMap::coalesce".into(), 3, phases[0].1 / 2.0)];
        v.wall_seconds = phases.iter().map(|(_, s)| s).sum();
        crate::harness::test_row(id, 1.0, v)
    }

    /// Phases, attempts and operations are summed over builds, most expensive first, each with
    /// the build where it took longest.
    #[test]
    fn the_times_of_all_builds_are_summed() {
        let rows = [
            row(
                "blur",
                &[("symbolic evaluation", 4.0), ("SMT", 1.0)],
                &[("congruence", 10, 9, 0.5), ("deep", 1, 1, 0.5)],
            ),
            row(
                "sc1",
                &[("symbolic evaluation", 2.0), ("SMT", 3.0)],
                &[("congruence", 5, 5, 0.25)],
            ),
        ];
        let md = markdown(&rows);
        let (a, b) = ("blur/manual", "sc1/manual");
        assert!(md.contains("2 validated build(s), 10.0 s"), "{md}");
        assert!(
            md.contains(&format!(
                "| symbolic evaluation | 2 | 6.0 | 60.0% | {a} (4.0 s) |"
            )),
            "{md}"
        );
        assert!(
            md.contains(&format!("| SMT | 2 | 4.0 | 40.0% | {b} (3.0 s) |")),
            "{md}"
        );
        assert!(
            md.contains(&format!(
                "| congruence | 2 | 15 | 14 | 0.75 | {a} (0.50 s) |"
            )),
            "{md}"
        );
        assert!(md.contains("| UMap::coalesce | 2 | 6 | 3.00 |"), "{md}");
        // Most expensive first.
        assert!(md.find("| symbolic evaluation").unwrap() < md.find("| SMT |").unwrap());
    }
}
