// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/attention/attentionlessonrotation.h"

#include "core/lessons/attention/attentionvalues.h"

#include <QCoreApplication>

namespace pe {

namespace {

    using Display = LessonStep::Display;

} // namespace

QList<LessonStep> AttentionLessonRotation::steps()
{
    QList<LessonStep> s;
    LessonStep clocks = makeStep(
        "clock-hands", Display::ClockPeriods,
        QT_TRANSLATE_NOOP("AttentionLesson", "Clock hands and their periods"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "Each pair of dimensions (2i, 2i + 1) is a clock hand that turns as "
                          "the position grows; it goes once round in 2π · 10000^(2i/d) "
                          "positions."),
        { QT_TRANSLATE_NOOP("AttentionLesson",
                            "Setting k / 10000^(2i/d) = 2π gives the period k = 2π · "
                            "10000^(2i/d)."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "At d = 128 there are 64 hands, each with its own speed: pair 0 is like a "
              "second hand, pair 32 like a minute hand and pair 63 like an hour hand. "
              "A clock has three hands; this one has d/2."),
          QT_TRANSLATE_NOOP("AttentionLesson",
                            "The dials show these three hands at your position %2. Choose "
                            "another width d below to see its periods.") },
        &AttentionValues::clockHands,
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "Why does the slowest hand need about 54000 positions for one "
                          "turn?"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "Its denominator is 10000^(126/128), about 8660, and one turn is "
                          "an angle of 2π: 2π × 8660 ≈ 54410 positions."));
    clocks.dimension = 128;
    s << clocks;

    LessonStep relative = makeStep(
        "relative", Display::RotationCheck,
        QT_TRANSLATE_NOOP("AttentionLesson", "Relative position: P_(k+R) = M_R P_k"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "Moving R positions on multiplies the vector by one matrix M_R, "
                          "whatever position k you start from."),
        { QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "Write Z for 10000^(2i/d). The trig addition formulas give sin((k+R)/Z) "
              "= sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z) and cos((k+R)/Z) = cos(k/Z) "
              "cos(R/Z) − sin(k/Z) sin(R/Z)."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "So each pair is turned by a 2 × 2 rotation matrix built from cos(R/Z) "
              "and sin(R/Z). Z contains i, so the blocks differ from pair to pair; M_R "
              "holds them on its diagonal and zeros elsewhere."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "The check multiplies P_k by M_R and compares the result with P_(k+R), "
              "for k = 1, 11 and 101 and for a k you choose. R is your position %2.") },
        &AttentionValues::relative, QT_TRANSLATE_NOOP("AttentionLesson", "Does M_R depend on k?"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "No. Its entries are cos(R/Z) and sin(R/Z) only. The same M_3 "
                          "takes P_1 to P_4, P_11 to P_14 and P_101 to P_104."));
    s << relative;

    s << makeStep(
        "score-terms", Display::ScoreTerms,
        QT_TRANSLATE_NOOP("AttentionLesson", "Four terms of the attention score"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "The score of a query at n for a key at m, (W_Q (x + P_n))ᵀ (W_K "
                          "(y + P_m)), falls into four terms."),
        { QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "Content · content, (W_Q x)ᵀ (W_K y), ignores position. Content · "
              "position and position · content mix the two. Position · position, P_nᵀ "
              "W_Qᵀ W_K P_m, depends on the positions only."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "With P_m = M_(m−n) P_n the last term becomes P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n: "
              "a matrix that depends on m − n, between two copies of P_n. If W_Qᵀ W_K "
              "were the identity, it would be P_nᵀ P_m = Σ cos((m − n)/Z), a function "
              "of m − n alone."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "Here the query is D, the key is A, and m − n = %2 in every column. The "
              "last row, with W_Qᵀ W_K = I, is the same in every column; the terms with "
              "the toy weights are not."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "To be honest, the effect is indirect: the relative part is mixed with "
              "absolute positions and content, and only one of the four terms carries "
              "it. The terms are shown before the division by √d.") },
        &AttentionValues::scoreTerms,
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "Does the sinusoidal encoding make the score depend on relative "
                          "position alone?"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "No. Only part of the position · position term is purely "
                          "relative, and only in special cases such as W_Qᵀ W_K = I. The "
                          "other terms still see absolute positions and content."));

    s << makeStep(
        "next", Display::Text,
        QT_TRANSLATE_NOOP("AttentionLesson", "Where it leads: relative positions"),
        QT_TRANSLATE_NOOP("AttentionLesson",
                          "If the distance between tokens is what matters, why not put it "
                          "into attention directly?"),
        { QT_TRANSLATE_NOOP("AttentionLesson",
                            "The sinusoidal encoding takes a detour: it labels absolute positions, "
                            "and attention reaches their distance only through M_R."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "In “the cat ate the fish”, the fish should attend to the cat the same way "
              "whether the sentence opens a text or comes 1000 tokens later. What should "
              "count is the distance between the two words."),
          QT_TRANSLATE_NOOP(
              "AttentionLesson",
              "Relative positional embeddings skip the detour: they give the score a "
              "term for the distance m − n itself. Rotary embeddings (RoPE) rotate "
              "queries and keys by their positions, so position enters their product only "
              "through m − n, while their content still counts. The lesson “Beyond the "
              "sinusoid” tries both.") },
        nullptr);
    s.last().nextLesson = QStringLiteral("beyond");
    s.last().nextStep = QStringLiteral("relative-ideas");
    return s;
}

} // namespace pe
