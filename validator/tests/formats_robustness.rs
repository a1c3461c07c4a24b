//! The readers never panic and never overflow the stack: random bytes, mutated valid files
//! and very deep nesting all give `Ok` or a positioned `ParseError`.

mod formats_gen;

use formats_gen::Gen;
use halide_tv::diag::ParseError;
use halide_tv::ir::{parse_sched, print_sched};
use halide_tv::spec::{parse_sare, print_sare};
use proptest::prelude::*;

/// The reader runs on its own thread; a panic there is reported with this text.
const INTERNAL: &str = "an internal error in the reader";

fn no_internal_error<T>(r: Result<T, ParseError>) -> Result<(), TestCaseError> {
    if let Err(e) = r {
        prop_assert!(e.found != INTERNAL, "reader panicked: {}", e);
        prop_assert!(e.line >= 1 && e.column >= 1, "bad position in {}", e);
    }
    Ok(())
}

/// Characters that mutations insert: all the punctuation of both formats and some letters.
const SPICE: &[char] = &[
    '(', ')', '[', ']', '{', '}', ',', ':', '=', '<', '>', '+', '-', '*', '/', '%', '!', '|', '&',
    '.', '`', '"', '\\', '#', '\n', ' ', '0', '9', 'x', 'f', 'e', '$', 'é',
];

fn mutate(text: &str, edits: &[(usize, usize, usize)]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for &(kind, at, c) in edits {
        if chars.is_empty() {
            break;
        }
        let at = at % chars.len();
        let c = SPICE[c % SPICE.len()];
        match kind % 4 {
            0 => {
                chars.remove(at);
            }
            1 => chars.insert(at, c),
            2 => chars[at] = c,
            _ => {
                // Duplicate a slice: exercises repeated declarations and nesting.
                let end = (at + 1 + c as usize % 40).min(chars.len());
                let piece: Vec<char> = chars[at..end].to_vec();
                for (k, p) in piece.into_iter().enumerate() {
                    chars.insert(end + k, p);
                }
            }
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        no_internal_error(parse_sched("random", &text))?;
        no_internal_error(parse_sare("random", &text))?;
        let with_header = format!("halide-tv sched 1\n{text}");
        no_internal_error(parse_sched("random", &with_header))?;
        let with_header = format!("halide-tv sare 1\n{text}");
        no_internal_error(parse_sare("random", &with_header))?;
    }

    #[test]
    fn mutated_sched_never_panics(
        seed in any::<u64>(),
        edits in proptest::collection::vec((0usize..4, any::<usize>(), any::<usize>()), 1..6),
    ) {
        let text = print_sched(&Gen::new(seed).sched());
        no_internal_error(parse_sched("mutated", &mutate(&text, &edits)))?;
    }

    #[test]
    fn mutated_sare_never_panics(
        seed in any::<u64>(),
        edits in proptest::collection::vec((0usize..4, any::<usize>(), any::<usize>()), 1..6),
    ) {
        let text = print_sare(&Gen::new(seed).algorithm());
        no_internal_error(parse_sare("mutated", &mutate(&text, &edits)))?;
    }
}

fn sched_with_body(body: &str) -> String {
    format!("halide-tv sched 1\npipeline p\ntarget \"host\"\noutput o : buffer<int32, 1>\n{body}")
}

fn assert_depth_error(r: Result<impl std::fmt::Debug, ParseError>) {
    let e = r.expect_err("too deep");
    assert!(e.expected.contains("levels of nesting"), "{e}");
}

#[test]
fn deep_parentheses_are_an_error() {
    let n = 200_000;
    let body = format!("o[0] = {}1{}", "(".repeat(n), ")".repeat(n));
    assert_depth_error(parse_sched("deep", &sched_with_body(&body)));
}

#[test]
fn long_operator_chains_are_capped() {
    let chain = vec!["1"; 100_000].join(" + ");
    assert_depth_error(parse_sched(
        "deep",
        &sched_with_body(&format!("o[0] = {chain}")),
    ));
    let nots = format!("assert({}true, 0)", "!".repeat(100_000));
    assert_depth_error(parse_sched("deep", &sched_with_body(&nots)));
}

#[test]
fn deep_statements_are_an_error() {
    let n = 100_000;
    let loops = format!("{}o[0] = 1{}", "for (i, 0, 1) {".repeat(n), "}".repeat(n));
    assert_depth_error(parse_sched("deep", &sched_with_body(&loops)));
    let lets = "let a = 1\n".repeat(n);
    assert_depth_error(parse_sched("deep", &sched_with_body(&lets)));
    let blocks = format!("{}{}", "{".repeat(n), "}".repeat(n));
    assert_depth_error(parse_sched("deep", &sched_with_body(&blocks)));
    let elifs = "if (true) { } else ".repeat(n) + "{ }";
    assert_depth_error(parse_sched("deep", &sched_with_body(&elifs)));
}

/// Programs at the nesting limit can be printed, cloned, compared and dropped on a thread
/// with the 8 MiB stack of a main thread, even in unoptimised builds.
#[test]
fn programs_at_the_limit_are_usable_on_a_main_thread_stack() {
    let n = 4_990;
    let run = move || {
        let bodies = [
            // Each `(1 + …)` level is two nesting levels: the parenthesis and the operator.
            format!("o[0] = {}1{}", "(1 + ".repeat(n / 2), ")".repeat(n / 2)),
            "let a = 1\n".repeat(n) + "o[0] = a",
            format!("{}o[0] = 1{}", "for (i, 0, 1) {".repeat(n), "}".repeat(n)),
        ];
        for body in bodies {
            let p = parse_sched("limit", &sched_with_body(&body)).expect("within the limit");
            let q = p.clone();
            assert_eq!(p, q);
            let text = print_sched(&q);
            assert_eq!(
                parse_sched("printed", &text).expect("printed form parses"),
                p
            );
        }
    };
    let joined = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(run)
        .expect("thread starts")
        .join();
    assert!(joined.is_ok());
}

#[test]
fn moderate_nesting_is_accepted_and_round_trips() {
    let n = 300;
    let body = format!("o[0] = {}1{}", "(1 + ".repeat(n), ")".repeat(n));
    let p = parse_sched("ok", &sched_with_body(&body)).expect("300 levels are fine");
    let again = parse_sched("printed", &print_sched(&p)).expect("printed form parses");
    assert_eq!(again, p);
}
