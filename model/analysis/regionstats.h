#pragma once

#include "model/hbase/keyset.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <vector>

// Where sample keys land among a table's regions, and how evenly
// (docs/designer.md#the-live-preview). Region i spans [split i-1, split i); a key's region is the
// number of split keys <= it (docs/hbase-reference.md §2).
namespace RegionStats {

struct Assignment
{
    RowIndices regionOfRow;     // by input (arrival) order
    std::vector<qint64> counts; // rows per region
};

// `order` is keys.sortedOrder(); `splits` sorted, as Splits::checked leaves them.
Assignment assign(const KeySet &keys, const RowIndices &order, const QList<QByteArray> &splits);

struct Summary
{
    qint64 rows = 0;
    int regions = 0;
    int emptyRegions = 0;
    int hottestRegion = 0; // the first of the fullest
    qint64 hottestCount = 0;
    double maxOverMean = 0;            // 1 is perfectly even
    double coefficientOfVariation = 0; // population standard deviation / mean
};

Summary summarize(const std::vector<qint64> &counts);

// Writes per time window and region, rows taken in arrival order and cut into `windows` runs of
// equal size (the last may be shorter): the data of a Key Visualizer-style heatmap.
struct Heatmap
{
    int windows = 0;
    int regions = 0;
    std::vector<qint64> cells;        // cells[window * regions + region]
    std::vector<qint64> windowRows;   // rows in each window
    std::vector<double> hottestShare; // share of each window's rows taken by its fullest region

    qint64 at(int window, int region) const
    {
        return cells[std::size_t(window) * std::size_t(regions) + std::size_t(region)];
    }
};

Heatmap heatmap(const RowIndices &regionOfRow, int regions, int windows);

} // namespace RegionStats
