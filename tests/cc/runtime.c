/* runtime.c: what real programs ask of the C library, on both targets
   (tests/cc_runtime.rs): argv, the environment, the heap, files (write,
   read, seek, rename, remove, directories, a stream left open at exit),
   errno, time, clock, setjmp/longjmp, standard input, atexit, qsort,
   strtod and the exit status. It prints the same lines with glibc (rv64)
   and picolibc + Spillway's runtime (rv32). */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

static jmp_buf env;
static int depth;

static void dive(int n) {
  depth = n;
  if (n == 5) longjmp(env, n * 10);
  dive(n + 1);
}

static int cmp(const void *a, const void *b) {
  return *(const int *)a - *(const int *)b;
}

static void bye(void) { printf("atexit: bye\n"); }
static void bye_first(void) { printf("atexit: first\n"); }

int main(int argc, char **argv) {
  atexit(bye);
  atexit(bye_first);
  printf("argc=%d argv[1]=%s argv[2]=%s\n", argc, argc > 1 ? argv[1] : "-", argc > 2 ? argv[2] : "-");
  const char *v = getenv("SPILLWAY_RT_TEST");
  printf("env=%s missing=%s\n", v ? v : "(null)", getenv("SPILLWAY_RT_NONE") ? "set" : "unset");

  /* The heap: one large block and many small ones. */
  size_t big = 8u << 20;
  unsigned char *p = malloc(big);
  if (!p) return 10;
  memset(p, 0xab, big);
  unsigned long sum = 0;
  for (size_t i = 0; i < big; i += 4096) sum += p[i];
  free(p);
  void *blocks[1000];
  for (int i = 0; i < 1000; i++) blocks[i] = malloc((size_t)(i % 97) + 1);
  for (int i = 0; i < 1000; i++) free(blocks[i]);
  printf("heap sum=%lu\n", sum);

  /* Files. */
  FILE *f = fopen("rt-data.txt", "w");
  if (!f) return 11;
  for (int i = 0; i < 1000; i++) fprintf(f, "%d\n", i * i);
  fclose(f);
  f = fopen("rt-data.txt", "r+");
  if (!f) return 12;
  long total = 0;
  int x;
  while (fscanf(f, "%d", &x) == 1) total += x;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fseek(f, 0, SEEK_SET);
  fputs("9", f);
  fseek(f, 0, SEEK_SET);
  char line[32];
  fgets(line, sizeof line, f);
  fclose(f);
  printf("file total=%ld size=%ld first=%s", total, size, line);
  unsigned char bin[256], back[256];
  for (int i = 0; i < 256; i++) bin[i] = (unsigned char)i;
  f = fopen("rt-data.bin", "wb");
  fwrite(bin, 1, sizeof bin, f);
  fclose(f);
  if (rename("rt-data.bin", "rt-data2.bin") != 0) return 13;
  f = fopen("rt-data2.bin", "rb");
  size_t got = fread(back, 1, sizeof back, f);
  fclose(f);
  printf("binary read=%zu same=%d\n", got, memcmp(bin, back, sizeof bin) == 0);
  // File attributes (bzip2 and lz4 copy them to their outputs): lstat,
  // chmod/fchmod, chown/fchown to the file's own owner, utime.
  struct stat sa, sb;
  int lst = lstat("rt-data2.bin", &sa);
  int cm = chmod("rt-data2.bin", 0640);
  stat("rt-data2.bin", &sb);
  int mode1 = (int)(sb.st_mode & 0777);
  FILE *af = fopen("rt-data2.bin", "rb");
  int fm = fchmod(fileno(af), 0604);
  int fo = fchown(fileno(af), sb.st_uid, sb.st_gid);
  fclose(af);
  int co = chown("rt-data2.bin", sb.st_uid, sb.st_gid);
  stat("rt-data2.bin", &sb);
  struct utimbuf ut = {1234567890, 1300000000};
  int u = utime("rt-data2.bin", &ut);
  struct stat sc;
  stat("rt-data2.bin", &sc);
  printf("attrs lstat=%d size=%ld chmod=%d mode=%o fchmod=%d mode=%o chown=%d,%d utime=%d mtime=%ld\n",
         lst, (long)sa.st_size, cm, mode1, fm, (int)(sb.st_mode & 0777), fo, co, u, (long)sc.st_mtime);
  printf("sysconf page=%ld cpus>=1:%d\n", sysconf(_SC_PAGESIZE), sysconf(_SC_NPROCESSORS_ONLN) >= 1);
  printf("remove=%d again=%d\n", remove("rt-data2.bin"), remove("rt-data2.bin") == 0);
  errno = 0;
  f = fopen("no-such-dir/x.txt", "r");
  printf("missing file: %s errno=ENOENT:%d\n", f ? "opened" : "null", errno == ENOENT);
  /* An error number above ERANGE (picolibc's differ from Linux's). */
  mkdir("rt-dir", 0755);
  fclose(fopen("rt-dir/f", "w"));
  errno = 0;
  int rd = rmdir("rt-dir");
  printf("rmdir non-empty=%d ENOTEMPTY:%d\n", rd, errno == ENOTEMPTY);
  remove("rt-dir/f");
  printf("rmdir empty=%d\n", rmdir("rt-dir"));
  FILE *left_open = fopen("rt-left-open.txt", "w");
  fputs("written at exit\n", left_open);

  /* Time. */
  time_t t = time(NULL);
  clock_t c0 = clock();
  volatile unsigned long spin = 0;
  for (unsigned long i = 0; i < 3000000; i++) spin += i;
  clock_t c1 = clock();
  printf("time plausible=%d clock ok=%d\n", t > 1600000000, c0 >= 0 && c1 >= c0);

  /* setjmp/longjmp through several frames. */
  int r = setjmp(env);
  if (r == 0) dive(0);
  printf("longjmp r=%d depth=%d\n", r, depth);

  /* Standard input. */
  char in[64] = "";
  if (fgets(in, sizeof in, stdin)) in[strcspn(in, "\n")] = 0;
  printf("stdin=%s\n", in);

  /* Library functions. */
  int a[] = {5, 3, 9, 1, 7};
  qsort(a, 5, sizeof a[0], cmp);
  printf("qsort=%d%d%d%d%d strtod=%.4f\n", a[0], a[1], a[2], a[3], a[4], strtod("2.71828", NULL));
  char buf[32];
  snprintf(buf, sizeof buf, "%08.3f|%-5s|%x", 3.14159, "ab", 255);
  printf("snprintf=%s\n", buf);
  fprintf(stderr, "to stderr\n");
  return argc == 3 ? 7 : 0;
}
