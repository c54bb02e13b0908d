#pragma once

#include "model/teaching/tablefigures.h"

#include <QList>

// The figures of TableFigures as rows to put two tables side by side, for `compare`
// (docs/cli.md#compare) and the window's Compare view (docs/designer.md#compare-tables): a label,
// the value of a table, the decimals it is written with, and which way is better.
namespace FigureRows {

enum class Better {
    Lower,  // fewer empty regions, less skew, shorter keys, fewer findings
    Higher, // a write reaching more regions
    Neither // a count that only describes the table (sample rows, regions)
};

struct Row
{
    const char *label; // QT_TRANSLATE_NOOP("FigureRows", ...); translate with label()
    double (*value)(const TableFigures &);
    int decimals;
    Better better;
    bool fromKeys; // measured on the sample keys: meaningless when the table is not measured
    // A difference this small (in the figure's units) is never called better or worse: 0.02 of
    // skew from a perfect 0.00 is noise of the sample, not a worse design.
    double negligible = 0;
};

const QList<Row> &rows();
QString label(const Row &row);

// Two values less than this far apart, relative to the larger, differ by too little to call one
// better (48 against 47 key bytes, 100% against 98.2%): 5%.
inline constexpr double kMeaningfulChange = 0.05;

// Whether `first` and `second` differ as written with `decimals` but by less than
// kMeaningfulChange, or by no more than `negligible`.
bool nearlySame(double first, double second, int decimals, double negligible = 0);

// How `second` stands against `first` when `better` is the better way: 1 better, -1 worse, 0
// the same (within the decimals shown, or nearlySame) or neither way is better.
int verdict(Better better, double first, double second, int decimals, double negligible = 0);

// How an access pattern is served, best first: a get, then a prefix scan, a range scan, a
// filtered scan, a full scan (one row by its key, then ever more rows
// read for the same answer). A write has no rank against a read (-1).
int methodRank(AccessAnalysis::Method method);
// 1 when `second` is served better than `first`, -1 worse, 0 the same or not comparable.
int methodVerdict(AccessAnalysis::Method first, AccessAnalysis::Method second);

} // namespace FigureRows
