// include order as the evaluator meets it: includes at the top level, in a
// `let` block, in a `foreach` body and in an `if` (Spillway reads files
// ahead on a second thread in this order and must fall back when it guessed
// wrong), and macros one included file defines for the next.
include "ra_define.td"
include "ra_use.td"
let Value = 20 in {
  include "ra_let.td"
}
foreach i = [3, 4] in {
  include "ra_loop.td"
}
if 1 then {
  include "ra_if.td"
}
include "ra_after.td"
def RA_Top : RAItem<7>;
