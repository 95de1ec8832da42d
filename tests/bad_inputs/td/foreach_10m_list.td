class C;
foreach i = !listsplat(0, 10000000) in
  def : C;
