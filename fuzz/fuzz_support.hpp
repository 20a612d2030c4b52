// What the fuzz targets share: reading a curve choice and integers from the
// fuzzer's bytes, and failing loudly on a disagreement (a crash is what
// libFuzzer reports, and what the replay test turns into a failure).
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <span>
#include <string>

#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::fuzz {

/// Consumes bytes from the front of the input.
class Input {
 public:
  Input(const std::uint8_t* data, std::size_t size) : rest_(data, size) {}
  [[nodiscard]] std::size_t size() const { return rest_.size(); }
  std::uint8_t byte() {
    if (rest_.empty()) return 0;
    const std::uint8_t b = rest_[0];
    rest_ = rest_.subspan(1);
    return b;
  }
  /// Up to n bytes as a big-endian integer (fewer if the input ends).
  mpz_class integer(std::size_t n) {
    const std::size_t k = n < rest_.size() ? n : rest_.size();
    mpz_class v;
    if (k > 0) mpz_import(v.get_mpz_t(), k, 1, 1, 1, 0, rest_.data());
    rest_ = rest_.subspan(k);
    return v;
  }
  std::span<const std::uint8_t> remaining() const { return rest_; }

 private:
  std::span<const std::uint8_t> rest_;
};

/// A curve chosen by one byte.
inline const ref::Curve& pick_curve(Input& in) {
  const auto curves = ref::all_curves();
  return *curves[in.byte() % curves.size()];
}

[[noreturn]] inline void disagree(const std::string& what) {
  std::fprintf(stderr, "tandem fuzz: DISAGREEMENT: %s\n", what.c_str());
  std::abort();
}

/// OpenSSL's group for a curve (its named one, or built from the
/// parameters), made once.
inline const oracles::OpenSslGroup& openssl_for(const ref::Curve& C) {
  static std::map<const ref::Curve*, std::unique_ptr<oracles::OpenSslGroup>> groups;
  auto& g = groups[&C];
  if (!g) {
    g = oracles::OpenSslGroup::make(
        C.spec().openssl_sn, {C.p(), C.eq().a.value(), C.eq().b.value(), C.G().x.value(), C.G().y.value(), C.n(), C.h()});
    if (!g) disagree("OpenSSL refused a curve");
  }
  return *g;
}

/// k·G by OpenSSL, as ref's point: the operands a target builds its checks
/// on. Where the target checks ref's or fast's k·P itself, computing its
/// operands with ref too spent most of each input's time on them.
inline ref::Affine<ref::Fe> openssl_mul_gen(const ref::Curve& C, const mpz_class& k) {
  const std::optional<oracles::IntPoint> P = openssl_for(C).mul_generator(k);
  if (!P) disagree(std::string(C.name()) + ": OpenSSL's k*G failed");
  if (P->infinity) return C.infinity();
  return ref::Affine<ref::Fe>{C.fp().from_mpz(P->x), C.fp().from_mpz(P->y), false};
}

}  // namespace tandem::fuzz
