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
    /// The body's blocks, sorted (memory and build time proportional to the
    /// body, not to the kernel).
    body: Vec<u32>,
    /// Per body block (sorted by block): the fewest edges inside the body,
    /// not coming round the loop's own back-edges, to a block with an edge out
    /// of the loop (`u32::MAX` if none is reachable).
    exit_dist: Vec<(u32, u32)>,
}

impl Loop {
    /// Whether block `b` belongs to the loop's body.
    #[inline]
    pub fn contains(&self, b: u32) -> bool {
        self.body.binary_search(&b).is_ok()
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
        self.body.iter().copied()
    }
}

/// The control-flow graph of one kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cfg {
    pub blocks: Vec<Block>,
    /// Block index of every instruction.
    block_of: Vec<u32>,
    /// Successor blocks per block: taken target first, then fall-through.
    succs: Vec<Succs>,
    /// Immediate dominator per block (`None` for the entry and unreachable blocks).
    idom: Vec<Option<u32>>,
    /// Per block, its (preorder, postorder) numbers in the dominator tree.
    dom_interval: Vec<(u32, u32)>,
    pub loops: Vec<Loop>,
    /// Loops containing each block, innermost (smallest body) first: block
    /// `b`'s are `loops_of[loops_at[b]..loops_at[b + 1]]`, one list for all
    /// blocks (issue 30, memory: a `Vec` per block was 24 bytes and a heap
    /// chunk for every block in a loop).
    loops_of: Vec<u32>,
    loops_at: Vec<u32>,
    /// The loop headed by each block, if any.
    header_loop: Vec<Option<u32>>,
}

/// A block's successors, at most two (the taken target, then the
/// fall-through), inline: a `Vec` per block was 24 bytes and a heap chunk
/// (issue 30, memory).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Succs {
    len: u8,
    to: [u32; 2],
}

impl Succs {
    fn push(&mut self, b: u32) {
        self.to[self.len as usize] = b;
        self.len += 1;
    }
}

impl std::ops::Deref for Succs {
    type Target = [u32];

    fn deref(&self) -> &[u32] {
        &self.to[..self.len as usize]
    }
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
        let succs: Vec<Succs> = blocks
            .iter()
            .map(|b| {
                let last = &instrs[b.end as usize - 1];
                let mut s = Succs::default();
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
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); blocks.len()];
        for (b, s) in succs.iter().enumerate() {
            for &t in s.iter() {
                preds[t as usize].push(b as u32);
            }
        }
        let idom = dominators(&succs, &preds);
        let dom_interval = dominator_intervals(&idom);
        let mut cfg = Cfg {
            blocks,
            block_of,
            succs,
            idom,
            dom_interval,
            loops: Vec::new(),
            loops_of: Vec::new(),
            loops_at: Vec::new(),
            header_loop: Vec::new(),
        };
        cfg.find_loops(&preds);
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
        let (a_pre, a_post) = self.dom_interval[a as usize];
        let (b_pre, b_post) = self.dom_interval[b as usize];
        b_pre != NONE && a_pre <= b_pre && b_post <= a_post
    }

    /// Per block, whether every path from the entry to an exit (a block
    /// with no successor: `s_endpgm`, a return, a jump the graph cannot
    /// follow) passes through it - the blocks post-dominating the entry, so
    /// that every wave that finishes has executed them (docs/lds.md section
    /// 15). All false when no exit is reachable from the entry.
    pub fn on_every_path(&self) -> Vec<bool> {
        let n = self.blocks.len();
        let mut forced = vec![false; n];
        if n == 0 {
            return forced;
        }
        // The reversed graph, rooted at a virtual exit (vertex 0) whose
        // successors are the exits; block b is vertex b + 1.
        let mut rsuccs: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        let mut rpreds: Vec<Vec<u32>> = vec![Vec::new(); n + 1];
        for (b, succs) in self.succs.iter().enumerate() {
            let v = b as u32 + 1;
            if succs.is_empty() {
                rsuccs[0].push(v);
                rpreds[v as usize].push(0);
            }
            for &t in succs.iter() {
                rsuccs[t as usize + 1].push(v);
                rpreds[v as usize].push(t + 1);
            }
        }
        let ipdom = dominators(&rsuccs, &rpreds);
        // The entry's post-dominators: its chain up to the virtual exit.
        let mut at = 1u32;
        if ipdom[1].is_none() {
            return forced;
        }
        while at != 0 {
            forced[at as usize - 1] = true;
            match ipdom[at as usize] {
                Some(p) => at = p,
                None => break,
            }
        }
        forced
    }

    /// Loops containing block `b`, innermost first.
    #[inline]
    pub fn loops_of(&self, b: u32) -> &[u32] {
        let b = b as usize;
        &self.loops_of[self.loops_at[b] as usize..self.loops_at[b + 1] as usize]
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

    fn find_loops(&mut self, preds: &[Vec<u32>]) {
        let n = self.blocks.len();
        let retreating = retreating_edges(&self.succs);
        let reachable: Vec<bool> = (0..n as u32)
            .map(|b| b == 0 || self.idom[b as usize].is_some())
            .collect();
        // Pass 1: the back-edges, and whether each closes a natural loop.
        // Natural ones first per header: their bodies share one search.
        let mut back_edges: Vec<(u32, bool, u32)> = Vec::new();
        for from in 0..n as u32 {
            for &to in self.succs[from as usize].iter() {
                let natural = self.dominates(to, from);
                if natural || retreating[from as usize].contains(&to) {
                    back_edges.push((to, !natural, from));
                }
            }
        }
        back_edges.sort_unstable();
        let mut back_targets: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &(t, _, f) in &back_edges {
            back_targets[f as usize].push(t);
        }
        let is_back = |from: u32, to: u32| back_targets[from as usize].contains(&to);
        let irreducible = back_edges.iter().any(|&(_, irr, _)| irr);
        // Pass 2: bodies, one header at a time, as sorted block lists.
        let mut in_body = Marks::new(n);
        let (mut back, mut fwd) = (Marks::new(n), Marks::new(n));
        let mut bodies: Vec<(u32, Vec<u32>, Vec<u32>)> = Vec::new();
        let mut stack = Vec::new();
        for group in back_edges.chunk_by(|a, b| a.0 == b.0) {
            let header = group[0].0;
            in_body.clear();
            in_body.set(header);
            let mut body = vec![header];
            let mut latches = Vec::with_capacity(group.len());
            for &(_, irr, from) in group {
                latches.push(from);
                if !irr {
                    // The natural loop: every reachable block reaching `from`
                    // without passing the header (or a block an earlier latch
                    // of this header already brought in, whose predecessors
                    // that search followed).
                    stack.push(from);
                    while let Some(b) = stack.pop() {
                        if reachable[b as usize] && in_body.set(b) {
                            body.push(b);
                            stack.extend_from_slice(&preds[b as usize]);
                        }
                    }
                    continue;
                }
                // An irreducible cycle has other ways in, so that search would
                // run out to the entry: keep the blocks on a cycle through
                // this edge - reaching `from` and reachable from the header,
                // both without crossing another back-edge (which would pull in
                // the enclosing loops).
                back.clear();
                back.set(header);
                stack.push(from);
                while let Some(b) = stack.pop() {
                    if reachable[b as usize] && back.set(b) {
                        let ps = preds[b as usize].iter().copied();
                        stack.extend(ps.filter(|&p| !is_back(p, b)));
                    }
                }
                fwd.clear();
                stack.push(header);
                while let Some(b) = stack.pop() {
                    if fwd.set(b) {
                        if back.has(b) && in_body.set(b) {
                            body.push(b);
                        }
                        let ss = self.succs[b as usize].iter().copied();
                        stack.extend(ss.filter(|&t| !is_back(b, t)));
                    }
                }
            }
            body.sort_unstable();
            latches.sort_unstable();
            latches.dedup();
            bodies.push((header, latches, body));
        }
        // An irreducible body was searched without crossing back-edges, which
        // leaves out the latches of loops nested in it: add every nested loop
        // (header inside, not itself enclosing this header) until stable.
        // Natural bodies already hold their nested loops. Only irreducible
        // graphs pay for this quadratic pass.
        let mut changed = irreducible;
        while changed {
            changed = false;
            for a in 0..bodies.len() {
                in_body.clear();
                for &b in &bodies[a].2 {
                    in_body.set(b);
                }
                let a_header = bodies[a].0;
                let mut added = Vec::new();
                for (b, (b_header, _, b_body)) in bodies.iter().enumerate() {
                    if b != a && in_body.has(*b_header) && b_body.binary_search(&a_header).is_err()
                    {
                        added.extend(b_body.iter().copied().filter(|&x| in_body.set(x)));
                    }
                }
                if !added.is_empty() {
                    let body = &mut bodies[a].2;
                    body.extend(added);
                    body.sort_unstable();
                    changed = true;
                }
            }
        }
        self.header_loop = vec![None; n];
        let mut dist = vec![u32::MAX; n];
        for (header, latches, body) in bodies {
            self.header_loop[header as usize] = Some(self.loops.len() as u32);
            in_body.clear();
            for &b in &body {
                in_body.set(b);
            }
            let exit_dist = exit_distances(
                &body,
                &in_body,
                header,
                &latches,
                &self.succs,
                preds,
                &mut dist,
            );
            self.loops.push(Loop {
                header,
                latches,
                size: body.len() as u32,
                body,
                exit_dist,
            });
        }
        let mut loops_of = vec![Vec::new(); n];
        for (l, lp) in self.loops.iter().enumerate() {
            for b in lp.blocks() {
                loops_of[b as usize].push(l as u32);
            }
        }
        let loops = &self.loops;
        self.loops_at = Vec::with_capacity(n + 1);
        self.loops_at.push(0);
        for mut list in loops_of {
            list.sort_by_key(|&l| {
                (
                    loops[l as usize].size,
                    std::cmp::Reverse(loops[l as usize].header),
                )
            });
            self.loops_of.extend(list);
            self.loops_at.push(self.loops_of.len() as u32);
        }
    }
}

/// No block / no vertex.
const NONE: u32 = u32::MAX;

/// Immediate dominators by Lengauer and Tarjan's algorithm ("A Fast
/// Algorithm for Finding Dominators in a Flowgraph", TOPLAS 1979), simple
/// version with path compression: O(E log N), unlike the iterative
/// intersection algorithm, whose walks up the dominator tree at a join with
/// many predecessors (every early exit of a kernel branching to one tail) are
/// quadratic in code size.
fn dominators<S: std::ops::Deref<Target = [u32]>>(
    succs: &[S],
    preds: &[Vec<u32>],
) -> Vec<Option<u32>> {
    let n = succs.len();
    let mut idom: Vec<Option<u32>> = vec![None; n];
    if n == 0 {
        return idom;
    }
    // Depth-first preorder from block 0: `num` per block, `vertex` and the
    // tree `parent` per number.
    let mut num = vec![NONE; n];
    let mut vertex: Vec<u32> = Vec::with_capacity(n);
    let mut parent: Vec<u32> = Vec::with_capacity(n);
    let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
    num[0] = 0;
    vertex.push(0);
    parent.push(NONE);
    while let Some(&mut (b, ref mut next)) = stack.last_mut() {
        if let Some(&s) = succs[b as usize].get(*next) {
            *next += 1;
            if num[s as usize] == NONE {
                num[s as usize] = vertex.len() as u32;
                parent.push(num[b as usize]);
                vertex.push(s);
                stack.push((s, 0));
            }
        } else {
            stack.pop();
        }
    }
    // Everything below works on preorder numbers.
    let m = vertex.len();
    let mut semi: Vec<u32> = (0..m as u32).collect();
    let mut label: Vec<u32> = (0..m as u32).collect();
    let mut ancestor = vec![NONE; m];
    let mut dom = vec![0u32; m];
    // Per vertex, the vertices whose semidominator it is, as linked lists.
    let mut bucket = vec![NONE; m];
    let mut bucket_next = vec![NONE; m];
    let mut path = Vec::new();
    for w in (1..m).rev() {
        for &p in &preds[vertex[w] as usize] {
            let v = num[p as usize];
            if v == NONE {
                continue;
            }
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            semi[w] = semi[w].min(semi[u as usize]);
        }
        let s = semi[w] as usize;
        bucket_next[w] = bucket[s];
        bucket[s] = w as u32;
        let pw = parent[w];
        ancestor[w] = pw;
        let mut v = std::mem::replace(&mut bucket[pw as usize], NONE);
        while v != NONE {
            let u = eval(v, &mut ancestor, &mut label, &semi, &mut path);
            dom[v as usize] = if semi[u as usize] < semi[v as usize] {
                u
            } else {
                pw
            };
            v = bucket_next[v as usize];
        }
    }
    for w in 1..m {
        if dom[w] != semi[w] {
            dom[w] = dom[dom[w] as usize];
        }
        idom[vertex[w] as usize] = Some(vertex[dom[w] as usize]);
    }
    idom
}

/// The vertex of least semidominator on `v`'s path to its forest root (`v`
/// itself for a root), compressing the path on the way (iteratively: paths
/// can be as long as the kernel). `path` is scratch space.
fn eval(v: u32, ancestor: &mut [u32], label: &mut [u32], semi: &[u32], path: &mut Vec<u32>) -> u32 {
    if ancestor[v as usize] == NONE {
        return v;
    }
    path.clear();
    let mut x = v;
    while ancestor[ancestor[x as usize] as usize] != NONE {
        path.push(x);
        x = ancestor[x as usize];
    }
    for &x in path.iter().rev() {
        let a = ancestor[x as usize] as usize;
        if semi[label[a] as usize] < semi[label[x as usize] as usize] {
            label[x as usize] = label[a];
        }
        ancestor[x as usize] = ancestor[a];
    }
    label[v as usize]
}

/// Preorder and postorder numbers of every block in the dominator tree
/// (`NONE` for unreachable blocks), so that `a` dominates `b` iff `a`'s
/// interval encloses `b`'s: an O(1) query instead of a walk up the tree.
fn dominator_intervals(idom: &[Option<u32>]) -> Vec<(u32, u32)> {
    let n = idom.len();
    let mut out = vec![(NONE, NONE); n];
    if n == 0 {
        return out;
    }
    let mut first_child = vec![NONE; n];
    let mut next_sibling = vec![NONE; n];
    for b in (0..n).rev() {
        if let Some(d) = idom[b] {
            next_sibling[b] = first_child[d as usize];
            first_child[d as usize] = b as u32;
        }
    }
    let (mut pre, mut post) = (0u32, 0u32);
    let mut stack: Vec<u32> = vec![0];
    out[0].0 = pre;
    pre += 1;
    while let Some(&b) = stack.last() {
        // `first_child` doubles as the cursor over a block's children.
        let c = first_child[b as usize];
        if c == NONE {
            out[b as usize].1 = post;
            post += 1;
            stack.pop();
        } else {
            first_child[b as usize] = next_sibling[c as usize];
            out[c as usize].0 = pre;
            pre += 1;
            stack.push(c);
        }
    }
    out
}

/// Targets of the retreating edges of a depth-first search from block 0 that
/// visits successors in block order: edges to a block still on the search
/// stack. Removing them leaves no cycle, so counting them bounds every cycle,
/// reducible or not; in reducible flow they are exactly the edges to a
/// dominator.
fn retreating_edges(succs: &[Succs]) -> Vec<Vec<u32>> {
    let n = succs.len();
    let mut out = vec![Vec::new(); n];
    if n == 0 {
        return out;
    }
    let sorted: Vec<Vec<u32>> = succs
        .iter()
        .map(|s| {
            let mut s = s.to_vec();
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

/// Breadth-first from the body's exiting blocks (an edge leaves the body)
/// backwards along edges inside the body, except the back-edges from
/// `latches` to `header`. `in_body` marks the body; `dist` is all
/// `u32::MAX` on entry and on return.
fn exit_distances(
    body: &[u32],
    in_body: &Marks,
    header: u32,
    latches: &[u32],
    succs: &[Succs],
    preds: &[Vec<u32>],
    dist: &mut [u32],
) -> Vec<(u32, u32)> {
    let mut queue = std::collections::VecDeque::new();
    for &b in body {
        if succs[b as usize].iter().any(|&t| !in_body.has(t)) {
            dist[b as usize] = 0;
            queue.push_back(b);
        }
    }
    while let Some(b) = queue.pop_front() {
        for &p in &preds[b as usize] {
            let own_back_edge = b == header && latches.binary_search(&p).is_ok();
            if in_body.has(p) && !own_back_edge && dist[p as usize] == u32::MAX {
                dist[p as usize] = dist[b as usize] + 1;
                queue.push_back(p);
            }
        }
    }
    body.iter()
        .map(|&b| (b, std::mem::replace(&mut dist[b as usize], u32::MAX)))
        .collect()
}

/// A set of blocks that empties in O(1): a block is in it iff its stamp is
/// the current generation, so the per-loop sets of [`Cfg::build`] cost their
/// members, not the kernel's size.
struct Marks {
    stamp: Vec<u32>,
    generation: u32,
}

impl Marks {
    fn new(n: usize) -> Marks {
        Marks {
            stamp: vec![0; n],
            generation: 1,
        }
    }

    fn clear(&mut self) {
        self.generation += 1;
    }

    fn has(&self, b: u32) -> bool {
        self.stamp[b as usize] == self.generation
    }

    /// Adds `b`; returns whether it was new.
    fn set(&mut self, b: u32) -> bool {
        let fresh = !self.has(b);
        self.stamp[b as usize] = self.generation;
        fresh
    }
}
