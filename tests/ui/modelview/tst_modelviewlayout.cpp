// SPDX-License-Identifier: GPL-3.0-or-later
// The Your model tab in a dock at 1024 × 768 (about 440 px wide), in every language and its type
// (the CJK face's rows are taller): the pair table shows four whole pairs and its header before it
// gives way, the mistake's name and the q and k fields are not cut, the
// mismatch plot's titles wrap whole above their panels.
#include "core/model/languagesetup.h"
#include "ui/modelview/mismatchplot.h"
#include "ui/modelview/modelview.h"
#include "ui/window/fontsetup.h"

#include <QApplication>
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
    void narrowDockKeepsRowsAndNames_data();
    void narrowDockKeepsRowsAndNames();
    void plotTitlesWrapWhole();
    void cleanupTestCase();
};

void TestModelViewLayout::narrowDockKeepsRowsAndNames_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::newRow(qPrintable(language)) << language;
}

void TestModelViewLayout::narrowDockKeepsRowsAndNames()
{
    QFETCH(QString, language);
    QCOMPARE(LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR)), language);
    FontSetup::apply(LanguageSetup::english); // the language's face comes after the view
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
    // Four whole rows above the scroll bar across, also where the language came after the view
    // was made (its face's rows are taller).
    FontSetup::apply(language);
    QCoreApplication::processEvents();
    const int rows = table->verticalHeader()->defaultSectionSize();
    QVERIFY2(rows >= table->fontMetrics().height(), qPrintable(QString::number(rows)));
    const int viewport = table->viewport()->height(); // above the scroll bar across
    QVERIFY2(viewport >= 4 * rows,
             qPrintable(QStringLiteral("%1 px for rows of %2").arg(viewport).arg(rows)));
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

void TestModelViewLayout::plotTitlesWrapWhole()
{
    ModelView view;
    MismatchPlot *plot = view.plot();
    QVERIFY(plot);
    const QFontMetricsF metrics(plot->font());
    for (const int width : { 300, 420, 900 }) {
        const QRectF rect(0, 0, width, 360);
        const MismatchPlotGeometry g = plot->layout(rect);
        for (const auto &[box, title, panel] :
             { std::tuple(g.errorTitle, plot->errorTitle(), g.error),
               std::tuple(g.variationTitle, plot->variationTitle(), g.variation) }) {
            // Every word inside the title's box (not elided), the box above its panel.
            const QRectF needed
                = metrics.boundingRect(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
            QVERIFY2(needed.height() <= box.height() + 0.5 && needed.width() <= box.width() + 0.5,
                     qPrintable(QStringLiteral("%1 at %2 px").arg(title).arg(width)));
            QVERIFY(box.bottom() <= panel.top());
            QVERIFY(rect.contains(box));
        }
        // Under the error panel its x labels, then the second title.
        QVERIFY(g.variationTitle.top() >= g.error.bottom() + metrics.height());
        QVERIFY(g.variation.bottom() <= rect.bottom());
        if (width == 300) // the long score-error title takes two lines here
            QVERIFY(g.errorTitle.height() >= 2 * metrics.height() - 0.5);
    }
}

void TestModelViewLayout::cleanupTestCase()
{
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
    FontSetup::apply(LanguageSetup::english);
}

QTEST_MAIN(TestModelViewLayout)
#include "tst_modelviewlayout.moc"
