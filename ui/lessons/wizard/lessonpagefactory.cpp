// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/wizard/lessonpagefactory.h"

#include "ui/lessons/pages/lessonabsolutepage.h"
#include "ui/lessons/pages/lessoncheckpage.h"
#include "ui/lessons/pages/lessonclockperiodspage.h"
#include "ui/lessons/pages/lessonclockshiftpage.h"
#include "ui/lessons/pages/lessondifferencepage.h"
#include "ui/lessons/pages/lessonedgepage.h"
#include "ui/lessons/pages/lessonfingerprintpage.h"
#include "ui/lessons/pages/lessonfrequencypage.h"
#include "ui/lessons/pages/lessonmistakespage.h"
#include "ui/lessons/pages/lessonpairpage.h"
#include "ui/lessons/pages/lessonpermutationpage.h"
#include "ui/lessons/pages/lessonrawpositionpage.h"
#include "ui/lessons/pages/lessonrotationpage.h"
#include "ui/lessons/pages/lessonscorepage.h"
#include "ui/lessons/pages/lessonshiftpage.h"
#include "ui/lessons/pages/lessonsummarypage.h"
#include "ui/lessons/pages/lessonsumpage.h"
#include "ui/lessons/pages/lessontextpage.h"
#include "ui/lessons/pages/lessontoypage.h"
#include "ui/lessons/pages/lessonwavepage.h"
#include "ui/lessons/pages/lessonwidthpage.h"

namespace pe {

LessonPage *LessonPageFactory::create(const Lesson *lesson, int stepIndex,
                                      PositionalEncodingModel *model, QWidget *parent)
{
    using Display = LessonStep::Display;
    switch (lesson->step(stepIndex).display) {
    case Display::Text:
        return new LessonTextPage(lesson, stepIndex, model, parent);
    case Display::Pairs:
        return new LessonPairPage(lesson, stepIndex, model, parent);
    case Display::SymbolicSum:
        return new LessonSumPage(lesson, stepIndex, model, parent);
    case Display::Difference:
        return new LessonDifferencePage(lesson, stepIndex, model, parent);
    case Display::Frequencies:
        return new LessonFrequencyPage(lesson, stepIndex, model, parent);
    case Display::RelativeShift:
        return new LessonShiftPage(lesson, stepIndex, model, parent);
    case Display::ImplementationCheck:
        return new LessonCheckPage(lesson, stepIndex, model, parent);
    case Display::EdgeCases:
        return new LessonEdgePage(lesson, stepIndex, model, parent);
    case Display::MistakesLab:
        return new LessonMistakesPage(lesson, stepIndex, model, parent);
    case Display::OnOffSideBySide:
        return new LessonSummaryPage(lesson, stepIndex, model, parent);
    case Display::Permutation:
        return new LessonPermutationPage(lesson, stepIndex, model, parent);
    case Display::ToyAttention:
        return new LessonToyPage(lesson, stepIndex, model, parent);
    case Display::AbsolutePositions:
        return new LessonAbsolutePage(lesson, stepIndex, model, parent);
    case Display::RawPositions:
        return new LessonRawPositionPage(lesson, stepIndex, model, parent);
    case Display::Waves:
    case Display::WavesAndHeatmap:
        return new LessonWavePage(lesson, stepIndex, model, parent);
    case Display::Fingerprint:
        return new LessonFingerprintPage(lesson, stepIndex, model, parent);
    case Display::AddOrConcatenate:
        return new LessonWidthPage(lesson, stepIndex, model, parent);
    case Display::ClockShift:
        return new LessonClockShiftPage(lesson, stepIndex, model, parent);
    case Display::ClockPeriods:
        return new LessonClockPeriodsPage(lesson, stepIndex, model, parent);
    case Display::RotationCheck:
        return new LessonRotationPage(lesson, stepIndex, model, parent);
    case Display::ScoreTerms:
        return new LessonScorePage(lesson, stepIndex, model, parent);
    }
    return new LessonTextPage(lesson, stepIndex, model, parent);
}

} // namespace pe
