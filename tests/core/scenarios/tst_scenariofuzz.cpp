// SPDX-License-Identifier: GPL-3.0-or-later
// A valid scenario mutated thousands of times (bytes flipped, cut, inserted; values swapped between
// fields; fields dropped): the reader never crashes and either reads a scenario that writes and
// reads back to itself, or answers with one message that names the file. Under the sanitizer
// build this also proves no out-of-bounds read or undefined behaviour on any of them.
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <random>

using namespace pe;

class TestScenarioFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mutatedBytes();
    void swappedFields();
};

namespace {

const QString name = QStringLiteral("fuzz.pewscenario");

// Empty when the result is a clean load or a clean error; else what is wrong.
QString checkResult(const ScenarioReader::Result &r)
{
    if (!r.ok()) {
        if (!r.error.startsWith(name + QLatin1Char(':')))
            return QStringLiteral("error without the file name: ") + r.error;
        if (!(r.scenario == Scenario()))
            return QStringLiteral("a scenario with the error ") + r.error;
        return {};
    }
    const QByteArray again = ScenarioWriter::toJson(r.scenario);
    const ScenarioReader::Result back
        = ScenarioReader::read(again, name, scenariotest::vocabulary());
    if (!back.ok())
        return QStringLiteral("read, but its own save is refused: ") + back.error;
    if (!(back.scenario == r.scenario))
        return QStringLiteral("read, but its save reads back different");
    return {};
}

} // namespace

void TestScenarioFuzz::mutatedBytes()
{
    const QByteArray valid = ScenarioWriter::toJson(scenariotest::lecture());
    std::mt19937 random(4004);
    int loaded = 0;
    for (int k = 0; k < 6000; ++k) {
        QByteArray bytes = valid;
        const int edits = 1 + static_cast<int>(random() % 4);
        for (int e = 0; e < edits && !bytes.isEmpty(); ++e) {
            const int at = static_cast<int>(random() % static_cast<unsigned>(bytes.size()));
            switch (random() % 5) {
            case 0: // flip a bit
                bytes[at] = static_cast<char>(bytes[at] ^ (1 << (random() % 8)));
                break;
            case 1: // cut
                bytes.truncate(at);
                break;
            case 2: // a random byte in
                bytes.insert(at, static_cast<char>(random() % 256));
                break;
            case 3: // a byte out
                bytes.remove(at, 1);
                break;
            default: // a digit changed: values move in and out of range
                for (int j = at; j < bytes.size(); ++j)
                    if (bytes[j] >= '0' && bytes[j] <= '9') {
                        bytes[j] = static_cast<char>('0' + random() % 10);
                        break;
                    }
            }
        }
        const ScenarioReader::Result r
            = ScenarioReader::read(bytes, name, scenariotest::vocabulary());
        const QString problem = checkResult(r);
        QVERIFY2(problem.isEmpty(), qPrintable(QString::number(k) + QLatin1Char(' ') + problem));
        loaded += r.ok() ? 1 : 0;
    }
    // Some mutations keep the file valid (a digit in the note, a changed position), most do not.
    QVERIFY(loaded > 0);
    QVERIFY(loaded < 6000);
}

void TestScenarioFuzz::swappedFields()
{
    const QJsonObject valid
        = QJsonDocument::fromJson(ScenarioWriter::toJson(scenariotest::lecture())).object();
    // Every field path and its value, one level into the objects.
    QList<std::pair<QStringList, QJsonValue>> fields;
    for (auto it = valid.begin(); it != valid.end(); ++it) {
        fields.append({ { it.key() }, it.value() });
        if (it.value().isObject()) {
            const QJsonObject inner = it.value().toObject();
            for (auto jt = inner.begin(); jt != inner.end(); ++jt)
                fields.append({ { it.key(), jt.key() }, jt.value() });
        }
    }
    const auto set = [](QJsonObject o, const QStringList &path, const QJsonValue &value) {
        if (path.size() == 1) {
            value.isUndefined() ? o.remove(path.at(0)) : void(o.insert(path.at(0), value));
            return o;
        }
        QJsonObject inner = o.value(path.at(0)).toObject();
        value.isUndefined() ? inner.remove(path.at(1)) : void(inner.insert(path.at(1), value));
        o.insert(path.at(0), inner);
        return o;
    };
    int cases = 0;
    for (const auto &[path, value] : fields) {
        for (const auto &[otherPath, otherValue] : fields) {
            // The other field's value in this one's place.
            const QJsonObject o = set(valid, path, otherValue);
            const ScenarioReader::Result r
                = ScenarioReader::read(QJsonDocument(o).toJson(), name, scenariotest::vocabulary());
            const QString problem = checkResult(r);
            QVERIFY2(problem.isEmpty(),
                     qPrintable(path.join(QLatin1Char('.')) + QLatin1String(" ← ")
                                + otherPath.join(QLatin1Char('.')) + QLatin1Char(' ') + problem));
            ++cases;
        }
        // And the field dropped: only the lesson and the model may be missing.
        const ScenarioReader::Result dropped
            = ScenarioReader::read(QJsonDocument(set(valid, path, QJsonValue::Undefined)).toJson(),
                                   name, scenariotest::vocabulary());
        QCOMPARE(dropped.ok(),
                 path == QStringList { QStringLiteral("lesson") }
                     || path == QStringList { QStringLiteral("model") });
        QVERIFY(checkResult(dropped).isEmpty());
    }
    QVERIFY(cases > 400);
}

QTEST_GUILESS_MAIN(TestScenarioFuzz)
#include "tst_scenariofuzz.moc"
