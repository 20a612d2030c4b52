// Constant-time checks of fast/fp/'s PrimeField: each operation named on the
// command line runs on elements marked secret, and memcheck must report
// nothing; its outputs are then declassified. The moduli cover every shape
// the code takes: four words with safegcd's inverse (P-256's p and n), six
// and nine words with Fermat's (P-384's p, P-521's p), and each square-root
// method (a^((p+1)/4) for P-256, Atkin for secp224k1, the constant-time
// Tonelli–Shanks for P-224), and the pseudo-Mersenne reduction on
// secp192k1's, secp224k1's and P-521's p (the fold with c of 33 bits and
// with c = 1, safegcd's and Fermat's inverse, Atkin's root). The _var
// functions, run the same way, must be
// reported (ctcheck/CMakeLists.txt lists which is which).
#include <array>
#include <cstdint>
#include <string>

#include "ctcheck.hpp"
#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/prime_field_inverse.hpp"
#include "tandem/fast/fp/prime_field_sqrt.hpp"

namespace {

using namespace tandem;
using ctcheck::reveal;

/// An element of F from fixed, irregular words below m, marked secret.
template <class F>
F secret_element(std::uint64_t seed) {
  const auto b = ctcheck::bytes_of(seed);
  fast::Words<F::kWords> w{};
  for (std::size_t i = 0; i < F::kWords; ++i) {
    for (std::size_t j = 0; j < 8; ++j) w[i] = (w[i] << 8) | b[(8 * i + j) % 32];
  }
  w[F::kWords - 1] &= (F::kBits % 64 == 0) ? (~std::uint64_t{0} >> 1) : ((std::uint64_t{1} << (F::kBits % 64 - 1)) - 1);
  F a = F::from_words(w);
  ctcheck::secret(&a, sizeof a);
  return a;
}

template <class F>
void reveal_element(const F& a) {
  reveal(a.get_bytes());
}

using P256 = fast::PrimeField<fast::CurvePrime<fast::P256Tag>>;
using N256 = fast::PrimeField<fast::CurveOrder<fast::P256Tag>>;
using P384 = fast::PrimeField<fast::CurvePrime<fast::P384Tag>>;
using P521 = fast::PrimeField<fast::CurvePrime<fast::P521Tag>>;
using P224 = fast::PrimeField<fast::CurvePrime<fast::P224Tag>>;
using K224 = fast::PrimeField<fast::CurvePrime<fast::Secp224k1Tag>>;
// The pseudo-Mersenne policy, forced whatever the curves choose.
template <class M>
using Folded = fast::PrimeField<fast::fp::WithReduction<M, fast::fp::Reduction::pseudo_mersenne>>;
using PmK192 = Folded<fast::CurvePrime<fast::Secp192k1Tag>>;
using PmK224 = Folded<fast::CurvePrime<fast::Secp224k1Tag>>;
using PmP521 = Folded<fast::CurvePrime<fast::P521Tag>>;

/// The arithmetic of F on secret elements: mul, sqr, add, sub, negate,
/// half, mul_int, and the predicates, each revealed.
template <class F>
void arithmetic() {
  const F a = secret_element<F>(1), b = secret_element<F>(2);
  reveal_element(mul(a, b));
  reveal_element(sqr_n(sqr(a), 3));
  reveal_element(half(mul_int(sub(add(a, b), negate(b, 1)), 3)));
  reveal(equal(a, b));
  reveal(is_zero(a));
  reveal(is_odd(a));
  reveal(is_high(a));
  F r = a;
  cmov(r, b, is_odd(b));
  reveal_element(cond_negate(r, is_high(a)));
}

template <class F>
void encodings() {
  auto bytes = secret_element<F>(3).get_bytes();
  ctcheck::secret(&bytes, sizeof bytes);
  std::array<std::uint8_t, 2 * F::kBytes> wide{};
  for (std::size_t i = 0; i < wide.size(); ++i) wide[i] = bytes[i % F::kBytes];
  ctcheck::secret(&wide, sizeof wide);
  bool overflow = false;
  reveal_element(F::reduce_bytes(wide, &overflow));
  reveal(overflow);
  reveal(secret_element<F>(4).to_words());
}

template <class F>
void square_root() {
  F r;
  const F a = sqr(secret_element<F>(5));
  reveal(fast::sqrt(r, a));
  reveal_element(r);
}

const ctcheck::Checks& checks() {
  static const ctcheck::Checks m{
      {"fp_p256_arithmetic", arithmetic<P256>},
      {"fp_n256_arithmetic", arithmetic<N256>},
      {"fp_p384_arithmetic", arithmetic<P384>},
      {"fp_p521_arithmetic", arithmetic<P521>},
      {"fp_p256_encodings", encodings<P256>},
      {"fp_p521_encodings", encodings<P521>},
      {"fp_p256_inverse", [] { reveal_element(inverse(secret_element<P256>(6))); }},
      {"fp_n256_inverse", [] { reveal_element(inverse(secret_element<N256>(7))); }},
      {"fp_p384_inverse", [] { reveal_element(inverse(secret_element<P384>(8))); }},
      {"fp_pm_k192_arithmetic", arithmetic<PmK192>},
      {"fp_pm_k224_arithmetic", arithmetic<PmK224>},
      {"fp_pm_p521_arithmetic", arithmetic<PmP521>},
      {"fp_pm_k224_encodings", encodings<PmK224>},
      {"fp_pm_p521_encodings", encodings<PmP521>},
      {"fp_pm_k224_inverse", [] { reveal_element(inverse(secret_element<PmK224>(15))); }},
      {"fp_pm_p521_inverse", [] { reveal_element(inverse(secret_element<PmP521>(16))); }},
      {"fp_pm_k224_sqrt", square_root<PmK224>},
      {"fp_p256_sqrt", square_root<P256>},
      {"fp_k224_sqrt", square_root<K224>},
      {"fp_p224_sqrt", square_root<P224>},
      // Variable time: these must be reported on secret input.
      {"var_fp_p256_inverse_var", [] { reveal_element(inverse_var(secret_element<P256>(9))); }},
      {"var_fp_p384_inverse_var", [] { reveal_element(inverse_var(secret_element<P384>(14))); }},
      {"var_fp_p256_is_square_var", [] { reveal(is_square_var(secret_element<P256>(10))); }},
      {"var_fp_p224_sqrt_var", [] {
         P224 r;
         reveal(fast::sqrt_var(r, sqr(secret_element<P224>(11))));
         reveal_element(r);
       }},
      {"var_fp_pm_k224_inverse_var", [] { reveal_element(inverse_var(secret_element<PmK224>(17))); }},
      {"var_fp_p256_equal_var", [] { reveal(equal_var(secret_element<P256>(12), secret_element<P256>(13))); }},
  };
  return m;
}

}  // namespace

int main(int argc, char** argv) { return tandem::ctcheck::run_driver(argc, argv, "ctcheck_fast_prime_field", checks()); }
