// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonpreset.h"
#include "core/lessons/lessonstep.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace pe {

// A lesson as data: its steps, presets and defaults. The wizard (ui/) draws any lesson; the
// worksheet (core/) prints any lesson. Text is stored as source-string keys in the lesson's
// translation context and translated when it is shown.
class Lesson
{
    Q_DECLARE_TR_FUNCTIONS(Lesson)

public:
    Lesson() = default;
    Lesson(const QString &id, const char *context, const char *title, const char *summary,
           const LessonParameters &defaults, int minimumComparePosition, int maximumComparePosition,
           const QList<LessonStep> &steps, const QList<LessonPreset> &presets);

    bool isValid() const { return !m_id.isEmpty() && !m_steps.isEmpty(); }
    QString id() const { return m_id; }
    const char *context() const { return m_context; }
    QString title() const;
    QString summary() const;
    const LessonParameters &defaults() const { return m_defaults; }
    int minimumComparePosition() const { return m_minimumComparePosition; }
    int maximumComparePosition() const { return m_maximumComparePosition; }

    int stepCount() const { return static_cast<int>(m_steps.size()); }
    const QList<LessonStep> &steps() const { return m_steps; }
    const LessonStep &step(int index) const { return m_steps.at(index); }
    int indexOfStep(const QString &stepId) const; // -1 if there is none
    const QList<LessonPreset> &presets() const { return m_presets; }
    const LessonPreset *preset(const QString &presetId) const; // nullptr if there is none

    // How the lesson names the number in its side panel and worksheet header (each a key in the
    // lesson's context; nullptr: the workbench's wording, "Compare position q" and the token
    // "the"). label has an accelerator; toolTip takes %1 = minimum, %2 = maximum; subtitle takes %1
    // = p, %2 = q, %3 = d, %4 = pairs.
    struct PositionWording
    {
        const char *label = nullptr;
        const char *name = nullptr;
        const char *toolTip = nullptr;
        const char *subtitle = nullptr;
    };
    Lesson &withPositionWording(const PositionWording &wording)
    {
        m_wording = wording;
        return *this;
    }
    const PositionWording &positionWording() const { return m_wording; }

    // The parameters of step index with the user's compare position q.
    LessonParameters parameters(int index, int comparePosition) const;

    // Translates key in the lesson's context and fills in %1 = p, %2 = q, %3 = d, %4 = pairs.
    QString text(const char *key, const LessonParameters &parameters) const;
    QString text(const char *key) const; // translated, no placeholders filled
    QString stepTitle(int index) const;
    QString stepSentence(int index, int comparePosition) const;
    QStringList stepBody(int index, int comparePosition) const;
    QString stepQuestion(int index, int comparePosition) const;
    QString stepAnswer(int index, int comparePosition) const;

    // Checks of user input; empty when accepted, else a message naming the value and the range.
    // what names the input: "--compare-position" on the command line.
    QString checkComparePosition(const QString &what, qint64 position) const;
    QString checkComparePosition(const QString &what, const QString &text, int *position) const;
    // A step's index as stored (scenario files) and used inside: counted from 0.
    QString checkStep(const QString &what, qint64 index) const;
    // The step a person types, counted from 1 (--render lesson:ID:N); fills the 0-based index.
    QString checkStepNumber(const QString &what, const QString &text, int *index) const;

private:
    QString m_id;
    const char *m_context = "Lesson";
    const char *m_title = nullptr;
    const char *m_summary = nullptr;
    LessonParameters m_defaults;
    int m_minimumComparePosition = 1;
    int m_maximumComparePosition = 32;
    QList<LessonStep> m_steps;
    QList<LessonPreset> m_presets;
    PositionWording m_wording;
};

} // namespace pe
