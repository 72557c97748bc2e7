// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpagefactory.h"

#include "lessonabsolutepage.h"
#include "lessoncheckpage.h"
#include "lessonclockperiodspage.h"
#include "lessonclockshiftpage.h"
#include "lessondifferencepage.h"
#include "lessonedgepage.h"
#include "lessonfingerprintpage.h"
#include "lessonfrequencypage.h"
#include "lessonmistakespage.h"
#include "lessonpairpage.h"
#include "lessonpermutationpage.h"
#include "lessonrawpositionpage.h"
#include "lessonrotationpage.h"
#include "lessonscorepage.h"
#include "lessonshiftpage.h"
#include "lessonsummarypage.h"
#include "lessonsumpage.h"
#include "lessontextpage.h"
#include "lessontoypage.h"
#include "lessonwavepage.h"
#include "lessonwidthpage.h"

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
