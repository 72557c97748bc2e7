// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rope/ropeview.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/ropedials.h"
#include "core/text/format.h"
#include "ui/common/focusframe.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/viewdescription.h"
#include "ui/rope/ropecontrols.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropedialpainter.h"

#include <QEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>

namespace pe {

RopeView::RopeView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_seed(RopeDials::defaultSeed)
    , m_explanation(new QLabel(this))
    , m_controls(new RopeControls(this))
    , m_legend(new QLabel(this))
    , m_score(new QLabel(this))
    , m_relative(new QLabel(this))
    , m_shown(new QLabel(this))
    , m_grid(new RopeDialGrid(this))
    , m_readout(new QLabel(this))
{
    setObjectName(QStringLiteral("ropeView"));
    m_readout->setObjectName(QStringLiteral("ropeReadoutLabel"));
    m_score->setObjectName(QStringLiteral("ropeScoreLabel"));
    m_relative->setObjectName(QStringLiteral("ropeRelativeScoreLabel"));
    m_shown->setObjectName(QStringLiteral("ropeShownLabel"));
    for (QLabel *label : { m_explanation, m_legend, m_shown })
        label->setWordWrap(true);
    for (QLabel *label : { m_score, m_relative, m_readout }) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_readout->setTextFormat(Qt::PlainText);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addWidget(m_controls);
    layout->addWidget(m_legend);
    layout->addWidget(m_score);
    layout->addWidget(m_relative);
    layout->addWidget(m_shown);
    layout->addWidget(m_grid, 1);
    layout->addWidget(m_readout);

    connect(m_controls, &RopeControls::pairingRequested, this, &RopeView::setPairing);
    connect(m_controls, &RopeControls::shiftRequested, this, [this](qint64 t) {
        // Play runs on past the largest t when p or q grew meanwhile: it stops there.
        if (!setShift(t))
            m_controls->setPlaying(false);
    });
    connect(m_controls, &RopeControls::newVectorsRequested, this, &RopeView::newVectors);
    connect(m_controls, &RopeControls::firstPairRequested, m_grid, &RopeDialGrid::setFirstPair);
    connect(m_grid, &RopeDialGrid::firstPairChanged, this, [this](int pair) {
        m_controls->showFirstPair(pair, m_grid->pairCount());
        updateTexts();
    });
    connect(m_grid, &RopeDialGrid::shownCountChanged, this, &RopeView::updateTexts);
    connect(m_grid, &RopeDialGrid::currentPairChanged, this, &RopeView::updateTexts);
    m_grid->setToolTipText([this](int pair) { return readoutText(pair); });
    // Hidden behind another tab, the dials wait until they are shown.
    auto *refresh = new HiddenRefresh(this, [this] { recompute(); });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);

    m_controls->showSeed(m_seed);
    new FocusFrame(m_grid);
    m_description = new ViewDescription(
        m_grid, [] { return tr("RoPE dials"); },
        [this] {
            if (!m_dials)
                return QString();
            return tr("RoPE dials of %1 pairs, shift t = %2; %3")
                .arg(m_grid->pairCount())
                .arg(m_shift)
                .arg(ViewDescription::plain(readoutText(m_grid->currentPair())));
        });
    recompute();
    retranslate();
}

RopeView::~RopeView()
{
    m_grid->setDials(nullptr); // the grid may paint no more of the dials freed here
}

qint64 RopeView::maxShift() const
{
    return ParameterLimits::maxPosition - std::max(m_model->positionP(), m_model->positionQ());
}

int RopeView::currentPair() const
{
    return m_grid->currentPair();
}

void RopeView::setPairing(RopePairing pairing)
{
    m_controls->showPairing(pairing);
    if (pairing == m_pairing)
        return;
    m_pairing = pairing;
    recompute();
}

bool RopeView::setShift(qint64 t)
{
    if (t < 0 || t > maxShift())
        return false;
    if (t != m_shift) {
        m_shift = t;
        recompute();
    }
    m_controls->showShift(m_shift, maxShift());
    return true;
}

void RopeView::newVectors()
{
    ++m_seed;
    m_controls->showSeed(m_seed);
    recompute();
}

void RopeView::recompute()
{
    const int d = m_model->dimension();
    if (d != m_vectorDimension || m_seed != m_vectorSeed) {
        RopeDials::seededVectors(d, m_seed, &m_query, &m_key);
        m_vectorDimension = d;
        m_vectorSeed = m_seed;
    }
    m_shift = std::min(m_shift, maxShift());
    auto next
        = std::make_unique<RopeDials>(RotaryEmbedding(d, m_model->base(), m_pairing), m_query,
                                      m_key, m_model->positionP(), m_model->positionQ(), m_shift);
    // The grid lets go of the old dials before they are freed.
    m_grid->setDials(next.get());
    m_dials = std::move(next);
    m_controls->showShift(m_shift, maxShift());
    m_controls->showFirstPair(m_grid->firstPair(), m_dials->pairCount());
    updateTexts();
}

QString RopeView::scoreText() const
{
    return tr("Score (R₍ₘ₊ₜ₎ q)·(R₍ₙ₊ₜ₎ k) = %1").arg(formatDisplay(m_dials->score()));
}

QString RopeView::relativeScoreText() const
{
    return tr("Relative score q·(R₍ₙ₋ₘ₎ k) = %1, from n − m = %2 alone: the same number for "
              "every t")
        .arg(formatDisplay(m_dials->relativeScore()))
        .arg(displayMinus(QString::number(m_dials->n() - m_dials->m())));
}

QString RopeView::shownText() const
{
    const int pairs = m_dials->pairCount();
    const int shown = m_grid->shownCount();
    if (shown >= pairs)
        return tr("All %1 pairs shown.").arg(pairs);
    const int first = m_grid->firstPair();
    return tr("Pairs %1–%2 of %3 shown, %4 hidden: pick others with First pair or the arrow "
              "keys.")
        .arg(first)
        .arg(first + shown - 1)
        .arg(pairs)
        .arg(pairs - shown);
}

QString RopeView::readoutText(int pair) const
{
    if (pair < 0 || pair >= m_dials->pairCount())
        return {};
    const RopeDial d = m_dials->dial(pair);
    const auto hand = [](const QString &line, const RopeHand &h) {
        return line.arg(formatDisplay(h.x), formatDisplay(h.y), formatDisplay(h.angle));
    };
    QStringList lines;
    lines << tr("Pair %1: components %2 (x) and %3 (y), θ%4 = %5")
                 .arg(pair)
                 .arg(d.first)
                 .arg(d.second)
                 .arg(formatSubscript(pair), formatDisplay(d.theta));
    lines << hand(tr("q's hand, R₍ₘ₊ₜ₎ q: (%1, %2), angle %3 rad"), d.query);
    lines << hand(tr("k's hand, R₍ₙ₊ₜ₎ k: (%1, %2), angle %3 rad"), d.key);
    lines << tr("Angle from q's hand to k's hand: %1 rad, the same for every t; (n − m)·θ%2 = "
                "%3 rad")
                 .arg(formatDisplay(d.between), formatSubscript(pair))
                 .arg(formatDisplay(d.positionTurn));
    lines << tr("The shift turned both hands by t·θ%1 = %2 rad")
                 .arg(formatSubscript(pair), formatDisplay(d.shiftTurn));
    return lines.join(QLatin1Char('\n'));
}

QString RopeView::legendText() const
{
    const RopeDialPainter::Style s = RopeDialPainter::style(palette());
    const auto swatch = [](const QColor &c) {
        return QStringLiteral("<span style=\"color:%1; font-weight:bold\">&#9473;&#9473;</span>")
            .arg(c.name(QColor::HexRgb));
    };
    return tr("%1 q at m + t = %2 &nbsp;&nbsp; %3 k at n + t = %4 &nbsp;&nbsp; (m = p, n = q, "
              "d = %5, base %6; q and k: seeded random, seed %7)")
        .arg(swatch(s.query))
        .arg(m_dials->m() + m_dials->t())
        .arg(swatch(s.key))
        .arg(m_dials->n() + m_dials->t())
        .arg(m_dials->rope().dimension())
        .arg(formatExact(m_dials->rope().base()))
        .arg(m_seed);
}

void RopeView::updateTexts()
{
    if (!m_dials)
        return;
    m_legend->setText(legendText());
    m_score->setText(scoreText());
    m_relative->setText(relativeScoreText());
    m_shown->setText(shownText());
    m_readout->setText(readoutText(m_grid->currentPair()));
    m_description->schedule();
}

void RopeView::retranslate()
{
    m_explanation->setText(
        tr("RoPE turns q and k by their positions instead of adding a position vector: pair i "
           "at position m is turned by m·θᵢ. Each dial is one pair: q's hand is the pair's two "
           "components of R₍ₘ₊ₜ₎ q as (x, y), k's hand those of R₍ₙ₊ₜ₎ k. The shift t turns "
           "both hands of every pair by t·θᵢ; the angle between them and the score stay."));
    m_grid->setWhatsThis(m_explanation->text());
    updateTexts();
}

void RopeView::resizeEvent(QResizeEvent *event)
{
    // A short view keeps its room for the dials: the explanation is also the dials' What's This.
    m_explanation->setVisible(event->size().height() >= explanationMinHeight);
    QWidget::resizeEvent(event);
}

void RopeView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        updateTexts();
    QWidget::changeEvent(event);
}

} // namespace pe
