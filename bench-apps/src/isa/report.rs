//! The isa part of the harness's reports: per build, what `--emit-isa` wrote and, with
//! `--isa-bin`, isa's verdict and times; without isa, the thesis's published isa figures.

use super::runner::IsaRun;
use super::Emission;
use halide_tv::check::report::json_str;
use std::fmt::Write as _;

/// The isa inputs of one build and, when isa ran, its result.
#[derive(Clone, Debug, PartialEq)]
pub struct IsaResult {
    /// What was emitted.
    pub emission: Emission,
    /// isa's run (`None`: `--isa-bin` not given, or a program was skipped).
    pub run: Option<IsaRun>,
}

/// Table 6.1 of the thesis (shared/design/thesis-notes.md section C): isa's c2pdg, da and eqv
/// times (summed over implementation and specification) and its verdict, per thesis row.
/// `✓` proved, `✗` not proved, `?` no answer within the 15-minute timeout.
pub const THESIS_ISA: &[(&str, &str, &str, &str, &str)] = &[
    ("blur", "<1", "<1", "1.1 (AC+)", "✓"),
    ("cmm1024", "<1", "1.2", "10", "✓"),
    ("sgemm1024", "<1", "2.5", "27.3 (Cx)", "✓"),
    ("sqsgemm", "2.5", "4min34", ">15min (Cx)", "?"),
    ("bigsqsgemm", "1.6", "17.5", "8min12 (Cx)", "✓"),
    ("sgemm", "7.", ">15min", "N/A", "?"),
    ("bigsgemm", "2.8", "1min19", ">15min", "?"),
    ("sc1", "3.44", "4m20", "3.3", "✗"),
    ("sc32", "1min41", ">15min", "N/A", "?"),
    ("dsc", "10.2", "13min49", ">15min", "?"),
    ("conv", "2.", "12.2", "27.9 (Cmax)", "✓"),
    ("sdot", "<1", "<1", "<1", "✓"),
    ("harris", "7.9", "31.5", "1min8", "✓"),
    ("unsharp", "1.3", "6.1", "13min44", "✗"),
    ("nl_means", ">15min", "N/A", "N/A", "?"),
    ("sgemmTA", "21.5", ">15min", "N/A", "?"),
    ("sgemmTB", "21.1", "N/A", "N/A", "✗"),
];

/// The thesis's isa figures for a thesis row, if the table has it.
pub fn thesis(
    row: &str,
) -> Option<&'static (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
)> {
    THESIS_ISA.iter().find(|r| r.0 == row)
}

impl IsaResult {
    /// Short cell: the emission status, then isa's verdict and total time when it ran.
    pub fn cell(&self) -> String {
        match &self.run {
            Some(r) => format!("{} ({:.2} s)", r.verdict, r.seconds()),
            None => self.emission.cell(),
        }
    }

    /// The `isa` object of `results.json`.
    pub fn json(&self) -> String {
        let res = |r: &Result<std::path::PathBuf, String>| match r {
            Ok(p) => (json_str(&p.display().to_string()), "null".to_string()),
            Err(w) => ("null".to_string(), json_str(w)),
        };
        let (ip, is) = res(&self.emission.implementation);
        let (sp, ss) = res(&self.emission.specification);
        let run = match &self.run {
            None => "null".to_string(),
            Some(r) => {
                let steps: Vec<String> = r
                    .steps
                    .iter()
                    .map(|s| {
                        format!(
                            "{{\"step\": {}, \"seconds\": {:.6}, \"ok\": {}, \"detail\": {}}}",
                            json_str(&s.name),
                            s.seconds,
                            s.ok,
                            json_str(&s.detail)
                        )
                    })
                    .collect();
                format!(
                    "{{\"verdict\": {}, \"seconds\": {:.6}, \"steps\": [{}]}}",
                    json_str(&r.verdict),
                    r.seconds(),
                    steps.join(", ")
                )
            }
        };
        format!(
            "{{\"dir\": {}, \"impl\": {ip}, \"impl_skipped\": {is}, \"spec\": {sp}, \"spec_skipped\": {ss}, \"isa\": {run}}}",
            json_str(&self.emission.dir.display().to_string())
        )
    }
}

/// The isa section of `results.md`: one line per build with isa inputs; without isa, the note
/// that it is not installed and the thesis's figures.
pub fn markdown(rows: &[(String, Option<&'static str>, &IsaResult)], installed: bool) -> String {
    let mut s = String::from("\n## isa inputs\n\n");
    if !installed {
        s.push_str("isa is not installed (`--isa-bin DIR` not given): the programs are emitted, not checked. ");
        s.push_str("The thesis's isa figures (Table 6.1, seconds unless stated; c2pdg/da/eqv summed over implementation and specification) are shown for the thesis rows.\n\n");
    }
    s.push_str("| build | isa inputs | isa (ours) | thesis c2pdg | thesis da | thesis eqv | thesis isa |\n|---|---|---|---:|---:|---:|---|\n");
    for (label, row, r) in rows {
        let ours = match &r.run {
            Some(run) => format!("{} ({:.2} s)", run.verdict, run.seconds()),
            None => "-".into(),
        };
        let t = row.and_then(thesis);
        let cells: [&str; 4] = match t {
            Some(x) => [x.1, x.2, x.3, x.4],
            None => ["-"; 4],
        };
        let _ = writeln!(
            s,
            "| {label} | {} | {ours} | {} | {} | {} | {} |",
            r.emission.cell().replace('|', "\\|"),
            cells[0],
            cells[1],
            cells[2],
            cells[3]
        );
    }
    s
}
