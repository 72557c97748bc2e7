// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchlab.h"
#include "ui/common/wrappedheight.h"

#include "core/text/format.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/modelview/mismatchjob.h"
#include "ui/modelview/mismatchlabtexts.h"
#include "ui/modelview/mismatchplot.h"
#include "ui/modelview/typedvector.h"

#include <QComboBox>
#include <QEvent>
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

    const Mistake mistakes[]
        = { Mistake::OtherPairing,  Mistake::WrongTheta,   Mistake::Bfloat16Angles,
            Mistake::Float16Angles, Mistake::ScalingTwice, Mistake::QueryOffByOne,
            Mistake::KeyOffByOne };

} // namespace

MismatchLab::MismatchLab(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("mismatchLab"));
    createControls();
    layOut();
    m_refresh = new HiddenRefresh(this, [this] { recompute(); });
    m_job = new MismatchJob(this);
    connect(m_job, &MismatchJob::finished, this, &MismatchLab::showOutcome);
    connect(m_mistakeBox, &QComboBox::activated, this,
            [this](int index) { setMistake(Mistake(m_mistakeBox->itemData(index).toInt())); });
    for (CheckedSpinBox *field : { m_thetaField, m_seedField, m_positionsField }) {
        connect(field, &CheckedSpinBox::valueChanged, m_refresh, &HiddenRefresh::request);
        connect(field, &CheckedSpinBox::messageChanged, this, &MismatchLab::updateMessage);
    }
    for (QLineEdit *edit : { m_queryEdit, m_keyEdit })
        connect(edit, &QLineEdit::editingFinished, m_refresh, &HiddenRefresh::request);
    retranslate();
}

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
    auto *grid = new QGridLayout;
    grid->addWidget(m_mistakeLabel, 0, 0);
    grid->addWidget(m_mistakeBox, 0, 1);
    grid->addWidget(m_thetaLabel, 0, 2);
    grid->addWidget(m_thetaField, 0, 3);
    grid->addWidget(m_seedLabel, 1, 0);
    grid->addWidget(m_seedField, 1, 1);
    grid->addWidget(m_positionsLabel, 1, 2);
    grid->addWidget(m_positionsField, 1, 3);
    grid->addWidget(m_queryLabel, 2, 0);
    grid->addWidget(m_queryEdit, 2, 1);
    grid->addWidget(m_keyLabel, 2, 2);
    grid->addWidget(m_keyEdit, 2, 3);
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

void MismatchLab::setFrequencies(std::shared_ptr<const RopeFrequencies> frequencies)
{
    m_frequencies = std::move(frequencies);
    setEnabled(m_frequencies != nullptr);
    // A wrong theta equal to the model's would be no mistake: the other common base instead.
    if (m_frequencies && m_thetaField->number() == m_frequencies->config().ropeTheta)
        m_thetaField->setValue(m_frequencies->config().ropeTheta == 10000 ? 500000 : 10000);
    m_refresh->request();
}

void MismatchLab::setMistake(RopeMismatch::Mistake mistake)
{
    m_mistakeBox->setCurrentIndex(m_mistakeBox->findData(int(mistake)));
    m_thetaField->setEnabled(mistake == Mistake::WrongTheta);
    if (mistake == m_mistake)
        return;
    m_mistake = mistake;
    m_refresh->request();
}

double MismatchLab::wrongTheta() const
{
    return m_thetaField->number();
}

quint64 MismatchLab::seed() const
{
    return quint64(m_seedField->number());
}

qint64 MismatchLab::positions() const
{
    return qint64(m_positionsField->number());
}

void MismatchLab::recomputeNow()
{
    m_refresh->catchUp();
    m_job->finish();
}

// Typed vectors replace the seeded ones; a typed text that is not head_dim numbers is refused
// (the seeded vector is used and the message says why).
bool MismatchLab::readVectors(int head)
{
    m_vectorMessage.clear();
    m_q = RopeMismatch::seededVector(seed(), head);
    m_k = RopeMismatch::seededVector(seed() + 1, head);
    for (auto [edit, vector, name] :
         { std::tuple(m_queryEdit, &m_q, "q"), std::tuple(m_keyEdit, &m_k, "k") }) {
        if (TypedVector::isBlank(edit->text()))
            continue;
        if (std::optional<std::vector<double>> typed = TypedVector::parse(edit->text(), head)) {
            *vector = std::move(*typed);
            continue;
        }
        m_vectorMessage = tr("%1: \"%2\" is not allowed; give %3 numbers (one per dimension of "
                             "the head) separated by spaces or commas, or leave the field empty "
                             "to draw %1 from the seed.")
                              .arg(QLatin1String(name), edit->text().left(60))
                              .arg(head);
        return false;
    }
    return true;
}

void MismatchLab::recompute()
{
    ++m_recomputes;
    if (!m_frequencies) {
        m_job->finish(); // nothing of the model before may arrive afterwards
        m_q.clear();
        m_k.clear();
        m_curves.reset();
        m_plot->setCurves(nullptr);
        updateMessage();
        updateTexts();
        return;
    }
    readVectors(m_frequencies->config().headDimension);
    updateMessage();
    // The numbers follow in showOutcome(): at once, or from the worker (MismatchJob).
    m_job->start({ m_frequencies, m_mistake, wrongTheta(), m_q, m_k, positions(), seed(),
                   permutationInputs, permutationPositions });
}

void MismatchLab::showOutcome()
{
    if (!m_frequencies)
        return; // a model without pairs came while the worker ran
    m_curves = m_job->outcome().curves;
    m_permutation = m_job->outcome().permutation;
    m_plot->setCurves(m_curves);
    updateTexts();
}

QString MismatchLab::summary() const
{
    return MismatchLabTexts::summary(m_curves.get());
}

QString MismatchLab::permutationText() const
{
    if (!m_frequencies)
        return QString();
    return MismatchLabTexts::permutation(m_permutation, permutationPositions, seed());
}

void MismatchLab::updateTexts()
{
    m_summary->setText(summary());
    m_permutationLabel->setText(permutationText());
}

void MismatchLab::updateMessage()
{
    QStringList messages;
    for (CheckedSpinBox *field : { m_thetaField, m_seedField, m_positionsField })
        if (!field->message().isEmpty())
            messages << field->message();
    if (!m_vectorMessage.isEmpty())
        messages << m_vectorMessage;
    m_message->setText(messages.join(QLatin1Char('\n')));
    m_message->setVisible(!messages.isEmpty());
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

void MismatchLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
