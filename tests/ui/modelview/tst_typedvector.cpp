// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/typedvector.h"

#include <QTest>

using pe::TypedVector;

class TestTypedVector : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEverySeparator();
    void refusesTheWrongCount();
    void refusesWhatIsNoFiniteNumber();
    void blankIsOnlySeparators();
};

void TestTypedVector::readsEverySeparator()
{
    const auto v = TypedVector::parse(QStringLiteral(" 1, -2.5;3e-2\t4 ,, 0 "), 5);
    QVERIFY(v.has_value());
    QCOMPARE(*v, (std::vector<double> { 1, -2.5, 0.03, 4, 0 }));
}

void TestTypedVector::refusesTheWrongCount()
{
    QVERIFY(!TypedVector::parse(QStringLiteral("1 2 3"), 4));
    QVERIFY(!TypedVector::parse(QStringLiteral("1 2 3 4 5"), 4));
    QVERIFY(TypedVector::parse(QStringLiteral("1 2 3 4"), 4));
}

void TestTypedVector::refusesWhatIsNoFiniteNumber()
{
    QVERIFY(!TypedVector::parse(QStringLiteral("1 two"), 2));
    QVERIFY(!TypedVector::parse(QStringLiteral("1 inf"), 2));
    QVERIFY(!TypedVector::parse(QStringLiteral("nan 1"), 2));
    QVERIFY(!TypedVector::parse(QStringLiteral("1 1e999"), 2));
    // The C locale: a decimal comma is a separator, not a point.
    const auto v = TypedVector::parse(QStringLiteral("1,5"), 2);
    QVERIFY(v.has_value());
    QCOMPARE(*v, (std::vector<double> { 1, 5 }));
}

void TestTypedVector::blankIsOnlySeparators()
{
    QVERIFY(TypedVector::isBlank(QString()));
    QVERIFY(TypedVector::isBlank(QStringLiteral(" ,; \t,")));
    QVERIFY(!TypedVector::isBlank(QStringLiteral(", 0")));
}

QTEST_GUILESS_MAIN(TestTypedVector)
#include "tst_typedvector.moc"
