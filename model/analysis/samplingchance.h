#pragma once

#include <QtGlobal>

// What chance alone does to sample keys spread evenly over regions, so that a rule blames the
// design only for what is well beyond it (docs/cli.md#lint, "Measured on a sample"). Keys are taken
// as falling into each of `regions` regions with the same probability, independently.
namespace SamplingChance {

// Expected regions left with no key: regions * (1 - 1/regions)^keys.
double expectedEmpty(qint64 keys, int regions);
// Standard deviation of that count (the occupancy problem's exact variance).
double emptyDeviation(qint64 keys, int regions);
// More empty regions than chance plausibly leaves: beyond the expectation by three deviations
// (and by at least one region).
bool emptyBeyondChance(qint64 keys, int regions, int empty);

// The most keys one region plausibly gets by chance: the binomial mean plus three deviations.
double plausibleMaximum(qint64 keys, int regions);

} // namespace SamplingChance
