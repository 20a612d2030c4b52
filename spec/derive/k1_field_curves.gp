\\ Derivation of the two test curves on secp256k1's field with a != 0
\\ (audit/include/tandem/audit/k1_field_curves.hpp): they let fast/'s a = -3
\\ and generic-a formulas, which run on secp256k1's fast fields, be compared
\\ with ref on concrete points.
\\ Run with PARI/GP (Debian package pari-gp):  gp -q spec/derive/k1_field_curves.gp
\\ (a few minutes: SEA point counts of 256-bit curves). It prints the values
\\ stored in k1_field_curves.hpp; a changed line means the data and its
\\ derivation no longer agree.
\\
\\ k1f-m3:  y^2 = x^3 - 3x + b, the first b = 1, 2, ... with prime #E
\\          (as P-256 has): no 2-torsion, the complete formulas' home.
\\ k1f-gen: y^2 = x^3 + 5x + b with b = -(r^3 + 5r), r = 1, 2, ... the first
\\          with #E = 2 * prime: (r, 0) is a point of order two, n = #E / 2,
\\          h = 2.
\\ G is h * (x, y) for the smallest x = 1, 2, ... on the curve where that
\\ is not O, then y made even.
default(parisizemax, 2^30);
p = 2^256 - 2^32 - 977;
gen(E, h) = {
  my(x = 0, P = [0]);
  while (P == [0],
    x++;
    if (issquare(Mod(x, p)^3 + E.a4 * x + E.a6),
      P = ellmul(E, [Mod(x, p), sqrt(Mod(x, p)^3 + E.a4 * x + E.a6)], h)));
  if (lift(P[2]) % 2 == 1, P = ellneg(E, P));
  P
};
{
b = 1;
while (1,
  E = ellinit([-3, b], p);
  if (E != [], N = ellsea(E, 1); if (N != 0 && isprime(N), break));
  b++);
G = gen(E, 1);
printf("k1f-m3: a=%x b=%x gx=%x gy=%x n=%x h=1\n", lift(Mod(-3, p)), b, lift(G[1]), lift(G[2]), N);
r = 1;
while (1,
  B = lift(Mod(-(r^3 + 5 * r), p));
  E = ellinit([5, B], p);
  if (E != [], N = ellsea(E, 2); if (N != 0 && isprime(N / 2), break));
  r++);
G = gen(E, 2);
printf("k1f-gen: a=5 b=%x gx=%x gy=%x n=%x h=2 two_torsion_x=%x\n", B, lift(G[1]), lift(G[2]), N / 2, r);
}
