// The limb proofs: fast/'s limb code for the secp256k1 field (5×52) and
// scalar (4×64), run on symbolic limbs (proofs/limbs), each operation's
// algebra and ranges proven for every input within its contract, and each
// proof paired with a deliberately broken twin that must be refuted.
// `tandem prove` prints these results; tests/unit/limb_proofs_test.cpp holds
// them to what they claim.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tandem::proofs {

struct LimbProof {
  std::string name;      ///< the limb function, e.g. "fe52::mul"
  std::string subject;   ///< "field 5x52" or "scalar 4x64"
  std::string claim;     ///< what is proven, in words
  bool expected_to_hold = true;
  std::string mutation;  ///< for a broken twin: what it breaks ("" otherwise)

  bool holds = false;    ///< at the contract's magnitude
  double millis = 0;     ///< that proof's time
  /// The magnitude the contract admits (field_contract.hpp); 0 where
  /// magnitudes do not apply (the scalar: any 256-bit input).
  int contract_magnitude = 0;
  /// The largest magnitude proven, found by searching upwards from the
  /// contract's, and the first magnitude that fails (0: none up to the
  /// largest magnitude a 64-bit limb can hold). Not searched: both 0.
  int proven_up_to = 0;
  int first_failing = 0;
  double search_millis = 0;

  double margin_bits = 0;    ///< the tightest intermediate margin at the contract's magnitude
  std::string margin_place;  ///< where it occurs
  std::string algebra;       ///< how the algebra was closed
  std::string failure;       ///< the first failure, for a refuted proof
  bool counterexample = false;  ///< a concrete input within the contract breaks it
  unsigned fresh_variables = 0;
  std::size_t largest_terms = 0;
  unsigned obligations = 0;
  unsigned closed_by_z3 = 0;
  unsigned z3_queries = 0;
  unsigned paths = 1;   ///< the feasible paths through its L::branch_var decisions, each proven
  unsigned pruned = 0;  ///< the paths found infeasible

  [[nodiscard]] bool as_expected() const { return holds == expected_to_hold; }
};

struct LimbProofOptions {
  /// Search how far beyond its contract each operation holds.
  bool search_magnitudes = true;
  /// Only the proofs whose name contains this ("" for all).
  std::string only;
};

/// The largest magnitude whose limb bound still fits 64 bits (2·m·(2^52 − 1)
/// < 2^64): where the magnitude search stops.
inline constexpr int kLimbMagnitudeCap = 2048;

/// Every limb proof and every broken twin.
std::vector<LimbProof> prove_limbs(const LimbProofOptions& options = {});

/// A limb proof run at every input magnitude its contract admits, not only
/// at the contract's largest (prove_limbs): every (m1, m2) for add, every
/// (m, k) for mul_int, every m for the operations of one input.
struct MagnitudeSweep {
  std::string name;    ///< the limb proof, e.g. "fe52::add" or "fe52::add [twin]"
  std::string inputs;  ///< the magnitudes run, in words
  bool expected_to_hold = true;
  std::string mutation;   ///< for a broken twin: what it breaks
  unsigned runs = 0;      ///< proofs run (one per magnitude or pair; a twin's stop at its first failure)
  unsigned held = 0;      ///< of which held
  std::string first_failure;  ///< the first failing magnitudes and why ("" if none)
  double millis = 0;

  [[nodiscard]] bool holds() const { return runs != 0 && held == runs; }
  /// A twin must fail at some magnitude within the contract.
  [[nodiscard]] bool as_expected() const { return holds() == expected_to_hold; }
};

/// Every sweep (the proofs and their twins) whose name contains `only`.
std::vector<MagnitudeSweep> sweep_magnitudes(const std::string& only = "");

/// An identity of fast/'s code beyond the limbs, run on a symbolic
/// stand-in for the field: the square-root chain on exponents, batch
/// inversion on Laurent monomials; and the constant-time inverse's divstep
/// count against the published bound.
struct IdentityProof {
  std::string name;
  std::string claim;
  bool expected_to_hold = true;
  std::string mutation;  ///< for a broken twin: what it breaks
  bool holds = false;
  std::string detail;    ///< what the run computed
  double millis = 0;

  [[nodiscard]] bool as_expected() const { return holds == expected_to_hold; }
};

/// Every identity proof and its broken twin.
std::vector<IdentityProof> prove_fast_identities();

/// A public function of Fe, Fe64, Scalar or PrimeField, and the limb proofs that run
/// its text (every one must hold), or, with none, why no proof applies.
struct FastOperation {
  std::string type;                 ///< "Fe", "Fe64", "Scalar" or "PrimeField"
  std::string name;                 ///< the function's name in its header
  std::vector<std::string> proofs;  ///< limb proof names (prove_limbs)
  std::string note;                 ///< a composition, or why there is no proof
};

/// Every public function of the three headers (tests/unit/limb_proofs_test.cpp
/// holds this list to the headers' text).
std::vector<FastOperation> fast_operations();

/// The names prove_limbs knows (for `tandem prove --limbs NAME`).
std::vector<std::string> limb_proof_names();

}  // namespace tandem::proofs
