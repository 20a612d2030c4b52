// The secp256k1 field on four saturated 64-bit words, multiplied and
// squared in x86-64 assembly (mulx, and two carry chains at once with adcx
// on CF and adox on OF), reduced with 2^256 ≡ C = 0x1000003D1 (mod p); and
// the addition and the multiplication by a small integer, whose 128-bit
// carry chains g++ compiles poorly from C++.
//
// Used by: Fe64 (field_4x64.hpp) in builds for BMI2 and ADX, for its mul,
// sqr, sqr_n, add and mul_int; and the 5×52 field's sqrt, which runs its
// chain on these kernels where usable() says they can run.
// Measured (docs/fast-field.md): the multiplication and squaring faster
// than 5×52 in throughput by a third or more, in latency by a fifth or more.
// Proven by reading these very instruction texts: proofs/limbs/x86_asm.cpp
// executes them on symbolic words (`tandem prove`, fe4x64::mul_asm,
// ::sqr_asm, ::add_asm, ::mul_int_asm, with broken twins made by editing
// the text).
//
// Contract: a value is four words w0..w3, Σ w_i·2^(64i), any value below
// 2^256. mul and sqr accept any such inputs and return a value below 2^256
// congruent to the product modulo p — not necessarily below p.
// Constant time: straight-line code, no branch, no data-dependent address.
// Needs BMI2 (mulx) and ADX (adcx, adox): cpu_supported() says whether this
// processor has them. Compiled only on x86-64 with optimization on (at -O0
// the compilers cannot find the 13 and 14 registers the texts use);
// kAvailable says.
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/constants.hpp"

#if defined(__x86_64__) && defined(__GNUC__)
#include <cpuid.h>
#endif

namespace tandem::fast::fe4x64 {

using Words = std::array<std::uint64_t, 4>;

static_assert(secp256k1::kFold == 0x1000003D1ULL, "the texts below fold by this constant");

// The texts. Operands: in the multiplication %[a], %[b] point to the
// inputs' words (N(%[a]) is word N/8); the squaring's input and output are
// registers (below); t0..t7 are the eight words of the 512-bit product, lo
// and hi scratch; rdx is mulx's implicit factor. `xorl` of a register with itself
// zeroes it and clears CF and OF; `movl $0` zeroes without touching flags.

/* t4..t7 · C into t0..t3 (2^256 ≡ C), two carry chains, up to the last
   word's product: what reaches 2^256 is the top word h + c1 + c2, with h
   (the high word of t7·C) in t4, the low word of t7·C in lo still to be
   added to t3, c1 and c2 the chains' last carries (CF, OF). */
#define TANDEM_FE4X64_FOLD_HIGH_TEXT \
  "movabsq $0x1000003D1, %%rdx\n\t" \
  "xorl %k[hi], %k[hi]\n\t" \
  "mulxq %[t4], %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t0]\n\t" \
  "adoxq %[hi], %[t1]\n\t" \
  "mulxq %[t5], %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t1]\n\t" \
  "adoxq %[hi], %[t2]\n\t" \
  "mulxq %[t6], %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t2]\n\t" \
  "adoxq %[hi], %[t3]\n\t" \
  "mulxq %[t7], %[lo], %[t4]\n\t"

/* The multiplication's reduction, scheduled for throughput: the carries
   into t4 first, then t4 · C into t0..t3; a carry out of t3 means the sum
   wrapped below t4·C (2^67 at most), so C once more reaches t1 at most
   (TANDEM_FE4X64_LAST_CARRY_TEXT). */
#define TANDEM_FE4X64_REDUCE_FOLDS_TEXT \
  TANDEM_FE4X64_FOLD_HIGH_TEXT \
  "movl $0, %k[hi]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "adoxq %[hi], %[t4]\n\t" \
  "adcxq %[hi], %[t4]\n\t" \
  "mulxq %[t4], %[lo], %[hi]\n\t" \
  "addq %[lo], %[t0]\n\t" \
  "adcq %[hi], %[t1]\n\t" \
  "adcq $0, %[t2]\n\t" \
  "adcq $0, %[t3]\n\t" \
  "movl $0, %k[lo]\n\t" \
  "cmovcq %%rdx, %[lo]\n\t" \
  "addq %[lo], %[t0]\n\t"

#define TANDEM_FE4X64_REDUCE_TEXT TANDEM_FE4X64_REDUCE_FOLDS_TEXT TANDEM_FE4X64_LAST_CARRY_TEXT

/* The squaring's reduction, scheduled for latency (a run of squarings is a
   dependency chain): (h + c1 + c2) · C taken as h · C, started as soon as h
   exists, plus (c1 + c2) · C chosen by the flags, instead of waiting for
   the carries; then the addition of the top's product with its wrap test
   asked early (TANDEM_FE4X64_ADD_TOP_TEXT). 0.93 of the latency of the
   multiplication's schedule, and the same throughput within 1 %; on the
   multiplication it measured 0.96 of the latency but 1.06–1.08 of the
   time of two or four independent chains, so the multiplication keeps
   the schedule above. */
#define TANDEM_FE4X64_LATENCY_REDUCE_TEXT_WITH(of_carry) \
  TANDEM_FE4X64_FOLD_HIGH_TEXT \
  "mulxq %[t4], %[t6], %[t7]\n\t" \
  "movl $0, %k[hi]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "movl $0, %k[t5]\n\t" \
  "cmovcq %%rdx, %[t5]\n\t" \
  of_carry \
  "addq %[hi], %[t5]\n\t" \
  "addq %[t5], %[t6]\n\t" \
  "adcq $0, %[t7]\n\t" \
  TANDEM_FE4X64_ADD_TOP_TEXT \
  TANDEM_FE4X64_LAST_CARRY_TEXT

/* The second chain's carry into the top word, set for about one input in
   2^32 (t3 within 2^33 of 2^64); a macro of its own so that the tests can
   build the squaring without it. */
#define TANDEM_FE4X64_OF_CARRY_TEXT "cmovoq %%rdx, %[hi]\n\t"

/* t0..t3 + t7:t6 (the top word times C, below 2^67) with C in rdx. A carry
   out of t3 means the sum wrapped below that (2^67), so C once more reaches
   t1 at most (TANDEM_FE4X64_LAST_CARRY_TEXT). That carry out of t3 is the
   carry out of t1 when t2 and t3 are both 2^64 − 1: the text asks that of
   t2 and t3 first (in t5: C if so, else 0), before the top's product is
   there, and then picks the wrap's C with the carry out of t1, two
   additions sooner than waiting for the carry to ripple through t2 and
   t3. */
#define TANDEM_FE4X64_ADD_TOP_TEXT TANDEM_FE4X64_ADD_TOP_TEXT_WITH(TANDEM_FE4X64_WRAP_TEST_T3_TEXT)

/* The wrap test's second half, a macro of its own so that the tests can
   build the fold without it (asking of t2 alone adds a wrong C about once
   in 2^128 folds; `tandem prove` finds an input). */
#define TANDEM_FE4X64_WRAP_TEST_T3_TEXT \
  "movq %[t3], %[t5]\n\t" \
  "adcq $0, %[t5]\n\t"

#define TANDEM_FE4X64_ADD_TOP_TEXT_WITH(wrap_test_t3) \
  "movq %[t2], %[t5]\n\t" \
  "addq $1, %[t5]\n\t" \
  wrap_test_t3 \
  "movl $0, %k[t5]\n\t" \
  "cmovcq %%rdx, %[t5]\n\t" \
  "addq %[t6], %[t0]\n\t" \
  "adcq %[t7], %[t1]\n\t" \
  "movl $0, %k[lo]\n\t" \
  "cmovcq %[t5], %[lo]\n\t" \
  "adcq $0, %[t2]\n\t" \
  "adcq $0, %[t3]\n\t" \
  "addq %[lo], %[t0]\n\t"

/* The last carry of the final fold, which random inputs almost never set
   (one pair in about 2^190); a macro of its own so that the tests can build
   the kernel without it and show which input catches that. */
#define TANDEM_FE4X64_LAST_CARRY_TEXT \
  "adcq $0, %[t1]\n\t"

#define TANDEM_FE4X64_PRODUCT_TEXT \
  /* row 0: a0·b, one carry chain */ \
  "movq 0(%[a]), %%rdx\n\t" \
  "mulxq 0(%[b]), %[t0], %[t1]\n\t" \
  "mulxq 8(%[b]), %[lo], %[t2]\n\t" \
  "addq %[lo], %[t1]\n\t" \
  "mulxq 16(%[b]), %[lo], %[t3]\n\t" \
  "adcq %[lo], %[t2]\n\t" \
  "mulxq 24(%[b]), %[lo], %[t4]\n\t" \
  "adcq %[lo], %[t3]\n\t" \
  "adcq $0, %[t4]\n\t" \
  /* rows 1-3: a_i·b, low halves on CF (adcx), high halves on OF (adox) */ \
  "movq 8(%[a]), %%rdx\n\t" \
  "xorl %k[t5], %k[t5]\n\t" \
  "mulxq 0(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t1]\n\t" \
  "adoxq %[hi], %[t2]\n\t" \
  "mulxq 8(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t2]\n\t" \
  "adoxq %[hi], %[t3]\n\t" \
  "mulxq 16(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "adoxq %[hi], %[t4]\n\t" \
  "mulxq 24(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t4]\n\t" \
  "adoxq %[t5], %[hi]\n\t" \
  "adcxq %[hi], %[t5]\n\t" \
  "movq 16(%[a]), %%rdx\n\t" \
  "xorl %k[t6], %k[t6]\n\t" \
  "mulxq 0(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t2]\n\t" \
  "adoxq %[hi], %[t3]\n\t" \
  "mulxq 8(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "adoxq %[hi], %[t4]\n\t" \
  "mulxq 16(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t4]\n\t" \
  "adoxq %[hi], %[t5]\n\t" \
  "mulxq 24(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t5]\n\t" \
  "adoxq %[t6], %[hi]\n\t" \
  "adcxq %[hi], %[t6]\n\t" \
  "movq 24(%[a]), %%rdx\n\t" \
  "xorl %k[t7], %k[t7]\n\t" \
  "mulxq 0(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "adoxq %[hi], %[t4]\n\t" \
  "mulxq 8(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t4]\n\t" \
  "adoxq %[hi], %[t5]\n\t" \
  "mulxq 16(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t5]\n\t" \
  "adoxq %[hi], %[t6]\n\t" \
  "mulxq 24(%[b]), %[lo], %[hi]\n\t" \
  "adcxq %[lo], %[t6]\n\t" \
  "adoxq %[t7], %[hi]\n\t" \
  "adcxq %[hi], %[t7]\n\t"

#define TANDEM_FE4X64_MUL_TEXT TANDEM_FE4X64_PRODUCT_TEXT TANDEM_FE4X64_REDUCE_TEXT

/* The squaring takes its input in registers — a0 in rdx (mulx's implicit
   factor), a1 and a2 in %[a1] and %[a2], a3 in %[hi] — and returns the
   result in the same registers, so that a run of squarings (sqrt's chain)
   keeps its value in registers from one to the next. It names 13
   registers, no more, so that a compiler that keeps a frame and a base
   pointer can still allocate them (clang does, in functions whose stack
   it realigns): each input's register is reused as scratch once that
   input is no longer read. a0 is used only while it is in rdx: its square
   is taken then, its high word parked in t7 until the doubling. */
#define TANDEM_FE4X64_SQR_TEXT TANDEM_FE4X64_SQR_TEXT_WITH(TANDEM_FE4X64_OF_CARRY_TEXT)

#define TANDEM_FE4X64_SQR_TEXT_WITH(of_carry) \
  /* the cross products a_i·a_j (i < j) in t1..t6, and a0² in t0 and t7 */ \
  "xorl %k[t5], %k[t5]\n\t" \
  "mulxq %[a1], %[t1], %[t2]\n\t" \
  "mulxq %[a2], %[lo], %[t3]\n\t" \
  "adcxq %[lo], %[t2]\n\t" \
  "mulxq %[hi], %[lo], %[t4]\n\t" \
  "adcxq %[lo], %[t3]\n\t" \
  "mulxq %%rdx, %[t0], %[t7]\n\t" \
  "movq %[a1], %%rdx\n\t" \
  "mulxq %[a2], %[lo], %[t6]\n\t" \
  "adoxq %[lo], %[t3]\n\t" \
  "adcxq %[t6], %[t4]\n\t" \
  "mulxq %[hi], %[lo], %[t5]\n\t" \
  "adoxq %[lo], %[t4]\n\t" \
  "movq %[a2], %%rdx\n\t" \
  "mulxq %[hi], %[lo], %[t6]\n\t" \
  "adcxq %[lo], %[t5]\n\t" \
  "movl $0, %k[lo]\n\t" \
  "adoxq %[lo], %[t5]\n\t" \
  "adcxq %[lo], %[t6]\n\t" \
  "adoxq %[lo], %[t6]\n\t" \
  /* double the cross products, add the squares (each a_i's register \
     takes the high word of its square) */ \
  "xorl %k[lo], %k[lo]\n\t" \
  "adcxq %[t1], %[t1]\n\t" \
  "adoxq %[t7], %[t1]\n\t" \
  "movl $0, %k[t7]\n\t" \
  "adcxq %[t2], %[t2]\n\t" \
  "movq %[a1], %%rdx\n\t" \
  "mulxq %%rdx, %[lo], %[a1]\n\t" \
  "adoxq %[lo], %[t2]\n\t" \
  "adcxq %[t3], %[t3]\n\t" \
  "adoxq %[a1], %[t3]\n\t" \
  "adcxq %[t4], %[t4]\n\t" \
  "movq %[a2], %%rdx\n\t" \
  "mulxq %%rdx, %[lo], %[a2]\n\t" \
  "adoxq %[lo], %[t4]\n\t" \
  "adcxq %[t5], %[t5]\n\t" \
  "adoxq %[a2], %[t5]\n\t" \
  "adcxq %[t6], %[t6]\n\t" \
  "movq %[hi], %%rdx\n\t" \
  "mulxq %%rdx, %[lo], %[hi]\n\t" \
  "adoxq %[lo], %[t6]\n\t" \
  "adcxq %[t7], %[t7]\n\t" \
  "adoxq %[hi], %[t7]\n\t" \
  TANDEM_FE4X64_LATENCY_REDUCE_TEXT_WITH(of_carry) \
  /* the result back where the input came from */ \
  "movq %[t0], %%rdx\n\t" \
  "movq %[t1], %[a1]\n\t" \
  "movq %[t2], %[a2]\n\t" \
  "movq %[t3], %[hi]\n\t"

/* The addition: a in registers (%[a0]..%[a3], replaced by the sum), b in
   memory, C in %[c]. a + b carries out of 2^256 → add C (2^256 ≡ C); that
   can carry out again only if a + b ≥ 2^257 − C, and then the value left is
   below C, so the second C lands in word 0 without a carry (the prover
   shows it). Plain add/adc and cmov: no BMI2 or ADX needed. */
#define TANDEM_FE4X64_ADD_FOLD_TEXT \
  "addq 0(%[b]), %[a0]\n\t" \
  "adcq 8(%[b]), %[a1]\n\t" \
  "adcq 16(%[b]), %[a2]\n\t" \
  "adcq 24(%[b]), %[a3]\n\t" \
  "movl $0, %k[t]\n\t" \
  "cmovcq %[c], %[t]\n\t" \
  "addq %[t], %[a0]\n\t" \
  "adcq $0, %[a1]\n\t" \
  "adcq $0, %[a2]\n\t" \
  "adcq $0, %[a3]\n\t"

/* The second wrap, which random inputs reach about once in 2^224; a macro
   of its own so that the prover can refute the text without it. */
#define TANDEM_FE4X64_ADD_WRAP_TEXT \
  "movl $0, %k[t]\n\t" \
  "cmovcq %[c], %[t]\n\t" \
  "addq %[t], %[a0]\n\t"

#define TANDEM_FE4X64_ADD_TEXT TANDEM_FE4X64_ADD_FOLD_TEXT TANDEM_FE4X64_ADD_WRAP_TEXT

/* The multiplication by a small integer k < 2^32 (in rdx on entry; a in
   memory; t5..t7 scratch): one row of mulx, whose top word is h + c (h the
   high word of a3·k, below k; c the row's last carry); as in the
   squaring, h·C is taken as soon as h exists and c·C chosen by the carry,
   then added with the early wrap test (TANDEM_FE4X64_ADD_TOP_TEXT). */
#define TANDEM_FE4X64_MUL_INT_TEXT TANDEM_FE4X64_MUL_INT_TEXT_WITH(TANDEM_FE4X64_WRAP_TEST_T3_TEXT)

#define TANDEM_FE4X64_MUL_INT_TEXT_WITH(wrap_test_t3) \
  "mulxq 0(%[a]), %[t0], %[t1]\n\t" \
  "mulxq 8(%[a]), %[lo], %[t2]\n\t" \
  "addq %[lo], %[t1]\n\t" \
  "mulxq 16(%[a]), %[lo], %[t3]\n\t" \
  "adcq %[lo], %[t2]\n\t" \
  "mulxq 24(%[a]), %[lo], %[t4]\n\t" \
  "movabsq $0x1000003D1, %%rdx\n\t" \
  "mulxq %[t4], %[t6], %[t7]\n\t" \
  "adcq %[lo], %[t3]\n\t" \
  "movl $0, %k[t5]\n\t" \
  "cmovcq %%rdx, %[t5]\n\t" \
  "addq %[t5], %[t6]\n\t" \
  "adcq $0, %[t7]\n\t" \
  TANDEM_FE4X64_ADD_TOP_TEXT_WITH(wrap_test_t3) \
  TANDEM_FE4X64_LAST_CARRY_TEXT

/// The instruction texts, for the prover (proofs/limbs/x86_asm.cpp).
inline constexpr const char* kMulText = TANDEM_FE4X64_MUL_TEXT;
inline constexpr const char* kSqrText = TANDEM_FE4X64_SQR_TEXT;
inline constexpr const char* kAddText = TANDEM_FE4X64_ADD_TEXT;
inline constexpr const char* kAddFoldText = TANDEM_FE4X64_ADD_FOLD_TEXT;
inline constexpr const char* kMulIntText = TANDEM_FE4X64_MUL_INT_TEXT;

#if defined(__x86_64__) && defined(__GNUC__) && defined(__OPTIMIZE__)
#define TANDEM_FAST_HAVE_4X64_ASM 1
inline constexpr bool kAvailable = true;

/// r = a·b mod p, below 2^256 (see the contract above). r may alias a or b.
[[gnu::always_inline]] inline void mul(Words& r, const Words& a, const Words& b) {
  std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo, hi;
  asm(TANDEM_FE4X64_MUL_TEXT
      : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
        [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi)
      : [a] "r"(a.data()), [b] "r"(b.data()), "m"(a), "m"(b)
      : "rdx", "cc");
  r = {t0, t1, t2, t3};
}

/// r = a + b mod p, below 2^256, for any a, b below 2^256. r may alias a
/// or b.
[[gnu::always_inline]] inline void add(Words& r, const Words& a, const Words& b) {
  std::uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], t;
  asm(TANDEM_FE4X64_ADD_TEXT
      : [a0] "+r"(a0), [a1] "+r"(a1), [a2] "+r"(a2), [a3] "+r"(a3), [t] "=&r"(t)
      : [b] "r"(b.data()), "m"(b), [c] "r"(secp256k1::kFold)
      : "cc");
  r = {a0, a1, a2, a3};
}

/// r = a·k mod p, below 2^256, for any a below 2^256 and any 32-bit k.
/// r may alias a.
[[gnu::always_inline]] inline void mul_int(Words& r, const Words& a, std::uint32_t k) {
  std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo, d = k;
  asm(TANDEM_FE4X64_MUL_INT_TEXT
      : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
        [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), "+d"(d)
      : [a] "r"(a.data()), "m"(a)
      : "cc");
  r = {t0, t1, t2, t3};
}

/// r = a^(2^k) mod p (k squarings; r = a for k = 0), below 2^256. r may
/// alias a. The loop keeps the four words in the registers the text takes
/// and returns them in, whatever the optimizer does with arrays (at -O2,
/// g++ sends a run of inlined sqr calls through memory and the square
/// root's chain runs 1.7 times slower). Constant time for a public k: each
/// pass is the proven text.
[[gnu::always_inline]] inline void sqr_n(Words& r, const Words& a, unsigned k) {
  std::uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
  for (unsigned i = 0; i < k; ++i) {
    std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo;
    asm(TANDEM_FE4X64_SQR_TEXT
        : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
          [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), "+d"(a0), [a1] "+r"(a1), [a2] "+r"(a2), [hi] "+r"(a3)
        :
        : "cc");
  }
  r = {a0, a1, a2, a3};
}

/// r = a² mod p, below 2^256. r may alias a.
[[gnu::always_inline]] inline void sqr(Words& r, const Words& a) { sqr_n(r, a, 1); }

/// Whether this processor has BMI2 and ADX (CPUID leaf 7: EBX bits 8 and 19).
inline bool cpu_supported() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) == 0) return false;
  return ((ebx >> 8) & 1U) != 0 && ((ebx >> 19) & 1U) != 0;
}
#else
#define TANDEM_FAST_HAVE_4X64_ASM 0
inline constexpr bool kAvailable = false;
inline bool cpu_supported() { return false; }
#endif

/// Whether the kernels can run here: compiled in (kAvailable) and the
/// processor has BMI2 and ADX. Asked once (CPUID traps to the hypervisor in
/// a virtual machine, so it is not asked per call).
inline bool usable() {
  static const bool yes = kAvailable && cpu_supported();
  return yes;
}

}  // namespace tandem::fast::fe4x64
