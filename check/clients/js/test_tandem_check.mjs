// The JavaScript kit's own tests (node --test): the handshake from the
// functions given, the decoding of arguments, every kind of answer, Promises,
// and the own channel (run by tests/check.cmake as check.kit.js).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'node:test';
import { answer, handshake, Unsupported } from './tandem_check.mjs';

const K = '00'.repeat(31) + '03';
const CURVES = {
  'P-256': {
    mul_gen: (curve, k) => new Uint8Array([k.length, k[k.length - 1]]),
    mul: async (curve, k, p) => new Uint8Array([4, ...k]),
    field_p: (curve, op, a, b) => new TextEncoder().encode(`${op}:${a.length}:${b.length}`),
    point_neg: () => {
      throw new RangeError('k is\nnot in range');
    },
    point_dbl: () => {
      throw new Unsupported();
    },
    ecdsa_verify: (curve, q, d, s) => d[0] === 1,
    point_decode: async () => undefined,
  },
  secp256k1: { ecdh: (curve, d, q) => d },
};
const hex = (s) => Buffer.from(s).toString('hex');

test('the handshake', () => {
  const lines = handshake('my lib', '1.0', CURVES, { 'P-256': ['hybrid', 'digest_any'] });
  assert.equal(lines[0], 'tandem-check 1');
  assert.equal(lines[1], 'name my-lib 1.0');
  assert.equal(lines[2], 'curve P-256 mul_gen,mul,field_p,point_neg,point_dbl,ecdsa_verify,point_decode hybrid,digest_any');
  assert.equal(lines[3], 'curve secp256k1 ecdh -');
  assert.equal(lines.at(-1), 'ready');
});

test('message-level operations: the hashes declared, the hash handed over as a word', async () => {
  const curves = { 'P-256': { ecdsa_sign_msg_random: (c, h, d, m) => new TextEncoder().encode(`${h}:${Buffer.from(m)}`) } };
  assert.equal(handshake('x', '1', curves, [], ['SHA256', 'SHA3-256'])[2], 'curve P-256 ecdsa_sign_msg_random - SHA256,SHA3-256');
  assert.equal(await answer(curves, `ecdsa_sign_msg_random P-256 SHA256 ${K} 6869`), 'ok ' + hex('SHA256:hi'));
});

test('the answers', async () => {
  assert.equal(await answer(CURVES, 'mul_gen P-256 ' + K), 'ok 2003');
  assert.equal(await answer(CURVES, `mul P-256 ${K} 00`), 'ok 04' + K);
  assert.equal(await answer(CURVES, 'field_p P-256 mul 0102 -'), 'ok ' + hex('mul:2:0'));
  assert.equal(await answer(CURVES, 'point_neg P-256 ' + K), 'reject RangeError: k is not in range');
  assert.equal(await answer(CURVES, 'point_dbl P-256 ' + K), 'unsupported');
  assert.equal(await answer(CURVES, 'ecdsa_verify P-256 02 01 00'), 'ok -');
  assert.equal(await answer(CURVES, 'ecdsa_verify P-256 02 02 00'), 'reject');
  assert.equal(await answer(CURVES, 'point_decode P-256 00'), 'ok -');
  assert.equal(await answer(CURVES, 'mul_gen P-384 ' + K), 'unsupported');
  assert.equal(await answer(CURVES, 'mul_gen secp256k1 ' + K), 'unsupported');
  assert.equal(await answer(CURVES, 'bogus'), 'unsupported');
  assert.match(await answer({ 'P-256': { mul_gen: () => 3 } }, 'mul_gen P-256 ' + K), /^reject TypeError/);
});

test('the own channel: the protocol on descriptors 3 and 4, standard output holds the chatter alone', () => {
  const kit = fileURLToPath(new URL('./tandem_check.mjs', import.meta.url));
  const prog = `import { serve } from ${JSON.stringify(kit)};
    await serve('t', '1', { 'P-256': { mul_gen: (c, k) => { console.log('chatter'); return k; } } });`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tandem-kit-'));
  // sh puts the requests on 4 and collects 3 into a file named by its argument.
  const r = spawnSync('sh', ['-c', `printf 'mul_gen P-256 ${K}\\n' | node --input-type=module -e "$1" 4<&0 3>"$2" </dev/null; cat "$2"`,
    'sh', prog, path.join(dir, 'own')], { encoding: 'utf8', env: { ...process.env, TANDEM_CHECK_FD: '3', TANDEM_CHECK_IN_FD: '4' } });
  fs.rmSync(dir, { recursive: true });
  assert.equal(r.status, 0, r.stderr);
  const lines = r.stdout.trim().split('\n');
  assert.equal(lines[0], 'chatter');
  assert.equal(lines[1], 'tandem-check 1');
  assert.equal(lines.at(-1), 'ok ' + K);
});
