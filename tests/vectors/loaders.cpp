#include "vectors/loaders.hpp"

#include "paths.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace tandem::test {

std::string vector_path(const std::string& relative) { return std::string(TANDEM_SHARED_DIR) + "/vectors/" + relative; }

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path + " (is ../shared beside the clone?)");
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::optional<std::vector<std::uint8_t>> from_hex(const std::string& hex) {
  if (hex.size() % 2 != 0) return std::nullopt;
  std::vector<std::uint8_t> out;
  auto nibble = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < hex.size(); i += 2) {
    const int hi = nibble(hex[i]), lo = nibble(hex[i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out.push_back(static_cast<std::uint8_t>(hi * 16 + lo));
  }
  return out;
}

std::string to_hex(const std::vector<std::uint8_t>& bytes) {
  std::string s;
  for (std::uint8_t b : bytes) s += "0123456789abcdef"[b >> 4], s += "0123456789abcdef"[b & 15];
  return s;
}

namespace {
std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}
}  // namespace

std::vector<BotanVector> load_botan_vec(const std::string& path, const std::string& last_key) {
  std::istringstream in(read_file(path));
  std::vector<BotanVector> out;
  std::string section;
  std::map<std::string, std::string> values;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    if (line.front() == '[' && line.back() == ']') {
      section = line.substr(1, line.size() - 2);
      values.clear();
      continue;
    }
    const auto eq = line.find('=');
    if (eq == std::string::npos) throw std::runtime_error(path + ":" + std::to_string(number) + ": not key = value");
    const std::string key = trim(line.substr(0, eq));
    values[key] = trim(line.substr(eq + 1));
    if (key == last_key) out.push_back({section, values, number});
  }
  return out;
}

}  // namespace tandem::test
