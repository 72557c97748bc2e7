// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonsidepanel.h"
#include "core/lessons/stepnumber.h"

#include "ui/common/checkedspinbox.h"
#include "ui/common/mnemonictext.h"
#include "ui/lessons/lessonstepdelegate.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace pe {

LessonSidePanel::LessonSidePanel(const Lesson *lesson, QWidget *parent)
    : QWidget(parent)
    , m_lesson(lesson)
{
    setObjectName(QStringLiteral("LessonSidePanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 6, 0);

    addComparePosition(layout);

    m_presetsLabel = new QLabel(this);
    layout->addWidget(m_presetsLabel);
    for (const LessonPreset &preset : lesson->presets()) {
        auto *button = new QPushButton(this);
        button->setObjectName(QStringLiteral("preset_") + preset.id);
        const QString id = preset.id;
        connect(button, &QPushButton::clicked, this, [this, id] { Q_EMIT presetActivated(id); });
        layout->addWidget(button);
        m_presets.append(button);
    }

    addStepList(layout);

    // A check box does not wrap its text; a wrapping label beside it keeps long translations whole.
    m_follow = new QCheckBox(this);
    m_follow->setObjectName(QStringLiteral("followCheckBox"));
    m_followLabel = new QLabel(this);
    m_followLabel->setWordWrap(true);
    m_followLabel->setBuddy(m_follow);
    auto *followRow = new QHBoxLayout;
    followRow->addWidget(m_follow, 0, Qt::AlignTop);
    followRow->addWidget(m_followLabel, 1);
    layout->addLayout(followRow);

    // A refused text is explained under the box (where it stays until fixed), not in a status bar
    // that would keep showing it after the fix.
    connect(m_position, &CheckedSpinBox::valueChanged, this, [this](double q) {
        if (!m_syncing)
            Q_EMIT comparePositionRequested(static_cast<int>(q));
    });
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0)
            Q_EMIT stepActivated(row);
    });
    connect(m_follow, &QCheckBox::toggled, this, &LessonSidePanel::followExplorerToggled);
    retranslate();
}

// The compare position q: its label, field and the message under it while a text is refused.
void LessonSidePanel::addComparePosition(QVBoxLayout *layout)
{
    m_positionLabel = new QLabel(this);
    m_positionLabel->setWordWrap(true);
    auto *position = new CheckedSpinBox(this);
    position->setObjectName(QStringLiteral("comparePositionSpinBox"));
    position->setRange(m_lesson->minimumComparePosition(), m_lesson->maximumComparePosition());
    position->setValue(static_cast<double>(m_lesson->defaults().q));
    // The lesson's own check, so the message is the one the wizard gives.
    position->setChecker([this](const QString &text, double *value) {
        int q = 0;
        const QString e = m_lesson->checkComparePosition(quantityName(), text, &q);
        *value = q;
        return e;
    });
    m_position = position;
    m_positionLabel->setBuddy(m_position);
    auto *positionRow = new QHBoxLayout;
    positionRow->addWidget(m_positionLabel, 1);
    positionRow->addWidget(m_position);
    layout->addLayout(positionRow);
    m_positionMessage = new QLabel(this);
    m_positionMessage->setObjectName(QStringLiteral("comparePositionMessage"));
    CheckedSpinBox::styleMessageLabel(m_positionMessage);
    m_positionMessage->hide();
    layout->addWidget(m_positionMessage);
    connect(position, &CheckedSpinBox::messageChanged, this, [this](const QString &text) {
        m_positionMessage->setText(text);
        m_positionMessage->setVisible(!text.isEmpty());
    });
}

// The steps, one a row, titles wrapped.
void LessonSidePanel::addStepList(QVBoxLayout *layout)
{
    m_stepsLabel = new QLabel(this);
    layout->addSpacing(4);
    layout->addWidget(m_stepsLabel);
    m_steps = new QListWidget(this);
    m_steps->setObjectName(QStringLiteral("stepList"));
    m_steps->setWordWrap(true);
    m_steps->setTextElideMode(Qt::ElideNone);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_steps->setItemDelegate(new LessonStepDelegate(m_steps)); // wrapped titles hang indented
    m_steps->setResizeMode(QListView::Adjust); // the wrapping follows the panel's width
    for (int k = 0; k < m_lesson->stepCount(); ++k)
        m_steps->addItem(QString());
    m_stepsLabel->setBuddy(m_steps);
    layout->addWidget(m_steps, 1);
}

QString LessonSidePanel::keepMnemonicAttached(const QString &text)
{
    // A word joiner (U+2060) forbids the line break before the parenthesis.
    QString joined = text;
    const qsizetype at = joined.lastIndexOf(QLatin1String("(&"));
    if (at > 0 && joined.at(at - 1) != QChar(0x2060))
        joined.insert(at, QChar(0x2060));
    return joined;
}

QPushButton *LessonSidePanel::presetButton(const QString &presetId) const
{
    return findChild<QPushButton *>(QStringLiteral("preset_") + presetId);
}

void LessonSidePanel::setCurrentStep(int index)
{
    m_syncing = true;
    m_steps->setCurrentRow(index);
    m_syncing = false;
}

void LessonSidePanel::setComparePosition(int position)
{
    m_syncing = true;
    m_position->setValue(position);
    m_syncing = false;
}

void LessonSidePanel::setFollowExplorer(bool follow)
{
    m_follow->setChecked(follow);
}

QString LessonSidePanel::quantityName() const
{
    const Lesson::PositionWording &wording = m_lesson->positionWording();
    return wording.name ? m_lesson->text(wording.name) : tr("Compare position q");
}

void LessonSidePanel::retranslate()
{
    const Lesson::PositionWording &wording = m_lesson->positionWording();
    m_positionLabel->setText(wording.label ? m_lesson->text(wording.label)
                                           : tr("Compare position &q:"));
    m_position->setToolTip((wording.toolTip ? m_lesson->text(wording.toolTip)
                                            : tr("The position of the second “the”, %1 to %2. "
                                                 "Every value on every step follows it."))
                               .arg(m_lesson->minimumComparePosition())
                               .arg(m_lesson->maximumComparePosition()));
    m_position->setQuantityName(quantityName());
    m_position->refreshMessage();
    m_presetsLabel->setText(tr("Presets:"));
    const QList<LessonPreset> &presets = m_lesson->presets();
    for (int k = 0; k < presets.size() && k < m_presets.size(); ++k) {
        m_presets.at(k)->setText(m_lesson->text(presets.at(k).title));
        m_presets.at(k)->setToolTip(m_lesson->text(presets.at(k).description));
    }
    m_stepsLabel->setText(tr("&Steps:"));
    m_steps->setAccessibleName(tr("Steps of the lesson"));
    for (int k = 0; k < m_lesson->stepCount(); ++k) {
        m_steps->item(k)->setData(LessonStepDelegate::titleRole, m_lesson->stepTitle(k));
        m_steps->item(k)->setText(tr("%1 · %2").arg(stepNumber(k)).arg(m_lesson->stepTitle(k)));
        // Whole where the list shows it in two lines with "…" (large presenter type).
        m_steps->item(k)->setToolTip(m_lesson->stepTitle(k));
    }
    m_followLabel->setText(keepMnemonicAttached(tr("Show each step in the e&xplorer")));
    // Read without the mnemonic ("(X)" in Japanese and Chinese, issue 26).
    m_follow->setAccessibleName(MnemonicText::plain(tr("Show each step in the e&xplorer")));
    // Buttons do not wrap: the column widens (within limits) for the longest preset.
    int width = 30 * fontMetrics().averageCharWidth();
    for (QPushButton *button : std::as_const(m_presets))
        width = qMax(width, button->sizeHint().width() + 8);
    setFixedWidth(qBound(230, width, 340));
    m_follow->setToolTip(tr("Keep the main window's views on this step's parameters: d, base, "
                            "p, q and the on/off switch."));
}

void LessonSidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
