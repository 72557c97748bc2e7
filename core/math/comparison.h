// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <vector>

namespace pe {

// One pair's part of a comparison of positions p and q.
struct PairDistance
{
    int index = 0;
    double denominator = 0;
    double period = 0;
    double angleP = 0;
    double angleQ = 0;
    double distance = 0; // Euclidean distance of the pair's (sin, cos) at p and at q
};

// The same token at positions p and q: x(p) = E + A(p), with A(p) = PE(p) when the encoding is
// switched on and 0 when off. The PE candidates are always computed; the difference x(q) - x(p)
// and its length follow the switch.
struct Comparison
{
    Encoding encoding;
    double p = 0;
    double q = 0;
    bool enabled = true;
    std::vector<double> peP; // PE(p), always computed
    std::vector<double> peQ; // PE(q), always computed
    std::vector<double> difference; // A(q) - A(p): PE(q) - PE(p) when on, zeros when off
    double norm = 0; // Euclidean length of difference
    double candidateNorm = 0; // ||PE(q) - PE(p)|| whatever the switch says
    std::vector<PairDistance> pairs;

    static Comparison compute(const Encoding &encoding, double p, double q, bool enabled = true);
};

// Euclidean distance between PE(p) and PE(q) computed pair by pair, without building the vectors.
double peDistance(const Encoding &encoding, double p, double q);
// Dot product PE(p) . PE(q) = sum over pairs of cos((p - q) / denominator).
double peDot(const Encoding &encoding, double p, double q);

} // namespace pe
