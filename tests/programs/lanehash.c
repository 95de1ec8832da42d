typedef unsigned long long u64;
typedef unsigned int u32;
/* A 24-lane hash: each lane mixes every input word with its own multiplier
   and rotation, and the lanes are folded together at the end. The 24 lane
   states (two registers each on rv32), the input pointer and the count are
   live across the loop: spills, and every callee-saved register in use. A
   leaf. */
#define ROTL(x, r) (((x) << (r)) | ((x) >> (64 - (r))))
#define LANE(s, m, r) s = ROTL(s ^ (v * (m)), r) + w
u64 lanehash(const u32 *in, int n) {
  u64 l0 = 0x0123, l1 = 0x4567, l2 = 0x89ab, l3 = 0xcdef, l4 = 0x1357, l5 = 0x2468;
  u64 l6 = 0x369c, l7 = 0x48ad, l8 = 0x5bdf, l9 = 0x6e02, l10 = 0x7f13, l11 = 0x8024;
  u64 l12 = 0x9135, l13 = 0xa246, l14 = 0xb357, l15 = 0xc468, l16 = 0xd579, l17 = 0xe68a;
  u64 l18 = 0xf79b, l19 = 0x08ac, l20 = 0x19bd, l21 = 0x2ace, l22 = 0x3bdf, l23 = 0x4cf0;
  for (int i = 0; i < n; i++) {
    u64 v = in[i], w = v ^ (u64)i;
    LANE(l0, 3, 5);    LANE(l1, 5, 7);    LANE(l2, 7, 11);   LANE(l3, 11, 13);
    LANE(l4, 13, 17);  LANE(l5, 17, 19);  LANE(l6, 19, 23);  LANE(l7, 23, 29);
    LANE(l8, 29, 31);  LANE(l9, 31, 37);  LANE(l10, 37, 41); LANE(l11, 41, 43);
    LANE(l12, 43, 47); LANE(l13, 47, 53); LANE(l14, 53, 59); LANE(l15, 59, 61);
    LANE(l16, 61, 3);  LANE(l17, 67, 9);   LANE(l18, 71, 15); LANE(l19, 73, 21);
    LANE(l20, 79, 27); LANE(l21, 83, 33); LANE(l22, 89, 39); LANE(l23, 97, 45);
  }
  return l0 ^ ROTL(l1, 1) ^ ROTL(l2, 2) ^ ROTL(l3, 3) ^ ROTL(l4, 4) ^ ROTL(l5, 5) ^
         ROTL(l6, 6) ^ ROTL(l7, 7) ^ ROTL(l8, 8) ^ ROTL(l9, 9) ^ ROTL(l10, 10) ^
         ROTL(l11, 11) ^ ROTL(l12, 12) ^ ROTL(l13, 13) ^ ROTL(l14, 14) ^ ROTL(l15, 15) ^
         ROTL(l16, 16) ^ ROTL(l17, 17) ^ ROTL(l18, 18) ^ ROTL(l19, 19) ^ ROTL(l20, 20) ^
         ROTL(l21, 21) ^ ROTL(l22, 22) ^ ROTL(l23, 23);
}
