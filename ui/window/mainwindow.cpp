// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "ui/clock/clockview.h"
#include "ui/contexts/contextsview.h"
#include "ui/comparison/comparisonpanel.h"
#include "core/text/format.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/window/mainactions.h"
#include "ui/window/undorecorder.h"
#include "ui/window/parameterpanel.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/comparison/similarityview.h"
#include "ui/schemes/schemesview.h"
#include "ui/rope/ropeview.h"
#include "ui/precision/precisionview.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/tablesizing.h"
#include "ui/training/trainingview.h"
#include "ui/common/uniformheaderview.h"
#include "ui/waves/waveplot.h"
#include "ui/window/wavepanel.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>

#include <utility>
#include <QUndoStack>

namespace pe {

// The docks hide while ~QWidget deletes them and say so (visibilityChanged → layoutChanged):
// by then this is no MainWindow any more, so nothing of theirs may reach it (UBSan: downcast).
MainWindow::~MainWindow()
{
    const QList<QObject *> children = findChildren<QObject *>();
    for (QObject *child : children)
        disconnect(child, nullptr, this, nullptr);
}

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

    m_wavePanel = new WavePanel(model, this);
    m_waves = m_wavePanel->plot();
    m_heatmap = new HeatmapView(model, this);
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->setObjectName(QStringLiteral("CentreSplitter"));
    m_centre->addWidget(m_wavePanel);
    m_centre->addWidget(m_heatmap);
    m_centre->setChildrenCollapsible(false);
    setCentralWidget(m_centre);

    m_comparison = new ComparisonPanel(model, this);
    m_clocks = new ClockView(model, this);
    m_similarity = new SimilarityView(model, this);
    m_schemes = new SchemesView(model, this);
    m_rope = new RopeView(model, this);
    m_contexts = new ContextsView(model, this);
    m_precision = new PrecisionView(model, this);
    m_training = new TrainingView(this);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("TableView"));
    m_table->setHorizontalHeader(new UniformHeaderView(Qt::Horizontal, m_table));
    m_table->setVerticalHeader(new UniformHeaderView(Qt::Vertical, m_table));
    m_table->setModel(model);
    TableSizing::follow(m_table, QStringLiteral("-0.0000000"));
    // Tab leaves the table for the next control; the arrows move between its cells.
    m_table->setTabKeyNavigation(false);

    QDockWidget *comparison = addViewDock(m_comparison, QStringLiteral("comparison"),
                                          Qt::RightDockWidgetArea);
    // The clock hands ask for more width as d and p grow (their captions): in the tabbed dock
    // that widened the window past a 1024 px screen (d = 128: 1085 px). They scroll instead.
    auto *clockScroll = new QScrollArea(this);
    clockScroll->setObjectName(QStringLiteral("ClockScroll"));
    clockScroll->setWidget(m_clocks);
    clockScroll->setWidgetResizable(true);
    clockScroll->setFrameShape(QFrame::NoFrame);
    clockScroll->setFocusPolicy(Qt::NoFocus);
    for (auto [widget, name] : { std::pair<QWidget *, const char *> { clockScroll, "clock" },
                                 { m_similarity, "similarity" },
                                 { m_schemes, "schemes" },
                                 { m_rope, "rope" },
                                 { m_contexts, "contexts" },
                                 { m_precision, "precision" },
                                 { m_training, "training" },
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
    // Sized to a short text, not its longest item: the window then fits a 1024 px screen.
    m_palette->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_palette->setMinimumContentsLength(12);

    // Elided when the window is narrow: a long p or base must not widen the window.
    m_statusLabel = new ElidedLabel(this);
    statusBar()->addPermanentWidget(m_statusLabel);

    m_actions = new MainActions(this);
    connectParameterPanel();
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &MainWindow::updateStatus);
    // Everything saveLayout() writes, for the Workbench's save soon after a change.
    connect(m_heatmap, &HeatmapView::colorPaletteChanged, this, &MainWindow::layoutChanged);
    connect(m_centre, &QSplitter::splitterMoved, this, &MainWindow::layoutChanged);
    connect(m_comparison->splitter(), &QSplitter::splitterMoved, this, &MainWindow::layoutChanged);
    for (QDockWidget *dock : findChildren<QDockWidget *>()) {
        // A dragged dock separator only shows as the dock's resize.
        dock->installEventFilter(this);
        connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::layoutChanged);
        connect(dock, &QDockWidget::dockLocationChanged, this,
                [this] { QTimer::singleShot(0, this, &MainWindow::keepTabNamesWhole); });
        connect(dock, &QDockWidget::topLevelChanged, this, &MainWindow::layoutChanged);
        connect(dock, &QDockWidget::visibilityChanged, this, &MainWindow::layoutChanged);
    }
    // The tab in front: the view whose dock came into view last (a tab click, raiseView()).
    for (auto it = m_docks.cbegin(); it != m_docks.cend(); ++it) {
        const QString name = it.key();
        connect(it.value(), &QDockWidget::visibilityChanged, this, [this, name](bool visible) {
            if (visible)
                m_frontView = name;
        });
    }
    retranslate();
    resize(preferredSize());
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
             QStringLiteral("similarity"), QStringLiteral("schemes"),
             QStringLiteral("rope"),       QStringLiteral("contexts"), QStringLiteral("precision"),
             QStringLiteral("training"),   QStringLiteral("table") };
}

QWidget *MainWindow::view(const QString &name) const
{
    if (name == QLatin1String("waves"))
        return m_wavePanel; // exported with its picker, as it is on screen
    if (name == QLatin1String("heatmap"))
        return m_heatmap;
    if (name == QLatin1String("clock"))
        return m_clocks;
    if (name == QLatin1String("comparison"))
        return m_comparison;
    if (name == QLatin1String("similarity"))
        return m_similarity;
    if (name == QLatin1String("schemes"))
        return m_schemes;
    if (name == QLatin1String("rope"))
        return m_rope;
    if (name == QLatin1String("contexts"))
        return m_contexts;
    if (name == QLatin1String("precision"))
        return m_precision;
    if (name == QLatin1String("training"))
        return m_training;
    if (name == QLatin1String("table"))
        return m_table;
    return nullptr;
}

void MainWindow::raiseView(const QString &name)
{
    if (QDockWidget *dock = m_docks.value(name)) {
        dock->show();
        dock->raise();
        m_frontView = name;
    }
}

QString MainWindow::frontView() const
{
    QDockWidget *dock = m_docks.value(m_frontView);
    if (dock && dock->toggleViewAction()->isChecked())
        return m_frontView;
    return {};
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

void MainWindow::retranslate()
{
    // "lesson2.pewscenario* — Positional Encoding Workbench" while a scenario is open ([*]: the
    // modified mark).
    setWindowTitle(m_documentTitle.isEmpty()
                           ? tr("Positional Encoding Workbench")
                           : tr("%1[*] — Positional Encoding Workbench").arg(m_documentTitle));
    m_parameterDock->setWindowTitle(tr("Parameters"));
    m_docks.value(QStringLiteral("comparison"))->setWindowTitle(tr("Comparison"));
    m_docks.value(QStringLiteral("clock"))->setWindowTitle(tr("Clock hands"));
    m_docks.value(QStringLiteral("similarity"))->setWindowTitle(tr("Similarity"));
    m_docks.value(QStringLiteral("schemes"))->setWindowTitle(tr("Schemes"));
    m_docks.value(QStringLiteral("rope"))->setWindowTitle(tr("RoPE dial"));
    m_docks.value(QStringLiteral("contexts"))->setWindowTitle(tr("Longer contexts"));
    m_docks.value(QStringLiteral("precision"))->setWindowTitle(tr("Precision"));
    m_docks.value(QStringLiteral("training"))->setWindowTitle(tr("Training"));
    m_docks.value(QStringLiteral("table"))->setWindowTitle(tr("Table"));
    m_table->setToolTip(tr("Every value PE(position)[dimension], to 6 decimals"));
    m_table->setAccessibleName(tr("Table"));
    m_paletteLabel->setText(tr("Heatmap pale&tte:"));
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
                                   .arg(formatDisplay(c.norm)));
    m_statusLabel->setToolTip(m_statusLabel->text());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange) // once the buttons have the new font too
        QTimer::singleShot(0, m_actions, &MainActions::fitButtonWidths);
    QMainWindow::changeEvent(event);
}

void MainWindow::keepTabNamesWhole()
{
    // Ten tabs do not fit a dock's width with their whole names: scroll them, never cut a name
    // to "時鐘…". QMainWindow makes its dock tab bars while laying out, so this runs after.
    for (QTabBar *tabs : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        tabs->setElideMode(Qt::ElideNone);
        tabs->setUsesScrollButtons(true);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    m_closedLayout.clear();
    QTimer::singleShot(0, this, &MainWindow::keepTabNamesWhole);
    // Dock sizes only take once the window has its size: the first show sets the saved sizes or
    // the defaults.
    if (!m_shown) {
        if (m_layoutRestored) {
            applyPendingLayout();
            // The restored floating docks were mapped before this window: a window manager
            // stacks them under it, out of sight. On top once this window is on screen.
            for (int delay : { 0, 300 })
                QTimer::singleShot(delay, this, &MainWindow::raiseFloatingDocks);
        } else
            applyDefaultLayout();
    }
    m_shown = true;
}

void MainWindow::setDocumentTitle(const QString &title)
{
    m_documentTitle = title;
    retranslate();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
    // A floating dock is a window of its own: it hides after this one (or Quit closes it first),
    // and a later save (the timer, the app's last) would keep it closed for the next start.
    if (event->isAccepted() && m_closedLayout.isEmpty())
        m_closedLayout = layoutNow();
}

void MainWindow::moveEvent(QMoveEvent *event)
{
    QMainWindow::moveEvent(event);
    Q_EMIT layoutChanged();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize && qobject_cast<QDockWidget *>(watched))
        Q_EMIT layoutChanged();
    return QMainWindow::eventFilter(watched, event);
}

} // namespace pe
