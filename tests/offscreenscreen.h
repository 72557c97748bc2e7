// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QScreen>

namespace pe::test {

// Gives the offscreen platform (the suite's) one screen of the given size instead of its
// 800 × 600, e.g. a 1024 × 768 lab screen. Call before the QApplication exists.
inline void useOffscreenScreen(int width, int height)
{
    if (!qgetenv("QT_QPA_PLATFORM").startsWith("offscreen"))
        return;
    const QString path
        = QDir::temp().filePath(QStringLiteral("pe-offscreen-%1x%2.json").arg(width).arg(height));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    file.write(QStringLiteral("{ \"screens\": [ { \"name\": \"test\", \"x\": 0, \"y\": 0, "
                              "\"width\": %1, \"height\": %2, \"logicalDpi\": 96, "
                              "\"logicalBaseDpi\": 96, \"dpr\": 1 } ] }\n")
                   .arg(width)
                   .arg(height)
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=" + QFile::encodeName(path)));
}

// The screen of that name ("lab", "projector"), or nullptr.
inline QScreen *screenNamed(const QString &name)
{
    for (QScreen *s : QGuiApplication::screens())
        if (s->name() == name)
            return s;
    return nullptr;
}

// A lab PC's 1920 × 1080 screen ("lab") and, to its right, a 1024 × 768 projector ("projector"),
// for presenter mode. Call before the QApplication exists.
inline void useLabAndProjector()
{
    if (!qgetenv("QT_QPA_PLATFORM").startsWith("offscreen"))
        return;
    const QString path = QDir::temp().filePath(QStringLiteral("pe-offscreen-lab-projector.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return;
    file.write("{ \"screens\": [ { \"name\": \"lab\", \"x\": 0, \"y\": 0, \"width\": 1920, "
               "\"height\": 1080, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1 "
               "}, { \"name\": \"projector\", \"x\": 1920, \"y\": 0, \"width\": 1024, "
               "\"height\": 768, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1 "
               "} ] }\n");
    file.close();
    qputenv("QT_QPA_PLATFORM", QByteArray("offscreen:configfile=" + QFile::encodeName(path)));
}

} // namespace pe::test

// QTEST_MAIN with the lab screen and the projector beside it.
#define PEW_TEST_MAIN_WITH_LAB_AND_PROJECTOR(TestObject)                                           \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        pe::test::useLabAndProjector();                                                            \
        QApplication app(argc, argv);                                                              \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                   \
        TestObject test;                                                                           \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&test, argc, argv);                                                    \
    }

// QTEST_MAIN with the offscreen screen at width × height.
#define PEW_TEST_MAIN_WITH_SCREEN(TestObject, width, height)                                       \
    int main(int argc, char *argv[])                                                               \
    {                                                                                              \
        pe::test::useOffscreenScreen(width, height);                                               \
        QApplication app(argc, argv);                                                              \
        app.setAttribute(Qt::AA_Use96Dpi, true);                                                   \
        TestObject test;                                                                           \
        QTEST_SET_MAIN_SOURCE_PATH                                                                 \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
