#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

// The machinery of the live preview (docs/designer.md#the-live-preview), for any computation the
// window keeps up to date with the document: one computation at a time off the UI thread, for the
// newest request only. A request starts at once unless a computation is still under way, when
// requests wait for a pause (the debounce); each carries a generation number, and a newer request
// tells the running one to stop (its `cancelled` says so) and drops its result. PreviewService
// and the Compare view (ui/compare) each own one.
class BackgroundRunner : public QObject
{
    Q_OBJECT

public:
    // Runs on the worker thread with the request's generation; asks `cancelled` between steps.
    // Returns what the UI thread then does with the result, which runs only if no newer request
    // came meanwhile.
    using Work = std::function<std::function<void()>(int generation,
                                                     const std::function<bool()> &cancelled)>;

    explicit BackgroundRunner(QObject *parent = nullptr);
    ~BackgroundRunner() override; // stops and waits for the running computation

    void setDebounce(int milliseconds) { m_debounceMs = milliseconds; }
    // Supersedes every earlier request.
    void request(Work work);

    int generation() const { return m_generation; }
    bool isComputing() const { return m_running; }
    bool isBusy() const { return m_running || m_hasPending || m_debounce.isActive(); }
    // Milliseconds from the newest request to now.
    qint64 sinceRequest() const { return m_sinceRequest.elapsed(); }

private:
    void start();
    void finish(int generation, const std::function<void()> &show);

    QTimer m_debounce;
    int m_debounceMs = 30;
    QThreadPool m_pool;
    Work m_pending;
    bool m_hasPending = false;
    bool m_running = false;
    int m_generation = 0;
    std::shared_ptr<std::atomic<int>> m_newest;
    QElapsedTimer m_sinceRequest;
};
