#include "model/edits/sampleedits.h"

#include "model/edits/projectedits.h"
#include "model/rowkey/fielduse.h"
#include "model/sample/samplegenerator.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace SampleEdits {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("SampleEdits", text);
}

constexpr qint64 kGuessedIds = 10000;
constexpr double kGuessedRatePerSecond = 100;
constexpr qint64 kGuessStartMillis = Q_INT64_C(1767225600000); // 2026-01-01T00:00:00Z

using FieldUse::keyFields;

bool looksLikeTime(const QString &field)
{
    const QString name = field.toLower();
    return name == u"ts" || name.contains(u"time") || name.contains(u"date") ||
           name.endsWith(u"_at");
}

bool isNumber(SegmentFormat format)
{
    return format == SegmentFormat::Long || format == SegmentFormat::Int ||
           format == SegmentFormat::Short || format == SegmentFormat::Dec ||
           format == SegmentFormat::Byte;
}

// The largest id a segment's format holds, so a guessed id never overflows its own width.
qint64 widestId(const Table &table, const QString &field)
{
    qint64 widest = Q_INT64_C(1000000000000);
    for (const KeySegment &segment : table.rowKey.segments) {
        if (segment.kind != KeySegment::Kind::Value || segment.expression.trimmed() != field)
            continue;
        switch (segment.format) {
        case SegmentFormat::Byte:
            widest = std::min<qint64>(widest, 127);
            break;
        case SegmentFormat::Short:
            widest = std::min<qint64>(widest, 32767);
            break;
        case SegmentFormat::Int:
            widest = std::min<qint64>(widest, 2147483647);
            break;
        case SegmentFormat::Dec:
            if (segment.width > 0 && segment.width < 13)
                widest = std::min<qint64>(widest, qint64(std::pow(10.0, segment.width)) - 1);
            break;
        default:
            break;
        }
    }
    return std::max<qint64>(widest, 1);
}

Table *tableOf(Project *project, const QString &fullName, QString *error)
{
    Table *t = ProjectEdits::tableOf(project, fullName);
    if (!t && error)
        *error = tr("there is no table %1").arg(fullName);
    return t;
}

} // namespace

QStringList missingFields(const Table &table)
{
    if (!table.sample.csvFile.isEmpty())
        return {};
    QStringList missing = FieldUse::usedFields(table);
    for (const FieldGenerator &g : table.sample.generators)
        missing.removeAll(g.field);
    return missing;
}

QStringList unusedGenerators(const Table &table)
{
    const QStringList used = FieldUse::usedFields(table);
    QStringList unused;
    for (const FieldGenerator &g : table.sample.generators) {
        if (!used.contains(g.field))
            unused.append(g.field);
    }
    return unused;
}

FieldGenerator guess(const Table &table, const QString &field)
{
    FieldGenerator g;
    g.field = field;
    g.guessed = true;
    SegmentFormat format = SegmentFormat::Auto;
    bool keyHasTime = false;
    for (const auto &[name, f] : keyFields(table)) {
        if (name == field)
            format = f;
        keyHasTime = keyHasTime || looksLikeTime(name);
    }
    for (const FieldGenerator &other : table.sample.generators)
        keyHasTime = keyHasTime || other.kind == GeneratorKind::Timestamp;
    const QString name = field.toLower();
    if (looksLikeTime(field)) {
        g.kind = GeneratorKind::Timestamp;
        g.start = kGuessStartMillis;
        g.ratePerSecond = table.volume.rowsPerDay > 0 ? double(table.volume.rowsPerDay) / 86400.0
                                                      : kGuessedRatePerSecond;
        g.jitterMillis = 0;
    } else if (name.contains(u"uuid") || name.contains(u"guid")) {
        g.kind = GeneratorKind::Uuid;
    } else if (name.contains(u"host") || name.contains(u"domain") || name.contains(u"url")) {
        g.kind = GeneratorKind::HostName;
        g.prefix = QStringLiteral("host");
    } else if (name.contains(u"phone") || name.contains(u"mobile")) {
        g.kind = GeneratorKind::Phone;
        g.prefix = QStringLiteral("138");
    } else if (isNumber(format) || name == u"id" || name.endsWith(u"id")) {
        if (keyHasTime) {
            // Devices, users, sensors writing at a steady pace: each id once a period, at its
            // own phase (not in the order of their ids, which would fake a key that grows).
            g.kind = GeneratorKind::Periodic;
            g.start = 1;
            g.cardinality = kGuessedIds;
        } else {
            // One row per id: drawn from a range wide enough that ids do not repeat by chance.
            g.kind = GeneratorKind::UniformInt;
            g.min = 1;
            g.max = widestId(table, field);
        }
    } else {
        g.kind = GeneratorKind::RandomString;
    }
    return g;
}

void followGrowth(Table *table)
{
    for (FieldGenerator &g : table->sample.generators) {
        if (g.guessed && g.kind == GeneratorKind::Timestamp)
            g.ratePerSecond = guess(*table, g.field).ratePerSecond;
    }
}

void addGuessedGenerators(Table *table)
{
    for (const QString &field : missingFields(*table))
        table->sample.generators.append(guess(*table, field));
}

void dropGeneratorsNoLongerUsed(Table *table, const QStringList &usedBefore)
{
    const QStringList used = FieldUse::usedFields(*table);
    auto &generators = table->sample.generators;
    generators.erase(std::remove_if(generators.begin(), generators.end(),
                                    [&](const FieldGenerator &g) {
                                        return usedBefore.contains(g.field) &&
                                               !used.contains(g.field);
                                    }),
                     generators.end());
}

QString problem(const FieldGenerator &generator)
{
    if (generator.field.trimmed().isEmpty())
        return tr("the field needs a name");
    return SampleGenerator::problem(generator, 1);
}

bool setGenerator(Project *project, const QString &tableFullName, const QString &field,
                  FieldGenerator generator, QString *error)
{
    Table *t = tableOf(project, tableFullName, error);
    if (!t)
        return false;
    if (const QString why = problem(generator); !why.isEmpty()) {
        *error = why;
        return false;
    }
    if (generator.field != field && t->sample.generatorOf(generator.field)) {
        *error = tr("field %1 already has a generator").arg(generator.field);
        return false;
    }
    generator.guessed = false;
    if (FieldGenerator *existing = t->sample.generatorOf(field))
        *existing = generator;
    else
        t->sample.generators.append(generator);
    return true;
}

bool removeGenerator(Project *project, const QString &tableFullName, const QString &field,
                     QString *error)
{
    Table *t = tableOf(project, tableFullName, error);
    if (!t)
        return false;
    const auto removed = t->sample.generators.removeIf(
        [&field](const FieldGenerator &g) { return g.field == field; });
    if (removed == 0) {
        *error = tr("field %1 has no generator").arg(field);
        return false;
    }
    return true;
}

bool setCsvColumn(Project *project, const QString &tableFullName, const QString &field,
                  const QString &column, QString *error)
{
    Table *t = tableOf(project, tableFullName, error);
    if (!t)
        return false;
    auto &columns = t->sample.csvColumns;
    columns.removeIf([&field](const auto &entry) { return entry.first == field; });
    if (!column.isEmpty() && column != field) {
        columns.append({field, column});
        std::sort(columns.begin(), columns.end());
    }
    return true;
}

int addAccessPattern(Project *project, const QString &tableFullName)
{
    Table *t = ProjectEdits::tableOf(project, tableFullName);
    if (!t)
        return -1;
    QStringList taken;
    for (const AccessPattern &p : t->accessPatterns)
        taken.append(p.name);
    AccessPattern pattern;
    pattern.name = ProjectEdits::uniqueName(tr("pattern"), taken);
    for (const auto &[field, format] : keyFields(*t)) {
        if (!pattern.fields.contains(field))
            pattern.fields.append(field);
    }
    t->accessPatterns.append(pattern);
    return int(t->accessPatterns.size()) - 1;
}

bool setAccessPattern(Project *project, const QString &tableFullName, int index,
                      const AccessPattern &pattern, QString *error)
{
    Table *t = tableOf(project, tableFullName, error);
    if (!t)
        return false;
    if (index < 0 || index >= t->accessPatterns.size()) {
        *error = tr("there is no access pattern %1").arg(index + 1);
        return false;
    }
    if (pattern.name.trimmed().isEmpty()) {
        *error = tr("an access pattern needs a name");
        return false;
    }
    for (int i = 0; i < t->accessPatterns.size(); ++i) {
        if (i != index && t->accessPatterns.at(i).name == pattern.name) {
            *error = tr("the table already has an access pattern named \"%1\"").arg(pattern.name);
            return false;
        }
    }
    if (!pattern.relatedTable.isEmpty() && !ProjectEdits::tableOf(project, pattern.relatedTable) &&
        !ProjectEdits::tableOf(project, QStringLiteral("default:") + pattern.relatedTable)) {
        *error = tr("there is no table %1 in the project").arg(pattern.relatedTable);
        return false;
    }
    t->accessPatterns[index] = pattern;
    return true;
}

bool removeAccessPattern(Project *project, const QString &tableFullName, int index)
{
    Table *t = ProjectEdits::tableOf(project, tableFullName);
    if (!t || index < 0 || index >= t->accessPatterns.size())
        return false;
    t->accessPatterns.removeAt(index);
    return true;
}

bool moveAccessPattern(Project *project, const QString &tableFullName, int from, int to)
{
    Table *t = ProjectEdits::tableOf(project, tableFullName);
    if (!t || from < 0 || to < 0 || from >= t->accessPatterns.size() ||
        to >= t->accessPatterns.size() || from == to)
        return false;
    t->accessPatterns.move(from, to);
    return true;
}

} // namespace SampleEdits
