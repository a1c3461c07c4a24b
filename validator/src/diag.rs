//! Source positions and parse errors shared by the `.sched` and `.sare` readers.

use std::fmt;

/// A position in a source text: 1-based line and column (columns count characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// 1-based line number.
    pub line: u32,
    /// 1-based column number, in characters.
    pub column: u32,
}

impl Pos {
    /// The position of the first character of a text.
    pub const START: Pos = Pos { line: 1, column: 1 };
}

/// An error while reading a `.sched` or `.sare` text. Its `Display` is
/// `file:line:column: expected X, found Y`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// File name (or a description such as `<string>`) given to the parser.
    pub file: String,
    /// 1-based line of the offending token.
    pub line: u32,
    /// 1-based column of the offending token.
    pub column: u32,
    /// What the reader expected at that point.
    pub expected: String,
    /// What it found instead.
    pub found: String,
}

impl ParseError {
    /// Builds an error at `pos`.
    pub fn new(
        file: &str,
        pos: Pos,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> ParseError {
        ParseError {
            file: file.to_string(),
            line: pos.line,
            column: pos.column,
            expected: expected.into(),
            found: found.into(),
        }
    }

    /// The position of the error.
    pub fn pos(&self) -> Pos {
        Pos {
            line: self.line,
            column: self.column,
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: expected {}, found {}",
            self.file, self.line, self.column, self.expected, self.found
        )
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_has_file_line_column() {
        let e = ParseError::new("a.sched", Pos { line: 3, column: 7 }, "`)`", "`,`");
        assert_eq!(e.to_string(), "a.sched:3:7: expected `)`, found `,`");
        assert_eq!(e.pos(), Pos { line: 3, column: 7 });
    }
}
