// Coverage-guided fuzzing of an implementation of tandem/check.h against
// ref (fuzz/check.cpp, `tandem check --fuzz`): how a fuzz input's octets
// become a request, the curve-aware mutator that edits requests rather than
// octets, and the check of one input with its one-line reproducer.
//
// The layout of an input: octet 0 picks the curve (among those the
// implementation declares, modulo their number), octet 1 the operation
// (among the curve's declared ones, in bit order, modulo their number);
// then each argument in the operation's order: a hash name or a field
// operation is one octet (an index into the curve's declared hashes, or
// into add sub mul sqr neg inv sqrt); any other argument is a length (one
// octet below 255, or 255 and two big-endian octets) and that many octets.
// Every input decodes: a short one gives empty arguments.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "tandem/check.h"
#include "tandem/check/protocol.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::check::fuzz {

/// The request an input stands for; nullopt only when nothing is declared.
[[nodiscard]] std::optional<Request> decode(const Capabilities& caps, ByteView in);

/// The input that decodes to `r` (its curve, operation and hash declared).
[[nodiscard]] Bytes encode(const Capabilities& caps, const Request& r);

/// The mutations, for counting which ones found what.
enum class Mutation : std::uint8_t {
  pool,        ///< an argument replaced by a value of tandem's edge battery for its kind
  relate,      ///< an argument made equal to another, its negative, or n minus it
  reencode,    ///< a point re-encoded: compressed, uncompressed or hybrid
  der,         ///< a DER signature's structure edited (lengths, sign octets, tags)
  near,        ///< an integer moved by a little, or set to a limb boundary
  bytes,       ///< the octets of one argument mutated as octets
  operation,   ///< another operation on the same curve
  curve,       ///< the same operation on another curve
};

/// The curve-aware mutator: it edits requests, with the values that reach
/// the exceptional code of elliptic-curve arithmetic (O, P = Q, P = −Q, 2P,
/// n − k, scalars near 2^bits and n, p − 1, limb boundaries, re-encodings,
/// DER edits), drawn from tandem's own edge cases of each operation.
class Mutator {
 public:
  explicit Mutator(const Capabilities& caps);

  /// Edits `r` once; `octets` mutates an octet string in place, at most to
  /// the given length (libFuzzer's LLVMFuzzerMutate, or a plain one).
  Mutation mutate(Request& r, std::mt19937_64& rng, const std::function<void(Bytes&, std::size_t)>& octets) const;

  /// A request with arguments from both parents (the same curve and
  /// operation: each argument from either; otherwise `a` with one argument
  /// of a kind `b` holds).
  [[nodiscard]] Request cross(const Request& a, const Request& b, std::mt19937_64& rng) const;

  /// The edge values of one kind on one curve (the pool), for tests.
  [[nodiscard]] const std::vector<std::string>& pool(const std::string& curve, Arg kind) const;

 private:
  const Capabilities& caps_;
  // Built per curve on first use (pool()); libFuzzer calls from one thread.
  mutable std::map<std::string, std::map<Arg, std::vector<std::string>>> pools_;
};

/// One fuzz input checked against ref: the implementation's reply, and each
/// peer's that declares the same operation on the curve (OpenSSL's,
/// libsecp256k1's adapters), compared with ref's under each one's own
/// policies, strictly (`tandem check`'s comparison).
class Session {
 public:
  /// `lib_name` names the library in reproducers.
  Session(const tandem_check_impl& impl, std::string lib_name, std::vector<const tandem_check_impl*> peers);

  [[nodiscard]] const Capabilities& capabilities() const { return caps_; }

  /// nullopt when everyone agrees with ref, else the disagreement on one
  /// line: who, the request line, what differs, and the command that
  /// reproduces ref's answer.
  [[nodiscard]] std::optional<std::string> check(ByteView input) const;

 private:
  struct Side {
    const tandem_check_impl* impl;
    Capabilities caps;
  };
  const tandem_check_impl& impl_;
  std::string lib_name_;
  Capabilities caps_;
  std::vector<Side> peers_;
};

/// The seeds: the edge cases of every declared operation, encoded; at most
/// `per_op` of each operation on each curve (evenly spaced through its
/// battery), or all of them for 0. (A fuzzer runs every seed before it
/// starts mutating: ref answers some tens of requests a second under the
/// sanitizers, and fifteen curves hold about 9 000 edge cases.)
[[nodiscard]] std::vector<Bytes> seeds(const Capabilities& caps, std::size_t per_op = 0);

/// A libFuzzer dictionary for the curves named: each one's p, n, b, G's
/// coordinates and their neighbours (±1), as many leading octets as
/// libFuzzer takes (64), the SEC 1 prefixes and the DER tags.
[[nodiscard]] std::string dictionary(const std::vector<std::string>& curves);

}  // namespace tandem::check::fuzz
