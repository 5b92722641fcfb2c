//! The integration tests of wavebed, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

mod census_cli;
mod census_llvm;
mod check_cli;
mod check_directives;
mod check_kernels;
mod cli_offsets;
mod diff_llvm_cli;
mod fuzz_regressions;
mod gfx12_verdicts;
mod profiles_cli;
mod replay_cli;
mod sarif_cli;
