//! A growable FIFO ring buffer of `Copy` items: the per-counter queues of the
//! models. It grows by doubling and never shrinks, so once a wave has warmed it
//! up, pushes and pops allocate nothing (bounded counters never grow it past
//! their capacity).

/// FIFO of `T` with power-of-two storage; `clear` keeps the storage.
#[derive(Clone, Debug)]
pub struct Ring<T: Copy + Default> {
    buf: Box<[T]>,
    head: usize,
    len: usize,
}

impl<T: Copy + Default> Ring<T> {
    /// A ring that holds `capacity` items before it first grows.
    pub fn with_capacity(capacity: usize) -> Self {
        let size = capacity.max(4).next_power_of_two();
        Ring {
            buf: vec![T::default(); size].into_boxed_slice(),
            head: 0,
            len: 0,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn push(&mut self, item: T) {
        if self.len == self.buf.len() {
            self.grow();
        }
        let mask = self.buf.len() - 1;
        self.buf[(self.head + self.len) & mask] = item;
        self.len += 1;
    }

    /// Removes and returns the oldest item.
    #[inline]
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        let item = self.buf[self.head];
        self.head = (self.head + 1) & (self.buf.len() - 1);
        self.len -= 1;
        Some(item)
    }

    /// The items, oldest first.
    pub fn iter(&self) -> impl Iterator<Item = T> + '_ {
        let mask = self.buf.len() - 1;
        (0..self.len).map(move |i| self.buf[(self.head + i) & mask])
    }

    pub fn clear(&mut self) {
        self.head = 0;
        self.len = 0;
    }

    #[cold]
    fn grow(&mut self) {
        let old = self.buf.len();
        let mut bigger = vec![T::default(); old * 2].into_boxed_slice();
        for (i, slot) in bigger.iter_mut().take(self.len).enumerate() {
            *slot = self.buf[(self.head + i) & (old - 1)];
        }
        self.buf = bigger;
        self.head = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::Ring;

    #[test]
    fn fifo_order_survives_growth_and_wrap() {
        let mut r = Ring::<u32>::with_capacity(4);
        for i in 0..3 {
            r.push(i);
        }
        assert_eq!(r.pop(), Some(0));
        for i in 3..20 {
            r.push(i);
        }
        let drained: Vec<u32> = std::iter::from_fn(|| r.pop()).collect();
        assert_eq!(drained, (1..20).collect::<Vec<_>>());
        assert_eq!(r.len(), 0);
        assert_eq!(r.pop(), None);
    }
}
