// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

class QWizard;

namespace pe {

// "Step 3 of 9" in the middle of the button row of a lesson presented full screen: the class always
// sees where the lesson is, whatever the page shows.
class PresenterStepBadge : public QLabel
{
    Q_OBJECT

public:
    // stepCount: the lesson's number of steps.
    PresenterStepBadge(QWizard *wizard, int stepCount);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void update(int step);
    void place();

    QWizard *m_wizard;
    int m_stepCount;
};

} // namespace pe
