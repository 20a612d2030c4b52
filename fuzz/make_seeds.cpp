// Writes the seed corpora of the fuzz targets (fuzz/corpus/<target>/): edge
// inputs for every curve, built with ref so that the fuzzers start from valid
// points and near-misses. Run by hand when the targets' input layout
// changes:  build/release/fuzz/fuzz_make_seeds fuzz/corpus
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "fast_formulas_a_layout.hpp"
#include "fast_group_layout.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/fast_strategy_runs.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/encoding.hpp"

namespace {

using Bytes = std::vector<std::uint8_t>;

void write(const std::filesystem::path& dir, const std::string& name, const Bytes& b) {
  std::filesystem::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary).write(reinterpret_cast<const char*>(b.data()), static_cast<std::streamsize>(b.size()));
}

Bytes cat(Bytes a, const Bytes& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tandem;
  if (argc != 2) {
    std::fprintf(stderr, "usage: fuzz_make_seeds CORPUS_DIR\n");
    return 2;
  }
  const std::filesystem::path root = argv[1];
  const auto curves = ref::all_curves();
  for (std::size_t i = 0; i < curves.size(); ++i) {
    const ref::Curve& C = *curves[i];
    const std::uint8_t id = static_cast<std::uint8_t>(i);
    const std::string tag = std::to_string(i);
    const ref::Point G = C.G(), G2 = ref::dbl(C, G);
    // decode_point: [curve] ‖ octets
    int k = 0;
    for (const ref::Point& P : {G, G2}) {
      for (auto f : {ref::PointFormat::compressed, ref::PointFormat::uncompressed, ref::PointFormat::hybrid}) {
        write(root / "decode_point", tag + "-" + std::to_string(k++), cat({id}, ref::encode_point(C, P, f)));
      }
    }
    write(root / "decode_point", tag + "-inf", {id, 0x00});
    // point_ops: [curve] ‖ a ‖ b ‖ k, each w octets (k: w + 1)
    const std::size_t w = C.fn().bytes();
    auto sc = [&](const mpz_class& v, std::size_t len) { return ref::to_be_bytes(v, len); };
    const mpz_class n = C.n();
    write(root / "point_ops", tag + "-equal", cat(cat(cat({id}, sc(5, w)), sc(5, w)), sc(n - 1, w + 1)));
    write(root / "point_ops", tag + "-inverse", cat(cat(cat({id}, sc(7, w)), sc(n - 7, w)), sc(n, w + 1)));
    write(root / "point_ops", tag + "-zero", cat(cat(cat({id}, sc(0, w)), sc(1, w)), sc(n + 1, w + 1)));
  }
  // secp256k1_pubkey: tweak (32) ‖ key
  const ref::Curve& K = *ref::find_curve("secp256k1");
  const Bytes one = ref::to_be_bytes(1, 32), nm1 = ref::to_be_bytes(K.n() - 1, 32), n = ref::to_be_bytes(K.n(), 32);
  int k = 0;
  for (const Bytes& t : {one, nm1, n}) {
    for (auto f : {ref::PointFormat::compressed, ref::PointFormat::uncompressed, ref::PointFormat::hybrid}) {
      write(root / "secp256k1_pubkey", "seed-" + std::to_string(k++), cat(t, ref::encode_point(K, K.G(), f)));
    }
  }
  // fast_secp256k1: [op] ‖ operands ‖ a few parameter bytes. Each field
  // operation on the edge values at magnitude 1 and at its largest, and on
  // raw limbs at their bounds; each scalar operation on the edge scalars.
  const mpz_class p = K.p(), two256 = mpz_class(1) << 256;
  const std::vector<mpz_class> fe_edges{0, 1, p - 1, p, p + 1, two256 - 1};
  const Bytes tail{0x03, 0x05, 0x04};
  for (std::uint8_t op = 0; op < 14; ++op) {
    for (std::size_t e = 0; e < fe_edges.size(); ++e) {
      const Bytes v = ref::to_be_bytes(fe_edges[e], 32);
      for (std::uint8_t mag : {std::uint8_t{0x00}, std::uint8_t{0x3f}}) {
        const Bytes operand = cat({mag}, v);
        write(root / "fast_secp256k1", "fe" + std::to_string(op) + "-" + std::to_string(e) + "-" + std::to_string(mag),
              cat(cat(cat({op}, operand), operand), tail));
      }
    }
    const Bytes raw = cat({0xbf}, Bytes(40, 0xff));
    write(root / "fast_secp256k1", "fe" + std::to_string(op) + "-raw", cat(cat(cat({op}, raw), raw), tail));
  }
  const std::vector<mpz_class> sc_edges{0, 1, K.n() - 1, K.n(), K.n() + 1, two256 - 1};
  for (std::uint8_t op = 14; op < 19; ++op) {
    for (std::size_t e = 0; e < sc_edges.size(); ++e) {
      const Bytes v = ref::to_be_bytes(sc_edges[e], 32);
      write(root / "fast_secp256k1", "sc" + std::to_string(op) + "-" + std::to_string(e), cat(cat(cat({op}, v), v), tail));
    }
  }
  // The 4×64 assembly kernels (operation 19): pairs of raw integers at the
  // top of the range, where the folds carry (2^256 − 1952 sets the final
  // fold's last carry against 2^256 − 1).
  const std::vector<mpz_class> asm_edges{0, 1, p - 1, p, two256 - 1952, two256 - 1};
  for (std::size_t e = 0; e < asm_edges.size(); ++e) {
    const Bytes v = ref::to_be_bytes(asm_edges[e], 32), top = ref::to_be_bytes(two256 - 1, 32);
    write(root / "fast_secp256k1", "asm19-" + std::to_string(e), cat(cat({19}, v), top));
  }
  // Fe64, the 4×64 field (operations 20 and 21): raw integers, ≥ p
  // included, each against 2^256 − 1 (with 2^256 − 1952, the carry above)
  // and against itself; then sqr_n's count, negate's m, mul_int's k (four
  // bytes) and cmov's flag: the largest ones against 2^256 − 1, small ones
  // against itself.
  const std::vector<mpz_class> fe64_edges{0, 1, p - 1, p, p + 1, two256 - 1952, two256 - 1};
  const Bytes fe64_tail_max{0x08, 0x1f, 0x7f, 0xff, 0xff, 0xff, 0x01}, fe64_tail_small{0x00, 0x01, 0x00, 0x00, 0x00, 0x03, 0x00};
  for (std::uint8_t op = 20; op < 22; ++op) {
    for (std::size_t e = 0; e < fe64_edges.size(); ++e) {
      const Bytes v = ref::to_be_bytes(fe64_edges[e], 32), top = ref::to_be_bytes(two256 - 1, 32);
      const std::string name = "fe64-" + std::to_string(op) + "-" + std::to_string(e);
      write(root / "fast_secp256k1", name, cat(cat(cat({op}, v), top), fe64_tail_max));
      write(root / "fast_secp256k1", name + "-same", cat(cat(cat({op}, v), v), fe64_tail_small));
    }
  }
  // fast_group: [op] [flags] k1 k2 [param] Z's. Every formula, group
  // operation and strategy on every pair kind (P = Q, P = −Q, O, the 0/0 slope, …),
  // the fields and the magnitude limits alternating, on two Z's that are
  // edges (1 and p − 1) and one that is not.
  {
    namespace fg = fuzz::fast_group;
    const std::size_t a_nonzero = fuzz::fast_formulas_a::formulas().size();
    const std::size_t ops =
        audit::fast_formulas_under_test().size() - a_nonzero + fg::kGroupOps + audit::fast_strategies_under_test().size();
    const Bytes k1 = ref::to_be_bytes(K.n() - 5, 32), k2 = ref::to_be_bytes(7, 32);
    const Bytes zs = cat(cat(ref::to_be_bytes(1, 32), ref::to_be_bytes(p - 1, 32)), ref::to_be_bytes(K.G().x.value(), 32));
    for (std::size_t op = 0; op < ops; ++op) {
      for (unsigned kind = 0; kind < fg::kPairKinds; ++kind) {
        const std::uint8_t flags = fg::flags((op + kind) % 2 == 1, kind % 4 >= 2, static_cast<fg::PairKind>(kind));
        const Bytes head{static_cast<std::uint8_t>(op), flags};
        write(root / "fast_group", "op" + std::to_string(op) + "-pair" + std::to_string(kind),
              cat(cat(cat(cat(head, k1), k2), {static_cast<std::uint8_t>(7 + kind)}), zs));
      }
    }
  }
  // fast_formulas_a: [op] [flags] k1 k2 Z's. Every a = −3 and generic-a
  // formula on every pair kind, on each curve of its families, P a multiple
  // of G and a point from a square root, the fields and the magnitude
  // limits alternating, on the same Z's.
  {
    namespace fa = fuzz::fast_formulas_a;
    const Bytes k1 = ref::to_be_bytes(K.n() - 5, 32), k2 = ref::to_be_bytes(7, 32);
    const Bytes zs = cat(cat(ref::to_be_bytes(1, 32), ref::to_be_bytes(p - 1, 32)), ref::to_be_bytes(K.G().x.value(), 32));
    for (std::size_t op = 0; op < fa::formulas().size(); ++op) {
      for (unsigned kind = 0; kind < fa::kPairKinds; ++kind) {
        for (const bool gen : {false, true}) {
          const bool odd = (op + kind) % 2 == 1;
          const std::uint8_t flags = fa::flags(odd, kind % 4 >= 2, static_cast<fa::PairKind>(kind), gen, odd);
          const Bytes head{static_cast<std::uint8_t>(op), flags};
          write(root / "fast_formulas_a", "op" + std::to_string(op) + "-pair" + std::to_string(kind) + (gen ? "-gen" : "-m3"),
                cat(cat(cat(head, k1), k2), zs));
        }
      }
    }
  }
  // The protocols' targets, from libsecp256k1's own signatures and keys.
  {
    namespace lib = oracles::libsecp256k1;
    auto s32 = [](const mpz_class& v) {
      lib::Scalar32 out{};
      const Bytes b = ref::to_be_bytes(v, 32);
      std::copy(b.begin(), b.end(), out.begin());
      return out;
    };
    auto bytes = [](const auto& a) { return Bytes(a.begin(), a.end()); };
    const mpz_class order = K.n();
    const std::vector<mpz_class> secrets{1, 2, order - 1, mpz_class("123456789abcdef0fedcba9876543210", 16) * 7919};
    for (std::size_t i = 0; i < secrets.size(); ++i) {
      const std::string tag = std::to_string(i);
      const lib::Scalar32 d = s32(secrets[i]), m = s32(mpz_class(0x5eed) * (i + 3) * order / 11 % order);
      const lib::Sig64 rs = lib::ecdsa_sign(d, m, std::nullopt).value();
      const Bytes der = lib::signature_serialize_der(rs).value();
      // protocols_der: [mode] ‖ octets (minimal DER only: the planted
      // control must find a redundant zero by itself).
      write(root / "protocols_der", "strict-" + tag, cat({0}, der));
      write(root / "protocols_der", "compact-" + tag, cat({2}, bytes(rs)));
      Bytes long_form = der;  // lax: the SEQUENCE length in long form
      long_form.insert(long_form.begin() + 1, 0x81);
      write(root / "protocols_der", "lax-" + tag, cat({1}, long_form));
      // protocols_verify: [flags] ‖ d ‖ m ‖ mask (64) ‖ key mask
      for (const int f : {0, 1, 2, 4, 8}) {
        const auto flags = static_cast<std::uint8_t>(f);
        write(root / "protocols_verify", "f" + std::to_string(flags) + "-" + tag,
              cat(cat(cat({flags}, bytes(d)), bytes(m)), Bytes(64, 0)));
      }
      Bytes mask(64, 0);
      mask[63] = 1;
      write(root / "protocols_verify", "s-bit-" + tag, cat(cat(cat({0}, bytes(d)), bytes(m)), mask));
      // protocols_keys: [op] ‖ a ‖ b ‖ rest
      const Bytes P = lib::pubkey_parse_serialize(lib::pubkey_create(d).value(), true).value();
      const Bytes minus_P = lib::pubkey_parse_serialize(lib::pubkey_negate(P).value(), true).value();
      const lib::Scalar32 t = s32(order - secrets[i]);
      const lib::KeyPair kp = lib::keypair_create(d).value();
      const Bytes tweaked = lib::xonly_pubkey_tweak_add(bytes(kp.xonly), m).value();
      const lib::XOnly tx = lib::xonly_pubkey_from_pubkey(tweaked).value();
      write(root / "protocols_keys", "ecdh-" + tag, cat(cat(cat({0}, bytes(d)), bytes(m)), P));
      write(root / "protocols_keys", "secret-" + tag, cat(cat({1}, bytes(d)), bytes(t)));
      write(root / "protocols_keys", "public-" + tag, cat(cat(cat({2}, bytes(d)), bytes(t)), P));
      write(root / "protocols_keys", "xonly-" + tag,
            cat(cat(cat({static_cast<std::uint8_t>(3 | (tx.parity << 3))}, bytes(tx.x)), bytes(m)), bytes(kp.xonly)));
      write(root / "protocols_keys", "keypair-" + tag, cat(cat({4}, bytes(d)), bytes(m)));
      write(root / "protocols_keys", "combine-" + tag, cat(cat(cat(cat({5}, bytes(d)), bytes(m)), P), minus_P));
    }
  }
  std::printf("seeds written under %s\n", argv[1]);
  return 0;
}
