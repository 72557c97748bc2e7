// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockdialtexts.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/clock/clockdial.h"

namespace pe {

ClockDialTexts::ClockDialTexts(const PositionalEncodingModel *model)
    : m_model(model)
{
}

QString ClockDialTexts::title(int pair) const
{
    const Encoding &e = m_model->encoding();
    return tr("pair %1 · dims %2, %3")
        .arg(pair)
        .arg(e.dimensionOf(pair, false))
        .arg(e.dimensionOf(pair, true));
}

QString ClockDialTexts::periodLabel(int pair) const
{
    const double period = m_model->encoding().period(pair);
    // Short under the dial (6.28, 628.3, 54410.1: the lecture's figures); 6 decimals in the
    // tooltip.
    return tr("period %1").arg(formatDisplay(period, period < 10 ? 2 : 1));
}

QString ClockDialTexts::toolTip(int pair) const
{
    const Encoding &e = m_model->encoding();
    const Comparison &c = m_model->comparison();
    if (pair < 0 || pair >= e.pairCount())
        return {};
    const int sinDim = e.dimensionOf(pair, false);
    const int cosDim = e.dimensionOf(pair, true);
    const PairDistance &pd = c.pairs[static_cast<size_t>(pair)];
    const auto at
        = [&](const QString &name, qint64 position, double angle, const std::vector<double> &pe) {
              return tr("%1 = %2: angle %3 rad (mod 2π), sin %4, cos %5")
                  .arg(name)
                  .arg(position)
                  .arg(formatDisplay(ClockDial::normalizedAngle(angle)),
                       formatDisplay(pe[static_cast<size_t>(sinDim)]),
                       formatDisplay(pe[static_cast<size_t>(cosDim)]));
          };
    QString text = tr("Pair %1: dimension %2 (sin) and dimension %3 (cos)")
                       .arg(pair)
                       .arg(sinDim)
                       .arg(cosDim);
    text += QLatin1Char('\n') + tr("denominator %1").arg(formatDisplay(pd.denominator));
    text += QLatin1Char('\n')
        + tr("period 2π × denominator = %1 positions per turn").arg(formatDisplay(pd.period));
    text += QLatin1Char('\n') + at(tr("p"), m_model->positionP(), pd.angleP, c.peP);
    text += QLatin1Char('\n') + at(tr("q"), m_model->positionQ(), pd.angleQ, c.peQ);
    if (!m_model->isEncodingEnabled())
        text += QLatin1Char('\n')
            + tr("Positional encoding is off: these are candidates, not added to the input.");
    return text;
}

} // namespace pe
