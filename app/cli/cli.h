#pragma once

#include <QStringList>
#include <QTextStream>

// hbase-designer-cli: every command the command line offers (docs/cli.md). Exit codes:
// 0 ok, 1 findings at error level, 2 bad input or usage.
namespace Cli {

enum ExitCode { Ok = 0, Findings = 1, BadInput = 2 };

// `arguments` excludes the program name.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace Cli
