class C;
foreach i = 0...9999999 in
  def : C;
