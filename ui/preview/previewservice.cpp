#include "ui/preview/previewservice.h"

PreviewService::PreviewService(QObject *parent)
    : QObject(parent)
    , m_newest(std::make_shared<std::atomic<int>>(0))
    , m_cache(std::make_shared<LiveCheck::Caches>())
{
    // One computation at a time; the engine itself uses every core.
    m_pool.setMaxThreadCount(1);
    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &PreviewService::start);
    m_sinceRequest.start();
}

void PreviewService::forgetMeasurements()
{
    // A running computation keeps the cache it started with; the next one starts empty.
    m_cache = std::make_shared<LiveCheck::Caches>();
}

PreviewService::~PreviewService()
{
    m_newest->store(-1); // stop at the next table
    m_pool.waitForDone();
}

void PreviewService::request(const Project &project, const QString &projectDirectory,
                             const QString &table)
{
    // With nothing computing, an edit starts at the next turn of the event loop, which gathers what
    // the same edit requests. While one is still computing, further edits (a spin box held down
    // over a million rows) wait until they pause, then the newest is computed.
    const bool computing = m_running;
    m_pending = Request{++m_generation, project, projectDirectory, table};
    m_hasPending = true;
    m_newest->store(m_generation);
    m_sinceRequest.restart();
    m_debounce.start(computing ? m_debounceMs : 0);
}

void PreviewService::start()
{
    if (m_running || !m_hasPending)
        return; // finish() starts the pending request
    m_running = true;
    m_hasPending = false;
    const Request request = m_pending;
    const std::shared_ptr<std::atomic<int>> newest = m_newest;
    const std::shared_ptr<LiveCheck::Caches> cache = m_cache;
    m_pool.start([this, request, newest, cache] {
        QElapsedTimer clock;
        clock.start();
        const auto cancelled = [&] { return newest->load() != request.generation; };
        auto snapshot = std::make_shared<PreviewSnapshot>();
        snapshot->generation = request.generation;
        static_cast<LiveCheck::Result &>(*snapshot) =
            LiveCheck::run(request.project, request.directory, request.table, *cache, cancelled);
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
