// SPDX-License-Identifier: GPL-3.0-or-later
// TrainingSettingsForm: the runs it describes (one per chosen scheme, none while a value is
// refused), and a width that fits the explorer's dock on a 1024 px screen in every language.
#include "core/model/languagesetup.h"
#include "ui/common/checkedspinbox.h"
#include "ui/training/trainingsettingsform.h"

#include <QCheckBox>
#include <QSignalSpy>
#include <QtTest>

using namespace pe;

class TestTrainingSettingsForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanupTestCase();
    void runsFollowTheFields();
    void fitsANarrowDock_data();
    void fitsANarrowDock();
};

void TestTrainingSettingsForm::cleanupTestCase()
{
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestTrainingSettingsForm::runsFollowTheFields()
{
    TrainingSettingsForm form;
    QSignalSpy changed(&form, &TrainingSettingsForm::changed);
    std::vector<TrainingSettings> runs = form.runs();
    QCOMPARE(runs.size(), std::size_t(3)); // none, sinusoidal, RoPE
    QCOMPARE(runs[0].scheme, PositionScheme::None);
    QCOMPARE(runs[2].scheme, PositionScheme::Rope);
    QCOMPARE(runs[1].steps, TrainingSettings::defaultSteps);
    form.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(1200);
    form.findChild<QCheckBox *>(QStringLiteral("trainingSchemeLearned"))->setChecked(true);
    QCOMPARE(changed.size(), 2);
    runs = form.runs();
    QCOMPARE(runs.size(), std::size_t(4));
    QCOMPARE(runs[2].scheme, PositionScheme::Learned);
    QCOMPARE(runs[3].steps, 1200);
    for (QCheckBox *box : form.findChildren<QCheckBox *>())
        box->setChecked(false);
    QVERIFY(form.runs().empty());
}

void TestTrainingSettingsForm::fitsANarrowDock_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestTrainingSettingsForm::fitsANarrowDock()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    TrainingSettingsForm form;
    // The explorer's right dock on a 1024 × 768 screen is 456 px; the view inside has 420 or so.
    QVERIFY2(form.minimumSizeHint().width() <= 400,
             qPrintable(QString::number(form.minimumSizeHint().width())));
    form.resize(400, form.sizeHint().height());
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    // Every field and box inside, none cut at the right edge.
    for (QWidget *child : form.findChildren<QWidget *>())
        if (child->isVisibleTo(&form) && child->parentWidget() == &form)
            QVERIFY2(child->geometry().right() < form.width(), qPrintable(child->objectName()));
}

QTEST_MAIN(TestTrainingSettingsForm)
#include "tst_trainingsettingsform.moc"
