// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rope/ropecontrols.h"

#include "ui/common/checkedspinbox.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace pe {

RopeControls::RopeControls(QWidget *parent)
    : QWidget(parent)
    , m_pairingLabel(new QLabel(this))
    , m_pairingBox(new QComboBox(this))
    , m_shiftLabel(new QLabel(this))
    , m_shiftBox(new CheckedSpinBox(this))
    , m_play(new QToolButton(this))
    , m_newVectors(new QPushButton(this))
    , m_firstPairLabel(new QLabel(this))
    , m_firstPairBox(new CheckedSpinBox(this))
    , m_message(new QLabel(this))
    , m_animation(new QVariantAnimation(this))
{
    setObjectName(QStringLiteral("ropeControls"));
    m_pairingBox->setObjectName(QStringLiteral("pairingComboBox"));
    m_shiftBox->setObjectName(QStringLiteral("shiftSpinBox"));
    m_play->setObjectName(QStringLiteral("playButton"));
    m_newVectors->setObjectName(QStringLiteral("newVectorsButton"));
    m_firstPairBox->setObjectName(QStringLiteral("firstPairSpinBox"));
    m_message->setObjectName(QStringLiteral("ropeMessageLabel"));

    m_pairingBox->addItem(QString(), static_cast<int>(RopePairing::Interleaved));
    m_pairingBox->addItem(QString(), static_cast<int>(RopePairing::Half));
    m_pairingLabel->setBuddy(m_pairingBox);
    m_shiftLabel->setBuddy(m_shiftBox);
    m_firstPairLabel->setBuddy(m_firstPairBox);
    m_play->setCheckable(true);
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    m_animation->setEasingCurve(QEasingCurve::Linear);

    auto *grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_pairingLabel, 0, 0);
    grid->addWidget(m_pairingBox, 0, 1, 1, 2);
    grid->addWidget(m_shiftLabel, 1, 0);
    grid->addWidget(m_shiftBox, 1, 1);
    grid->addWidget(m_play, 1, 2, Qt::AlignLeft);
    grid->addWidget(m_firstPairLabel, 2, 0);
    grid->addWidget(m_firstPairBox, 2, 1);
    grid->addWidget(m_newVectors, 2, 2, Qt::AlignLeft);
    grid->setColumnStretch(3, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(grid);
    layout->addWidget(m_message);

    connect(m_pairingBox, &QComboBox::activated, this, [this](int index) {
        Q_EMIT pairingRequested(static_cast<RopePairing>(m_pairingBox->itemData(index).toInt()));
    });
    connect(m_shiftBox, &CheckedSpinBox::valueChanged, this, [this](double t) {
        if (!m_animating)
            setPlaying(false); // a typed t wins over the animation
        Q_EMIT shiftRequested(static_cast<qint64>(t));
    });
    connect(m_play, &QToolButton::toggled, this, &RopeControls::setPlaying);
    connect(m_newVectors, &QPushButton::clicked, this, &RopeControls::newVectorsRequested);
    connect(m_firstPairBox, &CheckedSpinBox::valueChanged, this,
            [this](double pair) { Q_EMIT firstPairRequested(static_cast<int>(pair)); });
    connect(m_shiftBox, &CheckedSpinBox::messageChanged, this, &RopeControls::updateMessage);
    connect(m_firstPairBox, &CheckedSpinBox::messageChanged, this, &RopeControls::updateMessage);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_animating = true;
        Q_EMIT shiftRequested(static_cast<qint64>(std::floor(value.toDouble())));
        m_animating = false;
    });
    connect(m_animation, &QVariantAnimation::finished, this, &RopeControls::updatePlayButton);
    retranslate();
}

bool RopeControls::isPlaying() const
{
    return m_animation->state() != QAbstractAnimation::Stopped; // paused counts: Pause stops it
}

QString RopeControls::message() const
{
    return !m_shiftBox->message().isEmpty() ? m_shiftBox->message() : m_firstPairBox->message();
}

void RopeControls::updateMessage()
{
    const QString text = message();
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void RopeControls::showPairing(RopePairing pairing)
{
    m_pairingBox->setCurrentIndex(m_pairingBox->findData(static_cast<int>(pairing)));
}

void RopeControls::showShift(qint64 t, qint64 maxShift)
{
    m_shift = t;
    m_maxShift = maxShift;
    m_shiftBox->setRange(0, static_cast<double>(maxShift));
    m_shiftBox->setValue(static_cast<double>(t));
}

void RopeControls::showFirstPair(int pair, int pairCount)
{
    m_firstPairBox->setRange(0, std::max(0, pairCount - 1));
    m_firstPairBox->setValue(pair);
}

void RopeControls::showSeed(quint64 seed)
{
    m_seed = seed;
    updatePlayButton(); // the tooltips name the seed
}

void RopeControls::setPlaying(bool playing)
{
    if (playing != isPlaying()) {
        if (playing) {
            const qint64 from = m_shift >= m_maxShift ? 0 : m_shift;
            const qint64 to = std::min<qint64>(from + playSpan, m_maxShift);
            if (to > from) {
                m_animation->setStartValue(static_cast<double>(from));
                m_animation->setEndValue(static_cast<double>(to));
                m_animation->setDuration(static_cast<int>((to - from) * 1000 / playSpeed));
                m_animation->start();
            }
        } else {
            m_animation->stop();
        }
    }
    updatePlayButton();
}

void RopeControls::updatePlayButton()
{
    const bool playing = isPlaying();
    m_play->blockSignals(true); // the button follows the animation; it does not start it again
    m_play->setChecked(playing);
    m_play->blockSignals(false);
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(playing ? tr("Stop the animation; t stays where it is.")
                               : tr("Animate the shift: t grows by %1 positions a second, up to "
                                    "%2 positions on. Both hands of every pair turn together; "
                                    "the angle between them and the score stay.")
                                     .arg(playSpeed)
                                     .arg(playSpan));
    m_newVectors->setToolTip(tr("Draw new seeded random q and k (seed %1 next): other hands, the "
                                "same identity.")
                                 .arg(m_seed + 1));
}

void RopeControls::retranslate()
{
    // No Alt letters on these labels: the explorer's tabbed views share one window, whose
    // letters are all taken (Tab reaches the fields; the dials take the arrow keys).
    m_pairingLabel->setText(tr("Pairing:"));
    m_pairingBox->setItemText(0, tr("Interleaved (2i, 2i + 1)"));
    m_pairingBox->setItemText(1, tr("Half (i, i + d/2)"));
    m_pairingBox->setToolTip(tr("Which components form each pair (each dial's two hands): "
                                "interleaved as in RoFormer, GPT-J and Llama, or half as in "
                                "GPT-NeoX and Hugging Face's rotate_half."));
    m_pairingBox->setAccessibleName(tr("Pairing"));
    m_shiftLabel->setText(tr("Shift t:"));
    m_shiftBox->setQuantityName(tr("Shift t"));
    m_shiftBox->setToolTip(tr("Moves both positions: q to m + t and k to n + t. Every hand "
                              "turns by t·θᵢ; the score stays."));
    m_shiftBox->setAccessibleName(tr("Shift t"));
    m_play->setAccessibleName(tr("Play the shift"));
    m_newVectors->setText(tr("New q and &k"));
    m_newVectors->setAccessibleName(tr("New q and k"));
    m_firstPairLabel->setText(tr("First pair:"));
    m_firstPairBox->setQuantityName(tr("First pair"));
    m_firstPairBox->setToolTip(tr("The pair of the first dial shown; the arrow keys and Page "
                                  "Up/Down on the dials move through the pairs too."));
    m_firstPairBox->setAccessibleName(tr("First pair"));
    m_shiftBox->refreshMessage();
    m_firstPairBox->refreshMessage();
    updatePlayButton();
}

void RopeControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
