// SPDX-License-Identifier: GPL-3.0-or-later
// WrappedHeight: word-wrapped labels in a splitter pane or a dock keep their whole height. The Your
// model view at 1024 × 768 in Japanese had its source and summary lines under the pair table, and
// the view was 445 px wide in a 430 px dock, so it scrolled across and cut its right edge.
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/wrappedheight.h"
#include "ui/modelview/mismatchlab.h"
#include "ui/modelview/modelview.h"

#include <QApplication>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtTest>

using namespace pe;

class TestWrappedHeight : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void labelsKeepTheirLinesInASplitter();
    void modelViewFitsTheDock_data();
    void modelViewFitsTheDock();

private:
    static QString squeezedLabel(const QWidget *root)
    {
        for (const QLabel *label : root->findChildren<QLabel *>())
            if (label->isVisible() && label->wordWrap() && !label->text().isEmpty()
                && label->height() < label->heightForWidth(label->width()))
                return QStringLiteral("%1: %2 < %3 at %4 px")
                    .arg(label->objectName(), QString::number(label->height()),
                         QString::number(label->heightForWidth(label->width())),
                         QString::number(label->width()));
        return QString();
    }
};

void TestWrappedHeight::labelsKeepTheirLinesInASplitter()
{
    QSplitter splitter(Qt::Vertical);
    splitter.setChildrenCollapsible(false);
    auto *top = new QWidget;
    auto *column = new QVBoxLayout(top);
    auto *label = new QLabel(QStringLiteral("A long explanation that wraps over several lines when "
                                            "the pane is narrow, as the model's summary does."));
    label->setObjectName(QStringLiteral("summary"));
    label->setWordWrap(true);
    auto *table = new QTableView;
    column->addWidget(label);
    column->addWidget(table, 1);
    splitter.addWidget(top);
    splitter.addWidget(new QTableView);
    WrappedHeight::follow(top);
    splitter.resize(220, 300);
    splitter.show();
    QVERIFY(QTest::qWaitForWindowExposed(&splitter));
    splitter.setSizes({ 10, 290 }); // the user drags the handle up
    QCoreApplication::processEvents();
    QVERIFY2(squeezedLabel(&splitter).isEmpty(), qPrintable(squeezedLabel(&splitter)));
    QVERIFY(label->heightForWidth(label->width()) > 2 * label->fontMetrics().height());
    QCOMPARE(top->minimumHeight(), WrappedHeight::minimumHeightFor(top, top->width()));
    // Narrower: more lines, and the pane's smallest height follows.
    const int before = top->minimumHeight();
    splitter.resize(150, 300);
    QTRY_VERIFY(top->minimumHeight() > before);
    QVERIFY2(squeezedLabel(&splitter).isEmpty(), qPrintable(squeezedLabel(&splitter)));
    // A new, longer text as well.
    const int narrow = top->minimumHeight();
    label->setText(label->text() + QLatin1Char(' ') + label->text());
    QTRY_VERIFY(top->minimumHeight() > narrow);
    QTRY_VERIFY2(squeezedLabel(&splitter).isEmpty(), qPrintable(squeezedLabel(&splitter)));
}

void TestWrappedHeight::modelViewFitsTheDock_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

// As the main window puts it: in a scroll area the width of the right dock at 1024 × 768.
void TestWrappedHeight::modelViewFitsTheDock()
{
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    PositionalEncodingModel model;
    QScrollArea area;
    area.setWidgetResizable(true);
    area.setFrameShape(QFrame::NoFrame);
    auto *view = new ModelView(&model);
    QVERIFY(view->loadFile(QStringLiteral(":/models/llama-3.1-8b.json")));
    area.setWidget(view);
    area.resize(430, 560);
    area.show();
    QVERIFY(QTest::qWaitForWindowExposed(&area));
    QCoreApplication::processEvents();
    QTRY_VERIFY2(!area.horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("the view is %1 px wide at least")
                                .arg(view->minimumSizeHint().width())));
    QTRY_VERIFY2(squeezedLabel(view).isEmpty(), qPrintable(squeezedLabel(view)));
    QVERIFY(area.verticalScrollBar()->isVisible()); // taller than the dock: it scrolls down
    // The table and the plot gave way, not below their own smallest.
    QVERIFY(view->tableView()->height() >= view->tableView()->minimumSizeHint().height());
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

QTEST_MAIN(TestWrappedHeight)
#include "tst_wrappedheight.moc"
