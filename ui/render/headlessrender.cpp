// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/render/headlessrender.h"
#include "core/lessons/stepnumber.h"
#include "ui/window/windowscenario.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/indicatorstyle.h"
#include "ui/common/presenterlook.h"
#include "ui/common/viewexporter.h"
#include "ui/heatmap/colormap.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/render/headlessanimationclock.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenteractions.h"
#include "ui/window/presentermode.h"
#include "ui/window/presenterstepbadge.h"
#include "ui/window/viewregistry.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QRadioButton>
#include <QWidget>

#include <memory>

namespace pe {

namespace {

    // The lesson page as --render names it: lesson:<id>:<step counted from 1>.
    QString lessonTarget(const RenderRequest &request)
    {
        return QStringLiteral("lesson:%1:%2").arg(request.lessonId).arg(stepNumber(request.step));
    }

    // Lays the widget out at the asked size, settled and still, and writes it. A window cannot be
    // smaller than its layout allows: then nothing is written and the message says the smallest
    // size there is (a picture of another size than asked is never written).
    using Fit = HeadlessRender::Fit;

    // output empty: a probe, laid out only (no file, no search for the smallest size).
    QString save(QWidget *widget, const QSize &size, const QString &output, const QString &name,
                 HeadlessAnimationClock &clock, const std::optional<PresenterSettings> &presenter,
                 Fit *fit)
    {
        widget->setAttribute(Qt::WA_DontShowOnScreen);
        if (presenter) {
            widget->setPalette(PresenterLook::palette(presenter->look));
            auto *indicators = new IndicatorStyle;
            indicators->setParent(widget);
            for (QAbstractButton *button : widget->findChildren<QAbstractButton *>())
                if (qobject_cast<QCheckBox *>(button) || qobject_cast<QRadioButton *>(button))
                    button->setStyle(indicators);
            widget->setFont(PresenterLook::font(QApplication::font(), presenter->zoom));
            if (auto *wizard = qobject_cast<LessonWizard *>(widget))
                new PresenterStepBadge(wizard, wizard->lesson().stepCount());
        }
        // Nothing is painted until the picture is: no window-sized backing store (268 MB at
        // 8192x8192) and no second pass of every view's drawing.
        widget->setUpdatesEnabled(false);
        widget->resize(size);
        widget->show();
        // Two rounds: layouts settle, then views that size themselves to the layout follow.
        QApplication::processEvents();
        QApplication::processEvents();
        // The first layout, before the views had their texts and sizes, may have asked for more
        // room than the settled one needs: the asked size once more.
        const auto settlesAt = [widget](const QSize &wanted) {
            for (int round = 0; round < 2 && widget->size() != wanted; ++round) {
                widget->resize(wanted);
                QApplication::processEvents();
                QApplication::processEvents();
            }
            return widget->size() == wanted;
        };
        if (!settlesAt(size)) {
            fit->grewTo = widget->size();
            if (output.isEmpty())
                return {};
            // The smallest size the layout allows, checked by laying it out there: a view whose
            // parts take a height that follows its own (the schemes readout's whole lines) may need
            // more at that size than at 1x1, so the size named is one that is then drawn.
            QSize smallest(RenderRequest::minimumSide, RenderRequest::minimumSide);
            for (int attempt = 0; attempt < 8; ++attempt) {
                widget->resize(1, 1); // as small as the layout lets it be
                QApplication::processEvents();
                smallest = smallest.expandedTo(widget->size());
                if (settlesAt(smallest))
                    break;
                smallest = smallest.expandedTo(widget->size());
            }
            fit->smallest = smallest;
            return HeadlessRender::tr("--size: %1x%2 is too small for %3; the smallest size it can "
                                      "be drawn at is %4x%5.")
                .arg(size.width())
                .arg(size.height())
                .arg(name)
                .arg(smallest.width())
                .arg(smallest.height());
        }
        if (output.isEmpty())
            return {};
        widget->setUpdatesEnabled(true);
        clock.finishAll(); // the line edits' clear buttons shown in full, not half faded in
        QString reason;
        if (!ViewExporter::exportWidget(widget, output, &reason))
            return HeadlessRender::tr("--output: could not write \"%1\": %2.").arg(output, reason);
        return {};
    }

} // namespace

QString HeadlessRender::render(const RenderRequest &request)
{
    Fit fit;
    const QString error = renderOnce(request, &fit);
    if (fit.smallest.isEmpty())
        return error;
    // The size named must be one a render then draws at. A layout settles by its history: laid
    // out afresh at the size found above it may need more (main in presenter mode at zoom 150
    // named 1097x632, and then refused 1097x632: it needs 1363x800). Each candidate is rendered
    // afresh, as the next run would, and grown to what it took, until one fits.
    RenderRequest probe = request;
    probe.output.clear();
    QSize smallest = fit.smallest;
    const QSize largest(RenderRequest::maximumSide, RenderRequest::maximumSide);
    for (int attempt = 0; attempt < 6; ++attempt) {
        probe.size = smallest;
        Fit probed;
        renderOnce(probe, &probed);
        if (probed.grewTo.isEmpty())
            break;
        const QSize grown = smallest.expandedTo(probed.grewTo).boundedTo(largest);
        // Nothing learnt from the layout: step on, a little larger each time.
        smallest = grown == smallest ? (smallest + QSize(16, 16)).boundedTo(largest) : grown;
    }
    const QString name
        = request.target == QLatin1String("lesson") ? lessonTarget(request) : request.target;
    return tr("--size: %1x%2 is too small for %3; the smallest size it can be drawn at is %4x%5.")
        .arg(request.size.width())
        .arg(request.size.height())
        .arg(name)
        .arg(smallest.width())
        .arg(smallest.height());
}

QString HeadlessRender::renderOnce(const RenderRequest &request, Fit *fit)
{
    // No menu, combo or tooltip effects either: nothing is animated in a headless picture.
    QApplication::setEffectEnabled(Qt::UI_General, false);
    HeadlessAnimationClock clock;
    if (request.target == QLatin1String("lesson")) {
        const Lesson lesson = LessonCatalog::lesson(request.lessonId);
        QString error = LessonCatalog::checkLessonId(QStringLiteral("--render"), request.lessonId);
        if (error.isEmpty())
            error = lesson.checkStep(QStringLiteral("--render"), request.step);
        if (error.isEmpty())
            error = lesson.checkComparePosition(QStringLiteral("--compare-position"),
                                                request.comparePosition);
        if (!error.isEmpty())
            return error;
        LessonWizard wizard(lesson);
        wizard.setComparePosition(request.comparePosition);
        wizard.goToStep(request.step);
        return save(&wizard, request.size, request.output, lessonTarget(request), clock,
                    request.presenter, fit);
    }

    PositionalEncodingModel model;
    model.setDimension(request.dimension);
    model.setBase(request.base);
    model.setComponentLayout(request.layout);
    model.setPositionCount(request.positionCount);
    model.setPositionP(request.p);
    model.setPositionQ(request.q);
    model.setEncodingEnabled(request.enabled);
    if (request.scenario) {
        model.setShownDimensions(request.scenario->parameters.shownDimensions);
        model.setPickedDimension(request.scenario->parameters.pickedDimension);
    }

    Palette palette = Palette::Viridis;
    ColorMap::fromName(request.palette, &palette);
    if (request.target == QLatin1String("main")) {
        MainWindow window(&model);
        // The toolbar and View menu as the app has them: Presenter Mode is the toolbar's last
        // button (without it a 1024 px drawing hid whether that button fits).
        PresenterMode presenterMode(&window);
        PresenterActions presenterActions(&window, &presenterMode);
        window.setHeatmapPalette(palette);
        if (request.scenario) {
            // The file's views and zoom over the parameters the request already holds.
            Scenario scenario = *request.scenario;
            scenario.parameters = ScenarioParameters::of(model);
            scenario.palette = ColorMap::name(palette);
            WindowScenario::apply(scenario, window);
        }
        return save(&window, request.size, request.output, request.target, clock, request.presenter,
                    fit);
    }
    // The view alone, as a top-level widget of the requested size.
    const ViewEntry *entry = ViewRegistry::find(request.target);
    if (!entry || !entry->rendersAlone)
        return tr("--render: \"%1\" is not a view.").arg(request.target);
    std::unique_ptr<QWidget> view(entry->create(&model, nullptr));
    if (entry->prepareAlone) {
        ViewSetup setup;
        setup.palette = palette;
        if (request.scenario)
            setup.viewport = &request.scenario->viewport;
        setup.modelFile = request.modelFile;
        setup.modelContext = request.modelContext;
        entry->prepareAlone(view.get(), setup);
    }
    return save(view.get(), request.size, request.output, request.target, clock, request.presenter,
                fit);
}

} // namespace pe
