//! Differential runs: the lowering that was validated, compiled to object code and run
//! in-process on host buffers ([`crate::Lowered::callable`]).
//!
//! The object code comes from the same Halide `Module` as the `.sched`/`.sare` texts and the
//! structured hand-off (one lowering): it is compiled with Halide's runtime into an object,
//! linked into a shared object with the system C++ compiler, loaded (never unloaded: the
//! runtime's thread pool may outlive a call) and called through the pipeline's `NAME_argv`
//! entry point, with the arguments its `NAME_metadata` describes. An error the pipeline's
//! runtime reports (a buffer too small, a failed requirement, …) is an [`Error`] with the
//! runtime's message.

use crate::handoff::{TypeCode, TypeOf};
use crate::{ffi, Error};

/// What an argument of the pipeline is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A scalar input (a `Param` / `Input<T>`).
    InputScalar,
    /// An input buffer.
    InputBuffer,
    /// An output buffer.
    OutputBuffer,
}

/// An argument of the compiled pipeline, in call order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    /// Its name (a generator's Input or Output name; `__user_context` for the user context).
    pub name: String,
    /// Scalar, input buffer or output buffer.
    pub kind: ArgKind,
    /// Scalar type, or element type of the buffer.
    pub ty: TypeOf,
    /// Dimensions of a buffer (0 for a scalar).
    pub dims: i32,
}

/// A dense host buffer: dimension 0 is innermost (stride 1), each next dimension's stride is
/// the product of the extents before it; `data` holds the elements little-endian.
#[derive(Clone, Debug, PartialEq)]
pub struct HostBuffer {
    /// Element type (scalar).
    pub ty: TypeOf,
    /// Minimum coordinate of each dimension.
    pub min: Vec<i32>,
    /// Extent of each dimension.
    pub extent: Vec<i32>,
    /// The elements.
    pub data: Vec<u8>,
}

/// A Rust type that is a Halide element type.
pub trait Element: Copy {
    /// Its Halide type.
    const TYPE: TypeOf;
    /// Appends its little-endian bytes.
    fn put(self, out: &mut Vec<u8>);
    /// Reads it from its little-endian bytes.
    fn get(bytes: &[u8]) -> Self;
}

macro_rules! element {
    ($t:ty, $code:expr) => {
        impl Element for $t {
            const TYPE: TypeOf = TypeOf {
                code: Some($code),
                bits: (std::mem::size_of::<$t>() * 8) as u8,
                lanes: 1,
            };
            fn put(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
            fn get(bytes: &[u8]) -> Self {
                let mut b = [0u8; std::mem::size_of::<$t>()];
                b.copy_from_slice(bytes);
                <$t>::from_le_bytes(b)
            }
        }
    };
}

element!(u8, TypeCode::UInt);
element!(u16, TypeCode::UInt);
element!(u32, TypeCode::UInt);
element!(u64, TypeCode::UInt);
element!(i8, TypeCode::Int);
element!(i16, TypeCode::Int);
element!(i32, TypeCode::Int);
element!(i64, TypeCode::Int);
element!(f32, TypeCode::Float);
element!(f64, TypeCode::Float);

fn elem_bytes(ty: TypeOf) -> usize {
    usize::from(ty.bits).div_ceil(8)
}

impl HostBuffer {
    /// A zeroed buffer of `ty` over `[min, min + extent)` in each dimension.
    pub fn new(ty: TypeOf, min: &[i32], extent: &[i32]) -> HostBuffer {
        let n: usize = extent.iter().map(|&e| e.max(0) as usize).product();
        HostBuffer {
            ty,
            min: min.to_vec(),
            extent: extent.to_vec(),
            data: vec![0; n * elem_bytes(ty)],
        }
    }

    /// A buffer holding `values` (dimension 0 innermost).
    pub fn from_slice<T: Element>(min: &[i32], extent: &[i32], values: &[T]) -> HostBuffer {
        let mut data = Vec::with_capacity(std::mem::size_of_val(values));
        for &v in values {
            v.put(&mut data);
        }
        HostBuffer {
            ty: T::TYPE,
            min: min.to_vec(),
            extent: extent.to_vec(),
            data,
        }
    }

    /// Its elements as `T` (which must be its element type).
    pub fn to_vec<T: Element>(&self) -> Result<Vec<T>, Error> {
        if T::TYPE != self.ty {
            return Err(Error(format!(
                "reading a buffer of {:?} as {:?}",
                self.ty,
                T::TYPE
            )));
        }
        let n = elem_bytes(self.ty);
        Ok(self.data.chunks_exact(n).map(T::get).collect())
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.extent.iter().map(|&e| e.max(0) as usize).product()
    }

    /// Whether it has no element.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The dense strides (in elements).
    pub fn strides(&self) -> Result<Vec<i32>, Error> {
        let mut strides = Vec::with_capacity(self.extent.len());
        let mut s: i64 = 1;
        for &e in &self.extent {
            strides
                .push(i32::try_from(s).map_err(|_| Error("a buffer beyond 2^31 elements".into()))?);
            s *= i64::from(e.max(0));
        }
        Ok(strides)
    }
}

/// A scalar argument; converted to the argument's type (which must be of the same kind).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    /// A signed integer.
    Int(i64),
    /// An unsigned integer.
    UInt(u64),
    /// A float (float32 or float64 arguments).
    Float(f64),
    /// A bool.
    Bool(bool),
}

/// The value given for one argument.
#[derive(Debug)]
pub enum Arg<'a> {
    /// A scalar input.
    Scalar(Scalar),
    /// An input buffer (read only).
    Input(&'a HostBuffer),
    /// An output buffer, written by the call over its whole region.
    Output(&'a mut HostBuffer),
}

/// A lowered pipeline compiled to object code and loaded into this process.
pub struct Callable {
    pipeline: cxx::UniquePtr<ffi::CompiledPipeline>,
    args: Vec<ArgInfo>,
    /// The pipeline's function name.
    pub name: String,
}

impl std::fmt::Debug for Callable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Callable")
            .field("name", &self.name)
            .field("args", &self.args)
            .finish()
    }
}

fn scalar_bits(name: &str, ty: TypeOf, v: Scalar) -> Result<u64, Error> {
    let bad = || Error(format!("the argument {name} of type {ty:?} given {v:?}"));
    let mask = |bits: u8| -> u64 {
        if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        }
    };
    Ok(match (ty.code, v) {
        (Some(TypeCode::Int), Scalar::Int(i)) => (i as u64) & mask(ty.bits),
        (Some(TypeCode::UInt), Scalar::Bool(b)) if ty.bits == 1 => u64::from(b),
        (Some(TypeCode::UInt), Scalar::UInt(u)) if ty.bits > 1 => u & mask(ty.bits),
        (Some(TypeCode::Float), Scalar::Float(f)) if ty.bits == 32 => {
            u64::from((f as f32).to_bits())
        }
        (Some(TypeCode::Float), Scalar::Float(f)) if ty.bits == 64 => f.to_bits(),
        (Some(TypeCode::Handle), Scalar::UInt(u)) => u,
        _ => return Err(bad()),
    })
}

impl Callable {
    /// Compiles `lowered`'s module to an object in a temporary directory, links and loads it.
    pub(crate) fn new(lowered: &crate::Lowered, function_name: String) -> Result<Callable, Error> {
        Callable::link_and_load(&function_name, |dir| {
            let object = dir.join(format!("{function_name}.o"));
            lowered.compile(&[("object", &object)])?;
            Ok(vec![object])
        })
    }

    /// Loads the object code of a pipeline that was compiled without Halide's runtime (target
    /// feature `no_runtime`, as a CMake `add_halide_library` build compiles it): a runtime for
    /// `target` is compiled with the linked Halide, and both are linked and loaded.
    /// `function_name` is the pipeline's entry point (`NAME_argv`, `NAME_metadata`).
    pub fn from_object(
        object: &std::path::Path,
        target: &str,
        function_name: &str,
    ) -> Result<Callable, Error> {
        Callable::link_and_load(function_name, |dir| {
            let runtime = dir.join("runtime.o");
            let path = |p: &std::path::Path| {
                p.to_str()
                    .map(str::to_string)
                    .ok_or_else(|| Error(format!("{}: path is not UTF-8", p.display())))
            };
            {
                let _lock = crate::halide_lock();
                ffi::compile_standalone_runtime(target, &path(&runtime)?)?;
            }
            Ok(vec![object.to_path_buf(), runtime])
        })
    }

    /// Links the objects `objects(dir)` writes (or names) into a shared object in a temporary
    /// directory and loads it.
    fn link_and_load(
        function_name: &str,
        objects: impl FnOnce(&std::path::Path) -> Result<Vec<std::path::PathBuf>, Error>,
    ) -> Result<Callable, Error> {
        let dir = std::env::temp_dir().join(format!(
            "halide-tv-callable-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos())
        ));
        std::fs::create_dir_all(&dir).map_err(|e| Error(format!("{}: {e}", dir.display())))?;
        let result = (|| {
            let objects = objects(&dir)?;
            let refs: Vec<&std::path::Path> = objects.iter().map(|p| p.as_path()).collect();
            let so = dir.join(format!("lib{function_name}.so"));
            crate::build::link_compiled_pipeline(&refs, &so)?;
            let so_str = so
                .to_str()
                .ok_or_else(|| Error(format!("{}: path is not UTF-8", so.display())))?;
            Ok::<_, Error>(ffi::load_compiled_pipeline(so_str, function_name)?)
        })();
        // The loaded object stays mapped.
        let _ = std::fs::remove_dir_all(&dir);
        let pipeline = result?;
        let args = ffi::compiled_arguments(&pipeline)
            .into_iter()
            .map(|a| ArgInfo {
                name: a.name,
                kind: match a.kind {
                    0 => ArgKind::InputScalar,
                    1 => ArgKind::InputBuffer,
                    _ => ArgKind::OutputBuffer,
                },
                ty: a.ty.into(),
                dims: a.dims,
            })
            .collect();
        Ok(Callable {
            pipeline,
            args,
            name: function_name.to_string(),
        })
    }

    /// The pipeline's arguments in call order.
    pub fn arguments(&self) -> &[ArgInfo] {
        &self.args
    }

    /// Runs the pipeline once. `args` names a value for every argument (in any order; a handle
    /// argument such as `__user_context` may be left out and is then null). Types, kinds,
    /// dimensions and buffer sizes are checked before the call; an error of the pipeline is an
    /// [`Error`] with the runtime's message.
    pub fn run(&self, args: &mut [(&str, Arg<'_>)]) -> Result<(), Error> {
        for (name, _) in args.iter() {
            if !self.args.iter().any(|a| a.name == *name) {
                let known: Vec<&str> = self.args.iter().map(|a| a.name.as_str()).collect();
                return Err(Error(format!(
                    "{}: no argument {name} (arguments: {})",
                    self.name,
                    known.join(", ")
                )));
            }
        }
        let mut values = Vec::with_capacity(self.args.len());
        for info in &self.args {
            let mut given = args.iter_mut().filter(|(n, _)| *n == info.name);
            let value = given.next();
            if given.next().is_some() {
                return Err(Error(format!("{}: {} given twice", self.name, info.name)));
            }
            let empty = || ffi::CallValue {
                scalar_bits: 0,
                data: 0,
                mins: Vec::new(),
                extents: Vec::new(),
                strides: Vec::new(),
            };
            let v = match (info.kind, value.map(|(_, a)| a)) {
                (ArgKind::InputScalar, Some(Arg::Scalar(s))) => ffi::CallValue {
                    scalar_bits: scalar_bits(&info.name, info.ty, *s)?,
                    ..empty()
                },
                (ArgKind::InputScalar, None) if info.ty.code == Some(TypeCode::Handle) => empty(),
                (ArgKind::InputBuffer, Some(Arg::Input(b))) => {
                    buffer_value(info, b, b.data.as_ptr() as usize)?
                }
                (ArgKind::OutputBuffer, Some(Arg::Output(b))) => {
                    let data = b.data.as_mut_ptr() as usize;
                    buffer_value(info, b, data)?
                }
                (_, None) => {
                    return Err(Error(format!(
                        "{}: no value for the argument {}",
                        self.name, info.name
                    )))
                }
                (kind, Some(a)) => {
                    return Err(Error(format!(
                        "{}: the argument {} is {kind:?}, given {}",
                        self.name,
                        info.name,
                        match a {
                            Arg::Scalar(_) => "a scalar",
                            Arg::Input(_) => "an input buffer",
                            Arg::Output(_) => "an output buffer",
                        }
                    )))
                }
            };
            values.push(v);
        }
        // SAFETY: every buffer value addresses the data of a HostBuffer borrowed by `args` for
        // this call (outputs mutably), whose size buffer_value checked against its dense shape.
        unsafe { ffi::run_compiled(&self.pipeline, &values) }?;
        Ok(())
    }

    /// Fills every heap allocation the loaded pipelines make from now on (their runtime's
    /// `halide_malloc`) with `byte`, and checks the guard bytes around each when it is freed;
    /// `None` leaves allocations as the system allocator gives them. The setting is
    /// process-wide (all loaded pipelines share it) and clears any recorded overflow.
    pub fn poison_heap(&self, byte: Option<u8>) {
        ffi::set_heap_poison(&self.pipeline, byte.map_or(-1, i32::from));
    }

    /// The first write outside a heap allocation found (a guard overwritten, checked while a
    /// poison byte is set, when the allocation was freed) since [`Callable::poison_heap`];
    /// clears it.
    pub fn take_heap_overflow(&self) -> Option<String> {
        let s = ffi::take_heap_overflow(&self.pipeline);
        (!s.is_empty()).then_some(s)
    }
}

fn buffer_value(info: &ArgInfo, b: &HostBuffer, data: usize) -> Result<ffi::CallValue, Error> {
    let lanes_one = TypeOf {
        lanes: 1,
        ..info.ty
    };
    if b.ty != lanes_one {
        return Err(Error(format!(
            "the buffer {} of {:?} given elements of {:?}",
            info.name, info.ty, b.ty
        )));
    }
    if b.min.len() != info.dims as usize || b.extent.len() != info.dims as usize {
        return Err(Error(format!(
            "the buffer {} has {} dimensions, given {}",
            info.name,
            info.dims,
            b.extent.len()
        )));
    }
    if b.data.len() != b.len() * elem_bytes(b.ty) {
        return Err(Error(format!(
            "the buffer {} holds {} bytes for {} elements",
            info.name,
            b.data.len(),
            b.len()
        )));
    }
    Ok(ffi::CallValue {
        scalar_bits: 0,
        data,
        mins: b.min.clone(),
        extents: b.extent.clone(),
        strides: b.strides()?,
    })
}
