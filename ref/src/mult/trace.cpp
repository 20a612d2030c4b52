#include "tandem/ref/mult/trace.hpp"

#include <sstream>

namespace tandem::ref {

namespace {

std::string point_string(const Point& P) {
  if (P.infinity) return "O";
  return "(" + P.x.to_hex() + ", " + P.y.to_hex() + ")";
}

/// A multiple for people: decimal while it is short, hexadecimal after.
std::string number_string(const mpz_class& m) {
  if (mpz_sizeinbase(m.get_mpz_t(), 2) <= 64) return m.get_str();
  return (m < 0 ? "-0x" : "0x") + mpz_class(abs(m)).get_str(16);
}

/// "26P", "3P + 5Q", "-P".
std::string multiple_string(const std::vector<mpz_class>& m) {
  static const char* const names[] = {"P", "Q"};
  std::string s;
  for (std::size_t i = 0; i < m.size() && i < 2; ++i) {
    const std::string v = number_string(m[i]);
    if (i != 0) s += m[i] < 0 ? " - " : " + ";
    s += (i != 0 && m[i] < 0) ? v.substr(1) : v;
    s += names[i];
  }
  return s;
}

Trace start(const Curve& C, const StrategyInfo& s, int w, std::vector<mpz_class> ks, std::vector<Point> Ps) {
  return Trace{&C, &s, w, std::move(ks), std::move(Ps), {}, C.infinity(), C.infinity()};
}

}  // namespace

Result<Trace> trace_mult(const Curve& C, MultStrategy s, const mpz_class& k, const Point& P, std::optional<int> w) {
  const MultInfo& m = info(s);
  const mpz_class ks[1] = {k};
  const Point Ps[1] = {P};
  if (const auto e = check_inputs(C, m, ks, Ps, w)) return *e;
  const int window = w ? *w : default_window(m, 1);
  Trace t = start(C, m, window, {k}, {P});
  const RefGroup& g = ref_group(C);
  const TracingOps<RefGroup> traced(g, t.events);
  t.result = g.to_affine(multiply(traced, s, k, P, window));
  t.expected = mul(C, k, P);
  return t;
}

Result<Trace> trace_dmult(const Curve& C, DMultStrategy s, const mpz_class& a, const Point& P, const mpz_class& b,
                          const Point& Q, std::optional<int> w) {
  const DMultInfo& m = info(s);
  const mpz_class ks[2] = {a, b};
  const Point Ps[2] = {P, Q};
  if (const auto e = check_inputs(C, m, ks, Ps, w)) return *e;
  const int window = w ? *w : default_window(m, 2);
  Trace t = start(C, m, window, {a, b}, {P, Q});
  const RefGroup& g = ref_group(C);
  const TracingOps<RefGroup> traced(g, t.events);
  t.result = g.to_affine(double_multiply(traced, s, a, P, b, Q, window));
  t.expected = add(C, mul(C, a, P), mul(C, b, Q));
  return t;
}

std::optional<std::size_t> first_inconsistent_event(const Trace& t) {
  const Curve& C = *t.curve;
  for (std::size_t i = 0; i < t.events.size(); ++i) {
    const TraceEvent& e = t.events[i];
    if (!e.point || e.multiples.empty()) continue;
    Point want = C.infinity();
    for (std::size_t j = 0; j < e.multiples.size() && j < t.points.size(); ++j) {
      want = add(C, want, mul(C, e.multiples[j], t.points[j]));
    }
    if (!affine_equal(want, *e.point)) return i;
  }
  return std::nullopt;
}

std::string format_trace(const Trace& t) {
  std::ostringstream o;
  const StrategyInfo& s = *t.strategy;
  const bool two = t.scalars.size() == 2;
  o << (two ? "a*P + b*Q" : "k*P") << " on " << t.curve->name() << " by " << s.name << ": " << s.title;
  if (s.window.present()) o << ", " << s.window.symbol << " = " << t.window << " (" << s.window.meaning << ")";
  o << "\nsource: " << s.source << " (ref/mult/" << s.header << ")\n";
  o << "shape: " << (s.shape == Shape::regular ? "regular (the same operations for every scalar below 2^bits(n))" : "variable-time")
    << "; scalars: " << (s.scalars == ScalarDomain::any ? "any k >= 0, not reduced" : "taken mod n") << "\n";
  static const char* const scalar_names[] = {"a", "b"};
  static const char* const point_names[] = {"P", "Q"};
  for (std::size_t i = 0; i < t.scalars.size(); ++i) {
    const char* name = two ? scalar_names[i] : "k";
    o << name << " = " << t.scalars[i].get_str() << " (0x" << t.scalars[i].get_str(16) << ")\n";
  }
  for (std::size_t i = 0; i < t.points.size(); ++i) o << point_names[i] << " = " << point_string(t.points[i]) << "\n";
  std::size_t step = 0;
  for (const TraceEvent& e : t.events) {
    switch (e.kind) {
      case TraceEvent::Kind::stage: o << "\n" << e.text << "\n"; break;
      case TraceEvent::Kind::note: o << "  " << e.text << "\n"; break;
      case TraceEvent::Kind::table_entry:
        o << "  " << e.text;
        if (!e.multiples.empty()) o << " = " << multiple_string(e.multiples);
        o << " = " << point_string(*e.point) << "\n";
        break;
      case TraceEvent::Kind::step:
        o << "  " << ++step << ". " << e.text;
        if (!e.multiples.empty()) o << "  ->  " << multiple_string(e.multiples);
        o << " = " << point_string(*e.point) << "\n";
        break;
    }
  }
  o << "\nresult: " << point_string(t.result) << "\n";
  o << "check: " << (t.agrees() ? "double-and-add gives the same point" : "DOUBLE-AND-ADD GIVES " + point_string(t.expected))
    << "\n";
  return o.str();
}

}  // namespace tandem::ref
