// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonpage.h"
#include "core/lessons/stepnumber.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "core/text/linebreaks.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessonpaper.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace pe {

namespace {
    const QChar minusSign(0x2212);
}

LessonPage::LessonPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                       QWidget *parent)
    : QWizardPage(parent)
    , m_lesson(lesson)
    , m_stepIndex(stepIndex)
    , m_model(model)
{
    setObjectName(QStringLiteral("LessonPage_%1").arg(step().id));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    content->setObjectName(QStringLiteral("LessonPageContent"));
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 0, 8, 4);
    layout->setSpacing(8);

    m_sentence = new QLabel(content);
    m_sentence->setObjectName(QStringLiteral("sentence"));
    m_sentence->setWordWrap(true);
    QFont font = m_sentence->font();
    font.setPointSizeF(font.pointSizeF() * 1.12);
    font.setBold(true);
    m_sentence->setFont(font);
    layout->addWidget(m_sentence);
    for (int k = 0; k < step().body.size(); ++k) {
        auto *paragraph = new QLabel(content);
        paragraph->setObjectName(QStringLiteral("paragraph_%1").arg(k));
        paragraph->setWordWrap(true);
        paragraph->setTextFormat(Qt::PlainText);
        layout->addWidget(paragraph);
        m_paragraphs.append(paragraph);
    }
    // The step of another lesson this one leads to.
    if (LessonCatalog::contains(step().nextLesson)) {
        m_next = new QLabel(content);
        m_next->setObjectName(QStringLiteral("nextLesson"));
        m_next->setWordWrap(true);
        m_next->setTextFormat(Qt::RichText);
        m_next->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        layout->addWidget(m_next);
        connect(m_next, &QLabel::linkActivated, this,
                [this] { Q_EMIT lessonStepRequested(step().nextLesson, step().nextStep); });
    }
    // The page's own content in a widget of its own: a handout draws it as the step's figure.
    m_contentArea = new QWidget(content);
    m_contentArea->setObjectName(QStringLiteral("pageFigure"));
    m_contentLayout = new QVBoxLayout(m_contentArea);
    m_contentLayout->setContentsMargins(0, 0, 0, 0);
    m_contentLayout->setSpacing(8);
    layout->addWidget(m_contentArea);

    if (step().hasQuestion()) {
        m_questionBox = new QGroupBox(content);
        m_questionBox->setObjectName(QStringLiteral("questionBox"));
        auto *box = new QVBoxLayout(m_questionBox);
        m_question = new QLabel(m_questionBox);
        m_question->setObjectName(QStringLiteral("question"));
        m_question->setWordWrap(true);
        m_answerButton = new QPushButton(m_questionBox);
        m_answerButton->setObjectName(QStringLiteral("answerButton"));
        m_answerButton->setCheckable(true);
        m_answer = new QLabel(m_questionBox);
        m_answer->setObjectName(QStringLiteral("answer"));
        m_answer->setWordWrap(true);
        m_answer->hide();
        auto *row = new QHBoxLayout;
        row->addWidget(m_question, 1);
        row->addWidget(m_answerButton, 0, Qt::AlignTop);
        box->addLayout(row);
        box->addWidget(m_answer);
        layout->addWidget(m_questionBox);
        connect(m_answerButton, &QPushButton::toggled, this, &LessonPage::setAnswerShown);
    }
    layout->addStretch(1);
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &LessonPage::refresh);
}

void LessonPage::placeQuestionFirst()
{
    if (!m_questionBox)
        return;
    auto *layout = qobject_cast<QVBoxLayout *>(m_questionBox->parentWidget()->layout());
    if (!layout)
        return;
    layout->removeWidget(m_questionBox);
    layout->insertWidget(layout->indexOf(m_contentArea), m_questionBox);
}

int LessonPage::comparePosition() const
{
    return static_cast<int>(m_model->positionQ());
}

LessonParameters LessonPage::parameters() const
{
    return m_lesson->parameters(m_stepIndex, comparePosition());
}

QString LessonPage::number(double value, int decimals)
{
    QString text = formatFixed(value, decimals);
    if (text.startsWith(QLatin1Char('-')))
        text[0] = minusSign;
    return text;
}

QString LessonPage::number(const LessonValue *value, int decimals)
{
    if (!value)
        return QString();
    QString text = value->text(decimals);
    if (text.startsWith(QLatin1Char('-')))
        text[0] = minusSign;
    return text;
}

QString LessonPage::symbolicSum(int component, const LessonValue *added, bool addsEncoding,
                                bool enabled)
{
    const QString e = LessonValues::component(component);
    if (!addsEncoding || !added)
        return e;
    if (!enabled)
        return e + QStringLiteral(" + 0");
    const QString magnitude = formatFixed(std::abs(added->value));
    const bool negative = formatFixed(added->value).startsWith(QLatin1Char('-'));
    return QStringLiteral("%1 %2 %3")
        .arg(e, negative ? QString(minusSign) : QStringLiteral("+"), magnitude);
}

QString LessonPage::valueText(const QString &key, int decimals) const
{
    return number(m_values.find(key), decimals);
}

QLabel *LessonPage::addLabel(const QString &objectName)
{
    auto *label = new QLabel;
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    m_contentLayout->addWidget(label);
    return label;
}

QLabel *LessonPage::addBoldLabel(const QString &objectName)
{
    QLabel *label = addLabel(objectName);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    return label;
}

void LessonPage::setOnPaper(bool onPaper)
{
    if (onPaper == m_onPaper)
        return;
    m_onPaper = onPaper;
    for (const QPointer<LessonBarChart> &chart : std::as_const(m_numbersInTable))
        if (chart)
            chart->setNumbersShown(!onPaper);
    LessonPaper::show(m_hiddenOnPaper);
    m_hiddenOnPaper.clear();
    refresh();
}

void LessonPage::markScreenOnly(QWidget *widget)
{
    m_screenOnly.append(widget);
}

void LessonPage::markNumbersInTable(LessonBarChart *chart)
{
    m_numbersInTable.append(chart);
}

QString LessonPage::residualText(double residual)
{
    return residual == 0.0 ? QStringLiteral("0") : formatScientific(residual);
}

bool LessonPage::isAnswerShown() const
{
    return m_answer && !m_answer->isHidden();
}

void LessonPage::setAnswerShown(bool shown)
{
    if (!m_answer)
        return;
    m_answer->setVisible(shown);
    m_answerButton->setChecked(shown);
    m_answerButton->setText(shown ? tr("Hide the answer") : tr("Show the answer"));
}

void LessonPage::refresh()
{
    const int q = comparePosition();
    m_values = LessonValues::compute(*m_lesson, m_stepIndex, q);
    setTitle(tr("%1 · %2").arg(stepNumber(m_stepIndex)).arg(m_lesson->stepTitle(m_stepIndex)));
    // The page's scroll area takes the focus (the keys scroll it): a screen reader names it so.
    if (auto *scroll = findChild<QScrollArea *>(QString(), Qt::FindDirectChildrenOnly))
        scroll->setAccessibleName(title());
    // LineBreaks: a Japanese or Chinese paragraph keeps its formulas whole, no lone last character.
    m_sentence->setText(LineBreaks::kept(m_lesson->stepSentence(m_stepIndex, q)));
    const QStringList body = m_lesson->stepBody(m_stepIndex, q);
    for (int k = 0; k < m_paragraphs.size() && k < body.size(); ++k)
        m_paragraphs.at(k)->setText(LineBreaks::kept(body.at(k)));
    if (m_next) {
        const Lesson next = LessonCatalog::lesson(step().nextLesson);
        const int nextIndex = std::max(0, next.indexOfStep(step().nextStep));
        m_next->setText(QStringLiteral("<a href=\"lesson:%1:%2\">%3</a>")
                            .arg(step().nextLesson, step().nextStep,
                                 tr("Go on: lesson “%1”, step “%2”")
                                     .arg(next.title(), next.stepTitle(nextIndex))
                                     .toHtmlEscaped()));
    }
    if (m_questionBox) {
        m_questionBox->setTitle(tr("Check your understanding"));
        m_question->setText(LineBreaks::kept(m_lesson->stepQuestion(m_stepIndex, q)));
        m_answer->setText(LineBreaks::kept(m_lesson->stepAnswer(m_stepIndex, q)));
        m_answerButton->setText(isAnswerShown() ? tr("Hide the answer") : tr("Show the answer"));
    }
    updateContent();
    // The pages' own wrapped labels too (the score terms' note, the training run's summary): a
    // formula on one line, no lone last character (LineBreaks changes only CJK text).
    for (QLabel *label : findChildren<QLabel *>()) {
        if (!label->wordWrap() || label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())))
            continue;
        const QString kept = LineBreaks::kept(label->text());
        if (kept != label->text())
            label->setText(kept);
    }
    // After the page's own updateContent(), which may have shown a control again.
    if (m_onPaper)
        m_hiddenOnPaper.append(LessonPaper::hide(m_contentArea, m_screenOnly));
}

void LessonPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWizardPage::changeEvent(event);
}

} // namespace pe
