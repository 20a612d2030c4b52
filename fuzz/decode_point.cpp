// SEC 1 decoding, ref against OpenSSL's oct2point, on any octet string, for
// any curve: both accept the same point or both reject. Accepted points
// re-encode to the same octets (hybrid included) or to their canonical form.
#include "fuzz_support.hpp"
#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/encoding.hpp"

namespace {

#ifdef TANDEM_FUZZ_PLANTED_BUG
constexpr bool kPlanted = true;
#else
constexpr bool kPlanted = false;
#endif

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tandem;
  fuzz::Input in(data, size);
  const ref::Curve& C = fuzz::pick_curve(in);
  const auto octets = in.remaining();
  Result<ref::Point> mine = ref::decode_point(C, octets);
#ifdef TANDEM_FUZZ_PLANTED_BUG
  // The control that shows this fuzzer can find a bug: the harness sees a
  // decoder that forgot the hybrid parity check (tests: fuzz.planted_bug).
  if (!mine.ok() && mine.error() == Error::hybrid_parity) {
    const std::vector<std::uint8_t> fixed = [&] {
      std::vector<std::uint8_t> v(octets.begin(), octets.end());
      v[0] ^= 1;
      return v;
    }();
    mine = ref::decode_point(C, fixed);
  }
#endif
  const auto theirs = tandem::fuzz::openssl_for(C).oct2point(octets);
  if (mine.ok() != theirs.has_value()) {
    fuzz::disagree(std::string(C.name()) + ": ref " + (mine.ok() ? "accepts" : std::string(error_name(mine.error()))) +
                   ", OpenSSL " + (theirs ? "accepts" : "rejects"));
  }
  if (!mine.ok()) return 0;
  const ref::Point& P = mine.value();
  if (P.infinity != theirs->infinity || (!P.infinity && (P.x.value() != theirs->x || P.y.value() != theirs->y))) {
    fuzz::disagree(std::string(C.name()) + ": decoded points differ");
  }
  const std::uint8_t prefix = octets[0];
  const ref::PointFormat f = prefix == 0x04 ? ref::PointFormat::uncompressed
                             : (prefix == 0x06 || prefix == 0x07) ? ref::PointFormat::hybrid
                                                                  : ref::PointFormat::compressed;
  const auto again = ref::encode_point(C, P, f);
  if (!std::equal(again.begin(), again.end(), octets.begin(), octets.end()) && !kPlanted) {
    fuzz::disagree(std::string(C.name()) + ": re-encoding differs");
  }
  return 0;
}
