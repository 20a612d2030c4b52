// The audit's protocol rows: clean for ref and fast on secp256k1, and not
// clean when a side carries a planted slip (a signature without its low-S
// normalization, a verifier that ignores the digest's last octet, a batch
// that names no bad signature, an ECDH over the uncompressed point's hash).
#include <gtest/gtest.h>

#include "audit/src/checks.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/hash/sha256.hpp"

namespace tandem {
namespace {

using Side = audit::ProtocolSide;

// The fast side with one operation replaced.
struct Slipped : Side {
  std::unique_ptr<Side> base = audit::fast_protocol_side();
  int slip;
  explicit Slipped(int s) : slip(s) {}
  [[nodiscard]] std::string name() const override { return "slipped"; }
  [[nodiscard]] std::optional<B64> sign(const B32& d, const B32& m, const std::optional<B32>& e) const override {
    auto s = base->sign(d, m, e);
    if (slip == 0 && s && e) (*s)[63] ^= 1;  // as if the extra data were ignored for some
    return s;
  }
  [[nodiscard]] bool verify(ByteView pub, const B32& m, const B64& sig, bool low_s) const override {
    if (slip == 1) return base->verify(pub, m, sig, false);  // high S let through
    return base->verify(pub, m, sig, low_s);
  }
  [[nodiscard]] std::optional<Bytes> recover(const B32& m, const B64& sig, int recid) const override {
    return base->recover(m, sig, slip == 2 ? recid ^ 1 : recid);
  }
  [[nodiscard]] Result<B64> parse_der_result(ByteView der) const override {
    if (slip == 3 && der.size() > 8) return base->parse_der_result(der.first(der.size() - (der.back() == 0 ? 1 : 0)));
    return base->parse_der_result(der);
  }
  [[nodiscard]] std::optional<B64> schnorr_sign(const B32& d, ByteView msg, const B32& aux) const override {
    B32 a = aux;
    if (slip == 4) a[0] ^= 1;
    return base->schnorr_sign(d, msg, a);
  }
  [[nodiscard]] bool schnorr_verify(ByteView x, ByteView msg, const B64& sig) const override {
    if (slip == 5) return true;
    return base->schnorr_verify(x, msg, sig);
  }
  [[nodiscard]] std::optional<std::vector<std::size_t>> batch(const std::vector<B32>& k, const std::vector<Bytes>& m,
                                                              const std::vector<B64>& s) const override {
    if (slip == 6) return std::vector<std::size_t>{};
    return base->batch(k, m, s);
  }
  [[nodiscard]] std::optional<B32> ecdh(const B32& d, ByteView pub) const override {
    auto z = base->ecdh(d, pub);
    if (slip == 7 && z) z = hash::sha256(*z);
    return z;
  }
  [[nodiscard]] std::optional<B32> seckey_tweak(const B32& d, const B32& t, int op) const override {
    return base->seckey_tweak(d, t, slip == 8 && op == 1 ? 0 : op);
  }
  [[nodiscard]] std::optional<Bytes> pubkey_tweak(ByteView pub, const B32& t, int op) const override {
    return base->pubkey_tweak(pub, t, slip == 9 && op == 0 ? 1 : op);
  }
  [[nodiscard]] std::optional<Bytes> xonly_tweak(ByteView x, const B32& t) const override { return base->xonly_tweak(x, t); }
  [[nodiscard]] bool xonly_check(ByteView tx, bool parity, ByteView x, const B32& t) const override {
    return base->xonly_check(tx, slip == 10 ? false : parity, x, t);
  }
  [[nodiscard]] std::optional<B32> keypair_tweak(const B32& d, const B32& t) const override { return base->keypair_tweak(d, t); }
};

std::vector<audit::Row> rows_of(const Side& side) {
  const ref::Curve& C = *ref::find_curve("secp256k1");
  audit::Context ctx(C, {.count = 6, .seed = 7});
  std::vector<audit::Row> rows;
  audit::compare_protocols_with_libsecp256k1(ctx, rows, side);
  return rows;
}

TEST(ProtocolAudit, RefAndFastAgreeWithLibsecp256k1OnEveryRow) {
  const ref::Curve& C = *ref::find_curve("secp256k1");
  for (const auto& side : {audit::ref_protocol_side(C), audit::fast_protocol_side()}) {
    const std::vector<audit::Row> rows = rows_of(*side);
    EXPECT_EQ(rows.size(), 11U);
    for (const audit::Row& row : rows) {
      EXPECT_TRUE(row.clean()) << side->name() << " " << row.operation << ": "
                               << (row.disagreements.empty() ? "" : row.disagreements.front());
      EXPECT_GT(row.cases, 0U) << row.operation;
      EXPECT_EQ(row.implementation, side->name());
    }
  }
}

TEST(ProtocolAudit, EveryPlantedSlipMakesItsRowDisagree) {
  for (int slip = 0; slip <= 10; ++slip) {
    const std::vector<audit::Row> rows = rows_of(Slipped(slip));
    std::size_t unclean = 0;
    for (const audit::Row& row : rows) unclean += row.clean() ? 0 : 1;
    EXPECT_GE(unclean, 1U) << "slip " << slip << " went unnoticed";
  }
}

}  // namespace
}  // namespace tandem
