// SPDX-License-Identifier: GPL-3.0-or-later
// pe-workbench --worksheet ID --format pdf|html --output FILE, run as a user would, for every
// lesson in English, Japanese and Traditional Chinese: poppler's pdffonts must find every font
// embedded (and the language's own CJK face), pdftotext must give back the lesson's title and
// every step title in that language (the Chinese one without kana), the answer key only with
// --answers; the HTML is one UTF-8 file with its lang set and the figures inline as SVG. A
// failed write says so in one line naming --output, the file and why, and keeps the old file.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheet.h"
#include "core/lessons/worksheetcontent.h"
#include "core/model/languagesetup.h"
#include "tests/commandlinerun.h"
#include "tests/filesizelimit.h"
#include "tests/lessonrenderchecks.h"
#include "ui/worksheet/worksheetdocument.h"
#include "ui/worksheet/worksheetexport.h"

#include <QFile>
#include <QLocale>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace pe;

namespace {

QString run(const QString &program, const QStringList &arguments, int *exitCode = nullptr)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return {};
    if (exitCode)
        *exitCode = process.exitCode();
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Text compared without white space: pdftotext breaks lines where the page does.
QString normalized(const QString &text)
{
    // NFKC too: pdftotext gives "fi" back as the ligature ﬁ the font drew.
    QString out = text.normalized(QString::NormalizationForm_KC);
    out.remove(
        QRegularExpression(QStringLiteral("\\s+"), QRegularExpression::UseUnicodePropertiesOption));
    return out;
}

// CJK and Kangxi radicals: what Qt's PDF writer alone would give back for 長, 日, 用 (see
// PdfUnicodeMap).
bool hasRadicals(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(),
                       [](QChar c) { return c.unicode() >= 0x2e80 && c.unicode() <= 0x2fdf; });
}

bool hasKana(const QString &text)
{
    for (const QChar c : text)
        if ((c.unicode() >= 0x3040 && c.unicode() <= 0x30ff) || c.unicode() == 0x30fc)
            return true;
    return false;
}

} // namespace

class TestWorksheetPdf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pdf_data();
    void pdf();
    void html_data();
    void html();
    void pageSize();
    void failedWriteKeepsOldFile();
    void needsOutput();

private:
    static void addRows();
    QTemporaryDir m_dir;
    QTemporaryDir m_catalogs;
};

void TestWorksheetPdf::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
    // poppler-utils is in scripts/packages.txt: a machine set up by scripts/test has it.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty(),
             "pdffonts not found: install poppler-utils (scripts/packages.txt)");
    QVERIFY(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
}

void TestWorksheetPdf::addRows()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("answers");
    for (const QString &id : LessonCatalog::ids())
        for (const QString &language : LanguageSetup::languages())
            QTest::addRow("%s %s", qPrintable(id), qPrintable(language))
                << id << language << (language != LanguageSetup::japanese);
}

void TestWorksheetPdf::pdf_data()
{
    addRows();
}

void TestWorksheetPdf::pdf()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(bool, answers);
    const QString file
        = m_dir.filePath(lesson + QLatin1Char('_') + language + QLatin1String(".pdf"));
    QStringList arguments = { QStringLiteral("--worksheet"), lesson,
                              QStringLiteral("--format"),    QStringLiteral("pdf"),
                              QStringLiteral("--output"),    file,
                              QStringLiteral("--language"),  language };
    if (answers)
        arguments << QStringLiteral("--answers");
    const CommandLineRun app = CommandLineRun::start(arguments);
    QVERIFY2(app.exitCode == 0, app.err.constData());
    QVERIFY2(app.err.isEmpty(), app.err.constData());
    QFile pdf(file);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");

    // pdffonts: a header, a rule, then one font a line with "emb" in its own column.
    int status = -1;
    const QStringList fonts = run(QStringLiteral("pdffonts"), { file }, &status)
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(status, 0);
    QVERIFY2(fonts.size() >= 3, qPrintable(fonts.join(QLatin1Char('\n'))));
    const qsizetype emb = fonts.at(0).indexOf(QLatin1String("emb"));
    QVERIFY(emb > 0);
    QStringList names;
    for (const QString &line : fonts.mid(2)) {
        QVERIFY2(line.mid(emb, 3) == QLatin1String("yes"), qPrintable(line));
        names.append(line.section(QLatin1Char(' '), 0, 0));
    }
    // The embedded name of each language's Noto face: NotoSansCJKjp, …tc, …sc.
    const QMap<QString, QString> faces
        = { { LanguageSetup::japanese, QStringLiteral("CJKjp") },
            { LanguageSetup::traditionalChinese, QStringLiteral("CJKtc") },
            { LanguageSetup::simplifiedChinese, QStringLiteral("CJKsc") } };
    const QString cjk = faces.value(language);
    QVERIFY(cjk.isEmpty() == (language == LanguageSetup::english));
    for (const QString &name : names) {
        if (cjk.isEmpty())
            break; // English: a CJK word of an example may come in any CJK face
        // Chinese text in the Japanese face (or the other way) would draw the wrong Han shapes.
        for (const QString &face : faces)
            QVERIFY2(!name.contains(face) || cjk == face, qPrintable(name));
    }
    if (!cjk.isEmpty())
        QVERIFY2(names.join(QLatin1Char(' ')).contains(cjk),
                 qPrintable(names.join(QLatin1Char(' '))));

    const QString text = run(
        QStringLiteral("pdftotext"),
        { QStringLiteral("-enc"), QStringLiteral("UTF-8"), file, QStringLiteral("-") }, &status);
    QCOMPARE(status, 0);
    const QString flat = normalized(text);
    QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
    const Lesson l = LessonCatalog::lesson(lesson);
    QStringList expected = { l.title(), Worksheet::tr("Step %1. %2").arg(1).arg(l.stepTitle(0)) };
    for (int k = 0; k < l.stepCount(); ++k)
        expected.append(l.stepTitle(k));
    // The header with the chosen number: the digits come back too ("q = 3", not "q = ").
    expected.append(WorksheetContent::build(l, static_cast<int>(l.defaults().q), language).header);
    expected.append(Worksheet::tr("Width d = %1 · base %2").arg(l.defaults().dimension).arg(10000));
    const QString answerKey = WorksheetDocument::tr("Answer key");
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
    for (const QString &words : expected)
        QVERIFY2(flat.contains(normalized(words)), qPrintable(words));
    QCOMPARE(flat.contains(normalized(answerKey)), answers);
    QVERIFY2(!hasRadicals(text), "radicals in place of ideographs");
    if (language.startsWith(QLatin1String("zh_")))
        QVERIFY2(!hasKana(text), "kana in the Chinese handout");
    if (language == LanguageSetup::japanese)
        QVERIFY(hasKana(text));
}

void TestWorksheetPdf::html_data()
{
    addRows();
}

void TestWorksheetPdf::html()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(bool, answers);
    const QString file
        = m_dir.filePath(lesson + QLatin1Char('_') + language + QLatin1String(".html"));
    QStringList arguments = { QStringLiteral("--worksheet"), lesson,
                              QStringLiteral("--format"),    QStringLiteral("html"),
                              QStringLiteral("--output"),    file,
                              QStringLiteral("--language"),  language };
    if (answers)
        arguments << QStringLiteral("--answers");
    const CommandLineRun app = CommandLineRun::start(arguments);
    QVERIFY2(app.exitCode == 0, app.err.constData());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString html = decoder(bytes);
    QVERIFY(!decoder.hasError());
    const QString tag = QString(language).replace(QLatin1Char('_'), QLatin1Char('-'));
    QVERIFY(html.startsWith(QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">").arg(tag)));
    QVERIFY(html.contains(QLatin1String("<meta charset=\"utf-8\">")));
    // Self-contained: no image, style sheet or script fetched from elsewhere.
    for (const char *outside : { "src=", "<link", "@import", "href=\"http" })
        QVERIFY2(!html.contains(QLatin1String(outside)), outside);
    // url() only to a gradient of the same SVG.
    QVERIFY(!html.contains(QRegularExpression(QStringLiteral("url\\((?!#)"))));
    const Lesson l = LessonCatalog::lesson(lesson);
    QCOMPARE(html.count(QLatin1String("<section class=\"step\"")), l.stepCount());
    QVERIFY2(html.count(QLatin1String("<svg")) >= l.stepCount() / 2,
             qPrintable(QString::number(html.count(QLatin1String("<svg")))));
    QCOMPARE(html.contains(QLatin1String("<section class=\"answers\">")), answers);
    // A step shows its numbers once: in its figure, or in a table when it has none.
    QVERIFY2(html.count(QLatin1String("<table>")) + html.count(QLatin1String("<figure>"))
                 <= l.stepCount(),
             qPrintable(QStringLiteral("%1 tables, %2 figures, %3 steps")
                            .arg(html.count(QLatin1String("<table>")))
                            .arg(html.count(QLatin1String("<figure>")))
                            .arg(l.stepCount())));
    if (language == LanguageSetup::traditionalChinese) {
        QVERIFY(html.contains(QLatin1String("Noto Sans CJK TC")));
        QVERIFY(!hasKana(html));
    }
    if (language == LanguageSetup::simplifiedChinese) {
        QVERIFY(html.contains(QLatin1String("Noto Sans CJK SC")));
        QVERIFY(!html.contains(QLatin1String("Noto Sans CJK TC")));
        QVERIFY(!hasKana(html));
    }
    if (language == LanguageSetup::japanese)
        QVERIFY(html.contains(QLatin1String("Noto Sans CJK JP")));
}

void TestWorksheetPdf::pageSize()
{
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale(QStringLiteral("en_US"))).id(),
             QPageSize::Letter);
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale(QStringLiteral("en_CA"))).id(),
             QPageSize::Letter);
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale(QStringLiteral("ja_JP"))).id(), QPageSize::A4);
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale(QStringLiteral("zh_TW"))).id(), QPageSize::A4);
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale(QStringLiteral("de_DE"))).id(), QPageSize::A4);
    QCOMPARE(WorksheetExport::pageSizeFor(QLocale::c()).id(), QPageSize::A4);
    // The command line takes it from the locale it runs in.
    const QString letter = m_dir.filePath(QStringLiteral("letter.pdf"));
    const CommandLineRun us = CommandLineRun::start(
        { QStringLiteral("--worksheet"), QStringLiteral("workbench"), QStringLiteral("--format"),
          QStringLiteral("pdf"), QStringLiteral("--output"), letter, QStringLiteral("--language"),
          QStringLiteral("en") },
        QStringLiteral("en_US.UTF-8"));
    QCOMPARE(us.exitCode, 0);
    const QString info = run(QStringLiteral("pdfinfo"), { letter });
    QVERIFY2(info.contains(QLatin1String("612 x 792")), qPrintable(info));
    const QString a4 = m_dir.filePath(QStringLiteral("a4.pdf"));
    const CommandLineRun c = CommandLineRun::start(
        { QStringLiteral("--worksheet"), QStringLiteral("workbench"), QStringLiteral("--format"),
          QStringLiteral("pdf"), QStringLiteral("--output"), a4 });
    QCOMPARE(c.exitCode, 0);
    const QString a4Info = run(QStringLiteral("pdfinfo"), { a4 });
    QVERIFY2(a4Info.contains(QLatin1String("(A4)")),
             qPrintable(a4Info.section(QLatin1String("Page size"), 1).left(60)));
}

void TestWorksheetPdf::failedWriteKeepsOldFile()
{
    const QString file = m_dir.filePath(QStringLiteral("kept.pdf"));
    {
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old handout");
    }
    CommandLineRun app;
    {
        // The child inherits the limit: its PDF (well over 4 KiB) cannot be written.
        const FileSizeLimit limit(4096);
        app = CommandLineRun::start({ QStringLiteral("--worksheet"), QStringLiteral("workbench"),
                                      QStringLiteral("--format"), QStringLiteral("pdf"),
                                      QStringLiteral("--output"), file });
    }
    QCOMPARE(app.exitCode, 2);
    const QString err = QString::fromUtf8(app.err);
    QCOMPARE(err.count(QLatin1Char('\n')), 1);
    QVERIFY2(err.contains(QLatin1String("--output")) && err.contains(file), qPrintable(err));
    QVERIFY2(err.section(file, 1).size() > 6, qPrintable(err)); // the reason follows the name
    QFile kept(file);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("old handout"));

    const QString nowhere = m_dir.filePath(QStringLiteral("kept.pdf/inside.html"));
    const CommandLineRun bad = CommandLineRun::start(
        { QStringLiteral("--worksheet"), QStringLiteral("attention"), QStringLiteral("--format"),
          QStringLiteral("html"), QStringLiteral("--output"), nowhere });
    QCOMPARE(bad.exitCode, 2);
    QCOMPARE(bad.err.count('\n'), 1);
    QVERIFY2(QString::fromUtf8(bad.err).contains(QLatin1String("--output")), bad.err.constData());
}

void TestWorksheetPdf::needsOutput()
{
    const CommandLineRun app
        = CommandLineRun::start({ QStringLiteral("--worksheet"), QStringLiteral("beyond"),
                                  QStringLiteral("--format"), QStringLiteral("pdf") });
    QCOMPARE(app.exitCode, 2);
    QVERIFY2(app.err.contains("--output FILE"), app.err.constData());
    // Markdown needs no file; --answers is for PDF and HTML only (refused with markdown: it
    // changed nothing there).
    const CommandLineRun markdown
        = CommandLineRun::start({ QStringLiteral("--worksheet"), QStringLiteral("beyond") });
    QCOMPARE(markdown.exitCode, 0);
    QVERIFY(markdown.out.startsWith("# "));
}

QTEST_MAIN(TestWorksheetPdf)
#include "tst_worksheetpdf.moc"
