#include "model/ci/githubannotations.h"

#include <QCoreApplication>
#include <QDir>

namespace GitHubAnnotations {

namespace {

const char *command(Severity severity)
{
    switch (severity) {
    case Severity::Error:
        return "error";
    case Severity::Warning:
        return "warning";
    case Severity::Info:
        return "notice";
    }
    return "notice";
}

QString relativeName(const QString &file, const QString &workingDirectory)
{
    const QDir base(workingDirectory);
    const QString relative = base.relativeFilePath(base.absoluteFilePath(file));
    return relative.startsWith(QStringLiteral("../")) ? QDir::cleanPath(base.absoluteFilePath(file))
                                                      : relative;
}

} // namespace

QString escapeData(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'%', QStringLiteral("%25"));
    escaped.replace(u'\r', QStringLiteral("%0D"));
    escaped.replace(u'\n', QStringLiteral("%0A"));
    return escaped;
}

QString escapeProperty(const QString &text)
{
    QString escaped = escapeData(text);
    escaped.replace(u':', QStringLiteral("%3A"));
    escaped.replace(u',', QStringLiteral("%2C"));
    return escaped;
}

QString write(const QList<FileFindings> &files, const QString &workingDirectory)
{
    QString out;
    for (const Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        for (const FileFindings &file : files) {
            const QString name = escapeProperty(relativeName(file.file, workingDirectory));
            for (const LocatedFinding &f : file.findings) {
                if (f.suppressed || f.finding.severity != severity)
                    continue;
                QString properties = QStringLiteral("file=") + name;
                if (f.position.isValid())
                    properties += QStringLiteral(",line=%1,col=%2")
                                      .arg(f.position.line)
                                      .arg(f.position.column);
                QString title = f.finding.ruleId;
                if (!f.finding.objectPath.isEmpty())
                    title += u' ' + f.finding.objectPath;
                properties += QStringLiteral(",title=") + escapeProperty(title);
                QString message = f.finding.message;
                if (!f.finding.fix.isEmpty())
                    message +=
                        u'\n' +
                        QCoreApplication::translate("SarifWriter", "Fix: %1").arg(f.finding.fix);
                out += QStringLiteral("::") + QLatin1StringView(command(severity)) + u' ' +
                       properties + QStringLiteral("::") + escapeData(message) + u'\n';
            }
        }
    }
    return out;
}

} // namespace GitHubAnnotations
