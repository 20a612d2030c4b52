#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "proofs/recoding/negative_recodings.hpp"
#include "tandem/proofs/recoding.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"
#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/jsf.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"

namespace tandem::proofs {

namespace {

using Digits = std::vector<int>;
/// A failed property, described; nothing when every property holds.
using Verdict = std::optional<std::string>;

/// Runs `check` on every case in [0, count), keeping the first failure.
RecodingResult run(std::string name, std::string claim, std::size_t count,
                   const std::function<Verdict(std::size_t)>& check) {
  RecodingResult r{std::move(name), std::move(claim), 0, true, true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < count; ++i) {
    ++r.cases;
    if (Verdict v = check(i)) {
      r.holds = false;
      r.detail = *v;
      break;
    }
  }
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

std::string str(const Digits& d) { return "[" + ref::digits_string(d) + "]"; }
std::string w_is(int w) { return std::to_string(w); }

// ---- the properties, one function per recoding, the recoder a parameter ----

Verdict wnaf_properties(const mpz_class& k, int w, const Digits& d) {
  const auto at = [&] { return "k = " + k.get_str() + ", digits " + str(d) + ": "; };  // built only on failure
  if (ref::digits_value(d, 1) != k) return at() + "does not reconstruct k";
  for (int x : d) {
    if (x != 0 && (x % 2 == 0 || x >= (1 << (w - 1)) || x <= -(1 << (w - 1)))) {
      return at() + "digit " + std::to_string(x) + " is not odd with |d| < 2^(w-1)";
    }
  }
  for (std::size_t i = 0; i < d.size(); ++i) {
    int nonzero = 0;
    for (std::size_t j = i; j < d.size() && j < i + static_cast<std::size_t>(w); ++j) nonzero += d[j] != 0 ? 1 : 0;
    if (nonzero > 1) return at() + "two non-zero digits within " + w_is(w) + " consecutive ones at " + std::to_string(i);
  }
  if (d.size() > ref::bit_length(k) + 1) return at() + "longer than bits(k) + 1";
  if (!d.empty() && d.back() == 0) return at() + "leading zero digit";
  return std::nullopt;
}

Verdict radix_properties(const mpz_class& k, int w, const Digits& d) {
  const auto at = [&] { return "k = " + k.get_str() + ", digits " + str(d) + ": "; };  // built only on failure
  if (ref::digits_value(d, static_cast<unsigned>(w)) != k) return at() + "does not reconstruct k";
  for (int x : d) {
    if (x < 0 || x >= (1 << w)) return at() + "digit outside [0, 2^w)";
  }
  if (d.size() != ref::window_count(k, w)) return at() + "not ceil(bits(k)/w) digits";
  return std::nullopt;
}

Verdict signed_odd_properties(const mpz_class& k, int w, std::size_t L, const Digits& d) {
  const auto at = [&] { return "k = " + k.get_str() + ", digits " + str(d) + ": "; };  // built only on failure
  if (ref::digits_value(d, static_cast<unsigned>(w)) != k) return at() + "does not reconstruct k";
  for (int x : d) {
    if (x % 2 == 0 || x > (1 << w) - 1 || x < -((1 << w) - 1)) return at() + "digit not odd with |d| <= 2^w - 1";
  }
  if (d.size() != ref::windows_for_bits(L, w)) return at() + "not ceil(L/w) digits";
  if (d.back() <= 0) return at() + "top digit not positive";
  return std::nullopt;
}

Verdict comb_properties(const mpz_class& k, int teeth, std::size_t spacing, const Digits& c) {
  const auto at = [&] { return "k = " + k.get_str() + ", columns " + str(c) + ": "; };  // built only on failure
  if (ref::comb_value(c, teeth, spacing) != k) return at() + "does not reconstruct k";
  for (int x : c) {
    if (x < 0 || x >= (1 << teeth)) return at() + "column outside [0, 2^teeth)";
  }
  if (c.size() != spacing) return at() + "not `spacing` columns";
  return std::nullopt;
}

Verdict signed_comb_properties(const mpz_class& k, const mpz_class& n, const ref::MultiCombShape& s, const Digits& d) {
  const auto at = [&] { return "k = " + k.get_str() + ", digits " + str(d) + ": "; };  // built only on failure
  if (d.size() != s.spacing * static_cast<std::size_t>(s.blocks)) return at() + "not spacing x blocks digits";
  const mpz_class v = ref::signed_comb_value(d, s);
  if ((v - k) % n != 0) return at() + "stands for " + v.get_str() + ", not k mod n";
  if (ref::bit_length(abs(v)) > s.total_bits()) return at() + "value outside (-2^T, 2^T)";
  for (int x : d) {
    if (x % 2 == 0 || x > (1 << s.teeth) - 1 || x < -((1 << s.teeth) - 1)) return at() + "digit not odd with |m| <= 2^t - 1";
  }
  return std::nullopt;
}

Verdict jsf_properties(const mpz_class& k0, const mpz_class& k1, const ref::JointDigits& j) {
  const auto at = [&] { return "(" + k0.get_str() + ", " + k1.get_str() + "), rows " + str(j.first) + " / " + str(j.second) + ": "; };  // built only on failure
  const std::vector<int>* u[2] = {&j.first, &j.second};
  if (j.first.size() != j.second.size()) return at() + "rows of different lengths";
  if (ref::digits_value(j.first, 1) != k0 || ref::digits_value(j.second, 1) != k1) return at() + "does not reconstruct";
  const std::size_t len = j.first.size();
  for (std::size_t i = 0; i < len; ++i) {
    for (int r = 0; r < 2; ++r) {
      if ((*u[r])[i] < -1 || (*u[r])[i] > 1) return at() + "digit outside {-1, 0, 1}";
    }
  }
  const auto zero_column = [&](std::size_t i) { return j.first[i] == 0 && j.second[i] == 0; };
  for (std::size_t i = 0; i + 2 < len; ++i) {
    if (!zero_column(i) && !zero_column(i + 1) && !zero_column(i + 2)) return at() + "JSF-1 fails at " + std::to_string(i);
  }
  for (std::size_t i = 0; i + 1 < len; ++i) {
    for (int r = 0; r < 2; ++r) {
      const int lo = (*u[r])[i];
      const int hi = (*u[r])[i + 1];
      if (lo * hi == -1) return at() + "JSF-2 fails in row " + std::to_string(r) + " at " + std::to_string(i);
      const int olo = (*u[1 - r])[i];
      const int ohi = (*u[1 - r])[i + 1];
      if (lo * hi != 0 && (ohi == 0 || olo != 0)) return at() + "JSF-3 fails in row " + std::to_string(r) + " at " + std::to_string(i);
    }
  }
  if (len > std::max(ref::bit_length(k0), ref::bit_length(k1)) + 1) return at() + "longer than max bits + 1";
  if (len != 0 && zero_column(len - 1)) return at() + "leading zero column";
  return std::nullopt;
}

Verdict glv_split_properties(const mpz_class& k, const mpz_class& n, const mpz_class& lambda, const ref::GlvBound& b,
                             const ref::GlvHalves& h) {
  const auto at = [&] { return "k = " + k.get_str() + " -> (" + h.k1.get_str() + ", " + h.k2.get_str() + "): "; };  // built only on failure
  if ((h.k1 + h.k2 * lambda - k) % n != 0) return at() + "k1 + k2·lambda is not k mod n";
  if (abs(h.k1) > b.k1_max) return at() + "|k1| above the bound " + b.k1_max.get_str();
  if (abs(h.k2) > b.k2_max) return at() + "|k2| above the bound " + b.k2_max.get_str();
  return std::nullopt;
}

/// Checks of a whole recoding over every scalar below 2^bits.
RecodingResult check_wnaf(const std::string& name, int w, unsigned bits,
                          const std::function<Digits(const mpz_class&, int)>& rec) {
  return run(name, "reconstructs k; non-zero digits odd, |d| < 2^(w-1); at most one non-zero in any w consecutive; "
                   "at most bits(k) + 1 digits, the top one non-zero",
             std::size_t{1} << bits, [&](std::size_t i) {
               const mpz_class k(static_cast<unsigned long>(i));
               return wnaf_properties(k, w, rec(k, w));
             });
}

RecodingResult check_signed_odd(const std::string& name, int w, unsigned bits,
                                const std::function<Digits(const mpz_class&, int, std::size_t)>& rec) {
  return run(name, "every odd 0 < k < 2^L: reconstructs k; ceil(L/w) digits, all odd, |d| <= 2^w - 1, the top one positive",
             std::size_t{1} << (bits - 1), [&](std::size_t i) {
               const mpz_class k(static_cast<unsigned long>(2 * i + 1));
               return signed_odd_properties(k, w, bits, rec(k, w, bits));
             });
}

RecodingResult check_jsf(const std::string& name, unsigned bits,
                         const std::function<ref::JointDigits(const mpz_class&, const mpz_class&)>& rec) {
  const unsigned half = bits / 2;
  return run(name, "every pair below 2^" + std::to_string(half) +
                       ": reconstructs both; digits in {-1, 0, 1}; JSF-1, JSF-2, JSF-3; at most max bits + 1 columns",
             std::size_t{1} << (2 * half), [&](std::size_t i) {
               const mpz_class k0(static_cast<unsigned long>(i >> half));
               const mpz_class k1(static_cast<unsigned long>(i & ((std::size_t{1} << half) - 1)));
               return jsf_properties(k0, k1, rec(k0, k1));
             });
}

using Splitter = std::function<ref::GlvHalves(const mpz_class&, const mpz_class&, const ref::LatticeBasis&)>;

RecodingResult check_glv_split(const std::string& name, const mpz_class& n, const mpz_class& lambda, const Splitter& split) {
  const ref::LatticeBasis B = ref::glv_basis(n, lambda);
  const ref::GlvBound b = ref::glv_bound(B);
  return run(name, "every 0 <= k < n: k1 + k2·lambda = k (mod n), |k1| <= (|a1| + |a2|)/2, |k2| <= (|b1| + |b2|)/2",
             static_cast<std::size_t>(n.get_ui()), [&](std::size_t i) {
               const mpz_class k(static_cast<unsigned long>(i));
               return glv_split_properties(k, n, lambda, b, split(k, n, B));
             });
}

/// The three largest 16-bit primes n ≡ 1 (mod 3) the GLV split is tried
/// on, each with both non-trivial cube roots of unity λ = (−1 ± √−3)/2 mod n.
std::vector<std::pair<mpz_class, mpz_class>> small_glv_moduli() {
  std::vector<std::pair<mpz_class, mpz_class>> out;
  for (mpz_class n = 65535; out.size() < 6 && n > 3; n -= 2) {
    if (n % 3 != 1 || mpz_probab_prime_p(n.get_mpz_t(), 30) == 0) continue;
    const ref::PrimeField F(n);
    const std::optional<ref::Fe> root = ref::sqrt(F.from_int(-3));
    if (!root) continue;
    const ref::Fe inv2 = *ref::inverse(F.from_int(2));
    out.emplace_back(n, ((F.from_int(-1) + *root) * inv2).value());
    out.emplace_back(n, ((F.from_int(-1) - *root) * inv2).value());
  }
  return out;
}

std::string bits_of(const mpz_class& v) { return std::to_string(ref::bit_length(v)) + " bits"; }

}  // namespace

std::vector<RecodingResult> prove_recodings(unsigned bits) {
  std::vector<RecodingResult> out;
  const std::size_t all = std::size_t{1} << bits;
  for (int w = 2; w <= 8; ++w) {
    out.push_back(check_wnaf((w == 2 ? "NAF (wNAF w = 2)" : "wNAF w = " + w_is(w)), w, bits,
                             [](const mpz_class& k, int ww) { return ww == 2 ? ref::naf(k) : ref::wnaf(k, ww); }));
  }
  for (int w = 1; w <= 8; ++w) {
    out.push_back(run("radix 2^" + w_is(w), "reconstructs k; digits in [0, 2^w); ceil(bits(k)/w) digits", all,
                      [&](std::size_t i) {
                        const mpz_class k(static_cast<unsigned long>(i));
                        return radix_properties(k, w, ref::radix_digits(k, w, ref::window_count(k, w)));
                      }));
  }
  for (int w = 1; w <= 8; ++w) {
    out.push_back(check_signed_odd("signed odd windows w = " + w_is(w), w, bits,
                                   [](const mpz_class& k, int ww, std::size_t L) { return ref::signed_odd_digits(k, ww, L); }));
  }
  for (int t = 1; t <= 8; ++t) {
    const std::size_t spacing = ref::windows_for_bits(bits, t);
    out.push_back(run("comb columns teeth = " + w_is(t), "reconstructs k; columns in [0, 2^teeth); ceil(bits/teeth) columns",
                      all, [&](std::size_t i) {
                        const mpz_class k(static_cast<unsigned long>(i));
                        return comb_properties(k, t, spacing, ref::comb_columns(k, t, spacing));
                      }));
  }
  {
    const mpz_class n = 65521;  // the largest prime below 2^16
    for (const auto& [blocks, teeth] : std::vector<std::pair<int, int>>{{1, 1}, {1, 4}, {2, 3}, {4, 2}, {2, 8}, {5, 3}}) {
      const ref::MultiCombShape s{blocks, teeth, ref::multi_comb_spacing(ref::bit_length(n), blocks, teeth)};
      out.push_back(run("signed comb " + w_is(blocks) + " blocks x " + w_is(teeth) + " teeth",
                        "every k < 2^16, n = 65521: stands for k mod n, |value| < 2^T; every digit odd, |m| <= 2^teeth - 1",
                        all, [&](std::size_t i) {
                          const mpz_class k(static_cast<unsigned long>(i));
                          return signed_comb_properties(k, n, s, ref::signed_comb_digits(k, n, s));
                        }));
    }
  }
  out.push_back(check_jsf("JSF", bits, [](const mpz_class& a, const mpz_class& b) { return ref::jsf(a, b); }));
  return out;
}

std::vector<RecodingResult> prove_glv() {
  std::vector<RecodingResult> out;
  for (const ref::Curve* C : ref::all_curves()) {
    if (!C->lambda()) continue;
    const mpz_class& n = C->n();
    const mpz_class& lambda = C->lambda()->value();
    const auto start = std::chrono::steady_clock::now();
    const ref::LatticeBasis B = ref::glv_basis(n, lambda);
    const ref::GlvBound b = ref::glv_bound(B);
    const std::size_t half_bits = (ref::bit_length(n) + 1) / 2;
    const mpz_class limit = ref::power_of_two(half_bits);
    const mpz_class det = ref::lattice_determinant(B);
    RecodingResult r{"GLV bound " + std::string(C->name()),
                     "the basis from (n, lambda) is in the lattice with det = +-n, and (|a1| + |a2|)/2, (|b1| + |b2|)/2 < 2^" +
                         std::to_string(half_bits),
                     1, true, true, 0, ""};
    if ((B.a1 + B.b1 * lambda) % n != 0 || (B.a2 + B.b2 * lambda) % n != 0) {
      r.holds = false;
      r.detail = "a basis vector is not in the lattice";
    } else if (abs(det) != n) {
      r.holds = false;
      r.detail = "det = " + det.get_str() + ", not +-n";
    } else {
      r.holds = b.k1_max < limit && b.k2_max < limit;
      r.detail = "|k1| <= 0x" + b.k1_max.get_str(16) + " (" + bits_of(b.k1_max) + "), |k2| <= 0x" + b.k2_max.get_str(16) +
                 " (" + bits_of(b.k2_max) + "), limit 2^" + std::to_string(half_bits);
    }
    r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    out.push_back(r);
    if (n < 65536) {
      out.push_back(check_glv_split("GLV split " + std::string(C->name()), n, lambda,
                                    [](const mpz_class& k, const mpz_class& nn, const ref::LatticeBasis& BB) {
                                      return ref::glv_split(k, nn, BB);
                                    }));
    }
  }
  for (const auto& [n, lambda] : small_glv_moduli()) {
    out.push_back(check_glv_split("GLV split n = " + n.get_str() + ", lambda = " + lambda.get_str(), n, lambda,
                                  [](const mpz_class& k, const mpz_class& nn, const ref::LatticeBasis& BB) {
                                    return ref::glv_split(k, nn, BB);
                                  }));
  }
  return out;
}

std::vector<RecodingResult> prove_negative_recodings(unsigned bits) {
  std::vector<RecodingResult> out;
  const auto expect_refuted = [&](RecodingResult r) {
    r.expected_holds = false;
    out.push_back(std::move(r));
  };
  expect_refuted(check_wnaf("control: wNAF w = 4, digits k mod 2^w (unbalanced)", 4, bits,
                            [](const mpz_class& k, int w) { return negative::wnaf_unbalanced(k, w); }));
  expect_refuted(check_wnaf("control: NAF with the sign of k mods 4 inverted", 2, bits,
                            [](const mpz_class& k, int /*w*/) { return negative::naf_wrong_sign(k); }));
  expect_refuted(check_signed_odd("control: signed odd windows w = 4, one window short", 4, bits,
                                  [](const mpz_class& k, int w, std::size_t L) { return negative::signed_odd_one_short(k, w, L); }));
  expect_refuted(check_jsf("control: JSF without the sign flip of step 2.2", bits,
                           [](const mpz_class& a, const mpz_class& b) { return negative::jsf_without_flip(a, b); }));
  const auto [n, lambda] = small_glv_moduli().front();
  expect_refuted(check_glv_split("control: GLV split with floor for rounding, n = " + n.get_str(), n, lambda,
                                 [](const mpz_class& k, const mpz_class& nn, const ref::LatticeBasis& B) {
                                   return negative::glv_split_floor(k, nn, B);
                                 }));
  return out;
}

std::vector<RecodingResult> prove_all_recodings(unsigned bits) {
  std::vector<RecodingResult> out = prove_recodings(bits);
  for (RecodingResult& r : prove_glv()) out.push_back(std::move(r));
  for (RecodingResult& r : prove_negative_recodings(bits)) out.push_back(std::move(r));
  return out;
}

}  // namespace tandem::proofs
