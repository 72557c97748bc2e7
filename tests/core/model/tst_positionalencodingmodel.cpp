// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/modelspies.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace pe;

using Model = PositionalEncodingModel;

namespace {

constexpr double seedTolerance = 1e-6;
constexpr qint64 twoTo53 = qint64(1) << 53;

} // namespace

class TestPositionalEncodingModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void setters_data();
    void setters();
    void shapeFollowsParameters();
    void data_data();
    void data();
    void headers();
    void comparisonFollows();
    void consistentWhenSignalled();
};

void TestPositionalEncodingModel::defaults()
{
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(m.dimension(), 8);
    QCOMPARE(m.base(), 10000.0);
    QCOMPARE(m.rowCount(), m.positionCount());
    QCOMPARE(m.columnCount(), 8);
    QCOMPARE(m.positionP(), qint64(0));
    QCOMPARE(m.positionQ(), qint64(3));
    QVERIFY(m.isEncodingEnabled());
    QCOMPARE(m.componentLayout(), Layout::Interleaved);
    QCOMPARE(m.shownDimensions(), Model::defaultShownDimensions(8));
    QCOMPARE(Model::defaultShownDimensions(8), QList<int>({ 0, 1, 2, 3, 4, 5, 6, 7 }));
    QCOMPARE(Model::defaultShownDimensions(128), QList<int>({ 0, 1, 10 }));
    QCOMPARE(m.rowCount(m.index(0, 0)), 0); // a table: no children
    QCOMPARE(m.columnCount(m.index(0, 0)), 0);
}

void TestPositionalEncodingModel::setters_data()
{
    QTest::addColumn<QString>("setupParameter");
    QTest::addColumn<QVariant>("setupValue");
    QTest::addColumn<QString>("parameter");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QStringList>("emitted"); // once each; every other signal not at all

    // after(): the change made first, before the spies listen.
    const auto after = [](const char *tag, const char *setup, const QVariant &setupValue,
                          const char *parameter, const QVariant &value, const char *emitted) {
        QTest::newRow(tag) << QString::fromLatin1(setup) << setupValue
                           << QString::fromLatin1(parameter) << value << true
                           << QString::fromLatin1(emitted).split(QLatin1Char(' '),
                                                                 Qt::SkipEmptyParts);
    };
    const auto accept
        = [&after](const char *tag, const char *parameter, const QVariant &value,
                   const char *emitted) { after(tag, "", QVariant(), parameter, value, emitted); };
    const auto reject = [](const char *tag, const char *parameter, const QVariant &value) {
        QTest::newRow(tag) << QString() << QVariant() << QString::fromLatin1(parameter) << value
                           << false << QStringList();
    };
    const char *newD = "dimension shownDimensions parameters";
    accept("d 8 -> 16", "dimension", 16, newD);
    accept("d 8 -> 1024", "dimension", 1024, newD);
    accept("d 8 -> 8192", "dimension", 8192, newD);
    after("d 16 -> 32 keeps the shown waves", "dimension", 16, "dimension", 32,
          "dimension parameters");
    after("d below picked", "pickedDimension", 7, "dimension", 4,
          "dimension pickedDimension shownDimensions parameters");
    accept("d same", "dimension", 8, "");
    reject("d odd", "dimension", 7);
    reject("d 0", "dimension", 0);
    reject("d negative", "dimension", -8);
    // The model takes the command line's d (one set of limits, ParameterLimits).
    accept("d 8 -> 65536", "dimension", 65536, newD);
    reject("d 65538", "dimension", 65538);

    accept("base 100", "base", 100.0, "base parameters");
    accept("base 1.5", "base", 1.5, "base parameters");
    accept("base same", "base", 10000.0, "");
    reject("base 1", "base", 1.0);
    reject("base 0.5", "base", 0.5);
    reject("base -10", "base", -10.0);
    reject("base inf", "base", qInf());
    reject("base nan", "base", qQNaN());

    accept("count 50 -> 200", "positionCount", 200, "positionCount parameters");
    accept("count 50 -> 1", "positionCount", 1, "positionCount parameters");
    accept("count same", "positionCount", 50, "");
    reject("count 0", "positionCount", 0);
    reject("count -1", "positionCount", -1);
    reject("count 1000001", "positionCount", 1000001);

    accept("p 0 -> 5", "positionP", qint64(5), "positionP parameters");
    accept("p 0 -> 2^53", "positionP", twoTo53, "positionP parameters");
    accept("p same", "positionP", qint64(0), "");
    reject("p negative", "positionP", qint64(-1));
    reject("p 2^53+1", "positionP", twoTo53 + 1);
    accept("q 3 -> 6", "positionQ", qint64(6), "positionQ parameters");
    accept("q same", "positionQ", qint64(3), "");
    reject("q negative", "positionQ", qint64(-3));

    accept("PE off", "encodingEnabled", false, "encodingEnabled parameters");
    after("PE on again", "encodingEnabled", false, "encodingEnabled", true,
          "encodingEnabled parameters");
    accept("PE on same", "encodingEnabled", true, "");
    accept("concatenated", "componentLayout", QVariant::fromValue(Layout::Concatenated),
           "componentLayout parameters");
    accept("interleaved same", "componentLayout", QVariant::fromValue(Layout::Interleaved), "");

    accept("picked 3", "pickedDimension", 3, "pickedDimension");
    accept("picked same", "pickedDimension", 0, "");
    reject("picked 8 of 8", "pickedDimension", 8);
    reject("picked -1", "pickedDimension", -1);
    accept("shown 0 2", "shownDimensions", QVariant::fromValue(QList<int>({ 0, 2 })),
           "shownDimensions");
    accept("shown same set", "shownDimensions",
           QVariant::fromValue(QList<int>({ 7, 6, 5, 4, 3, 2, 1, 0, 0 })), "");
    reject("shown 8 of 8", "shownDimensions", QVariant::fromValue(QList<int>({ 1, 8 })));
    reject("shown -1", "shownDimensions", QVariant::fromValue(QList<int>({ -1 })));
}

void TestPositionalEncodingModel::setters()
{
    QFETCH(QString, setupParameter);
    QFETCH(QVariant, setupValue);
    QFETCH(QString, parameter);
    QFETCH(QVariant, value);
    QFETCH(bool, accepted);
    QFETCH(QStringList, emitted);

    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    if (!setupParameter.isEmpty())
        QVERIFY(applyParameter(m, setupParameter, setupValue));
    const QVariant before = readParameter(m, parameter);
    ModelSpies spies(&m);
    QCOMPARE(applyParameter(m, parameter, value), accepted);

    const QVariant after = readParameter(m, parameter);
    if (!accepted)
        QCOMPARE(after, before);
    else if (parameter != QLatin1String("shownDimensions"))
        QCOMPARE(after, value);
    for (const auto &[name, spy] : spies.all()) {
        const int expected = emitted.contains(name) ? 1 : 0;
        QVERIFY2(spy->count() == expected,
                 qPrintable(QStringLiteral("%1Changed emitted %2 times, expected %3")
                                .arg(name)
                                .arg(spy->count())
                                .arg(expected)));
    }
    if (emitted.contains(parameter)) // the signal carries the new value
        QCOMPARE(spies.all().at(parameter)->first().first(), after);
    QCOMPARE(m.rowCount(), m.positionCount());
    QCOMPARE(m.columnCount(), m.dimension());
    QVERIFY(m.shownDimensions().size() <= m.dimension());
    QVERIFY(m.pickedDimension() < m.dimension());
}

void TestPositionalEncodingModel::shapeFollowsParameters()
{
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
    QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
    QSignalSpy headers(&m, &QAbstractItemModel::headerDataChanged);

    QVERIFY(m.setDimension(128));
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m.columnCount(), 128);
    QVERIFY(m.setPositionCount(120));
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 50);
    QCOMPARE(inserted.first().at(2).toInt(), 119);
    QCOMPARE(m.rowCount(), 120);
    QVERIFY(m.setPositionCount(7));
    QCOMPARE(removed.count(), 1);
    QCOMPARE(m.rowCount(), 7);

    // Base and layout keep the shape and change every value.
    QVERIFY(m.setBase(100));
    m.setComponentLayout(Layout::Concatenated);
    QCOMPARE(changed.count(), 2);
    for (const QList<QVariant> &args : std::as_const(changed)) {
        QCOMPARE(args.at(0).toModelIndex(), m.index(0, 0));
        QCOMPARE(args.at(1).toModelIndex(), m.index(6, 127));
    }
    QCOMPARE(headers.count(), 2);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(m.columnCount(), 128);
    QCOMPARE(m.rowCount(), 7);
}

void TestPositionalEncodingModel::data_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<double>("base");
    QTest::addColumn<Layout>("layout");
    QTest::addRow("d=8") << 8 << 10000.0 << Layout::Interleaved;
    QTest::addRow("d=8 concatenated") << 8 << 10000.0 << Layout::Concatenated;
    QTest::addRow("d=64 base 100") << 64 << 100.0 << Layout::Interleaved;
}

void TestPositionalEncodingModel::data()
{
    QFETCH(int, dimension);
    QFETCH(double, base);
    QFETCH(Layout, layout);
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(m.setDimension(dimension));
    QVERIFY(m.setBase(base));
    m.setComponentLayout(layout);
    const Encoding e(dimension, base, layout);
    for (int row = 0; row < m.rowCount(); ++row) {
        for (int col = 0; col < m.columnCount(); ++col) {
            const QModelIndex index = m.index(row, col);
            const double raw = m.data(index, Model::RawValueRole).toDouble();
            QCOMPARE(raw, e.value(row, col));
            QCOMPARE(m.data(index).toString(), formatDisplay(raw));
            QCOMPARE(m.data(index, Model::PairRole).toInt(), e.pairOfDimension(col));
            QCOMPARE(m.data(index, Model::IsCosineRole).toBool(), e.isCosine(col));
            QCOMPARE(m.data(index, Model::AngleRole).toDouble(),
                     e.angle(row, e.pairOfDimension(col)));
        }
    }
    // The lesson's numbers, wherever the layout puts them: PE(3), pairs 0 and 1.
    if (dimension == 8) {
        const auto text = [&](int pair, bool cos) {
            return m.data(m.index(3, e.dimensionOf(pair, cos))).toString();
        };
        QCOMPARE(text(0, false), QStringLiteral("0.141120"));
        QCOMPARE(text(0, true), QStringLiteral("\u22120.989992"));
        QCOMPARE(text(1, false), QStringLiteral("0.295520"));
        QCOMPARE(text(1, true), QStringLiteral("0.955336"));
        QCOMPARE(m.data(m.index(0, e.dimensionOf(3, false))).toString(),
                 QStringLiteral("0.000000"));
    }
    QVERIFY(!m.data(m.index(0, 0), Qt::ToolTipRole).toString().isEmpty());
    const QHash<int, QByteArray> names = m.roleNames();
    QCOMPARE(names.value(Model::RawValueRole), QByteArray("rawValue"));
    QCOMPARE(names.value(Model::AngleRole), QByteArray("angle"));
}

void TestPositionalEncodingModel::headers()
{
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int col = 0; col < 8; ++col) {
        const QString header = m.headerData(col, Qt::Horizontal).toString();
        QVERIFY2(header.contains(QString::number(col)), qPrintable(header));
        QVERIFY2(header.contains(col % 2 ? QStringLiteral("cos") : QStringLiteral("sin")),
                 qPrintable(header));
        const QString tip = m.headerData(col, Qt::Horizontal, Qt::ToolTipRole).toString();
        const int pair = col / 2;
        QVERIFY2(tip.contains(formatDisplay(m.encoding().denominator(pair))), qPrintable(tip));
        QVERIFY2(tip.contains(formatDisplay(m.encoding().period(pair))), qPrintable(tip));
    }
    QCOMPARE(m.headerData(7, Qt::Vertical).toInt(), 7);
    QVERIFY(!m.headerData(8, Qt::Horizontal).isValid());
    QVERIFY(!m.headerData(-1, Qt::Horizontal).isValid());
    QVERIFY(!m.headerData(50, Qt::Vertical).isValid());
    m.setComponentLayout(Layout::Concatenated);
    QVERIFY(m.headerData(4, Qt::Horizontal).toString().contains(QStringLiteral("cos")));
    QVERIFY(m.headerData(3, Qt::Horizontal).toString().contains(QStringLiteral("sin")));
}

// The comparison is the lesson's figure: "the" at p and q, d = 8, with PE switched on and off.
void TestPositionalEncodingModel::comparisonFollows()
{
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto verify = [&m](double norm, double candidate) {
        const Comparison &c = m.comparison();
        const Comparison expected = Comparison::compute(
            Encoding(m.dimension(), m.base(), m.componentLayout()), double(m.positionP()),
            double(m.positionQ()), m.isEncodingEnabled());
        QCOMPARE(c.peP, expected.peP);
        QCOMPARE(c.peQ, expected.peQ);
        QCOMPARE(c.difference, expected.difference);
        QCOMPARE(c.norm, expected.norm);
        QCOMPARE(c.candidateNorm, expected.candidateNorm);
        QCOMPARE(c.encoding.layout(), m.componentLayout());
        if (norm >= 0)
            QVERIFY2(std::abs(c.norm - norm) <= seedTolerance, qPrintable(QString::number(c.norm)));
        if (candidate >= 0)
            QVERIFY(std::abs(c.candidateNorm - candidate) <= seedTolerance);
    };
    verify(2.017479, 2.017479);
    QVERIFY(m.setPositionQ(6));
    verify(0.657741, 0.657741);
    m.setEncodingEnabled(false);
    verify(0.0, 0.657741);
    QVERIFY(m.setPositionQ(3));
    verify(0.0, 2.017479);
    m.setEncodingEnabled(true);
    verify(2.017479, 2.017479);
    m.setComponentLayout(Layout::Concatenated);
    verify(2.017479, 2.017479);
    QCOMPARE(m.comparison().peQ[1], m.encoding().value(3, 1)); // sin of pair 1 now
    QVERIFY(m.setBase(100));
    verify(-1, -1);
    QVERIFY(m.setPositionP(1));
    QVERIFY(m.setPositionQ(4));
    verify(-1, -1);
    QVERIFY(m.setDimension(128));
    verify(-1, -1);
    QCOMPARE(m.comparison().pairs.size(), size_t(64));
}

// Whatever a view reads when a signal arrives must already be consistent: a view that repaints on
// modelReset reads comparison(), shownDimensions() and pickedDimension() for the new d.
void TestPositionalEncodingModel::consistentWhenSignalled()
{
    Model m;
    QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QStringList problems;
    const auto check = [&m, &problems](const char *signal) {
        const Comparison &c = m.comparison();
        const auto complain = [&](const QString &what) {
            problems << QStringLiteral("on %1: %2").arg(QLatin1String(signal), what);
        };
        if (c.encoding.dimension() != m.dimension() || int(c.peP.size()) != m.columnCount())
            complain(QStringLiteral("comparison for d = %1, model d = %2")
                         .arg(c.encoding.dimension())
                         .arg(m.columnCount()));
        if (c.encoding.base() != m.base() || c.encoding.layout() != m.componentLayout())
            complain(QStringLiteral("comparison for another base or layout"));
        if (c.p != double(m.positionP()) || c.q != double(m.positionQ())
            || c.enabled != m.isEncodingEnabled())
            complain(QStringLiteral("comparison for other positions or switch"));
        for (int dim : m.shownDimensions())
            if (dim >= m.columnCount())
                complain(QStringLiteral("shown dimension %1 of %2").arg(dim).arg(m.columnCount()));
        if (m.pickedDimension() >= m.columnCount())
            complain(QStringLiteral("picked dimension %1 of %2")
                         .arg(m.pickedDimension())
                         .arg(m.columnCount()));
    };
    connect(&m, &QAbstractItemModel::modelReset, this, [&] { check("modelReset"); });
    connect(&m, &QAbstractItemModel::dataChanged, this, [&] { check("dataChanged"); });
    connect(&m, &QAbstractItemModel::headerDataChanged, this, [&] { check("headerDataChanged"); });
    connect(&m, &QAbstractItemModel::rowsInserted, this, [&] { check("rowsInserted"); });
    connect(&m, &QAbstractItemModel::rowsRemoved, this, [&] { check("rowsRemoved"); });
    connect(&m, &Model::dimensionChanged, this, [&] { check("dimensionChanged"); });
    connect(&m, &Model::parametersChanged, this, [&] { check("parametersChanged"); });

    QVERIFY(m.setDimension(128));
    QVERIFY(m.setPickedDimension(100));
    QVERIFY(m.setDimension(8)); // shown {0, 1, 10} and picked 100 no longer exist
    QVERIFY(m.setBase(100));
    m.setComponentLayout(Layout::Concatenated);
    QVERIFY(m.setPositionQ(6));
    QVERIFY(m.setPositionCount(80));
    m.setEncodingEnabled(false);
    if (!problems.isEmpty()) {
        qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QFAIL("the model was inconsistent while it signalled a change (listed above)");
    }
}

QTEST_GUILESS_MAIN(TestPositionalEncodingModel)
#include "tst_positionalencodingmodel.moc"
