//! `parse(print(x)) == x` for random well-typed `.sched` programs and `.sare` algorithms.

mod formats_gen;

use formats_gen::Gen;
use halide_tv::ir::{parse_sched, print_sched};
use halide_tv::spec::{parse_sare, print_sare};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn sched_round_trips(seed in any::<u64>()) {
        let p = Gen::new(seed).sched();
        let text = print_sched(&p);
        let back = parse_sched("generated.sched", &text);
        prop_assert!(back.is_ok(), "{}\n{}", back.unwrap_err(), text);
        prop_assert_eq!(back.unwrap(), p, "{}", text);
    }

    #[test]
    fn sare_round_trips(seed in any::<u64>()) {
        let a = Gen::new(seed).algorithm();
        let text = print_sare(&a);
        let back = parse_sare("generated.sare", &text);
        prop_assert!(back.is_ok(), "{}\n{}", back.unwrap_err(), text);
        prop_assert_eq!(back.unwrap(), a, "{}", text);
    }
}
