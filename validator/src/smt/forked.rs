//! A hard time bound on the validator's own Z3 queries: each check runs in a forked copy of
//! the validator, which is killed at its deadline.
//!
//! Z3's `timeout` is cooperative: the solver stops when it next polls its cancellation flag.
//! A deep query can stay in `Z3_solver_check` long past its timeout with Z3's timer thread
//! idle: the timer has fired and Z3 does not poll (cases:
//! docs/journal/2026-12-05-comment-history.md). Nothing inside the process can stop such a
//! computation, so the check runs in a child made by `fork`: it
//! holds the same Z3 context, asserts and answers exactly as the parent would, writes its
//! answer (with the model's values of the observed terms) to a pipe and exits; the parent
//! kills it at the deadline. KLEE's forked solver bounds STP the same way.
//!
//! The child shares nothing with the parent after the fork (copy on write) and leaves with
//! `_exit`, running no destructor and flushing no buffer of the parent's. Z3's timer threads
//! are joined before a fork and restarted after it by Z3 itself (`scoped_timer` registers a
//! `pthread_atfork` handler), and a query never forks while a timer runs (the fork happens
//! between queries, on the thread that runs them).
//!
//! The validator puts its queries on one thread at a time. In a process where other threads use
//! Z3 at the same moment (a multi-threaded test harness), a child may inherit a lock of Z3's
//! global state held by one of them and wait on it until it is killed. So forking is switched
//! on by the executables ([`enable`]), not by the library.

use std::time::{Duration, Instant};

use super::solver::{Concrete, Counterexample, Observed, SmtResult};
use super::wire::{Reader, Writer};

/// Whether [`super::solver::check_validity`] forks (see [`enable`]).
static ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Makes every later query of [`super::solver::check_validity`] run in a forked child with a
/// hard deadline. For a process that puts its Z3 queries on one thread at a time, as the
/// `halide-tv` and `bench-apps check` executables do: a child forked while another thread is
/// inside Z3 may inherit a lock of Z3's global state and wait on it until it is killed. Without
/// it (the library's default, e.g. under a multi-threaded test harness) queries run in the
/// calling thread, bounded only by Z3's cooperative timeout.
pub fn enable() {
    ENABLED.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Whether [`enable`] was called.
pub fn enabled() -> bool {
    ENABLED.load(std::sync::atomic::Ordering::SeqCst)
}

/// Held across each `fork`: Z3's prepare handler (`scoped_timer::finalize`, which joins the
/// idle timer threads) is not safe when two threads fork at once: both can stay in it,
/// spinning, each having joined part of the idle workers and waiting for the rest.
static FORKING: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// What a forked query gave.
#[derive(Debug)]
pub enum Forked {
    /// The child's answer.
    Answer(SmtResult),
    /// The child was still running at the deadline and was killed.
    Killed,
    /// No answer: the fork failed, or the child ended without a complete one (why).
    Failed(String),
    /// The child was ended by this signal before it answered (a crash, or the memory limit).
    Signalled(i32),
}

impl Forked {
    /// Why a child gave no answer, as a sentence (`None` for an answer).
    pub fn failure(&self) -> Option<String> {
        match self {
            Forked::Answer(_) => None,
            Forked::Killed => Some("killed at its limit".to_string()),
            Forked::Failed(why) => Some(why.clone()),
            Forked::Signalled(sig) => Some(format!(
                "the forked child was ended by signal {sig} (memory limit?)"
            )),
        }
    }
}

/// Runs `query` in a forked child and returns its answer, or [`Forked::Killed`] once
/// `deadline` has passed. A counterexample's values come back in the order of `observe`
/// (the names and types are the parent's).
pub fn run(deadline: Duration, observe: &[Observed], query: impl FnOnce() -> SmtResult) -> Forked {
    match run_bytes(deadline, || encode(&query())) {
        Ok(bytes) => match decode(&bytes, observe) {
            Some(answer) => Forked::Answer(answer),
            None => Forked::Failed("the Z3 child's answer could not be read".to_string()),
        },
        Err(e) => e,
    }
}

/// Runs `work` in a forked child and returns the bytes it produced, or [`Forked::Killed`]
/// once `deadline` has passed, or [`Forked::Failed`] when the child ended without them. For
/// work made of several queries that share the child's one fork (the caller encodes and
/// decodes the bytes).
pub fn run_bytes(deadline: Duration, work: impl FnOnce() -> Vec<u8>) -> Result<Vec<u8>, Forked> {
    let mut one = vec![spawn(deadline, work)?];
    match wait_any(&mut one) {
        Some((_, answer)) => answer,
        None => Err(Forked::Failed("no child to wait for".to_string())),
    }
}

/// A forked child computing bytes ([`spawn`]); dropping it kills the child if it still runs.
pub struct Running {
    pid: libc::pid_t,
    fd: i32,
    deadline: Instant,
    reaped: bool,
    /// What [`wait_any`] has read from the child so far.
    out: Vec<u8>,
}

/// Starts `work` in a forked child and returns at once; the child's bytes are collected by
/// [`wait_any`] (several children at a time) or, for one child, by [`run_bytes`]. The child
/// is killed once `deadline` has passed.
pub fn spawn(deadline: Duration, work: impl FnOnce() -> Vec<u8>) -> Result<Running, Forked> {
    let mut fds = [0i32; 2];
    // SAFETY: `pipe2` writes two descriptors into the array it is given.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        return Err(Forked::Failed(format!(
            "pipe: {}",
            std::io::Error::last_os_error()
        )));
    }
    let (read_fd, write_fd) = (fds[0], fds[1]);
    let pid = {
        let _one_at_a_time = FORKING.lock().unwrap_or_else(|e| e.into_inner());
        // SAFETY: the child only runs `work` (Z3 calls on the state it inherited) and writes
        // to the pipe before `_exit`; see the module documentation.
        unsafe { libc::fork() }
    };
    if pid < 0 {
        let e = std::io::Error::last_os_error();
        close(read_fd);
        close(write_fd);
        return Err(Forked::Failed(format!("fork: {e}")));
    }
    if pid == 0 {
        close(read_fd);
        let code = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)) {
            Ok(bytes) => {
                if write_all(write_fd, &bytes) {
                    0
                } else {
                    1
                }
            }
            Err(_) => 101,
        };
        // SAFETY: ends the child without running the parent's destructors or atexit handlers.
        unsafe { libc::_exit(code) }
    }
    close(write_fd);
    // A deadline too far to represent (`Duration::MAX`: none) is a year away.
    let now = Instant::now();
    let far = now + Duration::from_secs(365 * 24 * 3600);
    Ok(Running {
        pid,
        fd: read_fd,
        deadline: now.checked_add(deadline).unwrap_or(far),
        reaped: false,
        out: Vec::new(),
    })
}

impl Running {
    /// The child's result once its pipe gave `out` (`None`: still open at the deadline).
    fn finish(&mut self, out: Option<Vec<u8>>) -> Result<Vec<u8>, Forked> {
        close(self.fd);
        self.reaped = true;
        let Some(bytes) = out else {
            // SAFETY: `pid` is our child, not yet reaped.
            unsafe { libc::kill(self.pid, libc::SIGKILL) };
            reap(self.pid);
            return Err(Forked::Killed);
        };
        match reap(self.pid) {
            Ended::Exit(0) => Ok(bytes),
            Ended::Exit(code) => Err(Forked::Failed(format!(
                "the forked child exited with status {code}"
            ))),
            Ended::Signal(sig) => Err(Forked::Signalled(sig)),
            Ended::Unknown => Err(Forked::Failed(
                "the forked child could not be waited for".to_string(),
            )),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        if !self.reaped {
            self.reaped = true;
            close(self.fd);
            // SAFETY: `pid` is our child, not yet reaped.
            unsafe { libc::kill(self.pid, libc::SIGKILL) };
            reap(self.pid);
        }
    }
}

/// Waits until one of `running` has written all its bytes and ended, or has passed its
/// deadline; removes it and returns its position and result. `None` when `running` is empty.
pub fn wait_any(running: &mut Vec<Running>) -> Option<(usize, Result<Vec<u8>, Forked>)> {
    loop {
        if running.is_empty() {
            return None;
        }
        let now = Instant::now();
        if let Some(k) = running.iter().position(|c| c.deadline <= now) {
            let mut child = running.remove(k);
            return Some((k, child.finish(None)));
        }
        let next = running.iter().map(|c| c.deadline).min().unwrap_or(now);
        let ms = i32::try_from(next.saturating_duration_since(now).as_millis().max(1))
            .unwrap_or(i32::MAX);
        let mut pfds: Vec<libc::pollfd> = running
            .iter()
            .map(|c| libc::pollfd {
                fd: c.fd,
                events: libc::POLLIN,
                revents: 0,
            })
            .collect();
        // SAFETY: `pfds` is a live array of `pfds.len()` entries.
        let ready = unsafe { libc::poll(pfds.as_mut_ptr(), pfds.len() as libc::nfds_t, ms) };
        if ready < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            // The pipes cannot be watched: the first child ends with what it wrote so far
            // (its exit status then says whether that is its whole answer).
            let mut child = running.remove(0);
            let out = std::mem::take(&mut child.out);
            return Some((0, child.finish(Some(out))));
        }
        if ready <= 0 {
            continue;
        }
        for (k, p) in pfds.iter().enumerate() {
            if p.revents == 0 {
                continue;
            }
            let child = &mut running[k];
            let mut buf = [0u8; 65536];
            // SAFETY: `buf` is a live buffer of its length.
            let n = unsafe { libc::read(p.fd, buf.as_mut_ptr().cast(), buf.len()) };
            if n > 0 {
                child.out.extend_from_slice(&buf[..n as usize]);
                continue;
            }
            if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            // End of the child's output (or an error reading it): the child is done.
            let mut child = running.remove(k);
            let out = std::mem::take(&mut child.out);
            return Some((k, child.finish(Some(out))));
        }
    }
}

fn close(fd: i32) {
    // SAFETY: `fd` is a descriptor this module opened and closes once.
    unsafe { libc::close(fd) };
}

/// Writes all of `bytes` to `fd`; false on an error.
fn write_all(fd: i32, mut bytes: &[u8]) -> bool {
    while !bytes.is_empty() {
        // SAFETY: `bytes` is a live slice of its length.
        let n = unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) };
        if n < 0 {
            if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return false;
        }
        bytes = &bytes[n as usize..];
    }
    true
}

/// Waits for the child `pid`: its exit code, or `None` if a signal ended it.
/// How a child ended.
enum Ended {
    Exit(i32),
    Signal(i32),
    Unknown,
}

fn reap(pid: libc::pid_t) -> Ended {
    let mut status = 0;
    loop {
        // SAFETY: waits for our own child.
        let r = unsafe { libc::waitpid(pid, &mut status, 0) };
        if r == pid {
            break;
        }
        if r < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return Ended::Unknown;
        }
    }
    if libc::WIFEXITED(status) {
        Ended::Exit(libc::WEXITSTATUS(status))
    } else if libc::WIFSIGNALED(status) {
        Ended::Signal(libc::WTERMSIG(status))
    } else {
        Ended::Unknown
    }
}

/// The answer as bytes: `V`; `U` and the reason; `I` and one tagged value per observed term.
fn encode(answer: &SmtResult) -> Vec<u8> {
    let mut w = Writer::default();
    match answer {
        SmtResult::Valid => w.u8(b'V'),
        SmtResult::Unknown(reason) => {
            w.u8(b'U');
            w.text(reason);
        }
        SmtResult::Invalid(cex) => {
            w.u8(b'I');
            for a in &cex.assignments {
                encode_value(&a.value, &mut w);
            }
        }
    }
    w.0
}

fn encode_value(v: &Concrete, w: &mut Writer) {
    match v {
        Concrete::Bool(b) => {
            w.u8(b'b');
            w.u8(u8::from(*b));
        }
        Concrete::Int(i) => {
            w.u8(b'i');
            w.i128(*i);
        }
        Concrete::Real(s) => {
            w.u8(b'r');
            w.text(s);
        }
        Concrete::Float {
            bits,
            pattern,
            value,
        } => {
            w.u8(b'f');
            w.u8(*bits);
            w.u64(*pattern);
            w.u64(value.to_bits());
        }
        Concrete::Other(s) => {
            w.u8(b'o');
            w.text(s);
        }
    }
}

/// Reads [`encode`]'s bytes back; `None` unless they are complete and well formed.
fn decode(bytes: &[u8], observe: &[Observed]) -> Option<SmtResult> {
    let mut r = Reader(bytes);
    let answer = match r.u8()? {
        b'V' => SmtResult::Valid,
        b'U' => SmtResult::Unknown(r.text()?),
        b'I' => {
            let mut assignments = Vec::with_capacity(observe.len());
            for o in observe {
                assignments.push(super::solver::Assignment {
                    name: o.name.clone(),
                    ty: o.ty,
                    value: decode_value(&mut r)?,
                });
            }
            SmtResult::Invalid(Counterexample { assignments })
        }
        _ => return None,
    };
    r.is_done().then_some(answer)
}

fn decode_value(r: &mut Reader<'_>) -> Option<Concrete> {
    Some(match r.u8()? {
        b'b' => Concrete::Bool(r.u8()? != 0),
        b'i' => Concrete::Int(r.i128()?),
        b'r' => Concrete::Real(r.text()?),
        b'o' => Concrete::Other(r.text()?),
        b'f' => Concrete::Float {
            bits: r.u8()?,
            pattern: r.u64()?,
            value: f64::from_bits(r.u64()?),
        },
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Type;
    use crate::smt::semantics::Value;
    use z3::ast::Int;

    fn observed(n: usize) -> Vec<Observed> {
        (0..n)
            .map(|i| {
                Observed::new(
                    format!("v{i}"),
                    Type::int(32),
                    Value::Bool(z3::ast::Bool::from_bool(true)),
                )
            })
            .collect()
    }

    #[test]
    fn every_answer_comes_back_from_the_child() {
        let obs = observed(5);
        let cex = SmtResult::Invalid(Counterexample {
            assignments: vec![
                Concrete::Bool(true),
                Concrete::Int(-(1i128 << 100)),
                Concrete::Real("-7/3".into()),
                Concrete::Float {
                    bits: 32,
                    pattern: 0x3fc0_0000,
                    value: 1.5,
                },
                Concrete::Other("NaN\nline two".into()),
            ]
            .into_iter()
            .zip(&obs)
            .map(|(value, o)| crate::smt::solver::Assignment {
                name: o.name.clone(),
                ty: o.ty,
                value,
            })
            .collect(),
        });
        for answer in [SmtResult::Valid, SmtResult::Unknown("timeout".into()), cex] {
            let expected = answer.clone();
            match run(Duration::from_secs(30), &obs, move || answer) {
                Forked::Answer(got) => assert_eq!(got, expected),
                other => panic!("expected {expected:?}, got {other:?}"),
            }
        }
    }

    #[test]
    fn a_child_past_its_deadline_is_killed() {
        let t0 = Instant::now();
        let r = run(Duration::from_millis(200), &[], || {
            // A stand-in for a Z3 that does not poll its cancellation flag.
            std::thread::sleep(Duration::from_secs(60));
            SmtResult::Valid
        });
        assert!(matches!(r, Forked::Killed), "{r:?}");
        assert!(t0.elapsed() < Duration::from_secs(30), "{:?}", t0.elapsed());
    }

    #[test]
    fn a_child_that_dies_gives_no_answer() {
        let r = run(Duration::from_secs(30), &[], || std::process::abort());
        assert!(matches!(r, Forked::Signalled(libc::SIGABRT)), "{r:?}");
        assert!(r.failure().is_some_and(|w| w.contains("signal 6")), "{r:?}");
        let r = run(Duration::from_secs(30), &[], || panic!("in the child"));
        assert!(matches!(r, Forked::Failed(_)), "{r:?}");
    }

    #[test]
    fn threads_that_fork_at_once_all_get_their_answers() {
        // Four threads fork 40 times each, every child checking with a timeout (so Z3 starts a
        // timer thread in it and joins the parent's idle ones before each fork). Every call
        // must return. This does not reproduce the spin that `FORKING` prevents (it passes
        // without the lock on this machine); it shows that forks from threads at once finish.
        let (done, finished) = std::sync::mpsc::channel();
        for t in 0..4 {
            let done = done.clone();
            std::thread::spawn(move || {
                let x = Int::new_const("x");
                let solver = z3::Solver::new();
                let mut p = z3::Params::new();
                p.set_u32("timeout", 10_000);
                solver.set_params(&p);
                solver.assert(x.gt(Int::from_i64(t)));
                solver.assert(x.lt(Int::from_i64(t + 2)));
                // An answer, or a kill: a child that inherited a Z3 lock from a concurrent test
                // of this binary waits on it until its deadline (module documentation).
                let mut returned = 0;
                for _ in 0..40 {
                    let r = run(Duration::from_secs(5), &[], || match solver.check() {
                        z3::SatResult::Sat => SmtResult::Unknown("sat".into()),
                        _ => SmtResult::Valid,
                    });
                    match r {
                        Forked::Answer(SmtResult::Unknown(ref s)) if s == "sat" => returned += 1,
                        Forked::Killed => returned += 1,
                        other => panic!("unexpected {other:?}"),
                    }
                }
                let _ = done.send(returned);
            });
        }
        drop(done);
        let t0 = Instant::now();
        for _ in 0..4 {
            let left = Duration::from_secs(300).saturating_sub(t0.elapsed());
            let returned = finished
                .recv_timeout(left)
                .expect("a forking thread did not finish");
            assert_eq!(returned, 40);
        }
    }

    #[test]
    fn a_truncated_or_malformed_answer_is_rejected() {
        let obs = observed(1);
        let good = encode(&SmtResult::Invalid(Counterexample {
            assignments: vec![crate::smt::solver::Assignment {
                name: "v0".into(),
                ty: Type::int(32),
                value: Concrete::Int(3),
            }],
        }));
        assert!(decode(&good, &obs).is_some());
        assert!(decode(&good[..good.len() - 1], &obs).is_none());
        assert!(decode(&[b'V', 0], &obs).is_none());
        assert!(decode(b"X", &obs).is_none());
        assert!(decode(&[], &obs).is_none());
    }

    #[test]
    fn z3_answers_in_the_child_as_in_the_parent() {
        let x = Int::new_const("x");
        let solver = z3::Solver::new();
        solver.assert(x.gt(Int::from_i64(3)));
        solver.assert(x.lt(Int::from_i64(5)));
        let r = run(Duration::from_secs(30), &[], || match solver.check() {
            z3::SatResult::Sat => SmtResult::Unknown("sat".into()),
            z3::SatResult::Unsat => SmtResult::Valid,
            z3::SatResult::Unknown => SmtResult::Unknown("unknown".into()),
        });
        assert!(
            matches!(r, Forked::Answer(SmtResult::Unknown(ref s)) if s == "sat"),
            "{r:?}"
        );
        // The parent's context is still usable after the child's check.
        solver.assert(x.gt(Int::from_i64(4)));
        assert_eq!(solver.check(), z3::SatResult::Unsat);
    }
}
