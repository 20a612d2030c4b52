#include "tandem/check/child.hpp"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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
  int down[2], up[2];
  if (pipe(down) != 0 || pipe(up) != 0) {
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
    // The child: its standard input and output are the pipes.
    dup2(down[0], 0);
    dup2(up[1], 1);
    close(down[0]);
    close(down[1]);
    close(up[0]);
    close(up[1]);
    if (!target_.exec.empty()) {
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
    std::FILE* in = fdopen(0, "r");
    std::FILE* out = fdopen(1, "w");
    _exit(serve(*impl, in, out, stderr));
  }
  close(down[0]);
  close(up[1]);
  to_child_ = down[1];
  from_child_ = up[0];
  pid_ = pid;
  pending_.clear();
  return true;
}

void Child::stop() {
  if (to_child_ >= 0) close(to_child_);
  if (from_child_ >= 0) close(from_child_);
  to_child_ = from_child_ = -1;
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

std::optional<std::string> Child::read_line(std::string& why) {
  const Clock::time_point deadline = Clock::now() + timeout_;
  for (;;) {
    const std::size_t nl = pending_.find('\n');
    if (nl != std::string::npos) {
      std::string line = pending_.substr(0, nl);
      pending_.erase(0, nl + 1);
      return line;
    }
    if (pending_.size() > kMaxLine) {
      why = "wrote a line longer than " + std::to_string(kMaxLine) + " octets";
      return std::nullopt;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) {
      why = "timed out after " + std::to_string(timeout_.count()) + " ms";
      return std::nullopt;
    }
    pollfd p{from_child_, POLLIN, 0};
    const int n = poll(&p, 1, static_cast<int>(left.count()));
    if (n < 0) {
      if (errno == EINTR) continue;
      why = std::string("poll: ") + std::strerror(errno);
      return std::nullopt;
    }
    if (n == 0) continue;
    char buf[4096];
    const ssize_t got = ::read(from_child_, buf, sizeof buf);
    if (got < 0) {
      if (errno == EINTR) continue;
      why = std::string("read: ") + std::strerror(errno);
      return std::nullopt;
    }
    if (got == 0) {
      why = death();
      return std::nullopt;
    }
    pending_.append(buf, static_cast<std::size_t>(got));
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
  if (!write_all(to_child_, r.line() + "\n")) {
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

}  // namespace tandem::check
