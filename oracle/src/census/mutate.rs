//! Wait mutation: weaken one wait of a kernel at a time and ask whether the
//! oracle then finds a race it did not find before, and whether each model
//! reports one of those new races.
//!
//! Mutants of a wait: each field it encodes below all ones raised by one (on
//! a combined `s_waitcnt`, on a gfx10/11 single-counter wait, on a gfx12 wait),
//! and the wait removed (replaced by `s_nop 0`). A mutant is *effective* when
//! the oracle finds a new (producer, consumer) pair on it; a model *detects*
//! an effective mutant when it reports at least one of those new pairs. A wait
//! is *redundant* when none of its mutants is effective.
//!
//! The oracle is monotone in the waits: removing a wait only removes bounds
//! from section 4's characterisation, so every event stays outstanding at
//! least as long and every race of a weaker mutant is a race of the removal.
//! When removing a wait creates no new race, its field mutants create none
//! either and are counted without being run.

use wavebed_model::counter::ModelKind;
use wavebed_model::instr::{Instr, Unit, Wait, WaitForm};
use wavebed_model::profile::{Counter, Profile};
use wavebed_model::wait;

use super::races::{oracle_races, ModelRunner, Patch, RaceMap};
use super::{model_index, Subject};

/// How a mutant weakens its wait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weakening {
    /// The field on this counter raised by one.
    Raise(Counter),
    /// The wait removed.
    Remove,
}

/// An effective mutant a model does not detect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undetected {
    pub model: ModelKind,
    /// The wait: index into `Kernel::instrs` (the first of its peeled copies).
    pub wait: u32,
    /// The mutant's text (`s_waitcnt vmcnt(4)`, `s_nop 0`).
    pub mutant: String,
    /// New oracle races on the mutant.
    pub new_races: usize,
}

/// Wait mutation over one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MutationCensus {
    /// Waits some wave executes.
    pub waits: u64,
    /// Waits no wave executes (not mutated).
    pub unreached: u64,
    /// Executed waits none of whose mutants makes the oracle find a new race.
    pub redundant: u64,
    /// Mutants of the executed waits.
    pub mutants: u64,
    /// Mutants on which the oracle finds a new race.
    pub effective: u64,
    /// Per model ([`ModelKind::ALL`] order): effective mutants it detects.
    pub detected: [u64; 3],
    /// Redundant waits, as indices into `Kernel::instrs`.
    pub redundant_waits: Vec<u32>,
    /// Effective mutants some model misses.
    pub undetected: Vec<Undetected>,
}

/// The fields of `w` a mutant can raise: encoded, on a counter the profile
/// has, below all ones.
pub fn raisable(w: &Wait, profile: &Profile) -> Vec<Counter> {
    Counter::ALL
        .into_iter()
        .filter(|&c| profile.has_counter(c))
        .filter(|&c| w.field(c).is_some_and(|n| n < profile.capacity(c)))
        .collect()
}

/// `w` with the field on `c` raised by one, its immediate re-encoded in the
/// wait's own form (the legacy model decodes the immediate).
pub fn raise(w: &Wait, c: Counter, profile: &Profile) -> Option<Wait> {
    let n = w.field(c)?;
    let cap = profile.capacity(c);
    if n >= cap {
        return None;
    }
    let v = n + 1;
    let mut out = *w;
    match w.form {
        WaitForm::Combined => {
            let layout = profile.layout[c.index()]?;
            out = wait::combined_wait(layout.insert(w.imm, v), profile);
        }
        WaitForm::Single(_) | WaitForm::Split(_) => {
            out.imm = v;
            out.fields[c.index()] = v;
        }
        WaitForm::SplitPair(_, _) => {
            // dscnt in [5:0], the other counter in [13:8] (docs/counters.md section 2).
            let shift = if c == Counter::Lgkm { 0 } else { 8 };
            out.imm = (w.imm & !(cap << shift)) | (v << shift);
            out.fields[c.index()] = v;
        }
        WaitForm::Idle => return None,
    }
    Some(out)
}

/// The mutant instruction of `instr` (a wait) for `weakening`.
pub fn mutant(instr: &Instr, weakening: Weakening, profile: &Profile) -> Option<Instr> {
    let w = instr.wait?;
    let mut m = instr.clone();
    match weakening {
        Weakening::Raise(c) => {
            let raised = raise(&w, c, profile)?;
            m.text = wait::to_asm(&raised, profile).into();
            m.mnemonic_len = m.text.find(' ').unwrap_or(m.text.len()) as u16;
            m.wait = Some(raised);
        }
        Weakening::Remove => {
            m.text = "s_nop 0".into();
            m.mnemonic_len = 5;
            m.unit = Unit::Control;
            m.wait = None;
        }
    }
    Some(m)
}

/// Every mutant of one executed wait, removal first.
fn weakenings(w: &Wait, profile: &Profile) -> Vec<Weakening> {
    let mut out = vec![Weakening::Remove];
    out.extend(raisable(w, profile).into_iter().map(Weakening::Raise));
    out
}

/// Runs the wait mutation of `subject`, whose unmutated oracle races are
/// `oracle`.
pub fn mutate_kernel(
    subject: &Subject<'_>,
    oracle: &RaceMap,
    runner: &mut ModelRunner<'_>,
) -> MutationCensus {
    let kernel = subject.kernel;
    let mut executed = vec![false; kernel.instrs.len()];
    for stream in subject.waves {
        for &id in stream {
            executed[id as usize] = true;
        }
    }
    // A wait and its peeled copies are one wait of the program as written:
    // reached when any copy is, mutated all together (`Patch`).
    let reached = kernel.by_origin(|i| executed[i as usize]);
    let mut seen = vec![false; reached.len()];
    let mut out = MutationCensus::default();
    for (id, instr) in kernel.instrs.iter().enumerate() {
        let id = id as u32;
        let origin = kernel.origin_of(id);
        if std::mem::replace(&mut seen[origin as usize], true) {
            continue;
        }
        let Some(w) = instr.wait.filter(|w| w.form != WaitForm::Idle) else {
            continue;
        };
        if instr.unit != Unit::Wait {
            continue;
        }
        if !reached[origin as usize] {
            out.unreached += 1;
            continue;
        }
        out.waits += 1;
        let all = weakenings(&w, subject.profile);
        out.mutants += all.len() as u64;
        let mut any = false;
        for weakening in all {
            let Some(m) = mutant(instr, weakening, subject.profile) else {
                continue;
            };
            let patch = Some(Patch { origin, instr: &m });
            let mutated = oracle_races(subject, patch);
            let new: Vec<(u32, u32)> = mutated
                .keys()
                .filter(|k| !oracle.contains_key(k))
                .copied()
                .collect();
            if new.is_empty() {
                if weakening == Weakening::Remove {
                    // Monotone oracle: no field mutant can be effective.
                    break;
                }
                continue;
            }
            any = true;
            out.effective += 1;
            // Models that refuse the architecture (gfx12) are not run.
            let arch = subject.profile.arch;
            for kind in ModelKind::ALL
                .into_iter()
                .filter(|k| k.refusal(arch).is_none())
            {
                let found = runner.races(kind, subject, patch);
                if new.iter().any(|k| found.contains_key(k)) {
                    out.detected[model_index(kind)] += 1;
                } else {
                    out.undetected.push(Undetected {
                        model: kind,
                        wait: id,
                        mutant: m.text.to_string(),
                        new_races: new.len(),
                    });
                }
            }
        }
        if !any {
            out.redundant += 1;
            out.redundant_waits.push(id);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use wavebed_model::profile::Arch;

    fn wait_of(text: &str, arch: Arch) -> Wait {
        wait::encode(text, &arch.profile()).unwrap()
    }

    #[test]
    fn raising_a_combined_field_reencodes_the_immediate() {
        let p = Arch::Gfx950.profile();
        let w = wait_of("s_waitcnt vmcnt(3) lgkmcnt(0)", Arch::Gfx950);
        // expcnt is omitted, so all ones: nothing to raise.
        assert_eq!(raisable(&w, &p), [Counter::Vm, Counter::Lgkm]);
        let r = raise(&w, Counter::Vm, &p).unwrap();
        assert_eq!(r, wait_of("s_waitcnt vmcnt(4) lgkmcnt(0)", Arch::Gfx950));
        let r = raise(&w, Counter::Lgkm, &p).unwrap();
        assert_eq!(r, wait_of("s_waitcnt vmcnt(3) lgkmcnt(1)", Arch::Gfx950));
        assert_eq!(wait::to_asm(&r, &p), "s_waitcnt vmcnt(3) lgkmcnt(1)");
    }

    #[test]
    fn raising_to_all_ones_stops_waiting_and_all_ones_is_not_raisable() {
        let p = Arch::Gfx942.profile();
        let w = wait_of("s_waitcnt lgkmcnt(14)", Arch::Gfx942);
        let r = raise(&w, Counter::Lgkm, &p).unwrap();
        assert_eq!(r.field(Counter::Lgkm), Some(15));
        assert!(!raisable(&r, &p).contains(&Counter::Lgkm));
        assert_eq!(raise(&r, Counter::Lgkm, &p), None);
    }

    #[test]
    fn single_counter_and_gfx12_pair_forms_keep_their_shape() {
        let p = Arch::Gfx1151.profile();
        let w = wait_of("s_waitcnt_vmcnt null, 2", Arch::Gfx1151);
        let r = raise(&w, Counter::Vm, &p).unwrap();
        assert_eq!(r, wait_of("s_waitcnt_vmcnt null, 3", Arch::Gfx1151));
        let p = Arch::Gfx1250.profile();
        let w = wait_of("s_wait_loadcnt_dscnt 0x102", Arch::Gfx1250);
        let r = raise(&w, Counter::Lgkm, &p).unwrap();
        assert_eq!(r, wait_of("s_wait_loadcnt_dscnt 0x103", Arch::Gfx1250));
        let r = raise(&w, Counter::Vm, &p).unwrap();
        assert_eq!(r, wait_of("s_wait_loadcnt_dscnt 0x202", Arch::Gfx1250));
    }
}
