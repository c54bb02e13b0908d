#include "model/analysis/accessanalysis.h"

#include "model/rowkey/keyencoder.h"
#include "model/rowkey/keyexpression.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <unordered_map>

namespace AccessAnalysis {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("AccessAnalysis", text);
}

struct SegmentInfo
{
    QStringList fields;
    bool isSalt = false;
    int saltBuckets = 0;
    bool ordered = true; // a range over its field is a range of its bytes (no digest or reversal)
};

void inspect(const KeyExpression &e, SegmentInfo *info)
{
    if (e.kind == KeyExpression::Kind::Call) {
        switch (e.function) {
        case KeyExpression::Function::Md5:
        case KeyExpression::Function::Sha1:
        case KeyExpression::Function::Sha256:
        case KeyExpression::Function::Hash:
        case KeyExpression::Function::Reverse:
        case KeyExpression::Function::Uid:
            info->ordered = false;
            break;
        default:
            break;
        }
    }
    if (e.kind == KeyExpression::Kind::Modulo)
        info->ordered = false;
    for (const KeyExpression &a : e.arguments)
        inspect(a, info);
}

SegmentInfo infoOf(const KeySegment &segment)
{
    SegmentInfo info;
    if (segment.kind == KeySegment::Kind::Literal)
        return info;
    const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(segment.expression);
    parsed.expression.collectFields(&info.fields);
    inspect(parsed.expression, &info);
    info.saltBuckets = parsed.expression.bucketCount();
    info.isSalt = parsed.expression.kind == KeyExpression::Kind::Call &&
                  parsed.expression.function == KeyExpression::Function::Salt;
    return info;
}

bool bound(const SegmentInfo &info, const QStringList &known)
{
    return std::all_of(info.fields.cbegin(), info.fields.cend(),
                       [&known](const QString &f) { return known.contains(f); });
}

// Regions each distinct prefix spans: rows are grouped by the bytes of the bound segments.
void measure(const RowKey &prefixKey, const SampleRows &rows, const RowIndices &regionOfRow,
             Result *result)
{
    KeyEncoder encoder;
    KeySet prefixes;
    if (!encoder.compile(prefixKey, rows.fields, &result->error) ||
        !encoder.encode(rows, &prefixes, &result->error))
        return;
    std::unordered_map<std::string, std::vector<std::uint32_t>> groups;
    for (std::size_t row = 0; row < prefixes.size(); ++row) {
        const QByteArrayView p = prefixes.key(row);
        auto &regions = groups[std::string(p.data(), std::size_t(p.size()))];
        if (std::find(regions.begin(), regions.end(), regionOfRow[row]) == regions.end())
            regions.push_back(regionOfRow[row]);
    }
    qint64 total = 0;
    for (const auto &group : groups) {
        total += qint64(group.second.size());
        result->maxRegions = std::max(result->maxRegions, int(group.second.size()));
    }
    result->meanRegions = groups.empty() ? 0.0 : double(total) / double(groups.size());
}

// Whether the pattern knows fields that only come after the range segment `first`.
bool filtersLater(const QList<SegmentInfo> &infos, qsizetype first, const AccessPattern &pattern)
{
    for (qsizetype i = first + 1; i < infos.size(); ++i) {
        for (const QString &f : infos[i].fields) {
            if (f != pattern.rangeField && pattern.fields.contains(f))
                return true;
        }
    }
    return false;
}

// The fields the pattern knows (but its range field) that no segment of the key holds: the rows
// of the range or prefix are read whole and the others filtered out by them.
QStringList unkeyedFields(const QList<SegmentInfo> &infos, const AccessPattern &pattern)
{
    QStringList out;
    for (const QString &f : pattern.fields) {
        if (f != pattern.rangeField &&
            std::none_of(infos.cbegin(), infos.cend(),
                         [&f](const SegmentInfo &i) { return i.fields.contains(f); }))
            out.append(f);
    }
    return out;
}

// Where a `put` pattern's writes land: the sample rows are its writes, in arrival order.
Result writesOf(const AccessPattern &pattern, const RowIndices &regionOfRow, int regions)
{
    Result r;
    r.pattern = pattern.name;
    r.method = Method::Write;
    r.regions = regions;
    std::vector<qint64> writes(std::size_t(std::max(regions, 1)), 0);
    for (const std::uint32_t region : regionOfRow) {
        if (region < writes.size())
            ++writes[region];
    }
    const qint64 busiest = *std::max_element(writes.cbegin(), writes.cend());
    const int reached =
        int(std::count_if(writes.cbegin(), writes.cend(), [](qint64 n) { return n > 0; }));
    r.meanRegions = reached;
    r.maxRegions = reached;
    r.busiestShare = regionOfRow.empty() ? 0.0 : double(busiest) / double(regionOfRow.size());
    return r;
}

} // namespace

QString methodName(Method method)
{
    switch (method) {
    case Method::Get:
        return tr("get");
    case Method::PrefixScan:
        return tr("prefix scan");
    case Method::RangeScan:
        return tr("range scan");
    case Method::FilteredScan:
        return tr("filtered range scan");
    case Method::FullScan:
        return tr("full table scan");
    case Method::Write:
        return tr("write");
    }
    return {};
}

QString servedBy(const AccessPattern &pattern, const Result &result)
{
    if (!result.error.isEmpty())
        return result.error;
    if (pattern.kind == AccessKind::Delete && result.method == Method::Get)
        return tr("delete by the row key");
    if (pattern.relatedTable.isEmpty() || result.method == Method::Write)
        return methodName(result.method);
    return tr("through %1 (here: %2)").arg(pattern.relatedTable, methodName(result.method));
}

const char *methodKey(Method method)
{
    static const char *const kKeys[] = {"get",          "prefixScan", "rangeScan",
                                        "filteredScan", "fullScan",   "write"};
    return kKeys[int(method)];
}

QList<Result> analyze(const RowKey &key, const QList<AccessPattern> &patterns,
                      const SampleRows &rows, const RowIndices &regionOfRow, int regions)
{
    QList<SegmentInfo> infos;
    for (const KeySegment &s : key.segments)
        infos.append(infoOf(s));

    QList<Result> results;
    for (const AccessPattern &pattern : patterns) {
        if (pattern.kind == AccessKind::Put) {
            results.append(writesOf(pattern, regionOfRow, regions));
            continue;
        }
        Result r;
        r.pattern = pattern.name;
        // The leading run of segments the pattern's fields decide (literals always are). A salt
        // byte is known only once everything after it is.
        qsizetype firstOpen = infos.size();
        int salt = 0;
        RowKey prefixKey;
        for (qsizetype i = 0; i < infos.size(); ++i) {
            // A salt byte, or an `x % N` bucket of a field the pattern does not know: every
            // bucket is read.
            if (infos[i].isSalt || (infos[i].saltBuckets > 0 && !bound(infos[i], pattern.fields))) {
                salt = infos[i].saltBuckets;
                continue;
            }
            if (!bound(infos[i], pattern.fields)) {
                firstOpen = i;
                break;
            }
            prefixKey.segments.append(key.segments[i]);
            if (key.segments[i].kind == KeySegment::Kind::Value)
                ++r.boundSegments;
        }
        const bool ranged =
            (pattern.kind == AccessKind::RangeScan || pattern.kind == AccessKind::LatestN) &&
            firstOpen < infos.size() &&
            infos[firstOpen].fields == QStringList{pattern.rangeField} &&
            infos[firstOpen].ordered && !infos[firstOpen].isSalt;
        if (firstOpen == infos.size()) {
            r.method = Method::Get; // the salt, if any, is computed from the rest
            r.meanRegions = 1;
            r.maxRegions = 1;
            results.append(r);
            continue;
        }
        r.scans = salt > 0 ? salt : 1;
        r.orderedBy = int(firstOpen);
        if (r.boundSegments == 0 && !ranged) {
            r.method = Method::FullScan;
            r.scans = 1;
            r.meanRegions = regions;
            r.maxRegions = regions;
            results.append(r);
            continue;
        }
        if (r.boundSegments == 0 && filtersLater(infos, firstOpen, pattern)) {
            r.method = Method::FilteredScan;
            r.meanRegions = regions;
            r.maxRegions = regions;
            results.append(r);
            continue;
        }
        r.unkeyedFields = unkeyedFields(infos, pattern);
        r.method = !r.unkeyedFields.isEmpty() ? Method::FilteredScan
                   : ranged                   ? Method::RangeScan
                                              : Method::PrefixScan;
        if (prefixKey.segments.isEmpty() || r.boundSegments == 0) {
            // A range over the leading segment itself: the range decides, not a prefix.
            r.meanRegions = regions;
            r.maxRegions = regions;
        } else {
            measure(prefixKey, rows, regionOfRow, &r);
        }
        results.append(r);
    }
    return results;
}

} // namespace AccessAnalysis
