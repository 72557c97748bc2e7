// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parameter.h"
#include "ui/heatmap/colormap.h"

#include <QMainWindow>
#include <QMap>

class QComboBox;
class QDockWidget;
class QLabel;
class QSplitter;
class QUndoStack;

namespace pe {

class ComparisonPanel;
class ElidedLabel;
class HeatmapView;
class MainActions;
class ModelActions;
class ParameterPanel;
class PositionalEncodingModel;
class UndoRecorder;
class WavePlot;

// The explorer: parameters on the left, the central views (the waves over the heatmap) in the
// middle, the other views of ViewRegistry as tabbed docks on the right. Every view reads the one
// model; parameter changes go through the undo stack.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(PositionalEncodingModel *model, QWidget *parent = nullptr);
    ~MainWindow() override;

    PositionalEncodingModel *model() const { return m_model; }
    QUndoStack *undoStack() const { return m_undoStack; }
    UndoRecorder *undoRecorder() const { return m_undoRecorder; }
    ParameterPanel *parameterPanel() const { return m_parameters; }
    MainActions *actions() const { return m_actions; }
    ModelActions *modelActions() const { return m_modelActions; }
    // The views the window itself works with: the palette, the layout it keeps.
    WavePlot *wavePlot() const;
    HeatmapView *heatmapView() const;
    ComparisonPanel *comparisonPanel() const;

    // A view by its name (nullptr for an unknown name), as made by its registry entry; as its
    // class with view<ClockView>(QStringLiteral("clock")).
    QWidget *view(const QString &name) const;
    template<class View> View *view(const QString &name) const
    {
        return qobject_cast<View *>(view(name));
    }
    // Brings a view's dock to the front (the central views are always visible).
    void raiseView(const QString &name);
    // The docked view in front of its tabs (raised last or shown last); empty when it is closed.
    QString frontView() const;
    // The dock that holds a view (nullptr for the central views waves and heatmap).
    QDockWidget *viewDock(const QString &name) const { return m_docks.value(name); }
    // The open scenario's file name in the title bar (empty: none); setWindowModified() marks it.
    void setDocumentTitle(const QString &title);

    // Apply a parameter change through the undo stack; false if the model rejected it.
    bool requestParameter(Parameter parameter, const QVariant &value);
    // Apply several changes as one undo step, named UndoRecorder::changeText(stepKey).
    void requestParameters(const QByteArray &stepKey,
                           const QList<QPair<Parameter, QVariant>> &values);

    void setHeatmapPalette(Palette palette);
    Palette heatmapPalette() const;

    // Window geometry, dock layout, splitters, palette: saved on close and (by AppSession)
    // soon after any change, restored by the app at start. The dock and splitter sizes of a
    // hidden window are kept and applied at its first show: a QMainWindow restored before it has
    // its real size gives the spare width to a dock instead of the plots.
    void saveLayout() const;
    void restoreLayout();
    // Presenter mode: holdLayout() keeps the layout of now, which saveLayout() writes while the
    // window is presented full screen; releaseLayout() puts it back. The docks' widths are
    // shared out for the window's size of the moment, which leaving full screen gives back only
    // later: settleReleasedLayout() puts them back again on each resize until it has (Qt 6.8
    // shrank the parameters by 10 px), then forgets them (or after releaseTimeout ms).
    void holdLayout();
    void releaseLayout();
    void settleReleasedLayout();
    static constexpr int releaseTimeout = 3000;
    // Sizes docks and splitter for the window's current size (1280 × 800, 1920 × 1080, …).
    void applyDefaultLayout();

    // The size of a first start when the screen has room for it.
    static constexpr QSize preferredSize() { return { 1280, 800 }; }
    // Room a window manager's frame may take around a window: a screen with less than the
    // preferred size and this starts the first window maximised.
    static constexpr int framePadding = 8;
    static constexpr int titlePadding = 48;
    // Fits the window to available (default: its screen's available geometry), e.g. a 1280 × 800
    // first start or a layout saved on a larger screen on a 1024 × 768 lab screen.
    void fitToScreen(const QRect &available = {});

Q_SIGNALS:
    // The user picked a language in View → Language (code: en, ja, zh_TW).
    void languageRequested(const QString &language);
    // The user picked a lesson in the Lessons menu (its id).
    void lessonRequested(const QString &lessonId);
    // The window moved or was resized, a dock or splitter moved, the palette changed: what
    // saveLayout() writes is different now.
    void layoutChanged();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QDockWidget *addViewDock(QWidget *view, const QString &objectName, Qt::DockWidgetArea area);
    void createViews();
    void createPalette();
    void watchLayout();
    void connectParameterPanel();
    void retranslate();
    void updateStatus();
    void settleLayouts(); // handles the layout requests a change posted, now
    void applyPendingLayout();
    void raiseFloatingDocks();
    // What saveLayout() writes now: geometry, dock state, centre and comparison splitters.
    QList<QByteArray> layoutNow() const;
    void keepTabNamesWhole();

    PositionalEncodingModel *m_model;
    QUndoStack *m_undoStack;
    UndoRecorder *m_undoRecorder;
    ParameterPanel *m_parameters;
    QMap<QString, QWidget *> m_views;
    QSplitter *m_centre;
    QDockWidget *m_parameterDock;
    QMap<QString, QDockWidget *> m_docks;
    QString m_documentTitle;
    QString m_frontView; // at first the registry's front tab
    ElidedLabel *m_statusLabel;
    QLabel *m_paletteLabel;
    QComboBox *m_palette;
    MainActions *m_actions;
    ModelActions *m_modelActions;
    bool m_layoutRestored = false; // a saved layout was applied; else the default on first show
    // Saved dock state and splitter states waiting for the first show.
    QByteArray m_pendingState;
    QByteArray m_pendingCentre;
    QByteArray m_pendingComparison;
    bool m_shown = false;
    // The layout held while presenting (geometry, dock state, centre and comparison splitters).
    QList<QByteArray> m_heldLayout;
    QList<QByteArray> m_releasedLayout;
    QSize m_heldSize;
    bool m_settlingLayout = false;
    bool m_defaultLayoutPending = false; // fitToScreen() resized a first start's window
    bool m_maximizedFirstStart = false; // fitToScreen() maximised a first start's window
    // The layout when the close was accepted; saved until the window shows again.
    QList<QByteArray> m_closedLayout;
};

} // namespace pe
