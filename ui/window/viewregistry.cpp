// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/viewregistry.h"

#include "ui/clock/clockview.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/comparison/similarityview.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextsview.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/modelview/mismatchplot.h"
#include "ui/modelview/modelview.h"
#include "ui/precision/precisionplot.h"
#include "ui/precision/precisionview.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropeview.h"
#include "ui/schemes/schemeschart.h"
#include "ui/schemes/schemesview.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingview.h"
#include "ui/waves/waveplot.h"
#include "ui/window/encodingtableview.h"
#include "ui/window/wavepanel.h"

namespace pe {

namespace {

    using Place = ViewEntry::Place;

    template<class View> QWidget *make(PositionalEncodingModel *model, QWidget *parent)
    {
        return new View(model, parent);
    }

    // The part of a view that File → Export writes, found by its accessor.
    template<class View, class Part, Part *(View::*part)() const> QWidget *partOf(QWidget *view)
    {
        return (static_cast<View *>(view)->*part)();
    }

    template<class View>
    void paintWhole(const QWidget *view, QPainter *painter, const QRectF &target)
    {
        static_cast<const View *>(view)->renderTo(painter, target);
    }

    QWidget *makeTraining(PositionalEncodingModel *, QWidget *parent)
    {
        return new TrainingView(parent); // trains its own model, not the encoding's
    }

    void prepareHeatmap(QWidget *view, const ViewSetup &setup)
    {
        auto *heatmap = static_cast<HeatmapView *>(view);
        heatmap->setColorPalette(setup.palette);
        if (setup.viewport)
            heatmap->setViewport(*setup.viewport);
    }

    void prepareModel(QWidget *view, const ViewSetup &setup)
    {
        // The command line has read the file and checked the length already (exit 2 if not).
        auto *modelView = static_cast<ModelView *>(view);
        if (!setup.modelFile.isEmpty())
            modelView->loadFile(setup.modelFile);
        if (setup.modelContext > 0)
            modelView->setContextLength(setup.modelContext);
    }

    void prepareTraining(QWidget *view, const ViewSetup &)
    {
        // The default runs trained here, on this thread (about 50 ms each): the picture shows
        // results, the same every time.
        static_cast<TrainingView *>(view)->trainNow();
    }

} // namespace

const QList<ViewEntry> &ViewRegistry::entries()
{
    // Each entry: id, title, help, keys, export text; place, front, scrolls, renders alone; create,
    // figure, paint figure, prepare alone (ViewEntry says what each is).
    // clang-format off
    static const QList<ViewEntry> views = {
        { "waves", QT_TR_NOOP("Waves"),
          QT_TR_NOOP("At the top: each chosen dimension as a curve over the positions. The curve "
                     "holds for every real position; the dots are the values at whole positions, "
                     "the ones the model gets. Click a curve to pick its dimension."),
          QT_TR_NOOP("Left and Right move p, Home and End to the first and the last position; Up "
                     "and Down pick a curve."),
          QT_TR_NOOP("Wa&ves…"),
          Place::Centre, false, false, true,
          // Drawn alone with its dimension picker, as on screen; exported without it.
          make<WavePanel>, partOf<WavePanel, WavePlot, &WavePanel::plot>, nullptr, nullptr },
        { "heatmap", QT_TR_NOOP("Heatmap"),
          QT_TR_NOOP("Below the waves: one row per dimension, one column per position. Click a "
                     "cell to make its position p and pick its dimension; the wheel zooms, "
                     "dragging pans, Home shows everything again."),
          QT_TR_NOOP("Shift + arrow keys move a cursor, and Enter makes its cell p and the picked "
                     "dimension. The arrow keys pan, + and − zoom the positions (with Ctrl the "
                     "dimensions), Home shows everything."),
          QT_TR_NOOP("&Heatmap…"),
          Place::Centre, false, false, true,
          make<HeatmapView>, nullptr, nullptr, prepareHeatmap },
        { "clock", QT_TR_NOOP("Clock hands"),
          QT_TR_NOOP("Each pair of dimensions as a hand that turns with the position."),
          QT_TR_NOOP("The arrow keys pick a pair, Home and End the first and the last."),
          QT_TR_NOOP("&Clock Hands…"),
          Place::Tabs, false, true, true,
          make<ClockView>, nullptr, paintWhole<ClockView>, nullptr },
        { "comparison", QT_TR_NOOP("Comparison"),
          QT_TR_NOOP("PE(p) and PE(q) side by side with their difference."),
          nullptr,
          QT_TR_NOOP("C&omparison…"),
          Place::Tabs, true, false, true,
          make<ComparisonPanel>, nullptr, paintWhole<ComparisonPanel>, nullptr },
        { "similarity", QT_TR_NOOP("Similarity"),
          QT_TR_NOOP("How close PE(p) is to every other position."),
          QT_TR_NOOP("Left and Right move q, PageUp and PageDown a tenth of the positions, Home "
                     "and End to the first and the last."),
          QT_TR_NOOP("&Similarity…"),
          Place::Tabs, false, false, true,
          make<SimilarityView>, nullptr, nullptr, nullptr },
        { "schemes", QT_TR_NOOP("Schemes"),
          QT_TR_NOOP("The distance profiles of the sinusoid, RoPE and ALiBi on one chart."),
          QT_TR_NOOP("Left and Right move the distance Δ whose values are listed, PageUp and "
                     "PageDown in larger steps, Home and End to its ends."),
          QT_TR_NOOP("Sch&emes…"),
          Place::Tabs, false, false, true,
          make<SchemesView>, partOf<SchemesView, SchemesChart, &SchemesView::chart>, nullptr,
          nullptr },
        { "rope", QT_TR_NOOP("RoPE dial"),
          QT_TR_NOOP("q and k as hands that RoPE turns, pair by pair."),
          QT_TR_NOOP("The arrow keys pick a pair, PageUp and PageDown a page of dials, Home and "
                     "End the first and the last."),
          QT_TR_NOOP("&RoPE Dial…"),
          Place::Tabs, false, false, true,
          make<RopeView>, partOf<RopeView, RopeDialGrid, &RopeView::grid>, nullptr, nullptr },
        { "contexts", QT_TR_NOOP("Longer contexts"),
          QT_TR_NOOP("The angles a longer context needs before and after position "
                     "interpolation, NTK-aware scaling or YaRN."),
          QT_TR_NOOP("Up and Down pick a pair, PageUp and PageDown several at a time, Home and "
                     "End the first and the last."),
          QT_TR_NOOP("&Longer Contexts…"),
          Place::Tabs, false, false, true,
          make<ContextsView>, partOf<ContextsView, ContextBandsChart, &ContextsView::chart>,
          nullptr, nullptr },
        { "model", QT_TR_NOOP("Your model"),
          QT_TR_NOOP("A real model's RoPE settings, pair by pair, and what one mistake in a "
                     "port does to its scores."),
          QT_TR_NOOP("In the mismatch lab's plot, Left and Right move the position whose values "
                     "are shown, PageUp and PageDown a tenth of the positions, Home and End to the "
                     "first and the last."),
          QT_TR_NOOP("&Your Model…"),
          // Scrolls in its dock: the table, the lab's controls and its plot need the height.
          Place::Tabs, false, true, true,
          // Exported: the mismatch lab's plot, without the controls around it.
          make<ModelView>, partOf<ModelView, MismatchPlot, &ModelView::plot>, nullptr,
          prepareModel },
        { "precision", QT_TR_NOOP("Precision"),
          QT_TR_NOOP("What float16, bfloat16 and float32 make of the table."),
          QT_TR_NOOP("Left and Right move p, Up and Down the picked dimension, Home and End to "
                     "the first and the last position."),
          QT_TR_NOOP("&Precision…"),
          Place::Tabs, false, false, true,
          make<PrecisionView>, partOf<PrecisionView, PrecisionPlot, &PrecisionView::plot>,
          nullptr, nullptr },
        { "training", QT_TR_NOOP("Training"),
          QT_TR_NOOP("A tiny attention model trained with no positions, the sinusoid, a learned "
                     "table or RoPE: its loss, its test accuracy and where it looks."),
          QT_TR_NOOP("In the chart, Left and Right pick a logged step, Home and End the first and "
                     "the last; in the attention map, the arrow keys move the picked cell."),
          QT_TR_NOOP("Tra&ining…"),
          Place::Tabs, false, false, true,
          makeTraining, partOf<TrainingView, TrainingChart, &TrainingView::chart>, nullptr,
          prepareTraining },
        // Not a figure: File → Export Table as CSV writes it, --table prints it.
        { "table", QT_TR_NOOP("Table"),
          QT_TR_NOOP("Every value PE(position)[dimension], to 6 decimals."),
          nullptr,
          nullptr,
          Place::Tabs, false, false, false,
          make<EncodingTableView>, nullptr, nullptr, nullptr },
    };
    // clang-format on
    return views;
}

QList<const ViewEntry *> ViewRegistry::windowOrder()
{
    QList<const ViewEntry *> order;
    for (const ViewEntry &entry : entries())
        if (entry.place == ViewEntry::Place::Centre)
            order.push_back(&entry);
    for (const ViewEntry &entry : entries())
        if (entry.place == ViewEntry::Place::Tabs && entry.front)
            order.push_back(&entry);
    for (const ViewEntry &entry : entries())
        if (entry.place == ViewEntry::Place::Tabs && !entry.front)
            order.push_back(&entry);
    return order;
}

const ViewEntry *ViewRegistry::find(const QString &id)
{
    for (const ViewEntry &entry : entries())
        if (id == QLatin1String(entry.id))
            return &entry;
    return nullptr;
}

QStringList ViewRegistry::ids()
{
    QStringList names;
    for (const ViewEntry &entry : entries())
        names.append(QString::fromLatin1(entry.id));
    return names;
}

QStringList ViewRegistry::renderTargets()
{
    QStringList names { QStringLiteral("main") };
    for (const ViewEntry &entry : entries())
        if (entry.rendersAlone)
            names.append(QString::fromLatin1(entry.id));
    return names;
}

QString ViewRegistry::title(const ViewEntry &entry)
{
    return tr(entry.title);
}

QString ViewRegistry::exportText(const ViewEntry &entry)
{
    return entry.exportText ? tr(entry.exportText) : QString();
}

QString ViewRegistry::help(const ViewEntry &entry)
{
    return tr(entry.help);
}

QString ViewRegistry::keys(const ViewEntry &entry)
{
    return entry.keys ? tr(entry.keys) : QString();
}

QString ViewRegistry::wholeWindowExportText()
{
    return tr("&Whole Window…");
}

QWidget *ViewRegistry::figure(const ViewEntry &entry, QWidget *view)
{
    return entry.figure && view ? entry.figure(view) : view;
}

} // namespace pe
