//! Names in the text formats: which names print bare, which need the quoted form
//! `` `any text` ``, and the reserved words of both formats.
//!
//! A bare name matches `[A-Za-z_$][A-Za-z0-9_$]*` with single dots between such parts
//! (Halide names such as `blur_x.s0.y.y_outer`, `input.stride.1`, `f$2` are bare). Every
//! other name — and every reserved word or type name used as a name — is written between
//! backquotes, with `\` escaping a backquote or a backslash.

use super::types::Type;

/// Words that start a statement or an expression form; a name equal to one of them (or to a
/// type name) is printed quoted. Declaration words (`param`, `input`, `update`, `where`, …)
/// are recognised only where a declaration may start and need no quoting.
pub const RESERVED: &[&str] = &[
    "allocate",
    "assert",
    "broadcast",
    "cast",
    "concat",
    "consume",
    "else",
    "evaluate",
    "extern",
    "false",
    "for",
    "free",
    "gpu_block",
    "gpu_lane",
    "gpu_thread",
    "if",
    "interleave",
    "let",
    "max",
    "min",
    "parallel",
    "produce",
    "pure_extern",
    "ramp",
    "reinterpret",
    "select",
    "shuffle",
    "slice",
    "true",
    "unrolled",
    "vector_reduce",
    "vectorized",
    "where",
];

/// True if `c` may start a bare name.
pub fn is_name_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '$'
}

/// True if `c` may continue a bare name (dots are handled separately).
pub fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// True if `name` is a reserved word or a type name (`int32`, `boolx8`, …).
pub fn is_reserved(name: &str) -> bool {
    RESERVED.binary_search(&name).is_ok() || name.parse::<Type>().is_ok()
}

/// True if `name` lexes as one bare name token (ignoring reservation).
pub fn is_bare_shape(name: &str) -> bool {
    let mut chars = name.chars();
    match chars.next() {
        Some(c) if is_name_start(c) => {}
        _ => return false,
    }
    let mut after_dot = false;
    for c in chars {
        if c == '.' {
            if after_dot {
                return false;
            }
            after_dot = true;
        } else if is_name_char(c) {
            after_dot = false;
        } else {
            return false;
        }
    }
    !after_dot
}

/// True if `name` can be printed without quotes.
pub fn is_bare(name: &str) -> bool {
    is_bare_shape(name) && !is_reserved(name)
}

/// True if `name` ends with `.` followed by digits (such a Func name is quoted in an
/// annotation, where `.digits` introduces the stage).
pub fn ends_with_dot_digits(name: &str) -> bool {
    match name.rfind('.') {
        Some(i) => {
            let tail = &name[i + 1..];
            !tail.is_empty() && tail.chars().all(|c| c.is_ascii_digit())
        }
        None => false,
    }
}

/// The quoted form of any name: `` `name` `` with `` ` `` and `\` escaped.
pub fn quoted(name: &str) -> String {
    let mut s = String::with_capacity(name.len() + 2);
    s.push('`');
    for c in name.chars() {
        if c == '`' || c == '\\' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('`');
    s
}

/// A name as printed: bare when possible, quoted otherwise.
pub fn print_name(name: &str) -> String {
    if is_bare(name) {
        name.to_string()
    } else {
        quoted(name)
    }
}

/// A Func name as printed in an annotation `{f.0(…)}`: also quoted when it ends with `.digits`.
pub fn print_func_in_annotation(name: &str) -> String {
    if is_bare(name) && !ends_with_dot_digits(name) {
        name.to_string()
    } else {
        quoted(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reserved_is_sorted_for_binary_search() {
        let mut sorted = RESERVED.to_vec();
        sorted.sort_unstable();
        assert_eq!(sorted, RESERVED);
    }

    #[test]
    fn bare_and_quoted_names() {
        assert_eq!(print_name("blur_x.s0.y.y_outer"), "blur_x.s0.y.y_outer");
        assert_eq!(print_name("input.stride.1"), "input.stride.1");
        assert_eq!(print_name("f$2"), "f$2");
        assert_eq!(print_name("int32"), "`int32`");
        assert_eq!(print_name("let"), "`let`");
        assert_eq!(print_name("a..b"), "`a..b`");
        assert_eq!(print_name("x."), "`x.`");
        assert_eq!(print_name("3x"), "`3x`");
        assert_eq!(print_name(""), "``");
        assert_eq!(print_name("a`b\\c"), "`a\\`b\\\\c`");
        assert_eq!(print_func_in_annotation("f.1"), "`f.1`");
        assert_eq!(print_func_in_annotation("f.s1"), "f.s1");
    }
}
