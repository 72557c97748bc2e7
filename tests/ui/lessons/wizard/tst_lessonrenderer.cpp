// SPDX-License-Identifier: GPL-3.0-or-later
// Renders every page of every lesson headless, checks the image and that no text on the page is
// clipped. Set PEW_LESSON_SHOTS=<directory> to keep the PNGs for a look.
#include "core/lessons/catalog/lessoncatalog.h"
#include "tests/lessonrenderchecks.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonrenderer.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace pe;

namespace {

// Stands in for a Japanese or Chinese catalog: each run of Latin letters becomes two CJK
// characters for every three letters, about a fifth wider than the English (real translations
// use fewer, wider characters). Placeholders and mnemonics stay.
class WideTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char *, int) const override
    {
        const QString text = QString::fromUtf8(source);
        QString out;
        int run = 0;
        auto flush = [&] {
            out += QString((2 * run + 2) / 3, QChar(0x4F4D)); // 位
            run = 0;
        };
        for (int k = 0; k < text.size(); ++k) {
            const QChar c = text.at(k);
            const bool marker
                = (c == QLatin1Char('%') || c == QLatin1Char('&')) && k + 1 < text.size();
            if (marker) {
                flush();
                out += c;
                out += text.at(++k);
            } else if (c.unicode() < 128 && c.isLetter()) {
                ++run;
            } else {
                flush();
                out += c;
            }
        }
        flush();
        return out;
    }
};

} // namespace

class TestLessonRenderer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void renderStep_data();
    void renderStep();
    void noClippedText_data();
    void noClippedText();
    void noClippedWideText_data();
    void noClippedWideText();
    void rejectsBadInput_data();
    void rejectsBadInput();
};

void TestLessonRenderer::renderStep_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("position");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int k = 0; k < lesson.stepCount(); ++k)
            for (int q : { 3, 6 })
                QTest::addRow("%s:%d q=%d", qPrintable(id), k, q) << id << k << q;
    }
}

void TestLessonRenderer::renderStep()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(int, position);
    const QImage image = LessonRenderer::render(LessonCatalog::lesson(lesson), step, position);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(LessonRenderer::defaultWidth, LessonRenderer::defaultHeight));
    // Not a blank image: a page has text, tables and pictures in more than two colours.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 16; y += 7)
        for (int x = 0; x < image.width(); x += 5)
            colours.insert(image.pixel(x, y));
    QVERIFY(colours.size() >= 16);
    const QString shots = qEnvironmentVariable("PEW_LESSON_SHOTS");
    if (!shots.isEmpty()) {
        QDir().mkpath(shots);
        QVERIFY(image.save(QStringLiteral("%1/%2_%3_q%4.png")
                               .arg(shots, lesson)
                               .arg(step, 2, 10, QLatin1Char('0'))
                               .arg(position)));
    }
}

void TestLessonRenderer::noClippedText_data()
{
    renderStep_data();
}

void TestLessonRenderer::noClippedText()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(int, position);
    LessonWizard wizard(LessonCatalog::lesson(lesson));
    wizard.setAttribute(Qt::WA_DontShowOnScreen);
    wizard.resize(LessonRenderer::defaultWidth, LessonRenderer::defaultHeight);
    wizard.show();
    QVERIFY(wizard.setComparePosition(position));
    QVERIFY(wizard.goToStep(step));
    QApplication::processEvents();
    QWidget *page = wizard.currentPage();
    QVERIFY(page);
    // The page scrolls down, never sideways, and every label and button shows all its text.
    const QString clipped = lessontest::clippedText(wizard);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped));
}

void TestLessonRenderer::noClippedWideText_data()
{
    renderStep_data();
}

void TestLessonRenderer::noClippedWideText()
{
    WideTranslator translator;
    QCoreApplication::installTranslator(&translator);
    noClippedText();
    const QString shots = qEnvironmentVariable("PEW_LESSON_SHOTS");
    QFETCH(QString, lesson);
    QFETCH(int, step);
    QFETCH(int, position);
    if (!shots.isEmpty() && position == 3)
        LessonRenderer::render(LessonCatalog::lesson(lesson), step, position)
            .save(QStringLiteral("%1/wide_%2_%3.png")
                      .arg(shots, lesson)
                      .arg(step, 2, 10, QLatin1Char('0')));
    QCoreApplication::removeTranslator(&translator);
}

void TestLessonRenderer::rejectsBadInput_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("named");
    QTest::addRow("step -1") << -1 << 3 << QStringLiteral("-1");
    QTest::addRow("step past the end") << 99 << 3 << QStringLiteral("99");
    QTest::addRow("position 0") << 1 << 0 << QStringLiteral("0");
    QTest::addRow("position 33") << 1 << 33 << QStringLiteral("33");
}

void TestLessonRenderer::rejectsBadInput()
{
    QFETCH(int, step);
    QFETCH(int, position);
    QFETCH(QString, named);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    QVERIFY(LessonRenderer::render(lesson, step, position).isNull());
    QTemporaryDir dir;
    const QString error = LessonRenderer::save(lesson, step, position, dir.filePath("x.png"));
    QVERIFY(error.contains(named));
    QVERIFY(!QFile::exists(dir.filePath("x.png")));
}

QTEST_MAIN(TestLessonRenderer)
#include "tst_lessonrenderer.moc"
