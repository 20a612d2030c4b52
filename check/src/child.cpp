#include "tandem/check/child.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "tandem/check/serve.hpp"

namespace tandem::check {

namespace {

using Clock = std::chrono::steady_clock;

/// Writes all of `s`; false when the child has gone.
bool write_all(int fd, const std::string& s) {
  std::size_t done = 0;
  while (done < s.size()) {
    const ssize_t w = ::write(fd, s.data() + done, s.size() - done);
    if (w < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    done += static_cast<std::size_t>(w);
  }
  return true;
}

constexpr std::size_t kMaxLine = 1 << 16;

}  // namespace

bool Child::spawn(std::string& why) {
  // Four pipes: the program's standard input and output, and its own
  // channel, file descriptors 3 (its replies) and 4 (the requests). All are
  // close-on-exec here; dup2 clears the flag on the child's copies.
  int down[2], up[2], own_up[2], own_down[2];
  if (pipe2(down, O_CLOEXEC) != 0 || pipe2(up, O_CLOEXEC) != 0 || pipe2(own_up, O_CLOEXEC) != 0 ||
      pipe2(own_down, O_CLOEXEC) != 0) {
    why = std::string("pipe: ") + std::strerror(errno);
    return false;
  }
  std::fflush(nullptr);
  const pid_t pid = fork();
  if (pid < 0) {
    why = std::string("fork: ") + std::strerror(errno);
    return false;
  }
  if (pid == 0) {
    // Moved above 9 first, so that no dup2 overwrites a pipe still to be
    // placed (the pipes themselves may be 3 or 4).
    const int from_parent = fcntl(down[0], F_DUPFD_CLOEXEC, 10), to_parent = fcntl(up[1], F_DUPFD_CLOEXEC, 10);
    const int own_to_parent = fcntl(own_up[1], F_DUPFD_CLOEXEC, 10);
    const int own_from_parent = fcntl(own_down[0], F_DUPFD_CLOEXEC, 10);
    dup2(from_parent, 0);
    dup2(to_parent, 1);
    dup2(own_to_parent, 3);
    dup2(own_from_parent, 4);
    if (!target_.exec.empty()) {
      setenv("TANDEM_CHECK_FD", "3", 1);
      setenv("TANDEM_CHECK_IN_FD", "4", 1);
      execl("/bin/sh", "sh", "-c", target_.exec.c_str(), static_cast<char*>(nullptr));
      std::fprintf(stderr, "tandem check: cannot run /bin/sh: %s\n", std::strerror(errno));
      _exit(127);
    }
    std::string bad;
    const tandem_check_impl* impl = load_library(target_.lib, bad);
    if (impl == nullptr) {
      std::fprintf(stderr, "tandem check: %s\n", bad.c_str());
      _exit(2);
    }
    // A library is served on its own channel: what it prints to standard
    // output cannot break the protocol.
    std::FILE* in = fdopen(4, "r");
    std::FILE* out = fdopen(3, "w");
    _exit(serve(*impl, in, out, stderr));
  }
  close(down[0]);
  close(up[1]);
  close(own_up[1]);
  close(own_down[0]);
  to_child_ = down[1];
  from_child_ = up[0];
  own_from_child_ = own_up[0];
  own_to_child_ = own_down[1];
  pid_ = pid;
  channel_ = Channel::unknown;
  pending_.clear();
  own_pending_.clear();
  held_.reset();
  return true;
}

void Child::stop() {
  for (int* fd : {&to_child_, &from_child_, &own_to_child_, &own_from_child_}) {
    if (*fd >= 0) close(*fd);
    *fd = -1;
  }
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
  }
  pid_ = -1;
}

std::string Child::death() {
  if (pid_ <= 0) return "ended";
  int status = 0;
  // Give a child that closed its output a moment to exit.
  pid_t r = 0;
  for (int i = 0; i < 100 && (r = waitpid(pid_, &status, WNOHANG)) == 0; ++i) usleep(10000);
  if (r == 0) return "closed its output";
  pid_ = -1;
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* name = sigabbrev_np(sig);
    return std::string("crashed (signal ") + std::to_string(sig) + (name != nullptr ? std::string(", SIG") + name : "") +
           ")";
  }
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  return "ended";
}

namespace {

/// The first line of `buf`, taken out of it, if it holds a whole one.
std::optional<std::string> take_line(std::string& buf) {
  const std::size_t nl = buf.find('\n');
  if (nl == std::string::npos) return std::nullopt;
  std::string line = buf.substr(0, nl);
  buf.erase(0, nl + 1);
  return line;
}

}  // namespace

void Child::choose(Channel c) {
  channel_ = c;
  held_.reset();
  if (c == Channel::stdio) {
    // The program's own channel goes unused.
    for (int* fd : {&own_to_child_, &own_from_child_}) {
      if (*fd >= 0) close(*fd);
      *fd = -1;
    }
  }
  if (c == Channel::own) pending_.clear();  // standard output is drained from now on
}

std::optional<std::string> Child::read_line(std::string& why) {
  const Clock::time_point deadline = Clock::now() + timeout_;
  for (;;) {
    // A whole line on the channel the protocol runs on. Until the handshake
    // has chosen one: a line on file descriptor 3 chooses it; a handshake
    // line on standard output chooses that; any other line on standard
    // output is held, and is the answer only if nothing follows on 3.
    if (channel_ != Channel::stdio) {
      if (std::optional<std::string> line = take_line(own_pending_)) {
        if (channel_ == Channel::unknown) choose(Channel::own);
        return line;
      }
    }
    if (channel_ != Channel::own) {
      if (std::optional<std::string> line = take_line(pending_)) {
        if (channel_ == Channel::stdio) return line;
        if (line->rfind("tandem-check", 0) == 0) {
          choose(Channel::stdio);
          return line;
        }
        if (!held_) held_ = *line;
        continue;
      }
    }
    if (pending_.size() > kMaxLine || own_pending_.size() > kMaxLine) {
      why = "wrote a line longer than " + std::to_string(kMaxLine) + " octets";
      return std::nullopt;
    }
    const bool stdout_open = from_child_ >= 0, own_open = own_from_child_ >= 0;
    const bool channel_open = channel_ == Channel::stdio ? stdout_open
                              : channel_ == Channel::own ? own_open
                                                         : stdout_open || own_open;
    if (!channel_open) {
      if (channel_ == Channel::unknown && held_) return std::exchange(held_, std::nullopt);
      why = death();
      return std::nullopt;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      if (channel_ == Channel::unknown && held_) return std::exchange(held_, std::nullopt);
      why = "timed out after " + std::to_string(timeout_.count()) + " ms";
      return std::nullopt;
    }
    pollfd p[2] = {{from_child_, POLLIN, 0}, {own_from_child_, POLLIN, 0}};  // a negative fd is skipped
    const int n = poll(p, 2, static_cast<int>(left.count()));
    if (n < 0) {
      if (errno == EINTR) continue;
      why = std::string("poll: ") + std::strerror(errno);
      return std::nullopt;
    }
    for (int i = 0; i < 2; ++i) {
      if (p[i].fd < 0 || (p[i].revents & (POLLIN | POLLHUP | POLLERR)) == 0) continue;
      int& fd = i == 0 ? from_child_ : own_from_child_;
      char buf[4096];
      const ssize_t got = ::read(fd, buf, sizeof buf);
      if (got < 0) {
        if (errno == EINTR) continue;
        why = std::string("read: ") + std::strerror(errno);
        return std::nullopt;
      }
      if (got == 0) {
        close(fd);
        fd = -1;
        continue;
      }
      // What a program on its own channel prints to standard output is
      // read and dropped, so that it never blocks on a full pipe.
      if (i == 0 && channel_ == Channel::own) continue;
      (i == 0 ? pending_ : own_pending_).append(buf, static_cast<std::size_t>(got));
    }
  }
}

std::optional<Capabilities> Child::start(std::string& why) {
  stop();
  if (!spawn(why)) return std::nullopt;
  Capabilities caps;
  for (;;) {
    std::string bad;
    const std::optional<std::string> line = read_line(bad);
    if (!line) {
      why = "during the handshake the implementation " + bad;
      stop();
      return std::nullopt;
    }
    const std::optional<bool> done = read_handshake_line(*line, caps, why);
    if (!done) {
      stop();
      return std::nullopt;
    }
    if (*done) return caps;
  }
}

Outcome Child::call(const Request& r) {
  ++calls_;
  Outcome o;
  if (pid_ <= 0) {
    std::string why;
    ++restarts_;
    if (!start(why)) {
      o.failure = "could not be started again: " + why;
      return o;
    }
  }
  // A child that died between calls makes the write fail (SIGPIPE is
  // ignored by the command); the read then says how it ended.
  signal(SIGPIPE, SIG_IGN);
  if (!write_all(channel_ == Channel::own ? own_to_child_ : to_child_, r.line() + "\n")) {
    std::string why;
    o.failure = death();
    stop();
    return o;
  }
  std::string why;
  const std::optional<std::string> line = read_line(why);
  if (!line) {
    o.failure = why;
    stop();
    return o;
  }
  o.reply = parse_reply(*line);
  if (!o.reply) {
    o.failure = "replied with garbage: '" + line->substr(0, 80) + "'";
    stop();  // the stream may be out of step: start afresh
  }
  return o;
}

std::vector<Outcome> Child::call_many(const std::vector<Request>& rs) {
  std::vector<Outcome> out(rs.size());
  std::vector<std::string> lines;
  lines.reserve(rs.size());
  for (const Request& r : rs) lines.push_back(r.line() + "\n");
  signal(SIGPIPE, SIG_IGN);
  std::size_t answered = 0;
  while (answered < rs.size()) {
    if (pid_ <= 0) {
      std::string why;
      ++restarts_;
      if (!start(why)) {
        for (; answered < rs.size(); ++answered) out[answered].failure = "could not be started again: " + why;
        break;
      }
    }
    // Requests answered..sent-1 are in flight; `bytes` is their length.
    std::size_t sent = answered, bytes = 0;
    for (;;) {
      while (sent < rs.size() && sent - answered < kWindow &&
             (sent == answered || bytes + lines[sent].size() <= kWindowBytes)) {
        ++calls_;
        // A child that died fails the write; the read below says how it
        // ended, after the answers it gave before.
        if (!write_all(channel_ == Channel::own ? own_to_child_ : to_child_, lines[sent])) break;
        bytes += lines[sent++].size();
      }
      Outcome& o = out[answered];
      std::string why;
      const std::optional<std::string> line = read_line(why);
      if (!line) {
        o.failure = why;
        stop();
        ++answered;
        break;
      }
      o.reply = parse_reply(*line);
      bytes -= lines[answered].size();
      ++answered;
      if (!o.reply) {
        o.failure = "replied with garbage: '" + line->substr(0, 80) + "'";
        stop();  // the stream may be out of step: start afresh
        break;
      }
      if (answered == rs.size()) break;
    }
  }
  return out;
}

}  // namespace tandem::check
