//! The hand-written corpus of validation cases (`docs/corpus.md`).
//!
//! Every directory `tests/corpus/<case>/` holds one `program.sched` (the annotated conceptual
//! STMT) and one `algorithm.sare` (the algorithm), and the expected verdict written in comments
//! at the top of `program.sched`:
//!
//! ```text
//! # expect: VALID                          one verdict for both float modes
//! # expect: INVALID uncovered-output       INVALID with the check that fails
//! # expect: UNKNOWN non-affine             UNKNOWN with the reason
//! # expect[real]: VALID                    one verdict per float mode (both lines needed)
//! # expect[ieee]: INVALID value-mismatch
//! # heap: produce a: { a[i] -> a.0(n - 1 - (n - 1 + 3 * i) % 4) : 0 <= i && i <= 3 }
//! ```
//!
//! This runner checks that every case is well formed: both files parse, the expectation is
//! well formed, every store to a buffer whose name does not start with `__` carries an
//! annotation, every annotation names a Func of the `.sare` with an existing stage and as many
//! arguments as that stage has pure variables and RVars, and the two files declare the same
//! pipeline, parameters, inputs and outputs. [`expected_verdicts`] is the table of expected
//! verdicts against which the checker's answers are compared ([`verdict_mismatches`]).

use halide_tv::ir::{
    parse_sched, print_sched, Annotation, BufferDecl, SchedProgram, Stmt, Store, TypeCode,
};
use halide_tv::spec::{parse_sare, Algorithm};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// The check that fails in an INVALID case, or the reason of an UNKNOWN one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum Check {
    /// A stored or output value differs from the algorithm's value for some input.
    ValueMismatch,
    /// A cell of an output region is never written.
    UncoveredOutput,
    /// A store writes outside its buffer (allocation extents or output bounds).
    OutOfBoundsWrite,
    /// A load reads a cell of an allocation that holds no value.
    UndefinedRead,
    /// One iteration of a parallel loop writes a cell that another one reads.
    ReadWriteRace,
    /// Two iterations of a parallel loop write different values to one cell.
    WriteWriteConflict,
    /// An index or bound is not (quasi-)affine (UNKNOWN).
    NonAffine,
    /// A construct the validator does not model (UNKNOWN).
    Unsupported,
}

impl Check {
    const ALL: [Check; 8] = [
        Check::ValueMismatch,
        Check::UncoveredOutput,
        Check::OutOfBoundsWrite,
        Check::UndefinedRead,
        Check::ReadWriteRace,
        Check::WriteWriteConflict,
        Check::NonAffine,
        Check::Unsupported,
    ];

    fn name(self) -> &'static str {
        match self {
            Check::ValueMismatch => "value-mismatch",
            Check::UncoveredOutput => "uncovered-output",
            Check::OutOfBoundsWrite => "out-of-bounds-write",
            Check::UndefinedRead => "undefined-read",
            Check::ReadWriteRace => "read-write-race",
            Check::WriteWriteConflict => "write-write-conflict",
            Check::NonAffine => "non-affine",
            Check::Unsupported => "unsupported",
        }
    }

    fn from_name(name: &str) -> Option<Check> {
        Check::ALL.into_iter().find(|c| c.name() == name)
    }

    /// True for the reasons of an UNKNOWN answer, false for the checks of an INVALID one.
    fn is_unknown_reason(self) -> bool {
        matches!(self, Check::NonAffine | Check::Unsupported)
    }
}

/// An answer of the validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    Valid,
    Invalid(Check),
    Unknown(Check),
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Valid => f.write_str("VALID"),
            Verdict::Invalid(c) => write!(f, "INVALID {}", c.name()),
            Verdict::Unknown(c) => write!(f, "UNKNOWN {}", c.name()),
        }
    }
}

/// How float arithmetic is interpreted (thesis §9.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum FloatMode {
    /// Floats as real numbers.
    Real,
    /// Bit-exact IEEE 754 arithmetic.
    Ieee,
}

impl FloatMode {
    pub(crate) const ALL: [FloatMode; 2] = [FloatMode::Real, FloatMode::Ieee];

    fn name(self) -> &'static str {
        match self {
            FloatMode::Real => "real",
            FloatMode::Ieee => "ieee",
        }
    }
}

/// The expected verdict of a case in each float mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Expectation {
    real: Verdict,
    ieee: Verdict,
}

impl Expectation {
    fn get(&self, mode: FloatMode) -> Verdict {
        match mode {
            FloatMode::Real => self.real,
            FloatMode::Ieee => self.ieee,
        }
    }
}

impl fmt::Display for Expectation {
    /// `VALID` when both modes agree, `real: VALID, ieee: INVALID value-mismatch` otherwise
    /// (the form of the "Expected" column of docs/corpus.md).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.real == self.ieee {
            write!(f, "{}", self.real)
        } else {
            write!(f, "real: {}, ieee: {}", self.real, self.ieee)
        }
    }
}

/// A `# heap: produce NAME: { BUF[v…] -> FUNC.STAGE(args…) : COND }` line: after the statement
/// `produce NAME`, the cells `BUF[v…]` with `COND` hold the tensor value `FUNC.STAGE(args…)`
/// (the symbolic heap Δh of that statement restricted to `BUF`, thesis §5).
#[derive(Clone, Debug, PartialEq, Eq)]
struct HeapLine {
    /// 1-based line number in `program.sched`.
    line: usize,
    /// The `produce` statement after which the heap is observed.
    produce: String,
    /// The buffer.
    buffer: String,
    /// One variable per dimension of the buffer.
    vars: Vec<String>,
    /// The tensor access, in annotation syntax without braces (`a.0(x)`).
    value: String,
    /// The condition on the variables and the parameters.
    condition: String,
}

/// What the comments at the top of a `program.sched` say.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Header {
    expect: Expectation,
    heaps: Vec<HeapLine>,
}

/// The text of a comment line (`# text` → `text`), or `None` for a line that is not a comment.
fn comment_text(line: &str) -> Option<&str> {
    line.trim_start().strip_prefix('#').map(str::trim)
}

/// True when a comment text is meant as an expectation or heap line (so that a misspelt or
/// misplaced one is reported instead of being ignored).
fn is_directive(text: &str) -> bool {
    text.starts_with("expect") || text.starts_with("heap")
}

/// Reads a verdict: `VALID`, `INVALID <check>` or `UNKNOWN <reason>`.
fn parse_verdict(text: &str) -> Result<Verdict, String> {
    let text = text.trim();
    let words: Vec<&str> = text.split_whitespace().collect();
    let check = |name: &str| {
        Check::from_name(name).ok_or_else(|| {
            let known: Vec<&str> = Check::ALL.iter().map(|c| c.name()).collect();
            format!("unknown check `{name}` (known: {})", known.join(", "))
        })
    };
    match words.as_slice() {
        ["VALID"] => Ok(Verdict::Valid),
        ["VALID", ..] => Err(format!("VALID takes no check, found `{text}`")),
        ["INVALID", name] => {
            let c = check(name)?;
            if c.is_unknown_reason() {
                Err(format!(
                    "`{name}` is a reason for UNKNOWN, not a check for INVALID"
                ))
            } else {
                Ok(Verdict::Invalid(c))
            }
        }
        ["UNKNOWN", name] => {
            let c = check(name)?;
            if c.is_unknown_reason() {
                Ok(Verdict::Unknown(c))
            } else {
                Err(format!(
                    "`{name}` is a check for INVALID, not a reason for UNKNOWN"
                ))
            }
        }
        ["INVALID" | "UNKNOWN"] => Err(format!("`{text}` needs exactly one check")),
        ["INVALID" | "UNKNOWN", ..] => Err(format!("`{text}` needs exactly one check")),
        _ => Err(format!(
            "expected VALID, INVALID <check> or UNKNOWN <reason>, found `{text}`"
        )),
    }
}

/// Reads the text after `heap:`.
fn parse_heap_line(line: usize, text: &str) -> Result<HeapLine, String> {
    let err = |what: &str| format!("line {line}: malformed heap line ({what}): `{text}`");
    let rest = text
        .strip_prefix("produce")
        .filter(|r| r.starts_with(char::is_whitespace))
        .ok_or_else(|| err("expected `produce NAME:`"))?;
    let (produce, rest) = rest.split_once(':').ok_or_else(|| err("expected `:`"))?;
    let produce = produce.trim();
    if produce.is_empty() || produce.contains(char::is_whitespace) {
        return Err(err("expected one name after `produce`"));
    }
    let body = rest
        .trim()
        .strip_prefix('{')
        .and_then(|r| r.strip_suffix('}'))
        .ok_or_else(|| err("expected `{ … }`"))?;
    let (cell, value) = body.split_once("->").ok_or_else(|| err("expected `->`"))?;
    let (buffer, vars) = cell
        .trim()
        .strip_suffix(']')
        .and_then(|c| c.split_once('['))
        .ok_or_else(|| err("expected `BUFFER[vars]` before `->`"))?;
    let vars: Vec<String> = if vars.trim().is_empty() {
        Vec::new()
    } else {
        vars.split(',').map(|v| v.trim().to_string()).collect()
    };
    let is_name = |s: &str| {
        let mut chars = s.chars();
        chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
    };
    if !vars.iter().all(|v| is_name(v)) {
        return Err(err("the cell variables must be plain names"));
    }
    let (value, condition) = value
        .split_once(':')
        .ok_or_else(|| err("expected `: CONDITION`"))?;
    let (value, condition) = (value.trim(), condition.trim());
    if value.is_empty() || condition.is_empty() {
        return Err(err("empty value or condition"));
    }
    Ok(HeapLine {
        line,
        produce: produce.to_string(),
        buffer: buffer.trim().to_string(),
        vars,
        value: value.to_string(),
        condition: condition.to_string(),
    })
}

/// Reads the expectation and heap lines of a `program.sched` text. They must be comments in the
/// block of comments and blank lines right after the version line; the verdict is given either
/// once for both float modes (`# expect: …`) or once per mode (`# expect[real]: …` and
/// `# expect[ieee]: …`).
fn parse_header(text: &str) -> Result<Header, String> {
    let mut both = None;
    let mut per_mode: BTreeMap<FloatMode, Verdict> = BTreeMap::new();
    let mut heaps = Vec::new();
    let mut in_header = true;
    for (i, line) in text.lines().enumerate().skip(1) {
        let lineno = i + 1;
        let comment = comment_text(line);
        if in_header && comment.is_none() && !line.trim().is_empty() {
            in_header = false;
        }
        let Some(text) = comment else {
            if line.contains("# expect") || line.contains("# heap") {
                return Err(format!(
                    "line {lineno}: expectation and heap lines must be whole comment lines at the top"
                ));
            }
            continue;
        };
        if !is_directive(text) {
            continue;
        }
        if !in_header {
            return Err(format!(
                "line {lineno}: `{text}` is not in the comment block at the top of the file"
            ));
        }
        if let Some(rest) = text.strip_prefix("heap") {
            let rest = rest
                .strip_prefix(':')
                .ok_or_else(|| format!("line {lineno}: expected `heap:`, found `{text}`"))?;
            heaps.push(parse_heap_line(lineno, rest.trim())?);
            continue;
        }
        let (head, verdict) = text
            .split_once(':')
            .ok_or_else(|| format!("line {lineno}: expected `expect: VERDICT`, found `{text}`"))?;
        let verdict = parse_verdict(verdict).map_err(|e| format!("line {lineno}: {e}"))?;
        let mode = match head {
            "expect" => None,
            "expect[real]" => Some(FloatMode::Real),
            "expect[ieee]" => Some(FloatMode::Ieee),
            _ => {
                return Err(format!(
                    "line {lineno}: expected `expect`, `expect[real]` or `expect[ieee]`, found `{head}`"
                ))
            }
        };
        match mode {
            None if both.is_some() => {
                return Err(format!("line {lineno}: a second `expect:` line"));
            }
            None => both = Some(verdict),
            Some(m) => {
                if per_mode.insert(m, verdict).is_some() {
                    return Err(format!(
                        "line {lineno}: a second `expect[{}]:` line",
                        m.name()
                    ));
                }
            }
        }
    }
    let expect = match (
        both,
        per_mode.get(&FloatMode::Real),
        per_mode.get(&FloatMode::Ieee),
    ) {
        (Some(v), None, None) => Expectation { real: v, ieee: v },
        (None, Some(&real), Some(&ieee)) => Expectation { real, ieee },
        (None, None, None) => return Err("no `# expect:` line".to_string()),
        (Some(_), _, _) => {
            return Err("`expect:` and `expect[mode]:` lines cannot be mixed".to_string())
        }
        (None, _, _) => {
            return Err("`expect[real]:` and `expect[ieee]:` must both be given".to_string())
        }
    };
    Ok(Header { expect, heaps })
}

/// A well-formed case.
struct Case {
    name: String,
    program: SchedProgram,
    header: Header,
}

/// The two files of a case.
const PROGRAM: &str = "program.sched";
const ALGORITHM: &str = "algorithm.sare";

/// Reads and checks the case in `dir`; on failure, every problem found.
fn load_case(dir: &Path) -> Result<Case, Vec<String>> {
    let name = dir
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let mut problems = Vec::new();
    match std::fs::read_dir(dir) {
        Ok(entries) => {
            for entry in entries.flatten() {
                let file = entry.file_name().to_string_lossy().into_owned();
                if file != PROGRAM && file != ALGORITHM {
                    problems.push(format!("unexpected file `{file}`"));
                }
            }
        }
        Err(e) => return Err(vec![format!("cannot list {}: {e}", dir.display())]),
    }
    let read = |file: &str| {
        let path = dir.join(file);
        std::fs::read_to_string(&path)
            .map(|text| (path.display().to_string(), text))
            .map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let (sched, sare) = match (read(PROGRAM), read(ALGORITHM)) {
        (Ok(s), Ok(a)) => (s, a),
        (s, a) => {
            problems.extend(s.err());
            problems.extend(a.err());
            return Err(problems);
        }
    };
    let header = parse_header(&sched.1)
        .map_err(|e| problems.push(format!("{PROGRAM}: {e}")))
        .ok();
    for (i, line) in sare.1.lines().enumerate() {
        if comment_text(line).is_some_and(is_directive) {
            problems.push(format!(
                "{ALGORITHM}:{}: expectation and heap lines belong in {PROGRAM}",
                i + 1
            ));
        }
    }
    let program = parse_sched(&sched.0, &sched.1)
        .map_err(|e| problems.push(e.to_string()))
        .ok();
    let algorithm = parse_sare(&sare.0, &sare.1)
        .map_err(|e| problems.push(e.to_string()))
        .ok();
    if let (Some(p), Some(a)) = (&program, &algorithm) {
        problems.extend(check_declarations(p, a));
        problems.extend(check_stores(p, a));
        if let Some(h) = &header {
            for heap in &h.heaps {
                problems.extend(check_heap_line(p, a, heap));
            }
        }
    }
    match (program, header) {
        (Some(program), Some(header)) if problems.is_empty() => Ok(Case {
            name,
            program,
            header,
        }),
        _ => Err(problems),
    }
}

/// The pipeline, parameters, inputs and outputs of the two files agree.
fn check_declarations(p: &SchedProgram, a: &Algorithm) -> Vec<String> {
    let mut problems = Vec::new();
    if p.pipeline != a.pipeline {
        problems.push(format!(
            "pipeline `{}` in {PROGRAM} but `{}` in {ALGORITHM}",
            p.pipeline, a.pipeline
        ));
    }
    if p.target != a.target {
        problems.push(format!(
            "target \"{}\" in {PROGRAM} but \"{}\" in {ALGORITHM}",
            p.target, a.target
        ));
    }
    let params_p: BTreeSet<(String, String)> = p
        .params
        .iter()
        .map(|d| (d.name.clone(), d.ty.to_string()))
        .collect();
    let params_a: BTreeSet<(String, String)> = a
        .params
        .iter()
        .map(|d| (d.name.clone(), d.ty.to_string()))
        .collect();
    for (name, ty) in params_p.symmetric_difference(&params_a) {
        let file = if params_p.contains(&(name.clone(), ty.clone())) {
            PROGRAM
        } else {
            ALGORITHM
        };
        problems.push(format!("param `{name} : {ty}` is declared only in {file}"));
    }
    let buffers = |kind: &str, ours: &[BufferDecl], theirs: Vec<(String, String)>| {
        let ours: BTreeSet<(String, String)> = ours
            .iter()
            .map(|b| (b.name.clone(), format!("buffer<{}, {}>", b.elem, b.dims)))
            .collect();
        let theirs: BTreeSet<(String, String)> = theirs.into_iter().collect();
        let mut out = Vec::new();
        for (name, ty) in ours.difference(&theirs) {
            out.push(format!(
                "{kind} `{name} : {ty}` of {PROGRAM} is not an {kind} of {ALGORITHM}"
            ));
        }
        for (name, ty) in theirs.difference(&ours) {
            out.push(format!(
                "{kind} `{name} : {ty}` of {ALGORITHM} is not an {kind} of {PROGRAM}"
            ));
        }
        out
    };
    let decl = |b: &BufferDecl| (b.name.clone(), format!("buffer<{}, {}>", b.elem, b.dims));
    problems.extend(buffers(
        "input",
        &p.inputs,
        a.inputs.iter().map(decl).collect(),
    ));
    problems.extend(buffers(
        "output",
        &p.outputs,
        a.outputs.iter().map(|o| decl(&o.buffer)).collect(),
    ));
    problems
}

/// Calls `f` on every store of `s`, in program order.
fn visit_stores<'a>(s: &'a Stmt, f: &mut dyn FnMut(&'a Store)) {
    match s {
        Stmt::Store(st) => f(st),
        Stmt::Block(items) => {
            for item in items {
                visit_stores(item, f);
            }
        }
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::Allocate { body, .. }
        | Stmt::ProducerConsumer { body, .. } => visit_stores(body, f),
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            visit_stores(then_case, f);
            if let Some(e) = else_case {
                visit_stores(e, f);
            }
        }
        Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) => {}
    }
}

/// An annotation names a Func of the algorithm, one of its stages, a tuple element when the
/// Func has several, and as many `int32` arguments (scalar or with `lanes` lanes) as the stage
/// has pure variables and RVars.
fn check_annotation(a: &Algorithm, ann: &Annotation, lanes: u16) -> Result<(), String> {
    let func = a
        .func(&ann.func)
        .ok_or_else(|| format!("Func `{}` is not defined in {ALGORITHM}", ann.func))?;
    let stages = func.updates.len() as u32;
    if ann.stage > stages {
        return Err(format!(
            "Func `{}` has no stage {} (stages 0 to {stages})",
            ann.func, ann.stage
        ));
    }
    let rvars = match ann.stage {
        0 => 0,
        k => func.updates[k as usize - 1].rvars.len(),
    };
    let arity = func.pure_vars.len() + rvars;
    if ann.args.len() != arity {
        return Err(format!(
            "`{}.{}` takes {arity} arguments ({} pure, {rvars} RVars), found {}",
            ann.func,
            ann.stage,
            func.pure_vars.len(),
            ann.args.len()
        ));
    }
    match (func.types.len(), ann.value_index) {
        (1, None) => {}
        (1, Some(k)) => {
            return Err(format!(
                "`{}` is single-valued but the annotation selects element {k}",
                ann.func
            ))
        }
        (n, Some(k)) if (k as usize) < n => {}
        (n, _) => {
            return Err(format!(
                "`{}` has {n} tuple elements: the annotation must select one with [k], k < {n}",
                ann.func
            ))
        }
    }
    for arg in &ann.args {
        let ok = arg.ty.code == TypeCode::Int
            && arg.ty.bits == 32
            && (arg.ty.lanes == 1 || arg.ty.lanes == lanes);
        if !ok {
            return Err(format!(
                "argument `{arg}` of `{}.{}` has type {}, expected int32 with 1 or {lanes} lanes",
                ann.func, ann.stage, arg.ty
            ));
        }
    }
    Ok(())
}

/// The Func (and tuple element) whose values a buffer holds: for an output, the one the
/// algorithm realizes into it; for an allocation, the Func of the same name (Halide names
/// allocations after their Func, `f.k` for element `k` of a tuple-valued `f`).
fn buffer_holds(a: &Algorithm, buffer: &str, ann: &Annotation) -> bool {
    if let Some(out) = a.outputs.iter().find(|o| o.buffer.name == buffer) {
        return out.func == ann.func && ann.value_index.unwrap_or(0) == out.value_index;
    }
    match ann.value_index {
        None => buffer == ann.func,
        Some(k) => buffer == format!("{}.{k}", ann.func),
    }
}

/// Every store to a buffer not named `__…` is annotated, and every annotation is well formed.
fn check_stores(p: &SchedProgram, a: &Algorithm) -> Vec<String> {
    let mut problems = Vec::new();
    visit_stores(&p.body, &mut |st| {
        if st.buffer.starts_with("__") {
            return;
        }
        let Some(ann) = &st.annotation else {
            problems.push(format!(
                "store to `{}` (value `{}`) has no annotation",
                st.buffer, st.value
            ));
            return;
        };
        if let Err(e) = check_annotation(a, ann, st.value.ty.lanes) {
            problems.push(format!("store to `{}`: {e}", st.buffer));
        } else if !buffer_holds(a, &st.buffer, ann) {
            problems.push(format!(
                "store to `{}` is annotated with Func `{}`, which is not stored in that buffer",
                st.buffer, ann.func
            ));
        }
    });
    problems
}

/// True when `s` contains `produce name`.
fn has_produce(s: &Stmt, name: &str) -> bool {
    match s {
        Stmt::ProducerConsumer {
            name: n,
            is_producer,
            body,
        } => (*is_producer && n == name) || has_produce(body, name),
        Stmt::Block(items) => items.iter().any(|i| has_produce(i, name)),
        Stmt::LetStmt { body, .. } | Stmt::For { body, .. } | Stmt::Allocate { body, .. } => {
            has_produce(body, name)
        }
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            has_produce(then_case, name) || else_case.as_ref().is_some_and(|e| has_produce(e, name))
        }
        Stmt::Store(_) | Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) => false,
    }
}

/// The number of dimensions of every allocation of `s`.
fn allocations(s: &Stmt, out: &mut BTreeMap<String, usize>) {
    match s {
        Stmt::Allocate {
            name,
            extents,
            body,
            ..
        } => {
            out.insert(name.clone(), extents.len());
            allocations(body, out);
        }
        Stmt::Block(items) => items.iter().for_each(|i| allocations(i, out)),
        Stmt::LetStmt { body, .. }
        | Stmt::For { body, .. }
        | Stmt::ProducerConsumer { body, .. } => allocations(body, out),
        Stmt::IfThenElse {
            then_case,
            else_case,
            ..
        } => {
            allocations(then_case, out);
            if let Some(e) = else_case {
                allocations(e, out);
            }
        }
        Stmt::Store(_) | Stmt::Assert { .. } | Stmt::Free { .. } | Stmt::Evaluate(_) => {}
    }
}

/// A heap line names a `produce` statement of the program and a buffer of it with one variable
/// per dimension; its value is a well-formed annotation and its condition a `bool`, both typed
/// in the program's header scope plus the cell variables. They are type-checked by reading
/// them back as a store of a small `.sched` program with the same header.
fn check_heap_line(p: &SchedProgram, a: &Algorithm, heap: &HeapLine) -> Vec<String> {
    let at = |e: String| format!("{PROGRAM}:{}: heap line: {e}", heap.line);
    let mut problems = Vec::new();
    if !has_produce(&p.body, &heap.produce) {
        problems.push(at(format!("no `produce {}` in the program", heap.produce)));
    }
    let mut dims = BTreeMap::new();
    allocations(&p.body, &mut dims);
    for o in &p.outputs {
        dims.insert(o.name.clone(), o.dims as usize);
    }
    let known_buffer = dims.contains_key(&heap.buffer);
    match dims.get(&heap.buffer) {
        None => problems.push(at(format!(
            "`{}` is neither an allocation nor an output",
            heap.buffer
        ))),
        Some(&n) if n != heap.vars.len() => problems.push(at(format!(
            "`{}` has {n} dimensions, the cell has {} variables",
            heap.buffer,
            heap.vars.len()
        ))),
        Some(_) => {}
    }
    let header = print_sched(&SchedProgram {
        body: Stmt::skip(),
        ..p.clone()
    });
    let mut text = header.trim_end().to_string();
    text.push_str("\nallocate __heap[int32, 1]\n");
    for v in &heap.vars {
        text.push_str(&format!("for ({v}, 0, 1) {{\n"));
    }
    text.push_str(&format!(
        "if ({}) {{\n__heap[0 | 0] = 0 {{{}}}\n}}\n",
        heap.condition, heap.value
    ));
    text.push_str(&"}\n".repeat(heap.vars.len()));
    let synthetic = match parse_sched("heap line", &text) {
        Ok(s) => s,
        Err(e) => {
            problems.push(at(format!("does not read back ({e}):\n{text}")));
            return problems;
        }
    };
    let mut found = None;
    visit_stores(&synthetic.body, &mut |st| {
        if st.buffer == "__heap" {
            found = st.annotation.clone();
        }
    });
    match found {
        None => problems.push(at(format!("`{}` is not an annotation", heap.value))),
        Some(ann) => {
            if let Err(e) = check_annotation(a, &ann, 1) {
                problems.push(at(e));
            } else if known_buffer && !buffer_holds(a, &heap.buffer, &ann) {
                problems.push(at(format!(
                    "Func `{}` is not stored in `{}`",
                    ann.func, heap.buffer
                )));
            }
        }
    }
    problems
}

fn tests_dir(name: &str) -> PathBuf {
    [env!("CARGO_MANIFEST_DIR"), "tests", name].iter().collect()
}

/// The case directories under `tests/<root>`, sorted by name.
fn case_dirs(root: &str) -> Vec<PathBuf> {
    let dir = tests_dir(root);
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .collect();
    dirs.sort();
    for d in &dirs {
        assert!(d.is_dir(), "{} is not a case directory", d.display());
    }
    dirs
}

/// Every case of the corpus; panics with all problems of all malformed cases.
fn corpus() -> Vec<Case> {
    let mut cases = Vec::new();
    let mut failures = Vec::new();
    for dir in case_dirs("corpus") {
        match load_case(&dir) {
            Ok(c) => cases.push(c),
            Err(problems) => {
                failures.push(format!("{}:\n  {}", dir.display(), problems.join("\n  ")))
            }
        }
    }
    assert!(
        failures.is_empty(),
        "malformed corpus cases:\n{}",
        failures.join("\n")
    );
    cases
}

/// The expected verdict of every case in every float mode, read from the corpus: the table the
/// checker's answers are compared with.
pub(crate) fn expected_verdicts() -> BTreeMap<(String, FloatMode), Verdict> {
    let mut table = BTreeMap::new();
    for case in corpus() {
        for mode in FloatMode::ALL {
            table.insert((case.name.clone(), mode), case.header.expect.get(mode));
        }
    }
    table
}

/// Compares the checker's answers with [`expected_verdicts`]: one message per case and mode
/// whose answer differs (verdict or check).
pub(crate) fn verdict_mismatches(
    expected: &BTreeMap<(String, FloatMode), Verdict>,
    answer: &mut dyn FnMut(&str, FloatMode) -> Verdict,
) -> Vec<String> {
    let mut out = Vec::new();
    for ((case, mode), want) in expected {
        let got = answer(case, *mode);
        if got != *want {
            out.push(format!(
                "{case} [{}]: expected {want}, got {got}",
                mode.name()
            ));
        }
    }
    out
}

#[test]
fn every_corpus_case_is_well_formed() {
    let cases = corpus();
    assert!(cases.len() >= 33, "only {} cases", cases.len());
    // Each case has stores (every case is a real program) and all of them are annotated.
    for case in &cases {
        let mut stores = 0;
        visit_stores(&case.program.body, &mut |st| {
            stores += 1;
            assert!(st.annotation.is_some() || st.buffer.starts_with("__"));
        });
        assert!(stores > 0, "{} has no store", case.name);
    }
}

#[test]
fn expected_verdicts_cover_every_case_in_both_float_modes() {
    let table = expected_verdicts();
    let cases: BTreeSet<String> = case_dirs("corpus")
        .iter()
        .map(|d| d.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(table.len(), 2 * cases.len());
    for case in &cases {
        for mode in FloatMode::ALL {
            assert!(table.contains_key(&(case.clone(), mode)), "{case} {mode:?}");
        }
    }
    let get = |case: &str, mode| table[&(case.to_string(), mode)];
    assert_eq!(get("float_reassociate", FloatMode::Real), Verdict::Valid);
    assert_eq!(
        get("float_reassociate", FloatMode::Ieee),
        Verdict::Invalid(Check::ValueMismatch)
    );
    assert_eq!(
        get("matmul_accumulator_parallel_k", FloatMode::Ieee),
        Verdict::Invalid(Check::ReadWriteRace)
    );
    assert_eq!(
        get("non_affine_index", FloatMode::Real),
        Verdict::Unknown(Check::NonAffine)
    );
    // Every check and reason is exercised by at least one case.
    let used: BTreeSet<Check> = table
        .values()
        .filter_map(|v| match v {
            Verdict::Valid => None,
            Verdict::Invalid(c) | Verdict::Unknown(c) => Some(*c),
        })
        .collect();
    assert_eq!(used, Check::ALL.into_iter().collect());
}

#[test]
fn verdict_mismatches_reports_every_differing_answer() {
    let table = expected_verdicts();
    let mut all_valid = |_: &str, _: FloatMode| Verdict::Valid;
    let mismatches = verdict_mismatches(&table, &mut all_valid);
    let not_valid = table.values().filter(|v| **v != Verdict::Valid).count();
    assert_eq!(mismatches.len(), not_valid);
    assert!(mismatches
        .iter()
        .any(|m| m == "float_reassociate [ieee]: expected INVALID value-mismatch, got VALID"));
    // The check is part of the verdict: INVALID with another check is a mismatch too.
    let mut wrong_check = |case: &str, mode: FloatMode| {
        if case == "blur_fold2" {
            Verdict::Invalid(Check::UndefinedRead)
        } else {
            table[&(case.to_string(), mode)]
        }
    };
    assert_eq!(
        verdict_mismatches(&table, &mut wrong_check),
        vec![
            "blur_fold2 [real]: expected INVALID value-mismatch, got INVALID undefined-read",
            "blur_fold2 [ieee]: expected INVALID value-mismatch, got INVALID undefined-read",
        ]
        .into_iter()
        .map(String::from)
        .collect::<Vec<_>>()
    );
}

/// A row of the case table of docs/corpus.md: `| `case` | exercises | expected | pair |`.
struct DocRow {
    expected: String,
    pair: Option<String>,
}

/// The case table of docs/corpus.md, by case name.
fn docs_table() -> BTreeMap<String, DocRow> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "..", "docs", "corpus.md"]
        .iter()
        .collect();
    let doc = std::fs::read_to_string(&path).expect("docs/corpus.md exists");
    let mut rows = BTreeMap::new();
    for line in doc.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() == 6 && cells[1].starts_with('`') && cells[1].ends_with('`') {
            let case = cells[1].trim_matches('`').to_string();
            let row = DocRow {
                expected: cells[3].replace('`', ""),
                pair: Some(cells[4].trim_matches('`').to_string()).filter(|p| !p.is_empty()),
            };
            assert!(
                rows.insert(case.clone(), row).is_none(),
                "{case} is listed twice in docs/corpus.md"
            );
        }
    }
    rows
}

#[test]
fn docs_table_lists_every_case_with_its_expected_verdict() {
    let documented = docs_table();
    let cases = corpus();
    let names: BTreeSet<&String> = cases.iter().map(|c| &c.name).collect();
    let listed: BTreeSet<&String> = documented.keys().collect();
    assert_eq!(listed, names, "docs/corpus.md table vs tests/corpus/");
    for case in &cases {
        assert_eq!(
            documented[&case.name].expected,
            case.header.expect.to_string(),
            "expected verdict of {} in docs/corpus.md",
            case.name
        );
    }
}

/// A mutant (a case with a "Pair" in docs/corpus.md) is not VALID, its twin is VALID in both
/// float modes, and the two share the algorithm byte for byte: only the program differs.
#[test]
fn mutants_change_only_the_program_of_a_valid_twin() {
    let table = expected_verdicts();
    let rows = docs_table();
    let mut mutants = 0;
    for (case, row) in &rows {
        let Some(twin) = &row.pair else { continue };
        mutants += 1;
        for mode in FloatMode::ALL {
            assert_eq!(table[&(twin.clone(), mode)], Verdict::Valid, "{twin}");
            assert_ne!(table[&(case.clone(), mode)], Verdict::Valid, "{case}");
        }
        let read = |c: &str, f: &str| {
            std::fs::read_to_string(tests_dir("corpus").join(c).join(f)).expect("case file")
        };
        assert_eq!(
            read(case, ALGORITHM),
            read(twin, ALGORITHM),
            "{case} vs {twin}"
        );
        let body = |c: &str| {
            let p = parse_sched(c, &read(c, PROGRAM)).expect("parses");
            print_sched(&p)
        };
        assert_ne!(
            body(case),
            body(twin),
            "{case} is the same program as {twin}"
        );
    }
    assert!(mutants >= 15, "only {mutants} mutants");
}

#[test]
fn example9_heap_lines_are_read() {
    let case = load_case(&tests_dir("corpus").join("example9_fold_read_back"))
        .unwrap_or_else(|p| panic!("{}", p.join("\n")));
    let heaps = &case.header.heaps;
    assert_eq!(heaps.len(), 2);
    assert_eq!(heaps[0].produce, "a");
    assert_eq!(heaps[0].buffer, "a");
    assert_eq!(heaps[0].vars, vec!["i".to_string()]);
    assert_eq!(heaps[0].value, "a.0(n - 1 - (n - 1 + 3 * i) % 4)");
    assert_eq!(heaps[0].condition, "0 <= i && i <= 3 && i < n");
    assert_eq!(heaps[1].buffer, "out");
}

/// The problems the runner must report for `tests/corpus-bad/malformed` (see its files).
#[test]
fn malformed_case_is_rejected_with_every_problem() {
    let problems = match load_case(&tests_dir("corpus-bad").join("malformed")) {
        Ok(_) => panic!("the malformed case was accepted"),
        Err(p) => p,
    };
    let expected = [
        "program.sched: line 2: `INVALID` needs exactly one check",
        "output `g : buffer<int32, 1>` of program.sched is not an output of algorithm.sare",
        "store to `f` (value `in[f.s0.x.rebased + f.min.0 - in.min.0 | f.s0.x.rebased + f.min.0 - in.min.0] * 2`) has no annotation",
        "store to `f`: Func `h` is not defined in algorithm.sare",
        "store to `f`: Func `f` has no stage 2 (stages 0 to 1)",
        "store to `f`: `f.1` takes 2 arguments (1 pure, 1 RVars), found 1",
        "store to `f` is annotated with Func `g`, which is not stored in that buffer",
    ];
    assert_eq!(
        problems,
        expected.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        "{problems:#?}"
    );
    assert_eq!(case_dirs("corpus-bad").len(), 1);
}

#[test]
fn unreadable_or_incomplete_cases_are_rejected() {
    let root = tempfile::tempdir().expect("temporary directory");
    let good = tests_dir("corpus").join("stencil_root");
    let copy = |to: &Path| {
        std::fs::create_dir_all(to).unwrap();
        for f in [PROGRAM, ALGORITHM] {
            std::fs::copy(good.join(f), to.join(f)).unwrap();
        }
    };
    // A copy of a good case is accepted.
    let ok = root.path().join("ok");
    copy(&ok);
    assert!(load_case(&ok).is_ok());
    // A syntax error is reported with its position.
    let syntax = root.path().join("syntax");
    copy(&syntax);
    let text = std::fs::read_to_string(syntax.join(PROGRAM)).unwrap();
    std::fs::write(syntax.join(PROGRAM), text.replace("free g", "free")).unwrap();
    let p = load_case(&syntax).err().expect("rejected");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].contains("program.sched:") && p[0].contains("expected"),
        "{p:?}"
    );
    // A missing file and a stray file.
    let missing = root.path().join("missing");
    copy(&missing);
    std::fs::remove_file(missing.join(ALGORITHM)).unwrap();
    std::fs::write(missing.join("notes.txt"), "x").unwrap();
    let p = load_case(&missing).err().expect("rejected");
    assert_eq!(p.len(), 2, "{p:?}");
    assert!(
        p[0] == "unexpected file `notes.txt`" && p[1].starts_with("cannot read"),
        "{p:?}"
    );
    // An expectation line in the .sare.
    let in_sare = root.path().join("in_sare");
    copy(&in_sare);
    let text = std::fs::read_to_string(in_sare.join(ALGORITHM)).unwrap();
    std::fs::write(
        in_sare.join(ALGORITHM),
        text.replacen("\n", "\n# expect: VALID\n", 1),
    )
    .unwrap();
    let p = load_case(&in_sare).err().expect("rejected");
    assert_eq!(
        p,
        vec!["algorithm.sare:2: expectation and heap lines belong in program.sched".to_string()]
    );
}

#[test]
fn expectation_lines_accepted() {
    let v = |text: &str| parse_header(text).map(|h| h.expect);
    let both = |v: Verdict| Ok(Expectation { real: v, ieee: v });
    assert_eq!(
        v("halide-tv sched 1\n# expect: VALID\n"),
        both(Verdict::Valid)
    );
    assert_eq!(
        v("halide-tv sched 1\n#expect:   INVALID   uncovered-output\npipeline p\n"),
        both(Verdict::Invalid(Check::UncoveredOutput))
    );
    assert_eq!(
        v("halide-tv sched 1\n\n# A comment.\n# expect: UNKNOWN unsupported\n# More.\n"),
        both(Verdict::Unknown(Check::Unsupported))
    );
    assert_eq!(
        v("halide-tv sched 1\n# expect[ieee]: INVALID value-mismatch\n# expect[real]: VALID\n"),
        Ok(Expectation {
            real: Verdict::Valid,
            ieee: Verdict::Invalid(Check::ValueMismatch)
        })
    );
    for c in Check::ALL {
        let verdict = if c.is_unknown_reason() {
            "UNKNOWN"
        } else {
            "INVALID"
        };
        let text = format!("halide-tv sched 1\n# expect: {verdict} {}\n", c.name());
        assert_eq!(
            parse_header(&text).map(|h| h.expect.real.to_string()),
            Ok(format!("{verdict} {}", c.name()))
        );
    }
}

#[test]
fn expectation_lines_rejected() {
    let err = |text: &str| parse_header(text).expect_err(text);
    let cases = [
        ("halide-tv sched 1\npipeline p\n", "no `# expect:` line"),
        ("halide-tv sched 1\n# expect: valid\n", "line 2: expected VALID, INVALID <check> or UNKNOWN <reason>, found `valid`"),
        ("halide-tv sched 1\n# expect: VALID value-mismatch\n", "line 2: VALID takes no check, found `VALID value-mismatch`"),
        ("halide-tv sched 1\n# expect: INVALID\n", "line 2: `INVALID` needs exactly one check"),
        ("halide-tv sched 1\n# expect: INVALID value-mismatch undefined-read\n", "line 2: `INVALID value-mismatch undefined-read` needs exactly one check"),
        ("halide-tv sched 1\n# expect: INVALID wrong-answer\n", "line 2: unknown check `wrong-answer` (known: value-mismatch, uncovered-output, out-of-bounds-write, undefined-read, read-write-race, write-write-conflict, non-affine, unsupported)"),
        ("halide-tv sched 1\n# expect: INVALID non-affine\n", "line 2: `non-affine` is a reason for UNKNOWN, not a check for INVALID"),
        ("halide-tv sched 1\n# expect: UNKNOWN value-mismatch\n", "line 2: `value-mismatch` is a check for INVALID, not a reason for UNKNOWN"),
        ("halide-tv sched 1\n# expect: VALID\n# expect: VALID\n", "line 3: a second `expect:` line"),
        ("halide-tv sched 1\n# expect[real]: VALID\n", "`expect[real]:` and `expect[ieee]:` must both be given"),
        ("halide-tv sched 1\n# expect[real]: VALID\n# expect[real]: VALID\n", "line 3: a second `expect[real]:` line"),
        ("halide-tv sched 1\n# expect: VALID\n# expect[ieee]: VALID\n", "`expect:` and `expect[mode]:` lines cannot be mixed"),
        ("halide-tv sched 1\n# expect[fast]: VALID\n", "line 2: expected `expect`, `expect[real]` or `expect[ieee]`, found `expect[fast]`"),
        ("halide-tv sched 1\n# expected: VALID\n", "line 2: expected `expect`, `expect[real]` or `expect[ieee]`, found `expected`"),
        ("halide-tv sched 1\n# expect VALID\n", "line 2: expected `expect: VERDICT`, found `expect VALID`"),
        ("halide-tv sched 1\npipeline p\n# expect: VALID\n", "line 3: `expect: VALID` is not in the comment block at the top of the file"),
        ("halide-tv sched 1\npipeline p # expect: VALID\n", "line 2: expectation and heap lines must be whole comment lines at the top"),
        ("halide-tv sched 1\n# expect: VALID\n# heap a: { a[i] -> a.0(i) : true }\n", "line 3: expected `heap:`, found `heap a: { a[i] -> a.0(i) : true }`"),
        ("halide-tv sched 1\n# expect: VALID\n# heap: a[i] -> a.0(i) : true\n", "line 3: malformed heap line (expected `produce NAME:`): `a[i] -> a.0(i) : true`"),
        ("halide-tv sched 1\n# expect: VALID\n# heap: produce a: a[i] -> a.0(i) : true\n", "line 3: malformed heap line (expected `{ … }`): `produce a: a[i] -> a.0(i) : true`"),
        ("halide-tv sched 1\n# expect: VALID\n# heap: produce a: { a[i] = a.0(i) : true }\n", "line 3: malformed heap line (expected `->`): `produce a: { a[i] = a.0(i) : true }`"),
        ("halide-tv sched 1\n# expect: VALID\n# heap: produce a: { a[i + 1] -> a.0(i) : true }\n", "line 3: malformed heap line (the cell variables must be plain names): `produce a: { a[i + 1] -> a.0(i) : true }`"),
        ("halide-tv sched 1\n# expect: VALID\n# heap: produce a: { a[i] -> a.0(i) }\n", "line 3: malformed heap line (expected `: CONDITION`): `produce a: { a[i] -> a.0(i) }`"),
    ];
    for (text, message) in cases {
        assert_eq!(err(text), message, "{text}");
    }
}

#[test]
fn heap_lines_are_type_checked_against_the_case() {
    let dir = tests_dir("corpus").join("example9_fold_read_back");
    let program = parse_sched("p", &std::fs::read_to_string(dir.join(PROGRAM)).unwrap()).unwrap();
    let algorithm =
        parse_sare("a", &std::fs::read_to_string(dir.join(ALGORITHM)).unwrap()).unwrap();
    let heap = |text: &str| {
        let h = parse_heap_line(3, text).unwrap();
        check_heap_line(&program, &algorithm, &h)
    };
    assert!(heap("produce a: { a[i] -> a.0(n - 1 - i) : 0 <= i && i < 4 }").is_empty());
    assert_eq!(
        heap("produce b: { a[i] -> a.0(i) : 0 <= i }"),
        vec!["program.sched:3: heap line: no `produce b` in the program"]
    );
    assert_eq!(
        heap("produce a: { a[i, j] -> a.0(i) : 0 <= i }"),
        vec!["program.sched:3: heap line: `a` has 1 dimensions, the cell has 2 variables"]
    );
    assert_eq!(
        heap("produce a: { a[i] -> a.1(i) : 0 <= i }"),
        vec!["program.sched:3: heap line: Func `a` has no stage 1 (stages 0 to 0)"]
    );
    assert_eq!(
        heap("produce a: { a[i] -> out.0(i) : 0 <= i }"),
        vec!["program.sched:3: heap line: Func `out` is not stored in `a`"]
    );
    assert_eq!(
        heap("produce a: { tmp[i] -> a.0(i) : 0 <= i }"),
        vec!["program.sched:3: heap line: `tmp` is neither an allocation nor an output"]
    );
    // An unknown variable or a non-bool condition is a type error of the synthetic program.
    let e = heap("produce a: { a[i] -> a.0(m) : 0 <= i }");
    assert!(e.len() == 1 && e[0].contains("does not read back"), "{e:?}");
    let e = heap("produce a: { a[i] -> a.0(i) : i }");
    assert!(e.len() == 1 && e[0].contains("does not read back"), "{e:?}");
}
