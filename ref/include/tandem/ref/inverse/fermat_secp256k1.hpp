// 1/a = a^(p−2) on secp256k1's field by the chain libsecp256k1 used before
// safegcd (field_impl.h, secp256k1_fe_inv): the runs x2, x22, x223 of
// secp256k1_chain.hpp, then p − 2 = 1^223 0 1^22 0000 1 0 11 0 1 read left
// to right in Horner's way — shift by the next block's length (squarings),
// append its ones (one multiplication).
//
// Cost: 255S + 15M (the runs 222S + 11M, then 23S + 5S + 3S + 2S and 4M),
// against 255S + 248M for plain square-and-multiply on the same exponent.
// Counted by proofs/census; the exponent it computes is checked to be
// exactly p − 2 by tests/unit/inverse_chain_test.cpp.
// Shape: fixed (constant-time shape); 0 maps to 0.
#pragma once

#include "tandem/ref/field.hpp"
#include "tandem/ref/inverse/secp256k1_chain.hpp"
#include "tandem/spec/formula_info.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

inline constexpr spec::FormulaInfo inverse_fermat_secp256k1_info{
    "inverse_fermat_secp256k1",
    "libsecp256k1 field_impl.h secp256k1_fe_inv (until safegcd, 2021): runs 1, 2, 22, 223 of p − 2",
    {15, 255, 0}};

template <class F>
[[nodiscard]] F inverse_fermat_secp256k1_chain(const F& a) {
  const Secp256k1Runs<F> r = secp256k1_runs(a);  //                      222S 11M
  F t = sqr_n(r.x223, 23) * r.x22;               // … 0 1^22              23S 1M
  t = sqr_n(t, 5) * r.x1;                        // … 0000 1               5S 1M
  t = sqr_n(t, 3) * r.x2;                        // … 0 11                 3S 1M
  return sqr_n(t, 2) * r.x1;                     // … 0 1                  2S 1M
}

/// secp256k1's field prime 2^256 − 2^32 − 977.
[[nodiscard]] const mpz_class& secp256k1_p();

/// 1/a by the chain; Error::modulus_unsupported unless a is in a field of
/// modulus secp256k1_p() (the chain is for that p only),
/// Error::not_invertible for a = 0.
[[nodiscard]] Result<Fe> inverse_fermat_secp256k1(const Fe& a);

}  // namespace tandem::ref
