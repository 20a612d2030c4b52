/* check.h compiles as C99 with -Wall -Wextra -Werror -pedantic (CMake builds
   this file; a warning fails the build). A table with every pointer NULL. */
#include "tandem/check.h"

static const tandem_check_curve curves[1] = {{"P-256", 0u, TANDEM_CHECK_POLICY_SCALAR_ZERO, TANDEM_CHECK_HASH_SHA256}};
static const tandem_check_impl table = {TANDEM_CHECK_ABI_VERSION, "header-c", "1", curves, 1,
                                        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                        0, 0, 0, 0, 0};

const tandem_check_impl *tandem_check_header_c_table(void);
const tandem_check_impl *tandem_check_header_c_table(void) { return &table; }
