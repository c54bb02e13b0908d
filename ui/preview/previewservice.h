#pragma once

#include "model/rules/livecheck.h"
#include "model/schema/project.h"

#include "ui/preview/backgroundrunner.h"

#include <QObject>

#include <memory>

// One finished preview: the project's findings and the selected table's measurements.
struct PreviewSnapshot : LiveCheck::Result
{
    int generation = 0;
    double computeMs = 0; // in the background, from start to finish
};

Q_DECLARE_METATYPE(PreviewSnapshot)

// Computes previews off the UI thread (docs/designer.md#the-live-preview) through a
// BackgroundRunner: only the newest request's result is shown, a newer request makes the running
// computation stop at its next table. Tables that did not change since the last computation are
// not measured again.
class PreviewService : public QObject
{
    Q_OBJECT

public:
    explicit PreviewService(QObject *parent = nullptr);
    ~PreviewService() override; // waits for the running computation

    // The pause that ends a stretch of requests made while a computation was under way.
    void setDebounce(int milliseconds) { m_runner->setDebounce(milliseconds); }
    // Supersedes every earlier request.
    void request(const Project &project, const QString &projectDirectory, const QString &table);

    // Measure every table again on the next request: its CSV file may have changed.
    void forgetMeasurements();

    int generation() const { return m_runner->generation(); }
    bool isComputing() const { return m_runner->isComputing(); }
    bool isBusy() const { return m_runner->isBusy(); }
    // The newest finished preview.
    const PreviewSnapshot &latest() const { return m_latest; }
    // Milliseconds from the newest request to now: read when the panels have shown `latest`.
    qint64 sinceRequest() const { return m_runner->sinceRequest(); }

signals:
    // Only for the newest request; older results are dropped.
    void ready(const PreviewSnapshot &snapshot);

private:
    BackgroundRunner *m_runner;
    std::shared_ptr<LiveCheck::Caches> m_cache; // touched by the worker only
    PreviewSnapshot m_latest;
};
