//! The lowering never fails internally on random well-typed programs, and whatever it
//! lowers is well formed.

mod formats_gen;

use formats_gen::Gen;
use halide_tv::sched::{check_program, lower_program};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn lowering_is_total_and_well_formed(seed in any::<u64>()) {
        let p = Gen::new(seed).sched();
        match lower_program(&p) {
            Ok(core) => {
                let checked = check_program(&core);
                prop_assert!(checked.is_ok(), "{:?}\n{}", checked, core);
            }
            Err(e) => prop_assert!(
                e.what() != "internal error in the lowering",
                "the lowering panicked on seed {}",
                seed
            ),
        }
    }
}
