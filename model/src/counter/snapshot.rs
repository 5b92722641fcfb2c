//! A model's state as a value: what the all-paths engine (docs/paths.md
//! section 2) stores per (block, state) pair, compares and hashes.
//!
//! A model's behaviour from some point on depends only on its outstanding
//! events - producer instruction, tokens left, write-after-write key, the
//! queues holding them, in order - and never on stream positions or on which
//! slab record an event happens to occupy. A [`Snapshot`] keeps exactly that,
//! with events numbered by issue order, so two runs that reach the same state
//! by different paths give equal snapshots. The pending-writer table is not
//! stored: it is every outstanding event's producer's destination registers,
//! rebuilt when a snapshot is loaded.

/// Queue entry of a snapshot that names no event (a token without a
/// destination, which holds a place in its FIFO but completes nothing).
pub const NO_EVENT: u32 = u32::MAX;

/// Flag on an ordered FIFO entry naming an event (never on [`NO_EVENT`]):
/// the event holds no token of its own but shares the token of the next
/// younger entry without the flag, and completes with it. Only a widened
/// state (docs/paths.md section 2) has such entries: its events of
/// different paths that have equally many younger tokens.
pub const SHARED: u32 = 1 << 31;

/// An ordered FIFO entry split into its event (or [`NO_EVENT`]) and whether
/// it shares the next entry's token ([`SHARED`]).
#[inline]
pub fn split_entry(entry: u32) -> (u32, bool) {
    if entry == NO_EVENT {
        (NO_EVENT, false)
    } else {
        (entry & !SHARED, entry & SHARED != 0)
    }
}

/// One outstanding event of a snapshot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SnapEvent {
    /// Producer instruction: index into `Kernel::instrs`.
    pub producer: u32,
    /// Tokens still outstanding (token-counting models; 0 for legacy).
    pub pending: u8,
    pub waw_key: u8,
    /// Bit per counter whose queue holds the event (legacy).
    pub queues: u16,
}

/// A model's state, canonical up to the issue order of its outstanding events.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Snapshot {
    /// Outstanding events, oldest first.
    pub events: Vec<SnapEvent>,
    /// Every queue of the model in a fixed order, each as its length followed by
    /// its entries oldest first: an index into `events`, or [`NO_EVENT`].
    pub queues: Vec<u32>,
}

impl Snapshot {
    pub fn clear(&mut self) {
        self.events.clear();
        self.queues.clear();
    }

    /// Whether nothing is outstanding (the reset state).
    pub fn is_drained(&self) -> bool {
        self.events.is_empty() && self.queues.iter().all(|&n| n == 0)
    }
}

/// Reused buffers for building snapshots (so capturing a state allocates
/// nothing once warmed up).
#[derive(Debug, Default)]
pub struct SnapScratch {
    /// (sort key, slab index) of each outstanding event: its issue position
    /// with the top bit set, or for an event that stands for a class of
    /// equivalent ones, a key from its producer (those sort first).
    pub order: Vec<(u64, u32)>,
    /// Slab index -> index into `Snapshot::events` (u32::MAX: not outstanding).
    pub rank: Vec<u32>,
    /// Index into `Snapshot::events` -> slab index (while loading).
    pub slab: Vec<u32>,
    /// Per slab index: the event has a token in an ordered FIFO.
    pub in_fifo: Vec<bool>,
    /// Per slab index: counters whose unordered list holds the event.
    pub unordered: Vec<u16>,
    /// Per slab index: the event standing for it in the snapshot (itself, or
    /// an equivalent one; `u32::MAX`: not yet seen).
    pub alias: Vec<u32>,
    /// One FIFO's deep part, as snapshot entries (while saving).
    pub deep: Vec<u32>,
    /// (producer, where, slab index) of the merged events kept so far.
    pub kept: Vec<(u32, u16, u32)>,
    /// Per slab index: an in-flight translation still needs the event
    /// (gfx1250; while saving).
    pub needed: Vec<bool>,
}

impl SnapScratch {
    /// The sort key of an ordinary event issued at `pos`.
    pub fn issue_key(pos: u64) -> u64 {
        pos | 1 << 63
    }

    /// The event standing for every event of `producer` merged at `place`,
    /// and whether it is `ev` itself (new).
    pub fn merge(&mut self, producer: u32, place: u16, ev: u32) -> bool {
        match self.kept.iter().find(|k| (k.0, k.1) == (producer, place)) {
            Some(&(_, _, same)) => {
                self.alias[ev as usize] = same;
                false
            }
            None => {
                self.kept.push((producer, place, ev));
                self.alias[ev as usize] = ev;
                self.order
                    .push(((u64::from(producer) << 16) | u64::from(place), ev));
                true
            }
        }
    }

    /// Ranks the events in `order` by sort key; `slab_len` bounds their indices.
    pub fn rank_events(&mut self, slab_len: usize) {
        self.order.sort_unstable();
        self.order.dedup();
        self.rank.clear();
        self.rank.resize(slab_len, u32::MAX);
        for (r, &(_, idx)) in self.order.iter().enumerate() {
            self.rank[idx as usize] = r as u32;
        }
    }
}
