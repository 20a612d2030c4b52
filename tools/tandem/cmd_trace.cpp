// `tandem trace`: prints a traced multiplication (ref/mult/trace.hpp). The
// tracing is the library's; this file parses arguments and prints.
#include <CLI/CLI.hpp>

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "trace_fast.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/mult/trace.hpp"

namespace tandem::cli {

namespace {

std::string help_text() {
  std::ostringstream o;
  o << "usage: tandem trace mult  --curve C --strategy S [--window W] --scalar K [--point P] [--check-steps]\n"
       "                          [--impl ref|fast]\n"
       "       tandem trace dmult --curve C --strategy S [--window W] --scalar A --scalar2 B\n"
       "                          [--point P] [--point2 Q] [--check-steps]\n\n"
       "Runs one multiplication of ref/mult/ and prints, for following it by hand: the\n"
       "recoding of the scalar, the precomputed table, and every step with the multiple of\n"
       "the input(s) it stands for and its point in affine coordinates; then the result\n"
       "and whether double-and-add gives the same point.\n\n"
       "  --curve      a curve name (see tandem curves)\n"
       "  --strategy   one of the strategies below\n"
       "  --window     the strategy's parameter (default in brackets); an error for a\n"
       "               strategy that has none\n"
       "  --scalar     k (mult) or a (dmult): a non-negative integer, decimal or 0x-hex\n"
       "  --scalar2    b (dmult)\n"
       "  --point      P: a SEC 1 encoding in hex (02/03 compressed, 04 uncompressed), or G\n"
       "               (default G)\n"
       "  --point2     Q (dmult): the same (default 2G)\n"
       "  --check-steps  check every step's point against its multiple by double-and-add\n"
       "  --impl       ref (default) or fast: fast/'s strategy of that name on Fe64, step by\n"
       "               step (secp256k1, k1-7, k1-13, k1-199); each step is a doubling or an\n"
       "               addition with the point it returns and, on the small curves, the\n"
       "               multiple of P it is; --window is the width of the _var windowed ones\n\n"
       "strategies for mult (k*P):\n";
  const auto line = [&](const ref::StrategyInfo& s) {
    o << "  " << s.name;
    for (std::size_t i = s.name.size(); i < 26; ++i) o << ' ';
    o << s.title;
    if (s.window.present()) {
      o << "; " << s.window.symbol << " in [" << s.window.min << ", " << s.window.max << "]";
      if (s.window.fallback != 0) o << " [" << s.window.fallback << "]";
    }
    if (s.needs_endomorphism) o << "; curves with an endomorphism";
    o << "\n";
  };
  for (const ref::MultInfo& s : ref::mult_strategies()) line(s);
  o << "strategies for dmult (a*P + b*Q):\n";
  for (const ref::DMultInfo& s : ref::dmult_strategies()) line(s);
  o << "fast strategies for mult --impl fast:\n" << fast_trace_strategies();
  o << "\nExit status: 0 when the result agrees with double-and-add (and, with\n"
       "--check-steps, every step with its multiple), 1 otherwise, 2 bad arguments\n"
       "(unknown curve or strategy, malformed scalar or point, a window out of range).\n";
  return o.str();
}

std::optional<std::vector<std::uint8_t>> parse_hex_bytes(const std::string& s) {
  if (s.empty() || s.size() % 2 != 0) return std::nullopt;
  std::vector<std::uint8_t> out;
  for (std::size_t i = 0; i < s.size(); i += 2) {
    const std::optional<mpz_class> v = ref::parse_hex(s.substr(i, 2));
    if (!v) return std::nullopt;
    out.push_back(static_cast<std::uint8_t>(v->get_ui()));
  }
  return out;
}

/// A point from --point's text, or a one-line reason.
Result<ref::Point> parse_point(const ref::Curve& C, const std::string& text, std::string& why) {
  if (text == "G") return C.G();
  const auto bytes = parse_hex_bytes(text);
  if (!bytes) {
    why = "malformed point '" + text + "' (SEC 1 hex, or G)";
    return Error::encoding_length;
  }
  Result<ref::Point> P = ref::decode_point(C, *bytes);
  if (!P) why = "point '" + text + "': " + std::string(error_message(P.error()));
  return P;
}

}  // namespace

int cmd_trace(const Argv& args) {
  if (args.empty() || wants_help(args)) {
    std::cout << help_text();
    return args.empty() ? kUsage : kOk;
  }
  const std::string kind = args.front();
  if (kind != "mult" && kind != "dmult") return usage_error("trace", "unknown trace '" + kind + "' (mult or dmult)");
  std::optional<std::string> curve_name, strategy_name, window_text, scalar_text, scalar2_text, point_text, point2_text;
  bool check_steps = false;
  std::string impl = "ref";
  CLI::App app;
  app.add_option("--curve", curve_name);
  app.add_option("--strategy", strategy_name);
  app.add_option("--window", window_text);
  app.add_option("--scalar", scalar_text);
  if (kind == "dmult") {
    app.add_option("--scalar2", scalar2_text);
    app.add_option("--point2", point2_text);
  }
  app.add_option("--point", point_text);
  app.add_flag("--check-steps", check_steps);
  app.add_option("--impl", impl);
  if (int rc = parse(app, "trace", Argv(args.begin() + 1, args.end())); rc != kOk) return rc;
  if (impl != "ref" && impl != "fast") return usage_error("trace", "unknown --impl '" + impl + "' (ref or fast)");

  if (!curve_name || curve_name->empty()) return usage_error("trace", "--curve is required");
  const ref::Curve* C = ref::find_curve(*curve_name);
  if (C == nullptr) return usage_error("trace", "unknown curve '" + *curve_name + "'");
  if (!strategy_name || strategy_name->empty()) return usage_error("trace", "--strategy is required");
  if (impl == "fast") {
    if (kind != "mult") return usage_error("trace", "--impl fast traces mult only");
    if (!scalar_text || scalar_text->empty()) return usage_error("trace", "--scalar is required");
    const std::optional<mpz_class> kf = ref::parse_integer(*scalar_text);
    if (!kf) return usage_error("trace", "malformed scalar '" + *scalar_text + "' (a non-negative integer, decimal or 0x-hex)");
    std::optional<int> wf;
    if (window_text) {
      const std::optional<mpz_class> w = ref::parse_integer(*window_text);
      if (!w || *w > 64) return usage_error("trace", "malformed window '" + *window_text + "'");
      wf = static_cast<int>(w->get_si());
    }
    std::string why;
    const Result<ref::Point> Pf = parse_point(*C, point_text.value_or("G"), why);
    if (!Pf) return usage_error("trace", why);
    return trace_fast(*C, *strategy_name, *kf, *Pf, wf, check_steps);
  }
  const ref::MultInfo* ms = kind == "mult" ? ref::find_mult_strategy(*strategy_name) : nullptr;
  const ref::DMultInfo* ds = kind == "dmult" ? ref::find_dmult_strategy(*strategy_name) : nullptr;
  if (ms == nullptr && ds == nullptr) {
    return usage_error("trace", "unknown " + kind + " strategy '" + *strategy_name + "'");
  }
  std::optional<int> window;
  if (window_text) {
    const std::optional<mpz_class> w = ref::parse_integer(*window_text);
    if (!w || *w > 64) return usage_error("trace", "malformed window '" + *window_text + "'");
    window = static_cast<int>(w->get_si());
  }
  if (!scalar_text || scalar_text->empty()) return usage_error("trace", "--scalar is required");
  const std::optional<mpz_class> k = ref::parse_integer(*scalar_text);
  if (!k) return usage_error("trace", "malformed scalar '" + *scalar_text + "' (a non-negative integer, decimal or 0x-hex)");
  std::string why;
  const Result<ref::Point> P = parse_point(*C, point_text.value_or("G"), why);
  if (!P) return usage_error("trace", why);

  Result<ref::Trace> t = Error::scalar_negative;  // replaced below
  if (ms != nullptr) {
    t = ref::trace_mult(*C, ms->id, *k, *P, window);
  } else {
    if (!scalar2_text || scalar2_text->empty()) return usage_error("trace", "--scalar2 is required for dmult");
    const std::optional<mpz_class> b = ref::parse_integer(*scalar2_text);
    if (!b) return usage_error("trace", "malformed scalar '" + *scalar2_text + "' (a non-negative integer, decimal or 0x-hex)");
    const Result<ref::Point> Q = point2_text ? parse_point(*C, *point2_text, why) : Result<ref::Point>(ref::dbl(*C, C->G()));
    if (!Q) return usage_error("trace", why);
    t = ref::trace_dmult(*C, ds->id, *k, *P, *b, *Q, window);
  }
  if (!t) {
    const ref::StrategyInfo& s = ms != nullptr ? static_cast<const ref::StrategyInfo&>(*ms) : *ds;
    std::string msg = std::string(error_message(t.error()));
    if (t.error() == Error::window_out_of_range) {
      msg += s.window.present() ? " ([" + std::to_string(s.window.min) + ", " + std::to_string(s.window.max) + "] for " +
                                      std::string(s.name) + ")"
                                : " (" + std::string(s.name) + " takes none)";
    }
    return usage_error("trace", msg);
  }
  std::cout << ref::format_trace(*t);
  bool ok = t->agrees();
  if (check_steps) {
    const std::optional<std::size_t> bad = ref::first_inconsistent_event(*t);
    std::cout << "steps: " << (bad ? "event " + std::to_string(*bad) + " is NOT the point its multiple gives"
                                   : "every point is the multiple it claims (double-and-add)")
              << "\n";
    ok = ok && !bad;
  }
  return ok ? kOk : kFailed;
}

}  // namespace tandem::cli
