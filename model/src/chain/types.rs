//! Fly types used by offset chains: pointers (element type, address space,
//! alignment, swizzle), integer tuples (one static or dynamic offset), and the
//! scalar types loads and stores move.
//!
//! Printing follows FlyDSL 0.4.2's custom syntax: `align<N>` is omitted when it
//! equals the element size (the default alignment), a divisibility of 1 is
//! omitted from `?{div=N}`.

use std::fmt;

/// A scalar type: what a pointer points to and what `arith` ops compute on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    I1,
    I8,
    I16,
    I32,
    I64,
    F8E4M3FN,
    F16,
    BF16,
    F32,
    F64,
}

impl Elem {
    /// Every scalar type the text form knows.
    pub const ALL: [Elem; 10] = [
        Elem::I1,
        Elem::I8,
        Elem::I16,
        Elem::I32,
        Elem::I64,
        Elem::F8E4M3FN,
        Elem::F16,
        Elem::BF16,
        Elem::F32,
        Elem::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Elem::I1 => "i1",
            Elem::I8 => "i8",
            Elem::I16 => "i16",
            Elem::I32 => "i32",
            Elem::I64 => "i64",
            Elem::F8E4M3FN => "f8E4M3FN",
            Elem::F16 => "f16",
            Elem::BF16 => "bf16",
            Elem::F32 => "f32",
            Elem::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<Elem> {
        Elem::ALL.into_iter().find(|e| e.name() == s)
    }

    /// Storage size in bytes (an `i1` occupies one byte in memory).
    pub fn bytes(self) -> u64 {
        match self {
            Elem::I1 | Elem::I8 | Elem::F8E4M3FN => 1,
            Elem::I16 | Elem::F16 | Elem::BF16 => 2,
            Elem::I32 | Elem::F32 => 4,
            Elem::I64 | Elem::F64 => 8,
        }
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            Elem::I1 | Elem::I8 | Elem::I16 | Elem::I32 | Elem::I64
        )
    }
}

/// Where a pointer points. `Buffer` is `#fly_rocdl.buffer_desc`: a buffer
/// resource plus a 32-bit offset field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Space {
    Generic,
    Global,
    /// LDS.
    Shared,
    Register,
    Buffer,
}

impl Space {
    pub const ALL: [Space; 5] = [
        Space::Generic,
        Space::Global,
        Space::Shared,
        Space::Register,
        Space::Buffer,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Space::Generic => "generic",
            Space::Global => "global",
            Space::Shared => "shared",
            Space::Register => "register",
            Space::Buffer => "#fly_rocdl.buffer_desc",
        }
    }

    pub fn from_name(s: &str) -> Option<Space> {
        Space::ALL.into_iter().find(|e| e.name() == s)
    }

    /// Width of the address arithmetic after lowering (docs/offsets.md section 5):
    /// LDS, register and buffer offsets are 32-bit; global and generic pointers
    /// are 64-bit and add each layer's sign-extended i32 index.
    pub fn is_64bit(self) -> bool {
        matches!(self, Space::Generic | Space::Global)
    }
}

/// A swizzle `S<M,B,S>`, applied to the final byte address at the access as
/// `addr ^ ((addr & (((1<<M)-1) << (B+S))) >> S)` (docs/offsets.md section 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle {
    pub bits: u8,
    pub base: u8,
    pub shift: u8,
}

impl Swizzle {
    pub fn apply(self, addr: u64) -> u64 {
        let mask = ((1u64 << self.bits) - 1) << (self.base + self.shift);
        addr ^ ((addr & mask) >> self.shift)
    }
}

/// `!fly.ptr<elem, space[, align<N>][, S<m,b,s>]>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PtrType {
    pub elem: Elem,
    pub space: Space,
    /// Alignment in bytes: a positive multiple of the element size.
    pub align: u64,
    pub swizzle: Option<Swizzle>,
}

impl PtrType {
    /// A pointer with the default alignment (the element size).
    pub fn new(elem: Elem, space: Space) -> PtrType {
        PtrType {
            elem,
            space,
            align: elem.bytes(),
            swizzle: None,
        }
    }

    /// The type `add_offset(self, off)` yields: same element type, space and
    /// swizzle; the alignment becomes gcd(align, |offset| * elem bytes), where a
    /// dynamic offset contributes its divisibility and a zero offset keeps the
    /// alignment. Checked against FlyDSL 0.4.2's type inference on the wheel
    /// (e.g. f32 align<16> + 2 gives align<8>, + ?{div=64} keeps align<16>).
    pub fn moved(self, off: IntTuple) -> PtrType {
        let step = match off {
            IntTuple::Static(v) => v.unsigned_abs() as u64,
            IntTuple::Dynamic { div } => div as u64,
        };
        PtrType {
            align: gcd(self.align, step * self.elem.bytes()),
            ..self
        }
    }

    /// Checks what FlyDSL's type verifier checks on a pointer type.
    pub fn validate(&self) -> Result<(), TypeError> {
        if self.align == 0 || !self.align.is_multiple_of(self.elem.bytes()) {
            return Err(TypeError::Alignment {
                elem_bytes: self.elem.bytes(),
                align: self.align,
            });
        }
        if let Some(s) = self.swizzle {
            if s.bits == 0 || s.bits as u32 + s.base as u32 + s.shift as u32 > 32 {
                return Err(TypeError::Swizzle(s));
            }
        }
        Ok(())
    }
}

/// Greatest common divisor; gcd(a, 0) = a.
pub fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl fmt::Display for PtrType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "!fly.ptr<{}, {}", self.elem.name(), self.space.name())?;
        if self.align != self.elem.bytes() {
            write!(f, ", align<{}>", self.align)?;
        }
        if let Some(s) = self.swizzle {
            write!(f, ", S<{},{},{}>", s.bits, s.base, s.shift)?;
        }
        f.write_str(">")
    }
}

/// `!fly.int_tuple<...>` restricted to one integer: a static value or a
/// dynamic one with a divisibility (1 when unknown).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IntTuple {
    Static(i32),
    Dynamic { div: u32 },
}

impl IntTuple {
    pub fn is_static(self) -> bool {
        matches!(self, IntTuple::Static(_))
    }
}

impl fmt::Display for IntTuple {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IntTuple::Static(v) => write!(f, "!fly.int_tuple<{v}>"),
            IntTuple::Dynamic { div: 1 } => f.write_str("!fly.int_tuple<?>"),
            IntTuple::Dynamic { div } => write!(f, "!fly.int_tuple<?{{div={div}}}>"),
        }
    }
}

/// Any value's type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Ptr(PtrType),
    Tuple(IntTuple),
    Scalar(Elem),
}

impl Type {
    pub fn as_ptr(self) -> Option<PtrType> {
        match self {
            Type::Ptr(p) => Some(p),
            _ => None,
        }
    }

    pub fn as_tuple(self) -> Option<IntTuple> {
        match self {
            Type::Tuple(t) => Some(t),
            _ => None,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Ptr(p) => p.fmt(f),
            Type::Tuple(t) => t.fmt(f),
            Type::Scalar(e) => f.write_str(e.name()),
        }
    }
}

/// A pointer type FlyDSL's type verifier rejects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TypeError {
    #[error(
        "alignment must be a positive multiple of element byte size ({elem_bytes}), got {align}"
    )]
    Alignment { elem_bytes: u64, align: u64 },
    #[error("swizzle S<{},{},{}> must have 1..32 mask bits within a 32-bit address", .0.bits, .0.base, .0.shift)]
    Swizzle(Swizzle),
}
