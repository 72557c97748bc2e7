// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "positionalencodingmodel.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    pe::PositionalEncodingModel model;
    pe::MainWindow window(&model);
    window.show();
    return app.exec();
}
