#include "tandem/check/run.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <tuple>
#include <iomanip>
#include <map>
#include <ostream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "tandem/check/cases.hpp"

namespace tandem::check {

namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

/// What kind of disagreement: the shrinker keeps to one kind.
std::string kind_of(const std::string& what) {
  if (what.rfind("accepts", 0) == 0) return "accepts";
  if (what.rfind("rejects", 0) == 0) return "rejects";
  if (what.rfind("answers unsupported", 0) == 0) return "unsupported";
  return "value";
}

struct Finding {
  std::string curve;
  std::string op;
  std::string stage;
  std::string label;
  std::size_t case_number = 0;  ///< within its stage, from 1
  Request original;
  Request shrunk;
  std::size_t shrink_calls = 0;
  Expected want;
  std::string what;     ///< the disagreement or failure, in words
  bool failure = false;  ///< a crash, a hang, garbage (not a reply)
  std::string got_line;
};

struct Row {
  std::string curve;
  std::string op;
  std::string stage;
  std::size_t cases = 0;
  std::size_t agree = 0;
  std::size_t disagree = 0;
  std::size_t failed = 0;
  double seconds = 0;
};

/// What a finding about many answers (not one) shows for "it says".
constexpr const char* kStatistic = "(a statistic of the answers)";

/// The nonces of the random-nonce signer's signatures, recovered with the
/// key tandem gave (k = s⁻¹(z + r·d)), and what is wrong with them: a nonce
/// or an r seen twice for different messages or keys, and, over the nonce
/// sample, a bit of k whose frequency is more than six standard deviations
/// from that of k uniform in [1, n) (or the sample's nonces all shorter
/// than n). The limits are loose on purpose: a sound signer fails with a
/// probability below 10⁻⁶, while a fixed bit shows at 45 σ in 2000 nonces
/// and at 7 σ in 50.
class NonceSample {
 public:
  struct Flaw {
    std::string label;
    std::size_t case_number = 0;
    Request request;
    std::string what;
    std::string got_line;
  };

  explicit NonceSample(const ref::Curve& C) : C_(C) {}

  void add(const Request& r, const Bytes& sig) {
    const std::optional<mpz_class> k = recover_nonce(C_, r, sig);
    ++calls_;
    if (!k || *k == 0) return;
    const std::string input = r.args[0] + "/" + r.args[1] + "/" + r.args[2];  // the hash, the key, the message
    const std::size_t L = C_.fn().bytes();
    const std::string rhex = to_hex(ByteView(sig.data(), L));
    auto seen = [&](std::map<std::string, Seen>& m, const std::string& key, const char* what) {
      auto [it, fresh] = m.try_emplace(key, Seen{input, r.line(), calls_});
      if (!fresh && it->second.input != input && flaws_.size() < 3) {
        flaws_.push_back({std::string("signature ") + std::to_string(calls_), calls_, r,
                          std::string("used the same ") + what + " for two different signing requests: this one and '" +
                              it->second.line + "' (signature " + std::to_string(it->second.at) +
                              "); the key follows from two such signatures",
                          "ok " + to_hex(sig)});
      }
    };
    seen(nonces_, k->get_str(16), "nonce k");
    seen(rs_, rhex, "r (k or -k)");
    ks_.push_back(*k);
    last_ = r;
  }

  /// The flaws found; the statistics only for the nonce sample (`stats`).
  std::vector<Flaw> flaws(bool stats) {
    std::vector<Flaw> out = std::move(flaws_);
    flaws_.clear();
    if (!stats || ks_.size() < 16) return out;
    const mpz_class& n = C_.n();
    const std::size_t bits = mpz_sizeinbase(n.get_mpz_t(), 2), N = ks_.size();
    double worst_z = 0;
    std::size_t worst_bit = 0, worst_ones = 0;
    double worst_expected = 0;
    for (std::size_t i = 0; i < bits; ++i) {
      // Of the integers 1 .. n−1, the fraction with bit i set.
      mpz_class block, rest, ones;
      mpz_class two_i;
      mpz_ui_pow_ui(two_i.get_mpz_t(), 2, static_cast<unsigned long>(i));
      block = n / (2 * two_i);
      rest = n % (2 * two_i);
      ones = block * two_i + (rest > two_i ? mpz_class(rest - two_i) : mpz_class(0));
      const double p = mpq_class(ones, n - 1).get_d();
      std::size_t count = 0;
      for (const mpz_class& k : ks_) count += mpz_tstbit(k.get_mpz_t(), static_cast<mp_bitcnt_t>(i));
      const double mean = p * static_cast<double>(N), sd = std::sqrt(static_cast<double>(N) * p * (1 - p));
      const double z = sd > 0 ? std::abs(static_cast<double>(count) - mean) / sd
                       : (static_cast<double>(count) != mean ? 1e9 : 0);
      if (z > worst_z) {
        worst_z = z;
        worst_bit = i;
        worst_ones = count;
        worst_expected = mean;
      }
    }
    if (worst_z > 6) {
      std::ostringstream w;
      w << std::fixed << std::setprecision(1) << "signs with biased nonces: bit " << worst_bit << " of k is 1 in "
        << worst_ones << " of " << N << " signatures, where a uniform k in [1, n) gives " << worst_expected << " ("
        << worst_z << " standard deviations off; nonces recovered as s⁻¹(z + r·d) with the key given)";
      out.push_back({"the distribution of " + std::to_string(N) + " nonces", N, last_, w.str(), kStatistic});
    }
    return out;
  }

 private:
  struct Seen {
    std::string input;
    std::string line;
    std::size_t at = 0;
  };
  const ref::Curve& C_;
  std::size_t calls_ = 0;
  std::map<std::string, Seen> nonces_, rs_;
  std::vector<mpz_class> ks_;
  std::vector<Flaw> flaws_;
  Request last_;
};

/// Cases sent to the implementation at once, pipelined.
constexpr std::size_t kBatch = 256;

std::string c_ident(std::size_t i) { return "a" + std::to_string(i); }

/// A C program that makes the request's call through the library's table
/// and prints what it answers beside ref's answer.
std::string c_program(const Request& r, const Expected& want, const Target& t) {
  std::ostringstream c;
  c << "/* " << r.line() << "\n   cc repro.c -I<tandem>/check/include " << t.lib << " -o repro && ./repro */\n";
  c << "#include <stdio.h>\n#include \"tandem/check.h\"\n";
  c << "const tandem_check_impl *tandem_check_entry(void);\n";
  std::vector<std::string> args;
  for (std::size_t i = 0; i < r.args.size(); ++i) {
    const Arg kind = r.op->args[i];
    if (kind == Arg::hash || kind == Arg::field_op) continue;
    const Bytes b = r.bytes(i);
    c << "static const uint8_t " << c_ident(i) << "[] = {";
    for (std::size_t j = 0; j < b.size(); ++j) {
      c << (j == 0 ? "" : ",") << "0x" << std::hex << std::setw(2) << std::setfill('0') << static_cast<int>(b[j])
        << std::dec;
    }
    if (b.empty()) c << "0";
    c << "};\n";
    args.push_back("{" + c_ident(i) + ", " + std::to_string(b.size()) + "}");
  }
  c << "int main(void) {\n  const tandem_check_impl *t = tandem_check_entry();\n";
  c << "  uint8_t buf[TANDEM_CHECK_OUT_CAPACITY];\n  tandem_check_out out = {buf, sizeof buf, 0};\n";
  for (std::size_t i = 0; i < args.size(); ++i) c << "  tandem_check_bytes b" << i << " = " << args[i] << ";\n";
  const std::string cv = "\"" + r.curve + "\"";
  c << "  tandem_check_status st = ";
  switch (r.op->op) {
    case TANDEM_CHECK_POINT_DECODE:
    case TANDEM_CHECK_POINT_DBL:
    case TANDEM_CHECK_POINT_NEG:
    case TANDEM_CHECK_MUL_GEN:
      c << "t->" << r.op->name << "(" << cv << ", b0, &out);\n";
      break;
    case TANDEM_CHECK_POINT_ADD:
    case TANDEM_CHECK_MUL:
    case TANDEM_CHECK_ECDH:
      c << "t->" << r.op->name << "(" << cv << ", b0, b1, &out);\n";
      break;
    case TANDEM_CHECK_MUL2:
      c << "t->mul2(" << cv << ", b0, b1, b2, b3, &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_SIGN:
      c << "t->ecdsa_sign(" << cv << ", b0, b1, b2, &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_SIGN_RFC6979:
      c << "t->ecdsa_sign_rfc6979(" << cv << ", b0, b1, \"" << r.args[2] << "\", &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_VERIFY:
    case TANDEM_CHECK_ECDSA_VERIFY_DER:
      c << "t->" << r.op->name << "(" << cv << ", b0, b1, b2);\n";
      break;
    case TANDEM_CHECK_BIP340_SIGN:
      c << "t->bip340_sign(b0, b1, b2, &out);\n";
      break;
    case TANDEM_CHECK_BIP340_VERIFY:
      c << "t->bip340_verify(b0, b1, b2);\n";
      break;
    case TANDEM_CHECK_FIELD_P:
    case TANDEM_CHECK_FIELD_N: {
      const tandem_check_field_op fop = *find_field_op(r.args[0]);
      c << "t->field(" << cv << ", '" << (r.op->op == TANDEM_CHECK_FIELD_P ? 'p' : 'n') << "', "
        << static_cast<int>(fop) << " /* " << r.args[0] << " */, b0, " << (args.size() > 1 ? "b1" : "(tandem_check_bytes){0, 0}")
        << ", &out);\n";
      break;
    }
    case TANDEM_CHECK_JACOBIAN_ADD:
      c << "t->jacobian_add(" << cv << ", (tandem_check_bytes[]){b0, b1, b2}, (tandem_check_bytes[]){b3, b4, b5}, &out);\n";
      break;
    case TANDEM_CHECK_JACOBIAN_DBL:
      c << "t->jacobian_dbl(" << cv << ", (tandem_check_bytes[]){b0, b1, b2}, &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_SIGN_MSG:
      c << "t->ecdsa_sign_msg(" << cv << ", \"" << r.args[0] << "\", b0, b1, b2, &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM:
      c << "t->" << r.op->name << "(" << cv << ", \"" << r.args[0] << "\", b0, b1, &out);\n";
      break;
    case TANDEM_CHECK_ECDSA_VERIFY_MSG:
    case TANDEM_CHECK_ECDSA_VERIFY_MSG_DER:
      c << "t->" << r.op->name << "(" << cv << ", \"" << r.args[0] << "\", b0, b1, b2);\n";
      break;
    case TANDEM_CHECK_OP_COUNT:
      break;
  }
  c << "  printf(\"it:  %s \", st == TANDEM_CHECK_OK ? \"ok\" : st == TANDEM_CHECK_REJECT ? \"reject\" : \"unsupported\");\n";
  c << "  for (size_t i = 0; st == TANDEM_CHECK_OK && i < out.len; ++i) printf(\"%02x\", buf[i]);\n";
  const std::string ref_line = want.status == Status::ok ? "ok " + to_hex(want.value) : "reject (" + want.reason + ")";
  c << "  printf(\"\\nref: " << ref_line << "\\n\");\n  return 0;\n}\n";
  return c.str();
}

std::string want_text(const Expected& w) {
  return w.status == Status::ok ? "ok " + to_hex(w.value) : "reject (" + w.reason + ")";
}

json vector_json(const Finding& f, std::uint32_t policies) {
  json args = json::array();
  for (const std::string& a : f.shrunk.args) args.push_back(a);
  json v{{"curve", f.shrunk.curve}, {"op", std::string(f.shrunk.op->name)}, {"args", args},
         {"policies", policies_text(policies)}};
  v["expected"] = f.want.status == Status::ok ? json{{"status", "ok"}, {"value", to_hex(f.want.value)}}
                                              : json{{"status", "reject"}, {"reason", f.want.reason}};
  v["got"] = f.got_line;
  return v;
}

/// Text for a Markdown table cell or line: no pipes, no line breaks.
std::string md_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

/// The report as Markdown: the verdict, a table of the rows, and each
/// finding with its reproducer, fit for a pull request's comment or a CI
/// job's summary (GITHUB_STEP_SUMMARY).
std::string markdown_summary(const json& report) {
  std::ostringstream m;
  const std::string name =
      report["implementation"]["name"].get<std::string>() + " " + report["implementation"]["version"].get<std::string>();
  const bool agree = report["verdict"] == "agree";
  m << "### tandem check: " << md_escape(name) << "\n\n";
  m << (agree ? "**All agree with ref**" : "**Disagrees with ref**") << ": " << report["cases"].get<std::size_t>()
    << " cases, " << report["disagreements"].get<std::size_t>() << " disagreements, "
    << report["failures"].get<std::size_t>() << " failures, " << report["problems"].size() << " problems ("
    << md_escape(report["target"].get<std::string>()) << ", seed " << report["seed"].get<std::uint64_t>() << ", "
    << std::fixed << std::setprecision(1) << report["seconds"].get<double>() << " s).\n\n";
  m << "| curve | operation | stage | cases | agree | disagree | failed |\n|---|---|---|---:|---:|---:|---:|\n";
  for (const json& r : report["rows"]) {
    const bool bad = r["disagree"].get<std::size_t>() + r["failed"].get<std::size_t>() > 0;
    m << "| " << r["curve"].get<std::string>() << " | " << r["op"].get<std::string>() << " | "
      << r["stage"].get<std::string>() << " | " << r["cases"].get<std::size_t>() << " | "
      << r["agree"].get<std::size_t>() << " | " << (bad ? "**" : "") << r["disagree"].get<std::size_t>()
      << (bad ? "**" : "") << " | " << r["failed"].get<std::size_t>() << " |\n";
  }
  for (const json& p : report["problems"]) m << "\n- Problem: " << md_escape(p.get<std::string>());
  if (!report["problems"].empty()) m << "\n";
  std::size_t k = 0;
  for (const json& f : report["findings"]) {
    m << "\n#### " << (f["failure"].get<bool>() ? "Failure " : "Disagreement ") << ++k << ": "
      << f["curve"].get<std::string>() << " " << f["op"].get<std::string>() << " (" << f["stage"].get<std::string>()
      << " case " << f["case"].get<std::size_t>() << ": " << md_escape(f["label"].get<std::string>()) << ")\n\n";
    m << "It " << md_escape(f["what"].get<std::string>()) << ".\n\n";
    const json& e = f["expected"];
    m << "```\nrequest:  " << f["original"].get<std::string>() << "\n";
    m << "shrunk:   " << f["op"].get<std::string>() << " " << f["curve"].get<std::string>();
    for (const json& a : f["args"]) m << " " << a.get<std::string>();
    m << "\nit says:  " << f["got"].get<std::string>() << "\nref says: "
      << (e["status"] == "ok" ? "ok " + e["value"].get<std::string>() : "reject (" + e["reason"].get<std::string>() + ")")
      << "\n```\n\nReproduce ref's answer: `" << f["reproducer"].get<std::string>() << "`\n";
  }
  return m.str();
}

}  // namespace

std::string reproducer(const Request& r, std::uint32_t policies) {
  return "tandem check --request '" + r.line() + "' --policies " + policies_text(policies) + " --impl ref";
}

int answer_request(const std::string& line, const std::string& policies, std::ostream& out, std::ostream& err) {
  std::string why;
  const std::optional<Request> r = parse_request(line, why);
  if (!r) {
    err << "tandem check: --request: " << why << "\n";
    return 2;
  }
  const ref::Curve* C = ref::find_curve(r->curve);
  if (C == nullptr) {
    err << "tandem check: --request: unknown curve '" << r->curve << "' (see tandem curves)\n";
    return 2;
  }
  Capabilities caps;
  const std::string hs = "curve " + r->curve + " - " + (policies.empty() ? "-" : policies);
  if (!read_handshake_line(hs, caps, why)) {
    err << "tandem check: --policies: " << why << "\n";
    return 2;
  }
  const Expected e = expect(*C, caps.curves.front(), *r);
  Reply reply;
  reply.status = e.status;
  reply.value = e.value;
  reply.note = e.reason;
  out << reply.line() << "\n";
  return e.status == Status::ok ? 0 : 1;
}

int run(const Options& o, std::ostream& out, std::ostream& err) {
  if (!o.target.lib.empty()) {
    struct stat st {};
    if (stat(o.target.lib.c_str(), &st) != 0) {
      err << "tandem check: --lib " << o.target.lib << ": no such file\n";
      return 2;
    }
  }
  for (const std::string& name : o.ops) {
    if (find_op(name) == nullptr) {
      err << "tandem check: --op: unknown operation '" << name << "' (see tandem check --help)\n";
      return 2;
    }
  }
  // The report files are opened (and emptied) first: a path that cannot be
  // written is bad use, found before the check runs.
  std::ofstream report_out, summary_out;
  for (auto [path, stream, flag] : {std::tuple{&o.report_file, &report_out, "--report"},
                                    std::tuple{&o.summary_file, &summary_out, "--summary"}}) {
    if (path->empty()) continue;
    stream->open(*path, std::ios::trunc);
    if (!*stream) {
      err << "tandem check: " << flag << " " << *path << ": cannot be written\n";
      return 2;
    }
  }
  Child child(o.target, o.timeout);
  std::string why;
  const auto t0 = Clock::now();
  const std::optional<Capabilities> caps = child.start(why);
  json report{{"target", o.target.describe()}, {"seed", o.seed}, {"count", o.count}};
  if (!caps) {
    report["handshake"] = {{"ok", false}, {"why", why}};
    report["verdict"] = "handshake failed";
    if (report_out.is_open()) report_out << report.dump(2) << "\n";
    if (summary_out.is_open()) {
      summary_out << "### tandem check: " << md_escape(o.target.describe()) << "\n\n**Handshake failed:** "
                  << md_escape(why) << "\n";
    }
    if (o.json) {
      out << report.dump(2) << "\n";
    } else {
      out << "tandem check: " << o.target.describe() << "\n== handshake: FAILED: " << why << "\n";
    }
    return 1;
  }
  for (const std::string& name : o.curves) {
    const bool declared =
        std::any_of(caps->curves.begin(), caps->curves.end(), [&](const CurveCaps& c) { return c.name == name; });
    if (!declared) {
      err << "tandem check: --curve: " << caps->name << " declares no curve '" << name << "'\n";
      return 2;
    }
  }

  std::vector<Row> rows;
  std::vector<Finding> findings;
  std::vector<std::string> problems;  // declared but not checkable, never exercised
  std::map<std::string, std::size_t> reported;
  std::size_t total = 0, disagreements = 0, failures = 0;
  bool stop = false;

  for (const CurveCaps& cc : caps->curves) {
    if (stop) break;
    if (!o.curves.empty() && std::find(o.curves.begin(), o.curves.end(), cc.name) == o.curves.end()) continue;
    const ref::Curve* C = ref::find_curve(cc.name);
    if (C == nullptr) {
      problems.push_back(cc.name + ": a curve tandem does not know (see tandem curves), declared but not checked");
      continue;
    }
    for (const OpInfo& op : operations()) {
      if (stop) break;
      if (!cc.has(op.op)) continue;
      if (!o.ops.empty() && std::find(o.ops.begin(), o.ops.end(), op.name) == o.ops.end()) continue;
      const std::vector<std::string> hashes = cc.hash_list();
      if (message_level(op.op) && hashes.empty()) {
        problems.push_back(cc.name + " " + std::string(op.name) +
                           ": a message-level operation declared with no hash (the curve line's HASHES)");
        continue;
      }
      std::size_t exercised = 0;
      std::mt19937_64 rng(o.seed ^ (std::hash<std::string>{}(cc.name + "/" + std::string(op.name))));
      for (const std::string& stage : o.stages) {
        if (stop) break;
        Row row{cc.name, std::string(op.name), stage};
        const auto s0 = Clock::now();
        std::vector<Case> cases;
        if (stage == "edge") cases = edge_cases(*C, op, hashes);
        else if (stage == "vectors") cases = vector_cases(*C, op, o.shared_dir, hashes);
        // The nonce sample: the random-nonce signer alone, ten signatures
        // for every random case (2000 by default).
        const bool nonces = stage == "nonces";
        if (nonces && op.op != TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM) continue;
        const std::size_t n = stage == "random" ? o.count : nonces ? 10 * o.count : cases.size();
        NonceSample sample(*C);
        // The cases go in batches, pipelined (Child::call_many); a batch's
        // random cases are drawn before it is sent, in the same order as
        // one by one, so a seed gives the same cases either way.
        std::vector<Case> batch;
        std::vector<Outcome> outcomes;
        for (std::size_t i = 0; i < n && !stop; ++i) {
          if (i % kBatch == 0) {
            batch.clear();
            for (std::size_t j = i; j < std::min(n, i + kBatch); ++j) {
              batch.push_back(stage == "random" ? random_case(*C, op, rng, hashes)
                              : nonces          ? nonce_case(*C, op, j, hashes.front())
                                                : cases[j]);
            }
            std::vector<Request> requests;
            for (const Case& b : batch) requests.push_back(b.request);
            outcomes = child.call_many(requests);
          }
          const Case& c = batch[i % kBatch];
          const Outcome& got = outcomes[i % kBatch];
          const Expected want = expect(*C, cc, c.request);
          if (op.op == TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM && got.reply && got.reply->status == Status::ok) {
            sample.add(c.request, got.reply->value);
          }
          ++row.cases;
          ++total;
          std::optional<std::string> what;
          bool failure = false;
          if (!got.reply) {
            what = got.failure;
            failure = true;
            ++row.failed;
            ++failures;
          } else {
            what = compare(*C, cc, c.request, want, *got.reply);
            if (got.reply->status != Status::unsupported) ++exercised;
            if (what) {
              ++row.disagree;
              ++disagreements;
            } else {
              ++row.agree;
            }
          }
          if (!what) continue;
          const std::string key = cc.name + "/" + std::string(op.name);
          if (reported[key]++ >= o.max_reports) continue;
          Finding f{cc.name, std::string(op.name), stage, c.label, i + 1, c.request, c.request, 0, want, *what, failure,
                    got.reply ? got.reply->line() : got.failure};
          // Shrink: simpler arguments while the same kind of disagreement
          // stays (failures are not shrunk: each try could hang again).
          if (!failure) {
            const std::string kind = kind_of(*what);
            bool progress = true;
            while (progress && f.shrink_calls < 300) {
              progress = false;
              for (std::size_t a = 0; a < f.shrunk.args.size() && !progress; ++a) {
                std::vector<Request> tries;
                for (const std::string& cand : simpler(*C, f.shrunk, a)) {
                  // The argument and every copy of it (P = Q stays P = Q),
                  // then the argument alone.
                  Request all = f.shrunk, one = f.shrunk;
                  for (std::size_t j = 0; j < all.args.size(); ++j) {
                    if (all.args[j] == f.shrunk.args[a]) all.args[j] = cand;
                  }
                  one.args[a] = cand;
                  tries.push_back(all);
                  if (all.args != one.args) tries.push_back(one);
                }
                for (const Request& t : tries) {
                  const Expected tw = expect(*C, cc, t);
                  const Outcome tg = child.call(t);
                  ++f.shrink_calls;
                  if (!tg.reply) continue;
                  const std::optional<std::string> tw_what = compare(*C, cc, t, tw, *tg.reply);
                  if (tw_what && kind_of(*tw_what) == kind) {
                    f.shrunk = t;
                    f.want = tw;
                    f.what = *tw_what;
                    f.got_line = tg.reply->line();
                    progress = true;
                    break;
                  }
                }
              }
            }
          }
          findings.push_back(std::move(f));
          if (o.first) stop = true;
        }
        // The nonces of every signature the random-nonce signer made in
        // this stage: none repeated (nor r), none biased.
        if (!stop && op.op == TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM) {
          for (const NonceSample::Flaw& flaw : sample.flaws(nonces)) {
            ++row.disagree;
            ++disagreements;
            Finding f{cc.name, std::string(op.name), stage, flaw.label, flaw.case_number, flaw.request, flaw.request,
                      0, expect(*C, cc, flaw.request), flaw.what, false, flaw.got_line};
            findings.push_back(std::move(f));
            if (o.first) stop = true;
          }
        }
        row.seconds = std::chrono::duration<double>(Clock::now() - s0).count();
        if (row.cases > 0) rows.push_back(row);  // no vectors for this operation: no row
      }
      if (exercised == 0 && !stop) {
        problems.push_back(cc.name + " " + std::string(op.name) +
                           ": declared but never exercised (no case of the stages run got an answer)");
      }
    }
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();
  const bool all_agree = disagreements == 0 && failures == 0 && problems.empty();

  {
    report["implementation"] = {{"name", caps->name}, {"version", caps->version}};
    json curves = json::array();
    for (const CurveCaps& c : caps->curves) {
      json ops = json::array();
      for (const OpInfo& op : operations()) {
        if (c.has(op.op)) ops.push_back(std::string(op.name));
      }
      curves.push_back(
          {{"name", c.name}, {"ops", ops}, {"policies", policies_text(c.policies)}, {"hashes", hashes_text(c.hashes)}});
    }
    report["handshake"] = {{"ok", true}, {"curves", curves}};
    json jr = json::array();
    for (const Row& r : rows) {
      jr.push_back({{"curve", r.curve}, {"op", r.op}, {"stage", r.stage}, {"cases", r.cases}, {"agree", r.agree},
                    {"disagree", r.disagree}, {"failed", r.failed}, {"seconds", r.seconds}});
    }
    report["rows"] = jr;
    json jf = json::array();
    for (const Finding& f : findings) {
      std::uint32_t pol = 0;
      for (const CurveCaps& c : caps->curves) {
        if (c.name == f.curve) pol = c.policies;
      }
      json v = vector_json(f, pol);
      v["stage"] = f.stage;
      v["case"] = f.case_number;
      v["label"] = f.label;
      v["what"] = f.what;
      v["failure"] = f.failure;
      v["original"] = f.original.line();
      v["shrink_calls"] = f.shrink_calls;
      v["reproducer"] = reproducer(f.shrunk, pol);
      if (!o.target.lib.empty()) v["c_program"] = c_program(f.shrunk, f.want, o.target);
      jf.push_back(v);
    }
    report["findings"] = jf;
    report["problems"] = problems;
    report["cases"] = total;
    report["disagreements"] = disagreements;
    report["failures"] = failures;
    report["seconds"] = seconds;
    report["verdict"] = all_agree ? "agree" : "disagree";
  }
  if (report_out.is_open()) report_out << report.dump(2) << "\n";
  if (summary_out.is_open()) summary_out << markdown_summary(report);
  if (o.json) {
    out << report.dump(2) << "\n";
    return all_agree ? 0 : 1;
  }

  out << "tandem check: " << caps->name << " " << caps->version << " (" << o.target.describe() << "), seed "
      << o.seed << "\n";
  out << "== handshake: ok, " << caps->curves.size() << " curve" << (caps->curves.size() == 1 ? "" : "s")
      << " declared\n";
  std::string curve;
  for (const Row& r : rows) {
    if (r.curve != curve) {
      curve = r.curve;
      out << "== " << curve << "\n";
      out << std::left << std::setw(24) << "operation" << std::setw(9) << "stage" << std::right << std::setw(7)
          << "cases" << std::setw(8) << "agree" << std::setw(10) << "disagree" << std::setw(8) << "failed"
          << std::setw(10) << "time" << "\n";
    }
    std::ostringstream t;
    t << std::fixed << std::setprecision(3) << r.seconds << "s";
    out << std::left << std::setw(24) << r.op << std::setw(9) << r.stage << std::right << std::setw(7) << r.cases
        << std::setw(8) << r.agree << std::setw(10) << r.disagree << std::setw(8) << r.failed << std::setw(10)
        << t.str() << "\n";
  }
  for (const std::string& p : problems) out << "PROBLEM: " << p << "\n";
  std::size_t k = 0;
  for (const Finding& f : findings) {
    std::uint32_t pol = 0;
    for (const CurveCaps& c : caps->curves) {
      if (c.name == f.curve) pol = c.policies;
    }
    out << "\n" << (f.failure ? "FAILURE " : "DISAGREEMENT ") << ++k << ": " << f.curve << " " << f.op << " ("
        << f.stage << " case " << f.case_number << ": " << f.label << ")\n";
    out << "  it " << f.what << "\n";
    if (f.got_line == kStatistic) {
      // A property of many answers (the nonces' distribution), not of one.
      out << "  the last:  " << f.original.line() << "\n";
      continue;
    }
    out << "  request:  " << f.original.line() << "\n";
    if (f.shrunk.line() != f.original.line()) {
      out << "  shrunk:   " << f.shrunk.line() << "  (" << f.shrink_calls << " calls)\n";
    }
    out << "  it says:  " << f.got_line << "\n";
    out << "  ref says: " << want_text(f.want) << "\n";
    out << "  ref:      " << reproducer(f.shrunk, pol) << "\n";
    out << "  vector:   " << vector_json(f, pol).dump() << "\n";
    if (!o.target.lib.empty()) {
      out << "  C program:\n";
      std::istringstream lines(c_program(f.shrunk, f.want, o.target));
      for (std::string l; std::getline(lines, l);) out << "    " << l << "\n";
    }
  }
  if (disagreements + failures > findings.size()) {
    out << "\n(" << disagreements + failures - findings.size() << " more not shown: at most " << o.max_reports
        << " per curve and operation)\n";
  }
  std::ostringstream t;
  t << std::fixed << std::setprecision(1) << seconds;
  out << "\ntandem check: " << total << " cases in " << t.str() << " s (" << child.calls() << " calls, "
      << child.restarts() << " restarts): ";
  if (all_agree) out << "all agree with ref\n";
  else out << disagreements << " disagreements, " << failures << " failures, " << problems.size() << " problems\n";
  return all_agree ? 0 : 1;
}

}  // namespace tandem::check
