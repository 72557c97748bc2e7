// SPDX-License-Identifier: GPL-3.0-or-later
// Presenter Mode, the toolbar's last button: whole and inside the toolbar in a 1024 px window in
// every language, without the mnemonic's "(M)" the menu shows; and in `--render main`, which
// drew the toolbar without it (a 1024 px drawing could not show whether it fits).
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/offscreenscreen.h"
#include "tests/temporarysettings.h"
#include "ui/render/headlessrender.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenteractions.h"
#include "ui/window/presentermode.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace pe;

class TestPresenterActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void toolBarFitsAt1024_data();
    void toolBarFitsAt1024();
    void renderedWindowHasTheButton();

private:
    QTemporaryDir m_dir;
};

void TestPresenterActions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    test::useTemporarySettings(m_dir);
    QSettings().clear();
}

void TestPresenterActions::toolBarFitsAt1024_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestPresenterActions::toolBarFitsAt1024()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    PositionalEncodingModel model;
    MainWindow window(&model);
    PresenterMode presenter(&window);
    PresenterActions actions(&window, &presenter);
    window.resize(1024, 740);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.width(), 1024);
    QToolBar *bar = window.actions()->toolBar();
    QVERIFY(bar->isVisible());
    QVERIFY2(bar->geometry().right() < window.width(), qPrintable(QString::number(bar->width())));
    QCOMPARE(bar->actions().constLast(), actions.toggle());
    // Every button whole inside the toolbar: none behind an extension arrow, none cut.
    for (QAction *action : bar->actions()) {
        QWidget *button = bar->widgetForAction(action);
        QVERIFY2(button && button->isVisible(), qPrintable(action->objectName()));
        QVERIFY2(bar->rect().contains(button->geometry()),
                 qPrintable(action->objectName() + QLatin1Char(' ')
                            + QString::number(button->geometry().right())));
        QVERIFY2(button->width() >= button->sizeHint().width(), qPrintable(action->objectName()));
    }
    auto *toggle = qobject_cast<QToolButton *>(bar->widgetForAction(actions.toggle()));
    QVERIFY(toggle);
    QVERIFY2(!toggle->text().contains(QLatin1Char('('))
                 && !toggle->text().contains(QLatin1Char('&')),
             qPrintable(toggle->text()));
    QVERIFY(actions.toggle()->text().contains(QLatin1Char('&'))); // the menu keeps its letter
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestPresenterActions::renderedWindowHasTheButton()
{
    // Drawn as SVG: its text is searchable.
    RenderRequest request;
    request.target = QStringLiteral("main");
    request.size = QSize(1024, 768);
    request.output = m_dir.filePath(QStringLiteral("main.svg"));
    QCOMPARE(HeadlessRender::render(request), QString());
    QFile file(request.output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    QVERIFY(svg.contains(QStringLiteral("Export Image")));
    QVERIFY(svg.contains(QStringLiteral("Presenter Mode")));
}

PEW_TEST_MAIN_WITH_SCREEN(TestPresenterActions, 1280, 800)

#include "tst_presenteractions.moc"
