#!/usr/bin/env node
// @noble/curves behind the line protocol of docs/check.md, for
// `tandem check --exec 'node check/exec/noble.mjs'`. The module is looked up
// in NOBLE_DIR (a folder holding node_modules/; tools/setup.sh installs it
// into build/npm), else by node's usual resolution.
//
// Everything goes through noble's public interface: Point.fromBytes and its
// add, double, negate, multiply; ecdsa(Point, hash) for RFC 6979 signing
// with the hash asked for (prehash off: the request carries the digest),
// verify with lowS off in compact or DER form; getSharedSecret; schnorr.
// The wrapper adds the protocol only: a throw is a reject (its message goes
// on the reply line), and O has no encoding in noble (toBytes throws), so
// infinity_output is not declared.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { pathToFileURL } from 'node:url';

const base = process.env.NOBLE_DIR ? path.resolve(process.env.NOBLE_DIR) + '/' : import.meta.url;
const require = createRequire(base.startsWith('file:') ? base : pathToFileURL(base).href);
const load = async (m) => import(pathToFileURL(require.resolve(m)).href);

const { secp256k1, schnorr } = await load('@noble/curves/secp256k1.js');
const { p256, p384, p521 } = await load('@noble/curves/nist.js');
const { ecdsa } = await load('@noble/curves/abstract/weierstrass.js');
const sha2 = await load('@noble/hashes/sha2.js');
const sha3 = await load('@noble/hashes/sha3.js');
const legacy = await load('@noble/hashes/legacy.js');
const pkg = JSON.parse(readFileSync(path.join(path.dirname(require.resolve('@noble/curves/secp256k1.js')), 'package.json')));

const CURVES = { secp256k1, 'P-256': p256, 'P-384': p384, 'P-521': p521 };
const HASHES = {
  SHA1: legacy.sha1, SHA224: sha2.sha224, SHA256: sha2.sha256, SHA384: sha2.sha384, SHA512: sha2.sha512,
  'SHA3-224': sha3.sha3_224, 'SHA3-256': sha3.sha3_256, 'SHA3-384': sha3.sha3_384, 'SHA3-512': sha3.sha3_512,
};
const OPS = 'point_decode,point_add,point_dbl,point_neg,mul,mul_gen,mul2,ecdsa_sign_rfc6979,ecdsa_verify,' +
  'ecdsa_verify_der,ecdh';
// multiply() takes 1 <= k < n only; fromBytes has no O and no hybrid form.
const POLICIES = 'digest_any';

class Reject extends Error {}
const hex = (b) => (b.length === 0 ? '-' : Buffer.from(b).toString('hex'));
const bytes = (h) => (h === '-' ? new Uint8Array(0) : Uint8Array.from(Buffer.from(h, 'hex')));
const big = (b) => (b.length === 0 ? 0n : BigInt('0x' + Buffer.from(b).toString('hex')));
const signers = new Map();

function signer(name, c, hashName) {
  const key = name + '/' + hashName;
  if (!signers.has(key)) signers.set(key, ecdsa(c.Point, HASHES[hashName]));
  return signers.get(key);
}

function answer(op, name, a) {
  const c = CURVES[name];
  const { Point } = c;
  const L = Point.Fn.BYTES;
  const point = (b) => Point.fromBytes(b);
  const out = (P) => hex(P.toBytes(false));
  const scalar = (b) => {
    if (b.length !== L) throw new Reject('scalar length');
    return big(b);
  };
  switch (op) {
    case 'point_decode': return out(point(a[0]));
    case 'point_add': return out(point(a[0]).add(point(a[1])));
    case 'point_dbl': return out(point(a[0]).double());
    case 'point_neg': return out(point(a[0]).negate());
    case 'mul': return out(point(a[1]).multiply(scalar(a[0])));
    case 'mul_gen': return out(Point.BASE.multiply(scalar(a[0])));
    case 'mul2': return out(point(a[1]).multiply(scalar(a[0])).add(point(a[3]).multiply(scalar(a[2]))));
    case 'ecdsa_sign_rfc6979': {
      const h = new TextDecoder().decode(a[2]);
      if (!(h in HASHES)) throw new Reject('hash ' + h);
      return hex(signer(name, c, h).sign(a[1], a[0], { prehash: false, lowS: false }));
    }
    case 'ecdsa_verify':
    case 'ecdsa_verify_der': {
      const format = op === 'ecdsa_verify' ? 'compact' : 'der';
      if (!c.verify(a[2], a[1], a[0], { prehash: false, lowS: false, format })) throw new Reject('invalid');
      return '-';
    }
    case 'ecdh': return hex(c.getSharedSecret(a[0], a[1], true).slice(1));
    default: return null;
  }
}

process.stdout.write(`tandem-check 1\nname noble-curves ${pkg.version}\n`);
for (const name of Object.keys(CURVES)) process.stdout.write(`curve ${name} ${OPS} ${POLICIES}\n`);
process.stdout.write('ready\n');

const rl = readline.createInterface({ input: process.stdin });
for await (const line of rl) {
  const t = line.trim().split(/\s+/);
  let reply = 'unsupported';
  if (t.length >= 2 && t[1] in CURVES) {
    const args = t.slice(2).map((x, i) => (t[0] === 'ecdsa_sign_rfc6979' && i === 2 ? new TextEncoder().encode(x) : bytes(x)));
    try {
      const v = answer(t[0], t[1], args);
      reply = v === null ? 'unsupported' : 'ok ' + v;
    } catch (e) {
      reply = 'reject ' + String(e && e.message ? e.message : e).replace(/\s+/g, ' ').slice(0, 100);
    }
  }
  process.stdout.write(reply + '\n');
}
