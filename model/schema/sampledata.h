#pragma once

#include "model/schema/enumnames.h"

#include <QList>
#include <QString>

#include <utility>

// Per-field generators for reproducible sample rows (docs/file-format.md).
enum class GeneratorKind {
    Sequence,     // start, start+step, ...
    Timestamp,    // epoch millis from start, ratePerSecond arrivals, +- jitterMillis
    UniformInt,   // uniform in [min, max]
    Enumeration,  // one of values, by weight
    Zipf,         // ids 1..cardinality, Zipf-skewed with exponent
    RandomString, // minLength..maxLength characters from alphabet
    Phone,        // prefix followed by digits up to 11 digits
    Uuid,         // random (version 4) UUID text
    HostName,     // prefix + number in 1..cardinality
    RoundRobin,   // start, start+step, ... cardinality ids in turn, then again from start
    Periodic      // cardinality ids, each once a period at its own phase, +- jitter, dropout
};
inline constexpr EnumNames<GeneratorKind, 11> kGeneratorKindNames{{{
    {GeneratorKind::Sequence, "sequence"},
    {GeneratorKind::Timestamp, "timestamp"},
    {GeneratorKind::UniformInt, "uniformInt"},
    {GeneratorKind::Enumeration, "enumeration"},
    {GeneratorKind::Zipf, "zipf"},
    {GeneratorKind::RandomString, "randomString"},
    {GeneratorKind::Phone, "phone"},
    {GeneratorKind::Uuid, "uuid"},
    {GeneratorKind::HostName, "hostName"},
    {GeneratorKind::RoundRobin, "roundRobin"},
    {GeneratorKind::Periodic, "periodic"},
}}};

struct WeightedValue
{
    QString value;
    double weight = 1.0;
    bool operator==(const WeightedValue &) const = default;
};

struct FieldGenerator
{
    QString field;
    GeneratorKind kind = GeneratorKind::Sequence;
    qint64 start = 0;            // Sequence, Timestamp (epoch millis), RoundRobin, Periodic
    qint64 step = 1;             // Sequence, RoundRobin, Periodic
    double ratePerSecond = 1;    // Timestamp
    qint64 jitterMillis = 0;     // Timestamp
    qint64 min = 0;              // UniformInt
    qint64 max = 999;            // UniformInt
    QList<WeightedValue> values; // Enumeration
    qint64 cardinality = 1000;   // Zipf, HostName, RoundRobin, Periodic
    double exponent = 1.1;       // Zipf
    QString alphabet = QStringLiteral("abcdefghijklmnopqrstuvwxyz0123456789"); // RandomString
    int minLength = 8;                                                         // RandomString
    int maxLength = 8;                                                         // RandomString
    QString prefix;                                                            // Phone, HostName
    // Periodic: how far a report may move from its phase, as a share of the period (0..0.5), and
    // the share of reports that never come (0 up to, not including, 1).
    double jitter = 0;
    double dropout = 0;
    // Made up by the designer for a new key field, not stated by the user; findings measured on
    // it say so. Any edit of the generator clears it.
    bool guessed = false;

    bool operator==(const FieldGenerator &) const = default;
};

struct SampleSettings
{
    static constexpr qint64 kDefaultRows = 10000;
    static constexpr qint64 kMaxRows = 10000000;

    // For a CSV file, kAllRows takes every row (up to kMaxRows); any other number caps it.
    static constexpr qint64 kAllRows = 0;

    qint64 rows = kDefaultRows;
    quint64 seed = 1;
    QString csvFile; // real rows instead of generators; relative to the project file
    // Key fields read from a CSV column of another name: field -> column. A field not listed
    // reads the column of its own name.
    QList<std::pair<QString, QString>> csvColumns;
    QList<FieldGenerator> generators;

    // The generator of `field`, or nullptr.
    const FieldGenerator *generatorOf(QStringView field) const
    {
        for (const FieldGenerator &g : generators) {
            if (g.field == field)
                return &g;
        }
        return nullptr;
    }
    // Writable: detaches the list from the copies that share it (an undo step's project).
    FieldGenerator *generatorOf(QStringView field)
    {
        for (FieldGenerator &g : generators) {
            if (g.field == field)
                return &g;
        }
        return nullptr;
    }

    bool operator==(const SampleSettings &) const = default;
};
