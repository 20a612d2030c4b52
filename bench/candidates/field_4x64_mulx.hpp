// A candidate field representation that lost: four saturated 64-bit words,
// the product by mulx with add-carry chains (intrinsics), reduced by
// 2^256 ≡ 0x1000003D1. It is kept here, in the benchmarks only, so the
// measurement that decided between it and 5×52 (docs/fast-field.md) can be
// repeated on another machine or compiler; fast/ does not use it, and it is
// not proven. candidate_bench.cpp checks it against GMP before timing. Its
// translation unit is the only one built with -mbmi2 -madx.
#pragma once

#include <immintrin.h>

#include <array>
#include <cstdint>

namespace tandem::bench::candidate {

using Words = std::array<std::uint64_t, 4>;

/// a·b mod p, the result below 2^256 (not necessarily below p).
inline Words mul_4x64(const Words& a, const Words& b) {
  unsigned long long t[8], h0, h1, h2, h3, l0, l1, l2, l3;
  unsigned char c1, c2;
  // Row 0.
  t[0] = _mulx_u64(a[0], b[0], &h0);
  t[1] = _mulx_u64(a[0], b[1], &h1);
  t[2] = _mulx_u64(a[0], b[2], &h2);
  t[3] = _mulx_u64(a[0], b[3], &h3);
  c1 = _addcarryx_u64(0, t[1], h0, &t[1]);
  c1 = _addcarryx_u64(c1, t[2], h1, &t[2]);
  c1 = _addcarryx_u64(c1, t[3], h2, &t[3]);
  t[4] = h3 + c1;
  // Rows 1-3: the low halves in one carry chain, the high halves in another.
#pragma GCC unroll 3
  for (int i = 1; i < 4; ++i) {
    l0 = _mulx_u64(a[i], b[0], &h0);
    l1 = _mulx_u64(a[i], b[1], &h1);
    l2 = _mulx_u64(a[i], b[2], &h2);
    l3 = _mulx_u64(a[i], b[3], &h3);
    c1 = _addcarryx_u64(0, t[i], l0, &t[i]);
    c1 = _addcarryx_u64(c1, t[i + 1], l1, &t[i + 1]);
    c1 = _addcarryx_u64(c1, t[i + 2], l2, &t[i + 2]);
    c1 = _addcarryx_u64(c1, t[i + 3], l3, &t[i + 3]);
    t[i + 4] = c1;
    c2 = _addcarryx_u64(0, t[i + 1], h0, &t[i + 1]);
    c2 = _addcarryx_u64(c2, t[i + 2], h1, &t[i + 2]);
    c2 = _addcarryx_u64(c2, t[i + 3], h2, &t[i + 3]);
    (void)_addcarryx_u64(c2, t[i + 4], h3, &t[i + 4]);
  }
  // Fold t[4..7]·C into t[0..3], then the top word, then the last carry.
  constexpr unsigned long long C = 0x1000003D1ULL;
  unsigned long long r0, r1, r2, r3, top;
  l0 = _mulx_u64(t[4], C, &h0);
  l1 = _mulx_u64(t[5], C, &h1);
  l2 = _mulx_u64(t[6], C, &h2);
  l3 = _mulx_u64(t[7], C, &h3);
  c1 = _addcarryx_u64(0, t[0], l0, &r0);
  c1 = _addcarryx_u64(c1, t[1], l1, &r1);
  c1 = _addcarryx_u64(c1, t[2], l2, &r2);
  c1 = _addcarryx_u64(c1, t[3], l3, &r3);
  top = h3 + c1;
  c2 = _addcarryx_u64(0, r1, h0, &r1);
  c2 = _addcarryx_u64(c2, r2, h1, &r2);
  c2 = _addcarryx_u64(c2, r3, h2, &r3);
  top += c2;
  c1 = _addcarryx_u64(0, r0, top * C, &r0);
  c1 = _addcarryx_u64(c1, r1, 0, &r1);
  c1 = _addcarryx_u64(c1, r2, 0, &r2);
  c1 = _addcarryx_u64(c1, r3, 0, &r3);
  c1 = _addcarryx_u64(0, r0, C & (0 - static_cast<unsigned long long>(c1)), &r0);
  c1 = _addcarryx_u64(c1, r1, 0, &r1);
  c1 = _addcarryx_u64(c1, r2, 0, &r2);
  (void)_addcarryx_u64(c1, r3, 0, &r3);
  return {r0, r1, r2, r3};
}

}  // namespace tandem::bench::candidate
