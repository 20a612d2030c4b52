// Node's WebCrypto (crypto.subtle, OpenSSL underneath) on tandem check's
// JavaScript kit (check/clients/js/tandem_check.mjs), for
// `tandem check --exec 'node check/exec/webcrypto.mjs'`.
//
// ECDSA on messages as WebCrypto does it: subtle.sign (its own random nonce,
// r ‖ s in IEEE P1363's form) and subtle.verify, on P-256, P-384 and P-521
// with SHA-1, SHA-256, SHA-384 and SHA-512; ECDH by subtle.deriveBits (the
// shared x, all of it). WebCrypto imports a private key only with its public
// key (JWK's x and y), which this file takes from createECDH: the one call
// outside crypto.subtle, and a key it refuses is a reject.
import { createECDH, webcrypto } from 'node:crypto';
import { serve } from '../clients/js/tandem_check.mjs';

const { subtle } = webcrypto;
const OPENSSL = { 'P-256': 'prime256v1', 'P-384': 'secp384r1', 'P-521': 'secp521r1' };
const HASHES = { SHA1: 'SHA-1', SHA256: 'SHA-256', SHA384: 'SHA-384', SHA512: 'SHA-512' };
const b64url = (b) => Buffer.from(b).toString('base64url');

async function privateKey(curve, d, usage) {
  const e = createECDH(OPENSSL[curve]);
  e.setPrivateKey(d); // throws for a key outside [1, n) or of the wrong length
  const Q = e.getPublicKey(), L = (Q.length - 1) / 2;
  const jwk = { kty: 'EC', crv: curve, d: b64url(d), x: b64url(Q.subarray(1, 1 + L)), y: b64url(Q.subarray(1 + L)) };
  const alg = usage === 'sign' ? 'ECDSA' : 'ECDH';
  return subtle.importKey('jwk', jwk, { name: alg, namedCurve: curve }, false, [usage === 'sign' ? 'sign' : 'deriveBits']);
}

const publicKey = (curve, q, alg) =>
  subtle.importKey('raw', q, { name: alg, namedCurve: curve }, false, alg === 'ECDSA' ? ['verify'] : []);

function ops(curve) {
  const bits = { 'P-256': 256, 'P-384': 384, 'P-521': 528 }[curve];
  return {
    ecdsa_sign_msg_random: async (_, h, d, m) =>
      new Uint8Array(await subtle.sign({ name: 'ECDSA', hash: HASHES[h] }, await privateKey(curve, d, 'sign'), m)),
    ecdsa_verify_msg: async (_, h, q, m, sig) =>
      subtle.verify({ name: 'ECDSA', hash: HASHES[h] }, await publicKey(curve, q, 'ECDSA'), sig, m),
    ecdh: async (_, d, q) =>
      new Uint8Array(await subtle.deriveBits({ name: 'ECDH', public: await publicKey(curve, q, 'ECDH') },
        await privateKey(curve, d, 'derive'), bits)),
  };
}

// Its raw import reads hybrid encodings (06, 07), which SEC 1's conversion
// (the one the WebCrypto specification names) does not define: declared as
// the policy it is (docs/check.md, "What it found").
await serve('node-webcrypto', process.version, Object.fromEntries(Object.keys(OPENSSL).map((c) => [c, ops(c)])),
  { policies: ['hybrid'], hashes: Object.keys(HASHES) });
