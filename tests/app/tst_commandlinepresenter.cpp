// SPDX-License-Identifier: GPL-3.0-or-later
// --presenter on the command line: --render draws in presenter mode's look (black on white or
// white on black, the type zoomed, a lesson with its step badge); --presenter-look and
// --presenter-zoom are checked, each refusal one line naming the value and what is allowed, exit 2.
#include "tests/commandlinerun.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using Run = pe::CommandLineRun;

class TestCommandLinePresenter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void renderInTheDarkLook();
    void renderInTheLightLookIsLargerType();
    void lessonRenderHasTheStepBadge();
    void smallestSizeNamedWorks_data();
    void smallestSizeNamedWorks();
    void refused_data();
    void refused();

private:
    QImage render(const QStringList &arguments, const QString &name)
    {
        const QString file = m_dir.filePath(name);
        const Run run = Run::start(QStringList { "--output", file } + arguments);
        if (run.exitCode != 0)
            qWarning() << run.err;
        return QImage(file);
    }
    static double share(const QImage &image, QRgb colour)
    {
        qint64 count = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                count += (image.pixel(x, y) & 0xffffff) == (colour & 0xffffff);
        return double(count) / (double(image.width()) * image.height());
    }

    QTemporaryDir m_dir;
};

void TestCommandLinePresenter::renderInTheDarkLook()
{
    const QImage normal = render({ "--render", "clock", "--size", "800x600" }, "clock.png");
    const QImage dark = render(
        { "--render", "clock", "--size", "800x600", "--presenter", "--presenter-look", "dark" },
        "clock-dark.png");
    QVERIFY(!normal.isNull() && !dark.isNull());
    // The ground is black, and much of the picture is: the normal one has none.
    QVERIFY2(share(dark, qRgb(0, 0, 0)) > 0.4, qPrintable(QString::number(share(dark, 0))));
    QVERIFY(share(normal, qRgb(0, 0, 0)) < 0.05);
    QVERIFY(share(dark, qRgb(255, 255, 255)) > 0.001); // white text
}

void TestCommandLinePresenter::renderInTheLightLookIsLargerType()
{
    // At 250 % the window needs more room than at 125 %: its smallest size says so.
    const Run small
        = Run::start({ "--render", "main", "--size", "200x200", "--presenter", "--presenter-zoom",
                       "125", "--output", m_dir.filePath("a.png") });
    const Run large
        = Run::start({ "--render", "main", "--size", "200x200", "--presenter", "--presenter-zoom",
                       "250", "--output", m_dir.filePath("b.png") });
    QCOMPARE(small.exitCode, 2);
    QCOMPARE(large.exitCode, 2);
    const QRegularExpression size(QStringLiteral("(\\d+)x(\\d+)\\.$"));
    const auto smallest = [&size](const QByteArray &err) {
        const QRegularExpressionMatch m = size.match(QString::fromUtf8(err).trimmed());
        return m.hasMatch() ? m.captured(1).toInt() : -1;
    };
    QVERIFY2(smallest(large.err) > smallest(small.err) + 300,
             qPrintable(QString::fromUtf8(small.err + large.err)));
    const QImage light = render({ "--render", "heatmap", "--size", "800x600", "--presenter" },
                                "heatmap-light.png");
    QVERIFY(share(light, qRgb(255, 255, 255)) > 0.05);
}

void TestCommandLinePresenter::smallestSizeNamedWorks_data()
{
    QTest::addColumn<QStringList>("arguments");
    // Issue 28: main at zoom 150 and the default 1280x800 named 1097x632, which was then refused
    // in the same words; 200 and 250 were wrong too.
    QTest::newRow("main, zoom 150")
        << QStringList { "--render", "main", "--presenter-zoom", "150" };
    QTest::newRow("main, zoom 250, dark") << QStringList { "--render",         "main",
                                                           "--presenter-zoom", "250",
                                                           "--presenter-look", "dark" };
    QTest::newRow("lesson step, zoom 200")
        << QStringList { "--render", "lesson:attention:3", "--presenter-zoom", "200" };
}

// Drawn at the default size or refused naming a size that then is drawn, at exactly that size.
void TestCommandLinePresenter::smallestSizeNamedWorks()
{
    QFETCH(QStringList, arguments);
    arguments << "--presenter";
    const QString file = m_dir.filePath(QStringLiteral("smallest.png"));
    const Run first = Run::start(arguments + QStringList { "--output", file });
    if (first.exitCode == 0) {
        QCOMPARE(QImage(file).size(), QSize(1280, 800));
        return;
    }
    QCOMPARE(first.exitCode, 2);
    const QRegularExpression named(QStringLiteral("(\\d+)x(\\d+)\\.$"));
    const QRegularExpressionMatch m = named.match(QString::fromUtf8(first.err).trimmed());
    QVERIFY2(m.hasMatch(), first.err.constData());
    const QSize smallest(m.captured(1).toInt(), m.captured(2).toInt());
    const Run again = Run::start(
        arguments
        + QStringList { "--size",
                        QStringLiteral("%1x%2").arg(smallest.width()).arg(smallest.height()),
                        "--output", file });
    QVERIFY2(again.exitCode == 0, QByteArray(first.err + again.err).constData());
    QCOMPARE(QImage(file).size(), smallest);
}

void TestCommandLinePresenter::lessonRenderHasTheStepBadge()
{
    const QImage plain
        = render({ "--render", "lesson:why-waves:3", "--size", "1280x800" }, "plain.png");
    const QImage shown = render(
        { "--render", "lesson:why-waves:3", "--size", "1280x800", "--presenter" }, "shown.png");
    // The badge is drawn in the look's highlight (#0030a0) in the button row.
    QVERIFY(share(shown, qRgb(0x00, 0x30, 0xa0)) > 0.001);
    QCOMPARE(share(plain, qRgb(0x00, 0x30, 0xa0)), 0.0);
}

void TestCommandLinePresenter::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("named");
    QTest::newRow("look without presenter") << QStringList { "--presenter-look", "dark" }
                                            << QStringList { "--presenter-look", "--presenter" };
    QTest::newRow("zoom without presenter")
        << QStringList { "--render", "main", "--presenter-zoom", "200", "--output", "x.png" }
        << QStringList { "--presenter-zoom", "--presenter" };
    QTest::newRow("unknown look") << QStringList { "--presenter", "--presenter-look", "purple" }
                                  << QStringList { "purple", "light", "dark" };
    QTest::newRow("zoom too large") << QStringList { "--presenter", "--presenter-zoom", "300" }
                                    << QStringList { "300", "125", "250" };
    QTest::newRow("zoom too small")
        << QStringList { "--lesson", "attention", "--presenter", "--presenter-zoom", "100" }
        << QStringList { "100", "125", "250" };
    QTest::newRow("zoom not a number") << QStringList { "--presenter", "--presenter-zoom", "big" }
                                       << QStringList { "big", "125", "250" };
    QTest::newRow("not with a report") << QStringList { "--compare", "0,3", "--presenter" }
                                       << QStringList { "--presenter", "--compare" };
}

void TestCommandLinePresenter::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, named);
    const Run run = Run::start(arguments);
    const QString problem = run.refusalProblem(named);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

QTEST_MAIN(TestCommandLinePresenter)
#include "tst_commandlinepresenter.moc"
