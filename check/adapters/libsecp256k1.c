/*
 * libsecp256k1 behind the C ABI of tandem/check.h, through its public
 * interface only: ec_pubkey_parse / serialize, pubkey_combine (P + Q),
 * pubkey_negate, pubkey_tweak_mul (k·P), pubkey_create (k·G), ecdsa_sign with
 * a nonce function that returns the nonce given, ecdsa_verify after
 * parse_compact or parse_der, ecdh with a hash function that returns x, and
 * the BIP 340 module (schnorrsig_sign_custom, schnorrsig_verify).
 *
 * Policies, as libsecp256k1 behaves: its public keys cannot be O (no
 * infinity in or out), tweaks and secret keys must be in [1, n − 1] (no
 * reduction, no zero), ec_pubkey_parse reads hybrid encodings, ecdsa_sign
 * returns the low s and ecdsa_verify refuses a high one, DER is strict, and
 * a message hash is exactly 32 octets.
 */
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>
#include <string.h>

#include "tandem/check.h"

static secp256k1_context *ctx(void) {
  static secp256k1_context *c = NULL;
  if (c == NULL) c = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  return c;
}

#define K1_OR_UNSUPPORTED(name) \
  if (strcmp(name, "secp256k1") != 0) return TANDEM_CHECK_UNSUPPORTED

static int key_in(tandem_check_bytes b, secp256k1_pubkey *P) {
  return b.len > 0 && secp256k1_ec_pubkey_parse(ctx(), P, b.data, b.len) == 1;
}

static tandem_check_status key_out(const secp256k1_pubkey *P, tandem_check_out *out) {
  size_t n = 65;
  if (out->cap < 65 || secp256k1_ec_pubkey_serialize(ctx(), out->data, &n, P, SECP256K1_EC_UNCOMPRESSED) != 1) {
    return TANDEM_CHECK_REJECT;
  }
  out->len = n;
  return TANDEM_CHECK_OK;
}

static tandem_check_status op_decode(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  secp256k1_pubkey P;
  K1_OR_UNSUPPORTED(name);
  if (!key_in(p, &P)) return TANDEM_CHECK_REJECT;
  return key_out(&P, out);
}

static tandem_check_status op_add(const char *name, tandem_check_bytes p, tandem_check_bytes q, tandem_check_out *out) {
  secp256k1_pubkey P, Q, R;
  const secp256k1_pubkey *both[2];
  K1_OR_UNSUPPORTED(name);
  if (!key_in(p, &P) || !key_in(q, &Q)) return TANDEM_CHECK_REJECT;
  both[0] = &P;
  both[1] = &Q;
  if (secp256k1_ec_pubkey_combine(ctx(), &R, both, 2) != 1) return TANDEM_CHECK_REJECT;
  return key_out(&R, out);
}

static tandem_check_status op_dbl(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  return op_add(name, p, p, out);
}

static tandem_check_status op_neg(const char *name, tandem_check_bytes p, tandem_check_out *out) {
  secp256k1_pubkey P;
  K1_OR_UNSUPPORTED(name);
  if (!key_in(p, &P) || secp256k1_ec_pubkey_negate(ctx(), &P) != 1) return TANDEM_CHECK_REJECT;
  return key_out(&P, out);
}

static tandem_check_status op_mul(const char *name, tandem_check_bytes k, tandem_check_bytes p, tandem_check_out *out) {
  secp256k1_pubkey P;
  K1_OR_UNSUPPORTED(name);
  if (k.len != 32 || !key_in(p, &P) || secp256k1_ec_pubkey_tweak_mul(ctx(), &P, k.data) != 1) {
    return TANDEM_CHECK_REJECT;
  }
  return key_out(&P, out);
}

static tandem_check_status op_mul_gen(const char *name, tandem_check_bytes k, tandem_check_out *out) {
  secp256k1_pubkey P;
  K1_OR_UNSUPPORTED(name);
  if (k.len != 32 || secp256k1_ec_pubkey_create(ctx(), &P, k.data) != 1) return TANDEM_CHECK_REJECT;
  return key_out(&P, out);
}

static tandem_check_status op_mul2(const char *name, tandem_check_bytes a, tandem_check_bytes p, tandem_check_bytes b,
                                   tandem_check_bytes q, tandem_check_out *out) {
  secp256k1_pubkey P, Q, R;
  const secp256k1_pubkey *both[2];
  K1_OR_UNSUPPORTED(name);
  if (a.len != 32 || b.len != 32 || !key_in(p, &P) || !key_in(q, &Q)) return TANDEM_CHECK_REJECT;
  if (secp256k1_ec_pubkey_tweak_mul(ctx(), &P, a.data) != 1 || secp256k1_ec_pubkey_tweak_mul(ctx(), &Q, b.data) != 1) {
    return TANDEM_CHECK_REJECT;
  }
  both[0] = &P;
  both[1] = &Q;
  if (secp256k1_ec_pubkey_combine(ctx(), &R, both, 2) != 1) return TANDEM_CHECK_REJECT;
  return key_out(&R, out);
}

/* The nonce function: the nonce given (data), on the first attempt only. */
static int given_nonce(unsigned char *nonce32, const unsigned char *msg32, const unsigned char *key32,
                       const unsigned char *algo16, void *data, unsigned int attempt) {
  (void)msg32;
  (void)key32;
  (void)algo16;
  if (attempt != 0) return 0;
  memcpy(nonce32, data, 32);
  return 1;
}

static tandem_check_status op_sign(const char *name, tandem_check_bytes d, tandem_check_bytes z, tandem_check_bytes k,
                                   tandem_check_out *out) {
  secp256k1_ecdsa_signature sig;
  unsigned char nonce[32];
  K1_OR_UNSUPPORTED(name);
  if (d.len != 32 || z.len != 32 || k.len != 32 || out->cap < 64) return TANDEM_CHECK_REJECT;
  if (secp256k1_ec_seckey_verify(ctx(), d.data) != 1) return TANDEM_CHECK_REJECT;
  memcpy(nonce, k.data, 32);
  if (secp256k1_ecdsa_sign(ctx(), &sig, z.data, d.data, given_nonce, nonce) != 1) return TANDEM_CHECK_REJECT;
  secp256k1_ecdsa_signature_serialize_compact(ctx(), out->data, &sig);
  out->len = 64;
  return TANDEM_CHECK_OK;
}

static tandem_check_status verify(tandem_check_bytes q, tandem_check_bytes z, const secp256k1_ecdsa_signature *sig) {
  secp256k1_pubkey Q;
  if (!key_in(q, &Q) || z.len != 32) return TANDEM_CHECK_REJECT;
  return secp256k1_ecdsa_verify(ctx(), sig, z.data, &Q) == 1 ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

static tandem_check_status op_verify(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                     tandem_check_bytes rs) {
  secp256k1_ecdsa_signature sig;
  K1_OR_UNSUPPORTED(name);
  if (rs.len != 64 || secp256k1_ecdsa_signature_parse_compact(ctx(), &sig, rs.data) != 1) return TANDEM_CHECK_REJECT;
  return verify(q, z, &sig);
}

static tandem_check_status op_verify_der(const char *name, tandem_check_bytes q, tandem_check_bytes z,
                                         tandem_check_bytes der) {
  secp256k1_ecdsa_signature sig;
  K1_OR_UNSUPPORTED(name);
  if (der.len == 0 || secp256k1_ecdsa_signature_parse_der(ctx(), &sig, der.data, der.len) != 1) {
    return TANDEM_CHECK_REJECT;
  }
  return verify(q, z, &sig);
}

/* The ECDH hash function: x itself. */
static int raw_x(unsigned char *output, const unsigned char *x32, const unsigned char *y32, void *data) {
  (void)y32;
  (void)data;
  memcpy(output, x32, 32);
  return 1;
}

static tandem_check_status op_ecdh(const char *name, tandem_check_bytes d, tandem_check_bytes q, tandem_check_out *out) {
  secp256k1_pubkey Q;
  K1_OR_UNSUPPORTED(name);
  if (d.len != 32 || out->cap < 32 || !key_in(q, &Q)) return TANDEM_CHECK_REJECT;
  if (secp256k1_ecdh(ctx(), out->data, &Q, d.data, raw_x, NULL) != 1) return TANDEM_CHECK_REJECT;
  out->len = 32;
  return TANDEM_CHECK_OK;
}

static tandem_check_status op_bip340_sign(tandem_check_bytes d, tandem_check_bytes msg, tandem_check_bytes aux,
                                          tandem_check_out *out) {
  secp256k1_keypair kp;
  secp256k1_schnorrsig_extraparams extra = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
  unsigned char a[32];
  if (d.len != 32 || aux.len != 32 || out->cap < 64) return TANDEM_CHECK_REJECT;
  if (secp256k1_keypair_create(ctx(), &kp, d.data) != 1) return TANDEM_CHECK_REJECT;
  memcpy(a, aux.data, 32);
  extra.ndata = a;
  if (secp256k1_schnorrsig_sign_custom(ctx(), out->data, msg.data, msg.len, &kp, &extra) != 1) {
    return TANDEM_CHECK_REJECT;
  }
  out->len = 64;
  return TANDEM_CHECK_OK;
}

static tandem_check_status op_bip340_verify(tandem_check_bytes x, tandem_check_bytes msg, tandem_check_bytes sig) {
  secp256k1_xonly_pubkey P;
  if (x.len != 32 || sig.len != 64 || secp256k1_xonly_pubkey_parse(ctx(), &P, x.data) != 1) return TANDEM_CHECK_REJECT;
  return secp256k1_schnorrsig_verify(ctx(), sig.data, msg.data, msg.len, &P) == 1 ? TANDEM_CHECK_OK
                                                                                  : TANDEM_CHECK_REJECT;
}

static const tandem_check_curve curves[1] = {
    {"secp256k1",
     (1u << TANDEM_CHECK_POINT_DECODE) | (1u << TANDEM_CHECK_POINT_ADD) | (1u << TANDEM_CHECK_POINT_DBL) |
         (1u << TANDEM_CHECK_POINT_NEG) | (1u << TANDEM_CHECK_MUL) | (1u << TANDEM_CHECK_MUL_GEN) |
         (1u << TANDEM_CHECK_MUL2) | (1u << TANDEM_CHECK_ECDSA_SIGN) | (1u << TANDEM_CHECK_ECDSA_VERIFY) |
         (1u << TANDEM_CHECK_ECDSA_VERIFY_DER) | (1u << TANDEM_CHECK_ECDH) | (1u << TANDEM_CHECK_BIP340_SIGN) |
         (1u << TANDEM_CHECK_BIP340_VERIFY),
     TANDEM_CHECK_POLICY_HYBRID | TANDEM_CHECK_POLICY_SIGN_LOW_S | TANDEM_CHECK_POLICY_VERIFY_LOW_S, 0}};

static const tandem_check_impl table = {
    TANDEM_CHECK_ABI_VERSION, "libsecp256k1", "the system's (Debian's libsecp256k1-dev)", curves, 1,
    op_decode, op_add, op_dbl, op_neg, op_mul, op_mul_gen, op_mul2,
    op_sign, NULL, op_verify, op_verify_der, op_ecdh, op_bip340_sign, op_bip340_verify, NULL, NULL, NULL,
    NULL, NULL, NULL, NULL, NULL};

const tandem_check_impl *tandem_check_entry(void);
const tandem_check_impl *tandem_check_entry(void) { return &table; }
