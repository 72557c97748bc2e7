// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QFont>
#include <QPageSize>
#include <QString>

class QLocale;
class QPagedPaintDevice;

namespace pe {

class Lesson;

// A lesson's handout as a PDF or HTML file (the figures drawn by the lesson's own pages) or on a
// printer. The text comes in the installed language, set in the application font (FontSetup
// has put the language's CJK face first). Files go through FileWriter: written whole or not at
// all, the old file kept. Needs a QApplication.
class WorksheetExport
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetExport)

public:
    enum class Format { Pdf, Html };

    struct Request
    {
        QString lessonId;
        int comparePosition = 0;
        QString language;
        bool answers = false; // the answer key as the last part
        QPageSize pageSize = QPageSize(QPageSize::A4);
    };

    // The font a handout is set in: the application font's faces with a Latin face first and
    // the language's CJK face after it, which draws every Han and kana character. With the CJK
    // face first its Latin digits are alternate glyphs that Qt's PDF writer cannot map back to
    // text: "q = 3" would come out of the PDF as "q = ".
    static QFont printFont(const QFont &applicationFont);
    // Letter where the locale's country prints on it (the US, Canada, Mexico, …), else A4. Give
    // it the system's locale: the paper goes with the country, not the language of the text.
    static QPageSize pageSizeFor(const QLocale &locale);

    static QByteArray pdf(const Request &request, QString *reason);
    static QByteArray html(const Request &request);
    // Paints the handout on a printer (or any paged device, its page layout as set).
    static QString print(const Request &request, QPagedPaintDevice *device);
    // Writes the file; empty when written, else the reason (without the file name).
    static QString write(const Request &request, Format format, const QString &fileName);
};

} // namespace pe
