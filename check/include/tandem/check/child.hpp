// The implementation under check, in a child process spoken to through the
// line protocol: a library (--lib: the child loads it and serves its table)
// or any program (--exec: `sh -c PROG`). The protocol runs on the program's
// standard input and output, or on its own channel: file descriptor 3 for
// its lines and 4 for the requests (TANDEM_CHECK_FD and TANDEM_CHECK_IN_FD
// name them), chosen by where the handshake comes; a library is always
// served on its own channel, so that what it prints cannot break it. A
// crash, an abort, an exit, a hang past the time limit or a line that is
// not a reply is that call's failure; the child is then killed and started
// again for the next call, so the check goes on and its report comes out.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

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
  /// Many requests, pipelined: several are written before their answers
  /// are read (a window of up to kWindow requests and kWindowBytes octets),
  /// so that a round trip per request does not bound the throughput. The
  /// outcomes are in order, each as call() would give it: the time limit
  /// runs for each answer from the one before, and after a failure the
  /// child is started again for the requests that follow.
  std::vector<Outcome> call_many(const std::vector<Request>& rs);
  static constexpr std::size_t kWindow = 32;
  static constexpr std::size_t kWindowBytes = 32 * 1024;
  /// Calls made, and children started, so far.
  [[nodiscard]] std::size_t calls() const { return calls_; }
  [[nodiscard]] std::size_t restarts() const { return restarts_; }

 private:
  bool spawn(std::string& why);
  void stop();
  /// A line from the child within the time limit; nullopt with `why` set.
  std::optional<std::string> read_line(std::string& why);
  std::string death();  ///< why the child ended, after it did
  enum class Channel { unknown, stdio, own };
  void choose(Channel c);

  Target target_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_child_ = -1;
  int from_child_ = -1;
  int own_to_child_ = -1;    ///< the program's file descriptor 4
  int own_from_child_ = -1;  ///< its file descriptor 3
  Channel channel_ = Channel::unknown;
  std::string pending_;      ///< read from its standard output
  std::string own_pending_;  ///< read from its descriptor 3
  std::optional<std::string> held_;  ///< a line on standard output before the handshake chose
  std::size_t calls_ = 0;
  std::size_t restarts_ = 0;
};

}  // namespace tandem::check
