// SPDX-License-Identifier: GPL-3.0-or-later
// LessonWidthDiagram: the sum bar is as long as each of its parts, the concatenation twice as
// long, and the texts the page sets are kept.
#include "ui/lessons/lessonwidthdiagram.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace pe;

namespace {

// Lengths of the runs of a colour along one row of pixels.
QList<int> runs(const QImage &image, int y, const QColor &colour)
{
    QList<int> out;
    int run = 0;
    for (int x = 0; x < image.width(); ++x) {
        if (QColor(image.pixel(x, y)) == colour) {
            ++run;
        } else if (run > 0) {
            out << run;
            run = 0;
        }
    }
    if (run > 0)
        out << run;
    return out;
}

} // namespace

class TestLessonWidthDiagram : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void barsToScale();
    void keepsTexts();
};

void TestLessonWidthDiagram::barsToScale()
{
    LessonWidthDiagram::Data data;
    data.addTitle = "Add";
    data.concatenateTitle = "Concatenate";
    data.addWeights = "w";
    data.concatenateWeights = "w2";
    QImage image(700, 200, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    const QFontMetricsF fm(painter.font());
    LessonWidthDiagram::paint(&painter, QRectF(0, 0, 700, 200), data, QPalette());
    painter.end();
    // Rows of the bars: half a line down, then 1.6 + 2.5 lines further.
    const int row1 = int(0.5 * fm.height() + 0.3 * fm.height());
    const int row2 = int(row1 + 4.1 * fm.height());
    const QList<int> embedding1 = runs(image, row1, LessonWidthDiagram::embeddingColor());
    const QList<int> encoding1 = runs(image, row1, LessonWidthDiagram::encodingColor());
    const QList<int> embedding2 = runs(image, row2, LessonWidthDiagram::embeddingColor());
    const QList<int> encoding2 = runs(image, row2, LessonWidthDiagram::encodingColor());
    QCOMPARE(embedding1.size(), 1);
    QCOMPARE(encoding1.size(), 1);
    QCOMPARE(embedding2.size(), 1);
    QCOMPARE(encoding2.size(), 1);
    // E and PE(p) are the same width d in both rows.
    QVERIFY(std::abs(embedding1.first() - encoding1.first()) <= 2);
    QVERIFY(std::abs(embedding2.first() - embedding1.first()) <= 2);
    QVERIFY(std::abs(encoding2.first() - encoding1.first()) <= 2);
}

void TestLessonWidthDiagram::keepsTexts()
{
    LessonWidthDiagram diagram;
    LessonWidthDiagram::Data data;
    data.dimension = 64;
    data.doubleWidthText = "2d = 128";
    diagram.setData(data);
    QCOMPARE(diagram.data().dimension, 64);
    QCOMPARE(diagram.data().doubleWidthText, QStringLiteral("2d = 128"));
    QVERIFY(diagram.minimumSizeHint().width() > 0);
    QVERIFY(diagram.sizeHint().height() >= diagram.minimumSizeHint().height());
}

QTEST_MAIN(TestLessonWidthDiagram)
#include "tst_lessonwidthdiagram.moc"
