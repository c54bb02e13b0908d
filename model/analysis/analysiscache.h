#pragma once

#include "model/analysis/tableanalysis.h"

#include <QHash>

#include <algorithm>
#include <memory>

// The measurements of each table of a project, kept between edits so that an edit measures only
// what it changed (docs/designer.md#the-live-preview): a family or a description measures
// nothing, other splits or access patterns re-split the same keys, another key re-encodes the
// same sample rows, and only a new sample generates or reads rows again. Not thread-safe: one
// computation uses it at a time.
class AnalysisCache
{
public:
    // What analysisOf() did for a table, from the least work to the most.
    enum class Step { Kept, Resplit, Rekeyed, Measured };

    std::shared_ptr<const TableAnalysis> analysisOf(const Table &table, const QString &directory);
    // Forgets the tables the project no longer has.
    void keepOnly(const Project &project);
    // The most work any analysisOf() did since resetSteps(), for the benchmark's report.
    Step heaviestStep() const { return m_heaviest; }
    void resetSteps() { m_heaviest = Step::Kept; }

private:
    struct Entry
    {
        Table table;
        QString directory;
        std::shared_ptr<const TableAnalysis> analysis;
    };
    QHash<QString, Entry> m_tables;
    Step m_heaviest = Step::Kept;
    void took(Step step) { m_heaviest = std::max(m_heaviest, step); }
};
