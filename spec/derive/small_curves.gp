\\ Derivation of tandem's small curves (docs/small-curves.md).
\\ Run with PARI/GP (Debian package pari-gp):  gp -q spec/derive/small_curves.gp
\\ It prints, for each small curve, the values stored in
\\ spec/include/tandem/spec/curves.hpp; a changed line means the data and its
\\ derivation no longer agree.

\\ ---- Subgroups of order 7, 13 and 199 on y^2 = x^3 + B over secp256k1's p ----
\\ For each wanted order n take the first B in the listed sequence whose group
\\ order #E (ellcard, SEA) is divisible by n; reach the n-torsion from the
\\ first point (x, y) with x = 1, 2, ... and y even, by multiplying with
\\ #E / n^v and then by n until the order is n; keep the point only if
\\ the endomorphism (x, y) -> (beta x, y) acts on it as a scalar lambda.
p = 2^256 - 2^32 - 977;
beta = Mod(0x7ae96a2b657c07106e64479eac3434e99cf0497512f58995c1396c28719501ee, p);
hex(v) = Strprintf("%x", v);
{
foreach([7, 13, 199], n,
  B = 1;
  while (ellcard(ellinit([0, 0, 0, 0, B], p)) % n != 0, B++);
  E = ellinit([0, 0, 0, 0, B], p); N = ellcard(E); v = valuation(N, n);
  x = 1; G = 0; lam = 0;
  while (lam == 0,
    if (issquare(Mod(x, p)^3 + B),
      y = sqrt(Mod(x, p)^3 + B); if (lift(y) % 2 == 1, y = -y);
      P = ellmul(E, [Mod(x, p), y], N / n^v);
      while (P != [0] && ellmul(E, P, n) != [0], P = ellmul(E, P, n));
      if (P != [0],
        for (l = 2, n - 1, if (ellmul(E, P, l) == [beta * P[1], P[2]], lam = l; G = P))));
    x++);
  printf("k1-%d: b=%x gx=%x gy=%x n=%x h=%x lambda=%x group=%s\n", n, B,
         lift(G[1]), lift(G[2]), n, N / n, lam, ellgroup(E)));
}

\\ ---- Tiny prime fields with prime group order ----
\\ For the a = -3 and generic-a families: the first b = 1, 2, ... with a
\\ non-zero discriminant and prime #E; G is the point with the smallest x
\\ whose y is non-zero, with y even.
{
foreach([["tiny-m3", 257, -3], ["tiny-gen", 251, 5]], t,
  q = t[2]; a = t[3];
  b = 1;
  while ((4 * a^3 + 27 * b^2) % q == 0 || !isprime(ellcard(ellinit([0, 0, 0, a, b], q))), b++);
  E = ellinit([0, 0, 0, a, b], q); N = ellcard(E);
  x = 0;
  while (!issquare(Mod(x, q)^3 + a * x + b) || Mod(x, q)^3 + a * x + b == 0, x++);
  y = sqrt(Mod(x, q)^3 + a * x + b); if (lift(y) % 2 == 1, y = -y);
  printf("%s-%d: p=%x a=%x b=%x gx=%x gy=%x n=%x\n", t[1], N, q, a % q, b, x, lift(y), N));
}

\\ ---- A tiny field with an even group order ----
\\ For the complete formulas' one exception (P - Q of order 2, Renes-Costello-
\\ Batina 2016 section 1): on F_257 with a = -3, the first b = 1, 2, ... with a
\\ non-zero discriminant and #E = 2q, q prime (so E(F_p) is cyclic with one
\\ point of order 2); G is the point of order q with the smallest x, y even.
{
q = 257; a = -3;
b = 1;
while ((4 * a^3 + 27 * b^2) % q == 0 || (N = ellcard(ellinit([0, 0, 0, a, b], q))) % 2 != 0 || !isprime(N / 2), b++);
E = ellinit([0, 0, 0, a, b], q); n = N / 2;
x = 0;
while (!issquare(Mod(x, q)^3 + a * x + b) || Mod(x, q)^3 + a * x + b == 0
       || ellorder(E, [Mod(x, q), sqrt(Mod(x, q)^3 + a * x + b)]) != n, x++);
y = sqrt(Mod(x, q)^3 + a * x + b); if (lift(y) % 2 == 1, y = -y);
printf("tiny-m3-2x%d: p=%x a=%x b=%x gx=%x gy=%x n=%x h=%x group=%s order-2 x=%s\n", n, q, a % q, b, x, lift(y), n,
       N / n, ellgroup(E), lift(polrootsmod('X^3 + a * 'X + b, q)));
}
