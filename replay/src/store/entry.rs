//! A store manifest's entry and its binding to the trace it names: every
//! field but the name is what the trace's bytes say, so [`Entry::bound_to`]
//! can refuse an edited manifest or a swapped object.

use std::io::{Read, Seek};

use serde::{Deserialize, Serialize};

use crate::error::{Mismatch, TraceError};
use crate::format::dictionary;
use crate::format::TraceReader;

/// One trace in the manifest. Every field but `name` is what the trace's own
/// bytes say (`id` their hash, the rest its header and directory), checked
/// by [`Entry::bound_to`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// Unique in the store: the kernel name, with `-2`, `-3`... on collisions.
    pub name: String,
    /// SHA-256 of the trace file, lowercase hex: the object's file stem.
    pub id: String,
    pub kernel: String,
    pub symbol: String,
    pub arch: String,
    pub source: String,
    pub provenance: String,
    pub waves: usize,
    pub instructions: u64,
    pub bytes: u64,
    /// Id of the table dictionary a version-3 trace refers to (absent for
    /// versions 1 and 2, so their manifests read and write as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dictionary: Option<String>,
    /// The assumption set the trace records (`flat=either ...`); absent for
    /// a version-1 trace, and in manifests written before it was listed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub assume: Option<String>,
}

impl Entry {
    /// What the trace read by `reader` (whose file is `bytes` long and
    /// hashes to `id`) says about itself, as an entry named `name`.
    pub(crate) fn describe<R: Read + Seek>(
        name: &str,
        id: String,
        bytes: u64,
        reader: &TraceReader<R>,
    ) -> Entry {
        let h = reader.header();
        Entry {
            name: name.to_string(),
            id,
            kernel: h.kernel.clone(),
            symbol: h.symbol.clone(),
            arch: h.arch.name().to_string(),
            source: h.source.clone(),
            provenance: h.provenance.name().to_string(),
            waves: reader.waves().len(),
            instructions: reader.waves().iter().map(|w| w.len).sum(),
            bytes,
            dictionary: reader
                .table_ref()
                .map(|r| dictionary::id_hex(&r.dictionary)),
            assume: h.assumptions.as_ref().map(ToString::to_string),
        }
    }

    /// The entry's key: re-recording a kernel (the same source, symbol and
    /// architecture) replaces the entry of that key.
    pub fn key(&self) -> (&str, &str, &str) {
        (&self.source, &self.symbol, &self.arch)
    }

    /// Checks every field against `actual`, what the trace's bytes say; the
    /// first that differs is a [`TraceError::Mismatch`] naming it. An
    /// `assume` the manifest does not state (an older manifest) is not
    /// checked: nothing is claimed.
    pub fn bound_to(&self, actual: &Entry) -> Result<(), TraceError> {
        let opt = |o: &Option<String>| o.clone().unwrap_or_else(|| "none".into());
        let fields: [(&'static str, String, String); 10] = [
            ("id", self.id.clone(), actual.id.clone()),
            ("kernel", self.kernel.clone(), actual.kernel.clone()),
            ("symbol", self.symbol.clone(), actual.symbol.clone()),
            ("arch", self.arch.clone(), actual.arch.clone()),
            ("source", self.source.clone(), actual.source.clone()),
            (
                "provenance",
                self.provenance.clone(),
                actual.provenance.clone(),
            ),
            ("waves", self.waves.to_string(), actual.waves.to_string()),
            (
                "instructions",
                self.instructions.to_string(),
                actual.instructions.to_string(),
            ),
            ("bytes", self.bytes.to_string(), actual.bytes.to_string()),
            ("dictionary", opt(&self.dictionary), opt(&actual.dictionary)),
        ];
        let assume = self
            .assume
            .as_ref()
            .map(|a| ("assume", a.clone(), opt(&actual.assume)));
        match fields.into_iter().chain(assume).find(|(_, m, t)| m != t) {
            Some((field, manifest, trace)) => Err(TraceError::Mismatch(Box::new(Mismatch {
                entry: self.name.clone(),
                field,
                manifest,
                trace,
            }))),
            None => Ok(()),
        }
    }
}
