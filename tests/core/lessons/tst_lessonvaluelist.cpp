// SPDX-License-Identifier: GPL-3.0-or-later
// LessonValueList: plain and whole numbers, and vectors whose components share one group.
#include "core/lessons/lessonvaluelist.h"

#include <QTest>

using namespace pe;

class TestLessonValueList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addsInOrder();
};

void TestLessonValueList::addsInOrder()
{
    LessonValueList list;
    list.add("x", 0.5, "Half");
    list.addInteger("n", 3, "Three");
    list.addVector("v", { 1.0, -2.0 }, "V");
    list.append({ { "y", 7, "Seven", LessonValue::Kind::Real, QString() } });
    const QList<LessonValue> &v = list.list();
    QCOMPARE(v.size(), 5);
    QCOMPARE(v.at(0).key, QStringLiteral("x"));
    QCOMPARE(v.at(0).kind, LessonValue::Kind::Real);
    QCOMPARE(v.at(1).kind, LessonValue::Kind::Integer);
    QCOMPARE(v.at(1).text(), QStringLiteral("3"));
    QCOMPARE(v.at(2).key, QStringLiteral("v_0"));
    QCOMPARE(v.at(3).key, QStringLiteral("v_1"));
    QCOMPARE(v.at(3).value, -2.0);
    QCOMPARE(v.at(2).group, QStringLiteral("V"));
    QCOMPARE(v.at(3).group, QStringLiteral("V"));
    QCOMPARE(v.at(3).label, QStringLiteral("(V)[1]"));
    QCOMPARE(v.at(4).key, QStringLiteral("y"));
}

QTEST_GUILESS_MAIN(TestLessonValueList)
#include "tst_lessonvaluelist.moc"
