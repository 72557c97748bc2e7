// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/common/mnemonictext.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonpagefactory.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLineEdit>

namespace pe {

LessonWizard::LessonWizard(const Lesson &lesson, QWidget *parent)
    : QWizard(parent)
    , m_lesson(lesson)
    , m_model(new PositionalEncodingModel(this))
{
    setObjectName(QStringLiteral("LessonWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::HaveCustomButton1);
    setOption(QWizard::NoBackButtonOnStartPage);
    setButtonLayout({ QWizard::CustomButton1, QWizard::Stretch, QWizard::BackButton,
                      QWizard::NextButton, QWizard::FinishButton, QWizard::CancelButton });
    button(QWizard::CustomButton1)->setObjectName(QStringLiteral("showInExplorerButton"));

    m_lesson.parameters(0, static_cast<int>(m_lesson.defaults().q)).applyTo(m_model);
    m_side = new LessonSidePanel(&m_lesson, this);
    setSideWidget(m_side);
    for (int k = 0; k < m_lesson.stepCount(); ++k) {
        LessonPage *page = LessonPageFactory::create(&m_lesson, k, m_model, this);
        connect(page, &LessonPage::lessonStepRequested, this, &LessonWizard::lessonStepRequested);
        setPage(k, page);
    }

    connect(this, &QWizard::currentIdChanged, this, &LessonWizard::enterStep);
    connect(this, &QWizard::customButtonClicked, this, [this](int which) {
        if (which == QWizard::CustomButton1) {
            showInExplorer();
            Q_EMIT explorerWanted();
        }
    });
    connect(m_side, &LessonSidePanel::stepActivated, this, &LessonWizard::goToStep);
    connect(m_side, &LessonSidePanel::comparePositionRequested, this,
            &LessonWizard::setComparePosition);
    connect(m_side, &LessonSidePanel::presetActivated, this, &LessonWizard::applyPreset);
    connect(m_side, &LessonSidePanel::followExplorerToggled, this,
            &LessonWizard::setFollowExplorer);

    retranslate();
    restart();
    resize(1024, 700);
}

LessonPage *LessonWizard::lessonPage(int index) const
{
    return qobject_cast<LessonPage *>(page(index));
}

int LessonWizard::comparePosition() const
{
    return static_cast<int>(m_model->positionQ());
}

LessonParameters LessonWizard::currentParameters() const
{
    return m_lesson.parameters(qMax(0, currentId()), comparePosition());
}

bool LessonWizard::setComparePosition(int position)
{
    const QString error = m_lesson.checkComparePosition(tr("Compare position q"), position);
    if (!error.isEmpty()) {
        m_side->setComparePosition(comparePosition());
        Q_EMIT rejected(error);
        return false;
    }
    m_side->setComparePosition(position);
    if (position == comparePosition())
        return true;
    m_model->setPositionQ(position);
    Q_EMIT comparePositionChanged(position);
    if (m_follow)
        showInExplorer();
    return true;
}

bool LessonWizard::goToStep(int index)
{
    if (!m_lesson.checkStep(tr("Step"), index).isEmpty())
        return false;
    // Walk there through next() and back() so that the wizard's history stays a plain path.
    for (int guard = 0; currentId() < index && guard < m_lesson.stepCount(); ++guard)
        next();
    for (int guard = 0; currentId() > index && guard < m_lesson.stepCount(); ++guard)
        back();
    return currentId() == index;
}

bool LessonWizard::applyPreset(const QString &presetId)
{
    const LessonPreset *preset = m_lesson.preset(presetId);
    if (!preset)
        return false;
    const int index = m_lesson.indexOfStep(preset->stepId);
    return setComparePosition(preset->comparePosition) && goToStep(index);
}

void LessonWizard::showInExplorer()
{
    const LessonParameters parameters = currentParameters();
    if (m_explorer)
        parameters.applyTo(m_explorer);
    Q_EMIT showInExplorerRequested(parameters);
}

void LessonWizard::setFollowExplorer(bool follow)
{
    if (follow == m_follow)
        return;
    m_follow = follow;
    m_side->setFollowExplorer(follow);
    if (follow)
        showInExplorer();
}

void LessonWizard::enterStep(int index)
{
    if (index < 0)
        return;
    m_lesson.parameters(index, comparePosition()).applyTo(m_model);
    m_side->setCurrentStep(index);
    Q_EMIT stepChanged(index);
    if (m_follow)
        showInExplorer();
}

void LessonWizard::retranslate()
{
    setWindowTitle(tr("Lesson: %1").arg(m_lesson.title()));
    setButtonText(QWizard::CustomButton1, tr("Show in &explorer"));
    button(QWizard::CustomButton1)
        ->setToolTip(tr("Show this step's parameters (d, base, p, q, on/off) in the main "
                        "window's views."));
    setButtonText(QWizard::CancelButton, tr("&Close"));
    // Our own wording rather than Qt's catalog, whose zh_TW "‹返回(B)" / "下一個(N) >" does not
    // read as a step-by-step lesson; set again on every retranslate so it follows a switch.
    const bool mac = wizardStyle() == QWizard::MacStyle;
    setButtonText(QWizard::BackButton, mac ? tr("Go Back") : tr("‹ &Back"));
    setButtonText(QWizard::NextButton, mac ? tr("Continue") : tr("&Next ›"));
    setButtonText(QWizard::FinishButton, mac ? tr("Done") : tr("&Finish"));
    // Read without the mnemonic: "次へ(N) ›" would be spoken with its "(N)".
    for (QWizard::WizardButton which :
         { QWizard::CustomButton1, QWizard::CancelButton, QWizard::BackButton, QWizard::NextButton,
           QWizard::FinishButton })
        button(which)->setAccessibleName(MnemonicText::plain(buttonText(which)));
}

void LessonWizard::keyPressEvent(QKeyEvent *event)
{
    // Enter in a number box applies the number (the box has done that and passed the key on);
    // it must not also press the default button and move to the next step.
    const bool enter = event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    QWidget *focus = QApplication::focusWidget();
    const bool inField = focus
        && (qobject_cast<QAbstractSpinBox *>(focus) || qobject_cast<QLineEdit *>(focus)
            || qobject_cast<QAbstractSpinBox *>(focus->parentWidget()));
    if (enter && inField && isAncestorOf(focus)) {
        event->accept();
        return;
    }
    QWizard::keyPressEvent(event);
}

void LessonWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

} // namespace pe
