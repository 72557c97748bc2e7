// SPDX-License-Identifier: GPL-3.0-or-later
// The explorer follows a dark or high-contrast palette in every view, set on the window (as
// presenter mode will) or on the application (as the system does): each view's rendered image
// has the palette's background and text colours and none of the light palette's left over.
#include "core/model/positionalencodingmodel.h"
#include "ui/common/viewpalette.h"
#include "ui/comparison/comparisontablemodel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QApplication>
#include <QHash>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace pe;

namespace {

QPalette makePalette(QRgb window, QRgb text, QRgb base, QRgb alternate, QRgb button, QRgb mid,
                     QRgb placeholder)
{
    const QColor buttonColor(button);
    QPalette p { QColor(text),
                 buttonColor,
                 buttonColor.lighter(130),
                 buttonColor.darker(130),
                 QColor(mid),
                 QColor(text),
                 QColor(text),
                 QColor(base),
                 QColor(window) };
    p.setColor(QPalette::AlternateBase, QColor(alternate));
    p.setColor(QPalette::ButtonText, QColor(text));
    p.setColor(QPalette::PlaceholderText, QColor(placeholder));
    p.setColor(QPalette::ToolTipBase, QColor(base));
    p.setColor(QPalette::ToolTipText, QColor(text));
    const bool dark = QColor(window).lightness() < 128;
    p.setColor(QPalette::Highlight, dark ? QColor(0x2a, 0x82, 0xda) : QColor(0x00, 0x00, 0x80));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

QPalette darkPalette()
{
    return makePalette(0x353535, 0xe6e6e6, 0x2a2a2a, 0x303030, 0x454545, 0x5a5a5a, 0x9a9a9a);
}

int distance(const QColor &a, const QColor &b)
{
    return std::max({ std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                      std::abs(a.blue() - b.blue()) });
}

} // namespace

class TestMainWindowPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyViewFollowsThePalette_data();
    void everyViewFollowsThePalette();
    void candidatesFollowThePalette();
    void backToLight();

private:
    QTemporaryDir m_dir;
    QPalette m_applicationPalette;
};

void TestMainWindowPalette::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("config")));
    m_applicationPalette = QApplication::palette();
}

void TestMainWindowPalette::cleanup()
{
    QApplication::setPalette(m_applicationPalette); // also after a failed row
}

void TestMainWindowPalette::everyViewFollowsThePalette_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<bool>("onApplication"); // else on the main window
    QTest::addColumn<ViewPalette::Scheme>("scheme");
    QTest::addRow("dark window") << darkPalette() << false << ViewPalette::Scheme::Dark;
    QTest::addRow("dark application") << darkPalette() << true << ViewPalette::Scheme::Dark;
    QTest::addRow("black on white")
        << makePalette(0xffffff, 0x000000, 0xffffff, 0xffffff, 0xffffff, 0x000000, 0x4a4a4a)
        << false << ViewPalette::Scheme::HighContrastLight;
    QTest::addRow("white on black")
        << makePalette(0x000000, 0xffffff, 0x000000, 0x000000, 0x000000, 0xffffff, 0xc0c0c0)
        << false << ViewPalette::Scheme::HighContrastDark;
}

// Each view grabbed after the palette changed: its most common colour is the palette's
// background (window, base, alternate base or button), it has text in the palette's text
// colour, and at most 2% of it is still the light palette's window, base or button colour.
void TestMainWindowPalette::everyViewFollowsThePalette()
{
    QFETCH(QPalette, palette);
    QFETCH(bool, onApplication);
    QFETCH(ViewPalette::Scheme, scheme);
    QCOMPARE(ViewPalette::schemeOf(palette), scheme);
    const QPalette light = m_applicationPalette;
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (onApplication)
        QApplication::setPalette(palette);
    else
        window.setPalette(palette);
    QCoreApplication::processEvents();

    const QList<QColor> backgrounds { palette.color(QPalette::Window),
                                      palette.color(QPalette::Base),
                                      palette.color(QPalette::AlternateBase),
                                      palette.color(QPalette::Button) };
    const QList<QColor> texts { palette.color(QPalette::WindowText),
                                palette.color(QPalette::Text) };
    QList<QColor> stale;
    for (QPalette::ColorRole role : { QPalette::Window, QPalette::Base, QPalette::Button }) {
        const QColor c = light.color(role);
        bool inNew = false;
        for (int r = 0; r < QPalette::NColorRoles; ++r)
            inNew = inNew || distance(palette.color(QPalette::ColorRole(r)), c) <= 3;
        if (!inNew && !stale.contains(c))
            stale.append(c);
    }
    QVERIFY(!stale.isEmpty()); // the test would see nothing otherwise

    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    for (const QString &name : ViewRegistry::ids()) {
        window.raiseView(name);
        QCoreApplication::processEvents();
        QWidget *view = window.view(name);
        QVERIFY2(view->isVisible(), qPrintable(name));
        QCOMPARE(view->palette().color(QPalette::Window), palette.color(QPalette::Window));
        const QImage image = view->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QVERIFY2(image.width() > 100 && image.height() > 100, qPrintable(name));
        if (!dir.isEmpty())
            image.save(QStringLiteral("%1/palette-%2-%3.png")
                           .arg(dir,
                                QString::fromLatin1(QTest::currentDataTag())
                                    .replace(QLatin1Char(' '), QLatin1Char('-')),
                                name));
        QHash<QRgb, int> counts;
        int textPixels = 0;
        int stalePixels = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QRgb rgb = image.pixel(x, y);
                ++counts[rgb];
                const QColor c(rgb);
                for (const QColor &t : texts)
                    if (distance(c, t) <= 24) {
                        ++textPixels;
                        break;
                    }
                for (const QColor &s : stale)
                    if (distance(c, s) <= 3) {
                        ++stalePixels;
                        break;
                    }
            }
        }
        QRgb common = 0;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            if (it.value() > counts.value(common, -1))
                common = it.key();
        bool commonIsBackground = false;
        for (const QColor &b : backgrounds)
            commonIsBackground = commonIsBackground || distance(QColor(common), b) <= 4;
        const double total = double(image.width()) * image.height();
        const QString what = QStringLiteral("%1: most common %2, %3 text pixels, %4% stale")
                                 .arg(name, QColor(common).name())
                                 .arg(textPixels)
                                 .arg(100.0 * stalePixels / total, 0, 'f', 2);
        QVERIFY2(commonIsBackground, qPrintable(what));
        QVERIFY2(textPixels >= 20, qPrintable(what));
        QVERIFY2(stalePixels <= 0.02 * total, qPrintable(what));
    }
    if (!dir.isEmpty()) {
        window.raiseView(QStringLiteral("clock"));
        QCoreApplication::processEvents();
        window.grab().save(QStringLiteral("%1/palette-%2-main.png")
                               .arg(dir,
                                    QString::fromLatin1(QTest::currentDataTag())
                                        .replace(QLatin1Char(' '), QLatin1Char('-'))));
    }
}

// Switched off, the comparison table greys PE(p) and PE(q) in its own palette's placeholder
// colour, not the application's.
void TestMainWindowPalette::candidatesFollowThePalette()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    model.setEncodingEnabled(false);
    const QPalette dark = darkPalette();
    window.setPalette(dark);
    QCoreApplication::processEvents();
    auto *table = window.view(QStringLiteral("comparison"))->findChild<QTableView *>();
    QVERIFY(table);
    const QColor candidate = table->model()
                                 ->index(0, ComparisonTableModel::PePColumn)
                                 .data(Qt::ForegroundRole)
                                 .value<QBrush>()
                                 .color();
    QCOMPARE(candidate, dark.color(QPalette::PlaceholderText));
    QVERIFY(candidate != QApplication::palette().color(QPalette::PlaceholderText));
}

// And back: the window's palette reset, the views are light again (the wave plot's background
// too, which Qt Charts keeps in its theme).
void TestMainWindowPalette::backToLight()
{
    PositionalEncodingModel model;
    MainWindow window(&model);
    window.resize(1280, 860);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QColor lightWindow = window.palette().color(QPalette::Window);
    window.setPalette(darkPalette());
    QCoreApplication::processEvents();
    window.setPalette(QPalette());
    QCoreApplication::processEvents();
    window.raiseView(QStringLiteral("waves"));
    QCoreApplication::processEvents();
    const QImage image = window.view(QStringLiteral("waves"))->grab().toImage();
    QCOMPARE(image.pixelColor(2, 2).rgb(), lightWindow.rgb());
}

QTEST_MAIN(TestMainWindowPalette)
#include "tst_mainwindowpalette.moc"
