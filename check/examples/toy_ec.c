/*
 * toy_ec: a small, independent, deliberately plain implementation of P-256
 * and secp256k1 behind the C ABI of tandem/check.h, for showing what
 * `tandem check` catches. NOT for real use: nothing here is constant time.
 *
 * Numbers are eight 32-bit limbs, least significant first; every modulus
 * (p and n of both curves) is handled by one Montgomery multiplication
 * (CIOS) in normal form: a·b = mont(mont(a, b), R² mod m). Points are
 * Jacobian with an infinity flag.
 *
 * Built once clean and once per planted bug (CMake defines TOY_BUG_name);
 * each bug is modelled on a kind that real libraries have shipped:
 *   carry_near_p     field addition reduces only on a carry out of the top
 *                    limb, so a sum in [p, 2^256) stays unreduced
 *   madd_no_double   the mixed addition building a·P + b·Q's table (P + Q)
 *                    lacks its P = Q case (a doubling is needed)
 *   scalar_unreduced a secret key or nonce ≥ n is taken and used as it is
 *                    (only zero is refused)
 *   x_ge_p           point decoding accepts x ≥ p
 *   sig_ge_n         verification accepts r or s ≥ n (reducing them)
 *   infinity_as_zero O is written as 04 ‖ 0 ‖ 0, and read back from it
 *   der_nonminimal   the DER parser takes non-minimal lengths and integers
 *                    without their 00 sign octet
 *   ecdh_twist       ECDH takes an uncompressed point without checking it
 *                    is on the curve
 *   jacobian_unchecked  Jacobian inputs are not checked against the curve
 *                    (the clean library had this bug until tandem check's
 *                    fuzzer found it; the edge stage now has the case)
 * and, to show that a faulty library cannot take the checker down, two
 * faults (TOY_FAULT_name): k·G crashes (crash) or never returns (hang)
 * when the scalar's last octet is 03.
 */
#include <signal.h>
#include <stdint.h>
#include <string.h>

#include "tandem/check.h"

typedef struct {
  uint32_t v[8];
} u256;

typedef struct {
  u256 m;
  u256 r2;       /* 2^512 mod m */
  uint32_t inv;  /* −m⁻¹ mod 2^32 */
} modulus;

typedef struct {
  const char *name;
  modulus p, n;
  u256 a, b, gx, gy;
} curve;

typedef struct {
  u256 x, y, z;
  int inf;
} jpoint;

/* ---- 256-bit integers ---------------------------------------------------- */

static void u_from_be(u256 *r, const uint8_t *b) {
  int i;
  for (i = 0; i < 8; ++i) {
    const uint8_t *q = b + 4 * (7 - i);
    r->v[i] = (uint32_t)q[0] << 24 | (uint32_t)q[1] << 16 | (uint32_t)q[2] << 8 | (uint32_t)q[3];
  }
}

static void u_to_be(uint8_t *b, const u256 *a) {
  int i;
  for (i = 0; i < 8; ++i) {
    uint8_t *q = b + 4 * (7 - i);
    q[0] = (uint8_t)(a->v[i] >> 24);
    q[1] = (uint8_t)(a->v[i] >> 16);
    q[2] = (uint8_t)(a->v[i] >> 8);
    q[3] = (uint8_t)a->v[i];
  }
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

static void u_from_hex(u256 *r, const char *h) {
  uint8_t b[32];
  int i;
  for (i = 0; i < 32; ++i) b[i] = (uint8_t)(hexval(h[2 * i]) << 4 | hexval(h[2 * i + 1]));
  u_from_be(r, b);
}

static int u_cmp(const u256 *a, const u256 *b) {
  int i;
  for (i = 7; i >= 0; --i) {
    if (a->v[i] != b->v[i]) return a->v[i] < b->v[i] ? -1 : 1;
  }
  return 0;
}

static int u_is_zero(const u256 *a) {
  uint32_t o = 0;
  int i;
  for (i = 0; i < 8; ++i) o |= a->v[i];
  return o == 0;
}

static uint32_t u_add(u256 *r, const u256 *a, const u256 *b) {
  uint64_t c = 0;
  int i;
  for (i = 0; i < 8; ++i) {
    c += (uint64_t)a->v[i] + b->v[i];
    r->v[i] = (uint32_t)c;
    c >>= 32;
  }
  return (uint32_t)c;
}

static uint32_t u_sub(u256 *r, const u256 *a, const u256 *b) {
  int64_t c = 0;
  int i;
  for (i = 0; i < 8; ++i) {
    c += (int64_t)a->v[i] - (int64_t)b->v[i];
    r->v[i] = (uint32_t)c;
    c = c < 0 ? -1 : 0;
  }
  return (uint32_t)(c != 0);
}

static void u_set(u256 *r, uint32_t v) {
  memset(r, 0, sizeof *r);
  r->v[0] = v;
}

static int u_bit(const u256 *a, int i) { return (int)(a->v[i / 32] >> (i % 32) & 1u); }

/* ---- arithmetic mod m ---------------------------------------------------- */

/* a + b mod m for a, b < m, exactly. */
static void m_add_exact(const modulus *M, u256 *r, const u256 *a, const u256 *b) {
  const uint32_t c = u_add(r, a, b);
  if (c || u_cmp(r, &M->m) >= 0) u_sub(r, r, &M->m);
}

/* The addition the arithmetic uses. */
static void m_add(const modulus *M, u256 *r, const u256 *a, const u256 *b) {
#ifdef TOY_BUG_carry_near_p
  /* Reduces on a carry, or when the top limb alone is above m's: a sum in
     [m, 2^256) whose top limb equals m's stays as it is. */
  const uint32_t c = u_add(r, a, b);
  if (c || r->v[7] > M->m.v[7]) u_sub(r, r, &M->m);
#else
  m_add_exact(M, r, a, b);
#endif
}

static void m_sub(const modulus *M, u256 *r, const u256 *a, const u256 *b) {
  if (u_sub(r, a, b)) u_add(r, r, &M->m);
}

static void m_neg(const modulus *M, u256 *r, const u256 *a) {
  u256 z;
  u_set(&z, 0);
  m_sub(M, r, &z, a);
}

/* Montgomery's product a·b·2^−256 mod m (CIOS, 32-bit words). */
static void mont(const modulus *M, u256 *r, const u256 *a, const u256 *b) {
  uint32_t t[10] = {0};
  int i, j;
  for (i = 0; i < 8; ++i) {
    uint64_t c = 0, x;
    uint32_t q;
    for (j = 0; j < 8; ++j) {
      x = (uint64_t)t[j] + (uint64_t)a->v[j] * b->v[i] + c;
      t[j] = (uint32_t)x;
      c = x >> 32;
    }
    x = (uint64_t)t[8] + c;
    t[8] = (uint32_t)x;
    t[9] = (uint32_t)(x >> 32);
    q = t[0] * M->inv;
    x = (uint64_t)t[0] + (uint64_t)q * M->m.v[0];
    c = x >> 32;
    for (j = 1; j < 8; ++j) {
      x = (uint64_t)t[j] + (uint64_t)q * M->m.v[j] + c;
      t[j - 1] = (uint32_t)x;
      c = x >> 32;
    }
    x = (uint64_t)t[8] + c;
    t[7] = (uint32_t)x;
    t[8] = t[9] + (uint32_t)(x >> 32);
  }
  memcpy(r->v, t, sizeof r->v);
  if (t[8] != 0 || u_cmp(r, &M->m) >= 0) u_sub(r, r, &M->m);
}

static void m_mul(const modulus *M, u256 *r, const u256 *a, const u256 *b) {
  u256 t;
  mont(M, &t, a, b);
  mont(M, r, &t, &M->r2);
}

static void m_pow(const modulus *M, u256 *r, const u256 *a, const u256 *e) {
  u256 acc;
  int i;
  u_set(&acc, 1);
  for (i = 255; i >= 0; --i) {
    m_mul(M, &acc, &acc, &acc);
    if (u_bit(e, i)) m_mul(M, &acc, &acc, a);
  }
  *r = acc;
}

/* a⁻¹ = a^(m−2) (m prime). */
static void m_inv(const modulus *M, u256 *r, const u256 *a) {
  u256 e, two;
  u_set(&two, 2);
  u_sub(&e, &M->m, &two);
  m_pow(M, r, a, &e);
}

static void modulus_init(modulus *M, const char *hex) {
  uint32_t inv = 1;
  int i;
  u256 x;
  u_from_hex(&M->m, hex);
  for (i = 0; i < 5; ++i) inv *= 2u - M->m.v[0] * inv;
  M->inv = 0u - inv;
  u_set(&x, 1);
  for (i = 0; i < 512; ++i) m_add_exact(M, &x, &x, &x);
  M->r2 = x;
}

/* ---- the curves ---------------------------------------------------------- */

static curve curves[2];
static int curves_ready = 0;

static void curves_init(void) {
  curve *c = &curves[0];
  if (curves_ready) return;
  c->name = "P-256";
  modulus_init(&c->p, "ffffffff00000001000000000000000000000000ffffffffffffffffffffffff");
  modulus_init(&c->n, "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
  u_from_hex(&c->a, "ffffffff00000001000000000000000000000000fffffffffffffffffffffffc");
  u_from_hex(&c->b, "5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b");
  u_from_hex(&c->gx, "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296");
  u_from_hex(&c->gy, "4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5");
  c = &curves[1];
  c->name = "secp256k1";
  modulus_init(&c->p, "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
  modulus_init(&c->n, "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
  u_set(&c->a, 0);
  u_set(&c->b, 7);
  u_from_hex(&c->gx, "79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
  u_from_hex(&c->gy, "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8");
  curves_ready = 1;
}

static const curve *find(const char *name) {
  int i;
  curves_init();
  for (i = 0; i < 2; ++i) {
    if (strcmp(curves[i].name, name) == 0) return &curves[i];
  }
  return 0;
}

/* x³ + ax + b. */
static void rhs(const curve *c, u256 *r, const u256 *x) {
  u256 t;
  m_mul(&c->p, &t, x, x);
  m_add(&c->p, &t, &t, &c->a);
  m_mul(&c->p, &t, &t, x);
  m_add(&c->p, r, &t, &c->b);
}

static int on_curve(const curve *c, const u256 *x, const u256 *y) {
  u256 l, r;
  m_mul(&c->p, &l, y, y);
  rhs(c, &r, x);
  return u_cmp(&l, &r) == 0;
}

/* A root of a (p ≡ 3 mod 4 on both curves): a^((p+1)/4), checked. */
static int m_sqrt(const modulus *P, u256 *r, const u256 *a) {
  u256 e, one, sq;
  int i;
  u_set(&one, 1);
  u_add(&e, &P->m, &one);
  for (i = 0; i < 7; ++i) e.v[i] = e.v[i] >> 2 | e.v[i + 1] << 30;
  e.v[7] >>= 2;
  m_pow(P, r, a, &e);
  m_mul(P, &sq, r, r);
  return u_cmp(&sq, a) == 0;
}

/* ---- points -------------------------------------------------------------- */

static void j_dbl(const curve *c, jpoint *r, const jpoint *p) {
  const modulus *P = &c->p;
  u256 xx, yy, yyyy, zz, s, m, t, x3, y3, z3;
  if (p->inf || u_is_zero(&p->y)) {
    r->inf = 1;
    return;
  }
  m_mul(P, &xx, &p->x, &p->x);
  m_mul(P, &yy, &p->y, &p->y);
  m_mul(P, &yyyy, &yy, &yy);
  m_mul(P, &zz, &p->z, &p->z);
  m_mul(P, &s, &p->x, &yy);
  m_add(P, &s, &s, &s);
  m_add(P, &s, &s, &s); /* S = 4·X·Y² */
  m_add(P, &m, &xx, &xx);
  m_add(P, &m, &m, &xx);
  m_mul(P, &t, &zz, &zz);
  m_mul(P, &t, &t, &c->a);
  m_add(P, &m, &m, &t); /* M = 3·X² + a·Z⁴ */
  m_mul(P, &x3, &m, &m);
  m_sub(P, &x3, &x3, &s);
  m_sub(P, &x3, &x3, &s);
  m_sub(P, &t, &s, &x3);
  m_mul(P, &y3, &m, &t);
  m_add(P, &t, &yyyy, &yyyy);
  m_add(P, &t, &t, &t);
  m_add(P, &t, &t, &t);
  m_sub(P, &y3, &y3, &t);
  m_mul(P, &z3, &p->y, &p->z);
  m_add(P, &z3, &z3, &z3);
  r->x = x3;
  r->y = y3;
  r->z = z3;
  r->inf = 0;
}

/* P + Q for Jacobian P and Q; `doubling` says whether P = Q is handled. */
static void j_add_impl(const curve *c, jpoint *r, const jpoint *p, const jpoint *q, int doubling) {
  const modulus *P = &c->p;
  u256 z1z1, z2z2, u1, u2, s1, s2, h, rr, hh, hhh, v, t, x3, y3, z3;
  if (p->inf) {
    *r = *q;
    return;
  }
  if (q->inf) {
    *r = *p;
    return;
  }
  m_mul(P, &z1z1, &p->z, &p->z);
  m_mul(P, &z2z2, &q->z, &q->z);
  m_mul(P, &u1, &p->x, &z2z2);
  m_mul(P, &u2, &q->x, &z1z1);
  m_mul(P, &s1, &p->y, &q->z);
  m_mul(P, &s1, &s1, &z2z2);
  m_mul(P, &s2, &q->y, &p->z);
  m_mul(P, &s2, &s2, &z1z1);
  if (u_cmp(&u1, &u2) == 0) {
    if (u_cmp(&s1, &s2) != 0) {
      r->inf = 1;
      return;
    }
    if (doubling) {
      j_dbl(c, r, p);
      return;
    }
    /* Without the case the formula goes on with H = 0: Z3 = 0. */
  }
  m_sub(P, &h, &u2, &u1);
  m_sub(P, &rr, &s2, &s1);
  m_mul(P, &hh, &h, &h);
  m_mul(P, &hhh, &hh, &h);
  m_mul(P, &v, &u1, &hh);
  m_mul(P, &x3, &rr, &rr);
  m_sub(P, &x3, &x3, &hhh);
  m_sub(P, &x3, &x3, &v);
  m_sub(P, &x3, &x3, &v);
  m_sub(P, &t, &v, &x3);
  m_mul(P, &y3, &rr, &t);
  m_mul(P, &t, &s1, &hhh);
  m_sub(P, &y3, &y3, &t);
  m_mul(P, &z3, &p->z, &q->z);
  m_mul(P, &z3, &z3, &h);
  r->x = x3;
  r->y = y3;
  r->z = z3;
  r->inf = u_is_zero(&z3);
}

static void j_add(const curve *c, jpoint *r, const jpoint *p, const jpoint *q) { j_add_impl(c, r, p, q, 1); }

/* P + Q for an affine Q (Z = 1): the table's addition. */
static void j_madd(const curve *c, jpoint *r, const jpoint *p, const jpoint *q) {
#ifdef TOY_BUG_madd_no_double
  j_add_impl(c, r, p, q, 0);
#else
  j_add_impl(c, r, p, q, 1);
#endif
}

static void affine(const curve *c, jpoint *p) {
  u256 zi, zi2, zi3;
  if (p->inf) return;
  m_inv(&c->p, &zi, &p->z);
  m_mul(&c->p, &zi2, &zi, &zi);
  m_mul(&c->p, &zi3, &zi2, &zi);
  m_mul(&c->p, &p->x, &p->x, &zi2);
  m_mul(&c->p, &p->y, &p->y, &zi3);
  u_set(&p->z, 1);
}

static void gen(const curve *c, jpoint *g) {
  g->x = c->gx;
  g->y = c->gy;
  u_set(&g->z, 1);
  g->inf = 0;
}

/* k·P, double-and-add from the top bit. */
static void mul(const curve *c, jpoint *r, const u256 *k, const jpoint *p) {
  jpoint acc;
  int i;
  acc.inf = 1;
  for (i = 255; i >= 0; --i) {
    j_dbl(c, &acc, &acc);
    if (u_bit(k, i)) j_add(c, &acc, &acc, p);
  }
  *r = acc;
}

/* a·P + b·Q by Shamir's trick over the table {P, Q, P + Q}. */
static void mul2(const curve *c, jpoint *r, const u256 *a, const jpoint *p, const u256 *b, const jpoint *q) {
  jpoint pa = *p, qa = *q, pq, acc;
  int i;
  affine(c, &pa);
  affine(c, &qa);
  j_madd(c, &pq, &pa, &qa);
  acc.inf = 1;
  for (i = 255; i >= 0; --i) {
    const int x = u_bit(a, i), y = u_bit(b, i);
    j_dbl(c, &acc, &acc);
    if (x && y) j_add(c, &acc, &acc, &pq);
    else if (x) j_add(c, &acc, &acc, &pa);
    else if (y) j_add(c, &acc, &acc, &qa);
  }
  *r = acc;
}

/* ---- encodings ----------------------------------------------------------- */

static tandem_check_status put(tandem_check_out *out, const uint8_t *b, size_t n) {
  if (n > out->cap) return TANDEM_CHECK_REJECT;
  memcpy(out->data, b, n);
  out->len = n;
  return TANDEM_CHECK_OK;
}

static tandem_check_status put_point(const curve *c, tandem_check_out *out, jpoint p) {
  uint8_t b[65];
  if (p.inf) {
#ifdef TOY_BUG_infinity_as_zero
    memset(b, 0, sizeof b);
    b[0] = 0x04;
    return put(out, b, 65);
#else
    b[0] = 0x00;
    return put(out, b, 1);
#endif
  }
  affine(c, &p);
  b[0] = 0x04;
  u_to_be(b + 1, &p.x);
  u_to_be(b + 33, &p.y);
  return put(out, b, 65);
}

/* SEC 1 decoding: 00 (O), 02/03 ‖ x, 04 ‖ x ‖ y; `check` whether an
   uncompressed point must be on the curve. */
static int decode(const curve *c, tandem_check_bytes in, jpoint *p, int check) {
  u256 x, y, r;
  if (in.len == 1 && in.data[0] == 0x00) {
    p->inf = 1;
    return 1;
  }
  if (in.len == 33 && (in.data[0] == 0x02 || in.data[0] == 0x03)) {
    u_from_be(&x, in.data + 1);
#ifndef TOY_BUG_x_ge_p
    if (u_cmp(&x, &c->p.m) >= 0) return 0;
#endif
    rhs(c, &r, &x);
    if (!m_sqrt(&c->p, &y, &r)) return 0;
    if ((int)(y.v[0] & 1u) != (in.data[0] & 1)) m_neg(&c->p, &y, &y);
    p->x = x;
    p->y = y;
    u_set(&p->z, 1);
    p->inf = 0;
    return 1;
  }
  if (in.len == 65 && in.data[0] == 0x04) {
    u_from_be(&x, in.data + 1);
    u_from_be(&y, in.data + 33);
#ifdef TOY_BUG_infinity_as_zero
    if (u_is_zero(&x) && u_is_zero(&y)) {
      p->inf = 1;
      return 1;
    }
#endif
#ifndef TOY_BUG_x_ge_p
    if (u_cmp(&x, &c->p.m) >= 0) return 0;
#endif
    if (u_cmp(&y, &c->p.m) >= 0) return 0;
    if (check && !on_curve(c, &x, &y)) return 0;
    p->x = x;
    p->y = y;
    u_set(&p->z, 1);
    p->inf = 0;
    return 1;
  }
  return 0;
}

/* A scalar of 32 octets for k·P: ≥ n reduced (one subtraction: 2^256 < 2n). */
static int scalar(const curve *c, tandem_check_bytes in, u256 *k) {
  if (in.len != 32) return 0;
  u_from_be(k, in.data);
  if (u_cmp(k, &c->n.m) >= 0) u_sub(k, k, &c->n.m);
  return 1;
}

/* A key or nonce: 0 < d < n. */
static int secret(const curve *c, tandem_check_bytes in, u256 *d) {
  if (in.len != 32) return 0;
  u_from_be(d, in.data);
#ifdef TOY_BUG_scalar_unreduced
  (void)c;
  return !u_is_zero(d);
#else
  return !u_is_zero(d) && u_cmp(d, &c->n.m) < 0;
#endif
}

/* bits2int of a digest of any length, then mod n. */
static void digest_scalar(const curve *c, tandem_check_bytes z, u256 *e) {
  uint8_t b[32] = {0};
  if (z.len >= 32) memcpy(b, z.data, 32);
  else if (z.len > 0) memcpy(b + 32 - z.len, z.data, z.len);
  u_from_be(e, b);
  if (u_cmp(e, &c->n.m) >= 0) u_sub(e, e, &c->n.m);
}

/* ---- the operations ------------------------------------------------------ */

#define CURVE_OR_UNSUPPORTED(c, name)           \
  const curve *c = find(name);                  \
  if (c == 0) return TANDEM_CHECK_UNSUPPORTED

static tandem_check_status op_decode(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  jpoint P;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!decode(c, p, &P, 1)) return TANDEM_CHECK_REJECT;
  return put_point(c, out, P);
}

static tandem_check_status op_add(const char *name, tandem_check_bytes p, tandem_check_bytes q, tandem_check_out *out) {
  jpoint P, Q, R;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!decode(c, p, &P, 1) || !decode(c, q, &Q, 1)) return TANDEM_CHECK_REJECT;
  j_add(c, &R, &P, &Q);
  return put_point(c, out, R);
}

static tandem_check_status op_dbl(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  jpoint P, R;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!decode(c, p, &P, 1)) return TANDEM_CHECK_REJECT;
  j_dbl(c, &R, &P);
  return put_point(c, out, R);
}

static tandem_check_status op_neg(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  jpoint P;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!decode(c, p, &P, 1)) return TANDEM_CHECK_REJECT;
  if (!P.inf) m_neg(&c->p, &P.y, &P.y);
  return put_point(c, out, P);
}

static tandem_check_status op_mul(const char *name, tandem_check_bytes k, tandem_check_bytes p, tandem_check_out *out) {
  jpoint P, R;
  u256 s;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!scalar(c, k, &s) || !decode(c, p, &P, 1)) return TANDEM_CHECK_REJECT;
  mul(c, &R, &s, &P);
  return put_point(c, out, R);
}

static tandem_check_status op_mul_gen(const char *name, tandem_check_bytes k, tandem_check_out *out) {
  jpoint G, R;
  u256 s;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!scalar(c, k, &s)) return TANDEM_CHECK_REJECT;
#if defined(TOY_FAULT_crash)
  if (k.data[31] == 0x03) raise(SIGSEGV);
#elif defined(TOY_FAULT_hang)
  while (k.data[31] == 0x03) {
  }
#endif
  gen(c, &G);
  mul(c, &R, &s, &G);
  return put_point(c, out, R);
}

static tandem_check_status op_mul2(const char *name, tandem_check_bytes a, tandem_check_bytes p, tandem_check_bytes b,
                                   tandem_check_bytes q, tandem_check_out *out) {
  jpoint P, Q, R;
  u256 x, y;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!scalar(c, a, &x) || !decode(c, p, &P, 1) || !scalar(c, b, &y) || !decode(c, q, &Q, 1)) {
    return TANDEM_CHECK_REJECT;
  }
  if (P.inf || Q.inf) {
    /* The table needs affine points: O's share is nothing. */
    jpoint A, B;
    mul(c, &A, &x, &P);
    mul(c, &B, &y, &Q);
    j_add(c, &R, &A, &B);
  } else {
    mul2(c, &R, &x, &P, &y, &Q);
  }
  return put_point(c, out, R);
}

static tandem_check_status op_sign(const char *name, tandem_check_bytes d, tandem_check_bytes z, tandem_check_bytes k,
                                   tandem_check_out *out) {
  jpoint G, R;
  u256 dd, kk, e, r, s, ki;
  uint8_t b[64];
  CURVE_OR_UNSUPPORTED(c, name);
  if (!secret(c, d, &dd) || !secret(c, k, &kk)) return TANDEM_CHECK_REJECT;
  digest_scalar(c, z, &e);
  gen(c, &G);
  mul(c, &R, &kk, &G);
  affine(c, &R);
  r = R.x;
  if (u_cmp(&r, &c->n.m) >= 0) u_sub(&r, &r, &c->n.m);
  if (u_is_zero(&r)) return TANDEM_CHECK_REJECT;
  m_mul(&c->n, &s, &r, &dd);
  m_add(&c->n, &s, &s, &e);
  m_inv(&c->n, &ki, &kk);
  m_mul(&c->n, &s, &s, &ki);
  if (u_is_zero(&s)) return TANDEM_CHECK_REJECT;
  u_to_be(b, &r);
  u_to_be(b + 32, &s);
  return put(out, b, 64);
}

static tandem_check_status verify_rs(const curve *c, tandem_check_bytes q, tandem_check_bytes z, u256 r, u256 s) {
  jpoint Q, G, R;
  u256 e, w, u1, u2, x;
  if (!decode(c, q, &Q, 1) || Q.inf) return TANDEM_CHECK_REJECT;
#ifdef TOY_BUG_sig_ge_n
  if (u_cmp(&r, &c->n.m) >= 0) u_sub(&r, &r, &c->n.m);
  if (u_cmp(&s, &c->n.m) >= 0) u_sub(&s, &s, &c->n.m);
#endif
  if (u_is_zero(&r) || u_is_zero(&s) || u_cmp(&r, &c->n.m) >= 0 || u_cmp(&s, &c->n.m) >= 0) {
    return TANDEM_CHECK_REJECT;
  }
  digest_scalar(c, z, &e);
  m_inv(&c->n, &w, &s);
  m_mul(&c->n, &u1, &e, &w);
  m_mul(&c->n, &u2, &r, &w);
  gen(c, &G);
  mul2(c, &R, &u1, &G, &u2, &Q);
  if (R.inf) return TANDEM_CHECK_REJECT;
  affine(c, &R);
  x = R.x;
  if (u_cmp(&x, &c->n.m) >= 0) u_sub(&x, &x, &c->n.m);
  return u_cmp(&x, &r) == 0 ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

static tandem_check_status op_verify(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                     tandem_check_bytes rs) {
  u256 r, s;
  CURVE_OR_UNSUPPORTED(c, name);
  if (rs.len != 64) return TANDEM_CHECK_REJECT;
  u_from_be(&r, rs.data);
  u_from_be(&s, rs.data + 32);
  return verify_rs(c, q, z, r, s);
}

/* One DER INTEGER at *at: a positive integer of at most 32 octets. */
static int der_integer(const uint8_t *b, size_t len, size_t *at, u256 *v) {
  size_t n, i;
  uint8_t buf[32] = {0};
  if (*at + 2 > len || b[*at] != 0x02) return 0;
  n = b[*at + 1];
  *at += 2;
#ifdef TOY_BUG_der_nonminimal
  if (n == 0x81 && *at < len) n = b[(*at)++];
#endif
  if (n == 0 || n > len - *at) return 0;
#ifndef TOY_BUG_der_nonminimal
  if (b[*at] & 0x80) return 0;                                     /* negative */
  if (n > 1 && b[*at] == 0x00 && !(b[*at + 1] & 0x80)) return 0;   /* a superfluous 00 */
#endif
  while (n > 0 && b[*at] == 0x00) {
    ++*at;
    --n;
  }
  if (n > 32) return 0;
  for (i = 0; i < n; ++i) buf[32 - n + i] = b[*at + i];
  *at += n;
  u_from_be(v, buf);
  return 1;
}

static tandem_check_status op_verify_der(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                         tandem_check_bytes der) {
  u256 r, s;
  size_t at = 2, seq;
  CURVE_OR_UNSUPPORTED(c, name);
  if (der.len < 2 || der.data[0] != 0x30) return TANDEM_CHECK_REJECT;
  seq = der.data[1];
#ifdef TOY_BUG_der_nonminimal
  if (seq == 0x81 && der.len > 2) {
    seq = der.data[2];
    at = 3;
  }
#else
  if (seq == 0x81 && der.len > 2 && der.data[2] >= 0x80) {
    seq = der.data[2];
    at = 3;
  }
#endif
  if (seq != der.len - at) return TANDEM_CHECK_REJECT;
  if (!der_integer(der.data, der.len, &at, &r) || !der_integer(der.data, der.len, &at, &s)) return TANDEM_CHECK_REJECT;
  if (at != der.len) return TANDEM_CHECK_REJECT;
  return verify_rs(c, q, z, r, s);
}

static tandem_check_status op_ecdh(const char *name, tandem_check_bytes d, tandem_check_bytes q, tandem_check_out *out) {
  jpoint Q, S;
  u256 dd;
  uint8_t b[32];
  int check = 1;
  CURVE_OR_UNSUPPORTED(c, name);
#ifdef TOY_BUG_ecdh_twist
  check = 0;
#endif
  if (!secret(c, d, &dd) || !decode(c, q, &Q, check) || Q.inf) return TANDEM_CHECK_REJECT;
  mul(c, &S, &dd, &Q);
  if (S.inf) return TANDEM_CHECK_REJECT;
  affine(c, &S);
  u_to_be(b, &S.x);
  return put(out, b, 32);
}

static tandem_check_status op_field(const char *name, char which, tandem_check_field_op op, tandem_check_bytes a,
                                    tandem_check_bytes b, tandem_check_out *out) {
  u256 x, y, r;
  uint8_t o[32];
  const modulus *M;
  CURVE_OR_UNSUPPORTED(c, name);
  if (which != 'p') return TANDEM_CHECK_UNSUPPORTED;
  M = &c->p;
  if (a.len != 32) return TANDEM_CHECK_REJECT;
  u_from_be(&x, a.data);
  if (u_cmp(&x, &M->m) >= 0) return TANDEM_CHECK_REJECT;
  if (op == TANDEM_CHECK_F_ADD || op == TANDEM_CHECK_F_SUB || op == TANDEM_CHECK_F_MUL) {
    if (b.len != 32) return TANDEM_CHECK_REJECT;
    u_from_be(&y, b.data);
    if (u_cmp(&y, &M->m) >= 0) return TANDEM_CHECK_REJECT;
  }
  switch (op) {
    case TANDEM_CHECK_F_ADD: m_add(M, &r, &x, &y); break;
    case TANDEM_CHECK_F_SUB: m_sub(M, &r, &x, &y); break;
    case TANDEM_CHECK_F_MUL: m_mul(M, &r, &x, &y); break;
    case TANDEM_CHECK_F_SQR: m_mul(M, &r, &x, &x); break;
    case TANDEM_CHECK_F_NEG: m_neg(M, &r, &x); break;
    case TANDEM_CHECK_F_INV:
      if (u_is_zero(&x)) return TANDEM_CHECK_REJECT;
      m_inv(M, &r, &x);
      break;
    case TANDEM_CHECK_F_SQRT:
      if (!m_sqrt(M, &r, &x)) return TANDEM_CHECK_REJECT;
      break;
    default: return TANDEM_CHECK_UNSUPPORTED;
  }
  u_to_be(o, &r);
  return put(out, o, 32);
}

static int jacobian_in(const curve *c, const tandem_check_bytes *t, jpoint *p) {
  int i;
  u256 *v[3];
  v[0] = &p->x;
  v[1] = &p->y;
  v[2] = &p->z;
  for (i = 0; i < 3; ++i) {
    if (t[i].len != 32) return 0;
    u_from_be(v[i], t[i].data);
    if (u_cmp(v[i], &c->p.m) >= 0) return 0;
  }
  p->inf = u_is_zero(&p->z);
#ifndef TOY_BUG_jacobian_unchecked
  if (!p->inf) {
    /* (X/Z², Y/Z³) must be on the curve (the checks of decode). */
    jpoint a = *p;
    affine(c, &a);
    if (!on_curve(c, &a.x, &a.y)) return 0;
  }
#endif
  return 1;
}

static tandem_check_status jacobian_out(tandem_check_out *out, const jpoint *p) {
  uint8_t b[96];
  jpoint q = *p;
  if (q.inf) {
    u_set(&q.x, 1);
    u_set(&q.y, 1);
    u_set(&q.z, 0);
  }
  u_to_be(b, &q.x);
  u_to_be(b + 32, &q.y);
  u_to_be(b + 64, &q.z);
  return put(out, b, 96);
}

static tandem_check_status op_jadd(const char *name, const tandem_check_bytes *p3, const tandem_check_bytes *q3,
                                   tandem_check_out *out) {
  jpoint P, Q, R;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!jacobian_in(c, p3, &P) || !jacobian_in(c, q3, &Q)) return TANDEM_CHECK_REJECT;
  j_add(c, &R, &P, &Q);
  return jacobian_out(out, &R);
}

static tandem_check_status op_jdbl(const char *name, const tandem_check_bytes *p3, tandem_check_out *out) {
  jpoint P, R;
  CURVE_OR_UNSUPPORTED(c, name);
  if (!jacobian_in(c, p3, &P)) return TANDEM_CHECK_REJECT;
  j_dbl(c, &R, &P);
  return jacobian_out(out, &R);
}

#define TOY_OPS                                                                                         \
  ((1u << TANDEM_CHECK_POINT_DECODE) | (1u << TANDEM_CHECK_POINT_ADD) | (1u << TANDEM_CHECK_POINT_DBL) | \
   (1u << TANDEM_CHECK_POINT_NEG) | (1u << TANDEM_CHECK_MUL) | (1u << TANDEM_CHECK_MUL_GEN) |           \
   (1u << TANDEM_CHECK_MUL2) | (1u << TANDEM_CHECK_ECDSA_SIGN) | (1u << TANDEM_CHECK_ECDSA_VERIFY) |     \
   (1u << TANDEM_CHECK_ECDSA_VERIFY_DER) | (1u << TANDEM_CHECK_ECDH) | (1u << TANDEM_CHECK_FIELD_P) |    \
   (1u << TANDEM_CHECK_JACOBIAN_ADD) | (1u << TANDEM_CHECK_JACOBIAN_DBL))
#define TOY_POLICIES                                                                       \
  (TANDEM_CHECK_POLICY_SCALAR_REDUCE | TANDEM_CHECK_POLICY_SCALAR_ZERO |                   \
   TANDEM_CHECK_POLICY_INFINITY_INPUT | TANDEM_CHECK_POLICY_INFINITY_OUTPUT | TANDEM_CHECK_POLICY_DIGEST_ANY)

static const tandem_check_curve toy_curves[2] = {{"P-256", TOY_OPS, TOY_POLICIES, 0},
                                                 {"secp256k1", TOY_OPS, TOY_POLICIES, 0}};

static const tandem_check_impl toy = {
    TANDEM_CHECK_ABI_VERSION, "toy_ec", "1 (an example for tandem check)", toy_curves, 2,
    op_decode, op_add, op_dbl, op_neg, op_mul, op_mul_gen, op_mul2,
    op_sign, 0, op_verify, op_verify_der, op_ecdh, 0, 0, op_field, op_jadd, op_jdbl, 0, 0, 0, 0, 0};

const tandem_check_impl *tandem_check_entry(void);
const tandem_check_impl *tandem_check_entry(void) { return &toy; }
