// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingresults.h"

#include "core/text/format.h"
#include "ui/training/trainingattentionmap.h"
#include "ui/training/trainingchart.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace pe {

namespace {

    QTableWidget *makeTable(int columns, const QString &name, QWidget *parent)
    {
        auto *t = new QTableWidget(0, columns, parent);
        t->setObjectName(name);
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->setTabKeyNavigation(false);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        // Rows one line high, the same in both tables: the heights below are exact.
        t->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
        t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
        t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        t->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        t->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return t;
    }

    QTableWidgetItem *cell(const QString &text)
    {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        return item;
    }

    // A share as a class reads it, "47 %", with the exact value (6 decimals) as its tooltip.
    QTableWidgetItem *shareCell(double share)
    {
        QTableWidgetItem *item = cell(TrainingResults::percent(share));
        item->setToolTip(formatDisplay(share));
        return item;
    }

} // namespace

TrainingResults::TrainingResults(QWidget *parent)
    : QWidget(parent)
    , m_accuracyTitle(new QLabel(this))
    , m_accuracy(makeTable(3, QStringLiteral("trainingAccuracyTable"), this))
    , m_verdict(new QLabel(this))
    , m_exampleLabel(new QLabel(this))
    , m_example(new QComboBox(this))
    , m_attention(new TrainingAttentionMap(this))
    , m_confusionTitle(new QLabel(this))
    , m_confusion(makeTable(4, QStringLiteral("trainingConfusionTable"), this))
{
    m_example->setObjectName(QStringLiteral("trainingExampleCombo"));
    m_exampleLabel->setBuddy(m_example);
    m_confusionTitle->setWordWrap(true);
    m_verdict->setObjectName(QStringLiteral("trainingVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // An example's sentences can be long: the combo keeps to the dock's width.
    m_example->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_example->setMinimumContentsLength(8);
    // The accuracies, what they show in one sentence and the order pairs first, together; the
    // attention on an example below.
    auto *layout = new QVBoxLayout(this);
    m_layout = layout;
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_accuracyTitle);
    layout->addWidget(m_accuracy);
    layout->addWidget(m_verdict);
    layout->addWidget(m_confusionTitle);
    layout->addWidget(m_confusion);
    auto *exampleRow = new QHBoxLayout;
    exampleRow->addWidget(m_exampleLabel);
    exampleRow->addWidget(m_example, 1);
    layout->addLayout(exampleRow);
    layout->addWidget(m_attention);
    connect(m_example, &QComboBox::activated, this, [this] { fillAttention(); });
    retranslate();
    fillTables(); // none yet: the tables stay hidden until a run fills them
}

void TrainingResults::placeChart(QWidget *chart)
{
    m_layout->insertWidget(m_layout->indexOf(m_confusion) + 1, chart, 1);
    // Tab goes down the page as it reads.
    setTabOrder(m_confusion, chart);
    setTabOrder(chart, m_example);
}

void TrainingResults::setExampleIndex(int index)
{
    m_example->setCurrentIndex(index);
    fillAttention();
}

void TrainingResults::setTrainers(const std::vector<Trainer> &trainers)
{
    const bool sameTask = !m_trainers.empty() && !trainers.empty()
        && m_trainers.front().settings().task == trainers.front().settings().task
        && m_trainers.front().settings().seed == trainers.front().settings().seed
        && m_trainers.front().settings().trainLength == trainers.front().settings().trainLength;
    m_trainers = trainers;
    if (!sameTask) {
        const int keep = m_example->currentIndex();
        m_example->clear();
        if (!m_trainers.empty()) {
            const TrainingTask &task = m_trainers.front().task();
            for (const TrainingExample &e : task.test())
                m_example->addItem(task.sentence(e));
        }
        m_example->setCurrentIndex(keep >= 0 && keep < m_example->count() ? keep : 0);
    }
    fillTables();
    fillAttention();
}

void TrainingResults::fitHeight(QTableWidget *table)
{
    int h = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int r = 0; r < table->rowCount(); ++r)
        h += table->rowHeight(r);
    table->setFixedHeight(h);
}

void TrainingResults::fillTables()
{
    const int rows = static_cast<int>(m_trainers.size());
    m_accuracy->setRowCount(rows);
    m_confusion->setRowCount(rows);
    for (int r = 0; r < rows; ++r) {
        const Trainer &t = m_trainers[static_cast<std::size_t>(r)];
        const QString name = PositionSchemes::label(t.settings().scheme);
        m_accuracy->setVerticalHeaderItem(r, new QTableWidgetItem(name));
        m_confusion->setVerticalHeaderItem(r, new QTableWidgetItem(name));
        const Trainer::LogEntry last = t.log().empty() ? Trainer::LogEntry {} : t.log().back();
        m_accuracy->setItem(r, 0, shareCell(last.trainAccuracy));
        m_accuracy->setItem(r, 1, shareCell(last.testAccuracy));
        m_accuracy->setItem(r, 2, shareCell(t.orderPairsAccuracy()));
        const Evaluation::OrderPairSummary s = Evaluation::summarise(t.orderPairOutcomes());
        const int counts[] = { s.bothRight, s.firstOnly, s.secondOnly, s.neitherRight };
        for (int c = 0; c < 4; ++c)
            m_confusion->setItem(r, c, cell(QString::number(counts[c])));
    }
    fitHeight(m_accuracy);
    fitHeight(m_confusion);
    // Before a run there is nothing to tabulate: no empty tables for a screen reader to announce.
    for (QWidget *part :
         { static_cast<QWidget *>(m_accuracyTitle), static_cast<QWidget *>(m_accuracy),
           static_cast<QWidget *>(m_confusionTitle), static_cast<QWidget *>(m_confusion) })
        part->setVisible(rows > 0);
    if (!m_trainers.empty())
        m_confusionTitle->setText(
            tr("Order pairs (%1 pairs of test sentences that differ only by order): how "
               "many twins each scheme gets right")
                .arg(m_trainers.front().task().orderPairs().size()));
    m_verdict->setText(verdict());
    m_verdict->setVisible(!m_verdict->text().isEmpty());
}

QString TrainingResults::percent(double share)
{
    return tr("%1 %").arg(qRound(share * 100));
}

QString TrainingResults::verdict() const
{
    // Said once something was trained: the order pairs, without positions against the best
    // scheme with them.
    const Trainer *none = nullptr;
    const Trainer *best = nullptr;
    for (const Trainer &t : m_trainers) {
        if (t.stepsDone() == 0)
            return {};
        if (t.settings().scheme == PositionScheme::None)
            none = &t;
        else if (!best || t.orderPairsAccuracy() > best->orderPairsAccuracy())
            best = &t;
    }
    if (m_trainers.empty())
        return {};
    const auto pairs = static_cast<int>(m_trainers.front().task().orderPairs().size());
    if (none && best)
        return tr("On the %1 order pairs: %2 right without positions (the model cannot tell the "
                  "two orders apart), %3 with %4.")
            .arg(pairs)
            .arg(percent(none->orderPairsAccuracy()), percent(best->orderPairsAccuracy()),
                 PositionSchemes::label(best->settings().scheme));
    if (best)
        return tr("On the %1 order pairs: %2 right with %3, the best of the schemes compared.")
            .arg(pairs)
            .arg(percent(best->orderPairsAccuracy()),
                 PositionSchemes::label(best->settings().scheme));
    return tr("On the %1 order pairs: %2 right without positions: the model cannot tell the two "
              "orders apart.")
        .arg(pairs)
        .arg(percent(none->orderPairsAccuracy()));
}

void TrainingResults::fillAttention()
{
    const int index = m_example->currentIndex();
    if (m_trainers.empty() || index < 0) {
        m_attention->setData({}, {});
        return;
    }
    const TrainingTask &task = m_trainers.front().task();
    const TrainingExample &e = task.test()[static_cast<std::size_t>(index)];
    QStringList tokens;
    for (int token : e.tokens)
        tokens << task.tokens().value(token);
    tokens << task.tokens().value(TrainingTask::summaryToken);
    std::vector<TrainingAttentionMap::Row> rows;
    for (const Trainer &t : m_trainers)
        rows.push_back({ t.settings().scheme, t.attention(e) });
    m_attention->setData(tokens, rows);
}

void TrainingResults::retranslate()
{
    m_accuracyTitle->setText(tr("Accuracy now"));
    m_accuracy->setHorizontalHeaderLabels(
        { tr("Training set"), tr("Test set"), tr("Order pairs") });
    m_accuracy->setToolTip(tr("The share of sentences the model answers right; order pairs: on "
                              "each twin of a pair, the choice between the pair's two answers"));
    m_accuracy->setAccessibleName(tr("Accuracy per scheme"));
    m_exampleLabel->setText(tr("E&xample:"));
    m_example->setToolTip(tr("The test sentence whose attention weights are shown"));
    m_example->setAccessibleName(tr("Test sentence"));
    m_attention->setToolTip(m_attention->readout());
    m_attention->setAccessibleName(tr("Attention of the summary token [S] on each token"));
    m_attention->setAccessibleDescription(tr("Arrow keys pick a cell; its weight is read out to 6 "
                                             "decimals."));
    m_confusion->setHorizontalHeaderLabels(
        { tr("Both right"), tr("First only"), tr("Second only"), tr("Neither") });
    m_confusion->setToolTip(tr("Without positions both twins get the same answer, so exactly one "
                               "of them is right: never both"));
    m_confusion->setAccessibleName(tr("Order pairs confusion table"));
    m_confusionTitle->setText(tr("Order pairs: how many twins each scheme gets right"));
    fillTables();
}

void TrainingResults::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
