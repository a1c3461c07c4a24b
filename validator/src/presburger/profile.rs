//! Opt-in profiling of the Presburger layer (environment variable `HALIDE_TV_PROFILE`): wall
//! time and number of calls per isl wrapper, and sizes (basic maps/sets) of objects.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

thread_local! {
    static ENABLED: Cell<Option<bool>> = const { Cell::new(None) };
    static TABLE: RefCell<BTreeMap<&'static str, (u64, Duration)>> = const { RefCell::new(BTreeMap::new()) };
    /// The same counts since the last [`print_totals`], never reset by [`take`].
    static TOTAL: RefCell<BTreeMap<&'static str, (u64, Duration)>> = const { RefCell::new(BTreeMap::new()) };
}

/// Whether profiling is on (`HALIDE_TV_PROFILE` set).
pub fn enabled() -> bool {
    ENABLED.with(|e| match e.get() {
        Some(b) => b,
        None => {
            let b = std::env::var_os("HALIDE_TV_PROFILE").is_some();
            e.set(Some(b));
            b
        }
    })
}

/// Times `f` under `name` when profiling is on.
pub(crate) fn timed<T>(name: &'static str, f: impl FnOnce() -> T) -> T {
    if !enabled() {
        return f();
    }
    let t = Instant::now();
    let r = f();
    let d = t.elapsed();
    for table in [&TABLE, &TOTAL] {
        table.with(|tb| {
            let mut tb = tb.borrow_mut();
            let e = tb.entry(name).or_insert((0, Duration::ZERO));
            e.0 += 1;
            e.1 += d;
        });
    }
    r
}

/// Prints every entry counted since the last call, most expensive first, as
/// `[prof] total NAME: N calls, T s` (the whole check's isl operations and rule steps; a rule
/// step's time includes the operations inside it), and starts the count again.
pub fn print_totals() {
    let mut v: Vec<_> =
        TOTAL.with(|tb| std::mem::take(&mut *tb.borrow_mut()).into_iter().collect());
    v.sort_by_key(|e| std::cmp::Reverse((e.1).1));
    for (name, (calls, t)) in v {
        eprintln!(
            "[prof] total {name}: {calls} calls, {:.3}s",
            t.as_secs_f64()
        );
    }
}

/// Prints the `n` most expensive entries of the table (`take`), indented by `indent`.
pub fn print_top(indent: usize, n: usize) {
    for (name, calls, t) in take().into_iter().take(n) {
        eprintln!(
            "[prof] {:indent$}  {name}: {calls} calls, {:.2}s",
            "",
            t.as_secs_f64()
        );
    }
}

/// The table so far (name, calls, time), most expensive first, and resets it.
pub fn take() -> Vec<(&'static str, u64, Duration)> {
    let mut v: Vec<_> = TABLE.with(|tb| {
        std::mem::take(&mut *tb.borrow_mut())
            .into_iter()
            .map(|(k, (n, d))| (k, n, d))
            .collect()
    });
    v.sort_by_key(|e| std::cmp::Reverse(e.2));
    v
}
