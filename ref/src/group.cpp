#include "tandem/ref/group.hpp"

namespace tandem::ref {

Result<Fe> parse_scalar(const Curve& C, std::span<const std::uint8_t> be, bool allow_zero) {
  const mpz_class k = from_be_bytes(be);
  if (k >= C.n()) return Error::scalar_out_of_range;
  if (k == 0 && !allow_zero) return Error::scalar_zero;
  return C.fn().from_mpz(k);
}

}  // namespace tandem::ref
