// A C table (tandem/check.h) behind the line protocol: the handshake, then
// one reply per request line until end of input. `tandem check --lib` runs
// this in a child process, so that a library that crashes or hangs takes
// only the child down; `tandem check --serve-lib` runs it on standard input
// and output.
#pragma once

#include <cstdio>
#include <string>

#include "tandem/check.h"
#include "tandem/check/protocol.hpp"

namespace tandem::check {

/// Runs one request against the table, in this process (the request names
/// an operation the table's curve declares).
[[nodiscard]] Reply call(const tandem_check_impl& impl, const Request& r);

/// Serves `impl` on the streams; returns 0 at end of input, 2 when the
/// table cannot be taken (the reason written to `err`).
int serve(const tandem_check_impl& impl, std::FILE* in, std::FILE* out, std::FILE* err);

/// dlopen()s the library and returns its table, or nullptr with `why` set.
/// The handle stays open for the life of the process.
const tandem_check_impl* load_library(const std::string& path, std::string& why);

}  // namespace tandem::check
