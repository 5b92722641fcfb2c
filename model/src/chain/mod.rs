//! FlyDSL `add_offset` chains: IR, Fly MLIR text, rule sets, lowering (issue 6).
