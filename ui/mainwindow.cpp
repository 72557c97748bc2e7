// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "clockview.h"
#include "comparisonpanel.h"
#include "format.h"
#include "heatmapview.h"
#include "mainactions.h"
#include "undorecorder.h"
#include "parameterpanel.h"
#include "positionalencodingmodel.h"
#include "similarityview.h"
#include "uniformheaderview.h"
#include "waveplot.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

namespace pe {

MainWindow::MainWindow(PositionalEncodingModel *model, QWidget *parent)
    : QMainWindow(parent)
    , m_model(model)
    , m_undoStack(new QUndoStack(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    setDockNestingEnabled(true);
    m_undoStack->setUndoLimit(500);
    m_undoRecorder = new UndoRecorder(model, m_undoStack, this);

    m_parameters = new ParameterPanel(model, this);
    m_parameterDock = addViewDock(m_parameters, QStringLiteral("parameters"),
                                  Qt::LeftDockWidgetArea);

    m_waves = new WavePlot(model, this);
    m_heatmap = new HeatmapView(model, this);
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->setObjectName(QStringLiteral("CentreSplitter"));
    m_centre->addWidget(m_waves);
    m_centre->addWidget(m_heatmap);
    m_centre->setChildrenCollapsible(false);
    setCentralWidget(m_centre);

    m_comparison = new ComparisonPanel(model, this);
    m_clocks = new ClockView(model, this);
    m_similarity = new SimilarityView(model, this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("TableView"));
    m_table->setHorizontalHeader(new UniformHeaderView(Qt::Horizontal, m_table));
    m_table->setVerticalHeader(new UniformHeaderView(Qt::Vertical, m_table));
    m_table->setModel(model);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setDefaultSectionSize(
            m_table->fontMetrics().horizontalAdvance(QStringLiteral("-0.0000000")) + 14);

    QDockWidget *comparison = addViewDock(m_comparison, QStringLiteral("comparison"),
                                          Qt::RightDockWidgetArea);
    for (auto [widget, name] : { std::pair<QWidget *, const char *> { m_clocks, "clock" },
                                 { m_similarity, "similarity" },
                                 { m_table, "table" } })
        tabifyDockWidget(comparison,
                         addViewDock(widget, QString::fromLatin1(name), Qt::RightDockWidgetArea));
    comparison->raise();

    // The heatmap's palette sits with the parameters, always in reach while teaching.
    m_paletteLabel = new QLabel(this);
    m_palette = new QComboBox(this);
    m_palette->setObjectName(QStringLiteral("PaletteComboBox"));
    for (Palette palette : ColorMap::palettes())
        m_palette->addItem(QString(), QVariant::fromValue(palette));
    m_parameters->addViewRow(m_paletteLabel, m_palette);
    connect(m_palette, &QComboBox::activated, this, [this](int index) {
        setHeatmapPalette(m_palette->itemData(index).value<Palette>());
    });
    connect(m_heatmap, &HeatmapView::colorPaletteChanged, this, [this](Palette palette) {
        m_palette->setCurrentIndex(m_palette->findData(QVariant::fromValue(palette)));
        m_actions->syncPalette();
    });
    m_palette->setCurrentIndex(m_palette->findData(QVariant::fromValue(m_heatmap->colorPalette())));

    m_statusLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_statusLabel);

    m_actions = new MainActions(this);
    connectParameterPanel();
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &MainWindow::updateStatus);
    retranslate();
    resize(1280, 800);
}

QDockWidget *MainWindow::addViewDock(QWidget *view, const QString &name, Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(this);
    dock->setObjectName(name + QStringLiteral("Dock"));
    dock->setWidget(view);
    addDockWidget(area, dock);
    m_docks.insert(name, dock);
    return dock;
}

QStringList MainWindow::viewNames()
{
    return { QStringLiteral("waves"),      QStringLiteral("heatmap"),
             QStringLiteral("clock"),      QStringLiteral("comparison"),
             QStringLiteral("similarity"), QStringLiteral("table") };
}

QWidget *MainWindow::view(const QString &name) const
{
    if (name == QLatin1String("waves"))
        return m_waves;
    if (name == QLatin1String("heatmap"))
        return m_heatmap;
    if (name == QLatin1String("clock"))
        return m_clocks;
    if (name == QLatin1String("comparison"))
        return m_comparison;
    if (name == QLatin1String("similarity"))
        return m_similarity;
    if (name == QLatin1String("table"))
        return m_table;
    return nullptr;
}

void MainWindow::raiseView(const QString &name)
{
    if (QDockWidget *dock = m_docks.value(name)) {
        dock->show();
        dock->raise();
    }
}

void MainWindow::connectParameterPanel()
{
    // A refused value is explained under its field, where it stays until a value is applied;
    // the status bar would keep an old message after the fix.
    connect(m_parameters, &ParameterPanel::dimensionRequested, this,
            [this](int d) { requestParameter("dimension", d); });
    connect(m_parameters, &ParameterPanel::baseRequested, this,
            [this](double b) { requestParameter("base", b); });
    connect(m_parameters, &ParameterPanel::positionCountRequested, this,
            [this](int n) { requestParameter("positionCount", n); });
    connect(m_parameters, &ParameterPanel::positionPRequested, this,
            [this](qint64 p) { requestParameter("positionP", p); });
    connect(m_parameters, &ParameterPanel::positionQRequested, this,
            [this](qint64 q) { requestParameter("positionQ", q); });
    connect(m_parameters, &ParameterPanel::encodingEnabledRequested, this,
            [this](bool on) { requestParameter("encodingEnabled", on); });
    connect(m_parameters, &ParameterPanel::layoutRequested, this, [this](int layout) {
        requestParameter("componentLayout", QVariant::fromValue(static_cast<Layout>(layout)));
    });
}

bool MainWindow::requestParameter(const char *property, const QVariant &value)
{
    // The undo recorder turns the model's change into an undo step.
    m_model->setProperty(property, value);
    return m_model->property(property) == value;
}

void MainWindow::requestParameters(const QByteArray &stepKey,
                                   const QList<QPair<const char *, QVariant>> &values)
{
    m_undoRecorder->beginStep(stepKey);
    for (const auto &[property, value] : values)
        requestParameter(property, value);
    m_undoRecorder->endStep();
}

void MainWindow::setHeatmapPalette(Palette palette)
{
    m_heatmap->setColorPalette(palette);
}

Palette MainWindow::heatmapPalette() const
{
    return m_heatmap->colorPalette();
}

void MainWindow::applyDefaultLayout()
{
    const int w = width();
    resizeDocks({ m_parameterDock, m_docks.value(QStringLiteral("comparison")) },
                { qBound(250, w / 5, 340), qBound(400, w * 3 / 10, 640) }, Qt::Horizontal);
    m_centre->setSizes({ height() * 56 / 100, height() * 44 / 100 });
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("window/centre"), m_centre->saveState());
    settings.setValue(QStringLiteral("view/palette"), ColorMap::name(heatmapPalette()));
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    if (settings.contains(QStringLiteral("window/geometry"))) {
        restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
        m_centre->restoreState(settings.value(QStringLiteral("window/centre")).toByteArray());
        m_layoutRestored = true;
    }
    Palette palette = Palette::Viridis;
    if (ColorMap::fromName(settings.value(QStringLiteral("view/palette")).toString(), &palette))
        setHeatmapPalette(palette);
    m_actions->syncPalette();
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Positional Encoding Workbench"));
    m_parameterDock->setWindowTitle(tr("Parameters"));
    m_docks.value(QStringLiteral("comparison"))->setWindowTitle(tr("Comparison"));
    m_docks.value(QStringLiteral("clock"))->setWindowTitle(tr("Clock hands"));
    m_docks.value(QStringLiteral("similarity"))->setWindowTitle(tr("Similarity"));
    m_docks.value(QStringLiteral("table"))->setWindowTitle(tr("Table"));
    m_table->setToolTip(tr("Every value PE(position)[dimension], to 6 decimals"));
    m_paletteLabel->setText(tr("Heatmap &palette:"));
    m_palette->setToolTip(tr("The colours of the heatmap; cividis stays readable with colour "
                             "vision deficiency."));
    for (int k = 0; k < m_palette->count(); ++k)
        m_palette->setItemText(k, ColorMap::displayName(m_palette->itemData(k).value<Palette>()));
    m_actions->retranslate();
    updateStatus();
}

void MainWindow::updateStatus()
{
    const Comparison &c = m_model->comparison();
    m_statusLabel->setText(tr("d = %1 · base = %2 · p = %3, q = %4 · ‖x(q) − x(p)‖ = %5")
                                   .arg(m_model->dimension())
                                   .arg(formatExact(m_model->base()))
                                   .arg(m_model->positionP())
                                   .arg(m_model->positionQ())
                                   .arg(formatFixed(c.norm)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // Dock sizes only take once the window has its size: the first show sets the defaults.
    if (!m_shown && !m_layoutRestored)
        applyDefaultLayout();
    m_shown = true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

} // namespace pe
