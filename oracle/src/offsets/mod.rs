//! Offset-chain evaluator oracle and generators (issues 6, 7).
