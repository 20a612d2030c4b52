#include "tandem/ref/mult/group_ops.hpp"

#include <memory>

namespace tandem::ref {

RefGroup make_ref_group(const Curve& C) {
  std::optional<Endomorphism<Fe>> endo;
  if (C.beta() && C.lambda()) {
    const mpz_class& lambda = C.lambda()->value();
    endo = Endomorphism<Fe>{*C.beta(), lambda, glv_basis(C.n(), lambda)};
  }
  return RefGroup(C.eq(), C.fp().one(), C.n(), std::move(endo));
}

namespace {

struct GroupRegistry {
  std::vector<const Curve*> curves;
  std::vector<std::unique_ptr<RefGroup>> groups;
  GroupRegistry() {
    for (const Curve* c : all_curves()) {
      curves.push_back(c);
      groups.push_back(std::make_unique<RefGroup>(make_ref_group(*c)));
    }
  }
};

}  // namespace

const RefGroup& ref_group(const Curve& C) {
  static const GroupRegistry r;  // built once, thread-safe (C++11 magic statics)
  for (std::size_t i = 0; i < r.curves.size(); ++i) {
    if (r.curves[i] == &C) return *r.groups[i];
  }
  throw std::invalid_argument("tandem::ref::ref_group: not a curve of spec::curves");
}

}  // namespace tandem::ref
