//! Schedule sources: the app's own manual schedule, or one of Halide 19's autoscheduler plugins.

use crate::catalogue::Build;
use std::fmt;
use std::path::{Path, PathBuf};

/// Where a build's schedule comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScheduleSource {
    /// The schedule written in the app's generator.
    Manual,
    /// An autoscheduler plugin (`libautoschedule_<name>.so`), e.g. `Mullapudi2016`.
    Auto(Autoscheduler),
    /// Schedule fuzzing: Adams2019 with beam size 1 and random dropout (the way Halide's own
    /// autotuning scripts sample the schedule space), one distinct schedule per seed.
    Random(RandomSchedule),
    /// Halide's default schedule: the harness's `Default` plugin applies no directive
    /// (`bench-apps/cpp/default_autoscheduler.cpp`), so every Func is inlined where legal and
    /// outputs and Funcs with updates are computed at root. Also the differential runs'
    /// reference (compiled with stock Halide).
    Default,
}

/// One sampled Adams2019 schedule: `random_dropout` percent greedy-decision survival, `seed`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomSchedule {
    /// The dropout seed (`autoscheduler.random_dropout_seed`).
    pub seed: u32,
    /// `autoscheduler.random_dropout`: the percent chance that the whole search is greedy; lower
    /// values discard more candidate decisions at random.
    pub dropout: u32,
}

impl RandomSchedule {
    /// `n` random schedules with seeds 1..=n and the given dropout percentage.
    pub fn sample(n: u32, dropout: u32) -> Vec<ScheduleSource> {
        (1..=n)
            .map(|seed| ScheduleSource::Random(RandomSchedule { seed, dropout }))
            .collect()
    }
}

/// Halide 19's autoscheduler plugins.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Autoscheduler {
    /// Mullapudi et al. 2016.
    Mullapudi2016,
    /// Adams et al. 2019 (learned cost model).
    Adams2019,
    /// Li et al. 2018 (gradient autoscheduler).
    Li2018,
    /// Anderson et al. 2021 (GPU only).
    Anderson2021,
}

impl Autoscheduler {
    /// All plugins.
    pub const ALL: [Autoscheduler; 4] = [
        Autoscheduler::Mullapudi2016,
        Autoscheduler::Adams2019,
        Autoscheduler::Li2018,
        Autoscheduler::Anderson2021,
    ];

    /// The name Halide registers (`autoscheduler=NAME`).
    pub fn name(self) -> &'static str {
        match self {
            Autoscheduler::Mullapudi2016 => "Mullapudi2016",
            Autoscheduler::Adams2019 => "Adams2019",
            Autoscheduler::Li2018 => "Li2018",
            Autoscheduler::Anderson2021 => "Anderson2021",
        }
    }

    /// The plugin library in a Halide prefix.
    pub fn plugin(self, prefix: &Path) -> PathBuf {
        prefix.join("lib").join(format!(
            "libautoschedule_{}.so",
            self.name().to_ascii_lowercase()
        ))
    }
}

impl ScheduleSource {
    /// Parses `manual` or an autoscheduler name (case-insensitive).
    pub fn parse(s: &str) -> Result<ScheduleSource, String> {
        if s.eq_ignore_ascii_case("manual") {
            return Ok(ScheduleSource::Manual);
        }
        if s.eq_ignore_ascii_case("default") {
            return Ok(ScheduleSource::Default);
        }
        Autoscheduler::ALL
            .into_iter()
            .find(|a| a.name().eq_ignore_ascii_case(s))
            .map(ScheduleSource::Auto)
            .ok_or_else(|| {
                format!("unknown schedule source `{s}`: expected manual, default, Mullapudi2016, Adams2019, Li2018 or Anderson2021")
            })
    }

    /// Whether this source applies to `build`: autoschedulers need a generator that supports
    /// them (estimates on every input and output), and Anderson2021 needs a GPU target.
    pub fn applies_to(self, build: &Build) -> bool {
        match self {
            ScheduleSource::Manual => true,
            ScheduleSource::Auto(Autoscheduler::Anderson2021) => {
                build.autoschedulable() && build.target.contains("cuda")
            }
            ScheduleSource::Auto(_) | ScheduleSource::Random(_) | ScheduleSource::Default => {
                build.autoschedulable()
            }
        }
    }

    /// Extra generator arguments (`autoscheduler=NAME`) and plugins to load (`-p`). The
    /// `Default` plugin lives in the harness's cache ([`crate::runner::default_plugin`] builds
    /// it; the harness does so before any `default` build).
    pub fn generator_args(self, prefix: &Path) -> (Vec<String>, Vec<PathBuf>) {
        match self {
            ScheduleSource::Manual => (Vec::new(), Vec::new()),
            ScheduleSource::Default => (
                vec!["autoscheduler=Default".into()],
                vec![crate::runner::default_plugin_dir(
                    prefix,
                    &crate::cache_dir().unwrap_or_else(|_| PathBuf::from(".")),
                )
                .join("libautoschedule_default.so")],
            ),
            ScheduleSource::Auto(a) => (
                vec![format!("autoscheduler={}", a.name())],
                vec![a.plugin(prefix)],
            ),
            ScheduleSource::Random(r) => {
                let a = Autoscheduler::Adams2019;
                (
                    vec![
                        format!("autoscheduler={}", a.name()),
                        "autoscheduler.beam_size=1".into(),
                        format!("autoscheduler.random_dropout={}", r.dropout),
                        format!("autoscheduler.random_dropout_seed={}", r.seed),
                    ],
                    vec![a.plugin(prefix)],
                )
            }
        }
    }
}

impl fmt::Display for ScheduleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScheduleSource::Manual => f.write_str("manual"),
            ScheduleSource::Default => f.write_str("default"),
            ScheduleSource::Auto(a) => f.write_str(a.name()),
            ScheduleSource::Random(r) => write!(f, "Adams2019-r{}", r.seed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;

    #[test]
    fn parses_sources() {
        assert_eq!(ScheduleSource::parse("manual"), Ok(ScheduleSource::Manual));
        assert_eq!(
            ScheduleSource::parse("adams2019"),
            Ok(ScheduleSource::Auto(Autoscheduler::Adams2019))
        );
        assert!(ScheduleSource::parse("Halide2030").is_err());
        assert_eq!(
            ScheduleSource::parse("default"),
            Ok(ScheduleSource::Default)
        );
        assert_eq!(ScheduleSource::Default.to_string(), "default");
        let blur = catalogue::find("blur").unwrap();
        let harris = catalogue::find("harris").unwrap();
        assert!(!ScheduleSource::Default.applies_to(blur));
        assert!(ScheduleSource::Default.applies_to(harris));
    }

    #[test]
    fn applicability_follows_the_catalogue() {
        let blur = catalogue::find("blur").unwrap();
        let harris = catalogue::find("harris").unwrap();
        let cmm = catalogue::find("cmm1024").unwrap();
        let mullapudi = ScheduleSource::Auto(Autoscheduler::Mullapudi2016);
        let anderson = ScheduleSource::Auto(Autoscheduler::Anderson2021);
        assert!(ScheduleSource::Manual.applies_to(blur));
        assert!(!mullapudi.applies_to(blur), "blur has no estimates");
        assert!(mullapudi.applies_to(harris));
        assert!(!anderson.applies_to(harris), "Anderson2021 is GPU-only");
        assert!(anderson.applies_to(cmm));
    }

    #[test]
    fn random_schedules_are_distinct_adams2019_samples() {
        let sources = RandomSchedule::sample(3, 50);
        assert_eq!(sources.len(), 3);
        let names: Vec<String> = sources.iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["Adams2019-r1", "Adams2019-r2", "Adams2019-r3"]);
        let (args, plugins) = sources[1].generator_args(Path::new("/x"));
        assert_eq!(
            args,
            [
                "autoscheduler=Adams2019",
                "autoscheduler.beam_size=1",
                "autoscheduler.random_dropout=50",
                "autoscheduler.random_dropout_seed=2"
            ]
        );
        assert_eq!(plugins, [Autoscheduler::Adams2019.plugin(Path::new("/x"))]);
        let blur = catalogue::find("blur").unwrap();
        let harris = catalogue::find("harris").unwrap();
        assert!(!sources[0].applies_to(blur) && sources[0].applies_to(harris));
    }

    #[test]
    fn plugin_paths() {
        let p = Autoscheduler::Adams2019.plugin(Path::new("/x"));
        assert_eq!(p, PathBuf::from("/x/lib/libautoschedule_adams2019.so"));
    }
}
