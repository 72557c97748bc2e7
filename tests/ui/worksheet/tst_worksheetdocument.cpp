// SPDX-License-Identifier: GPL-3.0-or-later
// A handout as its reader sees it: pe-workbench --worksheet ID --format pdf (with and without
// --answers) for every lesson in English, Japanese and Traditional Chinese; poppler's pdftotext
// -bbox gives every word's box, pdftoppm draws the pages (100 dpi, grey). Every word must have
// ink under it on its page (a figure's white ground painted over text leaves none); no word box
// may cross the footer band (the page number's line) or another word's box; no page may hold a
// lone line of body text, nor end with a step's heading (a heading keeps at least four lines of
// its step below it), and the last page of the lesson and of the answer key holds at least five;
// a displayed number has the minus sign U+2212, not an ASCII hyphen, in its exponent too.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "tests/commandlinerun.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>

using namespace pe;

namespace {

constexpr int dpi = 100;

struct Word
{
    QRectF box; // in points, from the page's top left
    QString text;
};

struct Page
{
    QSizeF size; // points
    QList<Word> words;
};

// pdftotext -bbox: <page width= height=><word xMin= yMin= xMax= yMax=>text</word>…</page>.
QList<Page> wordBoxes(const QString &file, QString *error)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  { QStringLiteral("-bbox"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), file,
                    QStringLiteral("-") });
    if (!process.waitForFinished(60000) || process.exitCode() != 0) {
        *error = QStringLiteral("pdftotext failed on %1").arg(file);
        return {};
    }
    QList<Page> pages;
    QXmlStreamReader xml(process.readAllStandardOutput());
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QXmlStreamAttributes a = xml.attributes();
        const auto number
            = [&a](const char *name) { return a.value(QLatin1String(name)).toDouble(); };
        if (xml.name() == QLatin1String("page")) {
            pages.append({ QSizeF(number("width"), number("height")), {} });
        } else if (xml.name() == QLatin1String("word") && !pages.isEmpty()) {
            const QRectF box(QPointF(number("xMin"), number("yMin")),
                             QPointF(number("xMax"), number("yMax")));
            pages.last().words.append({ box, xml.readElementText() });
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return pages;
}

// The word's box on the rendered page, a little inside its edges (the box holds the font's
// whole height; a thin glyph such as "." or "−" inks only its middle).
QRect pixels(const QRectF &box)
{
    const qreal s = dpi / 72.0;
    return QRectF(box.left() * s, box.top() * s, box.width() * s, box.height() * s)
        .adjusted(0.5, 0.5, -0.5, -0.5)
        .toAlignedRect();
}

bool hasInk(const QImage &page, const QRect &area)
{
    const QRect r = area.intersected(page.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        const uchar *line = page.constScanLine(y);
        for (int x = r.left(); x <= r.right(); ++x)
            if (line[x] < 215)
                return true;
    }
    return false;
}

// Two boxes overlap when they share more than a sliver: a word's box holds the font's ascent
// and descent, and those of neighbouring lines may touch.
bool overlap(const QRectF &a, const QRectF &b)
{
    const QRectF both = a.intersected(b);
    if (both.isEmpty())
        return false;
    return both.width() > 1.0 && both.height() > 0.4 * std::min(a.height(), b.height());
}

// The lesson's step titles in the language, without their step numbers, blanks removed (as
// pdftotext breaks lines and words where the page does).
QStringList stepTitles(const QString &lesson, const QString &language)
{
    const CommandLineRun run
        = CommandLineRun::start({ QStringLiteral("--worksheet"), lesson, QStringLiteral("--format"),
                                  QStringLiteral("json"), QStringLiteral("--language"), language });
    QStringList titles;
    for (const QJsonValue &step :
         QJsonDocument::fromJson(run.out).object().value(QStringLiteral("steps")).toArray())
        titles
            << step.toObject().value(QStringLiteral("title")).toString().remove(QLatin1Char(' '));
    return titles;
}

} // namespace

class TestWorksheetDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void whatTheReaderSees_data();
    void whatTheReaderSees();

private:
    QTemporaryDir m_dir;
};

void TestWorksheetDocument::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // poppler-utils is in scripts/packages.txt: a machine set up by scripts/test has it.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftoppm")).isEmpty(),
             "pdftoppm not found: install poppler-utils (scripts/packages.txt)");
    QVERIFY(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
}

void TestWorksheetDocument::whatTheReaderSees_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("answers");
    for (const QString &id : LessonCatalog::ids())
        for (const QString &language : LanguageSetup::languages())
            for (const bool answers : { false, true })
                QTest::addRow("%s %s%s", qPrintable(id), qPrintable(language),
                              answers ? " answers" : "")
                    << id << language << answers;
}

void TestWorksheetDocument::whatTheReaderSees()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(bool, answers);
    const QString name = lesson + QLatin1Char('_') + language + (answers ? "_a" : "");
    const QString file = m_dir.filePath(name + QStringLiteral(".pdf"));
    QStringList arguments = { QStringLiteral("--worksheet"), lesson,
                              QStringLiteral("--format"),    QStringLiteral("pdf"),
                              QStringLiteral("--output"),    file,
                              QStringLiteral("--language"),  language };
    if (answers)
        arguments << QStringLiteral("--answers");
    const CommandLineRun app = CommandLineRun::start(arguments);
    QVERIFY2(app.exitCode == 0, app.err.constData());

    QString error;
    const QList<Page> pages = wordBoxes(file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!pages.isEmpty());
    const QString prefix = m_dir.filePath(name);
    QCOMPARE(QProcess::execute(QStringLiteral("pdftoppm"),
                               { QStringLiteral("-r"), QString::number(dpi),
                                 QStringLiteral("-gray"), file, prefix }),
             0);
    const int digits = static_cast<int>(QString::number(pages.size()).size());
    static const QRegularExpression asciiMinus(QStringLiteral("(^|[\\s(\\[=,:])-\\d|\\de-\\d"));

    // A step's heading is the first line that ends with its title (its answer comes later).
    QStringList headings = stepTitles(lesson, language);
    QVERIFY(!headings.isEmpty());
    QStringList problems;
    QList<int> lineCounts; // body lines per page
    QList<double> firstLineHeights;
    for (int p = 0; p < pages.size(); ++p) {
        const Page &page = pages.at(p);
        const QString png
            = QStringLiteral("%1-%2.pgm").arg(prefix).arg(p + 1, digits, 10, QLatin1Char('0'));
        const QImage image = QImage(png).convertToFormat(QImage::Format_Grayscale8);
        QVERIFY2(!image.isNull(), qPrintable(png));
        const QString where = QStringLiteral("page %1: ").arg(p + 1);

        // The footer: the page number's line ("Page 3 of 14", "3 / 14 ページ") at the right of
        // the foot, and the band from its top down.
        const Word *number = nullptr;
        for (const Word &w : page.words)
            if (w.text == QString::number(p + 1) && (!number || w.box.top() > number->box.top()))
                number = &w;
        QVERIFY2(number && number->box.top() > page.size.height() * 0.8,
                 qPrintable(where + QStringLiteral("no page number at the foot")));
        const auto inFooter = [number](const Word &w) {
            const double middle = w.box.center().y();
            return middle > number->box.top() && middle < number->box.bottom()
                && w.box.left() > number->box.left() - 80;
        };
        double footerTop = number->box.top();
        QList<const Word *> body;
        for (const Word &w : page.words) {
            if (inFooter(w))
                footerTop = std::min(footerTop, w.box.top());
            else
                body.append(&w);
        }

        for (const Word &w : page.words) {
            if (!hasInk(image, pixels(w.box)))
                problems << where
                        + QStringLiteral("no ink under \"%1\" at (%2, %3)")
                              .arg(w.text)
                              .arg(w.box.left(), 0, 'f', 0)
                              .arg(w.box.top(), 0, 'f', 0);
            if (asciiMinus.match(w.text).hasMatch())
                problems << where + QStringLiteral("ASCII hyphen as minus in \"%1\"").arg(w.text);
        }
        for (const Word *w : std::as_const(body))
            if (w->box.bottom() > footerTop - 1.0)
                problems << where + QStringLiteral("\"%1\" runs into the footer").arg(w->text);
        for (qsizetype i = 0; i < body.size(); ++i)
            for (qsizetype j = i + 1; j < body.size(); ++j)
                if (overlap(body.at(i)->box, body.at(j)->box))
                    problems << where
                            + QStringLiteral("\"%1\" and \"%2\" overlap")
                                  .arg(body.at(i)->text, body.at(j)->text);

        // Body lines: the words under the header's rule and above the footer, grouped by top.
        const double headerBottom = page.words.isEmpty() ? 0 : [&] {
            double highest = page.size.height();
            for (const Word &w : page.words)
                highest = std::min(highest, w.box.top());
            double bottom = 0;
            for (const Word &w : page.words)
                if (std::abs(w.box.top() - highest) < 1.0)
                    bottom = std::max(bottom, w.box.bottom());
            return bottom;
        }();
        // Each line by its top, with its tallest word, and its words in order.
        struct Line
        {
            double top;
            double height;
            QList<const Word *> words;
        };
        QList<Line> lines;
        for (const Word *w : std::as_const(body)) {
            if (w->box.top() < headerBottom)
                continue;
            const auto line = std::find_if(lines.begin(), lines.end(), [w](const Line &l) {
                return std::abs(l.top - w->box.top()) < 0.5 * w->box.height();
            });
            if (line == lines.end()) {
                lines.append({ w->box.top(), w->box.height(), { w } });
            } else {
                line->height = std::max(line->height, w->box.height());
                line->words.append(w);
            }
        }
        std::sort(lines.begin(), lines.end(),
                  [](const Line &a, const Line &b) { return a.top < b.top; });
        lineCounts.append(static_cast<int>(lines.size()));
        firstLineHeights.append(lines.isEmpty() ? 0.0 : lines.first().height);
        if (lines.size() < 2)
            problems << where
                    + QStringLiteral("%1 line(s) of body text alone on the page").arg(lines.size());
        for (qsizetype l = 0; l < lines.size(); ++l) {
            QList<const Word *> words = lines.at(l).words;
            std::sort(words.begin(), words.end(),
                      [](const Word *a, const Word *b) { return a->box.left() < b->box.left(); });
            QString text;
            for (const Word *w : std::as_const(words))
                text += w->text;
            for (qsizetype h = 0; h < headings.size(); ++h) {
                if (headings.at(h).isEmpty() || !text.endsWith(headings.at(h))
                    || text.size() > headings.at(h).size() + 12)
                    continue;
                headings[h].clear(); // its answer's title, later, is no heading
                if (lines.size() - 1 - l < 4)
                    problems << where
                            + QStringLiteral("the heading \"%1\" with %2 line(s) of its step below")
                                  .arg(text)
                                  .arg(lines.size() - 1 - l);
                break;
            }
        }
    }
    // The answer key starts a page with its larger heading; the page before ends the lesson.
    QList<int> partEnds { static_cast<int>(pages.size()) - 1 };
    for (int p = 1; answers && p < firstLineHeights.size(); ++p)
        if (firstLineHeights.at(p) > 1.45 * firstLineHeights.at(p - 1)
            && firstLineHeights.at(p) > firstLineHeights.at(0) * 0.8) {
            partEnds.append(p - 1);
            break;
        }
    for (const int end : std::as_const(partEnds))
        if (end > 0 && lineCounts.at(end) < 5)
            problems << QStringLiteral("page %1, the last of its part, holds %2 line(s)")
                            .arg(end + 1)
                            .arg(lineCounts.at(end));
    if (problems.size() > 20)
        problems = problems.mid(0, 20) << QStringLiteral("…");
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 (%2 pages):\n").arg(name).arg(pages.size())
                        + problems.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestWorksheetDocument)
#include "tst_worksheetdocument.moc"
