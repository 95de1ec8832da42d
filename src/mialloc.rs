//! The global allocator: mimalloc, entered through its plain entry points
//! (`mi_malloc`, `mi_zalloc`, `mi_realloc`) whenever the alignment asked for
//! is one that mimalloc gives every block of that size anyway, and through
//! the aligned ones otherwise. The `mimalloc` crate's own `GlobalAlloc`
//! always calls `mi_malloc_aligned`/`mi_zalloc_aligned`/`mi_realloc_aligned`,
//! whose checks and slow paths cost about 20 instructions more per
//! allocation; the TableGen front end makes about a million small
//! allocations per run.
//!
//! Measured (2026-11-23, callgrind `--separate-threads=yes`, full-prelude
//! `spillway tblgen --print-records`, evaluator thread; the command is in
//! doc/PERFORMANCE.md, "TableGen front end"): see the row "mimalloc through
//! its unaligned entry points" there. This is the one module of the binary
//! where `unsafe` is allowed (the crate denies it everywhere else; the `dsl`
//! crate forbids it).
//!
//! Safety argument. `GlobalAlloc` requires the returned block to be at least
//! `layout.size()` bytes aligned to `layout.align()` (or null on failure),
//! and `dealloc`/`realloc` to accept exactly the pointers this allocator
//! returned:
//! - mimalloc returns blocks aligned to `MI_MAX_ALIGN_SIZE` (16 on the
//!   64-bit targets we build for) whenever the size is at least the
//!   alignment: its own `mi_malloc_is_naturally_aligned` (alloc-aligned.c)
//!   answers yes for `alignment <= size && alignment <= MI_MAX_ALIGN_SIZE`,
//!   and `mi_malloc_aligned` then calls the plain allocation. So for those
//!   layouts `mi_malloc`/`mi_zalloc` meet the contract; every other layout
//!   still goes to the aligned entry points, as before.
//! - `mi_realloc(p, n)` either returns `p` itself (which was aligned for the
//!   same alignment when it was allocated) or a fresh `mi_malloc(n)` block
//!   with the contents copied, aligned by the rule above when
//!   `align <= n && align <= 16`; otherwise `mi_realloc_aligned` is used.
//! - `mi_free` accepts any pointer returned by any of these functions
//!   (aligned blocks included), which is what the crate's allocator did too.
//! - All functions return null on failure, as `GlobalAlloc` expects; none of
//!   them unwinds.
#![allow(unsafe_code)]

use libmimalloc_sys as ffi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment mimalloc guarantees for every block at least this large
/// (`MI_MAX_ALIGN_SIZE` in mimalloc's `types.h`).
const MI_MAX_ALIGN_SIZE: usize = 16;

/// mimalloc as Rust's global allocator (see the module documentation).
pub struct MiMalloc;

/// Does a plain mimalloc block of `size` bytes meet alignment `align`?
#[inline(always)]
fn natural(align: usize, size: usize) -> bool {
    align <= MI_MAX_ALIGN_SIZE && align <= size
}

// SAFETY: see the module documentation: every path returns a block of at
// least the requested size and alignment (or null), and frees only blocks
// mimalloc allocated.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain C allocation calls; the alignment rule is argued above.
        unsafe {
            if natural(layout.align(), layout.size()) {
                ffi::mi_malloc(layout.size()) as *mut u8
            } else {
                ffi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`; both return zeroed memory.
        unsafe {
            if natural(layout.align(), layout.size()) {
                ffi::mi_zalloc(layout.size()) as *mut u8
            } else {
                ffi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator, i.e. from mimalloc.
        unsafe { ffi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from mimalloc; the result's alignment is argued
        // in the module documentation.
        unsafe {
            if natural(layout.align(), new_size) {
                ffi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                ffi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

/// Turns transparent huge pages off for the rest of the process (Linux's
/// `prctl(PR_SET_THP_DISABLE)`, what mimalloc's `MIMALLOC_ALLOW_THP=0` does
/// at start). `tblgen` on a whole LLVM target keeps ~400 MB of small blocks
/// alive; with 2 MB pages the partly used ones round its resident memory
/// up and each fault zeroes 2 MB (X86 `--print-records`: peak RSS 489 ->
/// 436 MB, system time 0.57 -> 0.33 s; doc/PERFORMANCE.md). Does nothing
/// elsewhere or when the kernel refuses.
pub fn disable_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: `prctl` with integer arguments only (no memory is passed);
    // its result is ignored (THP stay on if it fails).
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every size up to 200 bytes with every alignment up to 64, allocated,
    /// grown, shrunk and freed, comes back aligned with its contents kept;
    /// zeroed blocks are zero.
    #[test]
    fn blocks_are_aligned_and_keep_their_contents() {
        let a = MiMalloc;
        for align in [1usize, 2, 4, 8, 16, 32, 64] {
            for size in 1..=200usize {
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: non-zero sizes; each pointer is used within its
                // block, with the layout it was allocated with, and freed once.
                unsafe {
                    let p = a.alloc(layout);
                    assert!(!p.is_null());
                    assert_eq!(p as usize % align, 0, "alloc {size} align {align}");
                    for k in 0..size {
                        *p.add(k) = k as u8;
                    }
                    let big = size * 3 + 1;
                    let q = a.realloc(p, layout, big);
                    assert_eq!(q as usize % align, 0, "grow {size} align {align}");
                    assert!((0..size).all(|k| *q.add(k) == k as u8));
                    let small = (size / 2).max(1);
                    let big_layout = Layout::from_size_align(big, align).unwrap();
                    let r = a.realloc(q, big_layout, small);
                    assert_eq!(r as usize % align, 0, "shrink {size} align {align}");
                    assert!((0..small).all(|k| *r.add(k) == k as u8));
                    a.dealloc(r, Layout::from_size_align(small, align).unwrap());
                    let z = a.alloc_zeroed(layout);
                    assert_eq!(z as usize % align, 0, "zeroed {size} align {align}");
                    assert!((0..size).all(|k| *z.add(k) == 0));
                    a.dealloc(z, layout);
                }
            }
        }
    }
}
