//! The structured hand-off of the algorithm: the C++ walker (`cpp/sare_walk.cc`) visits the
//! pipeline's Funcs on the state the patched Halide's `.sare` printer (`src/SareExport.cpp`)
//! sees inside `lower()` — lowering's deep copy of the environment after
//! `lower_target_query_ops`, lowering's arguments, the pipeline's requirements — and reports
//! what the printer would write to a [`SareSink`], in the text's order, with no text in
//! between.
//!
//! The events describe the algorithm the printer would write: the header, the parameters with
//! their bounds, the input and output buffers, every Func's signature (all of them before any
//! definition, as the reader collects them first), each Func's pure definition, updates
//! (reduction variables, `where` predicates, arguments, values) and specialization conditions,
//! then the `constraint` and `require` assumptions. Where the printer refuses a construct, the
//! walker sends [`SareEvent::Refuse`] with Halide's own reason (and the header) and nothing else.
//!
//! Expressions are post-order, as in [`crate::handoff`]: operands first (on the sink's value
//! stack), then the node with the number of operands it takes. Variables carry Halide's type;
//! the reader types a variable by its declaration, so a sink resolves the name in its scopes.

use crate::handoff::{CallTarget, TypeOf};
use crate::{ffi, Error};
use std::any::Any;

/// One event of the walk. Expression events take their operands from the value stack (in source
/// order) and push their result; declaration events take theirs from it.
#[derive(Clone, Debug, PartialEq)]
pub enum SareEvent<'a> {
    /// The printer cannot write this algorithm; the reason is the printer's text.
    Refuse(&'a str),
    /// First event (after a refusal, the only other one): the Module's name, the pipeline name
    /// and the target string.
    Header {
        /// Module name (for messages).
        module: &'a str,
        /// Pipeline name.
        pipeline: &'a str,
        /// Halide target string.
        target: &'a str,
    },
    /// `param name : ty [min e] [max e] [estimate e]`: the bounds present are on the stack in
    /// that order.
    Param {
        /// Name.
        name: &'a str,
        /// Scalar type.
        ty: TypeOf,
        /// Whether a minimum is on the stack.
        min: bool,
        /// Whether a maximum is on the stack.
        max: bool,
        /// Whether an estimate is on the stack.
        estimate: bool,
    },
    /// `input name : buffer<ty, dims>`.
    Input(&'a str, TypeOf, i32),
    /// `output name : buffer<ty, dims> = func[value_index] region [...]`; the printer's region
    /// is always `[(name.min.0, name.extent.0), …]`.
    Output {
        /// Buffer name.
        name: &'a str,
        /// Element type.
        ty: TypeOf,
        /// Dimensions.
        dims: i32,
        /// The Func realized into it.
        func: &'a str,
        /// Which of its values.
        value_index: u32,
    },
    /// Start of the signature of a Func: `func name(` …
    Signature(&'a str),
    /// … one pure variable of the signature …
    SignatureVar(&'a str),
    /// … one value type of the signature.
    SignatureType(TypeOf),
    /// Start of the definitions of a Func (whose signature was sent): its pure variables enter
    /// scope.
    BeginFunc(&'a str),
    /// The pure definition: that many values are on the stack.
    PureDefinition(u32),
    /// Start of an update definition.
    BeginUpdate,
    /// A reduction variable of the update: its min and extent are on the stack; it enters scope
    /// for the rest of the update.
    RVar(&'a str),
    /// A `where` predicate of the update (on the stack).
    Where,
    /// End of the update: its left-hand-side arguments, then its values, are on the stack.
    EndUpdate {
        /// Number of arguments.
        args: u32,
        /// Number of values.
        values: u32,
    },
    /// End of the definitions: the pure variables leave scope.
    EndDefinitions,
    /// A specialization condition (on the stack).
    Specialize,
    /// End of the Func.
    EndFunc,
    /// A `constraint` (on the stack).
    Constraint,
    /// A `require` (on the stack).
    Require,
    /// Signed integer constant.
    IntImm(TypeOf, i64),
    /// Unsigned integer or bool constant.
    UIntImm(TypeOf, u64),
    /// Float constant as the bit pattern the text reads back to.
    FloatImm(TypeOf, u64),
    /// String constant.
    StringImm(&'a str),
    /// A variable with Halide's type.
    Var(&'a str, TypeOf),
    /// `cast<T>(a)`.
    Cast(TypeOf),
    /// `reinterpret<T>(a)`.
    Reinterpret(TypeOf),
    /// A binary operator, by its index in the validator's `BinOp::ALL`.
    Binary(u8),
    /// `!a`.
    Not,
    /// `select(c, t, f)`.
    Select,
    /// `ramp(base, stride, lanes)`.
    Ramp(i32),
    /// `broadcast(value, lanes)`.
    Broadcast(i32),
    /// An intrinsic or extern call with `args` arguments.
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
    /// A call of a Func `name(args)[value_index]`.
    FuncCall {
        /// Func name.
        name: &'a str,
        /// Number of arguments on the stack.
        args: u32,
        /// Which value of the Func.
        value_index: i32,
    },
    /// A read of an input buffer `name(args)`.
    ImageCall {
        /// Buffer name.
        name: &'a str,
        /// Number of arguments on the stack.
        args: u32,
    },
    /// The value of `(let name = value in body)` is on the stack; `name` enters scope.
    BeginLet(&'a str),
    /// End of a `let` expression: takes value and body.
    EndLet,
    /// `shuffle(vectors, indices)` of `vectors` operands.
    Shuffle(u32, &'a [i32]),
    /// `vector_reduce(op, value, lanes)`.
    VectorReduce(&'a str, i32),
}

/// Receives the events of the walk (the validator builds its algorithm from them). A sink must
/// not panic on any sequence of events: it records what is wrong and reports it when asked for
/// its result.
pub trait SareSink: Any {
    /// One event.
    fn event(&mut self, e: SareEvent<'_>);
}

/// The sink as the C++ walker sees it (an opaque Rust type of the bridge).
pub struct SareSinkBox {
    sink: Box<dyn SareSink>,
}

impl SareSinkBox {
    fn send(&mut self, e: SareEvent<'_>) {
        self.sink.event(e);
    }
    pub(crate) fn sare_refuse(&mut self, reason: &str) {
        self.send(SareEvent::Refuse(reason));
    }
    pub(crate) fn sare_header(&mut self, module: &str, pipeline: &str, target: &str) {
        self.send(SareEvent::Header {
            module,
            pipeline,
            target,
        });
    }
    pub(crate) fn sare_param(
        &mut self,
        name: &str,
        ty: ffi::TypeDesc,
        min: bool,
        max: bool,
        estimate: bool,
    ) {
        self.send(SareEvent::Param {
            name,
            ty: ty.into(),
            min,
            max,
            estimate,
        });
    }
    pub(crate) fn sare_input(&mut self, name: &str, ty: ffi::TypeDesc, dims: i32) {
        self.send(SareEvent::Input(name, ty.into(), dims));
    }
    pub(crate) fn sare_output(
        &mut self,
        name: &str,
        ty: ffi::TypeDesc,
        dims: i32,
        func: &str,
        value_index: u32,
    ) {
        self.send(SareEvent::Output {
            name,
            ty: ty.into(),
            dims,
            func,
            value_index,
        });
    }
    pub(crate) fn signature(&mut self, name: &str) {
        self.send(SareEvent::Signature(name));
    }
    pub(crate) fn signature_var(&mut self, name: &str) {
        self.send(SareEvent::SignatureVar(name));
    }
    pub(crate) fn signature_type(&mut self, ty: ffi::TypeDesc) {
        self.send(SareEvent::SignatureType(ty.into()));
    }
    pub(crate) fn begin_func(&mut self, name: &str) {
        self.send(SareEvent::BeginFunc(name));
    }
    pub(crate) fn pure_definition(&mut self, values: u32) {
        self.send(SareEvent::PureDefinition(values));
    }
    pub(crate) fn begin_update(&mut self) {
        self.send(SareEvent::BeginUpdate);
    }
    pub(crate) fn rvar(&mut self, name: &str) {
        self.send(SareEvent::RVar(name));
    }
    pub(crate) fn where_predicate(&mut self) {
        self.send(SareEvent::Where);
    }
    pub(crate) fn end_update(&mut self, args: u32, values: u32) {
        self.send(SareEvent::EndUpdate { args, values });
    }
    pub(crate) fn end_definitions(&mut self) {
        self.send(SareEvent::EndDefinitions);
    }
    pub(crate) fn specialize(&mut self) {
        self.send(SareEvent::Specialize);
    }
    pub(crate) fn end_func(&mut self) {
        self.send(SareEvent::EndFunc);
    }
    pub(crate) fn constraint(&mut self) {
        self.send(SareEvent::Constraint);
    }
    pub(crate) fn require(&mut self) {
        self.send(SareEvent::Require);
    }
    pub(crate) fn sare_int_imm(&mut self, ty: ffi::TypeDesc, v: i64) {
        self.send(SareEvent::IntImm(ty.into(), v));
    }
    pub(crate) fn sare_uint_imm(&mut self, ty: ffi::TypeDesc, v: u64) {
        self.send(SareEvent::UIntImm(ty.into(), v));
    }
    pub(crate) fn sare_float_imm(&mut self, ty: ffi::TypeDesc, bits: u64) {
        self.send(SareEvent::FloatImm(ty.into(), bits));
    }
    pub(crate) fn sare_string_imm(&mut self, s: &str) {
        self.send(SareEvent::StringImm(s));
    }
    pub(crate) fn sare_var(&mut self, name: &str, ty: ffi::TypeDesc) {
        self.send(SareEvent::Var(name, ty.into()));
    }
    pub(crate) fn sare_cast(&mut self, ty: ffi::TypeDesc) {
        self.send(SareEvent::Cast(ty.into()));
    }
    pub(crate) fn sare_reinterpret(&mut self, ty: ffi::TypeDesc) {
        self.send(SareEvent::Reinterpret(ty.into()));
    }
    pub(crate) fn sare_binary(&mut self, op: u8) {
        self.send(SareEvent::Binary(op));
    }
    pub(crate) fn sare_logical_not(&mut self) {
        self.send(SareEvent::Not);
    }
    pub(crate) fn sare_select(&mut self) {
        self.send(SareEvent::Select);
    }
    pub(crate) fn sare_ramp(&mut self, lanes: i32) {
        self.send(SareEvent::Ramp(lanes));
    }
    pub(crate) fn sare_broadcast(&mut self, lanes: i32) {
        self.send(SareEvent::Broadcast(lanes));
    }
    pub(crate) fn sare_call(&mut self, kind: u8, name: &str, ty: ffi::TypeDesc, args: u32) {
        let target = match kind {
            0 => CallTarget::Intrinsic,
            1 => CallTarget::Extern,
            _ => CallTarget::PureExtern,
        };
        self.send(SareEvent::Call {
            target,
            name,
            ty: ty.into(),
            args,
        });
    }
    pub(crate) fn func_call(&mut self, name: &str, args: u32, value_index: i32) {
        self.send(SareEvent::FuncCall {
            name,
            args,
            value_index,
        });
    }
    pub(crate) fn image_call(&mut self, name: &str, args: u32) {
        self.send(SareEvent::ImageCall { name, args });
    }
    pub(crate) fn sare_begin_let(&mut self, name: &str) {
        self.send(SareEvent::BeginLet(name));
    }
    pub(crate) fn sare_end_let(&mut self) {
        self.send(SareEvent::EndLet);
    }
    pub(crate) fn sare_shuffle(&mut self, vectors: u32, indices: &[i32]) {
        self.send(SareEvent::Shuffle(vectors, indices));
    }
    pub(crate) fn sare_vector_reduce(&mut self, op: &str, lanes: i32) {
        self.send(SareEvent::VectorReduce(op, lanes));
    }
}

/// Runs the walker over the algorithm of the module's pipeline, feeding `sink`, and returns the
/// sink. An error is a failure of the walk itself (no pipeline, an expression nested deeper than
/// `max_depth` nodes, a Halide error); what the printer refuses arrives as
/// [`SareEvent::Refuse`] instead.
pub(crate) fn walk<S: SareSink>(
    module: &ffi::LoweredModule,
    sink: S,
    max_depth: u32,
) -> Result<S, Error> {
    let mut boxed = SareSinkBox {
        sink: Box::new(sink),
    };
    ffi::walk_sare(module, &mut boxed, max_depth)?;
    let any: Box<dyn Any> = boxed.sink;
    any.downcast::<S>()
        .map(|b| *b)
        .map_err(|_| Error("the structured hand-off lost its sink".to_string()))
}
