//! The algorithm as the user wrote it (`.sare`): Funcs with their pure and update
//! definitions, RDoms, parameters, input and output buffers and assumptions; with the reader
//! and the printer of the format (grammar in `docs/formats.md`).

pub mod algorithm;
pub mod sare_parser;
pub mod sare_printer;

pub use algorithm::{
    Algorithm, Assumption, AssumptionKind, FuncDef, OutputDecl, RVarDef, Range, SpecParam,
    UpdateDef, SARE_VERSION,
};
pub use sare_parser::{check_sare, parse_sare};
pub use sare_printer::print_sare;
