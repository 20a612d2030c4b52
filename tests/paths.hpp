// Where the tests find the tree's own files and the shared test vectors.
// The folders are compiled into one file (paths.cpp), not handed to every
// test file as definitions: a definition holding the clone's absolute path
// made every test file's compile command differ from one clone to the next,
// so ccache could reuse none of them (docs/design-notes.md).
#pragma once

namespace tandem::test {

/// The source tree (the folder holding CMakeLists.txt).
const char* source_dir();
/// The shared/ folder with vectors/ (TANDEM_SHARED_DIR at configure time).
const char* shared_dir();

}  // namespace tandem::test

#define TANDEM_SOURCE_DIR (::tandem::test::source_dir())
#define TANDEM_SHARED_DIR (::tandem::test::shared_dir())
