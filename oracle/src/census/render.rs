//! The census as text lines (`key=value`, one record a line, for grep and
//! scripts) and as a Markdown report.

use std::fmt::Write;

use wavebed_model::assume::{DECODE_TIME, LDS_ONLY, READINGS};
use wavebed_model::counter::ModelKind;
use wavebed_model::lds::LdsCause;

use super::tally::{Counts, MutationCounts};

/// The fields every count line shares, from `instructions=` to `exact_missed=`.
fn race_fields(c: &Counts) -> String {
    let races = ModelKind::ALL
        .iter()
        .enumerate()
        .map(|(i, m)| format!(" {m}_races={}", c.races[i]));
    let verdicts = ModelKind::ALL.iter().enumerate().map(|(i, m)| {
        format!(
            " {m}_false_positive={} {m}_missed={}",
            c.false_positive[i], c.missed[i]
        )
    });
    format!("instructions={}", c.instructions) + &races.chain(verdicts).collect::<String>()
}

/// The total line, exactly: `kernels=K instructions=N legacy_races=A
/// seed_races=B exact_races=C legacy_false_positive=D legacy_missed=E
/// seed_false_positive=F seed_missed=G exact_false_positive=H exact_missed=I
/// seconds=S`, with the LDS column ([`super::LdsCounts::fields`]) before
/// `seconds=` when there are LDS races.
pub fn total_line(c: &Counts, seconds: f64) -> String {
    format!(
        "kernels={} {}{} seconds={seconds:.2}",
        c.kernels,
        race_fields(c),
        c.lds.fields()
    )
}

/// One family's line: its name, the total line's fields (`seconds` = work
/// spent on its files), then the oracle's races, the cut paths and the races
/// that depend on a contested reading ([`reading_fields`]), then the LDS
/// column when there are LDS races.
pub fn family_line(family: &str, c: &Counts) -> String {
    format!(
        "family={family} kernels={} {} seconds={:.2} oracle_races={} incomplete={} {}{}",
        c.kernels,
        race_fields(c),
        c.seconds,
        c.oracle_races,
        c.incomplete,
        reading_fields(c),
        c.lds.fields()
    )
}

/// Per reading, the races that depend on it: `reading:flat=G/N ...`, G races
/// of the set in force that disappear under the reading's other value, N that
/// appear only under it. The readings the census does not re-run the oracle
/// under (decided at decode time, `assume::DECODE_TIME`, or read by the LDS
/// hazards only, `assume::LDS_ONLY`) print `not-compared`: a `0/0` there
/// would claim no race depends on them.
pub fn reading_fields(c: &Counts) -> String {
    READINGS
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if DECODE_TIME.contains(&r.key) || LDS_ONLY.contains(&r.key) {
                format!("reading:{}=not-compared", r.key)
            } else {
                format!(
                    "reading:{}={}/{}",
                    r.key, c.reading_gone[i], c.reading_new[i]
                )
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// One kernel's counts after its identifying fields.
pub fn kernel_fields(c: &Counts) -> String {
    format!(
        "{} oracle_races={} completed={}",
        race_fields(c),
        c.oracle_races,
        u8::from(c.incomplete == 0)
    )
}

/// The mutation line's fields: waits, redundant waits, mutants, effective
/// mutants and per model the effective mutants detected and their share.
pub fn mutation_fields(m: &MutationCounts) -> String {
    let detected = ModelKind::ALL
        .iter()
        .enumerate()
        .map(|(i, k)| format!(" {k}_detected={} {k}_rate={:.1}", m.detected[i], m.rate(i)));
    format!(
        "waits={} unreached_waits={} redundant_waits={} mutants={} effective_mutants={}",
        m.waits, m.unreached, m.redundant, m.mutants, m.effective
    ) + &detected.collect::<String>()
}

/// One family (or the total) in the Markdown report.
pub struct Row<'a> {
    pub name: &'a str,
    pub counts: &'a Counts,
    pub mutation: Option<&'a MutationCounts>,
}

/// One kernel worth listing in the Markdown report (it has races or
/// disagreements).
pub struct KernelRow<'a> {
    pub family: &'a str,
    pub kernel: &'a str,
    pub counts: &'a Counts,
}

/// The Markdown report: the command, the family table with a total row, the
/// mutation table when there is one, and the kernels with races.
#[allow(
    clippy::too_many_arguments,
    reason = "the report's parts, each from its own tally"
)]
pub fn markdown<W: Write>(
    s: &mut W,
    command: &str,
    families: &[Row<'_>],
    total: &Row<'_>,
    seconds: f64,
    kernels: &[KernelRow<'_>],
    causes: &[(&str, u64, u64)],
    assume: &str,
) -> std::fmt::Result {
    writeln!(s, "# wavebed census\n")?;
    writeln!(s, "```\n{command}\n```\n")?;
    writeln!(
        s,
        "Assumption set: `{assume}` (docs/counters.md section 7).\n"
    )?;
    writeln!(
        s,
        "Races are distinct (producer, consumer) instruction pairs per kernel. \
False positives: pairs a model reports that the closed-form oracle rules out; \
missed: pairs the oracle finds that the model does not report. Seconds: work \
on the family's files (loading included), summed over threads.\n"
    )?;
    writeln!(
        s,
        "| family | kernels | instructions | oracle | legacy | seed | exact | legacy FP | legacy missed | seed FP | seed missed | exact FP | exact missed | incomplete | seconds |"
    )
    ?;
    writeln!(s, "|---|{}", "---:|".repeat(14))?;
    let row = |s: &mut W, name: &str, c: &Counts, secs: f64| -> std::fmt::Result {
        writeln!(
            s,
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {secs:.2} |",
            c.kernels,
            c.instructions,
            c.oracle_races,
            c.races[0],
            c.races[1],
            c.races[2],
            c.false_positive[0],
            c.missed[0],
            c.false_positive[1],
            c.missed[1],
            c.false_positive[2],
            c.missed[2],
            c.incomplete,
        )
        ?;
        Ok(())
    };
    for f in families {
        row(s, f.name, f.counts, f.counts.seconds)?;
    }
    row(s, &format!("**{}**", total.name), total.counts, seconds)?;
    if let Some(tm) = total.mutation {
        writeln!(s, "\n## Wait mutation\n")?;
        writeln!(
            s,
            "A mutant raises one field of one wait by one, or removes the wait. \
Effective: the oracle finds a new race on it. Detected: the model reports one \
of those new races. Redundant: no mutant of the wait is effective.\n"
        )?;
        writeln!(
            s,
            "| family | waits | redundant | mutants | effective | legacy detected | seed detected | exact detected |"
        )
        ?;
        writeln!(s, "|---|{}", "---:|".repeat(7))?;
        let mrow = |s: &mut W, name: &str, m: &MutationCounts| -> std::fmt::Result {
            writeln!(
                s,
                "| {name} | {} | {} | {} | {} | {} ({:.1}%) | {} ({:.1}%) | {} ({:.1}%) |",
                m.waits,
                m.redundant,
                m.mutants,
                m.effective,
                m.detected[0],
                m.rate(0),
                m.detected[1],
                m.rate(1),
                m.detected[2],
                m.rate(2)
            )?;
            Ok(())
        };
        for f in families {
            if let Some(m) = f.mutation {
                mrow(s, f.name, m)?;
            }
        }
        mrow(s, &format!("**{}**", total.name), tm)?;
    }
    writeln!(s, "\n## Races that depend on a contested reading\n")?;
    writeln!(
        s,
        "Per reading: G/N = G of the oracle's races disappear when the reading takes \
its other value (they hold only under the reading in force: not settled), N races \
appear only under the other value.\n"
    )?;
    write!(s, "| family | oracle |")?;
    for r in READINGS {
        write!(s, " reading:{} |", r.key)?;
    }
    writeln!(s, "\n|---|---:|{}", "---:|".repeat(READINGS.len()))?;
    let rrow = |s: &mut W, name: &str, c: &Counts| -> std::fmt::Result {
        write!(s, "| {name} | {} |", c.oracle_races)?;
        for i in 0..READINGS.len() {
            write!(s, " {}/{} |", c.reading_gone[i], c.reading_new[i])?;
        }
        writeln!(s)?;
        Ok(())
    };
    for f in families {
        rrow(s, f.name, f.counts)?;
    }
    rrow(s, &format!("**{}**", total.name), total.counts)?;
    if causes.iter().any(|c| c.1 > 0) {
        writeln!(s, "\n## Exact-model races by cause\n")?;
        writeln!(
            s,
            "Read off the executed path between producer and consumer; loop-carried: \
the path jumps backwards in between (the producer is from an earlier iteration).\n"
        )?;
        writeln!(s, "| cause | races | loop-carried |\n|---|---:|---:|")?;
        for (name, n, l) in causes {
            writeln!(s, "| {name} | {n} | {l} |")?;
        }
    }
    if total.counts.lds.races() > 0 {
        lds_markdown(s, families, total)?;
    }
    if !kernels.is_empty() {
        writeln!(s, "\n## Kernels with races or disagreements\n")?;
        writeln!(
            s,
            "| family | kernel | oracle | legacy | seed | exact | legacy FP | legacy missed | seed FP | seed missed | exact FP | exact missed |"
        )
        ?;
        writeln!(s, "|---|---|{}", "---:|".repeat(10))?;
        for k in kernels {
            let c = k.counts;
            writeln!(
                s,
                "| {} | `{}` | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                k.family,
                k.kernel,
                c.oracle_races,
                c.races[0],
                c.races[1],
                c.races[2],
                c.false_positive[0],
                c.missed[0],
                c.false_positive[1],
                c.missed[1],
                c.false_positive[2],
                c.missed[2],
            )?;
        }
    }
    Ok(())
}

/// The LDS column in the Markdown report: per family, each cause's races
/// with a known address (proven) and an unknown one.
fn lds_markdown<W: Write>(s: &mut W, families: &[Row<'_>], total: &Row<'_>) -> std::fmt::Result {
    writeln!(s, "\n## LDS races by cause\n")?;
    writeln!(
        s,
        "LDS races on every path (docs/lds.md), apart from the register races above; \
K/U = K races whose two addresses are known (proven, with their bytes), U with an \
address not known.\n"
    )?;
    write!(s, "| family | LDS races |")?;
    for c in LdsCause::ALL {
        write!(s, " {c} |")?;
    }
    writeln!(s, "\n|---|---:|{}", "---:|".repeat(LdsCause::ALL.len()))?;
    let lrow = |s: &mut W, name: &str, c: &Counts| -> std::fmt::Result {
        write!(s, "| {name} | {} |", c.lds.races())?;
        for i in 0..LdsCause::ALL.len() {
            write!(s, " {}/{} |", c.lds.known[i], c.lds.unknown[i])?;
        }
        writeln!(s)
    };
    for f in families {
        lrow(s, f.name, f.counts)?;
    }
    lrow(s, &format!("**{}**", total.name), total.counts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn total_line_has_the_exact_shape() {
        let c = Counts {
            kernels: 3,
            instructions: 120,
            races: [5, 2, 1],
            false_positive: [4, 1, 0],
            missed: [1, 0, 0],
            ..Counts::default()
        };
        assert_eq!(
            total_line(&c, 1.5),
            "kernels=3 instructions=120 legacy_races=5 seed_races=2 exact_races=1 \
legacy_false_positive=4 legacy_missed=1 seed_false_positive=1 seed_missed=0 \
exact_false_positive=0 exact_missed=0 seconds=1.50"
        );
    }
}
