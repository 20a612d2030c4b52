// ECDSA signature encodings on secp256k1, fast against ref against
// libsecp256k1: [mode] ‖ octets, mode 0 strict DER, 1 lax DER, 2 compact.
// fast and ref must agree on every input (the same signature or the same
// Error); libsecp256k1's strict parse_der and parse_compact must accept what
// we accept, with the same integers, and refuse an encoding we call
// malformed unless its integers are the zero it stores for an overflowing,
// zero or negative one. libsecp256k1's lax parser ships only as contrib
// source, so lax parsing is fast against ref alone (and must accept every
// strict encoding with the same value).
#include <array>

#include "fuzz_support.hpp"
#include "tandem/fast/protocols/der.hpp"
#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"

namespace {

using namespace tandem;
namespace lib = oracles::libsecp256k1;
using Octets = std::vector<std::uint8_t>;

std::string describe(const Result<fast::EcdsaSignature>& r) {
  return r.ok() ? "accepts" : std::string(error_name(r.error()));
}

void same(const Result<fast::EcdsaSignature>& f, const Result<ref::EcdsaSignature>& r, const char* what) {
  if (f.ok() != r.ok()) fuzz::disagree(std::string(what) + ": fast " + describe(f) + ", ref differs");
  if (f.ok() && f.value().serialize_compact() != r.value().serialize_compact())
    fuzz::disagree(std::string(what) + ": fast and ref parse different integers");
  if (!f.ok() && f.error() != r.error())
    fuzz::disagree(std::string(what) + ": fast " + describe(f) + ", ref " + std::string(error_name(r.error())));
}

bool half_zero(const lib::Sig64& rs, std::size_t at) {
  for (std::size_t i = at; i < at + 32; ++i)
    if (rs[i] != 0) return false;
  return true;
}

// What libsecp256k1's answer must be, given ours.
void check_against_libsecp256k1(const Result<fast::EcdsaSignature>& f, const std::optional<lib::Sig64>& theirs,
                                const char* what) {
  if (f.ok()) {
    if (!theirs || Octets(theirs->begin(), theirs->end()) != f.value().serialize_compact())
      fuzz::disagree(std::string(what) + ": libsecp256k1 refuses or differs where fast accepts");
    return;
  }
  if (!theirs) return;
  const bool rz = half_zero(*theirs, 0), sz = half_zero(*theirs, 32);
  const bool fits = (f.error() == Error::signature_r_out_of_range && rz) ||
                    (f.error() == Error::signature_s_out_of_range && sz) ||
                    (f.error() == Error::signature_encoding && (rz || sz));
  if (!fits) fuzz::disagree(std::string(what) + ": libsecp256k1 accepts what fast calls " + describe(f));
}

#ifdef TANDEM_FUZZ_PLANTED_BUG
// The control (fuzz.der_planted_bug): the harness sees a strict parser that
// forgot the minimal-integer rule for r, i.e. accepts a redundant leading
// zero octet, by handing fast the encoding with that octet dropped.
Octets planted(std::span<const std::uint8_t> der) {
  Octets v(der.begin(), der.end());
  if (v.size() >= 7 && v[0] == 0x30 && v[1] == v.size() - 2 && v[2] == 0x02 && v[3] >= 2 && v[4] == 0x00 && v[5] < 0x80) {
    v.erase(v.begin() + 4);
    v[3] = static_cast<std::uint8_t>(v[3] - 1);
    v[1] = static_cast<std::uint8_t>(v[1] - 1);
  }
  return v;
}
#endif

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const std::uint8_t mode = data[0] % 3;
  const std::span<const std::uint8_t> octets(data + 1, size - 1);
  if (mode == 0) {
#ifdef TANDEM_FUZZ_PLANTED_BUG
    const Octets seen = planted(octets);
    const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_der(seen);
#else
    const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_der(octets);
#endif
    same(f, ref::EcdsaSignature::parse_der(C, octets), "strict DER");
    check_against_libsecp256k1(f, lib::signature_parse_der(octets), "strict DER");
    // DER is canonical: what parses re-serializes to the same octets.
    if (f.ok() && f.value().serialize_der() != Octets(octets.begin(), octets.end()))
      fuzz::disagree("strict DER: serialize_der does not give back the input");
  } else if (mode == 1) {
    const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_der_lax(octets);
    same(f, ref::EcdsaSignature::parse_der_lax(C, octets), "lax DER");
    const Result<fast::EcdsaSignature> strict = fast::EcdsaSignature::parse_der(octets);
    if (strict.ok() && (!f.ok() || f.value().serialize_compact() != strict.value().serialize_compact()))
      fuzz::disagree("lax DER refuses or differs on a strict encoding");
  } else {
    const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_compact(octets);
    same(f, ref::EcdsaSignature::parse_compact(C, octets), "compact");
    check_against_libsecp256k1(f, lib::signature_parse_compact(octets), "compact");
    if (f.ok() && f.value().serialize_compact() != Octets(octets.begin(), octets.end()))
      fuzz::disagree("compact: serialize_compact does not give back the input");
  }
  return 0;
}
