//! The value generator's programs: the front end reads them, llvm-mc-22
//! assembles them (gfx942 and gfx1200), and the interpreter runs them to
//! their end on random inputs.

use std::io::Write as _;

use wavebed_model::isa::parse_text;
use wavebed_model::prng::SplitMix64;
use wavebed_oracle::values::{self, gen, EndReason, Inputs, Wave};

#[test]
fn generated_programs_parse_and_run_to_their_end() {
    let mut ends = [0usize; 5];
    let mut wave = Wave::new(64);
    for i in 0..400 {
        let c = gen::case_for(7, i);
        let p =
            parse_text(&c.text, "case", Some(c.arch)).unwrap_or_else(|e| panic!("{e}\n{}", c.text));
        assert_eq!(p.kernels.len(), 1, "{}", c.text);
        let k = &p.kernels[0];
        let ops = values::lower_all(&k.instrs);
        let mut rng = SplitMix64::new(i);
        let inputs = Inputs::draw(&c.entry, &mut rng);
        let r = values::run(
            &k.instrs,
            &ops,
            &c.entry,
            &inputs,
            &mut wave,
            values::STEPS,
            &mut |_: usize, _: &values::Wave| {},
        );
        let slot = match r.end {
            EndReason::EndPgm => 0,
            EndReason::StepBound => 1,
            EndReason::UnknownBranch => 2,
            EndReason::OutOfScope => 3,
            EndReason::FellOff => 4,
        };
        ends[slot] += 1;
        assert!(
            matches!(r.end, EndReason::EndPgm | EndReason::UnknownBranch),
            "case {i}: {:?}\n{}",
            r.end,
            c.text
        );
    }
    // Nearly every generated branch is decided by known values.
    assert!(ends[0] > 380, "{ends:?}");
}

#[test]
fn llvm_mc_assembles_generated_programs() {
    let Some(mc) = wavebed_model::isa::tools::find_llvm_tool("llvm-mc") else {
        assert!(
            !wavebed_model::isa::tools::llvm_required(),
            "WAVEBED_REQUIRE_LLVM=1 but llvm-mc is missing"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("wavebed-values-gen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for i in 0..60 {
        let c = gen::case_for(11, i);
        let cpu = if c.entry.lanes == 32 {
            "gfx1200"
        } else {
            "gfx942"
        };
        let path = dir.join(format!("case{i}.s"));
        std::fs::File::create(&path)
            .unwrap()
            .write_all(c.text.as_bytes())
            .unwrap();
        let out = std::process::Command::new(&mc)
            .args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "-filetype=obj",
                "-o",
            ])
            .arg(dir.join("out.o"))
            .arg(&path)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "case {i} ({cpu}):\n{}\n{}",
            String::from_utf8_lossy(&out.stderr),
            c.text
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Exhausted or constant bytes (every draw the same) still generate: the
/// generator never retries a draw.
#[test]
fn degenerate_bytes_terminate() {
    use wavebed_oracle::choices::Choices;
    for b in [0u8, 1, 0x55, 0xff] {
        for len in [0usize, 1, 7, 64, 4096] {
            let bytes = vec![b; len];
            let c = gen::case(&mut Choices::new(&bytes));
            assert!(c.text.contains("s_endpgm"));
        }
    }
}
