import { describe, expect, it } from "vitest";
import { pyFixed, pyFloat, pyRound } from "./svg.js";

// The placeholder SVGs were first made by a Python script and are committed; the Node port prints
// numbers as Python did so that a rerun changes no file. Expected values are Python 3's own output.

describe("numbers printed as Python printed them", () => {
  it('f"{x:.Nf}": halves of exact binary values go to even, others round to nearest', () => {
    const cases: [number, string, string, string][] = [
      [0.5, "0", "0.5", "0.50"],
      [1.5, "2", "1.5", "1.50"],
      [2.5, "2", "2.5", "2.50"],
      [-2.5, "-2", "-2.5", "-2.50"],
      [0.125, "0", "0.1", "0.12"],
      [0.375, "0", "0.4", "0.38"],
      [2.675, "3", "2.7", "2.67"], // 2.675 is 2.67499999… in binary
      [0.35, "0", "0.3", "0.35"],
      [7.25, "7", "7.2", "7.25"],
      [-0.04, "-0", "-0.0", "-0.04"],
      [53.68, "54", "53.7", "53.68"],
    ];
    for (const [x, d0, d1, d2] of cases)
      expect([pyFixed(x, 0), pyFixed(x, 1), pyFixed(x, 2)], String(x)).toEqual([d0, d1, d2]);
  });

  it("str(float) keeps .0 on whole numbers and the sign of zero", () => {
    expect([12, 360, 0.5, 1.05, -0].map(pyFloat)).toEqual(["12.0", "360.0", "0.5", "1.05", "-0.0"]);
  });

  it("round() rounds halves to even", () => {
    expect([0.5, 1.5, 2.5, -2.5, 48.8, 53.68].map(pyRound)).toEqual([0, 2, 2, -2, 49, 54]);
  });
});
