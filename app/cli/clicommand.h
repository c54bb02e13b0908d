#pragma once

#include "model/schema/hbaseenums.h"
#include "model/schema/units.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <string>

namespace AccessAnalysis {
struct Result;
}

namespace Cli {

// A count in text for people, as the reader's language counts (3,000,000,000; 30 亿 in
// Chinese, Units::formatCountInText); TSV and JSON output keeps plain digits for the tools that
// read it. A message holding one goes through Units::tidyText before it is printed.
inline QString countText(qint64 value)
{
    return Units::formatCountInText(double(value));
}

// A text as the JSON library takes it (UTF-8).
inline std::string utf8(const QString &text)
{
    return text.toStdString();
}

// What every command gets: its parsed options and the two streams.
struct Context
{
    QCommandLineParser &parser;
    QTextStream &out;
    QTextStream &err;
};

struct Command
{
    const char *name;
    const char *summary; // translated at display time, context "Cli"
    void (*setup)(QCommandLineParser &parser);
    int (*run)(Context &context);
};

const QList<Command> &commands();

// Shared by the commands: the --format text|json option, reading it, and the one FILE argument
// (each false with a message on err when the command line is wrong).
QCommandLineOption formatOption();
bool wantsJson(Context &c, bool *json);
// --dialect, when given: false (and said) when it is not an HBase line the designer writes for.
bool dialectOption(Context &c, std::optional<HBaseVersion> *dialect);
bool singleFile(Context &c, QString *file);
// An import's warning as the commands that import print it: "FILE:LINE: warning: MESSAGE", the
// word in the CLI's language.
QString importWarningText(const QString &file, int line, const QString &message);
// How an access pattern (named as the reader's language names it) is served, as `regions` says.
// `servedBy`, when given, says how it is served in place of the method alone (a read through
// another table names it: AccessAnalysis::servedBy).
QString accessPatternText(const QString &name, const AccessAnalysis::Result &result,
                          const QString &servedBy = {});

int runValidate(Context &context);
int runExport(Context &context);
int runSplits(Context &context);
int runLint(Context &context);
int runRules(Context &context);
int runFormat(Context &context);
int runPreview(Context &context);
int runRegions(Context &context);
int runBench(Context &context);
int runImport(Context &context);
int runDiff(Context &context);
int runMigrate(Context &context);
int runCompare(Context &context);
int runLessons(Context &context);
int runLesson(Context &context);
int runCluster(Context &context);

void setupValidate(QCommandLineParser &parser);
void setupExport(QCommandLineParser &parser);
void setupSplits(QCommandLineParser &parser);
void setupLint(QCommandLineParser &parser);
void setupRules(QCommandLineParser &parser);
void setupFormat(QCommandLineParser &parser);
void setupPreview(QCommandLineParser &parser);
void setupRegions(QCommandLineParser &parser);
void setupBench(QCommandLineParser &parser);
void setupImport(QCommandLineParser &parser);
void setupDiff(QCommandLineParser &parser);
void setupMigrate(QCommandLineParser &parser);
void setupCompare(QCommandLineParser &parser);
void setupLessons(QCommandLineParser &parser);
void setupLesson(QCommandLineParser &parser);
void setupCluster(QCommandLineParser &parser);

} // namespace Cli
