//! The byte layout of answers sent from a forked child to its parent (`smt::forked`,
//! `check::parallel`): fixed-size little-endian integers and length-prefixed UTF-8 text. Both
//! ends are the same executable, so the layout needs no versioning; a reader refuses anything
//! truncated or malformed.

/// Appends values to a byte buffer.
#[derive(Default)]
pub(crate) struct Writer(pub(crate) Vec<u8>);

impl Writer {
    pub(crate) fn u8(&mut self, b: u8) {
        self.0.push(b);
    }
    pub(crate) fn u64(&mut self, v: u64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    pub(crate) fn i64(&mut self, v: i64) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    pub(crate) fn i128(&mut self, v: i128) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    /// The text's length in bytes (`u64`), then its bytes.
    pub(crate) fn text(&mut self, s: &str) {
        self.u64(s.len() as u64);
        self.0.extend_from_slice(s.as_bytes());
    }
}

/// Reads values back in the order they were written; every read is `None` past the end.
pub(crate) struct Reader<'a>(pub(crate) &'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> Option<[u8; N]> {
        let (head, rest) = self.0.split_at_checked(N)?;
        self.0 = rest;
        head.try_into().ok()
    }
    pub(crate) fn u8(&mut self) -> Option<u8> {
        Some(self.take::<1>()?[0])
    }
    pub(crate) fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take()?))
    }
    pub(crate) fn i64(&mut self) -> Option<i64> {
        Some(i64::from_le_bytes(self.take()?))
    }
    pub(crate) fn i128(&mut self) -> Option<i128> {
        Some(i128::from_le_bytes(self.take()?))
    }
    /// A count of items that follow, bounded by the bytes left (a corrupt count cannot make a
    /// huge allocation).
    pub(crate) fn len(&mut self) -> Option<usize> {
        usize::try_from(self.u64()?)
            .ok()
            .filter(|n| *n <= self.0.len())
    }
    pub(crate) fn text(&mut self) -> Option<String> {
        let n = self.len()?;
        let (text, rest) = self.0.split_at_checked(n)?;
        self.0 = rest;
        String::from_utf8(text.to_vec()).ok()
    }
    /// Whether every byte was read.
    pub(crate) fn is_done(&self) -> bool {
        self.0.is_empty()
    }
}
