//! Spill weights: how much it costs to keep a virtual register in memory
//! instead of a register, per unit of live-range length (LLVM's
//! `VirtRegAuxInfo::weightCalcHelper` + `normalizeSpillWeight`).
//!
//! `weight(v) = Σ_{instructions i touching v} (reads(i) + writes(i)) ·
//! freq(block(i)) / (size(v) + 25 · InstrDist)`, where `freq` is the block
//! frequency relative to the entry ([`crate::analysis::freq`]), `size` the
//! number of program points the interval covers and `InstrDist` = 4 (the
//! points per instruction index, [`crate::analysis::intervals::Slot`]).
//! A value that can be rematerialized costs half (LLVM's rule).
//!
//! Invariants: weights are finite and ≥ 0; only the spiller's single-
//! instruction ranges get [`INFINITE`] (set by the caller, never here).

use crate::analysis::freq::BlockFreq;
use crate::analysis::intervals::{LiveInterval, SlotIndexes};

/// The weight of a range that must never be spilled or evicted.
pub const INFINITE: f32 = f32::INFINITY;

/// Program points per instruction index (LLVM's `SlotIndex::InstrDist`
/// in this crate's numbering).
const INSTR_DIST: f64 = 4.0;

/// The normalized spill weight of `iv` (see the module doc).
pub fn spill_weight(iv: &LiveInterval, slots: &SlotIndexes, freq: &BlockFreq, remat: bool) -> f32 {
    let mut sum = 0.0f64;
    for p in iv.defs.iter().chain(iv.uses.iter()) {
        let (b, _) = slots.locate(*p);
        sum += freq.freq(b);
    }
    let w = sum / (iv.size() as f64 + 25.0 * INSTR_DIST);
    let w = if remat { w * 0.5 } else { w };
    w as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::intervals::{ProgPoint, Segment, Slot};

    #[test]
    fn denser_ranges_weigh_more() {
        let f = crate::mir::Function {
            name: "f".into(),
            loc: Default::default(),
            tracks_reg_liveness: true,
            vregs: vec![],
            liveins: vec![],
            frame: Default::default(),
            fixed_stack: vec![],
            stack: vec![],
            other_keys: vec![],
            ir_attrs: Vec::new(),
            blocks: vec![crate::mir::BlockData {
                insts: vec![crate::mir::Inst::new("NOP", vec![]); 40],
                ..Default::default()
            }],
        };
        let slots = SlotIndexes::new(&f);
        let cfg = crate::analysis::cfg::Cfg::from_succs(vec![vec![]]);
        let dom = crate::analysis::dom::DomTree::new(&cfg);
        let loops = crate::analysis::loops::LoopForest::new(&cfg, &dom);
        let freq = BlockFreq::new(&cfg, &loops);
        let p = |i| ProgPoint::new(i, Slot::Register);
        let short = LiveInterval {
            segments: vec![Segment {
                start: p(1),
                end: p(3),
            }],
            defs: vec![p(1)],
            uses: vec![p(3)],
        };
        let long = LiveInterval {
            segments: vec![Segment {
                start: p(1),
                end: p(30),
            }],
            defs: vec![p(1)],
            uses: vec![p(30)],
        };
        let (ws, wl) = (
            spill_weight(&short, &slots, &freq, false),
            spill_weight(&long, &slots, &freq, false),
        );
        assert!(ws > wl, "{ws} vs {wl}");
        assert!((spill_weight(&short, &slots, &freq, true) - ws / 2.0).abs() < 1e-6);
    }
}
