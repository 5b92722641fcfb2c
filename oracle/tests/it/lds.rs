//! The LDS oracles (docs/lds-oracle.md): every hazard kind on a minimal
//! program, the lazy-completion reduction against the definition verbatim,
//! the closed form against the enumerator on generated programs, and the
//! listings through llvm-mc-22 and the front end.

use std::io::Write;
use std::process::Command;

use wavebed_model::isa::parse_text;
use wavebed_model::prng::SplitMix64;
use wavebed_model::profile::{Arch, Profile};
use wavebed_oracle::choices::Choices;
use wavebed_oracle::lds::compare::{closed_against_enumerator, minimize};
use wavebed_oracle::lds::enumerate::{self, Completions, DEFAULT_BUDGET};
use wavebed_oracle::lds::gen::{LdsGenConfig, LDS_ARCHS};
use wavebed_oracle::lds::{
    asm, closed, Addr, Kind, LdsOp, LdsProgram, LdsReadings, Mode, Race, Scope, WaitFields,
};

fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut r = SplitMix64::new(seed);
    (0..n).map(|_| r.next_u64() as u8).collect()
}

const fn at(mode: Mode, base: u16) -> Addr {
    Addr { mode, base }
}
const PER_WAVE: Addr = at(Mode::PerWave, 0);
const SHARED: Addr = at(Mode::Shared, 0);

fn write(addr: Addr) -> LdsOp {
    LdsOp::DsWrite { width: 4, addr }
}
fn read(addr: Addr) -> LdsOp {
    LdsOp::DsRead { width: 4, addr }
}
fn dma(addr: Addr) -> LdsOp {
    LdsOp::Dma { width: 4, addr }
}
fn vm(n: u16) -> LdsOp {
    LdsOp::Wait(WaitFields {
        vm: Some(n),
        ..WaitFields::default()
    })
}
fn lgkm(n: u16) -> LdsOp {
    LdsOp::Wait(WaitFields {
        lgkm: Some(n),
        ..WaitFields::default()
    })
}
fn asynccnt(n: u16) -> LdsOp {
    LdsOp::Wait(WaitFields {
        asynccnt: Some(n),
        ..WaitFields::default()
    })
}

/// Both oracles' races (they must agree), checking the definition verbatim
/// too on programs this small.
fn races_on(profile: &Profile, waves: u8, ops: &[LdsOp]) -> Vec<Race> {
    let p = LdsProgram {
        profile: profile.clone(),
        waves,
        ops: ops.to_vec(),
    };
    let lazy = enumerate::races(&p, DEFAULT_BUDGET).unwrap();
    let (eager, _) = enumerate::explore(&p, DEFAULT_BUDGET, Completions::Eager).unwrap();
    assert_eq!(lazy, eager, "lazy completions lost a race: {ops:?}");
    let closed = closed::races(&p).unwrap();
    assert_eq!(lazy, closed, "closed form disagrees: {ops:?}");
    lazy
}

fn races(ops: &[LdsOp]) -> Vec<Race> {
    races_on(&Arch::Gfx950.profile(), 2, ops)
}

fn race(scope: Scope, kind: Kind, first: u32, second: u32) -> Race {
    Race {
        scope,
        kind,
        first,
        second,
    }
}

#[test]
fn same_wave_dma_then_ds_read_races_until_vmcnt() {
    use Kind::Raw;
    use Scope::SameWave;
    assert_eq!(
        races(&[dma(PER_WAVE), read(PER_WAVE)]),
        [race(SameWave, Raw, 0, 1)]
    );
    assert!(races(&[dma(PER_WAVE), vm(0), read(PER_WAVE)]).is_empty());
    // lgkmcnt does not complete a DMA (lds-dma-lgkm=off) ...
    assert_eq!(
        races(&[dma(PER_WAVE), lgkm(0), read(PER_WAVE)]),
        [race(SameWave, Raw, 0, 2)]
    );
    // ... nor alone under LLVM 22's reading: both tokens must complete.
    let mut on = Arch::Gfx950.profile();
    on.direct_to_lds_lgkm = true;
    assert_eq!(
        races_on(&on, 2, &[dma(PER_WAVE), lgkm(0), read(PER_WAVE)]),
        [race(SameWave, Raw, 0, 2)]
    );
    assert!(races_on(&on, 2, &[dma(PER_WAVE), vm(0), lgkm(0), read(PER_WAVE)]).is_empty());
}

#[test]
fn in_order_vmcnt_completes_the_older_dma_only() {
    let a = at(Mode::PerWave, 0);
    let b = at(Mode::PerWave, 1024);
    assert!(races(&[dma(a), dma(b), vm(1), read(a)]).is_empty());
    assert_eq!(
        races(&[dma(a), dma(b), vm(1), read(b)]),
        [race(Scope::SameWave, Kind::Raw, 1, 3)]
    );
}

#[test]
fn ds_then_dma_and_dma_then_dma_race_until_the_wait() {
    use Scope::SameWave;
    assert_eq!(
        races(&[read(PER_WAVE), dma(PER_WAVE)]),
        [race(SameWave, Kind::War, 0, 1)]
    );
    assert_eq!(
        races(&[write(PER_WAVE), dma(PER_WAVE)]),
        [race(SameWave, Kind::Waw, 0, 1)]
    );
    assert!(races(&[write(PER_WAVE), lgkm(0), dma(PER_WAVE)]).is_empty());
    assert_eq!(
        races(&[dma(PER_WAVE), dma(PER_WAVE)]),
        [race(SameWave, Kind::Waw, 0, 1)]
    );
    assert!(races(&[dma(PER_WAVE), vm(0), dma(PER_WAVE)]).is_empty());
    // Two DS operations of one wave are in order: no race, no wait needed.
    assert!(races(&[write(PER_WAVE), read(PER_WAVE)]).is_empty());
}

#[test]
fn cross_wave_writes_are_published_only_when_drained_before_the_barrier() {
    use Scope::CrossWave;
    // Each wave writes its slice, then reads every wave's slice 0 (shared).
    let base = [write(PER_WAVE), LdsOp::Barrier, read(SHARED)];
    assert_eq!(races(&base), [race(CrossWave, Kind::Raw, 0, 2)]);
    assert!(races(&[write(PER_WAVE), lgkm(0), LdsOp::Barrier, read(SHARED)]).is_empty());
    // A wait after the barrier is too late.
    assert_eq!(
        races(&[write(PER_WAVE), LdsOp::Barrier, lgkm(0), read(SHARED)]),
        [race(CrossWave, Kind::Raw, 0, 3)]
    );
    // No barrier at all.
    assert_eq!(
        races(&[write(PER_WAVE), lgkm(0), read(SHARED)]),
        [race(CrossWave, Kind::Raw, 0, 2)]
    );
    // A DMA needs vmcnt, not lgkmcnt, before the barrier (and wave 0's own
    // slice is the shared block: a same-wave race too).
    assert_eq!(
        races(&[dma(PER_WAVE), lgkm(0), LdsOp::Barrier, read(SHARED)]),
        [
            race(Scope::SameWave, Kind::Raw, 0, 3),
            race(CrossWave, Kind::Raw, 0, 3)
        ]
    );
    assert!(races(&[dma(PER_WAVE), vm(0), LdsOp::Barrier, read(SHARED)]).is_empty());
    // Disjoint slices never meet.
    assert!(races(&[write(PER_WAVE), read(PER_WAVE)]).is_empty());
}

#[test]
fn cross_wave_war_and_waw() {
    use Scope::CrossWave;
    assert_eq!(
        races(&[read(SHARED), LdsOp::Barrier, write(PER_WAVE)]),
        [race(CrossWave, Kind::War, 0, 2)]
    );
    assert!(races(&[read(SHARED), lgkm(0), LdsOp::Barrier, write(PER_WAVE)]).is_empty());
    // One uniform word written by every wave.
    let word = at(Mode::Uniform, 64);
    assert_eq!(races(&[write(word)]), [race(CrossWave, Kind::Waw, 0, 0)]);
}

#[test]
fn gfx12_split_barrier_publishes_at_the_signal() {
    use Scope::CrossWave;
    for arch in [Arch::Gfx1200, Arch::Gfx1250] {
        let p = arch.profile();
        let drained = [
            write(PER_WAVE),
            lgkm(0),
            LdsOp::Signal,
            LdsOp::BarrierWait,
            read(SHARED),
        ];
        assert!(races_on(&p, 3, &drained).is_empty(), "{arch}");
        let late = [
            write(PER_WAVE),
            LdsOp::Signal,
            lgkm(0),
            LdsOp::BarrierWait,
            read(SHARED),
        ];
        assert_eq!(
            races_on(&p, 3, &late),
            [race(CrossWave, Kind::Raw, 0, 4)],
            "{arch}"
        );
        // Between signal and wait, the other waves may still be before the signal.
        let between = [LdsOp::Signal, write(PER_WAVE), LdsOp::BarrierWait];
        assert!(
            races_on(&p, 2, &between).is_empty(),
            "{arch}: slices are disjoint"
        );
        let between = [
            read(SHARED),
            LdsOp::Signal,
            write(PER_WAVE),
            LdsOp::BarrierWait,
        ];
        assert_eq!(
            races_on(&p, 2, &between),
            [race(CrossWave, Kind::War, 0, 2)]
        );
    }
    // Completed after barrier 1 but before signal 2, read by another wave
    // between signal 2 and wait 2: neither barrier orders them (the LDS
    // model's gfx12 miss, docs/lds-oracle.md section 6).
    let p = Arch::Gfx1250.profile();
    let window = [
        dma(at(Mode::PerWave, 64)),
        LdsOp::Signal,
        LdsOp::BarrierWait,
        asynccnt(0),
        LdsOp::Signal,
        read(SHARED),
        LdsOp::BarrierWait,
    ];
    assert!(races_on(&p, 2, &window).contains(&race(Scope::CrossWave, Kind::Raw, 0, 5)));
    // gfx1250's async copies complete on asynccnt.
    let p = Arch::Gfx1250.profile();
    assert_eq!(
        races_on(&p, 2, &[dma(PER_WAVE), lgkm(0), read(PER_WAVE)]),
        [race(Scope::SameWave, Kind::Raw, 0, 2)]
    );
    assert!(races_on(&p, 2, &[dma(PER_WAVE), asynccnt(0), read(PER_WAVE)]).is_empty());
}

#[test]
fn badly_nested_barriers_are_refused() {
    let p = LdsProgram {
        profile: Arch::Gfx1200.profile(),
        waves: 2,
        ops: vec![LdsOp::Signal, write(PER_WAVE)],
    };
    assert!(enumerate::races(&p, DEFAULT_BUDGET).is_err());
    assert!(closed::races(&p).is_err());
}

fn generated(seed: u64, cfg: &LdsGenConfig) -> LdsProgram {
    let b = bytes(seed, 512);
    LdsProgram::any(&mut Choices::new(&b), cfg).unwrap()
}

#[test]
fn lazy_completions_lose_no_race() {
    // The definition verbatim is exponential in tokens: short programs.
    for seed in 0..120 {
        let cfg = LdsGenConfig {
            max_ops: if seed % 4 == 0 { 6 } else { 8 },
            max_waves: if seed % 4 == 0 { 3 } else { 2 },
        };
        let p = generated(seed, &cfg);
        let lazy = enumerate::races(&p, DEFAULT_BUDGET).unwrap();
        let (eager, _) = enumerate::explore(&p, DEFAULT_BUDGET, Completions::Eager).unwrap();
        assert_eq!(lazy, eager, "seed {seed}: {p:?}");
    }
}

#[test]
fn closed_form_agrees_with_the_enumerator_on_generated_programs() {
    let cfg = LdsGenConfig::default();
    let mut races = 0;
    let mut kinds = std::collections::BTreeSet::new();
    for seed in 0..2000 {
        let p = generated(10_000 + seed, &cfg);
        let d = closed_against_enumerator(&p, DEFAULT_BUDGET).unwrap();
        if !d.is_empty() {
            let small = minimize(&p, |q| {
                closed_against_enumerator(q, DEFAULT_BUDGET).is_ok_and(|d| !d.is_empty())
            });
            let l = asm::listing(&small, &[]);
            panic!("seed {seed}: {d:?}\n{small:?}\n{}", l.text);
        }
        let r = closed::races(&p).unwrap();
        races += r.len();
        kinds.extend(r.iter().map(|r| (r.scope, r.kind)));
    }
    // The campaign exercises every scope and kind.
    assert_eq!(kinds.len(), 6, "{kinds:?}");
    assert!(races > 1000, "{races}");
}

fn llvm_mc() -> Option<&'static std::path::Path> {
    let mc = std::path::Path::new("/usr/lib/llvm-22/bin/llvm-mc");
    if mc.exists() {
        return Some(mc);
    }
    assert!(
        std::env::var("WAVEBED_REQUIRE_LLVM").as_deref() != Ok("1"),
        "llvm-mc missing and WAVEBED_REQUIRE_LLVM=1"
    );
    eprintln!("note: {} not found; skipping", mc.display());
    None
}

#[test]
fn llvm_mc_assembles_lds_listings() {
    let Some(mc) = llvm_mc() else { return };
    let cfg = LdsGenConfig {
        max_ops: 24,
        max_waves: 4,
    };
    for seed in 0..24u64 {
        // Every architecture in turn.
        let profile = LDS_ARCHS[seed as usize % LDS_ARCHS.len()].profile();
        let b = bytes(20_000 + seed, 512);
        let p = LdsProgram::generate(&mut Choices::new(&b), &profile, &cfg).unwrap();
        let l = asm::listing(&p, &["llvm-mc".into()]);
        let mut child = Command::new(mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={}", p.profile.arch),
                "-filetype=null",
            ])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(l.text.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "{}\n{}",
            String::from_utf8_lossy(&out.stderr),
            l.text
        );
    }
}

#[test]
fn the_front_end_reads_each_operation_as_the_oracle_does() {
    let cfg = LdsGenConfig {
        max_ops: 24,
        max_waves: 4,
    };
    for seed in 0..200 {
        let p = generated(30_000 + seed, &cfg);
        let l = asm::listing(&p, &["front end".into()]);
        let prog = parse_text(&l.text, "case", None).unwrap_or_else(|e| panic!("{e}\n{}", l.text));
        let k = &prog.kernels[0];
        let ours = p.stream();
        assert_eq!(l.op_lines.len(), ours.len());
        for (line, mine) in l.op_lines.iter().zip(&ours) {
            let theirs = k
                .instrs
                .iter()
                .find(|i| i.line == *line)
                .unwrap_or_else(|| panic!("no instruction on line {line}\n{}", l.text));
            assert_eq!(theirs.mem, mine.mem, "line {line}\n{}", l.text);
            assert_eq!(theirs.wait, mine.wait, "line {line}\n{}", l.text);
        }
    }
}

/// The seeded smoke differential: the LDS model (`wavebed_model::lds`, all
/// paths) against the closed form on generated programs of every LDS
/// architecture, under the model's reading that two gfx9 DMAs land in
/// order. Within what the model claims - every same-wave hazard, and
/// on gfx9's whole `s_barrier` a write unpublished at a barrier that separates
/// it from the access - it misses nothing, and every race it reports that the
/// oracle rules out carries `address=unknown`. The misses outside that
/// (docs/lds-oracle.md section 6) are counted, not asserted.
#[test]
fn model_against_the_oracle_smoke() {
    use wavebed_oracle::lds::campaign::{run, LdsCampaign};
    use wavebed_oracle::lds::model::LdsOracle;
    for (arch, seed) in [
        (Arch::Gfx942, 1),
        (Arch::Gfx950, 2),
        (Arch::Gfx1200, 3),
        (Arch::Gfx1250, 4),
    ] {
        let s = run(&LdsCampaign {
            cases: 400,
            seed,
            oracle: LdsOracle::Closed(LdsReadings::default()),
            gen: LdsGenConfig::default(),
            profiles: vec![arch.profile()],
            max_examples: 0,
        })
        .unwrap();
        assert_eq!(s.cases, 400);
        assert!(s.oracle_races > 100 && s.model_races > 100, "{arch}: {s:?}");
        // The model misses nothing (docs/lds-oracle.md section 6).
        assert_eq!(s.missed, 0, "{arch}: {s:?}");
        assert_eq!(s.imprecise, s.imprecise_unknown, "{arch}: {s:?}");
    }
}

#[test]
fn in_order_dma_reading_exempts_two_gfx9_dmas_only() {
    let p = LdsProgram {
        profile: Arch::Gfx950.profile(),
        waves: 2,
        ops: vec![dma(PER_WAVE), dma(PER_WAVE)],
    };
    let in_order = LdsReadings {
        dma_in_order: true,
        ..LdsReadings::EVERY_PAIR
    };
    let waw = [race(Scope::SameWave, Kind::Waw, 0, 1)];
    assert_eq!(closed::races(&p).unwrap(), waw);
    assert!(closed::races_with(&p, in_order).unwrap().is_empty());
    let (e, _) = enumerate::explore_with(&p, DEFAULT_BUDGET, Completions::Eager, in_order).unwrap();
    assert!(e.is_empty());
    // Two tokens each (lds-dma-lgkm=on) or gfx12's async copies: no exemption.
    let mut on = p.clone();
    on.profile.direct_to_lds_lgkm = true;
    assert_eq!(closed::races_with(&on, in_order).unwrap(), waw);
    let mut g12 = p.clone();
    g12.profile = Arch::Gfx1250.profile();
    assert_eq!(closed::races_with(&g12, in_order).unwrap(), waw);
    // A DS write then a DMA is never exempt.
    let mut ds = p;
    ds.ops[0] = write(PER_WAVE);
    assert_eq!(closed::races_with(&ds, in_order).unwrap(), waw);
}

/// Every race `check` proves (docs/lds.md section 15: a constant address
/// every wave runs with the entry EXEC, once, in a fixed barrier phase) on a
/// generated program is a race of the oracle under `lds-cross-wave=all`:
/// a proof is never a false claim. The generated programs are straight-line
/// and every lane of every wave runs them, so uniform addresses are proven
/// (the campaign exercises the class).
#[test]
fn every_proven_race_is_an_oracle_race() {
    use wavebed_oracle::lds::model::proven_races;
    let cfg = LdsGenConfig::default();
    let mut proven = 0;
    for seed in 0..1500 {
        let p = generated(20_000 + seed, &cfg);
        let readings = LdsReadings {
            cross_wave_all: true,
            ..LdsReadings::of(&p.profile)
        };
        let truth = closed::races_with(&p, readings).unwrap();
        for default in [false, true] {
            let r = LdsReadings {
                cross_wave_all: !default,
                ..readings
            };
            for race in proven_races(&p, r).unwrap() {
                assert!(
                    truth.contains(&race),
                    "seed {seed}: proven {race} is no oracle race\n{}",
                    asm::listing(&p, &[]).text
                );
                proven += 1;
            }
        }
    }
    eprintln!("{proven} proven races on 1500 programs (both readings), each an oracle race");
    assert!(proven > 100, "{proven}");
}
