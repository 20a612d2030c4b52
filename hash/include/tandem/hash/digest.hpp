// Message digests by name, from OpenSSL's EVP (OpenSSL 3 names and aliases:
// "sha256", "SHA-256", "sha3-384", "shake128", ...), and HMAC (RFC 2104) on
// any of them that is not an XOF. SHAKE128 and SHAKE256 give 32 and 64
// octets (their security strengths doubled, as FIPS 186-5 uses them for
// ECDSA).
#pragma once

#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/params.h>

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tandem/spec/result.hpp"

namespace tandem::hash {

using Bytes = std::vector<std::uint8_t>;
using ByteView = std::span<const std::uint8_t>;

namespace detail {
struct MdFree {
  void operator()(EVP_MD* md) const { EVP_MD_free(md); }
};
struct CtxFree {
  void operator()(EVP_MD_CTX* c) const { EVP_MD_CTX_free(c); }
};
struct MacFree {
  void operator()(EVP_MAC* m) const { EVP_MAC_free(m); }
};
struct MacCtxFree {
  void operator()(EVP_MAC_CTX* c) const { EVP_MAC_CTX_free(c); }
};
}  // namespace detail

/// One of OpenSSL's digests, found by name. Copyable (the EVP_MD is shared).
class Digest {
 public:
  /// The digest OpenSSL calls `name`; unknown_hash if it has none.
  [[nodiscard]] static Result<Digest> find(std::string_view name) {
    const std::string n(name);
    if (n.empty()) return Error::unknown_hash;
    EVP_MD* md = EVP_MD_fetch(nullptr, n.c_str(), nullptr);
    if (md == nullptr) return Error::unknown_hash;
    std::shared_ptr<EVP_MD> shared(md, detail::MdFree{});
    const bool xof = (EVP_MD_get_flags(md) & EVP_MD_FLAG_XOF) != 0;
    std::size_t size = static_cast<std::size_t>(EVP_MD_get_size(md));
    if (xof) {
      // SHAKE128 → 32 octets, SHAKE256 → 64; any other XOF is refused.
      if (EVP_MD_is_a(md, "SHAKE-128")) size = 32;
      else if (EVP_MD_is_a(md, "SHAKE-256")) size = 64;
      else return Error::unknown_hash;
    }
    if (size == 0) return Error::unknown_hash;
    return Digest(std::move(shared), EVP_MD_get0_name(md), size, xof);
  }

  /// OpenSSL's canonical name of the digest ("SHA2-256", "SHA3-384", ...).
  [[nodiscard]] std::string_view name() const { return name_; }
  /// Output octets.
  [[nodiscard]] std::size_t size() const { return size_; }
  /// Input block octets (HMAC's key block).
  [[nodiscard]] std::size_t block_size() const { return static_cast<std::size_t>(EVP_MD_get_block_size(md_.get())); }
  [[nodiscard]] bool is_xof() const { return xof_; }
  [[nodiscard]] const EVP_MD* md() const { return md_.get(); }

  /// The digest of the concatenation of the parts.
  [[nodiscard]] Bytes operator()(std::initializer_list<ByteView> parts) const {
    std::unique_ptr<EVP_MD_CTX, detail::CtxFree> ctx(EVP_MD_CTX_new());
    Bytes out(size_);
    bool ok = ctx != nullptr && EVP_DigestInit_ex(ctx.get(), md_.get(), nullptr) == 1;
    for (ByteView p : parts) ok = ok && EVP_DigestUpdate(ctx.get(), p.data(), p.size()) == 1;
    if (xof_) {
      ok = ok && EVP_DigestFinalXOF(ctx.get(), out.data(), out.size()) == 1;
    } else {
      unsigned len = 0;
      ok = ok && EVP_DigestFinal_ex(ctx.get(), out.data(), &len) == 1 && len == size_;
    }
    if (!ok) throw std::runtime_error("tandem::hash: OpenSSL's digest failed");
    return out;
  }
  [[nodiscard]] Bytes operator()(ByteView msg) const { return (*this)({msg}); }

 private:
  Digest(std::shared_ptr<EVP_MD> md, const char* name, std::size_t size, bool xof)
      : md_(std::move(md)), name_(name != nullptr ? name : ""), size_(size), xof_(xof) {}
  std::shared_ptr<EVP_MD> md_;
  std::string name_;
  std::size_t size_;
  bool xof_;
};

/// The digest of `msg` with the digest called `name`; unknown_hash if none.
[[nodiscard]] inline Result<Bytes> digest(std::string_view name, ByteView msg) {
  Result<Digest> d = Digest::find(name);
  if (!d) return d.error();
  return d.value()(msg);
}

/// HMAC_K(parts…) (RFC 2104), OpenSSL's EVP_MAC "HMAC", with any digest
/// that is not an XOF (unknown_hash for SHAKE: HMAC is not defined on it).
[[nodiscard]] inline Result<Bytes> hmac(const Digest& d, ByteView key, std::initializer_list<ByteView> parts) {
  if (d.is_xof()) return Error::unknown_hash;
  std::unique_ptr<EVP_MAC, detail::MacFree> mac(EVP_MAC_fetch(nullptr, "HMAC", nullptr));
  if (!mac) throw std::runtime_error("tandem::hash: OpenSSL has no HMAC");
  std::unique_ptr<EVP_MAC_CTX, detail::MacCtxFree> ctx(EVP_MAC_CTX_new(mac.get()));
  std::string md_name(d.name());
  const OSSL_PARAM params[] = {OSSL_PARAM_construct_utf8_string("digest", md_name.data(), 0), OSSL_PARAM_construct_end()};
  static const std::uint8_t kEmpty = 0;
  bool ok = ctx != nullptr && EVP_MAC_init(ctx.get(), key.empty() ? &kEmpty : key.data(), key.size(), params) == 1;
  for (ByteView p : parts) ok = ok && EVP_MAC_update(ctx.get(), p.data(), p.size()) == 1;
  Bytes out(d.size());
  std::size_t len = 0;
  ok = ok && EVP_MAC_final(ctx.get(), out.data(), &len, out.size()) == 1 && len == out.size();
  if (!ok) throw std::runtime_error("tandem::hash: OpenSSL's HMAC failed");
  return out;
}

}  // namespace tandem::hash
