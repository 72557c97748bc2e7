// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "colormap.h"

#include <QMainWindow>
#include <QMap>

class QComboBox;
class QDockWidget;
class QLabel;
class QSplitter;
class QTableView;
class QUndoStack;

namespace pe {

class ClockView;
class ComparisonPanel;
class HeatmapView;
class MainActions;
class ParameterPanel;
class PositionalEncodingModel;
class SimilarityView;
class UndoRecorder;
class WavePlot;

// The explorer: parameters on the left, the waves over the heatmap in the middle, comparison,
// clocks, similarity and the table as tabbed docks on the right. Every view reads the one model;
// parameter changes go through the undo stack.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(PositionalEncodingModel *model, QWidget *parent = nullptr);

    PositionalEncodingModel *model() const { return m_model; }
    QUndoStack *undoStack() const { return m_undoStack; }
    UndoRecorder *undoRecorder() const { return m_undoRecorder; }
    ParameterPanel *parameterPanel() const { return m_parameters; }
    MainActions *actions() const { return m_actions; }
    WavePlot *wavePlot() const { return m_waves; }
    HeatmapView *heatmapView() const { return m_heatmap; }
    ClockView *clockView() const { return m_clocks; }
    ComparisonPanel *comparisonPanel() const { return m_comparison; }
    SimilarityView *similarityView() const { return m_similarity; }
    QTableView *tableView() const { return m_table; }

    // The views by their command-line names: waves, heatmap, clock, comparison, similarity,
    // table. Empty for an unknown name.
    static QStringList viewNames();
    QWidget *view(const QString &name) const;
    // Brings a view's dock to the front (the central views are always visible).
    void raiseView(const QString &name);

    // Apply a parameter change through the undo stack; false if the model rejected it.
    bool requestParameter(const char *property, const QVariant &value);
    // Apply several changes as one undo step, named UndoRecorder::changeText(stepKey).
    void requestParameters(const QByteArray &stepKey,
                           const QList<QPair<const char *, QVariant>> &values);

    void setHeatmapPalette(Palette palette);
    Palette heatmapPalette() const;

    // Window geometry, dock layout, palette: saved on close, restored by the app at start.
    void saveLayout() const;
    void restoreLayout();
    // Sizes docks and splitter for the window's current size (1280 × 800, 1920 × 1080, …).
    void applyDefaultLayout();

Q_SIGNALS:
    // The user picked a language in View → Language (code: en, ja, zh_TW).
    void languageRequested(const QString &language);
    // The user picked a lesson in the Lessons menu (its id).
    void lessonRequested(const QString &lessonId);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QDockWidget *addViewDock(QWidget *view, const QString &objectName, Qt::DockWidgetArea area);
    void connectParameterPanel();
    void retranslate();
    void updateStatus();

    PositionalEncodingModel *m_model;
    QUndoStack *m_undoStack;
    UndoRecorder *m_undoRecorder;
    ParameterPanel *m_parameters;
    WavePlot *m_waves;
    HeatmapView *m_heatmap;
    ClockView *m_clocks;
    ComparisonPanel *m_comparison;
    SimilarityView *m_similarity;
    QTableView *m_table;
    QSplitter *m_centre;
    QDockWidget *m_parameterDock;
    QMap<QString, QDockWidget *> m_docks;
    QLabel *m_statusLabel;
    QLabel *m_paletteLabel;
    QComboBox *m_palette;
    MainActions *m_actions;
    bool m_layoutRestored = false; // a saved layout was applied; else the default on first show
    bool m_shown = false;
};

} // namespace pe
