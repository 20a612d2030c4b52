# ref's protocols: the external signing vectors, and the properties, edge
# cases and exhaustive checks of tests/protocols/ref_protocols_test.cpp.
tandem_test(protocols_ref_test
  protocols/ref_vectors_test.cpp
  protocols/ref_protocols_test.cpp
  vectors/loaders.cpp
  LIBS tandem_ref)
