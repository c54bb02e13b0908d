#include "ui/preview/previewservice.h"

#include <QHash>

struct PreviewService::Cache
{
    struct Entry
    {
        Table table;
        QString directory;
        std::shared_ptr<const TableAnalysis> analysis;
    };
    QHash<QString, Entry> tables;

    std::shared_ptr<const TableAnalysis> analysisOf(const Table &table, const QString &directory)
    {
        Entry &entry = tables[table.fullName()];
        const bool known = entry.analysis && entry.directory == directory;
        if (known && TableAnalysis::sameAnalysis(entry.table, table)) {
            // A family, an attribute, a description: the measurements stand.
        } else if (known && entry.analysis->available &&
                   TableAnalysis::sameKeys(entry.table, table)) {
            // Other splits or access patterns: the same keys, measured again.
            entry.analysis = std::make_shared<const TableAnalysis>(
                TableAnalysis::resplit(*entry.analysis, table));
        } else if (known && !entry.analysis->rows.fields.isEmpty() &&
                   TableAnalysis::sameSample(entry.table, table)) {
            // Another key over the same sample rows: encoded and measured, not generated.
            entry.analysis =
                std::make_shared<const TableAnalysis>(TableAnalysis::rekey(*entry.analysis, table));
        } else {
            entry.analysis =
                std::make_shared<const TableAnalysis>(TableAnalysis::of(table, directory));
        }
        entry.table = table;
        entry.directory = directory;
        return entry.analysis;
    }

    void keepOnly(const Project &project)
    {
        for (auto it = tables.begin(); it != tables.end();) {
            if (project.findTable(it.key()))
                ++it;
            else
                it = tables.erase(it);
        }
    }
};

PreviewService::PreviewService(QObject *parent)
    : QObject(parent)
    , m_newest(std::make_shared<std::atomic<int>>(0))
    , m_cache(std::make_shared<Cache>())
{
    // One computation at a time; the engine itself uses every core.
    m_pool.setMaxThreadCount(1);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(30);
    connect(&m_debounce, &QTimer::timeout, this, &PreviewService::start);
    m_sinceRequest.start();
}

void PreviewService::forgetMeasurements()
{
    // A running computation keeps the cache it started with; the next one starts empty.
    m_cache = std::make_shared<Cache>();
}

PreviewService::~PreviewService()
{
    m_newest->store(-1); // stop at the next table
    m_pool.waitForDone();
}

void PreviewService::request(const Project &project, const QString &projectDirectory,
                             const QString &table)
{
    m_pending = Request{++m_generation, project, projectDirectory, table};
    m_hasPending = true;
    m_newest->store(m_generation);
    m_sinceRequest.restart();
    m_debounce.start();
}

void PreviewService::start()
{
    if (m_running || !m_hasPending)
        return; // finish() starts the pending request
    m_running = true;
    m_hasPending = false;
    const Request request = m_pending;
    const std::shared_ptr<std::atomic<int>> newest = m_newest;
    const std::shared_ptr<Cache> cache = m_cache;
    m_pool.start([this, request, newest, cache] {
        QElapsedTimer clock;
        clock.start();
        const auto cancelled = [&] { return newest->load() != request.generation; };
        auto snapshot = std::make_shared<PreviewSnapshot>();
        snapshot->generation = request.generation;
        Linter::Options options;
        options.projectDirectory = request.directory;
        options.analysisOf = [&](const Table &table) {
            return cache->analysisOf(table, request.directory);
        };
        options.cancelled = cancelled;
        snapshot->lint = Linter::lint(request.project, options);
        if (const Table *table = request.project.findTable(request.table); table && !cancelled()) {
            snapshot->table = table->fullName();
            snapshot->analysis = cache->analysisOf(*table, request.directory);
            const double keyBytes =
                snapshot->analysis->available && snapshot->analysis->preview.keys.size() > 0
                    ? double(snapshot->analysis->preview.keys.totalBytes()) /
                          double(snapshot->analysis->preview.keys.size())
                    : 0.0;
            snapshot->storage = StorageEstimate::estimate(
                *table, keyBytes, request.project.cluster.targetRegionBytes);
        }
        cache->keepOnly(request.project);
        snapshot->computeMs = double(clock.nsecsElapsed()) / 1e6;
        QMetaObject::invokeMethod(
            this, [this, snapshot, ok = !cancelled()] { finish(ok ? snapshot : nullptr); },
            Qt::QueuedConnection);
    });
}

void PreviewService::finish(const std::shared_ptr<PreviewSnapshot> &snapshot)
{
    m_running = false;
    if (snapshot && snapshot->generation == m_generation) {
        m_latest = *snapshot;
        emit ready(m_latest);
    }
    if (m_hasPending && !m_debounce.isActive())
        start();
}
