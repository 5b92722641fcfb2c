//! Wait instructions: text and raw forms, encode and decode per profile (issue 2).
