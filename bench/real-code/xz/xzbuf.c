/*
 * xzbuf.c: a liblzma workload for Spillway's real-code corpus (written
 * here; it needs only ISO C stdio, so it runs on picolibc too, where xz's
 * command line tool does not build).
 *
 *   xzbuf FILE...
 *
 * For each file and each of several encoder set-ups (xz presets 0, 3, 6
 * and 6e, LZMA2 after the x86 and delta filters, the legacy .lzma format,
 * the CRC64 and SHA-256 checks) it compresses the whole file in memory,
 * prints the compressed size and the CRC32 of the compressed bytes, decodes
 * the result with the matching decoder (and the auto decoder) and says
 * whether the decoded bytes equal the input. Exit status 1 on any error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <lzma.h>

static unsigned char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0, got;
  unsigned char *buf = malloc(cap);
  while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
    n += got;
    if (n == cap) {
      cap *= 2;
      unsigned char *grown = realloc(buf, cap);
      if (!grown) { free(buf); buf = NULL; }
      buf = grown;
    }
  }
  fclose(f);
  *len = n;
  return buf;
}

/* Runs a whole-buffer coder; returns the output length or -1. */
static long run_coder(lzma_stream *s, const unsigned char *in, size_t in_len,
                      unsigned char *out, size_t out_cap) {
  s->next_in = in;
  s->avail_in = in_len;
  s->next_out = out;
  s->avail_out = out_cap;
  lzma_ret r;
  do {
    r = lzma_code(s, LZMA_FINISH);
  } while (r == LZMA_OK && s->avail_out > 0);
  long n = (long)(out_cap - s->avail_out);
  lzma_end(s);
  return r == LZMA_STREAM_END ? n : -1;
}

enum kind { XZ, ALONE };
struct setup {
  const char *name;
  enum kind kind;
  uint32_t preset;
  lzma_vli pre_filter; /* LZMA_VLI_UNKNOWN: none */
  lzma_check check;
};

int main(int argc, char **argv) {
  static const struct setup setups[] = {
    {"-0", XZ, 0, LZMA_VLI_UNKNOWN, LZMA_CHECK_CRC32},
    {"-3", XZ, 3, LZMA_VLI_UNKNOWN, LZMA_CHECK_CRC64},
    {"-6", XZ, 6, LZMA_VLI_UNKNOWN, LZMA_CHECK_CRC64},
    {"-6e sha256", XZ, 6 | LZMA_PRESET_EXTREME, LZMA_VLI_UNKNOWN, LZMA_CHECK_SHA256},
    {"x86+lzma2", XZ, 2, LZMA_FILTER_X86, LZMA_CHECK_CRC32},
    {"delta+lzma2", XZ, 2, LZMA_FILTER_DELTA, LZMA_CHECK_NONE},
    {"lzma-alone", ALONE, 4, LZMA_VLI_UNKNOWN, LZMA_CHECK_NONE},
  };
  int status = 0;
  printf("liblzma %s\n", lzma_version_string());
  for (int i = 1; i < argc; i++) {
    size_t len;
    unsigned char *in = read_file(argv[i], &len);
    if (!in) { printf("%s: cannot read\n", argv[i]); status = 1; continue; }
    printf("%s: %lu bytes, crc32 %08lx, crc64 %016llx\n", argv[i], (unsigned long)len,
           (unsigned long)lzma_crc32(in, len, 0), (unsigned long long)lzma_crc64(in, len, 0));
    size_t cap = len + len / 2 + 4096;
    unsigned char *packed = malloc(cap), *back = malloc(len + 1);
    for (size_t k = 0; k < sizeof setups / sizeof setups[0]; k++) {
      const struct setup *su = &setups[k];
      lzma_options_lzma opt;
      lzma_options_delta delta = {.type = LZMA_DELTA_TYPE_BYTE, .dist = 4};
      if (lzma_lzma_preset(&opt, su->preset)) { status = 1; continue; }
      lzma_filter filters[3];
      int nf = 0;
      if (su->pre_filter != LZMA_VLI_UNKNOWN) {
        filters[nf].id = su->pre_filter;
        filters[nf].options = su->pre_filter == LZMA_FILTER_DELTA ? (void *)&delta : NULL;
        nf++;
      }
      filters[nf].id = LZMA_FILTER_LZMA2;
      filters[nf].options = &opt;
      nf++;
      filters[nf].id = LZMA_VLI_UNKNOWN;
      lzma_stream s = LZMA_STREAM_INIT;
      lzma_ret r = su->kind == ALONE ? lzma_alone_encoder(&s, &opt)
                                     : lzma_stream_encoder(&s, filters, su->check);
      long n = r == LZMA_OK ? run_coder(&s, in, len, packed, cap) : -1;
      if (n < 0) { printf("  %s: encoder error\n", su->name); status = 1; continue; }
      lzma_stream d = LZMA_STREAM_INIT;
      r = su->kind == ALONE ? lzma_alone_decoder(&d, UINT64_MAX)
                            : lzma_stream_decoder(&d, UINT64_MAX, LZMA_CONCATENATED);
      long m = r == LZMA_OK ? run_coder(&d, packed, (size_t)n, back, len + 1) : -1;
      lzma_stream a = LZMA_STREAM_INIT;
      long m2 = lzma_auto_decoder(&a, UINT64_MAX, 0) == LZMA_OK
                    ? run_coder(&a, packed, (size_t)n, back, len + 1) : -1;
      int same = m == (long)len && m2 == (long)len && memcmp(back, in, len) == 0;
      printf("  %-12s %7ld bytes, crc32 %08lx, decoded %s\n", su->name, n,
             (unsigned long)lzma_crc32(packed, (size_t)n, 0), same ? "same" : "DIFFERENT");
      if (!same) status = 1;
    }
    free(packed);
    free(back);
    free(in);
  }
  return status;
}
