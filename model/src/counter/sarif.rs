//! Races as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format),
//! the format GitHub code scanning and other CI dashboards ingest.
//!
//! One log holds one run: `tool.driver` is wavebed with a rule per race kind
//! ([`RULES`]); each race is one result whose primary location is the
//! consumer and whose related location is the producer. A listing's
//! locations are lines and columns of the file; a code object has no lines,
//! so its locations are the instruction's address (`physicalLocation.address`,
//! SARIF 2.1.0 section 3.32) and a logical location naming the kernel and the
//! offset in it (`_Z6kernelPf+0x1c`). A witness path (the instructions from
//! producer to consumer on a path that shows the race) becomes a
//! `codeFlows` thread flow when the caller has one.
//!
//! The types serialize with serde to exactly the SARIF property names; the
//! `sarif` integration test validates the output against the SARIF 2.1.0
//! JSON schema.

use serde::Serialize;

use super::report::{reg_name, ReportContext};
use super::{Access, RaceHit};
use crate::instr::{Instr, Kernel};
use crate::reg::{self, RegFile};

/// The schema URI SARIF consumers expect in `$schema`.
pub const SCHEMA_URI: &str = "https://json.schemastore.org/sarif-2.1.0.json";

/// A race kind: a SARIF rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The kind of access the consumer makes.
    pub access: Access,
    /// `ruleId`.
    pub id: &'static str,
    /// `name` (SARIF asks for a PascalCase identifier).
    pub name: &'static str,
    /// The kind in words, as messages start.
    pub title: &'static str,
    pub short: &'static str,
    pub full: &'static str,
}

/// Every race kind wavebed reports, in `rules` order: `ruleIndex` is the
/// position here.
pub const RULES: [Rule; 3] = [
    Rule {
        access: Access::Read,
        id: "read-after-write",
        name: "ReadAfterWrite",
        title: "Read-after-write",
        short: "A register is read while a memory operation may still be writing it",
        full: "Read-after-write race: an instruction reads a register that an earlier memory \
               operation (a load, an LDS access, a scalar memory read) writes when it \
               completes, and no s_waitcnt on the path waits for that operation's counter. \
               The read may see the old value.",
    },
    Rule {
        access: Access::Write,
        id: "write-after-write",
        name: "WriteAfterWrite",
        title: "Write-after-write",
        short: "A register is written while a memory operation may still be writing it",
        full: "Write-after-write race: an instruction writes a register that an earlier \
               memory operation still writes when it completes, and no s_waitcnt on the \
               path waits for that operation's counter. The late completion may overwrite \
               the new value.",
    },
    Rule {
        access: Access::Overwrite,
        id: "write-after-read",
        name: "WriteAfterRead",
        title: "Write-after-read",
        short: "A memory operation's address or data register is overwritten before its \
                address translation drained",
        full: "Write-after-read race (gfx1250 xcnt): an instruction overwrites an address or \
               data source register of an earlier memory operation whose address translation \
               may still be in flight, and no s_wait_xcnt (nor a wait completing the \
               operation, nor a switch between scalar and vector memory) on the path drains \
               it. The operation may read the new value.",
    },
];

#[allow(
    clippy::expect_used,
    reason = "an invariant: every access kind has a rule"
)]
fn rule_index(access: Access) -> usize {
    RULES
        .iter()
        .position(|r| r.access == access)
        .expect("every access kind has a rule")
}

/// The file a race was found in.
#[derive(Clone, Copy, Debug)]
pub struct Artifact<'a> {
    /// Its URI reference as results name it ([`path_uri`]).
    pub uri: &'a str,
    /// The listing's text, for the column of an instruction's mnemonic;
    /// `None` for a code object (or a listing that cannot be read again).
    pub text: Option<&'a str>,
}

/// `path` as a URI reference: relative paths stay relative (GitHub resolves
/// them against the repository root), absolute ones become `file://` URIs;
/// characters outside RFC 3986's unreserved set and `/` are percent-encoded.
pub fn path_uri(path: &std::path::Path) -> String {
    let s = path.to_string_lossy();
    let mut out = String::with_capacity(s.len() + 8);
    if path.is_absolute() {
        out.push_str("file://");
    }
    for b in s.bytes() {
        let keep = b.is_ascii_alphanumeric() || b"-._~/".contains(&b);
        if keep {
            out.push(b as char);
        } else if b == b'\\' && cfg!(windows) {
            out.push('/');
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A whole SARIF log (`sarifLog`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Log {
    #[serde(rename = "$schema")]
    pub schema: &'static str,
    pub version: &'static str,
    pub runs: Vec<Run>,
}

impl Log {
    /// A log of one run of `tool_version` with `results`.
    pub fn new(tool_version: &str, results: Vec<SarifResult>) -> Log {
        let rules = RULES
            .iter()
            .map(|r| ReportingDescriptor {
                id: r.id,
                name: r.name,
                short_description: Message::new(r.short),
                full_description: Message::new(r.full),
                default_configuration: Configuration { level: "error" },
            })
            .collect();
        Log {
            schema: SCHEMA_URI,
            version: "2.1.0",
            runs: vec![Run {
                tool: Tool {
                    driver: Driver {
                        name: "wavebed",
                        version: tool_version.to_string(),
                        semantic_version: tool_version.to_string(),
                        rules,
                    },
                },
                column_kind: "unicodeCodePoints",
                results,
            }],
        }
    }
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Run {
    pub tool: Tool,
    /// Columns count characters (the listing is UTF-8 text).
    pub column_kind: &'static str,
    pub results: Vec<SarifResult>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Tool {
    pub driver: Driver,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Driver {
    pub name: &'static str,
    pub version: String,
    pub semantic_version: String,
    pub rules: Vec<ReportingDescriptor>,
}

/// A rule (`reportingDescriptor`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ReportingDescriptor {
    pub id: &'static str,
    pub name: &'static str,
    pub short_description: Message,
    pub full_description: Message,
    pub default_configuration: Configuration,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Configuration {
    pub level: &'static str,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Message {
    pub text: String,
}

impl Message {
    fn new(text: impl Into<String>) -> Message {
        Message { text: text.into() }
    }
}

/// One race (`result`).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct SarifResult {
    pub rule_id: &'static str,
    pub rule_index: usize,
    pub level: &'static str,
    pub message: Message,
    /// The consumer.
    pub locations: Vec<Location>,
    /// The producer.
    pub related_locations: Vec<Location>,
    /// The witness path, when there is one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub code_flows: Vec<CodeFlow>,
    /// What wavebed knows beyond SARIF's fields: kernel, model, register...
    /// (and, from the census, its verdict and cause).
    pub properties: Properties,
}

/// A property value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Str(String),
    Int(u64),
    Bool(bool),
}

/// SARIF's `propertyBag`, in insertion order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Properties(pub Vec<(&'static str, Value)>);

impl Properties {
    /// Adds (or replaces) property `name`.
    pub fn set(&mut self, name: &'static str, value: Value) {
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => self.0.push((name, value)),
        }
    }
}

impl Serialize for Properties {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            match v {
                Value::Str(x) => m.serialize_entry(k, x)?,
                Value::Int(x) => m.serialize_entry(k, x)?,
                Value::Bool(x) => m.serialize_entry(k, x)?,
            }
        }
        m.end()
    }
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    pub physical_location: PhysicalLocation,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub logical_locations: Vec<LogicalLocation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<Message>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PhysicalLocation {
    pub artifact_location: ArtifactLocation,
    /// A listing's line and column.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub region: Option<Region>,
    /// A code object's instruction address.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub address: Option<Address>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ArtifactLocation {
    pub uri: String,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Region {
    pub start_line: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start_column: Option<u32>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct Address {
    /// The address llvm-objdump printed.
    pub absolute_address: u64,
    /// Bytes from the kernel's first instruction.
    pub offset_from_parent: u64,
    pub kind: &'static str,
    /// The kernel symbol.
    pub name: String,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct LogicalLocation {
    pub name: String,
    pub fully_qualified_name: String,
    pub kind: &'static str,
}

/// A witness path (`codeFlow`) of one thread flow.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct CodeFlow {
    pub thread_flows: Vec<ThreadFlow>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ThreadFlow {
    pub locations: Vec<ThreadFlowLocation>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ThreadFlowLocation {
    pub location: Location,
    pub execution_order: u64,
}

/// 1-based column of the instruction's mnemonic on its line of `text`, in
/// characters (1 when it cannot be found).
fn mnemonic_column(text: &str, instr: &Instr) -> Option<u32> {
    let line = text.lines().nth(instr.line.checked_sub(1)? as usize)?;
    let byte = line.find(instr.mnemonic())?;
    Some(line[..byte].chars().count() as u32 + 1)
}

/// The location of instruction `index` of `kernel` in `artifact`.
fn location(
    artifact: &Artifact<'_>,
    kernel: &Kernel,
    index: u32,
    message: Option<String>,
) -> Location {
    let instr = &kernel.instrs[index as usize];
    let artifact_location = ArtifactLocation {
        uri: artifact.uri.to_string(),
    };
    if let Some(addr) = instr.addr {
        let base = kernel.instrs.iter().find_map(|i| i.addr).unwrap_or(addr);
        let offset = addr.saturating_sub(base);
        return Location {
            physical_location: PhysicalLocation {
                artifact_location,
                region: None,
                address: Some(Address {
                    absolute_address: addr,
                    offset_from_parent: offset,
                    kind: "instruction",
                    name: kernel.symbol.clone(),
                }),
            },
            logical_locations: vec![LogicalLocation {
                name: kernel.name.clone(),
                fully_qualified_name: format!("{}+{offset:#x}", kernel.symbol),
                kind: "function",
            }],
            message: message.map(Message::new),
        };
    }
    Location {
        physical_location: PhysicalLocation {
            artifact_location,
            region: Some(Region {
                start_line: instr.line.max(1),
                start_column: artifact.text.and_then(|t| mnemonic_column(t, instr)),
            }),
            address: None,
        },
        logical_locations: vec![LogicalLocation {
            name: kernel.name.clone(),
            fully_qualified_name: kernel.symbol.clone(),
            kind: "function",
        }],
        message: message.map(Message::new),
    }
}

/// Where an instruction is, in words: `line 12` or `address 0x1710`.
fn place(instr: &Instr) -> String {
    match instr.addr {
        Some(a) => format!("address {a:#x}"),
        None => format!("line {}", instr.line),
    }
}

/// One race as a SARIF result. `witness`, when given, is the path from
/// producer to consumer (instruction indices into `kernel.instrs`, both ends
/// included) that shows the race; it becomes the result's code flow.
pub fn race_result(
    artifact: &Artifact<'_>,
    kernel: &Kernel,
    hit: &RaceHit,
    ctx: &ReportContext,
    witness: Option<&[u32]>,
) -> SarifResult {
    let rule = rule_index(hit.access);
    let (file, _) = reg::slot_reg(hit.slot as usize);
    let reg = reg_name(hit.slot);
    let producer = &kernel.instrs[hit.producer as usize];
    let consumer = &kernel.instrs[hit.consumer as usize];
    let (verb, what) = match hit.access {
        Access::Read => ("reads", "be writing it"),
        Access::Write => ("writes", "be writing it"),
        Access::Overwrite => (
            "overwrites",
            "be reading it (address translation in flight)",
        ),
    };
    let mut text = format!(
        "{} race on {} {reg} in kernel `{}`: `{}` {verb} {reg} while `{}` ({}) may still {what}; no wait on the path retires it (model {}).",
        RULES[rule].title,
        file.report_type(),
        kernel.name,
        consumer.text,
        producer.text,
        place(producer),
        ctx.model.name(),
    );
    let indexed = consumer.indexed && file == RegFile::Vgpr;
    if indexed {
        text.push_str(" The consumer runs in s_set_gpr_idx mode: any VGPR may be accessed.");
    }
    let code_flows = witness
        .filter(|w| !w.is_empty())
        .map(|w| {
            let locations = w
                .iter()
                .zip(0u64..)
                .map(|(&i, order)| ThreadFlowLocation {
                    location: location(artifact, kernel, i, None),
                    execution_order: order,
                })
                .collect();
            vec![CodeFlow {
                thread_flows: vec![ThreadFlow { locations }],
            }]
        })
        .unwrap_or_default();
    let mut properties = Properties::default();
    properties.set("kernel", Value::Str(kernel.name.clone()));
    properties.set("symbol", Value::Str(kernel.symbol.clone()));
    if let Some(origin) = ctx.kernel_origin(kernel) {
        properties.set("origin", Value::Str(origin));
    }
    properties.set("arch", Value::Str(ctx.arch.name().to_string()));
    properties.set("model", Value::Str(ctx.model.name().to_string()));
    properties.set("register", Value::Str(reg));
    properties.set(
        "between",
        Value::Int(
            hit.consumer_pos
                .saturating_sub(hit.producer_pos)
                .saturating_sub(1),
        ),
    );
    properties.set("indexed", Value::Bool(indexed));
    SarifResult {
        rule_id: RULES[rule].id,
        rule_index: rule,
        level: "error",
        message: Message::new(text),
        locations: vec![location(artifact, kernel, hit.consumer, None)],
        related_locations: vec![location(
            artifact,
            kernel,
            hit.producer,
            Some(format!("producer: `{}`", producer.text)),
        )],
        code_flows,
        properties,
    }
}

impl SarifResult {
    /// Adds a string property (the census's verdict and cause).
    pub fn with_property(mut self, name: &'static str, value: &str) -> SarifResult {
        self.properties.set(name, Value::Str(value.to_string()));
        self
    }
}

/// One LDS race (docs/lds.md section 6) as a SARIF result: the rule of its
/// access (read-after-write, write-after-write, write-after-read), the
/// consumer as location, the producer related, the witness as code flow
/// (instruction indices, both ends included), and `type: LDS`, `cause`,
/// `address` properties.
pub fn lds_result(
    artifact: &Artifact<'_>,
    kernel: &Kernel,
    race: &crate::lds::LdsRace,
    ctx: &ReportContext,
    witness: &[u32],
) -> SarifResult {
    let consumer = &kernel.instrs[race.consumer as usize];
    let producer = &kernel.instrs[race.producer as usize];
    let op = crate::lds::lds_op(consumer).unwrap_or(crate::lds::LdsOp::DsRead);
    let access = race.access(op);
    let rule = rule_index(access);
    let address = race.footprint();
    let barrier = race
        .barrier
        .map(|b| {
            let b = &kernel.instrs[b as usize];
            format!(" at `{}` ({})", b.text, place(b))
        })
        .unwrap_or_default();
    let text = format!(
        "{} race on LDS (address {address}, {}) in kernel `{}`: `{}` races with `{}` ({}){barrier}; no wait on the path completes it before (model {}).",
        RULES[rule].title,
        race.cause,
        kernel.name,
        consumer.text,
        producer.text,
        place(producer),
        ctx.model.name(),
    );
    let locations = witness
        .iter()
        .zip(0u64..)
        .map(|(&i, order)| ThreadFlowLocation {
            location: location(artifact, kernel, i, None),
            execution_order: order,
        })
        .collect();
    let mut properties = Properties::default();
    properties.set("kernel", Value::Str(kernel.name.clone()));
    properties.set("symbol", Value::Str(kernel.symbol.clone()));
    if let Some(origin) = ctx.kernel_origin(kernel) {
        properties.set("origin", Value::Str(origin));
    }
    properties.set("arch", Value::Str(ctx.arch.name().to_string()));
    properties.set("model", Value::Str(ctx.model.name().to_string()));
    properties.set("type", Value::Str("LDS".to_string()));
    properties.set("cause", Value::Str(race.cause.name().to_string()));
    properties.set("address", Value::Str(address.to_string()));
    SarifResult {
        rule_id: RULES[rule].id,
        rule_index: rule,
        level: "error",
        message: Message::new(text),
        locations: vec![location(artifact, kernel, race.consumer, None)],
        related_locations: vec![location(
            artifact,
            kernel,
            race.producer,
            Some(format!("producer: `{}`", producer.text)),
        )],
        code_flows: vec![CodeFlow {
            thread_flows: vec![ThreadFlow { locations }],
        }],
        properties,
    }
}

/// A group of LDS races as one SARIF result (docs/lds.md section 14): the
/// first race as [`lds_result`] gives it, each other consumer a related
/// location (its instruction, access and address), and a `count` property
/// when there is more than one.
pub fn lds_group_result(
    artifact: &Artifact<'_>,
    kernel: &Kernel,
    cfg: &crate::cfg::Cfg,
    races: &[crate::lds::LdsRace],
    group: &crate::lds::report::LdsGroup,
    ctx: &ReportContext,
) -> SarifResult {
    let first = &races[group.first];
    let mut result = lds_result(artifact, kernel, first, ctx, &first.flow(cfg));
    if group.others.is_empty() {
        return result;
    }
    for &k in &group.others {
        let r = &races[k];
        let consumer = &kernel.instrs[r.consumer as usize];
        let barrier = r
            .barrier
            .map(|b| format!(", barrier `{}`", kernel.instrs[b as usize].text))
            .unwrap_or_default();
        result.related_locations.push(location(
            artifact,
            kernel,
            r.consumer,
            Some(format!(
                "consumer: `{}` ({}, address {}{barrier})",
                consumer.text,
                r.access_name(kernel),
                r.footprint()
            )),
        ));
    }
    result.message.text.push_str(&format!(
        " {} LDS races from this producer with this cause, access and address kind: the other consumers are related locations.",
        group.count()
    ));
    result.properties.set("count", Value::Int(group.count()));
    result
}
