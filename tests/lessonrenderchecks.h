// SPDX-License-Identifier: GPL-3.0-or-later
// What the lesson GUI tests share: the project's catalogs compiled for a language, and a check
// that a wizard page shows all its text (nothing clipped, nothing wider than the page).
#pragma once

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/fontsetup.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QScrollArea>
#include <QTemporaryDir>

#include <limits>

namespace pe::lessontest {

// Compiles translations/pe-workbench_<language>.ts into directory (for LanguageSetup::install);
// false when lrelease is missing or fails.
inline bool compileCatalog(const QString &language, const QString &directory)
{
    const QString lrelease
        = QFileInfo(QStringLiteral(PEW_LUPDATE)).absolutePath() + QStringLiteral("/lrelease");
    if (!QFileInfo(lrelease).isExecutable())
        return false;
    const QString ts
        = QStringLiteral(PEW_SOURCE_DIR "/translations/pe-workbench_%1.ts").arg(language);
    const QString qm = QDir(directory).filePath(LanguageSetup::catalogFileName(language));
    return QProcess::execute(lrelease, { QStringLiteral("-silent"), ts, QStringLiteral("-qm"), qm })
        == 0;
}

// The languages with a catalog: every one of InterfaceLanguage but English, the source.
inline QStringList translatedLanguages()
{
    QStringList languages = LanguageSetup::languages();
    languages.removeAll(LanguageSetup::english);
    return languages;
}

// Compiles the catalog of every translated language into directory; the languages that failed.
inline QStringList compileCatalogs(const QString &directory)
{
    QStringList failed;
    for (const QString &language : translatedLanguages())
        if (!compileCatalog(language, directory))
            failed.append(language);
    return failed;
}

// Installs the language's catalog (compiled into directory) and its CJK font.
inline QString useLanguage(const QString &language, const QString &directory)
{
    const QString used = LanguageSetup::install(*QCoreApplication::instance(), language, directory);
    FontSetup::apply(used);
    QApplication::processEvents();
    return used;
}

// Empty when every visible label and button of the wizard's current page and side panel shows
// all its text and the page scrolls only vertically; else what is cut off.
inline QString clippedText(LessonWizard &wizard)
{
    QWidget *page = wizard.currentPage();
    if (!page)
        return QStringLiteral("no current page");
    for (QScrollArea *scroll : page->findChildren<QScrollArea *>())
        if (scroll->widget()->width() > scroll->viewport()->width())
            return QStringLiteral("content %1 px wide in a %2 px view")
                .arg(scroll->widget()->width())
                .arg(scroll->viewport()->width());
    QList<QWidget *> widgets;
    for (QLabel *label : page->findChildren<QLabel *>())
        widgets << label;
    for (QLabel *label : wizard.sidePanel()->findChildren<QLabel *>())
        widgets << label;
    for (QAbstractButton *button : wizard.findChildren<QAbstractButton *>())
        widgets << button;
    for (QWidget *w : widgets) {
        if (!w->isVisible())
            continue;
        auto *label = qobject_cast<QLabel *>(w);
        if (label && label->text().isEmpty())
            continue;
        if (label && label->wordWrap()) {
            if (label->height() < label->heightForWidth(label->width()))
                return QStringLiteral("%1 is cut off: \"%2\"")
                    .arg(label->objectName(), label->text());
        } else if (w->width() < w->minimumSizeHint().width()) {
            return QStringLiteral("%1 is too narrow (%2 < %3)")
                .arg(w->objectName())
                .arg(w->width())
                .arg(w->minimumSizeHint().width());
        }
    }
    return {};
}

// How far, in pixels, the check question of the wizard's current page ends below the visible part
// of the page with the page scrolled to the top: 0 or less when it can be read without scrolling.
// INT_MIN when the page has no question.
inline int questionOverflow(LessonWizard &wizard)
{
    QWidget *page = wizard.currentPage();
    auto *box = page ? page->findChild<QWidget *>(QStringLiteral("questionBox")) : nullptr;
    auto *scroll = page ? page->findChild<QScrollArea *>() : nullptr;
    if (!box || !scroll || !box->isVisible())
        return std::numeric_limits<int>::min();
    const QPoint bottom = box->mapTo(scroll->widget(), QPoint(0, box->height()));
    return bottom.y() - scroll->viewport()->height();
}

// Renders step of the lesson in language at the compare position (1024 × 700, as --render does)
// and returns what is wrong: empty when the page rendered and shows all its text. The catalogs
// are those compileCatalog() put in catalogDirectory. The language is English again afterwards.
// With PEW_LESSON_SHOTS=<dir> the PNG is kept as <dir>/<lesson>_<language>_<step>_q<position>.png.
inline QString renderStep(const QString &lessonId, const QString &language, int step, int position,
                          const QString &catalogDirectory)
{
    if (useLanguage(language, catalogDirectory) != language)
        return QStringLiteral("language %1 not installed").arg(language);
    QString error;
    {
        LessonWizard wizard(LessonCatalog::lesson(lessonId));
        wizard.setAttribute(Qt::WA_DontShowOnScreen);
        wizard.resize(1024, 700);
        wizard.show();
        if (!wizard.setComparePosition(position) || !wizard.goToStep(step))
            error = QStringLiteral("step %1 at position %2 refused").arg(step).arg(position);
        QApplication::processEvents();
        if (error.isEmpty())
            error = clippedText(wizard);
        const QImage image = wizard.grab().toImage();
        if (error.isEmpty() && image.isNull())
            error = QStringLiteral("no image");
        const QString shots = qEnvironmentVariable("PEW_LESSON_SHOTS");
        if (error.isEmpty() && !shots.isEmpty()) {
            QDir().mkpath(shots);
            image.save(QStringLiteral("%1/%2_%3_%4_q%5.png")
                           .arg(shots, lessonId, language)
                           .arg(step, 2, 10, QLatin1Char('0'))
                           .arg(position));
        }
    }
    useLanguage(LanguageSetup::english, catalogDirectory);
    return error;
}

} // namespace pe::lessontest
