// Loaders for the protocols' external vectors (shared/vectors, never copied
// into the project): Wycheproof's ECDSA verification files and BIP 340's
// CSV. Header-only, so that any test binary can include them; the file
// helpers (vector_path, read_file, from_hex) are loaders.hpp's.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "vectors/loaders.hpp"

namespace tandem::test {

using VBytes = std::vector<std::uint8_t>;

/// Hex that must parse (a malformed vector file is a test failure).
inline VBytes hex_bytes(const std::string& hex) {
  auto b = from_hex(hex);
  if (!b) throw std::runtime_error("malformed hex in a vector file: " + hex);
  return *b;
}

// ---- Wycheproof (wycheproof/testvectors_v1/ecdsa_*_test.json) ----

struct WycheproofCase {
  int tc_id;
  std::string comment;
  VBytes msg;  // the message itself; the group's `sha` hashes it
  VBytes sig;  // DER or P1363, as the file's type says
  std::string result;  // "valid", "invalid" or "acceptable"
};

struct WycheproofGroup {
  std::string curve;         // Wycheproof's name (secp256r1, ...); ref::find_curve knows it
  std::string sha;           // "SHA-256", ...: an OpenSSL digest name
  std::string type;          // EcdsaVerify | EcdsaP1363Verify | EcdsaBitcoinVerify
  VBytes key_uncompressed;   // SEC 1 04 ‖ X ‖ Y
  std::vector<WycheproofCase> tests;
};

struct WycheproofFile {
  std::size_t number_of_tests;  // the header's count, checked against the cases read
  std::vector<WycheproofGroup> groups;
};

inline WycheproofFile load_wycheproof(const std::string& file_name) {
  const nlohmann::json doc =
      nlohmann::json::parse(read_file(vector_path("wycheproof/testvectors_v1/" + file_name)));
  WycheproofFile out{doc.at("numberOfTests").get<std::size_t>(), {}};
  for (const nlohmann::json& g : doc.at("testGroups")) {
    WycheproofGroup group{g.at("publicKey").at("curve").get<std::string>(), g.at("sha").get<std::string>(),
                          g.at("type").get<std::string>(),
                          hex_bytes(g.at("publicKey").at("uncompressed").get<std::string>()), {}};
    for (const nlohmann::json& t : g.at("tests")) {
      group.tests.push_back({t.at("tcId").get<int>(), t.at("comment").get<std::string>(),
                             hex_bytes(t.at("msg").get<std::string>()), hex_bytes(t.at("sig").get<std::string>()),
                             t.at("result").get<std::string>()});
    }
    out.groups.push_back(std::move(group));
  }
  return out;
}

// ---- BIP 340 (bitcoin-bips/bip-0340/test-vectors.csv) ----

struct Bip340Vector {
  int index;
  VBytes secret;    // empty: a verification-only row
  VBytes pubkey;    // 32-octet x-only key
  VBytes aux_rand;  // empty when there is no secret key
  VBytes msg;       // any length
  VBytes sig;       // 64 octets
  bool result;      // the verification result
  std::string comment;
};

inline std::vector<Bip340Vector> load_bip340_csv() {
  std::istringstream in(read_file(vector_path("bitcoin-bips/bip-0340/test-vectors.csv")));
  std::vector<Bip340Vector> out;
  std::string line;
  std::getline(in, line);  // the header row
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> f;
    std::string field;
    std::istringstream row(line);
    // The comment (the last field) holds no comma in this file; any that did
    // would be kept in the comment by taking the first seven fields only.
    for (int i = 0; i < 7 && std::getline(row, field, ','); ++i) f.push_back(field);
    std::getline(row, field);
    const std::string comment = row ? field : "";
    if (f.size() != 7) throw std::runtime_error("BIP 340 CSV: a row without seven fields: " + line);
    if (f[6] != "TRUE" && f[6] != "FALSE") throw std::runtime_error("BIP 340 CSV: bad verdict: " + line);
    out.push_back({std::stoi(f[0]), hex_bytes(f[1]), hex_bytes(f[2]), hex_bytes(f[3]), hex_bytes(f[4]),
                   hex_bytes(f[5]), f[6] == "TRUE", comment});
  }
  return out;
}

}  // namespace tandem::test
