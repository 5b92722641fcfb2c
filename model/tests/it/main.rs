//! The integration tests of wavebed-model, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

// Tests and benchmarks may unwrap: a failed unwrap is a failed test
// (Cargo.toml, [workspace.lints]).
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod batch;
mod chain_cases;
mod chain_linear;
mod chain_parse;
mod chain_peel;
mod containers;
mod counter_assumptions;
mod counter_boundaries;
mod counter_conformance;
mod counter_llvm_waits;
mod counter_properties;
mod counter_report;
mod counter_support;
mod directive_support;
mod directives;
mod directives_llvm_mc;
mod frontend;
mod frontend_aiter;
mod frontend_gfx12_kernels;
mod frontend_llvm;
mod kernel_info;
mod lds_hazards;
mod lds_llvm;
mod native_decoder;
mod paths_widening;
mod profiles_llvm;
mod values;
mod vgpr_msb;
mod wait_llvm_mc;
mod walker_kernels;
mod walker_rules;
mod widen_gfx12_wait;
mod widen_join;
mod widen_xcnt;
