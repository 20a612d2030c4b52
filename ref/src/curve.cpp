#include "tandem/ref/curve.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "tandem/spec/curves.hpp"

namespace tandem::ref {

namespace {

mpz_class hex_or_throw(std::string_view hex, std::string_view what, std::string_view curve) {
  std::optional<mpz_class> v = parse_hex(hex);
  if (!v) throw std::invalid_argument("tandem::ref::Curve " + std::string(curve) + ": malformed " + std::string(what));
  return *v;
}

}  // namespace

Curve::Curve(const spec::CurveSpec& spec)
    : spec_(spec),
      fp_(std::make_unique<PrimeField>(hex_or_throw(spec.p, "p", spec.name))),
      fn_(std::make_unique<PrimeField>(hex_or_throw(spec.n, "n", spec.name))),
      h_(hex_or_throw(spec.h, "h", spec.name)),
      eq_{fp_->from_mpz(hex_or_throw(spec.a, "a", spec.name)), fp_->from_mpz(hex_or_throw(spec.b, "b", spec.name)),
          spec.a_kind},
      G_{fp_->from_mpz(hex_or_throw(spec.gx, "gx", spec.name)), fp_->from_mpz(hex_or_throw(spec.gy, "gy", spec.name)),
         false} {
  if (spec.has_endomorphism()) {
    beta_ = fp_->from_mpz(hex_or_throw(spec.beta, "beta", spec.name));
    lambda_ = fn_->from_mpz(hex_or_throw(spec.lambda, "lambda", spec.name));
  }
}

namespace {

struct Registry {
  std::vector<std::unique_ptr<Curve>> owned;
  std::vector<const Curve*> view;
  Registry() {
    for (const spec::CurveSpec& s : spec::curves) {
      owned.push_back(std::make_unique<Curve>(s));
      view.push_back(owned.back().get());
    }
  }
};

const Registry& registry() {
  static const Registry r;  // built once, thread-safe (C++11 magic statics)
  return r;
}

}  // namespace

const Curve* find_curve(std::string_view name) {
  const spec::CurveSpec* s = spec::find_curve(name);
  return s == nullptr ? nullptr : &curve(*s);
}

const Curve& curve(const spec::CurveSpec& s) {
  const Registry& r = registry();
  for (const Curve* c : r.view) {
    if (&c->spec() == &s) return *c;
  }
  throw std::invalid_argument("tandem::ref::curve: not an entry of spec::curves");
}

std::span<const Curve* const> all_curves() { return registry().view; }

}  // namespace tandem::ref
