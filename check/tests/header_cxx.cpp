// check.h compiles as C++ with -Wall -Wextra -Werror -pedantic (CMake
// builds this file; a warning fails the build).
#include "tandem/check.h"

namespace {
const tandem_check_curve kCurves[1] = {{"P-256", 1U << TANDEM_CHECK_MUL_GEN, 0U, 0U}};
}  // namespace

extern "C" const tandem_check_impl* tandem_check_header_cxx_table();
extern "C" const tandem_check_impl* tandem_check_header_cxx_table() {
  static tandem_check_impl table{};
  table.abi_version = TANDEM_CHECK_ABI_VERSION;
  table.name = "header-cxx";
  table.version = "1";
  table.curves = kCurves;
  table.curve_count = 1;
  return &table;
}
