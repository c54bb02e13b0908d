#include "model/analysis/regionstats.h"

#include "model/hbase/bytes.h"

#include <algorithm>
#include <cmath>

namespace RegionStats {

Assignment assign(const KeySet &keys, const RowIndices &order, const QList<QByteArray> &splits)
{
    Assignment a;
    a.regionOfRow.assign(keys.size(), 0);
    a.counts.assign(std::size_t(splits.size()) + 1, 0);
    // Keys in order: each split key starts its region at the first rank whose key is not below
    // it, found by binary search, so the keys themselves are read only a few times a split.
    std::size_t from = 0;
    for (qsizetype region = 0; region <= splits.size(); ++region) {
        std::size_t to = order.size();
        if (region < splits.size()) {
            const QByteArray &split = splits[region];
            to = std::size_t(std::partition_point(order.begin() + std::ptrdiff_t(from), order.end(),
                                                  [&](std::uint32_t row) {
                                                      return Bytes::compare(keys.key(row), split) <
                                                             0;
                                                  }) -
                             order.begin());
        }
        for (std::size_t rank = from; rank < to; ++rank)
            a.regionOfRow[order[rank]] = std::uint32_t(region);
        a.counts[std::size_t(region)] = qint64(to - from);
        from = to;
    }
    return a;
}

Summary summarize(const std::vector<qint64> &counts)
{
    Summary s;
    s.regions = int(counts.size());
    for (std::size_t i = 0; i < counts.size(); ++i) {
        s.rows += counts[i];
        if (counts[i] == 0)
            ++s.emptyRegions;
        if (counts[i] > s.hottestCount) {
            s.hottestCount = counts[i];
            s.hottestRegion = int(i);
        }
    }
    if (s.rows == 0 || counts.empty())
        return s;
    const double mean = double(s.rows) / double(counts.size());
    double squares = 0;
    for (const qint64 c : counts)
        squares += (double(c) - mean) * (double(c) - mean);
    s.maxOverMean = double(s.hottestCount) / mean;
    s.coefficientOfVariation = std::sqrt(squares / double(counts.size())) / mean;
    return s;
}

Heatmap heatmap(const RowIndices &regionOfRow, int regions, int windows)
{
    Heatmap h;
    const auto rows = qint64(regionOfRow.size());
    h.regions = std::max(regions, 1);
    h.windows = int(std::clamp<qint64>(windows, 1, std::max<qint64>(rows, 1)));
    h.cells.assign(std::size_t(h.windows) * std::size_t(h.regions), 0);
    h.windowRows.assign(std::size_t(h.windows), 0);
    const qint64 perWindow = (rows + h.windows - 1) / h.windows;
    for (qint64 r = 0; r < rows; ++r) {
        const auto w = std::size_t(r / std::max<qint64>(perWindow, 1));
        ++h.cells[w * std::size_t(h.regions) + regionOfRow[std::size_t(r)]];
        ++h.windowRows[w];
    }
    h.hottestShare.assign(std::size_t(h.windows), 0.0);
    for (int w = 0; w < h.windows; ++w) {
        qint64 top = 0;
        for (int region = 0; region < h.regions; ++region)
            top = std::max(top, h.at(w, region));
        if (h.windowRows[std::size_t(w)] > 0)
            h.hottestShare[std::size_t(w)] = double(top) / double(h.windowRows[std::size_t(w)]);
    }
    return h;
}

} // namespace RegionStats
