// A symbolic interpreter for the x86-64 instruction texts of fast/'s
// assembly kernels (field_4x64_asm.hpp): it reads the very string the
// compiler assembles — GNU inline-asm template syntax, AT&T operand order —
// and executes it on the limb prover's symbolic values (Trace), so that the
// algebra and the ranges of the assembly are checked the way the limb code's
// are.
//
// Registers hold 64-bit values; every addition's result is split at bit 64
// into the register (the low part) and the carry flag (the high part, one
// fresh variable unless the intervals show it is 0), so a carry that the
// text drops stays in the algebra, where only a proof that it is always 0
// (Z3, under the trace's constraints) removes it. mulx splits the 128-bit
// product the same way.
//
// The instructions (q: 64-bit, l: 32-bit, zero-extending):
//   movq M, R        R = the word at M        movabsq $c, R   R = c
//   movl $c, %k[R]   R = c, flags untouched
//   xorl %k[R], %k[R]  R = 0, CF = OF = 0
//   mulxq S, L, H    H:L = S · rdx, flags untouched
//   addq S, D        D + S → D, CF; OF undefined afterwards
//   adcq S, D        D + S + CF → D, CF; OF undefined afterwards
//   adcxq S, D       D + S + CF → D, CF; OF untouched
//   adoxq S, D       D + S + OF → D, OF; CF untouched
//   cmovcq S, D      D = CF ? S : D       cmovoq S, D     D = OF ? S : D
// Operands: %%reg (a named machine register), %[name] (an operand the
// compiler allocates: a register), $c (an immediate, decimal or 0x hex),
// N(%[p]) (the word at byte offset N of the input array p); inputs may also
// be given as registers' values on entry. Anything else —
// another instruction or operand form, a read of an undefined register or
// flag, a word outside the input — is refused with std::invalid_argument,
// so that a text the interpreter does not understand is never "proven".
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tandem/proofs/limbs/symbolic_limbs.hpp"

namespace tandem::proofs::limbs {

/// The registers after running `text` on `trace`. `memory` maps each
/// pointer operand's name to the words it points to (least significant
/// first); `registers` holds the registers' values on entry, by name ("rdx"
/// for %%rdx, "a1" for %[a1]), for texts whose inputs are in registers. Every
/// instruction is a step of the trace, named by its line number and text, so
/// obligations say which instruction they come from.
std::map<std::string, SymValue> run_x86(Trace& trace, const std::string& text,
                                        const std::map<std::string, std::vector<SymValue>>& memory,
                                        const std::map<std::string, SymValue>& registers = {});

/// The instructions of `text`, one per entry, trimmed (for edits and
/// listings).
std::vector<std::string> x86_lines(const std::string& text);

}  // namespace tandem::proofs::limbs
