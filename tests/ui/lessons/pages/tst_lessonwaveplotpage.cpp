// SPDX-License-Identifier: GPL-3.0-or-later
// LessonWavePlotPage: the wave plot on the page's own model, drawing the step's dimensions, and no
// dimension picker (not even a hidden one): the step's text talks about its own dimensions.
#include "core/lessons/attention/attentionlesson.h"
#include "core/lessons/whywaves/whywaveslesson.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/dimensionpicker.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/pages/lessonwaveplotpage.h"
#include "ui/waves/waveplot.h"

#include <QLineEdit>
#include <QTest>

#include <memory>

using namespace pe;

class TestLessonWavePlotPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawsTheStepsDimensionsWithoutAPicker_data();
    void drawsTheStepsDimensionsWithoutAPicker();
};

void TestLessonWavePlotPage::drawsTheStepsDimensionsWithoutAPicker_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("step");
    QTest::addColumn<bool>("heatmap");
    QTest::addRow("why-waves: waves")
        << QStringLiteral("why-waves") << QStringLiteral("bounded-wave") << false;
    QTest::addRow("attention: waves and heatmap")
        << QStringLiteral("attention") << QStringLiteral("formula") << true;
}

void TestLessonWavePlotPage::drawsTheStepsDimensionsWithoutAPicker()
{
    QFETCH(QString, lesson);
    QFETCH(QString, step);
    QFETCH(bool, heatmap);
    const Lesson content = lesson == QLatin1String("attention") ? AttentionLesson::create()
                                                                : WhyWavesLesson::create();
    const int index = content.indexOfStep(step);
    QVERIFY(index >= 0);
    PositionalEncodingModel model;
    content.parameters(index, content.minimumComparePosition()).applyTo(&model);
    LessonWavePlotPage page(&content, index, &model);
    page.setAttribute(Qt::WA_DontShowOnScreen);
    page.resize(760, 900);
    page.show();

    WavePlot *plot = page.wavePlot();
    QVERIFY(plot && plot->isVisible());
    QCOMPARE(page.findChild<WavePlot *>(QStringLiteral("wavePlot")), plot);
    QCOMPARE(plot->curveDimensions(), content.step(index).dimensions);
    QCOMPARE(plot->curveCount(), static_cast<int>(content.step(index).dimensions.size()));
    QCOMPARE(page.heatmap() != nullptr, heatmap);
    // No picker and no field for dimensions anywhere on the page.
    QVERIFY(page.findChildren<DimensionPicker *>().isEmpty());
    QVERIFY(!page.findChild<QLineEdit *>(QStringLiteral("DimensionEdit")));
}

QTEST_MAIN(TestLessonWavePlotPage)
#include "tst_lessonwaveplotpage.moc"
