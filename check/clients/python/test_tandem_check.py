"""The Python kit's own tests: the handshake from the functions given, the
decoding of arguments, every kind of answer, async functions, and the own
channel (run by tests/check.cmake as check.kit.python)."""
import asyncio
import os
import subprocess
import sys
import textwrap
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tandem_check  # noqa: E402

K = "00" * 31 + "03"


def fn_bytes(curve, k):
    return bytes([len(k), k[-1]])


async def fn_async(curve, k, p):
    await asyncio.sleep(0)
    return b"\x04" + k


def fn_words(curve, op, a, b):
    return (op + ":" + str(len(a)) + ":" + str(len(b))).encode()


def fn_raise(curve, k):
    raise ValueError("k is\nnot in range")


def fn_unsupported(curve, k):
    raise tandem_check.Unsupported()


CURVES = {
    "P-256": {"mul_gen": fn_bytes, "mul": fn_async, "field_p": fn_words, "point_neg": fn_raise,
              "point_dbl": fn_unsupported, "ecdsa_verify": lambda c, q, d, s: d == b"\x01",
              "point_decode": lambda c, p: None},
    "secp256k1": {"ecdh": fn_bytes},
}


class Kit(unittest.TestCase):
    def ask(self, line):
        return tandem_check.answer(CURVES, line)

    def test_handshake(self):
        lines = tandem_check.handshake("my lib", "1.0", CURVES, policies={"P-256": ["hybrid", "digest_any"]})
        self.assertEqual(lines[0], "tandem-check 1")
        self.assertEqual(lines[1], "name my-lib 1.0")
        self.assertEqual(lines[2], "curve P-256 mul_gen,mul,field_p,point_neg,point_dbl,ecdsa_verify,point_decode "
                                   "hybrid,digest_any")
        self.assertEqual(lines[3], "curve secp256k1 ecdh -")
        self.assertEqual(lines[-1], "ready")

    def test_message_level(self):
        # The hashes declared per curve (a fifth field), and the hash's name
        # handed over as a word, the message as bytes.
        curves = {"P-256": {"ecdsa_sign_msg_random": lambda c, h, d, m: (h + ":" + m.decode()).encode()}}
        lines = tandem_check.handshake("x", "1", curves, hashes=["SHA256", "SHA3-256"])
        self.assertEqual(lines[2], "curve P-256 ecdsa_sign_msg_random - SHA256,SHA3-256")
        self.assertEqual(tandem_check.answer(curves, "ecdsa_sign_msg_random P-256 SHA256 " + K + " 6869"),
                         "ok " + b"SHA256:hi".hex())

    def test_answers(self):
        self.assertEqual(self.ask("mul_gen P-256 " + K), "ok 2003")
        self.assertEqual(self.ask("mul P-256 " + K + " 00"), "ok 04" + K)
        self.assertEqual(self.ask("field_p P-256 mul 0102 -"), "ok " + b"mul:2:0".hex())
        self.assertEqual(self.ask("point_neg P-256 " + K), "reject ValueError: k is not in range")
        self.assertEqual(self.ask("point_dbl P-256 " + K), "unsupported")
        self.assertEqual(self.ask("ecdsa_verify P-256 02 01 00"), "ok -")
        self.assertEqual(self.ask("ecdsa_verify P-256 02 02 00"), "reject")
        self.assertEqual(self.ask("point_decode P-256 00"), "ok -")
        # Not declared: by curve, by operation.
        self.assertEqual(self.ask("mul_gen P-384 " + K), "unsupported")
        self.assertEqual(self.ask("mul_gen secp256k1 " + K), "unsupported")
        self.assertEqual(self.ask("bogus"), "unsupported")

    def test_wrong_answer_type_is_a_reject_named(self):
        curves = {"P-256": {"mul_gen": lambda c, k: 3}}
        self.assertTrue(tandem_check.answer(curves, "mul_gen P-256 " + K).startswith("reject TypeError"))

    def test_own_channel(self):
        # The protocol on descriptors 3 and 4; standard output holds the chatter alone.
        prog = textwrap.dedent("""
            import sys
            sys.path.insert(0, %r)
            import tandem_check
            def f(curve, k):
                print("chatter")
                return k
            tandem_check.serve("t", "1", {"P-256": {"mul_gen": f}})
        """ % os.path.dirname(os.path.abspath(__file__)))
        r_out, w_out = os.pipe()
        r_in, w_in = os.pipe()
        os.write(w_in, ("mul_gen P-256 " + K + "\n").encode())
        os.close(w_in)
        env = dict(os.environ, TANDEM_CHECK_FD="3", TANDEM_CHECK_IN_FD="4")
        p = subprocess.Popen([sys.executable, "-c", prog], stdout=subprocess.PIPE, env=env,
                             pass_fds=(3, 4), preexec_fn=lambda: (os.dup2(w_out, 3), os.dup2(r_in, 4)))
        stdout, _ = p.communicate(timeout=60)
        os.close(w_out)
        own = os.read(r_out, 65536).decode().splitlines()
        self.assertEqual(p.returncode, 0)
        self.assertEqual(stdout.decode(), "chatter\n")
        self.assertEqual(own[0], "tandem-check 1")
        self.assertEqual(own[-1], "ok " + K)


if __name__ == "__main__":
    unittest.main()
