// The group operations, ref against OpenSSL, on any curve: the input picks a
// curve, two scalars a, b (points A = a·G, B = b·G, so both are valid) and a
// scalar k; then A + B (affine law and madd_8m3s), 2A, −A and k·A must equal
// OpenSSL's. Small scalars and equal ones reach the exceptional cases.
// A and B come from OpenSSL's fixed-base multiplication: they are the
// operands, not what is checked (ref's k·P is, in k·A), and ref's two
// multiplications for them took two thirds of each input's time.
#include "fuzz_support.hpp"
#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/group.hpp"

namespace {

using tandem::oracles::IntPoint;

IntPoint ints(const tandem::ref::Point& P) {
  if (P.infinity) return {0, 0, true};
  return {P.x.value(), P.y.value(), false};
}

void expect(const tandem::ref::Curve& C, const char* op, const tandem::ref::Point& mine,
            const std::optional<IntPoint>& theirs) {
  if (!theirs || !(ints(mine) == *theirs)) tandem::fuzz::disagree(std::string(C.name()) + ": " + op);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tandem;
  fuzz::Input in(data, size);
  const ref::Curve& C = fuzz::pick_curve(in);
  const std::size_t w = C.fn().bytes();
  const mpz_class a = in.integer(w), b = in.integer(w), k = in.integer(w + 1);
  const auto& O = tandem::fuzz::openssl_for(C);
  const ref::Point A = fuzz::openssl_mul_gen(C, a), B = fuzz::openssl_mul_gen(C, b);
  expect(C, "A + B (affine)", ref::add(C, A, B), O.add(ints(A), ints(B)));
  ref::Fe z = C.fp().from_mpz(k + 1);
  if (is_zero(z)) z = C.fp().one();
  const ref::Jacobian<ref::Fe> J =
      A.infinity ? ref::Jacobian<ref::Fe>::at_infinity(z) : ref::Jacobian<ref::Fe>{A.x * sqr(z), A.y * sqr(z) * z, z};
  expect(C, "A + B (madd_8m3s)", ref::to_affine(ref::madd_8m3s(J, B, C.eq())), O.add(ints(A), ints(B)));
  expect(C, "2A", ref::dbl(C, A), O.dbl(ints(A)));
  expect(C, "-A", ref::neg(C, A), O.invert(ints(A)));
  expect(C, "k*A", ref::mul(C, k, A), O.mul(k, ints(A)));
  return 0;
}
