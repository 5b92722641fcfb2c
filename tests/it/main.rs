//! The integration tests of wavebed, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

mod census_cli;
mod check_cli;
mod check_kernels;
mod cli_offsets;
mod fuzz_regressions;
mod replay_cli;
