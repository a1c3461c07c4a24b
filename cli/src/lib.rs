//! The parts of halide-tv that drive Halide in-process through `halide-bridge`: the structured
//! hand-off of a lowering to the validator's data model ([`handoff`]) and the replay of a
//! counterexample on the compiled build ([`replay`]). The `halide-tv` command-line interface
//! (`src/main.rs`) is built on them and on the core library `halide_tv`, which does not link
//! libHalide.

pub mod handoff;
pub mod replay;
