//! Itanium demangling of a kernel symbol's base name, as reports print it.
