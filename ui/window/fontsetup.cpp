// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/fontsetup.h"

#include "core/model/interfacelanguage.h"

#include <QApplication>
#include <QFontDatabase>

namespace pe {

namespace {

    QFont &platformFont()
    {
        static QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
        return font;
    }

} // namespace

QStringList FontSetup::cjkFamilies(const QString &language)
{
    const InterfaceLanguage *entry = InterfaceLanguage::find(language);
    return entry ? entry->cjkFamilies : QStringList();
}

QFont FontSetup::fontFor(const QString &language, const QFont &base)
{
    QFont font = base;
    const QStringList cjk = cjkFamilies(language);
    if (cjk.isEmpty())
        return font;
    const QStringList available = QFontDatabase::families();
    QStringList families;
    for (const QString &family : cjk)
        if (available.contains(family))
            families.append(family);
    if (families.isEmpty())
        return font;
    families.append(base.families().isEmpty() ? QStringList { base.family() } : base.families());
    font.setFamilies(families);
    return font;
}

void FontSetup::apply(const QString &language)
{
    QApplication::setFont(fontFor(language, platformFont()));
}

} // namespace pe
