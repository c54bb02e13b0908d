#include "model/teaching/familyrows.h"

#include "model/schema/units.h"

#include <QCoreApplication>

#include <array>
#include <functional>

namespace FamilyRows {

namespace {

const QString kNone = QStringLiteral("—");

QString tr(const char *text)
{
    return QCoreApplication::translate("FamilyRows", text);
}

QString signedCount(qint64 difference)
{
    return (difference > 0 ? QStringLiteral("+") : QString()) + Units::formatCount(difference);
}

// A row of a number of each side, with the difference.
Row countRow(const QString &label, qint64 first, qint64 second)
{
    Row row;
    row.label = label;
    row.values[0] = Units::formatCount(first);
    row.values[1] = Units::formatCount(second);
    row.difference = signedCount(second - first);
    return row;
}

qint64 mobFamilies(const TableFigures &f)
{
    qint64 n = 0;
    for (const ColumnFamily &family : f.families)
        n += family.isMob ? 1 : 0;
    return n;
}

const ColumnFamily *named(const TableFigures &f, const QString &name)
{
    for (const ColumnFamily &family : f.families) {
        if (family.name == name)
            return &family;
    }
    return nullptr;
}

QString mobText(const ColumnFamily &family)
{
    return family.isMob ? tr("MOB over %1").arg(Units::formatBytes(family.mobThreshold)) : tr("no");
}

// One attribute of a family on both sides; `number` gives the difference when both have it.
Row attributeRow(const QString &label, const std::array<const ColumnFamily *, 2> &families,
                 const std::function<QString(const ColumnFamily &)> &text,
                 const std::function<qint64(const ColumnFamily &)> &number = {})
{
    Row row;
    row.label = label;
    row.indented = true;
    for (std::size_t s = 0; s < 2; ++s)
        row.values[s] = families[s] ? text(*families[s]) : kNone;
    if (number && families[0] && families[1])
        row.difference = signedCount(number(*families[1]) - number(*families[0]));
    return row;
}

} // namespace

QList<Row> rows(const TableFigures &first, const TableFigures &second)
{
    QList<Row> out;
    out.append(countRow(tr("column families"), first.families.size(), second.families.size()));
    out.append(countRow(tr("MOB families"), mobFamilies(first), mobFamilies(second)));
    QStringList names;
    for (const TableFigures *f : {&first, &second}) {
        for (const ColumnFamily &family : f->families) {
            if (!names.contains(family.name))
                names.append(family.name);
        }
    }
    for (const QString &name : std::as_const(names)) {
        const std::array<const ColumnFamily *, 2> families{named(first, name), named(second, name)};
        Row heading;
        heading.label = tr("family %1").arg(name);
        heading.heading = true;
        for (std::size_t s = 0; s < 2; ++s)
            heading.values[s] = families[s] ? QString() : kNone;
        out.append(heading);
        const auto versions = [](const ColumnFamily &f) { return qint64(f.versions); };
        const auto minVersions = [](const ColumnFamily &f) { return qint64(f.minVersions); };
        out.append(attributeRow(
            QStringLiteral("VERSIONS"), families,
            [&](const ColumnFamily &f) { return Units::formatCount(versions(f)); }, versions));
        const bool keepsMinimum = (families[0] && families[0]->minVersions > 0) ||
                                  (families[1] && families[1]->minVersions > 0);
        if (keepsMinimum)
            out.append(attributeRow(
                QStringLiteral("MIN_VERSIONS"), families,
                [&](const ColumnFamily &f) { return Units::formatCount(minVersions(f)); },
                minVersions));
        out.append(attributeRow(QStringLiteral("TTL"), families, [](const ColumnFamily &f) {
            return Units::formatSeconds(f.ttlSeconds);
        }));
        out.append(attributeRow(QStringLiteral("MOB"), families, mobText));
    }
    return out;
}

} // namespace FamilyRows
