//! bolero properties over generated chains (the same generator as the CLI
//! campaign and the cargo-fuzz target).

use wavebed_model::chain::{self, Rule};
use wavebed_oracle::choices::Choices;
use wavebed_oracle::offsets::{gen, Verdict};

#[test]
fn new_rule_keeps_addresses_shape_and_terminates() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        let (Ok(m), Ok(seed)) = (gen::module(&mut u), u.int::<u64>()) else {
            return;
        };
        let c = wavebed_oracle::offsets::check(&m, Rule::New, seed, 6);
        assert!(
            matches!(c.verdict, Verdict::Agree | Verdict::OverflowSensitive),
            "{}: {}\n{}",
            c.verdict,
            c.detail,
            chain::print(&m)
        );
    });
}

#[test]
fn old_rule_keeps_addresses() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        if let Ok(m) = gen::module(&mut u) {
            let c = wavebed_oracle::offsets::check(&m, Rule::Old, 5, 6);
            assert!(
                matches!(c.verdict, Verdict::Agree | Verdict::OverflowSensitive),
                "{}: {}\n{}",
                c.verdict,
                c.detail,
                chain::print(&m)
            );
        }
    });
}

#[test]
fn generated_chains_print_and_parse_back() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        if let Ok(m) = gen::module(&mut u) {
            let text = chain::print(&m);
            let back = chain::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(chain::print(&back), text);
        }
    });
}

/// FlyDSL's output fed back in: still correct, no runtime+constant merge.
/// (Not necessarily a fixed point: CSE can merge the two uses that blocked a
/// swap, and then a second run swaps.)
#[test]
fn new_rule_output_rewrites_correctly_without_runtime_constant_merges() {
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        if let Ok(m) = gen::module(&mut u) {
            let (new, st) = chain::rewrite(&m, Rule::New).unwrap();
            assert_eq!(st.mixed_fusions, 0);
            let c = wavebed_oracle::offsets::check(&new, Rule::New, 9, 4);
            assert!(
                matches!(c.verdict, Verdict::Agree | Verdict::OverflowSensitive),
                "{}: {}",
                c.verdict,
                c.detail
            );
        }
    });
}
