// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/interfacelanguage.h"

namespace pe {

const QList<InterfaceLanguage> &InterfaceLanguage::all()
{
    static const QList<InterfaceLanguage> languages = {
        { QStringLiteral("en"),
          QStringLiteral("English"),
          QLocale(QLocale::English, QLocale::UnitedStates),
          {} },
        { QStringLiteral("ja"),
          QStringLiteral("日本語"),
          QLocale(QLocale::Japanese, QLocale::Japan),
          { QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Yu Gothic UI"),
            QStringLiteral("Meiryo UI"), QStringLiteral("Hiragino Sans"),
            QStringLiteral("Hiragino Kaku Gothic ProN") } },
        { QStringLiteral("zh_TW"),
          QStringLiteral("繁體中文"),
          QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan),
          { QStringLiteral("Noto Sans CJK TC"), QStringLiteral("Microsoft JhengHei UI"),
            QStringLiteral("Microsoft JhengHei"), QStringLiteral("PingFang TC") } },
        { QStringLiteral("zh_CN"),
          QStringLiteral("简体中文"),
          QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China),
          { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Microsoft YaHei UI"),
            QStringLiteral("Microsoft YaHei"), QStringLiteral("PingFang SC") } },
    };
    return languages;
}

const InterfaceLanguage *InterfaceLanguage::find(const QString &code)
{
    for (const InterfaceLanguage &language : all())
        if (language.code == code)
            return &language;
    return nullptr;
}

} // namespace pe
