// SPDX-License-Identifier: GPL-3.0-or-later
// MismatchLab's controls: made, laid out and named in the interface language (the rest of the
// class is in mismatchlab.cpp).
#include "ui/modelview/mismatchlab.h"

#include "ui/common/checkedspinbox.h"
#include "ui/common/wrappedheight.h"
#include "ui/modelview/mismatchplot.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace pe {

namespace {

    using Mistake = RopeMismatch::Mistake;
    constexpr double maxTheta = 1e12;
    constexpr double maxSeed = 2147483647;

    // The mistakes in the order of the box; retranslate() names them in the same order.
    const Mistake mistakes[]
        = { Mistake::OtherPairing,  Mistake::WrongTheta,   Mistake::Bfloat16Angles,
            Mistake::Float16Angles, Mistake::ScalingTwice, Mistake::QueryOffByOne,
            Mistake::KeyOffByOne };

} // namespace

void MismatchLab::createControls()
{
    m_heading = new QLabel(this);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);
    m_mistakeBox = new QComboBox(this);
    m_mistakeBox->setObjectName(QStringLiteral("mistakeCombo"));
    for (Mistake m : mistakes)
        m_mistakeBox->addItem(QString(), int(m));
    // Narrower than its longest mistake when the dock is (the list shows them whole).
    m_mistakeBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mistakeBox->setMinimumContentsLength(10);
    m_thetaField = new CheckedSpinBox(this);
    m_thetaField->setObjectName(QStringLiteral("wrongThetaSpin"));
    m_thetaField->setReal(true);
    m_thetaField->setRange(2, maxTheta);
    m_thetaField->setValue(10000);
    m_thetaField->setChecker([](const QString &text, double *value) {
        bool ok = false;
        const double v = QLocale::c().toDouble(text, &ok);
        if (!ok || !std::isfinite(v) || !(v > 1) || v > maxTheta)
            return tr("Wrong rope_theta: \"%1\" is not allowed; rope_theta must be a number "
                      "greater than 1 and at most 10^12, e.g. 10000.")
                .arg(text);
        *value = v;
        return QString();
    });
    m_seedField = new CheckedSpinBox(this);
    m_seedField->setObjectName(QStringLiteral("labSeedSpin"));
    m_seedField->setRange(0, maxSeed);
    m_seedField->setValue(1);
    m_positionsField = new CheckedSpinBox(this);
    m_positionsField->setObjectName(QStringLiteral("labPositionsSpin"));
    m_positionsField->setRange(2, maxPositions);
    m_positionsField->setSingleStep(64);
    m_positionsField->setValue(defaultPositions);
    m_queryEdit = new QLineEdit(this);
    m_queryEdit->setObjectName(QStringLiteral("queryEdit"));
    m_keyEdit = new QLineEdit(this);
    m_keyEdit->setObjectName(QStringLiteral("keyEdit"));
    for (auto [label, field] :
         { std::pair(&m_mistakeLabel, static_cast<QWidget *>(m_mistakeBox)),
           std::pair(&m_thetaLabel, static_cast<QWidget *>(m_thetaField)),
           std::pair(&m_seedLabel, static_cast<QWidget *>(m_seedField)),
           std::pair(&m_positionsLabel, static_cast<QWidget *>(m_positionsField)),
           std::pair(&m_queryLabel, static_cast<QWidget *>(m_queryEdit)),
           std::pair(&m_keyLabel, static_cast<QWidget *>(m_keyEdit)) }) {
        *label = new QLabel(this);
        (*label)->setBuddy(field);
    }
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("labMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    m_plot = new MismatchPlot(this);
    for (QLabel **label : { &m_summary, &m_permutationLabel }) {
        *label = new QLabel(this);
        (*label)->setWordWrap(true);
        (*label)->setTextFormat(Qt::PlainText);
        (*label)->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_summary->setObjectName(QStringLiteral("labSummary"));
    m_permutationLabel->setObjectName(QStringLiteral("permutationCheck"));
}

void MismatchLab::layOut()
{
    // The mistake's name and the q and k fields get whole rows: beside other fields a dock at
    // 1024 × 768 cut them ("other pairing (interle", "from the seed, or one…").
    auto *grid = new QGridLayout;
    grid->addWidget(m_mistakeLabel, 0, 0);
    grid->addWidget(m_mistakeBox, 0, 1, 1, 3);
    grid->addWidget(m_thetaLabel, 1, 0);
    grid->addWidget(m_thetaField, 1, 1);
    grid->addWidget(m_positionsLabel, 1, 2);
    grid->addWidget(m_positionsField, 1, 3);
    grid->addWidget(m_seedLabel, 2, 0);
    grid->addWidget(m_seedField, 2, 1);
    grid->addWidget(m_queryLabel, 3, 0);
    grid->addWidget(m_queryEdit, 3, 1, 1, 3);
    grid->addWidget(m_keyLabel, 4, 0);
    grid->addWidget(m_keyEdit, 4, 1, 1, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addWidget(m_heading);
    column->addLayout(grid);
    column->addWidget(m_message);
    column->addWidget(m_plot, 1);
    column->addWidget(m_summary);
    column->addWidget(m_permutationLabel);
    WrappedHeight::follow(this); // the summary and the check whole, the plot gives way
}

void MismatchLab::retranslate()
{
    m_heading->setText(tr("Mismatch lab: the model's RoPE against one mistake"));
    m_mistakeLabel->setText(tr("Mistake:"));
    const QString names[] = { tr("other pairing (interleaved)"), tr("wrong rope_theta"),
                              tr("angles in bfloat16"),          tr("angles in float16"),
                              tr("scaling applied twice"),       tr("query position off by one"),
                              tr("key position off by one") };
    for (int i = 0; i < m_mistakeBox->count(); ++i)
        m_mistakeBox->setItemText(i, names[i]);
    m_mistakeBox->setAccessibleName(tr("Mistake"));
    m_thetaLabel->setText(tr("Wrong θ:"));
    m_thetaField->setQuantityName(tr("Wrong rope_theta"));
    m_thetaField->setToolTip(tr("The rope_theta the mistaken code uses: a number greater than 1 "
                                "and at most 10^12"));
    m_seedLabel->setText(tr("Seed:"));
    m_seedField->setQuantityName(tr("Seed"));
    m_seedField->setToolTip(tr("q is drawn from this seed, k from the next: a whole number from "
                               "0 to 2147483647"));
    m_positionsLabel->setText(tr("Positions N:"));
    m_positionsField->setQuantityName(tr("Positions N"));
    m_positionsField->setToolTip(tr("The positions 0 … N − 1 the plot covers: a whole number "
                                    "from 2 to %1")
                                     .arg(maxPositions));
    m_queryLabel->setText(tr("q:"));
    m_keyLabel->setText(tr("k:"));
    for (QLineEdit *edit : { m_queryEdit, m_keyEdit })
        edit->setPlaceholderText(tr("from the seed, or one number per dimension"));
    m_queryEdit->setAccessibleName(tr("Query vector q"));
    m_keyEdit->setAccessibleName(tr("Key vector k"));
    m_summary->setAccessibleName(tr("What the mistake does"));
    m_permutationLabel->setAccessibleName(tr("Permutation check"));
    for (CheckedSpinBox *field : { m_thetaField, m_seedField, m_positionsField })
        field->refreshMessage();
    if (m_frequencies && !m_vectorMessage.isEmpty())
        readVectors(m_frequencies->config().headDimension);
    updateMessage();
    updateTexts();
}

} // namespace pe
