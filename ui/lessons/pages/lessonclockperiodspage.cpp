// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonclockperiodspage.h"

#include "core/lessons/attention/attentionvalues.h"
#include "core/model/parameterlimits.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonclockrow.h"
#include "ui/lessons/lessontable.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonClockPeriodsPage::LessonClockPeriodsPage(const Lesson *lesson, int stepIndex,
                                               PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_clocks(new LessonClockRow)
    , m_table(new LessonTable)
    , m_own(new LessonTable)
{
    m_clocks->setObjectName(QStringLiteral("clocks"));
    m_clocks->setCellLines(8);
    contentLayout()->addWidget(m_clocks);
    contentLayout()->addWidget(m_table);
    auto *row = new QHBoxLayout;
    m_widthLabel = new QLabel;
    m_widthLabel->setWordWrap(true);
    m_width = new CheckedSpinBox;
    m_width->setObjectName(QStringLiteral("widthSpinBox"));
    m_width->setEvenOnly(true);
    m_width->setRange(ParameterLimits::minDimension, ParameterLimits::maxGuiDimension);
    m_width->setSingleStep(2);
    m_width->setValue(defaultOwnWidth);
    m_widthLabel->setBuddy(m_width);
    row->addWidget(m_widthLabel, 1);
    row->addWidget(m_width);
    contentLayout()->addLayout(row);
    m_rejection = addLabel(QStringLiteral("rejection"));
    CheckedSpinBox::styleMessageLabel(m_rejection);
    markScreenOnly(m_rejection);
    m_rejection->hide();
    contentLayout()->addWidget(m_own);
    // The field keeps a refused text and says why; the message goes when a width is applied.
    connect(m_width, &CheckedSpinBox::messageChanged, this, [this](const QString &message) {
        m_rejection->setText(message);
        m_rejection->setVisible(!message.isEmpty());
    });
    connect(m_width, &CheckedSpinBox::valueChanged, this, [this](double d) {
        if (static_cast<int>(d) != m_ownWidth)
            updateOwnWidth();
    });
    refresh();
}

void LessonClockPeriodsPage::fillPeriods(LessonTable *table, int dimension,
                                         const QList<double> &periods, const QStringList &keys)
{
    const QList<int> pairs = AttentionValues::periodPairs(dimension);
    table->setHeaders(
        { tr("Pair i"), tr("Dimensions"), tr("Period 2π · 10000^(2i/%1)").arg(dimension) });
    for (int r = 0; r < pairs.size(); ++r) {
        table->setCell(r, 0, QString::number(pairs.at(r)));
        table->setCell(r, 1, tr("%1 and %2").arg(2 * pairs.at(r)).arg(2 * pairs.at(r) + 1));
        table->setCell(r, 2, number(periods.value(r)), keys.value(r));
    }
    table->setRowCount(static_cast<int>(pairs.size()));
}

void LessonClockPeriodsPage::updateOwnWidth()
{
    const int d = m_width->value();
    if (!ParameterLimits::checkDimension(tr("Width d"), d, ParameterLimits::maxGuiDimension)
             .isEmpty())
        return;
    m_ownWidth = d;
    const Encoding encoding(d, parameters().base, parameters().layout);
    QList<double> periods;
    QStringList keys;
    for (int i : AttentionValues::periodPairs(d)) {
        periods << encoding.period(i);
        keys << QStringLiteral("own_period_i%1").arg(i);
    }
    fillPeriods(m_own, d, periods, keys);
}

void LessonClockPeriodsPage::updateContent()
{
    const LessonParameters params = parameters();
    const Encoding encoding = params.encoding();
    QList<LessonClockRow::Dial> dials;
    QList<double> periods;
    QStringList keys;
    for (int i : AttentionValues::periodPairs(params.dimension)) {
        const QString period = QStringLiteral("period_i%1").arg(i);
        LessonClockRow::Dial dial;
        dial.to = value(QStringLiteral("hand_q_i%1").arg(i));
        dial.title = tr("pair %1 at position %2").arg(i).arg(params.q);
        dial.caption = tr("period %1").arg(valueText(period));
        dials << dial;
        periods << value(period);
        keys << QStringLiteral("value_") + period;
    }
    m_clocks->setDials(dials);
    // A screen reader names the row of dials; the dials' texts are its description.
    m_clocks->setAccessibleName(tr("Clock hands at position %1").arg(params.q));
    fillPeriods(m_table, params.dimension, periods, keys);
    m_widthLabel->setText(tr("Your own width d (even, %1 to %2):")
                              .arg(ParameterLimits::minDimension)
                              .arg(ParameterLimits::maxGuiDimension));
    m_width->setQuantityName(tr("Width d"));
    m_width->refreshMessage();
    m_ownWidth = 0; // texts may have changed language: fill the own table again
    updateOwnWidth();
}

} // namespace pe
