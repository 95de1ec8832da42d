//! Analyses of a [`Function`] that register allocation is built on, all
//! generic over the [`Target`]:
//! - [`cfg`](mod@cfg): successors, predecessors, reverse post-order, critical edges;
//! - [`dom`]: the dominator tree;
//! - [`loops`]: natural loops, nesting and loop depth;
//! - [`freq`]: block frequencies from the successor probabilities;
//! - [`liveness`]: live-in/live-out sets (virtual registers, register units);
//! - [`intervals`]: slot indexes ([`intervals::ProgPoint`]), live
//!   intervals, physical-register ranges on units, interference queries;
//! - [`stats`]: the summary `spillway mir stats` prints.
//!
//! [`Analysis::new`] runs them all, each on the results of the previous;
//! they are plain values, recomputed when a pass changes the function.

pub mod bitset;
pub mod cfg;
pub mod dom;
pub mod freq;
pub mod intervals;
pub mod liveness;
pub mod loops;
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
}
