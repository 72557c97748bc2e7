// SPDX-License-Identifier: GPL-3.0-or-later
// What presenter mode remembers: the zoom (125–250 %), the look and the screen, each checked when
// read back.
#include "core/model/presentersettings.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

class TestPresenterSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void zoomRange_data();
    void zoomRange();
    void zoomSteps();
    void roundTrip();
    void badValuesAreReportedAndTheDefaultsStay();

private:
    QTemporaryDir m_dir;
};

void TestPresenterSettings::zoomRange_data()
{
    QTest::addColumn<int>("zoom");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("124") << 124 << false;
    QTest::newRow("125") << 125 << true;
    QTest::newRow("150") << 150 << true;
    QTest::newRow("250") << 250 << true;
    QTest::newRow("251") << 251 << false;
    QTest::newRow("0") << 0 << false;
    QTest::newRow("-150") << -150 << false;
}

void TestPresenterSettings::zoomRange()
{
    QFETCH(int, zoom);
    QFETCH(bool, allowed);
    const QString error = PresenterSettings::checkZoom(zoom);
    QCOMPARE(error.isEmpty(), allowed);
    if (!allowed) {
        // The message names the value and the range.
        QVERIFY2(error.contains(QString::number(zoom)), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("125")) && error.contains(QStringLiteral("250")),
                 qPrintable(error));
    }
}

void TestPresenterSettings::zoomSteps()
{
    QCOMPARE(PresenterSettings::zoomSteps(), QList<int>({ 125, 150, 175, 200, 225, 250 }));
    QCOMPARE(PresenterSettings().zoom, 150);
    QVERIFY(PresenterSettings::checkZoom(PresenterSettings::defaultZoom).isEmpty());
}

void TestPresenterSettings::roundTrip()
{
    QSettings settings(m_dir.filePath(QStringLiteral("round.conf")), QSettings::IniFormat);
    PresenterSettings s;
    s.zoom = 225;
    s.look = PresenterSettings::Look::Dark;
    s.screen = QStringLiteral("HDMI-1");
    s.save(settings);
    PresenterSettings back;
    QVERIFY(back.load(settings).isEmpty());
    QVERIFY(back == s);
    QCOMPARE(settings.value(QStringLiteral("presenter/look")).toString(), QStringLiteral("dark"));
    // Every key in [presenter]: a student's settings are elsewhere and untouched.
    for (const QString &key : settings.allKeys())
        QVERIFY2(key.startsWith(QLatin1String("presenter/")), qPrintable(key));
}

void TestPresenterSettings::badValuesAreReportedAndTheDefaultsStay()
{
    QSettings settings(m_dir.filePath(QStringLiteral("bad.conf")), QSettings::IniFormat);
    settings.setValue(QStringLiteral("presenter/zoom"), 400);
    settings.setValue(QStringLiteral("presenter/look"), QStringLiteral("purple"));
    PresenterSettings s;
    const QStringList problems = s.load(settings);
    QCOMPARE(problems.size(), 2);
    QVERIFY2(problems.at(0).contains(QStringLiteral("400")), qPrintable(problems.at(0)));
    QVERIFY2(problems.at(1).contains(QStringLiteral("purple")), qPrintable(problems.at(1)));
    QCOMPARE(s.zoom, PresenterSettings::defaultZoom);
    QCOMPARE(s.look, PresenterSettings::Look::Light);

    settings.setValue(QStringLiteral("presenter/zoom"), QStringLiteral("big"));
    const QStringList text = PresenterSettings().load(settings);
    QVERIFY(!text.isEmpty() && text.constFirst().contains(QStringLiteral("big")));
}

QTEST_GUILESS_MAIN(TestPresenterSettings)
#include "tst_presentersettings.moc"
