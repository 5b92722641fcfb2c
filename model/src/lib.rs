//! wavebed's models: architecture profiles, the AMDGPU assembly front end, the
//! wait-counter models under test (legacy, seed, exact), the path walker, and
//! FlyDSL's `add_offset` chain IR with its canonicalizers and lowering.
//!
//! Models never depend on oracles (the `wavebed-oracle` crate); oracles read only
//! the public types here (profiles, instructions, chains).

#![forbid(unsafe_code)]

pub mod assume;
pub mod cfg;
pub mod chain;
pub mod contract;
pub mod counter;
pub mod demangle;
pub mod error;
pub mod inputs;
pub mod instr;
pub mod isa;
pub mod kernel_info;
pub mod lds;
pub mod parallel;
pub mod paths;
pub mod pipeline;
pub mod prng;
pub mod profile;
pub mod reg;
pub mod values;
pub mod wait;
pub mod wait_report;
pub mod walker;
