// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonrotationcheckpage.h"

#include "core/lessons/attention/attentionvalues.h"
#include "core/math/relativeshift.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessontable.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonRotationCheckPage::LessonRotationCheckPage(const Lesson *lesson, int stepIndex,
                                                 PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_shift = addBoldLabel(QStringLiteral("value_shift"));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    const int pairs = parameters().encoding().pairCount();
    for (int i = 0; i < pairs; ++i) {
        auto *title = new QLabel;
        auto *block = new LessonTable;
        block->setTextColumn(-1);
        title->setBuddy(block); // the table's name for a screen reader
        auto *cell = new QVBoxLayout;
        cell->addWidget(title);
        cell->addWidget(block);
        grid->addLayout(cell, i / 2, i % 2, Qt::AlignTop);
        m_blockTitles << title;
        m_blocks << block;
    }
    grid->setColumnStretch(2, 1);
    contentLayout()->addLayout(grid);
    m_checks = new LessonTable;
    contentLayout()->addWidget(m_checks);
    auto *row = new QHBoxLayout;
    m_startLabel = new QLabel;
    m_startLabel->setWordWrap(true);
    m_start = new CheckedSpinBox;
    m_start->setObjectName(QStringLiteral("startSpinBox"));
    m_start->setRange(0, maximumOwnStart);
    m_start->setValue(defaultOwnStart);
    m_startLabel->setBuddy(m_start);
    row->addWidget(m_startLabel, 1);
    row->addWidget(m_start);
    contentLayout()->addLayout(row);
    // A refused start stays in the field, with the reason under it until a start is applied.
    m_rejection = addLabel(QStringLiteral("rejection"));
    CheckedSpinBox::styleMessageLabel(m_rejection);
    markScreenOnly(m_rejection);
    m_rejection->hide();
    connect(m_start, &CheckedSpinBox::messageChanged, this, [this](const QString &message) {
        m_rejection->setText(message);
        m_rejection->setVisible(!message.isEmpty());
    });
    m_vectors = new LessonTable;
    contentLayout()->addWidget(m_vectors);
    connect(m_start, &CheckedSpinBox::valueChanged, this, &LessonRotationCheckPage::updateOwnStart);
    refresh();
}

void LessonRotationCheckPage::updateOwnStart()
{
    const LessonParameters params = parameters();
    const Encoding encoding = params.encoding();
    const qint64 r = params.q - params.p;
    const qint64 k = m_start->value();
    const RelativeShift shift(encoding, static_cast<double>(r));
    const std::vector<double> from = encoding.vector(static_cast<double>(k));
    const std::vector<double> moved = shift.apply(from);
    const std::vector<double> to = encoding.vector(static_cast<double>(k + r));
    m_vectors->setHeaders({ tr("Component"), QStringLiteral("P_%1").arg(k),
                            QStringLiteral("M_%1 P_%2").arg(r).arg(k),
                            QStringLiteral("P_%1").arg(k + r) });
    for (int c = 0; c < encoding.dimension(); ++c) {
        const size_t i = static_cast<size_t>(c);
        m_vectors->setCell(c, 0, QString::number(c));
        m_vectors->setCell(c, 1, number(from[i]));
        m_vectors->setCell(c, 2, number(moved[i]), QStringLiteral("own_shifted_%1").arg(c));
        m_vectors->setCell(c, 3, number(to[i]), QStringLiteral("own_target_%1").arg(c));
        m_vectors->setCellEmphasized(c, 2, true);
    }
    m_vectors->setRowCount(encoding.dimension());
    const int last = static_cast<int>(std::size(AttentionValues::starts));
    m_checks->setCell(last, 0, tr("%1 (yours)").arg(k));
    m_checks->setCell(last, 1, QString::number(k + r));
    m_checks->setCell(last, 2, residualText(shift.residual(static_cast<double>(k))),
                      QStringLiteral("own_residual"));
    m_checks->setRowCount(last + 1);
}

void LessonRotationCheckPage::updateContent()
{
    const LessonParameters params = parameters();
    const QString r = valueText(QStringLiteral("shift"));
    m_shift->setText(
        tr("R = %1. M_%1 holds one 2 × 2 block per pair, acting on (sin, cos):").arg(r));
    for (int i = 0; i < m_blocks.size(); ++i) {
        const auto key = [i](const char *name) {
            return QStringLiteral("pair%1_%2").arg(i).arg(QLatin1String(name));
        };
        m_blockTitles.at(i)->setText(
            tr("Pair %1: R / Z = %2 / %3 = %4")
                .arg(i)
                .arg(r, valueText(key("denominator"), 0), valueText(key("rotation_angle"))));
        LessonTable *block = m_blocks.at(i);
        block->setHeaders({ QStringLiteral("sin"), QStringLiteral("cos") });
        for (int row = 0; row < 2; ++row)
            for (int column = 0; column < 2; ++column) {
                const QString k = QStringLiteral("pair%1_m%2%3").arg(i).arg(row).arg(column);
                block->setCell(row, column, valueText(k), QStringLiteral("value_") + k);
            }
        block->setRowCount(2);
    }
    m_checks->setHeaders({ tr("Start k"), tr("Target k + R"), tr("Largest |M_R P_k − P_(k+R)|") });
    const qint64 shift = params.q - params.p;
    int row = 0;
    for (int k : AttentionValues::starts) {
        const QString key = AttentionValues::residualKey(k, k + shift);
        m_checks->setCell(row, 0, QString::number(k));
        m_checks->setCell(row, 1, QString::number(k + shift));
        m_checks->setCell(row, 2, residualText(value(key)), QStringLiteral("value_") + key);
        ++row;
    }
    m_startLabel->setText(tr("Your own start k (0 to %1):").arg(maximumOwnStart));
    m_start->setQuantityName(tr("Start k"));
    m_start->refreshMessage();
    updateOwnStart();
}

} // namespace pe
