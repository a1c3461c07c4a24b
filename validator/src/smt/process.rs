//! Validity queries in a Z3 process of their own, for a hard bound on time and memory.
//!
//! Z3's `timeout` parameter is cooperative: the solver stops when it next polls its resource
//! limit, and it does not always poll: a large query (a disjunction of a vector store's clamp
//! cases) can stay in `Z3_solver_check` of the validator's long-lived context long past its
//! timeout, while the same query, printed and read by a fresh Z3, is decided at once. A
//! separate process can be killed, so a query sent here never outlives `timeout` plus
//! [`KILL_GRACE`].
//!
//! The query is the solver's own SMT-LIB text (the same as `HALIDE_TV_SMT_DUMP` writes) piped
//! to `z3 -in`. Only a proof is reported: [`prove_in_process`] answers
//! [`SmtResult::Valid`] when the process printed exactly `unsat` and nothing else, and
//! [`SmtResult::Unknown`] with the reason otherwise (a model, Z3's `unknown`, a parse error,
//! the kill, a missing executable). A model is not read back, so callers use this for attempts
//! whose only useful answer is a proof.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use z3::ast::Bool;
use z3::Solver;

use super::solver::SmtResult;

/// Time a Z3 process gets past its timeout before it is killed.
pub const KILL_GRACE: Duration = Duration::from_secs(2);

/// Memory limit of a Z3 process (Z3's `-memory:` option, in MiB); past it Z3 answers
/// `unknown`.
pub const MEMORY_MB: u32 = 4096;

/// The Z3 executable: `HALIDE_TV_Z3` if set, otherwise `z3` on `PATH` (Debian's `z3`
/// package, the same 4.8.12 as the linked library; `scripts/setup` installs it).
pub fn z3_executable() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("HALIDE_TV_Z3") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("z3"))
        .find(|p| p.is_file())
}

/// Whether `premises ⟹ goal` is valid, decided by a Z3 process that is killed after
/// `timeout` + [`KILL_GRACE`]. `Valid` only on a proof; every other outcome is `Unknown`
/// with its reason (see the module documentation).
pub fn prove_in_process(premises: &[Bool], goal: &Bool, timeout: Duration) -> SmtResult {
    let solver = Solver::new();
    for p in premises {
        solver.assert(p);
    }
    solver.assert(goal.not());
    let text = format!("{solver}(check-sat)\n");
    super::solver::dump_text(&text);
    prove_text(&text, timeout)
}

/// Whether the SMT-LIB `text` (assertions and one `check-sat`) is unsatisfiable, decided by
/// a Z3 process as [`prove_in_process`] does.
pub fn prove_text(text: &str, timeout: Duration) -> SmtResult {
    let Some(exe) = z3_executable() else {
        return SmtResult::Unknown("no z3 executable (HALIDE_TV_Z3 or z3 on PATH)".to_string());
    };
    run(&exe, text, timeout)
}

/// Runs `exe` on the SMT-LIB `text` (one `check-sat`) and reads its answer.
fn run(exe: &std::path::Path, text: &str, timeout: Duration) -> SmtResult {
    let ms = u64::try_from(timeout.as_millis())
        .unwrap_or(u64::MAX)
        .max(1);
    let hard_s = timeout.as_secs() + 1;
    let child = Command::new(exe)
        .arg("-smt2")
        .arg("-in")
        .arg(format!("-t:{ms}"))
        .arg(format!("-T:{hard_s}"))
        .arg(format!("-memory:{MEMORY_MB}"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => return SmtResult::Unknown(format!("could not start {}: {e}", exe.display())),
    };
    let deadline = Instant::now() + timeout + KILL_GRACE;
    let stdin = child.stdin.take();
    let mut stdout = child.stdout.take();
    // The text is written by a thread of its own, so a Z3 that stops reading (an early
    // error) cannot block the wait below; the output is read once the process has ended
    // (Z3 prints one line here, far below a pipe's capacity).
    let status = std::thread::scope(|s| {
        s.spawn(move || {
            if let Some(mut stdin) = stdin {
                // A write error means Z3 has exited; its answer says why.
                let _ = stdin.write_all(text.as_bytes());
            }
        });
        wait_until(&mut child, deadline)
    });
    let Some(status) = status else {
        return SmtResult::Unknown(format!(
            "the z3 process was killed after {:.1}s (timeout {:.1}s)",
            (timeout + KILL_GRACE).as_secs_f64(),
            timeout.as_secs_f64()
        ));
    };
    let mut out = String::new();
    if let Some(stdout) = stdout.as_mut() {
        if let Err(e) = stdout.read_to_string(&mut out) {
            return SmtResult::Unknown(format!("reading the z3 process's answer: {e}"));
        }
    }
    answer(&out, status.success())
}

/// Waits for `child` until `deadline`; kills it then (`None`).
fn wait_until(
    child: &mut std::process::Child,
    deadline: Instant,
) -> Option<std::process::ExitStatus> {
    let mut pause = Duration::from_millis(1);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(pause.min(deadline.saturating_duration_since(Instant::now())));
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            // Past the deadline, or the wait itself failed: the process is stopped either way.
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    }
}

/// Reads Z3's output: a proof only when it is exactly `unsat` (any error line, e.g. a
/// declaration Z3 could not read back, makes the answer unknown).
fn answer(out: &str, exited_cleanly: bool) -> SmtResult {
    let lines: Vec<&str> = out
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    match lines.as_slice() {
        ["unsat"] if exited_cleanly => SmtResult::Valid,
        ["sat"] => SmtResult::Unknown("a model exists (not read back from the process)".into()),
        [] => SmtResult::Unknown("the z3 process printed nothing".into()),
        _ => {
            let text: String = lines.join(" ").chars().take(300).collect();
            SmtResult::Unknown(format!("z3 process: {text}"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use z3::ast::Int;

    fn has_z3() -> bool {
        z3_executable().is_some()
    }

    #[test]
    fn a_valid_implication_is_proved_in_a_process() {
        assert!(has_z3(), "the z3 executable is installed by scripts/setup");
        let x = Int::new_const("x");
        let premise = x.gt(Int::from_i64(3));
        let goal = x.gt(Int::from_i64(2));
        assert_eq!(
            prove_in_process(&[premise], &goal, Duration::from_secs(10)),
            SmtResult::Valid
        );
    }

    #[test]
    fn an_invalid_implication_is_not_proved_in_a_process() {
        assert!(has_z3(), "the z3 executable is installed by scripts/setup");
        let x = Int::new_const("x");
        let premise = x.gt(Int::from_i64(1));
        let goal = x.gt(Int::from_i64(2));
        match prove_in_process(&[premise], &goal, Duration::from_secs(10)) {
            SmtResult::Unknown(r) => assert!(r.contains("model"), "{r}"),
            other => panic!("expected no proof, got {other:?}"),
        }
    }

    #[test]
    fn only_a_lone_unsat_is_a_proof() {
        assert_eq!(answer("unsat\n", true), SmtResult::Valid);
        assert!(matches!(answer("unsat\n", false), SmtResult::Unknown(_)));
        assert!(matches!(
            answer(
                "(error \"line 3 column 10: unknown constant x\")\nunsat\n",
                true
            ),
            SmtResult::Unknown(_)
        ));
        assert!(matches!(answer("unknown\n", true), SmtResult::Unknown(_)));
        assert!(matches!(answer("", true), SmtResult::Unknown(_)));
    }

    #[test]
    fn a_process_past_its_deadline_is_killed() {
        // A stand-in for a Z3 that ignores its timeout: it sleeps far longer than the deadline.
        let dir = std::env::temp_dir().join(format!("halide-tv-silent-z3-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join("z3");
        std::fs::write(&exe, "#!/bin/sh\nexec sleep 60\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        let t0 = Instant::now();
        let r = run(&exe, "(check-sat)\n", Duration::from_millis(200));
        let took = t0.elapsed();
        std::fs::remove_dir_all(&dir).unwrap();
        match r {
            SmtResult::Unknown(reason) => assert!(reason.contains("killed"), "{reason}"),
            other => panic!("expected the kill, got {other:?}"),
        }
        assert!(took < Duration::from_secs(30), "waited {took:?}");
    }
}
