// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockplayer.h"
#include "ui/common/hiddenrefresh.h"

#include "core/model/positionalencodingmodel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

namespace {
    constexpr double speeds[] = { 1, 2, 5, 10, 25, 100, 1000, 10000 };
}

ClockPlayer::ClockPlayer(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_sliderLabel(new QLabel(this))
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_positionLabel(new QLabel(this))
    , m_play(new QToolButton(this))
    , m_speedLabel(new QLabel(this))
    , m_speedBox(new QComboBox(this))
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("ClockPlayer"));
    m_sliderLabel->setBuddy(m_slider);
    m_positionLabel->setMinimumWidth(
        QFontMetrics(font()).horizontalAdvance(QStringLiteral("p = 0000000")));
    m_play->setCheckable(true);
    m_play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_speedLabel->setBuddy(m_speedBox);
    for (double s : speeds)
        m_speedBox->addItem(QString(), s);
    m_speedBox->setCurrentIndex(m_speedBox->findData(m_speed));
    m_timer->setInterval(timerInterval);

    // Two rows: the slider keeps a usable length in a narrow dock (a 1024 px screen).
    auto *sliderRow = new QHBoxLayout;
    sliderRow->addWidget(m_sliderLabel);
    sliderRow->addWidget(m_slider, 1);
    sliderRow->addWidget(m_positionLabel);
    auto *playRow = new QHBoxLayout;
    playRow->addWidget(m_play);
    playRow->addSpacing(12);
    playRow->addWidget(m_speedLabel);
    playRow->addWidget(m_speedBox);
    playRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(sliderRow);
    layout->addLayout(playRow);

    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (!m_syncing)
            m_model->setPositionP(value);
    });
    connect(m_play, &QToolButton::toggled, this, &ClockPlayer::setPlaying);
    connect(m_speedBox, &QComboBox::currentIndexChanged, this,
            [this](int) { setSpeed(m_speedBox->currentData().toDouble()); });
    connect(m_timer, &QTimer::timeout, this, &ClockPlayer::advanceAnimation);
    auto *refresh = new HiddenRefresh(this, [this] { syncFromModel(); });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);
    retranslate();
}

bool ClockPlayer::isPlaying() const
{
    return m_timer->isActive();
}

void ClockPlayer::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    m_pending = 0.0;
    if (playing)
        m_timer->start();
    else
        m_timer->stop();
    m_play->setChecked(playing);
    updatePlayButton();
    Q_EMIT playingChanged(playing);
}

void ClockPlayer::setSpeed(double positionsPerSecond)
{
    if (!(positionsPerSecond > 0) || positionsPerSecond == m_speed)
        return;
    m_speed = positionsPerSecond;
    const int index = m_speedBox->findData(m_speed);
    if (index >= 0)
        m_speedBox->setCurrentIndex(index);
}

void ClockPlayer::advanceAnimation()
{
    m_pending += m_speed * timerInterval / 1000.0;
    const double whole = std::floor(m_pending);
    if (whole < 1)
        return;
    m_pending -= whole;
    const qint64 end = m_slider->maximum(); // the slider's range: 0 .. end
    qint64 next = m_model->positionP() + static_cast<qint64>(whole);
    if (next > end)
        next = (next - end - 1) % (end + 1);
    m_model->setPositionP(next);
}

void ClockPlayer::syncFromModel()
{
    m_syncing = true;
    const qint64 p = m_model->positionP();
    const qint64 end = std::max<qint64>(m_model->positionCount() - 1, p);
    m_slider->setRange(
        0, static_cast<int>(std::clamp<qint64>(end, 1, std::numeric_limits<int>::max())));
    m_slider->setValue(static_cast<int>(std::min<qint64>(p, m_slider->maximum())));
    m_syncing = false;
    m_positionLabel->setText(tr("p = %1").arg(p));
}

void ClockPlayer::updatePlayButton()
{
    m_play->setText(isPlaying() ? tr("Pause") : tr("Play"));
    m_play->setIcon(
        style()->standardIcon(isPlaying() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(isPlaying() ? tr("Stop the animation; p stays where it is.")
                                   : tr("Animate: p grows at the chosen speed and wraps around "
                                        "at the end of the slider."));
}

void ClockPlayer::retranslate()
{
    m_sliderLabel->setText(tr("Pos&ition p:"));
    m_slider->setToolTip(tr("Turn every hand together: moves position p (0 to the last position "
                            "shown)."));
    updatePlayButton();
    m_speedLabel->setText(tr("Speed (positio&ns/s):"));
    for (int k = 0; k < m_speedBox->count(); ++k)
        m_speedBox->setItemText(k, locale().toString(m_speedBox->itemData(k).toDouble()));
    m_speedBox->setToolTip(tr("How many positions per second the animation moves p."));
    syncFromModel();
}

void ClockPlayer::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
