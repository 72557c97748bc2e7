// SPDX-License-Identifier: GPL-3.0-or-later
// Switching the language at run time retranslates every visible text of every open window.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/parameterpanel.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTextDocument>
#include <QtTest>

using namespace pe;

namespace {

// Every text a user can see or hover, keyed by where it is.
using Texts = QMap<QString, QString>;

QString plain(const QString &text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

void addActions(Texts *texts, const QString &where, const QList<QAction *> &actions)
{
    int k = 0;
    for (QAction *action : actions) {
        const QString key = where + QLatin1Char('/') + QString::number(k++);
        if (!action->isVisible() || action->isSeparator())
            continue;
        texts->insert(key, action->text());
        texts->insert(key + QStringLiteral("#tip"), action->toolTip());
        if (QMenu *menu = action->menu())
            addActions(texts, key, menu->actions());
    }
}

Texts collect(QWidget *root)
{
    Texts texts;
    const QString rootName = root->metaObject()->className();
    texts.insert(rootName + QStringLiteral("#title"), root->windowTitle());
    const QList<QWidget *> widgets = root->findChildren<QWidget *>();
    for (int n = 0; n < widgets.size(); ++n) {
        QWidget *w = widgets.at(n);
        if (!w->isVisibleTo(root))
            continue;
        const QString key = rootName + QLatin1Char('/') + QString::number(n) + QLatin1Char(':')
            + QString::fromLatin1(w->metaObject()->className());
        texts.insert(key + QStringLiteral("#tip"), plain(w->toolTip()));
        if (auto *label = qobject_cast<QLabel *>(w))
            texts.insert(key, plain(label->text()));
        else if (auto *button = qobject_cast<QAbstractButton *>(w))
            texts.insert(key, button->text());
        else if (auto *box = qobject_cast<QGroupBox *>(w))
            texts.insert(key, box->title());
        else if (auto *dock = qobject_cast<QDockWidget *>(w))
            texts.insert(key, dock->windowTitle());
        else if (auto *edit = qobject_cast<QLineEdit *>(w))
            texts.insert(key, edit->placeholderText());
        else if (auto *tabs = qobject_cast<QTabBar *>(w))
            for (int t = 0; t < tabs->count(); ++t)
                texts.insert(key + QLatin1Char('#') + QString::number(t), tabs->tabText(t));
        else if (auto *combo = qobject_cast<QComboBox *>(w))
            for (int t = 0; t < combo->count(); ++t)
                texts.insert(key + QLatin1Char('#') + QString::number(t), combo->itemText(t));
        else if (auto *header = qobject_cast<QHeaderView *>(w); header && header->model())
            for (int s = 0; s < qMin(header->count(), 6); ++s)
                texts.insert(key + QLatin1Char('#') + QString::number(s),
                             header->model()->headerData(s, header->orientation()).toString());
        else if (auto *bar = qobject_cast<QMenuBar *>(w))
            addActions(&texts, key, bar->actions());
    }
    return texts;
}

// English left over: a word of three or more Latin letters that is not a symbol, a name or a
// term the glossary keeps in English.
bool looksEnglish(const QString &text)
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    static const QStringList kept = {
        QStringLiteral("sin"),
        QStringLiteral("cos"),
        QStringLiteral("Token"),
        QStringLiteral("token"),
        QStringLiteral("Embedding"),
        QStringLiteral("English"),
        QStringLiteral("Viridis"),
        QStringLiteral("Cividis"),
        QStringLiteral("Qt"),
        QStringLiteral("PNG"),
        QStringLiteral("SVG"),
        QStringLiteral("CSV"),
        QStringLiteral("Ctrl"),
        QStringLiteral("Shift"),
        QStringLiteral("Self"),
        QStringLiteral("Attention"),
        QStringLiteral("the"),
        QStringLiteral("cat"),
        QStringLiteral("saw"),
        QStringLiteral("dog"),
        QStringLiteral("RdBu"),
        QStringLiteral("YaRN"),
        QStringLiteral("RoPE"), // the names the glossary keeps
        // the number types (float16, bfloat16, float32) keep their names
        QStringLiteral("float"),
        QStringLiteral("bfloat"),
    };
    auto it = word.globalMatch(text);
    while (it.hasNext()) {
        if (!kept.contains(it.next().captured()))
            return true;
    }
    return false;
}

} // namespace

class TestLanguageSwitch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void switches_data();
    void switches();
    void parameterChoicesShowWhole_data();
    void parameterChoicesShowWhole();
    void wizardButtonsAreTheLessonsOwn_data();
    void wizardButtonsAreTheLessonsOwn();

private:
    QList<QWidget *> windows() const
    {
        QList<QWidget *> all { m_window };
        for (LessonWizard *wizard : m_wizards)
            all.append(wizard);
        return all;
    }
    Texts collectAll() const;

    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
    QList<LessonWizard *> m_wizards; // every lesson, open at once
};

void TestLanguageSwitch::initTestCase()
{
    QCOMPARE(LanguageSetup::install(*qApp, QStringLiteral("en"), QStringLiteral(PEW_QM_DIR)),
             QStringLiteral("en"));
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    for (const QString &id : LessonCatalog::ids())
        m_window->actions()->addLesson(id);
    m_window->show();
    for (const QString &id : LessonCatalog::ids()) {
        auto *wizard = new LessonWizard(LessonCatalog::lesson(id));
        wizard->show();
        QVERIFY(QTest::qWaitForWindowExposed(wizard));
        m_wizards.append(wizard);
    }
    QCOMPARE(m_wizards.size(), 4); // workbench, why-waves, attention, beyond
}

void TestLanguageSwitch::cleanupTestCase()
{
    qDeleteAll(m_wizards);
    delete m_window;
    delete m_model;
}

Texts TestLanguageSwitch::collectAll() const
{
    Texts all;
    for (QWidget *window : windows()) {
        const Texts texts = collect(window);
        for (auto it = texts.cbegin(); it != texts.cend(); ++it)
            all.insert(it.key(), it.value());
    }
    return all;
}

void TestLanguageSwitch::switches_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step"); // wizard page shown while switching
    QTest::addRow("ja, first page") << "ja" << 0;
    QTest::addRow("zh_TW, difference page") << "zh_TW" << 6;
    QTest::addRow("ja, step 4") << "ja" << 4;
    QTest::addRow("zh_TW, step 5") << "zh_TW" << 5;
    QTest::addRow("ja, mistakes lab and last pages") << "ja" << 13;
    QTest::addRow("zh_TW, last pages") << "zh_TW" << 15;
    QTest::addRow("zh_CN, first page") << "zh_CN" << 0;
    QTest::addRow("zh_CN, step 8") << "zh_CN" << 8;
}

void TestLanguageSwitch::switches()
{
    QFETCH(QString, language);
    QFETCH(int, step);
    for (LessonWizard *wizard : m_wizards)
        wizard->goToStep(qMin(step, wizard->lesson().stepCount() - 1));
    QApplication::processEvents();
    const Texts english = collectAll();
    QVERIFY(english.size() > 100);

    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    QApplication::processEvents();
    const Texts translated = collectAll();
    QStringList leftOver;
    for (auto it = translated.cbegin(); it != translated.cend(); ++it) {
        if (it.value() == english.value(it.key()) && looksEnglish(it.value()))
            leftOver.append(it.key() + QStringLiteral(": ") + it.value());
        static const QRegularExpression kana(QStringLiteral("[\\x{3040}-\\x{30ff}]"));
        if (language.startsWith(QLatin1String("zh_")) && it.value().contains(kana))
            leftOver.append(it.key() + QStringLiteral(" (kana in %1): ").arg(language)
                            + it.value());
    }
    QVERIFY2(leftOver.isEmpty(), qPrintable(leftOver.join(QLatin1Char('\n'))));

    // And back: every text is English again, exactly as before.
    QCOMPARE(LanguageSetup::install(*qApp, QStringLiteral("en"), QStringLiteral(PEW_QM_DIR)),
             QStringLiteral("en"));
    QApplication::processEvents();
    const Texts back = collectAll();
    QStringList changed;
    for (auto it = english.cbegin(); it != english.cend(); ++it)
        if (back.value(it.key()) != it.value())
            changed.append(it.key() + QStringLiteral(": ") + it.value() + QStringLiteral(" → ")
                           + back.value(it.key()));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
}

void TestLanguageSwitch::parameterChoicesShowWhole_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    for (const char *language : { "en", "ja", "zh_TW", "zh_CN" })
        for (int width : { 1024, 1280 })
            QTest::addRow("%s, %d", language, width) << QString::fromLatin1(language) << width;
}

// Each choice box of the parameter dock (the layout, the heatmap's palette) shows its whole
// choice in the window's width: in Chinese the layout box sat beside its label, too narrow.
void TestLanguageSwitch::parameterChoicesShowWhole()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    // A window made at that width, as on a screen that wide (a window shrunk later keeps its
    // docks' widths).
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.resize(width, 740);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::processEvents();
    QWidget *dock = window.parameterPanel()->parentWidget();
    QVERIFY(dock);
    const QList<QComboBox *> boxes = dock->findChildren<QComboBox *>();
    QVERIFY(boxes.size() >= 2);
    for (QComboBox *box : boxes) {
        if (!box->isVisibleTo(&window))
            continue;
        for (int i = 0; i < box->count(); ++i) {
            QStyleOptionComboBox option;
            option.initFrom(box);
            option.currentText = box->itemText(i);
            const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                             QStyle::SC_ComboBoxEditField, box);
            const int needed = box->fontMetrics().horizontalAdvance(box->itemText(i));
            QVERIFY2(field.width() >= needed,
                     qPrintable(QStringLiteral("%1: \"%2\" needs %3 px, has %4")
                                    .arg(box->objectName(), box->itemText(i))
                                    .arg(needed)
                                    .arg(field.width())));
        }
    }
    QCOMPARE(LanguageSetup::install(*qApp, QStringLiteral("en"), QStringLiteral(PEW_QM_DIR)),
             QStringLiteral("en"));
}

void TestLanguageSwitch::wizardButtonsAreTheLessonsOwn_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("back");
    QTest::addColumn<QString>("next");
    QTest::addRow("en") << "en" << QStringLiteral("‹ &Back") << QStringLiteral("&Next ›");
    QTest::addRow("ja") << "ja" << QStringLiteral("‹ 戻る(&B)") << QStringLiteral("次へ(&N) ›");
    QTest::addRow("zh_TW") << "zh_TW" << QStringLiteral("‹ 上一步(&B)")
                           << QStringLiteral("下一步(&N) ›");
    QTest::addRow("zh_CN") << "zh_CN" << QStringLiteral("‹ 上一步(&B)")
                           << QStringLiteral("下一步(&N) ›");
}

void TestLanguageSwitch::wizardButtonsAreTheLessonsOwn()
{
    // Not Qt's catalog ("‹返回(B)" / "下一個(N) >" in zh_TW): the lesson's own words, switched too.
    QFETCH(QString, language);
    QFETCH(QString, back);
    QFETCH(QString, next);
    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    QApplication::processEvents();
    LessonWizard *wizard = m_wizards.first();
    QCOMPARE(wizard->button(QWizard::BackButton)->text(), back);
    QCOMPARE(wizard->button(QWizard::NextButton)->text(), next);
    QCOMPARE(LanguageSetup::install(*qApp, QStringLiteral("en"), QStringLiteral(PEW_QM_DIR)),
             QStringLiteral("en"));
}

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
