"""The line protocol of tandem check (docs/check.md), spoken for you.

Give serve() the functions of your implementation, one per operation, and
it writes the handshake, reads each request, calls your function with the
arguments decoded and writes its answer:

    import tandem_check

    def mul_gen(curve, k):               # bytes in, bytes out
        return my_lib.point_to_sec1(my_lib.base_mul(curve, k))

    tandem_check.serve("my-lib", "1.0", {"P-256": {"mul_gen": mul_gen}},
                       policies=["digest_any"])

and run `tandem check --exec 'python3 mine.py'`.

- A function takes the curve's name, then the request's arguments: bytes
  (hex decoded; b"" for "-"), except the words (a hash name such as
  "SHA256", a field operation such as "mul"), which come as str.
- It returns bytes (ok HEX), None or True (ok, empty: a valid verdict), or
  False (reject). Any exception is a reject, its type and message kept for
  the report; Unsupported (or NotImplementedError) answers unsupported.
- An async function (a coroutine) is awaited.
- An operation is declared on a curve by being in that curve's dictionary,
  and not declared by its absence. `policies` is a list for every curve or
  a dictionary of lists by curve; so is `hashes`, the hashes the
  message-level operations (ecdsa_sign_msg, ecdsa_verify_msg, ...) take,
  whose first argument is the hash's name.
- When tandem check gives the program its own channel (TANDEM_CHECK_FD and
  TANDEM_CHECK_IN_FD in the environment), the protocol runs there, and
  whatever the library prints to standard output cannot break it. Run by
  hand, it is on standard input and output.

Only Python's standard library is used.
"""
import asyncio
import inspect
import os
import sys

__all__ = ["serve", "Unsupported", "PROTOCOL"]

PROTOCOL = 1

# The arguments that are words, not hex, by operation (their positions).
WORDS = {"ecdsa_sign_rfc6979": {2}, "field_p": {0}, "field_n": {0}, "ecdsa_sign_msg": {0},
         "ecdsa_sign_msg_rfc6979": {0}, "ecdsa_sign_msg_random": {0}, "ecdsa_verify_msg": {0},
         "ecdsa_verify_msg_der": {0}}


class Unsupported(Exception):
    """Raised by a function for an input it does not take at all."""


def _one_line(text):
    return " ".join(str(text).split())[:200]


def _arguments(op, tokens):
    words = WORDS.get(op, set())
    args = []
    for i, t in enumerate(tokens):
        if i in words:
            args.append(t)
        elif t == "-":
            args.append(b"")
        else:
            try:
                args.append(bytes.fromhex(t))
            except ValueError:
                args.append(t)  # a word of an operation this kit does not know yet
    return args


def _reply(value):
    if value is None or value is True:
        return "ok -"
    if value is False:
        return "reject"
    if isinstance(value, (bytes, bytearray, memoryview)):
        b = bytes(value)
        return "ok " + (b.hex() if b else "-")
    raise TypeError("a function answered %s; bytes, None, True or False expected" % type(value).__name__)


def answer(curves, line, loop=None):
    """The reply line for one request line (without its newline)."""
    t = line.split()
    if len(t) < 2 or t[1] not in curves or t[0] not in curves[t[1]]:
        return "unsupported"
    fn = curves[t[1]][t[0]]
    try:
        value = fn(t[1], *_arguments(t[0], t[2:]))
        if inspect.isawaitable(value):
            if loop is not None:
                value = loop.run_until_complete(value)
            else:
                own = asyncio.new_event_loop()
                try:
                    value = own.run_until_complete(value)
                finally:
                    own.close()
        return _reply(value)
    except (Unsupported, NotImplementedError):
        return "unsupported"
    except Exception as e:  # noqa: BLE001 - every error of the library is a reject, named
        why = type(e).__name__ + (": " + str(e) if str(e) else "")
        return "reject " + _one_line(why)


def _per_curve(value, curve):
    return value.get(curve, []) if isinstance(value, dict) else (value or [])


def handshake(name, version, curves, policies=None, hashes=None):
    """The handshake's lines."""
    lines = ["tandem-check %d" % PROTOCOL, "name %s %s" % (_one_line(name).replace(" ", "-"), _one_line(version))]
    for curve, ops in curves.items():
        line = "curve %s %s %s" % (curve, ",".join(ops) or "-", ",".join(_per_curve(policies, curve)) or "-")
        if _per_curve(hashes, curve):
            line += " " + ",".join(_per_curve(hashes, curve))
        lines.append(line)
    lines.append("ready")
    return lines


def serve(name, version, curves, policies=None, hashes=None):
    """Speaks the protocol until the requests end. `hashes` (a list, or a
    dictionary of lists by curve) names the hashes the message-level
    operations take: SHA224, SHA256, SHA384, SHA512, SHA3-256, ..."""
    if "TANDEM_CHECK_FD" in os.environ and "TANDEM_CHECK_IN_FD" in os.environ:
        out = os.fdopen(int(os.environ["TANDEM_CHECK_FD"]), "w", buffering=1)
        inp = os.fdopen(int(os.environ["TANDEM_CHECK_IN_FD"]), "r")
    else:
        out, inp = sys.stdout, sys.stdin
    out.write("\n".join(handshake(name, version, curves, policies, hashes)) + "\n")
    out.flush()
    loop = asyncio.new_event_loop()
    try:
        for line in inp:
            out.write(answer(curves, line, loop) + "\n")
            out.flush()
    finally:
        loop.close()
