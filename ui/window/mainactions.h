// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>

#include <memory>

class QAction;
class QActionGroup;
class QMenu;
class QThread;
class QToolBar;

namespace pe {

class EditActions;
class MainWindow;
class TableExport;

// The main window's menus, toolbar and their actions: export, undo/redo and presets (the Edit
// menu's, made by EditActions), docks, palette, language, lessons, about. Retranslates itself with
// the window.
class MainActions : public QObject
{
    Q_OBJECT

public:
    explicit MainActions(MainWindow *window);
    ~MainActions() override;

    QAction *action(const QString &name) const; // by objectName, for tests and shortcuts
    QMenu *lessonsMenu() const { return m_lessons; }
    QMenu *fileMenu() const { return m_file; }
    QMenu *viewMenu() const { return m_view; }
    QToolBar *toolBar() const { return m_toolBar; }
    // Adds a lesson to the Lessons menu (LessonCatalog's id and translated title).
    void addLesson(const QString &id);
    void setCurrentLanguage(const QString &language);
    void syncPalette();
    void retranslate();
    // The toolbar buttons that keep one width (undo/redo, on/off) measured again in the window's
    // font: after a language or presenter mode changed it.
    void fitButtonWidths();

    // File → Export: asks for a file name and writes the view (name as MainWindow::view, or
    // "main" for the whole window) as PNG or SVG. Returns false if nothing was written.
    bool exportView(const QString &name, const QString &fileName = QString());
    bool exportTable(const QString &fileName = QString());
    // The thread writing a table now (nullptr when none): for tests.
    QThread *exportThread() const;

    // The folder the save dialog opens in for a kind of file ("image", "csv"): the last one a
    // file of that kind was saved to (QSettings exportFolder/<kind>), else the fallback
    // QStandardPaths location.
    static QString lastFolder(const QString &kind, int fallback);
    static void rememberFolder(const QString &kind, const QString &file);

private:
    QAction *makeAction(const QString &name, QMenu *menu);
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void showAbout();
    QString plainTextOf(const QString &name) const; // an action's text without "&"
    void report(const QString &message);

    MainWindow *m_window;
    QMenu *m_file;
    QMenu *m_export;
    QMenu *m_edit;
    QMenu *m_view;
    QMenu *m_palette;
    QMenu *m_language;
    QMenu *m_lessons;
    QMenu *m_help;
    QToolBar *m_toolBar = nullptr;
    TableExport *m_tableExport = nullptr; // the table export running now, if any
    std::unique_ptr<EditActions> m_editActions;
    QActionGroup *m_paletteGroup;
    QActionGroup *m_languageGroup;
    QList<QPair<QAction *, QString>> m_lessonActions;
};

} // namespace pe
