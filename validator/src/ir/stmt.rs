//! Statements of the annotated conceptual STMT (`.sched`) and the program header.

use super::expr::Expr;
use super::types::Type;

/// How a loop's iterations run (Halide's `ForType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForKind {
    /// Sequential (`for`).
    Serial,
    /// Parallel over threads (`parallel`).
    Parallel,
    /// A vectorized loop that lowering has not yet turned into vectors (`vectorized`).
    Vectorized,
    /// An unrolled loop not yet unrolled (`unrolled`).
    Unrolled,
    /// GPU block dimension (`gpu_block`).
    GpuBlock,
    /// GPU thread dimension (`gpu_thread`).
    GpuThread,
    /// GPU lane dimension (`gpu_lane`).
    GpuLane,
}

impl ForKind {
    /// All loop kinds.
    pub const ALL: [ForKind; 7] = [
        ForKind::Serial,
        ForKind::Parallel,
        ForKind::Vectorized,
        ForKind::Unrolled,
        ForKind::GpuBlock,
        ForKind::GpuThread,
        ForKind::GpuLane,
    ];

    /// The keyword that introduces the loop.
    pub fn keyword(self) -> &'static str {
        match self {
            ForKind::Serial => "for",
            ForKind::Parallel => "parallel",
            ForKind::Vectorized => "vectorized",
            ForKind::Unrolled => "unrolled",
            ForKind::GpuBlock => "gpu_block",
            ForKind::GpuThread => "gpu_thread",
            ForKind::GpuLane => "gpu_lane",
        }
    }

    /// Inverse of [`ForKind::keyword`].
    pub fn from_keyword(word: &str) -> Option<ForKind> {
        ForKind::ALL.into_iter().find(|k| k.keyword() == word)
    }

    /// True for loops whose iterations may run concurrently.
    pub fn is_parallel(self) -> bool {
        !matches!(self, ForKind::Serial | ForKind::Unrolled)
    }
}

/// Where an allocation lives (Halide's `MemoryType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemoryType {
    /// Chosen by the compiler (not printed).
    Auto,
    /// Heap.
    Heap,
    /// Stack.
    Stack,
    /// Registers.
    Register,
    /// GPU shared memory.
    GpuShared,
    /// GPU texture memory.
    GpuTexture,
    /// Locked cache (Hexagon).
    LockedCache,
    /// Vector tightly coupled memory (Hexagon).
    Vtcm,
    /// AMX tile registers.
    AmxTile,
}

impl MemoryType {
    /// All memory types.
    pub const ALL: [MemoryType; 9] = [
        MemoryType::Auto,
        MemoryType::Heap,
        MemoryType::Stack,
        MemoryType::Register,
        MemoryType::GpuShared,
        MemoryType::GpuTexture,
        MemoryType::LockedCache,
        MemoryType::Vtcm,
        MemoryType::AmxTile,
    ];

    /// The name Halide prints.
    pub fn name(self) -> &'static str {
        match self {
            MemoryType::Auto => "Auto",
            MemoryType::Heap => "Heap",
            MemoryType::Stack => "Stack",
            MemoryType::Register => "Register",
            MemoryType::GpuShared => "GPUShared",
            MemoryType::GpuTexture => "GPUTexture",
            MemoryType::LockedCache => "LockedCache",
            MemoryType::Vtcm => "VTCM",
            MemoryType::AmxTile => "AMXTile",
        }
    }

    /// Inverse of [`MemoryType::name`].
    pub fn from_name(name: &str) -> Option<MemoryType> {
        MemoryType::ALL.into_iter().find(|m| m.name() == name)
    }
}

/// The prophetic annotation of a store: the ghost tensor access `{Func.stage[k](args…)}`
/// whose value the store writes.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    /// The Func.
    pub func: String,
    /// Definition: 0 is the pure definition, `k` the `k`-th update.
    pub stage: u32,
    /// Element of a tuple-valued Func; `None` for single-valued Funcs.
    pub value_index: Option<u32>,
    /// The pure site arguments followed by the recurrence (RDom) variables of the stage.
    pub args: Vec<Expr>,
}

/// A buffer write.
#[derive(Clone, Debug, PartialEq)]
pub struct Store {
    /// Buffer name.
    pub buffer: String,
    /// Value written (its lanes are the lanes of the store).
    pub value: Expr,
    /// Multidimensional index; empty when unknown (or for a 0-dimensional buffer).
    pub index: Vec<Expr>,
    /// Flat index after storage flattening, if known.
    pub flat: Option<Expr>,
    /// Lanes that are actually written; `None` for an unpredicated store.
    pub predicate: Option<Expr>,
    /// The prophetic annotation, if the compiler attached one.
    pub annotation: Option<Annotation>,
}

/// A statement.
///
/// Canonical form (what the parser produces and what `parse(print(s)) == s` holds for):
/// a [`Stmt::Block`] never has exactly one element. Build blocks with [`Stmt::seq`].
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// `let name = value` scoping over `body`.
    LetStmt {
        /// Bound name.
        name: String,
        /// Bound value.
        value: Expr,
        /// Scope of the binding.
        body: Box<Stmt>,
    },
    /// A loop `var` from `min` to `min + extent - 1`.
    For {
        /// Loop variable (int32).
        var: String,
        /// First value.
        min: Expr,
        /// Number of iterations.
        extent: Expr,
        /// How the iterations run.
        kind: ForKind,
        /// Loop body.
        body: Box<Stmt>,
    },
    /// Conditional.
    IfThenElse {
        /// Scalar bool condition.
        cond: Expr,
        /// Runs when the condition holds.
        then_case: Box<Stmt>,
        /// Runs otherwise.
        else_case: Option<Box<Stmt>>,
    },
    /// Runtime check; code after it may assume `cond`.
    Assert {
        /// Scalar bool condition.
        cond: Expr,
        /// Error produced when it fails (usually a `halide_error_…` extern call).
        message: Expr,
    },
    /// A buffer `name` of `elem` elements with one extent per dimension, live in `body`.
    Allocate {
        /// Buffer name.
        name: String,
        /// Element type (scalar).
        elem: Type,
        /// Extent of each dimension (innermost first).
        extents: Vec<Expr>,
        /// Allocation happens only if this holds (Halide's `condition`); `None` = always.
        condition: Option<Expr>,
        /// Where the buffer lives.
        memory: MemoryType,
        /// Extra elements after the last one that may be loaded (values undetermined).
        padding: u32,
        /// Scope of the buffer.
        body: Box<Stmt>,
    },
    /// End of a buffer's lifetime.
    Free {
        /// Buffer name.
        name: String,
    },
    /// `produce name { … }` (`is_producer`) or `consume name { … }`.
    ProducerConsumer {
        /// The Func produced or consumed.
        name: String,
        /// True for `produce`.
        is_producer: bool,
        /// Contents.
        body: Box<Stmt>,
    },
    /// Sequence (empty = no-op). Never exactly one element in canonical form.
    Block(Vec<Stmt>),
    /// Evaluation of an expression for its effect (a call).
    Evaluate(Expr),
    /// Buffer write.
    Store(Box<Store>),
}

impl Stmt {
    /// A sequence in canonical form: nothing → `Block([])`, one statement → itself.
    pub fn seq(mut stmts: Vec<Stmt>) -> Stmt {
        if stmts.len() == 1 {
            stmts.pop().unwrap_or(Stmt::Block(Vec::new()))
        } else {
            Stmt::Block(stmts)
        }
    }

    /// The no-op statement (an empty block).
    pub fn skip() -> Stmt {
        Stmt::Block(Vec::new())
    }
}

/// A scalar parameter of the pipeline.
#[derive(Clone, Debug, PartialEq)]
pub struct ParamDecl {
    /// Name, in scope as a variable.
    pub name: String,
    /// Scalar type.
    pub ty: Type,
}

/// An input or output buffer of the pipeline. Its symbols `name.min.k`, `name.extent.k`,
/// `name.stride.k` (`0 <= k < dims`) are `int32` variables in scope.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferDecl {
    /// Buffer name.
    pub name: String,
    /// Element type (scalar).
    pub elem: Type,
    /// Number of dimensions.
    pub dims: u32,
}

impl BufferDecl {
    /// The three symbols of dimension `k`: `(name.min.k, name.extent.k, name.stride.k)`.
    pub fn symbols(&self, k: u32) -> [String; 3] {
        [
            format!("{}.min.{k}", self.name),
            format!("{}.extent.{k}", self.name),
            format!("{}.stride.{k}", self.name),
        ]
    }

    /// Every symbol of the buffer, dimension by dimension.
    pub fn all_symbols(&self) -> Vec<String> {
        (0..self.dims).flat_map(|k| self.symbols(k)).collect()
    }
}

/// A `.sched` file: the annotated conceptual STMT of one pipeline build.
#[derive(Clone, Debug, PartialEq)]
pub struct SchedProgram {
    /// Format version (currently 1).
    pub version: u32,
    /// Pipeline (generator function) name.
    pub pipeline: String,
    /// Halide target string, e.g. `x86-64-linux-avx2`.
    pub target: String,
    /// Scalar parameters.
    pub params: Vec<ParamDecl>,
    /// Input buffers.
    pub inputs: Vec<BufferDecl>,
    /// Output buffers.
    pub outputs: Vec<BufferDecl>,
    /// Other free scalar symbols the body uses (e.g. `input.buffer : handle`).
    pub vars: Vec<ParamDecl>,
    /// The program.
    pub body: Stmt,
}

/// The version of the `.sched` format this library reads and writes.
pub const SCHED_VERSION: u32 = 1;
