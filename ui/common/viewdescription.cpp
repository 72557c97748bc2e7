// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/viewdescription.h"
#include "ui/common/hiddenrefresh.h"

#include <QEvent>
#include <QRegularExpression>
#include <QTextDocument>
#include <QTimer>

namespace pe {

ViewDescription::ViewDescription(QWidget *view, Text name, Text description)
    : QObject(view)
    , m_view(view)
    , m_name(std::move(name))
    , m_description(std::move(description))
    , m_hidden(new HiddenRefresh(view, [this] { refresh(); }))
{
    view->installEventFilter(this);
    refresh();
}

void ViewDescription::refresh()
{
    m_scheduled = false;
    if (!m_view)
        return;
    // QWidget sends the change to the screen reader only when the text is new.
    const QString name = m_name ? m_name() : m_view->accessibleName();
    if (m_view->accessibleName() != name)
        m_view->setAccessibleName(name);
    const QString description = m_description();
    if (m_view->accessibleDescription() != description)
        m_view->setAccessibleDescription(description);
}

void ViewDescription::schedule()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_scheduled = false;
        // A first text at once, even behind another tab: a screen reader's walk of the window
        // finds every view described; later changes wait until the view is seen.
        if (m_view && m_view->accessibleDescription().isEmpty())
            refresh();
        else
            m_hidden->request();
    });
}

QString ViewDescription::plain(const QString &text)
{
    QString flat = text;
    if (Qt::mightBeRichText(text)) {
        QTextDocument document;
        document.setHtml(text);
        flat = document.toPlainText();
    }
    static const QRegularExpression breaks(QStringLiteral("\\s*[\\n\\x{2029}\\x{2028}]+\\s*"));
    return flat.trimmed().replace(breaks, QStringLiteral("; "));
}

bool ViewDescription::eventFilter(QObject *watched, QEvent *event)
{
    // Now, and again after the view's own retranslation (its texts may come from what it
    // caches, which the view retranslates after this filter).
    if (watched == m_view && event->type() == QEvent::LanguageChange) {
        refresh();
        schedule();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe
