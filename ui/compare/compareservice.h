#pragma once

#include "model/schema/project.h"
#include "model/teaching/tablefigures.h"

#include <QObject>

#include <array>
#include <memory>

class AnalysisCache;
class BackgroundRunner;
struct TableAnalysis;

// One side of a comparison: a table of a project (the document's, another file's, or one a
// caller passes in, such as a lesson's reference solution).
struct CompareSide
{
    Project project;
    QString directory; // where its relative CSV files are read from
    QString table;     // "ns:table"
};

// What the Compare view shows of one side.
struct CompareSideResult
{
    QString table;      // as asked for
    bool found = false; // the project has that table
    TableFigures figures;
    std::shared_ptr<const TableAnalysis> analysis; // the sample keys, regions and heatmap
    QStringList patternNames; // the access patterns' names in the interface's language
};

struct CompareResult
{
    int generation = 0;
    std::array<CompareSideResult, 2> sides;
};

Q_DECLARE_METATYPE(CompareResult)

// Measures both sides of a comparison off the UI thread, with the live preview's machinery
// (BackgroundRunner: only the newest request's result is shown, a newer one stops the running
// computation between sides) and budget (each table's own sample size). Each side keeps its
// tables' analyses between requests (AnalysisCache), so an edit of the document measures again
// only what it changed. The figures are TableFigures::measure's, as `compare` prints them.
class CompareService : public QObject
{
    Q_OBJECT

public:
    explicit CompareService(QObject *parent = nullptr);
    ~CompareService() override; // waits for the running computation

    // Supersedes every earlier request.
    void request(const CompareSide &left, const CompareSide &right);
    bool isBusy() const;
    const CompareResult &latest() const { return m_latest; }

signals:
    void ready(const CompareResult &result);

private:
    BackgroundRunner *m_runner;
    std::array<std::shared_ptr<AnalysisCache>, 2> m_caches; // touched by the worker only
    CompareResult m_latest;
};
