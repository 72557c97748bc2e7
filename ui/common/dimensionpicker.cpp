// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/dimensionpicker.h"

#include "core/model/dimensionlist.h"
#include "core/model/positionalencodingmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QToolTip>

namespace pe {

DimensionPicker::DimensionPicker(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_label(new QLabel(this))
    , m_edit(new QLineEdit(this))
    , m_default(new QToolButton(this))
{
    setObjectName(QStringLiteral("DimensionPicker"));
    m_edit->setObjectName(QStringLiteral("DimensionEdit"));
    m_edit->setClearButtonEnabled(true);
    m_label->setBuddy(m_edit);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_default);

    connect(m_edit, &QLineEdit::returnPressed, this, &DimensionPicker::apply);
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        if (m_edit->isModified())
            apply();
    });
    connect(m_edit, &QLineEdit::textEdited, this, [this] { m_edit->setPalette(palette()); });
    connect(m_default, &QToolButton::clicked, this, [this] {
        m_model->setShownDimensions(
            PositionalEncodingModel::defaultShownDimensions(m_model->dimension()));
        syncFromModel();
    });
    connect(m_model, &PositionalEncodingModel::shownDimensionsChanged, this,
            &DimensionPicker::syncFromModel);
    connect(m_model, &PositionalEncodingModel::dimensionChanged, this, [this] { retranslate(); });
    retranslate();
    syncFromModel();
}

bool DimensionPicker::apply()
{
    QList<int> dims;
    const QString error = DimensionList::parse(m_edit->text(), m_model->dimension(), &dims);
    if (!error.isEmpty()) {
        showError(error);
        return false;
    }
    m_model->setShownDimensions(dims);
    syncFromModel();
    return true;
}

void DimensionPicker::showError(const QString &message)
{
    QPalette red = m_edit->palette();
    red.setColor(QPalette::Text, QColor(0xc6, 0x28, 0x28));
    m_edit->setPalette(red);
    if (m_edit->isVisible())
        QToolTip::showText(m_edit->mapToGlobal(QPoint(0, m_edit->height())), message, m_edit);
    Q_EMIT rejected(message);
}

void DimensionPicker::syncFromModel()
{
    m_edit->setText(DimensionList::format(m_model->shownDimensions()));
    m_edit->setModified(false);
    m_edit->setPalette(palette());
}

void DimensionPicker::retranslate()
{
    m_label->setText(tr("Di&mensions:"));
    const QString last = QString::number(m_model->dimension() - 1);
    m_edit->setPlaceholderText(tr("e.g. 0, 1, 10 or 0-7"));
    m_edit->setToolTip(tr("The dimensions to draw as waves, from 0 to %1: single numbers and "
                          "ranges separated by commas, at most %2. Press Enter to apply; "
                          "clicking a heatmap row or a curve picks a dimension too.")
                           .arg(last)
                           .arg(DimensionList::maxShown));
    m_default->setText(tr("Default"));
    // The line edit's clear button (a tool button of Qt's) has only an icon.
    if (auto *clear = m_edit->findChild<QToolButton *>())
        clear->setAccessibleName(tr("Clear the dimensions"));
    m_default->setToolTip(tr("Back to the default dimensions (0, 1 and 10, or all for d ≤ 8)"));
}

void DimensionPicker::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
