#include "model/import/importer.h"

#include "model/import/describeparser.h"
#include "model/import/importbuilder.h"
#include "model/import/importcheck.h"
#include "model/import/restschemaparser.h"
#include "model/import/shellscriptparser.h"
#include "model/io/filelimits.h"
#include "model/schema/localizedtext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringDecoder>

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

// The input as UTF-8: a UTF-16 file with its byte-order mark (as PowerShell's `>` writes one) is
// converted; bytes that are not UTF-8 are an error at their line and column, since a name or a
// value read from them would not be what HBase holds.
std::optional<QByteArray> utf8Of(const Input &input, ImportLog &log)
{
    const QByteArray &in = input.contents;
    if (in.startsWith("\xFF\xFE") || in.startsWith("\xFE\xFF")) {
        QStringDecoder decode(in.startsWith("\xFF\xFE") ? QStringConverter::Utf16LE
                                                        : QStringConverter::Utf16BE);
        const QString text = decode(in.mid(2));
        if (decode.hasError()) {
            log.fail(input.fileName, 0, tr("not valid UTF-16, though the file starts as UTF-16"));
            return std::nullopt;
        }
        return text.toUtf8();
    }
    // A UTF-8 byte-order mark (Windows editors write one) is not content. Most inputs are valid:
    // the whole is checked at once, and only a bad one is read again line by line for the place.
    qsizetype start = in.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    if (QByteArrayView(in).sliced(start).isValidUtf8())
        return in;
    for (int line = 1; start <= in.size(); ++line) {
        qsizetype end = in.indexOf('\n', start);
        if (end < 0)
            end = in.size();
        const QByteArray bytes = in.mid(start, end - start);
        const QByteArray again = QString::fromUtf8(bytes).toUtf8();
        if (again != bytes) {
            qsizetype column = 0;
            while (column < bytes.size() && column < again.size() && bytes[column] == again[column])
                ++column;
            log.fail(input.fileName, line,
                     tr("byte 0x%1 at column %2 is not UTF-8; save the file as UTF-8 and import "
                        "it again")
                         .arg(quint8(bytes[column]), 2, 16, QLatin1Char('0'))
                         .arg(column + 1));
            return std::nullopt;
        }
        start = end + 1;
    }
    return in;
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
        if (input.contents.size() > FileLimits::kMaxFileBytes) {
            // Readers stop one byte past the limit, so the size itself is not known here.
            result.log.fail(input.fileName, 0,
                            tr("the input is over %1 bytes (%2 MiB), the most the import reads")
                                .arg(FileLimits::kMaxFileBytes)
                                .arg(FileLimits::kMaxFileBytes >> 20));
            continue;
        }
        const std::optional<QByteArray> contents = utf8Of(input, result.log);
        if (!contents)
            continue;
        const Format f = format == Format::Auto ? detect(*contents) : format;
        // An input that fails does not stop the others: the dialog and the command line show
        // everything that is wrong at once.
        switch (f) {
        case Format::Rest:
            RestSchemaParser::parse(*contents, input.fileName, builder);
            break;
        case Format::Describe:
            DescribeParser::parse(linesOf(*contents), input.fileName, builder);
            break;
        case Format::Shell:
        case Format::Auto:
            ShellScriptParser::parse(linesOf(*contents), input.fileName, builder);
            break;
        }
    }
    if (!result.log.failed())
        ImportCheck::check(builder);
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
