//! The integration tests of wavebed-oracle, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

mod campaign;
mod gfx12;
mod listing;
mod llvm_corpus;
mod llvm_peer;
mod models;
mod offsets_campaign;
mod offsets_cases;
mod offsets_props;
mod oracles;
mod paths_enumeration;
mod regressions;
