// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonwidthdiagram.h"

#include <QPainter>

#include <algorithm>

namespace pe {

namespace {

    void bar(QPainter *painter, const QRectF &r, const QColor &fill, const QString &text,
             const QColor &textColor)
    {
        painter->setPen(QPen(fill.darker(140), 1));
        painter->setBrush(fill);
        painter->drawRect(r);
        painter->setPen(textColor);
        painter->drawText(r, Qt::AlignCenter, text);
    }

    QColor mixed()
    {
        const QColor a = LessonWidthDiagram::embeddingColor();
        const QColor b = LessonWidthDiagram::encodingColor();
        return QColor((a.red() + b.red()) / 2, (a.green() + b.green()) / 2,
                      (a.blue() + b.blue()) / 2);
    }

} // namespace

LessonWidthDiagram::LessonWidthDiagram(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LessonWidthDiagram::setData(const Data &data)
{
    m_data = data;
    // What a screen reader reads of the figure: the two ways, their widths and weights.
    setAccessibleDescription(
        QStringList { m_data.addTitle, m_data.widthText, m_data.addWeights }.join(
            QStringLiteral(", "))
        + QStringLiteral("; ")
        + QStringList { m_data.concatenateTitle, m_data.doubleWidthText, m_data.concatenateWeights }
              .join(QStringLiteral(", ")));
    updateGeometry();
    update();
}

QColor LessonWidthDiagram::embeddingColor()
{
    return QColor(0x9e, 0xc9, 0xe8);
}

QColor LessonWidthDiagram::encodingColor()
{
    return QColor(0xf6, 0xc1, 0x8f);
}

QSize LessonWidthDiagram::sizeHint() const
{
    const int h = fontMetrics().height();
    return { 560, 8 * h };
}

QSize LessonWidthDiagram::minimumSizeHint() const
{
    const QFontMetrics fm = fontMetrics();
    const int title = std::max(fm.horizontalAdvance(m_data.addTitle),
                               fm.horizontalAdvance(m_data.concatenateTitle));
    const int weights = std::max(fm.horizontalAdvance(m_data.addWeights),
                                 fm.horizontalAdvance(m_data.concatenateWeights));
    return { title + weights + 22 * fm.averageCharWidth(), 8 * fm.height() };
}

void LessonWidthDiagram::paint(QPainter *painter, const QRectF &rect, const Data &data,
                               const QPalette &palette)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(painter->font());
    const QColor text = palette.color(QPalette::WindowText);
    const QColor onBar(0x20, 0x20, 0x20); // the bars are light in every palette
    const double h = fm.height();
    const double titleWidth
        = std::max(fm.horizontalAdvance(data.addTitle), fm.horizontalAdvance(data.concatenateTitle))
        + h;
    const double weightsWidth = std::max(fm.horizontalAdvance(data.addWeights),
                                         fm.horizontalAdvance(data.concatenateWeights))
        + h;
    const double sign = fm.horizontalAdvance(QStringLiteral(" = ")) + 4;
    // Three unit bars and two signs in the first row; the unit is the width of d.
    const double available = rect.width() - titleWidth - weightsWidth - 2 * sign - h;
    const double unit = std::max(2.0 * h, available / 3.0);
    const double barH = 1.6 * h;

    // Row 1: E + PE(p) = x, each d wide.
    double y = rect.top() + 0.5 * h;
    painter->setPen(text);
    painter->drawText(QRectF(rect.left(), y, titleWidth, barH), Qt::AlignLeft | Qt::AlignVCenter,
                      data.addTitle);
    double x = rect.left() + titleWidth;
    bar(painter, QRectF(x, y, unit, barH), embeddingColor(), data.embedding, onBar);
    x += unit;
    painter->setPen(text);
    painter->drawText(QRectF(x, y, sign, barH), Qt::AlignCenter, QStringLiteral("+"));
    x += sign;
    bar(painter, QRectF(x, y, unit, barH), encodingColor(), data.encoding, onBar);
    x += unit;
    painter->setPen(text);
    painter->drawText(QRectF(x, y, sign, barH), Qt::AlignCenter, QStringLiteral("="));
    x += sign;
    const double sumLeft = x;
    bar(painter, QRectF(x, y, unit, barH), mixed(), data.sum, onBar);
    painter->setPen(text);
    painter->drawText(QRectF(sumLeft, y + barH, unit, h), Qt::AlignCenter, data.widthText);
    painter->drawText(QRectF(sumLeft + unit + 0.5 * h, y, weightsWidth, barH),
                      Qt::AlignLeft | Qt::AlignVCenter, data.addWeights);

    // Row 2: [E, PE(p)], 2d wide, ending where the sum ends so the widths compare at a glance.
    y += barH + 2.5 * h;
    painter->drawText(QRectF(rect.left(), y, titleWidth, barH), Qt::AlignLeft | Qt::AlignVCenter,
                      data.concatenateTitle);
    const double end = sumLeft + unit;
    bar(painter, QRectF(end - 2 * unit, y, unit, barH), embeddingColor(), data.embedding, onBar);
    bar(painter, QRectF(end - unit, y, unit, barH), encodingColor(), data.encoding, onBar);
    painter->setPen(text);
    painter->drawText(QRectF(end - 2 * unit, y + barH, 2 * unit, h), Qt::AlignCenter,
                      data.doubleWidthText);
    painter->drawText(QRectF(end + 0.5 * h, y, weightsWidth, barH),
                      Qt::AlignLeft | Qt::AlignVCenter, data.concatenateWeights);
    painter->restore();
}

void LessonWidthDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(&painter, QRectF(rect()), m_data, palette());
}

} // namespace pe
