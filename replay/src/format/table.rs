//! The instruction table: every instruction of the kernel once, in program
//! order, with its text.
//!
//! What is stored per entry: the text, the line and address (as deltas), and
//! the two fields that are not a function of the text - `indexed` (set by an
//! enclosing `s_set_gpr_idx_on` region) and the branch `target` (a resolved
//! label). Everything else (unit, memory kind, wait fields, registers read and
//! written...) is re-derived on load by the front end's decoder, which is how
//! the recorded kernel got those fields in the first place. That halves the
//! table, which dominates a trace's size (measured on aiter's kernels).
//!
//! Fidelity does not depend on the decoder staying the same: the writer
//! re-decodes every entry and, where the result differs from the instruction it
//! was given (a synthetic instruction, a text the decoder refuses, a decoder
//! fix since the kernel was loaded), stores that entry's fields explicitly. The
//! reader uses the explicit fields where present, so a trace always replays
//! exactly the instructions that were recorded.
//!
//! Layout: column-oriented (all texts, then all flags...), because each column
//! is nearly constant or slowly changing and zstd compresses columns far
//! better than rows. Explicit wait fields are stored for the six counters the
//! format first had ([`V1_COUNTERS`]); the fields of the counters gfx12 added
//! (samplecnt, bvhcnt, asynccnt, tensorcnt) follow the columns as one more
//! column only when some explicit wait encodes one, so traces written before
//! those counters existed read unchanged and are written byte for byte alike.

use std::collections::HashMap;

use bincode::{Decode, Encode};
use wavebed_model::instr::{Instr, Shape, Wait};
use wavebed_model::isa::decode::{Decoder, FastHash};
use wavebed_model::profile::{Profile, NUM_COUNTERS};

/// Counters whose wait fields the `wait_fields` column stores (Counter
/// indices 0..6: vm, lgkm, exp, vs, km, x).
const V1_COUNTERS: usize = 6;
/// The fields of the later counters, stored after the columns if any is encoded.
type LaterFields = [u16; NUM_COUNTERS - V1_COUNTERS];
use wavebed_model::reg::{RegList, RegRange};

use super::codes;
use super::limits;
use crate::error::TraceError;

const FLAG_INDEXED: u8 = 1;
const FLAG_ADDR: u8 = 2;
const FLAG_TARGET: u8 = 4;
const FLAG_EXPLICIT: u8 = 8;
const KNOWN_FLAGS: u8 = 15;

/// Bit 0 was `generic` (an instruction decoded by the generic fallback rule,
/// gone since issue 31): traces written before set it, so it is accepted
/// and ignored; the writer never sets it.
const X_RETIRED_GENERIC: u8 = 1;
const X_WAIT: u8 = 2;
const X_MEM: u8 = 4;
const KNOWN_X_FLAGS: u8 = X_RETIRED_GENERIC | X_WAIT | X_MEM;

/// The table as stored (bincode, inside a zstd block).
#[derive(Encode, Decode, Default)]
struct Columns {
    count: u32,
    /// UTF-8 texts, concatenated.
    text: Vec<u8>,
    text_len: Vec<u16>,
    /// `line[i] - line[i-1]` (the first entry relative to 0).
    line_delta: Vec<i64>,
    flags: Vec<u8>,
    /// One per entry with `FLAG_ADDR`: delta from the previous stored address.
    addr_delta: Vec<i64>,
    /// One per entry with `FLAG_TARGET`: the target index.
    target: Vec<u32>,
    /// The explicit fields of entries with `FLAG_EXPLICIT`, in table order.
    explicit: Explicit,
}

/// Decoded fields of the entries stored explicitly.
#[derive(Encode, Decode, Default)]
struct Explicit {
    mnemonic_len: Vec<u16>,
    flags: Vec<u8>,
    unit: Vec<u8>,
    flow: Vec<u8>,
    /// One per entry with `X_MEM`.
    mem: Vec<u8>,
    /// One per entry with `X_WAIT`: form tag and counters, immediate, fields.
    wait_form: Vec<[u8; 3]>,
    wait_imm: Vec<u16>,
    wait_fields: Vec<[u16; V1_COUNTERS]>,
    /// Number of read ranges, then of written ranges, per entry.
    reads_len: Vec<u8>,
    writes_len: Vec<u8>,
    /// All ranges: each entry's reads, then its writes.
    reg_file: Vec<u8>,
    reg_first: Vec<u16>,
    reg_count: Vec<u16>,
}

/// Whether `decoded` (from the text) is `given` up to the fields the table
/// stores on their own (line, address, target).
fn same_semantics(decoded: &Instr, given: &Instr) -> bool {
    let (decoded, given): (&Shape, &Shape) = (decoded, given);
    decoded == given
}

/// Encodes `instrs` (decoded for `profile`) as the table payload.
pub fn encode(instrs: &[Instr], profile: &Profile) -> Result<Vec<u8>, TraceError> {
    if instrs.len() as u64 > limits::MAX_TABLE_ENTRIES {
        return Err(TraceError::Invalid(format!(
            "kernel has {} instructions; a trace table holds at most {}",
            instrs.len(),
            limits::MAX_TABLE_ENTRIES
        )));
    }
    let mut decoder = Decoder::new(profile);
    // Hand-written kernels repeat texts (aiter: about a third are distinct):
    // decode each (text, indexed) once.
    let mut seen: HashMap<(&str, bool), Option<Instr>> = HashMap::new();
    let mut c = Columns {
        count: instrs.len() as u32,
        ..Columns::default()
    };
    let mut later: Vec<LaterFields> = Vec::new();
    let (mut prev_line, mut prev_addr) = (0i64, 0i64);
    for (i, ins) in instrs.iter().enumerate() {
        let text = ins.text.as_bytes();
        if text.len() > u16::MAX as usize {
            return Err(TraceError::Invalid(format!(
                "instruction {i}: text longer than 65535 bytes"
            )));
        }
        c.text.extend_from_slice(text);
        c.text_len.push(text.len() as u16);
        c.line_delta.push(ins.line as i64 - prev_line);
        prev_line = ins.line as i64;
        let mut flags = 0;
        if ins.indexed {
            flags |= FLAG_INDEXED;
        }
        if let Some(a) = ins.addr {
            flags |= FLAG_ADDR;
            c.addr_delta.push((a as i64).wrapping_sub(prev_addr));
            prev_addr = a as i64;
        }
        if let Some(t) = ins.target {
            flags |= FLAG_TARGET;
            c.target.push(t);
        }
        let key = (&*ins.text, ins.indexed);
        let decoded = match seen.get(&key) {
            Some(d) => d,
            None => seen
                .entry(key)
                .or_insert(decoder.decode(&ins.text, ins.indexed).ok().map(|(d, _)| d)),
        };
        let rederived = decoded.as_ref().is_some_and(|d| same_semantics(d, ins));
        if !rederived {
            flags |= FLAG_EXPLICIT;
            push_explicit(&mut c.explicit, ins, &mut later);
        }
        c.flags.push(flags);
    }
    let cfg = bincode::config::standard();
    let cannot = |e| TraceError::Invalid(format!("cannot encode the instruction table: {e}"));
    let mut out = bincode::encode_to_vec(&c, cfg).map_err(cannot)?;
    if later.iter().flatten().any(|&f| f != Wait::NOT_ENCODED) {
        out.extend(bincode::encode_to_vec(&later, cfg).map_err(cannot)?);
    }
    Ok(out)
}

#[allow(
    clippy::expect_used,
    reason = "an invariant: V1_COUNTERS fields; the later counters' fields"
)]
fn push_explicit(x: &mut Explicit, ins: &Instr, later: &mut Vec<LaterFields>) {
    let mut flags = 0;
    if let Some(w) = ins.wait {
        flags |= X_WAIT;
        let (tag, a, b) = codes::wait_form::encode(w.form);
        x.wait_form.push([tag, a, b]);
        x.wait_imm.push(w.imm);
        let (v1, rest) = w.fields.split_at(V1_COUNTERS);
        x.wait_fields
            .push(v1.try_into().expect("V1_COUNTERS fields"));
        later.push(rest.try_into().expect("the later counters' fields"));
    }
    if let Some(m) = ins.mem {
        flags |= X_MEM;
        x.mem.push(codes::mem_kind::encode(m));
    }
    x.mnemonic_len.push(ins.mnemonic_len);
    x.flags.push(flags);
    x.unit.push(codes::unit::encode(ins.unit));
    x.flow.push(codes::flow::encode(ins.flow));
    x.reads_len.push(ins.reads.len() as u8);
    x.writes_len.push(ins.writes.len() as u8);
    for r in ins.reads.as_slice().iter().chain(ins.writes.as_slice()) {
        x.reg_file.push(codes::reg_file::encode(r.file));
        x.reg_first.push(r.first);
        x.reg_count.push(r.count);
    }
}

/// Decodes a table payload for `profile`, checking every length, code, range
/// and index, and re-deriving the fields of entries not stored explicitly.
/// `block_at` is the file offset of the table block's stored payload, which
/// errors name (the payload is compressed: no finer file byte exists).
pub fn decode(raw: &[u8], profile: &Profile, block_at: u64) -> Result<Vec<Instr>, TraceError> {
    let cfg = bincode::config::standard().with_limit::<{ limits::MAX_TABLE_RAW as usize }>();
    let (c, used): (Columns, usize) = bincode::decode_from_slice(raw, cfg)
        .map_err(|e| TraceError::corrupt("instruction table", block_at, e))?;
    let later: Vec<LaterFields> = if used == raw.len() {
        vec![[Wait::NOT_ENCODED; NUM_COUNTERS - V1_COUNTERS]; c.explicit.wait_fields.len()]
    } else {
        let (later, more): (Vec<LaterFields>, usize) =
            bincode::decode_from_slice(&raw[used..], cfg)
                .map_err(|e| TraceError::corrupt("instruction table", block_at, e))?;
        if used + more != raw.len() {
            return Err(bad(
                block_at,
                format!("{} trailing bytes", raw.len() - used - more),
            ));
        }
        if later.len() != c.explicit.wait_fields.len() {
            return Err(bad(
                block_at,
                format!(
                    "column later wait fields has {} entries, the flags say {}",
                    later.len(),
                    c.explicit.wait_fields.len()
                ),
            ));
        }
        later
    };
    let n = c.count as usize;
    if c.count as u64 > limits::MAX_TABLE_ENTRIES {
        return Err(TraceError::TooLarge {
            what: "instruction table".into(),
            declared: c.count as u64,
            limit: limits::MAX_TABLE_ENTRIES,
        });
    }
    check_columns(&c, block_at)?;
    let x = &c.explicit;
    let mut decoder = Decoder::new(profile);
    // Decode each distinct (text, indexed) once; repeats clone the first
    // entry with that key (its index in `out`). Hashing the text is most of a
    // repeat's cost, hence the word-at-a-time hasher.
    let mut seen: HashMap<(&str, bool), usize, FastHash> =
        HashMap::with_capacity_and_hasher(n / 2, FastHash);
    // Checking UTF-8 once for the whole column, then slicing at char
    // boundaries, is cheaper than validating every entry on its own; an
    // invalid column falls back to the per-entry check for the error.
    let all_text = std::str::from_utf8(&c.text).ok();
    let mut out: Vec<Instr> = Vec::with_capacity(n);
    let mut at = Cursors::default();
    let (mut line, mut addr) = (0i64, 0i64);
    for i in 0..n {
        let flags = c.flags[i];
        if flags & !KNOWN_FLAGS != 0 {
            return Err(entry(
                block_at,
                i,
                format!("unknown flag bits {flags:#04x}"),
            ));
        }
        let tl = c.text_len[i] as usize;
        let span = at.text..at.text + tl;
        let text = match all_text.and_then(|t| t.get(span.clone())) {
            Some(t) => t,
            None => std::str::from_utf8(&c.text[span])
                .map_err(|e| entry(block_at, i, format!("text is not UTF-8: {e}")))?,
        };
        at.text += tl;
        line += c.line_delta[i];
        let line = u32::try_from(line)
            .map_err(|_| entry(block_at, i, format!("line {line} out of range")))?;
        let addr_v = if flags & FLAG_ADDR != 0 {
            addr = addr.wrapping_add(c.addr_delta[at.addr]);
            at.addr += 1;
            Some(addr as u64)
        } else {
            None
        };
        let target = if flags & FLAG_TARGET != 0 {
            let t = c.target[at.target];
            at.target += 1;
            if t as usize >= n {
                return Err(entry(
                    block_at,
                    i,
                    format!("branch target {t} outside the table of {n}"),
                ));
            }
            Some(t)
        } else {
            None
        };
        let indexed = flags & FLAG_INDEXED != 0;
        let mut ins = if flags & FLAG_EXPLICIT != 0 {
            let ins = explicit_entry(x, &later, &mut at, text, indexed)
                .map_err(|d| entry(block_at, i, d))?;
            at.explicit += 1;
            ins
        } else if let Some(&first) = seen.get(&(text, indexed)) {
            out[first].clone()
        } else {
            let (d, _) = decoder.decode(text, indexed).map_err(|(col, m)| {
                entry(
                    block_at,
                    i,
                    format!("`{text}` does not decode (column {}): {m}", col + 1),
                )
            })?;
            seen.insert((text, indexed), i);
            d
        };
        ins.line = line;
        ins.addr = addr_v;
        ins.target = target;
        out.push(ins);
    }
    Ok(out)
}

/// Read positions in the variable-length columns.
#[derive(Default)]
struct Cursors {
    text: usize,
    addr: usize,
    target: usize,
    /// Index of the next explicit entry.
    explicit: usize,
    mem: usize,
    wait: usize,
    reg: usize,
}

/// Checks that every column has as many entries as the counts and flags say.
fn check_columns(c: &Columns, block_at: u64) -> Result<(), TraceError> {
    let n = c.count as usize;
    for (name, len) in [
        ("text_len", c.text_len.len()),
        ("line_delta", c.line_delta.len()),
        ("flags", c.flags.len()),
    ] {
        if len != n {
            return Err(bad(
                block_at,
                format!("column {name} has {len} entries for {n} instructions"),
            ));
        }
    }
    let count = |v: &[u8], f: u8| v.iter().filter(|&&x| x & f != 0).count();
    let x = &c.explicit;
    let ne = count(&c.flags, FLAG_EXPLICIT);
    let checks = [
        ("addr_delta", c.addr_delta.len(), count(&c.flags, FLAG_ADDR)),
        ("target", c.target.len(), count(&c.flags, FLAG_TARGET)),
        ("explicit mnemonic_len", x.mnemonic_len.len(), ne),
        ("explicit flags", x.flags.len(), ne),
        ("explicit unit", x.unit.len(), ne),
        ("explicit flow", x.flow.len(), ne),
        ("explicit reads_len", x.reads_len.len(), ne),
        ("explicit writes_len", x.writes_len.len(), ne),
        ("explicit mem", x.mem.len(), count(&x.flags, X_MEM)),
        (
            "explicit wait_form",
            x.wait_form.len(),
            count(&x.flags, X_WAIT),
        ),
        (
            "explicit wait_imm",
            x.wait_imm.len(),
            count(&x.flags, X_WAIT),
        ),
        (
            "explicit wait_fields",
            x.wait_fields.len(),
            count(&x.flags, X_WAIT),
        ),
    ];
    for (name, len, want) in checks {
        if len != want {
            return Err(bad(
                block_at,
                format!("column {name} has {len} entries, the flags say {want}"),
            ));
        }
    }
    let regs: usize = x
        .reads_len
        .iter()
        .chain(&x.writes_len)
        .map(|&l| l as usize)
        .sum();
    if x.reg_file.len() != regs || x.reg_first.len() != regs || x.reg_count.len() != regs {
        return Err(bad(
            block_at,
            format!("register columns do not hold the {regs} ranges declared"),
        ));
    }
    let text_total: usize = c.text_len.iter().map(|&l| l as usize).sum();
    if text_total != c.text.len() {
        return Err(bad(
            block_at,
            format!(
                "texts declare {text_total} bytes, the text column holds {}",
                c.text.len()
            ),
        ));
    }
    Ok(())
}

/// Builds explicit entry number `at.explicit` from its stored fields.
fn explicit_entry(
    x: &Explicit,
    later: &[LaterFields],
    at: &mut Cursors,
    text: &str,
    indexed: bool,
) -> Result<Instr, String> {
    let k = at.explicit;
    let xf = x.flags[k];
    if xf & !KNOWN_X_FLAGS != 0 {
        return Err(format!("unknown explicit flag bits {xf:#04x}"));
    }
    let mnemonic_len = x.mnemonic_len[k];
    if mnemonic_len as usize > text.len() || !text.is_char_boundary(mnemonic_len as usize) {
        return Err("mnemonic length outside its text".into());
    }
    let wait = if xf & X_WAIT != 0 {
        let [tag, a, b] = x.wait_form[at.wait];
        let form = codes::wait_form::decode(tag, a, b)
            .ok_or_else(|| format!("unknown wait form {tag}/{a}/{b}"))?;
        let mut fields = [Wait::NOT_ENCODED; NUM_COUNTERS];
        fields[..V1_COUNTERS].copy_from_slice(&x.wait_fields[at.wait]);
        fields[V1_COUNTERS..].copy_from_slice(&later[at.wait]);
        let w = Wait {
            form,
            imm: x.wait_imm[at.wait],
            fields,
        };
        at.wait += 1;
        Some(w)
    } else {
        None
    };
    let mem = if xf & X_MEM != 0 {
        let code = x.mem[at.mem];
        at.mem += 1;
        Some(codes::mem_kind::decode(code).ok_or_else(|| format!("unknown memory kind {code}"))?)
    } else {
        None
    };
    let unit =
        codes::unit::decode(x.unit[k]).ok_or_else(|| format!("unknown unit {}", x.unit[k]))?;
    let flow =
        codes::flow::decode(x.flow[k]).ok_or_else(|| format!("unknown flow {}", x.flow[k]))?;
    let reads = reg_list(x, &mut at.reg, x.reads_len[k])?;
    let writes = reg_list(x, &mut at.reg, x.writes_len[k])?;
    Ok(Instr::new(
        Shape {
            text: text.into(),
            mnemonic_len,
            unit,
            mem,
            wait,
            flow,
            reads,
            writes,
            indexed,
        },
        0,
        None,
        None,
    ))
}

/// Reads `len` ranges starting at `*at`, each checked against its file's size.
fn reg_list(x: &Explicit, at: &mut usize, len: u8) -> Result<RegList, String> {
    if len as usize > RegList::CAPACITY {
        return Err(format!(
            "{len} register ranges; at most {}",
            RegList::CAPACITY
        ));
    }
    let mut list = RegList::default();
    for _ in 0..len {
        let code = x.reg_file[*at];
        let file = codes::reg_file::decode(code).ok_or(format!("unknown register file {code}"))?;
        let r = RegRange::new(file, x.reg_first[*at], x.reg_count[*at]);
        *at += 1;
        if !r.is_valid() {
            return Err(format!("register range {r} outside its file"));
        }
        list.push(r);
    }
    Ok(list)
}

fn bad(block_at: u64, detail: String) -> TraceError {
    TraceError::corrupt("instruction table", block_at, detail)
}

fn entry(block_at: u64, i: usize, detail: impl std::fmt::Display) -> TraceError {
    TraceError::corrupt(format!("instruction table entry {i}"), block_at, detail)
}

#[cfg(test)]
mod tests {
    use super::*;
    use wavebed_model::profile::{Arch, Counter};

    /// A wait whose fields differ from its text is stored explicitly; a gfx12
    /// counter's field (asynccnt) survives the round trip through the later
    /// column, and a table without such fields has no later column.
    #[test]
    fn explicit_wait_fields_of_every_counter_round_trip() {
        for (arch, text, c) in [
            (Arch::Gfx1250, "s_wait_asynccnt 0x3", Counter::Async),
            (Arch::Gfx950, "s_waitcnt vmcnt(3)", Counter::Vm),
        ] {
            let p = arch.profile();
            let mut ins = wavebed_model::isa::decode(text, &p).unwrap();
            let mut w = ins.wait.unwrap();
            w.fields[c.index()] = 1;
            ins.wait = Some(w);
            let raw = encode(std::slice::from_ref(&ins), &p).unwrap();
            let back = decode(&raw, &p, 0).unwrap();
            assert_eq!(back, [ins.clone()], "{arch}");
            let (_, used): (Columns, usize) =
                bincode::decode_from_slice(&raw, bincode::config::standard()).unwrap();
            assert_eq!(used < raw.len(), c == Counter::Async, "{arch}");
        }
    }
}
