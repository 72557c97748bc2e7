// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextbandschart.h"

#include "ui/common/focusframe.h"
#include "ui/common/indexkeys.h"
#include "ui/common/viewdescription.h"
#include "ui/contexts/contextbandstext.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace pe {

ContextBandsChart::ContextBandsChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("contextBandsChart"));
    setFocusPolicy(Qt::StrongFocus); // Up and Down move the hovered pair
    setMouseTracking(true);
    setCursor(Qt::CrossCursor);
    new FocusFrame(this);
    // The name is the view's (ContextsView), which knows the method.
    m_description = new ViewDescription(this, {}, [this] {
        if (!m_bands)
            return QString();
        // The tooltip begins with the pair ("Pair 3; θᵢ = …").
        return tr("%1; %2").arg(ViewDescription::plain(ContextBandsText::title(*m_bands)),
                                ViewDescription::plain(toolTipAt(m_hovered)));
    });
    m_description->follow(this, &ContextBandsChart::hoveredPairChanged);
}

void ContextBandsChart::setBands(std::unique_ptr<ContextBands> bands)
{
    m_bands = std::move(bands);
    const int last = m_bands ? m_bands->pairCount() - 1 : 0;
    if (m_hovered > last) {
        m_hovered = std::max(0, last);
        Q_EMIT hoveredPairChanged(m_hovered);
    }
    m_description->schedule();
    update();
}

void ContextBandsChart::setHoveredPair(int pair)
{
    if (!m_bands)
        return;
    pair = std::clamp(pair, 0, std::max(0, m_bands->pairCount() - 1));
    if (pair == m_hovered)
        return;
    m_hovered = pair;
    update();
    Q_EMIT hoveredPairChanged(m_hovered);
}

ContextBandsPlot ContextBandsChart::plot() const
{
    return ContextBandsPlot(*m_bands, m_hovered, font(), palette());
}

int ContextBandsChart::pairAt(const QPointF &point) const
{
    return m_bands ? plot().pairAt(QRectF(rect()), point) : -1;
}

QString ContextBandsChart::toolTipAt(int pair) const
{
    if (!m_bands || pair < 0 || pair >= m_bands->pairCount())
        return {};
    return ContextBandsText::pairItems(*m_bands, pair).join(QLatin1Char('\n'));
}

void ContextBandsChart::paintPlot(QPainter *painter, const QRectF &target) const
{
    if (m_bands)
        plot().paint(painter, target);
}

QImage ContextBandsChart::renderImage(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    paintPlot(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QSize ContextBandsChart::sizeHint() const
{
    return { 760, 460 };
}

QSize ContextBandsChart::minimumSizeHint() const
{
    return { 320, 220 };
}

bool ContextBandsChart::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int pair = pairAt(help->pos());
        if (pair >= 0)
            QToolTip::showText(help->globalPos(), toolTipAt(pair), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void ContextBandsChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintPlot(&painter, QRectF(rect()));
}

void ContextBandsChart::mouseMoveEvent(QMouseEvent *event)
{
    const int pair = pairAt(event->position());
    if (pair >= 0)
        setHoveredPair(pair);
    QWidget::mouseMoveEvent(event);
}

void ContextBandsChart::keyPressEvent(QKeyEvent *event)
{
    const std::optional<qint64> pair = m_bands
        ? IndexKeys(Qt::Vertical, m_bands->pairCount()).target(event->key(), m_hovered)
        : std::nullopt;
    if (!pair)
        return QWidget::keyPressEvent(event);
    setHoveredPair(static_cast<int>(*pair));
    event->accept();
}

void ContextBandsChart::changeEvent(QEvent *event)
{
    // The texts are built at paint time from tr(): a repaint retranslates.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace pe
