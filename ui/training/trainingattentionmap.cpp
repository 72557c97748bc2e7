// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingattentionmap.h"

#include "core/text/format.h"
#include "ui/training/trainingchart.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace pe {

TrainingAttentionMap::TrainingAttentionMap(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trainingAttentionMap"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QSize TrainingAttentionMap::sizeHint() const
{
    const QFontMetrics fm(font());
    return { 360, static_cast<int>((m_rows.size() + 1) * (fm.height() + 8) + 6) };
}

QSize TrainingAttentionMap::minimumSizeHint() const
{
    return { 200, sizeHint().height() };
}

void TrainingAttentionMap::setData(const QStringList &tokens, const std::vector<Row> &rows)
{
    m_tokens = tokens;
    m_rows = rows;
    if (m_row >= rowCount() || m_column >= m_tokens.size())
        m_row = m_column = -1;
    setToolTip(readout());
    updateGeometry();
    update();
}

void TrainingAttentionMap::setPicked(int row, int column)
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= m_tokens.size())
        row = column = -1;
    if (row == m_row && column == m_column)
        return;
    m_row = row;
    m_column = column;
    setToolTip(readout());
    update();
}

QString TrainingAttentionMap::readout() const
{
    if (m_row < 0)
        return {};
    const Row &r = m_rows[m_row];
    if (m_column >= static_cast<int>(r.weights.size()))
        return {};
    return tr("%1: [S] gives %2 the weight %3")
        .arg(PositionSchemes::label(r.scheme), m_tokens[m_column],
             formatDisplay(r.weights[static_cast<std::size_t>(m_column)]));
}

double TrainingAttentionMap::labelWidth() const
{
    const QFontMetrics fm(font());
    double w = 0;
    for (const Row &r : m_rows)
        w = std::max<double>(w, fm.horizontalAdvance(PositionSchemes::label(r.scheme)));
    return w + 10;
}

QRectF TrainingAttentionMap::cellRect(int row, int column) const
{
    const QFontMetrics fm(font());
    const double rowHeight = fm.height() + 8;
    const double left = labelWidth();
    const double w = m_tokens.isEmpty() ? 0 : (width() - left - 2) / m_tokens.size();
    return { left + column * w, rowHeight * (row + 1), w, rowHeight };
}

void TrainingAttentionMap::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette pal = palette();
    const QFontMetrics fm(font());
    const QColor base = pal.color(QPalette::Base);
    const QColor ink = pal.color(QPalette::Text);
    p.fillRect(rect(), pal.color(QPalette::Window));
    for (int c = 0; c < m_tokens.size(); ++c) {
        QRectF head = cellRect(0, c);
        head.moveTop(0);
        p.setPen(ink);
        p.drawText(head, Qt::AlignCenter, m_tokens[c]);
    }
    for (int r = 0; r < rowCount(); ++r) {
        const QRectF first = cellRect(r, 0);
        p.setPen(ink);
        p.drawText(QRectF(0, first.top(), labelWidth() - 6, first.height()),
                   Qt::AlignRight | Qt::AlignVCenter, PositionSchemes::label(m_rows[r].scheme));
        for (int c = 0; c < m_tokens.size(); ++c) {
            if (c >= static_cast<int>(m_rows[r].weights.size()))
                continue;
            const double w = std::clamp(m_rows[r].weights[static_cast<std::size_t>(c)], 0.0, 1.0);
            // From the base colour to the text colour: readable in light, dark and high contrast.
            const QColor fill = QColor::fromRgbF(
                static_cast<float>(base.redF() + (ink.redF() - base.redF()) * w),
                static_cast<float>(base.greenF() + (ink.greenF() - base.greenF()) * w),
                static_cast<float>(base.blueF() + (ink.blueF() - base.blueF()) * w));
            const QRectF cell = cellRect(r, c).adjusted(1, 1, -1, -1);
            p.fillRect(cell, fill);
            p.setPen(w > 0.5 ? base : ink);
            // Six decimals, as everywhere; two when the cell is too narrow for them; the shade
            // alone when not even those fit (13 tokens in a narrow dock ran their numbers into
            // each other). The readout under the map always gives six.
            QString text = formatDisplay(w);
            if (p.fontMetrics().horizontalAdvance(text) > cell.width() - 4)
                text = formatDisplay(w, 2);
            if (p.fontMetrics().horizontalAdvance(text) <= cell.width() - 4)
                p.drawText(cell, Qt::AlignCenter, text);
            if (r == m_row && c == m_column) {
                p.setPen(QPen(pal.color(QPalette::Highlight), 2));
                p.drawRect(cell);
            }
        }
    }
    if (hasFocus()) {
        p.setPen(QPen(pal.color(QPalette::Highlight), 1, Qt::DotLine));
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

void TrainingAttentionMap::mouseMoveEvent(QMouseEvent *event)
{
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < m_tokens.size(); ++c)
            if (cellRect(r, c).contains(event->position())) {
                setPicked(r, c);
                QToolTip::showText(event->globalPosition().toPoint(), readout(), this);
                return;
            }
}

void TrainingAttentionMap::keyPressEvent(QKeyEvent *event)
{
    if (m_rows.empty() || m_tokens.isEmpty()) {
        QWidget::keyPressEvent(event);
        return;
    }
    int r = std::max(0, m_row);
    int c = std::max(0, m_column);
    switch (event->key()) {
    case Qt::Key_Left:
        c = m_column < 0 ? 0 : c - 1;
        break;
    case Qt::Key_Right:
        c = m_column < 0 ? 0 : c + 1;
        break;
    case Qt::Key_Up:
        r = m_row < 0 ? 0 : r - 1;
        break;
    case Qt::Key_Down:
        r = m_row < 0 ? 0 : r + 1;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    setPicked(std::clamp(r, 0, static_cast<int>(m_rows.size()) - 1),
              std::clamp(c, 0, static_cast<int>(m_tokens.size()) - 1));
}

void TrainingAttentionMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setToolTip(readout());
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace pe
