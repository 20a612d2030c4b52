// Constant-time checks of fast/'s secp256k1 field and scalar: each
// operation named on the command line runs on inputs marked secret, and
// memcheck must report nothing; its outputs are then declassified. The _var
// functions, run the same way, must be reported: that shows the check sees
// fast/'s own code, not just the controls (ctcheck/CMakeLists.txt lists which
// is which).
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <map>
#include <string>

#include "ctcheck.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/fast/scalar.hpp"

namespace {

using namespace tandem;
using Bytes32 = std::array<std::uint8_t, 32>;

/// Fixed, irregular bytes (below p and n), to be marked secret.
Bytes32 secret_bytes(std::uint64_t seed) { return ctcheck::bytes_of(seed); }

fast::Fe secret_fe(std::uint64_t seed) {
  const Bytes32 b = secret_bytes(seed);
  fast::Fe a = fast::Fe::set_b32_mod(b);
  ctcheck::secret(&a, sizeof a);
  return a;
}

/// An Fe64 on any four words (the top bit set: Fe64 takes every value
/// below 2^256, not only those below p), marked secret.
fast::Fe64 secret_fe64(std::uint64_t seed) {
  Bytes32 b = secret_bytes(seed);
  b[0] |= 0x80;
  fast::Fe64 a = fast::Fe64::set_b32_mod(b);
  ctcheck::secret(&a, sizeof a);
  return a;
}

fast::Scalar secret_scalar(std::uint64_t seed) {
  const Bytes32 b = secret_bytes(seed);
  fast::Scalar a = fast::Scalar::set_b32(b);
  ctcheck::secret(&a, sizeof a);
  return a;
}

using ctcheck::reveal;

void reveal_fe(const fast::Fe& a) { reveal(fast::normalize(a).get_b32()); }
void reveal_fe64(const fast::Fe64& a) { reveal(fast::normalize(a).get_b32()); }

const tandem::ctcheck::Checks& checks() {
  using namespace tandem::fast;
  static const tandem::ctcheck::Checks m{
      // The field: constant time.
      {"fe_set_get_b32", [] {
         Bytes32 b = secret_bytes(1);
         ctcheck::secret(&b, sizeof b);
         reveal(normalize(Fe::set_b32_mod(b)).get_b32());
       }},
      {"fe_mul", [] { reveal_fe(mul(secret_fe(1), secret_fe(2))); }},
      {"fe_sqr", [] { reveal_fe(sqr(secret_fe(3))); }},
      {"fe_add_negate_mul_int_half", [] {
         const Fe a = secret_fe(4), b = secret_fe(5);
         reveal_fe(half(mul_int(add(a, negate(b, 1)), 3)));
       }},
      {"fe_normalize_weak", [] { reveal_fe(normalize_weak(add(secret_fe(6), secret_fe(7)))); }},
      {"fe_normalizes_to_zero", [] { reveal(normalizes_to_zero(secret_fe(8))); }},
      {"fe_equal_is_zero_is_odd", [] {
         const Fe a = secret_fe(9), b = secret_fe(10);
         reveal(equal(a, b));
         reveal(is_zero(normalize(a)));
         reveal(is_odd(normalize(a)));
       }},
      {"fe_cmov", [] {
         Fe r = secret_fe(11);
         bool flag = true;
         ctcheck::secret(&flag, sizeof flag);
         cmov(r, secret_fe(12), flag);
         reveal_fe(r);
       }},
      {"fe_inverse", [] { reveal_fe(inverse(secret_fe(13))); }},
      {"fe_sqrt", [] {
         Fe r;
         const bool ok = sqrt(r, secret_fe(14));
         reveal(ok);
         reveal_fe(r);
       }},
      {"fe_batch_inverse", [] {
         std::array<Fe, 4> in{secret_fe(15), secret_fe(16), Fe::from_int(0), secret_fe(17)};
         ctcheck::secret(&in[2], sizeof in[2]);  // a secret zero among them
         std::array<Fe, 4> out{};
         batch_inverse(out, in);
         for (const Fe& o : out) reveal_fe(o);
       }},
      // The 4×64 assembly kernels: constant time. A build without them fails
      // the check rather than passing it unseen. (Valgrind 3.19 runs mulx,
      // adcx and adox but its CPUID does not report BMI2/ADX, so
      // cpu_supported() is not asked here.)
      {"fe4x64_mul_sqr", [] {
         if (!fe4x64::kAvailable) {
           std::fprintf(stderr, "fe4x64 kernels unavailable here\n");
           std::exit(3);
         }
         const Bytes32 x = secret_bytes(18), y = secret_bytes(19);
         fe4x64::Words a{}, b{};
         for (std::size_t i = 0; i < 32; ++i) {
           a[i / 8] |= std::uint64_t{x[i]} << (8 * (i % 8));
           b[i / 8] |= std::uint64_t{y[i]} << (8 * (i % 8));
         }
         ctcheck::secret(&a, sizeof a);
         ctcheck::secret(&b, sizeof b);
         fe4x64::Words r{};
         fe4x64::mul(r, a, b);
         fe4x64::sqr(r, r);
         reveal(r);
       }},
      // sqrt's chain on the 4×64 kernels (sqrt itself runs it on 5×52).
      {"fe_sqrt_4x64", [] {
#if TANDEM_FAST_HAVE_4X64_ASM
         reveal_fe(detail::pow_p_plus_1_over_4_4x64(secret_fe(20)));
#else
         std::fprintf(stderr, "fe4x64 kernels unavailable here\n");
         std::exit(3);
#endif
       }},
      // The 4×64 field, Fe64 (field_4x64.hpp): constant time, each operation
      // alone. mul, sqr and sqr_n are the assembly kernels where the build
      // has BMI2/ADX (see fe4x64_mul_sqr on Valgrind and CPUID), the
      // portable limb code elsewhere; each output is revealed through
      // normalize, itself checked alone by fe64_normalize.
      {"fe64_set_get_b32", [] {
         Bytes32 b = secret_bytes(50);
         ctcheck::secret(&b, sizeof b);
         reveal(normalize(Fe64::set_b32_mod(b)).get_b32());
       }},
      {"fe64_mul", [] { reveal_fe64(mul(secret_fe64(51), secret_fe64(52))); }},
      {"fe64_sqr", [] { reveal_fe64(sqr(secret_fe64(53))); }},
      {"fe64_sqr_n", [] { reveal_fe64(sqr_n(secret_fe64(54), 7)); }},  // the count is public
      {"fe64_add", [] { reveal_fe64(add(secret_fe64(55), secret_fe64(56))); }},
      {"fe64_negate", [] { reveal_fe64(negate(secret_fe64(57), 1)); }},
      {"fe64_mul_int", [] { reveal_fe64(mul_int(secret_fe64(58), 0x7fffffff)); }},  // the factor is public
      {"fe64_half", [] { reveal_fe64(half(secret_fe64(59))); }},
      {"fe64_normalize", [] {
         const Fe64 n = normalize(secret_fe64(60));
         reveal(n.words());
       }},
      {"fe64_normalizes_to_zero", [] { reveal(normalizes_to_zero(secret_fe64(61))); }},
      {"fe64_cmov", [] {
         Fe64 r = secret_fe64(62);
         bool flag = true;
         ctcheck::secret(&flag, sizeof flag);
         cmov(r, secret_fe64(63), flag);
         reveal(r.words());
       }},
      {"fe64_equal", [] { reveal(equal(secret_fe64(64), secret_fe64(65))); }},
      {"fe64_is_zero_is_odd", [] {
         const Fe64 n = normalize(secret_fe64(66));
         reveal(is_zero(n));
         reveal(is_odd(n));
       }},
      {"fe64_inverse", [] { reveal_fe64(inverse(secret_fe64(67))); }},
      {"fe64_sqrt", [] {
         Fe64 r;
         const bool ok = sqrt(r, secret_fe64(68));
         reveal(ok);
         reveal(r.words());
       }},
      {"fe64_batch_inverse", [] {
         std::array<Fe64, 4> in{secret_fe64(69), secret_fe64(70), Fe64::from_int(0), secret_fe64(71)};
         ctcheck::secret(&in[2], sizeof in[2]);  // a secret zero among them
         std::array<Fe64, 4> out{};
         batch_inverse(out, in);
         for (const Fe64& o : out) reveal(o.words());
       }},
      // The scalar: constant time.
      {"sc_set_get_b32", [] {
         Bytes32 b = secret_bytes(20);
         ctcheck::secret(&b, sizeof b);
         bool overflow = false;
         const Scalar s = Scalar::set_b32(b, &overflow);
         reveal(overflow);
         reveal(s.get_b32());
       }},
      {"sc_add_mul_negate_half", [] {
         const Scalar a = secret_scalar(21), b = secret_scalar(22);
         reveal(half(negate(mul(add(a, b), b))).get_b32());
       }},
      {"sc_cond_negate_cmov", [] {
         bool flag = true;
         ctcheck::secret(&flag, sizeof flag);
         Scalar r = cond_negate(secret_scalar(23), flag);
         cmov(r, secret_scalar(24), flag);
         reveal(r.get_b32());
       }},
      {"sc_predicates", [] {
         const Scalar a = secret_scalar(25), b = secret_scalar(26);
         reveal(equal(a, b));
         reveal(is_zero(a));
         reveal(is_high(a));
         reveal(is_even(a));
       }},
      {"sc_get_bits", [] { reveal(get_bits(secret_scalar(27), 37, 5)); }},
      {"sc_inverse", [] { reveal(inverse(secret_scalar(28)).get_b32()); }},
      {"sc_split_lambda", [] {
         const GlvSplit s = split_lambda(secret_scalar(29));
         reveal(s.k1.get_b32());
         reveal(s.k2.get_b32());
         const GlvHalves h = split_lambda_halves(secret_scalar(30));
         reveal(h);
       }},
      {"sc_recode_signed_window", [] {
         Words256 k = secret_scalar(31).words();
         ctcheck::declassify(&k[0], 1);
         k[0] |= 1;  // odd, as the recoding requires (the caller's correction)
         ctcheck::secret(&k, sizeof k);
         std::array<int, 52> digits{};
         recode_signed_window(digits, k, 256, 5);
         reveal(digits);
       }},
      // Variable time: these must be reported on secret input.
      {"var_fe_normalize_var", [] { reveal_fe(normalize_var(add(secret_fe(40), secret_fe(41)))); }},
      {"var_fe_inverse_var", [] { reveal_fe(inverse_var(secret_fe(42))); }},
      {"var_fe_is_square_var", [] { reveal(is_square_var(secret_fe(43))); }},
      {"var_fe64_normalize_var", [] { reveal(normalize_var(secret_fe64(72)).words()); }},
      {"var_sc_inverse_var", [] { reveal(inverse_var(secret_scalar(44)).get_b32()); }},
      {"var_sc_wnaf_var", [] {
         std::array<int, 260> digits{};
         reveal(wnaf_var(digits, secret_scalar(45).words(), 256, 5));
         reveal(digits);
       }},
  };
  return m;
}

}  // namespace

int main(int argc, char** argv) { return tandem::ctcheck::run_driver(argc, argv, "ctcheck_fast_secp256k1", checks()); }
