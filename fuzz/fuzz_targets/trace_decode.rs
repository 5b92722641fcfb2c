//! Any bytes into the `.wbt` trace reader: no panic, a reader that keeps its
//! contract, and bounded memory - enforced here by an allocator that aborts on
//! any single allocation above the format's largest block limit.
#![no_main]
use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;

use libfuzzer_sys::fuzz_target;

/// The largest block the format allows is the 256 MiB instruction table
/// (`limits::MAX_TABLE_RAW`); anything bigger was sized from untrusted bytes.
const MAX_ALLOC: usize = wavebed_replay::format::limits::MAX_TABLE_RAW as usize;

struct Bounded;

unsafe impl GlobalAlloc for Bounded {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        check(layout.size());
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        check(layout.size());
        System.alloc_zeroed(layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        check(new_size);
        System.realloc(ptr, layout, new_size)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
}

/// Aborts (libFuzzer reports a crash) without allocating: an allocator must
/// not unwind.
fn check(size: usize) {
    if size > MAX_ALLOC {
        let _ =
            std::io::stderr().write_all(b"trace_decode: allocation above the format's limits\n");
        std::process::abort();
    }
}

#[global_allocator]
static ALLOC: Bounded = Bounded;

fuzz_target!(|data: &[u8]| {
    if let Err(e) = wavebed_fuzzing::trace_decode(data) {
        panic!("trace_decode: {e}");
    }
});
