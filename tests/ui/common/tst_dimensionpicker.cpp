// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/common/dimensionpicker.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using namespace pe;

class TestDimensionPicker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void applies_data();
    void applies();
    void rejects_data();
    void rejects();
    void followsModel();
    void defaultButton();
};

void TestDimensionPicker::applies_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("dims");
    QTest::addColumn<QString>("shown");
    QTest::addRow("lecture plus one")
        << 128 << "10, 0, 1, 64" << QList<int> { 0, 1, 10, 64 } << "0, 1, 10, 64";
    QTest::addRow("range") << 8 << "2-5" << QList<int> { 2, 3, 4, 5 } << "2-5";
    QTest::addRow("d=8192") << 8192 << "8191, 0" << QList<int> { 0, 8191 } << "0, 8191";
}

void TestDimensionPicker::applies()
{
    QFETCH(int, dimension);
    QFETCH(QString, text);
    QFETCH(QList<int>, dims);
    QFETCH(QString, shown);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    DimensionPicker picker(&model);
    QSignalSpy spy(&model, &PositionalEncodingModel::shownDimensionsChanged);
    picker.lineEdit()->clear();
    QTest::keyClicks(picker.lineEdit(), text);
    QTest::keyClick(picker.lineEdit(), Qt::Key_Return);
    QCOMPARE(model.shownDimensions(), dims);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(picker.lineEdit()->text(), shown);
}

void TestDimensionPicker::rejects_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mention");
    QTest::addRow("past d") << "0, 128"
                            << "0 to 127";
    QTest::addRow("word") << "ten"
                          << "\"ten\"";
}

void TestDimensionPicker::rejects()
{
    QFETCH(QString, text);
    QFETCH(QString, mention);
    PositionalEncodingModel model;
    model.setDimension(128);
    DimensionPicker picker(&model);
    QSignalSpy rejected(&picker, &DimensionPicker::rejected);
    QSignalSpy changed(&model, &PositionalEncodingModel::shownDimensionsChanged);
    picker.lineEdit()->setText(text);
    QVERIFY(!picker.apply());
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.at(0).at(0).toString().contains(mention));
    QCOMPARE(changed.count(), 0);
    QCOMPARE(model.shownDimensions(), (QList<int> { 0, 1, 10 }));
}

void TestDimensionPicker::followsModel()
{
    PositionalEncodingModel model;
    DimensionPicker picker(&model);
    QCOMPARE(picker.lineEdit()->text(), QStringLiteral("0-7"));
    model.setDimension(128);
    QCOMPARE(picker.lineEdit()->text(), QStringLiteral("0, 1, 10"));
    model.setShownDimensions({ 4, 5, 6, 100 });
    QCOMPARE(picker.lineEdit()->text(), QStringLiteral("4-6, 100"));
}

void TestDimensionPicker::defaultButton()
{
    PositionalEncodingModel model;
    model.setDimension(128);
    model.setShownDimensions({ 7 });
    DimensionPicker picker(&model);
    picker.defaultButton()->click();
    QCOMPARE(model.shownDimensions(), (QList<int> { 0, 1, 10 }));
    QCOMPARE(picker.lineEdit()->text(), QStringLiteral("0, 1, 10"));
}

QTEST_MAIN(TestDimensionPicker)
#include "tst_dimensionpicker.moc"
