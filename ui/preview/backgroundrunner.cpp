#include "ui/preview/backgroundrunner.h"

BackgroundRunner::BackgroundRunner(QObject *parent)
    : QObject(parent)
    , m_newest(std::make_shared<std::atomic<int>>(0))
{
    // One computation at a time; the engine itself uses every core.
    m_pool.setMaxThreadCount(1);
    m_debounce.setSingleShot(true);
    connect(&m_debounce, &QTimer::timeout, this, &BackgroundRunner::start);
    m_sinceRequest.start();
}

BackgroundRunner::~BackgroundRunner()
{
    m_newest->store(-1); // stop at the next step
    m_pool.waitForDone();
}

void BackgroundRunner::request(Work work)
{
    // With nothing computing, an edit starts at the next turn of the event loop, which gathers what
    // the same edit requests. While one is still computing, further edits (a spin box held down
    // over a million rows) wait until they pause, then the newest is computed.
    const bool computing = m_running;
    m_pending = std::move(work);
    m_hasPending = true;
    m_newest->store(++m_generation);
    m_sinceRequest.restart();
    m_debounce.start(computing ? m_debounceMs : 0);
}

void BackgroundRunner::start()
{
    if (m_running || !m_hasPending)
        return; // finish() starts the pending request
    m_running = true;
    m_hasPending = false;
    const int generation = m_generation;
    const std::shared_ptr<std::atomic<int>> newest = m_newest;
    m_pool.start([this, work = std::move(m_pending), generation, newest] {
        const auto cancelled = [&] { return newest->load() != generation; };
        std::function<void()> show = work(generation, cancelled);
        QMetaObject::invokeMethod(
            this,
            [this, generation, show = cancelled() ? std::function<void()>() : std::move(show)] {
                finish(generation, show);
            },
            Qt::QueuedConnection);
    });
    m_pending = nullptr;
}

void BackgroundRunner::finish(int generation, const std::function<void()> &show)
{
    m_running = false;
    if (show && generation == m_generation)
        show();
    if (m_hasPending && !m_debounce.isActive())
        start();
}
