#pragma once

#include "model/sample/samplegenerator.h"

#include <QByteArray>
#include <QtGlobal>

#include <limits>
#include <string>
#include <vector>

// Generators and columns for the sample-generator suites (tst_samplegenerator, tst_samplekinds).
namespace SampleTest {

// The values of a sample column (or any KeySet) as strings.
inline std::vector<std::string> strings(const KeySet &set)
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < set.size(); ++i)
        out.emplace_back(set.key(i).data(), std::size_t(set.key(i).size()));
    return out;
}

inline constexpr qint64 kTwoTo53 = qint64(1) << 53;

inline FieldGenerator generator(const QString &field, GeneratorKind kind)
{
    FieldGenerator g;
    g.field = field;
    g.kind = kind;
    return g;
}

inline FieldGenerator enumeration(const QString &field, const QList<WeightedValue> &values)
{
    FieldGenerator g = generator(field, GeneratorKind::Enumeration);
    g.values = values;
    return g;
}

inline FieldGenerator zipf(qint64 cardinality, double exponent)
{
    FieldGenerator g = generator(QStringLiteral("id"), GeneratorKind::Zipf);
    g.cardinality = cardinality;
    g.exponent = exponent;
    return g;
}

// One of every kind, with settings that make every value random.
inline QList<FieldGenerator> everyKind()
{
    FieldGenerator timestamp = generator(QStringLiteral("ts"), GeneratorKind::Timestamp);
    timestamp.jitterMillis = 500;
    return {generator(QStringLiteral("seq"), GeneratorKind::Sequence),
            timestamp,
            generator(QStringLiteral("int"), GeneratorKind::UniformInt),
            enumeration(QStringLiteral("status"),
                        {{QStringLiteral("ok"), 1}, {QStringLiteral("failed"), 1}}),
            zipf(1000, 1.1),
            generator(QStringLiteral("name"), GeneratorKind::RandomString),
            generator(QStringLiteral("phone"), GeneratorKind::Phone),
            generator(QStringLiteral("uuid"), GeneratorKind::Uuid),
            generator(QStringLiteral("host"), GeneratorKind::HostName)};
}

inline std::vector<std::string> column(const FieldGenerator &g, qint64 rows, quint64 seed = 1)
{
    const SampleGenerator::Result result = SampleGenerator::generate({g}, rows, seed);
    if (!result.ok()) {
        qWarning("%s", qPrintable(result.error));
        return {};
    }
    return strings(result.rows.columns.front());
}

inline qint64 toInt(const std::string &text)
{
    bool ok = false;
    const qint64 value = QByteArray::fromStdString(text).toLongLong(&ok);
    return ok ? value : std::numeric_limits<qint64>::min();
}

} // namespace SampleTest
