// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;
class QTableView;
class QToolBar;
class QUndoStack;

namespace pe {

class ParameterPanel;
class PositionalEncodingModel;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(PositionalEncodingModel *model, QWidget *parent = nullptr);

    PositionalEncodingModel *model() const { return m_model; }
    QUndoStack *undoStack() const { return m_undoStack; }
    ParameterPanel *parameterPanel() const { return m_parameters; }
    QTabWidget *views() const { return m_tabs; }

    // Apply a parameter change through the undo stack; returns false if the model rejected it.
    bool requestParameter(const char *property, const QVariant &value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void retranslate();
    void showRejected(const QString &message);
    void updateStatus();

    PositionalEncodingModel *m_model;
    QUndoStack *m_undoStack;
    ParameterPanel *m_parameters;
    QDockWidget *m_parameterDock;
    QTabWidget *m_tabs;
    QTableView *m_table;
    QLabel *m_statusLabel;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace pe
