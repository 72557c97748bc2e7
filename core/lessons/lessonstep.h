// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>

namespace pe {

struct LessonParameters;
struct LessonValue;

// One step of a lesson, as data: the parameters it sets, the quantities it shows, and the keys of
// its text. The text keys are untranslated source strings (QT_TRANSLATE_NOOP in the lesson's
// translation context); Lesson::text() translates them at display time and fills in
// %1 = p, %2 = q, %3 = d, %4 = the number of pairs.
struct LessonStep
{
    Q_GADGET

public:
    // How a step is drawn: LessonPageFactory makes the page class named after it,
    // Lesson<Display>Page (tst_lessonpagefactory holds it to that).
    enum class Display {
        Text, // sentences, a check question and a plain table of values
        PairCards, // the chosen pairs at p and q: angles, sin, cos, unit circles
        SymbolicSum, // x(p) = E + A(p) written component by component, e₀ + value
        InputDifference, // x(q) − x(p) = PE(q) − PE(p), squares, sum and length
        PairShares, // every pair's distance between p and q next to the whole length
        ShiftMatrix, // the block rotation matrix M_R for R = q − p and M_R · PE(p)
        ImplementationCheck, // input difference against PE(q) − PE(p), with the PE(0) bug
        EdgeCases, // the edge cases with a focus display of more digits
        Mistakes, // the common mistakes, switched on one at a time
        OnOff, // the on and off results next to each other
        // The lessons "Why waves" and "Order, attention and relative position":
        Permutation, // a toy attention on two orders of the same tokens, positions off and on
        ToyWeights, // the toy attention's embeddings and its matrices W_Q, W_K, W_V
        AbsoluteVectors, // P_0 … P_3 added to the tokens of two orders
        RawPosition, // raw position numbers against a unit embedding and a bounded wave
        WavePlot, // the wave plot of the step's dimensions over its positions
        WavePlotAndHeatmap, // the same with the position × dimension heatmap
        Fingerprint, // the closest two positions for more and more pairs
        AddConcat, // the widths of E + PE and of [E, PE]
        ClockShift, // one shift, two starting positions, the same turn of every clock hand
        ClockPeriods, // the clock hands and the table of their periods
        RotationCheck, // M_R's 2 × 2 blocks and P_{k+R} = M_R P_k checked at several k
        ScoreTerms, // the four terms of an attention score
        // The lesson "Beyond the sinusoid":
        ShiftedStarts, // rows of values at several starts n with the same distance, and spreads
        RotaryPairs, // RoPE's rotated query and key hands per pair and their parts of the score
        AlibiBias, // ALiBi's slopes and the bias of every head at the distance
        SchemeProfiles, // the sinusoidal, RoPE and ALiBi distance profiles at the distance
        ContextScaling, // no rescaling, PI, NTK-aware and YaRN for a run longer than training
        // The training lab in a lesson:
        TrainingRun // a tiny attention model trained with and without positions: curves, accuracies
    };
    Q_ENUM(Display)

    // The groups of numbers a step shows (see LessonValues for their keys).
    enum class Quantity {
        Setup, // dim, base, p, q, pair_count, pair<i>_denominator
        PairValues, // for the step's pairs: denominator, angles, sin and cos at p and q
        PairDistances, // every pair: period, angle and turns at q, distance between p and q
        Inputs, // a_p_<k>, a_q_<k>: what is added to e_k at p and at q
        Candidates, // pe_p_<k>, pe_q_<k>: PE(p) and PE(q), computed even when off
        Difference, // diff_<k>, sum_of_squares, difference_norm, gap
        DifferenceNorm, // difference_norm
        CandidateNorm, // candidate_norm: ‖PE(q) − PE(p)‖ whatever the switch says
        DefaultNorm, // default_q, default_norm: the length at the lesson's default q
        RelativeShift, // shift, pair<i>_rotation_angle, pair<i>_m00 … m11, shifted_<k>
        Cost, // positions, dim, entries, angles, per_position
        ImplementationCheck, // input and PE differences, mismatch, and the PE(0) bug's
        EdgeCases, // position 0, off candidates, six-decimal ties, far position
        OnOff, // on_/off_diff_<k>, on_/off_difference_norm
        Mistakes // <mistake>_<row>_correct / _mistaken
    };

    QString id; // stable, used in worksheets: "first-pair"
    Display display = Display::Text;
    const char *title = nullptr;
    const char *sentence = nullptr; // the one sentence a worksheet prints
    QList<const char *> body; // paragraphs shown by the wizard
    const char *question = nullptr; // check your understanding (optional)
    const char *answer = nullptr;

    // The parameters the step sets on top of the lesson's defaults and the compare position.
    bool encodingEnabled = true; // false: the off control, A(p) = 0
    bool addsEncoding = true; // false: the embedding alone, nothing is added (x = E)
    int dimension = 0; // 0: the lesson's width
    QList<int> pairs; // the pairs the step is about (Pairs display, PairValues)

    QList<Quantity> quantities;
    // Numbers of the step's own that no quantity above covers, computed by the lesson's code
    // from the step's parameters; LessonValues::compute appends them after the quantities'.
    using ValueFunction = QList<LessonValue> (*)(const LessonParameters &parameters);
    ValueFunction extraValues = nullptr;
    // What a wave plot shows (Waves displays): these dimensions over positions
    // 0 … positionCount − 1 (0: up to the compare position, and at least 100 positions).
    QList<int> dimensions;
    int positionCount = 0;
    // A step of another lesson that takes this one further (LessonCatalog ids): the page links
    // to it under its paragraphs. Empty: no link.
    QString nextLesson;
    QString nextStep;

    bool hasQuestion() const { return question && answer; }
};

// A step from its texts (keys in the lesson's context) and what it shows: the common quantities,
// or a function of the lesson's own values. Every lesson's step list is built with these.
LessonStep makeStep(const char *id, LessonStep::Display display, const char *title,
                    const char *sentence, const QList<const char *> &body,
                    const QList<LessonStep::Quantity> &quantities, const char *question = nullptr,
                    const char *answer = nullptr);
LessonStep makeStep(const char *id, LessonStep::Display display, const char *title,
                    const char *sentence, const QList<const char *> &body,
                    LessonStep::ValueFunction values, const char *question = nullptr,
                    const char *answer = nullptr);

} // namespace pe
