// A curve of spec/ brought to life on the reference field: F_p and Z_n as
// PrimeFields, a, b and G as elements, the endomorphism where one exists.
#pragma once

#include <gmpxx.h>

#include <memory>
#include <optional>
#include <span>
#include <string_view>

#include "tandem/ref/field.hpp"
#include "tandem/ref/point.hpp"
#include "tandem/spec/curve_spec.hpp"

namespace tandem::ref {

class Curve {
 public:
  /// Parses the spec's numbers; std::invalid_argument if one is malformed
  /// (never for the curves in spec/curves.hpp: a test builds them all).
  explicit Curve(const spec::CurveSpec& spec);
  Curve(const Curve&) = delete;
  Curve& operator=(const Curve&) = delete;

  [[nodiscard]] const spec::CurveSpec& spec() const { return spec_; }
  [[nodiscard]] std::string_view name() const { return spec_.name; }
  [[nodiscard]] const PrimeField& fp() const { return *fp_; }
  [[nodiscard]] const PrimeField& fn() const { return *fn_; }
  [[nodiscard]] const mpz_class& p() const { return fp_->modulus(); }
  [[nodiscard]] const mpz_class& n() const { return fn_->modulus(); }
  [[nodiscard]] const mpz_class& h() const { return h_; }
  [[nodiscard]] const CurveEq<Fe>& eq() const { return eq_; }
  [[nodiscard]] const Affine<Fe>& G() const { return G_; }
  [[nodiscard]] Affine<Fe> infinity() const { return Affine<Fe>::at_infinity(fp_->zero()); }
  /// β in F_p and λ in Z_n of the GLV endomorphism, if the curve has one.
  [[nodiscard]] const std::optional<Fe>& beta() const { return beta_; }
  [[nodiscard]] const std::optional<Fe>& lambda() const { return lambda_; }

 private:
  const spec::CurveSpec& spec_;
  std::unique_ptr<PrimeField> fp_;
  std::unique_ptr<PrimeField> fn_;
  mpz_class h_;
  CurveEq<Fe> eq_;
  Affine<Fe> G_;
  std::optional<Fe> beta_;
  std::optional<Fe> lambda_;
};

/// The curve called `name` (see spec::find_curve), built once and kept for
/// the life of the program; nullptr for an unknown name.
[[nodiscard]] const Curve* find_curve(std::string_view name);
/// The same for a spec entry of spec::curves.
[[nodiscard]] const Curve& curve(const spec::CurveSpec& spec);
/// Every curve of spec::curves, in order.
[[nodiscard]] std::span<const Curve* const> all_curves();

}  // namespace tandem::ref
