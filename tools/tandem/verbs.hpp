// What the protocol verbs share (keygen, sign, verify, recover, ecdh, tweak,
// point): hex in and out, the common flags (--curve, --impl, --stdin), the
// choice of implementation, and the loop that runs one case from the flags
// or one case per line of standard input.
//
// A verb is a list of fields (hex, in the order the command line lists its
// flags) and a function from those fields to one answer line, run once per
// implementation. On the command line the fields come from the flags; with
// --stdin each line holds them separated by single spaces, "-" for an empty
// field. The answers are printed one a line, in order.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/spec/errors.hpp"

namespace tandem::cli {

using Bytes = std::vector<std::uint8_t>;
using ByteView = std::span<const std::uint8_t>;

/// Hex (either case) to octets; "" and "-" are empty. nullopt for an odd
/// length or a character that is not a hex digit.
[[nodiscard]] std::optional<Bytes> from_hex(std::string_view text);
[[nodiscard]] std::string to_hex(ByteView bytes);

enum class Impl { ref, fast };

/// One case's answer: its line, and whether it succeeded (false for
/// "error: REASON" and "invalid: REASON", exit status 1).
struct Answer {
  std::string text;
  bool ok = true;
};
/// "error: REASON" (a failed operation), REASON being error_name(e).
[[nodiscard]] Answer failure(Error e);
/// "invalid: REASON" (a verdict).
[[nodiscard]] Answer invalid(Error e);

/// --curve, --impl and --stdin, which every verb takes.
struct Common {
  std::string curve = "secp256k1";
  std::string impl;  ///< ref, fast or both; empty: fast where it exists, else ref
  bool stdin_mode = false;
};
void add_common(CLI::App& app, Common& common);

/// The curve of --curve, or nullptr after a usage line on stderr.
const ref::Curve* curve_of(std::string_view cmd, const Common& common);

/// The implementations --impl selects, given whether fast has the operation
/// here (`fast_has`, false off secp256k1 and for ref-only options); empty
/// after a usage line on stderr (an unknown name, or fast asked for where it
/// has nothing).
std::vector<Impl> implementations(std::string_view cmd, const Common& common, bool fast_has,
                                  std::string_view why_not_fast);

/// Thrown by a verb's function for a case it cannot take (a usage error
/// that depends on the case's fields): on the command line exit status 2, on
/// standard input that line's "malformed: WHY".
struct Malformed {
  std::string why;
};

/// One verb: its fields and the function answering a case.
struct Verb {
  std::string cmd;                   ///< "sign", "point add", ... for messages
  std::vector<std::string> fields;   ///< the fields' names in order, e.g. {"--secret", "--msg", "--aux"}
  std::size_t required = 0;          ///< the first `required` fields must be given
  std::vector<std::size_t> text_fields;  ///< fields passed as their text (ASCII), not hex (e.g. --recid)
  /// Called once per case before the implementations run (keygen draws its
  /// random key here, so that ref and fast get the same one).
  std::function<void(std::vector<Bytes>&)> prepare;
  std::function<Answer(Impl, const std::vector<Bytes>&)> run;
};

/// Runs the verb: with --stdin, every line of standard input; otherwise the
/// one case whose fields `values` holds (the flags' texts, nullopt where not
/// given). A malformed case (a missing field, bad hex) is a usage error: on
/// the command line one line on stderr and exit status 2; on standard input
/// "malformed: WHY" in that line's place, the rest run, then exit status 2.
/// With two implementations both answers are printed ("ref: A" and
/// "fast: B"; on standard input the common answer, or "ref: A | fast: B"
/// when they differ) and exit status 1 when they differ. Otherwise 0 when
/// every case succeeds, 1 when one fails.
int run_verb(const Verb& verb, const std::vector<Impl>& impls, bool stdin_mode,
             const std::vector<std::optional<std::string>>& values);

/// A non-negative big-endian integer reduced mod n to 32 octets (for fast's
/// scalars from a point verb's k of any length).
[[nodiscard]] Bytes reduce_mod_n(const ref::Curve& C, ByteView k);

}  // namespace tandem::cli
