class C;
foreach i = !listsplat(0, 1000000) in
  foreach j = !listsplat(0, 1000000) in
    def : C;
