// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson side column's texts as they wrap: step titles hang indented after their number, and
// a Japanese check box label keeps its "(X)" with the word before it.
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/lessonstepdelegate.h"

#include <QListWidget>
#include <QTextLayout>
#include <QtTest>

using namespace pe;

class TestLessonStepDelegate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wrappedTitleHangsIndented();
    void titleWithoutRoleWrapsWhole();
    void longTitleTakesTwoLinesAtMost();
    void mnemonicStaysOnTheLine();
};

void TestLessonStepDelegate::wrappedTitleHangsIndented()
{
    QListWidget list;
    const QString title = QStringLiteral("A long step title that wraps onto more than one line");
    auto *item = new QListWidgetItem(QStringLiteral("12 · ") + title, &list);
    item->setData(LessonStepDelegate::titleRole, title);
    QStyleOptionViewItem option;
    option.font = list.font();
    option.rect = QRect(0, 0, 160, 0);
    const QModelIndex index = list.model()->index(0, 0);
    const LessonStepDelegate::Parts parts = LessonStepDelegate::layout(option, index);
    const QFontMetrics metrics(option.font);
    QCOMPARE(parts.prefix, QStringLiteral("12 · "));
    QCOMPARE(parts.title, title);
    // Every line of the title starts right of the number (drawn in titleRect, left-aligned).
    QCOMPARE(parts.titleRect.left(),
             parts.prefixRect.left() + metrics.horizontalAdvance(parts.prefix));
    QVERIFY(parts.titleRect.left() > parts.prefixRect.left());
    QVERIFY(parts.titleRect.right() <= 160);
    QVERIFY2(parts.titleRect.height() >= 2 * metrics.height(),
             qPrintable(QString::number(parts.titleRect.height())));
    LessonStepDelegate delegate;
    QVERIFY(delegate.sizeHint(option, index).height() >= parts.titleRect.height());
}

void TestLessonStepDelegate::longTitleTakesTwoLinesAtMost()
{
    // Presenter mode's large type in the narrow step list: "RoPE: rotate q and k instead of
    // adding to x" took four lines. Two at most now, the second elided; the title itself stays
    // whole (the page's heading and the screen reader say it).
    QListWidget list;
    QFont large = list.font();
    large.setPointSizeF(large.pointSizeF() * 2.5);
    const QString title = QStringLiteral("RoPE: rotate q and k instead of adding to x");
    auto *item = new QListWidgetItem(QStringLiteral("2 · ") + title, &list);
    item->setData(LessonStepDelegate::titleRole, title);
    QStyleOptionViewItem option;
    option.font = large;
    option.rect = QRect(0, 0, 230, 0);
    const QModelIndex index = list.model()->index(0, 0);
    const LessonStepDelegate::Parts parts = LessonStepDelegate::layout(option, index);
    const QFontMetrics metrics(large);
    QCOMPARE(parts.title, title);
    QVERIFY2(parts.titleRect.height() <= 2 * metrics.lineSpacing() + 1,
             qPrintable(QString::number(parts.titleRect.height())));
    QVERIFY2(parts.titleRect.height() > metrics.lineSpacing(), qPrintable(parts.shown));
    QVERIFY2(parts.shown.endsWith(QChar(0x2026)), qPrintable(parts.shown));
    QVERIFY(parts.shown.startsWith(QStringLiteral("RoPE:")));
    for (const QString &line : parts.shown.split(QLatin1Char('\n')))
        QVERIFY2(metrics.horizontalAdvance(line) <= parts.titleRect.width(), qPrintable(line));
    // A short title is shown as it is.
    option.font = list.font();
    option.rect = QRect(0, 0, 600, 0);
    QCOMPARE(LessonStepDelegate::layout(option, index).shown, title);
}

void TestLessonStepDelegate::titleWithoutRoleWrapsWhole()
{
    QListWidget list;
    new QListWidgetItem(QStringLiteral("plain"), &list);
    QStyleOptionViewItem option;
    option.font = list.font();
    option.rect = QRect(0, 0, 160, 0);
    const LessonStepDelegate::Parts parts
        = LessonStepDelegate::layout(option, list.model()->index(0, 0));
    QVERIFY(parts.prefix.isEmpty());
    QCOMPARE(parts.title, QStringLiteral("plain"));
}

// At a width where the label's text fits but "(X)" does not, the parenthesis used to go to a line
// of its own; joined, it takes the last word with it.
void TestLessonStepDelegate::mnemonicStaysOnTheLine()
{
    const QString ja = QStringLiteral("各ステップをエクスプローラーに表示する(&X)");
    const QString joined = LessonSidePanel::keepMnemonicAttached(ja);
    QVERIFY(joined.contains(QStringLiteral("\u2060(&X)")));
    QCOMPARE(LessonSidePanel::keepMnemonicAttached(joined), joined); // once only
    const QString english = QStringLiteral("Show each step in the e&xplorer");
    QCOMPARE(LessonSidePanel::keepMnemonicAttached(english), english);

    QFont font;
    const QFontMetricsF metrics(font);
    const QString shown = QString(joined).remove(QLatin1Char('&'));
    const double width
        = metrics.horizontalAdvance(QStringLiteral("各ステップをエクスプローラーに表示する")) + 1;
    const auto lastLine = [&](const QString &text) {
        QTextLayout layout(text, font);
        QTextOption wrap;
        wrap.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrap);
        layout.beginLayout();
        QString last;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            last = text.mid(line.textStart(), line.textLength());
        }
        layout.endLayout();
        return last;
    };
    QCOMPARE(lastLine(QString(ja).remove(QLatin1Char('&'))), QStringLiteral("(X)")); // the bug
    QVERIFY2(lastLine(shown).size() > 4, qPrintable(lastLine(shown)));
}

QTEST_MAIN(TestLessonStepDelegate)
#include "tst_lessonstepdelegate.moc"
