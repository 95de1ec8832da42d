//! [`BitSet`]: a fixed-size set of small integers (virtual register ids,
//! register units), the representation the dataflow analyses iterate on.
//!
//! Invariant: `words.len() == len.div_ceil(64)` and every bit at or past
//! `len` is zero, so word-wise union/equality/count never see stray bits.

/// A set of integers in `0..len`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BitSet {
    words: Vec<u64>,
    len: usize,
}

impl BitSet {
    /// The empty set over `0..len`.
    pub fn new(len: usize) -> Self {
        BitSet {
            words: vec![0; len.div_ceil(64)],
            len,
        }
    }
    /// The universe size (`len` given to [`BitSet::new`]).
    pub fn capacity(&self) -> usize {
        self.len
    }
    /// Adds `i`; returns whether it was absent. `i` must be `< capacity()`
    /// (ignored otherwise, so bad input cannot panic here).
    pub fn insert(&mut self, i: usize) -> bool {
        if i >= self.len {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let was = self.words[w] & b != 0;
        self.words[w] |= b;
        !was
    }
    /// Removes `i`; returns whether it was present.
    pub fn remove(&mut self, i: usize) -> bool {
        if i >= self.len {
            return false;
        }
        let (w, b) = (i / 64, 1u64 << (i % 64));
        let was = self.words[w] & b != 0;
        self.words[w] &= !b;
        was
    }
    /// Is `i` in the set?
    pub fn contains(&self, i: usize) -> bool {
        i < self.len && self.words[i / 64] & (1u64 << (i % 64)) != 0
    }
    /// `self |= other`; returns whether `self` changed. Both sets must
    /// have the same capacity.
    pub fn union_with(&mut self, other: &BitSet) -> bool {
        let mut changed = false;
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            let n = *a | *b;
            changed |= n != *a;
            *a = n;
        }
        changed
    }
    /// Do `self` and `other` share an element? Both sets must have the
    /// same capacity.
    pub fn intersects(&self, other: &BitSet) -> bool {
        self.words.iter().zip(&other.words).any(|(a, b)| a & b != 0)
    }
    /// `self -= other`.
    pub fn subtract(&mut self, other: &BitSet) {
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a &= !*b;
        }
    }
    /// Removes every element.
    pub fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }
    /// No element?
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|w| *w == 0)
    }
    /// The number of elements.
    pub fn count(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }
    /// The elements in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(wi, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(wi * 64 + b)
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::BitSet;

    #[test]
    fn insert_remove_iter() {
        let mut s = BitSet::new(130);
        assert!(s.insert(0));
        assert!(s.insert(64));
        assert!(s.insert(129));
        assert!(!s.insert(129));
        assert!(!s.insert(130), "out of range is ignored");
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 64, 129]);
        assert_eq!(s.count(), 3);
        assert!(s.remove(64));
        assert!(!s.contains(64));
        let mut t = BitSet::new(130);
        t.insert(5);
        assert!(t.union_with(&s));
        assert!(!t.union_with(&s));
        t.subtract(&s);
        assert_eq!(t.iter().collect::<Vec<_>>(), vec![5]);
    }
}
