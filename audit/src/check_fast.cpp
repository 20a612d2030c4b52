// fast/ against ref on secp256k1: every field and scalar operation of
// fast/, on the edge values (edges.hpp) and random ones, each field operand
// at magnitude 1 and at the largest its operation's contract allows (the
// limbs then near their bounds), compared with the reference field (GMP).
// Outputs must also meet their contracts: limbs within the output
// magnitude, and normalized results canonical.
#include <array>
#include <span>
#include <string>
#include <vector>

#include "checks.hpp"
#include "tandem/audit/edges.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"

namespace tandem::audit {

namespace {

namespace fv = fastv;
namespace contract = fast::fe_contract;
using fast::Fe;
using fast::Scalar;

const char* const kRef = "ref (GMP)";

std::string hex(const mpz_class& v) { return v.get_str(16); }
mpz_class mod_p(const mpz_class& v) { return fv::fp().from_mpz(v).value(); }
mpz_class mod_n(const mpz_class& v) { return fv::fn().from_mpz(v).value(); }

/// r ≡ want (mod p), r's limbs within magnitude m.
bool fe_agrees(const Fe& r, const mpz_class& want, int m) {
  return fv::within_magnitude(r, m) && mod_p(fv::value(r)) == mod_p(want);
}

/// r is the canonical form of want mod p, and get_b32 says so.
bool fe_canonical(const Fe& r, const mpz_class& want) {
  return fv::canonical(r) && fv::value(r) == mod_p(want) && r.get_b32() == fv::be32(mod_p(want));
}

/// The inverse the reference field gives (0 for 0).
/// Whether b2·k/n or −b1·k/n lies within 2^−128 of a half-integer: where
/// fast/'s split may round the other way than ref's exact division.
bool near_half(const mpz_class& k, const ref::LatticeBasis& B) {
  for (const mpz_class& b : {mpz_class(B.b2), mpz_class(-B.b1)}) {
    mpz_class r = b * k;
    mpz_fdiv_r(r.get_mpz_t(), r.get_mpz_t(), fv::n().get_mpz_t());
    mpz_class d = 2 * r - fv::n();
    if (d < 0) d = -d;
    if ((d << 128) <= 2 * fv::n()) return true;
  }
  return false;
}

mpz_class ref_inverse(const ref::PrimeField& F, const mpz_class& v) {
  const std::optional<ref::Fe> r = ref::inverse(F.from_mpz(v));
  return r ? r->value() : mpz_class(0);
}

/// Field inputs: the edge values of p (0, 1, p − 1, p, p + 1, 2^256 − 1, …)
/// and `count` random 256-bit integers.
std::vector<mpz_class> fe_inputs(Context& ctx) {
  std::vector<mpz_class> out;
  for (const Edge& e : edge_field_values(fv::p())) out.push_back(e.value);
  for (std::size_t i = 0; i < ctx.options().count; ++i) out.push_back(ctx.rng().get_z_bits(256));
  return out;
}

/// A field operand and the magnitude it was built at.
struct Operand {
  Fe fe;
  int m;
};

/// Each input at magnitude 1 and at `max_m`, then every limb at max_m's bound.
std::vector<Operand> at_magnitudes(const std::vector<mpz_class>& values, int max_m) {
  std::vector<Operand> out;
  for (const mpz_class& v : values) {
    out.push_back({fv::at_magnitude(v, 1), 1});
    if (max_m > 1) out.push_back({fv::at_magnitude(v, max_m), max_m});
  }
  out.push_back({fv::limbs_at_max(max_m), max_m});
  return out;
}

}  // namespace

void compare_fast_normalize(Context& ctx, Row& row, const NormalizeFn& normalize) {
  for (const auto& [a, m] : at_magnitudes(fe_inputs(ctx), contract::kNormalizeMaxInput)) {
    const mpz_class v = fv::value(a);
    row.record(fe_canonical(normalize(a), v), [&] { return "normalize(" + hex(v) + ") is not its canonical form"; });
  }
}

void check_fast_secp256k1(Context& ctx, std::vector<Row>& rows) {
  if (ctx.curve().name() != "secp256k1") return;
  const ref::PrimeField& F = fv::fp();
  const std::vector<mpz_class> values = fe_inputs(ctx);

  timed_row(rows, "fast", "fast F_p: mul, sqr", kRef, [&](Row& row) {
    const std::vector<Operand> xs = at_magnitudes(values, contract::kMulMaxInput);
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const Fe& a = xs[i].fe;
      const Fe& b = xs[(i * 7 + 3) % xs.size()].fe;
      const mpz_class va = fv::value(a), vb = fv::value(b);
      row.record(fe_agrees(fast::mul(a, b), va * vb, contract::kMulOutput),
                 [&] { return "mul(" + hex(va) + ", " + hex(vb) + ")"; });
      row.record(fe_agrees(fast::sqr(a), va * va, contract::kMulOutput), [&] { return "sqr(" + hex(va) + ")"; });
    }
  });

#if TANDEM_FAST_HAVE_4X64_ASM
  // The 4×64 assembly kernels, where they run: any 256-bit words in (the
  // edges include 2^256 − 1952, where the final fold's last carry is set),
  // four words out congruent to the product; and sqrt's chain on them.
  if (fast::fe4x64::cpu_supported()) {
    timed_row(rows, "fast", "fast F_p 4x64 asm: mul, sqr, sqrt chain", kRef, [&](Row& row) {
      std::vector<mpz_class> xs = values;
      xs.push_back(fv::pow2(256) - 1952);
      const mpz_class e = (fv::p() + 1) / 4;
      for (std::size_t i = 0; i < xs.size(); ++i) {
        const mpz_class& va = xs[i];
        const mpz_class& vb = xs[(i * 7 + 3) % xs.size()];
        fast::fe4x64::Words r{};
        fast::fe4x64::mul(r, fv::words256(va), fv::words256(vb));
        row.record(mod_p(fv::words_value(r)) == mod_p(va * vb), [&] { return "4x64 mul(" + hex(va) + ", " + hex(vb) + ")"; });
        fast::fe4x64::sqr(r, fv::words256(va));
        row.record(mod_p(fv::words_value(r)) == mod_p(va * va), [&] { return "4x64 sqr(" + hex(va) + ")"; });
        if (i % 4 == 0) {
          mpz_class want;
          mpz_powm(want.get_mpz_t(), mod_p(va).get_mpz_t(), e.get_mpz_t(), fv::p().get_mpz_t());
          const Fe got = fast::detail::pow_p_plus_1_over_4_4x64(fv::at_magnitude(va, 1));
          row.record(fe_canonical(fast::normalize(got), want), [&] { return "4x64 sqrt chain(" + hex(va) + ")"; });
        }
      }
    });
  }
#endif

  // Fe64, the field on four saturated words (field_4x64.hpp): every
  // operation on any 256-bit inputs (no magnitudes: all values below
  // 2^256), outputs congruent mod p, normalized ones canonical.
  timed_row(rows, "fast", std::string("fast F_p 4x64 (Fe64, ") + (fast::kFe64UsesAsm ? "asm" : "portable") + " mul): every op",
            kRef, [&](Row& row) {
    using fast::Fe64;
    std::vector<mpz_class> xs = values;
    xs.push_back(fv::pow2(256) - 1952);
    const auto v64 = [](const Fe64& a) { return fv::words_value(a.words()); };
    const auto agrees = [&](const Fe64& r, const mpz_class& want) { return mod_p(v64(r)) == mod_p(want); };
    const auto canonical = [&](const Fe64& r, const mpz_class& want) {
      return v64(r) == mod_p(want) && r.get_b32() == fv::be32(mod_p(want));
    };
    std::vector<Fe64> all;
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const mpz_class& va = xs[i];
      const mpz_class& vb = xs[(i * 7 + 3) % xs.size()];
      const Fe64 a = Fe64::from_words_mod(fv::words256(va)), b = Fe64::from_words_mod(fv::words256(vb));
      all.push_back(a);
      const std::string args = "(" + hex(va) + ", " + hex(vb) + ")";
      row.record(agrees(fast::mul(a, b), va * vb), [&] { return "Fe64 mul" + args; });
      row.record(agrees(fast::sqr(a), va * va), [&] { return "Fe64 sqr" + args; });
      row.record(agrees(fast::add(a, b), va + vb), [&] { return "Fe64 add" + args; });
      row.record(agrees(fast::negate(a, 1), -va), [&] { return "Fe64 negate" + args; });
      const int k = static_cast<int>(i % 40);
      row.record(agrees(fast::mul_int(a, k), va * k), [&] { return "Fe64 mul_int" + args + " k " + std::to_string(k); });
      row.record(agrees(fast::half(a), ref::half(F.from_mpz(va)).value()), [&] { return "Fe64 half" + args; });
      row.record(canonical(fast::normalize(a), va) && canonical(fast::normalize_var(a), va),
                 [&] { return "Fe64 normalize" + args; });
      const bool zero = mod_p(va) == 0;
      row.record(fast::normalizes_to_zero(a) == zero && fast::normalizes_to_zero_var(a) == zero,
                 [&] { return "Fe64 normalizes_to_zero" + args; });
      const mpz_class inv = ref_inverse(F, va);
      row.record(canonical(fast::inverse(a), inv) && canonical(fast::inverse_var(a), inv),
                 [&] { return "Fe64 inverse" + args; });
      const bool square = ref::legendre(F.from_mpz(va)) != -1;
      Fe64 root;
      const bool got = fast::sqrt(root, a);
      row.record(got == square && v64(root) < fv::p() && (!square || agrees(fast::sqr(root), va)) &&
                     fast::is_square_var(a) == square,
                 [&] { return "Fe64 sqrt, is_square_var" + args; });
      const Result<Fe64> r = Fe64::set_b32_limit(fv::be32(va));
      row.record(va >= fv::p() ? (!r && r.error() == Error::coordinate_out_of_range) : (r && canonical(r.value(), va)),
                 [&] { return "Fe64 set_b32_limit" + args; });
    }
    std::vector<Fe64> ct(all.size()), var(all.size());
    fast::batch_inverse(ct, all);
    fast::batch_inverse_var(var, all);
    for (std::size_t i = 0; i < all.size(); ++i) {
      const mpz_class want = ref_inverse(F, xs[i]);
      row.record(canonical(ct[i], want) && canonical(var[i], want), [&] { return "Fe64 batch_inverse at " + hex(xs[i]); });
    }
  });

  timed_row(rows, "fast", "fast F_p: add, negate, mul_int, half", kRef, [&](Row& row) {
    const std::vector<Operand> xs = at_magnitudes(values, contract::kMaxMagnitude / 2);
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const auto& [a, ma] = xs[i];
      const auto& [b, mb] = xs[(i * 5 + 1) % xs.size()];
      const mpz_class va = fv::value(a), vb = fv::value(b);
      row.record(fe_agrees(fast::add(a, b), va + vb, contract::add_output(ma, mb)), [&] { return "add(" + hex(va) + ", " + hex(vb) + ")"; });
      row.record(fe_agrees(fast::negate(a, ma), -va, contract::negate_output(ma)), [&] { return "negate(" + hex(va) + ")"; });
      const int k = contract::kMaxMagnitude / ma;
      row.record(fe_agrees(fast::mul_int(a, k), va * k, contract::mul_int_output(ma, k)),
                 [&] { return "mul_int(" + hex(va) + ", " + std::to_string(k) + ")"; });
      row.record(fe_agrees(fast::half(a), ref::half(F.from_mpz(va)).value(), contract::half_output(ma)),
                 [&] { return "half(" + hex(va) + ")"; });
    }
  });

  timed_row(rows, "fast", "fast F_p: normalize, _weak, _var, _to_zero", kRef, [&](Row& row) {
    compare_fast_normalize(ctx, row, [](const Fe& a) { return fast::normalize(a); });
    for (const auto& [a, m] : at_magnitudes(values, contract::kNormalizeMaxInput)) {
      const mpz_class v = fv::value(a);
      row.record(fe_agrees(fast::normalize_weak(a), v, contract::kNormalizeWeakOutput), [&] { return "normalize_weak(" + hex(v) + ")"; });
      row.record(fe_canonical(fast::normalize_var(a), v), [&] { return "normalize_var(" + hex(v) + ")"; });
      const bool zero = mod_p(v) == 0;
      row.record(fast::normalizes_to_zero(a) == zero && fast::normalizes_to_zero_var(a) == zero,
                 [&] { return "normalizes_to_zero(" + hex(v) + ")"; });
    }
  });

  timed_row(rows, "fast", "fast F_p: inverse, inverse_var, batch", kRef, [&](Row& row) {
    std::vector<Fe> xs;
    for (const Operand& o : at_magnitudes(values, contract::kMulMaxInput)) xs.push_back(o.fe);
    for (const Fe& a : xs) {
      const mpz_class v = fv::value(a), want = ref_inverse(F, v);
      row.record(fe_canonical(fast::inverse(a), want), [&] { return "inverse(" + hex(v) + ")"; });
      row.record(fe_canonical(fast::inverse_var(a), want), [&] { return "inverse_var(" + hex(v) + ")"; });
    }
    std::vector<Fe> ct(xs.size()), var(xs.size());
    fast::batch_inverse(ct, xs);
    fast::batch_inverse_var(var, xs);
    for (std::size_t i = 0; i < xs.size(); ++i) {
      const mpz_class v = fv::value(xs[i]), want = ref_inverse(F, v);
      row.record(fe_canonical(ct[i], want) && fe_canonical(var[i], want), [&] { return "batch_inverse at " + hex(v); });
    }
  });

  timed_row(rows, "fast", "fast F_p: sqrt, is_square_var", kRef, [&](Row& row) {
    for (const auto& [a, m] : at_magnitudes(values, contract::kSqrtMaxInput)) {
      const ref::Fe x = F.from_mpz(fv::value(a));
      const bool square = ref::legendre(x) != -1;
      Fe root;
      const bool got = fast::sqrt(root, a);
      row.record(got == square && fv::canonical(root) && (!square || fe_canonical(fast::normalize(fast::sqr(root)), x.value())),
                 [&] { return "sqrt(" + hex(x.value()) + ")"; });
      row.record(fast::is_square_var(a) == square, [&] { return "is_square_var(" + hex(x.value()) + ")"; });
    }
  });

  timed_row(rows, "fast", "fast F_p: set_b32_limit, _mod, get_b32", kRef, [&](Row& row) {
    for (const mpz_class& v : values) {
      const std::array<std::uint8_t, 32> b = fv::be32(v);
      const Result<Fe> r = Fe::set_b32_limit(b);
      const bool limit_ok = v >= fv::p() ? (!r && r.error() == Error::coordinate_out_of_range) : (r && fe_canonical(r.value(), v));
      row.record(limit_ok, [&] { return "set_b32_limit(" + hex(v) + ")"; });
      row.record(fe_canonical(fast::normalize(Fe::set_b32_mod(b)), v), [&] { return "set_b32_mod(" + hex(v) + ")"; });
    }
  });

  std::vector<mpz_class> scalars;
  for (const Edge& e : edge_scalars(fv::n())) {
    if (e.value < (mpz_class(1) << 256)) scalars.push_back(e.value);
  }
  for (std::size_t i = 0; i < ctx.options().count; ++i) scalars.push_back(ctx.rng().get_z_bits(256));

  timed_row(rows, "fast", "fast Z_n: set_b32, set_b32_seckey", kRef, [&](Row& row) {
    for (const mpz_class& v : scalars) {
      const std::array<std::uint8_t, 32> b = fv::be32(v);
      bool overflow = false;
      const Scalar s = Scalar::set_b32(b, &overflow);
      row.record(fv::scalar_value(s) == mod_n(v) && overflow == (v >= fv::n()), [&] { return "set_b32(" + hex(v) + ")"; });
      const Result<Scalar> k = Scalar::set_b32_seckey(b);
      const bool valid = v != 0 && v < fv::n();
      const Error want = v == 0 ? Error::scalar_zero : Error::scalar_out_of_range;
      row.record(valid ? (k && fv::scalar_value(k.value()) == v) : (!k && k.error() == want),
                 [&] { return "set_b32_seckey(" + hex(v) + ")"; });
    }
  });

  // is_high decides low-S and the GLV halves' signs: its boundary, n/2,
  // is pinned by the edge scalars (n−1)/2 (not high) and (n+1)/2 (high).
  timed_row(rows, "fast", "fast Z_n: is_high, cond_negate", kRef, [&](Row& row) {
    for (const mpz_class& v : scalars) {
      const Scalar s = Scalar::set_b32(fv::be32(v));
      const mpz_class x = fv::scalar_value(s);
      row.record(fast::is_high(s) == (2 * x > fv::n()), [&] { return "is_high(" + hex(x) + ")"; });
      row.record(fv::scalar_value(fast::cond_negate(s, true)) == mod_n(-x) &&
                     fv::scalar_value(fast::cond_negate(s, false)) == x,
                 [&] { return "cond_negate(" + hex(x) + ")"; });
    }
  });

  timed_row(rows, "fast", "fast Z_n: add, mul, negate, half, inverses", kRef, [&](Row& row) {
    for (std::size_t i = 0; i < scalars.size(); ++i) {
      const Scalar a = Scalar::set_b32(fv::be32(scalars[i]));
      const Scalar b = Scalar::set_b32(fv::be32(scalars[(i * 7 + 3) % scalars.size()]));
      const mpz_class va = fv::scalar_value(a), vb = fv::scalar_value(b);
      const mpz_class inv = ref_inverse(fv::fn(), va);
      const bool agree = fv::scalar_value(fast::add(a, b)) == mod_n(va + vb) &&
                         fv::scalar_value(fast::mul(a, b)) == mod_n(va * vb) &&
                         fv::scalar_value(fast::negate(a)) == mod_n(-va) &&
                         fv::scalar_value(fast::half(a)) == ref::half(fv::fn().from_mpz(va)).value() &&
                         fv::scalar_value(fast::inverse(a)) == inv && fv::scalar_value(fast::inverse_var(a)) == inv;
      row.record(agree, [&] { return "the operations on " + hex(va) + ", " + hex(vb); });
    }
  });

  timed_row(rows, "fast", "fast Z_n: GLV split (k1 + k2*lambda = k)", kRef, [&](Row& row) {
    const mpz_class lambda = ctx.curve().lambda()->value();
    const ref::LatticeBasis basis = ref::glv_basis(fv::n(), lambda);
    for (const mpz_class& v : scalars) {
      const Scalar k = Scalar::set_b32(fv::be32(v));
      const fast::GlvHalves h = fast::split_lambda_halves(k);
      const mpz_class k1 = (fv::u64z(h.k1_abs[1]) << 64) + fv::u64z(h.k1_abs[0]);
      const mpz_class k2 = (fv::u64z(h.k2_abs[1]) << 64) + fv::u64z(h.k2_abs[0]);
      const mpz_class s1 = h.k1_negative ? -k1 : k1, s2 = h.k2_negative ? -k2 : k2;
      row.record(mod_n(s1 + s2 * lambda) == fv::scalar_value(k), [&] { return "split_lambda(" + hex(v) + ")"; });
      // The halves themselves, not only their sum: ref's exact Babai
      // rounding (a rounding slip keeps the sum right and the halves long).
      // fast/'s 384-bit approximation may differ from it by one unit only
      // where k·b/n lies within 2^−128 of a half-integer (glv_split.hpp).
      const ref::GlvHalves want = ref::glv_split(fv::scalar_value(k), fv::n(), basis);
      row.record((s1 == want.k1 && s2 == want.k2) || near_half(fv::scalar_value(k), basis),
                 [&] { return "split_lambda(" + hex(v) + ") halves against ref::glv_split"; });
    }
  });

  timed_row(rows, "fast", "fast Z_n: wNAF, signed windows", kRef, [&](Row& row) {
    for (const mpz_class& v : scalars) {
      const Scalar k = Scalar::set_b32(fv::be32(v));
      const mpz_class want = fv::scalar_value(k);
      for (unsigned w = 2; w <= 8; ++w) {
        std::array<int, 257> naf{};
        const std::size_t len = fast::wnaf_var(naf, k.words(), 256, w);
        mpz_class sum = 0;
        for (std::size_t i = len; i-- > 0;) sum = 2 * sum + naf[i];
        // The width-w NAF is unique, so the digits must be ref's, not only
        // sum to k (a wrong digit compensated later would).
        const std::vector<int> ref_naf = ref::wnaf(want, static_cast<int>(w));
        const bool same = ref_naf.size() == len && std::equal(ref_naf.begin(), ref_naf.end(), naf.begin());
        row.record(sum == want && same, [&] { return "wnaf_var(" + hex(want) + ", w = " + std::to_string(w) + ")"; });
      }
      const mpz_class odd = mpz_odd_p(want.get_mpz_t()) != 0 ? want : want + 1;
      for (unsigned w = 1; w <= 6; ++w) {
        std::array<int, 256> d{};
        const std::size_t digits = fast::signed_window_digits(256, w);
        fast::recode_signed_window(std::span<int>(d.data(), digits), fv::words256(odd), 256, w);
        mpz_class sum = 0;
        bool all_odd = true;
        for (std::size_t i = digits; i-- > 0;) {
          all_odd = all_odd && d[i] % 2 != 0;
          sum = (sum << w) + d[i];
        }
        const std::vector<int> ref_d = ref::signed_odd_digits(odd, static_cast<int>(w), 256);
        const bool same = ref_d.size() == digits && std::equal(ref_d.begin(), ref_d.end(), d.begin());
        row.record(all_odd && sum == odd && same,
                   [&] { return "recode_signed_window(" + hex(odd) + ", w = " + std::to_string(w) + ")"; });
      }
    }
  });
}

}  // namespace tandem::audit
