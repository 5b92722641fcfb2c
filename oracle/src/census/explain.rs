//! Why a race is there: a label read off the executed stream between producer
//! and consumer, so that every race a census reports can be sorted into
//! causes a person can check (a missing wait, a wait one too weak, a register
//! reused too early, a walker artefact...).

use crate::counters::cause::counters_of;
use wavebed_model::counter::Access;
use wavebed_model::reg::RegFile;

use super::{Found, Subject};
use crate::counters::blocking_fields;

/// What the stream between a race's producer and consumer shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Cause {
    /// The consumer runs in `s_set_gpr_idx_on` mode: its VGPR operands are
    /// relative to an index, so any VGPR may be read (a conservative report).
    IndexedMode,
    /// The consumer overwrites the pending load's destination (write after
    /// write): the load may land afterwards and clobber the new value.
    Overwrite,
    /// No wait on the producer's counter runs between producer and consumer;
    /// an `s_barrier` does (barriers do not wait for memory on gfx9+ with
    /// back-off barriers).
    NoWaitAcrossBarrier,
    /// No wait on the producer's counter runs between producer and consumer.
    NoWait,
    /// Waits on the producer's counter run between, but every one leaves it
    /// possibly outstanding (its count is too high for this path).
    WeakWait,
}

impl Cause {
    pub const ALL: [Cause; 5] = [
        Cause::IndexedMode,
        Cause::Overwrite,
        Cause::NoWaitAcrossBarrier,
        Cause::NoWait,
        Cause::WeakWait,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cause::IndexedMode => "indexed-mode",
            Cause::Overwrite => "overwrite",
            Cause::NoWaitAcrossBarrier => "no-wait-across-barrier",
            Cause::NoWait => "no-wait",
            Cause::WeakWait => "weak-wait",
        }
    }
}

/// A race's cause, and whether the path between producer and consumer jumps
/// backwards (the producer is from an earlier loop iteration, where the
/// walker's choice of iterations and exits matters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub cause: Cause,
    pub loop_carried: bool,
}

/// Explains race `f` of `subject`.
pub fn explain(subject: &Subject<'_>, f: &Found) -> Explanation {
    let stream = &subject.waves[f.wave as usize];
    let instrs = &subject.kernel.instrs;
    let (p, c) = (f.hit.producer_pos as usize, f.hit.consumer_pos as usize);
    let between = &stream[p + 1..c.max(p + 1)];
    let loop_carried = stream[p..=c].windows(2).any(|w| w[1] <= w[0]);
    let producer = &instrs[f.hit.producer as usize];
    let consumer = &instrs[f.hit.consumer as usize];
    let (file, _) = wavebed_model::reg::slot_reg(f.hit.slot as usize);
    let cause = if consumer.indexed && file == RegFile::Vgpr {
        Cause::IndexedMode
    } else if f.hit.access == Access::Write {
        Cause::Overwrite
    } else {
        let mine = counters_of(subject.profile, producer);
        let waits_on_mine = between.iter().any(|&id| {
            let fields = blocking_fields(subject.profile, &instrs[id as usize]);
            mine.iter().any(|c| fields[c.index()].is_some())
        });
        if waits_on_mine {
            Cause::WeakWait
        } else if between
            .iter()
            .any(|&id| instrs[id as usize].mnemonic() == "s_barrier")
        {
            Cause::NoWaitAcrossBarrier
        } else {
            Cause::NoWait
        }
    };
    Explanation {
        cause,
        loop_carried,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::census::census_kernel;
    use wavebed_model::cfg::Cfg;
    use wavebed_model::counter::ModelKind;
    use wavebed_model::isa::parse_text;
    use wavebed_model::walker::{walk, WalkOptions};

    /// The exact model's races in `src` with their explanations.
    fn explained(src: &str) -> Vec<(String, String, Explanation)> {
        let program = parse_text(src, "k", None).unwrap();
        let kernel = &program.kernels[0];
        let profile = program.arch.unwrap().profile();
        let mut stream = Vec::new();
        walk(
            kernel,
            &Cfg::build(kernel),
            &WalkOptions::default(),
            &mut stream,
        );
        let waves = vec![stream];
        let subject = Subject {
            kernel,
            profile: &profile,
            waves: &waves,
            path_races: &[],
        };
        let census = census_kernel(&subject, false);
        census
            .model(ModelKind::Exact)
            .races
            .iter()
            .map(|f| {
                let text = |i: u32| kernel.instrs[i as usize].mnemonic().to_string();
                (
                    text(f.hit.producer),
                    text(f.hit.consumer),
                    explain(&subject, f),
                )
            })
            .collect()
    }

    #[test]
    fn a_load_used_in_the_next_iteration_is_loop_carried() {
        let got = explained(
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"
\ts_mov_b32 s0, 4
.LBB0_1:
\tv_add_u32_e32 v2, v1, v1
\tglobal_load_dword v1, v[4:5], off
\ts_sub_u32 s0, s0, 1
\ts_cmp_lg_u32 s0, 0
\ts_cbranch_scc1 .LBB0_1
\ts_waitcnt vmcnt(0)
\ts_endpgm
",
        );
        // The second load of v1 is no write-after-write race (same ordered
        // class); the read at the loop top in the next iteration is.
        assert_eq!(
            got,
            [(
                "global_load_dword".to_string(),
                "v_add_u32_e32".to_string(),
                Explanation {
                    cause: Cause::NoWait,
                    loop_carried: true
                }
            )]
        );
    }

    #[test]
    fn a_partial_wait_that_leaves_the_producer_outstanding_is_weak() {
        let got = explained(
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx950\"
\tglobal_load_dword v1, v[4:5], off
\tglobal_load_dword v2, v[4:5], off offset:4
\ts_waitcnt vmcnt(2)
\tv_add_u32_e32 v3, v1, v1
\ts_waitcnt vmcnt(1)
\tv_add_u32_e32 v3, v1, v1
\ts_endpgm
",
        );
        assert_eq!(got.len(), 1, "{got:?}");
        assert_eq!(got[0].2.cause, Cause::WeakWait);
        assert!(!got[0].2.loop_carried);
    }
}
