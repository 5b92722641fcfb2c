//! Outstanding memory events: a slab of event records with generation-tagged
//! handles, shared by the three models.
//!
//! An event is issued by one memory instruction and carries one token per
//! counter it counts on; it is complete when its last token completes (the
//! legacy model instead retires a whole event at once). A completed record is
//! recycled, and bumping its generation turns every handle still naming it -
//! in the pending-writer table or a legacy queue - stale, so nothing has to
//! search for and delete those handles eagerly.

/// A handle to an event record that stays valid only while the event is
/// outstanding.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EventRef {
    pub idx: u32,
    pub gen: u32,
}

/// One outstanding event.
#[derive(Clone, Copy, Debug)]
pub struct Event {
    /// Producer instruction: index into `Kernel::instrs`.
    pub producer: u32,
    /// Generation; a handle with another generation is stale.
    pub gen: u32,
    /// Producer's position in the executed stream.
    pub pos: u64,
    /// Tokens still outstanding (token-counting models).
    pub pending: u8,
    /// Write-after-write exemption key: two events with equal nonzero keys may
    /// write the same register without a race (see `waw_key` in each model).
    pub waw_key: u8,
    /// Bit per `Counter` whose queue holds the event (legacy model).
    pub queues: u16,
}

/// The slab of events; recycled records keep their allocation across waves.
#[derive(Debug, Default)]
pub struct EventTable {
    events: Vec<Event>,
    free: Vec<u32>,
    /// Records retired since the pending-writer table last looked
    /// (`Writers::forget_retired`), so it can drop their handles eagerly.
    retired: Vec<u32>,
    /// Retirements ever (wrapping): gfx1250's translations look again at
    /// their events only when it moved.
    retirements: u32,
}

impl EventTable {
    /// Records a new outstanding event and returns its handle.
    #[inline]
    pub fn issue(
        &mut self,
        producer: u32,
        pos: u64,
        pending: u8,
        waw_key: u8,
        queues: u16,
    ) -> EventRef {
        let idx = match self.free.pop() {
            Some(idx) => idx,
            None => {
                self.events.push(Event {
                    producer,
                    gen: 0,
                    pos,
                    pending,
                    waw_key,
                    queues,
                });
                return EventRef {
                    idx: self.events.len() as u32 - 1,
                    gen: 0,
                };
            }
        };
        let e = &mut self.events[idx as usize];
        *e = Event {
            producer,
            gen: e.gen,
            pos,
            pending,
            waw_key,
            queues,
        };
        EventRef { idx, gen: e.gen }
    }

    /// The event `r` names, if it is still outstanding.
    #[inline]
    pub fn get(&self, r: EventRef) -> Option<&Event> {
        let e = &self.events[r.idx as usize];
        (e.gen == r.gen).then_some(e)
    }

    /// Whether any event is outstanding (every record not on the free list).
    #[inline]
    pub fn any_live(&self) -> bool {
        self.free.len() < self.events.len()
    }

    #[inline]
    pub fn is_live(&self, r: EventRef) -> bool {
        self.events[r.idx as usize].gen == r.gen
    }

    /// Completes one token of event `idx`; the event completes with its last.
    #[inline]
    pub fn complete_token(&mut self, idx: u32) {
        let e = &mut self.events[idx as usize];
        e.pending -= 1;
        if e.pending == 0 {
            self.retire(idx);
        }
    }

    /// Completes event `idx` whatever tokens it has left.
    #[inline]
    pub fn retire(&mut self, idx: u32) {
        let e = &mut self.events[idx as usize];
        e.gen = e.gen.wrapping_add(1);
        e.pending = 0;
        self.free.push(idx);
        self.retired.push(idx);
        self.retirements = self.retirements.wrapping_add(1);
    }

    /// How many records retired ever (wrapping; changes whenever one does).
    #[inline]
    pub fn retirements(&self) -> u32 {
        self.retirements
    }

    /// Whether a record retired since the last [`Self::take_retired`].
    #[inline]
    pub fn has_retired(&self) -> bool {
        !self.retired.is_empty()
    }

    /// Hands every record retired since the last call to `f`, oldest first,
    /// with the handle it had while outstanding.
    #[inline]
    pub fn take_retired(&mut self, mut f: impl FnMut(EventRef)) {
        for &idx in &self.retired {
            let gen = self.events[idx as usize].gen.wrapping_sub(1);
            f(EventRef { idx, gen });
        }
        self.retired.clear();
    }

    /// The record at slab index `idx`, outstanding or not.
    #[inline]
    pub fn record(&self, idx: u32) -> &Event {
        &self.events[idx as usize]
    }

    /// Number of slab records (an upper bound of every index).
    pub fn slab_len(&self) -> usize {
        self.events.len()
    }

    /// Forgets every event: every handle issued before goes stale.
    pub fn clear(&mut self) {
        self.free.clear();
        self.retired.clear();
        self.retirements = self.retirements.wrapping_add(1);
        for (i, e) in self.events.iter_mut().enumerate().rev() {
            e.gen = e.gen.wrapping_add(1);
            self.free.push(i as u32);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_go_stale_when_the_last_token_completes() {
        let mut t = EventTable::default();
        let a = t.issue(7, 0, 2, 0, 0);
        t.complete_token(a.idx);
        assert_eq!(t.get(a).map(|e| e.producer), Some(7));
        assert!(t.any_live());
        t.complete_token(a.idx);
        assert!(!t.is_live(a) && !t.any_live());
        let b = t.issue(8, 1, 1, 0, 0);
        assert_eq!(b.idx, a.idx, "records are recycled");
        assert!(!t.is_live(a) && t.is_live(b));
        t.clear();
        assert!(!t.is_live(b));
    }
}
