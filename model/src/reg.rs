//! Registers as the race checks see them: ranges in one register file, mapped to
//! dense slots so a model keeps per-register state in a flat array.

use std::borrow::Borrow;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use rustc_hash::FxHashSet;

/// A register file. `Special` holds exec, m0, scc and friends, which no memory
/// event writes in practice but an instruction may still read or write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RegFile {
    Vgpr,
    Agpr,
    Sgpr,
    Ttmp,
    Special,
}

/// Special registers and their numbers inside [`RegFile::Special`].
pub mod special {
    pub const EXEC_LO: u16 = 0;
    pub const EXEC_HI: u16 = 1;
    pub const M0: u16 = 2;
    pub const SCC: u16 = 3;
    pub const FLAT_SCRATCH_LO: u16 = 4;
    pub const FLAT_SCRATCH_HI: u16 = 5;
    pub const XNACK_MASK_LO: u16 = 6;
    pub const XNACK_MASK_HI: u16 = 7;
    pub const VCCZ: u16 = 8;
    pub const EXECZ: u16 = 9;
    pub const SRC_MISC: u16 = 10;
    /// Number of special slots.
    pub const COUNT: u16 = 12;
}

/// Slot bases in the dense register numbering. VGPRs reach v1023: gfx1250
/// addresses 1024 per wave through `s_set_vgpr_msb` (docs/paths.md section
/// 13); a register range is 6 bytes whatever the count.
pub const VGPR_SLOTS: u16 = 1024;
pub const AGPR_SLOTS: u16 = 256;
/// SGPRs incl. vcc (s106/s107 on every modelled generation).
pub const SGPR_SLOTS: u16 = 128;
pub const TTMP_SLOTS: u16 = 16;
const VGPR_BASE: u16 = 0;
const AGPR_BASE: u16 = VGPR_BASE + VGPR_SLOTS;
const SGPR_BASE: u16 = AGPR_BASE + AGPR_SLOTS;
const TTMP_BASE: u16 = SGPR_BASE + SGPR_SLOTS;
const SPECIAL_BASE: u16 = TTMP_BASE + TTMP_SLOTS;
/// Total number of dense register slots; per-register model state is `[T; NUM_SLOTS]`.
pub const NUM_SLOTS: usize = (SPECIAL_BASE + special::COUNT) as usize;

/// SGPR number of `vcc_lo` (gfx9 through gfx12).
pub const VCC_LO: u16 = 106;

impl RegFile {
    fn base(self) -> u16 {
        match self {
            RegFile::Vgpr => VGPR_BASE,
            RegFile::Agpr => AGPR_BASE,
            RegFile::Sgpr => SGPR_BASE,
            RegFile::Ttmp => TTMP_BASE,
            RegFile::Special => SPECIAL_BASE,
        }
    }

    const fn slots(self) -> u16 {
        match self {
            RegFile::Vgpr => VGPR_SLOTS,
            RegFile::Agpr => AGPR_SLOTS,
            RegFile::Sgpr => SGPR_SLOTS,
            RegFile::Ttmp => TTMP_SLOTS,
            RegFile::Special => special::COUNT,
        }
    }

    /// The register type a race report names (`type=VGPR|AGPR|SGPR`).
    pub fn report_type(self) -> &'static str {
        match self {
            RegFile::Vgpr => "VGPR",
            RegFile::Agpr => "AGPR",
            RegFile::Sgpr | RegFile::Ttmp | RegFile::Special => "SGPR",
        }
    }
}

/// A contiguous range of registers in one file: `v[2:3]` is `{Vgpr, 2, 2}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegRange {
    pub file: RegFile,
    pub first: u16,
    pub count: u16,
}

impl RegRange {
    pub const fn new(file: RegFile, first: u16, count: u16) -> RegRange {
        RegRange { file, first, count }
    }

    /// Every register of `file`.
    pub const fn whole(file: RegFile) -> RegRange {
        RegRange::new(file, 0, file.slots())
    }

    /// Whether the range fits the file's slot space (the parser rejects others).
    pub fn is_valid(&self) -> bool {
        self.count > 0 && (self.first as u32 + self.count as u32) <= self.file.slots() as u32
    }

    /// Dense slots covered by the range.
    #[inline]
    pub fn slots(&self) -> std::ops::Range<usize> {
        let b = (self.file.base() + self.first) as usize;
        b..b + self.count as usize
    }

    pub fn overlaps(&self, other: &RegRange) -> bool {
        self.file == other.file
            && self.first < other.first + other.count
            && other.first < self.first + self.count
    }
}

/// Maps a dense slot back to (file, register number) for reports.
pub fn slot_reg(slot: usize) -> (RegFile, u16) {
    let s = slot as u16;
    for f in [
        RegFile::Special,
        RegFile::Ttmp,
        RegFile::Sgpr,
        RegFile::Agpr,
        RegFile::Vgpr,
    ] {
        if s >= f.base() {
            return (f, s - f.base());
        }
    }
    unreachable!("slot numbering starts at the VGPR base 0")
}

impl fmt::Display for RegRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let prefix = match self.file {
            RegFile::Vgpr => "v",
            RegFile::Agpr => "a",
            RegFile::Sgpr => "s",
            RegFile::Ttmp => "ttmp",
            RegFile::Special => return write!(f, "special{}", self.first),
        };
        if self.count == 1 {
            write!(f, "{prefix}{}", self.first)
        } else {
            write!(
                f,
                "{prefix}[{}:{}]",
                self.first,
                self.first + self.count - 1
            )
        }
    }
}

/// An instruction's register reads or writes: up to [`RegList::CAPACITY`]
/// ranges (MFMA's 3 sources plus implicit operands: exec, m0, vcc).
///
/// One pointer wide (issue 30, memory): the ranges live in a shared,
/// reference-counted [`Ranges`] block, empty lists in none, and a parse
/// hands equal lists one block ([`RegLists`]); unrolled code repeats its
/// operand shapes, so a kernel has far fewer distinct lists than
/// instructions. The inline form was 50 bytes, two per instruction, and the
/// largest part of `Instr`. Editing a shared list copies it first.
#[derive(Clone, Default)]
pub struct RegList(Option<Arc<Ranges>>);

/// The ranges of one [`RegList`], inline: what a list points to, and a copy
/// a model keeps of one (a pending translation's sources).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ranges {
    len: u8,
    items: [RegRange; RegList::CAPACITY],
}

/// The ranges held, not the unused places after them: equal blocks hash
/// equal all the same, and the value analysis hashes every instruction's
/// writes to share its decoding (issue 30).
impl Hash for Ranges {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state);
    }
}

impl Ranges {
    const EMPTY: Ranges = Ranges {
        len: 0,
        items: [RegRange::new(RegFile::Special, 0, 1); RegList::CAPACITY],
    };

    #[inline]
    pub fn as_slice(&self) -> &[RegRange] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Adds a range; returns false when the list is full (the caller reports it).
    pub fn push(&mut self, r: RegRange) -> bool {
        if self.as_slice().contains(&r) {
            return true;
        }
        if self.len() >= RegList::CAPACITY {
            return false;
        }
        self.items[self.len()] = r;
        self.len += 1;
        true
    }

    /// Merges `r` into a range of the same file it overlaps or touches;
    /// returns whether it did.
    pub fn merge_adjacent(&mut self, r: RegRange) -> bool {
        let touches = |it: &RegRange| {
            let (a, b) = (it.first as u32, it.first as u32 + it.count as u32);
            let (c, d) = (r.first as u32, r.first as u32 + r.count as u32);
            it.file == r.file && c <= b && a <= d
        };
        let Some(k) = self.as_slice().iter().position(touches) else {
            return false;
        };
        let it = &mut self.items[k];
        let (a, b) = (it.first as u32, it.first as u32 + it.count as u32);
        let (c, d) = (r.first as u32, r.first as u32 + r.count as u32);
        let first = a.min(c);
        it.first = first as u16;
        it.count = (b.max(d) - first) as u16;
        true
    }

    /// Widens the first range of `r`'s file to the span of both (a superset of
    /// the registers of both); returns false when no range of that file exists.
    pub fn widen(&mut self, r: RegRange) -> bool {
        let Some(k) = self.as_slice().iter().position(|it| it.file == r.file) else {
            return false;
        };
        let it = &mut self.items[k];
        let first = it.first.min(r.first);
        let end = (it.first + it.count).max(r.first + r.count);
        it.first = first;
        it.count = end - first;
        true
    }
}

/// The empty list, to fill with [`Ranges::push`] before [`RegLists::share`].
impl Default for Ranges {
    fn default() -> Ranges {
        Ranges::EMPTY
    }
}

impl RegList {
    pub const CAPACITY: usize = 8;

    /// Which shared block the list points to (0 for an empty list): equal
    /// identities mean equal lists, so a table may key lists by it where
    /// telling some equal lists apart costs only sharing, not meaning (the
    /// value analysis's decoding, issue 30).
    #[inline]
    pub fn block_id(&self) -> usize {
        self.0.as_ref().map_or(0, |a| Arc::as_ptr(a) as usize)
    }

    /// The ranges, inline (empty for an empty list).
    #[inline]
    pub fn ranges(&self) -> &Ranges {
        self.0.as_deref().unwrap_or(&Ranges::EMPTY)
    }

    /// The ranges to edit: this list's own block, copied first if shared.
    fn ranges_mut(&mut self) -> &mut Ranges {
        Arc::make_mut(self.0.get_or_insert_with(|| Arc::new(Ranges::EMPTY)))
    }

    /// Applies `edit` to a copy of the ranges and keeps the result if it
    /// differs: a shared block is copied only when the list really changes.
    fn edit(&mut self, edit: impl FnOnce(&mut Ranges) -> bool) -> bool {
        let mut ranges = *self.ranges();
        let done = edit(&mut ranges);
        if ranges != *self.ranges() {
            *self.ranges_mut() = ranges;
        }
        done
    }

    /// Adds a range; returns false when the list is full (the caller reports it).
    pub fn push(&mut self, r: RegRange) -> bool {
        self.edit(|it| it.push(r))
    }

    /// [`Ranges::widen`] on this list.
    pub fn widen(&mut self, r: RegRange) -> bool {
        self.edit(|it| it.widen(r))
    }

    #[inline]
    pub fn as_slice(&self) -> &[RegRange] {
        self.ranges().as_slice()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.ranges().len == 0
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.ranges().len as usize
    }
}

/// Equal when the ranges are, shared or not (as the inline form compared).
impl PartialEq for RegList {
    fn eq(&self, other: &RegList) -> bool {
        // A parse hands equal lists one block ([`RegLists`]).
        match (&self.0, &other.0) {
            (Some(a), Some(b)) if Arc::ptr_eq(a, b) => true,
            _ => self.ranges() == other.ranges(),
        }
    }
}

impl Eq for RegList {}

impl Hash for RegList {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.ranges().hash(state);
    }
}

/// Lets [`RegLists`] find a list by its ranges.
impl Borrow<Ranges> for RegList {
    fn borrow(&self) -> &Ranges {
        self.ranges()
    }
}

impl fmt::Debug for RegList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// The distinct register lists of one parse: [`RegLists::share`] gives equal
/// lists one block, so a program holds each operand shape once. Dropped with
/// the parse; the lists keep their blocks alive.
#[derive(Default)]
pub struct RegLists {
    seen: FxHashSet<RegList>,
}

impl RegLists {
    /// The list of `ranges`: the block of an equal list seen before, else a
    /// new one. Decoding builds `ranges` on the stack, so an instruction whose
    /// operand shapes were seen before allocates nothing (issue 30, speed).
    pub fn share(&mut self, ranges: &Ranges) -> RegList {
        if ranges.is_empty() {
            return RegList::default();
        }
        if let Some(same) = self.seen.get(ranges) {
            return same.clone();
        }
        let list = RegList(Some(Arc::new(*ranges)));
        self.seen.insert(list.clone());
        list
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_round_trip() {
        let r = RegRange::new(RegFile::Agpr, 3, 2);
        let s = r.slots();
        assert_eq!(slot_reg(s.start), (RegFile::Agpr, 3));
        assert_eq!(slot_reg(s.end - 1), (RegFile::Agpr, 4));
        assert_eq!(slot_reg(0), (RegFile::Vgpr, 0));
        assert_eq!(r.to_string(), "a[3:4]");
    }

    /// 1024 VGPR slots fit the same register types: a range is 6 bytes, as
    /// with 512, and a register list one pointer (per-instruction memory,
    /// issue 30).
    #[test]
    fn register_types_stay_small() {
        assert_eq!(std::mem::size_of::<RegRange>(), 6);
        assert_eq!(std::mem::size_of::<RegList>(), 8);
        assert_eq!(NUM_SLOTS, 1024 + 256 + 128 + 16 + 12);
        let top = RegRange::new(RegFile::Vgpr, 1023, 1);
        assert!(top.is_valid() && !RegRange::new(RegFile::Vgpr, 1023, 2).is_valid());
        assert_eq!(slot_reg(top.slots().start), (RegFile::Vgpr, 1023));
    }

    #[test]
    fn reglist_dedups_and_bounds() {
        let mut l = RegList::default();
        let r = RegRange::new(RegFile::Vgpr, 0, 1);
        assert!(l.push(r) && l.push(r));
        assert_eq!(l.len(), 1);
        for i in 1..RegList::CAPACITY as u16 {
            assert!(l.push(RegRange::new(RegFile::Vgpr, i, 1)));
        }
        assert!(!l.push(RegRange::new(RegFile::Vgpr, 100, 1)));
    }

    /// Shared lists are one block; editing one copies it, so the other list
    /// keeps its ranges, and an edit that changes nothing copies nothing;
    /// equality and hashing ignore sharing.
    #[test]
    fn shared_lists_copy_on_edit() {
        let v = |n| RegRange::new(RegFile::Vgpr, n, 1);
        let mut ranges = Ranges::default();
        assert!(ranges.push(v(1)) && ranges.push(v(2)));
        let mut lists = RegLists::default();
        let a = lists.share(&ranges);
        let mut b = lists.share(&ranges);
        let same_block =
            |a: &RegList, b: &RegList| Arc::ptr_eq(a.0.as_ref().unwrap(), b.0.as_ref().unwrap());
        assert!(same_block(&a, &b));
        assert!(b.push(v(2)) && same_block(&a, &b));
        assert!(b.push(v(3)) && !same_block(&a, &b));
        assert_eq!(a.as_slice(), &[v(1), v(2)]);
        assert_eq!(b.as_slice(), &[v(1), v(2), v(3)]);
        assert!(b.widen(v(0)) && !b.widen(RegRange::new(RegFile::Sgpr, 0, 1)));
        assert_eq!(b.as_slice()[0], RegRange::new(RegFile::Vgpr, 0, 2));
        assert_eq!(a.len(), 2);
        let hash = |l: &RegList| {
            let mut h = std::hash::DefaultHasher::new();
            l.hash(&mut h);
            h.finish()
        };
        let mut c = RegList::default();
        assert!(c.push(v(1)) && c.push(v(2)));
        assert!(c == a && hash(&c) == hash(&a));
        assert!(lists.share(&Ranges::default()).0.is_none());
        let mut emptied = RegList::default();
        emptied.ranges_mut();
        assert!(emptied == RegList::default() && hash(&emptied) == hash(&RegList::default()));
    }

    /// An address register merges into a range it touches or overlaps, in
    /// its own file only.
    #[test]
    fn ranges_merge_adjacent() {
        let mut r = Ranges::default();
        assert!(r.push(RegRange::new(RegFile::Vgpr, 4, 2)));
        assert!(r.merge_adjacent(RegRange::new(RegFile::Vgpr, 6, 1)));
        assert!(r.merge_adjacent(RegRange::new(RegFile::Vgpr, 2, 3)));
        assert!(!r.merge_adjacent(RegRange::new(RegFile::Sgpr, 7, 1)));
        assert!(!r.merge_adjacent(RegRange::new(RegFile::Vgpr, 8, 1)));
        assert_eq!(r.as_slice(), &[RegRange::new(RegFile::Vgpr, 2, 5)]);
    }
}
