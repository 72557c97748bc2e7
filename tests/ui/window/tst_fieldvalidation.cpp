// SPDX-License-Identifier: GPL-3.0-or-later
// The number fields take what was typed or say why not, next to the field, and keep the text until
// it is fixed (issue 13.2): every field of the parameter panel and the lesson's number box. The
// fields, the model, the settings and the command line share one set of limits (issues 12.5,
// 13.3): the field shows exactly the model's value, up to p = 2^53 and base = 10^12.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/parameterlimits.h"
#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/shownminus.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

namespace {

void type(CheckedSpinBox *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

} // namespace

class TestFieldValidation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void panelField_data();
    void panelField();
    void messageClearsWhenModelMovesTheField();
    void stepsFromTheExactValue();
    void settingsValuesShowExactly_data();
    void settingsValuesShowExactly();
    void lessonNumberBox();
    void limitsAreTheCommandLines();

private:
    CheckedSpinBox *field(const QString &name) const;

    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestFieldValidation::init()
{
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestFieldValidation::cleanup()
{
    delete m_window;
    delete m_model;
}

CheckedSpinBox *TestFieldValidation::field(const QString &name) const
{
    ParameterPanel *panel = m_window->parameterPanel();
    if (name == QLatin1String("dimension"))
        return panel->dimensionSpinBox();
    if (name == QLatin1String("base"))
        return panel->baseSpinBox();
    if (name == QLatin1String("positionCount"))
        return panel->positionCountSpinBox();
    if (name == QLatin1String("positionP"))
        return panel->positionPSpinBox();
    return panel->positionQSpinBox();
}

void TestFieldValidation::panelField_data()
{
    QTest::addColumn<QString>("property");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("accepted"); // the model's value, or NaN: refused
    QTest::addColumn<QStringList>("mentions"); // what the message must name when refused
    QTest::addColumn<QString>("valid"); // a value that then fixes it
    const double no = qQNaN();
    const QString dmax = QString::number(ParameterLimits::maxDimension);
    const QString pmax = QString::number(ParameterLimits::maxPosition);
    const QString nmax = QString::number(ParameterLimits::maxPositionCount);
    // The cases: nothing is cut or flipped any more.
    QTest::addRow("d 100000") << "dimension"
                              << "100000" << no << QStringList { "100000", "2", dmax } << "1000";
    QTest::addRow("d 9000") << "dimension"
                            << "9000" << 9000.0 << QStringList() << "";
    QTest::addRow("d 0") << "dimension"
                         << "0" << no << QStringList { "0", dmax } << "1000";
    QTest::addRow("d odd") << "dimension"
                           << "513" << no << QStringList { "513", "even" } << "512";
    QTest::addRow("d 65536") << "dimension"
                             << "65536" << 65536.0 << QStringList() << "";
    QTest::addRow("base -3") << "base"
                             << "-3" << no << QStringList { "-3", "1" } << "500";
    QTest::addRow("base 1e308") << "base"
                                << "1e308" << no << QStringList { "1e308", "10^12" } << "500";
    QTest::addRow("base 1e12") << "base"
                               << "1e12" << 1e12 << QStringList() << "";
    QTest::addRow("base 1") << "base"
                            << "1" << no << QStringList { "1", "greater than 1" } << "2";
    QTest::addRow("base 0.5") << "base"
                              << "0.5" << no << QStringList { "0.5", "greater than 1" } << "2";
    QTest::addRow("base abc") << "base"
                              << "abc" << no << QStringList { "abc", "greater than 1" } << "2";
    QTest::addRow("base 1.5") << "base"
                              << "1.5" << 1.5 << QStringList() << "";
    QTest::addRow("count 0") << "positionCount"
                             << "0" << no << QStringList { "0", nmax } << "80";
    QTest::addRow("count 1000001") << "positionCount"
                                   << "1000001" << no << QStringList { "1000001", nmax } << "80";
    QTest::addRow("count 1000000") << "positionCount"
                                   << "1000000" << 1e6 << QStringList() << "";
    QTest::addRow("p -5") << "positionP"
                          << "-5" << no << QStringList { "-5", pmax } << "5";
    QTest::addRow("p twenty 9s") << "positionP"
                                 << "99999999999999999999" << no
                                 << QStringList { "99999999999999999999", pmax } << "5";
    QTest::addRow("p 2^53") << "positionP" << pmax << 9007199254740992.0 << QStringList() << "";
    QTest::addRow("p 2^53 + 1") << "positionP"
                                << "9007199254740993" << no
                                << QStringList { "9007199254740993", pmax } << "5";
    QTest::addRow("q 33") << "positionQ"
                          << "33" << 33.0 << QStringList() << "";
    QTest::addRow("q 1.5") << "positionQ"
                           << "1.5" << no << QStringList { "1.5", pmax } << "33";
}

void TestFieldValidation::panelField()
{
    QFETCH(QString, property);
    QFETCH(QString, typed);
    QFETCH(double, accepted);
    QFETCH(QStringList, mentions);
    QFETCH(QString, valid);
    CheckedSpinBox *box = field(property);
    QLabel *message = m_window->parameterPanel()->messageLabel(box);
    QVERIFY(message);
    QVERIFY(!message->isVisible());
    const QByteArray name = property.toLatin1();
    const QVariant before = m_model->property(name.constData());
    QSignalSpy rejected(m_window->parameterPanel(), &ParameterPanel::rejected);
    type(box, typed);
    if (!qIsNaN(accepted)) {
        QCOMPARE(m_model->property(name.constData()).toDouble(), accepted);
        QCOMPARE(box->number(), accepted); // exactly, not 1e12 or 2147483647
        QCOMPARE(box->text(), box->textFromNumber(accepted));
        QVERIFY(!message->isVisible());
        QCOMPARE(rejected.count(), 0);
        return;
    }
    // Refused: the model keeps its value, the field keeps the text, the message says why.
    QCOMPARE(m_model->property(name.constData()), before);
    QCOMPARE(box->text(), typed);
    QVERIFY(message->isVisible());
    QCOMPARE(message->text(), box->message());
    for (const QString &part : mentions)
        QVERIFY2(message->text().contains(test::shownMinus(part)), qPrintable(message->text()));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(message->width() >= message->sizeHint().width()
            || message->height() >= message->heightForWidth(message->width()));
    // Leaving the field does not bring the old value back either.
    m_window->parameterPanel()->encodingCheckBox()->setFocus();
    QCOMPARE(box->text(), typed);
    QVERIFY(message->isVisible());
    // A valid value is applied and the message goes (nothing stale in the status bar either).
    type(box, valid);
    QCOMPARE(m_model->property(name.constData()).toString(), valid);
    QVERIFY(!message->isVisible());
    QVERIFY(box->message().isEmpty());
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty());
}

void TestFieldValidation::messageClearsWhenModelMovesTheField()
{
    CheckedSpinBox *q = field(QStringLiteral("positionQ"));
    QLabel *message = m_window->parameterPanel()->messageLabel(q);
    type(q, QStringLiteral("-1"));
    QVERIFY(message->isVisible());
    // Another parameter changes: the text being fixed stays.
    m_model->setPositionP(4);
    QCOMPARE(q->text(), QStringLiteral("-1"));
    QVERIFY(message->isVisible());
    // q itself changes (a click elsewhere, undo): the field shows it, the message goes.
    m_model->setPositionQ(12);
    QCOMPARE(q->text(), QStringLiteral("12"));
    QVERIFY(!message->isVisible());
}

void TestFieldValidation::stepsFromTheExactValue()
{
    // Touching a control never changes a value silently: one step is one step from the model's
    // exact value, and the top of the range stays the top.
    CheckedSpinBox *p = field(QStringLiteral("positionP"));
    QVERIFY(m_model->setPositionP(ParameterLimits::maxPosition));
    QCOMPARE(p->text(), QStringLiteral("9007199254740992"));
    p->setFocus();
    QTest::keyClick(p, Qt::Key_Up);
    QCOMPARE(m_model->positionP(), ParameterLimits::maxPosition);
    QTest::keyClick(p, Qt::Key_Down);
    QCOMPARE(m_model->positionP(), ParameterLimits::maxPosition - 1);
    QCOMPARE(p->text(), QStringLiteral("9007199254740991"));
    CheckedSpinBox *base = field(QStringLiteral("base"));
    QVERIFY(m_model->setBase(ParameterLimits::maxBase));
    QCOMPARE(base->text(), QStringLiteral("1e+12"));
    base->setFocus();
    QTest::keyClick(base, Qt::Key_Up); // the top of the range stays the top
    QCOMPARE(m_model->base(), ParameterLimits::maxBase);
    QTest::keyClick(base, Qt::Key_Down); // adaptive: a tenth of the leading place
    QCOMPARE(m_model->base(), 9e11);
    CheckedSpinBox *d = field(QStringLiteral("dimension"));
    d->setFocus();
    QTest::keyClick(d, Qt::Key_Up);
    QCOMPARE(m_model->dimension(), 10);
}

void TestFieldValidation::settingsValuesShowExactly_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("shown");
    QTest::addRow("p 2^53") << "positionP"
                            << "9007199254740992"
                            << "9007199254740992";
    QTest::addRow("q 2^31") << "positionQ"
                            << "2147483648"
                            << "2147483648";
    QTest::addRow("base 1e12") << "base"
                               << "1e12"
                               << "1e+12";
    QTest::addRow("base 1.0001") << "base"
                                 << "1.0001"
                                 << "1.0001";
    QTest::addRow("d 65536") << "dimension"
                             << "65536"
                             << "65536";
    QTest::addRow("count 10^6") << "positionCount"
                                << "1000000"
                                << "1000000";
}

void TestFieldValidation::settingsValuesShowExactly()
{
    QFETCH(QString, key);
    QFETCH(QString, value);
    QFETCH(QString, shown);
    const QString path = m_dir.filePath(QString::fromLatin1(QTest::currentDataTag()) + ".ini");
    {
        QSettings s(path, QSettings::IniFormat);
        s.setValue(QStringLiteral("parameters/") + key, value);
    }
    QSettings s(path, QSettings::IniFormat);
    QVERIFY(ParameterSettings::load(*m_model, s).isEmpty());
    CheckedSpinBox *box = field(key);
    QCOMPARE(box->text(), shown);
    QCOMPARE(box->number(), m_model->property(key.toLatin1().constData()).toDouble());
    QCOMPARE(box->number(), value.toDouble());
    // Committing the shown text again changes nothing.
    type(box, box->text());
    QCOMPARE(m_model->property(key.toLatin1().constData()).toDouble(), value.toDouble());
    QVERIFY(box->message().isEmpty());
}

void TestFieldValidation::lessonNumberBox()
{
    LessonWizard wizard(LessonCatalog::lesson(QStringLiteral("workbench")));
    wizard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wizard));
    CheckedSpinBox *box = wizard.sidePanel()->comparePositionSpinBox();
    QLabel *message = wizard.sidePanel()->positionMessageLabel();
    QVERIFY(!message->isVisible());
    const int step = wizard.currentStep();
    type(box, QStringLiteral("33"));
    QCOMPARE(box->text(), QStringLiteral("33")); // not 3
    QCOMPARE(wizard.comparePosition(), 3);
    QVERIFY(message->isVisible());
    QVERIFY2(message->text().contains("33") && message->text().contains("32"),
             qPrintable(message->text()));
    QCOMPARE(wizard.currentStep(), step); // Enter applies the number, it does not turn the page
    type(box, QStringLiteral("12"));
    QCOMPARE(wizard.comparePosition(), 12);
    QVERIFY(!message->isVisible());
    QCOMPARE(wizard.currentStep(), step);
}

void TestFieldValidation::limitsAreTheCommandLines()
{
    // One set of limits: the window's fields end where the command line's options end.
    ParameterPanel *panel = m_window->parameterPanel();
    QCOMPARE(panel->dimensionSpinBox()->maximum(), double(ParameterLimits::maxDimension));
    QCOMPARE(panel->positionPSpinBox()->maximum(), double(ParameterLimits::maxPosition));
    QCOMPARE(panel->positionQSpinBox()->maximum(), double(ParameterLimits::maxPosition));
    QVERIFY(m_model->setDimension(ParameterLimits::maxDimension));
    QVERIFY(!m_model->setDimension(ParameterLimits::maxDimension + 2));
    QVERIFY(m_model->setPositionQ(ParameterLimits::maxPosition));
    QCOMPARE(panel->positionQSpinBox()->number(), double(ParameterLimits::maxPosition));
    // And the tooltips name those limits.
    QVERIFY(panel->dimensionSpinBox()->toolTip().contains(
        QString::number(ParameterLimits::maxDimension)));
    QVERIFY(panel->positionPSpinBox()->toolTip().contains(
        QString::number(ParameterLimits::maxPosition)));
}

QTEST_MAIN(TestFieldValidation)
#include "tst_fieldvalidation.moc"
