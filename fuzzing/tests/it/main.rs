//! The integration tests of wavebed-fuzzing, one binary (linking one test binary per
//! file cost minutes on two CI cores): one module per subject.

mod choices;
mod mutants;
