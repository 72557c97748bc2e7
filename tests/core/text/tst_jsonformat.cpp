// SPDX-License-Identifier: GPL-3.0-or-later
// pe::JsonFormat: round-trippable numbers, null where JSON has no number, arrays.
#include "core/text/jsonformat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <cmath>
#include <limits>

class TestJsonFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void number_data();
    void number();
    void numbersParse();
};

void TestJsonFormat::number_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::addRow("zero") << 0.0 << "0";
    QTest::addRow("negative zero") << -0.0 << "0";
    QTest::addRow("integer") << 10000.0 << "10000";
    QTest::addRow("sin 3") << std::sin(3.0) << "0.14112000805986721";
    QTest::addRow("tiny") << 5.55e-17 << "5.5500000000000002e-17";
    QTest::addRow("infinity") << std::numeric_limits<double>::infinity() << "null";
    QTest::addRow("nan") << std::numeric_limits<double>::quiet_NaN() << "null";
}

void TestJsonFormat::number()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(pe::JsonFormat::number(value), text);
    if (std::isfinite(value))
        QCOMPARE(text.toDouble(), value); // reads back exactly
}

void TestJsonFormat::numbersParse()
{
    const std::vector<double> values { std::sin(3.0), std::cos(3.0), 1.0 / 3.0,
                                       std::numeric_limits<double>::infinity() };
    const QString text = pe::JsonFormat::numbers(values);
    QCOMPARE(pe::JsonFormat::numbers(nullptr, 0), QStringLiteral("[]"));
    QJsonParseError error;
    const QJsonArray array = QJsonDocument::fromJson(text.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(array.size(), 4);
    for (int k = 0; k < 3; ++k)
        QCOMPARE(array.at(k).toDouble(), values[static_cast<size_t>(k)]);
    QVERIFY(array.at(3).isNull());
    QCOMPARE(pe::JsonFormat::boolean(false), QStringLiteral("false"));
}

QTEST_GUILESS_MAIN(TestJsonFormat)

#include "tst_jsonformat.moc"
