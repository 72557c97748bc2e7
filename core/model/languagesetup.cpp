// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/languagesetup.h"

#include "core/model/interfacelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace pe {

namespace {

    const QString translatorName = QStringLiteral("pe-workbench-language");

    void addTranslator(QCoreApplication &app, const QString &fileName, const QString &directory)
    {
        auto *translator = new QTranslator(&app);
        translator->setObjectName(translatorName);
        if (translator->load(fileName, directory)
            && QCoreApplication::installTranslator(translator))
            return;
        delete translator;
    }

    // Words of Qt's file dialog that Qt 6's own catalogs lack: Qt 6 asks for them in the context
    // QAbstractFileIconProvider (the dialog's Type column: "Folder"), while qtbase_ja and
    // qtbase_zh_TW, qtbase_zh_CN still hold them only under QFileDialog, from Qt 5. Our catalog
    // carries them.
    [[maybe_unused]] const struct
    {
        const char *source;
        const char *comment;
    } qtFileTypes[] = {
        QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", ""),
        QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Unknown", ""),
    };

} // namespace

QStringList LanguageSetup::languages()
{
    QStringList codes;
    for (const InterfaceLanguage &language : InterfaceLanguage::all())
        codes.append(language.code);
    return codes;
}

bool LanguageSetup::isSupported(const QString &language)
{
    return InterfaceLanguage::find(language) != nullptr;
}

QString LanguageSetup::languageOf(const QLocale &locale)
{
    if (locale.language() == QLocale::Japanese)
        return japanese;
    if (locale.language() == QLocale::Chinese) {
        const QLocale::Territory territory = locale.territory();
        if (locale.script() == QLocale::TraditionalChineseScript || territory == QLocale::Taiwan
            || territory == QLocale::HongKong || territory == QLocale::Macao)
            return traditionalChinese;
        return simplifiedChinese;
    }
    return english;
}

QString LanguageSetup::catalogFileName(const QString &language)
{
    return QStringLiteral("pe-workbench_%1.qm").arg(language);
}

QString LanguageSetup::install(QCoreApplication &app, const QString &language,
                               const QString &catalogDirectory)
{
    const QString used = isSupported(language) ? language : languageOf(QLocale::system());

    const QList<QTranslator *> earlier
        = app.findChildren<QTranslator *>(translatorName, Qt::FindDirectChildrenOnly);
    for (QTranslator *translator : earlier) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }

    QLocale::setDefault(InterfaceLanguage::find(used)->locale);
    if (used != english) {
        addTranslator(app, QStringLiteral("qtbase_") + used,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        addTranslator(app, catalogFileName(used), catalogDirectory);
    }
    return used;
}

} // namespace pe
