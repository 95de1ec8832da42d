//! Analyses of a [`Function`] that register allocation is built on, all
//! generic over the [`Target`]:
//! - [`cfg`](mod@cfg): successors, predecessors, reverse post-order, critical edges;
//! - [`dom`]: the dominator tree;
//! - [`loops`]: natural loops, nesting and loop depth;
//! - [`freq`]: block frequencies from the successor probabilities;
//! - [`liveness`]: live-in/live-out sets (virtual registers, register units);
//! - [`intervals`]: slot indexes ([`intervals::ProgPoint`]), live
//!   intervals, physical-register ranges on units, interference queries;
//! - [`physlive`]: register units live after allocation (one transfer
//!   function for block live-ins, frame scratch registers and soften hosts);
//! - [`membound`]: a lower bound on values in memory at once, any allocation;
//! - [`stats`]: the summary `spillway mir stats` prints.
//!
//! [`Analysis::new`] runs them all, each on the results of the previous;
//! they are plain values, recomputed when a pass changes the function.
//! [`Analysis::update`] recomputes them after a change that only inserts,
//! removes or rewrites instructions (register allocation's rounds): the
//! CFG-level analyses are kept when the CFG is unchanged, and the interval
//! buffers are reused; the result equals a fresh [`Analysis::new`].

pub mod bitset;
pub mod cfg;
pub mod dom;
pub mod freq;
pub mod intervals;
pub mod liveness;
pub mod loops;
pub mod membound;
pub mod physlive;
pub mod stats;

use crate::mir::Function;
use crate::target::Target;

/// Every analysis of one function.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// The CFG.
    pub cfg: cfg::Cfg,
    /// Dominators.
    pub dom: dom::DomTree,
    /// Loops.
    pub loops: loops::LoopForest,
    /// Block frequencies.
    pub freq: freq::BlockFreq,
    /// Block liveness.
    pub liveness: liveness::Liveness,
    /// Live intervals and physical-register ranges.
    pub intervals: intervals::LiveIntervals,
}

impl Analysis {
    /// Runs every analysis on `f`.
    pub fn new(f: &Function, target: &Target) -> Analysis {
        let _timer = crate::timing::start(crate::timing::Stage::Liveness);
        let cfg = cfg::Cfg::new(f, target);
        let dom = dom::DomTree::new(&cfg);
        let loops = loops::LoopForest::new(&cfg, &dom);
        let freq = freq::BlockFreq::new(&cfg, &loops);
        let liveness = liveness::Liveness::new(f, target, &cfg);
        let intervals = intervals::LiveIntervals::new(f, target, &liveness);
        Analysis {
            cfg,
            dom,
            loops,
            freq,
            liveness,
            intervals,
        }
    }

    /// Brings every analysis up to date with `f`, which is `self`'s
    /// function after some change: equal to `Analysis::new(f, target)`.
    /// Dominators, loops and frequencies depend only on the CFG, so they
    /// are kept when the recomputed CFG equals the old one; liveness and
    /// intervals are recomputed (the intervals into the old buffers).
    pub fn update(&mut self, f: &Function, target: &Target) {
        let _timer = crate::timing::start(crate::timing::Stage::Liveness);
        let cfg = cfg::Cfg::new(f, target);
        // Invariant: `dom`, `loops` and `freq` were computed from
        // `self.cfg`, so they stay valid while the CFG is the same.
        if cfg != self.cfg {
            self.dom = dom::DomTree::new(&cfg);
            self.loops = loops::LoopForest::new(&cfg, &self.dom);
            self.freq = freq::BlockFreq::new(&cfg, &self.loops);
            self.cfg = cfg;
        }
        self.liveness = liveness::Liveness::new(f, target, &self.cfg);
        self.intervals.recompute(f, target, &self.liveness);
    }
}
