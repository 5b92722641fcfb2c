//! Contested hardware readings as named assumptions (docs/counters.md section 7).
//!
//! Where public sources disagree about the hardware, each standing reading is a
//! switch a user can flip with `--assume KEY=VALUE`. An [`Assumptions`] set is
//! applied to a [`Profile`] ([`Assumptions::profile`]); every model and both
//! oracles read only the profile, so they all decide under the same set, and
//! adding a reading is one entry in [`READINGS`] plus the profile knob it sets.
//!
//! The defaults are sound under every reading in the table: `flat=either`
//! (a generic FLAT may count on vmcnt, lgkmcnt or both, so its issue proves no
//! completion on either), `smem-wide-tokens=1` (two tokens would only let a
//! model retire more), `backpressure` as the profile says (on for gfx942 and
//! gfx950 only), `lds-dma-lgkm=off` (an extra token would only retire more),
//! `xcnt-branch=none` (a drain at a branch would only retire more),
//! `workgroup=any` (any launch shape the metadata allows).

use std::fmt;

use crate::profile::{Arch, FlatReading, Profile};

/// Where a reading's default comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultValue {
    /// This index into the reading's values.
    Value(u8),
    /// Whatever the architecture's profile says (printed `profile`).
    Profile,
}

/// One contested point: its key, its values, its default and the profile knob
/// a value sets.
pub struct Reading {
    pub key: &'static str,
    pub values: &'static [&'static str],
    pub default: DefaultValue,
    /// One line for `--help` and the docs: what the values mean and who says so.
    pub doc: &'static str,
    /// Sets the profile knob to value `values[v]`.
    apply: fn(&mut Profile, u8),
    /// The value index a profile's knob holds (the inverse of `apply`).
    get: fn(&Profile) -> u8,
}

/// The readings, in the order reports print them.
pub const READINGS: &[Reading] = &[
    Reading {
        key: "flat",
        values: &["either", "both"],
        default: DefaultValue::Value(0),
        doc: "generic FLAT counts on vmcnt (vscnt) and/or lgkmcnt: `either` = whichever memory \
              it reaches, unknown statically (rocJITsu #12237), so its issue forces no \
              completion; `both` = on both counters (LLVM, ISA docs)",
        apply: |p, v| p.flat = [FlatReading::Either, FlatReading::Both][v as usize],
        get: |p| (p.flat == FlatReading::Both) as u8,
    },
    Reading {
        key: "smem-wide-tokens",
        values: &["1", "2"],
        default: DefaultValue::Value(0),
        doc: "tokens a scalar fetch of two or more dwords counts on lgkmcnt (2: rocJITsu \
              #10925, GCN3 ISA guide)",
        apply: |p, v| p.smem_wide_tokens = v + 1,
        get: |p| p.smem_wide_tokens.saturating_sub(1),
    },
    Reading {
        key: "backpressure",
        values: &["on", "off"],
        default: DefaultValue::Profile,
        doc: "an issue stalls while its counter is full (default: the profile's, on for \
              gfx942/gfx950, off elsewhere; LLVM #172932 reports stale values past 63 loads \
              on gfx1100)",
        apply: |p, v| p.back_pressure = v == 0,
        get: |p| (!p.back_pressure) as u8,
    },
    Reading {
        key: "lds-dma-lgkm",
        values: &["off", "on"],
        default: DefaultValue::Value(0),
        doc: "direct-to-LDS loads also count on lgkmcnt (LLVM 22)",
        apply: |p, v| p.direct_to_lds_lgkm = v == 1,
        get: |p| p.direct_to_lds_lgkm as u8,
    },
    Reading {
        key: "flat-order",
        values: &["unordered", "in-order"],
        default: DefaultValue::Value(0),
        doc: "a generic FLAT completes on each counter it surely counts on (`flat=both`) in \
              order with the other events of its type (`in-order`: LLVM's \
              SIInsertWaitcnts, AMDGPUUsage's GFX12 memory model) or in any order \
              (`unordered`: rocJITsu #10925)",
        apply: |p, v| p.flat_in_order = v == 1,
        get: |p| p.flat_in_order as u8,
    },
    Reading {
        key: "xcnt-waits",
        values: &["own", "implied"],
        default: DefaultValue::Value(0),
        doc: "gfx1250: only `s_wait_xcnt` (and completions) drain address translations \
              (`own`), or every `s_wait_*cnt N` also waits for xcnt <= N (`implied`: \
              AMDGPUUsage, Memory Model GFX125x)",
        apply: |p, v| p.xcnt_implied_by_waits = v == 1,
        get: |p| p.xcnt_implied_by_waits as u8,
    },
    Reading {
        key: "barrier-isfirst",
        values: &["kmcnt", "none"],
        default: DefaultValue::Value(0),
        doc: "gfx12 `s_barrier_signal_isfirst` writes SCC through a kmcnt event (`kmcnt`: \
              LLVM 22 SIInsertWaitcnts) or at issue (`none`: the ISA text names no counter)",
        apply: |p, v| p.isfirst_kmcnt = v == 0,
        get: |p| (!p.isfirst_kmcnt) as u8,
    },
    Reading {
        key: "call-args",
        values: &["callee", "caller"],
        default: DefaultValue::Value(0),
        doc: "who waits for a call's arguments: `callee` = the callee at its entry (LLVM's \
              convention; a device function's entry is checked as unknown), `caller` = a \
              call or tail call reads every register (docs/paths.md section 10)",
        apply: |p, v| p.caller_waits = v == 1,
        get: |p| p.caller_waits as u8,
    },
    Reading {
        key: "lds-dma-order",
        values: &["window", "in-order"],
        default: DefaultValue::Value(0),
        doc: "LDS hazards: two direct-to-LDS loads of one wave on one in-order vmcnt stream \
              write LDS in issue order (`in-order`), or each anywhere in its window until \
              its wait (`window`: no public source settles it; docs/lds.md section 4)",
        apply: |p, v| p.lds_dma_in_order = v == 1,
        get: |p| p.lds_dma_in_order as u8,
    },
    Reading {
        key: "lds-cross-wave",
        values: &["barriers", "all"],
        default: DefaultValue::Value(0),
        doc: "LDS hazards across waves: only accesses a barrier separates are checked, \
              between two barriers the waves using disjoint bytes (`barriers`, the convention \
              barrier-synchronised kernels are written for), or every pair of two waves' \
              accesses (`all`: sound for any address; docs/lds.md section 5)",
        apply: |p, v| p.lds_cross_wave_all = v == 1,
        get: |p| p.lds_cross_wave_all as u8,
    },
    Reading {
        key: "kernarg-pointers",
        values: &["unknown", "global"],
        default: DefaultValue::Value(0),
        doc: "a generic FLAT through a pointer loaded from the kernel arguments (plus an \
              offset) reaches global memory (`global`: HIP/OpenCL kernel pointer arguments, \
              LLVM's AMDGPUPromoteKernelArguments), or may reach any memory (`unknown`); \
              docs/values.md section 6",
        apply: |p, v| p.kernarg_pointers_global = v == 1,
        get: |p| p.kernarg_pointers_global as u8,
    },
    Reading {
        key: "xcnt-branch",
        values: &["none", "taken"],
        default: DefaultValue::Value(0),
        doc: "gfx1250: a PC change drains every address translation (`taken`: an `s_branch`, \
              the taken edge of an `s_cbranch_*`, an `s_setpc_b64`; LLVM PRs #198823, \
              #219206), or only calls and the written waits do (`none`: no second public \
              source states it)",
        apply: |p, v| p.xcnt_branch_drain = v == 1,
        get: |p| p.xcnt_branch_drain as u8,
    },
    Reading {
        key: "workgroup",
        values: &["any", "1d"],
        default: DefaultValue::Value(0),
        doc: "the launch shape of a kernel without `.reqd_workgroup_size`: any shape its \
              flat bound allows (`any`), or `(N, 1, 1)` with N at most \
              `.max_flat_workgroup_size` (`1d`: Triton launches one dimension); \
              docs/lds.md section 16",
        apply: |p, v| p.workgroup_1d = v == 1,
        get: |p| p.workgroup_1d as u8,
    },
];

/// Readings of the LDS hazards only (docs/lds.md): no register model or
/// oracle reads them, so the census's register alternatives leave them alone.
pub const LDS_ONLY: &[&str] = &["lds-dma-order", "lds-cross-wave"];

/// Readings decided when instructions are decoded and a file is loaded
/// (`isa::decode::apply_readings`, `contract`), not by the profile's tokens:
/// the census's single-switch alternatives, which re-run the oracle on the
/// same instructions, leave them alone.
pub const DECODE_TIME: &[&str] = &[
    "barrier-isfirst",
    "call-args",
    "kernarg-pointers",
    "workgroup",
];

/// Number of readings.
pub const NUM_READINGS: usize = READINGS.len();

/// A set of assumptions: per reading, an explicit value or its default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Assumptions {
    chosen: [Option<u8>; NUM_READINGS],
}

/// A `--assume` argument that names no reading or no value of one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownAssumption(pub String);

impl fmt::Display for UnknownAssumption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UnknownAssumption {}

/// `flat=either|both, smem-wide-tokens=1|2, ...`: every valid key and value.
pub fn valid_list() -> String {
    READINGS
        .iter()
        .map(|r| format!("{}={}", r.key, r.values.join("|")))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Assumptions {
    /// The default set (every reading at its default).
    pub fn new() -> Assumptions {
        Assumptions::default()
    }

    /// Parses `KEY=VALUE` arguments, later ones overriding earlier ones.
    pub fn parse_all<S: AsRef<str>>(args: &[S]) -> Result<Assumptions, UnknownAssumption> {
        let mut set = Assumptions::new();
        for a in args {
            set.set(a.as_ref())?;
        }
        Ok(set)
    }

    /// Sets one reading from `KEY=VALUE`.
    pub fn set(&mut self, arg: &str) -> Result<(), UnknownAssumption> {
        let unknown = |what: String| {
            UnknownAssumption(format!(
                "{what} in `--assume {arg}` (valid: {})",
                valid_list()
            ))
        };
        let (key, value) = arg
            .split_once('=')
            .ok_or_else(|| unknown("expected KEY=VALUE".to_string()))?;
        let (i, r) = READINGS
            .iter()
            .enumerate()
            .find(|(_, r)| r.key == key.trim())
            .ok_or_else(|| unknown(format!("unknown assumption `{}`", key.trim())))?;
        let v = r
            .values
            .iter()
            .position(|v| *v == value.trim())
            .ok_or_else(|| unknown(format!("unknown value `{}` for `{}`", value.trim(), r.key)))?;
        self.chosen[i] = Some(v as u8);
        Ok(())
    }

    /// This set with every reading `over` sets explicitly taken from `over`.
    pub fn overridden_by(&self, over: &Assumptions) -> Assumptions {
        let mut out = *self;
        for (o, v) in out.chosen.iter_mut().zip(over.chosen) {
            if v.is_some() {
                *o = v;
            }
        }
        out
    }

    /// Whether no reading is set explicitly.
    pub fn is_default(&self) -> bool {
        self.chosen.iter().all(Option::is_none)
    }

    /// The value index of reading `i` in force on `arch`.
    fn value_on(&self, i: usize, base: &Profile) -> u8 {
        let r = &READINGS[i];
        self.chosen[i].unwrap_or(match r.default {
            DefaultValue::Value(v) => v,
            DefaultValue::Profile => (r.get)(base),
        })
    }

    /// Applies the set to `profile` (built with the architecture's own settings).
    pub fn apply(&self, profile: &mut Profile) {
        let base = profile.arch.profile();
        for (i, r) in READINGS.iter().enumerate() {
            (r.apply)(profile, self.value_on(i, &base));
        }
    }

    /// The profile of `arch` under this set.
    pub fn profile(&self, arch: Arch) -> Profile {
        let mut p = arch.profile();
        self.apply(&mut p);
        p
    }

    /// The fully resolved set `profile` embodies (every reading explicit).
    pub fn of(profile: &Profile) -> Assumptions {
        let mut out = Assumptions::new();
        for (o, r) in out.chosen.iter_mut().zip(READINGS) {
            *o = Some((r.get)(profile));
        }
        out
    }

    /// The set with every default resolved on `arch` (what a trace header stores).
    pub fn resolved(&self, arch: Arch) -> Assumptions {
        let base = arch.profile();
        let mut out = *self;
        for (i, o) in out.chosen.iter_mut().enumerate() {
            *o = Some(self.value_on(i, &base));
        }
        out
    }

    /// Each reading's key and the value in force (`profile` for a default the
    /// architecture decides).
    pub fn pairs(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        READINGS
            .iter()
            .zip(self.chosen)
            .map(|(r, v)| match (v, r.default) {
                (Some(v), _) | (None, DefaultValue::Value(v)) => (r.key, r.values[v as usize]),
                (None, DefaultValue::Profile) => (r.key, "profile"),
            })
    }

    /// The readings set explicitly, as `KEY=VALUE` words.
    pub fn explicit(&self) -> impl Iterator<Item = String> + '_ {
        READINGS
            .iter()
            .zip(self.chosen)
            .filter_map(|(r, v)| v.map(|v| format!("{}={}", r.key, r.values[v as usize])))
    }
}

/// Every single-switch alternative to `profile`: for each reading, `profile`
/// with that reading at each value other than the one it holds, as (reading
/// index, profile). The census asks which races depend on a reading this way.
pub fn alternatives(profile: &Profile) -> Vec<(usize, Profile)> {
    let mut out = Vec::new();
    for (i, r) in READINGS
        .iter()
        .enumerate()
        .filter(|(_, r)| !DECODE_TIME.contains(&r.key) && !LDS_ONLY.contains(&r.key))
    {
        let held = (r.get)(profile);
        for v in (0..r.values.len() as u8).filter(|&v| v != held) {
            let mut p = profile.clone();
            (r.apply)(&mut p, v);
            out.push((i, p));
        }
    }
    out
}

/// `flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off
/// flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee`.
impl fmt::Display for Assumptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (k, v)) in self.pairs().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{k}={v}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Assumptions {
    type Err = UnknownAssumption;
    /// Parses the [`Display`](fmt::Display) form back; `profile` leaves a
    /// reading at its default.
    fn from_str(s: &str) -> Result<Assumptions, UnknownAssumption> {
        let mut set = Assumptions::new();
        for word in s.split_whitespace() {
            let is_profile_default = word.split_once('=').is_some_and(|(k, v)| {
                v == "profile"
                    && READINGS
                        .iter()
                        .any(|r| r.key == k && r.default == DefaultValue::Profile)
            });
            if !is_profile_default {
                set.set(word)?;
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_profile() {
        let d = Assumptions::new();
        assert_eq!(
            d.to_string(),
            "flat=either smem-wide-tokens=1 backpressure=profile lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
        );
        assert!(d.profile(Arch::Gfx950).back_pressure);
        assert!(!d.profile(Arch::Gfx1151).back_pressure);
        assert_eq!(d.profile(Arch::Gfx950).flat, FlatReading::Either);
        assert_eq!(
            d.resolved(Arch::Gfx1151).to_string(),
            "flat=either smem-wide-tokens=1 backpressure=off lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
        );
    }

    #[test]
    fn parse_override_and_round_trip() {
        let a = Assumptions::parse_all(&["flat=both", "backpressure=off"]).unwrap();
        let p = a.profile(Arch::Gfx950);
        assert!(!p.back_pressure && p.flat == FlatReading::Both);
        let b = Assumptions::parse_all(&["backpressure=on", "smem-wide-tokens=2"]).unwrap();
        let m = a.overridden_by(&b);
        assert_eq!(
            m.to_string(),
            "flat=both smem-wide-tokens=2 backpressure=on lds-dma-lgkm=off flat-order=unordered xcnt-waits=own barrier-isfirst=kmcnt call-args=callee lds-dma-order=window lds-cross-wave=barriers kernarg-pointers=unknown xcnt-branch=none workgroup=any"
        );
        let back: Assumptions = m.to_string().parse().unwrap();
        assert_eq!(back.to_string(), m.to_string());
        assert_eq!(
            Assumptions::of(&m.profile(Arch::Gfx1151)),
            m.resolved(Arch::Gfx1151)
        );
        let d = Assumptions::new();
        let back: Assumptions = d.to_string().parse().unwrap();
        assert_eq!(back.profile(Arch::Gfx1151), d.profile(Arch::Gfx1151));
    }

    #[test]
    fn one_alternative_per_two_valued_reading() {
        let p = Assumptions::new().profile(Arch::Gfx950);
        let alts = alternatives(&p);
        // Decode-time readings are not profile alternatives.
        assert_eq!(
            alts.len(),
            NUM_READINGS - DECODE_TIME.len() - LDS_ONLY.len()
        );
        assert_eq!(alts[0].1.flat, FlatReading::Both);
        assert_eq!(alts[1].1.smem_wide_tokens, 2);
        assert!(!alts[2].1.back_pressure);
        assert!(alts[3].1.direct_to_lds_lgkm);
    }

    #[test]
    fn unknown_keys_and_values_list_the_valid_ones() {
        for bad in ["flat=maybe", "nosuch=1", "flat"] {
            let e = Assumptions::parse_all(&[bad]).unwrap_err().to_string();
            assert!(
                e.contains("flat=either|both") && e.contains("lds-dma-lgkm=off|on"),
                "{e}"
            );
        }
    }
}
