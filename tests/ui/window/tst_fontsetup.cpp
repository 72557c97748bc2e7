// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/fontsetup.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLabel>
#include <QtTest>

using namespace pe;

class TestFontSetup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cjkFace_data();
    void cjkFace();
    void englishKeepsPlatformFont();
};

void TestFontSetup::cjkFace_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("family");
    QTest::addColumn<QString>("text");
    QTest::addRow("ja") << "ja"
                        << "Noto Sans CJK JP" << QStringLiteral("位置エンコーディング");
    QTest::addRow("zh_TW") << "zh_TW"
                           << "Noto Sans CJK TC" << QStringLiteral("位置編碼");
    QTest::addRow("zh_CN") << "zh_CN"
                           << "Noto Sans CJK SC" << QStringLiteral("位置编码");
}

void TestFontSetup::cjkFace()
{
    QFETCH(QString, language);
    QFETCH(QString, family);
    QFETCH(QString, text);
    if (!QFontDatabase::families().contains(family))
        QSKIP("The Noto CJK fonts (fonts-noto-cjk) are not installed");
    FontSetup::apply(language);
    QLabel label(text);
    label.ensurePolished();
    // The face that really draws the Han characters is the language's, not fontconfig's pick.
    QCOMPARE(QFontInfo(label.font()).family(), family);
    QCOMPARE(FontSetup::cjkFamilies(language).first(), family);
}

void TestFontSetup::englishKeepsPlatformFont()
{
    const QFont platform = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    FontSetup::apply(QStringLiteral("ja"));
    FontSetup::apply(QStringLiteral("en"));
    QCOMPARE(QApplication::font().family(), platform.family());
    QVERIFY(FontSetup::cjkFamilies(QStringLiteral("en")).isEmpty());
}

QTEST_MAIN(TestFontSetup)
#include "tst_fontsetup.moc"
