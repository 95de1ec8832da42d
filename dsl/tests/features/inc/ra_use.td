// Read-ahead test helper: sees the macro defined by ra_define.td.
#ifdef RA_FLAG
def RA_FlagSeen : RAItem<1>;
#else
def RA_FlagMissing : RAItem<0>;
#endif
