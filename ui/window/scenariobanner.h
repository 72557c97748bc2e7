// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolBar>

class QLabel;
class QToolButton;

namespace pe {

// The teacher's note of an opened scenario, in a bar across the top of the explorer (below the
// toolbar) until the student closes it; hidden while there is no note.
class ScenarioBanner : public QToolBar
{
    Q_OBJECT

public:
    explicit ScenarioBanner(QWidget *parent = nullptr);
    void showNote(const QString &fileTitle, const QString &note);
    QString note() const { return m_note; }
    // Shown only with a note: QMainWindow::restoreState() shows the toolbars saved visible, and
    // a bar saved with the last run's note came back empty ("Note in :").
    void setVisible(bool visible) override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text;
    QToolButton *m_close;
    QString m_fileTitle;
    QString m_note;
};

} // namespace pe
