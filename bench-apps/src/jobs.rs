//! Parallel execution of the matrix (`--jobs N`) and its progress line.
//!
//! Builds are independent (each writes its own directory; cached generators and runners are
//! renamed into place atomically, see `generator::private_tmp`; the differential references
//! are built once under a lock), so N worker threads take them in catalogue order. Results are
//! reported as they complete and returned in catalogue order, so the reports do not depend on
//! N. With N > 1 the builds share the machine's cores: compile and validation times are then
//! measured under that contention (the ratios of one build compare two times measured alike).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Duration;

/// Runs `work` on every item with `jobs` worker threads (at least one), calls `on_done` on the
/// calling thread as each result arrives (with the item's index), and returns the results in
/// the order of `items`.
pub fn run_ordered<T, R>(
    items: &[T],
    jobs: usize,
    work: impl Fn(&T) -> R + Sync,
    mut on_done: impl FnMut(usize, &R),
) -> Vec<R>
where
    T: Sync,
    R: Send,
{
    let next = AtomicUsize::new(0);
    let mut out: Vec<Option<R>> = items.iter().map(|_| None).collect();
    std::thread::scope(|s| {
        let (tx, rx) = mpsc::channel::<(usize, R)>();
        for _ in 0..jobs.clamp(1, items.len().max(1)) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            s.spawn(move || loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                if tx.send((i, work(item))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        for (i, r) in rx {
            on_done(i, &r);
            out[i] = Some(r);
        }
    });
    // Every index below items.len() was taken by exactly one worker and sent once; a worker
    // that panicked propagated its panic out of the scope above.
    out.into_iter().flatten().collect()
}

/// The progress line printed after each completed build: a bar of `width` cells, the count,
/// the elapsed time and the build just finished, e.g.
/// `[#####...............]  3/12  0:41  sc1 manual: UNKNOWN`.
pub fn progress_line(done: usize, total: usize, elapsed: Duration, last: &str) -> String {
    const WIDTH: usize = 20;
    let filled = (done * WIDTH)
        .checked_div(total)
        .unwrap_or(WIDTH)
        .min(WIDTH);
    let secs = elapsed.as_secs();
    format!(
        "[{}{}] {done:>3}/{total}  {}:{:02}  {last}",
        "#".repeat(filled),
        ".".repeat(WIDTH - filled),
        secs / 60,
        secs % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Mutex;

    /// Results come back in item order whatever the number of workers and the order in which
    /// they finish; `on_done` sees every item once; with several workers, several items run at
    /// once.
    #[test]
    fn results_are_in_item_order_and_reported_once() {
        let items: Vec<u64> = (0..9).collect();
        for jobs in [0, 1, 3, 20] {
            let running = Mutex::new((0usize, 0usize)); // (now, most at once)
            let mut seen = Vec::new();
            let out = run_ordered(
                &items,
                jobs,
                |&x| {
                    {
                        let mut r = running.lock().unwrap();
                        r.0 += 1;
                        r.1 = r.1.max(r.0);
                    }
                    // Later items finish first.
                    std::thread::sleep(Duration::from_millis(5 * (9 - x)));
                    running.lock().unwrap().0 -= 1;
                    x * x
                },
                |i, r| seen.push((i, *r)),
            );
            assert_eq!(out, items.iter().map(|x| x * x).collect::<Vec<_>>());
            seen.sort();
            assert_eq!(
                seen,
                items
                    .iter()
                    .map(|&x| (x as usize, x * x))
                    .collect::<Vec<_>>()
            );
            let most = running.lock().unwrap().1;
            if jobs <= 1 {
                assert_eq!(most, 1, "jobs = {jobs}");
            } else {
                assert!(most > 1, "jobs = {jobs}: at most {most} at once");
            }
        }
        assert!(run_ordered(&[] as &[u8], 4, |_| 0, |_, _| {}).is_empty());
    }

    #[test]
    fn progress_bar_fills_with_the_completed_builds() {
        let line = progress_line(3, 12, Duration::from_secs(101), "sc1 manual: UNKNOWN");
        assert_eq!(
            line,
            "[#####...............]   3/12  1:41  sc1 manual: UNKNOWN"
        );
        assert!(progress_line(12, 12, Duration::ZERO, "x")
            .starts_with(&format!("[{}]", "#".repeat(20))));
        assert!(
            progress_line(0, 0, Duration::ZERO, "x").starts_with(&format!("[{}]", "#".repeat(20)))
        );
    }
}
