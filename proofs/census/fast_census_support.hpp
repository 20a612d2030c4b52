// What the census of fast/'s strategies shares (fast_strategies.cpp for
// secp256k1, fast_curves.cpp for the other curves): an integer's 64-bit
// words, and the count of one call made after an uncounted warm-up.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <functional>

#include "tandem/fast/fp/words.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs::census_detail {

/// The N low 64-bit words of v ≥ 0, least significant first.
template <std::size_t N>
fast::Words<N> words_n(const mpz_class& v) {
  fast::Words<N> w{};
  mpz_class r = v;
  for (auto& x : w) {
    const mpz_class lo = r & mpz_class("ffffffffffffffff", 16);
    x = lo.get_ui();
    r >>= 64;
  }
  return w;
}

/// The count of one call, run once beforehand uncounted so that tables
/// built at first use are there already.
inline spec::OpCount count_after_warmup(const std::function<void()>& call) {
  {
    CountScope warm;
    call();
  }
  CountScope scope;
  call();
  return scope.counts();
}

}  // namespace tandem::proofs::census_detail
