//! The AMDGPU assembly front end (issue 2).
