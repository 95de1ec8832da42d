#include <stdio.h>
extern int no_functions_data;
int no_functions_used(int x) { return x + no_functions_data; }
int main(void) {
  printf("no_functions %d\n", no_functions_used(1));
  return 0;
}
