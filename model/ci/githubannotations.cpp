#include "model/ci/githubannotations.h"

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

// As the runner's checkout names it; a file outside it by its whole path.
QString checkoutName(const QString &file, const QString &workingDirectory)
{
    const QString relative = FindingLocator::relativeName(file, workingDirectory);
    return relative.isEmpty() ? QDir::cleanPath(QDir(workingDirectory).absoluteFilePath(file))
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
            const QString name = escapeProperty(checkoutName(file.file, workingDirectory));
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
                const QString message =
                    FindingLocator::messageWithFix(f.finding, QStringLiteral("\n"));
                out += QStringLiteral("::") + QLatin1StringView(command(severity)) + u' ' +
                       properties + QStringLiteral("::") + escapeData(message) + u'\n';
            }
        }
    }
    return out;
}

} // namespace GitHubAnnotations
