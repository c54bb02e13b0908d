#pragma once

#include "model/ci/findinglocator.h"

#include <QString>

// The findings as GitHub Actions workflow commands, one a line:
//   ::error file=schema.hbase.json,line=12,col=7,title=HBD-KEY-003 MOMO_CHAT%3AMSG#rowkey::MESSAGE
// errors first, then warnings, then notices (the designer's info), since GitHub shows only the
// first 10 of each kind a step and 50 a job; suppressed findings are left out
// (docs/cli.md#github-annotations).
namespace GitHubAnnotations {

// `workingDirectory`: file names relative to it, as the runner's checkout names them.
QString write(const QList<FileFindings> &files, const QString &workingDirectory);

// The escapes of the runner (actions/toolkit's command.ts): '%', CR and LF in a message;
// also ':' and ',' in a property's value.
QString escapeData(const QString &text);
QString escapeProperty(const QString &text);

} // namespace GitHubAnnotations
