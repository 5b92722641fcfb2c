//! gfx12 and gfx1250 (docs/counters.md section 9): the exact model against
//! both oracles on generated programs that exercise every gfx12 counter,
//! split and combined waits, xcnt address overwrites, SMEM/VMEM alternation
//! and FLAT; and the closed form against the enumerator on gfx12 profiles.

use wavebed_model::counter::{Access, ModelKind};
use wavebed_model::profile::Arch;
use wavebed_oracle::choices::Choices;
use wavebed_oracle::counters::campaign::{Campaign, CampaignConfig};
use wavebed_oracle::counters::compare::{
    fuzz_counters_on, oracle_agreement_on, Agreement, Verdict,
};
use wavebed_oracle::counters::gen::{GenConfig, GenProgram, GFX12_ARCHS};
use wavebed_oracle::counters::races::races;
use wavebed_oracle::counters::{closed, OracleKind};

fn campaign(arch: Arch, oracle: OracleKind, cases: u64, max_len: usize) -> Campaign {
    let mut c = Campaign::new(CampaignConfig {
        model: ModelKind::Exact,
        oracle,
        arch: Some(arch),
        seed: 17,
        max_len,
        assume: wavebed_model::assume::Assumptions::new(),
    });
    for i in 0..cases {
        c.run_case(i);
    }
    c
}

#[test]
fn exact_agrees_with_the_closed_form_on_thousands_of_gfx12_programs() {
    for arch in GFX12_ARCHS {
        let c = campaign(arch, OracleKind::Closed, 2000, 160);
        assert_eq!(c.count(Verdict::Agree), 2000, "{arch}: {:?}", c.pairs);
    }
}

#[test]
fn exact_agrees_with_the_enumerator_on_gfx12_programs() {
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let c = campaign(arch, OracleKind::Enumerate, 300, 40);
        assert_eq!(c.count(Verdict::MissedRace), 0, "{arch}: {:?}", c.pairs);
        assert_eq!(c.count(Verdict::FalsePositive), 0, "{arch}: {:?}", c.pairs);
        assert!(c.count(Verdict::Agree) > 250, "{arch}: too many too_large");
    }
}

/// The generator reaches what the campaigns are meant to exercise: on
/// gfx1250 the oracle finds write-after-read races on sources, and on gfx1200
/// (no xcnt) it never does but on an export's.
#[test]
fn gfx1250_programs_overwrite_in_flight_sources() {
    let mut overwrites = [0usize; 2];
    for (k, arch) in [Arch::Gfx1200, Arch::Gfx1250].into_iter().enumerate() {
        let profile = arch.profile();
        for case in 0..200u64 {
            let bytes = wavebed_oracle::counters::campaign::case_bytes(5, case, 2048);
            let g =
                GenProgram::generate(&mut Choices::new(&bytes), &profile, &GenConfig::default())
                    .unwrap();
            let stream = g.stream();
            let lt = closed::lifetimes(&profile, &stream);
            overwrites[k] += races(&profile, &stream, &lt)
                .iter()
                .filter(|r| r.access == Access::Overwrite)
                // Exports (gfx1200) guard their sources through expcnt.
                .filter(|r| {
                    !stream[r.producer as usize]
                        .mem
                        .is_some_and(|m| m.guards_sources())
                })
                .count();
        }
    }
    assert_eq!(overwrites[0], 0, "gfx1200 has no xcnt");
    assert!(
        overwrites[1] > 100,
        "only {} overwrite races on gfx1250",
        overwrites[1]
    );
}

#[test]
fn exact_model_equals_closed_form_on_gfx12() {
    bolero::check!().for_each(|bytes: &[u8]| {
        if let Ok(c) = fuzz_counters_on(ModelKind::Exact, &GFX12_ARCHS, &mut Choices::new(bytes)) {
            assert_eq!(c.verdict, Verdict::Agree, "{:?}", c.disagreements);
        }
    });
}

#[test]
fn closed_form_equals_enumerator_on_gfx12() {
    bolero::check!().for_each(|bytes: &[u8]| {
        if let Ok(Agreement::Mismatch {
            listing,
            closed,
            enumerated,
        }) = oracle_agreement_on(&mut Choices::new(bytes), &GFX12_ARCHS)
        {
            panic!("{listing}\nclosed {closed:?}\nenumerated {enumerated:?}");
        }
    });
}
