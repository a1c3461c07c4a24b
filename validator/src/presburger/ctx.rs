//! The isl context shared by every Presburger object, with error translation and resource bounds.
//!
//! isl-rs hands out raw-pointer wrappers that are `Send`/`Sync`, do not keep their `isl_ctx`
//! alive and panic or misbehave on some error paths. This module is the only place that touches
//! the isl context directly: every object of this layer holds a [`Ctx`] (an `Rc`, hence neither
//! `Send` nor `Sync`), declared after its isl field so the isl object is freed before the
//! context, and every isl result goes through [`Ctx::lift`].

use std::cell::RefCell;
use std::rc::Rc;

use isl_rs::{Context, Error as IslError, LibISLError, Options, Val};

use super::error::{PResult, PresburgerError};
use super::names::NameTable;

/// `ISL_ON_ERROR_CONTINUE`: report errors through the context, do not print or abort.
const ISL_ON_ERROR_CONTINUE: i32 = 1;

struct CtxInner {
    isl: Context,
    names: RefCell<NameTable>,
}

/// Handle on one isl context (thesis §3: all Presburger objects of one validation share one
/// context, hence one parameter namespace).
///
/// Cloning is cheap (reference count). Objects built from different contexts cannot be combined:
/// the operations return [`PresburgerError::Invalid`].
#[derive(Clone)]
pub struct Ctx {
    inner: Rc<CtxInner>,
}

impl std::fmt::Debug for Ctx {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ctx({:p})", Rc::as_ptr(&self.inner))
    }
}

impl Ctx {
    /// Allocates a fresh isl context with no operation bound and silent error reporting.
    pub fn new() -> PResult<Ctx> {
        let isl = Context::alloc();
        if isl.ptr == 0 {
            return Err(PresburgerError::Isl {
                kind: "Alloc".into(),
                message: "isl_ctx_alloc failed".into(),
            });
        }
        let ctx = Ctx {
            inner: Rc::new(CtxInner {
                isl,
                names: RefCell::new(NameTable::default()),
            }),
        };
        let set = Options::set_on_error(&ctx.inner.isl, ISL_ON_ERROR_CONTINUE);
        ctx.lift(set)?;
        Ok(ctx)
    }

    /// Bounds the number of elementary isl operations (`isl_ctx_set_max_operations`; 0 = no
    /// bound) and restarts the count. Once the bound is exceeded, every operation fails with
    /// [`PresburgerError::ResourceLimit`] until [`Ctx::reset_operations`] is called.
    pub fn set_max_operations(&self, max_operations: u64) {
        self.inner.isl.set_max_operations(max_operations);
        self.inner.isl.reset_operations();
    }

    /// The current operation bound (0 = none).
    pub fn max_operations(&self) -> u64 {
        self.inner.isl.get_max_operations()
    }

    /// Restarts the operation count (`isl_ctx_reset_operations`), e.g. before each independent
    /// check.
    pub fn reset_operations(&self) {
        self.inner.isl.reset_operations();
    }

    /// A fresh variable name (thesis "y fresh"), distinct from every name used so far.
    pub fn fresh_var(&self, hint: &str) -> String {
        self.inner.names.borrow_mut().fresh(hint)
    }

    /// The isl identifier used for a user name.
    pub(crate) fn isl_name(&self, user: &str) -> String {
        self.inner.names.borrow_mut().isl_name(user)
    }

    /// The user name behind an isl identifier.
    pub(crate) fn user_name(&self, isl: &str) -> String {
        self.inner.names.borrow().user_name(isl)
    }

    pub(crate) fn isl(&self) -> &Context {
        &self.inner.isl
    }

    /// Runs an isl-rs printing function (`*_to_str`) with the operation bound lifted and copies
    /// the text. isl-rs dereferences the C string without a NULL check, and isl returns NULL when
    /// the printer cannot allocate — which an exhausted budget causes — so printing must never
    /// run under the bound. (isl-rs also never frees the printed string: every call leaks it.)
    pub(crate) fn print<'a>(
        &self,
        f: impl FnOnce() -> Result<&'a str, LibISLError>,
    ) -> PResult<String> {
        let max = self.inner.isl.get_max_operations();
        self.inner.isl.set_max_operations(0);
        let r = f().map(str::to_string);
        self.inner.isl.set_max_operations(max);
        self.lift(r)
    }

    /// Fails unless `other` is this very context.
    pub(crate) fn same(&self, other: &Ctx) -> PResult<()> {
        if Rc::ptr_eq(&self.inner, &other.inner) {
            Ok(())
        } else {
            Err(PresburgerError::Invalid(
                "objects from two different Presburger contexts combined".into(),
            ))
        }
    }

    /// Translates an isl-rs result into this layer's errors.
    ///
    /// isl-rs resets the context error before returning `Err`, except on the `isl_bool_error`
    /// path where it reports `Unknown` and leaves the real error pending: the pending error wins
    /// and is cleared here so it cannot leak into the next call.
    ///
    /// isl does not always report an exhausted budget as `isl_error_quota` (the parser, for
    /// one, overwrites it with a syntax error). The budget stays exhausted until it is reset,
    /// so after any error under a bound a one-allocation probe tells whether the budget is the
    /// cause; if so the error is [`PresburgerError::ResourceLimit`].
    pub(crate) fn lift<T>(&self, r: Result<T, LibISLError>) -> PResult<T> {
        match self.lift_raw(r) {
            Ok(v) => Ok(v),
            Err(e @ PresburgerError::ResourceLimit(_)) => Err(e),
            Err(e) if self.budget_exhausted() => Err(PresburgerError::ResourceLimit(format!(
                "operation budget exhausted ({e})"
            ))),
            Err(e) => Err(e),
        }
    }

    fn budget_exhausted(&self) -> bool {
        if self.inner.isl.get_max_operations() == 0 {
            return false;
        }
        let probe = Val::int_from_si(&self.inner.isl, 0);
        let pending = self.inner.isl.last_error();
        self.inner.isl.reset_error();
        match probe {
            Ok(_) => pending == IslError::Quota,
            Err(e) => {
                pending == IslError::Quota
                    || e.to_string()
                        .starts_with(&format!("[{:?}]", IslError::Quota))
            }
        }
    }

    fn lift_raw<T>(&self, r: Result<T, LibISLError>) -> PResult<T> {
        let pending = self.inner.isl.last_error();
        match r {
            Ok(v) if pending == IslError::None_ => Ok(v),
            Ok(_) => {
                let message = self.pending_message();
                self.inner.isl.reset_error();
                Err(classify(pending, &message))
            }
            Err(e) => {
                let text = e.to_string();
                if pending != IslError::None_ {
                    let message = self.pending_message();
                    self.inner.isl.reset_error();
                    return Err(classify(pending, &message));
                }
                let quota = format!("[{:?}]", IslError::Quota);
                if text.starts_with(&quota) {
                    Err(PresburgerError::ResourceLimit(text))
                } else {
                    let (kind, message) = split_error_text(&text);
                    Err(PresburgerError::Isl { kind, message })
                }
            }
        }
    }

    /// Message of a pending error. isl leaves the message NULL only for `isl_error_abort`
    /// (which this layer never triggers); isl-rs would dereference it, so it is not read then.
    fn pending_message(&self) -> String {
        let e = self.inner.isl.last_error();
        if e == IslError::Abort || e == IslError::None_ {
            format!("{e:?}")
        } else {
            self.inner.isl.last_error_msg().to_string()
        }
    }
}

fn classify(kind: IslError, message: &str) -> PresburgerError {
    if kind == IslError::Quota {
        PresburgerError::ResourceLimit(message.to_string())
    } else {
        PresburgerError::Isl {
            kind: format!("{kind:?}"),
            message: message.to_string(),
        }
    }
}

fn split_error_text(text: &str) -> (String, String) {
    match text.strip_prefix('[').and_then(|t| t.split_once("] ")) {
        Some((k, m)) => (k.to_string(), m.to_string()),
        None => ("Unknown".to_string(), text.to_string()),
    }
}
