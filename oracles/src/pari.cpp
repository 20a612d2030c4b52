#include "tandem/oracles/pari.hpp"

#include <pari/pari.h>

#include <mutex>
#include <string>
#include <utility>

namespace tandem::oracles {

namespace {

// PARI's stack: 8 MB to start, allowed to grow to 1 GB (SEA on a 521-bit
// field needs more than the start). Primes to 500 000, pari_init's default.
constexpr std::size_t kStack = std::size_t{8} << 20;
constexpr std::size_t kStackMax = std::size_t{1} << 30;
constexpr unsigned long kMaxPrime = 500000;

void init_pari() {
  static std::once_flag once;
  std::call_once(once, [] {
    // No signal handlers and no longjmp target of PARI's own (errors are
    // caught per call below), no threads, and GMP's allocator left alone:
    // the rest of the process allocates mpz_class with it.
    pari_init_opts(kStack, kMaxPrime, INIT_DFTm | INIT_noIMTm | INIT_noINTGMPm);
    paristack_setsize(kStack, kStackMax);
  });
}

GEN to_gen(const mpz_class& v) {
  // Through decimal: slow, obviously right; the sign by hand.
  const mpz_class m = abs(v);
  const GEN g = strtoi(m.get_str(10).c_str());
  return sgn(v) < 0 ? negi(g) : g;
}

mpz_class from_gen(GEN g) { return mpz_class(itostr(lift(g)), 10); }

/// Runs f on PARI's stack and frees what it left there; nothing if PARI
/// raised an error.
template <class F>
auto guarded(F f) -> std::optional<decltype(f())> {
  const pari_sp av = avma;
  std::optional<decltype(f())> out;
  pari_CATCH(CATCH_ALL) { out.reset(); }
  pari_TRY { out = f(); }
  pari_ENDCATCH;
  set_avma(av);
  return out;
}

}  // namespace

struct PariCurve::Impl {
  GEN p = nullptr;
  GEN E = nullptr;  // a clone: it outlives the stack frames that use it

  [[nodiscard]] GEN point(const IntPoint& P) const {
    if (P.infinity) return ellinf();
    return mkvec2(mkintmod(to_gen(P.x), p), mkintmod(to_gen(P.y), p));
  }
  [[nodiscard]] static IntPoint ints(GEN z) {
    if (ell_is_inf(z)) return IntPoint{0, 0, true};
    return IntPoint{from_gen(gel(z, 1)), from_gen(gel(z, 2)), false};
  }
};

PariCurve::PariCurve(const mpz_class& p, const mpz_class& a, const mpz_class& b) : impl_(std::make_unique<Impl>()) {
  init_pari();
  const pari_sp av = avma;
  impl_->p = gclone(to_gen(p));
  impl_->E = gclone(ellinit(mkvec2(to_gen(a), to_gen(b)), impl_->p, DEFAULTPREC));
  set_avma(av);
}

PariCurve::~PariCurve() {
  gunclone(impl_->E);
  gunclone(impl_->p);
}

mpz_class PariCurve::card() const {
  return guarded([&] { return from_gen(ellcard(impl_->E, nullptr)); }).value();
}

std::vector<mpz_class> PariCurve::group() const {
  return guarded([&] {
           const GEN d = ellgroup(impl_->E, nullptr);
           std::vector<mpz_class> out;
           for (long i = 1; i < lg(d); ++i) out.push_back(from_gen(gel(d, i)));
           return out;
         })
      .value();
}

std::optional<IntPoint> PariCurve::add(const IntPoint& P, const IntPoint& Q) const {
  return guarded([&] { return Impl::ints(elladd(impl_->E, impl_->point(P), impl_->point(Q))); });
}

std::optional<IntPoint> PariCurve::sub(const IntPoint& P, const IntPoint& Q) const {
  return guarded([&] { return Impl::ints(ellsub(impl_->E, impl_->point(P), impl_->point(Q))); });
}

std::optional<IntPoint> PariCurve::neg(const IntPoint& P) const {
  return guarded([&] { return Impl::ints(ellneg(impl_->E, impl_->point(P))); });
}

std::optional<IntPoint> PariCurve::mul(const mpz_class& k, const IntPoint& P) const {
  return guarded([&] { return Impl::ints(ellmul(impl_->E, impl_->point(P), to_gen(k))); });
}

std::optional<mpz_class> PariCurve::order(const IntPoint& P, const mpz_class& multiple) const {
  return guarded([&] { return from_gen(ellorder(impl_->E, impl_->point(P), to_gen(multiple))); });
}

std::optional<bool> PariCurve::on_curve(const IntPoint& P) const {
  return guarded([&] { return oncurve(impl_->E, impl_->point(P)) != 0; });
}

}  // namespace tandem::oracles
