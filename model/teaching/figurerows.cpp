#include "model/teaching/figurerows.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace FigureRows {

const QList<Row> &rows()
{
    using B = Better;
    static const QList<Row> all{
        {QT_TRANSLATE_NOOP("FigureRows", "sample rows"),
         [](const auto &f) { return double(f.rows); }, 0, B::Neither, true},
        {QT_TRANSLATE_NOOP("FigureRows", "regions"),
         [](const auto &f) { return double(f.regions); }, 0, B::Neither, true},
        {QT_TRANSLATE_NOOP("FigureRows", "empty regions"),
         [](const auto &f) { return double(f.emptyRegions); }, 0, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "max/mean rows a region"),
         [](const auto &f) { return f.maxOverMean; }, 2, B::Lower, true, 0.05},
        {QT_TRANSLATE_NOOP("FigureRows", "coefficient of variation"),
         [](const auto &f) { return f.coefficientOfVariation; }, 2, B::Lower, true, 0.05},
        {QT_TRANSLATE_NOOP("FigureRows", "hottest window's share to one region (%)"),
         [](const auto &f) { return 100.0 * f.hottestWindowShare; }, 1, B::Lower, true, 2.0},
        {QT_TRANSLATE_NOOP("FigureRows", "key bytes, mean"),
         [](const auto &f) { return f.keyBytesMean; }, 1, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "key bytes, longest"),
         [](const auto &f) { return double(f.keyBytesMax); }, 0, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "bytes a row"),
         [](const auto &f) { return f.bytesPerRow; }, 0, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "table size (GB, before compression)"),
         [](const auto &f) { return f.totalBytes / 1073741824.0; }, 1, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "store files (GB, after compression)"),
         [](const auto &f) { return f.storeBytes / 1073741824.0; }, 1, B::Lower, true},
        {QT_TRANSLATE_NOOP("FigureRows", "regions as HBase splits them"),
         [](const auto &f) { return double(f.regionsAtTarget); }, 0, B::Neither, true},
        {QT_TRANSLATE_NOOP("FigureRows", "findings: errors"),
         [](const auto &f) { return double(f.errors); }, 0, B::Lower, false},
        {QT_TRANSLATE_NOOP("FigureRows", "findings: warnings"),
         [](const auto &f) { return double(f.warnings); }, 0, B::Lower, false},
        {QT_TRANSLATE_NOOP("FigureRows", "findings: info"),
         [](const auto &f) { return double(f.infos); }, 0, B::Neither, false},
    };
    return all;
}

QString label(const Row &row)
{
    return QCoreApplication::translate("FigureRows", row.label);
}

namespace {

// What the reader sees: the value as written with `decimals`, in units of the last digit.
double shown(double value, int decimals)
{
    return std::round(value * std::pow(10.0, decimals));
}

} // namespace

bool nearlySame(double first, double second, int decimals, double negligible)
{
    const double a = shown(first, decimals);
    const double b = shown(second, decimals);
    return a != b && (std::abs(b - a) <= shown(negligible, decimals) ||
                      std::abs(b - a) < kMeaningfulChange * std::max(std::abs(a), std::abs(b)));
}

int verdict(Better better, double first, double second, int decimals, double negligible)
{
    const double a = shown(first, decimals);
    const double b = shown(second, decimals);
    if (better == Better::Neither || a == b || nearlySame(first, second, decimals, negligible))
        return 0;
    return (b < a) == (better == Better::Lower) ? 1 : -1;
}

int methodRank(AccessAnalysis::Method method)
{
    switch (method) {
    case AccessAnalysis::Method::Get:
        return 0;
    case AccessAnalysis::Method::PrefixScan:
        return 1;
    case AccessAnalysis::Method::RangeScan:
        return 2;
    case AccessAnalysis::Method::FilteredScan:
        return 3;
    case AccessAnalysis::Method::FullScan:
        return 4;
    case AccessAnalysis::Method::Write:
        break;
    }
    return -1;
}

int methodVerdict(AccessAnalysis::Method first, AccessAnalysis::Method second)
{
    const int a = methodRank(first);
    const int b = methodRank(second);
    if (a < 0 || b < 0 || a == b)
        return 0;
    return b < a ? 1 : -1;
}

} // namespace FigureRows
