// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parameter.h"
#include "core/model/positionalencodingmodel.h"

#include <QMetaProperty>
#include <QSet>
#include <QtTest>

using namespace pe;

// The typed parameters and the model's properties they stand for: each name is a property the
// model has, can be set and tells of its change, and reads back as the same parameter.
class TestParameter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyParameterIsAModelProperty();
    void namesReadBack();
    void orderIsTheEnumsAndDimensionFirst();
};

void TestParameter::everyParameterIsAModelProperty()
{
    const QMetaObject &meta = PositionalEncodingModel::staticMetaObject;
    QSet<QByteArray> names;
    for (Parameter parameter : ParameterName::all()) {
        const char *name = ParameterName::property(parameter);
        const int index = meta.indexOfProperty(name);
        QVERIFY2(index >= 0, name);
        const QMetaProperty property = meta.property(index);
        QVERIFY2(property.isWritable(), name);
        QVERIFY2(property.hasNotifySignal(), name);
        names.insert(name);
    }
    QCOMPARE(names.size(), int(ParameterName::all().size()));
    // Set through the name, read through the model's own getter.
    PositionalEncodingModel model;
    QVERIFY(model.setProperty(ParameterName::property(Parameter::Dimension), 16));
    QCOMPARE(model.dimension(), 16);
    QVERIFY(model.setProperty(ParameterName::property(Parameter::PositionQ), qint64(9)));
    QCOMPARE(model.positionQ(), 9);
}

void TestParameter::namesReadBack()
{
    for (Parameter parameter : ParameterName::all()) {
        Parameter back = Parameter::PickedDimension;
        QVERIFY(ParameterName::fromProperty(ParameterName::property(parameter), &back));
        QCOMPARE(back, parameter);
    }
    Parameter untouched = Parameter::Base;
    QVERIFY(!ParameterName::fromProperty("dimensions", &untouched));
    QVERIFY(!ParameterName::fromProperty("", &untouched));
    QCOMPARE(untouched, Parameter::Base);
}

void TestParameter::orderIsTheEnumsAndDimensionFirst()
{
    // Undo sorts a step's changes by the enum: its order must be all()'s, d first (a new d
    // resets the shown dimensions, which must be set after it).
    const auto &all = ParameterName::all();
    QCOMPARE(all.front(), Parameter::Dimension);
    for (size_t k = 0; k < all.size(); ++k)
        QCOMPARE(static_cast<size_t>(all[k]), k);
    QVERIFY(std::find(all.cbegin(), all.cend(), Parameter::ShownDimensions)
            < std::find(all.cbegin(), all.cend(), Parameter::PickedDimension));
}

QTEST_MAIN(TestParameter)
#include "tst_parameter.moc"
