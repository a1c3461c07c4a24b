//! The byte layout of answers sent from a forked child to its parent (`smt::forked`,
//! `check::parallel`, the CLI's counterexample replay): fixed-size little-endian integers and
//! length-prefixed UTF-8 text. Both ends are the same executable, so the layout needs no
//! versioning; a reader refuses anything truncated or malformed.

/// Appends values to a byte buffer.
#[derive(Default)]
pub struct Writer(pub Vec<u8>);

impl Writer {
    /// Appends a `u8`.
    pub fn u8(&mut self, b: u8) {
        self.0.push(b);
    }
    /// Appends a `u64`.
    pub fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// Appends an `i64`.
    pub fn i64(&mut self, v: i64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// Appends an `i128`.
    pub fn i128(&mut self, v: i128) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// The text's length in bytes (`u64`), then its bytes.
    pub fn text(&mut self, s: &str) {
        self.bytes(s.as_bytes());
    }
    /// The length (`u64`), then the bytes.
    pub fn bytes(&mut self, b: &[u8]) {
        self.u64(b.len() as u64);
        self.0.extend_from_slice(b);
    }
}

/// Reads values back in the order they were written; every read is `None` past the end.
pub struct Reader<'a>(pub &'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (head, rest) = self.0.split_at_checked(N)?;
        self.0 = rest;
        head.try_into().ok()
    }
    /// Reads a `u8`.
    pub fn u8(&mut self) -> Option<u8> {
        Some(self.take::<1>()?[0])
    }
    /// Reads a `u64`.
    pub fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take()?))
    }
    /// Reads an `i64`.
    pub fn i64(&mut self) -> Option<i64> {
        Some(i64::from_le_bytes(self.take()?))
    }
    /// Reads an `i128`.
    pub fn i128(&mut self) -> Option<i128> {
        Some(i128::from_le_bytes(self.take()?))
    }
    /// A count of items that follow, bounded by the bytes left (a corrupt count cannot make a
    /// huge allocation).
    pub fn count(&mut self) -> Option<usize> {
        usize::try_from(self.u64()?)
            .ok()
            .filter(|n| *n <= self.0.len())
    }
    /// Text written by [`Writer::text`].
    pub fn text(&mut self) -> Option<String> {
        String::from_utf8(self.bytes()?).ok()
    }
    /// Bytes written by [`Writer::bytes`].
    pub fn bytes(&mut self) -> Option<Vec<u8>> {
        let n = self.count()?;
        let (bytes, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        Some(bytes.to_vec())
    }
    /// Whether every byte was read.
    pub fn is_done(&self) -> bool {
        self.0.is_empty()
    }
}
