// The line protocol of tandem check (docs/check.md), spoken for you.
//
// Give serve() the functions of your implementation, one per operation, and
// it writes the handshake, reads each request, calls your function with the
// arguments decoded and writes its answer:
//
//   import { serve } from './tandem_check.mjs';
//   await serve('my-lib', '1.0', { 'P-256': { mul_gen: (curve, k) => myLib.baseMul(curve, k) } },
//               { policies: ['digest_any'] });
//
// and run `tandem check --exec 'node mine.mjs'`.
//
// - A function takes the curve's name, then the request's arguments: a
//   Uint8Array each (hex decoded; empty for "-"), except the words (a hash
//   name such as "SHA256", a field operation such as "mul"), which come as
//   strings.
// - It returns a Uint8Array (ok HEX), undefined, null or true (ok, empty: a
//   valid verdict), or false (reject); a Promise of one of those is awaited.
//   A throw is a reject, its message kept for the report; a throw of
//   Unsupported answers unsupported.
// - An operation is declared on a curve by being in that curve's object,
//   and not declared by its absence. `policies` is an array for every curve
//   or an object of arrays by curve; so is `hashes`, the hashes the
//   message-level operations (ecdsa_sign_msg, ecdsa_verify_msg, ...) take,
//   whose first argument is the hash's name.
// - When tandem check gives the program its own channel (TANDEM_CHECK_FD and
//   TANDEM_CHECK_IN_FD in the environment), the protocol runs there, and
//   whatever the library prints to standard output cannot break it. Run by
//   hand, it is on standard input and output.
//
// Only Node's own modules are used.
import fs from 'node:fs';
import readline from 'node:readline';

export const PROTOCOL = 1;

/** Thrown by a function for an input it does not take at all. */
export class Unsupported extends Error {}

// The arguments that are words, not hex, by operation (their positions).
const WORDS = {
  ecdsa_sign_rfc6979: [2], field_p: [0], field_n: [0], ecdsa_sign_msg: [0], ecdsa_sign_msg_rfc6979: [0],
  ecdsa_sign_msg_random: [0], ecdsa_verify_msg: [0], ecdsa_verify_msg_der: [0],
};

const oneLine = (s) => String(s).split(/\s+/).filter(Boolean).join(' ').slice(0, 200);

function decode(op, tokens) {
  const words = WORDS[op] ?? [];
  return tokens.map((t, i) => {
    if (words.includes(i)) return t;
    if (t === '-') return new Uint8Array(0);
    if (/^([0-9a-fA-F]{2})+$/.test(t)) return new Uint8Array(Buffer.from(t, 'hex'));
    return t; // a word of an operation this kit does not know yet
  });
}

function reply(value) {
  if (value === undefined || value === null || value === true) return 'ok -';
  if (value === false) return 'reject';
  if (value instanceof Uint8Array) return value.length === 0 ? 'ok -' : 'ok ' + Buffer.from(value).toString('hex');
  throw new TypeError(`a function answered ${typeof value}; a Uint8Array, undefined, true or false expected`);
}

/** The reply line for one request line. */
export async function answer(curves, line) {
  const t = line.trim().split(/\s+/);
  const fn = t.length >= 2 ? curves[t[1]]?.[t[0]] : undefined;
  if (typeof fn !== 'function') return 'unsupported';
  try {
    return reply(await fn(t[1], ...decode(t[0], t.slice(2))));
  } catch (e) {
    if (e instanceof Unsupported) return 'unsupported';
    const why = (e?.name ?? 'Error') + (e?.message ? ': ' + e.message : '');
    return 'reject ' + oneLine(why);
  }
}

/** The handshake's lines. */
export function handshake(name, version, curves, policies = [], hashes = []) {
  const lines = [`tandem-check ${PROTOCOL}`, `name ${oneLine(name).replace(/ /g, '-')} ${oneLine(version)}`];
  const perCurve = (v, curve) => (Array.isArray(v) ? v : v[curve] ?? []);
  for (const [curve, ops] of Object.entries(curves)) {
    const pol = perCurve(policies, curve), hs = perCurve(hashes, curve);
    lines.push(`curve ${curve} ${Object.keys(ops).join(',') || '-'} ${pol.join(',') || '-'}` +
      (hs.length ? ` ${hs.join(',')}` : ''));
  }
  lines.push('ready');
  return lines;
}

function writeAll(fd, text) {
  const b = Buffer.from(text);
  for (let done = 0; done < b.length; ) done += fs.writeSync(fd, b, done);
}

/**
 * Speaks the protocol until the requests end. `hashes` (an array, or an
 * object of arrays by curve) names the hashes the message-level operations
 * take: SHA224, SHA256, SHA384, SHA512, SHA3-256, ...
 */
export async function serve(name, version, curves, { policies = [], hashes = [] } = {}) {
  const own = process.env.TANDEM_CHECK_FD !== undefined && process.env.TANDEM_CHECK_IN_FD !== undefined;
  const outFd = own ? Number(process.env.TANDEM_CHECK_FD) : 1;
  const input = own ? fs.createReadStream('', { fd: Number(process.env.TANDEM_CHECK_IN_FD) }) : process.stdin;
  writeAll(outFd, handshake(name, version, curves, policies, hashes).join('\n') + '\n');
  const rl = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) writeAll(outFd, (await answer(curves, line)) + '\n');
}
