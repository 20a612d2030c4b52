/*
 * OpenSSL's libcrypto behind the C ABI of tandem/check.h: its EC_POINT
 * arithmetic, ECDSA (ECDSA_do_sign_ex with the nonce given as k⁻¹ and r,
 * ECDSA_do_verify, ECDSA_verify on DER; on messages EVP_DigestSign and
 * EVP_DigestVerify) and ECDH_compute_key, on the named
 * curves tandem knows that OpenSSL has. The low-level EC_KEY interfaces are
 * deprecated in OpenSSL 3 but remain its only way to give a nonce.
 *
 * Policies, as OpenSSL behaves: EC_POINT_mul reduces scalars ≥ n and maps
 * 0 to O; EC_POINT_oct2point reads 00 as O and takes hybrid encodings;
 * point2oct writes O as 00; ECDSA takes digests of any length (bits2int);
 * ECDSA_verify refuses DER that does not re-encode to itself (strict).
 */
#define OPENSSL_SUPPRESS_DEPRECATED 1

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>
#include <openssl/opensslv.h>
#include <string.h>

#include "tandem/check.h"

typedef struct {
  const char *name; /* tandem's */
  int nid;
} named;

static const named kCurves[] = {
    {"secp256k1", NID_secp256k1},          {"secp192k1", NID_secp192k1},
    {"secp224k1", NID_secp224k1},          {"P-192", NID_X9_62_prime192v1},
    {"P-224", NID_secp224r1},              {"P-256", NID_X9_62_prime256v1},
    {"P-384", NID_secp384r1},              {"P-521", NID_secp521r1},
    {"brainpoolP160r1", NID_brainpoolP160r1}, {"brainpoolP192r1", NID_brainpoolP192r1},
    {"brainpoolP224r1", NID_brainpoolP224r1}, {"brainpoolP256r1", NID_brainpoolP256r1},
    {"brainpoolP320r1", NID_brainpoolP320r1}, {"brainpoolP384r1", NID_brainpoolP384r1},
    {"brainpoolP512r1", NID_brainpoolP512r1},
};
#define NCURVES (sizeof kCurves / sizeof kCurves[0])

static EC_GROUP *groups[NCURVES];

static const EC_GROUP *group_of(const char *name) {
  size_t i;
  for (i = 0; i < NCURVES; ++i) {
    if (strcmp(kCurves[i].name, name) == 0) {
      if (groups[i] == NULL) groups[i] = EC_GROUP_new_by_curve_name(kCurves[i].nid);
      return groups[i];
    }
  }
  return NULL;
}

static size_t order_len(const EC_GROUP *g) { return (size_t)((EC_GROUP_order_bits(g) + 7) / 8); }
static size_t field_len(const EC_GROUP *g) { return (size_t)((EC_GROUP_get_degree(g) + 7) / 8); }

/* The point the octets encode, or NULL. */
static EC_POINT *point_in(const EC_GROUP *g, tandem_check_bytes b) {
  EC_POINT *p = EC_POINT_new(g);
  if (p == NULL) return NULL;
  if (b.len == 0 || EC_POINT_oct2point(g, p, b.data, b.len, NULL) != 1) {
    EC_POINT_free(p);
    ERR_clear_error();
    return NULL;
  }
  return p;
}

static tandem_check_status point_out(const EC_GROUP *g, const EC_POINT *p, tandem_check_out *out) {
  size_t n = EC_POINT_point2oct(g, p, POINT_CONVERSION_UNCOMPRESSED, out->data, out->cap, NULL);
  if (n == 0) {
    ERR_clear_error();
    return TANDEM_CHECK_REJECT;
  }
  out->len = n;
  return TANDEM_CHECK_OK;
}

/* A scalar of exactly the order's length (any value). */
static BIGNUM *scalar_in(const EC_GROUP *g, tandem_check_bytes b) {
  if (b.len != order_len(g)) return NULL;
  return BN_bin2bn(b.data, (int)b.len, NULL);
}

/* A secret key or nonce: the order's length, 0 < d < n. */
static BIGNUM *secret_in(const EC_GROUP *g, tandem_check_bytes b) {
  BIGNUM *d = scalar_in(g, b);
  if (d == NULL) return NULL;
  if (BN_is_zero(d) || BN_cmp(d, EC_GROUP_get0_order(g)) >= 0) {
    BN_free(d);
    return NULL;
  }
  return d;
}

#define GROUP_OR_UNSUPPORTED(g, name)          \
  const EC_GROUP *g = group_of(name);          \
  if (g == NULL) return TANDEM_CHECK_UNSUPPORTED

static tandem_check_status op_decode(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  EC_POINT *P;
  tandem_check_status st;
  GROUP_OR_UNSUPPORTED(g, name);
  P = point_in(g, p);
  if (P == NULL) return TANDEM_CHECK_REJECT;
  st = point_out(g, P, out);
  EC_POINT_free(P);
  return st;
}

static tandem_check_status op_add(const char *name, tandem_check_bytes p, tandem_check_bytes q, tandem_check_out *out) {
  EC_POINT *P, *Q, *R;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  P = point_in(g, p);
  Q = point_in(g, q);
  R = EC_POINT_new(g);
  if (P != NULL && Q != NULL && R != NULL && EC_POINT_add(g, R, P, Q, NULL) == 1) st = point_out(g, R, out);
  EC_POINT_free(P);
  EC_POINT_free(Q);
  EC_POINT_free(R);
  return st;
}

static tandem_check_status op_dbl(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  EC_POINT *P, *R;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  P = point_in(g, p);
  R = EC_POINT_new(g);
  if (P != NULL && R != NULL && EC_POINT_dbl(g, R, P, NULL) == 1) st = point_out(g, R, out);
  EC_POINT_free(P);
  EC_POINT_free(R);
  return st;
}

static tandem_check_status op_neg(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  EC_POINT *P;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  P = point_in(g, p);
  if (P != NULL && EC_POINT_invert(g, P, NULL) == 1) st = point_out(g, P, out);
  EC_POINT_free(P);
  return st;
}

/* a·P + b·Q (either point NULL: that term is G's, or absent). */
static tandem_check_status mul_terms(const EC_GROUP *g, const BIGNUM *a, const EC_POINT *P, const BIGNUM *b,
                                     const EC_POINT *Q, tandem_check_out *out) {
  EC_POINT *R = EC_POINT_new(g), *S = EC_POINT_new(g);
  tandem_check_status st = TANDEM_CHECK_REJECT;
  if (R != NULL && S != NULL && EC_POINT_mul(g, R, NULL, P, a, NULL) == 1) {
    if (Q == NULL) st = point_out(g, R, out);
    else if (EC_POINT_mul(g, S, NULL, Q, b, NULL) == 1 && EC_POINT_add(g, R, R, S, NULL) == 1) st = point_out(g, R, out);
  }
  EC_POINT_free(R);
  EC_POINT_free(S);
  return st;
}

static tandem_check_status op_mul(const char *name, tandem_check_bytes k, tandem_check_bytes p, tandem_check_out *out) {
  BIGNUM *K;
  EC_POINT *P;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  K = scalar_in(g, k);
  P = point_in(g, p);
  if (K != NULL && P != NULL) st = mul_terms(g, K, P, NULL, NULL, out);
  BN_free(K);
  EC_POINT_free(P);
  return st;
}

static tandem_check_status op_mul_gen(const char *name, tandem_check_bytes k, tandem_check_out *out) {
  BIGNUM *K;
  EC_POINT *R;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  K = scalar_in(g, k);
  R = EC_POINT_new(g);
  if (K != NULL && R != NULL && EC_POINT_mul(g, R, K, NULL, NULL, NULL) == 1) st = point_out(g, R, out);
  BN_free(K);
  EC_POINT_free(R);
  return st;
}

static tandem_check_status op_mul2(const char *name, tandem_check_bytes a, tandem_check_bytes p, tandem_check_bytes b,
                                   tandem_check_bytes q, tandem_check_out *out) {
  BIGNUM *A, *B;
  EC_POINT *P, *Q;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  A = scalar_in(g, a);
  B = scalar_in(g, b);
  P = point_in(g, p);
  Q = point_in(g, q);
  if (A != NULL && B != NULL && P != NULL && Q != NULL) st = mul_terms(g, A, P, B, Q, out);
  BN_free(A);
  BN_free(B);
  EC_POINT_free(P);
  EC_POINT_free(Q);
  return st;
}

static EC_KEY *key_of(const EC_GROUP *g) {
  EC_KEY *k = EC_KEY_new();
  if (k != NULL && EC_KEY_set_group(k, g) != 1) {
    EC_KEY_free(k);
    return NULL;
  }
  return k;
}

static tandem_check_status sig_out(const EC_GROUP *g, const ECDSA_SIG *sig, tandem_check_out *out) {
  const BIGNUM *r, *s;
  const size_t L = order_len(g);
  if (sig == NULL || 2 * L > out->cap) return TANDEM_CHECK_REJECT;
  ECDSA_SIG_get0(sig, &r, &s);
  if (BN_bn2binpad(r, out->data, (int)L) < 0 || BN_bn2binpad(s, out->data + L, (int)L) < 0) return TANDEM_CHECK_REJECT;
  out->len = 2 * L;
  return TANDEM_CHECK_OK;
}

static tandem_check_status op_sign(const char *name, tandem_check_bytes d, tandem_check_bytes z, tandem_check_bytes k,
                                   tandem_check_out *out) {
  BIGNUM *D, *K, *kinv = NULL, *r = NULL, *x = NULL;
  EC_POINT *R = NULL;
  EC_KEY *key = NULL;
  ECDSA_SIG *sig = NULL;
  BN_CTX *ctx = BN_CTX_new();
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  D = secret_in(g, d);
  K = secret_in(g, k);
  if (D == NULL || K == NULL || ctx == NULL) goto done;
  /* r = x(k·G) mod n and k⁻¹: what ECDSA_sign_setup would draw. */
  R = EC_POINT_new(g);
  x = BN_new();
  r = BN_new();
  kinv = BN_new();
  if (R == NULL || x == NULL || r == NULL || kinv == NULL) goto done;
  if (EC_POINT_mul(g, R, K, NULL, NULL, ctx) != 1 || EC_POINT_get_affine_coordinates(g, R, x, NULL, ctx) != 1) goto done;
  if (BN_nnmod(r, x, EC_GROUP_get0_order(g), ctx) != 1 || BN_is_zero(r)) goto done;
  if (BN_mod_inverse(kinv, K, EC_GROUP_get0_order(g), ctx) == NULL) goto done;
  key = key_of(g);
  if (key == NULL || EC_KEY_set_private_key(key, D) != 1) goto done;
  sig = ECDSA_do_sign_ex(z.data != NULL ? z.data : (const unsigned char *)"", (int)z.len, kinv, r, key);
  st = sig_out(g, sig, out);
done:
  ERR_clear_error();
  ECDSA_SIG_free(sig);
  EC_KEY_free(key);
  EC_POINT_free(R);
  BN_free(D);
  BN_free(K);
  BN_free(kinv);
  BN_free(r);
  BN_free(x);
  BN_CTX_free(ctx);
  return st;
}

/* A public key: a point other than O. */
static EC_KEY *public_in(const EC_GROUP *g, tandem_check_bytes q) {
  EC_POINT *Q = point_in(g, q);
  EC_KEY *key = NULL;
  if (Q != NULL && !EC_POINT_is_at_infinity(g, Q)) {
    key = key_of(g);
    if (key != NULL && EC_KEY_set_public_key(key, Q) != 1) {
      EC_KEY_free(key);
      key = NULL;
    }
  }
  EC_POINT_free(Q);
  ERR_clear_error();
  return key;
}

static tandem_check_status op_verify(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                     tandem_check_bytes rs) {
  EC_KEY *key;
  ECDSA_SIG *sig = NULL;
  BIGNUM *r, *s;
  int v = 0;
  GROUP_OR_UNSUPPORTED(g, name);
  const size_t L = order_len(g);
  key = public_in(g, q);
  if (key == NULL || rs.len != 2 * L) {
    EC_KEY_free(key);
    return TANDEM_CHECK_REJECT;
  }
  r = BN_bin2bn(rs.data, (int)L, NULL);
  s = BN_bin2bn(rs.data + L, (int)L, NULL);
  sig = ECDSA_SIG_new();
  if (sig != NULL && r != NULL && s != NULL && ECDSA_SIG_set0(sig, r, s) == 1) {
    r = s = NULL;
    v = ECDSA_do_verify(z.data != NULL ? z.data : (const unsigned char *)"", (int)z.len, sig, key);
  }
  BN_free(r);
  BN_free(s);
  ECDSA_SIG_free(sig);
  EC_KEY_free(key);
  ERR_clear_error();
  return v == 1 ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

static tandem_check_status op_verify_der(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                         tandem_check_bytes der) {
  EC_KEY *key;
  int v;
  GROUP_OR_UNSUPPORTED(g, name);
  key = public_in(g, q);
  if (key == NULL) return TANDEM_CHECK_REJECT;
  v = ECDSA_verify(0, z.data != NULL ? z.data : (const unsigned char *)"", (int)z.len,
                   der.data != NULL ? der.data : (const unsigned char *)"", (int)der.len, key);
  EC_KEY_free(key);
  ERR_clear_error();
  return v == 1 ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

static tandem_check_status op_ecdh(const char *name, tandem_check_bytes d, tandem_check_bytes q, tandem_check_out *out) {
  BIGNUM *D;
  EC_KEY *mine = NULL, *peer;
  int n = -1;
  GROUP_OR_UNSUPPORTED(g, name);
  D = secret_in(g, d);
  peer = public_in(g, q);
  if (D != NULL && peer != NULL && field_len(g) <= out->cap) {
    mine = key_of(g);
    if (mine != NULL && EC_KEY_set_private_key(mine, D) == 1) {
      n = ECDH_compute_key(out->data, field_len(g), EC_KEY_get0_public_key(peer), mine, NULL);
    }
  }
  BN_free(D);
  EC_KEY_free(mine);
  EC_KEY_free(peer);
  ERR_clear_error();
  if (n <= 0) return TANDEM_CHECK_REJECT;
  out->len = (size_t)n;
  return TANDEM_CHECK_OK;
}

/*
 * Message-level ECDSA. With a given nonce, and verification on r ‖ s, the
 * message is hashed by EVP_Digest and handed to the digest-level calls
 * above (OpenSSL has no message-level call that takes a nonce or r ‖ s).
 * With OpenSSL's own random nonce, and verification on DER, it is OpenSSL's
 * message-level interface itself: EVP_DigestSign and EVP_DigestVerify on
 * the named hash.
 */
static int digest_msg(const char *hash, tandem_check_bytes msg, unsigned char *z, unsigned int *zlen) {
  EVP_MD *md = EVP_MD_fetch(NULL, hash, NULL);
  int ok = md != NULL &&
           EVP_Digest(msg.data != NULL ? msg.data : (const unsigned char *)"", msg.len, z, zlen, md, NULL) == 1;
  EVP_MD_free(md);
  ERR_clear_error();
  return ok;
}

static tandem_check_status op_sign_msg(const char *name, const char *hash, tandem_check_bytes d,
                                       tandem_check_bytes msg, tandem_check_bytes k, tandem_check_out *out) {
  unsigned char z[EVP_MAX_MD_SIZE];
  unsigned int zlen = 0;
  tandem_check_bytes zb;
  if (!digest_msg(hash, msg, z, &zlen)) return TANDEM_CHECK_REJECT;
  zb.data = z;
  zb.len = zlen;
  return op_sign(name, d, zb, k, out);
}

static tandem_check_status op_verify_msg(const char *name, const char *hash, tandem_check_bytes q,
                                         tandem_check_bytes msg, tandem_check_bytes rs) {
  unsigned char z[EVP_MAX_MD_SIZE];
  unsigned int zlen = 0;
  tandem_check_bytes zb;
  if (!digest_msg(hash, msg, z, &zlen)) return TANDEM_CHECK_REJECT;
  zb.data = z;
  zb.len = zlen;
  return op_verify(name, q, zb, rs);
}

/* An EVP_PKEY holding the EC_KEY (which it takes over). */
static EVP_PKEY *pkey_of(EC_KEY *key) {
  EVP_PKEY *pk = key != NULL ? EVP_PKEY_new() : NULL;
  if (pk != NULL && EVP_PKEY_assign_EC_KEY(pk, key) == 1) return pk;
  EVP_PKEY_free(pk);
  EC_KEY_free(key);
  return NULL;
}

static tandem_check_status op_sign_msg_random(const char *name, const char *hash, tandem_check_bytes d,
                                              tandem_check_bytes msg, tandem_check_out *out) {
  BIGNUM *D;
  EC_KEY *key = NULL;
  EVP_PKEY *pk = NULL;
  EVP_MD_CTX *ctx = NULL;
  ECDSA_SIG *sig = NULL;
  unsigned char der[256];
  const unsigned char *p = der;
  size_t derlen = sizeof der;
  tandem_check_status st = TANDEM_CHECK_REJECT;
  GROUP_OR_UNSUPPORTED(g, name);
  D = secret_in(g, d);
  if (D == NULL) goto done;
  key = key_of(g);
  if (key == NULL || EC_KEY_set_private_key(key, D) != 1) goto done;
  pk = pkey_of(key);
  key = NULL;
  ctx = EVP_MD_CTX_new();
  if (pk == NULL || ctx == NULL || EVP_DigestSignInit_ex(ctx, NULL, hash, NULL, NULL, pk, NULL) != 1) goto done;
  if (EVP_DigestSign(ctx, der, &derlen, msg.data != NULL ? msg.data : (const unsigned char *)"", msg.len) != 1) goto done;
  sig = d2i_ECDSA_SIG(NULL, &p, (long)derlen);
  st = sig_out(g, sig, out);
done:
  ERR_clear_error();
  ECDSA_SIG_free(sig);
  EVP_MD_CTX_free(ctx);
  EVP_PKEY_free(pk);
  EC_KEY_free(key);
  BN_free(D);
  return st;
}

static tandem_check_status op_verify_msg_der(const char *name, const char *hash, tandem_check_bytes q,
                                             tandem_check_bytes msg, tandem_check_bytes der) {
  EVP_PKEY *pk;
  EVP_MD_CTX *ctx;
  int v = 0;
  GROUP_OR_UNSUPPORTED(g, name);
  pk = pkey_of(public_in(g, q));
  if (pk == NULL) return TANDEM_CHECK_REJECT;
  ctx = EVP_MD_CTX_new();
  if (ctx != NULL && EVP_DigestVerifyInit_ex(ctx, NULL, hash, NULL, NULL, pk, NULL) == 1) {
    v = EVP_DigestVerify(ctx, der.data != NULL ? der.data : (const unsigned char *)"", der.len,
                         msg.data != NULL ? msg.data : (const unsigned char *)"", msg.len);
  }
  EVP_MD_CTX_free(ctx);
  EVP_PKEY_free(pk);
  ERR_clear_error();
  return v == 1 ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

#define OPENSSL_OPS                                                                                     \
  ((1u << TANDEM_CHECK_POINT_DECODE) | (1u << TANDEM_CHECK_POINT_ADD) | (1u << TANDEM_CHECK_POINT_DBL) | \
   (1u << TANDEM_CHECK_POINT_NEG) | (1u << TANDEM_CHECK_MUL) | (1u << TANDEM_CHECK_MUL_GEN) |           \
   (1u << TANDEM_CHECK_MUL2) | (1u << TANDEM_CHECK_ECDSA_SIGN) | (1u << TANDEM_CHECK_ECDSA_VERIFY) |     \
   (1u << TANDEM_CHECK_ECDSA_VERIFY_DER) | (1u << TANDEM_CHECK_ECDH) | (1u << TANDEM_CHECK_ECDSA_SIGN_MSG) |  \
   (1u << TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM) | (1u << TANDEM_CHECK_ECDSA_VERIFY_MSG) |                     \
   (1u << TANDEM_CHECK_ECDSA_VERIFY_MSG_DER))
/* Every hash of the ABI; RFC 6979 is not OpenSSL 3.0's (3.2 added it). */
#define OPENSSL_HASHES                                                                            \
  (TANDEM_CHECK_HASH_SHA1 | TANDEM_CHECK_HASH_SHA224 | TANDEM_CHECK_HASH_SHA256 | TANDEM_CHECK_HASH_SHA384 |   \
   TANDEM_CHECK_HASH_SHA512 | TANDEM_CHECK_HASH_SHA3_224 | TANDEM_CHECK_HASH_SHA3_256 | TANDEM_CHECK_HASH_SHA3_384 | \
   TANDEM_CHECK_HASH_SHA3_512)
#define OPENSSL_POLICIES                                                                          \
  (TANDEM_CHECK_POLICY_SCALAR_REDUCE | TANDEM_CHECK_POLICY_SCALAR_ZERO | TANDEM_CHECK_POLICY_HYBRID | \
   TANDEM_CHECK_POLICY_INFINITY_INPUT | TANDEM_CHECK_POLICY_INFINITY_OUTPUT | TANDEM_CHECK_POLICY_DIGEST_ANY)

static tandem_check_curve declared[NCURVES];

static tandem_check_impl table = {TANDEM_CHECK_ABI_VERSION,
                                  "openssl",
                                  OPENSSL_VERSION_TEXT,
                                  declared,
                                  NCURVES,
                                  op_decode,
                                  op_add,
                                  op_dbl,
                                  op_neg,
                                  op_mul,
                                  op_mul_gen,
                                  op_mul2,
                                  op_sign,
                                  NULL,
                                  op_verify,
                                  op_verify_der,
                                  op_ecdh,
                                  NULL,
                                  NULL,
                                  NULL,
                                  NULL,
                                  NULL,
                                  op_sign_msg,
                                  NULL,
                                  op_sign_msg_random,
                                  op_verify_msg,
                                  op_verify_msg_der};

const tandem_check_impl *tandem_check_entry(void);
const tandem_check_impl *tandem_check_entry(void) {
  size_t i;
  for (i = 0; i < NCURVES; ++i) {
    declared[i].name = kCurves[i].name;
    declared[i].ops = OPENSSL_OPS;
    declared[i].policies = OPENSSL_POLICIES;
    declared[i].hashes = OPENSSL_HASHES;
  }
  return &table;
}
