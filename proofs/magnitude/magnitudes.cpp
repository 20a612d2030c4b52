#include "tandem/proofs/magnitudes.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>

namespace tandem::proofs {

namespace {

bool is_affine(Coords c) { return c == Coords::affine || c == Coords::affine_zinv; }

/// An input at its slot's declared bounds. Affine coordinates (and a zinv)
/// are within `affine`, every other point within `point`; what a slot does
/// not use is the constant 0 or 1 (as fast's point types hold them).
PointIO<Mag> input_at_bounds(Coords c, const fast::FormulaMagnitudes& m, bool infinity) {
  switch (c) {
    case Coords::affine: return {Mag::bound(m.affine.x), Mag::bound(m.affine.y), Mag::from_int(1), infinity};
    case Coords::affine_zinv:
      return {Mag::bound(m.affine.x), Mag::bound(m.affine.y), Mag::bound(m.affine.z), infinity};
    case Coords::xz: return {Mag::bound(m.point.x), Mag::from_int(0), Mag::bound(m.point.z), false};
    case Coords::jacobian:
    case Coords::projective: break;
  }
  return {Mag::bound(m.point.x), Mag::bound(m.point.y), Mag::bound(m.point.z), false};
}

std::string decisions_string(const std::vector<bool>& d) {
  if (d.empty()) return "no branch";
  std::string s = "normalizes_to_zero answers";
  for (bool b : d) s += b ? " yes" : " no";
  return s;
}

/// Checks one output against `out`; a breach is recorded in the scope.
void check_output(MagScope& scope, std::size_t k, const Slot& slot, unsigned doublings, const PointIO<Mag>& R,
                  const fast::CoordMagnitudes& out, fast::CoordMagnitudes& worst) {
  const std::string name = "output " + std::to_string(k + 1) + " (" + term_name(slot.term, doublings) + ")";
  auto within = [&](char coord, const Mag& v, int bound, int& w) {
    w = std::max(w, v.magnitude());
    if (v.magnitude() > bound) {
      scope.breach(scope.ops(), name,
                   std::string(1, coord) + "'s magnitude " + std::to_string(v.magnitude()) +
                       " exceeds the declared out bound " + std::to_string(bound));
    }
  };
  within('X', R.X, out.x, worst.x);
  if (slot.coords != Coords::xz) within('Y', R.Y, out.y, worst.y);
  if (!is_affine(slot.coords)) within('Z', R.Z, out.z, worst.z);
}

}  // namespace

std::string magnitudes_string(const fast::CoordMagnitudes& m) {
  return "{" + std::to_string(m.x) + ", " + std::to_string(m.y) + ", " + std::to_string(m.z) + "}";
}

MagnitudeResult check_magnitudes(const FormulaEntry& f) {
  if (!f.magnitudes || !f.on_mag) {
    throw std::invalid_argument("tandem::proofs::check_magnitudes: " + std::string(f.info.name) +
                                " declares no magnitudes");
  }
  const auto start = std::chrono::steady_clock::now();
  const fast::FormulaMagnitudes& m = *f.magnitudes;
  MagnitudeResult res;
  res.formula = &f;
  res.expected_holds = !f.magnitudes_refuted;
  res.worst.assign(f.outputs.size(), fast::CoordMagnitudes{0, 0, 0});
  // a, b (and 3b) are the curve's normalized constants, a at magnitude 1
  // as any a ≠ 0 (the generic-a formulas multiply by it or add it).
  const CurveIO<Mag> curve{Mag::from_int(1), Mag::from_int(7), spec::AKind::generic};

  std::vector<std::size_t> affine_slots;
  for (std::size_t i = 0; i < f.inputs.size(); ++i) {
    if (is_affine(f.inputs[i].coords)) affine_slots.push_back(i);
  }
  constexpr std::size_t kMaxPaths = std::size_t{1} << 16;
  for (std::size_t flags = 0; flags < (std::size_t{1} << affine_slots.size()); ++flags) {
    std::vector<PointIO<Mag>> in;
    std::string flag_text;
    for (std::size_t i = 0; i < f.inputs.size(); ++i) {
      const auto pos = std::find(affine_slots.begin(), affine_slots.end(), i) - affine_slots.begin();
      const bool inf = pos < static_cast<std::ptrdiff_t>(affine_slots.size()) && ((flags >> pos) & 1U) != 0;
      in.push_back(input_at_bounds(f.inputs[i].coords, m, inf));
      if (is_affine(f.inputs[i].coords)) {
        flag_text += term_name(f.inputs[i].term, f.doublings) + (inf ? " = O; " : " finite; ");
      }
    }
    std::vector<bool> schedule;
    for (;;) {
      if (++res.paths > kMaxPaths) throw std::runtime_error("tandem::proofs::check_magnitudes: too many paths");
      std::vector<bool> taken;
      {
        MagScope scope(schedule);
        const std::vector<PointIO<Mag>> out = f.on_mag(in, curve);
        if (out.size() != f.outputs.size()) {
          scope.breach(scope.ops(), "outputs",
                       "the formula returned " + std::to_string(out.size()) + " points, the registry expects " +
                           std::to_string(f.outputs.size()));
        } else {
          for (std::size_t k = 0; k < out.size(); ++k) {
            check_output(scope, k, f.outputs[k], f.doublings, out[k], m.out, res.worst[k]);
          }
        }
        res.max_ops = std::max(res.max_ops, scope.ops());
        res.breaches += scope.breaches();
        if (scope.first_breach() && !res.violation) {
          res.violation = scope.first_breach();
          res.violation_path = flag_text + decisions_string(scope.decisions());
        }
        taken = scope.decisions();
      }
      // The next path: the last "no" answered "yes", everything after it
      // left to the run.
      auto last_no = std::find(taken.rbegin(), taken.rend(), false);
      if (last_no == taken.rend()) break;
      schedule.assign(taken.begin(), last_no.base() - 1);
      schedule.push_back(true);
    }
  }
  res.holds = res.breaches == 0;
  res.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return res;
}

fast::FormulaMagnitudes magnitude_headroom(const FormulaEntry& f) {
  if (!f.magnitudes) {
    throw std::invalid_argument("tandem::proofs::magnitude_headroom: " + std::string(f.info.name) +
                                " declares no magnitudes");
  }
  fast::FormulaMagnitudes best = *f.magnitudes;
  if (!check_magnitudes(f).holds) return best;
  FormulaEntry probe = f;
  using Coord = int fast::CoordMagnitudes::*;
  using Group = fast::CoordMagnitudes fast::FormulaMagnitudes::*;
  for (Group g : {&fast::FormulaMagnitudes::point, &fast::FormulaMagnitudes::affine}) {
    for (Coord c : {&fast::CoordMagnitudes::x, &fast::CoordMagnitudes::y, &fast::CoordMagnitudes::z}) {
      probe.magnitudes = f.magnitudes;
      int& v = ((*probe.magnitudes).*g).*c;
      // Monotone: once a bound fails, every larger one does.
      while (v < fast::fe_contract::kMaxMagnitude) {
        ++v;
        if (!check_magnitudes(probe).holds) {
          --v;
          break;
        }
      }
      (best.*g).*c = v;
    }
  }
  return best;
}

std::vector<MagnitudeResult> check_all_magnitudes() {
  std::vector<MagnitudeResult> out;
  for (const FormulaEntry& f : formulas()) {
    if (f.magnitudes) out.push_back(check_magnitudes(f));
  }
  return out;
}

}  // namespace tandem::proofs
