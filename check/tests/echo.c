/* The least implementation of the line protocol: it declares k·G on
   secp256k1 and answers every request at once with the same point (G), on
   its own channel (descriptors 3 and 4) when tandem check gives one. What
   tandem check spends on a request against it is the protocol's own cost
   (bench/check_bench.cpp measures it). Not a correct implementation: the
   benchmark never compares its answers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  static const char g[] =
      "ok 0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"
      "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8\n";
  FILE *in = stdin, *out = stdout;
  char line[1 << 16];
  if (getenv("TANDEM_CHECK_FD") != NULL && getenv("TANDEM_CHECK_IN_FD") != NULL) {
    out = fdopen(atoi(getenv("TANDEM_CHECK_FD")), "w");
    in = fdopen(atoi(getenv("TANDEM_CHECK_IN_FD")), "r");
    if (out == NULL || in == NULL) return 1;
  }
  fputs("tandem-check 1\nname echo 1\ncurve secp256k1 mul_gen -\nready\n", out);
  fflush(out);
  while (fgets(line, sizeof line, in) != NULL) {
    fputs(g, out);
    fflush(out); /* one write a reply, as a program answering line by line does */
  }
  return 0;
}
