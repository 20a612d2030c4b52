# The protocols against external data and the trusted peers: the published
# vectors (Wycheproof, Botan, noble-curves, BIP 340) through ref and fast,
# fast against libsecp256k1, and ref against OpenSSL on the other curves.
tandem_test(protocols_vectors_test
  vectors/wycheproof_test.cpp
  vectors/botan_ecdh_test.cpp
  vectors/loaders.cpp
  LIBS tandem_ref tandem_fast tandem_fast_instances)

tandem_test(protocols_fast_vectors_test
  vectors/noble_keys_test.cpp
  vectors/fast_signing_vectors_test.cpp
  vectors/loaders.cpp
  LIBS tandem_ref tandem_fast)

tandem_test(protocols_diff_libsecp256k1_test
  protocols/diff_ecdsa_test.cpp
  protocols/diff_keys_test.cpp
  protocols/diff_schnorr_test.cpp
  LIBS tandem_ref tandem_fast tandem_oracles)

tandem_test(protocols_diff_openssl_test
  protocols/diff_openssl_test.cpp
  LIBS tandem_ref tandem_oracles)
