#pragma once

#include <QtGlobal>

// SplitMix64 (Steele, Lea & Flood 2014): one step of a small, fully specified generator, the same
// on every machine and standard library. Seeds the sample generators' streams and shuffles the
// rules' write-time keys (model/rules/samplecaveats.h).
inline quint64 splitMix64(quint64 &state)
{
    state += 0x9E3779B97F4A7C15ULL;
    quint64 z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
