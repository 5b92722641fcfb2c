//! The path walker: the instruction stream one wave executes (issue 4).
