// What the oracles speak: points and curve parameters as GMP integers, so
// that no oracle shares a type with the code it checks.
#pragma once

#include <gmpxx.h>

namespace tandem::oracles {

/// An affine point as plain integers; infinity ⇒ x = y = 0.
struct IntPoint {
  mpz_class x;
  mpz_class y;
  bool infinity = false;
  friend bool operator==(const IntPoint&, const IntPoint&) = default;
};

struct CurveInts {
  mpz_class p, a, b, gx, gy, n, h;
};

}  // namespace tandem::oracles
