// The cases `tandem check` asks: the edge inputs tandem knows for an
// operation (the audit's edge scalars and field values, the exceptional
// cases of the formulas, malformed encodings), the external vectors that fit
// (Wycheproof, BIP 340), and random cases biased toward the edges.
#pragma once

#include <random>
#include <string>
#include <vector>

#include "tandem/check/protocol.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::check {

struct Case {
  Request request;
  std::string label;  ///< what the case is ("k = n-1, P = G", "Wycheproof tcId 12")
};

// `hashes`: the hashes the curve declares for the message-level operations
// (their cases use those only).

/// Every edge case of `op` on C.
[[nodiscard]] std::vector<Case> edge_cases(const ref::Curve& C, const OpInfo& op,
                                           const std::vector<std::string>& hashes = {});

/// The external vectors of `op` on C found under `shared_dir` (the vectors
/// folder's parent); empty where none fit.
[[nodiscard]] std::vector<Case> vector_cases(const ref::Curve& C, const OpInfo& op, const std::string& shared_dir,
                                             const std::vector<std::string>& hashes = {});

/// One random case of `op` on C, its values drawn toward the edges.
[[nodiscard]] Case random_case(const ref::Curve& C, const OpInfo& op, std::mt19937_64& rng,
                               const std::vector<std::string>& hashes = {});

/// Case i of the nonce sample of the random-nonce signer: one key, a
/// different message each time, the first hash declared.
[[nodiscard]] Case nonce_case(const ref::Curve& C, const OpInfo& op, std::size_t i, const std::string& hash);

/// The candidates a shrinker tries for argument `i` of `r`, simplest first
/// (smaller scalars, G and its small multiples, shorter encodings).
[[nodiscard]] std::vector<std::string> simpler(const ref::Curve& C, const Request& r, std::size_t i);

}  // namespace tandem::check
