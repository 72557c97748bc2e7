// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds on every page of every lesson, in English, Japanese and Traditional
// Chinese: the wizard's accessibility tree on each step has no interactive element without a
// name and no painted figure without a description. A new lesson or page is covered by adding it
// to LessonCatalog.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "tests/accessibletree.h"
#include "tests/lessonrenderchecks.h"
#include "tests/lessonwizardfixture.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestLessonAccessibility : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyPageNamed_data();
    void everyPageNamed();

private:
    static QStringList figures()
    {
        return { QStringLiteral("pe::LessonBarChart"), QStringLiteral("pe::LessonClockRow"),
                 QStringLiteral("pe::LessonPairDial"), QStringLiteral("pe::LessonWidthDiagram") };
    }
    QTemporaryDir m_catalogs;
};

void TestLessonAccessibility::initTestCase()
{
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
}

void TestLessonAccessibility::cleanup()
{
    closeWizard();
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestLessonAccessibility::everyPageNamed_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    for (const QString &id : LessonCatalog::ids())
        for (const QString &language : LanguageSetup::languages())
            QTest::addRow("%s %s", qPrintable(id), qPrintable(language)) << id << language;
}

void TestLessonAccessibility::everyPageNamed()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
    openWizard(lesson);
    QStringList missing;
    const int steps = m_wizard->lesson().stepCount();
    for (int k = 0; k < steps; ++k) {
        QVERIFY(m_wizard->goToStep(k));
        QApplication::processEvents();
        QSet<QAccessibleInterface *> seen;
        QVERIFY(accessibilitytest::nodeCount(QAccessible::queryAccessibleInterface(m_wizard), &seen)
                > 20);
        // The page's painted figures say what they show.
        for (QWidget *figure : m_wizard->currentPage()->findChildren<QWidget *>()) {
            const QString kind = QString::fromLatin1(figure->metaObject()->className());
            if (figure->isVisible() && figures().contains(kind)
                && figure->accessibleDescription().isEmpty())
                missing.append(
                    QStringLiteral("step %1: %2 without a description").arg(k).arg(kind));
            // A row of clock dials is named too, not only described (issue 26).
            if (figure->isVisible() && kind == QLatin1String("pe::LessonClockRow")
                && QAccessible::queryAccessibleInterface(figure)->text(QAccessible::Name).isEmpty())
                missing.append(QStringLiteral("step %1: %2 without a name").arg(k).arg(kind));
        }
        for (const QString &item : accessibilitytest::unnamedElements(m_wizard))
            missing.append(
                QStringLiteral("step %1 (%2): %3").arg(k).arg(m_wizard->lesson().step(k).id, item));
    }
    // The buttons are read without their mnemonic: "次へ", not "次へ(N)" (issue 26).
    static const QRegularExpression mnemonic(QStringLiteral("\\([A-Za-z]\\)|&"));
    // So are the side panel's check box and the page's fields named by a label with a mnemonic.
    for (QWidget *field : m_wizard->findChildren<QWidget *>()) {
        if (!qobject_cast<QAbstractButton *>(field) && !qobject_cast<QAbstractSpinBox *>(field))
            continue;
        const QString name = QAccessible::queryAccessibleInterface(field)->text(QAccessible::Name);
        if (field->focusPolicy() != Qt::NoFocus && mnemonic.match(name).hasMatch())
            missing.append(QStringLiteral("%1 read as \"%2\"")
                               .arg(QString::fromLatin1(field->metaObject()->className()), name));
    }
    for (QWizard::WizardButton which :
         { QWizard::BackButton, QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton,
           QWizard::CustomButton1 }) {
        const QString name = QAccessible::queryAccessibleInterface(m_wizard->button(which))
                                 ->text(QAccessible::Name);
        if (name.isEmpty() || mnemonic.match(name).hasMatch())
            missing.append(QStringLiteral("button %1 read as \"%2\"").arg(which).arg(name));
    }
    missing.removeDuplicates();
    for (const QString &item : missing)
        qWarning("%s", qPrintable(item)); // the whole list: QVERIFY2's message is cut short
    QVERIFY2(missing.isEmpty(), qPrintable(QString::number(missing.size())));
}

QTEST_MAIN(TestLessonAccessibility)
#include "tst_lessonaccessibility.moc"
