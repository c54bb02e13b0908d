#include "model/analysis/samplingchance.h"

#include <algorithm>
#include <cmath>

namespace SamplingChance {

namespace {
constexpr double kSigmas = 3;
}

double expectedEmpty(qint64 keys, int regions)
{
    if (regions < 1)
        return 0;
    return regions * std::pow(1.0 - 1.0 / regions, double(keys));
}

double emptyDeviation(qint64 keys, int regions)
{
    if (regions < 2)
        return 0;
    const double r = regions;
    const double n = double(keys);
    const double one = std::pow(1.0 - 1.0 / r, n);
    const double two = std::pow(1.0 - 2.0 / r, n);
    const double variance = r * (r - 1) * two + r * one - r * r * one * one;
    return std::sqrt(std::max(variance, 0.0));
}

bool emptyBeyondChance(qint64 keys, int regions, int empty)
{
    const double expected = expectedEmpty(keys, regions);
    return empty >= 1 &&
           double(empty) > expected + std::max(1.0, kSigmas * emptyDeviation(keys, regions));
}

double plausibleMaximum(qint64 keys, int regions)
{
    if (regions < 1)
        return double(keys);
    const double p = 1.0 / regions;
    const double n = double(keys);
    return n * p + kSigmas * std::sqrt(n * p * (1 - p));
}

} // namespace SamplingChance
