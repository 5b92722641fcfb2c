//! The instruction table: every instruction of the kernel once, in program
//! order, with its text and its decoded fields.
//!
//! Layout: column-oriented (all texts, then all units, then all flows...),
//! because each column is nearly constant or slowly changing and zstd then
//! compresses the table to a fraction of the row-oriented size. Addresses and
//! lines are stored as deltas from the previous entry for the same reason.
//!
//! The decoded fields are stored rather than re-derived from the text on load:
//! some of them are not a function of the text alone (`indexed` depends on an
//! enclosing `s_set_gpr_idx_on` region, `target` on label resolution), and a
//! trace must replay what was recorded even after the front end changes.

use bincode::{Decode, Encode};
use wavebed_model::instr::{Instr, Wait};
use wavebed_model::profile::NUM_COUNTERS;
use wavebed_model::reg::{RegList, RegRange};

use super::codes;
use super::limits;
use crate::error::TraceError;

const FLAG_INDEXED: u8 = 1;
const FLAG_GENERIC: u8 = 2;
const FLAG_ADDR: u8 = 4;
const FLAG_TARGET: u8 = 8;
const FLAG_WAIT: u8 = 16;
const FLAG_MEM: u8 = 32;
const KNOWN_FLAGS: u8 = 63;

/// The table as stored (bincode, inside a zstd block).
#[derive(Encode, Decode, Default)]
struct Columns {
    count: u32,
    /// UTF-8 texts, concatenated.
    text: Vec<u8>,
    text_len: Vec<u16>,
    mnemonic_len: Vec<u16>,
    /// `line[i] - line[i-1]` (the first entry relative to 0).
    line_delta: Vec<i64>,
    flags: Vec<u8>,
    unit: Vec<u8>,
    flow: Vec<u8>,
    /// One per entry with `FLAG_ADDR`: delta from the previous stored address.
    addr_delta: Vec<i64>,
    /// One per entry with `FLAG_MEM`.
    mem: Vec<u8>,
    /// One per entry with `FLAG_TARGET`: the target index.
    target: Vec<u32>,
    /// Per entry with `FLAG_WAIT`: form tag, counters, immediate, fields.
    wait_form: Vec<[u8; 3]>,
    wait_imm: Vec<u16>,
    wait_fields: Vec<[u16; NUM_COUNTERS]>,
    /// Per entry: number of read ranges, then number of written ranges.
    reads_len: Vec<u8>,
    writes_len: Vec<u8>,
    /// All ranges, reads then writes per entry.
    reg_file: Vec<u8>,
    reg_first: Vec<u16>,
    reg_count: Vec<u16>,
}

/// Encodes `instrs` as the table payload (before compression).
pub fn encode(instrs: &[Instr]) -> Result<Vec<u8>, TraceError> {
    if instrs.len() as u64 > limits::MAX_TABLE_ENTRIES {
        return Err(TraceError::Invalid(format!(
            "kernel has {} instructions; a trace table holds at most {}",
            instrs.len(),
            limits::MAX_TABLE_ENTRIES
        )));
    }
    let mut c = Columns {
        count: instrs.len() as u32,
        ..Columns::default()
    };
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
        c.mnemonic_len.push(ins.mnemonic_len);
        c.line_delta.push(ins.line as i64 - prev_line);
        prev_line = ins.line as i64;
        let mut flags = 0;
        if ins.indexed {
            flags |= FLAG_INDEXED;
        }
        if ins.generic {
            flags |= FLAG_GENERIC;
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
        if let Some(w) = ins.wait {
            flags |= FLAG_WAIT;
            let (tag, a, b) = codes::wait_form::encode(w.form);
            c.wait_form.push([tag, a, b]);
            c.wait_imm.push(w.imm);
            c.wait_fields.push(w.fields);
        }
        if let Some(m) = ins.mem {
            flags |= FLAG_MEM;
            c.mem.push(codes::mem_kind::encode(m));
        }
        c.flags.push(flags);
        c.unit.push(codes::unit::encode(ins.unit));
        c.flow.push(codes::flow::encode(ins.flow));
        c.reads_len.push(ins.reads.len() as u8);
        c.writes_len.push(ins.writes.len() as u8);
        for r in ins.reads.as_slice().iter().chain(ins.writes.as_slice()) {
            c.reg_file.push(codes::reg_file::encode(r.file));
            c.reg_first.push(r.first);
            c.reg_count.push(r.count);
        }
    }
    bincode::encode_to_vec(&c, bincode::config::standard())
        .map_err(|e| TraceError::Invalid(format!("cannot encode the instruction table: {e}")))
}

/// Decodes a table payload, checking every length, code, range and index.
pub fn decode(raw: &[u8]) -> Result<Vec<Instr>, TraceError> {
    let cfg = bincode::config::standard().with_limit::<{ limits::MAX_TABLE_RAW as usize }>();
    let (c, used): (Columns, usize) = bincode::decode_from_slice(raw, cfg)
        .map_err(|e| TraceError::corrupt("instruction table", e))?;
    if used != raw.len() {
        return Err(TraceError::corrupt(
            "instruction table",
            format!("{} trailing bytes", raw.len() - used),
        ));
    }
    let n = c.count as usize;
    if c.count as u64 > limits::MAX_TABLE_ENTRIES {
        return Err(TraceError::TooLarge {
            what: "instruction table".into(),
            declared: c.count as u64,
            limit: limits::MAX_TABLE_ENTRIES,
        });
    }
    let per_entry = [
        ("text_len", c.text_len.len()),
        ("mnemonic_len", c.mnemonic_len.len()),
        ("line_delta", c.line_delta.len()),
        ("flags", c.flags.len()),
        ("unit", c.unit.len()),
        ("flow", c.flow.len()),
        ("reads_len", c.reads_len.len()),
        ("writes_len", c.writes_len.len()),
    ];
    for (name, len) in per_entry {
        if len != n {
            return Err(bad(format!(
                "column {name} has {len} entries for {n} instructions"
            )));
        }
    }
    let count_flag = |f: u8| c.flags.iter().filter(|&&x| x & f != 0).count();
    let optional = [
        ("addr_delta", c.addr_delta.len(), count_flag(FLAG_ADDR)),
        ("target", c.target.len(), count_flag(FLAG_TARGET)),
        ("wait_form", c.wait_form.len(), count_flag(FLAG_WAIT)),
        ("wait_imm", c.wait_imm.len(), count_flag(FLAG_WAIT)),
        ("wait_fields", c.wait_fields.len(), count_flag(FLAG_WAIT)),
        ("mem", c.mem.len(), count_flag(FLAG_MEM)),
    ];
    for (name, len, want) in optional {
        if len != want {
            return Err(bad(format!(
                "column {name} has {len} entries, the flags say {want}"
            )));
        }
    }
    let regs: usize = c
        .reads_len
        .iter()
        .chain(&c.writes_len)
        .map(|&l| l as usize)
        .sum::<usize>();
    if c.reg_file.len() != regs || c.reg_first.len() != regs || c.reg_count.len() != regs {
        return Err(bad(format!(
            "register columns do not hold the {regs} ranges declared"
        )));
    }
    let text_total: usize = c.text_len.iter().map(|&l| l as usize).sum();
    if text_total != c.text.len() {
        return Err(bad(format!(
            "texts declare {text_total} bytes, the text column holds {}",
            c.text.len()
        )));
    }

    let mut out = Vec::with_capacity(n);
    let (mut text_at, mut reg_at) = (0usize, 0usize);
    let (mut addr_at, mut target_at, mut wait_at, mut mem_at) = (0usize, 0, 0, 0);
    let (mut line, mut addr) = (0i64, 0i64);
    for i in 0..n {
        let flags = c.flags[i];
        if flags & !KNOWN_FLAGS != 0 {
            return Err(entry(i, format!("unknown flag bits {flags:#04x}")));
        }
        let tl = c.text_len[i] as usize;
        let text = std::str::from_utf8(&c.text[text_at..text_at + tl])
            .map_err(|e| entry(i, format!("text is not UTF-8: {e}")))?;
        text_at += tl;
        let mnemonic_len = c.mnemonic_len[i];
        if mnemonic_len as usize > tl || !text.is_char_boundary(mnemonic_len as usize) {
            return Err(entry(i, "mnemonic length outside its text"));
        }
        line += c.line_delta[i];
        let line_u32 =
            u32::try_from(line).map_err(|_| entry(i, format!("line {line} out of range")))?;
        let addr_v = if flags & FLAG_ADDR != 0 {
            addr = addr.wrapping_add(c.addr_delta[addr_at]);
            addr_at += 1;
            Some(addr as u64)
        } else {
            None
        };
        let target = if flags & FLAG_TARGET != 0 {
            let t = c.target[target_at];
            target_at += 1;
            if t as usize >= n {
                return Err(entry(
                    i,
                    format!("branch target {t} outside the table of {n}"),
                ));
            }
            Some(t)
        } else {
            None
        };
        let wait = if flags & FLAG_WAIT != 0 {
            let [tag, a, b] = c.wait_form[wait_at];
            let form = codes::wait_form::decode(tag, a, b)
                .ok_or_else(|| entry(i, format!("unknown wait form {tag}/{a}/{b}")))?;
            let w = Wait {
                form,
                imm: c.wait_imm[wait_at],
                fields: c.wait_fields[wait_at],
            };
            wait_at += 1;
            Some(w)
        } else {
            None
        };
        let mem = if flags & FLAG_MEM != 0 {
            let code = c.mem[mem_at];
            mem_at += 1;
            Some(
                codes::mem_kind::decode(code)
                    .ok_or_else(|| entry(i, format!("unknown memory kind {code}")))?,
            )
        } else {
            None
        };
        let unit = codes::unit::decode(c.unit[i])
            .ok_or_else(|| entry(i, format!("unknown unit {}", c.unit[i])))?;
        let flow = codes::flow::decode(c.flow[i])
            .ok_or_else(|| entry(i, format!("unknown flow {}", c.flow[i])))?;
        let reads = reg_list(&c, &mut reg_at, c.reads_len[i]).map_err(|d| entry(i, d))?;
        let writes = reg_list(&c, &mut reg_at, c.writes_len[i]).map_err(|d| entry(i, d))?;
        out.push(Instr {
            text: text.into(),
            mnemonic_len,
            line: line_u32,
            addr: addr_v,
            unit,
            mem,
            wait,
            flow,
            target,
            reads,
            writes,
            indexed: flags & FLAG_INDEXED != 0,
            generic: flags & FLAG_GENERIC != 0,
        });
    }
    Ok(out)
}

/// Reads `len` ranges starting at `*at`, each checked against its file's size.
fn reg_list(c: &Columns, at: &mut usize, len: u8) -> Result<RegList, String> {
    if len as usize > RegList::CAPACITY {
        return Err(format!(
            "{len} register ranges; at most {}",
            RegList::CAPACITY
        ));
    }
    let mut list = RegList::default();
    for _ in 0..len {
        let code = c.reg_file[*at];
        let file = codes::reg_file::decode(code).ok_or(format!("unknown register file {code}"))?;
        let r = RegRange::new(file, c.reg_first[*at], c.reg_count[*at]);
        *at += 1;
        if !r.is_valid() {
            return Err(format!("register range {r} outside its file"));
        }
        list.push(r);
    }
    Ok(list)
}

fn bad(detail: String) -> TraceError {
    TraceError::corrupt("instruction table", detail)
}

fn entry(i: usize, detail: impl std::fmt::Display) -> TraceError {
    TraceError::corrupt(format!("instruction table entry {i}"), detail)
}
