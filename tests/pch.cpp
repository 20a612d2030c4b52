// The translation unit that builds the test executables' precompiled header
// (tests/CMakeLists.txt: tandem_test_pch): GoogleTest, RapidCheck, GMP's C++
// interface and the standard headers the tests include, parsed once instead
// of once per test file.
