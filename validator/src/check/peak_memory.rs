//! The peak memory of a check: what the report says about its resource use besides time.

/// The largest resident sets so far, in KiB (`getrusage`'s `ru_maxrss`): of this process, and
/// of the largest child process it has waited for (the forked Z3 queries and conditions,
/// `crate::smt::forked`; their pages are shared copy-on-write with this process, so the two
/// are not to be added).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeakMemory {
    /// This process.
    pub process_kib: u64,
    /// The largest child waited for (0 when none).
    pub children_kib: u64,
}

impl PeakMemory {
    /// The peaks now; `None` where the system does not report them.
    pub fn now() -> Option<PeakMemory> {
        Some(PeakMemory {
            process_kib: max_rss(libc::RUSAGE_SELF)?,
            children_kib: max_rss(libc::RUSAGE_CHILDREN)?,
        })
    }

    /// `peak 388 MiB (largest child 120 MiB)`.
    pub fn text(&self) -> String {
        let mib = |k: u64| k.div_ceil(1024);
        if self.children_kib == 0 {
            format!("peak {} MiB", mib(self.process_kib))
        } else {
            format!(
                "peak {} MiB (largest child process {} MiB)",
                mib(self.process_kib),
                mib(self.children_kib)
            )
        }
    }
}

/// `ru_maxrss` of `who` (KiB on Linux).
fn max_rss(who: libc::c_int) -> Option<u64> {
    let mut usage = std::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: `usage` is a valid, writable `rusage`; `getrusage` only writes into it.
    if unsafe { libc::getrusage(who, usage.as_mut_ptr()) } != 0 {
        return None;
    }
    // SAFETY: `getrusage` returned 0, so it filled the structure (zeroed before in any case).
    let usage = unsafe { usage.assume_init() };
    u64::try_from(usage.ru_maxrss).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_peak_grows_with_what_the_process_touches() {
        let before = PeakMemory::now().expect("getrusage");
        assert!(before.process_kib > 0);
        // 64 MiB touched page by page: the peak is at least that much above zero, and never
        // below what it was.
        let mut big = vec![0u8; 64 << 20];
        for i in (0..big.len()).step_by(4096) {
            big[i] = 1;
        }
        std::hint::black_box(&big);
        let after = PeakMemory::now().expect("getrusage");
        assert!(after.process_kib >= before.process_kib);
        assert!(after.process_kib >= 64 << 10, "{after:?}");
        assert!(after.text().starts_with("peak "), "{}", after.text());
    }
}
