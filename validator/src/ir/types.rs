//! Halide value types: `int8`…`int64`, `uint1` (printed `bool`)…`uint64`, `float16/32/64`,
//! `handle`, each optionally a vector (`int32x8`). Mirrors `Halide::Type` (src/Type.h).

use std::fmt;
use std::str::FromStr;

/// The kind of a scalar Halide type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeCode {
    /// Two's-complement signed integer.
    Int,
    /// Unsigned integer; `UInt` with 1 bit is Halide's `bool`.
    UInt,
    /// IEEE binary floating point (16, 32 or 64 bits).
    Float,
    /// Opaque pointer (`handle`), only as call arguments.
    Handle,
}

/// A Halide type: code, bit width of one lane, and number of lanes (1 = scalar).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type {
    /// Scalar kind.
    pub code: TypeCode,
    /// Bits per lane.
    pub bits: u8,
    /// Number of vector lanes; 1 for scalars.
    pub lanes: u16,
}

impl Type {
    /// Signed integer of `bits` bits.
    pub const fn int(bits: u8) -> Type {
        Type {
            code: TypeCode::Int,
            bits,
            lanes: 1,
        }
    }
    /// Unsigned integer of `bits` bits.
    pub const fn uint(bits: u8) -> Type {
        Type {
            code: TypeCode::UInt,
            bits,
            lanes: 1,
        }
    }
    /// Float of `bits` bits.
    pub const fn float(bits: u8) -> Type {
        Type {
            code: TypeCode::Float,
            bits,
            lanes: 1,
        }
    }
    /// Halide's `bool` (`uint1`).
    pub const fn bool() -> Type {
        Type::uint(1)
    }
    /// Opaque handle.
    pub const fn handle() -> Type {
        Type {
            code: TypeCode::Handle,
            bits: 64,
            lanes: 1,
        }
    }
    /// The same type with `lanes` lanes.
    pub const fn with_lanes(self, lanes: u16) -> Type {
        Type { lanes, ..self }
    }
    /// The scalar type of one lane.
    pub const fn element_of(self) -> Type {
        self.with_lanes(1)
    }
    /// True for `uint1`.
    pub fn is_bool(self) -> bool {
        self.code == TypeCode::UInt && self.bits == 1
    }
    /// True for signed or unsigned integers (including `bool`).
    pub fn is_int_or_uint(self) -> bool {
        matches!(self.code, TypeCode::Int | TypeCode::UInt)
    }
    /// True for floats.
    pub fn is_float(self) -> bool {
        self.code == TypeCode::Float
    }
    /// True for vectors.
    pub fn is_vector(self) -> bool {
        self.lanes > 1
    }
    /// Same kind with twice the bits (Halide's `Type::widen`).
    pub fn widen(self) -> Type {
        Type {
            bits: self.bits.saturating_mul(2),
            ..self
        }
    }
    /// Same kind with half the bits (Halide's `Type::narrow`).
    pub fn narrow(self) -> Type {
        Type {
            bits: self.bits / 2,
            ..self
        }
    }
    /// Whether the code/bits combination is one Halide supports.
    pub fn is_valid(self) -> bool {
        self.lanes >= 1
            && match self.code {
                TypeCode::Int => matches!(self.bits, 8 | 16 | 32 | 64),
                TypeCode::UInt => matches!(self.bits, 1 | 8 | 16 | 32 | 64),
                TypeCode::Float => matches!(self.bits, 16 | 32 | 64),
                TypeCode::Handle => self.bits == 64,
            }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.code, self.bits) {
            (TypeCode::UInt, 1) => write!(f, "bool")?,
            (TypeCode::Int, b) => write!(f, "int{b}")?,
            (TypeCode::UInt, b) => write!(f, "uint{b}")?,
            (TypeCode::Float, b) => write!(f, "float{b}")?,
            (TypeCode::Handle, _) => write!(f, "handle")?,
        }
        if self.lanes != 1 {
            write!(f, "x{}", self.lanes)?;
        }
        Ok(())
    }
}

/// Error for a string that is not a type name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeParseError(pub String);

impl fmt::Display for TypeParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a type such as int32, uint8, bool, float32 or int32x8, found `{}`",
            self.0
        )
    }
}

impl std::error::Error for TypeParseError {}

impl FromStr for Type {
    type Err = TypeParseError;
    fn from_str(s: &str) -> Result<Type, TypeParseError> {
        let err = || TypeParseError(s.to_string());
        let (scalar, lanes) = match s.rfind('x') {
            Some(i) if s[i + 1..].chars().all(|c| c.is_ascii_digit()) && i + 1 < s.len() => {
                let lanes: u16 = s[i + 1..].parse().map_err(|_| err())?;
                (&s[..i], lanes)
            }
            _ => (s, 1),
        };
        let ty = if scalar == "bool" {
            Type::bool()
        } else if scalar == "handle" {
            Type::handle()
        } else {
            let (code, digits) = if let Some(d) = scalar.strip_prefix("uint") {
                (TypeCode::UInt, d)
            } else if let Some(d) = scalar.strip_prefix("int") {
                (TypeCode::Int, d)
            } else if let Some(d) = scalar.strip_prefix("float") {
                (TypeCode::Float, d)
            } else {
                return Err(err());
            };
            let bits: u8 = digits.parse().map_err(|_| err())?;
            Type {
                code,
                bits,
                lanes: 1,
            }
        };
        let ty = ty.with_lanes(lanes);
        if ty.is_valid() && lanes >= 1 {
            Ok(ty)
        } else {
            Err(err())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for name in [
            "int8",
            "int16",
            "int32",
            "int64",
            "bool",
            "uint8",
            "uint64",
            "float16",
            "float32",
            "float64",
            "handle",
            "int32x8",
            "boolx16",
            "float32x4",
        ] {
            let t: Type = name.parse().unwrap();
            assert_eq!(t.to_string(), name);
        }
    }

    #[test]
    fn rejects_bad_names() {
        for name in ["int7", "float8", "int32x0", "x8", "int", "", "bool8"] {
            assert!(name.parse::<Type>().is_err(), "{name} should be rejected");
        }
    }

    #[test]
    fn widen_and_narrow() {
        assert_eq!(Type::uint(8).widen(), Type::uint(16));
        assert_eq!(
            Type::int(32).with_lanes(8).narrow(),
            Type::int(16).with_lanes(8)
        );
    }
}
