#pragma once

#include "model/report/designreport.h"

#include <QCoreApplication>
#include <QString>

class QPagedPaintDevice;

// The design report as a file (File > Export Report…, `hbase-designer --export-report OUT FILE`)
// or on paper (File > Print…): a self-contained HTML page or an A4 PDF by the name's suffix,
// written through the atomic save path.
class ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

public:
    // The report of `project` as the designer shows it; `projectPath` is its file (empty when
    // unsaved), for CSV samples and the title page; `unsavedChanges`: the project differs from
    // that file (the window's edits), which the title page says.
    static DesignReport build(const Project &project, const QString &projectPath,
                              bool unsavedChanges = false);

    static bool write(const DesignReport &report, const QString &path, QString *error);
    static QString html(const DesignReport &report);
    static bool print(const DesignReport &report, QPagedPaintDevice *device, QString *error);
};
