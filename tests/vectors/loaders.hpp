// Loaders for the external test vectors in ../shared/vectors (never copied
// into the project). A missing file is a test failure, not a skip: CI has
// ../shared beside the clone.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tandem::test {

/// Path of a file under shared/vectors/.
std::string vector_path(const std::string& relative);

/// Whole file; std::runtime_error if it cannot be read.
std::string read_file(const std::string& path);

/// Lower- or upper-case hex to bytes; nothing if malformed.
std::optional<std::vector<std::uint8_t>> from_hex(const std::string& hex);
std::string to_hex(const std::vector<std::uint8_t>& bytes);

/// One test of a Botan .vec file: its [section] and the values in force
/// when the file's last key appeared (Botan's values are sticky).
struct BotanVector {
  std::string section;
  std::map<std::string, std::string> values;
  int line;
};

/// Every test of a Botan .vec file, a test being emitted at each occurrence
/// of `last_key`.
std::vector<BotanVector> load_botan_vec(const std::string& path, const std::string& last_key);

}  // namespace tandem::test
