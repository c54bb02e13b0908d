#include "ui/preview/previewservice.h"

PreviewService::PreviewService(QObject *parent)
    : QObject(parent)
    , m_runner(new BackgroundRunner(this))
    , m_cache(std::make_shared<LiveCheck::Caches>())
{}

PreviewService::~PreviewService()
{
    delete m_runner; // stops the computation before what its result would be shown with goes
}

void PreviewService::forgetMeasurements()
{
    // A running computation keeps the cache it started with; the next one starts empty.
    m_cache = std::make_shared<LiveCheck::Caches>();
}

void PreviewService::request(const Project &project, const QString &projectDirectory,
                             const QString &table)
{
    m_runner->request([this, project, projectDirectory, table,
                       cache = m_cache](int generation, const std::function<bool()> &cancelled) {
        QElapsedTimer clock;
        clock.start();
        auto snapshot = std::make_shared<PreviewSnapshot>();
        snapshot->generation = generation;
        static_cast<LiveCheck::Result &>(*snapshot) =
            LiveCheck::run(project, projectDirectory, table, *cache, cancelled);
        snapshot->computeMs = double(clock.nsecsElapsed()) / 1e6;
        return std::function<void()>([this, snapshot] {
            m_latest = *snapshot;
            emit ready(m_latest);
        });
    });
}
