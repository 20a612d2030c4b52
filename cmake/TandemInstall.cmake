# Install rules, an exported CMake package (find_package(tandem)) and a
# pkg-config file (pkg-config tandem).
include(CMakePackageConfigHelpers)

# prime_instances.hpp stays in the tree: it declares what tandem_fast_instances
# holds, a library of the build, not installed (fast/ is header-only).
install(DIRECTORY spec/include/ hash/include/ ref/include/ fast/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  PATTERN prime_instances.hpp EXCLUDE)
install(TARGETS tandem_spec tandem_hash tandem_ref tandem_fast tandem_all EXPORT tandemTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT tandemTargets NAMESPACE tandem:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tandem)

configure_package_config_file(cmake/tandemConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/tandemConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tandem)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/tandemConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tandemConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/tandemConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/tandem)

configure_file(cmake/tandem.pc.in ${CMAKE_CURRENT_BINARY_DIR}/tandem.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tandem.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# fast/ alone is header-only and needs no GMP: a pkg-config file of its own.
configure_file(cmake/tandem-fast.pc.in ${CMAKE_CURRENT_BINARY_DIR}/tandem-fast.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/tandem-fast.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
