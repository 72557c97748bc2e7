// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchlab.h"

#include "ui/common/checkedspinbox.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/modelview/mismatchjob.h"
#include "ui/modelview/mismatchlabtexts.h"
#include "ui/modelview/mismatchplot.h"
#include "ui/modelview/typedvector.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>

namespace pe {

namespace {

    using Mistake = RopeMismatch::Mistake;

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

void MismatchLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
