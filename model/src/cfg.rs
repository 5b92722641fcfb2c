//! Control flow of one kernel: basic blocks, branch edges, dominators and loops.
//!
//! The path walker (docs/architecture.md, "Path walker rules") needs to know, at
//! every block transition, whether the edge is a back-edge (to count loop
//! traversals), which loops a block belongs to (to leave a loop after K
//! traversals) and whether a branch target lies outside a loop's body.
//!
//! Back-edges are found by dominance and by block order: an edge to a block
//! that dominates its source closes a natural loop headed by the target (the
//! loops LLVM and hand-written kernels produce, wherever the layout puts the
//! header); for flow without a dominating header (irreducible), the
//! retreating edges of a depth-first search that visits successors in block
//! order. Every cycle contains a retreating edge, so counting back-edges
//! bounds every cycle the walker can take. An edge that merely goes backwards
//! in the layout is *not* a back-edge: LLVM often places a loop's latch block
//! before its header, and the header's branch to it is a forward edge of the
//! loop (counting it would make the walker skip the loop body). The body of a
//! natural loop is every block reaching the latch without passing the header;
//! for an irreducible cycle, those of them also reachable from the header.
//! Back-edges sharing a header form one loop.

use crate::instr::{Flow, Instr, Kernel};

/// A basic block: instructions `start..end` of `Kernel::instrs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    pub start: u32,
    /// One past the last instruction.
    pub end: u32,
}

/// A loop: its header block and the blocks of its body (header included).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loop {
    /// Block index of the header (the target of the back-edges).
    pub header: u32,
    /// Blocks whose edge to the header is a back-edge, in block order.
    pub latches: Vec<u32>,
    /// Number of blocks in the body.
    pub size: u32,
    /// Body membership, one bit per block.
    body: Vec<u64>,
    /// Per body block (sorted by block): the fewest edges inside the body,
    /// not coming round the loop's own back-edges, to a block with an edge out
    /// of the loop (`u32::MAX` if none is reachable).
    exit_dist: Vec<(u32, u32)>,
}

impl Loop {
    /// Whether block `b` belongs to the loop's body.
    #[inline]
    pub fn contains(&self, b: u32) -> bool {
        let (w, bit) = (b as usize / 64, b % 64);
        self.body.get(w).is_some_and(|word| word >> bit & 1 == 1)
    }

    /// The fewest edges from body block `b`, staying in the body and not
    /// taking the loop's own back-edges (so: within the current iteration), to
    /// a block with an edge out of the loop; `None` outside the body or if no
    /// exit is reachable so. The walker steers by it when it leaves a loop.
    pub fn exit_distance(&self, b: u32) -> Option<u32> {
        let i = self
            .exit_dist
            .binary_search_by_key(&b, |&(blk, _)| blk)
            .ok()?;
        Some(self.exit_dist[i].1).filter(|&d| d != u32::MAX)
    }

    /// The body's blocks in block order.
    pub fn blocks(&self) -> impl Iterator<Item = u32> + '_ {
        self.body.iter().enumerate().flat_map(|(w, &word)| {
            (0..64u32)
                .filter(move |bit| word >> bit & 1 == 1)
                .map(move |bit| w as u32 * 64 + bit)
        })
    }
}

/// The control-flow graph of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    pub blocks: Vec<Block>,
    /// Block index of every instruction.
    block_of: Vec<u32>,
    /// Successor blocks per block: taken target first, then fall-through.
    succs: Vec<Vec<u32>>,
    /// Immediate dominator per block (`None` for the entry and unreachable blocks).
    idom: Vec<Option<u32>>,
    pub loops: Vec<Loop>,
    /// Loops containing each block, innermost (smallest body) first.
    loops_of: Vec<Vec<u32>>,
    /// The loop headed by each block, if any.
    header_loop: Vec<Option<u32>>,
}

/// Where an instruction's taken edge goes, if it has one the graph can follow.
fn branch_target(instr: &Instr, len: u32) -> Option<u32> {
    match instr.flow {
        Flow::Branch | Flow::CondBranch => instr.target.filter(|&t| t < len),
        _ => None,
    }
}

/// Whether execution can continue at the next instruction.
fn falls_through(instr: &Instr) -> bool {
    matches!(instr.flow, Flow::Next | Flow::CondBranch | Flow::Call)
}

impl Cfg {
    /// Builds the graph of `kernel`: blocks start at the entry, at every
    /// branch target and after every branch, `s_setpc_b64` and `s_endpgm`.
    /// A call (`s_swappc_b64`) does not end a block: execution resumes after it.
    pub fn build(kernel: &Kernel) -> Cfg {
        let instrs = &kernel.instrs;
        let len = instrs.len() as u32;
        let mut leader = vec![false; instrs.len()];
        if let Some(first) = leader.first_mut() {
            *first = true;
        }
        for (i, instr) in instrs.iter().enumerate() {
            if let Some(t) = branch_target(instr, len) {
                leader[t as usize] = true;
            }
            if !matches!(instr.flow, Flow::Next | Flow::Call) && i + 1 < instrs.len() {
                leader[i + 1] = true;
            }
        }
        let mut blocks = Vec::new();
        let mut block_of = vec![0u32; instrs.len()];
        for (i, &is_leader) in leader.iter().enumerate() {
            if is_leader {
                if let Some(last) = blocks.last_mut() {
                    let last: &mut Block = last;
                    last.end = i as u32;
                }
                blocks.push(Block {
                    start: i as u32,
                    end: len,
                });
            }
            block_of[i] = blocks.len() as u32 - 1;
        }
        let succs: Vec<Vec<u32>> = blocks
            .iter()
            .map(|b| {
                let last = &instrs[b.end as usize - 1];
                let mut s = Vec::with_capacity(2);
                if let Some(t) = branch_target(last, len) {
                    s.push(block_of[t as usize]);
                }
                if falls_through(last) && b.end < len {
                    let next = block_of[b.end as usize];
                    if !s.contains(&next) {
                        s.push(next);
                    }
                }
                s
            })
            .collect();
        let idom = dominators(&succs);
        let mut cfg = Cfg {
            blocks,
            block_of,
            succs,
            idom,
            loops: Vec::new(),
            loops_of: Vec::new(),
            header_loop: Vec::new(),
        };
        cfg.find_loops();
        cfg
    }

    /// Block index of instruction `i`.
    #[inline]
    pub fn block_of(&self, i: u32) -> u32 {
        self.block_of[i as usize]
    }

    /// Successor blocks of block `b`.
    pub fn succs(&self, b: u32) -> &[u32] {
        &self.succs[b as usize]
    }

    /// Whether block `a` dominates block `b` (every path from the entry to `b`
    /// passes through `a`). Unreachable blocks are dominated by nothing.
    pub fn dominates(&self, a: u32, b: u32) -> bool {
        if b != 0 && self.idom[b as usize].is_none() {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            match self.idom[x as usize] {
                Some(d) => x = d,
                None => return false,
            }
        }
    }

    /// Loops containing block `b`, innermost first.
    #[inline]
    pub fn loops_of(&self, b: u32) -> &[u32] {
        &self.loops_of[b as usize]
    }

    /// The loop whose header is block `b`, if any.
    #[inline]
    pub fn header_loop(&self, b: u32) -> Option<u32> {
        self.header_loop[b as usize]
    }

    /// Whether the edge from block `from` to block `to` is a back-edge, and if
    /// so, of which loop.
    #[inline]
    pub fn back_edge(&self, from: u32, to: u32) -> Option<u32> {
        let l = self.header_loop[to as usize]?;
        self.loops[l as usize]
            .latches
            .binary_search(&from)
            .is_ok()
            .then_some(l)
    }

    fn find_loops(&mut self) {
        let n = self.blocks.len();
        let words = n.div_ceil(64);
        let mut body_of_header: Vec<Option<(Vec<u64>, Vec<u32>)>> = vec![None; n];
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, s) in self.succs.iter().enumerate() {
            for &t in s {
                preds[t as usize].push(b as u32);
            }
        }
        let retreating = retreating_edges(&self.succs);
        let reachable: Vec<bool> = (0..n as u32)
            .map(|b| b == 0 || self.idom[b as usize].is_some())
            .collect();
        // Pass 1: the back-edges, and whether each closes a natural loop.
        let mut back_edges: Vec<(u32, u32, bool)> = Vec::new();
        for from in 0..n as u32 {
            for &to in &self.succs[from as usize] {
                let natural = self.dominates(to, from);
                if natural || retreating[from as usize].contains(&to) {
                    back_edges.push((from, to, natural));
                }
            }
        }
        let mut back_targets: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &(f, t, _) in &back_edges {
            back_targets[f as usize].push(t);
        }
        let is_back = |from: u32, to: u32| back_targets[from as usize].contains(&to);
        let irreducible = back_edges.iter().any(|&(_, _, natural)| !natural);
        // Pass 2: bodies.
        for &(from, to, natural) in &back_edges {
            let (body, latches) =
                body_of_header[to as usize].get_or_insert_with(|| (vec![0u64; words], Vec::new()));
            latches.push(from);
            set(to, body);
            // The natural loop: every reachable block reaching `from` without
            // passing the header. An irreducible cycle has other ways in, so
            // that search would run out to the entry: there, keep the blocks
            // on a cycle through this edge - reaching `from` and reachable
            // from `to`, both without crossing another back-edge (which would
            // pull in the enclosing loops).
            let mut back = vec![0u64; words];
            set(to, &mut back);
            let mut stack = vec![from];
            while let Some(b) = stack.pop() {
                if reachable[b as usize] && set(b, &mut back) {
                    stack.extend(
                        preds[b as usize]
                            .iter()
                            .copied()
                            .filter(|&p| natural || !is_back(p, b)),
                    );
                }
            }
            let keep = if natural {
                back
            } else {
                let mut fwd = vec![0u64; words];
                let mut stack = vec![to];
                while let Some(b) = stack.pop() {
                    if set(b, &mut fwd) {
                        stack.extend(
                            self.succs[b as usize]
                                .iter()
                                .copied()
                                .filter(|&t| !is_back(b, t)),
                        );
                    }
                }
                intersect_sets(&back, &fwd)
            };
            for (w, k) in body.iter_mut().zip(keep) {
                *w |= k;
            }
        }
        // An irreducible body was searched without crossing back-edges, which
        // leaves out the latches of loops nested in it: add every nested loop
        // (header inside, not itself enclosing this header) until stable.
        // Natural bodies already hold their nested loops.
        let mut changed = irreducible;
        while changed {
            changed = false;
            for a in 0..n {
                let Some((a_body, _)) = &body_of_header[a] else {
                    continue;
                };
                let mut grown = a_body.clone();
                for (b, entry) in body_of_header.iter().enumerate() {
                    let Some((b_body, _)) = entry else { continue };
                    if b != a && has(&grown, b as u32) && !has(b_body, a as u32) {
                        for (w, x) in grown.iter_mut().zip(b_body) {
                            *w |= x;
                        }
                    }
                }
                if let Some((a_body, _)) = &mut body_of_header[a] {
                    if *a_body != grown {
                        *a_body = grown;
                        changed = true;
                    }
                }
            }
        }
        self.header_loop = vec![None; n];
        for (header, entry) in body_of_header.into_iter().enumerate() {
            if let Some((body, mut latches)) = entry {
                latches.sort_unstable();
                latches.dedup();
                let size = body.iter().map(|w| w.count_ones()).sum();
                self.header_loop[header] = Some(self.loops.len() as u32);
                let exit_dist = exit_distances(&body, header as u32, &latches, &self.succs, &preds);
                self.loops.push(Loop {
                    header: header as u32,
                    latches,
                    size,
                    body,
                    exit_dist,
                });
            }
        }
        self.loops_of = vec![Vec::new(); n];
        for (l, lp) in self.loops.iter().enumerate() {
            for b in lp.blocks() {
                self.loops_of[b as usize].push(l as u32);
            }
        }
        let loops = &self.loops;
        for list in &mut self.loops_of {
            list.sort_by_key(|&l| {
                (
                    loops[l as usize].size,
                    std::cmp::Reverse(loops[l as usize].header),
                )
            });
        }
    }
}

/// Immediate dominators by the iterative algorithm of Cooper, Harvey and
/// Kennedy ("A Simple, Fast Dominance Algorithm", 2001) over reverse postorder
/// from block 0.
fn dominators(succs: &[Vec<u32>]) -> Vec<Option<u32>> {
    let n = succs.len();
    let mut idom: Vec<Option<u32>> = vec![None; n];
    if n == 0 {
        return idom;
    }
    // Iterative postorder.
    let mut order = Vec::with_capacity(n);
    let mut seen = vec![false; n];
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    seen[0] = true;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[b as usize].get(*next) {
            *next += 1;
            if !seen[s as usize] {
                seen[s as usize] = true;
                stack.push((s, 0));
            }
        } else {
            order.push(b);
            stack.pop();
        }
    }
    let mut rpo_index = vec![u32::MAX; n];
    for (i, &b) in order.iter().rev().enumerate() {
        rpo_index[b as usize] = i as u32;
    }
    let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
    for (b, s) in succs.iter().enumerate() {
        for &t in s {
            preds[t as usize].push(b as u32);
        }
    }
    idom[0] = Some(0);
    let mut changed = true;
    while changed {
        changed = false;
        for &b in order.iter().rev().skip(1) {
            let mut new: Option<u32> = None;
            for &p in &preds[b as usize] {
                if idom[p as usize].is_none() {
                    continue;
                }
                new = Some(match new {
                    None => p,
                    Some(cur) => intersect(&idom, &rpo_index, p, cur),
                });
            }
            if new.is_some() && idom[b as usize] != new {
                idom[b as usize] = new;
                changed = true;
            }
        }
    }
    idom[0] = None;
    idom
}

/// Targets of the retreating edges of a depth-first search from block 0 that
/// visits successors in block order: edges to a block still on the search
/// stack. Removing them leaves no cycle, so counting them bounds every cycle,
/// reducible or not; in reducible flow they are exactly the edges to a
/// dominator.
fn retreating_edges(succs: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let n = succs.len();
    let mut out = vec![Vec::new(); n];
    if n == 0 {
        return out;
    }
    let sorted: Vec<Vec<u32>> = succs
        .iter()
        .map(|s| {
            let mut s = s.clone();
            s.sort_unstable();
            s
        })
        .collect();
    // 0 = not seen, 1 = on the stack, 2 = done.
    let mut state = vec![0u8; n];
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    state[0] = 1;
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&t) = sorted[b as usize].get(*next) {
            *next += 1;
            match state[t as usize] {
                0 => {
                    state[t as usize] = 1;
                    stack.push((t, 0));
                }
                1 => out[b as usize].push(t),
                _ => {}
            }
        } else {
            state[b as usize] = 2;
            stack.pop();
        }
    }
    out
}

fn intersect_sets(a: &[u64], b: &[u64]) -> Vec<u64> {
    a.iter().zip(b).map(|(x, y)| x & y).collect()
}

/// Breadth-first from the body's exiting blocks (an edge leaves the body)
/// backwards along edges inside the body, except the back-edges from
/// `latches` to `header`.
fn exit_distances(
    body: &[u64],
    header: u32,
    latches: &[u32],
    succs: &[Vec<u32>],
    preds: &[Vec<u32>],
) -> Vec<(u32, u32)> {
    let blocks: Vec<u32> = (0..succs.len() as u32).filter(|&b| has(body, b)).collect();
    let mut dist = vec![u32::MAX; succs.len()];
    let mut queue = std::collections::VecDeque::new();
    for &b in &blocks {
        if succs[b as usize].iter().any(|&t| !has(body, t)) {
            dist[b as usize] = 0;
            queue.push_back(b);
        }
    }
    while let Some(b) = queue.pop_front() {
        for &p in &preds[b as usize] {
            let own_back_edge = b == header && latches.binary_search(&p).is_ok();
            if has(body, p) && !own_back_edge && dist[p as usize] == u32::MAX {
                dist[p as usize] = dist[b as usize] + 1;
                queue.push_back(p);
            }
        }
    }
    blocks.iter().map(|&b| (b, dist[b as usize])).collect()
}

/// Whether block `b` is in a body bitset.
fn has(body: &[u64], b: u32) -> bool {
    body[b as usize / 64] >> (b % 64) & 1 == 1
}

/// Adds block `b` to a body bitset; returns whether it was new.
fn set(b: u32, body: &mut [u64]) -> bool {
    let (w, bit) = (b as usize / 64, b % 64);
    let fresh = body[w] >> bit & 1 == 0;
    body[w] |= 1 << bit;
    fresh
}

fn intersect(idom: &[Option<u32>], rpo: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while rpo[a as usize] > rpo[b as usize] {
            a = idom[a as usize].expect("processed blocks have a dominator");
        }
        while rpo[b as usize] > rpo[a as usize] {
            b = idom[b as usize].expect("processed blocks have a dominator");
        }
    }
    a
}
