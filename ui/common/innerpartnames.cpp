// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/innerpartnames.h"

#include "ui/common/mnemonictext.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPointer>
#include <QRegularExpression>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>

namespace pe {

void InnerPartNames::install()
{
    static InnerPartNames *filter = nullptr;
    if (filter || !qApp)
        return;
    filter = new InnerPartNames(qApp);
    qApp->installEventFilter(filter);
}

QString InnerPartNames::comboName(const QComboBox *combo)
{
    static const QRegularExpression trailingColon(QStringLiteral("[:：]\\s*$"));
    if (!combo->accessibleName().isEmpty())
        return combo->accessibleName();
    if (const QWidget *parent = combo->parentWidget())
        for (const QLabel *label : parent->findChildren<QLabel *>())
            if (label->buddy() == combo)
                return MnemonicText::plain(label->text()).remove(trailingColon);
    return QString();
}

void InnerPartNames::nameByText(QWidget *widget, const QString &text)
{
    // Qt reads "次へ(&N)" as "次へ(N)": the CJK mnemonic suffix aloud. Named here by the text
    // without it, unless the view gave the widget a name of its own.
    // Called at every paint of such a widget: the text is made plain only when it changed.
    if (!text.contains(QLatin1Char('&')))
        return;
    const QString automatic = widget->property("pe_textName").toString();
    if (!widget->accessibleName().isEmpty() && widget->accessibleName() != automatic)
        return;
    if (!automatic.isEmpty() && widget->property("pe_textSource").toString() == text)
        return;
    const QString plain = MnemonicText::plain(text);
    widget->setProperty("pe_textSource", text);
    widget->setProperty("pe_textName", plain);
    if (widget->accessibleName() != plain)
        widget->setAccessibleName(plain);
}

void InnerPartNames::name(QObject *object)
{
    if (auto *button = qobject_cast<QAbstractButton *>(object);
        button && !qobject_cast<QToolButton *>(object)) {
        nameByText(button, button->text());
        return;
    }
    if (auto *label = qobject_cast<QLabel *>(object); label && label->buddy()) {
        nameByText(label, label->text());
        // Qt names a field without a name of its own by its label's text, mnemonic and all.
        nameByText(label->buddy(), label->text());
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(object)) {
        const QString name = comboName(combo);
        if (combo->view() && combo->view()->accessibleName() != name)
            combo->view()->setAccessibleName(name);
        return;
    }
    auto *button = qobject_cast<QToolButton *>(object);
    if (button && button->objectName() == QLatin1String("qt_toolbar_ext_button")) {
        const QString name = tr("More buttons");
        if (button->accessibleName() != name) {
            button->setAccessibleName(name);
            button->setToolTip(tr("The toolbar's buttons that do not fit the window"));
        }
    }
}

bool InnerPartNames::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    // A button's or a label's text may also change while shown: at its next paint.
    if (type == QEvent::Paint
        && (qobject_cast<QAbstractButton *>(watched) || qobject_cast<QLabel *>(watched))
        && !qobject_cast<QToolButton *>(watched)) {
        name(watched);
        return false;
    }
    if (type == QEvent::Polish || type == QEvent::Show || type == QEvent::LanguageChange) {
        if (qobject_cast<QComboBox *>(watched) || qobject_cast<QAbstractButton *>(watched)
            || qobject_cast<QLabel *>(watched)) {
            // After the owner's own retranslation, which this event may precede.
            QTimer::singleShot(0, watched, [object = QPointer<QObject>(watched)] {
                if (object)
                    name(object);
            });
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace pe
