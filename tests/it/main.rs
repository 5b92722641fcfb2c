//! The integration tests of wavebed, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod assume_readings;
mod census_cli;
mod census_llvm;
mod census_shards;
mod check_cli;
mod check_directives;
mod check_kernels;
mod cli_offsets;
mod cli_values;
mod closed_stdout;
mod containers_cli;
mod diff_llvm_cli;
mod edge_forms;
mod external;
mod fuzz_regressions;
mod gfx12_verdicts;
mod hostile_inputs;
mod lds_addresses_cli;
mod lds_cli;
mod lds_diff;
mod profiles_cli;
mod replay_cli;
mod sarif_cli;
mod store_cli;
mod store_concurrency;
mod triton_gfx1250;
