#include "model/import/importer.h"

#include "model/import/describeparser.h"
#include "model/import/importbuilder.h"
#include "model/import/restschemaparser.h"
#include "model/import/shellscriptparser.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Importer {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Importer", text);
}

QStringList linesOf(const QByteArray &contents)
{
    QString text = QString::fromUtf8(contents);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    QStringList lines = text.split(u'\n');
    for (QString &line : lines) {
        if (line.endsWith(u'\r'))
            line.chop(1);
    }
    return lines;
}

// Cards in rows of three, in import order, so that none hides another on the diagram.
void layOut(Project &project)
{
    for (qsizetype i = 0; i < project.tables.size(); ++i)
        project.tables[i].position = {int(40 + (i % 3) * 380), int(40 + (i / 3) * 340)};
}

QString notes(const QList<Input> &inputs, const Project &project,
              const QList<ImportBuilder::Quota> &quotas)
{
    QStringList files;
    for (const Input &input : inputs)
        files.append(QFileInfo(input.fileName).fileName());
    QStringList lines{tr("Imported from %1.").arg(joinList(files))};
    QStringList unkeyed;
    for (const Table &t : project.tables) {
        if (t.rowKey.segments.isEmpty())
            unkeyed.append(t.qualifiedName());
    }
    if (!unkeyed.isEmpty()) {
        lines.append(QString());
        lines.append(tr("To do: HBase does not store these, so the import could not know them:"));
        lines.append(tr("- the row-key design of %1 (until it is set, the preview and the rules "
                        "that measure sample rows leave the table alone);")
                         .arg(joinList(unkeyed)));
        lines.append(tr("- each table's sample data and its access patterns (reads and writes)."));
    }
    if (!quotas.isEmpty()) {
        lines.append(QString());
        lines.append(tr("Quotas the describe output listed (the designer does not keep quotas; "
                        "set them again with set_quota):"));
        for (const ImportBuilder::Quota &q : quotas)
            lines.append(tr("- %1: %2").arg(q.table, q.settings));
    }
    return lines.join(u'\n');
}

} // namespace

Format detect(const QByteArray &contents)
{
    if (RestSchemaParser::looksLikeJson(contents))
        return Format::Rest;
    if (DescribeParser::looksLikeDescribe(linesOf(contents)))
        return Format::Describe;
    return Format::Shell;
}

Result run(const QList<Input> &inputs, Format format)
{
    Result result;
    Project project;
    ImportBuilder builder(project, result.log);
    for (const Input &input : inputs) {
        const Format f = format == Format::Auto ? detect(input.contents) : format;
        // An input that fails does not stop the others: the dialog and the command line show
        // everything that is wrong at once.
        switch (f) {
        case Format::Rest:
            RestSchemaParser::parse(input.contents, input.fileName, builder);
            break;
        case Format::Describe:
            DescribeParser::parse(linesOf(input.contents), input.fileName, builder);
            break;
        case Format::Shell:
        case Format::Auto:
            ShellScriptParser::parse(linesOf(input.contents), input.fileName, builder);
            break;
        }
    }
    for (const Table &table : std::as_const(project.tables))
        result.tables.append(table.qualifiedName());
    if (result.log.failed())
        return result;
    if (project.tables.isEmpty() && project.namespaces.isEmpty()) {
        result.log.fail(inputs.isEmpty() ? QString() : inputs.first().fileName, 0,
                        tr("no table or namespace to import"));
        return result;
    }
    project.name = tr("Imported schema");
    project.notes = notes(inputs, project, builder.quotas());
    layOut(project);
    result.project = project;
    return result;
}

} // namespace Importer
