// SPDX-License-Identifier: GPL-3.0-or-later
// The frame every lesson page shares: title and text from the lesson, values that follow the
// model's compare position, the check question with its answer revealed on request, formatting.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonpagefactory.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <memory>

using namespace pe;
using lessontest::shows;

namespace {

class BracketingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "WorkbenchLesson") == 0)
            return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
        return {};
    }
};

} // namespace

class TestLessonPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void text_data();
    void text();
    void followsModel();
    void answerRevealed();
    void noQuestion();
    void number_data();
    void number();
    void symbolicSum_data();
    void symbolicSum();
    void retranslates();
    void linksToTheNextLesson();

private:
    std::unique_ptr<LessonPage> page(const char *stepId);

    Lesson m_lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    std::unique_ptr<PositionalEncodingModel> m_model;
};

void TestLessonPage::init()
{
    m_model = std::make_unique<PositionalEncodingModel>();
    m_lesson.parameters(0, 3).applyTo(m_model.get());
}

std::unique_ptr<LessonPage> TestLessonPage::page(const char *stepId)
{
    const int index = m_lesson.indexOfStep(QLatin1String(stepId));
    std::unique_ptr<LessonPage> made(LessonPageFactory::create(&m_lesson, index, m_model.get()));
    made->setAttribute(Qt::WA_DontShowOnScreen);
    made->resize(760, 600);
    made->show();
    return made;
}

void TestLessonPage::text_data()
{
    QTest::addColumn<QString>("step");
    for (const LessonStep &step : m_lesson.steps())
        QTest::addRow("%s", qPrintable(step.id)) << step.id;
}

void TestLessonPage::text()
{
    QFETCH(QString, step);
    const auto made = page(qPrintable(step));
    const int index = m_lesson.indexOfStep(step);
    QCOMPARE(made->stepIndex(), index);
    // Steps are shown from 1.
    QCOMPARE(made->title(),
             QStringLiteral("%1 · %2").arg(index + 1).arg(m_lesson.stepTitle(index)));
    QCOMPARE(made->findChild<QLabel *>(QStringLiteral("sentence"))->text(),
             m_lesson.stepSentence(index, 3));
    const QStringList body = m_lesson.stepBody(index, 3);
    for (int k = 0; k < body.size(); ++k)
        QCOMPARE(made->findChild<QLabel *>(QStringLiteral("paragraph_%1").arg(k))->text(),
                 body.at(k));
    QCOMPARE(made->values().list().size(), LessonValues::compute(m_lesson, index, 3).list().size());
}

void TestLessonPage::followsModel()
{
    const auto made = page("difference");
    QVERIFY(std::abs(made->value(QStringLiteral("difference_norm")) - 2.017479) <= 1e-6);
    QVERIFY(m_model->setPositionQ(6));
    QCOMPARE(made->comparePosition(), 6);
    QVERIFY(std::abs(made->value(QStringLiteral("difference_norm")) - 0.657741) <= 1e-6);
    QVERIFY(shows(made->findChild<QLabel *>(QStringLiteral("value_difference_norm")), 0.657741));
    QVERIFY(made->findChild<QLabel *>(QStringLiteral("sentence"))
                ->text()
                .contains(QStringLiteral("PE(6) − PE(0)")));
    // The page's own step decides on/off, whatever the model says.
    m_model->setEncodingEnabled(false);
    QVERIFY(made->parameters().enabled);
    QVERIFY(std::abs(made->value(QStringLiteral("difference_norm")) - 0.657741) <= 1e-6);
}

void TestLessonPage::answerRevealed()
{
    const auto made = page("first-pair");
    auto *answer = made->findChild<QLabel *>(QStringLiteral("answer"));
    auto *button = made->findChild<QPushButton *>(QStringLiteral("answerButton"));
    QVERIFY(answer && button);
    QVERIFY(!made->isAnswerShown());
    QVERIFY(!answer->isVisible());
    QCOMPARE(made->findChild<QLabel *>(QStringLiteral("question"))->text(),
             m_lesson.stepQuestion(made->stepIndex(), 3));
    const QString showText = button->text();
    button->click();
    QVERIFY(made->isAnswerShown());
    QVERIFY(answer->isVisible());
    QCOMPARE(answer->text(), m_lesson.stepAnswer(made->stepIndex(), 3));
    QVERIFY(button->text() != showText);
    button->click();
    QVERIFY(!made->isAnswerShown());
    QCOMPARE(button->text(), showText);
}

void TestLessonPage::noQuestion()
{
    const auto made = page("remaining-pairs");
    QVERIFY(!made->findChild<QLabel *>(QStringLiteral("question")));
    QVERIFY(!made->isAnswerShown());
    made->setAnswerShown(true); // nothing to show; no crash
    QVERIFY(!made->isAnswerShown());
}

void TestLessonPage::number_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::addRow("negative") << -0.98999249660044542 << 6 << QStringLiteral("−0.989992");
    QTest::addRow("tiny negative") << -1e-9 << 6 << QStringLiteral("0.000000");
    QTest::addRow("positive") << 0.14112000805986721 << 6 << QStringLiteral("0.141120");
    QTest::addRow("more digits") << 0.99999950000004167 << 12 << QStringLiteral("0.999999500000");
}

void TestLessonPage::number()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(LessonPage::number(value, decimals), text);
}

void TestLessonPage::symbolicSum_data()
{
    QTest::addColumn<int>("component");
    QTest::addColumn<double>("added");
    QTest::addColumn<bool>("adds");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<QString>("text");
    QTest::addRow("on, positive") << 0 << 0.141120 << true << true
                                  << QStringLiteral("e₀ + 0.141120");
    QTest::addRow("on, negative") << 1 << -0.989992 << true << true
                                  << QStringLiteral("e₁ − 0.989992");
    QTest::addRow("on, zero") << 2 << 0.0 << true << true << QStringLiteral("e₂ + 0.000000");
    QTest::addRow("off") << 3 << 0.955336 << true << false << QStringLiteral("e₃ + 0");
    QTest::addRow("nothing added") << 7 << 0.5 << false << true << QStringLiteral("e₇");
}

void TestLessonPage::symbolicSum()
{
    QFETCH(int, component);
    QFETCH(double, added);
    QFETCH(bool, adds);
    QFETCH(bool, enabled);
    QFETCH(QString, text);
    const LessonValue value { QStringLiteral("a"), added, QString(), LessonValue::Kind::Real,
                              QString() };
    QCOMPARE(LessonPage::symbolicSum(component, &value, adds, enabled), text);
}

void TestLessonPage::retranslates()
{
    const auto made = page("second-pair");
    BracketingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();
    QCOMPARE(made->title(), QStringLiteral("4 · «The second pair»"));
    QVERIFY(made->findChild<QLabel *>(QStringLiteral("sentence"))->text().startsWith(QChar(0xAB)));
    QCoreApplication::removeTranslator(&translator);
    QApplication::processEvents();
    QCOMPARE(made->title(), QStringLiteral("4 · The second pair"));
}

// The attention lesson's last step names RoPE and relative embeddings: it links to the lesson
// that tries them (as the workbench lesson's sixth mistake links to the attention lesson).
void TestLessonPage::linksToTheNextLesson()
{
    const Lesson attention = LessonCatalog::lesson(QStringLiteral("attention"));
    const int index = attention.indexOfStep(QStringLiteral("next"));
    QVERIFY(index >= 0);
    for (const QString &paragraph : attention.stepBody(index, 3))
        QVERIFY2(!paragraph.contains(QLatin1String("another lesson")), qPrintable(paragraph));
    std::unique_ptr<LessonPage> made(LessonPageFactory::create(&attention, index, m_model.get()));
    made->setAttribute(Qt::WA_DontShowOnScreen);
    made->resize(760, 600);
    made->show();
    auto *next = made->findChild<QLabel *>(QStringLiteral("nextLesson"));
    QVERIFY(next);
    QVERIFY(next->isVisible());
    const Lesson beyond = LessonCatalog::lesson(QStringLiteral("beyond"));
    const int target = beyond.indexOfStep(QStringLiteral("relative-ideas"));
    QVERIFY(target >= 0);
    QVERIFY2(next->text().contains(beyond.title().toHtmlEscaped()), qPrintable(next->text()));
    QVERIFY2(next->text().contains(beyond.stepTitle(target).toHtmlEscaped()),
             qPrintable(next->text()));
    QSignalSpy requested(made.get(), &LessonPage::lessonStepRequested);
    Q_EMIT next->linkActivated(QStringLiteral("lesson:beyond:relative-ideas"));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().at(0).toString(), QStringLiteral("beyond"));
    QCOMPARE(requested.first().at(1).toString(), QStringLiteral("relative-ideas"));
    // A step that leads nowhere has no link.
    QVERIFY(!page("second-pair")->findChild<QLabel *>(QStringLiteral("nextLesson")));
}

QTEST_MAIN(TestLessonPage)
#include "tst_lessonpage.moc"
