#include "model/analysis/analysiscache.h"

std::shared_ptr<const TableAnalysis> AnalysisCache::analysisOf(const Table &table,
                                                               const QString &directory)
{
    Entry &entry = m_tables[table.fullName()];
    const bool known = entry.analysis && entry.directory == directory;
    if (known && TableAnalysis::sameAnalysis(entry.table, table)) {
        took(Step::Kept); // a family, an attribute, a description: the measurements stand
    } else if (known && entry.analysis->available && TableAnalysis::sameKeys(entry.table, table)) {
        took(Step::Resplit);
        entry.analysis =
            std::make_shared<const TableAnalysis>(TableAnalysis::resplit(*entry.analysis, table));
    } else if (known && entry.analysis->sampleRows &&
               !entry.analysis->sampleRows->fields.isEmpty() &&
               TableAnalysis::sameSample(entry.table, table)) {
        took(Step::Rekeyed);
        entry.analysis =
            std::make_shared<const TableAnalysis>(TableAnalysis::rekey(*entry.analysis, table));
    } else {
        took(Step::Measured);
        entry.analysis = std::make_shared<const TableAnalysis>(TableAnalysis::of(table, directory));
    }
    entry.table = table;
    entry.directory = directory;
    return entry.analysis;
}

void AnalysisCache::keepOnly(const Project &project)
{
    project.keepTablesOf(m_tables);
}
