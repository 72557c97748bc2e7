// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonshiftmatrixpage.h"

#include "core/text/format.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace pe {

namespace {

    QString compact(double value)
    {
        return std::floor(value) == value ? formatExact(value) : LessonPage::number(value);
    }

} // namespace

LessonShiftMatrixPage::LessonShiftMatrixPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_shift = addBoldLabel(QStringLiteral("value_shift"));
    m_matrix = new LessonTable;
    m_matrix->setTextColumn(-1);
    m_shift->setBuddy(m_matrix); // "… so M_R = M_3:" names the matrix for a screen reader
    contentLayout()->addWidget(m_matrix);
    m_blocks = addLabel(QStringLiteral("blocks"));
    m_check = new LessonTable;
    contentLayout()->addWidget(m_check);
    m_residual = addLabel(QStringLiteral("value_residual"));
    refresh();
}

void LessonShiftMatrixPage::updateContent()
{
    const LessonParameters params = parameters();
    const Encoding encoding = params.encoding();
    const int d = params.dimension;
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    const QString r = valueText(QStringLiteral("shift"));
    m_shift->setText(tr("R = q − p = %1 − %2 = %3, so M_R = M_%3:").arg(q, p, r));

    // The matrix acts on the vector as laid out: rows and columns are components.
    QStringList headers = { QString() };
    for (int k = 0; k < d; ++k)
        headers << QString::number(k);
    m_matrix->setHeaders(headers);
    for (int row = 0; row < d; ++row) {
        m_matrix->setCell(row, 0, QString::number(row));
        m_matrix->setCellEmphasized(row, 0, true);
        for (int column = 0; column < d; ++column) {
            const int pair = encoding.pairOfDimension(row);
            QString key;
            if (encoding.pairOfDimension(column) == pair) {
                const int i = encoding.isCosine(row) ? 1 : 0;
                const int j = encoding.isCosine(column) ? 1 : 0;
                key = QStringLiteral("pair%1_m%2%3").arg(pair).arg(i).arg(j);
            }
            m_matrix->setCell(row, column + 1, key.isEmpty() ? QStringLiteral("0") : valueText(key),
                              QStringLiteral("matrix_%1_%2").arg(row).arg(column));
            m_matrix->setCellMuted(row, column + 1, key.isEmpty());
        }
    }
    m_matrix->setRowCount(d);

    QStringList angles;
    for (int i = 0; i < encoding.pairCount(); ++i)
        // Whole denominators (1, 10, 100, 1000 for d = 8) read better without decimals.
        angles << QStringLiteral("%1 / %2 = %3")
                      .arg(r, compact(value(QStringLiteral("pair%1_denominator").arg(i))),
                           valueText(QStringLiteral("pair%1_rotation_angle").arg(i)));
    m_blocks->setText(tr("Each block rotates its pair by R / denominator radians: %1.")
                          .arg(angles.join(QStringLiteral(", "))));

    m_check->setHeaders({ tr("Component"), QStringLiteral("PE(%1)[k]").arg(p),
                          QStringLiteral("(M_R ⋅ PE(%1))[k]").arg(p),
                          QStringLiteral("PE(%1)[k]").arg(q) });
    for (int k = 0; k < d; ++k) {
        const QString pp = QStringLiteral("pe_p_%1").arg(k);
        const QString shifted = QStringLiteral("shifted_%1").arg(k);
        const QString pq = QStringLiteral("pe_q_%1").arg(k);
        m_check->setCell(k, 0, QString::number(k));
        m_check->setCell(k, 1, valueText(pp), QStringLiteral("value_") + pp);
        m_check->setCell(k, 2, valueText(shifted), QStringLiteral("value_") + shifted);
        m_check->setCell(k, 3, valueText(pq), QStringLiteral("value_") + pq);
        m_check->setCellEmphasized(k, 2, true);
    }
    m_check->setRowCount(d);
    const double residual = value(QStringLiteral("residual"));
    m_residual->setText(tr("Largest |M_R · PE(%1) − PE(%2)| = %3 (rounding error of double "
                           "precision only).")
                            .arg(p, q, residualText(residual)));
}

} // namespace pe
