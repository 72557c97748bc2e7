// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/wizard/lessonpagefactory.h"

#include "ui/lessons/pages/lessonabsolutevectorspage.h"
#include "ui/lessons/pages/lessonaddconcatpage.h"
#include "ui/lessons/pages/lessonalibibiaspage.h"
#include "ui/lessons/pages/lessonclockperiodspage.h"
#include "ui/lessons/pages/lessonclockshiftpage.h"
#include "ui/lessons/pages/lessoncontextscalingpage.h"
#include "ui/lessons/pages/lessonedgecasespage.h"
#include "ui/lessons/pages/lessonfingerprintpage.h"
#include "ui/lessons/pages/lessonimplementationcheckpage.h"
#include "ui/lessons/pages/lessoninputdifferencepage.h"
#include "ui/lessons/pages/lessonmistakespage.h"
#include "ui/lessons/pages/lessononoffpage.h"
#include "ui/lessons/pages/lessonpaircardspage.h"
#include "ui/lessons/pages/lessonpairsharespage.h"
#include "ui/lessons/pages/lessonpermutationpage.h"
#include "ui/lessons/pages/lessonrawpositionpage.h"
#include "ui/lessons/pages/lessonrotarypairspage.h"
#include "ui/lessons/pages/lessonrotationcheckpage.h"
#include "ui/lessons/pages/lessonschemeprofilespage.h"
#include "ui/lessons/pages/lessonscoretermspage.h"
#include "ui/lessons/pages/lessonshiftedstartspage.h"
#include "ui/lessons/pages/lessonshiftmatrixpage.h"
#include "ui/lessons/pages/lessonsymbolicsumpage.h"
#include "ui/lessons/pages/lessontextpage.h"
#include "ui/lessons/pages/lessontoyweightspage.h"
#include "ui/lessons/pages/lessontrainingrunpage.h"
#include "ui/lessons/pages/lessonwaveplotpage.h"

namespace pe {

LessonPage *LessonPageFactory::create(const Lesson *lesson, int stepIndex,
                                      PositionalEncodingModel *model, QWidget *parent)
{
    using Display = LessonStep::Display;
    switch (lesson->step(stepIndex).display) {
    case Display::Text:
        return new LessonTextPage(lesson, stepIndex, model, parent);
    case Display::PairCards:
        return new LessonPairCardsPage(lesson, stepIndex, model, parent);
    case Display::SymbolicSum:
        return new LessonSymbolicSumPage(lesson, stepIndex, model, parent);
    case Display::InputDifference:
        return new LessonInputDifferencePage(lesson, stepIndex, model, parent);
    case Display::PairShares:
        return new LessonPairSharesPage(lesson, stepIndex, model, parent);
    case Display::ShiftMatrix:
        return new LessonShiftMatrixPage(lesson, stepIndex, model, parent);
    case Display::ImplementationCheck:
        return new LessonImplementationCheckPage(lesson, stepIndex, model, parent);
    case Display::EdgeCases:
        return new LessonEdgeCasesPage(lesson, stepIndex, model, parent);
    case Display::Mistakes:
        return new LessonMistakesPage(lesson, stepIndex, model, parent);
    case Display::OnOff:
        return new LessonOnOffPage(lesson, stepIndex, model, parent);
    case Display::Permutation:
        return new LessonPermutationPage(lesson, stepIndex, model, parent);
    case Display::ToyWeights:
        return new LessonToyWeightsPage(lesson, stepIndex, model, parent);
    case Display::AbsoluteVectors:
        return new LessonAbsoluteVectorsPage(lesson, stepIndex, model, parent);
    case Display::RawPosition:
        return new LessonRawPositionPage(lesson, stepIndex, model, parent);
    case Display::WavePlot:
    case Display::WavePlotAndHeatmap:
        return new LessonWavePlotPage(lesson, stepIndex, model, parent);
    case Display::Fingerprint:
        return new LessonFingerprintPage(lesson, stepIndex, model, parent);
    case Display::AddConcat:
        return new LessonAddConcatPage(lesson, stepIndex, model, parent);
    case Display::ClockShift:
        return new LessonClockShiftPage(lesson, stepIndex, model, parent);
    case Display::ClockPeriods:
        return new LessonClockPeriodsPage(lesson, stepIndex, model, parent);
    case Display::RotationCheck:
        return new LessonRotationCheckPage(lesson, stepIndex, model, parent);
    case Display::ScoreTerms:
        return new LessonScoreTermsPage(lesson, stepIndex, model, parent);
    case Display::ShiftedStarts:
        return new LessonShiftedStartsPage(lesson, stepIndex, model, parent);
    case Display::RotaryPairs:
        return new LessonRotaryPairsPage(lesson, stepIndex, model, parent);
    case Display::AlibiBias:
        return new LessonAlibiBiasPage(lesson, stepIndex, model, parent);
    case Display::SchemeProfiles:
        return new LessonSchemeProfilesPage(lesson, stepIndex, model, parent);
    case Display::ContextScaling:
        return new LessonContextScalingPage(lesson, stepIndex, model, parent);
    case Display::TrainingRun:
        return new LessonTrainingRunPage(lesson, stepIndex, model, parent);
    }
    return new LessonTextPage(lesson, stepIndex, model, parent);
}

} // namespace pe
