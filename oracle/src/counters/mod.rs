//! Counter oracles, generators, comparator and minimizer (issue 5).
