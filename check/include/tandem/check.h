/*
 * tandem/check.h: the contract through which `tandem check` checks an
 * elliptic-curve implementation that is not tandem's against tandem's
 * reference. Version 1. C99; compiles as C and as C++.
 *
 * A library under check exports one function,
 *
 *     const tandem_check_impl *tandem_check_entry(void);
 *
 * returning a table that lives as long as the library is loaded: the
 * library's name and version, the curves it declares (on each, which
 * operations and which policies), and a function pointer per operation.
 * A pointer may be NULL when no curve declares its operation. tandem calls
 * only the operations a curve declares, with the curve's name (spec/'s
 * names: "secp256k1", "P-256", "brainpoolP256r1", ...) as the first
 * argument. The same contract, as text over a pipe, is the line protocol of
 * docs/check.md, for implementations in any language.
 *
 * Encodings:
 *   - a point is SEC 1 (§2.3.3): 02/03 ‖ x compressed, 04 ‖ x ‖ y
 *     uncompressed, 06/07 ‖ x ‖ y hybrid; the single octet 00 is the point
 *     at infinity O. An output point may be compressed or uncompressed.
 *   - a scalar, secret key, nonce or element mod n is big-endian, exactly
 *     the order's byte length; an element mod p exactly the field's.
 *   - a digest or message is its octets, of any length.
 *   - an ECDSA signature is r ‖ s (each the order's length) or DER.
 *   - a hash is named as OpenSSL names it: "SHA224", "SHA256", "SHA384",
 *     "SHA512", "SHA3-224", "SHA3-256", "SHA3-384", "SHA3-512", "SHA1".
 *     The message-level operations take the message and the hash's name
 *     and hash inside, as WebCrypto's sign and verify do; the digest is
 *     then taken as FIPS 186-5 says (its leftmost bits, as many as n has).
 * Every call returns TANDEM_CHECK_OK (with its output), TANDEM_CHECK_REJECT
 * (the input is not valid for the operation: not an error of the
 * library's, an answer tandem compares) or TANDEM_CHECK_UNSUPPORTED.
 * Verifications return OK for a valid signature and REJECT for any other.
 */
#ifndef TANDEM_CHECK_H
#define TANDEM_CHECK_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of this contract; a table with another is refused. */
#define TANDEM_CHECK_ABI_VERSION 1u

/* The capacity tandem gives every output buffer, in octets. */
#define TANDEM_CHECK_OUT_CAPACITY 512u

typedef enum tandem_check_status {
  TANDEM_CHECK_OK = 0,
  TANDEM_CHECK_REJECT = 1,
  TANDEM_CHECK_UNSUPPORTED = 2
} tandem_check_status;

/* The operations, as bit numbers of tandem_check_curve.ops. */
typedef enum tandem_check_op {
  TANDEM_CHECK_POINT_DECODE = 0,     /* P → P itself, re-encoded (validation) */
  TANDEM_CHECK_POINT_ADD = 1,        /* P, Q → P + Q */
  TANDEM_CHECK_POINT_DBL = 2,        /* P → 2P */
  TANDEM_CHECK_POINT_NEG = 3,        /* P → −P */
  TANDEM_CHECK_MUL = 4,              /* k, P → k·P */
  TANDEM_CHECK_MUL_GEN = 5,          /* k → k·G */
  TANDEM_CHECK_MUL2 = 6,             /* a, P, b, Q → a·P + b·Q */
  TANDEM_CHECK_ECDSA_SIGN = 7,       /* d, digest, k → r ‖ s with the nonce k */
  TANDEM_CHECK_ECDSA_SIGN_RFC6979 = 8, /* d, digest, hash name → r ‖ s, RFC 6979 */
  TANDEM_CHECK_ECDSA_VERIFY = 9,     /* Q, digest, r ‖ s → OK | REJECT */
  TANDEM_CHECK_ECDSA_VERIFY_DER = 10, /* Q, digest, DER → OK | REJECT */
  TANDEM_CHECK_ECDH = 11,            /* d, Q → x(d·Q) */
  TANDEM_CHECK_BIP340_SIGN = 12,     /* d, message, aux (32) → signature (64) */
  TANDEM_CHECK_BIP340_VERIFY = 13,   /* x-only key (32), message, signature → OK | REJECT */
  TANDEM_CHECK_FIELD_P = 14,         /* the operations mod p (tandem_check_field_op) */
  TANDEM_CHECK_FIELD_N = 15,         /* the operations mod n */
  TANDEM_CHECK_JACOBIAN_ADD = 16,    /* (X1, Y1, Z1), (X2, Y2, Z2) → a Jacobian sum */
  TANDEM_CHECK_JACOBIAN_DBL = 17,    /* (X, Y, Z) → a Jacobian double */
  /* Message-level ECDSA: hash name, then as above with the message for the
     digest. The curve declares which hashes it takes (tandem_check_curve). */
  TANDEM_CHECK_ECDSA_SIGN_MSG = 18,   /* hash, d, message, k → r ‖ s with the nonce k */
  TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979 = 19, /* hash, d, message → r ‖ s, RFC 6979 (its HMAC on the same hash) */
  TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM = 20,  /* hash, d, message → r ‖ s with the library's own nonce */
  TANDEM_CHECK_ECDSA_VERIFY_MSG = 21,       /* hash, Q, message, r ‖ s → OK | REJECT */
  TANDEM_CHECK_ECDSA_VERIFY_MSG_DER = 22,   /* hash, Q, message, DER → OK | REJECT */
  TANDEM_CHECK_OP_COUNT = 23
} tandem_check_op;

/* The hashes of the message-level operations, as bits of
   tandem_check_curve.hashes; the names are those above. */
#define TANDEM_CHECK_HASH_SHA1 (1u << 0)
#define TANDEM_CHECK_HASH_SHA224 (1u << 1)
#define TANDEM_CHECK_HASH_SHA256 (1u << 2)
#define TANDEM_CHECK_HASH_SHA384 (1u << 3)
#define TANDEM_CHECK_HASH_SHA512 (1u << 4)
#define TANDEM_CHECK_HASH_SHA3_224 (1u << 5)
#define TANDEM_CHECK_HASH_SHA3_256 (1u << 6)
#define TANDEM_CHECK_HASH_SHA3_384 (1u << 7)
#define TANDEM_CHECK_HASH_SHA3_512 (1u << 8)

/* The arithmetic of TANDEM_CHECK_FIELD_P and _N. */
typedef enum tandem_check_field_op {
  TANDEM_CHECK_F_ADD = 0, /* a, b → a + b */
  TANDEM_CHECK_F_SUB = 1, /* a, b → a − b */
  TANDEM_CHECK_F_MUL = 2, /* a, b → a·b */
  TANDEM_CHECK_F_SQR = 3, /* a → a² */
  TANDEM_CHECK_F_NEG = 4, /* a → −a */
  TANDEM_CHECK_F_INV = 5, /* a → a⁻¹; REJECT for 0 */
  TANDEM_CHECK_F_SQRT = 6 /* a → a root (either) ; REJECT for a non-residue */
} tandem_check_field_op;

/*
 * Policies: where the standards leave a choice, the library declares its
 * own per curve, and tandem expects what the policy says.
 */
/* k·P, k·G, a·P + b·Q: a scalar ≥ n is reduced mod n (unset: REJECT). */
#define TANDEM_CHECK_POLICY_SCALAR_REDUCE (1u << 0)
/* k·P, k·G, a·P + b·Q: a zero scalar gives O (unset: REJECT). */
#define TANDEM_CHECK_POLICY_SCALAR_ZERO (1u << 1)
/* Point inputs: hybrid encodings 06/07 are accepted (unset: REJECT). */
#define TANDEM_CHECK_POLICY_HYBRID (1u << 2)
/* Point inputs of the group operations (decode, add, dbl, neg, mul, mul2):
   00 is O (unset: REJECT). Keys (ECDSA, ECDH) never accept O. */
#define TANDEM_CHECK_POLICY_INFINITY_INPUT (1u << 3)
/* ECDSA signers return the low s, s ≤ (n − 1)/2 (unset: s as computed). */
#define TANDEM_CHECK_POLICY_SIGN_LOW_S (1u << 4)
/* ECDSA verifiers reject a high s (unset: accept it). */
#define TANDEM_CHECK_POLICY_VERIFY_LOW_S (1u << 5)
/* DER signatures are read as libsecp256k1's lax parser does (unset: strict
   DER, BIP 66's rules). */
#define TANDEM_CHECK_POLICY_DER_LAX (1u << 6)
/* ECDSA digests of any length, bits2int (unset: exactly the order's length,
   any other REJECT). */
#define TANDEM_CHECK_POLICY_DIGEST_ANY (1u << 7)
/* Field and scalar operations accept inputs ≥ the modulus and reduce them
   (unset: REJECT). */
#define TANDEM_CHECK_POLICY_FIELD_UNREDUCED (1u << 8)
/* Group operations whose result is O return 00 (unset: REJECT, for APIs
   that cannot represent O). */
#define TANDEM_CHECK_POLICY_INFINITY_OUTPUT (1u << 9)

typedef struct tandem_check_curve {
  const char *name;  /* spec/'s name of the curve */
  uint32_t ops;      /* bit (1u << op) for every tandem_check_op declared */
  uint32_t policies; /* TANDEM_CHECK_POLICY_* bits */
  uint32_t hashes;   /* TANDEM_CHECK_HASH_* bits: the message-level
                        operations' hashes on this curve (0 when it
                        declares none of them) */
} tandem_check_curve;

/* An input: `len` octets at `data` (data may be NULL when len is 0). */
typedef struct tandem_check_bytes {
  const uint8_t *data;
  size_t len;
} tandem_check_bytes;

/* An output: the library writes at most `cap` octets at `data` and sets
   `len`. */
typedef struct tandem_check_out {
  uint8_t *data;
  size_t cap;
  size_t len;
} tandem_check_out;

typedef struct tandem_check_impl {
  uint32_t abi_version; /* TANDEM_CHECK_ABI_VERSION */
  const char *name;
  const char *version;
  const tandem_check_curve *curves;
  size_t curve_count;

  tandem_check_status (*point_decode)(const char *curve, tandem_check_bytes p, tandem_check_out *out);
  tandem_check_status (*point_add)(const char *curve, tandem_check_bytes p, tandem_check_bytes q,
                                   tandem_check_out *out);
  tandem_check_status (*point_dbl)(const char *curve, tandem_check_bytes p, tandem_check_out *out);
  tandem_check_status (*point_neg)(const char *curve, tandem_check_bytes p, tandem_check_out *out);
  tandem_check_status (*mul)(const char *curve, tandem_check_bytes k, tandem_check_bytes p, tandem_check_out *out);
  tandem_check_status (*mul_gen)(const char *curve, tandem_check_bytes k, tandem_check_out *out);
  tandem_check_status (*mul2)(const char *curve, tandem_check_bytes a, tandem_check_bytes p, tandem_check_bytes b,
                              tandem_check_bytes q, tandem_check_out *out);
  tandem_check_status (*ecdsa_sign)(const char *curve, tandem_check_bytes d, tandem_check_bytes digest,
                                    tandem_check_bytes k, tandem_check_out *out);
  /* hash: an OpenSSL digest name ("SHA256", "SHA384", "SHA512", ...). */
  tandem_check_status (*ecdsa_sign_rfc6979)(const char *curve, tandem_check_bytes d, tandem_check_bytes digest,
                                            const char *hash, tandem_check_out *out);
  tandem_check_status (*ecdsa_verify)(const char *curve, tandem_check_bytes q, tandem_check_bytes digest,
                                      tandem_check_bytes rs);
  tandem_check_status (*ecdsa_verify_der)(const char *curve, tandem_check_bytes q, tandem_check_bytes digest,
                                          tandem_check_bytes der);
  tandem_check_status (*ecdh)(const char *curve, tandem_check_bytes d, tandem_check_bytes q, tandem_check_out *out);
  tandem_check_status (*bip340_sign)(tandem_check_bytes d, tandem_check_bytes msg, tandem_check_bytes aux,
                                     tandem_check_out *out);
  tandem_check_status (*bip340_verify)(tandem_check_bytes x, tandem_check_bytes msg, tandem_check_bytes sig);
  /* modulus: 'p' or 'n'; b is empty for the operations of one argument. */
  tandem_check_status (*field)(const char *curve, char modulus, tandem_check_field_op op, tandem_check_bytes a,
                               tandem_check_bytes b, tandem_check_out *out);
  /* Coordinates at the field's length; the output is X ‖ Y ‖ Z, any
     representative of the result (tandem compares X/Z², Y/Z³; Z = 0 is O). */
  tandem_check_status (*jacobian_add)(const char *curve, const tandem_check_bytes *p3, const tandem_check_bytes *q3,
                                      tandem_check_out *out);
  tandem_check_status (*jacobian_dbl)(const char *curve, const tandem_check_bytes *p3, tandem_check_out *out);
  /* Message-level ECDSA; hash is one of the names above that the curve
     declares. The random-nonce signer is checked by verifying what it
     answers, and by the distribution of its nonces (recovered from the
     signatures with the key tandem gave it). */
  tandem_check_status (*ecdsa_sign_msg)(const char *curve, const char *hash, tandem_check_bytes d,
                                        tandem_check_bytes msg, tandem_check_bytes k, tandem_check_out *out);
  tandem_check_status (*ecdsa_sign_msg_rfc6979)(const char *curve, const char *hash, tandem_check_bytes d,
                                                tandem_check_bytes msg, tandem_check_out *out);
  tandem_check_status (*ecdsa_sign_msg_random)(const char *curve, const char *hash, tandem_check_bytes d,
                                               tandem_check_bytes msg, tandem_check_out *out);
  tandem_check_status (*ecdsa_verify_msg)(const char *curve, const char *hash, tandem_check_bytes q,
                                          tandem_check_bytes msg, tandem_check_bytes rs);
  tandem_check_status (*ecdsa_verify_msg_der)(const char *curve, const char *hash, tandem_check_bytes q,
                                              tandem_check_bytes msg, tandem_check_bytes der);
} tandem_check_impl;

/* The one symbol a library exports. */
typedef const tandem_check_impl *(*tandem_check_entry_fn)(void);
#define TANDEM_CHECK_ENTRY_SYMBOL "tandem_check_entry"

#ifdef __cplusplus
}
#endif

#endif /* TANDEM_CHECK_H */
