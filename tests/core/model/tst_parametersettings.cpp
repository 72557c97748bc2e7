// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/shownminus.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestParameterSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip();
    void rejectsBadValues_data();
    void rejectsBadValues();
    void presets_data();
    void presets();

private:
    QTemporaryDir m_dir;
    QString file(const QString &name) const
    {
        return m_dir.filePath(name + QStringLiteral(".ini"));
    }
};

void TestParameterSettings::roundTrip()
{
    PositionalEncodingModel a;
    a.setDimension(64);
    a.setBase(500.5);
    a.setPositionCount(1234);
    a.setPositionP(7);
    a.setPositionQ(1000000);
    a.setEncodingEnabled(false);
    a.setComponentLayout(Layout::Concatenated);
    a.setShownDimensions({ 3, 5, 40 });
    a.setPickedDimension(40);
    {
        QSettings s(file(QStringLiteral("roundtrip")), QSettings::IniFormat);
        ParameterSettings::save(a, s);
    }
    PositionalEncodingModel b;
    QSettings s(file(QStringLiteral("roundtrip")), QSettings::IniFormat);
    QVERIFY(ParameterSettings::load(b, s).isEmpty());
    QCOMPARE(b.dimension(), 64);
    QCOMPARE(b.base(), 500.5);
    QCOMPARE(b.positionCount(), 1234);
    QCOMPARE(b.positionP(), 7);
    QCOMPARE(b.positionQ(), 1000000);
    QCOMPARE(b.isEncodingEnabled(), false);
    QCOMPARE(b.componentLayout(), Layout::Concatenated);
    QCOMPARE(b.shownDimensions(), QList<int>({ 3, 5, 40 }));
    QCOMPARE(b.pickedDimension(), 40);
}

void TestParameterSettings::rejectsBadValues_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addRow("odd d") << "dimension"
                           << "7";
    QTest::addRow("huge d") << "dimension"
                            << "100000";
    QTest::addRow("d past the limit") << "dimension"
                                      << "65538";
    QTest::addRow("p past 2^53") << "positionP"
                                 << "9007199254740993";
    QTest::addRow("base past double") << "base"
                                      << "1e309";
    QTest::addRow("text d") << "dimension"
                            << "eight";
    QTest::addRow("base 1") << "base"
                            << "1";
    QTest::addRow("base nan") << "base"
                              << "nan";
    QTest::addRow("count 0") << "positionCount"
                             << "0";
    QTest::addRow("negative p") << "positionP"
                                << "-4";
    QTest::addRow("fraction q") << "positionQ"
                                << "2.5";
    QTest::addRow("layout") << "layout"
                            << "diagonal";
    // Taken as "concatenated" when read through const char * (stopped at the NUL).
    QTest::addRow("layout with a NUL")
        << "layout" << QStringLiteral("concatenated") + QChar(0) + QStringLiteral("x");
    QTest::addRow("dims") << "shownDimensions"
                          << "1,99";
    QTest::addRow("picked") << "pickedDimension"
                            << "8";
}

void TestParameterSettings::rejectsBadValues()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    const QString path
        = file(QStringLiteral("bad_") + QString::fromLatin1(QTest::currentDataTag()));
    {
        QSettings s(path, QSettings::IniFormat);
        s.setValue(QStringLiteral("parameters/") + key, value);
    }
    PositionalEncodingModel model;
    const int d = model.dimension();
    const double base = model.base();
    const qint64 p = model.positionP();
    const qint64 q = model.positionQ();
    QSettings s(path, QSettings::IniFormat);
    const QStringList problems = ParameterSettings::load(model, s);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(test::namesValue(problems.first(), value), qPrintable(problems.first()));
    // Nothing else changed: the defaults stay.
    QCOMPARE(model.dimension(), d);
    QCOMPARE(model.base(), base);
    QCOMPARE(model.positionP(), p);
    QCOMPARE(model.positionQ(), q);
}

void TestParameterSettings::presets_data()
{
    QTest::addColumn<bool>("lecture");
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QList<int>>("dims");
    QTest::addRow("lecture") << true << 128 << QList<int>({ 0, 1, 10 });
    QTest::addRow("workbench") << false << 8 << QList<int>({ 0, 1, 2, 3, 4, 5, 6, 7 });
}

void TestParameterSettings::presets()
{
    QFETCH(bool, lecture);
    QFETCH(int, dimension);
    QFETCH(QList<int>, dims);
    PositionalEncodingModel model;
    model.setDimension(lecture ? 16 : 256);
    model.setPositionCount(7);
    model.setPositionP(9);
    model.setEncodingEnabled(false);
    model.setComponentLayout(Layout::Concatenated);
    ParameterSettings::apply(model,
                             lecture ? ParameterSettings::lectureDefaults()
                                     : ParameterSettings::workbenchDefaults());
    QCOMPARE(model.dimension(), dimension);
    QCOMPARE(model.positionCount(), 50);
    QCOMPARE(model.positionP(), 0);
    QCOMPARE(model.positionQ(), 3);
    QVERIFY(model.isEncodingEnabled());
    QCOMPARE(model.componentLayout(), Layout::Interleaved);
    QCOMPARE(model.shownDimensions(), dims);
    QCOMPARE(model.base(), 10000.0);
}

QTEST_GUILESS_MAIN(TestParameterSettings)
#include "tst_parametersettings.moc"
