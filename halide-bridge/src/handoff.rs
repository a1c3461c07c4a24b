//! The structured hand-off of the annotated conceptual Stmt: the C++ walker
//! (`cpp/sched_walk.cc`) visits the Stmt that the patched Halide keeps in the `Module` (with
//! its ghost fields) exactly as the `.sched` printer (`src/SchedExport.cpp`) does, and reports
//! each node to a [`SchedSink`] in post-order, with no text in between.
//!
//! The events describe the program the printer would write: the same names, the same
//! constants (floats as the bit patterns the text reads back to), stores with their
//! multidimensional and flat indices and their annotation, loads with the flat index only. Where
//! the printer refuses a construct, the walker sends [`SchedEvent::Refuse`] with the printer's
//! reason, in the printer's order (the first one is the one Halide reports).
//!
//! Expressions are post-order: the operands come first (on the sink's value stack), then the
//! node with the number of operands to take. A statement list is bracketed by
//! [`SchedEvent::BeginBlock`] / [`SchedEvent::EndBlock`]; scoping nodes (`let`, loops,
//! allocations) have a `Begin…` event when their variable or buffer enters scope.

use crate::{ffi, Error};
use std::any::Any;

/// A Halide type as the `.sched` format writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeCode {
    /// Signed integer.
    Int,
    /// Unsigned integer; 1 bit is `bool`.
    UInt,
    /// IEEE float.
    Float,
    /// Opaque handle (64 bits, as the format reads `handle`).
    Handle,
}

/// A type of an event: `None` for a type the `.sched` format cannot write (bfloat16, int1, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeOf {
    /// Kind, or `None` if the format has no such type.
    pub code: Option<TypeCode>,
    /// Bits of one lane.
    pub bits: u8,
    /// Lanes (1 for scalars).
    pub lanes: u32,
}

impl From<ffi::TypeDesc> for TypeOf {
    fn from(t: ffi::TypeDesc) -> TypeOf {
        let code = match t.code {
            0 => Some(TypeCode::Int),
            1 => Some(TypeCode::UInt),
            2 => Some(TypeCode::Float),
            3 => Some(TypeCode::Handle),
            _ => None,
        };
        TypeOf {
            code,
            bits: t.bits,
            lanes: t.lanes,
        }
    }
}

/// What a call calls (the `Call::CallType`s the format can write).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallTarget {
    /// `Intrinsic` or `PureIntrinsic`: `name<T>(args)`.
    Intrinsic,
    /// `Extern` or `ExternCPlusPlus`: `extern name<T>(args)`.
    Extern,
    /// `PureExtern`: `pure_extern name<T>(args)`.
    PureExtern,
}

/// The ghost annotation of a store, as the printer writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnnotationEvent<'a> {
    /// The Func.
    pub func: &'a str,
    /// The stage (Halide's `int`, never negative for a present annotation).
    pub stage: i32,
    /// The tuple index when the printer writes one (a tuple-valued Func, or an index other
    /// than 0), else `None`.
    pub value_index: Option<i32>,
    /// Number of annotation arguments (site arguments then RVars) on the value stack.
    pub args: u32,
}

/// One event of the walk. Expression events take their operands from the value stack (in
/// source order: the first operand was pushed first) and push their result.
#[derive(Clone, Debug, PartialEq)]
pub enum SchedEvent<'a> {
    /// The printer cannot write this construct; the reason is the printer's text.
    Refuse(&'a str),
    /// First event: the Module's name, the pipeline (function) name and the target string.
    Header {
        /// Module name (for messages).
        module: &'a str,
        /// Pipeline name.
        pipeline: &'a str,
        /// Halide target string.
        target: &'a str,
    },
    /// A scalar parameter of the pipeline.
    Param(&'a str, TypeOf),
    /// An input buffer: name, element type, dimensions.
    Input(&'a str, TypeOf, i32),
    /// An output buffer: name, element type, dimensions.
    Output(&'a str, TypeOf, i32),
    /// After the body: a free variable the printer declares with `var`, in its order.
    FreeVar(&'a str, TypeOf),
    /// Signed integer constant.
    IntImm(TypeOf, i64),
    /// Unsigned integer or bool constant.
    UIntImm(TypeOf, u64),
    /// Float constant as the bit pattern the text reads back to.
    FloatImm(TypeOf, u64),
    /// String constant.
    StringImm(&'a str),
    /// A variable; `free` when the printer counts it as a free variable of the header.
    Var {
        /// Name.
        name: &'a str,
        /// Halide's type of the Variable node.
        ty: TypeOf,
        /// True if neither a local, a parameter nor a buffer symbol.
        free: bool,
    },
    /// `cast<T>(a)`.
    Cast(TypeOf),
    /// `reinterpret<T>(a)`.
    Reinterpret(TypeOf),
    /// A binary operator, by its index in the validator's `BinOp::ALL` (Add, Sub, Mul, Div,
    /// Mod, Min, Max, EQ, NE, LT, LE, GT, GE, And, Or).
    Binary(u8),
    /// `!a`.
    Not,
    /// `select(c, t, f)`.
    Select,
    /// A load `name[| index if predicate]`; the predicate is on the stack when present.
    Load {
        /// Buffer.
        name: &'a str,
        /// Whether a predicate (other than true) follows the index.
        predicate: bool,
    },
    /// `ramp(base, stride, lanes)`.
    Ramp(i32),
    /// `broadcast(value, lanes)`.
    Broadcast(i32),
    /// A call with `args` arguments.
    Call {
        /// What is called.
        target: CallTarget,
        /// Callee name.
        name: &'a str,
        /// Result type.
        ty: TypeOf,
        /// Number of arguments on the stack.
        args: u32,
    },
    /// The value of `(let name = value in body)` is on the stack; `name` enters scope.
    BeginLet(&'a str),
    /// End of a `let` expression: takes value and body.
    EndLet,
    /// `shuffle(vectors, indices)` of `vectors` operands (concat, interleave and slice are
    /// shuffles with those indices).
    Shuffle(u32, &'a [i32]),
    /// `vector_reduce(op, value, lanes)`; `op` is the printer's name of the operator.
    VectorReduce(&'a str, i32),
    /// Start of a statement list.
    BeginBlock,
    /// End of a statement list: the statements since the matching `BeginBlock` form one.
    EndBlock,
    /// `let name = value` (value on the stack) scoping over the next block.
    BeginLetStmt(&'a str),
    /// End of a `LetStmt`: takes the value and the body block.
    EndLetStmt,
    /// A loop: its min and extent are on the stack; `name` enters scope.
    BeginFor(&'a str),
    /// End of a loop of Halide `ForType` `kind` (0 serial … 7 gpu_lane): takes min, extent,
    /// body.
    EndFor(i32),
    /// Condition, then block, and (if `true`) else block are on the stack.
    IfThenElse(bool),
    /// `assert(cond, message)`.
    Assert,
    /// `produce name { block }` (`true`) or `consume name { block }`.
    ProducerConsumer(&'a str, bool),
    /// A store: `multi` index entries, the flat index, the predicate if any, the value, then
    /// the annotation arguments are on the stack.
    Store {
        /// Buffer.
        name: &'a str,
        /// Number of multidimensional index entries.
        multi: u32,
        /// Whether a predicate (other than true) is on the stack.
        predicate: bool,
        /// The annotation, if the store has one.
        annotation: Option<AnnotationEvent<'a>>,
    },
    /// An allocation: `extents` extents and the condition (if any) are on the stack; the
    /// buffer enters scope for the next block.
    BeginAllocate {
        /// Buffer.
        name: &'a str,
        /// Element type.
        elem: TypeOf,
        /// Number of extents on the stack.
        extents: u32,
        /// Whether a condition (other than true) is on the stack.
        condition: bool,
        /// Halide `MemoryType` (0 Auto … 8 AMXTile).
        memory: i32,
        /// Padding in elements.
        padding: i32,
    },
    /// End of an allocation: takes its body block.
    EndAllocate,
    /// `free name`.
    Free(&'a str),
    /// `evaluate value`.
    Evaluate,
}

/// Receives the events of the walk (the validator builds its program from them). A sink must
/// not panic on any sequence of events: it records what is wrong and reports it when asked
/// for its result.
pub trait SchedSink: Any {
    /// One event.
    fn event(&mut self, e: SchedEvent<'_>);
}

/// The sink as the C++ walker sees it (an opaque Rust type of the bridge).
pub struct SchedSinkBox {
    sink: Box<dyn SchedSink>,
}

impl SchedSinkBox {
    fn send(&mut self, e: SchedEvent<'_>) {
        self.sink.event(e);
    }
    pub(crate) fn refuse(&mut self, reason: &str) {
        self.send(SchedEvent::Refuse(reason));
    }
    pub(crate) fn header(&mut self, module: &str, pipeline: &str, target: &str) {
        self.send(SchedEvent::Header {
            module,
            pipeline,
            target,
        });
    }
    pub(crate) fn param(&mut self, name: &str, ty: ffi::TypeDesc) {
        self.send(SchedEvent::Param(name, ty.into()));
    }
    pub(crate) fn input(&mut self, name: &str, ty: ffi::TypeDesc, dims: i32) {
        self.send(SchedEvent::Input(name, ty.into(), dims));
    }
    pub(crate) fn output(&mut self, name: &str, ty: ffi::TypeDesc, dims: i32) {
        self.send(SchedEvent::Output(name, ty.into(), dims));
    }
    pub(crate) fn free_var(&mut self, name: &str, ty: ffi::TypeDesc) {
        self.send(SchedEvent::FreeVar(name, ty.into()));
    }
    pub(crate) fn int_imm(&mut self, ty: ffi::TypeDesc, v: i64) {
        self.send(SchedEvent::IntImm(ty.into(), v));
    }
    pub(crate) fn uint_imm(&mut self, ty: ffi::TypeDesc, v: u64) {
        self.send(SchedEvent::UIntImm(ty.into(), v));
    }
    pub(crate) fn float_imm(&mut self, ty: ffi::TypeDesc, bits: u64) {
        self.send(SchedEvent::FloatImm(ty.into(), bits));
    }
    pub(crate) fn string_imm(&mut self, s: &str) {
        self.send(SchedEvent::StringImm(s));
    }
    pub(crate) fn var(&mut self, name: &str, ty: ffi::TypeDesc, free: bool) {
        self.send(SchedEvent::Var {
            name,
            ty: ty.into(),
            free,
        });
    }
    pub(crate) fn cast(&mut self, ty: ffi::TypeDesc) {
        self.send(SchedEvent::Cast(ty.into()));
    }
    pub(crate) fn reinterpret(&mut self, ty: ffi::TypeDesc) {
        self.send(SchedEvent::Reinterpret(ty.into()));
    }
    pub(crate) fn binary(&mut self, op: u8) {
        self.send(SchedEvent::Binary(op));
    }
    pub(crate) fn logical_not(&mut self) {
        self.send(SchedEvent::Not);
    }
    pub(crate) fn select(&mut self) {
        self.send(SchedEvent::Select);
    }
    pub(crate) fn load(&mut self, name: &str, predicate: bool) {
        self.send(SchedEvent::Load { name, predicate });
    }
    pub(crate) fn ramp(&mut self, lanes: i32) {
        self.send(SchedEvent::Ramp(lanes));
    }
    pub(crate) fn broadcast(&mut self, lanes: i32) {
        self.send(SchedEvent::Broadcast(lanes));
    }
    pub(crate) fn call(&mut self, kind: u8, name: &str, ty: ffi::TypeDesc, args: u32) {
        let target = match kind {
            0 => CallTarget::Intrinsic,
            1 => CallTarget::Extern,
            _ => CallTarget::PureExtern,
        };
        self.send(SchedEvent::Call {
            target,
            name,
            ty: ty.into(),
            args,
        });
    }
    pub(crate) fn begin_let(&mut self, name: &str) {
        self.send(SchedEvent::BeginLet(name));
    }
    pub(crate) fn end_let(&mut self) {
        self.send(SchedEvent::EndLet);
    }
    pub(crate) fn shuffle(&mut self, vectors: u32, indices: &[i32]) {
        self.send(SchedEvent::Shuffle(vectors, indices));
    }
    pub(crate) fn vector_reduce(&mut self, op: &str, lanes: i32) {
        self.send(SchedEvent::VectorReduce(op, lanes));
    }
    pub(crate) fn begin_block(&mut self) {
        self.send(SchedEvent::BeginBlock);
    }
    pub(crate) fn end_block(&mut self) {
        self.send(SchedEvent::EndBlock);
    }
    pub(crate) fn begin_let_stmt(&mut self, name: &str) {
        self.send(SchedEvent::BeginLetStmt(name));
    }
    pub(crate) fn end_let_stmt(&mut self) {
        self.send(SchedEvent::EndLetStmt);
    }
    pub(crate) fn begin_for(&mut self, name: &str) {
        self.send(SchedEvent::BeginFor(name));
    }
    pub(crate) fn end_for(&mut self, kind: i32) {
        self.send(SchedEvent::EndFor(kind));
    }
    pub(crate) fn if_then_else(&mut self, has_else: bool) {
        self.send(SchedEvent::IfThenElse(has_else));
    }
    pub(crate) fn assert_stmt(&mut self) {
        self.send(SchedEvent::Assert);
    }
    pub(crate) fn producer_consumer(&mut self, name: &str, is_producer: bool) {
        self.send(SchedEvent::ProducerConsumer(name, is_producer));
    }
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store(
        &mut self,
        name: &str,
        multi: u32,
        predicate: bool,
        annotated: bool,
        func: &str,
        stage: i32,
        print_index: bool,
        value_index: i32,
        args: u32,
    ) {
        let annotation = annotated.then_some(AnnotationEvent {
            func,
            stage,
            value_index: print_index.then_some(value_index),
            args,
        });
        self.send(SchedEvent::Store {
            name,
            multi,
            predicate,
            annotation,
        });
    }
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn begin_allocate(
        &mut self,
        name: &str,
        elem: ffi::TypeDesc,
        extents: u32,
        condition: bool,
        memory: i32,
        padding: i32,
    ) {
        self.send(SchedEvent::BeginAllocate {
            name,
            elem: elem.into(),
            extents,
            condition,
            memory,
            padding,
        });
    }
    pub(crate) fn end_allocate(&mut self) {
        self.send(SchedEvent::EndAllocate);
    }
    pub(crate) fn free(&mut self, name: &str) {
        self.send(SchedEvent::Free(name));
    }
    pub(crate) fn evaluate(&mut self) {
        self.send(SchedEvent::Evaluate);
    }
}

/// Runs the walker over the module's annotated conceptual Stmt, feeding `sink`, and returns the
/// sink. An error is a failure of the walk itself (no conceptual Stmt, a non-UTF-8 name, a
/// Stmt nested deeper than `max_depth` nodes, a Halide error); what the printer refuses arrives
/// as [`SchedEvent::Refuse`] instead.
pub(crate) fn walk<S: SchedSink>(
    module: &ffi::LoweredModule,
    sink: S,
    max_depth: u32,
) -> Result<S, Error> {
    let mut boxed = SchedSinkBox {
        sink: Box::new(sink),
    };
    ffi::walk_sched(module, &mut boxed, max_depth)?;
    let any: Box<dyn Any> = boxed.sink;
    any.downcast::<S>()
        .map(|b| *b)
        .map_err(|_| Error("the structured hand-off lost its sink".to_string()))
}
