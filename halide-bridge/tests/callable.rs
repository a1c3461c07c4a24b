//! Differential runs (`Lowered::callable`): the validated lowering of the blur app, compiled,
//! loaded and run in-process on host buffers, against a Rust reference. (A test binary of its
//! own: a second lowering of blur in one process renames its Funcs, `blur_y$1`, which the name
//! checks of `generators.rs` would see.)

use halide_bridge::callable::{Arg, ArgKind, HostBuffer};
use halide_bridge::{build, load_generator_library, lower, GenRequest};

const TARGET: &str = "x86-64-linux-avx2";

/// blur_y of the blur app on `input` (width + 2) x (height + 2), in uint16 arithmetic as Halide
/// computes it (sums wrap).
fn blur_reference(input: &[u16], width: usize, height: usize) -> Vec<u16> {
    let iw = width + 2;
    let at = |x: usize, y: usize| input[y * iw + x];
    let blur_x = |x: usize, y: usize| {
        at(x, y)
            .wrapping_add(at(x + 1, y))
            .wrapping_add(at(x + 2, y))
            / 3
    };
    let mut out = Vec::with_capacity(width * height);
    for y in 0..height {
        for x in 0..width {
            out.push(
                blur_x(x, y)
                    .wrapping_add(blur_x(x, y + 1))
                    .wrapping_add(blur_x(x, y + 2))
                    / 3,
            );
        }
    }
    out
}

#[test]
fn callable_runs_the_validated_lowering_on_host_buffers() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("libblur_gen.so");
    let src = halide_bridge::install::halide_source()
        .expect("Halide source from scripts/setup")
        .join("apps/blur/halide_blur_generator.cpp");
    build::generator_library(&[src], &[], &lib).expect("building the blur generator");
    load_generator_library(&lib).unwrap();
    let lowered = lower(&GenRequest {
        generator: "halide_blur".into(),
        target: TARGET.into(),
        ..GenRequest::default()
    })
    .unwrap();
    let callable = lowered.callable().expect("compiling and loading blur");
    let args = callable.arguments();
    assert_eq!(
        args.iter()
            .map(|a| (a.name.as_str(), a.kind, a.dims))
            .collect::<Vec<_>>(),
        vec![
            ("input", ArgKind::InputBuffer, 2),
            ("blur_y", ArgKind::OutputBuffer, 2)
        ]
    );
    // Sizes that are and are not multiples of the schedule's tiles and vectors.
    for (width, height) in [(64usize, 32usize), (67, 45), (397, 643)] {
        let (iw, ih) = (width + 2, height + 2);
        let input: Vec<u16> = (0..iw * ih)
            .map(|i| {
                let h = (i as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
                (h >> 48) as u16
            })
            .collect();
        let input_buffer = HostBuffer::from_slice(&[0, 0], &[iw as i32, ih as i32], &input);
        let mut output = HostBuffer::new(input_buffer.ty, &[0, 0], &[width as i32, height as i32]);
        callable
            .run(&mut [
                ("input", Arg::Input(&input_buffer)),
                ("blur_y", Arg::Output(&mut output)),
            ])
            .unwrap_or_else(|e| panic!("{width}x{height}: {e}"));
        assert_eq!(
            output.to_vec::<u16>().unwrap(),
            blur_reference(&input, width, height),
            "{width}x{height}"
        );
    }

    // The pipeline's own error: an input too small for the output, with the runtime's message.
    let small = HostBuffer::from_slice(&[0, 0], &[10, 10], &[0u16; 100]);
    let mut output = HostBuffer::new(small.ty, &[0, 0], &[64, 32]);
    let err = callable
        .run(&mut [
            ("input", Arg::Input(&small)),
            ("blur_y", Arg::Output(&mut output)),
        ])
        .unwrap_err();
    assert!(
        err.0.contains("running halide_blur") && err.0.contains("input"),
        "{err}"
    );
    // Checked before the call: element type, dimensions, a missing or unknown argument.
    let floats = HostBuffer::from_slice(&[0, 0], &[10, 10], &[0f32; 100]);
    let mut out16 = HostBuffer::new(small.ty, &[0, 0], &[8, 8]);
    assert!(callable
        .run(&mut [
            ("input", Arg::Input(&floats)),
            ("blur_y", Arg::Output(&mut out16))
        ])
        .is_err());
    assert!(callable.run(&mut [("input", Arg::Input(&small))]).is_err());
    let err = callable
        .run(&mut [
            ("input", Arg::Input(&small)),
            ("blur_y", Arg::Output(&mut out16)),
            ("nope", Arg::Input(&small)),
        ])
        .unwrap_err();
    assert!(err.0.contains("no argument nope"), "{err}");
}
