// SPDX-License-Identifier: GPL-3.0-or-later
// MainActions' exports: a view as an image, the table as CSV, and the folders they were last
// written to. (The menus and their texts are in mainactions.cpp.)
#include "ui/window/mainactions.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainwindow.h"
#include "ui/window/tableexport.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace pe {

bool MainActions::exportView(const QString &name, const QString &fileName)
{
    QWidget *widget = name == QLatin1String("main") ? m_window : m_window->view(name);
    if (!widget)
        return false;
    QString file = fileName;
    int width = FigureExport::slideWidth;
    if (file.isEmpty()) {
        const QString dir = lastFolder(QStringLiteral("image"), QStandardPaths::PicturesLocation);
        // The size is chosen with the type: a slide's full HD, a 4K screen's, or vectors.
        const QString fullHd = tr("PNG image, %1 px wide (*.png)").arg(FigureExport::slideWidth);
        const QString large = tr("PNG image, %1 px wide (*.png)").arg(2 * FigureExport::slideWidth);
        QString chosen = fullHd;
        file = QFileDialog::getSaveFileName(m_window, tr("Export Image"),
                                            dir + QLatin1Char('/') + QStringLiteral("pe-workbench-")
                                                + name + QStringLiteral(".png"),
                                            fullHd + QStringLiteral(";;") + large
                                                + QStringLiteral(";;") + tr("SVG image (*.svg)"),
                                            &chosen);
        if (file.isEmpty())
            return false;
        if (chosen == large)
            width = 2 * FigureExport::slideWidth;
    }
    if (name != QLatin1String("main"))
        m_window->raiseView(name);
    QString reason;
    // The figure alone, at a size for slides (PNG) or as vectors (SVG).
    const bool written = FigureExport::write(m_window, name, file, width, &reason);
    if (!written) {
        report(tr("Could not write \"%1\": %2").arg(file, reason));
        return false;
    }
    rememberFolder(QStringLiteral("image"), file);
    m_window->statusBar()->showMessage(tr("Saved %1").arg(file), 5000);
    return true;
}

bool MainActions::exportTable(const QString &fileName)
{
    // The command line's limit, told before anything is asked or written.
    const PositionalEncodingModel &model = *m_window->model();
    const qint64 values = qint64(model.positionCount()) * model.dimension();
    if (values > ParameterLimits::maxTableCells) {
        // About 20 bytes a value: up to 17 significant digits, a sign, a point and a comma.
        report(tr("The table would hold %1 values (about %2 as CSV); at most %3 values can be "
                  "exported, as with pe-workbench --table. Show fewer positions or a smaller d.")
                   .arg(values)
                   .arg(QLocale().formattedDataSize(values * 20))
                   .arg(ParameterLimits::maxTableCells));
        return false;
    }
    QString file = fileName;
    if (file.isEmpty()) {
        const QString dir = lastFolder(QStringLiteral("csv"), QStandardPaths::DocumentsLocation);
        file = QFileDialog::getSaveFileName(m_window, tr("Export Table as CSV"),
                                            dir + QStringLiteral("/pe-table.csv"),
                                            tr("CSV file (*.csv)"));
        if (file.isEmpty())
            return false;
    }
    QString reason;
    TableExport writer;
    m_tableExport = &writer;
    const TableExport::Outcome outcome
        = writer.run(model.encoding(), model.positionCount(), file, m_window, &reason);
    m_tableExport = nullptr;
    if (outcome == TableExport::Outcome::Cancelled) {
        m_window->statusBar()->showMessage(
            tr("Export cancelled; \"%1\" was not written.").arg(file), 10000);
        return false;
    }
    if (outcome == TableExport::Outcome::Failed) {
        report(tr("Could not write \"%1\": %2").arg(file, reason));
        return false;
    }
    rememberFolder(QStringLiteral("csv"), file);
    m_window->statusBar()->showMessage(tr("Saved %1").arg(file), 5000);
    return true;
}

QThread *MainActions::exportThread() const
{
    return m_tableExport ? m_tableExport->thread() : nullptr;
}

QString MainActions::lastFolder(const QString &kind, int fallback)
{
    const QString folder = QSettings().value(QStringLiteral("exportFolder/") + kind).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    return QStandardPaths::writableLocation(
        static_cast<QStandardPaths::StandardLocation>(fallback));
}

void MainActions::rememberFolder(const QString &kind, const QString &file)
{
    QSettings().setValue(QStringLiteral("exportFolder/") + kind, QFileInfo(file).absolutePath());
}

void MainActions::report(const QString &message)
{
    m_window->statusBar()->showMessage(message, 10000);
    if (QApplication::platformName() != QLatin1String("offscreen"))
        QMessageBox::warning(m_window, tr("Export failed"), message);
}

} // namespace pe
