// fast/'s secp256k1 field and scalar against the reference (GMP): what a CI
// pipeline runs to fuzz an optimization against its trusted statement.
//
// Input: [operation] then operands. A field operand is one byte and its
// data: the byte's low six bits pick a magnitude the operation's contract
// allows; with its top bit clear, 32 bytes are a value below 2^256 spread
// over the limbs plus (m − 1)·2p limb by limb (so values near p and 2^256,
// the hard cases for the carries, are a few byte flips away); with it set,
// 40 bytes are five raw limbs, each reduced into [0, bound] of magnitude m.
// A scalar operand is 32 bytes. Every result must equal ref's mod p (or n),
// and its limbs must meet the output contract (normalized: canonical).
// Operation 19 feeds two raw 32-byte integers to the 4×64 assembly kernels.
// Operations 20 and 21 feed two raw 32-byte integers, any words (≥ p
// included), to Fe64, the 4×64 field (field_4x64.hpp): its one contract is
// "in: below 2^256, out: below 2^256, ≡ ref's result mod p" (normalize and
// the inverse and sqrt outputs: below p), so every result is held to ref
// mod p and the normalized ones to ref's canonical value exactly.
//
// With TANDEM_FUZZ_PLANTED_BUG, normalize is the broken twin of
// proofs/limbs/field_twins.hpp that drops the carry into the top limb of
// t + C: wrong only for t within 2^32 of 2^256 (t ≥ p), which uniform
// random inputs essentially never reach (fuzz.fast_planted_bug).
#include <array>
#include <span>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/audit/fast_values.hpp"
#ifdef TANDEM_FUZZ_PLANTED_BUG
#include "proofs/limbs/field_twins.hpp"
#endif

namespace {

using namespace tandem;
namespace test = tandem::audit::fastv;
namespace contract = fast::fe_contract;
using fast::Fe;
using fast::Fe64;
using fast::Scalar;
using test::scalar_value;

struct Operand {
  Fe fe;
  int magnitude;
};

Operand read_fe(fuzz::Input& in, int max_magnitude) {
  const std::uint8_t b = in.byte();
  const int m = 1 + (b & 0x3f) % max_magnitude;
  Fe::Limbs n{};
  if ((b & 0x80) != 0) {
    for (int i = 0; i < 5; ++i) {
      const mpz_class raw = in.integer(8);
      n[static_cast<std::size_t>(i)] = mpz_class(raw % test::u64z(contract::limb_bound(m, i) + 1)).get_ui();
    }
    return {Fe::from_limbs(n, m, false), m};
  }
  return {test::at_magnitude(in.integer(32), m), m};
}

Scalar read_scalar(fuzz::Input& in, bool* overflow = nullptr) {
  const std::array<std::uint8_t, 32> b = test::be32(in.integer(32));
  return Scalar::set_b32(b, overflow);
}

mpz_class mod_p(const mpz_class& v) { return test::fp().from_mpz(v).value(); }
mpz_class mod_n(const mpz_class& v) { return test::fn().from_mpz(v).value(); }

[[noreturn]] void fail(const std::string& op, const std::string& what) { fuzz::disagree("fast " + op + ": " + what); }

/// r ≡ expected (mod p), with limbs within magnitude m.
void expect_fe(const std::string& op, const Fe& r, const mpz_class& expected, int m) {
  if (!test::within_magnitude(r, m)) fail(op, "limbs above magnitude " + std::to_string(m));
  if (mod_p(test::value(r)) != mod_p(expected)) fail(op, "value differs from ref");
}

/// r is the canonical representative of expected.
void expect_canonical(const std::string& op, const Fe& r, const mpz_class& expected) {
  if (!test::canonical(r)) fail(op, "output not canonical");
  if (test::value(r) != mod_p(expected)) fail(op, "value differs from ref");
  if (r.get_b32() != test::be32(mod_p(expected))) fail(op, "get_b32 differs from ref");
}

void expect_scalar(const std::string& op, const Scalar& r, const mpz_class& expected) {
  if (scalar_value(r) != mod_n(expected)) fail(op, "differs from ref mod n");
}

Fe normalize_under_test(const Fe& a) {
#ifdef TANDEM_FUZZ_PLANTED_BUG
  // Claimed normalized only where it is, so that verify mode leaves the
  // verdict to the comparison below.
  const Fe t = Fe::from_limbs(proofs::limbs::twins::normalize_dropped_top_carry<fast::NativeLimbs>(a.limbs()), 1, false);
  return Fe::from_limbs(t.limbs(), 1, test::canonical(t));
#else
  return fast::normalize(a);
#endif
}

void field_op(unsigned op, fuzz::Input& in) {
  const ref::PrimeField& F = test::fp();
  switch (op) {
    case 0: {  // mul
      const Operand a = read_fe(in, contract::kMulMaxInput), b = read_fe(in, contract::kMulMaxInput);
      expect_fe("mul", fast::mul(a.fe, b.fe), test::value(a.fe) * test::value(b.fe), contract::kMulOutput);
      break;
    }
    case 1: {  // sqr
      const Operand a = read_fe(in, contract::kMulMaxInput);
      expect_fe("sqr", fast::sqr(a.fe), test::value(a.fe) * test::value(a.fe), contract::kMulOutput);
      break;
    }
    case 2: {  // add
      const Operand a = read_fe(in, contract::kMaxMagnitude / 2), b = read_fe(in, contract::kMaxMagnitude / 2);
      expect_fe("add", fast::add(a.fe, b.fe), test::value(a.fe) + test::value(b.fe),
                contract::add_output(a.magnitude, b.magnitude));
      break;
    }
    case 3: {  // negate(a, m) for a's magnitude ≤ m ≤ 31
      const Operand a = read_fe(in, contract::kMaxMagnitude - 1);
      const int m = a.magnitude + in.byte() % (contract::kMaxMagnitude - a.magnitude);
      expect_fe("negate", fast::negate(a.fe, m), -test::value(a.fe), contract::negate_output(m));
      break;
    }
    case 4: {  // mul_int
      const Operand a = read_fe(in, contract::kMaxMagnitude);
      const int k = 1 + in.byte() % (contract::kMaxMagnitude / a.magnitude);
      expect_fe("mul_int", fast::mul_int(a.fe, k), test::value(a.fe) * k, contract::mul_int_output(a.magnitude, k));
      break;
    }
    case 5: {  // half
      const Operand a = read_fe(in, contract::kMaxMagnitude);
      const Fe h = fast::half(a.fe);
      expect_fe("half", h, ref::half(F.from_mpz(test::value(a.fe))).value(), contract::half_output(a.magnitude));
      break;
    }
    case 6: {  // normalize_weak
      const Operand a = read_fe(in, contract::kNormalizeMaxInput);
      expect_fe("normalize_weak", fast::normalize_weak(a.fe), test::value(a.fe), contract::kNormalizeWeakOutput);
      break;
    }
    case 7: {  // normalize, normalize_var, normalizes_to_zero(_var)
      const Operand a = read_fe(in, contract::kNormalizeMaxInput);
      const mpz_class v = test::value(a.fe);
      expect_canonical("normalize", normalize_under_test(a.fe), v);
      expect_canonical("normalize_var", fast::normalize_var(a.fe), v);
      const bool zero = mod_p(v) == 0;
      if (fast::normalizes_to_zero(a.fe) != zero) fail("normalizes_to_zero", "differs from ref");
      if (fast::normalizes_to_zero_var(a.fe) != zero) fail("normalizes_to_zero_var", "differs from ref");
      break;
    }
    case 8: {  // equal, equal_var (a of magnitude 1, b ≤ 30), and b against itself shifted by p
      const Operand a = read_fe(in, 1), b = read_fe(in, contract::kMaxMagnitude - 2);
      const bool same = mod_p(test::value(a.fe)) == mod_p(test::value(b.fe));
      if (fast::equal(a.fe, b.fe) != same) fail("equal", "differs from ref");
      if (fast::equal_var(a.fe, b.fe) != same) fail("equal_var", "differs from ref");
      break;
    }
    case 9: {  // cmp_var, cmov, is_zero, is_odd on normalized elements
      const Fe a = fast::normalize(read_fe(in, contract::kNormalizeMaxInput).fe);
      const Fe b = fast::normalize(read_fe(in, contract::kNormalizeMaxInput).fe);
      const mpz_class va = test::value(a), vb = test::value(b);
      if (fast::cmp_var(a, b) != (va < vb ? -1 : va > vb ? 1 : 0)) fail("cmp_var", "differs from ref");
      if (fast::is_zero(a) != (va == 0)) fail("is_zero", "differs from ref");
      if (fast::is_odd(a) != (mpz_odd_p(va.get_mpz_t()) != 0)) fail("is_odd", "differs from ref");
      const bool flag = (in.byte() & 1) != 0;
      Fe r = a;
      fast::cmov(r, b, flag);
      if (test::value(r) != (flag ? vb : va)) fail("cmov", "took the wrong operand");
      break;
    }
    case 10: {  // inverse, inverse_var (0 for 0)
      const Operand a = read_fe(in, contract::kInverseMaxInput);
      const ref::Fe x = F.from_mpz(test::value(a.fe));
      const mpz_class want = ref::inverse(x) ? ref::inverse(x)->value() : mpz_class(0);
      expect_canonical("inverse", fast::inverse(a.fe), want);
      expect_canonical("inverse_var", fast::inverse_var(a.fe), want);
      break;
    }
    case 11: {  // sqrt, is_square_var
      const Operand a = read_fe(in, contract::kSqrtMaxInput);
      const ref::Fe x = F.from_mpz(test::value(a.fe));
      const bool square = ref::legendre(x) != -1;
      Fe root;
      if (fast::sqrt(root, a.fe) != square) fail("sqrt", "square-ness differs from ref");
      if (!test::canonical(root)) fail("sqrt", "root not canonical");
      if (square) expect_canonical("sqrt", fast::normalize(fast::sqr(root)), x.value());
      if (!square && test::value(fast::normalize(fast::sqr(root))) != mod_p(-x.value())) {
        fail("sqrt", "a non-square's result is not a root of -a");
      }
      if (fast::is_square_var(a.fe) != square) fail("is_square_var", "differs from ref");
      break;
    }
    case 12: {  // set_b32_limit, set_b32_mod, get_b32
      const mpz_class v = in.integer(32);
      const std::array<std::uint8_t, 32> b = test::be32(v);
      const Result<Fe> r = Fe::set_b32_limit(b);
      if (v >= test::p()) {
        if (r || r.error() != Error::coordinate_out_of_range) fail("set_b32_limit", "accepted a value >= p");
      } else {
        if (!r) fail("set_b32_limit", "rejected a value below p");
        expect_canonical("set_b32_limit", r.value(), v);
      }
      const Fe m = Fe::set_b32_mod(b);
      if (test::value(m) != v) fail("set_b32_mod", "limbs do not hold the bytes' integer");
      expect_canonical("set_b32_mod", fast::normalize(m), v);
      break;
    }
    case 13: {  // batch_inverse, batch_inverse_var over 1 to 4 elements (zeros map to 0)
      const std::size_t count = 1 + in.byte() % 4;
      std::vector<Fe> xs;
      for (std::size_t i = 0; i < count; ++i) xs.push_back(read_fe(in, contract::kMulMaxInput).fe);
      std::vector<Fe> ct(count), var(count);
      fast::batch_inverse(ct, xs);
      fast::batch_inverse_var(var, xs);
      for (std::size_t i = 0; i < count; ++i) {
        const ref::Fe x = F.from_mpz(test::value(xs[i]));
        const mpz_class want = ref::inverse(x) ? ref::inverse(x)->value() : mpz_class(0);
        expect_canonical("batch_inverse", ct[i], want);
        expect_canonical("batch_inverse_var", var[i], want);
      }
      break;
    }
    default: break;
  }
}

void scalar_op(unsigned op, fuzz::Input& in) {
  switch (op) {
    case 0: {  // set_b32 (overflow flag), set_b32_seckey's errors
      const mpz_class v = in.integer(32);
      const std::array<std::uint8_t, 32> b = test::be32(v);
      bool overflow = false;
      expect_scalar("set_b32", Scalar::set_b32(b, &overflow), v);
      if (overflow != (v >= test::n())) fail("set_b32", "overflow flag differs from ref");
      const Result<Scalar> k = Scalar::set_b32_seckey(b);
      const Error want = v >= test::n() ? Error::scalar_out_of_range : Error::scalar_zero;
      if (v >= test::n() || v == 0) {
        if (k || k.error() != want) fail("set_b32_seckey", "wrong error");
      } else if (!k) {
        fail("set_b32_seckey", "rejected a valid key");
      }
      break;
    }
    case 1: {  // add, mul, negate, half, cond_negate, is_high, equal
      const Scalar a = read_scalar(in), b = read_scalar(in);
      const mpz_class va = scalar_value(a), vb = scalar_value(b);
      expect_scalar("add", fast::add(a, b), va + vb);
      expect_scalar("mul", fast::mul(a, b), va * vb);
      expect_scalar("negate", fast::negate(a), -va);
      expect_scalar("half", fast::half(a), ref::half(test::fn().from_mpz(va)).value());
      const bool flag = (in.byte() & 1) != 0;
      expect_scalar("cond_negate", fast::cond_negate(a, flag), flag ? mpz_class(-va) : va);
      if (fast::is_high(a) != (va > test::n() / 2)) fail("is_high", "differs from ref");
      if (fast::equal(a, b) != (va == vb)) fail("equal", "differs from ref");
      break;
    }
    case 2: {  // inverse, inverse_var
      const Scalar a = read_scalar(in);
      const ref::Fe x = test::fn().from_mpz(scalar_value(a));
      const mpz_class want = ref::inverse(x) ? ref::inverse(x)->value() : mpz_class(0);
      expect_scalar("inverse", fast::inverse(a), want);
      expect_scalar("inverse_var", fast::inverse_var(a), want);
      break;
    }
    case 3: {  // the GLV split: k ≡ k1 + k2·λ, both halves below 2^128 in absolute value
      const Scalar k = read_scalar(in);
      const fast::GlvHalves h = fast::split_lambda_halves(k);
      const mpz_class k1 = (test::u64z(h.k1_abs[1]) << 64) + test::u64z(h.k1_abs[0]);
      const mpz_class k2 = (test::u64z(h.k2_abs[1]) << 64) + test::u64z(h.k2_abs[0]);
      const mpz_class lambda = test::secp256k1().lambda()->value();
      const mpz_class sum = (h.k1_negative ? -k1 : k1) + (h.k2_negative ? -k2 : k2) * lambda;
      expect_scalar("split_lambda", k, sum);
      break;
    }
    case 4: {  // get_bits, get_bits_var, wnaf_var, recode_signed_window
      const Scalar k = read_scalar(in);
      const mpz_class v = scalar_value(k);
      const unsigned count = 1 + in.byte() % 32, offset = in.byte() % (257 - count);
      const mpz_class want = (v >> offset) & ((mpz_class(1) << count) - 1);
      if (fast::get_bits_var(k, offset, count) != want.get_ui()) fail("get_bits_var", "differs from ref");
      if ((offset >> 6) == ((offset + count - 1) >> 6) && fast::get_bits(k, offset, count) != want.get_ui()) {
        fail("get_bits", "differs from ref");
      }
      const unsigned w = 2 + in.byte() % 7;
      std::array<int, 257> naf{};
      const std::size_t len = fast::wnaf_var(naf, k.words(), 256, w);
      mpz_class sum = 0;
      for (std::size_t i = len; i-- > 0;) sum = 2 * sum + naf[i];
      if (sum != v) fail("wnaf_var", "digits do not reconstruct the scalar");
      const mpz_class odd = mpz_odd_p(v.get_mpz_t()) != 0 ? v : v + 1;
      std::array<int, 256> sw{};
      const std::size_t digits = fast::signed_window_digits(256, w);
      fast::recode_signed_window(std::span<int>(sw.data(), digits), test::words256(odd), 256, w);
      sum = 0;
      for (std::size_t i = digits; i-- > 0;) {
        if (sw[i] % 2 == 0) fail("recode_signed_window", "an even digit");
        sum = (sum << w) + sw[i];
      }
      if (sum != odd) fail("recode_signed_window", "digits do not reconstruct the scalar");
      break;
    }
    default: break;
  }
}

/// The 4×64 assembly kernels (where they run): two integers below 2^256,
/// mul and sqr congruent to ref's product, and sqrt's chain on them equal
/// to the 5×52 chain.
void asm_op(fuzz::Input& in) {
#if TANDEM_FAST_HAVE_4X64_ASM
  if (!fast::fe4x64::cpu_supported()) return;
  const mpz_class a = in.integer(32), b = in.integer(32);
  fast::fe4x64::Words r{};
  fast::fe4x64::mul(r, test::words256(a), test::words256(b));
  if (mod_p(test::words_value(r)) != mod_p(a * b)) fail("4x64 mul", "differs from ref");
  fast::fe4x64::sqr(r, test::words256(a));
  if (mod_p(test::words_value(r)) != mod_p(a * a)) fail("4x64 sqr", "differs from ref");
  const Fe x = Fe::from_words_mod(test::words256(a));
  if (!fast::equal(fast::detail::pow_p_plus_1_over_4_4x64(x), fast::detail::pow_p_plus_1_over_4(x))) {
    fail("4x64 sqrt chain", "differs from the 5x52 chain");
  }
#else
  (void)in;
#endif
}


/// The integer an Fe64's words hold (not reduced; below 2^256 by type).
mpz_class value64(const Fe64& a) { return test::words_value(a.words()); }

/// r ≡ expected (mod p). Fe64's output contract, "below 2^256", holds by
/// type (four words); the value is what can be wrong.
void expect_fe64(const std::string& op, const Fe64& r, const mpz_class& expected) {
  if (mod_p(value64(r)) != mod_p(expected)) fail("fe64 " + op, "value differs from ref");
}

/// Words r is the canonical representative of expected: below p, equal to
/// ref's, and get_b32 and to_words (which need it normalized) agree.
void expect_canonical64(const std::string& op, const Fe64& r, const mpz_class& expected) {
  const mpz_class want = mod_p(expected);
  if (value64(r) >= test::p()) fail("fe64 " + op, "output not below p");
  if (value64(r) != want) fail("fe64 " + op, "value differs from ref");
  if (r.get_b32() != test::be32(want)) fail("fe64 " + op, "get_b32 differs from ref");
  if (r.to_words() != test::words256(want)) fail("fe64 " + op, "to_words differs from ref");
}

/// Fe64 (operations 20 and 21): a and b are two raw 32-byte integers, any
/// value below 2^256 (≥ p included: 2^256 − 1952 against 2^256 − 1 makes
/// the kernels' final fold carry), then parameter bytes.
void fe64_op(unsigned op, fuzz::Input& in) {
  const ref::PrimeField& F = test::fp();
  const mpz_class a = in.integer(32), b = in.integer(32);
  const Fe64 x = Fe64::from_words_mod(test::words256(a)), y = Fe64::from_words_mod(test::words256(b));
  namespace limbs = fast::fe64;
  using L = fast::NativeLimbs;
  switch (op) {
    case 0: {  // arithmetic, normalization, comparisons, bytes
      // mul, sqr and sqr_n as built (the assembly kernels where the build
      // has BMI2/ADX) and the portable limb code, which such a build
      // otherwise never runs: both ≡ ref's product.
      expect_fe64("mul", fast::mul(x, y), a * b);
      expect_fe64("mul (limb code)", Fe64::from_words_mod(limbs::mul<L>(x.words(), y.words())), a * b);
      expect_fe64("sqr", fast::sqr(x), a * a);
      expect_fe64("sqr (limb code)", Fe64::from_words_mod(limbs::sqr<L>(x.words())), a * a);
      const unsigned n = in.byte() % 9;  // a^(2^n), n = 0 the input as is
      mpz_class want_sqr_n;
      mpz_powm(want_sqr_n.get_mpz_t(), a.get_mpz_t(), mpz_class(test::pow2(n)).get_mpz_t(), test::p().get_mpz_t());
      expect_fe64("sqr_n", fast::sqr_n(x, n), want_sqr_n);
      if (n == 0 && fast::sqr_n(x, 0).words() != x.words()) fail("fe64 sqr_n", "k = 0 changed the words");
      expect_fe64("add", fast::add(x, y), a + b);
      // negate's m (the 5×52 magnitude, here only range-checked) must not
      // change the result.
      const int m = in.byte() % 32;
      expect_fe64("negate", fast::negate(x, m), -a);
      if (fast::negate(x, m).words() != fast::negate(x, 1).words()) fail("fe64 negate", "result depends on m");
      expect_fe64("half", fast::half(x), ref::half(F.from_mpz(a)).value());
      // mul_int for any int k ≥ 0 (Fe64's bound, unlike Fe's k ≤ 32): four
      // bytes, top bit cleared.
      const int k = static_cast<int>(mpz_class(in.integer(4) & mpz_class(0x7fffffffUL)).get_ui());
      expect_fe64("mul_int", fast::mul_int(x, k), a * k);
      if (fast::normalize_weak(x).words() != x.words()) fail("fe64 normalize_weak", "changed the words");
      // normalize, normalize_var: canonical; normalizes_to_zero(_var): a is
      // 0 or p.
      expect_canonical64("normalize", fast::normalize(x), a);
      expect_canonical64("normalize_var", fast::normalize_var(x), a);
      const bool zero = mod_p(a) == 0;
      if (fast::normalizes_to_zero(x) != zero) fail("fe64 normalizes_to_zero", "differs from ref");
      if (fast::normalizes_to_zero_var(x) != zero) fail("fe64 normalizes_to_zero_var", "differs from ref");
      // equal, equal_var on any words; a against itself shifted by p where
      // that stays below 2^256.
      const bool same = mod_p(a) == mod_p(b);
      if (fast::equal(x, y) != same) fail("fe64 equal", "differs from ref");
      if (fast::equal_var(x, y) != same) fail("fe64 equal_var", "differs from ref");
      if (a + test::p() < test::pow2(256)) {
        const Fe64 shifted = Fe64::from_words_mod(test::words256(a + test::p()));
        if (!fast::equal(x, shifted) || !fast::equal_var(x, shifted)) fail("fe64 equal", "a and a + p differ");
      }
      // cmp_var, is_zero, is_odd, cmov on the normalized pair.
      const Fe64 na = fast::normalize(x), nb = fast::normalize(y);
      const mpz_class va = mod_p(a), vb = mod_p(b);
      if (fast::cmp_var(na, nb) != (va < vb ? -1 : va > vb ? 1 : 0)) fail("fe64 cmp_var", "differs from ref");
      if (fast::is_zero(na) != (va == 0)) fail("fe64 is_zero", "differs from ref");
      if (fast::is_odd(na) != (mpz_odd_p(va.get_mpz_t()) != 0)) fail("fe64 is_odd", "differs from ref");
      const bool flag = (in.byte() & 1) != 0;
      Fe64 r = x;
      fast::cmov(r, y, flag);
      if (value64(r) != (flag ? b : a)) fail("fe64 cmov", "took the wrong operand");
      // set_b32_mod keeps a's integer as is; set_b32_limit rejects a ≥ p.
      const std::array<std::uint8_t, 32> bytes = test::be32(a);
      if (Fe64::set_b32_mod(bytes).words() != x.words()) fail("fe64 set_b32_mod", "words do not hold the bytes' integer");
      const Result<Fe64> lim = Fe64::set_b32_limit(bytes);
      if (a >= test::p()) {
        if (lim || lim.error() != Error::coordinate_out_of_range) fail("fe64 set_b32_limit", "accepted a value >= p");
      } else {
        if (!lim) fail("fe64 set_b32_limit", "rejected a value below p");
        expect_canonical64("set_b32_limit", lim.value(), a);
      }
      break;
    }
    case 1: {  // inverse, inverse_var, sqrt, is_square_var, batch_inverse(_var)
      const ref::Fe fa = F.from_mpz(a), fb = F.from_mpz(b);
      const mpz_class inv_a = ref::inverse(fa) ? ref::inverse(fa)->value() : mpz_class(0);
      const mpz_class inv_b = ref::inverse(fb) ? ref::inverse(fb)->value() : mpz_class(0);
      expect_canonical64("inverse", fast::inverse(x), inv_a);
      expect_canonical64("inverse_var", fast::inverse_var(x), inv_a);
      // sqrt: whether a is a square as ref says; the root canonical, and a
      // root of a (a square) or of −a (a non-square: −1 is not a square).
      const bool square = ref::legendre(fa) != -1;
      Fe64 root;
      if (fast::sqrt(root, x) != square) fail("fe64 sqrt", "square-ness differs from ref");
      if (value64(root) >= test::p()) fail("fe64 sqrt", "root not below p");
      const mpz_class root_sq = mod_p(value64(root) * value64(root));
      if (square && root_sq != fa.value()) fail("fe64 sqrt", "the root's square is not a");
      if (!square && root_sq != mod_p(-fa.value())) fail("fe64 sqrt", "a non-square's result is not a root of -a");
      if (fast::is_square_var(x) != square) fail("fe64 is_square_var", "differs from ref");
      // batch_inverse(_var) over (a, b): both positions of the prefix walk,
      // zeros (0 or p) mapping to 0.
      const std::array<Fe64, 2> xs{x, y};
      std::array<Fe64, 2> ct{}, var{};
      fast::batch_inverse(ct, xs);
      fast::batch_inverse_var(var, xs);
      expect_canonical64("batch_inverse", ct[0], inv_a);
      expect_canonical64("batch_inverse", ct[1], inv_b);
      expect_canonical64("batch_inverse_var", var[0], inv_a);
      expect_canonical64("batch_inverse_var", var[1], inv_b);
      break;
    }
    default: break;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  tandem::fuzz::Input in(data, size);
  const unsigned op = in.byte() % 22;
  if (op < 14) {
    field_op(op, in);
  } else if (op < 19) {
    scalar_op(op - 14, in);
  } else if (op == 19) {
    asm_op(in);
  } else {
    fe64_op(op - 20, in);
  }
  return 0;
}
