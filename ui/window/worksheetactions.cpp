// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/worksheetactions.h"

#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/worksheet/worksheetexport.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

#include <memory>

namespace pe {

namespace {

    WorksheetExport::Request requestFor(const LessonWizard *wizard, const QString &language,
                                        bool answers)
    {
        WorksheetExport::Request request;
        request.lessonId = wizard->lesson().id();
        request.comparePosition = wizard->comparePosition();
        request.language = language;
        request.answers = answers;
        request.pageSize = WorksheetExport::pageSizeFor(QLocale::system());
        return request;
    }

} // namespace

WorksheetActions::WorksheetActions(AppSession *appSession, QMenu *fileMenu)
    : QObject(appSession)
    , m_appSession(appSession)
    , m_print(new QAction(this))
    , m_export(new QAction(this))
{
    m_print->setObjectName(QStringLiteral("printWorksheet"));
    m_export->setObjectName(QStringLiteral("exportWorksheetPdf"));
    m_print->setShortcuts(QKeySequence::Print);
    // Before the separator above Quit: with the other ways out of the window.
    const QList<QAction *> actions = fileMenu->actions();
    QAction *before = nullptr;
    for (QAction *a : actions)
        if (a->isSeparator())
            before = a;
    fileMenu->insertActions(before, { m_export, m_print });
    connect(m_print, &QAction::triggered, this, [this] { print(m_appSession->activeLesson()); });
    connect(m_export, &QAction::triggered, this,
            [this] { exportPdf(m_appSession->activeLesson()); });
    connect(fileMenu, &QMenu::aboutToShow, this, &WorksheetActions::updateEnabled);
    m_appSession->window()->installEventFilter(this);
    retranslate();
}

bool WorksheetActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void WorksheetActions::retranslate()
{
    m_print->setText(tr("&Print Worksheet…"));
    m_print->setStatusTip(tr("Print the open lesson as a handout: every step with its numbers, "
                             "figure and questions"));
    m_export->setText(tr("Export Worksheet as P&DF…"));
    m_export->setStatusTip(tr("Save the open lesson as a PDF handout"));
}

void WorksheetActions::updateEnabled()
{
    const bool open = m_appSession->activeLesson() != nullptr;
    m_print->setEnabled(open);
    m_export->setEnabled(open);
}

QWidget *WorksheetActions::dialogParent() const
{
    if (LessonWizard *wizard = m_appSession->activeLesson())
        return wizard;
    return m_appSession->window();
}

void WorksheetActions::report(const QString &message)
{
    m_appSession->window()->statusBar()->showMessage(message, 10000);
}

bool WorksheetActions::exportPdf(LessonWizard *wizard, const QString &fileName, bool answers)
{
    if (!wizard) {
        report(tr("Open a lesson first: the worksheet is made from the open lesson."));
        return false;
    }
    QString file = fileName;
    if (file.isEmpty()) {
        const QString dir
            = MainActions::lastFolder(QStringLiteral("pdf"), QStandardPaths::DocumentsLocation);
        const QString suggested = QDir(dir).filePath(
            QStringLiteral("%1-%2.pdf").arg(wizard->lesson().id()).arg(wizard->comparePosition()));
        file = QFileDialog::getSaveFileName(dialogParent(), tr("Export Worksheet as PDF"),
                                            suggested, tr("PDF documents (*.pdf)"));
        if (file.isEmpty())
            return false;
        if (!file.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            file += QLatin1String(".pdf");
        const std::unique_ptr<QMessageBox> question(answersQuestion(dialogParent()));
        answers = question->exec() == QMessageBox::Yes;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString reason = WorksheetExport::write(
        requestFor(wizard, m_appSession->language(), answers), WorksheetExport::Format::Pdf, file);
    QApplication::restoreOverrideCursor();
    if (!reason.isEmpty()) {
        const QString message = tr("Could not write \"%1\": %2").arg(file, reason);
        report(message);
        if (fileName.isEmpty())
            QMessageBox::warning(dialogParent(), tr("Export failed"), message);
        return false;
    }
    MainActions::rememberFolder(QStringLiteral("pdf"), file);
    report(tr("Worksheet saved to \"%1\".").arg(QDir::toNativeSeparators(file)));
    return true;
}

QMessageBox *WorksheetActions::answersQuestion(QWidget *parent)
{
    auto *box = new QMessageBox(QMessageBox::Question, tr("Answer Key"),
                                tr("Add the answer key as the last part of the worksheet?"),
                                QMessageBox::Yes | QMessageBox::No, parent);
    return box;
}

QString WorksheetActions::printTo(LessonWizard *wizard, QPrinter *printer, bool answers)
{
    return WorksheetExport::print(requestFor(wizard, m_appSession->language(), answers), printer);
}

bool WorksheetActions::print(LessonWizard *wizard)
{
    if (!wizard) {
        report(tr("Open a lesson first: the worksheet is made from the open lesson."));
        return false;
    }
    // 96 dpi, as the pages are laid out (WorksheetExport::pdf); the output stays vector.
    QPrinter printer(QPrinter::ScreenResolution);
    printer.setPageSize(WorksheetExport::pageSizeFor(QLocale::system()));
    printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    printer.setDocName(wizard->lesson().title());
    QPrintDialog dialog(&printer, dialogParent());
    dialog.setWindowTitle(tr("Print Worksheet"));
    auto *options = new QWidget;
    options->setWindowTitle(tr("Worksheet"));
    auto *layout = new QVBoxLayout(options);
    auto *answers = new QCheckBox(tr("Add the &answer key as the last part"), options);
    answers->setObjectName(QStringLiteral("answerKeyCheck"));
    layout->addWidget(answers);
    layout->addStretch(1);
    dialog.setOptionTabs({ options });
    if (dialog.exec() != QDialog::Accepted)
        return false;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString reason = printTo(wizard, &printer, answers->isChecked());
    QApplication::restoreOverrideCursor();
    if (!reason.isEmpty()) {
        QMessageBox::warning(dialogParent(), tr("Printing failed"),
                             tr("The worksheet was not printed: %1").arg(reason));
        return false;
    }
    report(tr("Worksheet sent to the printer."));
    return true;
}

} // namespace pe
