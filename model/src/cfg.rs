//! Control flow per kernel: basic blocks, branch targets, loops (issue 4).
