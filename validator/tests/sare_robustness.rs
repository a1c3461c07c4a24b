//! The reduction never panics: on random well-typed algorithms (the generator of the format
//! round-trip tests) it either builds a SARE that passes the well-foundedness check and
//! prints, or returns an error naming the definition.

mod formats_gen;

use formats_gen::Gen;
use halide_tv::sare::order::check_well_founded;
use halide_tv::sare::{build_sare, print_equations, Site};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 400,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn reduction_is_total(seed in any::<u64>()) {
        let alg = Gen::new(seed).algorithm();
        match build_sare(&alg) {
            Ok(s) => {
                prop_assert_eq!(check_well_founded(&s), Ok(()));
                let text = print_equations(&s);
                for f in &alg.funcs {
                    let final_line = format!("\n{}(", halide_tv::ir::names::print_name(&f.name));
                    prop_assert!(text.contains(&final_line), "{}", text);
                }
            }
            Err(e) => {
                let named = match &e.site {
                    Site::Pure(f) | Site::Update(f, _) => alg.func(f).is_some(),
                    Site::Algorithm => true,
                    Site::Annotation(_) => false,
                };
                prop_assert!(named, "{}", e);
                prop_assert!(!e.reason.is_empty());
            }
        }
    }
}
