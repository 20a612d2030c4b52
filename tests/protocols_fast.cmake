# fast/'s protocols (secp256k1): self-consistency, libsecp256k1 0.2.0's
# public API as a peer, the BIP 340 vectors, and ref/ on the same inputs.
tandem_test(protocols_fast_test
  protocols/fast_ecdsa_test.cpp
  protocols/fast_schnorr_test.cpp
  LIBS tandem_fast PkgConfig::SECP256K1)

# fast/ against ref/: the same outputs and the same Errors, operation by
# operation, on random and edge inputs.
tandem_test(protocols_fast_vs_ref_test
  protocols/fast_vs_ref_test.cpp
  LIBS tandem_fast tandem_ref)
