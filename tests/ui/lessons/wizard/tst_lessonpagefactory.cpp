// SPDX-License-Identifier: GPL-3.0-or-later
// The page class of a step is named after what the step shows: LessonStep::Display::X makes
// Lesson<X>Page, so the data and the class that draws it can be found from each other. Every
// kind is used by some step of the catalog, and every step of every lesson gets its own class.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonpagefactory.h"

#include <QMetaEnum>
#include <QSet>
#include <QTest>

#include <memory>

using namespace pe;

class TestLessonPageFactory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pageNamedAfterDisplay_data();
    void pageNamedAfterDisplay();
    void everyDisplayIsUsed();

private:
    // The kinds that share a page class with another kind, and that class's kind.
    static QString pageKind(const QString &display);
};

QString TestLessonPageFactory::pageKind(const QString &display)
{
    // The wave plot with the heatmap under it is the wave plot's page with one part more.
    if (display == QLatin1String("WavePlotAndHeatmap"))
        return QStringLiteral("WavePlot");
    return display;
}

void TestLessonPageFactory::pageNamedAfterDisplay_data()
{
    QTest::addColumn<QString>("lessonId");
    QTest::addColumn<int>("step");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int step = 0; step < lesson.stepCount(); ++step)
            QTest::addRow("%s:%d", qPrintable(id), step) << id << step;
    }
}

void TestLessonPageFactory::pageNamedAfterDisplay()
{
    QFETCH(QString, lessonId);
    QFETCH(int, step);
    const Lesson lesson = LessonCatalog::lesson(lessonId);
    const QMetaEnum displays = QMetaEnum::fromType<LessonStep::Display>();
    const QString display
        = QString::fromLatin1(displays.valueToKey(static_cast<int>(lesson.step(step).display)));
    QVERIFY(!display.isEmpty());

    PositionalEncodingModel model;
    std::unique_ptr<LessonPage> page(LessonPageFactory::create(&lesson, step, &model));
    QVERIFY(page);
    QCOMPARE(QString::fromLatin1(page->metaObject()->className()),
             QStringLiteral("pe::Lesson") + pageKind(display) + QStringLiteral("Page"));
}

void TestLessonPageFactory::everyDisplayIsUsed()
{
    QSet<int> used;
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int step = 0; step < lesson.stepCount(); ++step)
            used.insert(static_cast<int>(lesson.step(step).display));
    }
    const QMetaEnum displays = QMetaEnum::fromType<LessonStep::Display>();
    for (int i = 0; i < displays.keyCount(); ++i)
        QVERIFY2(used.contains(displays.value(i)),
                 qPrintable(
                     QStringLiteral("no step shows %1").arg(QString::fromLatin1(displays.key(i)))));
}

QTEST_MAIN(TestLessonPageFactory)
#include "tst_lessonpagefactory.moc"
