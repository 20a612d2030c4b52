#include "paths.hpp"

namespace tandem::test {

const char* source_dir() { return TANDEM_TEST_SOURCE_DIR; }
const char* shared_dir() { return TANDEM_TEST_SHARED_DIR; }

}  // namespace tandem::test
