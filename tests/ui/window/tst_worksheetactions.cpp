// SPDX-License-Identifier: GPL-3.0-or-later
// File → Print Worksheet… and Export Worksheet as PDF… in the explorer's File menu and in every
// lesson window: off while no lesson is open, the PDF of the lesson in front at its chosen
// number (with the answer key when asked), the printer path drawing the same handout, and a
// failed export keeping the old file and saying why.
#include "core/model/languagesetup.h"
#include "tests/filesizelimit.h"
#include "tests/temporarysettings.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/worksheetactions.h"

#include <QAction>
#include <QFile>
#include <QMap>
#include <QMenu>
#include <QMessageBox>
#include <QPrinter>
#include <QProcess>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace pe;

namespace {

QString pdfText(const QString &file)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  { QStringLiteral("-enc"), QStringLiteral("UTF-8"), file, QStringLiteral("-") });
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

} // namespace

class TestWorksheetActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void inTheMenus();
    void exportsTheLessonInFront();
    void printsTheSameHandout();
    void failedExportKeepsOldFile();
    void answersQuestionTitleFits_data();
    void answersQuestionTitleFits();

private:
    QTemporaryDir m_dir;
};

void TestWorksheetActions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestWorksheetActions::inTheMenus()
{
    AppSession appSession(LanguageSetup::english);
    QMenu *file = appSession.window()->actions()->fileMenu();
    QAction *print = appSession.worksheets()->printAction();
    QAction *exportPdf = appSession.worksheets()->exportAction();
    QVERIFY(file->actions().contains(print));
    QVERIFY(file->actions().contains(exportPdf));
    QCOMPARE(print->text(), QStringLiteral("&Print Worksheet…"));
    QCOMPARE(print->shortcut(), QKeySequence(QKeySequence::Print));
    Q_EMIT file->aboutToShow();
    QVERIFY(!print->isEnabled());
    QVERIFY(!exportPdf->isEnabled());
    QVERIFY(
        !appSession.worksheets()->exportPdf(nullptr, m_dir.filePath(QStringLiteral("none.pdf"))));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.pdf"))));

    LessonWizard *wizard = appSession.openLesson(QStringLiteral("attention"));
    QVERIFY(wizard);
    Q_EMIT file->aboutToShow();
    QVERIFY(print->isEnabled());
    QVERIFY(exportPdf->isEnabled());
    // Ctrl+P works in the lesson window too.
    QVERIFY(wizard->actions().contains(print));
    QVERIFY(wizard->actions().contains(exportPdf));
    // Retranslated with the window.
    LanguageSetup::install(*qApp, LanguageSetup::japanese, QStringLiteral(PEW_QM_DIR));
    QCoreApplication::processEvents();
    QCOMPARE(print->text(), QStringLiteral("配布資料を印刷(&P)…"));
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
    QCoreApplication::processEvents();
    QCOMPARE(print->text(), QStringLiteral("&Print Worksheet…"));
}

void TestWorksheetActions::exportsTheLessonInFront()
{
    AppSession appSession(LanguageSetup::english);
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("workbench"), 6);
    QVERIFY(wizard);
    const QString plain = m_dir.filePath(QStringLiteral("plain.pdf"));
    const QString key = m_dir.filePath(QStringLiteral("key.pdf"));
    QVERIFY(appSession.worksheets()->exportPdf(appSession.activeLesson(), plain, false));
    QVERIFY(appSession.worksheets()->exportPdf(appSession.activeLesson(), key, true));
    const QString text = pdfText(plain);
    QVERIFY2(text.contains(QLatin1String("Compare position q = 6")), qPrintable(text.left(200)));
    QVERIFY(text.contains(QLatin1String("0.657741")));
    QVERIFY(!text.contains(QLatin1String("Answer key")));
    QVERIFY(pdfText(key).contains(QLatin1String("Answer key")));
    QVERIFY(appSession.window()->statusBar()->currentMessage().contains(key));
}

void TestWorksheetActions::printsTheSameHandout()
{
    AppSession appSession(LanguageSetup::english);
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("beyond"), 5);
    QVERIFY(wizard);
    QPrinter printer(QPrinter::ScreenResolution);
    const QString file = m_dir.filePath(QStringLiteral("printed.pdf"));
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(file);
    QCOMPARE(appSession.worksheets()->printTo(wizard, &printer, true), QString());
    const QString text = pdfText(file);
    QVERIFY2(text.contains(QStringLiteral("Distance Δ = 5")), qPrintable(text.left(200)));
    QVERIFY(text.contains(QLatin1String("Answer key")));
}

void TestWorksheetActions::failedExportKeepsOldFile()
{
    AppSession appSession(LanguageSetup::english);
    LessonWizard *wizard = appSession.openLesson(QStringLiteral("why-waves"));
    QVERIFY(wizard);
    const QString file = m_dir.filePath(QStringLiteral("kept.pdf"));
    {
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old");
    }
    {
        const FileSizeLimit limit(1024);
        QVERIFY(!appSession.worksheets()->exportPdf(wizard, file));
    }
    QFile kept(file);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("old"));
    const QString message = appSession.window()->statusBar()->currentMessage();
    QVERIFY2(message.contains(file) && message.size() > file.size() + 20, qPrintable(message));
}

void TestWorksheetActions::answersQuestionTitleFits_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

// The question after the PDF's file is chosen: its title fits the box's title bar with room for
// the window manager's buttons (the Japanese one was elided to "配布資料を…スポート").
void TestWorksheetActions::answersQuestionTitleFits()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    const std::unique_ptr<QMessageBox> box(WorksheetActions::answersQuestion(nullptr));
    box->show();
    QVERIFY(QTest::qWaitForWindowExposed(box.get()));
    const QString title = box->windowTitle();
    QVERIFY(!title.isEmpty());
    // "answer key" in the glossary's word of each language (docs/glossary.md).
    const QMap<QString, QString> answerKey
        = { { LanguageSetup::english, QStringLiteral("answer key") },
            { LanguageSetup::japanese, QStringLiteral("解答") },
            { LanguageSetup::traditionalChinese, QStringLiteral("解答") },
            { LanguageSetup::simplifiedChinese, QStringLiteral("答案") } };
    QVERIFY(answerKey.contains(language));
    QVERIFY2(box->text().contains(answerKey.value(language)), qPrintable(box->text()));
    // A title bar's type is about the size of the application's, in bold; its icon and three
    // buttons take some 150 pixels.
    QFont font = box->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    const int needed = QFontMetrics(font).horizontalAdvance(title) + 150;
    QVERIFY2(needed <= box->width(),
             qPrintable(QStringLiteral("\"%1\" needs %2 px, the box is %3 px wide")
                            .arg(title)
                            .arg(needed)
                            .arg(box->width())));
    QCOMPARE(box->standardButtons(), QMessageBox::Yes | QMessageBox::No);
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

QTEST_MAIN(TestWorksheetActions)
#include "tst_worksheetactions.moc"
