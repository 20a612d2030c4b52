// The checks of the audit, one function per oracle family; all_checks()
// in checks.cpp lists them in table order.
#pragma once

#include <array>
#include <chrono>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "tandem/audit/audit.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::audit {

void check_openssl_group(Context& ctx, std::vector<Row>& rows);
void check_openssl_encoding(Context& ctx, std::vector<Row>& rows);
void check_libsecp256k1(Context& ctx, std::vector<Row>& rows);
void check_inversion(Context& ctx, std::vector<Row>& rows);
void check_formulas(Context& ctx, std::vector<Row>& rows);

/// The edge field values of m (edges.hpp), then `count` random ones below m.
std::vector<mpz_class> field_values(Context& ctx, const mpz_class& m);
/// Counts a case: `mine` agrees with mpz_invert(v mod m) — the same inverse,
/// or Error::not_invertible where GMP finds none.
void record_inverse(Row& row, const mpz_class& v, const mpz_class& m, const Result<mpz_class>& mine);
void check_strategies(Context& ctx, std::vector<Row>& rows);
void check_fast_secp256k1(Context& ctx, std::vector<Row>& rows);
void check_fast_group(Context& ctx, std::vector<Row>& rows);
/// fast/ on the standard curves other than secp256k1 (check_fast_curves.cpp).
void check_fast_curves(Context& ctx, std::vector<Row>& rows);
void check_protocols(Context& ctx, std::vector<Row>& rows);

/// The questions the secp256k1 protocol rows ask one implementation, in
/// octets as libsecp256k1 has them; nothing (or false) where it refuses.
/// Tweak `op`: 0 add, 1 mul, 2 negate.
struct ProtocolSide {
  using B32 = std::array<std::uint8_t, 32>;
  using B64 = std::array<std::uint8_t, 64>;
  using Bytes = std::vector<std::uint8_t>;
  using ByteView = std::span<const std::uint8_t>;
  virtual ~ProtocolSide() = default;
  [[nodiscard]] virtual std::string name() const = 0;
  [[nodiscard]] virtual std::optional<B64> sign(const B32& d, const B32& m, const std::optional<B32>& extra) const = 0;
  [[nodiscard]] virtual bool verify(ByteView pub, const B32& m, const B64& sig, bool low_s) const = 0;
  [[nodiscard]] virtual std::optional<Bytes> recover(const B32& m, const B64& sig, int recid) const = 0;
  [[nodiscard]] virtual Result<B64> parse_der_result(ByteView der) const = 0;
  [[nodiscard]] virtual std::optional<B64> schnorr_sign(const B32& d, ByteView msg, const B32& aux) const = 0;
  [[nodiscard]] virtual bool schnorr_verify(ByteView x32, ByteView msg, const B64& sig) const = 0;
  [[nodiscard]] virtual std::optional<std::vector<std::size_t>> batch(const std::vector<B32>& keys,
                                                                      const std::vector<Bytes>& msgs,
                                                                      const std::vector<B64>& sigs) const = 0;
  [[nodiscard]] virtual std::optional<B32> ecdh(const B32& d, ByteView pub) const = 0;
  [[nodiscard]] virtual std::optional<B32> seckey_tweak(const B32& d, const B32& t, int op) const = 0;
  [[nodiscard]] virtual std::optional<Bytes> pubkey_tweak(ByteView pub, const B32& t, int op) const = 0;
  [[nodiscard]] virtual std::optional<Bytes> xonly_tweak(ByteView x32, const B32& t) const = 0;
  [[nodiscard]] virtual bool xonly_check(ByteView tx, bool parity, ByteView x32, const B32& t) const = 0;
  [[nodiscard]] virtual std::optional<B32> keypair_tweak(const B32& d, const B32& t) const = 0;
};
std::unique_ptr<ProtocolSide> ref_protocol_side(const ref::Curve& C);
std::unique_ptr<ProtocolSide> fast_protocol_side();
/// The secp256k1 protocol rows of one side against libsecp256k1 (the
/// audit's, and the tests' with a planted slip).
void compare_protocols_with_libsecp256k1(Context& ctx, std::vector<Row>& rows, const ProtocolSide& side);

/// A normalization of fast/'s field, for compare_fast_normalize.
using NormalizeFn = std::function<fast::Fe(const fast::Fe&)>;
/// Counts, for every field input of the fast/ rows (edge values and random
/// ones, at magnitude 1 and 32, and every limb at its bound), whether
/// `normalize` returns the canonical form (the check of the audit's
/// normalize row; the tests hand it the broken twin to show it disagrees).
void compare_fast_normalize(Context& ctx, Row& row, const NormalizeFn& normalize);

/// k·P by some strategy, for compare_mult_with_openssl.
using MultFn = std::function<ref::Point(const mpz_class&, const ref::Point&)>;
/// Counts, for each kᵢ with the point pts[i mod |pts|], whether `mult`
/// agrees with OpenSSL's EC_POINT_mul (the check of every k·P strategy row;
/// the tests hand it a planted slip to show it disagrees).
void compare_mult_with_openssl(Context& ctx, Row& row, const std::vector<mpz_class>& ks,
                               const std::vector<ref::Point>& pts, const MultFn& mult);

/// Valid encodings of points (three formats, O included) and malformed ones.
std::vector<std::vector<std::uint8_t>> encodings_to_decode(Context& ctx);

/// Runs body(row) and appends the row, with its time; `implementation` says
/// whose code it runs ("ref" or "fast").
template <class Body>
void timed_row(std::vector<Row>& rows, std::string implementation, std::string operation, std::string oracle, Body body) {
  Row row{std::move(operation), std::move(oracle), 0, 0, 0, {}, std::move(implementation)};
  const auto start = std::chrono::steady_clock::now();
  body(row);
  row.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  rows.push_back(std::move(row));
}
/// A row of ref's code.
template <class Body>
void timed_row(std::vector<Row>& rows, std::string operation, std::string oracle, Body body) {
  timed_row(rows, "ref", std::move(operation), std::move(oracle), std::move(body));
}

/// P in Jacobian coordinates with a random Z ≠ 0 (so that formulas are
/// exercised on Z ≠ 1); O as (1 : 1 : 0).
ref::Jacobian<ref::Fe> random_jacobian(Context& ctx, const ref::Point& P);

/// Pairs for an addition: consecutive random points, then P + P, P + (−P),
/// P + O, O + P and O + O.
std::vector<std::pair<ref::Point, ref::Point>> addition_pairs(Context& ctx);

/// addition_pairs, and the pairs where unified formulas break: y2 = −y1 with
/// x2 ≠ x1, and P = ±Q with x = 0, where the curve has them.
std::vector<std::pair<ref::Point, ref::Point>> formula_pairs(Context& ctx);

}  // namespace tandem::audit
