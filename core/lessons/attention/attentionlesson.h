// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

namespace pe {

// The lesson "Order, attention and relative position" of seed 004: a toy self-attention is
// permutation-invariant, absolute position vectors P_k, the sinusoidal formula as waves and as a
// heatmap, clock hands and their periods, P_{k+R} = M_R P_k, the four terms of the attention
// score, and relative positional embeddings as the way on. The compare position q is the
// distance R (p = 0), 1 to 49. Steps 0–3 are here, the rest in AttentionLessonRotation; the
// numbers come from AttentionValues.
class AttentionLesson
{
public:
    static QString id() { return QStringLiteral("attention"); }
    static const char *context() { return "AttentionLesson"; }
    static constexpr int maximumPosition = 49;
    static Lesson create();
};

} // namespace pe
