// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/helptopics.h"
#include "core/text/sentencejoin.h"
#include "ui/window/viewregistry.h"

#include <QAction>
#include <QCollator>
#include <QDialog>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QScreen>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <QtMath>

#include <algorithm>

namespace pe {

QString HelpTopics::gettingStarted()
{
    QString html = tr("<h3>Getting started</h3><p>The workbench shows the sinusoidal positional "
                      "encoding PE(p): the vector a Transformer adds to the embedding of the word "
                      "at position p.</p>");
    // The views in the window's order: those in the middle, then the tabs on the right.
    const auto listViews = [](ViewEntry::Place place) {
        QString items;
        for (const ViewEntry *entry : ViewRegistry::windowOrder())
            if (entry->place == place)
                items += QLatin1String("<li>")
                    + tr("<b>%1</b>: %2", "a view's name and what it shows")
                          .arg(ViewRegistry::title(*entry).toHtmlEscaped(),
                               ViewRegistry::help(*entry).toHtmlEscaped())
                    + QLatin1String("</li>");
        return items;
    };
    html += QLatin1String("<ul><li>")
        + tr("<b>Parameters</b> (left): the width d, the base, how many positions are shown, and "
             "the two positions p and q to compare. Every view follows them at once.")
        + QLatin1String("</li>") + listViews(ViewEntry::Place::Centre) + QLatin1String("</ul><p>")
        + tr("In the tabs on the right:") + QLatin1String("</p><ul>")
        + listViews(ViewEntry::Place::Tabs) + QLatin1String("</ul>");
    // One paragraph: it has to fit a 1024 × 768 screen whole in every language.
    html += QLatin1String("<p>")
        + SentenceJoin::joined(
                { tr("Edit → Undo takes back any change, from anywhere in the window. The Lessons "
                     "menu opens guided lessons that explain the encoding step by step; \"Beyond "
                     "the sinusoid\" walks through RoPE, ALiBi, longer contexts and precision. "
                     "File → Export saves a view as an image or the table as CSV."),
                  tr("File → Save Scenario keeps the parameters, the views, an open lesson and a "
                     "note in a file to hand out; File → Open Scenario (or a double-click on the "
                     "file) brings it all back."),
                  tr("View → Presenter Mode (F5) fills the screen with large type and high "
                     "contrast for a projector; in a lesson PageDown and PageUp step, and Esc or "
                     "F5 leaves.") })
        + QLatin1String("</p>");
    return html;
}

QString HelpTopics::plainText(const QString &menuText)
{
    QString text = menuText;
    static const QRegularExpression accelerator(QStringLiteral("\\s*\\(&[^)]\\)"));
    text.remove(accelerator);
    text.replace(QLatin1String("&&"), QChar(0x1)); // a literal ampersand stays
    text.remove(QLatin1Char('&'));
    text.replace(QChar(0x1), QLatin1Char('&'));
    text.remove(QChar(0x2060));
    while (text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1Char(':'))
           || text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text.trimmed();
}

QString HelpTopics::shortcutList(const QList<QAction *> &actions)
{
    QList<QPair<QString, QString>> rows;
    for (const QAction *action : actions) {
        if (!action || action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            // Not the F13 … F35 of some Unix keyboards (Undo's F14): no lab PC has them.
            if (!key.isEmpty() && !(key[0].key() >= Qt::Key_F13 && key[0].key() <= Qt::Key_F35))
                keys.append(key.toString(QKeySequence::NativeText).toHtmlEscaped());
        const QString name = plainText(action->text());
        if (keys.isEmpty() || name.isEmpty())
            continue;
        const QPair<QString, QString> row { name.toHtmlEscaped(), keys.join(QLatin1String(", ")) };
        if (!rows.contains(row))
            rows.append(row);
    }
    // In the reader's alphabetical order (by character codes, Chinese and Japanese read as
    // scattered).
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(rows.begin(), rows.end(), [&collator](const auto &a, const auto &b) {
        return collator.compare(a.first, b.first) < 0;
    });
    QString html = QLatin1String("<h3>") + tr("Keyboard shortcuts") + QLatin1String("</h3>");
    html += QLatin1String("<table cellpadding=\"3\">");
    html += QLatin1String("<tr><th align=\"left\">") + tr("Command")
        + QLatin1String("</th><th align=\"left\">") + tr("Keys") + QLatin1String("</th></tr>");
    for (const auto &[name, keys] : std::as_const(rows))
        html += QLatin1String("<tr><td>") + name + QLatin1String("</td><td>") + keys
            + QLatin1String("</td></tr>");
    html += QLatin1String("</table><p>") + tr("When a view has the focus:")
        + QLatin1String("</p><ul>");
    for (const ViewEntry *entry : ViewRegistry::windowOrder())
        if (entry->keys)
            html += QLatin1String("<li>")
                + tr("<b>%1</b>: %2", "a view's name and what it shows")
                      .arg(ViewRegistry::title(*entry).toHtmlEscaped(),
                           ViewRegistry::keys(*entry).toHtmlEscaped())
                + QLatin1String("</li>");
    html += QLatin1String("</ul><p>")
        + tr("Tab moves from view to view, and the view with the focus has a frame.")
        + QLatin1String("</p><p>")
        + tr("In presenter mode (F5), PageDown and PageUp (a presentation clicker), Space and the "
             "arrow keys step through a lesson, Home and End go to its first and last step, B "
             "blanks the screen until the next key, and Esc or F5 leaves.")
        + QLatin1String("</p>");
    return html;
}

QDialog *HelpTopics::show(QWidget *parent, const QString &title, const QString &html)
{
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *browser = new QTextBrowser(dialog);
    browser->setHtml(html);
    browser->setOpenLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    // As tall as the text at its width, so that it reads without scrolling where the screen
    // has the room (Japanese and Chinese lines hold fewer words).
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QRect room = screen ? screen->availableGeometry() : QRect(0, 0, 1024, 768);
    // 640 px wide, wider (to 960 px, as the screen allows) when the text is taller than the
    // screen at that width: the guide grows with every view.
    const int narrow = std::min(640, room.width() * 9 / 10);
    const int wide = std::max(narrow, std::min(960, room.width() * 9 / 10));
    const int tallest = room.height() * 9 / 10;
    int width = narrow;
    int height = 0;
    for (;;) {
        dialog->resize(width, 200);
        layout->activate();
        browser->document()->setTextWidth(browser->viewport()->width());
        const int text = qCeil(browser->document()->size().height());
        const int around = dialog->height() - browser->viewport()->height();
        height = text + around + 4;
        if (height <= tallest || width >= wide)
            break;
        width = std::min(wide, width + 80);
    }
    dialog->resize(width, std::clamp(height, 200, tallest));
    dialog->show();
    return dialog;
}

} // namespace pe
