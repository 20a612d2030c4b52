// Node's createECDH (OpenSSL underneath) on tandem check's JavaScript kit
// (check/clients/js/tandem_check.mjs), for
// `tandem check --exec 'node check/exec/node_ecdh.mjs'`: k·G as
// setPrivateKey then getPublicKey, ECDH as computeSecret (the shared x), and
// point decoding as ECDH.convertKey to the uncompressed form, on secp256k1
// and the NIST curves. Nothing is added but the kit: what Node takes, it
// takes (docs/check.md, "What it found": keys of any length).
import { createECDH, ECDH } from 'node:crypto';
import { serve } from '../clients/js/tandem_check.mjs';

const NAMES = {
  secp256k1: 'secp256k1', 'P-192': 'prime192v1', 'P-224': 'secp224r1', 'P-256': 'prime256v1',
  'P-384': 'secp384r1', 'P-521': 'secp521r1',
};

function ops(curve) {
  const key = (d) => {
    const e = createECDH(NAMES[curve]);
    e.setPrivateKey(d);
    return e;
  };
  return {
    point_decode: (_, p) => new Uint8Array(ECDH.convertKey(p, NAMES[curve], undefined, undefined, 'uncompressed')),
    mul_gen: (_, d) => new Uint8Array(key(d).getPublicKey()),
    ecdh: (_, d, q) => new Uint8Array(key(d).computeSecret(q)),
  };
}

// As OpenSSL does: hybrid encodings (06, 07) are read, and 00 is O, read
// and written.
await serve('node-createECDH', process.version, Object.fromEntries(Object.keys(NAMES).map((c) => [c, ops(c)])),
  { policies: ['hybrid', 'infinity_input', 'infinity_output'] });
