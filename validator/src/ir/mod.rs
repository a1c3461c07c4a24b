//! Data model shared by the annotated program (`.sched`) and the algorithm (`.sare`):
//! Halide value types, operators, typed expressions, statements, and the `.sched` reader
//! and printer.

pub mod assume;
pub mod expr;
pub mod lexer;
pub mod names;
pub mod ops;
pub mod parser;
pub mod printer;
pub mod sched_parser;
pub mod stmt;
pub mod types;

pub use expr::{access_lanes, Call, CallKind, Expr, ExprNode, Load, TypeError};
pub use ops::{BinOp, Intrinsic, VectorReduceOp};
pub use parser::MAX_DEPTH;
pub use printer::print_sched;
pub use sched_parser::{check_sched, parse_sched};
pub use stmt::{Annotation, BufferDecl, ForKind, MemoryType, ParamDecl, SchedProgram, Stmt, Store};
pub use types::{Type, TypeCode};
