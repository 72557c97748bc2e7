// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "format.h"
#include "parametercommand.h"
#include "parameterpanel.h"
#include "positionalencodingmodel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>

namespace pe {

MainWindow::MainWindow(PositionalEncodingModel *model, QWidget *parent)
    : QMainWindow(parent)
    , m_model(model)
    , m_undoStack(new QUndoStack(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_parameters = new ParameterPanel(model, this);
    m_parameterDock = new QDockWidget(this);
    m_parameterDock->setObjectName(QStringLiteral("ParameterDock"));
    m_parameterDock->setWidget(m_parameters);
    m_parameterDock->setFeatures(QDockWidget::DockWidgetMovable
                                 | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, m_parameterDock);

    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_table = new QTableView(this);
    m_table->setModel(model);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setDefaultSectionSize(
            m_table->fontMetrics().horizontalAdvance(QStringLiteral("-0.0000000")) + 12);
    m_tabs->addTab(m_table, QString());
    setCentralWidget(m_tabs);

    m_statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusLabel);

    connect(m_parameters, &ParameterPanel::rejected, this, &MainWindow::showRejected);
    connect(m_parameters, &ParameterPanel::dimensionRequested, this,
            [this](int d) { requestParameter("dimension", d); });
    connect(m_parameters, &ParameterPanel::baseRequested, this,
            [this](double b) { requestParameter("base", b); });
    connect(m_parameters, &ParameterPanel::positionCountRequested, this,
            [this](int n) { requestParameter("positionCount", n); });
    connect(m_parameters, &ParameterPanel::positionPRequested, this,
            [this](qint64 p) { requestParameter("positionP", p); });
    connect(m_parameters, &ParameterPanel::positionQRequested, this,
            [this](qint64 q) { requestParameter("positionQ", q); });
    connect(m_parameters, &ParameterPanel::encodingEnabledRequested, this,
            [this](bool on) { requestParameter("encodingEnabled", on); });
    connect(m_parameters, &ParameterPanel::layoutRequested, this, [this](int layout) {
        requestParameter("componentLayout", QVariant::fromValue(static_cast<Layout>(layout)));
    });
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &MainWindow::updateStatus);

    createActions();
    retranslate();
    updateStatus();
    resize(1280, 800);
}

bool MainWindow::requestParameter(const char *property, const QVariant &value)
{
    if (m_model->property(property) == value)
        return true;
    auto *command = new ParameterCommand(m_model, property, value, tr("Change %1")
                                                                      .arg(QString::fromLatin1(property)));
    command->redo();
    if (!command->isAccepted()) {
        command->undo();
        delete command;
        return false;
    }
    // Already applied: QUndoStack::push calls redo() again, which sets the same value (no signal).
    m_undoStack->push(command);
    return true;
}

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString(), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_undoStack->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_undoStack->createRedoAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_parameterDock->toggleViewAction());

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this] {
        QMessageBox::about(this, tr("About Positional Encoding Workbench"),
                           tr("<h3>Positional Encoding Workbench %1</h3>"
                              "<p>How a Transformer learns word order from sinusoidal positional "
                              "encoding, computed exactly in double precision.</p>"
                              "<p>Licensed under the GNU General Public License, version 3 or "
                              "later. Built with Qt %2.</p>")
                                   .arg(QStringLiteral(PEW_VERSION), QString::fromLatin1(qVersion())));
    });
    m_aboutAction->setMenuRole(QAction::AboutRole);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("MainToolBar"));
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Positional Encoding Workbench"));
    m_parameterDock->setWindowTitle(tr("Parameters"));
    m_tabs->setTabText(m_tabs->indexOf(m_table), tr("&Table"));
    m_tabs->setTabToolTip(m_tabs->indexOf(m_table),
                          tr("Every value PE(position)[dimension], to 6 decimals"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undoStack->setUndoLimit(200);
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About"));
    m_toolBar->setWindowTitle(tr("Main toolbar"));
    updateStatus();
}

void MainWindow::showRejected(const QString &message)
{
    statusBar()->showMessage(message, 10000);
}

void MainWindow::updateStatus()
{
    const Comparison &c = m_model->comparison();
    m_statusLabel->setText(tr("d = %1, base = %2 · p = %3, q = %4 · ‖x(q) − x(p)‖ = %5")
                                   .arg(m_model->dimension())
                                   .arg(formatExact(m_model->base()))
                                   .arg(m_model->positionP())
                                   .arg(m_model->positionQ())
                                   .arg(formatFixed(c.norm)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

} // namespace pe
