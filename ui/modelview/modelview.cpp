// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/modelview.h"

#include "core/model/parameterlimits.h"
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "core/modelconfig/modelsource.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/tablesizing.h"
#include "ui/common/wrappedheight.h"
#include "ui/modelview/mismatchlab.h"
#include "ui/modelview/modelpairtable.h"
#include "ui/modelview/modelsummarytext.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace pe {

ModelView::ModelView(PositionalEncodingModel *, QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("modelView"));
    createControls();
    layOut();
    connect(m_sampleBox, &QComboBox::activated, this, [this](int index) {
        if (!loadFile(m_sampleBox->itemData(index).toString()))
            updateSourceItem(); // the chooser shows the model still shown
    });
    connect(m_openButton, &QPushButton::clicked, this, &ModelView::openFileDialog);
    connect(m_contextField, &CheckedSpinBox::valueChanged, this,
            [this](double length) { setContextLength(qint64(length)); });
    connect(m_contextField, &CheckedSpinBox::messageChanged, this, &ModelView::updateMessage);
    retranslate();
    loadSample(defaultSample);
}

void ModelView::createControls()
{
    m_sampleLabel = new QLabel(this);
    m_sampleBox = new QComboBox(this);
    m_sampleBox->setObjectName(QStringLiteral("modelSampleCombo"));
    for (const ModelSamples::Sample &sample : ModelSamples::all())
        m_sampleBox->addItem(QString(), ModelSamples::resourcePath(sample.id));
    m_sampleBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_sampleBox->setMinimumContentsLength(10); // with the button beside it in a 1024 px window
    m_sampleLabel->setBuddy(m_sampleBox);
    m_openButton = new QPushButton(this);
    m_openButton->setObjectName(QStringLiteral("openModelButton"));
    m_contextField = new CheckedSpinBox(this);
    m_contextField->setObjectName(QStringLiteral("contextLengthSpin"));
    m_contextField->setRange(1, double(ModelConfig::maxPositions));
    m_contextField->setSingleStep(1024);
    m_contextField->setChecker([](const QString &text, double *value) {
        qint64 v = 0;
        if (!ParameterLimits::parseWholeNumber(text, &v) || v < 1 || v > ModelConfig::maxPositions)
            return tr("Context length N: \"%1\" is not allowed; the context length must be a "
                      "whole number from 1 to %2.")
                .arg(text)
                .arg(ModelConfig::maxPositions);
        *value = double(v);
        return QString();
    });
    m_contextField->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0000000000"))
                                    + 30);
    m_contextLabel = new QLabel(this);
    m_contextLabel->setBuddy(m_contextField);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("modelMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    for (QLabel **label : { &m_sourceLabel, &m_summary }) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextFormat(Qt::PlainText);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_sourceLabel->setObjectName(QStringLiteral("modelSource"));
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    m_table = new ModelPairTable(this);
    m_tableView = new QTableView(this);
    m_tableView->setObjectName(QStringLiteral("modelPairTable"));
    m_tableView->setModel(m_table);
    m_tableView->verticalHeader()->hide();
    m_tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tableView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tableView->setTabKeyNavigation(false); // Tab leaves the table; the arrows move in it
    // Room for the header and four whole pairs, in the type the language has, before the table
    // gives way (two, cut, at 1024 × 768); the tab scrolls down instead.
    TableSizing::follow(m_tableView, QString(), 4);
    m_lab = new MismatchLab(this);
}

void ModelView::layOut()
{
    auto *top = new QWidget(this);
    top->setObjectName(QStringLiteral("modelSettingsPart"));
    auto *grid = new QGridLayout;
    grid->addWidget(m_sampleLabel, 0, 0);
    grid->addWidget(m_sampleBox, 0, 1);
    grid->addWidget(m_openButton, 0, 2);
    grid->addWidget(m_contextLabel, 1, 0);
    grid->addWidget(m_contextField, 1, 1, Qt::AlignLeft);
    grid->setColumnStretch(1, 1);
    auto *column = new QVBoxLayout(top);
    column->setContentsMargins(4, 4, 4, 4);
    column->addLayout(grid);
    column->addWidget(m_sourceLabel);
    column->addWidget(m_message);
    column->addWidget(m_summary);
    column->addWidget(m_tableView, 1);
    WrappedHeight::follow(top); // the source and the summary whole, the table gives way
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("modelSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(top);
    m_splitter->addWidget(m_lab);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
}

MismatchPlot *ModelView::plot() const
{
    return m_lab->plot();
}

bool ModelView::loadSample(const char *id)
{
    return loadFile(ModelSamples::resourcePath(id));
}

bool ModelView::loadFile(const QString &fileName)
{
    const ModelConfigReader::Result result = ModelConfigReader::readFile(fileName);
    if (!result.ok()) {
        m_fileMessage = result.error;
        updateMessage();
        return false;
    }
    m_fileMessage.clear();
    apply(result.config, fileName);
    return true;
}

void ModelView::apply(const ModelConfig &config, const QString &source)
{
    m_config = config;
    m_source = source;
    updateSourceItem();
    m_sourceLabel->setText(sourceText());
    m_sourceLabel->setToolTip(ModelSummaryText::howRead(ModelSource::fromFile(m_source)));
    // The context the model was published for; the field then says what N is.
    m_context = config.maxPositionEmbeddings;
    m_contextField->setValue(double(m_context));
    recompute();
}

bool ModelView::setContextLength(qint64 length)
{
    if (length < 1 || length > ModelConfig::maxPositions)
        return false;
    m_contextField->setValue(double(length));
    if (length == m_context)
        return true;
    m_context = length;
    recompute();
    return true;
}

void ModelView::recompute()
{
    m_frequencies
        = m_config.alibi ? nullptr : std::make_shared<const RopeFrequencies>(m_config, m_context);
    m_table->setFrequencies(m_frequencies);
    m_lab->setFrequencies(m_frequencies);
    m_summary->setText(summary());
    updateMessage();
    Q_EMIT stateChanged();
}

QString ModelView::summary() const
{
    return m_frequencies ? ModelSummaryText::summary(*m_frequencies) : ModelSummaryText::alibi();
}

QString ModelView::sourceText() const
{
    return ModelSummaryText::source(ModelSource::fromFile(m_source), m_source);
}

QString ModelView::message() const
{
    return m_fileMessage.isEmpty() ? m_contextField->message() : m_fileMessage;
}

void ModelView::updateMessage()
{
    QStringList messages;
    for (const QString &text : { m_fileMessage, m_contextField->message() })
        if (!text.isEmpty())
            messages << text;
    m_message->setText(messages.join(QLatin1Char('\n')));
    m_message->setVisible(!messages.isEmpty());
}

// The chooser shows the model shown: its sample, or one entry for the opened file after them.
void ModelView::updateSourceItem()
{
    const int samples = int(ModelSamples::all().size());
    int index = m_sampleBox->findData(m_source);
    if (index < 0) {
        while (m_sampleBox->count() > samples)
            m_sampleBox->removeItem(samples);
        m_sampleBox->addItem(QString(), m_source);
        index = samples;
    }
    if (m_sampleBox->count() > samples)
        m_sampleBox->setItemText(
            samples,
            tr("File: %1").arg(QFileInfo(m_sampleBox->itemData(samples).toString()).fileName()));
    m_sampleBox->setCurrentIndex(index);
}

void ModelView::openFileDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open Model Settings"), QString(),
                                                      tr("Model settings (*.json)"));
    if (!file.isEmpty())
        loadFile(file);
}

void ModelView::restoreState(const QString &source, qint64 context)
{
    if (source.isEmpty() || (source != m_source && !loadFile(source))) {
        m_fileMessage.clear(); // a file gone since: the default sample, quietly
        updateMessage();
    }
    if (context > 0)
        setContextLength(context);
}

void ModelView::retranslate()
{
    m_sampleLabel->setText(tr("Model:"));
    // The model's name as published (names stay untranslated), marked as a built-in sample.
    for (std::size_t k = 0; k < ModelSamples::all().size(); ++k)
        m_sampleBox->setItemText(
            int(k), tr("%1 (sample)").arg(QString::fromUtf8(ModelSamples::all()[k].model)));
    m_sampleBox->setAccessibleName(tr("Model settings"));
    m_sampleBox->setToolTip(tr("A built-in sample of published settings, or the config.json "
                               "you opened"));
    m_openButton->setText(tr("Open config.&json…"));
    m_openButton->setToolTip(tr("Open a model's config.json (Hugging Face format)"));
    m_contextLabel->setText(tr("Context length N:"));
    m_contextField->setQuantityName(tr("Context length N"));
    m_contextField->setToolTip(tr("The positions the model runs over: a whole number from 1 to "
                                  "%1")
                                   .arg(ModelConfig::maxPositions));
    m_sourceLabel->setAccessibleName(tr("Where the numbers come from"));
    m_summary->setAccessibleName(tr("What the settings do"));
    m_tableView->setAccessibleName(tr("Rotated pairs"));
    m_contextField->refreshMessage();
    m_table->retranslate();
    if (!m_source.isEmpty()) {
        updateSourceItem();
        m_sourceLabel->setText(sourceText());
        m_sourceLabel->setToolTip(ModelSummaryText::howRead(ModelSource::fromFile(m_source)));
        m_summary->setText(summary());
    }
    updateMessage();
}

void ModelView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
