// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/modelactions.h"

#include "ui/modelview/modelview.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStandardPaths>
#include <QStatusBar>
#include <QUrl>

namespace pe {

namespace {

    const QString viewId = QStringLiteral("model");

    // The first local file among the dragged URLs that is a .json file.
    QString droppedSettings(const QMimeData *data)
    {
        if (!data || !data->hasUrls())
            return {};
        for (const QUrl &url : data->urls())
            if (url.isLocalFile()
                && url.toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
                return url.toLocalFile();
        return {};
    }

} // namespace

ModelActions::ModelActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    setObjectName(QStringLiteral("modelActions"));
    QMenu *file = window->actions()->fileMenu();
    QAction *first = file->actions().isEmpty() ? nullptr : file->actions().constFirst();
    m_open = new QAction(this);
    m_open->setObjectName(QStringLiteral("openModelSettings"));
    file->insertAction(first, m_open);
    connect(m_open, &QAction::triggered, this, [this] { open(); });
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    retranslate();
}

bool ModelActions::open()
{
    const QString file = QFileDialog::getOpenFileName(
        m_window, tr("Open Model Settings"),
        MainActions::lastFolder(QStringLiteral("model"), QStandardPaths::DocumentsLocation),
        tr("Model settings (*.json)"));
    if (file.isEmpty())
        return false;
    MainActions::rememberFolder(QStringLiteral("model"), file);
    return openFile(file);
}

bool ModelActions::openFile(const QString &fileName)
{
    auto *view = m_window->view<ModelView>(viewId);
    if (!view)
        return false;
    m_window->raiseView(viewId);
    const bool ok = view->loadFile(fileName);
    // Said in the view too, where it stays until the next file.
    if (!ok)
        m_window->statusBar()->showMessage(view->message(), 15000);
    return ok;
}

void ModelActions::showOpenFailure(const QString &message)
{
    m_window->raiseView(viewId);
    QMessageBox::warning(m_window, tr("Model settings not opened"), message);
}

bool ModelActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::DragEnter: {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        if (droppedSettings(enter->mimeData()).isEmpty())
            return false;
        enter->acceptProposedAction();
        return true;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString file = droppedSettings(drop->mimeData());
        if (file.isEmpty())
            return false;
        drop->acceptProposedAction();
        openFile(file);
        return true;
    }
    case QEvent::LanguageChange:
        retranslate();
        return false;
    default:
        return QObject::eventFilter(watched, event);
    }
}

void ModelActions::retranslate()
{
    m_open->setText(tr("Open Mode&l Settings…"));
    m_open->setToolTip(tr("Open a model's config.json in the Your model view"));
}

} // namespace pe
