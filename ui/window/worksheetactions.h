// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QObject>

class QAction;
class QMenu;
class QMessageBox;
class QPrinter;

namespace pe {

class LessonWizard;
class AppSession;

// File → Print Worksheet… (the system's print dialog, A4 or Letter from the locale, a tab to add
// the answer key) and File → Export Worksheet as PDF… for the lesson in front. Both actions sit
// in the explorer's File menu and in every lesson window (their shortcuts work there).
class WorksheetActions : public QObject
{
    Q_OBJECT

public:
    WorksheetActions(AppSession *appSession, QMenu *fileMenu);

    QAction *printAction() const { return m_print; }
    QAction *exportAction() const { return m_export; }

    // Writes wizard's handout as PDF; asks for the file (and the answer key) when fileName is
    // empty. False (after saying why) when nothing was written.
    bool exportPdf(LessonWizard *wizard, const QString &fileName = QString(), bool answers = false);
    // Prints wizard's handout after the print dialog; false when cancelled or failed.
    bool print(LessonWizard *wizard);
    // Paints wizard's handout on printer as set (for tests: a PDF printer, no dialog).
    QString printTo(LessonWizard *wizard, QPrinter *printer, bool answers);
    // The question after the PDF's file is chosen, not yet shown: add the answer key? Its title
    // is short, since a window manager elides a title wider than the small box.
    static QMessageBox *answersQuestion(QWidget *parent);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateEnabled();
    QWidget *dialogParent() const;
    void report(const QString &message);

    AppSession *m_appSession;
    QAction *m_print;
    QAction *m_export;
};

} // namespace pe
