// SPDX-License-Identifier: GPL-3.0-or-later
// The Your model tab in a dock at 1024 × 768 (about 440 px wide): the pair table shows four pairs
// and its header before it gives way, the mistake's name and the q and k fields are not cut.
#include "ui/modelview/modelview.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollArea>
#include <QTableView>
#include <QtTest>

using namespace pe;

class TestModelViewLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void narrowDockKeepsRowsAndNames();
};

void TestModelViewLayout::narrowDockKeepsRowsAndNames()
{
    QScrollArea area; // as the window holds the tab
    auto *view = new ModelView;
    area.setWidget(view);
    area.setWidgetResizable(true);
    area.resize(440, 560);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    auto *table = view->findChild<QTableView *>(QStringLiteral("modelPairTable"));
    QVERIFY(table);
    QTRY_VERIFY(table->model() && table->model()->rowCount() >= 4);
    const int rows = table->verticalHeader()->defaultSectionSize();
    QVERIFY2(
        table->viewport()->height() >= 4 * rows,
        qPrintable(
            QStringLiteral("%1 px for rows of %2").arg(table->viewport()->height()).arg(rows)));
    auto *mistake = view->findChild<QComboBox *>(QStringLiteral("mistakeCombo"));
    QVERIFY(mistake);
    for (int k = 0; k < mistake->count(); ++k)
        QVERIFY2(mistake->fontMetrics().horizontalAdvance(mistake->itemText(k)) + 30
                     <= mistake->width(),
                 qPrintable(mistake->itemText(k)));
    for (const char *name : { "queryEdit", "keyEdit" }) {
        auto *edit = view->findChild<QLineEdit *>(QLatin1String(name));
        QVERIFY(edit);
        QVERIFY2(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) + 12
                     <= edit->width(),
                 qPrintable(edit->placeholderText()));
    }
}

QTEST_MAIN(TestModelViewLayout)
#include "tst_modelviewlayout.moc"
