// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a model's settings in the window: File → Open Model Settings… (through its file
// dialog) and a config.json dropped on the window load it into the Your model view and bring the
// view to the front; a refused file keeps the model shown and says why in the view and the status
// bar; other dropped files are not taken; the window remembers the model and the context length.
#include "core/model/positionalencodingmodel.h"
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "tests/temporarysettings.h"
#include "ui/modelview/modelview.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/modelactions.h"

#include <QAction>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUrl>
#include <QtTest>

using namespace pe;

class TestModelActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void menuEntry();
    void dropLoadsTheFile();
    void dialogLoadsTheFile();
    void commandLineFailureSaysItOverTheWindow();
    void windowRemembersTheModel();

private:
    QString write(const QString &name, const QByteArray &bytes);
    static bool drop(MainWindow *window, const QString &file);
    QTemporaryDir m_dir;
    QTemporaryDir m_settings;
};

void TestModelActions::initTestCase()
{
    test::useTemporarySettings(m_settings);
}

QString TestModelActions::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// A drag entering the window and the drop; whether the drag was taken.
bool TestModelActions::drop(MainWindow *window, const QString &file)
{
    QMimeData data;
    data.setUrls({ QUrl::fromLocalFile(file) });
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QApplication::sendEvent(window, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent event(QPointF(50, 50), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &event);
    return true;
}

void TestModelActions::menuEntry()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    QAction *open = window.findChild<QAction *>(QStringLiteral("openModelSettings"));
    QVERIFY(open);
    QVERIFY(window.actions()->fileMenu()->actions().contains(open));
    QCOMPARE(open->text(), QStringLiteral("Open Mode&l Settings…"));
}

void TestModelActions::dropLoadsTheFile()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *view = window.view<ModelView>(QStringLiteral("model"));
    QVERIFY(view);
    const QString good
        = write(QStringLiteral("config.json"), R"({"head_dim": 64, "rope_theta": 1000000})");
    QVERIFY(drop(&window, good));
    QCOMPARE(view->source(), good);
    QCOMPARE(view->config().ropeTheta, 1000000.0);
    QCOMPARE(window.frontView(), QStringLiteral("model"));
    // A refused file: the model stays, the view and the status bar say why.
    const QString bad = write(QStringLiteral("bad.json"), R"({"head_dim": 7})");
    QVERIFY(drop(&window, bad));
    QCOMPARE(view->source(), good);
    const QString error = ModelConfigReader::readFile(bad).error;
    QVERIFY(!error.isEmpty());
    QCOMPARE(view->message(), error);
    QCOMPARE(window.statusBar()->currentMessage(), error);
    // Other files are not taken.
    QVERIFY(!drop(&window, write(QStringLiteral("notes.txt"), "text")));
    QCOMPARE(view->source(), good);
}

void TestModelActions::dialogLoadsTheFile()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString file = write(QStringLiteral("dialog.json"),
                               R"({"head_dim": 32, "max_position_embeddings": 1024})");
    bool answered = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        QVERIFY(dialog->nameFilters().join(QLatin1Char(' ')).contains(QLatin1String("*.json")));
        dialog->selectFile(file);
        QMetaObject::invokeMethod(dialog, "accept");
        answered = true;
    });
    window.findChild<QAction *>(QStringLiteral("openModelSettings"))->trigger();
    QVERIFY(answered);
    auto *view = window.view<ModelView>(QStringLiteral("model"));
    QCOMPARE(view->source(), file);
    QCOMPARE(view->contextLength(), qint64(1024));
    QCOMPARE(window.frontView(), QStringLiteral("model"));
}

// pe-workbench config.json with a file the reader refuses (main() hands the command line's
// line over): a message box over the window with the line, the Your model view in front.
void TestModelActions::commandLineFailureSaysItOverTheWindow()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.raiseView(QStringLiteral("similarity"));
    ModelActions *actions = window.modelActions();
    QVERIFY(actions);
    const QString line = QStringLiteral("/tmp/x.json: head_dim: 7 is not allowed.");
    QString title;
    QString text;
    QTimer::singleShot(0, this, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        title = box->windowTitle();
        text = box->text();
        box->accept();
    });
    actions->showOpenFailure(line);
    QCOMPARE(title, QStringLiteral("Model settings not opened"));
    QCOMPARE(text, line);
    QCOMPARE(window.frontView(), QStringLiteral("model"));
    // The file that opens goes through openFile, as a drop does.
    QVERIFY(actions->openFile(QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json")));
    QCOMPARE(window.view<ModelView>(QStringLiteral("model"))->config().partialRotaryFactor, 0.4);
}

void TestModelActions::windowRemembersTheModel()
{
    const QString file = write(QStringLiteral("remembered.json"), R"({"head_dim": 16})");
    {
        PositionalEncodingModel model;
        MainWindow window(&model);
        auto *view = window.view<ModelView>(QStringLiteral("model"));
        QVERIFY(view->loadFile(file));
        QVERIFY(view->setContextLength(5000));
        window.saveLayout();
    }
    {
        PositionalEncodingModel model;
        MainWindow window(&model);
        window.restoreLayout();
        auto *view = window.view<ModelView>(QStringLiteral("model"));
        QCOMPARE(view->source(), file);
        QCOMPARE(view->contextLength(), qint64(5000));
        window.saveLayout();
    }
    // A remembered file gone since: the default sample, and no message.
    QVERIFY(QFile::remove(file));
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.restoreLayout();
    auto *view = window.view<ModelView>(QStringLiteral("model"));
    QCOMPARE(view->source(), ModelSamples::resourcePath(ModelView::defaultSample));
    QVERIFY(view->message().isEmpty());
}

QTEST_MAIN(TestModelActions)
#include "tst_modelactions.moc"
