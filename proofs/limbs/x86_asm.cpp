#include "tandem/proofs/limbs/x86_asm.hpp"

#include <cctype>
#include <optional>
#include <stdexcept>

namespace tandem::proofs::limbs {

namespace {

[[noreturn]] void refuse(std::size_t line, const std::string& text, const std::string& why) {
  throw std::invalid_argument("tandem::proofs::limbs::run_x86: line " + std::to_string(line) + " \"" + text +
                              "\": " + why);
}

std::string trim(const std::string& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b])) != 0) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])) != 0) --e;
  return s.substr(b, e - b);
}

/// Operands separated by commas outside parentheses.
std::vector<std::string> operands(const std::string& rest) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  for (const char ch : rest) {
    if (ch == '(') ++depth;
    if (ch == ')') --depth;
    if (ch == ',' && depth == 0) {
      out.push_back(trim(cur));
      cur.clear();
    } else {
      cur += ch;
    }
  }
  if (!trim(cur).empty()) out.push_back(trim(cur));
  return out;
}

enum class Kind { reg, reg32, imm, mem };

struct Operand {
  Kind kind;
  std::string name;  ///< register or pointer name
  mpz_class value;   ///< immediate
  std::size_t word = 0;
};

std::optional<Operand> parse_operand(const std::string& s) {
  auto bracketed = [](const std::string& t, std::size_t from) -> std::optional<std::string> {
    if (t.size() < from + 2 || t[from] != '[' || t.back() != ']') return std::nullopt;
    const std::string name = t.substr(from + 1, t.size() - from - 2);
    if (name.empty()) return std::nullopt;
    for (const char c : name) {
      if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_') return std::nullopt;
    }
    return name;
  };
  if (s.rfind("%%", 0) == 0) {
    const std::string name = s.substr(2);
    if (name.empty()) return std::nullopt;
    for (const char c : name) {
      if (std::isalnum(static_cast<unsigned char>(c)) == 0) return std::nullopt;
    }
    return Operand{Kind::reg, name, 0, 0};
  }
  if (s.rfind("%k", 0) == 0) {
    if (auto n = bracketed(s, 2)) return Operand{Kind::reg32, *n, 0, 0};
    return std::nullopt;
  }
  if (s.rfind("%[", 0) == 0) {
    if (auto n = bracketed(s, 1)) return Operand{Kind::reg, *n, 0, 0};
    return std::nullopt;
  }
  if (s.rfind('$', 0) == 0) {
    mpz_class v;
    const std::string digits = s.substr(1);
    const bool hex = digits.rfind("0x", 0) == 0 || digits.rfind("0X", 0) == 0;
    if (v.set_str(hex ? digits.substr(2) : digits, hex ? 16 : 10) != 0 || v < 0) return std::nullopt;
    return Operand{Kind::imm, "", v, 0};
  }
  const std::size_t open = s.find('(');
  if (open != std::string::npos && s.back() == ')') {
    const std::string offset = s.substr(0, open);
    if (offset.empty() || offset.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    const unsigned long n = std::stoul(offset);
    if (n % 8 != 0) return std::nullopt;
    const std::string inner = s.substr(open + 1, s.size() - open - 2);
    if (inner.rfind("%[", 0) != 0) return std::nullopt;
    if (auto p = bracketed(inner, 1)) return Operand{Kind::mem, *p, 0, n / 8};
  }
  return std::nullopt;
}

struct Machine {
  Trace& t;
  const std::map<std::string, std::vector<SymValue>>& memory;
  std::map<std::string, SymValue> regs;
  std::optional<SymValue> cf = std::nullopt;
  std::optional<SymValue> of = std::nullopt;
  std::size_t line = 0;
  std::string text;

  [[noreturn]] void fail(const std::string& why) const { refuse(line, text, why); }

  SymValue read(const Operand& o) {
    switch (o.kind) {
      case Kind::imm:
        if (o.value >= (mpz_class(1) << 32)) fail("immediate beyond 32 bits outside movabsq");
        return t.constant(o.value);
      case Kind::mem: {
        const auto it = memory.find(o.name);
        if (it == memory.end()) fail("no input array " + o.name);
        if (o.word >= it->second.size()) fail("word " + std::to_string(o.word) + " outside " + o.name);
        return it->second[o.word];
      }
      case Kind::reg: {
        if (memory.count(o.name) != 0) fail(o.name + " is a pointer, read as a value");
        const auto it = regs.find(o.name);
        if (it == regs.end()) fail("reads " + o.name + " before it is written");
        return it->second;
      }
      case Kind::reg32:
        fail("32-bit register read");
    }
    fail("unknown operand");
  }

  void write(const Operand& o, SymValue v) {
    if (o.kind != Kind::reg) fail("destination is not a 64-bit register");
    if (memory.count(o.name) != 0) fail("writes the pointer " + o.name);
    regs.insert_or_assign(o.name, std::move(v));
  }

  /// x + y + c split at bit 64: the register's value and the carry.
  std::pair<SymValue, SymValue> add3(const SymValue& x, const SymValue& y, const SymValue& c) {
    const SymValue s = t.add(t.add(x, y, 128), c, 128);
    return {t.low(s, 64), t.high(s, 64)};
  }

  SymValue flag(const std::optional<SymValue>& f, const char* which) const {
    if (!f) fail(std::string("reads ") + which + " while it is undefined");
    return *f;
  }

  void step(const std::string& mnemonic, const std::vector<Operand>& ops) {
    auto want = [&](std::size_t n) {
      if (ops.size() != n) fail(mnemonic + " takes " + std::to_string(n) + " operands");
    };
    if (mnemonic == "movq") {
      want(2);
      if (ops[0].kind == Kind::imm) fail("movq of an immediate");
      write(ops[1], read(ops[0]));
    } else if (mnemonic == "movabsq") {
      want(2);
      if (ops[0].kind != Kind::imm || ops[0].value >= (mpz_class(1) << 64)) fail("movabsq wants a 64-bit immediate");
      write(ops[1], t.constant(ops[0].value));
    } else if (mnemonic == "movl") {
      want(2);
      if (ops[0].kind != Kind::imm || ops[1].kind != Kind::reg32) fail("movl wants $c, %k[reg]");
      const SymValue v = read(ops[0]);
      write(Operand{Kind::reg, ops[1].name, 0, 0}, v);
    } else if (mnemonic == "xorl") {
      want(2);
      if (ops[0].kind != Kind::reg32 || ops[1].kind != Kind::reg32 || ops[0].name != ops[1].name) {
        fail("xorl only as the zeroing idiom %k[r], %k[r]");
      }
      write(Operand{Kind::reg, ops[1].name, 0, 0}, t.constant(0));
      cf = t.constant(0);
      of = t.constant(0);
    } else if (mnemonic == "mulxq") {
      want(3);
      if (ops[1].kind != Kind::reg || ops[2].kind != Kind::reg || ops[1].name == ops[2].name) {
        fail("mulxq wants two distinct destination registers");
      }
      const auto rdx = regs.find("rdx");
      if (rdx == regs.end()) fail("mulxq before rdx is written");
      const SymValue p = t.mul(read(ops[0]), rdx->second, 128);
      const SymValue lo = t.low(p, 64), hi = t.high(p, 64);
      write(ops[1], lo);
      write(ops[2], hi);
    } else if (mnemonic == "addq" || mnemonic == "adcq" || mnemonic == "adcxq" || mnemonic == "adoxq") {
      want(2);
      const bool uses_of = mnemonic == "adoxq";
      SymValue in = t.constant(0);
      if (mnemonic != "addq") in = uses_of ? flag(of, "OF") : flag(cf, "CF");
      auto [r, c] = add3(read(ops[1]), read(ops[0]), in);
      write(ops[1], std::move(r));
      if (uses_of) {
        of = std::move(c);
      } else {
        cf = std::move(c);
        if (mnemonic == "addq" || mnemonic == "adcq") of.reset();  // OF is signed overflow there
      }
    } else if (mnemonic == "cmovcq" || mnemonic == "cmovoq") {
      want(2);
      const SymValue bit = mnemonic == "cmovcq" ? flag(cf, "CF") : flag(of, "OF");
      write(ops[1], t.select(bit, read(ops[0]), read(ops[1])));
    } else {
      fail("instruction not modelled");
    }
  }
};

}  // namespace

std::vector<std::string> x86_lines(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == '\n' || text[i] == ';') {
      const std::string line = trim(cur);
      if (!line.empty()) out.push_back(line);
      cur.clear();
    } else {
      cur += text[i];
    }
  }
  return out;
}

std::map<std::string, SymValue> run_x86(Trace& trace, const std::string& text,
                                        const std::map<std::string, std::vector<SymValue>>& memory,
                                        const std::map<std::string, SymValue>& registers) {
  for (const auto& [name, value] : registers) {
    if (memory.count(name) != 0) refuse(0, name, "a register input has the name of an input array");
  }
  Machine m{trace, memory, registers, std::nullopt, std::nullopt, 0, ""};
  const std::vector<std::string> lines = x86_lines(text);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    m.line = i + 1;
    m.text = lines[i];
    trace.at("line " + std::to_string(i + 1) + " `" + lines[i] + "`");
    const std::size_t sp = lines[i].find_first_of(" \t");
    const std::string mnemonic = lines[i].substr(0, sp);
    std::vector<Operand> ops;
    if (sp != std::string::npos) {
      for (const std::string& s : operands(lines[i].substr(sp + 1))) {
        const std::optional<Operand> o = parse_operand(s);
        if (!o) m.fail("operand \"" + s + "\" not understood");
        ops.push_back(*o);
      }
    }
    m.step(mnemonic, ops);
  }
  return m.regs;
}

}  // namespace tandem::proofs::limbs
