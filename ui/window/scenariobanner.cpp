// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenariobanner.h"

#include <QEvent>
#include <QLabel>
#include <QToolButton>

namespace pe {

ScenarioBanner::ScenarioBanner(QWidget *parent)
    : QToolBar(parent)
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("scenarioBanner"));
    setMovable(false);
    setFloatable(false);
    // Not a toolbar the View menu lists: it comes and goes with the note.
    toggleViewAction()->setVisible(false);
    m_text->setObjectName(QStringLiteral("scenarioNote"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setContentsMargins(8, 4, 8, 4);
    // As wide as the window lets it, so the note wraps into as few lines as it needs (a toolbar
    // asks its widgets for their plain size hint, which wraps a long label at a narrow width).
    m_text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    m_text->setMinimumWidth(600);
    addWidget(m_text);
    m_close->setObjectName(QStringLiteral("scenarioNoteClose"));
    m_close->setAutoRaise(true);
    addWidget(m_close);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    retranslate();
    hide();
}

void ScenarioBanner::showNote(const QString &fileTitle, const QString &note)
{
    m_fileTitle = fileTitle;
    m_note = note.trimmed();
    retranslate();
    setVisible(!m_note.isEmpty());
}

void ScenarioBanner::setVisible(bool visible)
{
    QToolBar::setVisible(visible && !m_note.isEmpty());
}

void ScenarioBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolBar::changeEvent(event);
}

void ScenarioBanner::retranslate()
{
    setWindowTitle(tr("Note"));
    m_text->setText(tr("Note in %1: %2").arg(m_fileTitle, m_note));
    m_text->setAccessibleName(tr("The scenario's note"));
    m_close->setText(tr("Close"));
    m_close->setToolTip(tr("Hide the note"));
    m_close->setAccessibleName(tr("Hide the note"));
}

} // namespace pe
