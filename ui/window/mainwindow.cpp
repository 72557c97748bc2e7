// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/layoutsettle.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/modelview/modelview.h"
#include "ui/window/mainactions.h"
#include "ui/window/modelactions.h"
#include "ui/window/parameterpanel.h"
#include "ui/window/undorecorder.h"
#include "ui/window/viewregistry.h"
#include "ui/window/wavepanel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTimer>

#include <QUndoStack>
#include <utility>

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
    m_parameterDock
        = addViewDock(m_parameters, QStringLiteral("parameters"), Qt::LeftDockWidgetArea);

    createViews();
    createPalette();

    // Elided when the window is narrow: a long p or base must not widen the window.
    m_statusLabel = new ElidedLabel(this);
    m_statusLabel->setObjectName(QStringLiteral("statusSummary"));
    statusBar()->addPermanentWidget(m_statusLabel);
    // A notice has the whole line while it shows (in presenter mode's large type the two had run
    // into each other, the notice cut); the summary comes back after it.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusLabel,
            [this](const QString &message) { m_statusLabel->setVisible(message.isEmpty()); });

    m_actions = new MainActions(this);
    m_modelActions = new ModelActions(this);
    connectParameterPanel();
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &MainWindow::updateStatus);
    // Last of all the views' answers to a change: their layouts settle now. The wave chart's
    // scene paints the window as soon as the event loop runs; a layout left for later moved or
    // repainted something in a second frame a few milliseconds after it (issue 26).
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &MainWindow::settleLayouts);
    connect(m_model, &PositionalEncodingModel::shownDimensionsChanged, this,
            &MainWindow::settleLayouts);
    connect(m_model, &PositionalEncodingModel::pickedDimensionChanged, this,
            &MainWindow::settleLayouts);
    watchLayout();
    retranslate();
    resize(preferredSize());
}

// The views in the registry's order: the central ones one above the other, the others as tabs of
// one dock group on the right.
void MainWindow::createViews()
{
    m_centre = new QSplitter(Qt::Vertical, this);
    m_centre->setObjectName(QStringLiteral("CentreSplitter"));
    m_centre->setChildrenCollapsible(false);
    setCentralWidget(m_centre);
    QDockWidget *firstTab = nullptr;
    for (const ViewEntry *entry : ViewRegistry::windowOrder()) {
        const QString id = QString::fromLatin1(entry->id);
        QWidget *view = entry->create(m_model, this);
        m_views.insert(id, view);
        if (entry->place == ViewEntry::Place::Centre) {
            m_centre->addWidget(view);
            continue;
        }
        QWidget *content = view;
        if (entry->scrolls) {
            // Wider as d and p grow (the clock hands' captions): in the tabbed dock that widened
            // the window past a 1024 px screen (d = 128: 1085 px). It scrolls instead.
            auto *scroll = new QScrollArea(this);
            scroll->setObjectName(id + QStringLiteral("Scroll"));
            scroll->setWidget(view);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            scroll->setFocusPolicy(Qt::NoFocus);
            content = scroll;
        }
        QDockWidget *dock = addViewDock(content, id, Qt::RightDockWidgetArea);
        if (firstTab)
            tabifyDockWidget(firstTab, dock);
        else
            firstTab = dock;
    }
    if (firstTab) {
        m_frontView = m_docks.key(firstTab);
        firstTab->raise();
    }
}

// The heatmap's palette sits with the parameters, always in reach while teaching.
void MainWindow::createPalette()
{
    m_paletteLabel = new QLabel(this);
    m_palette = new QComboBox(this);
    m_palette->setObjectName(QStringLiteral("PaletteComboBox"));
    for (Palette palette : ColorMap::palettes())
        m_palette->addItem(QString(), QVariant::fromValue(palette));
    m_parameters->addViewRow(m_paletteLabel, m_palette);
    connect(m_palette, &QComboBox::activated, this,
            [this](int index) { setHeatmapPalette(m_palette->itemData(index).value<Palette>()); });
    connect(heatmapView(), &HeatmapView::colorPaletteChanged, this, [this](Palette palette) {
        m_palette->setCurrentIndex(m_palette->findData(QVariant::fromValue(palette)));
        m_actions->syncPalette();
    });
    m_palette->setCurrentIndex(
        m_palette->findData(QVariant::fromValue(heatmapView()->colorPalette())));
    // Sized to a short text, not its longest item: the window then fits a 1024 px screen.
    m_palette->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_palette->setMinimumContentsLength(12);
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

QWidget *MainWindow::view(const QString &name) const
{
    return m_views.value(name);
}

WavePlot *MainWindow::wavePlot() const
{
    return view<WavePanel>(QStringLiteral("waves"))->plot();
}

HeatmapView *MainWindow::heatmapView() const
{
    return view<HeatmapView>(QStringLiteral("heatmap"));
}

ComparisonPanel *MainWindow::comparisonPanel() const
{
    return view<ComparisonPanel>(QStringLiteral("comparison"));
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
            [this](int d) { requestParameter(Parameter::Dimension, d); });
    connect(m_parameters, &ParameterPanel::baseRequested, this,
            [this](double b) { requestParameter(Parameter::Base, b); });
    connect(m_parameters, &ParameterPanel::positionCountRequested, this,
            [this](int n) { requestParameter(Parameter::PositionCount, n); });
    connect(m_parameters, &ParameterPanel::positionPRequested, this,
            [this](qint64 p) { requestParameter(Parameter::PositionP, p); });
    connect(m_parameters, &ParameterPanel::positionQRequested, this,
            [this](qint64 q) { requestParameter(Parameter::PositionQ, q); });
    connect(m_parameters, &ParameterPanel::encodingEnabledRequested, this,
            [this](bool on) { requestParameter(Parameter::EncodingEnabled, on); });
    connect(m_parameters, &ParameterPanel::layoutRequested, this, [this](int layout) {
        requestParameter(Parameter::ComponentLayout,
                         QVariant::fromValue(static_cast<Layout>(layout)));
    });
}

bool MainWindow::requestParameter(Parameter parameter, const QVariant &value)
{
    // The undo recorder turns the model's change into an undo step.
    const char *property = ParameterName::property(parameter);
    m_model->setProperty(property, value);
    return m_model->property(property) == value;
}

void MainWindow::requestParameters(const QByteArray &stepKey,
                                   const QList<QPair<Parameter, QVariant>> &values)
{
    m_undoRecorder->beginStep(stepKey);
    for (const auto &[parameter, value] : values)
        requestParameter(parameter, value);
    m_undoRecorder->endStep();
}

void MainWindow::setHeatmapPalette(Palette palette)
{
    heatmapView()->setColorPalette(palette);
}

Palette MainWindow::heatmapPalette() const
{
    return heatmapView()->colorPalette();
}

void MainWindow::retranslate()
{
    // "lesson2.pewscenario* — Positional Encoding Workbench" while a scenario is open ([*]: the
    // modified mark).
    setWindowTitle(m_documentTitle.isEmpty()
                       ? tr("Positional Encoding Workbench")
                       : tr("%1[*] — Positional Encoding Workbench").arg(m_documentTitle));
    m_parameterDock->setWindowTitle(tr("Parameters"));
    for (const ViewEntry &entry : ViewRegistry::entries())
        if (QDockWidget *dock = m_docks.value(QString::fromLatin1(entry.id)))
            dock->setWindowTitle(ViewRegistry::title(entry));
    m_paletteLabel->setText(tr("Heatmap pale&tte:"));
    m_palette->setToolTip(tr("The colours of the heatmap; cividis stays readable with colour "
                             "vision deficiency."));
    for (int k = 0; k < m_palette->count(); ++k)
        m_palette->setItemText(k, ColorMap::displayName(m_palette->itemData(k).value<Palette>()));
    m_actions->retranslate();
    updateStatus();
}

void MainWindow::settleLayouts()
{
    LayoutSettle::now();
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

void MainWindow::setDocumentTitle(const QString &title)
{
    m_documentTitle = title;
    retranslate();
}

} // namespace pe
