// The edge inputs of DESIGN.md's "Oracles": the values where arithmetic
// code goes wrong. Shared by the audit, the differential tests and the
// fuzzers' seed corpora.
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

namespace tandem::audit {

struct Edge {
  std::string label;
  mpz_class value;
};

/// Scalars for a group of order n whose scalars are `bytes` octets long:
/// 0, 1, 2, 3, (n−1)/2, (n+1)/2, n−2, n−1, n, n+1, 2^k for k = 1, bits/2,
/// bits−1, bits, 2^(8·bytes)−1, and sparse and dense ones (low and high
/// Hamming weight).
std::vector<Edge> edge_scalars(const mpz_class& n);

/// Field elements for F_p: 0, 1, 2, p−1, p, p+1, (p−1)/2, 2^(8·bytes)−1,
/// 2^k for k on limb boundaries (32, 52, 64, 104, 128, 192, 208, 256) below
/// the encoding's width.
std::vector<Edge> edge_field_values(const mpz_class& p);

}  // namespace tandem::audit
