//! The integration tests of wavebed-replay, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

mod assumptions;
mod bad_input;
mod common;
mod dictionary;
mod golden;
mod replay;
mod roundtrip;
mod store;
