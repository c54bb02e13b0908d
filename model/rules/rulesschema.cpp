// Rules that read the schema alone: families, versions, values, names (docs/rules.md).
#include "model/rules/rulecatalog.h"
#include "model/rules/rulethresholds.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace RuleChecks {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("RuleChecks", text);
}

// A short name for `name` that is not in `taken`: its first `length` characters if free, else
// its first character with one of its later characters, else with a digit.
QString shortName(const QString &name, const QStringList &taken, qsizetype length)
{
    const QString head = name.left(length);
    if (!taken.contains(head))
        return head;
    QStringList candidates;
    for (qsizetype i = 1; i < name.size(); ++i)
        candidates.append(name.left(1) + name.at(i));
    for (char digit = '1'; digit <= '9'; ++digit)
        candidates.append(name.left(1) + QLatin1Char(digit));
    for (const QString &candidate : candidates) {
        if (candidate != name && !taken.contains(candidate))
            return candidate;
    }
    return name;
}

} // namespace

void familyCount(const RuleContext &c, QList<Finding> *out)
{
    const auto n = int(c.table.families.size());
    if (n < RuleThresholds::kFamiliesInfo)
        return;
    const Severity severity = n >= RuleThresholds::kFamiliesError     ? Severity::Error
                              : n >= RuleThresholds::kFamiliesWarning ? Severity::Warning
                                                                      : Severity::Info;
    c.report(out, "HBD-CF-002", severity, c.path,
             tr("table %1 has %2 column families; each is a separate store with its own memstore "
                "and files in every region, and regions split on the largest, so a small family "
                "is spread thinly over the regions of the big one")
                 .arg(c.table.qualifiedName())
                 .arg(n),
             tr("keep one family, or two when their access patterns really differ"));
}

void longFamilyName(const RuleContext &c, QList<Finding> *out)
{
    for (const ColumnFamily &f : c.table.families) {
        const qsizetype bytes = f.name.toUtf8().size();
        if (bytes <= RuleThresholds::kLongFamilyNameBytes)
            continue;
        // Every cell of the family repeats its name (docs/hbase-reference.md §3).
        const qint64 cells = std::max<qint64>(1, f.qualifiers.size());
        const double megabytes =
            double(bytes * cells * RuleThresholds::kRowsPerMillion) / (1024.0 * 1024.0);
        QStringList others;
        for (const ColumnFamily &g : c.table.families)
            others.append(g.name);
        c.report(out, "HBD-CF-003", Severity::Info, c.familyPath(f),
                 tr("family %1 name is %2 bytes, repeated in every cell (%3 in each row that "
                    "has the family): %4 MiB per million such rows before compression and block "
                    "encoding")
                     .arg(f.name)
                     .arg(bytes)
                     .arg(cells)
                     .arg(Units::formatAmount(megabytes, 1)),
                 tr("shorten the family name to '%1'").arg(shortName(f.name, others, 1)),
                 {FixEdit{c.familyPath(f), QStringLiteral("name"), shortName(f.name, others, 1)}});
    }
}

void versions(const RuleContext &c, QList<Finding> *out)
{
    for (const ColumnFamily &f : c.table.families) {
        if (f.versions >= RuleThresholds::kManyVersions)
            c.report(out, "HBD-VER-001", Severity::Warning, c.familyPath(f),
                     tr("family %1 keeps %2 versions of every cell; rows grow large and reads "
                        "slow down")
                         .arg(f.name)
                         .arg(f.versions),
                     tr("keep fewer versions, or model history as rows"));
        if (f.minVersions > 0 && f.ttlSeconds == FamilyDefaults::kTtlForever)
            c.report(
                out, "HBD-VER-002", Severity::Warning, c.familyPath(f),
                tr("family %1 sets MIN_VERSIONS %2 without a TTL; MIN_VERSIONS only matters "
                   "when cells expire")
                    .arg(f.name)
                    .arg(f.minVersions),
                tr("set a TTL, or MIN_VERSIONS back to 0"),
                {FixEdit{c.familyPath(f), QStringLiteral("minVersions"), QStringLiteral("0")}});
    }
}

void retention(const RuleContext &c, QList<Finding> *out)
{
    const qint64 days = c.table.volume.retentionDays;
    if (c.table.volume.keptForever()) {
        // Kept forever: a family that expires its cells loses data the table means to keep.
        for (const ColumnFamily &f : c.table.families) {
            if (f.ttlSeconds >= FamilyDefaults::kTtlForever)
                continue;
            c.report(out, "HBD-VER-003", Severity::Warning, c.familyPath(f),
                     tr("table %1 keeps its rows forever, but family %2 expires cells after %3 s "
                        "(%4 days)")
                         .arg(c.table.qualifiedName(), f.name)
                         .arg(Units::formatCountInText(f.ttlSeconds))
                         .arg(Units::formatAmount(double(f.ttlSeconds) / 86400.0, 1)),
                     tr("set TTL => FOREVER on family %1, or state how long the rows are kept")
                         .arg(f.name),
                     {FixEdit{c.familyPath(f), QStringLiteral("ttl"), QStringLiteral("FOREVER")}});
        }
        return;
    }
    if (days <= 0)
        return; // not stated
    const qint64 seconds = days * 86400;
    if (seconds >= FamilyDefaults::kTtlForever)
        return; // longer than any TTL can say
    for (const ColumnFamily &f : c.table.families) {
        if (f.ttlSeconds == FamilyDefaults::kTtlForever)
            c.report(out, "HBD-VER-003", Severity::Warning, c.familyPath(f),
                     tr("rows are kept for %1 days but family %2 has no TTL, so expired cells stay "
                        "until they are deleted one by one")
                         .arg(Units::formatCountInText(days))
                         .arg(f.name),
                     tr("set TTL => %1 (%2 days) on family %3").arg(seconds).arg(days).arg(f.name),
                     {FixEdit{c.familyPath(f), QStringLiteral("ttl"), QString::number(seconds)}});
        else if (f.ttlSeconds < seconds)
            c.report(out, "HBD-VER-003", Severity::Warning, c.familyPath(f),
                     tr("rows are kept for %1 days but family %2 expires cells after %3 s (%4 "
                        "days)")
                         .arg(Units::formatCountInText(days))
                         .arg(f.name)
                         .arg(Units::formatCountInText(f.ttlSeconds))
                         .arg(Units::formatAmount(double(f.ttlSeconds) / 86400.0, 1)),
                     tr("set TTL => %1 (%2 days) on family %3").arg(seconds).arg(days).arg(f.name),
                     {FixEdit{c.familyPath(f), QStringLiteral("ttl"), QString::number(seconds)}});
    }
}

void values(const RuleContext &c, QList<Finding> *out)
{
    for (const ColumnFamily &f : c.table.families) {
        for (const Qualifier &q : f.qualifiers) {
            const QString where = c.familyPath(f) + u':' + q.name;
            const qint64 largest = std::max(q.maximumValueBytes, q.averageValueBytes);
            if (largest > RuleThresholds::kMaxCellValueBytes) {
                c.report(out, "HBD-VAL-001", Severity::Error, where,
                         tr("values of %1:%2 reach %3; clients refuse cells over 10 MiB "
                            "(hbase.client.keyvalue.maxsize)")
                             .arg(f.name, q.name)
                             .arg(Units::formatSize(double(largest))),
                         tr("store large objects outside HBase and keep a reference"));
            } else if (largest > RuleThresholds::kMobWorthyBytes) {
                if (!f.isMob)
                    c.report(out, "HBD-VAL-002", Severity::Warning, where,
                             tr("values of %1:%2 reach %3 without MOB; large cells bloat "
                                "compactions")
                                 .arg(f.name, q.name)
                                 .arg(Units::formatSize(double(largest))),
                             tr("set IS_MOB => true on family %1").arg(f.name),
                             {FixEdit{c.familyPath(f), QStringLiteral("isMob"),
                                      QStringLiteral("true")}});
            }
        }
        qint64 largestInFamily = 0;
        for (const Qualifier &q : f.qualifiers)
            largestInFamily = std::max({largestInFamily, q.maximumValueBytes, q.averageValueBytes});
        // Only values above the family's MOB_THRESHOLD go to MOB files.
        if (f.isMob && !f.qualifiers.isEmpty() && largestInFamily <= f.mobThreshold)
            c.report(
                out, "HBD-VAL-003", Severity::Info, c.familyPath(f),
                tr("family %1 is a MOB family but none of its values exceeds its MOB_THRESHOLD "
                   "of %2 bytes, so every cell stays in the ordinary store files")
                    .arg(f.name)
                    .arg(Units::formatCountInText(f.mobThreshold)),
                tr("set IS_MOB => false on family %1").arg(f.name));
    }
}

void defaultNamespace(const RuleContext &c, QList<Finding> *out)
{
    if (c.table.namespaceName == QStringLiteral("default"))
        c.report(out, "HBD-NAME-003", Severity::Info, c.path,
                 tr("table %1 is in the default namespace; a namespace of its own groups its "
                    "tables for quotas and permissions")
                     .arg(c.table.name),
                 tr("move the table into an application namespace"));
}

} // namespace RuleChecks

namespace RuleChecks {

void familyBalance(const RuleContext &c, QList<Finding> *out)
{
    if (c.table.families.size() < 2)
        return;
    const ColumnFamily *least = nullptr;
    const ColumnFamily *most = nullptr;
    const auto rowsOf = [&c](const ColumnFamily &f) {
        return f.estimatedRows > 0 ? f.estimatedRows : c.table.volume.rows;
    };
    for (const ColumnFamily &f : c.table.families) {
        if (rowsOf(f) <= 0)
            return; // not estimated
        if (!least || rowsOf(f) < rowsOf(*least))
            least = &f;
        if (!most || rowsOf(f) > rowsOf(*most))
            most = &f;
    }
    if (double(rowsOf(*most)) < RuleThresholds::kFamilyRowsRatio * double(rowsOf(*least)))
        return;
    c.report(out, "HBD-CF-004", Severity::Warning, c.path,
             QCoreApplication::translate("RuleChecks",
                                         "family %1 holds %2 rows and family %3 only %4; the "
                                         "small family is split and scanned with the large one")
                 .arg(most->name)
                 .arg(Units::formatCountInText(rowsOf(*most)))
                 .arg(least->name)
                 .arg(Units::formatCountInText(rowsOf(*least))),
             QCoreApplication::translate("RuleChecks", "move family %1 to a table of its own")
                 .arg(least->name));
}

namespace {

QStringList qualifierNames(const ColumnFamily &f)
{
    QStringList names;
    for (const Qualifier &q : f.qualifiers)
        names.append(q.name);
    return names;
}

} // namespace

void longQualifiers(const RuleContext &c, QList<Finding> *out)
{
    for (const ColumnFamily &f : c.table.families) {
        if (f.qualifiers.isEmpty())
            continue;
        qsizetype total = 0;
        const Qualifier *longest = &f.qualifiers.first();
        for (const Qualifier &q : f.qualifiers) {
            total += q.name.toUtf8().size();
            if (q.name.toUtf8().size() > longest->name.toUtf8().size())
                longest = &q;
        }
        // One finding a family: the names' cost together, the longest as the example.
        if (double(total) / double(f.qualifiers.size()) <= RuleThresholds::kLongQualifierBytes)
            continue;
        c.report(
            out, "HBD-CF-005", Severity::Info, c.path + u'/' + f.name,
            QCoreApplication::translate("RuleChecks",
                                        "the %1 qualifier names of family %2 take %3 bytes "
                                        "in every row (%4 MiB per million rows before "
                                        "compression and block encoding); the longest is %5")
                .arg(Units::formatCountInText(f.qualifiers.size()))
                .arg(f.name)
                .arg(Units::formatCountInText(total))
                .arg(Units::formatAmount(
                    double(total) * double(RuleThresholds::kRowsPerMillion) / (1024.0 * 1024.0), 1))
                .arg(longest->name),
            QCoreApplication::translate("RuleChecks", "use short qualifiers, such as '%1' for %2")
                .arg(shortName(longest->name, qualifierNames(f), 2), longest->name));
    }
}

// Compression pays on values that compress (text, JSON, numbers); on images, video and other
// compressed bytes it only costs CPU.
void compression(const RuleContext &c, QList<Finding> *out)
{
    for (const ColumnFamily &f : c.table.families) {
        double compressible = 0;
        double compressed = 0;
        for (const Qualifier &q : f.qualifiers)
            (isCompressedAlready(q.type) ? compressed : compressible) +=
                double(q.averageValueBytes);
        const QString path = c.path + u'/' + f.name;
        if (f.compression == Compression::None &&
            compressible >= RuleThresholds::kLargeFamilyRowBytes)
            c.report(out, "HBD-VAL-004", Severity::Info, path,
                     QCoreApplication::translate("RuleChecks",
                                                 "family %1 stores about %2 value bytes a row "
                                                 "that compress (text, JSON, numbers) without "
                                                 "compression")
                         .arg(f.name)
                         .arg(Units::formatAmount(compressible)),
                     QCoreApplication::translate(
                         "RuleChecks", "set COMPRESSION => 'SNAPPY' or 'ZSTD' on family %1")
                         .arg(f.name),
                     {FixEdit{path, QStringLiteral("compression"), QStringLiteral("SNAPPY")}});
        else if (f.compression != Compression::None && compressed > compressible &&
                 compressed >= RuleThresholds::kLargeFamilyRowBytes)
            c.report(out, "HBD-VAL-004", Severity::Info, path,
                     QCoreApplication::translate("RuleChecks",
                                                 "family %1 compresses about %2 value bytes a row "
                                                 "that are compressed already (images, video, "
                                                 "compressed files): compression only costs CPU "
                                                 "there")
                         .arg(f.name)
                         .arg(Units::formatAmount(compressed)),
                     QCoreApplication::translate("RuleChecks",
                                                 "set COMPRESSION => 'NONE' on family %1, or keep "
                                                 "such values in a family of their own")
                         .arg(f.name),
                     {FixEdit{path, QStringLiteral("compression"), QStringLiteral("NONE")}});
    }
}

void splitsForWrites(const RuleContext &c, QList<Finding> *out)
{
    // Splits do not help a key that moves with time (every write still goes to one end): that
    // key is the fault (HBD-KEY-003), and the split advice waits until it is fixed.
    if (c.table.splits.kind != SplitKind::None || keyMovesWithTime(c))
        return;
    // The writes the access patterns state, or the table's growth, whichever is larger.
    double writes = 0;
    for (const AccessPattern &p : c.table.accessPatterns) {
        if (p.kind == AccessKind::Put)
            writes += p.ratePerSecond;
    }
    writes = std::max(writes, double(c.table.volume.rowsPerDay) / 86400.0);
    if (writes < RuleThresholds::kWriteHeavyPerSecond)
        return;
    c.report(out, "HBD-SPLIT-002", Severity::Warning, c.splitsPath(),
             QCoreApplication::translate("RuleChecks",
                                         "table %1 takes %2 writes a second into a single region "
                                         "until it first splits")
                 .arg(c.table.qualifiedName())
                 .arg(Units::formatCountInText(writes)),
             QCoreApplication::translate("RuleChecks", "pre-split it, for example with "
                                                       "recommended splits from the sample keys"));
}

} // namespace RuleChecks
