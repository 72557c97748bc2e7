// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessontoyweightspage.h"

#include "core/lessons/attention/attentionvalues.h"
#include "ui/lessons/lessontable.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

namespace {
    // The toy's numbers are tenths: one decimal shows them exactly.
    constexpr int tenths = 1;
} // namespace

LessonToyWeightsPage::LessonToyWeightsPage(const Lesson *lesson, int stepIndex,
                                           PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_formula = addLabel(QStringLiteral("formula"));
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    grid->setVerticalSpacing(12);
    m_embeddings = addBlock(0, 0, grid);
    m_query = addBlock(0, 1, grid);
    m_key = addBlock(1, 0, grid);
    m_value = addBlock(1, 1, grid);
    grid->setColumnStretch(2, 1);
    contentLayout()->addLayout(grid);
    refresh();
}

LessonToyWeightsPage::Block LessonToyWeightsPage::addBlock(int row, int column, QGridLayout *grid)
{
    Block block;
    auto *box = new QVBoxLayout;
    block.title = new QLabel;
    block.title->setWordWrap(true);
    QFont bold = block.title->font();
    bold.setBold(true);
    block.title->setFont(bold);
    block.table = new LessonTable;
    block.table->setTextColumn(-1);
    // Tenths are short: closer columns keep two matrices side by side.
    if (auto *cells = qobject_cast<QGridLayout *>(block.table->layout()))
        cells->setHorizontalSpacing(8);
    block.title->setBuddy(block.table); // the table's name for a screen reader
    box->addWidget(block.title);
    box->addWidget(block.table);
    box->addStretch(1);
    grid->addLayout(box, row, column, Qt::AlignTop);
    return block;
}

void LessonToyWeightsPage::fillMatrix(const Block &block, const QString &name, const char *key)
{
    block.title->setText(tr("%1 (%2 × %2)").arg(name).arg(ToyAttention::width));
    QStringList headers = { QString() };
    for (int c = 0; c < ToyAttention::width; ++c)
        headers << QString::number(c);
    block.table->setHeaders(headers);
    for (int r = 0; r < ToyAttention::width; ++r) {
        block.table->setCell(r, 0, QString::number(r));
        block.table->setCellEmphasized(r, 0, true);
        for (int c = 0; c < ToyAttention::width; ++c) {
            const QString k = QStringLiteral("%1_%2_%3").arg(QLatin1String(key)).arg(r).arg(c);
            block.table->setCell(r, c + 1, valueText(k, tenths), QStringLiteral("value_") + k);
        }
    }
    block.table->setRowCount(ToyAttention::width);
}

void LessonToyWeightsPage::updateContent()
{
    m_formula->setText(tr("q = W_Q x,  k = W_K x,  v = W_V x;  weights = softmax(q · k / √%1);  "
                          "O = Σ weight × v.  Seed %2.")
                           .arg(ToyAttention::width)
                           .arg(valueText(QStringLiteral("seed"), 0)));
    const ToyAttention toy = AttentionValues::attention();
    m_embeddings.title->setText(tr("Token embeddings E (width %1)").arg(ToyAttention::width));
    QStringList headers = { tr("Token") };
    for (int c = 0; c < ToyAttention::width; ++c)
        headers << QString::number(c);
    m_embeddings.table->setHeaders(headers);
    const QStringList tokens = toy.vocabulary();
    for (int r = 0; r < tokens.size(); ++r) {
        m_embeddings.table->setCell(r, 0, tokens.at(r));
        m_embeddings.table->setCellEmphasized(r, 0, true);
        for (int c = 0; c < ToyAttention::width; ++c) {
            const QString k
                = QStringLiteral("emb_%1_%2").arg(AttentionValues::tokenKey(tokens.at(r))).arg(c);
            m_embeddings.table->setCell(r, c + 1, valueText(k, tenths),
                                        QStringLiteral("value_") + k);
        }
    }
    m_embeddings.table->setRowCount(static_cast<int>(tokens.size()));
    fillMatrix(m_query, QStringLiteral("W_Q"), "wq");
    fillMatrix(m_key, QStringLiteral("W_K"), "wk");
    fillMatrix(m_value, QStringLiteral("W_V"), "wv");
}

} // namespace pe
