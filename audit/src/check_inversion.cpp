// Every inversion, square root and quadratic-character method of
// ref/inverse/ against GMP's own (mpz_invert, mpz_jacobi, mpz_legendre; a
// root is checked by squaring it with GMP), on the curve's p and n, at the
// edge field values (edges.hpp) and random ones.
#include <string>

#include "checks.hpp"
#include "tandem/audit/edges.hpp"
#include "tandem/ref/inverse/batch.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/euclid.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/jacobi.hpp"
#include "tandem/ref/inverse/safegcd.hpp"
#include "tandem/ref/inverse/sqrt_chains.hpp"
#include "tandem/ref/inverse/tonelli_shanks.hpp"

namespace tandem::audit {

namespace {

std::string hex(const mpz_class& v) { return v.get_str(16); }

/// GMP's inverse of v mod m, or nothing.
std::optional<mpz_class> gmp_inverse(const mpz_class& v, const mpz_class& m) {
  mpz_class r;
  if (mpz_invert(r.get_mpz_t(), v.get_mpz_t(), m.get_mpz_t()) == 0) return std::nullopt;
  return r;
}

std::string describe(const Result<mpz_class>& r) { return r ? hex(r.value()) : std::string(error_name(r.error())); }

}  // namespace

std::vector<mpz_class> field_values(Context& ctx, const mpz_class& m) {
  std::vector<mpz_class> out;
  for (const Edge& e : edge_field_values(m)) out.push_back(e.value);
  for (std::size_t i = 0; i < ctx.options().count; ++i) out.push_back(ctx.rng().get_z_range(m));
  return out;
}

void record_inverse(Row& row, const mpz_class& v, const mpz_class& m, const Result<mpz_class>& mine) {
  const std::optional<mpz_class> theirs = gmp_inverse(v, m);
  const bool agree = mine ? (theirs && *theirs == mine.value()) : (!theirs && mine.error() == Error::not_invertible);
  row.record(agree, [&] {
    return "1/" + hex(v) + " mod " + hex(m) + ": " + describe(mine) + " vs " + (theirs ? hex(*theirs) : "none");
  });
}

void check_inversion(Context& ctx, std::vector<Row>& rows) {
  const ref::Curve& C = ctx.curve();
  const ref::PrimeField* fields[] = {&C.fp(), &C.fn()};
  std::vector<std::pair<const ref::PrimeField*, std::vector<mpz_class>>> inputs;
  for (const ref::PrimeField* F : fields) inputs.emplace_back(F, field_values(ctx, F->modulus()));

  // One row per integer-level method, over p and n.
  const auto integer_row = [&](const std::string& label, auto&& method) {
    timed_row(rows, "1/a mod p, n: " + label, "GMP mpz_invert", [&](Row& row) {
      for (const auto& [F, values] : inputs) {
        for (const mpz_class& v : values) record_inverse(row, v, F->modulus(), method(v, F->modulus()));
      }
    });
  };
  integer_row("Euclid (var)", [](const mpz_class& v, const mpz_class& m) { return ref::inverse_euclid_var(v, m); });
  integer_row("safegcd delta=1, fixed count", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_safegcd(v, m, ref::DivstepStart::one);
  });
  integer_row("safegcd delta=1/2, fixed count", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_safegcd(v, m, ref::DivstepStart::half);
  });
  integer_row("safegcd delta=1/2, g=0 (var)", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_safegcd_var(v, m, ref::DivstepStart::half);
  });
  integer_row("bingcd k=32 (31-step loops)", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_bingcd(v, m, 32);
  });
  integer_row("bingcd k=63 (62-step loops)", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_bingcd(v, m, 63);
  });
  integer_row("binary GCD, classic (var)", [](const mpz_class& v, const mpz_class& m) {
    return ref::inverse_bingcd_classic_var(v, m);
  });

  // Field-level methods: the element is v mod m.
  const auto as_integer = [](const Result<ref::Fe>& r) -> Result<mpz_class> {
    if (!r) return r.error();
    return r.value().value();
  };
  timed_row(rows, "1/a mod p, n: Fermat, window chain w=5", "GMP mpz_invert", [&](Row& row) {
    for (const auto& [F, values] : inputs) {
      for (const mpz_class& v : values) {
        record_inverse(row, v, F->modulus(), as_integer(ref::inverse_fermat(F->from_mpz(v))));
      }
    }
  });
  if (C.p() == ref::secp256k1_p()) {
    timed_row(rows, "1/a mod p: Fermat, secp256k1's chain", "GMP mpz_invert", [&](Row& row) {
      for (const mpz_class& v : inputs[0].second) {
        record_inverse(row, v, C.p(), as_integer(ref::inverse_fermat_secp256k1(C.fp().from_mpz(v))));
      }
    });
  }
  timed_row(rows, "1/a mod p, n: Montgomery batch, 0 -> 0", "GMP mpz_invert", [&](Row& row) {
    for (const auto& [F, values] : inputs) {
      std::vector<ref::Fe> xs;
      for (const mpz_class& v : values) xs.push_back(F->from_mpz(v));
      const std::vector<ref::Fe> ys = ref::batch_inverse(std::span<const ref::Fe>(xs));
      for (std::size_t i = 0; i < xs.size(); ++i) {
        const std::optional<mpz_class> theirs = gmp_inverse(xs[i].value(), F->modulus());
        const bool agree = theirs ? ys[i].value() == *theirs : is_zero(ys[i]);
        row.record(agree, [&] { return "batch 1/" + hex(xs[i].value()) + ": " + ys[i].to_hex(); });
      }
    }
  });

  // Square roots: GMP's Jacobi symbol says whether one exists, GMP's
  // product checks the one returned.
  const ref::PrimeField& Fp = C.fp();
  const auto sqrt_row = [&](const std::string& label, auto&& method) {
    timed_row(rows, "sqrt mod p: " + label, "GMP mpz_jacobi, r^2 mod p", [&](Row& row) {
      for (const mpz_class& v : inputs[0].second) {
        const ref::Fe a = Fp.from_mpz(v);
        const Result<ref::Fe> r = method(a);
        const int chi = mpz_jacobi(a.value().get_mpz_t(), C.p().get_mpz_t());
        bool agree = false;
        if (r) {
          mpz_class sq = r.value().value() * r.value().value();
          mpz_mod(sq.get_mpz_t(), sq.get_mpz_t(), C.p().get_mpz_t());
          agree = chi >= 0 && sq == a.value();
        } else {
          agree = chi == -1 && r.error() == Error::not_a_square;
        }
        row.record(agree, [&] {
          return "sqrt " + a.to_hex() + ": " + (r ? r.value().to_hex() : std::string(error_name(r.error()))) +
                 ", jacobi " + std::to_string(chi);
        });
      }
    });
  };
  if (mpz_fdiv_ui(C.p().get_mpz_t(), 4) == 3) {
    sqrt_row("a^((p+1)/4), window chain", [](const ref::Fe& a) { return ref::sqrt_3mod4(a); });
  }
  if (C.p() == ref::secp256k1_p()) {
    sqrt_row("a^((p+1)/4), secp256k1 chain", [](const ref::Fe& a) { return ref::sqrt_secp256k1(a); });
  }
  sqrt_row("Tonelli-Shanks (var)", [](const ref::Fe& a) { return ref::sqrt_tonelli_shanks_var(a); });

  timed_row(rows, "(a|p), (a|n): Jacobi, Cohen Alg. 1.4.10", "GMP mpz_jacobi", [&](Row& row) {
    for (const auto& [F, values] : inputs) {
      for (const mpz_class& v : values) {
        const Result<int> mine = ref::jacobi_var(v, F->modulus());
        const int theirs = mpz_jacobi(v.get_mpz_t(), F->modulus().get_mpz_t());
        row.record(mine && mine.value() == theirs, [&] {
          return "(" + hex(v) + " | " + hex(F->modulus()) + "): " +
                 (mine ? std::to_string(mine.value()) : std::string(error_name(mine.error()))) + " vs " +
                 std::to_string(theirs);
        });
      }
    }
  });
  timed_row(rows, "(a|p), (a|n): Legendre by Euler", "GMP mpz_legendre", [&](Row& row) {
    for (const auto& [F, values] : inputs) {
      for (const mpz_class& v : values) {
        const ref::Fe a = F->from_mpz(v);
        const int theirs = mpz_legendre(a.value().get_mpz_t(), F->modulus().get_mpz_t());
        row.record(ref::legendre(a) == theirs, [&] { return "(" + a.to_hex() + " | " + hex(F->modulus()) + ")"; });
      }
    }
  });
}

}  // namespace tandem::audit
