//! `wavebed census merge`: the JSON results of `census --shard K/N` runs
//! (docs/census.md, "Sharded censuses") put together into what one run over
//! all the inputs prints: per-kernel records (and the race, LLVM and error
//! records that follow them) in the one run's input order - each shard
//! numbers its records by the input's place in the whole run (`"input"`) -
//! then one record per family and the total, their counts summed and the
//! detection rates recomputed from the sums. Shards must agree on everything
//! that is not a count (the assumption set, the LLVM loop bound): a
//! disagreement is an error, since their counts would not add up to one run.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value};

use super::super::out::Out;
use super::{CliError, Outcome, EXIT_CLEAN, EXIT_ERROR, EXIT_FINDINGS};

#[derive(clap::Args)]
pub struct MergeArgs {
    /// JSON lines written by `wavebed census --format json --shard K/N`.
    #[arg(required = true, value_name = "FILE.json")]
    pub results: Vec<PathBuf>,
}

/// Why shard results do not merge.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    #[error("{}:{line}: {message}", path.display())]
    Record {
        path: PathBuf,
        line: usize,
        message: String,
    },
    #[error("`{key}` differs between shards ({a} and {b}): they are not parts of one census")]
    Differs { key: String, a: Value, b: Value },
    #[error("{}: no total record: not the whole output of `census --format json`", .0.display())]
    NoTotal(PathBuf),
}

/// Keys that are settings, not counts: equal in every shard.
const SETTINGS: [&str; 1] = ["loop_bound"];

/// The merged census: the records one run prints, in its order.
#[derive(Default)]
pub struct Merged {
    /// (input index, the record's place in its shard's output, record).
    per_input: Vec<(u64, usize, Value)>,
    families: BTreeMap<String, Value>,
    llvm_families: BTreeMap<String, Value>,
    total: Option<Value>,
}

impl Merged {
    /// Adds one shard's output.
    pub fn add(&mut self, path: &Path, text: &str) -> Result<(), MergeError> {
        let mut input = None;
        let mut saw_total = false;
        for (n, line) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let at = |message: String| MergeError::Record {
                path: path.to_path_buf(),
                line: n + 1,
                message,
            };
            let mut v: Value =
                serde_json::from_str(line).map_err(|e| at(format!("not JSON: {e}")))?;
            let record = v["record"].as_str().unwrap_or_default().to_string();
            match record.as_str() {
                "family" | "llvm_family" => {
                    let name = v["family"].as_str().unwrap_or_default().to_string();
                    let map = if record == "family" {
                        &mut self.families
                    } else {
                        &mut self.llvm_families
                    };
                    merge_into(map, name, v)?;
                }
                "total" => {
                    saw_total = true;
                    self.total = Some(match self.total.take() {
                        None => v,
                        Some(t) => sum(t, v, "total")?,
                    });
                }
                "" => return Err(at("a record without `record`".into())),
                _ => {
                    // A kernel or error record starts an input's block; the
                    // race and LLVM records after it belong to the same input.
                    if let Some(i) = v.get("input").and_then(Value::as_u64) {
                        input = Some(i);
                    }
                    let i = input.ok_or_else(|| {
                        at(
                            "a record without `input`: merge the output of `census --shard K/N`"
                                .into(),
                        )
                    })?;
                    if let Some(o) = v.as_object_mut() {
                        o.remove("input");
                    }
                    let place = self.per_input.len();
                    self.per_input.push((i, place, v));
                }
            }
        }
        if !saw_total {
            return Err(MergeError::NoTotal(path.to_path_buf()));
        }
        Ok(())
    }

    /// The records in one run's order, and the merged total.
    pub fn finish(mut self) -> (Vec<Value>, Value) {
        self.per_input.sort_by_key(|&(i, place, _)| (i, place));
        let mut out: Vec<Value> = self.per_input.into_iter().map(|(_, _, v)| v).collect();
        out.extend(self.families.into_values().map(rates));
        out.extend(self.llvm_families.into_values());
        let total = rates(self.total.unwrap_or(Value::Null));
        (out, total)
    }
}

fn merge_into(map: &mut BTreeMap<String, Value>, name: String, v: Value) -> Result<(), MergeError> {
    let merged = match map.remove(&name) {
        None => v,
        Some(old) => sum(old, v, "family")?,
    };
    map.insert(name, merged);
    Ok(())
}

/// `a + b`: numbers added (integers stay integers), objects key by key,
/// anything else equal in both.
fn sum(a: Value, b: Value, key: &str) -> Result<Value, MergeError> {
    match (a, b) {
        (Value::Object(a), Value::Object(mut b)) => {
            let mut out = Map::new();
            for (k, va) in a {
                let merged = match b.remove(&k) {
                    Some(vb) => sum(va, vb, &k)?,
                    None => va,
                };
                out.insert(k, merged);
            }
            out.extend(b);
            Ok(Value::Object(out))
        }
        (Value::Number(x), Value::Number(y)) if !SETTINGS.contains(&key) => {
            Ok(match (x.as_u64(), y.as_u64()) {
                (Some(x), Some(y)) => Value::from(x + y),
                _ => Value::from(x.as_f64().unwrap_or(0.0) + y.as_f64().unwrap_or(0.0)),
            })
        }
        (a, b) if a == b => Ok(a),
        (a, b) => Err(MergeError::Differs {
            key: key.to_string(),
            a,
            b,
        }),
    }
}

/// Recomputes every `MODEL_rate` of a mutation object from its sums (the
/// census's rate: 100 when no mutant was effective).
fn rates(mut v: Value) -> Value {
    if let Some(o) = v.as_object_mut() {
        if let Some(effective) = o.get("effective_mutants").and_then(Value::as_u64) {
            let models: Vec<String> = o
                .keys()
                .filter_map(|k| k.strip_suffix("_rate").map(str::to_string))
                .collect();
            for m in models {
                let detected = o
                    .get(&format!("{m}_detected"))
                    .and_then(Value::as_u64)
                    .unwrap_or(0);
                let rate = if effective == 0 {
                    100.0
                } else {
                    100.0 * detected as f64 / effective as f64
                };
                o.insert(format!("{m}_rate"), Value::from(rate));
            }
        }
        for (_, child) in o.iter_mut() {
            *child = rates(child.take());
        }
    }
    v
}

pub fn run(args: MergeArgs, w: &mut Out) -> Outcome {
    let mut merged = Merged::default();
    for path in &args.results {
        let text = std::fs::read_to_string(path)
            .map_err(|e| CliError::Usage(format!("{}: {e}", path.display())))?;
        merged
            .add(path, &text)
            .map_err(|e| CliError::Usage(e.to_string()))?;
    }
    let (records, total) = merged.finish();
    let mut out = String::new();
    for r in records.iter().chain(std::iter::once(&total)) {
        out.push_str(&r.to_string());
        out.push('\n');
    }
    w.write_all(out.as_bytes())?;
    let count = |k: &str| total.get(k).and_then(Value::as_u64).unwrap_or(0);
    Ok(if count("errors") > 0 {
        EXIT_ERROR
    } else if count("seed_missed") > 0 || count("exact_missed") > 0 {
        EXIT_FINDINGS
    } else {
        EXIT_CLEAN
    })
}
