def ops;
def A {
  dag d = (ops (ops 1,
