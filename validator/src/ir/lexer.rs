//! Tokens of the `.sched` and `.sare` formats (one lexer for both).
//!
//! Whitespace and `#` comments (to the end of the line) separate tokens. The version line
//! (`halide-tv sched 1`) is read by [`read_header_line`] before lexing the rest.

use super::names::{is_name_char, is_name_start};
use crate::diag::{ParseError, Pos};
use std::fmt;

/// One token.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A bare name (may be a reserved word or a type name).
    Name(String),
    /// A quoted name `` `…` `` (never a reserved word).
    Quoted(String),
    /// A decimal integer literal (sign handled by the parser).
    Int(u64),
    /// A hexadecimal literal `0x…` (bit patterns of float constants).
    Hex(u64),
    /// A decimal float literal: its text (without suffix) and whether it had the `f` suffix.
    Float(String, bool),
    /// A string literal, unescaped.
    Str(String),
    /// Punctuation or an operator symbol.
    Punct(&'static str),
    /// End of input.
    Eof,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Name(n) => write!(f, "`{n}`"),
            Tok::Quoted(n) => write!(f, "quoted name `{n}`"),
            Tok::Int(v) => write!(f, "integer {v}"),
            Tok::Hex(v) => write!(f, "hex literal 0x{v:x}"),
            Tok::Float(t, s) => write!(f, "float {t}{}", if *s { "f" } else { "" }),
            Tok::Str(_) => write!(f, "a string"),
            Tok::Punct(p) => write!(f, "`{p}`"),
            Tok::Eof => write!(f, "end of file"),
        }
    }
}

/// Symbols, longest first so that `<=` wins over `<`.
const PUNCT: &[&str] = &[
    "==", "!=", "<=", ">=", "&&", "||", "(", ")", "[", "]", "{", "}", ",", ":", "=", "<", ">", "+",
    "-", "*", "/", "%", "!", "|", ".",
];

/// A token with its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Spanned {
    /// The token.
    pub tok: Tok,
    /// Where it starts.
    pub pos: Pos,
}

/// Reads the version line `halide-tv KIND VERSION` at the start of `text`. Returns the
/// version and the rest of the text, with the position where the rest starts.
pub fn read_header_line<'a>(
    file: &str,
    text: &'a str,
    kind: &str,
) -> Result<(u32, &'a str, Pos), ParseError> {
    let (line, rest) = match text.find('\n') {
        Some(i) => (&text[..i], &text[i + 1..]),
        None => (text, ""),
    };
    let line = line.trim_end_matches('\r');
    let expected = format!("version line `halide-tv {kind} 1`");
    let mut words = line.split_whitespace();
    let found = || format!("`{}`", line.chars().take(40).collect::<String>());
    if words.next() != Some("halide-tv") || words.next() != Some(kind) {
        return Err(ParseError::new(file, Pos::START, expected, found()));
    }
    let version = words
        .next()
        .and_then(|v| v.parse::<u32>().ok())
        .ok_or_else(|| ParseError::new(file, Pos::START, expected.clone(), found()))?;
    if words.next().is_some() {
        return Err(ParseError::new(file, Pos::START, expected, found()));
    }
    Ok((version, rest, Pos { line: 2, column: 1 }))
}

/// Splits `text` (starting at `start`) into tokens, ending with [`Tok::Eof`].
pub fn lex(file: &str, text: &str, start: Pos) -> Result<Vec<Spanned>, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut pos = start;
    let advance = |i: &mut usize, pos: &mut Pos, n: usize, chars: &[char]| {
        for _ in 0..n {
            if chars.get(*i) == Some(&'\n') {
                pos.line += 1;
                pos.column = 1;
            } else {
                pos.column += 1;
            }
            *i += 1;
        }
    };
    while i < chars.len() {
        let c = chars[i];
        if c.is_whitespace() {
            advance(&mut i, &mut pos, 1, &chars);
            continue;
        }
        if c == '#' {
            while i < chars.len() && chars[i] != '\n' {
                advance(&mut i, &mut pos, 1, &chars);
            }
            continue;
        }
        let here = pos;
        let err = |expected: &str, found: String| ParseError::new(file, here, expected, found);
        if is_name_start(c) {
            let mut j = i + 1;
            loop {
                if j < chars.len() && is_name_char(chars[j]) {
                    j += 1;
                } else if j + 1 < chars.len() && chars[j] == '.' && is_name_char(chars[j + 1]) {
                    j += 2;
                } else {
                    break;
                }
            }
            out.push(Spanned {
                tok: Tok::Name(chars[i..j].iter().collect()),
                pos: here,
            });
            let n = j - i;
            advance(&mut i, &mut pos, n, &chars);
        } else if c == '`' || c == '"' {
            let mut j = i + 1;
            let mut s = String::new();
            loop {
                match chars.get(j) {
                    None => return Err(err(&format!("closing {c}"), "end of file".to_string())),
                    Some(&d) if d == c => break,
                    Some('\\') => {
                        let (ch, n) = unescape(&chars, j + 1).ok_or_else(|| {
                            err(
                                "an escape such as \\\\ \\\" \\` \\n \\t \\xHH",
                                "a bad escape".to_string(),
                            )
                        })?;
                        s.push(ch);
                        j += 1 + n;
                    }
                    Some(&d) => {
                        s.push(d);
                        j += 1;
                    }
                }
            }
            let tok = if c == '`' {
                Tok::Quoted(s)
            } else {
                Tok::Str(s)
            };
            out.push(Spanned { tok, pos: here });
            let n = j + 1 - i;
            advance(&mut i, &mut pos, n, &chars);
        } else if c.is_ascii_digit() {
            let (tok, n) = lex_number(&chars[i..]).map_err(|m| err("a number", m))?;
            out.push(Spanned { tok, pos: here });
            advance(&mut i, &mut pos, n, &chars);
        } else if let Some(p) = PUNCT.iter().find(|p| {
            p.chars()
                .enumerate()
                .all(|(k, pc)| chars.get(i + k) == Some(&pc))
        }) {
            out.push(Spanned {
                tok: Tok::Punct(p),
                pos: here,
            });
            advance(&mut i, &mut pos, p.len(), &chars);
        } else {
            return Err(err("a token", format!("character {c:?}")));
        }
    }
    out.push(Spanned { tok: Tok::Eof, pos });
    Ok(out)
}

/// Decodes the escape after a backslash at `chars[j]`; returns the character and how many
/// characters the escape used.
fn unescape(chars: &[char], j: usize) -> Option<(char, usize)> {
    match chars.get(j)? {
        'n' => Some(('\n', 1)),
        't' => Some(('\t', 1)),
        'r' => Some(('\r', 1)),
        '\\' => Some(('\\', 1)),
        '"' => Some(('"', 1)),
        '`' => Some(('`', 1)),
        'u' => {
            // \u{HHHHHH}
            if chars.get(j + 1) != Some(&'{') {
                return None;
            }
            let mut k = j + 2;
            let mut v: u32 = 0;
            while let Some(d) = chars.get(k).and_then(|c| c.to_digit(16)) {
                v = v.checked_mul(16)?.checked_add(d)?;
                k += 1;
            }
            if chars.get(k) != Some(&'}') || k == j + 2 {
                return None;
            }
            Some((char::from_u32(v)?, k + 1 - j))
        }
        _ => None,
    }
}

/// Escapes a string for printing between double quotes.
pub fn escape_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn lex_number(chars: &[char]) -> Result<(Tok, usize), String> {
    let digits = |from: usize, radix: u32| {
        let mut k = from;
        while k < chars.len() && chars[k].is_digit(radix) {
            k += 1;
        }
        k
    };
    if chars.len() > 1 && chars[0] == '0' && (chars[1] == 'x' || chars[1] == 'X') {
        let end = digits(2, 16);
        let text: String = chars[2..end].iter().collect();
        let v = u64::from_str_radix(&text, 16).map_err(|_| format!("bad hex literal 0x{text}"))?;
        return Ok((Tok::Hex(v), end));
    }
    let mut end = digits(0, 10);
    let mut is_float = false;
    if end + 1 < chars.len() && chars[end] == '.' && chars[end + 1].is_ascii_digit() {
        end = digits(end + 1, 10);
        is_float = true;
    }
    if end < chars.len() && (chars[end] == 'e' || chars[end] == 'E') {
        let mut k = end + 1;
        if k < chars.len() && (chars[k] == '+' || chars[k] == '-') {
            k += 1;
        }
        if k < chars.len() && chars[k].is_ascii_digit() {
            end = digits(k, 10);
            is_float = true;
        }
    }
    let text: String = chars[..end].iter().collect();
    let suffix = end < chars.len() && chars[end] == 'f';
    if suffix || is_float {
        let n = end + usize::from(suffix);
        return Ok((Tok::Float(text, suffix), n));
    }
    let v = text
        .parse::<u64>()
        .map_err(|_| format!("integer {text} out of range"))?;
    Ok((Tok::Int(v), end))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(s: &str) -> Vec<Tok> {
        lex("t", s, Pos::START)
            .unwrap()
            .into_iter()
            .map(|t| t.tok)
            .collect()
    }

    #[test]
    fn names_numbers_and_symbols() {
        assert_eq!(
            toks("f.s0.x <= 1.5f+0x7f # c\n`a b`"),
            vec![
                Tok::Name("f.s0.x".into()),
                Tok::Punct("<="),
                Tok::Float("1.5".into(), true),
                Tok::Punct("+"),
                Tok::Hex(0x7f),
                Tok::Quoted("a b".into()),
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("`f.1`.0"),
            vec![
                Tok::Quoted("f.1".into()),
                Tok::Punct("."),
                Tok::Int(0),
                Tok::Eof
            ]
        );
        assert_eq!(
            toks("1e-7"),
            vec![Tok::Float("1e-7".into(), false), Tok::Eof]
        );
    }

    #[test]
    fn strings_escape_round_trip() {
        let s = "a\"b\\c\n\u{1}é";
        assert_eq!(toks(&escape_string(s)), vec![Tok::Str(s.into()), Tok::Eof]);
    }

    #[test]
    fn errors_have_positions() {
        let e = lex("t", "a\n  ~", Pos::START).unwrap_err();
        assert_eq!((e.line, e.column), (2, 3));
        assert!(lex("t", "99999999999999999999", Pos::START).is_err());
        assert!(lex("t", "\"abc", Pos::START).is_err());
    }

    #[test]
    fn header_line() {
        let (v, rest, p) = read_header_line("t", "halide-tv sched 1\nx", "sched").unwrap();
        assert_eq!((v, rest, p.line), (1, "x", 2));
        assert!(read_header_line("t", "halide-tv sare 1", "sched").is_err());
    }
}
