#include "report.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <stdexcept>

namespace tandem::bench {

namespace {

double unit_ns(const std::string& unit) {
  if (unit == "ns") return 1;
  if (unit == "us") return 1e3;
  if (unit == "ms") return 1e6;
  if (unit == "s") return 1e9;
  throw std::runtime_error("unknown time unit '" + unit + "'");
}

/// ns per operation of one entry of the "benchmarks" array.
double entry_ns(const nlohmann::json& b, const std::string& name) {
  if (const auto c = b.find("ns"); c != b.end() && c->is_number()) return c->get<double>();
  const auto t = b.find("cpu_time");
  if (t == b.end() || !t->is_number()) throw std::runtime_error("benchmark '" + name + "' has no cpu_time");
  const auto u = b.find("time_unit");
  return t->get<double>() * unit_ns(u != b.end() && u->is_string() ? u->get<std::string>() : "ns");
}

std::string text(const nlohmann::json& b, const char* key) {
  const auto it = b.find(key);
  return it != b.end() && it->is_string() ? it->get<std::string>() : std::string();
}

/// ECMAScript regex metacharacters escaped.
std::string escape(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (std::string_view("\\^$.|?*+()[]{}").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, v >= 100 ? "%.0f" : v >= 10 ? "%.1f" : "%.2f", v);
  return buf;
}

std::string pad(std::string s, std::size_t width) {
  // Width in code points: the names here are ASCII, the dash is one byte.
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

}  // namespace

std::vector<Measurement> read_measurements(const nlohmann::json& doc) {
  const auto bs = doc.find("benchmarks");
  if (!doc.is_object() || bs == doc.end() || !bs->is_array()) throw std::runtime_error("no \"benchmarks\" array");
  // Per run name: the median aggregate where there is one, else the mean
  // of the iteration runs (one, unless repetitions ran without aggregates).
  struct Acc {
    std::size_t order;
    std::optional<double> median;
    double sum = 0;
    std::size_t runs = 0;
    std::string label;
  };
  std::map<std::string, Acc> acc;
  for (const nlohmann::json& b : *bs) {
    if (!b.is_object()) throw std::runtime_error("a benchmark entry is not an object");
    const std::string run = text(b, "run_name").empty() ? text(b, "name") : text(b, "run_name");
    if (run.empty()) throw std::runtime_error("a benchmark entry has no name");
    if (const auto e = b.find("error_occurred"); e != b.end() && e->is_boolean() && e->get<bool>()) continue;
    auto [it, fresh] = acc.try_emplace(run, Acc{acc.size(), std::nullopt, 0, 0, {}});
    (void)fresh;
    Acc& a = it->second;
    if (a.label.empty()) a.label = text(b, "label");
    const std::string type = text(b, "run_type");
    if (type == "aggregate") {
      if (text(b, "aggregate_name") == "median") a.median = entry_ns(b, run);
    } else {
      a.sum += entry_ns(b, run);
      ++a.runs;
    }
  }
  std::vector<std::pair<std::size_t, Measurement>> ordered;
  for (const auto& [name, a] : acc) {
    if (!a.median && a.runs == 0) continue;  // only aggregates we do not read
    ordered.push_back({a.order, {name, a.median ? *a.median : a.sum / static_cast<double>(a.runs), a.label}});
  }
  std::sort(ordered.begin(), ordered.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  std::vector<Measurement> out;
  for (auto& [o, m] : ordered) out.push_back(std::move(m));
  return out;
}

std::optional<std::string> operation_of(std::string_view name) {
  for (std::string_view prefix : {kTandemPrefix, kPeerPrefix}) {
    if (name.size() > prefix.size() && name.substr(0, prefix.size()) == prefix) {
      return std::string(name.substr(prefix.size()));
    }
  }
  return std::nullopt;
}

std::vector<Comparison> pair_operations(const std::vector<Measurement>& ms) {
  std::vector<Comparison> out;
  std::map<std::string, std::size_t> index;
  for (const Measurement& m : ms) {
    const std::optional<std::string> op = operation_of(m.name);
    if (!op) continue;
    auto [it, fresh] = index.try_emplace(*op, out.size());
    if (fresh) out.push_back({*op, std::nullopt, std::nullopt, std::nullopt, std::nullopt});
    Comparison& c = out[it->second];
    if (m.name.starts_with(kTandemPrefix)) {
      c.tandem_ns = m.ns;
    } else {
      c.peer = m.label.empty() ? std::string("peer") : m.label;
      c.peer_ns = m.ns;
    }
  }
  for (Comparison& c : out) {
    if (c.tandem_ns && c.peer_ns && *c.peer_ns > 0) c.ratio = *c.tandem_ns / *c.peer_ns;
  }
  return out;
}

std::string filter_for(const std::vector<std::string>& operations) {
  std::string alt;
  for (const std::string& op : operations) {
    if (!alt.empty()) alt += '|';
    alt += escape(op);
  }
  return "^(tandem|peer)/(" + alt + ")$";
}

std::vector<std::string> select_operations(const std::vector<std::string>& names, const std::regex& pattern) {
  std::vector<std::string> out;
  for (const std::string& n : names) {
    const std::optional<std::string> op = operation_of(n);
    if (!op || !std::regex_search(*op, pattern)) continue;
    if (std::find(out.begin(), out.end(), *op) == out.end()) out.push_back(*op);
  }
  return out;
}

nlohmann::json to_json(const std::vector<Comparison>& cs) {
  nlohmann::json a = nlohmann::json::array();
  for (const Comparison& c : cs) {
    nlohmann::json o = nlohmann::json::object();
    o["operation"] = c.operation;
    o["tandem_ns"] = c.tandem_ns ? nlohmann::json(*c.tandem_ns) : nlohmann::json(nullptr);
    o["peer"] = c.peer ? nlohmann::json(*c.peer) : nlohmann::json(nullptr);
    o["peer_ns"] = c.peer_ns ? nlohmann::json(*c.peer_ns) : nlohmann::json(nullptr);
    o["ratio"] = c.ratio ? nlohmann::json(*c.ratio) : nlohmann::json(nullptr);
    a.push_back(std::move(o));
  }
  return a;
}

std::string format_table(const std::vector<Comparison>& cs) {
  std::size_t w_op = 9, w_peer = 4;
  for (const Comparison& c : cs) {
    w_op = std::max(w_op, c.operation.size());
    w_peer = std::max(w_peer, c.peer ? c.peer->size() : 1);
  }
  std::string out = pad("operation", w_op + 2) + pad("tandem ns", 12) + pad("peer", w_peer + 2) +
                    pad("peer ns", 12) + "ratio\n";
  for (const Comparison& c : cs) {
    out += pad(c.operation, w_op + 2) + pad(c.tandem_ns ? number(*c.tandem_ns) : "-", 12) +
           pad(c.peer.value_or("-"), w_peer + 2) + pad(c.peer_ns ? number(*c.peer_ns) : "-", 12) +
           (c.ratio ? number(*c.ratio) : "-") + "\n";
  }
  return out;
}

}  // namespace tandem::bench
