// One curve's instances of fast/'s entry points (prime_instances.hpp),
// the curve named by TANDEM_FAST_INSTANCE_CURVE: fast/CMakeLists.txt
// compiles this file once per curve, so that the fourteen compile side by
// side and a change to one curve's code recompiles one object.
#define TANDEM_FAST_PRIME_INSTANCES_DEFINE
#include "tandem/fast/prime_instances.hpp"

#ifndef TANDEM_FAST_INSTANCE_CURVE
#error "prime_instances.cpp: compile with -DTANDEM_FAST_INSTANCE_CURVE=<a curve of group/prime_curves.hpp>"
#endif

TANDEM_FAST_PRIME_INSTANCES(, tandem::fast::TANDEM_FAST_INSTANCE_CURVE);
