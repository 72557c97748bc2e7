// SPDX-License-Identifier: GPL-3.0-or-later
// The views, lesson steps, options and report modes as pe-workbench declares them
// (OptionReader, CommandLineCatalog, LessonCatalog), for tst_commandlinefuzz: a new one is fuzzed
// from the day it is added, with no list in the test to keep up.
#pragma once

#include "app/commandlinecatalog.h"
#include "app/optionreader.h"
#include "core/lessons/catalog/lessoncatalog.h"

#include <QByteArray>
#include <QList>

namespace pe::declared {

inline QList<QByteArray> declaredViews()
{
    QList<QByteArray> views;
    for (const QString &view : pe::OptionReader::renderViews())
        views.append(view.toUtf8());
    return views;
}

// Each lesson's first and last step, numbered from 1 as --render lesson:ID:N takes them.
inline QList<QByteArray> declaredLessonSteps()
{
    QList<QByteArray> steps;
    for (const QString &id : pe::LessonCatalog::ids()) {
        const int last = pe::LessonCatalog::lesson(id).stepCount();
        steps.append("lesson:" + id.toUtf8() + ":1");
        steps.append("lesson:" + id.toUtf8() + ':' + QByteArray::number(last));
    }
    return steps;
}

// Every option by its long name, and the short ones.
inline QList<QByteArray> declaredOptions()
{
    QList<QByteArray> options;
    for (const pe::CommandLineCatalog::OptionInfo &info : pe::CommandLineCatalog::options()) {
        options.append(QByteArray("--") + info.name);
        if (info.shortName)
            options.append(QByteArray("-") + info.shortName);
    }
    return options;
}

// The options that choose a report (not the window), and help and version.
inline QList<QByteArray> declaredReportOptions()
{
    QList<QByteArray> options { "--help", "-h", "--version", "-v", "-hv", "-vh" };
    for (const pe::CommandLine::Rule &rule : pe::CommandLineCatalog::rules()) {
        if (rule.mode != pe::CommandLine::Mode::Lesson)
            options.append("--" + rule.option.toUtf8());
    }
    return options;
}

} // namespace pe::declared
