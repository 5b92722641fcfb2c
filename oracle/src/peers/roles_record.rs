//! The output records of the operand-roles differential (`wavebed diff
//! roles`), one typed value each: an encoding family's row, a disagreement,
//! the total. The CLI prints a record as JSON (serialized by serde, keys
//! sorted) or as its text line rendered from the same value.

use serde::Serialize;
use wavebed_model::profile::Arch;

use super::roles::{Disagreement, FamilyRow, RolesReport};

/// One encoding family's row.
#[derive(Clone, Debug, Serialize)]
pub struct FamilyRecord<'a> {
    pub record: &'static str,
    pub arch: &'static str,
    pub family: &'a str,
    pub instructions: u64,
    pub forms: u64,
    pub agreeing: u64,
    pub refused: u64,
}

impl<'a> FamilyRecord<'a> {
    pub fn of(arch: Arch, family: &'a str, row: &FamilyRow) -> FamilyRecord<'a> {
        FamilyRecord {
            record: "family",
            arch: arch.name(),
            family,
            instructions: row.instructions,
            forms: row.forms,
            agreeing: row.agreeing_forms,
            refused: row.refused,
        }
    }

    /// `family=F arch=A instructions=N forms=S agreeing=G refused=B`.
    pub fn text_line(&self) -> String {
        format!(
            "family={} arch={} instructions={} forms={} agreeing={} refused={}",
            self.family, self.arch, self.instructions, self.forms, self.agreeing, self.refused
        )
    }
}

/// One disagreeing form, minimized to one instruction.
#[derive(Clone, Debug, Serialize)]
pub struct DisagreementRecord<'a> {
    pub record: &'static str,
    pub arch: &'static str,
    pub text: &'a str,
    pub opcode: &'a str,
    /// The verdict's name as Rust debug-prints it (`MissingUse(...)`).
    pub verdict: String,
}

impl<'a> DisagreementRecord<'a> {
    pub fn of(arch: Arch, d: &'a Disagreement) -> DisagreementRecord<'a> {
        DisagreementRecord {
            record: "disagreement",
            arch: arch.name(),
            text: &d.text,
            opcode: &d.opcode,
            verdict: format!("{:?}", d.verdict),
        }
    }

    /// `DISAGREE arch=A TEXT (OPCODE): VERDICT`.
    pub fn text_line(&self) -> String {
        format!(
            "DISAGREE arch={} {} ({}): {}",
            self.arch, self.text, self.opcode, self.verdict
        )
    }
}

/// The differential's last record.
#[derive(Clone, Debug, Serialize)]
pub struct TotalRecord {
    pub record: &'static str,
    pub arch: &'static str,
    pub instructions: u64,
    pub disagreements: usize,
    pub refused: u64,
    pub mca_unknown: u64,
    pub may_access: u64,
}

impl TotalRecord {
    pub fn of(arch: Arch, r: &RolesReport) -> TotalRecord {
        TotalRecord {
            record: "total",
            arch: arch.name(),
            instructions: r.instructions,
            disagreements: r.disagreements.len(),
            refused: r.refused,
            mca_unknown: r.mca_unknown,
            may_access: r.may_access,
        }
    }

    /// `instructions=N may_access=M disagreements=D refused=F mca_unknown=U`.
    pub fn text_line(&self) -> String {
        format!(
            "instructions={} may_access={} disagreements={} refused={} mca_unknown={}",
            self.instructions, self.may_access, self.disagreements, self.refused, self.mca_unknown
        )
    }
}
