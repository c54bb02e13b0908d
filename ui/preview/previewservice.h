#pragma once

#include "model/rules/livecheck.h"
#include "model/schema/project.h"

#include <QElapsedTimer>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>

// One finished preview: the project's findings and the selected table's measurements.
struct PreviewSnapshot : LiveCheck::Result
{
    int generation = 0;
    double computeMs = 0; // in the background, from start to finish
};

Q_DECLARE_METATYPE(PreviewSnapshot)

// Computes previews off the UI thread (docs/designer.md#the-live-preview): a request starts at once
// unless a computation is still under way, when requests wait for a pause (the debounce); each
// carries a generation number, and a newer request makes the running computation stop at its
// next table and its result be dropped. Tables that did not change since the last computation are
// not measured again.
class PreviewService : public QObject
{
    Q_OBJECT

public:
    explicit PreviewService(QObject *parent = nullptr);
    ~PreviewService() override; // waits for the running computation

    // The pause that ends a stretch of requests made while a computation was under way.
    void setDebounce(int milliseconds) { m_debounceMs = milliseconds; }
    // Supersedes every earlier request.
    void request(const Project &project, const QString &projectDirectory, const QString &table);

    // Measure every table again on the next request: its CSV file may have changed.
    void forgetMeasurements();

    int generation() const { return m_generation; }
    bool isComputing() const { return m_running; }
    bool isBusy() const { return m_running || m_hasPending || m_debounce.isActive(); }
    // The newest finished preview.
    const PreviewSnapshot &latest() const { return m_latest; }
    // Milliseconds from the newest request to now: read when the panels have shown `latest`.
    qint64 sinceRequest() const { return m_sinceRequest.elapsed(); }

signals:
    // Only for the newest request; older results are dropped.
    void ready(const PreviewSnapshot &snapshot);

private:
    struct Request
    {
        int generation = 0;
        Project project;
        QString directory;
        QString table;
    };
    void start();
    void finish(const std::shared_ptr<PreviewSnapshot> &snapshot);

    QTimer m_debounce;
    int m_debounceMs = 30;
    QThreadPool m_pool;
    Request m_pending;
    bool m_hasPending = false;
    bool m_running = false;
    int m_generation = 0;
    std::shared_ptr<std::atomic<int>> m_newest;
    std::shared_ptr<LiveCheck::Caches> m_cache; // touched by the worker only
    PreviewSnapshot m_latest;
    QElapsedTimer m_sinceRequest;
};
