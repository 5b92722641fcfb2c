//! The program order of a function under rewriting: a doubly linked list
//! over op ids, so that inserting before an op and erasing one are O(1).
//! (The rewrite engine used to edit [`Func::body`](super::ir::Func::body), a
//! `Vec`, in place: every insertion and erasure was a scan for the op and a
//! shift of the rest, which made `canon` quadratic in chain length, issue 26.)

use super::ir::OpId;

/// No neighbour.
const NIL: u32 = u32::MAX;

/// A linked program order; ids not in it have no neighbours.
pub(crate) struct Order {
    prev: Vec<u32>,
    next: Vec<u32>,
    head: u32,
    tail: u32,
}

impl Order {
    /// The order of `body`.
    pub fn new(body: &[OpId]) -> Order {
        let mut o = Order {
            prev: Vec::new(),
            next: Vec::new(),
            head: NIL,
            tail: NIL,
        };
        for &id in body {
            o.push_back(id);
        }
        o
    }

    fn reserve(&mut self, id: OpId) {
        let need = id.0 as usize + 1;
        if self.prev.len() < need {
            self.prev.resize(need, NIL);
            self.next.resize(need, NIL);
        }
    }

    fn link(&mut self, id: OpId, before: u32, after: u32) {
        self.reserve(id);
        self.prev[id.0 as usize] = before;
        self.next[id.0 as usize] = after;
        match before {
            NIL => self.head = id.0,
            b => self.next[b as usize] = id.0,
        }
        match after {
            NIL => self.tail = id.0,
            a => self.prev[a as usize] = id.0,
        }
    }

    fn push_back(&mut self, id: OpId) {
        self.link(id, self.tail, NIL);
    }

    /// Puts `id` (not in the order) first.
    pub fn push_front(&mut self, id: OpId) {
        self.link(id, NIL, self.head);
    }

    /// Puts `id` (not in the order) right before `at` (in it).
    pub fn insert_before(&mut self, at: OpId, id: OpId) {
        let before = self.prev[at.0 as usize];
        self.link(id, before, at.0);
    }

    /// Takes `id` (in the order) out of it.
    pub fn remove(&mut self, id: OpId) {
        let (p, n) = (self.prev[id.0 as usize], self.next[id.0 as usize]);
        match p {
            NIL => self.head = n,
            p => self.next[p as usize] = n,
        }
        match n {
            NIL => self.tail = p,
            n => self.prev[n as usize] = p,
        }
        self.prev[id.0 as usize] = NIL;
        self.next[id.0 as usize] = NIL;
    }

    fn id(x: u32) -> Option<OpId> {
        (x != NIL).then_some(OpId(x))
    }

    pub fn first(&self) -> Option<OpId> {
        Self::id(self.head)
    }

    pub fn last(&self) -> Option<OpId> {
        Self::id(self.tail)
    }

    pub fn next(&self, id: OpId) -> Option<OpId> {
        Self::id(self.next[id.0 as usize])
    }

    pub fn prev(&self, id: OpId) -> Option<OpId> {
        Self::id(self.prev[id.0 as usize])
    }

    /// The ops in order.
    pub fn to_vec(&self) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut cur = self.first();
        while let Some(id) = cur {
            out.push(id);
            cur = self.next(id);
        }
        out
    }
}
