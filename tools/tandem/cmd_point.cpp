// `tandem point OP`: point-level operations for teaching and cross-checks.
// ref: ref/group.hpp's affine law and double-and-add on every curve. fast
// (secp256k1): fast/'s group and ecmult — the variable-time additions and
// doubling, ecmult_const for k·P, ecmult_gen for k·G and ecmult_multi_var
// for a·P + b·Q. Inputs are decoded by ref's SEC 1 decoder (any point on the
// curve, O as 00; hybrid encodings too) and handed to fast as coordinates;
// fast's results are encoded here from its normalized affine coordinates.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <array>
#include <iostream>

#include "cli.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "verbs.hpp"

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem point add      --p HEX --q HEX            [common flags]
       tandem point dbl      --p HEX                    [common flags]
       tandem point neg      --p HEX                    [common flags]
       tandem point mul      --k HEX (--p HEX | --g)    [common flags]
       tandem point mul2     --a HEX --p HEX --b HEX --q HEX   [common flags]
       tandem point compress --p HEX                    [common flags]
common flags: [--curve C] [--uncompressed] [--impl ref|fast|both] [--stdin]

Point-level operations: P + Q, 2P, -P, k*P (or k*G with --g), a*P + b*Q, and
the re-encoding of P. Points are SEC 1 encodings in hex (02/03 compressed,
04 uncompressed, 06/07 hybrid, 00 the point at infinity O); a point that is
not on the curve is an error. Scalars are big-endian hex of any length
(- or empty for 0). The result is printed SEC 1 compressed, or 04||x||y with
--uncompressed; O prints 00.

  --curve         a curve name (default secp256k1; see tandem curves)
  --uncompressed  print 04||x||y instead of the compressed form
  --impl          ref (ref/group.hpp's affine law and double-and-add, every
                  curve), fast (secp256k1: fast/'s Jacobian formulas,
                  ecmult_const, ecmult_gen, ecmult_multi_var) or both (run
                  the two, print both, exit status 1 if they differ).
                  Default: fast on secp256k1, else ref
  --stdin         one case a line, its fields separated by single spaces in
                  the order of the flags above (add: P Q; dbl, neg, compress:
                  P; mul: K P, or K with --g; mul2: A P B Q); one result a line

Prints the point, or "error: REASON" (REASON an error name of docs/errors.md,
e.g. point_not_on_curve) and exit status 1.
Exit status: 0 success, 1 an error (or ref and fast differ), 2 bad arguments.
)";

using F = fast::Fe;
using K1 = fast::Secp256k1;

std::array<std::uint8_t, 32> be32(ByteView b) {
  std::array<std::uint8_t, 32> a{};
  for (std::size_t i = 0; i < 32 && i < b.size(); ++i) a[i] = b[i];
  return a;
}

/// A ref point as fast's affine point (the coordinates are below p).
fast::Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return fast::Ge<F>::at_infinity();
  const auto x = be32(P.x.to_bytes()), y = be32(P.y.to_bytes());
  return {*F::set_b32_limit(x), *F::set_b32_limit(y), false};
}

/// SEC 1 §2.3.3 from fast's normalized affine coordinates.
Bytes encode_fast(const fast::Gej<F>& J, bool compressed) {
  const fast::Ge<F> P = fast::to_affine_var(J);
  if (P.infinity) return {0x00};
  const auto x = P.x.get_b32(), y = P.y.get_b32();
  Bytes out{static_cast<std::uint8_t>(compressed ? 0x02 | (y[31] & 1) : 0x04)};
  out.insert(out.end(), x.begin(), x.end());
  if (!compressed) out.insert(out.end(), y.begin(), y.end());
  return out;
}

mpz_class integer(ByteView b) {
  mpz_class v;
  if (!b.empty()) mpz_import(v.get_mpz_t(), b.size(), 1, 1, 1, 0, b.data());
  return v;
}

fast::Scalar fast_scalar(const ref::Curve& C, ByteView k) {
  const Bytes r = reduce_mod_n(C, k);
  return fast::Scalar::set_b32(std::span<const std::uint8_t, 32>(r.data(), 32));
}

}  // namespace

int cmd_point(const Argv& args) {
  if (args.empty() || wants_help(args)) {
    std::cout << kHelp;
    return args.empty() ? kUsage : kOk;
  }
  const std::string op = args.front();
  static const std::vector<std::string> kOps{"add", "dbl", "neg", "mul", "mul2", "compress"};
  if (std::find(kOps.begin(), kOps.end(), op) == kOps.end()) {
    return usage_error("point", "unknown operation '" + op + "' (add, dbl, neg, mul, mul2, compress)");
  }
  Common common;
  bool uncompressed = false, with_g = false;
  std::optional<std::string> p, q, k, a, b;
  CLI::App app;
  add_common(app, common);
  app.add_flag("--uncompressed", uncompressed);
  app.add_option("--p", p);
  if (op == "add" || op == "mul2") app.add_option("--q", q);
  if (op == "mul") {
    app.add_option("--k", k);
    app.add_flag("--g", with_g);
  }
  if (op == "mul2") {
    app.add_option("--a", a);
    app.add_option("--b", b);
  }
  if (int rc = parse(app, "point", Argv(args.begin() + 1, args.end())); rc != kOk) return rc;
  const ref::Curve* Cp = curve_of("point", common);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const std::vector<Impl> impls =
      implementations("point", common, C.spec().name == "secp256k1", "fast/ has secp256k1 only");
  if (impls.empty()) return kUsage;
  if (op == "mul" && with_g && p) return usage_error("point", "--p and --g exclude each other");
  const bool compressed = !uncompressed;

  Verb v;
  v.cmd = "point " + op;
  std::vector<std::optional<std::string>> values;
  if (op == "add") {
    v.fields = {"--p", "--q"};
    values = {p, q};
  } else if (op == "mul" && with_g) {
    v.fields = {"--k"};
    values = {k};
  } else if (op == "mul") {
    v.fields = {"--k", "--p"};
    values = {k, p};
  } else if (op == "mul2") {
    v.fields = {"--a", "--p", "--b", "--q"};
    values = {a, p, b, q};
  } else {
    v.fields = {"--p"};
    values = {p};
  }
  v.required = v.fields.size();
  // The points of a case, in field order, decoded (SEC 1 §2.3.4) — each an
  // error of its own when it is not a point of the curve.
  const auto point_at = [&](const std::vector<Bytes>& f, std::size_t i) { return ref::decode_point(C, f[i]); };
  v.run = [&, op, with_g](Impl impl, const std::vector<Bytes>& f) -> Answer {
    const bool two = op == "add" || op == "mul2";
    const std::size_t pi = op == "mul" && !with_g ? 1 : op == "mul2" ? 1 : 0;
    Result<ref::Point> P = ref::Point::at_infinity(C.fp().from_mpz(0));
    if (!(op == "mul" && with_g)) {
      P = point_at(f, pi);
      if (!P) return failure(P.error());
    }
    Result<ref::Point> Q = P;
    if (two) {
      Q = point_at(f, op == "add" ? 1 : 3);
      if (!Q) return failure(Q.error());
    }
    if (impl == Impl::ref) {
      ref::Point R = *P;
      if (op == "add") R = ref::add(C, *P, *Q);
      else if (op == "dbl") R = ref::dbl(C, *P);
      else if (op == "neg") R = ref::neg(C, *P);
      else if (op == "mul") R = with_g ? ref::mul_gen(C, integer(f[0])) : ref::mul(C, integer(f[0]), *P);
      else if (op == "mul2") R = ref::add(C, ref::mul(C, integer(f[0]), *P), ref::mul(C, integer(f[2]), *Q));
      return {to_hex(ref::encode_point(C, R, compressed ? ref::PointFormat::compressed : ref::PointFormat::uncompressed))};
    }
    const fast::Ge<F> FP = to_fast(*P);
    const fast::Gej<F> JP = fast::Gej<F>::from_affine(FP);
    fast::Gej<F> R = JP;
    if (op == "add") R = fast::add_2007_bl_11m5s_var(JP, fast::Gej<F>::from_affine(to_fast(*Q)));
    else if (op == "dbl") R = fast::dbl(JP);
    else if (op == "neg") R = fast::neg(JP);
    else if (op == "mul" && with_g) R = fast::ecmult_gen<K1, F>(fast_scalar(C, f[0]));
    else if (op == "mul") R = FP.infinity ? JP : fast::ecmult_const<K1, F>(FP, fast_scalar(C, f[0]));
    else if (op == "mul2") {
      const std::array<fast::Scalar, 2> ks{fast_scalar(C, f[0]), fast_scalar(C, f[2])};
      const std::array<fast::Ge<F>, 2> ps{FP, to_fast(*Q)};
      const Result<fast::Gej<F>> S = fast::ecmult_multi_var<K1, F>(ks, ps, nullptr);
      if (!S) return failure(S.error());
      R = *S;
    }
    return {to_hex(encode_fast(R, compressed))};
  };
  return run_verb(v, impls, common.stdin_mode, values);
}

}  // namespace tandem::cli
