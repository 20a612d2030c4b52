// The implementation under check, in a child process spoken to through the
// line protocol: a library (--lib: the child loads it and serves its table)
// or any program (--exec: `sh -c PROG`). A crash, an abort, an exit, a hang
// past the time limit or a line that is not a reply is that call's failure;
// the child is then killed and started again for the next call, so the
// check goes on and its report comes out.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>

#include "tandem/check/protocol.hpp"

namespace tandem::check {

struct Target {
  std::string lib;   ///< a shared library's path, or empty
  std::string exec;  ///< a shell command, or empty
  [[nodiscard]] std::string describe() const { return lib.empty() ? "--exec '" + exec + "'" : "--lib " + lib; }
};

/// One call's outcome: a reply, or the failure that stood in its place.
struct Outcome {
  std::optional<Reply> reply;
  std::string failure;  ///< "crashed (signal 11)", "timed out after 10 s", ...
};

class Child {
 public:
  Child(Target target, std::chrono::milliseconds timeout) : target_(std::move(target)), timeout_(timeout) {}
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;
  ~Child() { stop(); }

  /// Starts the child and reads its handshake; nullopt with `why` when it
  /// could not be started or its handshake is not the protocol's.
  std::optional<Capabilities> start(std::string& why);
  /// One request; starts the child again first if the last call killed it.
  Outcome call(const Request& r);
  /// Calls made, and children started, so far.
  [[nodiscard]] std::size_t calls() const { return calls_; }
  [[nodiscard]] std::size_t restarts() const { return restarts_; }

 private:
  bool spawn(std::string& why);
  void stop();
  /// A line from the child within the time limit; nullopt with `why` set.
  std::optional<std::string> read_line(std::string& why);
  std::string death();  ///< why the child ended, after it did

  Target target_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  std::string pending_;
  std::size_t calls_ = 0;
  std::size_t restarts_ = 0;
};

}  // namespace tandem::check
