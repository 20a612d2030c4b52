// Modular inversion and the Jacobi symbol by Bernstein and Yang's divsteps
// ("Fast constant-time gcd computation and modular inversion", TCHES 2019,
// §§8–12), for any odd 256-bit modulus M: the field's p and the scalar's n
// both use it. Values are five signed 62-bit limbs (Σ v_i·2^(62·i); limbs
// 0..3 in [0, 2^62), the top one signed).
//
// A divstep maps (δ, f, g) with f odd to
//   (1 − δ, g, (g − f)/2)   if δ > 0 and g is odd,
//   (1 + δ, f, (g + f)/2)   if δ ≤ 0 and g is odd,
//   (1 + δ, f, g/2)         if g is even;
// from (f, g) = (M, x) it reaches g = 0 with f = ±gcd(M, x). Tracking d, e
// with f ≡ d·x and g ≡ e·x (mod M) gives x⁻¹ = ±d. Each batch of N divsteps
// depends only on the low N bits of f and g, so a batch is a 2×2 matrix
// computed on one word, then applied to the full-size f, g, d, e (§§8.1, 12).
//
// Constant time: inverse() runs exactly 590 divsteps (10 batches of 59) of
// the variant with δ starting at 1/2, enough for every 256-bit input: the
// bound is the convex-hull computation of Wuille's safegcd-bounds (the
// paper's own Theorem 11.2 gives 741 for δ = 1). Every step is masks and
// shifts. inverse_var() and jacobi_var() stop as soon as they are done:
// public inputs only. inverse_var() takes its divsteps six at a time and
// jacobi_var() its posdivsteps four at a time from tables indexed by the low
// bits of f and g.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "tandem/fast/constants.hpp"

namespace tandem::fast::safegcd {

__extension__ typedef __int128 i128;

inline constexpr std::uint64_t kM62 = ~std::uint64_t{0} >> 2;

/// inverse()'s schedule: kBatches batches of kStepsPerBatch divsteps of the
/// δ = 1/2 variant, kDivsteps in all. `tandem prove` holds kDivsteps to the
/// published bound for 256-bit inputs (proofs/limbs/fast_identities.cpp).
inline constexpr int kStepsPerBatch = 59;
inline constexpr int kBatches = 10;
inline constexpr int kDivsteps = kBatches * kStepsPerBatch;

struct Signed62 {
  std::array<std::int64_t, 5> v{};
};

/// The modulus as signed 62-bit limbs and its inverse mod 2^62.
struct Modulus {
  Signed62 m;
  std::uint64_t inv62;
};

/// The transition matrix of a batch, scaled by 2^62: after the batch,
/// 2^62·(f', g') = (u·f + v·g, q·f + r·g).
struct Matrix {
  std::int64_t u, v, q, r;
};

/// 0 ≤ x < 2^256 (four 64-bit words) as signed 62-bit limbs.
constexpr Signed62 from_words(const Words256& w) {
  return {{static_cast<std::int64_t>(w[0] & kM62), static_cast<std::int64_t>(((w[0] >> 62) | (w[1] << 2)) & kM62),
           static_cast<std::int64_t>(((w[1] >> 60) | (w[2] << 4)) & kM62),
           static_cast<std::int64_t>(((w[2] >> 58) | (w[3] << 6)) & kM62), static_cast<std::int64_t>(w[3] >> 56)}};
}

/// The inverse: limbs in [0, 2^62), value below 2^256.
constexpr Words256 to_words(const Signed62& s) {
  const auto l = [&](std::size_t i) { return static_cast<std::uint64_t>(s.v[i]); };
  return {l(0) | (l(1) << 62), (l(1) >> 2) | (l(2) << 60), (l(2) >> 4) | (l(3) << 58), (l(3) >> 6) | (l(4) << 56)};
}

/// M's limbs and M⁻¹ mod 2^62 (Newton's iteration x ← x·(2 − M·x), which
/// doubles the correct low bits; M·M ≡ 1 mod 8 for odd M starts it at 3).
/// The limbs are balanced, each in (−2^61, 2^61]: a modulus close to a power
/// of two then has mostly zero limbs (p = −(2^32 + 977) + 256·2^248, limbs
/// {−0x1000003D1, 0, 0, 0, 256}), and the multiplications by them in
/// update_de fold away. Only the low 62 bits of a limb 0 are ever read as
/// f's low bits, and those are M's whatever the other limbs.
constexpr Modulus make_modulus(const Words256& m) {
  std::uint64_t x = m[0];
  for (int i = 0; i < 5; ++i) x *= 2 - m[0] * x;
  Signed62 s = from_words(m);
  for (std::size_t i = 0; i < 4; ++i) {
    if (s.v[i] > (std::int64_t{1} << 61)) {
      s.v[i] -= std::int64_t{1} << 62;
      s.v[i + 1] += 1;
    }
  }
  return {s, x & kM62};
}

/// 59 divsteps of the δ = 1/2 variant on the low words of f and g, in
/// constant time. ζ = −(δ + 1/2) keeps the state integral: δ > 0 is ζ < 0,
/// δ ← −δ is ζ ← ~ζ, δ ← δ + 1 is ζ ← ζ − 1. The matrix starts at 8·I, so
/// after 59 steps it is scaled by 2^62 like the others.
constexpr std::int64_t divsteps_59(std::int64_t zeta, std::uint64_t f, std::uint64_t g, Matrix& t) {
  std::uint64_t u = 8, v = 0, q = 0, r = 8;
  for (int i = 0; i < kStepsPerBatch; ++i) {
    // c1: all ones when δ > 0; then x, y, z are −f, −u, −v or f, u, v.
    const auto c1 = static_cast<std::uint64_t>(zeta >> 63);
    const std::uint64_t x = (f ^ c1) - c1, y = (u ^ c1) - c1, z = (v ^ c1) - c1;
    // c2: all ones when g is odd; then g ± f (and its row).
    const std::uint64_t c2 = 0 - (g & 1);
    g += x & c2;
    q += y & c2;
    r += z & c2;
    // Both: the swap. f takes the old g (= new g + f when x = −f).
    const std::uint64_t c3 = c1 & c2;
    zeta = static_cast<std::int64_t>(static_cast<std::uint64_t>(zeta) ^ c3) - 1;
    f += g & c3;
    u += q & c3;
    v += r & c3;
    // Halve g; double f's row instead of halving g's (the 2^N scaling).
    g >>= 1;
    u <<= 1;
    v <<= 1;
  }
  t = {static_cast<std::int64_t>(u), static_cast<std::int64_t>(v), static_cast<std::int64_t>(q),
       static_cast<std::int64_t>(r)};
  return zeta;
}

// ---- The variable-time loops: several divsteps at a time, from a table ----
//
// K divsteps depend on the low bits of f and g and on δ, and δ matters only
// through its comparisons with 0: for δ ≥ K − 1 the first odd g swaps and
// leaves δ ≤ 2 − K − i, too low for a second swap within the K steps; for
// δ ≤ −(K − 1) nothing swaps. So η = −δ falls into 2K − 1 classes (the ends
// standing for everything beyond them), and a table indexed by η's class and
// the low bits of f and g gives the K-step matrix, the new η as
// (η ^ flip) + add (flip 0 or −1: an odd number of swaps negates η), and
// for the Jacobi symbol's posdivsteps the parity of the sign flips. A batch
// of 60 steps is 60/K lookups, each followed by the matrix applied to f's
// and g's low words: the same steps as one at a time, in a dependency chain
// about half as long. The tables are indexed by f and g, so only public
// inputs may use them.
//
// inverse_var: divsteps six at a time; six divsteps read the low six bits
// of f and g. jacobi_var: posdivsteps four at a time; each posdivstep also
// reads f mod 8 (and a swap f and g mod 4), so four read six bits of each.
// Both tables are indexed by f's bits 1–5 (f is odd) and g's bits 0–5.

/// The state of the one-step definitions below, on the low words of f and
/// g (after i steps the low 64 − i bits are exact), η = −δ, the transition
/// rows scaled so that (u·f₀ + v·g₀, q·f₀ + r·g₀) = 2^i·(f, g), and the
/// parity of the Jacobi symbol's sign flips.
struct Divstep {
  std::int64_t eta;
  std::uint64_t f, g;
  std::int64_t u, v, q, r;
  unsigned jac = 0;
};

/// One divstep of the original (δ = 1) variant: the definition the inverse's
/// table is built from and checked against (proofs/inverse).
constexpr void divstep(Divstep& s) {
  if ((s.g & 1) == 0) {  // (1 + δ, f, g/2)
    s.g >>= 1;
    s.eta -= 1;
    s.u *= 2;
    s.v *= 2;
  } else if (s.eta < 0) {  // δ > 0: (1 − δ, g, (g − f)/2)
    const std::uint64_t f = s.f;
    const std::int64_t u = s.u, v = s.v;
    s.f = s.g;
    s.g = (s.g - f) >> 1;
    s.u = 2 * s.q;
    s.v = 2 * s.r;
    s.q -= u;
    s.r -= v;
    s.eta = -s.eta - 1;
  } else {  // (1 + δ, f, (g + f)/2)
    s.g = (s.g + s.f) >> 1;
    s.eta -= 1;
    s.q += s.u;
    s.r += s.v;
    s.u *= 2;
    s.v *= 2;
  }
}

/// One posdivstep (the paper's §8.4, E.5): like a divstep, but a swap takes
/// (f, g) to (g, (g + f)/2), so that f and g stay positive and the Jacobi
/// symbol (g | f) is defined throughout. Its sign flips: a swap of two odd
/// values when both are ≡ 3 (mod 4) (quadratic reciprocity); a halving when
/// f ≡ ±3 (mod 8) ((2 | f) = −1, bits 1 and 2 of f differ); adding f to g
/// changes nothing. The definition jacobi_var's table is built from.
constexpr void posdivstep(Divstep& s) {
  if ((s.g & 1) != 0 && s.eta < 0) {
    s.jac ^= static_cast<unsigned>((s.f & s.g) >> 1) & 1;
    std::swap(s.f, s.g);
    std::swap(s.u, s.q);
    std::swap(s.v, s.r);
    s.eta = -s.eta;
  }
  if ((s.g & 1) != 0) {
    s.g += s.f;
    s.q += s.u;
    s.r += s.v;
  }
  s.g >>= 1;
  s.u *= 2;
  s.v *= 2;
  s.eta -= 1;
  s.jac ^= static_cast<unsigned>((s.f >> 1) ^ (s.f >> 2)) & 1;
}

/// A table's shape: steps per lookup, the one-step definition, and the bits
/// of f (from bit 1) and g (from bit 0) in its index.
template <int Steps, void (*Step)(Divstep&)>
struct JumpShape {
  static constexpr int steps = Steps;
  static constexpr int f_bits = 5, g_bits = 6;
  /// η's classes are clamp(η, −radius, radius); radius K − 1 is the one the
  /// argument above proves (proofs/inverse checks a table built with K − 2
  /// and refutes it).
  static constexpr std::int64_t radius = Steps - 1;
  static constexpr std::size_t entries = std::size_t{2 * radius + 1} << (f_bits + g_bits);
  static constexpr void step(Divstep& s) { Step(s); }
  static_assert(60 % Steps == 0, "a batch is 60 steps");
};
using DivstepJumps = JumpShape<6, divstep>;
using PosdivstepJumps = JumpShape<4, posdivstep>;

/// K steps: the matrix scaled by 2^K (entries in [−2^K, 2^K]), η ←
/// (η ^ flip) + add, and jac the parity of the sign flips (posdivsteps).
struct Jump {
  std::int8_t u, v, q, r, flip, add, jac;
};
template <class Shape>
using JumpTable = std::array<Jump, Shape::entries>;

/// The entry for (η, f, g): η's class, f's bits 1–5, g's bits 0–5.
template <class Shape>
constexpr std::size_t jump_index(std::int64_t eta, std::uint64_t f, std::uint64_t g,
                                 std::int64_t radius = Shape::radius) {
  const std::int64_t c = (eta < -radius ? -radius : eta > radius ? radius : eta) + radius;
  const std::uint64_t fi = (f >> 1) & ((std::uint64_t{1} << Shape::f_bits) - 1);
  const std::uint64_t gi = g & ((std::uint64_t{1} << Shape::g_bits) - 1);
  return (static_cast<std::size_t>(c) << (Shape::f_bits + Shape::g_bits)) | (fi << Shape::g_bits) | gi;
}

/// Each class's entries from K steps of the definition at the class's own
/// η (the ends at ∓radius). Entries of classes beyond a smaller radius stay
/// zero.
template <class Shape>
constexpr JumpTable<Shape> make_jump_table(std::int64_t radius = Shape::radius) {
  JumpTable<Shape> t{};
  for (std::int64_t eta = -radius; eta <= radius; ++eta) {
    for (std::uint64_t f = 1; f < (std::uint64_t{2} << Shape::f_bits); f += 2) {
      for (std::uint64_t g = 0; g < (std::uint64_t{1} << Shape::g_bits); ++g) {
        Divstep s{eta, f, g, 1, 0, 0, 1};
        int swaps = 0;
        for (int i = 0; i < Shape::steps; ++i) {
          swaps += (s.g & 1) != 0 && s.eta < 0 ? 1 : 0;
          Shape::step(s);
        }
        // Each swap negates η (η ← −η − 1, ~η), every step adds a constant.
        const std::int64_t flip = swaps % 2 != 0 ? -1 : 0;
        t[jump_index<Shape>(eta, f, g, radius)] = {
            static_cast<std::int8_t>(s.u),    static_cast<std::int8_t>(s.v),
            static_cast<std::int8_t>(s.q),    static_cast<std::int8_t>(s.r),
            static_cast<std::int8_t>(flip),   static_cast<std::int8_t>(s.eta - (eta ^ flip)),
            static_cast<std::int8_t>(s.jac)};
      }
    }
  }
  return t;
}

/// The inverse's table, built on first use (22 528 entries of seven bytes).
inline const JumpTable<DivstepJumps>& divstep_table() {
  static const JumpTable<DivstepJumps> table = make_jump_table<DivstepJumps>();
  return table;
}

/// The Jacobi symbol's table, built on first use (14 336 entries).
inline const JumpTable<PosdivstepJumps>& posdivstep_table() {
  static const JumpTable<PosdivstepJumps> table = make_jump_table<PosdivstepJumps>();
  return table;
}

/// 60 steps by 60/K lookups, variable time (the index is f's and g's low
/// bits): the matrix is returned scaled by 2^62 like the other batches' (the
/// 60-step matrix times 4, which update_fg and update_de divide back out),
/// so that a batch is interchangeable with 60 steps; jac collects the
/// posdivsteps' sign flips.
template <class Shape>
constexpr std::int64_t jumps_60_var(std::int64_t eta, std::uint64_t f, std::uint64_t g, Matrix& t, unsigned& jac,
                                    const JumpTable<Shape>& table) {
  std::uint64_t u = 1, v = 0, q = 0, r = 1;
  unsigned flips = jac;
  for (int j = 0; j < 60 / Shape::steps; ++j) {
    const Jump& e = table[jump_index<Shape>(eta, f, g)];
    const auto eu = static_cast<std::uint64_t>(e.u), ev = static_cast<std::uint64_t>(e.v);
    const auto eq = static_cast<std::uint64_t>(e.q), er = static_cast<std::uint64_t>(e.r);
    const std::uint64_t nf = (eu * f + ev * g) >> Shape::steps, ng = (eq * f + er * g) >> Shape::steps;
    f = nf;
    g = ng;
    eta = (eta ^ e.flip) + e.add;
    flips ^= static_cast<unsigned>(e.jac);
    const std::uint64_t nu = eu * u + ev * q, nv = eu * v + ev * r, nq = eq * u + er * q, nr = eq * v + er * r;
    u = nu;
    v = nv;
    q = nq;
    r = nr;
  }
  t = {static_cast<std::int64_t>(u << 2), static_cast<std::int64_t>(v << 2), static_cast<std::int64_t>(q << 2),
       static_cast<std::int64_t>(r << 2)};
  jac = flips;
  return eta;
}

/// 60 divsteps of the original variant, six per lookup (inverse_var).
constexpr std::int64_t divsteps_60_var(std::int64_t eta, std::uint64_t f, std::uint64_t g, Matrix& t,
                                       const JumpTable<DivstepJumps>& table) {
  unsigned unused = 0;
  return jumps_60_var<DivstepJumps>(eta, f, g, t, unused, table);
}

/// 60 posdivsteps, four per lookup, the sign flips into jac (jacobi_var).
constexpr std::int64_t posdivsteps_60_var(std::int64_t eta, std::uint64_t f, std::uint64_t g, Matrix& t,
                                          unsigned& jac, const JumpTable<PosdivstepJumps>& table) {
  return jumps_60_var<PosdivstepJumps>(eta, f, g, t, jac, table);
}

/// (f, g) ← (u·f + v·g, q·f + r·g) / 2^62, exactly (t's divsteps make both
/// sums multiples of 2^62), on the low `len` limbs (the rest are zero or −1
/// sign extension). Its time depends on len alone: the constant-time inverse
/// always passes 5; the variable-time ones shrink len as f and g shrink.
constexpr void update_fg(int len, Signed62& f, Signed62& g, const Matrix& t) {
  i128 cf = i128(t.u) * f.v[0] + i128(t.v) * g.v[0];
  i128 cg = i128(t.q) * f.v[0] + i128(t.r) * g.v[0];
  cf >>= 62;
  cg >>= 62;
  for (std::size_t i = 1; i < static_cast<std::size_t>(len); ++i) {
    cf += i128(t.u) * f.v[i] + i128(t.v) * g.v[i];
    cg += i128(t.q) * f.v[i] + i128(t.r) * g.v[i];
    f.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cf) & kM62);
    g.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cg) & kM62);
    cf >>= 62;
    cg >>= 62;
  }
  f.v[static_cast<std::size_t>(len) - 1] = static_cast<std::int64_t>(cf);
  g.v[static_cast<std::size_t>(len) - 1] = static_cast<std::int64_t>(cg);
}

/// After update_fg: when the top limbs of f and g are both mere sign
/// extension (0 or −1), fold the top limb into the one below (as its bits
/// 62 and 63) and drop it. The new top limb is then a value in
/// [−2^62, 2^62), and stays one: divsteps never let |f| or |g| grow beyond
/// the larger of the two (f' is f or g, g' is (g ± f)/2 or g/2), so the
/// next update's top limb fits as well.
constexpr int shrink(int len, Signed62& f, Signed62& g) {
  if (len < 2) return len;
  const auto top = static_cast<std::size_t>(len - 1);
  const std::int64_t fn = f.v[top], gn = g.v[top];
  if ((fn ^ (fn >> 63)) != 0 || (gn ^ (gn >> 63)) != 0) return len;  // not 0 or −1
  f.v[top - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(f.v[top - 1]) | (static_cast<std::uint64_t>(fn) << 62));
  g.v[top - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(g.v[top - 1]) | (static_cast<std::uint64_t>(gn) << 62));
  f.v[top] = 0;
  g.v[top] = 0;
  return len - 1;
}

/// (d, e) ← (u·d + v·e, q·d + r·e) / 2^62 (mod M), keeping both in (−2M, M)
/// (the safegcd implementation notes' bound, §4 there): adding M to a
/// negative input first is folded into the multiple of M that clears the
/// low 62 bits. Constant time (masks from the signs).
constexpr void update_de(Signed62& d, Signed62& e, const Matrix& t, const Modulus& mod) {
  const std::int64_t sd = d.v[4] >> 63, se = e.v[4] >> 63;  // all ones if negative
  std::int64_t md = (t.u & sd) + (t.v & se);
  std::int64_t me = (t.q & sd) + (t.r & se);
  i128 cd = i128(t.u) * d.v[0] + i128(t.v) * e.v[0];
  i128 ce = i128(t.q) * d.v[0] + i128(t.r) * e.v[0];
  // Choose md, me (minus what the low bits need) so that the sums end in 62 zeros.
  md -= static_cast<std::int64_t>((mod.inv62 * static_cast<std::uint64_t>(cd) + static_cast<std::uint64_t>(md)) & kM62);
  me -= static_cast<std::int64_t>((mod.inv62 * static_cast<std::uint64_t>(ce) + static_cast<std::uint64_t>(me)) & kM62);
  cd += i128(mod.m.v[0]) * md;
  ce += i128(mod.m.v[0]) * me;
  cd >>= 62;
  ce >>= 62;
#pragma GCC unroll 4
  for (std::size_t i = 1; i < 5; ++i) {
    cd += i128(t.u) * d.v[i] + i128(t.v) * e.v[i];
    ce += i128(t.q) * d.v[i] + i128(t.r) * e.v[i];
    // The modulus is public: its zero limbs (p's limbs 1 to 3) are skipped.
    if (mod.m.v[i] != 0) {
      cd += i128(mod.m.v[i]) * md;
      ce += i128(mod.m.v[i]) * me;
    }
    d.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(cd) & kM62);
    e.v[i - 1] = static_cast<std::int64_t>(static_cast<std::uint64_t>(ce) & kM62);
    cd >>= 62;
    ce >>= 62;
  }
  d.v[4] = static_cast<std::int64_t>(cd);
  e.v[4] = static_cast<std::int64_t>(ce);
}

/// Carries limbs 0..3 into [0, 2^62), the top keeping the sign.
constexpr void carry(Signed62& r) {
  for (std::size_t i = 0; i < 4; ++i) {
    r.v[i + 1] += r.v[i] >> 62;
    r.v[i] = static_cast<std::int64_t>(static_cast<std::uint64_t>(r.v[i]) & kM62);
  }
}

/// sign·r mod M in [0, M), for r in (−2M, M) and sign the sign of f (the
/// top limb's sign bit). Constant time.
constexpr void normalize(Signed62& r, std::int64_t f_top, const Modulus& mod) {
  std::int64_t neg = r.v[4] >> 63;  // r < 0: add M
  for (std::size_t i = 0; i < 5; ++i) r.v[i] += mod.m.v[i] & neg;
  const std::int64_t flip = f_top >> 63;  // f = −1: negate
  for (std::size_t i = 0; i < 5; ++i) r.v[i] = (r.v[i] ^ flip) - flip;
  carry(r);
  neg = r.v[4] >> 63;  // still negative: add M once more
  for (std::size_t i = 0; i < 5; ++i) r.v[i] += mod.m.v[i] & neg;
  carry(r);
}

/// x⁻¹ mod M for 0 ≤ x < M (0 for x = 0), constant time.
constexpr Signed62 inverse(const Signed62& x, const Modulus& mod) {
  Signed62 d{}, e{{1, 0, 0, 0, 0}}, f = mod.m, g = x;
  std::int64_t zeta = -1;  // δ = 1/2
  for (int i = 0; i < kBatches; ++i) {
    Matrix t{};
    zeta = divsteps_59(zeta, static_cast<std::uint64_t>(f.v[0]), static_cast<std::uint64_t>(g.v[0]), t);
    update_de(d, e, t, mod);
    update_fg(5, f, g, t);
  }
  normalize(d, f.v[4], mod);
  return d;
}

/// x⁻¹ mod M for 0 ≤ x < M (0 for x = 0), variable time: public x only.
inline Signed62 inverse_var(const Signed62& x, const Modulus& mod) {
  const JumpTable<DivstepJumps>& table = divstep_table();
  Signed62 d{}, e{{1, 0, 0, 0, 0}}, f = mod.m, g = x;
  std::int64_t eta = -1;  // δ = 1
  int len = 5;
  for (;;) {
    Matrix t{};
    eta = divsteps_60_var(eta, static_cast<std::uint64_t>(f.v[0]), static_cast<std::uint64_t>(g.v[0]), t, table);
    update_de(d, e, t, mod);
    update_fg(len, f, g, t);
    std::int64_t any = 0;
    for (int i = 0; i < len; ++i) any |= g.v[static_cast<std::size_t>(i)];
    if (any == 0) break;
    len = shrink(len, f, g);
  }
  normalize(d, f.v[static_cast<std::size_t>(len) - 1], mod);
  return d;
}

/// The low 64 bits of a's value: limb 0 and the two low bits of limb 1
/// (limb 0 alone when a has shrunk to one limb, limb 1 being zero then).
constexpr std::uint64_t low64(const Signed62& a) {
  return static_cast<std::uint64_t>(a.v[0]) | (static_cast<std::uint64_t>(a.v[1]) << 62);
}

/// How many batches of 60 posdivsteps jacobi_var tries before it gives up.
/// No bound on posdivsteps is known (the paper proves none; they are
/// observed to converge in a number of steps proportional to the inputs'
/// length): past this the caller falls back on Euler's criterion.
inline constexpr int kJacobiMaxBatches = 40;

/// The Jacobi symbol (x | M) for 0 < x < M coprime to M: 1 or −1, or 0 when
/// posdivsteps did not finish within kJacobiMaxBatches (undecided, not
/// "divisible"). f and g enter each batch as their low 64 bits (low64):
/// after i steps the low 64 − i bits are exact, and the last lookup (after
/// 56 steps) reads six. Variable time: public x only.
inline int jacobi_var(const Signed62& x, const Modulus& mod) {
  const JumpTable<PosdivstepJumps>& table = posdivstep_table();
  Signed62 f = mod.m, g = x;
  std::int64_t eta = -1;
  unsigned jac = 0;
  int len = 5;
  for (int i = 0; i < kJacobiMaxBatches; ++i) {
    Matrix t{};
    eta = posdivsteps_60_var(eta, low64(f), low64(g), t, jac, table);
    update_fg(len, f, g, t);
    if (f.v[0] == 1) {  // then perhaps f = 1, where (g | f) = 1: done
      std::int64_t rest = 0;
      for (int k = 1; k < len; ++k) rest |= f.v[static_cast<std::size_t>(k)];
      if (rest == 0) return (jac & 1) != 0 ? -1 : 1;
    }
    len = shrink(len, f, g);
  }
  return 0;
}

}  // namespace tandem::fast::safegcd
