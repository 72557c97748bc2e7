// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/comparison/comparisontablemodel.h"
#include "ui/comparison/pairdistancebars.h"

#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace pe;

namespace {
// The table's text at (dimension, column).
QString cell(const ComparisonPanel &panel, int dim, int column)
{
    const ComparisonTableModel *m = panel.tableModel();
    return m->data(m->index(dim, column)).toString();
}
} // namespace

class TestComparisonPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedFigures_data();
    void seedFigures();
    void encodingOff();
    void negativeGapUsesTheMinusSign();
    void focus_data();
    void focus();
    void updatesOnlyOnModelChange();
    void render_data();
    void render();
};

void TestComparisonPanel::seedFigures_data()
{
    QTest::addColumn<qint64>("q");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QStringList>("pairDistances");
    QTest::addRow("the at 0 and 3")
        << qint64(3) << QStringLiteral("‖x(q) − x(p)‖ = 2.017479")
        << QStringList { "1.994990", "0.298876", "0.029999", "0.003000" };
    QTest::addRow("fast pair nearly repeats at 6")
        << qint64(6) << QStringLiteral("‖x(q) − x(p)‖ = 0.657741")
        << QStringList { "0.282240", "0.591040", "0.059991", "0.006000" };
}

void TestComparisonPanel::seedFigures()
{
    QFETCH(qint64, q);
    QFETCH(QString, summary);
    QFETCH(QStringList, pairDistances);
    PositionalEncodingModel model;
    model.setDimension(8);
    model.setPositionP(0);
    model.setPositionQ(q);
    ComparisonPanel panel(&model);
    QCOMPARE(panel.summaryText(), summary);
    QVERIFY(panel.explanationText().contains(QStringLiteral("square root of the sum")));
    QVERIFY(panel.explanationText().contains(QStringLiteral("q − p = %1").arg(q)));
    QVERIFY(panel.formulaText().contains(QStringLiteral("PE(q) − PE(p)")));
    for (int pair = 0; pair < 4; ++pair)
        QCOMPARE(panel.bars()->valueText(pair), pairDistances.at(pair));
    // PE(0) is sin 0, cos 1 for every pair; PE(3)'s first two pairs are the seed's.
    QCOMPARE(cell(panel, 0, ComparisonTableModel::PePColumn), QStringLiteral("0.000000"));
    QCOMPARE(cell(panel, 1, ComparisonTableModel::PePColumn), QStringLiteral("1.000000"));
    if (q == 3) {
        QCOMPARE(cell(panel, 0, ComparisonTableModel::PeQColumn), QStringLiteral("0.141120"));
        QCOMPARE(cell(panel, 1, ComparisonTableModel::PeQColumn), QStringLiteral("\u22120.989992"));
        QCOMPARE(cell(panel, 2, ComparisonTableModel::PeQColumn), QStringLiteral("0.295520"));
        QCOMPARE(cell(panel, 3, ComparisonTableModel::PeQColumn), QStringLiteral("0.955336"));
        QCOMPARE(cell(panel, 1, ComparisonTableModel::DifferenceColumn),
                 QStringLiteral("\u22121.989992"));
    }
    // Bars are scaled to 2: the bar's width over the track's is distance / 2.
    const QRectF full = panel.bars()->candidateRect(0);
    QVERIFY(std::abs(panel.bars()->barRect(0).width() - full.width()) < 1e-9);
    const double ratio = panel.bars()->barRect(1).width() / panel.bars()->barRect(0).width();
    QVERIFY(std::abs(ratio - pairDistances.at(1).toDouble() / pairDistances.at(0).toDouble())
            < 1e-3);
}

void TestComparisonPanel::encodingOff()
{
    PositionalEncodingModel model;
    model.setDimension(8);
    model.setPositionP(0);
    model.setPositionQ(3);
    ComparisonPanel panel(&model);
    model.setEncodingEnabled(false);
    QCOMPARE(panel.summaryText(), QStringLiteral("‖x(q) − x(p)‖ = 0.000000"));
    QVERIFY(panel.explanationText().contains(QStringLiteral("E + 0")));
    QVERIFY(panel.explanationText().contains(QStringLiteral("candidates")));
    QVERIFY(panel.explanationText().contains(QStringLiteral("2.017479")));
    QVERIFY(panel.formulaText().contains(QStringLiteral("(E + 0) − (E + 0) = 0")));
    // The candidates are still listed, labelled as not added; the difference is zero.
    QCOMPARE(cell(panel, 0, ComparisonTableModel::PeQColumn), QStringLiteral("0.141120"));
    QCOMPARE(cell(panel, 1, ComparisonTableModel::PeQColumn), QStringLiteral("\u22120.989992"));
    const ComparisonTableModel *m = panel.tableModel();
    QVERIFY(m->headerData(ComparisonTableModel::PePColumn, Qt::Horizontal)
                .toString()
                .contains(QStringLiteral("candidate")));
    for (int dim = 0; dim < 8; ++dim)
        QCOMPARE(cell(panel, dim, ComparisonTableModel::DifferenceColumn),
                 QStringLiteral("0.000000"));
    QCOMPARE(panel.bars()->valueText(0), QStringLiteral("candidate 1.994990"));
    QCOMPARE(panel.bars()->barRect(0).width(), 0.0);
    QVERIFY(panel.bars()->candidateRect(0).width() > 0);
    // Back on: the seed's length again.
    model.setEncodingEnabled(true);
    QCOMPARE(panel.summaryText(), QStringLiteral("‖x(q) − x(p)‖ = 2.017479"));
    QVERIFY(!m->headerData(ComparisonTableModel::PePColumn, Qt::Horizontal)
                 .toString()
                 .contains(QStringLiteral("candidate")));
}

void TestComparisonPanel::negativeGapUsesTheMinusSign()
{
    // q before p: the gap is negative, written with U+2212 as every number the window shows.
    PositionalEncodingModel model;
    model.setPositionP(26);
    model.setPositionQ(3);
    ComparisonPanel panel(&model);
    QVERIFY2(panel.explanationText().contains(QStringLiteral("q − p = \u221223 ")),
             qPrintable(panel.explanationText()));
    for (const QString &text :
         { panel.summaryText(), panel.explanationText(), panel.formulaText() })
        QVERIFY2(!text.contains(QLatin1Char('-')), qPrintable(text));
}

void TestComparisonPanel::focus_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<int>("dim");
    QTest::addColumn<QString>("normal");
    QTest::addColumn<QString>("focused");
    // The slowest pair's cos barely moves: equal at 6 decimals, not at 12.
    QTest::addRow("d128 slowest cos") << 128 << qint64(3) << 127 << "0.000000"
                                      << "\u22120.000000060008";
    QTest::addRow("d128 slowest sin") << 128 << qint64(3) << 126 << "0.000346"
                                      << "0.000346434588";
    QTest::addRow("d8 last cos") << 8 << qint64(3) << 7 << "\u22120.000004"
                                 << "\u22120.000004499997";
}

void TestComparisonPanel::focus()
{
    QFETCH(int, d);
    QFETCH(qint64, q);
    QFETCH(int, dim);
    QFETCH(QString, normal);
    QFETCH(QString, focused);
    PositionalEncodingModel model;
    model.setDimension(d);
    model.setPositionP(0);
    model.setPositionQ(q);
    ComparisonPanel panel(&model);
    QSignalSpy spy(&panel, &ComparisonPanel::focusedChanged);
    QSignalSpy data(panel.tableModel(), &ComparisonTableModel::dataChanged);
    QCOMPARE(panel.decimals(), 6);
    QCOMPARE(cell(panel, dim, ComparisonTableModel::DifferenceColumn), normal);
    panel.focusCheckBox()->click();
    QVERIFY(panel.isFocused());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(data.count(), 1);
    QCOMPARE(panel.decimals(), 12);
    QCOMPARE(cell(panel, dim, ComparisonTableModel::DifferenceColumn), focused);
    if (d == 8) {
        QCOMPARE(panel.summaryText(), QStringLiteral("‖x(q) − x(p)‖ = 2.017478859231"));
        QCOMPARE(panel.bars()->valueText(0), QStringLiteral("1.994989973208"));
    }
    panel.setFocused(false);
    QCOMPARE(spy.count(), 2);
    QVERIFY(!panel.focusCheckBox()->isChecked());
    QCOMPARE(cell(panel, dim, ComparisonTableModel::DifferenceColumn), normal);
}

void TestComparisonPanel::updatesOnlyOnModelChange()
{
    PositionalEncodingModel model;
    model.setDimension(8);
    model.setPositionP(0);
    model.setPositionQ(3);
    ComparisonPanel panel(&model);
    QSignalSpy data(panel.tableModel(), &ComparisonTableModel::dataChanged);
    QSignalSpy reset(panel.tableModel(), &ComparisonTableModel::modelReset);

    // Nothing the comparison depends on: no update.
    model.setPositionQ(3);
    model.setPickedDimension(5);
    model.setShownDimensions({ 0, 1 });
    QCOMPARE(data.count(), 0);
    QCOMPARE(reset.count(), 0);

    model.setPositionQ(6);
    QCOMPARE(data.count(), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(panel.summaryText(), QStringLiteral("‖x(q) − x(p)‖ = 0.657741"));
    QCOMPARE(panel.bars()->valueText(0), QStringLiteral("0.282240"));

    // A new d changes the rows: one reset, no dataChanged.
    model.setDimension(128);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(data.count(), 1);
    QCOMPARE(panel.tableModel()->rowCount(), 128);

    model.setDimension(8192);
    QCOMPARE(panel.tableModel()->rowCount(), 8192);
    QCOMPARE(panel.tableModel()->data(panel.tableModel()->index(8191, 0)).toInt(), 8191);
}

void TestComparisonPanel::render_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("d8") << 8 << true;
    QTest::addRow("d8 off") << 8 << false;
    QTest::addRow("d128") << 128 << true;
}

void TestComparisonPanel::render()
{
    QFETCH(int, d);
    QFETCH(bool, enabled);
    PositionalEncodingModel model;
    model.setDimension(d);
    model.setPositionP(3);
    model.setPositionQ(6);
    model.setEncodingEnabled(enabled);
    ComparisonPanel panel(&model);
    panel.resize(1100, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QImage image(1000, 800, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    panel.renderTo(&painter, QRectF(0, 0, 1000, 800));
    painter.end();
    QCOMPARE(image.pixelColor(0, 0).alpha(), 255);
    // The bars' colour is present when on, absent when off (outlines only).
    int barPixels = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            barPixels += image.pixelColor(x, y) == QColor(0x2f, 0x7d, 0x6d) ? 1 : 0;
    QCOMPARE(barPixels > 200, enabled);
    const QByteArray dir = qgetenv("PEW_RENDER_DIR");
    if (!dir.isEmpty()) {
        const QString suffix = QStringLiteral("d%1%2.png").arg(d).arg(enabled ? "" : "_off");
        QVERIFY(image.save(QString::fromLocal8Bit(dir) + QStringLiteral("/comparison_") + suffix));
        QVERIFY(panel.grab().save(QString::fromLocal8Bit(dir) + QStringLiteral("/comparisonpanel_")
                                  + suffix));
    }
}

QTEST_MAIN(TestComparisonPanel)
#include "tst_comparisonpanel.moc"
