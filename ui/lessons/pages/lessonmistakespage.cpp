// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonmistakespage.h"

#include "ui/lessons/lessontable.h"

#include <QButtonGroup>
#include <QGroupBox>
#include <QLabel>
#include <QRadioButton>
#include <QVBoxLayout>

namespace pe {

LessonMistakesPage::LessonMistakesPage(const Lesson *lesson, int stepIndex,
                                       PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_choices = new QGroupBox;
    auto *column = new QVBoxLayout(m_choices);
    m_group = new QButtonGroup(this);
    m_none = new QRadioButton(m_choices);
    m_none->setObjectName(QStringLiteral("mistake_none"));
    m_none->setChecked(true);
    m_group->addButton(m_none, -1);
    column->addWidget(m_none);
    const QList<LessonMistakes::Mistake> all = LessonMistakes::all();
    for (int k = 0; k < all.size(); ++k) {
        auto *button = new QRadioButton(m_choices);
        button->setObjectName(QStringLiteral("mistake_") + LessonMistakes::id(all.at(k)));
        m_group->addButton(button, k);
        column->addWidget(button);
        m_buttons.append(button);
    }
    contentLayout()->addWidget(m_choices);
    m_symptom = addBoldLabel(QStringLiteral("symptom"));
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    m_fix = addLabel(QStringLiteral("fix"));
    // The sixth mistake's claim tried out: the attention lesson's training step.
    m_tryIt = addLabel(QStringLiteral("tryIt"));
    m_tryIt->setTextFormat(Qt::RichText);
    m_tryIt->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(m_tryIt, &QLabel::linkActivated, this, [this] {
        Q_EMIT lessonStepRequested(QStringLiteral("attention"), QStringLiteral("model-uses-it"));
    });
    // On paper nothing is picked: the handout prints every mistake beside the correct result in
    // the step's table instead.
    for (QWidget *screenOnly : QList<QWidget *> { m_choices, m_symptom, m_table, m_fix, m_tryIt })
        markScreenOnly(screenOnly);
    connect(m_group, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            refresh();
    });
    refresh();
}

std::optional<LessonMistakes::Mistake> LessonMistakesPage::mistake() const
{
    const int id = m_group->checkedId();
    if (id < 0)
        return std::nullopt;
    return LessonMistakes::all().at(id);
}

void LessonMistakesPage::setMistake(std::optional<LessonMistakes::Mistake> mistake)
{
    if (!mistake) {
        m_none->setChecked(true);
        return;
    }
    m_buttons.at(LessonMistakes::all().indexOf(*mistake))->setChecked(true);
}

void LessonMistakesPage::updateContent()
{
    m_choices->setTitle(tr("Switch on a mistake"));
    m_none->setText(tr("None: the correct encoding"));
    const QList<LessonMistakes::Mistake> all = LessonMistakes::all();
    for (int k = 0; k < all.size(); ++k)
        m_buttons.at(k)->setText(LessonMistakes::name(all.at(k)));

    const std::optional<LessonMistakes::Mistake> current = mistake();
    m_table->setVisible(current.has_value());
    m_fix->setVisible(current.has_value());
    m_tryIt->setVisible(current == LessonMistakes::Mistake::InputsDifferMeansOrder);
    m_tryIt->setText(QStringLiteral("<a href=\"lesson:attention:model-uses-it\">%1</a>")
                         .arg(tr("Try it: a tiny model trained with and without positions "
                                 "(lesson “Order, attention and relative position”, step "
                                 "“Does a model use it?”)")
                                  .toHtmlEscaped()));
    if (!current) {
        m_symptom->setText(tr("Pick a mistake above to see what it does to the same two "
                              "positions."));
        return;
    }
    m_symptom->setText(LessonMistakes::symptom(*current));
    m_fix->setText(tr("Fix: %1").arg(LessonMistakes::fix(*current)));
    // A wrong conclusion leaves the numbers alone: then one column shows what is measured.
    const bool contrast = LessonMistakes::changesNumbers(*current);
    m_table->setHeaders({ tr("Quantity"), contrast ? tr("Correct") : tr("Measured"),
                          contrast ? tr("With the mistake") : QString() });
    const QString id = LessonMistakes::id(*current);
    const QList<LessonMistakes::Row> rows
        = LessonMistakes::compare(*current, parameters(), lesson().maximumComparePosition());
    for (int r = 0; r < rows.size(); ++r) {
        const QString key = id + QLatin1Char('_') + rows.at(r).key;
        m_table->setCell(r, 0, rows.at(r).label);
        m_table->setCell(r, 1, valueText(key + QStringLiteral("_correct")),
                         QStringLiteral("value_") + key + QStringLiteral("_correct"));
        m_table->setCell(r, 2, contrast ? valueText(key + QStringLiteral("_mistaken")) : QString(),
                         QStringLiteral("value_") + key + QStringLiteral("_mistaken"));
        m_table->setCellEmphasized(r, 2, true);
    }
    m_table->setRowCount(static_cast<int>(rows.size()));
}

} // namespace pe
