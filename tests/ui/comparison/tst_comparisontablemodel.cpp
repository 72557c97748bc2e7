// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/comparison/comparisontablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace pe;

class TestComparisonTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelTester();
    void rows_data();
    void rows();
    void rawValuesAreTheComparison();
    void headers();
    void negativeNumbersUseTheMinusSign();
};

void TestComparisonTableModel::modelTester()
{
    PositionalEncodingModel model;
    ComparisonTableModel table(&model);
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDimension(16);
    model.setPositionQ(6);
    model.setEncodingEnabled(false);
    model.setComponentLayout(Layout::Concatenated);
    table.setDecimals(ComparisonTableModel::focusDecimals);
    model.setDimension(2);
    model.setBase(100);
    model.setDimension(512);
    table.setDecimals(ComparisonTableModel::defaultDecimals);
    QCOMPARE(table.rowCount(), 512);
    QCOMPARE(table.columnCount(), int(ComparisonTableModel::ColumnCount));
}

void TestComparisonTableModel::rows_data()
{
    QTest::addColumn<int>("layout");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("pair");
    QTest::addColumn<QString>("component");
    QTest::addRow("interleaved dim 5") << 0 << 5 << 2 << "cos";
    QTest::addRow("interleaved dim 4") << 0 << 4 << 2 << "sin";
    QTest::addRow("concatenated dim 5") << 1 << 5 << 1 << "cos";
    QTest::addRow("concatenated dim 2") << 1 << 2 << 2 << "sin";
}

void TestComparisonTableModel::rows()
{
    QFETCH(int, layout);
    QFETCH(int, dim);
    QFETCH(int, pair);
    QFETCH(QString, component);
    PositionalEncodingModel model;
    model.setDimension(8);
    model.setComponentLayout(static_cast<Layout>(layout));
    ComparisonTableModel table(&model);
    QCOMPARE(table.rowCount(), 8);
    QCOMPARE(table.data(table.index(dim, ComparisonTableModel::DimensionColumn)).toInt(), dim);
    QCOMPARE(table.data(table.index(dim, ComparisonTableModel::PairColumn)).toInt(), pair);
    QCOMPARE(table.data(table.index(dim, ComparisonTableModel::ComponentColumn)).toString(),
             component);
}

void TestComparisonTableModel::rawValuesAreTheComparison()
{
    PositionalEncodingModel model;
    model.setDimension(8);
    model.setPositionP(0);
    model.setPositionQ(3);
    ComparisonTableModel table(&model);
    const Comparison &c = model.comparison();
    for (int dim = 0; dim < 8; ++dim) {
        const auto raw = [&](int column) {
            return table.data(table.index(dim, column), ComparisonTableModel::RawValueRole)
                .toDouble();
        };
        QCOMPARE(raw(ComparisonTableModel::PePColumn), c.peP[size_t(dim)]);
        QCOMPARE(raw(ComparisonTableModel::PeQColumn), c.peQ[size_t(dim)]);
        QCOMPARE(raw(ComparisonTableModel::DifferenceColumn), c.difference[size_t(dim)]);
    }
    QVERIFY(std::abs(table
                         .data(table.index(1, ComparisonTableModel::PeQColumn),
                               ComparisonTableModel::RawValueRole)
                         .toDouble()
                     + 0.989992)
            < 1e-6);
    // Switched off: difference zero, candidates unchanged.
    model.setEncodingEnabled(false);
    QCOMPARE(table
                 .data(table.index(1, ComparisonTableModel::DifferenceColumn),
                       ComparisonTableModel::RawValueRole)
                 .toDouble(),
             0.0);
    QCOMPARE(table.data(table.index(1, ComparisonTableModel::PeQColumn)).toString(),
             QStringLiteral("\u22120.989992"));
    QVERIFY(
        table.data(table.index(1, ComparisonTableModel::PeQColumn), Qt::ForegroundRole).isValid());
    QVERIFY(table.data(table.index(1, ComparisonTableModel::PeQColumn), Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("candidate")));
}

void TestComparisonTableModel::headers()
{
    PositionalEncodingModel model;
    model.setPositionP(3);
    model.setPositionQ(6);
    ComparisonTableModel table(&model);
    QSignalSpy headerSpy(&table, &ComparisonTableModel::headerDataChanged);
    QCOMPARE(table.headerData(ComparisonTableModel::PePColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(p)\np = 3"));
    QCOMPARE(table.headerData(ComparisonTableModel::PeQColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(q)\nq = 6"));
    model.setPositionQ(7);
    QCOMPARE(headerSpy.count(), 1);
    QCOMPARE(table.headerData(ComparisonTableModel::PeQColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(q)\nq = 7"));
    model.setEncodingEnabled(false);
    QCOMPARE(table.headerData(ComparisonTableModel::PeQColumn, Qt::Horizontal).toString(),
             QStringLiteral("PE(q) candidate\nq = 7"));
}

// Every displayed number of the table writes a negative value with U+2212, like the heatmap and
// the lessons; none keeps the ASCII hyphen-minus.
void TestComparisonTableModel::negativeNumbersUseTheMinusSign()
{
    pe::PositionalEncodingModel model;
    model.setDimension(16);
    model.setPositionP(1);
    model.setPositionQ(3);
    pe::ComparisonTableModel table(&model);
    int negatives = 0;
    for (int row = 0; row < table.rowCount(); ++row) {
        for (int column = pe::ComparisonTableModel::PePColumn; column < table.columnCount();
             ++column) {
            const QModelIndex index = table.index(row, column);
            const QString text = table.data(index).toString();
            QVERIFY2(!text.contains(QLatin1Char('-')), qPrintable(text));
            // The tooltip's full-precision value too ("full precision: −0.9899924966004454").
            const QString tip = table.data(index, Qt::ToolTipRole).toString();
            QVERIFY2(!tip.contains(QStringLiteral(": -")), qPrintable(tip));
            if (table.data(index, pe::ComparisonTableModel::RawValueRole).toDouble() < -5e-7) {
                QVERIFY2(text.startsWith(QChar(0x2212)), qPrintable(text));
                ++negatives;
            }
        }
    }
    QVERIFY(negatives > 0);
}

QTEST_MAIN(TestComparisonTableModel)
#include "tst_comparisontablemodel.moc"
