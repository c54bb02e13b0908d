// The parts of one table's section of the design report.
#include "model/report/reporthtml.h"

#include "model/export/descriptorvalues.h"
#include "model/hbase/bytes.h"
#include "model/schema/units.h"

#include <QLocale>

namespace {

// Split lists longer than this show their first and last kSplitEnds keys.
constexpr int kAllSplitsUpTo = 100;
constexpr int kSplitEnds = 20;

} // namespace

void ReportHtml::writeVolume(const ReportTable &t)
{
    const VolumeEstimate &v = t.table.volume;
    const StorageEstimate::Result &s = t.storage;
    QString retention = tr("not stated");
    if (v.keptForever())
        retention = tr("kept forever");
    else if (v.retentionDays > 0)
        retention = tr("%n day(s)", nullptr, v.retentionDays);
    QList<std::pair<QString, QString>> rows{
        {tr("Expected rows"), v.rows > 0 ? number(double(v.rows)) : tr("not stated")},
        {tr("Growth"), v.rowsPerDay > 0 ? Units::formatPerDay(v.rowsPerDay) : tr("not stated")},
        {tr("Retention"), retention},
        {tr("Cells per row"), number(s.cellsPerRow, 1)},
        {tr("Bytes per row (key, family and qualifier names, values, 20 bytes a cell)"),
         tr("%1 bytes").arg(number(s.bytesPerRow, 1))},
    };
    if (s.rows > 0) {
        rows.append({tr("Total before compression"), Units::formatSize(s.totalBytes)});
        rows.append({s.splitLimited
                         ? tr("Regions, as far as hbase.regionserver.regionSplitLimit lets "
                              "the servers split")
                         : tr("Regions at the target size of %1")
                               .arg(Units::formatBytes(m_report.project.cluster.targetRegionBytes)),
                     number(double(s.regions))});
    }
    keyValueTable(rows);
}

void ReportHtml::writeRowKey(const ReportTable &t, int index)
{
    heading(3, tr("Row key"));
    if (t.table.rowKey.isEmpty()) {
        paragraph(tr("The table has no row key yet."));
        return;
    }
    m_html +=
        QStringLiteral("<p><code>%1</code></p>\n").arg(t.table.rowKey.toNotation().toHtmlEscaped());
    if (!t.measured() || t.keyLayout.isEmpty()) {
        const QString why =
            t.analysis->error.isEmpty() ? t.analysis->preview.error : t.analysis->error;
        paragraph(why.isEmpty() ? tr("No sample keys: the key's bytes cannot be shown.")
                                : tr("No sample keys: %1").arg(why));
        return;
    }
    m_html += m_picture(Picture::KeyLayout, index,
                        tr("The bytes of the first sample key, coloured by segment, with each "
                           "segment's offset and width."));
    tableStart({tr("Segment"), tr("Offset"), tr("Width"), tr("Format"), tr("Modifiers")});
    for (const ReportKeySegment &s : t.keyLayout) {
        const QString width = s.fixed ? tr("%n byte(s)", nullptr, s.width)
                                      : tr("variable (%n in this key)", nullptr, s.width);
        tableRow(
            {s.notation, number(s.offset), width, s.format, s.flags.join(QStringLiteral(", "))});
    }
    tableEnd();
    heading(4, tr("Example keys (first, middle and last in HBase order)"));
    // Their cells wrap anywhere: a 46-byte key's hex is 92 digits with nowhere else to break.
    tableStart({tr("toStringBinary"), tr("Hex")}, QStringLiteral("keys"));
    for (const QByteArray &key : t.exampleKeys)
        tableRow({Bytes::toStringBinary(key), Bytes::toHex(key)});
    tableEnd();
}

void ReportHtml::writeDictionary(const ReportTable &t)
{
    heading(3, tr("Data dictionary"));
    QList<std::pair<QString, QString>> tableValues;
    for (const DescriptorValue &v : tableDescriptorValues(t.table)) {
        if (!v.isDefault)
            tableValues.append({v.label(), v.text});
    }
    if (!tableValues.isEmpty()) {
        heading(4, tr("Table attributes"));
        keyValueTable(tableValues);
    }
    for (const ColumnFamily &f : t.table.families) {
        heading(4, tr("Column family %1").arg(f.name));
        const QString description = descriptionIn(f, language());
        if (!description.isEmpty())
            paragraph(description);
        if (!f.qualifierField.isEmpty())
            paragraph(
                tr("Wide rows: each qualifier is a value of the field %1.").arg(f.qualifierField));
        tableStart({tr("Attribute"), tr("Value")});
        for (const DescriptorValue &v : familyDescriptorValues(f)) {
            const QString value = v.text.isEmpty() ? tr("(not set)") : v.text;
            tableRow({v.label(), v.isDefault ? value : tr("%1 (changed)").arg(value)},
                     v.isDefault ? QString() : QStringLiteral("changed"));
        }
        tableEnd();
        if (f.qualifiers.isEmpty()) {
            paragraph(tr("No qualifiers declared."));
            continue;
        }
        tableStart({tr("Qualifier"), tr("Type"), tr("Average size"), tr("Maximum size"),
                    tr("Description")});
        for (const Qualifier &q : f.qualifiers) {
            const auto size = [&](qint64 bytes) {
                return bytes > 0 ? tr("%1 bytes").arg(number(double(bytes))) : QString();
            };
            tableRow({q.name, kValueTypeNames.name(q.type), size(q.averageValueBytes),
                      size(q.maximumValueBytes), descriptionIn(q, language())});
        }
        tableEnd();
    }
}

void ReportHtml::writeSplits(const ReportTable &t)
{
    heading(3, tr("Pre-split"));
    const SplitSpec &spec = t.table.splits;
    QString kind;
    switch (spec.kind) {
    case SplitKind::None:
        kind = tr("none: one region");
        break;
    case SplitKind::Explicit:
        kind = tr("explicit split keys");
        break;
    case SplitKind::Algorithm:
        kind = tr("NUMREGIONS with %1").arg(kSplitAlgorithmNames.name(spec.algorithm));
        break;
    case SplitKind::StartEnd:
        kind = tr("start and end key (Admin.createTable): %1 to %2")
                   .arg(Bytes::toStringBinary(spec.startKey), Bytes::toStringBinary(spec.endKey));
        break;
    case SplitKind::SaltBuckets:
        kind = tr("one region per salt bucket");
        break;
    case SplitKind::Recommended:
        kind = tr("recommended from the sample keys (equal-count quantiles)");
        break;
    }
    QList<std::pair<QString, QString>> rows{{tr("Kind"), kind}};
    if (!t.splitError.isEmpty())
        rows.append({tr("Split keys"), t.splitError});
    else
        rows.append({tr("Regions"), number(t.splitKeys.size() + 1)});
    keyValueTable(rows);
    if (t.splitKeys.isEmpty())
        return;
    const qsizetype count = t.splitKeys.size();
    const bool all = count <= kAllSplitsUpTo;
    paragraph(all ? tr("The split keys:")
                  : tr("The first and last %1 of the %2 split keys:").arg(kSplitEnds).arg(count));
    QString list;
    for (qsizetype i = 0; i < count; ++i) {
        if (!all && i == kSplitEnds) {
            list += tr("… %n more …", nullptr, int(count - 2 * kSplitEnds)) + u'\n';
            i = count - kSplitEnds;
        }
        list += QStringLiteral("%1  %2\n").arg(i + 1, 4).arg(Bytes::toStringBinary(t.splitKeys[i]));
    }
    pre(list);
}

void ReportHtml::writeRegions(const ReportTable &t, int index)
{
    heading(3, tr("Regions and writes"));
    if (!t.measured()) {
        paragraph(tr("No sample keys: regions and writes are not measured."));
        return;
    }
    const RegionStats::Summary &s = t.analysis->preview.summary;
    const double hottestShare = s.rows > 0 ? 100.0 * double(s.hottestCount) / double(s.rows) : 0;
    double worstWindow = 0;
    for (double share : t.analysis->preview.heatmap.hottestShare)
        worstWindow = std::max(worstWindow, share);
    keyValueTable({
        {tr("Sample keys"), number(double(s.rows))},
        {tr("Regions (empty)"), tr("%1 (%2 empty)").arg(number(s.regions), number(s.emptyRegions))},
        {tr("Hottest region"), tr("region %1: %2 keys, %3%")
                                   .arg(s.hottestRegion)
                                   .arg(number(double(s.hottestCount)), number(hottestShare, 1))},
        {tr("Max / mean"), number(s.maxOverMean, 2)},
        {tr("Coefficient of variation"), number(s.coefficientOfVariation, 2)},
        {tr("Largest share of a time window's writes in one region"),
         number(100.0 * worstWindow, 1) + u'%'},
    });
    m_html += m_picture(Picture::Regions, index,
                        tr("Sample keys per region, numbered from 0 as HBase numbers them; the "
                           "hottest region in red."));
    m_html += m_picture(Picture::Heatmap, index,
                        tr("Writes in arrival order per time window and region, and the share of "
                           "each window the hottest region takes."));
}

void ReportHtml::writeAccess(const ReportTable &t)
{
    heading(3, tr("Access patterns"));
    if (t.table.accessPatterns.isEmpty()) {
        paragraph(tr("No access patterns declared."));
        return;
    }
    tableStart({tr("Pattern"), tr("Kind"), tr("Known fields"), tr("Served by"),
                tr("Bound segments"), tr("Scans"), tr("Regions per request")});
    const QList<AccessAnalysis::Result> &results = t.analysis->access;
    for (qsizetype i = 0; i < t.table.accessPatterns.size(); ++i) {
        const AccessPattern &p = t.table.accessPatterns[i];
        QStringList cells{nameIn(p, language()), accessKindText(p.kind),
                          p.fields.join(QStringLiteral(", "))};
        if (t.measured() && i < results.size()) {
            const AccessAnalysis::Result &r = results[i];
            const QString regions =
                r.method == AccessAnalysis::Method::Write
                    ? tr("writes reach %1 of %2; busiest %3%")
                          .arg(r.regions)
                          .arg(t.analysis->preview.summary.regions)
                          .arg(number(100.0 * r.busiestShare, 1))
                    : tr("%1 (max %2)").arg(number(r.meanRegions, 1)).arg(r.maxRegions);
            cells << AccessAnalysis::servedBy(p, r) << number(r.boundSegments) << number(r.scans)
                  << regions;
        } else {
            cells << tr("not measured") << QString() << QString() << QString();
        }
        tableRow(cells);
    }
    tableEnd();
}
