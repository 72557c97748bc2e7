// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"
#include "core/lessons/lessonvalues.h"

#include <QPointer>
#include <QWizardPage>

class QGroupBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace pe {

class LessonBarChart;
class PositionalEncodingModel;

// The common frame of every lesson page: the step's sentence and paragraphs, a place for the
// page's own content, and an optional check-your-understanding question whose answer is revealed
// on request (not graded). Values come from LessonValues for the step's parameters with the
// compare position q of the model; the page recomputes them whenever the model changes.
class LessonPage : public QWizardPage
{
    Q_OBJECT

public:
    LessonPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
               QWidget *parent = nullptr);

    const Lesson &lesson() const { return *m_lesson; }
    int stepIndex() const { return m_stepIndex; }
    const LessonStep &step() const { return m_lesson->step(m_stepIndex); }
    PositionalEncodingModel *model() const { return m_model; }
    int comparePosition() const;
    LessonParameters parameters() const;

    const LessonValues &values() const { return m_values; }
    double value(const QString &key) const { return m_values.value(key); }

    // The page's own drawing and numbers, without the sentence, paragraphs and question.
    QWidget *contentArea() const { return m_contentArea; }

    bool isAnswerShown() const;
    void setAnswerShown(bool shown);

    // Drawn for a handout: what only a screen can use is hidden (LessonPaper), now and after
    // every refresh, until the page is set back.
    void setOnPaper(bool onPaper);
    bool isOnPaper() const { return m_onPaper; }

    // A number as the pages show it: formatFixed with a real minus sign (−0.989992).
    static QString number(double value, int decimals = 6);
    static QString number(const LessonValue *value, int decimals = 6);
    // "e₀ + 0.141120", "e₁ − 0.989992", "e₀ + 0" (off) or "e₀" (nothing added).
    static QString symbolicSum(int component, const LessonValue *added, bool addsEncoding,
                               bool enabled);

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    // A link on the page to a step of another lesson (the wizard passes it on).
    void lessonStepRequested(const QString &lessonId, const QString &stepId);

protected:
    // Fills the page's own widgets from values(); called by refresh().
    virtual void updateContent() = 0;
    // Puts the check question before the step's content instead of after it (for a page whose
    // evidence is taller than a screen).
    void placeQuestionFirst();
    QVBoxLayout *contentLayout() const { return m_contentLayout; }
    // A widget of the content that only a screen can use (a group of choices, a line that asks
    // for a click): hidden on paper, as the controls are without being marked.
    void markScreenOnly(QWidget *widget);
    // A bar chart whose numbers the page's table prints too: on paper only the table has them.
    void markNumbersInTable(LessonBarChart *chart);
    // A word-wrapping label for the page's content.
    QLabel *addLabel(const QString &objectName = {});
    // The same in bold: the page's result line (a distance, a verdict, a symptom).
    QLabel *addBoldLabel(const QString &objectName = {});
    // A residual of double precision in scientific notation ("3.6e−15"); 0 stays "0".
    static QString residualText(double residual);
    QString valueText(const QString &key, int decimals = 6) const;
    void changeEvent(QEvent *event) override;

private:
    const Lesson *m_lesson;
    int m_stepIndex;
    PositionalEncodingModel *m_model;
    LessonValues m_values;
    QLabel *m_sentence;
    QList<QLabel *> m_paragraphs;
    QLabel *m_next = nullptr; // the link to the step of another lesson, if the step has one
    QWidget *m_contentArea;
    QVBoxLayout *m_contentLayout;
    QGroupBox *m_questionBox = nullptr;
    QLabel *m_question = nullptr;
    QPushButton *m_answerButton = nullptr;
    QLabel *m_answer = nullptr;
    bool m_onPaper = false;
    QList<QPointer<QWidget>> m_screenOnly;
    QList<QPointer<QWidget>> m_hiddenOnPaper;
    QList<QPointer<LessonBarChart>> m_numbersInTable;
};

} // namespace pe
