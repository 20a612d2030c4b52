// A value or the Error that prevented it. C++20 has no std::expected; this is
// the small part of it tandem needs. Reading the value of an error result
// throws std::logic_error: it is a caller's bug, never undefined behaviour.
#pragma once

#include <stdexcept>
#include <string>
#include <utility>
#include <variant>

#include "tandem/spec/errors.hpp"

namespace tandem {

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
  Result(Error error) : v_(std::in_place_index<1>, error) {}         // NOLINT: implicit by design

  [[nodiscard]] bool ok() const { return v_.index() == 0; }
  explicit operator bool() const { return ok(); }

  [[nodiscard]] const T& value() const& {
    if (!ok()) throw std::logic_error("tandem: value() of an error result: " + std::string(error_name(error())));
    return std::get<0>(v_);
  }
  [[nodiscard]] T&& value() && {
    if (!ok()) throw std::logic_error("tandem: value() of an error result: " + std::string(error_name(error())));
    return std::get<0>(std::move(v_));
  }
  const T& operator*() const& { return value(); }
  const T* operator->() const { return &value(); }

  /// The error; std::logic_error if the result holds a value.
  [[nodiscard]] Error error() const {
    if (ok()) throw std::logic_error("tandem: error() of a successful result");
    return std::get<1>(v_);
  }

 private:
  std::variant<T, Error> v_;
};

/// What a verification returns: Valid, or the Error that says why the
/// signature (or tweaked key) was rejected.
struct Valid {
  friend bool operator==(Valid, Valid) = default;
};
using Verdict = Result<Valid>;

}  // namespace tandem
