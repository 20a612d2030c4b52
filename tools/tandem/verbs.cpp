#include "verbs.hpp"

#include <CLI/CLI.hpp>
#include <gmpxx.h>

#include <algorithm>
#include <iostream>

namespace tandem::cli {

namespace {

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/// The fields of one case from their texts, or the reason they are not.
std::optional<std::string> decode_fields(const Verb& verb, const std::vector<std::optional<std::string>>& texts,
                                         std::vector<Bytes>& out) {
  out.assign(verb.fields.size(), Bytes{});
  for (std::size_t i = 0; i < verb.fields.size(); ++i) {
    if (i >= texts.size() || !texts[i]) {
      if (i < verb.required) return verb.fields[i] + " is required";
      continue;
    }
    if (std::find(verb.text_fields.begin(), verb.text_fields.end(), i) != verb.text_fields.end()) {
      out[i].assign(texts[i]->begin(), texts[i]->end());
      continue;
    }
    std::optional<Bytes> b = from_hex(*texts[i]);
    if (!b) return "malformed hex in " + verb.fields[i] + " '" + *texts[i] + "'";
    out[i] = std::move(*b);
  }
  if (verb.prepare) verb.prepare(out);
  return std::nullopt;
}

/// Both implementations' answers, or the one's; Malformed passes through.
struct Outcome {
  Answer first, second;
  bool two = false;
};
Outcome answer(const Verb& verb, const std::vector<Impl>& impls, const std::vector<Bytes>& fields) {
  Outcome o;
  o.first = verb.run(impls[0], fields);
  if (impls.size() > 1) {
    o.second = verb.run(impls[1], fields);
    o.two = true;
  }
  return o;
}

/// The fields of one line: single spaces between them, at least the
/// required ones, at most all.
std::optional<std::string> split_line(const Verb& verb, std::string_view line,
                                      std::vector<std::optional<std::string>>& texts) {
  texts.clear();
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  std::size_t from = 0;
  for (;;) {
    const std::size_t sp = line.find(' ', from);
    texts.emplace_back(std::string(line.substr(from, sp == std::string_view::npos ? std::string_view::npos : sp - from)));
    if (sp == std::string_view::npos) break;
    from = sp + 1;
  }
  if (line.empty()) texts.clear();
  for (const auto& t : texts) {
    if (t->empty()) return std::string("two spaces in a row, or a space at an end (write - for an empty field)");
  }
  if (texts.size() < verb.required || texts.size() > verb.fields.size()) {
    std::string names;
    for (std::size_t i = 0; i < verb.fields.size(); ++i) {
      names += (i ? " " : "") + std::string(i < verb.required ? "" : "[") + verb.fields[i] + (i < verb.required ? "" : "]");
    }
    return std::to_string(texts.size()) + " fields, expected " + names;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Bytes> from_hex(std::string_view text) {
  if (text == "-") return Bytes{};
  if (text.size() % 2 != 0) return std::nullopt;
  Bytes out(text.size() / 2);
  for (std::size_t i = 0; i < out.size(); ++i) {
    const int hi = hex_digit(text[2 * i]), lo = hex_digit(text[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return out;
}

std::string to_hex(ByteView bytes) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s;
  s.reserve(2 * bytes.size());
  for (std::uint8_t b : bytes) {
    s.push_back(kDigits[b >> 4]);
    s.push_back(kDigits[b & 15]);
  }
  return s;
}

Answer failure(Error e) { return {"error: " + std::string(error_name(e)), false}; }
Answer invalid(Error e) { return {"invalid: " + std::string(error_name(e)), false}; }

void add_common(CLI::App& app, Common& common) {
  app.add_option("--curve", common.curve);
  app.add_option("--impl", common.impl);
  app.add_flag("--stdin", common.stdin_mode);
}

const ref::Curve* curve_of(std::string_view cmd, const Common& common) {
  const ref::Curve* C = ref::find_curve(common.curve);
  if (C == nullptr) usage_error(cmd, "unknown curve '" + common.curve + "' (see tandem curves)");
  return C;
}

std::vector<Impl> implementations(std::string_view cmd, const Common& common, bool fast_has,
                                  std::string_view why_not_fast) {
  if (common.impl.empty()) return {fast_has ? Impl::fast : Impl::ref};
  if (common.impl == "ref") return {Impl::ref};
  if (common.impl != "fast" && common.impl != "both") {
    usage_error(cmd, "unknown --impl '" + common.impl + "' (ref, fast or both)");
    return {};
  }
  if (!fast_has) {
    usage_error(cmd, "--impl " + common.impl + ": " + std::string(why_not_fast));
    return {};
  }
  if (common.impl == "fast") return {Impl::fast};
  return {Impl::ref, Impl::fast};
}

int run_verb(const Verb& verb, const std::vector<Impl>& impls, bool stdin_mode,
             const std::vector<std::optional<std::string>>& values) {
  std::vector<Bytes> fields;
  if (!stdin_mode) {
    if (const auto why = decode_fields(verb, values, fields)) return usage_error(verb.cmd, *why);
    Outcome o;
    try {
      o = answer(verb, impls, fields);
    } catch (const Malformed& m) {
      return usage_error(verb.cmd, m.why);
    }
    if (!o.two) {
      std::cout << o.first.text << "\n";
      return o.first.ok ? kOk : kFailed;
    }
    std::cout << "ref: " << o.first.text << "\nfast: " << o.second.text << "\n";
    if (o.first.text != o.second.text) {
      std::cerr << "tandem " << verb.cmd << ": ref and fast differ\n";
      return kFailed;
    }
    return o.first.ok ? kOk : kFailed;
  }
  // One case a line; the output buffered by the stream, not flushed per line.
  std::ios::sync_with_stdio(false);
  std::size_t line_no = 0, malformed = 0, first_malformed = 0, failed = 0, differ = 0;
  std::string line;
  std::vector<std::optional<std::string>> texts;
  while (std::getline(std::cin, line)) {
    ++line_no;
    std::optional<std::string> why = split_line(verb, line, texts);
    if (!why) why = decode_fields(verb, texts, fields);
    Outcome o;
    if (!why) {
      try {
        o = answer(verb, impls, fields);
      } catch (const Malformed& m) {
        why = m.why;
      }
    }
    if (why) {
      if (malformed++ == 0) first_malformed = line_no;
      std::cout << "malformed: " << *why << "\n";
    } else if (!o.two || o.first.text == o.second.text) {
      std::cout << o.first.text << "\n";
      failed += o.first.ok ? 0 : 1;
    } else {
      std::cout << "ref: " << o.first.text << " | fast: " << o.second.text << "\n";
      ++differ;
    }
  }
  std::cout.flush();
  if (differ > 0) std::cerr << "tandem " << verb.cmd << ": ref and fast differ on " << differ << " line(s)\n";
  if (malformed > 0) {
    std::cerr << "tandem " << verb.cmd << ": " << malformed << " malformed line(s), the first line " << first_malformed
              << "\n";
    return kUsage;
  }
  return differ > 0 || failed > 0 ? kFailed : kOk;
}

Bytes reduce_mod_n(const ref::Curve& C, ByteView k) {
  mpz_class v;
  if (!k.empty()) mpz_import(v.get_mpz_t(), k.size(), 1, 1, 1, 0, k.data());
  v %= C.n();
  Bytes out(32, 0);
  std::size_t count = 0;
  std::uint8_t buf[32];
  mpz_export(buf, &count, 1, 1, 1, 0, v.get_mpz_t());
  for (std::size_t i = 0; i < count; ++i) out[32 - count + i] = buf[i];
  return out;
}

}  // namespace tandem::cli
