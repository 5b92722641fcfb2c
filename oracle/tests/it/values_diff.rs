//! The value differential: the analysis's claims against concrete runs of
//! the interpreter on generated programs (docs/values-oracle.md section 5).

use wavebed_oracle::values::Campaign;

/// A seeded smoke campaign: no claim is refuted, and the analysis claims
/// enough for the check to mean something.
#[test]
fn seeded_campaign_finds_no_unsound_claim() {
    let mut c = Campaign::with_seed(1);
    for i in 0..300 {
        c.run_case(i).unwrap();
    }
    let shown: Vec<String> = c
        .minimized()
        .iter()
        .map(|(f, m)| format!("case {}: {}\n{}", f.index, f.unsound, m.text))
        .collect();
    eprintln!("{}", c.summary());
    assert!(!c.failed(), "{}\n{}", c.summary(), shown.join("\n"));
    assert!(c.checked > 100_000, "{}", c.summary());
}

/// A planted misreading: the claims of a program are judged on runs of the
/// same program with one immediate changed (as if the analysis had read
/// `v_mov_b32 v32, C` as C while the hardware moves C + 1). The differential
/// reports it, and the minimizer keeps a refutation while it shrinks.
#[test]
fn a_planted_misreading_is_reported_and_minimized() {
    use wavebed_oracle::values::diff::{check_case, check_pair, kernel_of, minimize, Refuted};
    use wavebed_oracle::values::{gen, Wave};
    let case = gen::case_for(3, 0);
    let line = case
        .text
        .lines()
        .find(|l| l.trim().starts_with("v_mov_b32 v32, "))
        .unwrap();
    let c: i64 = line.trim()["v_mov_b32 v32, ".len()..].parse().unwrap();
    let planted = gen::Case {
        text: case
            .text
            .replacen(line, &format!("\tv_mov_b32 v32, {}", c + 1), 1),
        ..case.clone()
    };
    let (a, k) = (kernel_of(&case).unwrap(), kernel_of(&planted).unwrap());
    let mut wave = Wave::new(case.entry.lanes);
    let o = check_pair(&a, &k, &case.entry, 9, 2, 8, &mut wave);
    let u = o
        .unsound
        .first()
        .expect("the planted difference is refuted");
    assert!(
        matches!(
            &u.what,
            Refuted::Value {
                reg: wavebed_model::values::Reg::Vgpr(32),
                ..
            }
        ),
        "{u}"
    );
    // The honest program has none.
    assert!(check_case(&case, 9, 2, &mut wave)
        .unwrap()
        .unsound
        .is_empty());
    // Minimized as a pair (the analysed side is the candidate with the
    // original move put back), the planted move survives and little else.
    let planted_line = format!("\tv_mov_b32 v32, {}", c + 1);
    let m = minimize(&planted, 2000, |cand| {
        let honest = gen::Case {
            text: cand.text.replacen(&planted_line, line, 1),
            ..cand.clone()
        };
        match (kernel_of(&honest), kernel_of(cand)) {
            (Ok(a), Ok(k)) => {
                let mut w = Wave::new(cand.entry.lanes);
                !check_pair(&a, &k, &cand.entry, 9, 2, 1, &mut w)
                    .unsound
                    .is_empty()
            }
            _ => false,
        }
    });
    assert!(m.text.contains(&planted_line), "{}", m.text);
    let body = |t: &str| {
        t.lines()
            .filter(|l| l.starts_with('\t') && !l.starts_with("\t.") && !l.starts_with("\t\t"))
            .count()
    };
    assert!(
        body(&m.text) <= 3,
        "minimized to the move and what reads it:\n{}",
        m.text
    );
    assert!(body(&m.text) < body(&planted.text));
}

/// The bolero property: on any generated program and dispatch seed, no
/// claim of the analysis is refuted by the interpreter.
#[test]
fn no_claim_is_refuted_on_generated_programs() {
    use wavebed_oracle::choices::Choices;
    use wavebed_oracle::values::{diff, gen, Wave};
    let mut wave = Wave::new(64);
    bolero::check!().for_each(|bytes: &[u8]| {
        let mut u = Choices::new(bytes);
        let seed = u.int::<u64>().unwrap_or(0);
        let case = gen::case(&mut u);
        let o = diff::check_case(&case, seed, 2, &mut wave)
            .unwrap_or_else(|e| panic!("{e}\n{}", case.text));
        assert!(o.unsound.is_empty(), "{}\n{}", o.unsound[0], case.text);
    });
}
