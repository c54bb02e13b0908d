#include "ui/compare/compareservice.h"

#include "model/analysis/analysiscache.h"
#include "model/schema/localizedtext.h"
#include "ui/preview/backgroundrunner.h"

namespace {

CompareSideResult measure(const CompareSide &side, AnalysisCache &cache)
{
    CompareSideResult out;
    out.table = side.table;
    const Table *table = side.project.findTable(side.table);
    if (!table)
        return out;
    out.found = true;
    out.analysis = cache.analysisOf(*table, side.directory);
    out.figures = TableFigures::measure(side.project, *table, side.directory, out.analysis);
    const QString language = catalogueLanguage();
    for (const AccessPattern &pattern : table->accessPatterns)
        out.patternNames.append(nameIn(pattern, language));
    cache.keepOnly(side.project);
    return out;
}

} // namespace

CompareService::CompareService(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
    , m_caches{std::make_shared<AnalysisCache>(), std::make_shared<AnalysisCache>()}
{}

CompareService::~CompareService()
{
    delete m_runner; // stops the computation before what its result would be shown with goes
}

bool CompareService::isBusy() const
{
    return m_runner->isBusy();
}

void CompareService::request(const CompareSide &left, const CompareSide &right)
{
    m_runner->request([this, left, right,
                       caches = m_caches](int generation, const std::function<bool()> &cancelled) {
        auto result = std::make_shared<CompareResult>();
        result->generation = generation;
        result->sides[0] = measure(left, *caches[0]);
        if (!cancelled())
            result->sides[1] = measure(right, *caches[1]);
        return std::function<void()>([this, result] {
            m_latest = *result;
            emit ready(m_latest);
        });
    });
}
